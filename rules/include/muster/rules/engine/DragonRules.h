#pragma once
// The table-shaped rules of dragons (V4.01d Dragons, Dragon Attacks, Dragon Breath, Dragon Icons), as pure
// functions over catalog dice: which dragon a dragon attacks, which dragon a summoning may bring from where,
// what an icon does, what a breath does to an army. The engine's dragon frames (rules/src/engine/dragons/,
// flow/DragonAttackFrame) and the tests use them; nothing here reads a game.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Die.h"
#include "muster/domain/Element.h"

namespace muster::rules::engine {

// The targeting table (V4.01d Dragon Attacks): does the attacking dragon attack the target dragon? A dragon
// attacks the marching player's army only when no dragon at the terrain is a valid target for it (Ivory and
// Ivory Hybrid dragons never attack dragons). False for the same die and for anything that is not a dragon.
bool dragonAttacksDragon(const domain::Die& attacker, const domain::Die& target);

// What summons a dragon: the element(s) of the magic or effect used, or the Summon White Dragon spell.
struct SummonMagic {
    std::string name;                    // "Summon Dragon", "Dragon's Lair": for messages
    domain::ElementSet elements;         // the element of magic used (a spell), the item's or terrain's elements
    bool white = false;                  // Summon White Dragon: White Dragons only, from a pool or a terrain
    bool anyIvoryHybridFromPool = true;  // Summon Dragon and the Lair take any Ivory Hybrid from a pool; the
                                         // Dragon Staff's SAI only one that contains its element
};

// Why this dragon cannot be summoned by that magic from where it is (a Summoning Pool, or a terrain), or ""
// when it may: elemental and hybrid dragons by an element they contain; Ivory Dragons by any single element, from
// a pool only; Ivory Hybrids by any element from a pool, from a terrain only by their own element; White Dragons
// only by Summon White Dragon, which summons nothing else.
std::string summonRefusal(const domain::Die& dragon, bool fromPool, const SummonMagic& magic);

// A dragon die's icons.
enum class DragonFace : std::uint8_t { None, Belly, Breath, Claw, Jaws, Tail, Treasure, Wing };
DragonFace dragonFaceOf(std::string_view icon);
std::string_view toString(DragonFace face);

// Damage an icon inflicts on its target (Claw 6, Jaws 12, Tail 3, Wing 5; a breath against a dragon 5), doubled
// for a White Dragon (V4.01d White Dragons double claws, jaws, tail and wing; its breath against a dragon is 10).
// Breath against an army kills instead (breathKills); Belly and Treasure inflict nothing.
int dragonFaceDamage(DragonFace face, bool white);
// "Roll the dragon again and apply the new result as well": Tail, and Breath against a dragon.
bool dragonFaceRollsAgain(DragonFace face, bool againstDragon);
// Health-worth of units a breath kills in the army: 5, or 10 for a White Dragon (Terrain Empathy).
int breathKills(bool white);
// Promotions one Treasure icon gives the attacked army: 1, or 2 for a White Dragon.
int treasurePromotions(bool white);
// Health plus automatic saves: the damage of one type that kills a dragon whose saves count (5 + 5, White
// 10 + 5); without its saves (it rolled Belly), its health.
int dragonToughness(const domain::Die& dragon, bool belly);

// The breath effect of one element on an army (V4.01d Dragon Breath table).
enum class BreathEffect : std::uint8_t {
    LightningBolt,   // air: melee results halved
    DragonPlague,    // death: ID results ignored
    Petrify,         // earth: maneuver results halved
    DragonFire,      // fire: the units the breath killed roll; no save result: buried
    LifeDrain,       // ivory: nothing more
    PoisonousCloud,  // water: missile results halved
};
std::string_view toString(BreathEffect effect);
// The effects a dragon's breath has on the army it attacks: one per element of the dragon (a hybrid both, an
// Ivory Hybrid its element), and for a White Dragon those of the terrain's elements (Terrain Empathy).
std::vector<BreathEffect> breathEffects(const domain::Die& dragon, const domain::ElementSet& terrainElements);

}  // namespace muster::rules::engine
