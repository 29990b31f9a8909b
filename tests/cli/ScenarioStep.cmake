# step(<expected exit> <regex the combined output must match> <args...>): runs ${CLI} --db ${DB} with the
# arguments and fails the scenario when the exit code or the output differ; the standard output lands in LAST.
# Shared by the scenarios that script a user's session on one database file (DbScenario, TravelScenario).
function(step expect_exit pattern)
  execute_process(COMMAND ${CLI} --db ${DB} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(all "${out}${err}")
  if(NOT code EQUAL expect_exit)
    message(FATAL_ERROR "muster-cli ${ARGN}: exit ${code}, expected ${expect_exit}\n${all}")
  endif()
  if(NOT all MATCHES "${pattern}")
    message(FATAL_ERROR "muster-cli ${ARGN}: output does not match '${pattern}':\n${all}")
  endif()
  set(LAST "${out}" PARENT_SCOPE)
endfunction()
