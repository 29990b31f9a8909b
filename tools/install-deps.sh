#!/usr/bin/env bash
# Installs the Debian packages Muster needs to build, test and package, if any are missing.
# Used by ./run.sh and ./test.sh; safe to run again (it installs only what is missing).
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config python3
  libwxgtk3.2-dev libsqlitecpp-dev libsqlite3-dev liblemon-dev nlohmann-json3-dev libsimdjson-dev
  libcli11-dev libfmt-dev libhpdf-dev zlib1g-dev libpugixml-dev libboost-dev libboost-graph-dev libpoppler-cpp-dev
  libcpp-httplib-dev libqrencode-dev librsvg2-dev libreadline-dev tmux
  libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev
  fonts-dejavu-core
  xvfb xauth poppler-utils imagemagick zbar-tools x11-utils
  appstream desktop-file-utils dpkg-dev file
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
