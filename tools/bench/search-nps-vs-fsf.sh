#!/usr/bin/env bash
# Searches the start positions with `palace uci` and Debian's
# `fairy-stockfish`, one after the other, single thread, for the same time
# each, and prints the nodes per second each reports and the ratio.
# Usage: tools/bench/search-nps-vs-fsf.sh [MILLISECONDS]   (default 5000)
set -euo pipefail
cd "$(dirname "$0")/../.."
MS="${1:-5000}"
FSF="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
[ -x "$FSF" ] || { echo "fairy-stockfish not found (apt install fairy-stockfish)" >&2; exit 1; }
cargo build --release --quiet
PALACE=target/release/palace

# nps of the last `info` line, after `go movetime MS` from the start of
# variant $1, of the engine command "${@:2}".
nps() {
  local variant=$1
  shift
  { printf 'uci\nsetoption name Threads value 1\nsetoption name UCI_Variant value %s\nisready\nposition startpos\ngo movetime %s\n' "$variant" "$MS"
    sleep "$(echo "$MS / 1000 + 1" | bc)"
    printf 'quit\n'; } | "$@" 2>/dev/null | grep -o ' nps [0-9]*' | tail -n 1 | awk '{print $2}'
}

printf '%-10s %12s %12s %7s\n' variant palace_nps fsf_nps ratio
for v in xiangqi janggi; do
  p=$(nps "$v" "$PALACE" uci)
  f=$(nps "$v" "$FSF")
  printf '%-10s %12s %12s %7.2f\n' "$v" "$p" "$f" "$(echo "$p / $f" | bc -l)"
done
