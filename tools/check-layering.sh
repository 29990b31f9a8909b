#!/usr/bin/env bash
# Fails when a layer includes what it must not: domain/ and rules/ never see wxWidgets or SQLite,
# db/ never sees wxWidgets, reports/ never sees wxWidgets or SQLite, app/services (glue shared by
# the CLI and the GUI) never sees wxWidgets, and the desktop app (gui/, app/desktop) never sees db/ or
# SQLite nor the file helpers (domain/FileIO.h): its panels reach storage only through app/services. Run by ctest (test "layering").
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root" || exit 2
status=0
check() {
  local pattern=$1; shift
  local hits
  hits=$(grep -rnE "$pattern" "$@" 2>/dev/null)
  if [ -n "$hits" ]; then
    echo "forbidden include:"; echo "$hits" | sed 's/^/  /'
    status=1
  fi
}
wx='#\s*include\s*[<"](wx/|wx\.h)'
sql='#\s*include\s*[<"](SQLiteCpp/|sqlite3)'
check "$wx" domain rules db reports app/services
check "$sql" domain rules reports gui app/desktop
check '#\s*include\s*[<"]muster/db/' gui app/desktop
# Nor does it read or write files itself: documents (rosters, decks, collections, events) go through
# app/services, PDFs through reports.
check '#\s*include\s*[<"]muster/domain/FileIO\.h' gui app/desktop
check '::readFile\(|writeFileAtomically' gui app/desktop
# Build files must not link a forbidden library either (comment lines are skipped).
link_check() {
  local pattern=$1; shift
  local f hits
  for f in "$@"; do
    hits=$(grep -nE "$pattern" "$f" | grep -vE '^[0-9]+:\s*#')
    if [ -n "$hits" ]; then echo "forbidden library in $f:"; echo "$hits" | sed 's/^/  /'; status=1; fi
  done
}
link_check 'wxWidgets|SQLiteCpp|sqlite3' domain/CMakeLists.txt rules/CMakeLists.txt reports/CMakeLists.txt
link_check 'wxWidgets' db/CMakeLists.txt app/services/CMakeLists.txt
link_check 'muster_db|SQLiteCpp|sqlite3' gui/CMakeLists.txt
if [ $status -eq 0 ]; then echo "layering: ok"; fi
exit $status
