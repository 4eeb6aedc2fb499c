#!/usr/bin/env bash
# Regenerates the data behind crates/engine/nets/xiangqi-residual-128-a.net
# (Xiangqi's built-in network, on top of the table) and trains it again
# (tools/tune/README.md, step 3). The recipe is Janggi's
# (tools/tune/janggi-net.sh): the table's self-play, then the self-play of
# networks trained on the data so far ("on-policy" rounds), each
# position labelled by Fairy-Stockfish at depth 8.
# About four core-hours: a datagen run labels 55-65 Xiangqi positions a
# second on one core of the development machine (2026-12-05). The runs behind the
# committed network were stopped by hand; their files were the first
# lines of the runs below (counts in `want`), and a run's first lines do
# not depend on where it stops.
#
# The labelled files themselves are committed too (tools/tune/data/, xz):
# --train-only unpacks them instead of labelling again (seconds).
#
#   tools/tune/xiangqi-net.sh [--train-only] OUT_DIR
#
# Run from the repository root. Needs target/release/palace-dev, and
# without --train-only /usr/games/fairy-stockfish.
set -euo pipefail

nets="x1.net, x2.net and xiangqi-a.net"
# shellcheck source=tools/tune/net-script.sh
source "$(dirname "$0")/net-script.sh"

# Lines of each file behind the committed network.
declare -A want=([self-101]=168045 [self-202]=75336 [onpol-1]=157584
  [onpol-2-505]=158050 [onpol-2-606]=157620)
# Lines of the runs known when the first network was trained.
first_101=70000
first_202=70000

# train NET PASSES RATE FILE...: a network on top of the table, held out
# on the first 10,000 positions of the seed-202 run (other games).
train() {
  local net=$1 passes=$2 rate=$3
  shift 3
  local data=()
  for f in "$@"; do data+=(--data "$f"); done
  $dev train-net --game xiangqi --residual --hidden 128 --epochs "$passes" --rate "$rate" \
    "${data[@]}" --holdout "$out/hold.txt" --out "$out/$net.net"
}

labelled() { # NAME SEED [NET]: a self-play run, labelled
  local name=$1 seed=$2 net=()
  [[ $# -ge 3 ]] && net=(--net "$3")
  $dev datagen --rules xiangqi --games 3000 --depth 8 --sample 2 --seed "$seed" "${net[@]}" \
    --out "$out/$name.txt"
  take "$name"
}

if [[ $train_only == 1 ]]; then
  for name in "${!want[@]}"; do
    xz -dc "tools/tune/data/xiangqi-$name.txt.xz" > "$out/$name.txt"
  done
else
  [[ -x /usr/games/fairy-stockfish ]] || { echo "$0: needs /usr/games/fairy-stockfish (apt-get install fairy-stockfish)" >&2; exit 2; }
  labelled self-101 101
  labelled self-202 202
fi
head -n 10000 "$out/self-202.txt" > "$out/hold.txt"

# The first network: what the two table runs had labelled after 20 minutes
# (seed 202 was then stopped for the first on-policy run).
head -n $first_101 "$out/self-101.txt" > "$out/first-101.txt"
sed -n "10001,${first_202}p" "$out/self-202.txt" > "$out/first-202.txt"
train x1 6 0.001 "$out/first-101.txt" "$out/first-202.txt"
[[ $train_only == 1 ]] || labelled onpol-1 303 "$out/x1.net"

# The second: everything so far; then two runs of its own self-play.
sed -n '10001,$p' "$out/self-202.txt" > "$out/train-202.txt"
train x2 6 0.001 "$out/self-101.txt" "$out/train-202.txt" "$out/onpol-1.txt"
if [[ $train_only == 0 ]]; then
  labelled onpol-2-505 505 "$out/x2.net"
  labelled onpol-2-606 606 "$out/x2.net"
fi

# The committed network: everything, at half the rate (as Janggi's b).
train xiangqi-a 7 0.0005 "$out/self-101.txt" "$out/train-202.txt" "$out/onpol-1.txt" \
  "$out/onpol-2-505.txt" "$out/onpol-2-606.txt"
