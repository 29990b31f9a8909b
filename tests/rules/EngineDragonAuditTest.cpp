// An audit of the dragon rules (V4.01d S0:L476-622 dragons and dragon attacks, S0:L1127-1131 the summoning
// spells, S0:L1173-1199 Dragonkin, S0:L1210 the Dragon's Lair) by match logs written by hand from the rulebook,
// not from the engine's output: each legal log must verify, and each broken copy must be caught at its "#!" line
// under the rule the table names.
// The logs are under tests/data/matchlogs/audit/dragons/; their forces are partial (the force total is not checked).
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
        {"breath-air-halves-melee", "", ""},
        {"breath-air-halves-melee-answer-broken", "combination-rolls", "it gives melee=2 missile=0 save=0"},
        {"breath-air-halves-melee-buried-broken", "die-roll-resolution", "'c4' does not roll here (it is in BUA); the"},
        {"breath-air-halves-melee-counter-broken", "die-roll-resolution", "melee total 1, not 2"},
        {"breath-air-halves-melee-own-attack-broken", "die-roll-resolution", "melee total 2, not 4"},
        {"breath-earth-counter-maneuver", "", ""},
        {"breath-earth-counter-maneuver-counter-broken", "die-roll-resolution", "maneuver total 1, not 3"},
        {"breath-water-sai-missile", "", ""},
        {"breath-water-sai-missile-all-halved-broken", "combination-rolls", "it gives melee=0 missile=5 save=2"},
        {"breath-fire-death", "", ""},
        {"breath-fire-death-breath-kill-broken", "damage", "5 damage must kill 5 health-worth (enough"},
        {"breath-fire-death-fire-roller-broken", "die-roll-resolution", "'c1' does not roll here (it is in frontier);"},
        {"breath-fire-death-plague-broken", "combination-rolls", "it gives melee=0 missile=0 save=2"},
        {"breath-fire-death-plague-ended-broken", "combination-rolls", "it gives melee=0 missile=0 save=2, melee=0"},
        {"breath-fire-death-plague-later-broken", "die-roll-resolution", "save total 2, not 3"},
        {"dragon-against-dragon", "", ""},
        {"dragon-against-dragon-army-rolls-broken", "turn-sequence", "no roll is due here: the last step that needed"},
        {"dragon-against-dragon-breath-again-broken", "dragons", "d1 rolled Breath, so it is rolled again and"},
        {"dragon-against-dragon-dead-hybrid-broken", "dragons", "A:d1 attacks the army: no dragon here is a"},
        {"dragon-against-dragon-flown-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"dragon-against-dragon-not-owner-broken", "dragons", "A:d1 is A's to direct"},
        {"dragon-against-dragon-no-targets-broken", "dragons", "expected 'dragon-target <owner> <dragon>"},
        {"dragon-damage-adds-up", "", ""},
        {"dragon-damage-adds-up-busy-dragon-broken", "dragons", "'A:d1' is not a dragon attacking B's army at"},
        {"dragon-damage-adds-up-not-named-broken", "dragons", "expected 'dragon-damage B"},
        {"dragon-damage-adds-up-short-broken", "dragons", "no dragon attack is open: 'dragon-damage'"},
        {"dragons-eliminate", "", ""},
        {"dragons-eliminate-melee-broken", "damage", "expected 'kill B ...' allocating 12 damage"},
        {"dragons-eliminate-none-broken", "victory", "A won by elimination"},
        {"dragonkin-against-dragons", "", ""},
        {"dragonkin-against-dragons-alone-broken", "dragon-attack-phase",
         "A has no army at home:A, so its dragons do not"},
        {"dragonkin-against-dragons-auto-save-broken", "combination-rolls", "it gives melee=9 missile=0 save=3"},
        {"dragonkin-against-dragons-belly-broken", "combination-rolls", "it gives melee=8 missile=0 save=2"},
        {"dragonkin-against-dragons-kin-rolls-broken", "dragonkin", "'k1' does not roll here: Dragonkin do not roll"},
        {"dragonkin-against-dragons-no-army-broken", "dragon-attack-phase",
         "B has no army at home:A, so its dragons do not"},
        {"dragonkin-promoted-after-kill", "", ""},
        {"dragonkin-promoted-after-kill-species-broken", "promotion", "'k3' is not in A's DUA"},
        {"hybrid-spares-ivory-hybrid", "", ""},
        {"hybrid-spares-ivory-hybrid-saves-broken", "dragons", "expected 'dragon-damage B"},
        {"hybrid-spares-ivory-hybrid-target-broken", "dragons", "A:d1 attacks the army: no dragon here is a"},
        {"hybrids-sharing-one-element", "", ""},
        {"hybrids-sharing-one-element-army-broken", "dragons", "expected 'dragon-target <owner> <dragon>"},
        {"hybrids-sharing-one-element-flown-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"jaws-and-treasure", "", ""},
        {"jaws-and-treasure-damage-broken", "damage", "3 damage must kill 3 health-worth (enough"},
        {"jaws-and-treasure-old-die-broken", "die-roll-resolution", "'c5' does not roll here (it is in DUA); the"},
        {"jaws-and-treasure-step-broken", "promotion", "'c4' is not in B's DUA"},
        {"jaws-and-treasure-twice-broken", "combination-rolls", "expected the combination roll of B's army at"},
        {"lair-moves-ivory-hybrid", "", ""},
        {"lair-moves-ivory-hybrid-left-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"lair-summons-then-attacks", "", ""},
        {"lair-summons-then-attacks-element-broken", "advanced-terrains", "the Dragon's Lair summons a dragon that"},
        {"lair-summons-then-attacks-late-broken", "turn-sequence", "this belongs to the eighth face phase, which"},
        {"lair-summons-then-attacks-order-broken", "dragon-attack-phase", "expected 'dragon-attack <terrain>' for the"},
        {"lair-summons-then-attacks-terrain-broken", "advanced-terrains", "an Ivory Hybrid Dragon is summoned from a"},
        {"lair-summons-then-attacks-uncaptured-broken", "advanced-terrains", "B controls no Dragon's Lair"},
        {"same-element-both-attack-army", "", ""},
        {"same-element-both-attack-army-mixed-broken", "damage", "expected 'kill B ...' allocating 3 damage (B's"},
        {"same-element-both-attack-army-promote-one-broken", "promotion",
         "the army promotes as many units as possible:"},
        {"same-element-both-attack-army-target-broken", "dragons", "A:d1 attacks the army: no dragon here is a"},
        {"same-element-both-attack-army-wrong-dragon-broken", "dragons",
         "B:d1 takes 10 melee to kill (health 5 plus 5"},
        {"summon-any-players-dragon", "", ""},
        {"summon-any-players-dragon-damage-broken", "damage", "1 damage kills at most 1 health-worth; 2"},
        {"summon-any-players-dragon-element-broken", "spells", "Summon Dragon: Summon Dragon summons a dragon"},
        {"summon-any-players-dragon-march-first-broken", "dragon-attack-phase",
         "expected 'dragon-attack <terrain>' for the"},
        {"summon-any-players-dragon-roller-broken", "dragons", "expected the dragon roll of B's dragons at"},
        {"summon-any-players-dragon-same-turn-broken", "turn-sequence",
         "this belongs to the dragon attack phase, which"},
        {"summon-dragon-combined", "", ""},
        {"summon-dragon-combined-broken", "spells", "summons one dragon per casting"},
        {"summon-from-terrain", "", ""},
        {"summon-from-terrain-cost-broken", "magic", "Summon Dragon costs 7 and only 6 magic is left"},
        {"summon-from-terrain-left-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"summon-from-terrain-same-turn-broken", "turn-sequence", "this belongs to the dragon attack phase, which"},
        {"summon-ivory-pool-only", "", ""},
        {"summon-ivory-pool-only-army-hits-busy-broken", "damage", "expected 'kill B ...' allocating 6 damage (B's"},
        {"summon-ivory-pool-only-belly-broken", "damage", "expected 'kill B ...' allocating 4 damage (B's"},
        {"summon-ivory-pool-only-ivory-target-broken", "dragons", "A:d2 attacks the army: no dragon here is a"},
        {"summon-ivory-pool-only-no-target-broken", "dragons", "expected 'dragon-target <owner> <dragon>"},
        {"summon-ivory-pool-only-one-die-broken", "die-roll-resolution", "'d2' must be rolled too (missing die)"},
        {"summon-ivory-pool-only-terrain-broken", "spells", "Summon Dragon: an Ivory Dragon is summoned"},
        {"summon-ivory-pool-only-unkilled-broken", "dragons", "expected 'dragon-damage B"},
        {"summon-not-from-reserve", "", ""},
        {"summon-not-from-reserve-dragon-broken", "spells", "Summon Dragon cannot be cast from the Reserve"},
        {"summon-not-from-reserve-dragonkin-broken", "spells", "Summon Dragonkin cannot be cast from the"},
        {"summon-not-from-reserve-kin-retreat-broken", "dragonkin", "'k1' cannot leave home:A: Dragonkin cannot"},
        {"tail-then-wing", "", ""},
        {"tail-then-wing-damage-broken", "damage", "6 damage must kill 6 health-worth (enough"},
        {"tail-then-wing-flown-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"tail-then-wing-segment-broken", "dragons", "d1 rolled Tail, so it is rolled again and the"},
        {"three-players-marching-army-only", "", ""},
        {"three-players-marching-army-only-bystander-broken", "damage", "expected 'kill B ...' allocating 1 damage"},
        {"three-players-marching-army-only-first-broken", "dragon-attack-phase", "where C has an army attacks"},
        {"treasure-promotes-dragonkin", "", ""},
        {"treasure-promotes-dragonkin-auto-broken", "combination-rolls", "it gives melee=3 missile=0 save=12"},
        {"treasure-promotes-dragonkin-old-kin-broken", "die-roll-resolution",
         "'k1' does not roll here (it is in Summoning Pool)"},
        {"two-breaths", "", ""},
        {"two-breaths-halved-twice-broken", "combination-rolls", "it gives melee=2 missile=1 save=1"},
        {"two-breaths-no-army-broken", "turn-sequence", "no roll is due here: the last step that needed"},
        {"two-breaths-second-breath-broken", "damage", "5 damage must kill 5 health-worth (enough"},
        {"two-breaths-target-broken", "dragons", "B:d1 attacks the army: no dragon here is a"},
        // S0:L333, L563: the marching player orders the breaths; the statements tell the order.
        {"two-breaths-marching-order", "", ""},
        {"two-breaths-marching-order-army-gone", "", ""},
        {"two-breaths-marching-order-army-gone-second-kill-broken", "turn-sequence",
         "no kill is due here: the last step that needed one is over"},
        {"two-breaths-marching-order-fire-first", "", ""},
        {"two-breaths-marching-order-fire-roll-missing-broken", "die-roll-resolution",
         "the save roll of the units Dragon Fire killed is made by: c6 c2"},
        {"two-breaths-marching-order-fire-roll-wrong-units-broken", "die-roll-resolution",
         "'c4' does not roll here (it is in DUA); the save roll of the units Dragon Fire"},
        {"two-breaths-marching-order-fire-twice-broken", "die-roll-resolution",
         "'c6' does not roll here (it is in DUA); the combination roll"},
        {"two-breaths-white-and-ivory", "", ""},
        {"two-breaths-white-and-ivory-fits-neither-broken", "damage",
         "not 7; nor does it fit the 5 health-worth of another open breath"},
        {"two-breaths-white-and-ivory-second-five-broken", "damage",
         "10 damage must kill 8 health-worth (enough units to cover it), not 5"},
        {"two-breaths-marching-order-kill-fits-neither-broken", "damage",
         "5 damage must kill 5 health-worth (enough units to cover it), not 4"},
        {"white-against-elemental", "", ""},
        {"white-against-elemental-belly-broken", "dragon-attack-phase", "there is no dragon at frontier"},
        {"white-against-elemental-drake-lives-broken", "dragons", "'d3' is not a dragon at frontier"},
        {"white-against-elemental-white-dies-broken", "dragon-attack-phase",
         "expected 'dragon-attack <terrain>' for the"},
        {"white-breath-and-doubling", "", ""},
        {"white-breath-and-doubling-breath-broken", "damage", "10 damage must kill 10 health-worth (enough"},
        {"white-breath-and-doubling-summon-dragon-broken", "spells", "Summon Dragon: a White Dragon is summoned only"},
        {"white-breath-and-doubling-tail-broken", "damage", "10 damage must kill 7 health-worth (enough"},
        {"white-breath-and-doubling-terrain-broken", "combination-rolls", "it gives melee=1 missile=1 save=0"},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/dragons/";
}

MUSTER_AUDIT_TABLE_TESTS(DragonAudit, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
