# The rules engine, the match log parser and the verifier (issue 6). Included from rules/CMakeLists.txt.
target_sources(muster_rules PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/DamageAllocation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/Engine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/GameState.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RollResolver.cpp
  ${CMAKE_CURRENT_LIST_DIR}/StateDigest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../matchlog/MatchLogParser.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../MatchVerifier.cpp
)
