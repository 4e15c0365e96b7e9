#!/bin/bash
# Compiles Waarp's own REST v1 test client (three unmodified test classes of waarp/Waarp-All at
# v3.6.2) with our stand-in HttpTestR66PseudoMain and driver, against the class path of the real
# server our recipe builds (../../../shared/real-server/, README there). Output outside the repo.
# usage: build.sh            (prints the output directory on its last line)
# environment:
#   TMKIT_R66_HOME   the recipe's build (classes/, classpath.txt)         default /opt/r66
#   TMKIT_WAARP_GIT  a git directory of waarp/Waarp-All holding WAARP_REF  default /work/.mirror/waarp+Waarp-All/repo
#   TMKIT_WAARP_REF  the tag or commit the test sources come from          default v3.6.2
#   TMKIT_WAARP_CLIENT_OUT  where the classes go                           default /tmp/tmkit-waarp-rest-client
#   JUNIT_JAR        a JUnit 4 jar; unset: our three-method org.junit.Assert stand-in (junit-standin/)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
R66=${TMKIT_R66_HOME:-/opt/r66}
GIT=${TMKIT_WAARP_GIT:-/work/.mirror/waarp+Waarp-All/repo}
REF=${TMKIT_WAARP_REF:-v3.6.2}
OUT=${TMKIT_WAARP_CLIENT_OUT:-/tmp/tmkit-waarp-rest-client}
PKG=org/waarp/openr66/protocol/http/rest/test
[ -f "$R66/classpath.txt" ] || { echo "no $R66/classpath.txt: build the real server first (shared/real-server/README.md)" >&2; exit 2; }
rm -rf "$OUT/src" "$OUT/classes"; mkdir -p "$OUT/src/$PKG" "$OUT/classes"
# Waarp's files, byte for byte; the fourth test class of that folder (HttpTestR66PseudoMain) is ours.
for c in HttpTestRestR66Client HttpTestResponseHandler HttpTestRestClientInitializer; do
  git --git-dir="$GIT" show "$REF:WaarpR66/src/test/java/$PKG/$c.java" > "$OUT/src/$PKG/$c.java"
done
cp -r "$HERE/java/." "$OUT/src/"
CP="$(cat "$R66/classpath.txt")"
if [ -n "${JUNIT_JAR:-}" ]; then CP="$CP:$JUNIT_JAR"; else cp -r "$HERE/junit-standin/." "$OUT/src/"; fi
find "$OUT/src" -name '*.java' > "$OUT/sources.lst"
javac -nowarn -encoding UTF-8 -cp "$CP" -d "$OUT/classes" @"$OUT/sources.lst"
echo "$OUT/classes:$CP" > "$OUT/classpath.txt"
echo "$OUT"
