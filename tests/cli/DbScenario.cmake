# A user's session with the database commands of muster-cli, step by step, on a fresh database file.
# Run as: cmake -DCLI=<muster-cli> -DDATA=<tests/data> -DWORK=<scratch folder> -P DbScenario.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(DB "${WORK}/muster.db")

include(${CMAKE_CURRENT_LIST_DIR}/ScenarioStep.cmake)

# Collections.
step(0 "no collections yet" collection list)
step(0 "mine: 3 Dwarves Footman" collection add mine "dwarves footman" 3)
step(0 "mine: 5 Dwarves Footman" collection add mine "Dwarves Footman" 2)
step(2 "did you mean 'Dwarves Footman'" collection add mine "Dwarfs Footman")
step(0 "mine: 4 Dwarves Footman" collection remove mine "Dwarves Footman")
step(2 "has 4 Dwarves Footman, cannot remove 9" collection remove mine "Dwarves Footman" 9)
step(0 "imported 16 dice into club box" collection import ${DATA}/db/collection.csv --name "club box")
step(2 "exists already; add --replace" collection import ${DATA}/db/collection.csv --name "club box")
step(0 "club box: 16 dice.*mine: 4 dice" collection list)
step(0 "\"name\": \"Fire Drake\"" --json collection show "club box")
step(0 "" collection export "club box" -o ${WORK}/club.json)
step(0 "imported 16 dice" collection import ${WORK}/club.json --name copy)
step(0 "\"total\": 16" collection show copy --json)
step(0 "^name,count\nDwarves Footman,6\n" collection export copy --format csv)
step(0 "deleted collection copy" collection remove copy --all)
# The older form, NAME FILE, as earlier READMEs showed it; naming it twice is refused.
step(0 "imported 16 dice into older form" collection import "older form" ${DATA}/db/collection.csv)
step(2 "named twice" collection import other ${DATA}/db/collection.csv --name again)
step(2 "cannot|not found|No such|does not exist" collection import ${WORK}/no-such.csv)
step(0 "deleted collection older form" collection remove "older form" --all)
step(2 "no collection named 'copy'" collection show copy)

# Rosters.
step(0 "saved roster 'Dwarf rush' \\(version 1\\)" roster save ${DATA}/db/dwarves.txt)
step(0 "saved roster 'Dwarf rush' \\(version 2\\)" roster import ${DATA}/db/dwarves.txt)
step(0 "saved roster 'Rush copy' \\(version 1\\)" roster save ${DATA}/db/dwarves.txt --name "Rush copy")
step(0 "Dwarf rush  \\(Anna O'Brien, 24 points.*version 2" roster list)
step(0 "version 2 .*\\(current\\)\nversion 1 " roster history "Dwarf rush")
step(0 "\"force_size\": 24" --json roster show "Dwarf rush")
step(0 "Dwarves Pony Rider" roster show "Dwarf rush" --version 1)
step(2 "has no version 7" roster show "Dwarf rush" --version 7)
step(0 "" roster export "Dwarf rush" -o ${WORK}/rush.json)
step(0 "saved roster 'From export' \\(version 1\\)" roster save ${WORK}/rush.json --name "From export")
step(2 "no saved roster named 'Nope'" roster show Nope)

# Can I build it?
step(1 "short of 10 of 22 dice.*\n  5  Dwarves Pony Rider  \\(need 5, have 0\\)" roster check-collection "Dwarf rush" --collection "club box")
step(1 "\n  4  Dwarves Sentry  \\(need 8, have 4\\).*\n  1  Coastland Tower  \\(need 1, have 0\\)|\n  1  Coastland Tower.*\n  4  Dwarves Sentry" roster check-collection "Dwarf rush" --collection "club box")
step(1 "\"missing\": 5" --json roster check-collection ${DATA}/db/dwarves.txt --collection "club box")
step(2 "choose a collection with --collection" roster check-collection "Dwarf rush")
step(1 "2 rosters together" roster check-collection "Dwarf rush" "Rush copy" --collection "club box")
step(2 "neither a roster file nor a saved roster" roster check-collection "No such" --collection mine)

# Refusals name the file.
file(WRITE "${WORK}/not-a-db.txt" "2 Dwarves Footman\n")
execute_process(COMMAND ${CLI} --db ${WORK}/not-a-db.txt collection list RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "not-a-db.txt: is not a SQLite database")
  message(FATAL_ERROR "a text file given as database: exit ${code}\n${err}")
endif()

# Without --db the database lives in the user's data folder, created on first use.
execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_HOME=${WORK}/xdg ${CLI} collection add mine "Fire Drake"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT EXISTS "${WORK}/xdg/muster/muster.db")
  message(FATAL_ERROR "default database not created: exit ${code}\n${out}${err}")
endif()
message(STATUS "database scenario: all steps passed")
