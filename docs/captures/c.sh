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
# AUTH=hmac helpers: ca TOPIC MODE(basic|hmac) USER PW METHOD PATH [BODY]  (key secret-key; X-Auth-Signature when a body is given and NOSIG unset)
hm() { printf '%s' "$1" | openssl dgst -sha256 -hmac "${SIGKEY:-secret-key}" | sed 's/.*= //'; }
ca() { local t=$1 mode=$2 u=$3 pw=$4 m=$5 p=$6 body=${7-}; local ts auth; local -a h=()
  if [ "$mode" = basic ]; then auth="Basic $(printf '%s' "$u:$pw" | base64 -w0)"; h+=(-H "Authorization: $auth")
  else ts=$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ); auth="HMAC $(hm "$ts$u$pw")"; h+=(-H "Authorization: $auth" -H "X-Auth-User: $u" -H "X-Auth-Timestamp: $ts"); fi
  if [ -n "$body" ]; then h+=(-H 'Content-Type: application/json' --data "$body"); [ -z "${NOSIG:-}" ] && h+=(-H "X-Auth-Signature: $(hm "$auth$body$p$m")"); fi
  c "$t" -X "$m" "${h[@]}" "${BA:-http://127.0.0.1:28103}$p"; }
# v1 signed (admin): v1s TOPIC METHOD PATH(without query) [QUERY] [BODY]
v1s() { local t=$1 m=$2 p=$3 q=${4-} body=${5-}; local u=${V1U:-admin} pw=${V1P:-pwdhttp}; local ts=$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ)
  local pairs; pairs=$( { [ -n "$q" ] && echo "$q" | tr '&' '\n' | awk -F= '{printf "%s=%s\n", tolower($1), $2}'; echo "x-auth-timestamp=$ts"; echo "x-auth-user=$u"; } | LC_ALL=C sort | paste -sd'&')
  local sig; sig=$(hm "$p?$pairs&X-Auth-InternalKey=$pw"); local -a h=(-H "X-Auth-User: $u" -H "X-Auth-Timestamp: $ts" -H "X-Auth-Key: $sig")
  [ -n "$body" ] && h+=(-H 'Content-Type: application/json' --data "$body")
  v1 "$t" -X "$m" "${h[@]}" "${BA:-http://127.0.0.1:28103}$p${q:+?$q}"; }
