# helper (sourced): c TOPIC curl-args...  -> runs curl -i -s -m 10 with Accept-Language: en and Connection: close, logs command + answer
c() { local t=$1; shift; local f=/work/wt-obs/docs/captures/rest-v2-observed-$t.txt
  { echo "### $(date -u +%Y-%m-%dT%H:%M:%SZ)"; printf '$ curl -i -s -m 10 -H "Accept-Language: en" -H "Connection: close"'; printf ' %q' "$@"; echo; } >> $f
  local out; out=$(curl -i -s -m ${CTO:-10} -H 'Accept-Language: en' -H 'Connection: close' "$@" 2>&1; echo "[curl exit $?]")
  printf '%s\n\n' "$out" | tr -d '\r' >> $f; printf '%s\n' "$out" | tr -d '\r'; }
# v1 (no Accept-Language needed; kept for uniformity)
v1() { local t=$1; shift; local f=/work/wt-obs/docs/captures/rest-v2-observed-$t.txt
  { echo "### $(date -u +%Y-%m-%dT%H:%M:%SZ) (v1)"; printf '$ curl -i -s -m 10 -H "Connection: close"'; printf ' %q' "$@"; echo; } >> $f
  local out; out=$(curl -i -s -m 10 -H 'Connection: close' "$@" 2>&1; echo "[curl exit $?]")
  printf '%s\n\n' "$out" | tr -d '\r' >> $f; printf '%s\n' "$out" | tr -d '\r'; }
note() { local t=$1; shift; echo "## NOTE: $*" >> /work/wt-obs/docs/captures/rest-v2-observed-$t.txt; }
