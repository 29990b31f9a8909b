# What a scripted command-line scenario needs (include() it after setting CLI and db): run(EXIT TEXT ARGS...)
# runs muster-cli on the scenario's database, fails unless it exits with EXIT and prints TEXT (stdout or
# stderr), and leaves the output in `last`.
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
