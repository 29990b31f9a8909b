# Rosters that travel (issue 33), as a user does it with muster-cli on a fresh database: army codes as arguments
# and in files, the text and Markdown forms read back, damaged and newer codes refused, and a library roster
# submitted to an event whose lists lock, with a later edit flagged.
# Run as: cmake -DCLI=<muster-cli> -DDATA=<tests/data> -DWORK=<scratch folder> -P TravelScenario.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(DB "${WORK}/muster.db")

include(${CMAKE_CURRENT_LIST_DIR}/ScenarioStep.cmake)

# An army code: one line, read as an argument and from a file, the same roster every way round.
step(0 "^MR1-[A-Z2-7]+\n$" roster convert ${DATA}/rosters/legal-24.txt --to code)
string(STRIP "${LAST}" code)
step(0 "legal" validate ${code})
file(WRITE ${WORK}/code.txt "${code}\n")
step(0 "legal" validate ${WORK}/code.txt)
step(0 "\"name\": \"Golden Dwarves\"" roster convert ${code} --to json)
step(0 "" roster convert ${code} --to code)
string(STRIP "${LAST}" again)
if(NOT again STREQUAL code)
  message(FATAL_ERROR "a code read and written again changed:\n${code}\n${again}")
endif()

# Text and Markdown with points and the verdict; both read back to the same code.
step(0 "# Verdict: Legal; 24 of 24 points.*\\[Home\\]  # 8 points, at most 12\n2 Dwarves Footman  # 2 points\n" roster convert
  ${DATA}/rosters/legal-24.txt --to text -o -)
step(0 "" roster convert ${DATA}/rosters/legal-24.txt --to markdown -o ${WORK}/roster.md)
file(READ ${WORK}/roster.md markdown)
if(NOT markdown MATCHES "## Golden Dwarves\n.*### Horde \\(8 points, at most 12\\)\n\n- 8 Dwarves Sentry \\(8 points\\)\n.*> \\*\\*Verdict: Legal\\*\\*")
  message(FATAL_ERROR "unexpected Markdown:\n${markdown}")
endif()
step(0 "" roster convert ${WORK}/roster.md --to code)
string(STRIP "${LAST}" fromMarkdown)
if(NOT fromMarkdown STREQUAL code)
  message(FATAL_ERROR "the Markdown read back to another roster:\n${code}\n${fromMarkdown}")
endif()

# Codes that cannot be read say why and exit 2.
step(2 "army code: the army code is damaged: its checksum does not match" validate MR1-AAAAAAAAAAAAAAAAAAAA)
step(2 "version 7, made by a newer Muster" validate MR7-AAAAAAAA)
step(2 "not one of the letters" roster convert MR1-AAAA!AAA --to json)

# Lists at events: submitted before the lock, locked at the first look after it, a later edit flagged.
file(WRITE ${WORK}/cup.json [=[{"format": "muster-event", "version": 3,
  "settings": {"name": "Lock Cup", "forceSize": 24, "listsLock": "2026-05-17T09:00"}, "players": [], "rounds": []}]=])
step(0 "" event import ${WORK}/cup.json)
step(0 "saved roster 'Golden Dwarves' \\(version 1\\)" roster save ${DATA}/rosters/legal-24.txt)
step(0 "Test: submitted v1 of Golden Dwarves \\(legal, catalog [0-9.]+\\), not locked yet" roster submit
  "Golden Dwarves" --event "Lock Cup" --now 2026-05-16T18:00)
step(0 "version 2" roster save ${DATA}/rosters/legal-24.txt)
step(0 "Test: submitted v1 of Golden Dwarves .*, locked 2026-05-17T09:30; library v2 edited since: not in the event"
  roster submitted "Lock Cup" --now 2026-05-17T09:30)
step(1 "the lists of Lock Cup locked at 2026-05-17T09:00" roster submit "Golden Dwarves" --event "Lock Cup"
  --now 2026-05-17T10:00)
step(0 "\"locked_at\": \"2026-05-17T09:30\"" --json roster submitted "Lock Cup" --now 2026-05-18)
step(0 "lists.lock" event history "Lock Cup")
step(2 "--now: expected a local time" roster submitted "Lock Cup" --now tomorrow)
message(STATUS "travel scenario: passed")
