# Issue 31 on the command line: the illegal-roster policy (refused at registration and at pairing unless
# --accept-illegal), --checked-in, one result per command with its game only, --winner by name, a
# correction in words, counts not given stored as unknown (marked in the standings), attach-log in tables,
# and `event history` with round, table and values; the history and the answers are compared with golden
# text (tests/data/events/desk-*.txt; the history's time stamps left out).
# Run with -DCLI=muster-cli -DDATA=tests/data -DWORK=scratch folder.
cmake_policy(VERSION 3.20)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(db "${WORK}/desk.db")
set(transcript "")

include(${CMAKE_CURRENT_LIST_DIR}/ScenarioRun.cmake)

run(0 "event 1 created: Desk Cup" event new "Desk Cup" --rounds 2 --seed 5 --force-size 24)
run(0 "player 1 Quin registered in Desk Cup (roster: no roster), checked in" event add-player 1 Quin --checked-in)
run(0 "registered" event add-player 1 Fay)
run(0 "registered" event add-player 1 Gus --roster ${DATA}/rosters/legal-24.txt)
run(1 "illegal-24.json is not legal for Desk Cup: registration refused (--accept-illegal registers it anyway)"
    event add-player 1 Hal --roster ${DATA}/rosters/illegal-24.json)
run(0 "player 4 Hal registered in Desk Cup (roster: illegal: " event add-player 1 Hal
    --roster ${DATA}/rosters/illegal-24.json --accept-illegal)
run(0 "Hal checked in" event check-in 1 2 3 4)
run(1 "One player of round 1 has an illegal roster: Hal (illegal: " event pair 1)
run(1 "not paired (--accept-illegal pairs it anyway)" event pair 1)
run(0 "Desk Cup round 1" event pair 1 --accept-illegal)

# Quin's game: its table and the opponent's name.
execute_process(COMMAND ${CLI} --db ${db} --json event show 1 OUTPUT_VARIABLE shown)
foreach(g 0 1)
  string(JSON a GET "${shown}" rounds 0 pairings ${g} a)
  string(JSON b GET "${shown}" rounds 0 pairings ${g} b)
  if(a EQUAL 1 OR b EQUAL 1)
    string(JSON table GET "${shown}" rounds 0 pairings ${g} table)
    if(a EQUAL 1)
      set(other ${b})
    else()
      set(other ${a})
    endif()
  else()
    string(JSON otherA GET "${shown}" rounds 0 pairings ${g} a)
  endif()
endforeach()
math(EXPR otherIndex "${other} - 1")
string(JSON otherName GET "${shown}" players ${otherIndex} name)
string(TOLOWER "${otherName}" otherLower)

# One touch from the command line: no counts given, so they are not known (and said so).
run(0 "round 1: table ${table}" event result 1 1 Quin --winner quin --outcome time)
string(FIND "${last}" "won by 1 (time) (not entered: terrains, health)" found)
if(found EQUAL -1)
  message(FATAL_ERROR "the result does not say its counts are not entered:\n${last}")
endif()
string(FIND "${last}" "\n" firstLineEnd)
string(SUBSTRING "${last}" ${firstLineEnd} -1 rest)
if(NOT rest STREQUAL "\n")
  message(FATAL_ERROR "event result printed more than the changed game:\n${last}")
endif()
set(transcript "${transcript}${last}")
run(2 "--winner \"Zed\" is not in this game" event result 1 1 Quin --winner Zed)
# A correction says what changed, winner by name.
run(0 "changed from Quin to ${otherName}, time to capture; terrains not entered to 0-2" event result 1 1 Quin
    --winner ${otherLower} --outcome capture --terrains 0,2)
set(transcript "${transcript}${last}")
# The other game, every count given.
run(0 "won by ${otherA}" event result 1 1 ${otherA} --winner ${otherA} --terrains 2,1 --health 12,5)
set(transcript "${transcript}${last}")
# attach-log answers in tables.
run(1 "muster-cli: round 1, table ${table}: " event attach-log 1 1 ${table}
    ${DATA}/matchlogs/capture-win.log)
run(1 "round 1: table ${table}" event attach-log 1 1 ${table} ${DATA}/matchlogs/capture-win.log)
# Standings: Quin's game lacks health, so the health values of its players are marked and explained.
run(0 "never taken as zero" event standings 1)
set(transcript "${transcript}${last}")
run(0 "round 1, table ${table}: " event history 1)
string(REGEX REPLACE "[0-9T:.Z-]+  muster-cli " "" history "${last}")
set(transcript "${transcript}${history}")

file(WRITE ${WORK}/desk-transcript.txt "${transcript}")
file(READ ${DATA}/events/desk-transcript.txt golden)
if(NOT transcript STREQUAL golden)
  message(FATAL_ERROR "the answers differ from ${DATA}/events/desk-transcript.txt (new: ${WORK}/desk-transcript.txt):\n${transcript}")
endif()
