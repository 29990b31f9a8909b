# Runs ${CLI} ${ARGS}; fails unless the exit code is ${EXPECT_EXIT} and stdout+stderr contain ${EXPECT}.
execute_process(COMMAND ${CLI} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT "${rc}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT_EXIT}\nstdout: ${out}\nstderr: ${err}")
endif()
string(FIND "${out}${err}" "${EXPECT}" found)
if(found EQUAL -1)
  message(FATAL_ERROR "output lacks '${EXPECT}'\nstdout: ${out}\nstderr: ${err}")
endif()
