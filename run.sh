#!/usr/bin/env bash
# Quick start, part one: install what is missing, build a Release build, start the Muster desktop app.
set -euo pipefail
cd "$(dirname "$0")"
tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build --parallel "$(nproc)"
exec build/bin/muster "$@"
