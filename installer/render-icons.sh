#!/usr/bin/env bash
# Renders installer/icons/io.github.muster.Muster.svg into the hicolor PNG sizes that are committed under
# installer/icons/hicolor/. Run it after changing the SVG (needs rsvg-convert, Debian package librsvg2-bin).
# The build itself does not need rsvg-convert: it installs the committed PNGs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
svg="$here/icons/io.github.muster.Muster.svg"
for size in 16 32 48 64 128 256; do
  out="$here/icons/hicolor/${size}x${size}/apps/io.github.muster.Muster.png"
  mkdir -p "$(dirname "$out")"
  rsvg-convert --width "$size" --height "$size" "$svg" --output "$out"
  echo "wrote $out"
done
# Windows installer icon (NSIS): every size in one .ico (needs ImageMagick).
sizes=()
for size in 16 32 48 64 128 256; do sizes+=("$here/icons/hicolor/${size}x${size}/apps/io.github.muster.Muster.png"); done
convert "${sizes[@]}" "$here/icons/muster.ico"
echo "wrote $here/icons/muster.ico"
