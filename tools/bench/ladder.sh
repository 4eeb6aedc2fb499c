#!/usr/bin/env bash
# Measures the strength ladder: each level against the one below, plus
# level 4 against level 1, with `palace-dev match` (both colours of every
# committed opening), and prints the higher level's score per step.
# Usage: tools/bench/ladder.sh RULES [GAMES] [STEPS...]
#   RULES: xiangqi or janggi; GAMES per step (default 100);
#   STEPS like 2:1@50 (level 2 vs level 1 at 50 ms a move); default: the
#   steps of docs/strength.md#levels. Logs go to ladder-RULES-A-B.log in the working directory.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
RULES="${1:?usage: ladder.sh RULES [GAMES] [STEPS...]}"
GAMES="${2:-100}"
shift $(( $# >= 2 ? 2 : 1 ))
STEPS=("$@")
if [ ${#STEPS[@]} -eq 0 ]; then
  # Levels 1-6 are bounded by depth and nodes; 5 and 6 at the server's 1 s.
  STEPS=(2:1@50 3:2@50 4:3@50 4:1@50 5:4@1000 6:5@1000 7:6@1000 8:7@100)
fi
PALACE_DEV="${PALACE_DEV:-$here/target/release/palace-dev}"
[ -x "$PALACE_DEV" ] || (cd "$here" && cargo build --release --quiet)
printf '%-8s %-8s %6s %8s  %s\n' step rules games score result
for step in "${STEPS[@]}"; do
  hi=${step%%:*}
  rest=${step#*:}
  lo=${rest%%@*}
  ms=${rest#*@}
  log="ladder-$RULES-$hi-$lo.log"
  out=$("$PALACE_DEV" match --engine1 "palace:level=$hi" --engine2 "palace:level=$lo" \
    --rules "$RULES" --games "$GAMES" --movetime "$ms" --verbose 2>"$log" | tail -n 3 | tr '\n' ' ')
  score=$(awk '/^game/{s+=$3;n++} END{if (n) printf "%.1f%%", 100*s/n}' "$log")
  printf '%-8s %-8s %6s %8s  %s\n' "$hi v $lo" "$RULES" "$GAMES" "$score" "$out"
done
