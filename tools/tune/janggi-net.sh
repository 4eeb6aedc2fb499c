#!/usr/bin/env bash
# Regenerates the data behind tools/tune/nets/janggi-residual-128-a.net and
# trains it again (tools/tune/README.md, step 3). About four core-hours:
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

usage="usage: $0 [--train-only] OUT_DIR   (writes the labelled files and OUT_DIR/janggi.net)"
train_only=0
if [[ "${1:-}" == --train-only ]]; then train_only=1; shift; fi
if [[ $# -ne 1 || "$1" == -h || "$1" == --help ]]; then
  echo "$usage" >&2
  exit 2
fi
out=$1
dev=target/release/palace-dev
[[ -x $dev ]] || { echo "$0: build first: cargo build --release -p palace-cli" >&2; exit 2; }
mkdir -p "$out"

# Lines of each file behind the committed network.
declare -A want=([logs]=78660 [self-101]=127068 [self-202]=20907 [onpol-1]=42322)

# take NAME: keep the first want[NAME] lines of $out/NAME.txt.
take() {
  local f=$out/$1.txt n=${want[$1]}
  [[ $(wc -l < "$f") -ge $n ]] || { echo "$0: $f has fewer than $n lines" >&2; exit 1; }
  head -n "$n" "$f" > "$f.tmp" && mv "$f.tmp" "$f"
}

if [[ $train_only == 1 ]]; then
  for name in logs self-101 self-202 onpol-1; do
    xz -dc "tools/tune/data/janggi-$name.txt.xz" > "$out/$name.txt"
    take "$name"
  done
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

# The network: held out on the first 10,000 seed-202 positions.
head -n 10000 "$out/self-202.txt" > "$out/hold.txt"
tail -n +10001 "$out/self-202.txt" > "$out/train-202.txt"
$dev train-net --game janggi --residual --hidden 128 --epochs 6 --rate 0.001 \
  --data "$out/logs.txt" --data "$out/self-101.txt" --data "$out/train-202.txt" \
  --data "$out/onpol-1.txt" --holdout "$out/hold.txt" --out "$out/janggi.net"
