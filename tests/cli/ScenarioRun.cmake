# run(EXIT EXPECT ARGS...): runs ${CLI} --db ${db} ARGS, fails the scenario unless it exits EXIT and its
# stdout or stderr contains EXPECT; the stdout is left in `last`. Included by the scenario scripts.
function(run expectExit expect)
  execute_process(COMMAND ${CLI} --db ${db} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT "${rc}" STREQUAL "${expectExit}")
    message(FATAL_ERROR "muster-cli ${ARGN}: exit ${rc}, expected ${expectExit}\n${out}${err}")
  endif()
  string(FIND "${out}${err}" "${expect}" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "muster-cli ${ARGN}: output lacks '${expect}'\n${out}${err}")
  endif()
  set(last "${out}" PARENT_SCOPE)
endfunction()
