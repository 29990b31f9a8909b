// An audit of the SAIs on unit dice from Hypnotic Glare to Wither (V4.01d S0:L880-1000) by match logs written by
// hand from the rulebook, not from the engine's output: each legal log must verify, and each broken copy must be
// caught at its "#!" line under the rule the table names.
// The logs are under tests/data/matchlogs/audit/sais2/; their forces are partial (the force total is not checked).
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
        {"glare-damage-hits-hypnotized-counted-broken", "die-roll-resolution",
         "save total 3, not 6 [V4.01d Die Roll Resoluti"},
        {"glare-damage-hits-hypnotized", "", ""},
        {"glare-ends-when-glarer-killed-counter-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier, h"},
        {"glare-ends-when-glarer-killed-still-out-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the me"},
        {"glare-ends-when-glarer-killed", "", ""},
        {"glare-ends-when-glarer-leaves-reserve-broken", "die-roll-resolution",
         "'c4' does not roll here (it is in reserve); t"},
        {"glare-ends-when-glarer-leaves-still-out-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the me"},
        {"glare-ends-when-glarer-leaves", "", ""},
        {"glare-ends-when-glarer-rolled-still-out-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the me"},
        {"glare-ends-when-glarer-rolled", "", ""},
        {"glare-kept-by-staying-out-rolled-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier, h"},
        {"glare-kept-by-staying-out", "", ""},
        {"net-id-escapes-id-netted-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"net-id-escapes-retreat-broken", "sais", "'c4' cannot leave frontier: it is netted [V4."},
        {"net-id-escapes-rolled-broken", "die-roll-resolution", "'c4' does not roll here (it is in frontier, n"},
        {"net-id-escapes-still-netted-broken", "die-roll-resolution", "'c4' must be rolled too (missing die); the sa"},
        {"net-id-escapes-total-broken", "die-roll-resolution", "maneuver total 2, not 0 [V4.01d Die Roll Reso"},
        {"net-id-escapes", "", ""},
        {"net-missile-rolled-broken", "die-roll-resolution", "'c1' does not roll here (it is in frontier, n"},
        {"net-missile", "", ""},
        {"net-then-poison-dead-saves-broken", "die-roll-resolution", "'c1' does not roll here (it is in DUA); the s"},
        {"net-then-poison-netted-save-broken", "die-roll-resolution", "made by: no unit (state the roll with no dice"},
        {"net-then-poison-no-burial-broken", "die-roll-resolution", "'c2' does not roll here (it is in frontier);"},
        {"net-then-poison", "", ""},
        {"plague-chain-after-save-broken", "melee", "expected the save roll of B's army at frontie"},
        {"plague-chain-attacker-names-broken", "sais", "the next Plague target is named by the killed"},
        {"plague-chain-dead-target-broken", "sai-targeting", "Plague's next target is another unit of B's a"},
        {"plague-chain-saves-broken", "die-roll-resolution", "'c3' does not roll here (it is in DUA); the s"},
        {"plague-chain", "", ""},
        {"plague-empties-army-saves-broken", "turn-sequence", "no roll is due here: the last step that neede"},
        {"plague-empties-army-stop-early-broken", "sais", "expected 'plague B <unit>': the next unit of"},
        {"plague-empties-army", "", ""},
        {"poison-id-saves-dead-saves-broken", "die-roll-resolution", "'c4' does not roll here (it is in BUA); the s"},
        {"poison-id-saves-id-killed-broken", "die-roll-resolution", "'c1' does not roll here (it is in frontier);"},
        {"poison-id-saves-lived-left-out-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the sa"},
        {"poison-id-saves-no-burial-roll-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier);"},
        {"poison-id-saves", "", ""},
        {"roar-fullest-back-broken", "die-roll-resolution", "'c1' does not roll here (it is in reserve); t"},
        {"roar-fullest-over-broken", "sai-targeting", "Roar targets at most 4 health-worth; 5 is too"},
        {"roar-fullest-saves-broken", "die-roll-resolution", "'c1' does not roll here (it is in reserve); t"},
        {"roar-fullest-short-broken", "up-to", "Roar against an opponent targets as much as i"},
        {"roar-fullest", "", ""},
        {"roar-whole-army-counter-broken", "counter-attack", "no counter-attack is open here: the melee act"},
        {"roar-whole-army-saves-broken", "turn-sequence", "no roll is due here: the last step that neede"},
        {"roar-whole-army", "", ""},
        {"scare-id-killed-back-broken", "die-roll-resolution", "'c2' does not roll here (it is in reserve); t"},
        {"scare-id-killed-id-saves-broken", "die-roll-resolution", "'c1' does not roll here (it is in DUA); the s"},
        {"scare-id-killed-reserve-saves-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in reserve); t"},
        {"scare-id-killed-short-broken", "up-to", "Scare against an opponent targets as much as"},
        {"scare-id-killed", "", ""},
        {"slay-in-save-nothing-sai-broken", "damage", "expected 'kill A ...' allocating 3 damage (A'"},
        {"slay-in-save-nothing-total-broken", "die-roll-resolution", "save total 5, not 9 [V4.01d Die Roll Resoluti"},
        {"slay-in-save-nothing", "", ""},
        {"slay-target-dies-saves-broken", "die-roll-resolution", "'c1' does not roll here (it is in DUA); the s"},
        {"slay-target-dies", "", ""},
        {"slay-target-lives-count-broken", "sais", "1 of the targets show their ID, not 0 [V4.01d"},
        {"slay-target-lives-left-out-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"slay-target-lives-two-broken", "sai-targeting", "Slay targets one unit, not 2 [V4.01d SAIs: Ta"},
        {"slay-target-lives", "", ""},
        {"sleep-until-next-turn-awake-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"sleep-until-next-turn-counter-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier, a"},
        {"sleep-until-next-turn-no-target-broken", "up-to", "Sleep targets one unit of an opposing army at"},
        {"sleep-until-next-turn-own-attack-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier, a"},
        {"sleep-until-next-turn-retreat-broken", "sais", "'c1' cannot leave frontier: it is asleep [V4."},
        {"sleep-until-next-turn", "", ""},
        {"smother-id-escapes-dead-saves-broken", "die-roll-resolution",
         "'c4' does not roll here (it is in DUA); the s"},
        {"smother-id-escapes-left-out-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"smother-id-escapes", "", ""},
        {"sneak-attack-melee-sai-broken", "melee", "expected the save roll of B's army at frontie"},
        {"sneak-attack-melee-total-broken", "die-roll-resolution", "melee total 8, not 4 [V4.01d Die Roll Resolut"},
        {"sneak-attack-melee", "", ""},
        {"sneak-attack-missile-kills-all-saves-broken", "turn-sequence",
         "no roll is due here: the last step that neede"},
        {"sneak-attack-missile-kills-all", "", ""},
        {"stun-missile-nothing-reroll-broken", "re-rolls", "Stun does not roll its die again in this roll"},
        {"stun-missile-nothing-sai-broken", "missile", "expected the save roll of B's army at frontie"},
        {"stun-missile-nothing", "", ""},
        {"stun-then-poison-army-save-broken", "die-roll-resolution", "'c1' does not roll here (it is in frontier, s"},
        {"stun-then-poison-no-roll-broken", "die-roll-resolution", "'c1' must be rolled too (missing die); the sa"},
        {"stun-then-poison", "", ""},
        {"web-melee-test-total-broken", "die-roll-resolution", "melee total 2, not 0 [V4.01d Die Roll Resolut"},
        {"web-melee-test-webbed-saves-broken", "die-roll-resolution", "'c4' does not roll here (it is in frontier, w"},
        {"web-melee-test", "", ""},
        {"wither-and-poison-army-broken", "die-roll-resolution", "save total 3, not 6 [V4.01d Die Roll Resoluti"},
        {"wither-and-poison", "", ""},
        {"wither-twice-combined-broken", "die-roll-resolution", "save total 2, not 5 [V4.01d Die Roll Resoluti"},
        {"wither-twice-once-broken", "die-roll-resolution", "save total 2, not 5 [V4.01d Die Roll Resoluti"},
        {"wither-twice", "", ""},
        {"wither-until-next-turn-counter-broken", "die-roll-resolution",
         "melee total 5, not 8 [V4.01d Die Roll Resolut"},
        {"wither-until-next-turn-expired-broken", "die-roll-resolution",
         "save total 8, not 5 [V4.01d Die Roll Resoluti"},
        {"wither-until-next-turn-own-attack-broken", "die-roll-resolution",
         "melee total 0, not 2 [V4.01d Die Roll Resolut"},
        {"wither-until-next-turn", "", ""},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/sais2/";
}

MUSTER_AUDIT_TABLE_TESTS(SaiAudit2, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
