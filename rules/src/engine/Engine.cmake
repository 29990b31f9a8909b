# The rules engine, the match log parser and the verifier. Included from rules/CMakeLists.txt.
# One folder a concern: state/ (pieces, who rolls, exchanges), flow/ (the frames), roll/ (faces, dice, die roll
# resolution), effects/ (lasting effects), sai/ (SAIs by id), spells/, casualties/, dragons/ (summoning, the
# dragon tables).
target_include_directories(muster_rules PRIVATE ${CMAKE_CURRENT_LIST_DIR})
target_sources(muster_rules PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/DamageAllocation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/RulesCoverage.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abilities/AbilityHooks.cpp
  ${CMAKE_CURRENT_LIST_DIR}/Engine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/EngineContext.cpp
  ${CMAKE_CURRENT_LIST_DIR}/EngineData.cpp
  ${CMAKE_CURRENT_LIST_DIR}/Rule.cpp
  ${CMAKE_CURRENT_LIST_DIR}/StateDigest.cpp
  ${CMAKE_CURRENT_LIST_DIR}/casualties/Casualties.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dragons/DragonRules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dragons/Summoning.cpp
  ${CMAKE_CURRENT_LIST_DIR}/effects/EffectStore.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/CasualtyFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/DragonAttackFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/ExchangeFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/GameFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/KillFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/MagicFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/ManeuverFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/MarchFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/MutateFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/RollFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/SaiResolutionFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/SaiTargetRollFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/flow/TurnFrame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/roll/CountsAs.cpp
  ${CMAKE_CURRENT_LIST_DIR}/roll/DiceReader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/roll/FaceTable.cpp
  ${CMAKE_CURRENT_LIST_DIR}/roll/RollEvaluator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/roll/RollResolver.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/DamageSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/ItemSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/ManeuverTestSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/StatusSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/LastingArmySais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/DelayedSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/ResultSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/SaiRegistry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/SaiTargets.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sai/SaveOrDieSais.cpp
  ${CMAKE_CURRENT_LIST_DIR}/spells/ModifierSpells.cpp
  ${CMAKE_CURRENT_LIST_DIR}/spells/SpellRegistry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state/Exchanges.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state/GameState.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state/Items.cpp
  ${CMAKE_CURRENT_LIST_DIR}/state/Rollers.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../matchlog/MatchLogParser.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../matchlog/ForceSampler.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../matchlog/LegalLogGenerator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../matchlog/StatementCandidates.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../MatchVerifier.cpp
)
