# Bad input and faults (issue 17): each section is one defect of the issue, tried the way a user (or an
# attacker) would, with the exit code and the message checked, and what must not be lost checked too.
# Run as: cmake -DCLI=<muster-cli> -DDATA=<tests/data> -DEXAMPLES=<docs/examples> -DWORK=<scratch> -P ...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(db "${WORK}/muster.db")

# run(<exit> <text the output must contain> <args...>): muster-cli --db <db> args
function(run expectExit expect)
  execute_process(COMMAND ${CLI} --db ${db} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${rc}" STREQUAL "${expectExit}")
    message(FATAL_ERROR "muster-cli ${ARGN}: exit ${rc}, expected ${expectExit}\n${out}${err}")
  endif()
  string(FIND "${out}${err}" "${expect}" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "muster-cli ${ARGN}: output lacks '${expect}'\n${out}${err}")
  endif()
  set(last "${out}${err}" PARENT_SCOPE)
endfunction()

# run_into(<stdout file> <exit> <text stderr must contain> <args...>)
function(run_into stdoutFile expectExit expect)
  execute_process(COMMAND ${CLI} --db ${db} ${ARGN} RESULT_VARIABLE rc OUTPUT_FILE ${stdoutFile} ERROR_VARIABLE err)
  if(NOT "${rc}" STREQUAL "${expectExit}")
    message(FATAL_ERROR "muster-cli ${ARGN} > ${stdoutFile}: exit ${rc}, expected ${expectExit}\n${err}")
  endif()
  string(FIND "${err}" "${expect}" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "muster-cli ${ARGN} > ${stdoutFile}: stderr lacks '${expect}'\n${err}")
  endif()
endfunction()

# check(<message> <condition...>): the condition as if() reads it.
function(check what)
  if(NOT (${ARGN}))
    message(FATAL_ERROR "${what}")
  endif()
endfunction()

file(READ ${DATA}/events/small-swiss.json event)

# 1. A roster nested 300,000 levels deep inside an event file (it overflowed the stack): refused with the file and
# the path.
string(REPEAT "{\"a\": " 300000 open)
string(REPEAT "}" 300000 close)
string(REPLACE "\"name\": \"Ann\", \"club\": \"Red\", \"dropped\": false}"
               "\"name\": \"Ann\", \"club\": \"Red\", \"dropped\": false, \"roster\": ${open}1${close}}" deep "${event}")
file(WRITE ${WORK}/deep.json "${deep}")
foreach(command pair standings check-pairings)
  run(2 "deep.json: line 22: players[0].roster.a.a.a" ${command} ${WORK}/deep.json)
  run(2 "nests objects and lists deeper than 64 levels" ${command} ${WORK}/deep.json)
endforeach()
run(2 "deeper than 64 levels" event import ${WORK}/deep.json)
run(0 "" event list)
check("a refused event file was imported" NOT last MATCHES "Harbour")

# 2. One limit on the dice of one kind, the same in CSV, JSON, add and merge; a merge past it changes nothing.
file(WRITE ${WORK}/max.csv "name,count\nDwarves Footman,1000000\n")
file(WRITE ${WORK}/two.csv "name,count\nDwarves Footman,2\n")
file(WRITE ${WORK}/huge.csv "name,count\nDwarves Footman,2147483647\n")
file(WRITE ${WORK}/twice.csv "name,count\nDwarves Footman,600000\ndwarves footman,600000\n")
run(0 "imported 1000000 dice into box" collection import ${WORK}/max.csv --name box)
run(2 "would hold 1000002 Dwarves Footman; at most 1000000" collection import ${WORK}/two.csv --name box --merge)
run(2 "would hold 1000001 Dwarves Footman" collection add box "Dwarves Footman")
run(0 "\"total\": 1000000" --json collection show box)
run(2 "huge.csv:2: the count must be a whole number from 1 to 1000000, not '2147483647'"
    collection import ${WORK}/huge.csv --name other)
run(2 "twice.csv:3: Dwarves Footman adds up to 1200000 in this file" collection import ${WORK}/twice.csv --name other)
# What is exported at the limit is imported again, in both formats.
run(0 "" collection export box -o ${WORK}/box.json)
run(0 "" collection export box -o ${WORK}/box.csv)
run(0 "imported 1000000 dice" collection import ${WORK}/box.json --name again-json)
run(0 "imported 1000000 dice" collection import ${WORK}/box.csv --name again-csv)

# 3. Write errors on standard output (a full disk) and in PDFs are errors (exit 2), never a silent success.
run(0 "imported" event import ${DATA}/events/small-swiss.json)
run_into(/dev/full 2 "cannot write to standard output (No space left on device)" event export 1)
run_into(/dev/full 2 "cannot write to standard output" collection export box)
run_into(/dev/full 2 "cannot write to standard output" roster convert ${DATA}/rosters/legal-24.txt --to json)
run_into(/dev/full 2 "cannot write to standard output" --json event show 1)
run_into(/dev/full 2 "cannot write to standard output" collection list)
# A PDF that cannot be written whole (here: a file size limit) leaves the old file as it was, and nothing else.
file(MAKE_DIRECTORY ${WORK}/pdf)
file(WRITE ${WORK}/pdf/cards.pdf "the old file")
execute_process(COMMAND sh -c "ulimit -f 16; trap '' XFSZ; exec \"$0\" print cards -o \"$1\"" ${CLI} ${WORK}/pdf/cards.pdf
                RESULT_VARIABLE rc ERROR_VARIABLE err)
check("a PDF larger than the file size limit: exit ${rc}\n${err}" rc EQUAL 2)
file(READ ${WORK}/pdf/cards.pdf old)
check("a failed PDF write damaged the old file" old STREQUAL "the old file")
file(GLOB leftovers ${WORK}/pdf/*)
list(LENGTH leftovers count)
check("a failed PDF write left files behind: ${leftovers}" count EQUAL 1)

# 4. A folder or an empty file never empties a collection; validate, standings and verify say what a folder is.
file(WRITE ${WORK}/empty.csv "")
file(WRITE ${WORK}/header-only.csv "name,count\n")
run(2 "is a directory, not a file" collection import ${WORK} --name box --replace)
run(2 "empty.csv: holds no dice; nothing was imported" collection import ${WORK}/empty.csv --name box --replace)
run(2 "holds no dice" collection import ${WORK}/header-only.csv --name box --replace)
run(0 "box: 1000000 dice" collection list)
run(2 "is a directory, not a file" validate ${WORK})
run(2 "is a directory, not a file" standings ${WORK})
run(2 ": unreadable: is a directory, not a file" verify ${WORK})

# 5. Outputs follow symbolic links to their file and write through to devices; they never replace them.
file(WRITE ${WORK}/real.json "old")
file(CREATE_LINK ${WORK}/real.json ${WORK}/link.json SYMBOLIC)
run(0 "" event export 1 -o ${WORK}/link.json)
check("event export -o replaced a symbolic link with a file" IS_SYMLINK ${WORK}/link.json)
file(READ ${WORK}/real.json exported)
string(FIND "${exported}" "Harbour Cup" found)
check("event export -o did not write through the link" NOT found EQUAL -1)
file(COPY ${DATA}/events/small-swiss.json DESTINATION ${WORK}/pair)
file(CREATE_LINK ${WORK}/pair/small-swiss.json ${WORK}/pair/event-link.json SYMBOLIC)
run(0 "round 3" pair ${WORK}/pair/event-link.json --write)
check("pair --write replaced a symbolic link with a file" IS_SYMLINK ${WORK}/pair/event-link.json)
run(1 "without a result" pair ${WORK}/pair/small-swiss.json)
run(2 "/dev/full: cannot be written (No space left on device)" event export 1 -o /dev/full)
execute_process(COMMAND sh -c "test -c /dev/full" RESULT_VARIABLE rc)
check("/dev/full is no longer a device" rc EQUAL 0)

# 6. The command line refuses what the event file refuses, and events can be deleted.
run(2 "--rounds: Value -3 not in range 0 to 100" event new Cup --rounds -3)
run(2 "--force-size: Value -1 not in range 0 to 10000" event new Cup --force-size -1)
run(2 "--rank: Value 0 not in range 1 to 100000" event add-player 1 Zed --rank 0)
run(2 "--table: Value -4 not in range 1 to 10000" event add-player 1 Zed --table -4)
run(2 "must not be empty" event new " ")
run(0 "event 2 created: Spare" event new Spare)
run(0 "deleted event 2: Spare (0 players, 0 rounds)" event delete Spare)
run(2 "no event \"Spare\"" event show Spare)

# 7. Numbers in event files are range-checked before they are narrowed, naming the field.
string(REPLACE "\"terrains\": [2, 0]" "\"terrains\": [4294967297, 0]" bad "${event}")
file(WRITE ${WORK}/terrains.json "${bad}")
run(2 "terrains.json: rounds[0].pairings[0].result.terrains[0]: must be a whole number from 0 to 100, not 4294967297"
    standings ${WORK}/terrains.json)
string(REPLACE "\"health\": [10, 3]" "\"health\": [2147483648, 3]" bad "${event}")
file(WRITE ${WORK}/health.json "${bad}")
run(2 "result.health[0]: must be a whole number from 0 to 1000000, not 2147483648" standings ${WORK}/health.json)
string(REPLACE "\"version\": 1," "\"version\": 4294967297," bad "${event}")
file(WRITE ${WORK}/version.json "${bad}")
run(2 "version 4294967297 is not supported" standings ${WORK}/version.json)

# 8. A roster inside an event file is read like a roster file, on import and everywhere else.
string(REPLACE "\"name\": \"Ann\", \"club\": \"Red\", \"dropped\": false}"
               "\"name\": \"Ann\", \"club\": \"Red\", \"dropped\": false, \"roster\": {\"format\": \"muster-roster\", \"version\": 1, \"force_size\": 24, \"armies\": {\"home\": [\"0 Dwarves Footman\"]}}}"
               bad "${event}")
file(WRITE ${WORK}/roster.json "${bad}")
run(2 "roster.json: players[0].roster.armies.home[0]: the count must be a whole number from 1 to 999"
    event import ${WORK}/roster.json)

# 9. Text that is not UTF-8 (Windows-1252) is refused where it is read, with the file and the line.
string(ASCII 233 eAcute)
file(WRITE ${WORK}/cp1252.txt "force size: 24\nplayer: Ren${eAcute}e\n[Home]\nDwarves Footman\n")
file(READ ${WORK}/cp1252.txt bytes HEX)
string(FIND "${bytes}" "e9" latin)
check("the test could not write a Windows-1252 byte" NOT latin EQUAL -1)
run(2 "cp1252.txt: line 2: is not UTF-8 text (byte 0xE9)" validate ${WORK}/cp1252.txt)
run(2 "cp1252.txt: line 2: is not UTF-8 text" roster save ${WORK}/cp1252.txt)
run(2 "cp1252.txt: line 2: is not UTF-8 text" roster convert ${WORK}/cp1252.txt --to json)
run(2 "cp1252.txt: line 2: is not UTF-8 text" event add-player 1 Ren --roster ${WORK}/cp1252.txt)
file(READ ${EXAMPLES}/capture-win.log log)
string(REPLACE "player A Ana" "player A An${eAcute}" bad "${log}")
file(WRITE ${WORK}/cp1252.log "${bad}")
run(2 "cp1252.log:6: unreadable: is not UTF-8 text (byte 0xE9)" verify ${WORK}/cp1252.log)
run(2 "cp1252.log: line 6: is not UTF-8 text (byte 0xE9); save the file as UTF-8; nothing was stored"
    event attach-log 1 1 1 ${WORK}/cp1252.log)

# 10. A log the verifier cannot read stops nothing: every log gets a verdict, --json prints them all.
file(READ ${EXAMPLES}/short-game.log log)
string(REPLACE "roll A maneuver=0 : c1=6 c2=4" "roll A maneuver=0 : c1=99999999999 c2=4" bad "${log}")
file(WRITE ${WORK}/huge-face.log "${bad}")
run(2 "huge-face.log:39: unreadable" verify ${WORK}/huge-face.log ${EXAMPLES}/capture-win.log)
string(FIND "${last}" "capture-win.log: verified" found)
check("verify stopped after an unreadable log:\n${last}" NOT found EQUAL -1)
execute_process(COMMAND ${CLI} --json verify ${WORK}/huge-face.log ${EXAMPLES}/capture-win.log
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
string(JSON verdicts ERROR_VARIABLE jsonError LENGTH "${out}")
string(JSON second ERROR_VARIABLE jsonError GET "${out}" 1 verdict)
check("verify --json: exit ${rc}\n${out}" rc EQUAL 2 AND verdicts EQUAL 2 AND second STREQUAL verified)
run(2 "no event \"123456789012345678901\" in the database" event show 123456789012345678901)
run(2 "no event" roster check-collection ${DATA}/rosters/legal-24.txt --collection box --event 123456789012345678901)

# 11. "Did you mean" echoes at most the start of a megabyte-long name (its time is bounded: cli.long_die_name).
string(REPEAT "x" 1000000 longName)
file(WRITE ${WORK}/long-name.txt "force size: 24\n[Home]\n${longName}\n")
run(1 "is not a die Muster knows (line 3); did you mean" validate ${WORK}/long-name.txt)
string(LENGTH "${last}" length)
check("a megabyte-long name is echoed whole (${length} bytes)" length LESS 10000)

# 12. Paths inside files: a log's roster line and a roster's event_format never read devices, are relative to
# the file that names them, and what a foreign file holds is never echoed or stored.
file(WRITE ${WORK}/secret.txt "password: hunter2\n")
string(REGEX REPLACE "army A home [^\n]*\n" "roster A secret.txt\n" bad "${log}")
string(REGEX REPLACE "army A (horde|campaign) [^\n]*\n" "" bad "${bad}")
string(REGEX REPLACE "pool A [^\n]*\n" "" bad "${bad}")
file(WRITE ${WORK}/foreign-roster.log "${bad}")
run(2 "not a roster Muster can read" verify ${WORK}/foreign-roster.log)
check("verify echoed a foreign file's content:\n${last}" NOT last MATCHES hunter2)
string(REPLACE "roster A secret.txt" "roster A /dev/zero" bad "${bad}")
file(WRITE ${WORK}/device-roster.log "${bad}")
run(2 "/dev/zero: is a device, not a file" verify ${WORK}/device-roster.log)
file(MAKE_DIRECTORY ${WORK}/rosters)
file(COPY ${PROJECT}/resources/formats/core.json DESTINATION ${WORK}/rosters)
file(READ ${DATA}/rosters/legal-24.txt roster)
string(REPLACE "force size: 24" "event format: ./core.json\nforce size: 24" relative "${roster}")
file(WRITE ${WORK}/rosters/relative.txt "${relative}")
run(0 "legal (24 points, edition v4.01d, format core)" validate ${WORK}/rosters/relative.txt)
string(REPLACE "force size: 24" "event format: /dev/zero\nforce size: 24" device "${roster}")
file(WRITE ${WORK}/rosters/device.txt "${device}")
# (Since issue 34 an absolute path is refused before it is looked at: a format named in a file is beside it.)
run(2 "field 'event_format': '/dev/zero' is an absolute path" validate ${WORK}/rosters/device.txt)

# 14. The smaller ones.
run(2 "--terrains expects A,B: two whole numbers from 0 to 100, not \"2abc\"" event result 1 1 1 --winner 1 --terrains 2abc)
run(2 "--health expects A,B" event result 1 1 1 --winner 1 --health 1,2,3)
run(2 "a player named 'Ann' is already registered in Harbour Cup (player 1)" event add-player 1 Ann)
run(2 "a player named 'Ann' is already registered in this event (player 1)" event edit-player 1 2 --name Ann)
check("a raw SQLite message:\n${last}" NOT last MATCHES "UNIQUE")
string(REPLACE "\"name\": \"Bob\"" "\"name\": \"Ann\"" bad "${event}")
file(WRITE ${WORK}/same-name.json "${bad}")
run(2 "players[1].name: \"Ann\" is the name of players[0] too" event import ${WORK}/same-name.json)
string(REPLACE "\"seed\": 11" "\"seed\": 1e999" bad "${event}")
file(WRITE ${WORK}/overflow.json "${bad}")
run(2 "overflow.json: line 19: not valid JSON (number overflow parsing '1e999')" standings ${WORK}/overflow.json)
check("a library code in a message:\n${last}" NOT last MATCHES json.exception)
file(WRITE ${WORK}/bigint.json "{\"format\": \"muster-roster\", \"version\": 1,\n\"force_size\": 123456789012345678901234}\n")
run(2 "bigint.json: line 2: the number 123456789012345678901234 is too large" validate ${WORK}/bigint.json)
# Terminal escape sequences in names are shown, not obeyed.
string(ASCII 27 esc)
file(WRITE ${WORK}/escape.txt "name: Evil${esc}]2;owned\nforce size: 24\n[Home]\nDwarves Footman\n")
run(0 "saved roster 'Evil\\x1B]2;owned'" roster save ${WORK}/escape.txt)
check("an escape character reached the terminal" NOT last MATCHES "${esc}")
# Two events of one name, and an event named "1": never resolved silently.
run(0 "event 2 created: Harbour Cup" event new "Harbour Cup")
run(2 "\"Harbour Cup\" could mean event 1 (\"Harbour Cup\", 2024-06-01), event 2 (\"Harbour Cup\"); give the event's id"
    event show "Harbour Cup")
run(0 "event 3 created: 1" event new 1)
run(2 "\"1\" could mean event 1 (\"Harbour Cup\", 2024-06-01), event 3 (\"1\")" event show 1)
run(0 "event 3: 1" event show 3)
message(STATUS "bad input scenario: all steps passed")
