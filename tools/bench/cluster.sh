#!/usr/bin/env bash
# Two Palace nodes on PostgreSQL + Redis under `palace loadtest`, with an
# optional fault in the middle of the run. Repeatable; prints the load
# generator's report and each node's log tail. Used for docs/bench.md.
#
#   tools/bench/cluster.sh [none|kill|postgres|redis|single] PLAYERS SECONDS
#
#   none      two nodes, no fault
#   kill      kill -9 of the node that created half the games, at a third of the run
#   postgres  PostgreSQL restarted (stopped for 5 s) at a third of the run
#   redis     Redis restarted (stopped for 5 s) at a third of the run
#   single    one node on SQLite, for the side-by-side figure
#
# Environment: THINK_MS (each player's think time, default 100), WATCHERS
# (spectator sockets spread over the games, default 0), RAMP (default 10).
# The scale-out target's workload is
#   THINK_MS=380 WATCHERS=6000 tools/bench/cluster.sh single 4000 60
#
# Needs: a release build (cargo build --release), PostgreSQL at
# 127.0.0.1:5432 (database test) and Redis at 127.0.0.1:6379; the
# postgres/redis faults need to be able to stop and start them (service or
# pg_ctlcluster / redis-server, as on the project's machines).
set -euo pipefail
cd "$(dirname "$0")/../.."
FAULT=${1:-none}
PLAYERS=${2:-1000}
SECONDS_=${3:-60}
BIN=target/release/palace
SCHEMA=palace_bench_cluster
PG=postgres://postgres@127.0.0.1:5432/test
LOGS=$(mktemp -d)
cleanup() {
  kill -9 ${PIDS:-} 2>/dev/null || true
  psql -q -h 127.0.0.1 -U postgres -d test -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1 || true
}
trap cleanup EXIT
psql -q -h 127.0.0.1 -U postgres -d test -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE; CREATE SCHEMA $SCHEMA" >/dev/null
URL="$PG?options=-csearch_path%3D$SCHEMA"
start_node() { # name port database [redis]
  local extra=()
  [ -n "${4:-}" ] && extra=(--redis "$4" --node "$1" --cluster bench)
  "$BIN" serve --bind "127.0.0.1:$2" --database "$3" "${extra[@]}" \
    --games-per-minute 100000 --max-connections 20000 --max-connections-per-address 100000 --log-level warn \
    >"$LOGS/$1.out" 2>"$LOGS/$1.log" &
  PIDS="${PIDS:-} $!"
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$2/health" >/dev/null && return; sleep 0.2; done
  echo "node $1 did not start:"; cat "$LOGS/$1.log"; exit 1
}
if [ "$FAULT" = single ]; then
  start_node solo 8201 "$LOGS/solo.sqlite3"
  NODES=http://127.0.0.1:8201
else
  start_node a 8201 "$URL" redis://127.0.0.1:6379
  start_node b 8202 "$URL" redis://127.0.0.1:6379
  NODES=http://127.0.0.1:8201,http://127.0.0.1:8202
fi
A_PID=$(echo $PIDS | awk '{print $1}')
(
  sleep $((SECONDS_ / 3))
  case "$FAULT" in
    kill) echo "== $(date +%T) kill -9 node a (pid $A_PID)"; kill -9 "$A_PID" ;;
    postgres)
      echo "== $(date +%T) PostgreSQL stopped for 5 s"
      pg_ctlcluster 15 main stop -m fast; sleep 5; pg_ctlcluster 15 main start
      echo "== $(date +%T) PostgreSQL started" ;;
    redis)
      echo "== $(date +%T) Redis stopped for 5 s"
      redis-cli shutdown nosave >/dev/null 2>&1 || true; sleep 5
      (redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no >/dev/null)
      echo "== $(date +%T) Redis started" ;;
  esac
) &
FAULTER=$!
"$BIN" loadtest --nodes "$NODES" --players "$PLAYERS" --duration "$SECONDS_" --ramp "${RAMP:-10}" \
  --think-ms "${THINK_MS:-100}" --watchers "${WATCHERS:-0}"
wait $FAULTER || true
for f in "$LOGS"/*.log; do echo "== $(basename "$f") (last lines)"; tail -n 5 "$f"; done
