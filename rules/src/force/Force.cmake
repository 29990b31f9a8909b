# The force validator's checks: one class per rule id (or tight family), listed in ForceCheckRegistry.
# Included from rules/CMakeLists.txt.
target_sources(muster_rules PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/ForceCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ForceCheckRegistry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ForceContext.cpp
  ${CMAKE_CURRENT_LIST_DIR}/AdvancedTerrainHomeCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ArmyCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ComponentNotAllowedCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DragonCountCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/DragonkinLimitCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ForceTotalCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/FormatLimitCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ItemCarryingCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/MinorTerrainLimitCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/PlacementCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/TerrainsCheck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/UnknownDieCheck.cpp
)
