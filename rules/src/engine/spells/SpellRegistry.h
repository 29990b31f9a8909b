#pragma once
// Spells by catalog name. A spell whose whole effect is a lasting roll modifier carries a data block in
// spells.json (target, rolls reached, modifiers per casting, duration; domain::SpellEffect) and is served by one
// data-driven handler (ModifierSpells.cpp); every other spell gets a named handler, one file per family,
// registered explicitly in SpellRegistry.cpp (a static library would drop self-registering globals). A spell
// with neither is on the "not yet" list and makes a log that casts it `unsupported`.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/Effect.h"
#include "muster/rules/engine/Location.h"

namespace muster::rules::engine {

class Ctx;
class Frame;
struct SpellDefinition;

// One announced spell of a magic action ('cast' line), with its target as the engine resolved it.
struct SpellCast {
    int number = 0;  // 1, 2, ... in the order announced ('resolve <n>')
    const SpellDefinition* definition = nullptr;
    int caster = -1;
    Location from;  // where the casting army is
    domain::Element element = domain::Element::Air;
    int castings = 1;  // combined castings ('x2')
    EffectTargetKind target = EffectTargetKind::Army;
    int targetPlayer = -1;          // Army: the army's owner
    Location targetArmy;            // Army: where it is
    int targetTerrain = -1;         // Terrain
    std::vector<int> targetPieces;  // Unit(s)
    std::vector<int> carriedItems;  // Path, Rally: the caster's items the moved units take along
    int line = 0;
    std::string text;
    bool resolved = false;
};

// What a family of spells does: checks the announced target (at the 'cast' line) and resolves the spell (at
// 'resolve <n>'), adding effects or pushing a frame for the rolls and choices it needs.
struct SpellHandler {
    std::string_view family;  // where the family lives, for the coverage page
    void (*announce)(Ctx& ctx, SpellCast& cast) = nullptr;
    // Null when the resolution needs no further statement.
    std::unique_ptr<Frame> (*resolve)(Ctx& ctx, const SpellCast& cast) = nullptr;
};

struct SpellDefinition {
    const domain::Spell* spell = nullptr;
    const SpellHandler* handler = nullptr;  // null: not modelled yet
    // Data-driven spells: the modifiers of one casting, from the catalog's effect block.
    std::vector<RollModifier> modifiers;
    [[nodiscard]] const std::string& name() const { return spell->name; }
    [[nodiscard]] bool modelled() const { return handler != nullptr; }
};

class SpellRegistry {
public:
    explicit SpellRegistry(const domain::Catalog& catalog);
    [[nodiscard]] const SpellDefinition* find(std::string_view name) const;
    [[nodiscard]] const std::vector<SpellDefinition>& definitions() const { return definitions_; }
    // For the families' registration only.
    [[nodiscard]] std::vector<SpellDefinition>& definitions() { return definitions_; }
    // Gives a catalog spell its handler (refused for a spell the catalog lacks, or one defined twice).
    SpellDefinition& add(std::string_view name, const SpellHandler& handler);

private:
    std::vector<SpellDefinition> definitions_;  // one per catalog spell, in catalog order
};

// The modifiers one casting of a data-driven spell gives (the catalog's effect block in the engine's terms).
std::vector<RollModifier> modifiersOf(const domain::SpellEffect& effect);
// The lasting effect of a data-driven spell (one with an effect block) cast `castings` times by `caster`, without
// its target (the caller sets it): what resolving it adds, and what a position's short 'effect spell' line means.
Effect modifierSpellEffect(const domain::Spell& spell, int caster, int castings);

// Registration of each family (one file each).
void registerModifierSpells(SpellRegistry& registry);
void registerDamageSpells(SpellRegistry& registry);
void registerMovementSpells(SpellRegistry& registry);
void registerReturnSpells(SpellRegistry& registry);
void registerStatusSpells(SpellRegistry& registry);
void registerTerrainSpells(SpellRegistry& registry);
void registerDragonkinSpells(SpellRegistry& registry);

}  // namespace muster::rules::engine
