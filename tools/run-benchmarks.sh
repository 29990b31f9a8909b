#!/usr/bin/env bash
# Builds the Release tree and runs every benchmark in build/bin/bench_* (numbers go in docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --parallel "$(nproc)"
for bench in build/bin/bench_*; do
  echo "== $bench"
  "$bench" --benchmark_min_time=0.2 "$@"
done
