# docs/recorder.md shows the recorder's real output (issue 29): the session of its "A session" section is run again
# (tests/data/recorder/doc-session-*.entries, the rosters copied in as dwarves.txt and goblins.json), and every part
# of each transcript that starts with '$ muster-cli record' (the parts between lines of '...') must be in the output.
# Run as: cmake -DCLI=<muster-cli> -DDATA=<tests/data> -DDOC=<docs/recorder.md> -DWORK=<scratch> -P RecordDocSession.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
configure_file(${DATA}/rosters/legal-24.txt ${WORK}/dwarves.txt COPYONLY)
configure_file(${DATA}/rosters/goblins-24.json ${WORK}/goblins.json COPYONLY)

function(session command input result)
  execute_process(COMMAND ${CLI} ${command} INPUT_FILE ${input} WORKING_DIRECTORY ${WORK} OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  set(${result} "${out}${err}" PARENT_SCOPE)
endfunction()
session("record;dwarves.txt;goblins.json;-o;game.log" ${DATA}/recorder/doc-session-1.entries first)
session("record;--resume;game.log" ${DATA}/recorder/doc-session-2.entries second)

# The transcript that follows `commandLine` in the doc, checked part by part against `output`.
function(check_transcript commandLine output)
  file(READ ${DOC} doc)
  string(FIND "${doc}" "${commandLine}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${DOC} has no transcript of '${commandLine}'")
  endif()
  string(SUBSTRING "${doc}" ${at} -1 rest)
  string(LENGTH "${commandLine}\n" skip)
  string(SUBSTRING "${rest}" ${skip} -1 rest)
  string(FIND "${rest}" "```" end)
  string(SUBSTRING "${rest}" 0 ${end} block)
  while(NOT block STREQUAL "")
    string(FIND "${block}" "...\n" cut)
    if(cut EQUAL -1)
      set(part "${block}")
      set(block "")
    else()
      string(SUBSTRING "${block}" 0 ${cut} part)
      math(EXPR next "${cut} + 4")
      string(SUBSTRING "${block}" ${next} -1 block)
    endif()
    string(FIND "${output}" "${part}" found)
    if(found EQUAL -1)
      message(FATAL_ERROR "${DOC}: this part of the '${commandLine}' transcript is not what the recorder prints now "
                          "(paste the output again):\n${part}\n--- the output:\n${output}")
    endif()
  endwhile()
endfunction()
check_transcript("$ muster-cli record dwarves.txt goblins.json -o game.log" "${first}")
check_transcript("$ muster-cli record --resume game.log" "${second}")
