// An audit of the unit-die SAIs the first two audits left out (Seize, Swallow, Surprise, Illusion, Trample, Volley,
// Smite, Stone, Wave, Kick, Rend; V4.01d S0:L880-1000) by match logs written by hand from the rulebook, not from the
// engine's output: each legal log must verify, and each broken copy must be caught at its "#!" line under the rule the
// table names. The logs are under tests/data/matchlogs/audit/sais3/; their forces are partial (the force total is not
// checked).
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
        {"illusion-blocks-spells-frontier-broken", "spells", "A's army at frontier is under Illusion: oppon"},
        {"illusion-blocks-spells", "", ""},
        {"illusion-ends-next-turn-early-broken", "sais", "A's army at frontier is under Illusion: missi"},
        {"illusion-ends-next-turn", "", ""},
        {"illusion-in-save-nothing-sai-broken", "turn-sequence", "no sai is due here: the last step that needed"},
        {"illusion-in-save-nothing", "", ""},
        {"illusion-missile-then-melee-missile-broken", "sais", "A's army at frontier is under Illusion: missi"},
        {"illusion-missile-then-melee", "", ""},
        {"illusion-other-army-opponent-broken", "sai-targeting", "Illusion targets one of A's armies; 'B@fronti"},
        {"illusion-other-army", "", ""},
        {"kick-in-counter-army-saves-broken", "die-roll-resolution", "'c2' does not roll here (it is in frontier); "},
        {"kick-in-counter-lived-left-out-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the sa"},
        {"kick-in-counter", "", ""},
        {"kick-save-total-broken", "die-roll-resolution", "save total 8, not 4 [V4.01d Die Roll Resoluti"},
        {"kick-save", "", ""},
        {"rend-maneuver-reroll-broken", "re-rolls", "no re-roll 'rend' is allowed in the maneuver "},
        {"rend-maneuver", "", ""},
        {"seize-all-to-reserve-saves-broken", "turn-sequence", "no roll is due here: the last step that neede"},
        {"seize-all-to-reserve", "", ""},
        {"seize-fullest-over-broken", "sai-targeting", "Seize targets at most 4 health-worth; 5 is to"},
        {"seize-fullest-reserve-saves-broken", "die-roll-resolution", "'c1' does not roll here (it is in reserve); t"},
        {"seize-fullest-short-broken", "up-to", "Seize against an opponent targets as much as "},
        {"seize-fullest", "", ""},
        {"seize-in-melee-nothing-sai-broken", "melee", "expected the save roll of B's army at frontie"},
        {"seize-in-melee-nothing", "", ""},
        {"sleep-three-players-elsewhere-broken", "sai-targeting", "Sleep targets a unit of an opposing army at f"},
        {"sleep-three-players-rolled-broken", "die-roll-resolution", "'c2' does not roll here (it is in frontier, a"},
        {"sleep-three-players", "", ""},
        {"smite-in-counter-saved-broken", "damage", "expected 'kill A ...' allocating 4 damage no "},
        {"smite-in-counter", "", ""},
        {"smite-no-save-melee-total-broken", "die-roll-resolution", "melee total 5, not 9 [V4.01d Die Roll Resolut"},
        {"smite-no-save-saved-broken", "damage", "expected 'kill B ...' allocating 4 damage no "},
        {"smite-no-save", "", ""},
        {"stone-melee-total-broken", "die-roll-resolution", "melee total 5, not 9 [V4.01d Die Roll Resolut"},
        {"stone-melee", "", ""},
        {"stone-missile-total-broken", "die-roll-resolution", "missile total 1, not 5 [V4.01d Die Roll Resol"},
        {"stone-missile", "", ""},
        {"surprise-no-melee-counter-broken", "counter-attack", "no counter-attack is open here: the melee act"},
        {"surprise-no-melee-total-broken", "die-roll-resolution", "melee total 5, not 9 [V4.01d Die Roll Resolut"},
        {"surprise-no-melee", "", ""},
        {"swallow-id-stays-left-out-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"swallow-id-stays-two-broken", "sai-targeting", "Swallow targets one unit, not 2 [V4.01d SAIs:"},
        {"swallow-id-stays", "", ""},
        {"swallow-kills-buried-dead-saves-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in BUA); the s"},
        {"swallow-kills-buried", "", ""},
        {"trample-in-save-counter-total-broken", "die-roll-resolution",
         "melee total 4, not 0 [V4.01d Die Roll Resolut"},
        {"trample-in-save-save-total-broken", "die-roll-resolution", "save total 3, not 7 [V4.01d Die Roll Resoluti"},
        {"trample-in-save", "", ""},
        {"trample-missile-total-broken", "die-roll-resolution", "missile total 1, not 5 [V4.01d Die Roll Resol"},
        {"trample-missile", "", ""},
        {"trumpet-feral-only-all-broken", "die-roll-resolution", "save total 7, not 10 [V4.01d Die Roll Resolut"},
        {"trumpet-feral-only-none-broken", "die-roll-resolution", "save total 7, not 5 [V4.01d Die Roll Resoluti"},
        {"trumpet-feral-only", "", ""},
        {"trumpet-twice-doubles-once-quadrupled-broken", "die-roll-resolution",
         "save total 5, not 9 [V4.01d Die Roll Resoluti"},
        {"trumpet-twice-doubles-once", "", ""},
        {"volley-missile-attack-total-broken", "die-roll-resolution", "missile total 5, not 1 [V4.01d Die Roll Resol"},
        {"volley-missile-attack", "", ""},
        {"volley-vs-melee-damage-broken", "turn-sequence", "no kill is due here: the last step that neede"},
        {"volley-vs-melee-total-broken", "die-roll-resolution", "save total 8, not 4 [V4.01d Die Roll Resoluti"},
        {"volley-vs-melee", "", ""},
        {"wave-counter-maneuver-subtracted-broken", "die-roll-resolution",
         "maneuver total 5 to 6 (counts-as results are "},
        {"wave-counter-maneuver", "", ""},
        {"wave-saves-below-zero-unreduced-broken", "die-roll-resolution",
         "save total 0, not 2 [V4.01d Die Roll Resoluti"},
        {"wave-saves-below-zero", "", ""},
        {"wave-three-players-one-army-broken", "die-roll-resolution", "maneuver total 0, not 2 [V4.01d Die Roll Reso"},
        {"wave-three-players-own-broken", "die-roll-resolution", "maneuver total 2, not 6 [V4.01d Die Roll Reso"},
        {"wave-three-players", "", ""},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/sais3/";
}

MUSTER_AUDIT_TABLE_TESTS(SaiAudit3, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
