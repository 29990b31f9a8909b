// An audit of the unit-die SAIs from Attune to Hug (V4.01d SAI table S0:L875-940) by match logs written by hand
// from the rulebook, not from the engine's output: each legal log must verify, and each broken copy must be caught
// at its "#!" line under the rule the table names. The logs are under tests/data/matchlogs/audit/sais1/; their
// forces are partial (the force total is not checked).
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
        {"bash-id-melee", "", ""},
        {"bash-id-melee-broken", "die-roll-resolution", "save total 7, not 5 [V4.01d Die Roll Resolution]"},
        {"bash-no-melee-target", "", ""},
        {"bash-no-melee-target-broken", "damage", "expected 'kill A ...' allocating 2 damage (A's army at"},
        {"bullseye-in-melee", "", ""},
        {"bullseye-in-melee-reroll-broken", "re-rolls", "Bullseye does not roll its die again in this roll ('c4')"},
        {"bullseye-in-melee-sai-broken", "melee", "expected the save roll of B's army at frontier against 3"},
        {"charge-counter-attack", "", ""},
        {"charge-counter-attack-broken", "die-roll-resolution", "melee total 1, not 3 [V4.01d Die Roll Resolution]"},
        {"charge-counter-attack-combination-broken", "log-format",
         "a save roll stating 'save=<total>' and nothing else"},
        {"charge-no-counter-attack", "", ""},
        {"charge-no-counter-attack-broken", "counter-attack",
         "no counter-attack is open here: the melee action is over:"},
        {"charm-counter-attack", "", ""},
        {"charm-counter-attack-broken", "die-roll-resolution", "melee total 5, not 3 [V4.01d Die Roll Resolution]"},
        {"choke-counter-attack", "", ""},
        {"choke-counter-attack-broken", "die-roll-resolution", "save total 3, not 7 [V4.01d Die Roll Resolution]"},
        {"choke-fullest-extent", "", ""},
        {"choke-fullest-extent-broken", "up-to", "Choke against an opponent targets as much as it can: 4"},
        {"choke-fullest-extent-counted-broken", "die-roll-resolution",
         "save total 3, not 7 [V4.01d Die Roll Resolution]"},
        {"cloak-ends", "", ""},
        {"cloak-ends-broken", "die-roll-resolution", "save total 4, not 8 [V4.01d Die Roll Resolution]"},
        {"coil-create-fireminions-individual", "", ""},
        {"coil-create-fireminions-individual-broken", "combination-rolls",
         "no assignment of the ID results and choice SAIs of this"},
        {"coil-fly-saves", "", ""},
        {"coil-fly-saves-melee-broken", "combination-rolls", "no assignment of the ID results and choice SAIs of this"},
        {"coil-id-as-melee", "", ""},
        {"coil-melee-back", "", ""},
        {"coil-melee-back-broken", "combination-rolls", "no assignment of the ID results and choice SAIs of this"},
        {"coil-saves-short", "", ""},
        {"coil-saves-short-broken", "die-roll-resolution", "'c1' does not roll here (it is in DUA); the save roll of"},
        {"confuse-then-decapitate", "", ""},
        {"confuse-then-decapitate-broken", "die-roll-resolution", "save total 3, not 5 [V4.01d Die Roll Resolution]"},
        {"confuse-then-decapitate-old-id-broken", "sai-targeting",
         "Decapitate targets a unit of B's army at frontier that"},
        {"convert-return-limit", "", ""},
        {"convert-return-limit-broken", "sais", "Convert killed 1 health-worth and returns at most that; 2"},
        {"counter-vs-counter-attack", "", ""},
        {"counter-vs-counter-attack-broken", "damage", "expected 'kill B ...' allocating 4 damage from the"},
        {"counter-vs-counter-attack-short-broken", "damage",
         "4 damage must kill 4 health-worth (enough units to cover"},
        {"decapitate-no-id", "", ""},
        {"decapitate-no-id-broken", "sai-targeting", "Decapitate targets a unit of B's army at frontier that"},
        {"decapitate-one-of-two-ids", "", ""},
        {"decapitate-one-of-two-ids-broken", "sai-targeting",
         "Decapitate targets one unit, not 2 [V4.01d SAIs: Targeting]"},
        {"decapitate-one-of-two-ids-total-broken", "die-roll-resolution",
         "save total 5, not 4 [V4.01d Die Roll Resolution]"},
        {"double-strike-twice-combined", "", ""},
        {"double-strike-twice-combined-broken", "up-to", "Double Strike against an opponent targets as much as it"},
        {"double-strike-twice-combined-reroll-broken", "sais",
         "c4 rolled Double Strike, so it is rolled again and the new"},
        {"entangle-odd-fit", "", ""},
        {"entangle-odd-fit-broken", "sai-targeting", "Entangle targets at most 4 health-worth; 5 is too much"},
        {"entangle-odd-fit-dead-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in DUA); the save roll of"},
        {"ferry-to-home", "", ""},
        {"ferry-to-home-reserve-broken", "sais", "Ferry moves units to a terrain, not the Reserve Area"},
        {"ferry-to-home-too-many-broken", "sai-targeting", "Ferry takes at most 4 health-worth along; 6 is too much"},
        {"firebreath-id-escapes-burial", "", ""},
        {"firebreath-id-escapes-burial-broken", "die-roll-resolution",
         "save total 2, not 0 [V4.01d Die Roll Resolution]"},
        {"firebreath-id-escapes-burial-order-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in frontier); the save roll"},
        {"firebreath-whole-army", "", ""},
        {"firebreath-whole-army-broken", "turn-sequence", "no roll is due here: the last step that needed one is over"},
        {"firecloud-id-is-maneuver", "", ""},
        {"firecloud-id-is-maneuver-broken", "die-roll-resolution",
         "maneuver total 2, not 0 [V4.01d Die Roll Resolution]"},
        {"firecloud-id-is-maneuver-dead-broken", "die-roll-resolution",
         "'c3' does not roll here (it is in DUA); the save roll of"},
        {"fly-in-melee", "", ""},
        {"fly-in-melee-broken", "die-roll-resolution", "melee total 3, not 7 [V4.01d Die Roll Resolution]"},
        {"frost-breath-ends", "", ""},
        {"frost-breath-ends-counter-broken", "die-roll-resolution",
         "melee total 2, not 5 [V4.01d Die Roll Resolution]"},
        {"frost-breath-ends-late-broken", "die-roll-resolution", "save total 6, not 3 [V4.01d Die Roll Resolution]"},
        {"frost-breath-ends-round-up-broken", "die-roll-resolution",
         "melee total 2, not 3 [V4.01d Die Roll Resolution]"},
        {"frost-breath-not-on-individual-roll", "", ""},
        {"frost-breath-not-on-individual-roll-broken", "die-roll-resolution",
         "save total 2, not 1 [V4.01d Die Roll Resolution]"},
        {"frost-breath-once-per-army", "", ""},
        {"frost-breath-once-per-army-broken", "sai-targeting",
         "Frost Breath targets an opposing army at frontier; B's army"},
        {"frost-breath-sai-saves-whole", "", ""},
        {"frost-breath-sai-saves-whole-broken", "die-roll-resolution",
         "save total 6, not 4 [V4.01d Die Roll Resolution]"},
        {"galeforce-counter-maneuver", "", ""},
        {"galeforce-counter-maneuver-broken", "die-roll-resolution",
         "maneuver total 7, not 11 [V4.01d Die Roll Resolution]"},
        {"galeforce-not-reserve", "", ""},
        {"galeforce-not-reserve-broken", "sai-targeting", "Galeforce targets an opposing army at any terrain;"},
        {"galeforce-other-terrain", "", ""},
        {"galeforce-other-terrain-broken", "die-roll-resolution", "save total 7, not 3 [V4.01d Die Roll Resolution]"},
        {"gore-counter-attack", "", ""},
        {"gore-counter-attack-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in BUA); the save roll of"},
        {"gore-one-save-short", "", ""},
        {"gore-one-save-short-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in BUA); the save roll of"},
        {"gore-target-id-saves", "", ""},
        {"gore-target-id-saves-broken", "die-roll-resolution", "save total 2, not 0 [V4.01d Die Roll Resolution]"},
        {"gore-target-id-saves-omitted-broken", "die-roll-resolution",
         "'c1' must be rolled too (missing die); the save roll of B's"},
        {"gore-two-one-by-one", "", ""},
        {"gore-two-one-by-one-combined-broken", "sai-targeting",
         "Gore is resolved one face at a time (it cannot be combined)"},
        {"gore-two-one-by-one-left-open-broken", "sais", "this roll needs 'sai A Gore c4 ...' right after it"},
        {"howl-counter-attack", "", ""},
        {"howl-counter-attack-broken", "die-roll-resolution", "save total 3, not 7 [V4.01d Die Roll Resolution]"},
        {"howl-floor-zero", "", ""},
        {"howl-floor-zero-broken", "die-roll-resolution", "save total 0, not 2 [V4.01d Die Roll Resolution]"},
        {"howl-floor-zero-kill-broken", "damage", "4 damage must kill 4 health-worth (enough units to cover"},
        {"howl-not-on-individual-roll", "", ""},
        {"howl-not-on-individual-roll-broken", "die-roll-resolution",
         "save total 2, not 0 [V4.01d Die Roll Resolution]"},
        {"hug-dead-target-strikes-back", "", ""},
        {"hug-dead-target-strikes-back-broken", "die-roll-resolution",
         "'c1' does not roll here (it is in frontier); the roll of"},
        {"hug-dead-target-strikes-back-saves-broken", "die-roll-resolution",
         "'c2' does not roll here (it is in DUA); the save roll of"},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/sais1/";
}

MUSTER_AUDIT_TABLE_TESTS(SaiAudit1, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
