#!/usr/bin/env bash
# Builds the Debian package and the tarball of a configured and built Muster build folder, checks their
# metadata, unpacks them into scratch folders and runs the unpacked programs from there, as a user would.
#   tools/check-package.sh BUILD_DIR SOURCE_DIR VERSION
# Needs cpack, dpkg-deb, dpkg-shlibdeps, appstreamcli and desktop-file-validate (tools/install-deps.sh).
# Run by ctest as installer.package (tests/installer/CMakeLists.txt).
set -euo pipefail

build_dir="$(cd "$1" && pwd)"
source_dir="$(cd "$2" && pwd)"
version="$3"
app_id=io.github.muster.Muster

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }

work="$(mktemp -d "${TMPDIR:-/tmp}/muster-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The unpacked programs must find everything beside themselves: no override, no build-tree fallback.
unset MUSTER_RESOURCE_DIR

# --- 1. Build the packages -------------------------------------------------------------------------
echo "== cpack (DEB and TGZ) in $build_dir"
(cd "$build_dir" && cpack --config CPackConfig.cmake -G "DEB;TGZ" -B "$work/out") > "$work/cpack.log" 2>&1 || {
  cat "$work/cpack.log" >&2
  echo "FAIL: cpack did not build the packages" >&2
  exit 1
}
deb="$(ls "$work"/out/muster_"$version"_*.deb 2>/dev/null | head -n 1)"
tgz="$(ls "$work"/out/muster-"$version"-*.tar.gz 2>/dev/null | head -n 1)"
[ -n "$deb" ] || { ls -l "$work/out" >&2; echo "FAIL: no muster_${version}_*.deb was made" >&2; exit 1; }
[ -n "$tgz" ] || { ls -l "$work/out" >&2; echo "FAIL: no muster-${version}-*.tar.gz was made" >&2; exit 1; }
pass "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) and $(basename "$tgz") ($(du -k "$tgz" | cut -f1) KiB)"

# --- 2. Debian control data ------------------------------------------------------------------------
echo "== dpkg -I"
dpkg-deb -I "$deb" | sed 's/^/    /'
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = muster ] && pass "Package: muster" || fail "Package is '$(field Package)', expected muster"
[ "$(field Version)" = "$version" ] && pass "Version: $version" || fail "Version is '$(field Version)', expected $version"
[ "$(field Section)" = games ] && pass "Section: games" || fail "Section is '$(field Section)', expected games"
[ -n "$(field Maintainer)" ] && pass "Maintainer set" || fail "no Maintainer"
depends="$(field Depends)"
[ -n "$depends" ] || fail "the package has no Depends (dpkg-shlibdeps did not run?)"

