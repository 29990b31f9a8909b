// An audit of magic (V4.01d Magic action S0:L409-431, Spells S0:L1000-1131, Cantrip S0:L895) by match logs written by
// hand from the rulebook, not from the engine's output: each legal log must verify, and each broken copy must be caught
// at its "#!" line under the rule the table names. The logs are under tests/data/matchlogs/audit/magic/; their forces
// are partial (the force total is not checked).
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
        {"amazons-reserve-ivory-fire-broken", "magic", "these element totals cannot come from the units' elements: e"},
        {"amazons-reserve-ivory-stone-skin-broken", "spells", "Stone Skin is cast with Earth magic"},
        {"amazons-reserve-ivory", "", ""},
        {"amazons-terrain-harmony-air-broken", "magic", "only 0 Air magic is left for Hailstorm"},
        {"amazons-terrain-harmony-ivory-broken", "magic",
         "these element totals cannot come from the units' elements: e"},
        {"amazons-terrain-harmony", "", ""},
        {"announce-before-resolve-broken", "spells", "every spell is announced before the first one is resolved (V"},
        {"announce-before-resolve-twice-broken", "spells", "spell 2 (Stone Skin) is resolved already"},
        {"announce-before-resolve", "", ""},
        {"army-spell-ends-with-its-army-broken", "die-roll-resolution", "save total 1, not 0"},
        {"army-spell-ends-with-its-army", "", ""},
        {"army-spell-stays-at-its-location-broken", "die-roll-resolution", "save total 5, not 6"},
        {"army-spell-stays-at-its-location", "", ""},
        {"cantrip-amazons-terrain-elements-earth-broken", "magic",
         "the army's units cannot make 2 Earth magic (with the magic a"},
        {"cantrip-amazons-terrain-elements", "", ""},
        {"cantrip-in-magic-action-broken", "die-roll-resolution", "melee total 6, not 4"},
        {"cantrip-in-magic-action", "", ""},
        {"cantrip-in-save-roll-late-broken", "turn-sequence",
         "no cast is due here: the last step that needed one is over ("},
        {"cantrip-in-save-roll-not-cantrip-broken", "sais",
         "Fiery Weapon is not a cantrip spell: outside a magic action,"},
        {"cantrip-in-save-roll-palsy-broken", "die-roll-resolution", "save total 4, not 5"},
        {"cantrip-in-save-roll-species-broken", "spells", "Restless Dead needs magic made by Undead"},
        {"cantrip-in-save-roll", "", ""},
        {"cantrip-not-negated-broken", "sais", "expected more 'cast' lines, or 'resolve <n>' for an announce"},
        {"cantrip-not-negated", "", ""},
        {"cost-dancing-lights-broken", "magic", "Dancing Lights costs 6 and only 5 magic is left"},
        {"cost-dancing-lights", "", ""},
        {"cost-sum-broken", "magic", "Ash Storm costs 2 and only 1 magic is left"},
        {"cost-sum", "", ""},
        {"dispel-magic-own-army-only-broken", "spells", "spell 3 (Fiery Weapon) was negated by Dispel Magic: it is no"},
        {"dispel-magic-own-army-only-late-broken", "magic",
         "expected 'resolve <n>' for each announced spell not resolved"},
        {"dispel-magic-own-army-only-not-targeted-broken", "sais",
         "no unresolved spell targets 'c4', its army or its terrain, s"},
        {"dispel-magic-own-army-only", "", ""},
        {"eighth-face-doubles-magic-ids-broken", "die-roll-resolution", "magic total 7, not 5"},
        {"eighth-face-doubles-magic-ids", "", ""},
        {"element-own-only-broken", "magic", "the army's units cannot make 2 Air magic (with the magic alr"},
        {"element-own-only", "", ""},
        {"element-split-per-unit-air-broken", "magic", "the army's units cannot make 2 Air magic (with the magic alr"},
        {"element-split-per-unit-split-broken", "magic",
         "these element totals cannot come from the units' elements: e"},
        {"element-split-per-unit-together-broken", "magic",
         "the army's units cannot make 2 Fire magic (with the magic al"},
        {"element-split-per-unit", "", ""},
        {"finger-of-death-no-save-broken", "turn-sequence",
         "no roll is due here: the last step that needed one is over ("},
        {"finger-of-death-no-save", "", ""},
        {"hailstorm-combined-and-separate-broken", "damage",
         "expected 'kill B ...' allocating 1 Hailstorm damage (B's arm"},
        {"hailstorm-combined-and-separate", "", ""},
        {"lightning-strike-each-magic-action", "", ""},
        {"lightning-strike-individual-save-broken", "die-roll-resolution", "save total 0, not 1"},
        {"lightning-strike-individual-save", "", ""},
        {"lightning-strike-one-per-unit-broken", "spells",
         "B:c1 is already the target of Lightning Strike 1 in this mag"},
        {"lightning-strike-one-per-unit-combined-broken", "spells",
         "a unit may be the target of one Lightning Strike per magic a"},
        {"lightning-strike-one-per-unit", "", ""},
        {"opposing-army-and-terrain-own-army-broken", "spells", "Palsy targets an opposing army, not one of A's"},
        {"opposing-army-and-terrain-save-broken", "die-roll-resolution", "save total 3, not 4"},
        {"opposing-army-and-terrain", "", ""},
        {"palsy-reaches-the-magic-roll-broken", "magic", "Dancing Lights costs 6 and only 5 magic is left"},
        {"palsy-reaches-the-magic-roll-total-broken", "die-roll-resolution", "magic total 5, not 6"},
        {"palsy-reaches-the-magic-roll", "", ""},
        {"palsy-spares-maneuver-ash-storm-does-not-broken", "die-roll-resolution", "maneuver total 3, not 2"},
        {"palsy-spares-maneuver-ash-storm-does-not-counter-broken", "die-roll-resolution", "maneuver total 2, not 3"},
        {"palsy-spares-maneuver-ash-storm-does-not", "", ""},
        {"path-from-the-reserve-area-no-army-broken", "spells",
         "Path moves units to a terrain; the Reserve Area is none"},
        {"path-from-the-reserve-area-reserve-unit-broken", "spells",
         "Path moves units that are at a terrain; A:c4 is not"},
        {"path-from-the-reserve-area", "", ""},
        {"reserve-r-spells-only-broken", "spells", "Ash Storm cannot be cast from the Reserve Area"},
        {"reserve-r-spells-only", "", ""},
        {"resurrect-dead-amazons-any-element-element-broken", "spells", "Resurrect Dead: A:c2 has no Fire element"},
        {"resurrect-dead-amazons-any-element", "", ""},
        {"resurrect-dead-same-element-alive-broken", "spells",
         "Resurrect Dead targets units in A's DUA; 'A:c1' is not one"},
        {"resurrect-dead-same-element-element-broken", "spells",
         "castings of Resurrect Dead on one unit use the same element:"},
        {"resurrect-dead-same-element-one-casting-broken", "spells",
         "Resurrect Dead on A:c2 has 1 casting(s) announced for 2 heal"},
        {"resurrect-dead-same-element", "", ""},
        {"save-spells-stack-broken", "die-roll-resolution", "save total 4, not 3"},
        {"save-spells-stack", "", ""},
        {"species-paid-together-broken", "spells", "Firebolt needs 3 Fire magic made by Dwarves units (besides w"},
        {"species-paid-together", "", ""},
        {"spell-outlives-its-caster-broken", "die-roll-resolution", "melee total 4, not 5"},
        {"spell-outlives-its-caster", "", ""},
        {"standing-stones-convert-death-broken", "magic",
         "the army's units cannot make 2 Death magic (with the magic a"},
        {"standing-stones-convert-not-captured-broken", "magic",
         "the army's units cannot make 2 Air magic (with the magic alr"},
        {"standing-stones-convert", "", ""},
        {"subtraction-takes-normal-magic-first-broken", "magic",
         "these element totals cannot come from the units' elements: e"},
        {"subtraction-takes-normal-magic-first", "", ""},
        {"summon-dragon-cost-cost-broken", "magic", "Summon Dragon costs 7 and only 6 magic is left"},
        {"summon-dragon-cost-element-broken", "spells", "Summon Dragon: Summon Dragon summons a dragon that contains "},
        {"summon-dragon-cost-mixed-broken", "spells", "Summon Dragon is paid with magic of one element: write 'with"},
        {"summon-dragon-cost", "", ""},
        {"summon-dragonkin-element-and-health-element-broken", "spells",
         "Summon Dragonkin reaches Dragonkin of the magic's element (F"},
        {"summon-dragonkin-element-and-health-health-broken", "spells",
         "Summon Dragonkin brings 1 health-worth of Dragonkin per cast"},
        {"summon-dragonkin-element-and-health", "", ""},
        {"target-gone-broken", "turn-sequence", "no roll is due here: the last step that needed one is over ("},
        {"target-gone", "", ""},
        {"temple-immune-to-death-magic-broken", "die-roll-resolution", "save total 4, not 3"},
        {"temple-immune-to-death-magic-magic-action-broken", "eighth-face",
         "opposing armies at a captured terrain may only take a melee "},
        {"temple-immune-to-death-magic", "", ""},
        {"temple-no-soiled-ground-burial-broken", "turn-sequence",
         "no roll is due here: the last step that needed one is over ("},
        {"temple-no-soiled-ground-burial", "", ""},
        {"temple-shield-from-capture-before-broken", "die-roll-resolution", "save total 3, not 4"},
        {"temple-shield-from-capture-broken", "die-roll-resolution", "melee total 3, not 2"},
        {"temple-shield-from-capture", "", ""},
        {"temple-shield-lost-control-broken", "die-roll-resolution", "melee total 2, not 4"},
        {"temple-shield-lost-control", "", ""},
        {"temple-shield-necromantic-wave-broken", "die-roll-resolution", "melee total 2, not 4"},
        {"temple-shield-necromantic-wave", "", ""},
        {"temple-shield-open-grave-broken", "reserves-phase", "'h1' is not in the Reserve Area"},
        {"temple-shield-open-grave", "", ""},
    };
    return cases;
}

std::string auditDir() {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/magic/";
}

MUSTER_AUDIT_TABLE_TESTS(MagicAudit, auditDir(), auditCases(), testing::audit::noKnownDisagreements())

}  // namespace
}  // namespace muster::rules
