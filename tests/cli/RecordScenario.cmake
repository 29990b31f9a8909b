# `muster-cli record` driven through standard input (issue 29; docs/recorder.md): a short generated game
# (tests/data/recorder/seed-3.log, 2 turns) entered again as faces and decisions (seed-3.entries: no totals), with a
# wrong entry, an undo, a quit, a last line cut short as by a crash, and a resume to the end. The log written is the
# generated log byte for byte, and it verifies under --strict.
# Run as: cmake -DCLI=<muster-cli> -DDATA=<tests/data> -DWORK=<scratch folder> -P RecordScenario.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(LOG "${WORK}/game.log")

# record_step(<expected exit> <regex the output must match> <input file> <args...>)
function(record_step expect_exit pattern input)
  execute_process(COMMAND ${CLI} ${ARGN} INPUT_FILE ${input} RESULT_VARIABLE code OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  set(all "${out}${err}")
  if(NOT code EQUAL expect_exit)
    message(FATAL_ERROR "muster-cli ${ARGN} < ${input}: exit ${code}, expected ${expect_exit}\n${all}")
  endif()
  if(NOT all MATCHES "${pattern}")
    message(FATAL_ERROR "muster-cli ${ARGN} < ${input}: output does not match '${pattern}':\n${all}")
  endif()
  set(LAST "${all}" PARENT_SCOPE)
endfunction()

file(STRINGS ${DATA}/recorder/seed-3.entries entries)
list(LENGTH entries count)
list(SUBLIST entries 0 20 first)
math(EXPR restCount "${count} - 20")
list(SUBLIST entries 20 ${restCount} rest)
list(GET entries 19 twentieth)  # action magic

# Part 1: twenty entries, a magic roll that leaves out dice (refused with its rule, nothing written), '?', an undo of
# the last entry (action magic) and the same entry again, then quit. A refused entry makes the exit 1 when the input
# is not a terminal.
list(JOIN first "\n" part1)
file(WRITE ${WORK}/part1.txt "${part1}\nc1=6 c3=4\n?\nundo\n${twentieth}\nquit\n")
record_step(1 "refused: .*rule: .*undone: action magic.*recorded: action magic.*resume it with: muster-cli record"
            ${WORK}/part1.txt record --from ${DATA}/recorder/seed-3-header.log -o ${LOG})
if(NOT LAST MATCHES "nothing was written")
  message(FATAL_ERROR "the refusal does not say that nothing was written:\n${LAST}")
endif()

# A second recording never overwrites the file.
file(WRITE ${WORK}/empty.txt "")
record_step(2 "already exists" ${WORK}/empty.txt record --from ${DATA}/recorder/seed-3-header.log -o ${LOG})

# A crash while a line was appended: the cut line is dropped with a message, and the game goes on.
file(APPEND ${LOG} "  cast A Necromantic Wa")
list(JOIN rest "\n" part2)
file(WRITE ${WORK}/part2.txt "${part2}\n")
record_step(0 "cut short.*Resumed .* after 20 statements.*The game is over.*verify --strict: .*verified"
            ${WORK}/part2.txt record --resume ${LOG})

file(READ ${LOG} written)
file(READ ${DATA}/recorder/seed-3.log generated)
if(NOT written STREQUAL generated)
  message(FATAL_ERROR "the recorded log differs from the generated one:\n${written}")
endif()
execute_process(COMMAND ${CLI} verify --strict ${LOG} RESULT_VARIABLE code OUTPUT_VARIABLE out)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "verify --strict refuses the recorded log: ${out}")
endif()

# Wrong use: no rosters and no file; a total typed by hand.
record_step(2 "give two to four rosters" ${WORK}/empty.txt record)
file(WRITE ${WORK}/total.txt "roll A maneuver=3 : z1=5 z2=1 z3=3 z4=5\nquit\n")
record_step(1 "states a total; give the faces only" ${WORK}/total.txt record --from ${DATA}/recorder/seed-3-header.log
            -o ${WORK}/other.log)

# From a position (docs/match-log.md, Positions): the game cut after its first turn's retreat, printed by
# `rules position`, recorded on from there to the end; the verdict says it is not a whole game.
execute_process(COMMAND ${CLI} rules position ${DATA}/recorder/seed-3.log --line 52 RESULT_VARIABLE code
                OUTPUT_FILE ${WORK}/position.log)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "rules position failed")
endif()
list(FIND entries "retreat A h5 h3 h2" at)
math(EXPR from "${at} + 1")
list(SUBLIST entries ${from} -1 afterPosition)
list(JOIN afterPosition "\n" part3)
file(WRITE ${WORK}/part3.txt "${part3}\n")
record_step(0 "Turn 1 \\(A\\), reserves phase.*The game is over.*verified from a position, not a whole game"
            ${WORK}/part3.txt record --from-position ${WORK}/position.log -o ${WORK}/from-position.log)

