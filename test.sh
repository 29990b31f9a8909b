#!/usr/bin/env bash
# Quick start, part two: install what is missing, build, and run every test with ctest.
#   1. a Release build with warnings as errors (GUI tests under xvfb-run when there is no display);
#   2. the same tests built with AddressSanitizer and UndefinedBehaviorSanitizer (no GUI);
#   3. every fuzz target (clang, libFuzzer, ASan + UBSan) for MUSTER_FUZZ_SECONDS (default 20) s each
#      (tools/run-fuzzers.sh, docs/reliability.md); a crash fails the run and is saved in tests/data/fuzz-regressions/.
# Set MUSTER_SKIP_SANITIZERS=1 to run only the first part, MUSTER_SKIP_FUZZ=1 to leave out the third.
set -euo pipefail
cd "$(dirname "$0")"
tools/install-deps.sh
jobs=$(nproc)
start=$(date +%s)

echo "== Release build with warnings as errors"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DMUSTER_WERROR=ON
cmake --build build --parallel "$jobs"
ctest --test-dir build --output-on-failure --parallel "$jobs" --timeout 600

if [ "${MUSTER_SKIP_SANITIZERS:-0}" != "1" ]; then
  echo "== ASan/UBSan build of the tests"
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DMUSTER_WERROR=ON -DMUSTER_SANITIZE=ON \
        -DMUSTER_BUILD_GUI=OFF -DMUSTER_BUILD_BENCHMARKS=OFF
  cmake --build build-asan --parallel "$jobs"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --parallel "$jobs" --timeout 900
fi
if [ "${MUSTER_SKIP_FUZZ:-0}" != "1" ]; then
  echo "== fuzz targets, ${MUSTER_FUZZ_SECONDS:-20} s each"
  tools/run-fuzzers.sh "${MUSTER_FUZZ_SECONDS:-20}"
fi
echo "== all tests passed in $(( $(date +%s) - start )) s"
