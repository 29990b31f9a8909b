# The tournament desk from the command line (issue 5): one scripted event on a fresh database, then the
# stateless commands on the exported file. Run with -DCLI=muster-cli -DDATA=tests/data -DWORK=scratch folder.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(db "${WORK}/events.db")

include(${CMAKE_CURRENT_LIST_DIR}/ScenarioRun.cmake)

run(0 "event 1 created: Scenario Cup" event new "Scenario Cup" --rounds 3 --seed 3 --scoring sfr)
foreach(name Ann Bob Cid Dee Eve Fay)
  run(0 "registered in Scenario Cup" event add-player "Scenario Cup" ${name})
endforeach()
run(0 "registered" event add-player 1 Gus --roster ${DATA}/rosters/legal-24.txt)
run(1 "registration refused" event add-player 1 Hal --roster ${DATA}/rosters/illegal-24.json)
run(0 "round 1" event pair 1)
run(1 "without a result" event pair 1)
run(0 "round 1" event pair 1 --again --seed 9)
# A result for every game of round 1: side A wins.
execute_process(COMMAND ${CLI} --db ${db} --json event show 1 OUTPUT_VARIABLE shown)
string(JSON games LENGTH "${shown}" rounds 0 pairings)
math(EXPR lastGame "${games} - 1")
foreach(g RANGE ${lastGame})
  string(JSON a GET "${shown}" rounds 0 pairings ${g} a)
  string(JSON bType TYPE "${shown}" rounds 0 pairings ${g} b)
  if(NOT bType STREQUAL "NULL")
    run(0 "won by ${a}" event result 1 1 ${a} --winner ${a} --outcome capture --terrains 2,1 --health 10,4)
  endif()
endforeach()
run(2 "--winner PLAYER or --draw" event result 1 1 1)
# Match logs are stored with the game and their verdict shows in the round listing; a log that does not
# verify is stored too (exit 1); a missing file or table stores nothing (exit 2).
string(JSON table1 GET "${shown}" rounds 0 pairings 0 table)
string(JSON a1 GET "${shown}" rounds 0 pairings 0 a)
string(JSON b1 GET "${shown}" rounds 0 pairings 0 b)
string(JSON table2 GET "${shown}" rounds 0 pairings 1 table)
# The example logs are games of Ana (A) and Bruno (B); copies name the players of table 1 instead.
function(player_name id out)
  string(JSON count LENGTH "${shown}" players)
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    string(JSON pid GET "${shown}" players ${i} id)
    if(pid EQUAL id)
      string(JSON name GET "${shown}" players ${i} name)
      set(${out} "${name}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()
player_name(${a1} nameA1)
player_name(${b1} nameB1)
foreach(log capture-win elimination-win)
  file(READ ${DATA}/matchlogs/${log}.log text)
  string(REPLACE "player A Ana" "player A ${nameA1}" text "${text}")
  string(REPLACE "player B Bruno" "player B ${nameB1}" text "${text}")
  file(WRITE ${WORK}/table1-${log}.log "${text}")
endforeach()
# capture-win: B wins, but side A's win was entered: both stay stored, the command says so and exits 1.
run(1 "result differs: the log has ${nameB1} winning by capture, but ${nameA1} is entered as the winner"
    event attach-log 1 1 ${table1} ${WORK}/table1-capture-win.log)
run(1 "the log is a game of Ana and Bruno, not of ${nameA1} and ${nameB1}"
    event attach-log 1 1 ${table1} ${DATA}/matchlogs/capture-win.log)
run(1 "log: inconsistent at turn" event attach-log 1 1 ${table2} ${DATA}/matchlogs/broken-wrong-total.log)
run(2 "cannot open the match log" event attach-log 1 1 ${table1} ${WORK}/no-such.log)
run(2 "no game at table 99" event attach-log 1 1 99 ${DATA}/matchlogs/capture-win.log)
# A judge's log from a position verifies, but it is no whole game: the desk stores nothing (exit 2).
run(2 "this log starts from a position, not from the setup: it is not a whole game"
    event attach-log 1 1 ${table2} ${DATA}/../../docs/examples/judge-position.log)
# elimination-win: A wins by elimination, entered the same way: they agree.
run(1 "a win by elimination, but capture is entered"
    event result 1 1 ${a1} --winner ${a1} --outcome capture --log ${WORK}/table1-elimination-win.log)
run(0 "log: verified" event result 1 1 ${a1} --winner ${a1} --outcome elimination
    --log ${WORK}/table1-elimination-win.log)
run(0 "log: inconsistent at turn" event show 1)
run(0 "dropped after round 1" event drop 1 2)
run(0 "round 2" event pair 1)
# Round 2 is paired but not played: the standings are those after round 1, and say so.
run(0 "Standings after round 1 (round 2 is not complete)" event standings 1)
run(2 "--after 3: the event 'Scenario Cup' has 2 Swiss rounds (use 1 to 2)" event standings 1 --after 3)
run(0 "\"format\": \"muster-event\"" --json event show 1)
run(0 "" event export 1 -o ${WORK}/exported.json)
run(0 "imported: Scenario Cup (7 players, 2 rounds)" event import ${WORK}/exported.json)
run(0 "Scenario Cup: Standings after round 1" standings ${WORK}/exported.json)
run(1 "without a result" pair ${WORK}/exported.json)
