#!/usr/bin/env bash
# Re-takes docs/screenshots/army-builder.png (the screenshot the AppStream metainfo lists): starts the
# desktop app from a build folder under Xvfb with the example roster, and grabs the screen.
#   installer/take-screenshot.sh [BUILD_DIR]     (default: build; needs xvfb-run and ImageMagick)
set -euo pipefail
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="$(cd "${1:-$source_dir/build}" && pwd)"
if [ "${MUSTER_IN_XVFB:-}" != 1 ]; then
  exec env MUSTER_IN_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$build_dir"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# A scratch home: the app's settings and database stay out of the picture and out of the user's files.
HOME="$scratch" XDG_DATA_HOME="$scratch" XDG_CONFIG_HOME="$scratch" \
  "$build_dir/bin/muster" "$source_dir/docs/examples/rosters/dwarves-24.json" &
pid=$!
sleep 6
import -window root "$scratch/shot.png"
kill "$pid"
convert "$scratch/shot.png" -strip "$source_dir/docs/screenshots/army-builder.png"
echo "wrote $source_dir/docs/screenshots/army-builder.png"
