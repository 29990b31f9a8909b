#pragma once
// What the rules engine models, derived from the catalog and the engine's registries (never claimed by hand):
// every SAI (with the catalog roll types its handler covers), spell, species ability and eighth face, and the dragon
// kinds, dragon faces and breaths (muster/rules/engine/DragonRules.h), items (their faces' SAIs), minor terrain
// icons (minor/MinorIcons) and champion logos (their SAI definitions and champions/DragonBonds).
// `muster-cli rules coverage [--json]` prints it; docs/rules-coverage.md is generated from it (a test compares).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::rules::engine {

enum class CoverageStatus : std::uint8_t { Checked, Partial, Unsupported };
std::string_view toString(CoverageStatus status);

struct CoverageEntry {
    std::string kind;     // "sai", "spell", "ability", "eighth-face", "dragon-kind", "dragon-face", "breath", "item",
                          // "minor-icon", "champion"
    std::string name;     // the catalog name
    std::string species;  // abilities and species spells; a dragon kind's dice, an item's kind, a logo's champions
    CoverageStatus status = CoverageStatus::Unsupported;
    std::string done;    // roll types the handler covers (SAIs), or where the code is
    std::string notYet;  // roll types still unsupported (SAIs)
    std::string beyond;  // roll types a handler claims that the catalog's row does not list (must stay empty)
};

class RulesCoverage {
public:
    // One entry per catalog SAI, spell, species ability and eighth face, in catalog order within each kind.
    [[nodiscard]] static std::vector<CoverageEntry> of(const domain::Catalog& catalog);
    // The Markdown page docs/rules-coverage.md.
    [[nodiscard]] static std::string markdown(const std::vector<CoverageEntry>& entries);
};

}  // namespace muster::rules::engine
