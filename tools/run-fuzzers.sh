#!/usr/bin/env bash
# Builds Muster's libFuzzer targets (clang, ASan + UBSan, in build-fuzz/) and runs each for a fixed time.
# Part of ./test.sh (20 s per target); docs/reliability.md describes the targets and long campaigns.
#
#   tools/run-fuzzers.sh [SECONDS] [TARGET...]     SECONDS per target (default 20); TARGETs default to all:
#       roster-json roster-text match-log event-file collection-csv collection-json event-format catalog-part
#       octgn-deck match-position
#
#   MUSTER_FUZZ_JOBS=N      targets fuzzed at the same time (default: the number of cores)
#   MUSTER_FUZZ_CORPUS=DIR  keep each target's corpus in DIR/<target> between runs (default: a temporary folder)
#   MUSTER_FUZZ_RUNS=N      stop each target after N inputs instead of after SECONDS (long campaigns)
#   MUSTER_FUZZ_ARGS="..."  more libFuzzer options
#   MUSTER_FUZZ_LOGS=DIR    keep each target's libFuzzer log as DIR/<target>.log
#   MUSTER_FUZZ_BUILD=DIR   build the targets in DIR, already configured with -DMUSTER_FUZZ=ON (./test.sh passes
#                           its ASan/UBSan build); default: build-fuzz/, configured here with the targets only
#
# A crash, a sanitizer report, a leak, an input that takes more than 1 s or more than 2 GB fails the run:
# the input is copied to tests/data/fuzz-regressions/<target>/ (replayed from then on by the ordinary test
# muster_fuzz_regression_tests) and printed in base64, so that a CI log keeps it. Exit code 1 then.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=${1:-20}
shift || true
all_targets=(roster-json roster-text match-log event-file collection-csv collection-json event-format catalog-part
  octgn-deck match-position)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")
jobs=${MUSTER_FUZZ_JOBS:-$(nproc)}

# Seed inputs of each target: the test data and examples of its format.
seeds_of() {
  case "$1" in
    roster-json) ls tests/data/rosters/*.json docs/examples/rosters/*.json ;;
    roster-text) ls tests/data/rosters/*.txt docs/examples/rosters/*.txt tests/data/db/dwarves.txt ;;
    match-log) ls tests/data/matchlogs/*.log docs/examples/*.log ;;
    event-file) ls tests/data/events/*.json ;;
    collection-csv) ls tests/data/db/collection.csv ;;
    collection-json) ls tests/data/db/collection.json ;;
    event-format) ls resources/formats/*.json tests/data/formats/*.json ;;
    catalog-part) ls resources/catalog/*.json resources/catalog/dice/*.json tests/data/catalog/*/part.json ;;
    octgn-deck) find tests/data/octgn -name '*.o8d' ;;
    match-position) ls tests/data/matchlogs/positions/*.log docs/examples/judge-position.log ;;
    *) echo "unknown fuzz target '$1'" >&2; return 1 ;;
  esac
  # Inputs that once failed are seeds too.
  if [ -d "tests/data/fuzz-regressions/$1" ]; then find "tests/data/fuzz-regressions/$1" -type f; fi
}

build=${MUSTER_FUZZ_BUILD:-build-fuzz}
if [ -z "${MUSTER_FUZZ_BUILD:-}" ]; then
  echo "== building the fuzz targets (clang, libFuzzer, ASan + UBSan) in build-fuzz/"
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only" -DMUSTER_FUZZ=ON -DMUSTER_BUILD_GUI=OFF \
        -DMUSTER_BUILD_TESTS=OFF -DMUSTER_BUILD_BENCHMARKS=OFF -DMUSTER_PCH=ON "${launcher[@]}" >/dev/null
else
  echo "== building the fuzz targets in $build/"
  grep -q '^MUSTER_FUZZ:BOOL=ON' "$build/CMakeCache.txt" ||
    { echo "$build is not configured with -DMUSTER_FUZZ=ON" >&2; exit 2; }
fi
build_targets=()
for t in "${targets[@]}"; do build_targets+=("fuzz-$t"); done
cmake --build "$build" --parallel "$(nproc)" --target "${build_targets[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run_one() {
  local target=$1
  local corpus="$work/corpus/$target"
  [ -n "${MUSTER_FUZZ_CORPUS:-}" ] && corpus="$MUSTER_FUZZ_CORPUS/$target"
  local artifacts="$work/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  local seed
  for seed in $(seeds_of "$target"); do cp "$seed" "$corpus/seed-$(basename "$seed")"; done
  local limit=(-max_total_time="$seconds")
  [ -n "${MUSTER_FUZZ_RUNS:-}" ] && limit=(-runs="$MUSTER_FUZZ_RUNS")
  local start=$SECONDS
  set +e
  # shellcheck disable=SC2086
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/bin/fuzz-$target" "${limit[@]}" -timeout=1 -rss_limit_mb=2048 -max_len=65536 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" ${MUSTER_FUZZ_ARGS:-} "$corpus" \
      >"$work/$target.log" 2>&1
  local code=$?
  set -e
  echo "$code $((SECONDS - start))" >"$work/$target.result"
}

# Run `jobs` targets at a time.
running=0
for t in "${targets[@]}"; do
  run_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

failed=0
printf '%-16s %6s %12s %10s %11s %8s %s\n' target exit executions exec/s slowest_ms peak_mb time_s
for t in "${targets[@]}"; do
  read -r code took <"$work/$t.result"
  if [ -n "${MUSTER_FUZZ_LOGS:-}" ]; then mkdir -p "$MUSTER_FUZZ_LOGS" && cp "$work/$t.log" "$MUSTER_FUZZ_LOGS/$t.log"; fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$t.log" | tail -1)
  slowest=$(sed -n 's/^muster::slowest_input_ms: *\([0-9.]*\).*/\1/p' "$work/$t.log" | tail -1)
  peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$work/$t.log" | tail -1)
  rate=$(( ${runs:-0} / (took > 0 ? took : 1) ))
  printf '%-16s %6s %12s %10s %11s %8s %s\n' "$t" "$code" "${runs:-?}" "$rate" "${slowest:-?}" "${peak:-?}" "$took"
  found=$(find "$work/artifacts/$t" -type f | head -5)
  if [ "$code" -ne 0 ] || [ -n "$found" ]; then
    failed=1
    echo "---- fuzz-$t failed (exit $code); its log:"
    tail -60 "$work/$t.log"
    mkdir -p "tests/data/fuzz-regressions/$t"
    for f in $found; do
      cp "$f" "tests/data/fuzz-regressions/$t/"
      echo "---- saved as tests/data/fuzz-regressions/$t/$(basename "$f"); base64:"
      base64 "$f" | head -c 20000
      echo
    done
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "fuzzing found a problem: the inputs above are saved under tests/data/fuzz-regressions/ ($root)" >&2
  exit 1
fi
echo "== fuzzing: no crash, leak, timeout or broken property"
