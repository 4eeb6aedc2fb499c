#!/usr/bin/env bash
# Regenerates the data behind tools/tune/nets/janggi-residual-128-a.net and
# crates/engine/nets/janggi-residual-128-b.net (the network Palace plays
# Janggi with) and trains them again (tools/tune/README.md, step 3).
# About five core-hours:
# each datagen run labels 15-30 positions a second with Fairy-Stockfish at
# depth 8. The runs behind the committed network were stopped by hand;
# their files were the first lines of the runs below (counts in `want`),
# and a run's first lines do not depend on where it stops.
#
# The labelled files themselves are committed too (tools/tune/data/, xz):
# --train-only unpacks them instead of labelling again (a minute).
#
#   tools/tune/janggi-net.sh [--train-only] OUT_DIR
#
# Run from the repository root. Needs target/release/palace-dev, and
# without --train-only /usr/games/fairy-stockfish.
set -euo pipefail

nets="janggi-a.net and janggi-b.net"
# shellcheck source=tools/tune/net-script.sh
source "$(dirname "$0")/net-script.sh"

# Lines of each file behind the committed network.
declare -A want=([logs]=78660 [self-101]=127068 [self-202]=20907 [onpol-1]=42322
  [self-101-all]=130903 [onpol-2]=16150 [logs-net128a]=6554 [onpol-b505]=127398
  [onpol-b606]=120078)

if [[ $train_only == 1 ]]; then
  for name in logs self-101 self-202 onpol-1 onpol-2 logs-net128a onpol-b505 onpol-b606; do
    xz -dc "tools/tune/data/janggi-$name.txt.xz" > "$out/$name.txt"
  done
  # Network a used the first lines of the seed-101 run; b all of them.
  cp "$out/self-101.txt" "$out/self-101-all.txt"
  take self-101-all
  for name in logs self-101 self-202 onpol-1; do take "$name"; done
else
[[ -x /usr/games/fairy-stockfish ]] || { echo "$0: needs /usr/games/fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 2; }

# Positions of the Janggi games against Fairy-Stockfish in docs/matches
# (as of commit 6483b58: 1,336 games).
logs=()
for f in docs/matches/janggi*.log; do logs+=(--from-log "$f"); done
$dev datagen --rules janggi "${logs[@]}" --depth 8 --sample 2 --out "$out/logs.txt"
take logs

# Palace's self-play with the table (stopped runs: many games asked for).
$dev datagen --rules janggi --games 3000 --depth 8 --sample 2 --seed 101 --out "$out/self-101.txt"
cp "$out/self-101.txt" "$out/self-101-all.txt"
take self-101-all
take self-101
$dev datagen --rules janggi --games 500 --depth 8 --sample 2 --seed 202 --out "$out/self-202.txt"
take self-202

# Self-play with a first network trained without --residual on the log
# and seed-101 positions known at the time (it lost to the table 20%);
# its games reach positions the table's do not.
head -n 61693 "$out/self-101.txt" > "$out/first.txt"
$dev train-net --game janggi --data "$out/logs.txt" --data "$out/first.txt" \
  --holdout <(head -n 10000 "$out/self-202.txt") --hidden 128 --epochs 15 --rate 0.002 \
  --out "$out/first.net"
$dev datagen --rules janggi --games 1500 --depth 8 --sample 2 --seed 303 --net "$out/first.net" \
  --out "$out/onpol-1.txt"
take onpol-1
fi

# Network a: held out on the first 10,000 seed-202 positions.
head -n 10000 "$out/self-202.txt" > "$out/hold.txt"
tail -n +10001 "$out/self-202.txt" > "$out/train-202.txt"
$dev train-net --game janggi --residual --hidden 128 --epochs 6 --rate 0.001 \
  --data "$out/logs.txt" --data "$out/self-101.txt" --data "$out/train-202.txt" \
  --data "$out/onpol-1.txt" --holdout "$out/hold.txt" --out "$out/janggi-a.net"

# Network b's data: network a's own self-play; the positions of network
# a's 119 games against Fairy-Stockfish; and the self-play of a network
# trained on all data known then ("policy").
a_data=(--data "$out/logs.txt" --data "$out/self-101-all.txt" --data "$out/train-202.txt"
  --data "$out/onpol-1.txt" --data "$out/onpol-2.txt")
if [[ $train_only == 0 ]]; then
  $dev datagen --rules janggi --games 3000 --depth 8 --sample 2 --seed 404 --net "$out/janggi-a.net" \
    --out "$out/onpol-2.txt"
  take onpol-2
  $dev datagen --rules janggi --depth 8 --sample 2 --out "$out/logs-net128a.txt" \
    --from-log docs/matches/janggi-nodes297k-210k-random-net128a-bench726634-games1-123.log
  take logs-net128a
  $dev train-net --game janggi --residual --hidden 128 --epochs 6 --rate 0.001 "${a_data[@]}" \
    --holdout "$out/hold.txt" --out "$out/policy.net"
  for seed in 505 606; do
    $dev datagen --rules janggi --games 3000 --depth 8 --sample 2 --seed $seed --net "$out/policy.net" \
      --out "$out/onpol-b$seed.txt"
    take onpol-b$seed
  done
fi

# Network b: everything, at half network a's rate (it overfits later).
$dev train-net --game janggi --residual --hidden 128 --epochs 7 --rate 0.0005 "${a_data[@]}" \
  --data "$out/logs-net128a.txt" --data "$out/onpol-b505.txt" --data "$out/onpol-b606.txt" \
  --holdout "$out/hold.txt" --out "$out/janggi-b.net"
