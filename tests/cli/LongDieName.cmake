# validate a roster whose one entry is a megabyte-long unknown name: exit 1 with a suggestion (the test's
# TIMEOUT says how long it may take).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
string(REPEAT "Dwarves Footman " 65536 name)
file(WRITE ${WORK}/long.txt "force size: 24\n[Home]\n${name}\n")
execute_process(COMMAND ${CLI} validate ${WORK}/long.txt RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR NOT out MATCHES "did you mean")
  message(FATAL_ERROR "exit ${rc}\n${out}${err}")
endif()
