#!/bin/bash
# Runs Waarp's REST v1 test scenario (compiled by build.sh) once against HOST:PORT.
# usage: run.sh HOST PORT    environment: TMKIT_WAARP_CLIENT_OUT (as build.sh),
#   TMKIT_R66_HOME (the DES key the client loads: $TMKIT_R66_HOME/run/certs/test-key.des)
# Exit 0: the scenario ran to its end; 1: one of its assertions failed.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
HOST=${1:?usage: run.sh HOST PORT}; PORT=${2:?usage: run.sh HOST PORT}
OUT=${TMKIT_WAARP_CLIENT_OUT:-/tmp/tmkit-waarp-rest-client}
R66=${TMKIT_R66_HOME:-/opt/r66}
exec java -cp "$(cat "$OUT/classpath.txt")" -Dlogback.configurationFile="$HERE/logback.xml" \
  -Dtmkit.rest.address="$HOST" -Dtmkit.rest.port="$PORT" -Dtmkit.keydes="$R66/run/certs/test-key.des" \
  tmkit.interop.TmkitRestClientDriver
