# The judge's page shows the commands' real output: fails unless ${DOC} contains each of ${GOLDENS} (files) whole.
file(READ ${DOC} doc)
foreach(golden IN LISTS GOLDENS)
  file(READ ${golden} want)
  string(FIND "${doc}" "${want}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${DOC} does not show the output in ${golden}: paste it again (the golden changed)")
  endif()
endforeach()
