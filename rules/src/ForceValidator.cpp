#include "muster/rules/ForceValidator.h"

#include <algorithm>

#include "muster/rules/force/ForceCheckRegistry.h"
#include "muster/rules/force/ForceContext.h"

namespace muster::rules {

using domain::Catalog;
using domain::Die;
using domain::DieKind;
using domain::DieSize;
using domain::Element;

namespace {

constexpr std::uint8_t kAllCarry = 0x7F;

}  // namespace

int ForceValidator::dragonsRequired(Edition edition, int forceSize) {
    if (forceSize <= 0) return 0;
    if (edition == Edition::Tsr1996) return 1 + forceSize / 25;
    return (forceSize + 23) / 24;
}

ForceValidator::ForceValidator(const Catalog& catalog) : catalog_(catalog), checks_(ForceCheckRegistry::instance()) {
    speciesNames_.push_back("");
    facts_.reserve(catalog.dice().size());
    for (const Die& die : catalog.dice()) {
        DieFacts f;
        f.kind = die.kind;
        f.size = die.size;
        f.health = static_cast<std::uint8_t>(std::clamp(die.health, 0, 255));
        f.points = static_cast<std::uint8_t>(std::clamp(die.basePoints(), 0, 255));
        f.dragonWeight = static_cast<std::uint8_t>(die.dragonWeight());
        std::uint16_t flags = 0;
        if (die.isUnit()) {
            flags |= DieFacts::kUnit;
            if (!die.species.empty()) {
                auto it = std::find(speciesNames_.begin(), speciesNames_.end(), die.species);
                if (it == speciesNames_.end()) {
                    speciesNames_.push_back(die.species);
                    it = speciesNames_.end() - 1;
                }
                f.species = static_cast<std::uint8_t>(std::min<std::ptrdiff_t>(it - speciesNames_.begin(), 255));
            }
            if (die.isDragonkin()) {
                flags |= DieFacts::kDragonkin;
                f.carryMask = 0;  // Dragonkin never carry items
                f.component = static_cast<std::int8_t>(Component::Dragonkin);
                if (die.size == DieSize::Champion) flags |= DieFacts::kDragonkinChampion;
            } else if (die.species == "Amazons" || die.elements.contains(Element::White)) {
                f.carryMask = kAllCarry;  // Amazons: any element; White units contain every element
            } else if (die.species == "Undead") {
                f.carryMask = static_cast<std::uint8_t>(1U << static_cast<unsigned>(Element::Death));
            } else {
                f.carryMask = die.elements.bits();
            }
            if (die.isEldarimChampion()) {
                flags |= DieFacts::kEldarimChampion;
                f.component = static_cast<std::int8_t>(Component::EldarimChampions);
            }
        } else if (die.isItem()) {
            flags |= DieFacts::kItem;
            if (die.kind == DieKind::Equipment || die.kind == DieKind::Artifact) {
                flags |= DieFacts::kEquipmentLike;
                const auto elements = die.elements.toVector();
                f.itemElement = elements.empty() ? 0 : static_cast<std::uint8_t>(elements.front());
                if (die.kind == DieKind::Equipment && die.size == DieSize::Medium) flags |= DieFacts::kMediumEquipment;
                f.component = static_cast<std::int8_t>(die.kind == DieKind::Equipment ? Component::Equipment
                                                                                      : Component::Artifacts);
            } else {
                flags |= DieFacts::kExclusiveItem;
                f.component = static_cast<std::int8_t>(die.kind == DieKind::Medallion ? Component::Medallions
                                                                                      : Component::Relics);
            }
        } else if (die.kind == DieKind::Dragon) {
            if (die.isWhiteDragon()) {
                flags |= DieFacts::kWhiteDragon;
                f.component = static_cast<std::int8_t>(Component::WhiteDragons);
            }
        } else if (die.kind == DieKind::MinorTerrain) {
            f.component = static_cast<std::int8_t>(Component::MinorTerrains);
        } else if (die.kind == DieKind::Terrain && die.advanced) {
            flags |= DieFacts::kAdvanced;
            f.component = static_cast<std::int8_t>(Component::AdvancedTerrains);
        }
        f.flags = flags;
        facts_.push_back(f);
    }
}

ValidationReport ForceValidator::validate(const domain::Roster& roster, const ValidationOptions& options) const {
    ValidationReport report;
    validate(roster, options, report);
    return report;
}

// One pass over the roster tallies what the rules count (ForceContext); then every registered check adds its
// findings, in the registry's order.
void ForceValidator::validate(const domain::Roster& roster, const ValidationOptions& options,
                              ValidationReport& report) const {
    report.findings.clear();
    const ForceContext context(*this, roster, options);
    report.edition = context.edition();
    report.totals = context.totals();
    checks_.run(context, report.findings);
}

}  // namespace muster::rules
