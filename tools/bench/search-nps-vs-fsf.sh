#!/usr/bin/env bash
# Searches positions with `palace uci` and Debian's `fairy-stockfish`, one
# after the other, single thread, for the same time each, and prints the
# nodes per second of each and the ratio.
# Usage: tools/bench/search-nps-vs-fsf.sh [MILLISECONDS] [RUNS] [JANGGI_FENS]
#   (defaults 5000 and 3). On a shared machine single runs vary by 20%: the
#   engines are run alternately RUNS times and the median of each is printed.
#   Without JANGGI_FENS both games are searched from their start positions.
#   With it (a file of Janggi FENs, one a line, `#` lines ignored; for
#   example tools/bench/positions/janggi-1s-games.fen), only Janggi is
#   measured, over those positions: each is searched MILLISECONDS by each
#   engine from a fresh process, and a run's figure is the mean over the
#   positions of the nodes per second each reports (in its last `info`
#   line, written when an iteration ends): the positions games reach
#   rather than the start alone (docs/bench.md#search-nps).
set -euo pipefail
cd "$(dirname "$0")/../.."
MS="${1:-5000}"
RUNS="${2:-3}"
FENS="${3:-}"
for n in "$MS" "$RUNS"; do
  case "$n" in ''|*[!0-9]*|0) echo "search-nps-vs-fsf.sh: '$n' is not a positive number; usage: search-nps-vs-fsf.sh [MILLISECONDS] [RUNS] [JANGGI_FENS]" >&2; exit 2;; esac
done
FSF="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
[ -x "$FSF" ] || { echo "fairy-stockfish not found (apt install fairy-stockfish)" >&2; exit 1; }
if [ -n "$FENS" ]; then
  [ -r "$FENS" ] || { echo "search-nps-vs-fsf.sh: cannot read $FENS" >&2; exit 2; }
  grep -v '^#' "$FENS" | grep -q . || { echo "search-nps-vs-fsf.sh: $FENS holds no FEN" >&2; exit 2; }
fi
cargo build --release --quiet -p palace-cli
PALACE=target/release/palace

# The nodes per second of the last `info` line after `go movetime MS` from
# position $2 (`startpos` or `fen ...`) of variant $1, of the engine command
# "${@:3}".
position_nps() {
  local variant=$1 position=$2
  shift 2
  { printf 'uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nsetoption name UCI_Variant value %s\nisready\nposition %s\ngo movetime %s\n' "$variant" "$position" "$MS"
    sleep "$(echo "$MS / 1000 + 1" | bc)"
    printf 'quit\n'; } | "$@" 2>/dev/null | grep -o ' nps [0-9]*' | tail -n 1 | awk '{print $2}'
}

# Nodes per second of one run of the engine command "${@:2}" in variant $1:
# from the start position, or the mean over the FEN file's positions.
nps() {
  local variant=$1
  shift
  if [ -z "$FENS" ]; then
    position_nps "$variant" startpos "$@"
    return
  fi
  local total=0 count=0 fen n
  while IFS= read -r fen; do
    case "$fen" in ''|'#'*) continue;; esac
    n=$(position_nps "$variant" "fen $fen" "$@")
    [ -n "$n" ] || { echo "search-nps-vs-fsf.sh: no nodes per second reported for $fen" >&2; exit 1; }
    total=$((total + n))
    count=$((count + 1))
  done < "$FENS"
  echo $(( total / count ))
}

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

variants="xiangqi janggi"
[ -z "$FENS" ] || variants=janggi
printf '%-10s %12s %12s %7s\n' variant palace_nps fsf_nps ratio
for v in $variants; do
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