# Every shared library the installed programs load must be covered by a Depends entry.
mkdir -p "$work/root"
dpkg-deb -x "$deb" "$work/root"
binaries=("$work/root/usr/bin/muster-cli")
[ -e "$work/root/usr/bin/muster" ] && binaries+=("$work/root/usr/bin/muster")
for bin in "${binaries[@]}"; do
  [ -x "$bin" ] || { fail "$bin is missing or not executable"; continue; }
  while read -r soname; do
    # Every package that ships a file of that name (libm.so.6 is in libc6 and in libc6-i386, say):
    # one of them must be in Depends.
    owners="$(dpkg -S "*/$soname" 2>/dev/null | sed 's/: .*//' | tr ',' '\n' | sed -E 's/^ *//; s/:.*//' | sort -u)"
    dep_names="$(tr ',|' '\n\n' <<<"$depends" | sed -E 's/^ *//; s/[ (:].*//')"
    covered="$(grep -xF -f <(printf '%s\n' "$dep_names") <<<"$owners" | head -n 1 || true)"
    if [ -z "$owners" ]; then
      fail "$(basename "$bin") needs $soname, which no installed Debian package provides"
    elif [ -n "$covered" ]; then
      pass "$(basename "$bin") needs $soname: Depends has $covered"
    else
      fail "$(basename "$bin") needs $soname from $(tr '\n' ' ' <<<"$owners"), but Depends does not list it: $depends"
    fi
  done < <(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
done

# Everything lives under /usr.
outside="$(dpkg-deb -c "$deb" | awk '{print $6}' | grep -v '^\./$' | grep -v '^\./usr/' || true)"
[ -z "$outside" ] && pass "every file is under /usr" || fail "files outside /usr: $outside"

# --- 3. Installed layout and metadata --------------------------------------------------------------
echo "== installed layout and metadata"
root="$work/root/usr"
expect_file() { [ -f "$root/$1" ] && pass "has /usr/$1" || fail "missing /usr/$1"; }
expect_file share/muster/catalog/catalog.json
expect_file share/man/man1/muster-cli.1.gz
if [ -e "$root/bin/muster" ]; then
  expect_file share/man/man1/muster.1.gz
  expect_file share/applications/$app_id.desktop
  expect_file share/metainfo/$app_id.metainfo.xml
  expect_file share/mime/packages/$app_id.xml
  expect_file share/icons/hicolor/scalable/apps/$app_id.svg
  for size in 16 32 48 64 128 256; do
    png="$root/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    if file "$png" 2>/dev/null | grep -q "PNG image data, $size x $size"; then
      pass "icon ${size}x${size}"
    else
      fail "icon ${size}x${size} missing or of the wrong size: $(file "$png" 2>&1)"
    fi
  done
  desktop-file-validate "$root/share/applications/$app_id.desktop" && pass "desktop-file-validate" \
    || fail "desktop-file-validate found problems"
  grep -q '^Exec=muster %f$' "$root/share/applications/$app_id.desktop" && pass "Exec=muster %f" \
    || fail "the .desktop Exec line is not 'muster %f'"
  appstreamcli validate --no-net "$root/share/metainfo/$app_id.metainfo.xml" && pass "appstreamcli validate" \
    || fail "appstreamcli validate found problems"
  newest="$(grep -o '<release version="[^"]*"' "$root/share/metainfo/$app_id.metainfo.xml" | head -n 1 | cut -d'"' -f2)"
  [ "$newest" = "$version" ] && pass "newest metainfo release is $version" \
    || fail "newest <release> in the metainfo is '$newest', the project version is $version"
  if command -v xmllint > /dev/null; then
    xmllint --noout "$root/share/mime/packages/$app_id.xml" && pass "MIME XML well-formed" || fail "MIME XML not well-formed"
  fi
  if command -v update-mime-database > /dev/null; then
    mkdir -p "$work/mime/packages"
    cp "$root/share/mime/packages/$app_id.xml" "$work/mime/packages/"
    update-mime-database "$work/mime" > /dev/null 2>&1
    grep -q 'application/x-muster-roster+json:\*\.muster\.json' "$work/mime/globs2" && \
      grep -q 'text/x-muster-matchlog:\*\.muster-log' "$work/mime/globs2" && pass "MIME globs registered" \
      || fail "update-mime-database did not register *.muster.json and *.muster-log"
  fi
fi

# The man page documents every command group the program has.
if [ -f "$root/share/man/man1/muster-cli.1.gz" ]; then
  while read -r group; do
    if zcat "$root/share/man/man1/muster-cli.1.gz" | grep -qx "\.SS $group"; then
      pass "muster-cli(1) documents '$group'"
    else
      fail "muster-cli --help lists '$group', but installer/muster-cli.1 has no '.SS $group' section"
    fi
  done < <("$root/bin/muster-cli" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
fi

# No path of this machine's build may be baked into the installed programs.
for bin in "${binaries[@]}"; do
  for path in "$source_dir" "$build_dir"; do
    if strings "$bin" | grep -qF "$path"; then
      fail "$(basename "$bin") contains the build path $path: $(strings "$bin" | grep -F "$path" | head -n 3)"
    else
      pass "$(basename "$bin") has no $path in it"
    fi
  done
done

# --- 4. Run the unpacked programs ------------------------------------------------------------------
run_cli() {  # run_cli LABEL ROOT_BIN ARGS...: runs muster-cli from an unpacked tree, from a neutral folder
  local label="$1" bin="$2"
  shift 2
  (cd "$work" && "$bin/muster-cli" "$@")
}
echo "== run the programs from the unpacked .deb"
if out="$(run_cli deb "$root/bin" --version 2>&1)" && grep -q "^muster-cli $version" <<<"$out" \
    && grep -q "^catalog revision " <<<"$out"; then
  pass "muster-cli --version: $(tr '\n' ' ' <<<"$out")"
else
  fail "muster-cli --version from the package said: $out"
fi
if out="$(run_cli deb "$root/bin" catalog show "Dwarves Warlord" 2>&1)" && grep -q "Dwarves Warlord" <<<"$out"; then
  pass "muster-cli catalog show works from the package"
else
  fail "muster-cli catalog show from the package said: $out"
fi

if "$root/bin/muster-cli" --help | grep -qE '^  validate( |$)'; then
  examples=()
  while IFS= read -r -d '' f; do examples+=("$f"); done \
    < <(find "$source_dir/docs/examples/rosters" -maxdepth 1 -type f \( -name '*.json' -o -name '*.txt' \) -print0 2>/dev/null | sort -z)
  if [ ${#examples[@]} -eq 0 ]; then
    fail "muster-cli has validate, but docs/examples/rosters/ holds no roster (*.json, *.txt) to try it on"
  fi
  for roster in "${examples[@]}"; do
    set +e
    out="$(run_cli deb "$root/bin" validate "$roster" 2>&1)"
    rc=$?
    set -e
    # 0 legal, 1 findings: either way the program read the roster and the catalog from the package.
    if [ $rc -le 1 ] && [ -n "$out" ]; then
      pass "muster-cli validate $(basename "$roster") (exit $rc)"
    else
      fail "muster-cli validate $(basename "$roster") exited $rc: $out"
    fi
  done
else
  echo "skip: muster-cli has no validate command yet"
fi

if [ -x "$root/bin/muster" ] && command -v xvfb-run > /dev/null; then
  if (cd "$work" && timeout 120 xvfb-run -a "$root/bin/muster" --smoke-test) > "$work/gui.log" 2>&1; then
    pass "muster --smoke-test from the package (under xvfb-run)"
  else
    fail "muster --smoke-test from the package failed: $(cat "$work/gui.log")"
  fi
fi

echo "== run muster-cli from the unpacked tarball (relocatable layout)"
mkdir -p "$work/tar"
tar -xzf "$tgz" -C "$work/tar"
tar_bin="$(dirname "$(find "$work/tar" -path '*/bin/muster-cli' | head -n 1)")"
if [ -x "$tar_bin/muster-cli" ] && out="$(run_cli tgz "$tar_bin" --version 2>&1)" \
    && grep -q "^catalog revision " <<<"$out"; then
  pass "muster-cli --version from the tarball"
else
  fail "muster-cli from the tarball said: ${out:-no bin/muster-cli in the tarball}"
fi

if [ $failures -gt 0 ]; then
  echo "check-package: $failures check(s) failed" >&2
  exit 1
fi
echo "check-package: all checks passed"
