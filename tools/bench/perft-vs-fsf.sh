#!/usr/bin/env bash
# Runs `palace perft` and Debian's `fairy-stockfish` `go perft` side by side on
# the same positions, single thread, and prints nodes per second and the ratio.
# Usage: tools/bench/perft-vs-fsf.sh [DEPTH]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
DEPTH="${1:-5}"
FSF="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
cargo build --release --quiet
PALACE=target/release/palace

now() { date +%s.%N; }

printf '%-10s %5s %14s %12s %12s %7s\n' variant depth nodes palace_nps fsf_nps ratio
for v in xiangqi janggi; do
  t0=$(now)
  p_nodes=$("$PALACE" perft --rules "$v" "$DEPTH" 2>/dev/null | tail -n 1 | awk '{print $3}')
  t1=$(now)
  if [ -x "$FSF" ]; then
    f_nodes=$(printf 'uci\nsetoption name Threads value 1\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' "$v" "$DEPTH" \
      | "$FSF" | grep 'Nodes searched' | awk '{print $3}')
    t2=$(now)
  else
    f_nodes=""; t2=$t1
  fi
  p_nps=$(echo "$p_nodes / ($t1 - $t0)" | bc -l)
  if [ -n "$f_nodes" ]; then
    [ "$f_nodes" = "$p_nodes" ] || echo "WARNING: node counts differ: palace $p_nodes, fairy-stockfish $f_nodes" >&2
    f_nps=$(echo "$f_nodes / ($t2 - $t1)" | bc -l)
    ratio=$(echo "$p_nps / $f_nps" | bc -l)
    printf '%-10s %5s %14s %12.0f %12.0f %7.2f\n' "$v" "$DEPTH" "$p_nodes" "$p_nps" "$f_nps" "$ratio"
  else
    printf '%-10s %5s %14s %12.0f %12s %7s\n' "$v" "$DEPTH" "$p_nodes" "$p_nps" "-" "-"
  fi
done
