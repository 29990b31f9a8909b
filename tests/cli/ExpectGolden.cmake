# Runs ${CLI} ${ARGS}; fails unless the exit code is ${EXPECT_EXIT} and standard output equals the file ${GOLDEN}
# (paths printed by the command are compared with ${STRIP} removed). With the environment variable
# MUSTER_UPDATE_GOLDEN set, the golden file is written instead.
execute_process(COMMAND ${CLI} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT "${rc}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT_EXIT}\nstdout: ${out}\nstderr: ${err}")
endif()
if(STRIP)
  string(REPLACE "${STRIP}" "" out "${out}")
endif()
if(DEFINED ENV{MUSTER_UPDATE_GOLDEN})
  file(WRITE ${GOLDEN} "${out}")
  return()
endif()
file(READ ${GOLDEN} want)
if(NOT "${out}" STREQUAL "${want}")
  message(FATAL_ERROR "output differs from ${GOLDEN} (MUSTER_UPDATE_GOLDEN=1 ctest -R <test> rewrites it):\n${out}")
endif()
