#!/usr/bin/env bash
# Searches the start positions with `palace uci` and Debian's
# `fairy-stockfish`, one after the other, single thread, for the same time
# each, and prints the nodes per second each reports and the ratio.
# Usage: tools/bench/search-nps-vs-fsf.sh [MILLISECONDS] [RUNS]
#   (defaults 5000 and 3). On a shared machine single runs vary by 20%: the
#   engines are run alternately RUNS times and the median of each is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."
MS="${1:-5000}"
RUNS="${2:-3}"
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

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

printf '%-10s %12s %12s %7s\n' variant palace_nps fsf_nps ratio
for v in xiangqi janggi; do
  ps=""
  fs=""
  for _ in $(seq "$RUNS"); do
    ps="$ps $(nps "$v" "$PALACE" uci)"
    fs="$fs $(nps "$v" "$FSF")"
  done
  p=$(echo "$ps" | median)
  f=$(echo "$fs" | median)
  printf '%-10s %12s %12s %7.2f   (palace:%s; fsf:%s)\n' "$v" "$p" "$f" "$(echo "$p / $f" | bc -l)" "$ps" "$fs"
done
