// An audit of the basic rules (V4.01d S0:L260-845: setup, the turn sequence, maneuvers, actions by the terrain
// face, melee and missile with saves and damage, eighth faces, the Reserve Area, victory) and of the species
// abilities (S0:L626-726) by match logs written by hand from the rulebook, not from the engine's output: each
// legal log must verify, and each broken copy must be caught at its "#!" line under the rule the table names.
// The logs are under tests/data/matchlogs/audit/core/; their forces are partial (the force total is not checked).
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
        {"capture-abandoned-id-broken", "die-roll-resolution", "missile total 2, not 1"},
        {"capture-abandoned-still-a-broken", "action", "home:A shows 7 (Melee): only a Melee"},
        {"capture-abandoned", "", ""},
        {"capture-lost-city-broken", "eighth-face-icons", "A controls no City"},
        {"capture-lost-win-broken", "victory", "no winner yet: nobody controls two"},
        {"capture-lost", "", ""},
        {"capture-outmaneuvered-city-broken", "eighth-face-icons", "A controls no City"},
        {"capture-outmaneuvered-elsewhere-broken", "die-roll-resolution", "melee total 1, not 2"},
        {"capture-outmaneuvered-id-broken", "die-roll-resolution", "maneuver total 2, not 1"},
        {"capture-outmaneuvered-up-broken", "maneuver", "the terrain shows 8 and can only be"},
        {"capture-outmaneuvered", "", ""},
        {"charge-trample-rend-reroll-broken", "re-rolls", "no re-roll 'rend' is allowed in the"},
        {"charge-trample", "", ""},
        {"city-capture-after-win-broken", "victory", "the game is over: A won by capture;"},
        {"city-capture-elimination-broken", "victory", "the winner is A by capture"},
        {"city-capture-id-broken", "die-roll-resolution", "missile total 2, not 1"},
        {"city-capture-not-won-broken", "victory", "A won by capture, so the result cannot"},
        {"city-capture-opponent-city-broken", "eighth-face-icons", "B controls no City"},
        {"city-capture-opponent-missile-broken", "eighth-face", "opposing armies at a captured terrain"},
        {"city-capture-save-after-nothing-broken", "turn-sequence", "no roll is due here: the last step that"},
        {"city-capture", "", ""},
        {"city-promote-recruit-big-broken", "recruitment", "only small (1-health) units are"},
        {"city-promote-twice-broken", "eighth-face-icons", "a City acts once per turn"},
        {"city-promote", "", ""},
        {"coral-elves-dodge-too-many-broken", "die-roll-resolution", "save total 0 to 1 (counts-as results"},
        {"coral-elves-mixed-dwarf-rolls-broken", "species-coral-elves", "'c2' does not roll here: only Coral"},
        {"coral-elves-mixed-none-left-broken", "counter-attack", "no counter-attack is open here: the"},
        {"coral-elves-mixed", "", ""},
        {"coral-elves-no-air-broken", "counter-attack", "no counter-attack is open here: the"},
        {"coral-elves-volley-across-no-air-broken", "counter-attack", "no counter-attack is open here: the"},
        {"coral-elves-volley-across", "", ""},
        {"coral-elves", "", ""},
        {"counter-sai-attack-broken", "die-roll-resolution", "melee total 4, not 0"},
        {"counter-sai-no-damage-broken", "damage", "4 damage must kill 1 health-worth"},
        {"counter-sai-wipe-counter-attack-broken", "counter-attack", "no counter-attack is open here: the"},
        {"counter-sai-wipe", "", ""},
        {"counter-sai", "", ""},
        {"damage-cover-excess-broken", "damage", "1 damage kills at most 1 health-worth;"},
        {"damage-cover-melee-elsewhere-broken", "melee", "a melee attack targets an opposing army"},
        {"damage-cover-missing-die-broken", "die-roll-resolution", "'c3' must be rolled too (missing die);"},
        {"damage-cover-short-broken", "damage", "5 damage must kill 4 health-worth"},
        {"damage-cover", "", ""},
        {"dwarven-might-attack-broken", "die-roll-resolution", "melee total 0, not 1"},
        {"dwarven-might", "", ""},
        {"elimination-capture-broken", "victory", "the winner is A by elimination"},
        {"elimination-counter-attack-broken", "counter-attack", "no counter-attack is open here: the"},
        {"elimination-reserve-broken", "victory", "no winner yet: nobody controls two"},
        {"elimination", "", ""},
        {"feral-feralize-after-march-broken", "turn-sequence", "this belongs to the species abilities"},
        {"feral-feralize-feyland-broken", "species-feral", "Feralization needs a terrain containing"},
        {"feral-stampede-attack-broken", "die-roll-resolution", "melee total 0, not 1"},
        {"feral-stampede-no-air-broken", "die-roll-resolution", "melee total 0, not 1"},
        {"feral", "", ""},
        {"firewalkers-air-flight-from-no-air-broken", "species-firewalkers", "Air Flight moves Firewalkers from"},
        {"firewalkers-air-flight-no-air-broken", "species-firewalkers", "Air Flight lands at a terrain"},
        {"firewalkers-shields-counter-broken", "die-roll-resolution", "melee total 0, not 1"},
        {"firewalkers", "", ""},
        {"frostwings-winters-fortitude-dua-broken", "species-frostwings", "Winter's Fortitude moves a Frostwing"},
        {"frostwings-winters-fortitude-twice-broken", "species-frostwings", "Winter's Fortitude acts once per turn"},
        {"frostwings-winters-fortitude", "", ""},
        {"goblins-foul-stench-held-unit-rolls-broken", "species-goblins", "'z1' does not roll here: Foul Stench"},
        {"goblins-foul-stench-skipped-broken", "species-goblins", "expected 'foul-stench B ...' naming 1"},
        {"goblins-foul-stench-too-many-broken", "species-goblins", "Foul Stench holds back exactly 1"},
        {"goblins-foul-stench", "", ""},
        {"lava-elves-cursed-bullets-saved-broken", "damage", "1 damage must kill 1 health-worth"},
        {"lava-elves-cursed-bullets", "", ""},
        {"lava-elves-volcanic-no-fire-broken", "die-roll-resolution", "save total 1, not 2"},
        {"lava-elves-volcanic", "", ""},
        {"maneuver-tie-counter-wins-broken", "maneuver", "no terrain turn is due here: the"},
        {"maneuver-tie-no-turn-broken", "maneuver", "expected 'terrain up' or 'terrain down'"},
        {"maneuver-tie", "", ""},
        {"melee-exchange-attacker-counters-broken", "melee", "only the attacked player"},
        {"melee-exchange-id-broken", "die-roll-resolution", "save total 4, not 3"},
        {"melee-exchange-other-army-broken", "damage", "'z1' is not in the damaged army at"},
        {"melee-exchange-overkill-broken", "damage", "3 damage kills at most 3 health-worth;"},
        {"melee-exchange-recounter-broken", "counter-attack", "no counter-attack is open here: the"},
        {"melee-exchange-second-march-same-army-broken", "second-march", "the army at frontier has already"},
        {"melee-exchange-undercover-broken", "damage", "3 damage must kill 3 health-worth"},
        {"melee-exchange-wrong-action-broken", "action", "frontier shows 6 (Melee): only a Melee"},
        {"melee-exchange", "", ""},
        {"missile-same-home", "", ""},
        {"missile-targets-counter-attack-broken", "counter-attack", "no counter-attack is open here: the"},
        {"missile-targets-home-to-home-broken", "missile", "from a Home Terrain a missile attack"},
        {"missile-targets-save-after-nothing-broken", "turn-sequence", "no roll is due here: the last step that"},
        {"missile-targets", "", ""},
        {"mountain-mastery-no-earth-broken", "die-roll-resolution", "maneuver total 0, not 3"},
        {"mountain-mastery-too-many-broken", "die-roll-resolution", "maneuver total 0 to 3 (counts-as"},
        {"mountain-mastery", "", ""},
        {"palsy-expires-active-broken", "die-roll-resolution", "melee total 1, not 2"},
        {"palsy-expires-over-broken", "die-roll-resolution", "melee total 2, not 1"},
        {"palsy-expires", "", ""},
        {"reserve-area-counter-broken", "maneuver", "B has no army at home:A to"},
        {"reserve-area-magic", "", ""},
        {"reserve-area-maneuver-broken", "maneuver", "an army in the Reserve Area does not"},
        {"reserve-area-melee-broken", "action", "armies in the Reserve Area can act only"},
        {"reserve-area-missile-broken", "missile", "a missile attack cannot target an army"},
        {"reserve-area-order-broken", "reserves-phase", "the Reinforce step comes before the"},
        {"reserve-area", "", ""},
        {"reserve-split-not-in-reserve-broken", "reserves-phase", "'c2' is not in the Reserve Area"},
        {"reserve-split-out-of-turn-broken", "reserves-phase", "only the marching player moves units in"},
        {"reserve-split", "", ""},
        {"scalders-intangibility-melee-broken", "die-roll-resolution", "save total 0, not 1"},
        {"scalders-intangibility", "", ""},
        {"scalders-scorching-touch-counter-broken", "turn-sequence", "no kill is due here: the last step that"},
        {"scalders-scorching-touch-skipped-broken", "damage", "expected 'kill B ...' allocating 2"},
        {"scalders-scorching-touch", "", ""},
        {"screech-order-counter-broken", "die-roll-resolution", "save total 4, not 1"},
        {"screech-order-subtract-broken", "die-roll-resolution", "save total 0 to 3 (counts-as results"},
        {"screech-order", "", ""},
        {"setup-campaign-twice-broken", "placement", "the campaign army goes to a terrain"},
        {"setup-eight-broken", "starting-distance", "expected 'start-roll' lines for every"},
        {"setup-first-turn-broken", "turn-sequence", "it is A's turn"},
        {"setup-frontier-roller-broken", "starting-distance", "B rolls frontier (the frontier is"},
        {"setup-horde-counts-as-broken", "die-roll-resolution", "horde maneuver total 0, not 1"},
        {"setup-horde-fly", "", ""},
        {"setup-horde-own-home-broken", "placement", "the horde army is placed at another"},
        {"setup-seven-is-six-broken", "action", "frontier shows 7 (Melee): only a Melee"},
        {"setup-tie-choose-broken", "order-of-play", "expected a 'horde-roll' line by A, B"},
        {"setup-wrong-chooser-broken", "order-of-play", "B rolled the most maneuver results and"},
        {"setup", "", ""},
        {"smite-counter-attack-save-first-broken", "damage", "expected 'kill A ...' allocating 4"},
        {"smite-counter-attack", "", ""},
        {"smite-without-melee-save-broken", "turn-sequence", "no roll is due here: the last step that"},
        {"smite-without-melee", "", ""},
        {"standing-stones-not-captured-broken", "magic", "these element totals cannot come from"},
        {"standing-stones", "", ""},
        {"surprise-charge-after-charge-broken", "counter-attack", "no counter-attack is open here: the"},
        {"surprise-charge-charge-results-broken", "die-roll-resolution", "melee total 2, not 6"},
        {"surprise-charge-counter-broken", "counter-attack", "no counter-attack is open here: the"},
        {"surprise-charge-save-roll-broken", "combination-rolls", "this combination roll states every type"},
        {"surprise-charge", "", ""},
        {"swamp-stalkers-mutate-saved-broken", "species-swamp-stalkers", "no health-worth is left to recruit or"},
        {"swamp-stalkers-mutate-two-broken", "species-swamp-stalkers", "Mutate targets at most 1 unit(s) (Swamp"},
        {"swamp-stalkers-mutate", "", ""},
        {"temple-death-magic", "", ""},
        {"temple-death-spell-wasted", "", ""},
        {"temple-death-spell-wasted-unit", "", ""},
        {"temple-not-dead-broken", "eighth-face-icons", "'c1' is not in B's DUA"},
        {"temple-opponent-broken", "eighth-face-icons", "B controls no Temple"},
        {"temple-shield-after-capture-broken", "die-roll-resolution", "missile total 2, not 1"},
        {"temple-shield-after-capture", "", ""},
        {"temple", "", ""},
        {"terrain-bounds-below-one-broken", "maneuver", "the terrain shows 1 and can only be"},
        {"terrain-bounds", "", ""},
        {"tower-home-not-captured-broken", "action", "home:A shows 7 (Melee): only a Melee"},
        {"tower-home", "", ""},
        {"tower-reserve-ids-broken", "die-roll-resolution", "missile total 2, not 8"},
        {"tower-reserve-not-captured-broken", "action", "frontier shows 7 (Melee): only a Melee"},
        {"tower-reserve", "", ""},
        {"trample-cover-broken", "damage", "3 damage must kill 3 health-worth"},
        {"trample-save-broken", "die-roll-resolution", "save total 0, not 3"},
        {"trample", "", ""},
        {"treefolk-rapid-growth-marching-broken", "re-rolls", "no re-roll 'rapid-growth' is allowed in"},
        {"treefolk-rapid-growth-no-earth-broken", "species-treefolk", "Rapid Growth works at a terrain"},
        {"treefolk-rapid-growth-twice-broken", "species-treefolk", "the Treefolk re-rolled by Rapid Growth"},
        {"treefolk-replant-broken", "species-treefolk", "1 Treefolk rolled their ID and go to"},
        {"treefolk", "", ""},
        {"undead-stepped-damage-equal-broken", "species-undead", "Stepped Damage exchanges the killed"},
        {"undead-stepped-damage", "", ""},
        {"volley-against-defensive-volley-broken", "damage", "4 damage must kill 2 health-worth"},
        {"volley-against-defensive-volley", "", ""},
        {"volley-melee-broken", "turn-sequence", "no kill is due here: the last step that"},
        {"volley-missile-broken", "damage", "4 damage must kill 4 health-worth"},
        {"volley", "", ""},
        {"wave-fly-counter-wave-broken", "maneuver", "expected 'terrain up' or 'terrain down'"},
        {"wave-fly-marching-wave-broken", "die-roll-resolution", "maneuver total 0, not 2"},
        {"wave-fly", "", ""},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/core/";
}

class CoreAudit : public ::testing::TestWithParam<AuditCase> {};

TEST_P(CoreAudit, HandWrittenLogGetsTheRulebooksVerdict) {
    testing::audit::expectVerdict(auditDir(), GetParam());
}

INSTANTIATE_TEST_SUITE_P(HandLogs, CoreAudit, ::testing::ValuesIn(auditCases()), testing::audit::caseName);

// Every log in the folder has a row, and every broken log has a legal twin.
TEST(CoreAuditTable, EveryLogInTheFolderHasARow) {
    testing::audit::expectEveryLogHasARow(auditDir(), auditCases());
}

// For writing new logs: prints every log's verdict (run with --gtest_also_run_disabled_tests).
TEST(CoreAuditTable, DISABLED_PrintVerdicts) {
    testing::audit::printVerdicts(auditDir());
}

}  // namespace
}  // namespace muster::rules
