#!/usr/bin/env bash
# Runs each test of a GoogleTest GUI binary in its own process on its own Xvfb screen, WORKERS at a time.
#   run-gui-tests.sh BINARY WORKERS SCREEN [COSTS] [-- --gtest_filter=...]
# The GUI tests spend most of their time waiting for windows to draw (about 40 s of CPU in 300 s), so they run well
# side by side even on two cores; ctest sees one test. SCREEN is Xvfb's "WxHxD". COSTS, if given, is a file of
# "<seconds> <test>" lines from the last run: the slowest tests start first, and the file is rewritten at the end.
# Each Xvfb picks a free display itself (-displayfd), so runs never race for one. A failing test's output is printed
# whole; the exit status is non-zero when any test failed or could not start.
set -uo pipefail

if [ "${1:-}" = "--one" ]; then  # one test on its own screen: --one BINARY SCREEN OUTDIR TEST
  binary=$2 screen=$3 out=$4 test=$5
  file="$out/${test//\//_}"  # parameterised tests have a "/" in their names
  displayfile="$file.display"
  Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp 3>"$displayfile" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 1 200); do [ -s "$displayfile" ] && break; sleep 0.05; done
  if [ ! -s "$displayfile" ]; then
    echo "Xvfb did not start for $test" >"$file.log"
    echo 1 >"$file.rc"
    kill "$xvfb" 2>/dev/null
    exit 0
  fi
  begin=$(date +%s%N)
  DISPLAY=":$(tr -d '[:space:]' <"$displayfile")" "$binary" --gtest_filter="$test" >"$file.log" 2>&1
  rc=$?
  # A name that selects no test would pass silently: each run must report its one test passed.
  if [ "$rc" = 0 ] && ! grep -q '^\[  PASSED  \] 1 test' "$file.log"; then rc="ran no test"; fi
  echo "$rc" >"$file.rc"
  seconds=$(awk -v ns=$(($(date +%s%N) - begin)) 'BEGIN { printf "%.1f", ns / 1e9 }')
  echo "$seconds $test" >"$file.cost"
  echo "$([ "$rc" = 0 ] && echo ok || echo FAILED) ${seconds} s $test"
  kill "$xvfb" 2>/dev/null
  wait "$xvfb" 2>/dev/null
  exit 0
fi

binary=${1:?binary} workers=${2:?workers} screen=${3:?screen}
costs=""
shift 3
if [ $# -gt 0 ] && [ "$1" != "--" ]; then costs=$1; shift; fi
[ "${1:-}" = "--" ] && shift

out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$out"' EXIT
trap 'exit 143' TERM INT

# The test names, from the binary itself (listing needs a display too: it starts wx). The arguments after "--" (a
# filter) choose the tests; each test then runs alone with its own filter.
listing=$(xvfb-run -a -s "-screen 0 $screen" "$binary" --gtest_list_tests "$@") || {
  echo "cannot list the tests of $binary:"
  echo "$listing"
  exit 1
}
tests=$(awk '/^[^ ]/ { suite = $1 } /^  / && $1 !~ /^DISABLED_/ && suite !~ /^DISABLED_/ { print suite $1 }' \
  <<<"$listing")
[ -n "$tests" ] || { echo "no tests in $binary $*"; exit 1; }

# Slowest first when the last run's costs are known.
if [ -n "$costs" ] && [ -s "$costs" ]; then
  tests=$(awk 'NR == FNR { cost[$2] = $1; next } { print (($0 in cost) ? cost[$0] : 1000), $0 }' "$costs" - \
    <<<"$tests" | sort -k1,1 -g -r | cut -d' ' -f2)
fi

count=$(wc -l <<<"$tests")
echo "$count GUI tests, $workers at a time, each on its own ${screen} screen"
xargs -P "$workers" -I{} "$0" --one "$binary" "$screen" "$out" {} <<<"$tests"

failed=0
while read -r test; do
  file="$out/${test//\//_}"
  rc=$(cat "$file.rc" 2>/dev/null || echo "did not run")
  if [ "$rc" != 0 ]; then
    failed=$((failed + 1))
    echo "=== FAILED: $test (exit $rc)"
    cat "$file.log" 2>/dev/null
  fi
done <<<"$tests"

cat "$out"/*.cost 2>/dev/null | sort -g -r >"$out/costs"
echo "slowest:"
head -5 "$out/costs" | awk '{ printf "  %6.1f s  %s\n", $1, $2 }'
if [ -n "$costs" ]; then cp "$out/costs" "$costs"; fi
if [ "$failed" -gt 0 ]; then
  echo "$failed of $count GUI tests failed"
  exit 1
fi
echo "all $count GUI tests passed"
