#!/bin/bash
# Re-initialises a real 3.6.2 server of the recipe (../../../shared/real-server/) for one run of
# Waarp's test scenario, which changes its data and ends by shutting it down: stops it, rebuilds
# its configuration and database (SKIP_JAVAC=1: classes reused), starts it and loads the data set
# (load-data.sh) — all inside without-root-dir.sh work, so that the server does not see /work
# (see there why). Root only.
# usage: reset-real-server.sh OUT_DIR REST_PORT PORTSHIFT     e.g. reset-real-server.sh /opt/r66-c 28096 600
# environment: PIDFILE (default /tmp/r66-c.pid), DB (h2|postgresql, default h2),
#   TMKIT_REAL_SERVER_SCRIPTS (the recipe's scripts, default /work/shared/real-server)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:?usage: reset-real-server.sh OUT_DIR REST_PORT PORTSHIFT}; PORT=${2:?}; SHIFT=${3:?}
PIDFILE=${PIDFILE:-/tmp/r66-c.pid}; DB=${DB:-h2}
SCRIPTS=${TMKIT_REAL_SERVER_SCRIPTS:-/work/shared/real-server}
if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
  kill "$(cat "$PIDFILE")"
  for _ in $(seq 1 30); do kill -0 "$(cat "$PIDFILE")" 2>/dev/null || break; sleep 1; done
fi
# The scripts must be reachable inside, where /work is hidden.
COPY=$(mktemp -d /tmp/tmkit-real-server-scripts.XXXXXX); cp -r "$SCRIPTS/." "$COPY/"
trap 'rm -rf "$COPY"' EXIT
bash "$HERE/without-root-dir.sh" work env PIDFILE="$PIDFILE" DB="$DB" RESTPORT="$PORT" PORTSHIFT="$SHIFT" SKIP_JAVAC=1 \
  bash -c 'cd "$1" && bash build.sh /opt/r66/src "$2" > "$2/reset-build.log" 2>&1 && bash start.sh "$2" "$3" && bash load-data.sh "$2" "$3"' \
  reset "$COPY" "$OUT" "$PORT"