# Hostile lines (tests/data/recorder/hostile.entries): bytes that are not UTF-8, an escape sequence, a 5,000-byte line,
# a roll without faces. Each is refused, quoted escaped and cut, and nothing is written.
record_step(1 "refused: A has no die '\\\\xFF\\\\xFE'.*x1B\\[31m.*AAAA\\.\\.\\..*no die's face given"
            ${DATA}/recorder/hostile.entries record --from ${DATA}/recorder/seed-3-header.log -o ${WORK}/hostile.log)
file(READ ${WORK}/hostile.log hostileLog)
file(READ ${DATA}/recorder/seed-3-header.log header)
if(NOT hostileLog STREQUAL header)
  message(FATAL_ERROR "hostile lines changed the log:\n${hostileLog}")
endif()
string(REPEAT "A" 400 longRun)
if(LAST MATCHES "${longRun}")
  message(FATAL_ERROR "a long line is quoted whole:\n${LAST}")
endif()

# At an event: the game of round 1, table 1 recorded from both registered rosters; at the end the log is attached to
# the game (it ends with 'result none', so the result is left for the organiser).
set(DB "${WORK}/event.db")
foreach(args IN ITEMS "event;new;Table Cup;--rounds;2;--seed;5;--force-size;24"
                      "event;add-player;1;Ana;--roster;${DATA}/rosters/legal-24.txt"
                      "event;add-player;1;Bo;--roster;${DATA}/rosters/goblins-24.json" "event;pair;1")
  execute_process(COMMAND ${CLI} --db ${DB} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "muster-cli ${args}: exit ${code}\n${out}${err}")
  endif()
endforeach()
# Round 1 pairs Bo (A, the Goblins) against Ana (B, the Dwarves) with this seed.
file(WRITE ${WORK}/event.txt "z1=6 z2=Melee z3=1\nz1=1 z2=2 z3=3 z4=4 z5=5 z6=6 z7=1 z8=2\n1\n1\nplace A home home:A\n"
     "place A horde home:B\nplace A campaign frontier\nplace B home home:B\nplace B horde home:A\n"
     "place B campaign frontier\nstart-roll A home:A 3\nstart-roll B home:B 4\nstart-roll A frontier 5\nresult none\n")
set(attached "no winner in the log: enter the result with muster-cli event result; the log is attached to round 1")
record_step(0 "verified.*${attached}, table 1 \\(verified\\)" ${WORK}/event.txt
            --db ${DB} record --event 1 --round 1 --table 1 -o ${WORK}/event.log)
file(READ ${WORK}/event.log eventLog)
if(NOT eventLog MATCHES "# muster-record event 1 round 1 table 1 \\(Table Cup\\)\n.*player A Bo\nterrain A home")
  message(FATAL_ERROR "the event's game log lacks its table or the event's names:\n${eventLog}")
endif()
execute_process(COMMAND ${CLI} --db ${DB} event show 1 OUTPUT_VARIABLE shown)
if(NOT shown MATCHES "table 1 .*log: verified")
  message(FATAL_ERROR "the recorded log is not attached:\n${shown}")
endif()
record_step(2 "--event needs --round N and --table T" ${WORK}/empty.txt --db ${DB} record --event 1 -o ${WORK}/x.log)

# 'board': where everything is, and the effects in force (after A's Necromantic Wave and Ash Storm).
list(FIND entries "resolve 1" resolved)
math(EXPR upTo "${resolved} + 1")
list(SUBLIST entries 0 ${upTo} toSpells)
list(JOIN toSpells "\n" part4)
file(WRITE ${WORK}/board.txt "${part4}\nboard\nquit\n")
set(board "record> board\nTerrains:\n  home:A: Swampland Temple, face 6 \\(Melee\\).*Bruno \\(Swamp Stalkers\\) \\(B\\):")
record_step(0 "${board}.*In force:\n  Ash Storm by A on home:B"
            ${WORK}/board.txt record --from ${DATA}/recorder/seed-3-header.log -o ${WORK}/board.log)

# A roster of the library, named instead of a file; a name that is neither is refused.
execute_process(COMMAND ${CLI} --db ${WORK}/library.db roster save ${DATA}/rosters/legal-24.txt RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "roster save failed")
endif()
file(WRITE ${WORK}/quit.txt "quit\n")
record_step(0 "A rolls: z1 \\(Dwarves Sentry\\)" ${WORK}/quit.txt --db ${WORK}/library.db record "Golden Dwarves"
            ${DATA}/rosters/goblins-24.json -o ${WORK}/library.log)
record_step(2 "No Such is neither a roster file nor a roster of the library" ${WORK}/quit.txt --db ${WORK}/library.db
            record "No Such" ${DATA}/rosters/goblins-24.json -o ${WORK}/library2.log)
