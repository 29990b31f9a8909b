#!/usr/bin/env bash
# Quick start, part two: install what is missing, build, and run every test with ctest.
#   1. a Release build with g++ and warnings as errors (GUI tests under xvfb-run when there is no display);
#   2. the same tests built with clang, AddressSanitizer and UndefinedBehaviorSanitizer (-O1, no GUI), in the
#      same build as the libFuzzer targets;
#   3. every fuzz target for MUSTER_FUZZ_SECONDS (default 20) s each (tools/run-fuzzers.sh,
#      docs/reliability.md); a crash fails the run and is saved in tests/data/fuzz-regressions/.
# Set MUSTER_SKIP_SANITIZERS=1 to run only the first part, MUSTER_SKIP_FUZZ=1 to leave out the third.
# Each part says how long the run has taken so far (CI has to stay well under 20 minutes).
set -euo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
phase() { echo "== [$(( $(date +%s) - start )) s] $*"; }
tools/install-deps.sh
jobs=$(nproc)

phase "Release build with warnings as errors"
# Each test executable runs as 6 ctest shards: one process per GoogleTest test would start the program and read the
# catalog 4,000 times (the rules tests: 55 s in one process, 9 minutes one test a process).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DMUSTER_WERROR=ON -DMUSTER_TEST_SHARDS=6
cmake --build build --parallel "$jobs"
phase "Release tests"
ctest --test-dir build --output-on-failure --parallel "$jobs" --timeout 600

if [ "${MUSTER_SKIP_SANITIZERS:-0}" != "1" ]; then
  phase "ASan/UBSan build of the tests and the fuzz targets (clang)"
  cmake -S . -B build-asan -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DMUSTER_SANITIZE=ON -DMUSTER_FUZZ=ON \
        -DMUSTER_BUILD_GUI=OFF -DMUSTER_BUILD_BENCHMARKS=OFF -DMUSTER_TEST_SHARDS=6
  cmake --build build-asan --parallel "$jobs"
  phase "ASan/UBSan tests"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --parallel "$jobs" --timeout 900
  fuzz_build=build-asan
fi
if [ "${MUSTER_SKIP_FUZZ:-0}" != "1" ]; then
  phase "fuzz targets, ${MUSTER_FUZZ_SECONDS:-20} s each"
  MUSTER_FUZZ_BUILD=${fuzz_build:-} tools/run-fuzzers.sh "${MUSTER_FUZZ_SECONDS:-20}"
fi
phase "all tests passed"
