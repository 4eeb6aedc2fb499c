#!/usr/bin/env bash
# One figure of docs/strength.md under its protocol: Palace against Debian's
# fairy-stockfish, both single-threaded with 16 MB of hash, one match per
# core (each pinned with taskset), on both opening sets side by side:
# the Fairy-Stockfish-derived book (tools/openings/books/RULES-300.txt, its
# first GAMES/2 positions with both colours) and random two-ply starts from
# the standard position (seed 1). A game both engines score at 1000 cp or
# more for the same side on five moves each is adjudicated to that side.
#
# Usage: tools/bench/strength.sh RULES MOVETIME_MS [FIRST_GAME] [LAST_GAME]
#   RULES: janggi or xiangqi. Plays games FIRST_GAME (default 1) to
#   LAST_GAME (default 400) of each set. FIRST_GAME may be BOOK:RANDOM when
#   the two sets stopped at different games: a run stopped after games k
#   and j resumes with k+1:j+1, and the logs of all parts together make the
#   figure (tools/analysis/figure.py; the parts so far are in docs/matches/).
#   LAST_GAME may be BOOK:RANDOM too, so that a set with more games left can
#   hand its last games to the core the other set frees when it ends.
# Environment: PALACE_DEV (default target/release/palace-dev), PALACE (the
#   palace binary beside it, for the bench node count), FSF (default
#   /usr/games/fairy-stockfish), LOGS (default target/strength), MAX_LOAD
#   (default 0.5: the 1-minute load average above which it refuses to start,
#   since the protocol wants nothing else running), LOAD_WAIT (default 300:
#   seconds to wait for the load to fall below MAX_LOAD before refusing),
#   ENGINE (default palace:
#   Palace's engine as `palace-dev match --engine1` spells it, e.g.
#   palace:net=tools/tune/nets/janggi-residual-128-a.net for a network),
#   SETS (default "book random": the sets to play, the first on cpu
#   FIRST_CPU and the second on the other core; SETS=random plays random
#   openings alone, for the games handed over when the book set's run ends:
#   then MAX_LOAD must allow the one match still running on the other core,
#   e.g. MAX_LOAD=1.5), FIRST_CPU (default 0: the core of the first set, 0
#   or 1; SETS=book FIRST_CPU=1 takes book games to cpu 1 once the random
#   set's run there ends, while the book set's first run plays on cpu 0).
set -euo pipefail
# The whole run is one function, called on the last line: bash then parses
# it before running any of it, so editing this file while a run waits or
# plays cannot change what that run does.
main() {
  here="$(cd "$(dirname "$0")/../.." && pwd)"
  usage="usage: strength.sh RULES MOVETIME_MS [FIRST_GAME|BOOK:RANDOM] [LAST_GAME|BOOK:RANDOM]"
  RULES="${1:?$usage}"
  MS="${2:?$usage}"
  FIRST="${3:-1}"
  LAST="${4:-400}"
  # "N" is N for both sets, "B:R" is B for the book set and R for the random one.
  per_set() { case "$1" in *:*) echo "${1%%:*} ${1#*:}";; *) echo "$1 $1";; esac; }
  read -r FIRST_BOOK FIRST_RANDOM <<<"$(per_set "$FIRST")"
  read -r LAST_BOOK LAST_RANDOM <<<"$(per_set "$LAST")"
  for n in "$FIRST_BOOK" "$FIRST_RANDOM" "$LAST_BOOK" "$LAST_RANDOM"; do
    case "$n" in ''|0*|*[!0-9]*) echo "strength.sh: '$n' is not a game number (1 or more, no leading zero); $usage" >&2; exit 2;; esac
  done
  case "$RULES" in janggi|xiangqi) ;; *) echo "strength.sh: RULES must be janggi or xiangqi" >&2; exit 2;; esac
  case "$MS" in ''|0*|*[!0-9]*) echo "strength.sh: MOVETIME_MS must be a positive number of milliseconds; $usage" >&2; exit 2;; esac
  PALACE_DEV="${PALACE_DEV:-$here/target/release/palace-dev}"
  FSF="${FSF:-/usr/games/fairy-stockfish}"
  LOGS="${LOGS:-$here/target/strength}"
  MAX_LOAD="${MAX_LOAD:-0.5}"
  LOAD_WAIT="${LOAD_WAIT:-300}"
  case "$LOAD_WAIT" in ''|*[!0-9]*) echo "strength.sh: LOAD_WAIT must be a number of seconds" >&2; exit 2;; esac
  ENGINE="${ENGINE:-palace}"
  SETS="${SETS:-book random}"
  case "$SETS" in "book random"|book|random) ;; *) echo "strength.sh: SETS must be \"book random\", book or random" >&2; exit 2;; esac
  FIRST_CPU="${FIRST_CPU:-0}"
  case "$FIRST_CPU" in 0|1) ;; *) echo "strength.sh: FIRST_CPU must be 0 or 1 (the core of the first set)" >&2; exit 2;; esac
  [ -x "$FSF" ] || { echo "strength.sh: no $FSF (apt-get install fairy-stockfish)" >&2; exit 2; }
  [ -x "$PALACE_DEV" ] || (cd "$here" && cargo build --release --quiet -p palace-cli)
  [ "$(nproc)" -ge 2 ] || { echo "strength.sh: needs two cores, one per match" >&2; exit 2; }
  # The 1-minute load lags: it reads about 2 for a minute or two after a match
  # on the other core ends, so wait up to LOAD_WAIT seconds for it to settle
  # before refusing.
  load1() { cut -d' ' -f1 /proc/loadavg; }
  above_max() { awk -v l="$(load1)" -v m="$MAX_LOAD" 'BEGIN{exit !(l > m)}'; }
  waited=0
  while above_max && [ "$waited" -lt "$LOAD_WAIT" ]; do
    [ "$waited" -eq 0 ] && echo "strength.sh: load average $(load1) is above $MAX_LOAD; waiting up to ${LOAD_WAIT}s for it to settle" >&2
    sleep 10
    waited=$((waited + 10))
  done
  if above_max; then
    echo "strength.sh: load average $(load1) is above $MAX_LOAD after ${waited}s: something else is running (see top)" >&2
    exit 3
  fi
  mkdir -p "$LOGS"
  PALACE="${PALACE:-$(dirname "$PALACE_DEV")/palace}"
  bench=$("$PALACE" bench 2>/dev/null | awk '/^Nodes searched/{print $NF}' || true)
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  echo "$(date -u) $(git -C "$here" rev-parse --short HEAD) bench ${bench:-?} engine $ENGINE load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  common=(--engine1 "$ENGINE" --engine2 "$FSF" --rules "$RULES" --movetime "$MS"
    --resign-score 1000 --resign-moves 5 --verbose)
  pids=()
  next_cpu=$FIRST_CPU
  for set in $SETS; do
    cpu=$next_cpu
    next_cpu=$((1 - cpu))
    if [ "$set" = book ]; then
      openings=(--openings "$here/tools/openings/books/$RULES-300.txt")
      first=$FIRST_BOOK
      last=$LAST_BOOK
    else
      openings=(--random-plies 2 --random-openings 200 --seed 1)
      first=$FIRST_RANDOM
      last=$LAST_RANDOM
    fi
    if [ "$first" -gt "$last" ]; then echo "$set openings: games up to $last already played"; continue; fi
    base="$LOGS/$RULES-$MS-$set-from$first-$stamp"
    taskset -c "$cpu" "$PALACE_DEV" match "${common[@]}" "${openings[@]}" \
      --first-game "$first" --games $((last - first + 1)) \
      >"$base.out" 2>"$base.log" &
    pids+=($!)
    echo "$set openings on cpu $cpu: $base.{out,log}"
  done
  if [ "${#pids[@]}" -eq 0 ]; then echo "strength.sh: nothing to play: every set asked for is played to its last game"; exit 0; fi
  status=0
  for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
  echo "$(date -u) load after: $(cut -d' ' -f1-3 /proc/loadavg)"
  for out in "$LOGS"/"$RULES-$MS"-*-"$stamp".out; do
    echo "== $out"
    cat "$out"
  done
  exit $status
}
main "$@"
