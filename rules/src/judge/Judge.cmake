# The judge's questions (issue 28 part 4): the legal options after any statement (LegalOptions), the totals of a roll
# for given faces (RollTotals) and how the engine read a statement (StatementExplainer). Included from
# rules/CMakeLists.txt; on top of the engine and the match log parser.
target_sources(muster_rules PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/LegalOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/SetupOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/MarchOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/CasualtyOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ExchangeOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DragonOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/MagicOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/SaiOptions.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RollTotals.cpp
  ${CMAKE_CURRENT_LIST_DIR}/StatementExplainer.cpp
)
