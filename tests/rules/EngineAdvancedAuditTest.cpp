// An audit of the advanced rules (V4.01d S0:L1133-1381: multi-player games, advanced and minor terrains, items,
// Eldarim champions) by match logs written by hand from the rulebook, not from the engine's output: each legal
// log must verify, and each broken copy must be caught at its "#!" line under the rule the table names.
// The logs are under tests/data/matchlogs/audit/; their forces are partial (the force total is not checked).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "AuditTable.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using testing::audit::AuditCase;

// One row per log. An illegal log marks the line where the rules and the log part ways with "#!".
const std::vector<AuditCase>& auditCases() {
    static const std::vector<AuditCase> cases = {
        {"champion-logo-saves", "", ""},
        {"champion-logo-saves-broken", "die-roll-resolution", "'i1' does not roll here"},
        {"champion-logo-saves-army-roll-broken", "die-roll-resolution", "save total 2, not 6"},
        {"champion-ride", "", ""},
        {"champion-ride-broken", "reserves-phase", "only the marching player moves units"},
        {"champion-ride-not-tamer-broken", "eldarim-champions", "has tamed no dragon"},
        {"champion-tame-ends-when-tamer-leaves", "", ""},
        {"champion-tame-ends-when-tamer-leaves-broken", "dragon-attack-phase", "expected 'dragon-attack <terrain>'"},
        {"champion-tamed-wing-flies-home", "", ""},
        {"champion-tamed-wing-flies-home-broken", "eldarim-champions", "no dragon to ride"},
        {"champion-white-dragon", "", ""},
        {"champion-white-dragon-broken", "eldarim-champions", "only a white Eldarim champion"},
        {"champion-white-dragon-untamed-broken", "dragon-attack-phase", "expected 'dragon-attack <terrain>'"},
        {"deadlands-bone-magic-48", "", ""},
        {"deadlands-bone-magic-48-broken", "die-roll-resolution", "magic total 8 to 10"},
        {"items-artifact-id", "", ""},
        {"items-artifact-id-broken", "die-roll-resolution", "save total 4, not 1"},
        {"items-artifact-id-eighth-face", "", ""},
        {"items-artifact-id-eighth-face-broken", "die-roll-resolution", "save total 8, not 4"},
        {"items-excess-buried", "", ""},
        {"items-excess-buried-broken", "items", "bury-item A"},
        {"items-roll-with-carrier", "", ""},
        {"items-roll-with-carrier-broken", "die-roll-resolution", "'i1' does not roll here"},
        {"items-species-spell", "", ""},
        {"items-species-spell-broken", "spells", "needs magic made by Dwarves"},
        {"minor-buried-when-army-leaves", "", ""},
        {"minor-buried-when-army-leaves-broken", "minor-terrains", "controls no minor terrain"},
        {"minor-bury-then-bring", "", ""},
        {"minor-bury-then-bring-broken", "minor-terrains", "buried the minor terrain"},
        {"minor-flood-buried", "", ""},
        {"minor-flood-buried-broken", "die-roll-resolution", "maneuver total 4, not 2"},
        {"minor-flood-counter", "", ""},
        {"minor-flood-counter-broken", "die-roll-resolution", "maneuver total 2, not 4"},
        {"minor-flood-rounds-down", "", ""},
        {"minor-flood-rounds-down-broken", "die-roll-resolution", "maneuver total 1, not 2"},
        {"minor-flood-stays", "", ""},
        {"minor-flood-stays-broken", "die-roll-resolution", "maneuver total 2, not 4"},
        {"minor-id-face", "", ""},
        {"minor-id-face-broken", "unreadable", "magic|melee|missile"},
        {"minor-one-per-army", "", ""},
        {"minor-one-per-army-broken", "minor-terrains", "(one per army)"},
        {"minor-other-army-at-captured-terrain", "", ""},
        {"minor-other-army-at-captured-terrain-broken", "minor-terrains", "has captured the eighth face"},
        {"minor-revolt-controller-only", "", ""},
        {"minor-revolt-controller-only-broken", "die-roll-resolution", "melee total 4, not 2"},
        {"minor-rolled-flood-halves-this-march", "", ""},
        {"minor-rolled-flood-halves-this-march-broken", "die-roll-resolution", "maneuver total 2, not 4"},
        {"multiplayer-three", "", ""},
        {"multiplayer-three-counter-broken", "maneuver", "the maneuver failed"},
        {"multiplayer-three-placement-broken", "multiplayer", "A places all three before B"},
        {"multiplayer-three-skip-broken", "turn-sequence", "it is A's turn"},
        {"champion-logo-id-eighth-face", "", ""},
        {"champion-logo-id-eighth-face-broken", "die-roll-resolution", "melee total 7, not 5"},
        {"champion-slay-no-promotion", "", ""},
        {"champion-slay-no-promotion-broken", "promotion", "no promotion is due here"},
        {"champion-slay-no-promotion-lair-broken", "advanced-terrains", "contains its element"},
        {"items-not-targeted", "", ""},
        {"items-not-targeted-broken", "spells", "'B:i1' is an item, which is no unit"},
        {"minor-count-three-players", "", ""},
        {"minor-count-three-players-broken", "force-setup", "minor-terrain-limit"},
        {"multiplayer-frontier-choice", "", ""},
        {"multiplayer-frontier-choice-broken", "turn-sequence", "it is A's turn"},
        {"champion-control", "", ""},
        {"champion-control-broken", "dragon-attack-phase", "no attack"},
        {"items-carry-limit", "", ""},
        {"items-carry-limit-broken", "items", "cannot carry i1 i2 i3"},
        {"multiplayer-eliminated-spells", "", ""},
        {"multiplayer-eliminated-spells-broken", "die-roll-resolution", "melee total 1, not 6"},
        {"minor-elements-controller-only", "", ""},
        {"minor-elements-controller-only-broken", "die-roll-resolution", "maneuver total 0, not 4"},
        {"minor-double-saves-item-and-logo-ids", "", ""},
        {"minor-double-saves-item-and-logo-ids-broken", "die-roll-resolution", "save total 12, not 8"},
        {"items-horde-roll", "", ""},
        {"items-horde-roll-broken", "die-roll-resolution", "'i1' must be rolled too"},
        {"champion-slay-no-promotion-gone-broken", "advanced-terrains", "out of the game"},
        {"champion-ride-reserve-broken", "eldarim-champions", "the Reserve Area is none"},
        {"multiplayer-three-result-broken", "victory", "no winner yet"},
        {"multiplayer-three-counter-twice-broken", "maneuver", "named twice"},
        {"vortex-controller-reroll", "", ""},
        {"vortex-controller-reroll-broken", "re-rolls", "no re-roll 'vortex' is allowed"},
        {"vortex-controller-reroll-twice-broken", "advanced-terrains", "one unit per roll"},
        {"castle-until-its-face-moves", "", ""},
        {"castle-until-its-face-moves-broken", "missile", "cannot target an army in the Reserve Area"},
        {"items-no-species-ability", "", ""},
        {"items-no-species-ability-broken", "die-roll-resolution", "maneuver total 0 to 2"},
        {"champion-tame-ends-when-tamer-dies", "", ""},
        {"champion-tame-ends-when-tamer-dies-broken", "dragon-attack-phase", "expected 'dragon-attack <terrain>'"},
        {"grove-brings-an-item-back", "", ""},
        {"grove-brings-an-item-back-broken", "advanced-terrains", "must bring a buried piece back"},
        {"grove-item-nobody-can-carry", "", ""},
        {"grove-item-nobody-can-carry-broken", "advanced-terrains", "no unit of A's army at frontier can carry 'i1'"},
        {"minor-march-steps", "", ""},
        {"minor-march-steps-bring-maneuver-broken", "maneuver", "maneuver step is over"},
        {"minor-march-steps-keep-maneuver-broken", "maneuver", "maneuver step is over"},
        {"minor-march-steps-opponents-die-broken", "log-format", "'B:p1' is not A's"},
        {"minor-march-steps-reserve-broken", "minor-terrains", "Reserve Area has no minor terrain"},
        {"minor-march-steps-roll-twice-broken", "minor-terrains", "was rolled in this march"},
        {"champion-logo-saves-poison", "", ""},
        {"champion-logo-saves-poison-broken", "die-roll-resolution", "save total 4, not 0"},
        {"champion-slay-no-promotion-lair-white-broken", "advanced-terrains", "not by the Dragon's Lair"},
        {"multiplayer-three-undeclared-target-broken", "unreadable", "'action melee <player>'"},
        {"items-excess-which", "", ""},
        {"items-excess-which-broken", "items", "still cannot carry i2"},
        {"champion-control-helps-its-army", "", ""},
        {"champion-control-helps-its-army-broken", "dragons", "(15 melee, 0 missile)"},
        {"minor-revolt-dragon-attack", "", ""},
        {"minor-revolt-dragon-attack-broken", "combination-rolls", "gives melee=3 missile=0 save=0"},
        {"champion-tame-another-frees-the-first", "", ""},
        {"champion-tame-another-frees-the-first-broken", "die-roll-resolution", "'d2' does not roll here"},
        {"multiplayer-three-capture-win", "", ""},
        {"multiplayer-three-capture-win-broken", "victory", "no winner yet"},
        {"champion-tame-another-frees-the-first-idle-broken", "eldarim-champions", "is not a dragon that attacked"},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/";
}

MUSTER_AUDIT_TABLE_TESTS(AdvancedAudit, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
