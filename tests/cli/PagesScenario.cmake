# The event pages from the command line (issue 32): settings, publishing a site, slips with codes and the
# address, reports and acceptance, serving for a moment; then the published HTML goes through a strict
# parser (tests/pages/check_html.py). Run with -DCLI=muster-cli -DDATA=tests/data -DWORK=scratch folder
# -DCHECKER=tests/pages/check_html.py.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(db "${WORK}/pages.db")

include(${CMAKE_CURRENT_LIST_DIR}/ScenarioSupport.cmake)

function(expect_file path)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "missing: ${path}")
  endif()
endfunction()

run(0 "event 1 created: Pages Cup" event new "Pages Cup" --rounds 3 --date 2025-05-17 --location "Harbour Hall")
run(0 "registered" event add-player 1 Ann --roster ${DATA}/rosters/legal-24.txt)
foreach(name Bob Cid Dee Eve)
  run(0 "registered" event add-player 1 ${name})
endforeach()
run(0 "round 1" event pair 1)

# Settings: shown, changed, refused when they make no sense (exit 2, nothing changed).
run(0 "army lists:      hidden" event pages 1)
run(0 "player reports:  off" event pages 1)
run(2 "--lists expects hidden, after-lock or open" event pages 1 --lists sometimes)
run(2 "--lists-lock expects a local time" event pages 1 --lists-lock 2025-13-01)
run(2 "--reports expects on or off" event pages 1 --reports yes)
run(2 "--address expects the address players open" event pages 1 --address ftp://example)
run(0 "army lists:      hidden" event pages 1)
run(0 "player reports:  on" event pages 1 --lists open --reports on --address http://192.168.1.20:8080/
    --publish-dir ${WORK}/published)
run(0 "\"lists\": \"open\"" --json event pages 1)
run(0 "pages.settings" event history 1)
run(0 "event.settings" event history 1)

# Publishing: to a folder given, and to the event's publish folder.
run(0 "wrote" event publish 1 -o ${WORK}/site)
foreach(page index.html round-1.html standings.html players.html lists.html version.txt)
  expect_file(${WORK}/site/${page})
endforeach()
file(READ ${WORK}/site/lists.html lists)
string(FIND "${lists}" "Dwarves Footman" found)
if(found EQUAL -1)
  message(FATAL_ERROR "the open army lists do not show Ann's roster")
endif()
run(0 "wrote" event publish 1)
expect_file(${WORK}/published/index.html)
run(2 "cannot create the folder" event publish 1 -o ${WORK}/site/index.html/below)

# The slips carry each player's code and the report address (checked when poppler's pdftotext is there).
run(0 "wrote" print slips 1 -o ${WORK}/slips.pdf)
run(0 "wrote" print pairings 1 -o ${WORK}/pairings.pdf)
find_program(PDFTOTEXT pdftotext)
if(PDFTOTEXT)
  execute_process(COMMAND ${PDFTOTEXT} ${WORK}/slips.pdf - OUTPUT_VARIABLE slips)
  foreach(part "Your result code:" "report?table=1" "Keep the code to yourself")
    string(FIND "${slips}" "${part}" found)
    if(found EQUAL -1)
      message(FATAL_ERROR "the slips lack '${part}':\n${slips}")
    endif()
  endforeach()
  execute_process(COMMAND ${PDFTOTEXT} ${WORK}/pairings.pdf - OUTPUT_VARIABLE pairings)
  string(FIND "${pairings}" "http://192.168.1.20:8080/" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "the pairings lack the pages' address:\n${pairings}")
  endif()
endif()

# Reports: none yet; nothing to accept (exit 1); a new code for a lost slip, never printed.
run(0 "none" event reports 1)
run(1 "nothing to accept" event accept 1 1)
run(1 "no agreed reports" event accept 1 --all)
run(2 "either a TABLE or --all" event accept 1)
run(0 "has a new result code" event new-code 1 1)

# Serving: a bad address is refused (exit 2); a moment of serving on the loopback works.
run(2 "--listen \"nonsense\"" event serve 1 --listen nonsense)
run(0 "serving the pages of Pages Cup at http://127.0.0.1:" event serve 1 --listen 127.0.0.1:0 --for 1)
string(FIND "${last}" "stopped:" found)
if(found EQUAL -1)
  message(FATAL_ERROR "serve did not stop cleanly:\n${last}")
endif()

# The published pages parse as strict HTML, and every link and anchor exists.
find_program(PYTHON3 python3 REQUIRED)
execute_process(COMMAND ${PYTHON3} ${CHECKER} ${WORK}/site RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the published pages are not clean HTML:\n${out}${err}")
endif()
