#include "ItemCarryingCheck.h"

#include <fmt/core.h>

#include "muster/rules/ItemCarrying.h"

namespace muster::rules {

using domain::RosterSection;

namespace {
constexpr const char* kRefItems = "V4.01d p. 59-61 (Items, Equipment, Artifacts, Medallions and Relics)";
}  // namespace

void ItemCarryingCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const domain::Roster& roster = context.roster();
    const ForceTally& tally = context.tally();
    for (std::size_t a = 0; a < ForceContext::kArmies; ++a) {
        if (tally.armyItems[a] == 0 || tally.armyUnits[a] == 0) continue;  // no items, or army-empty already says it
        ItemCarrying carrying;
        for (const auto& e : roster.sections[a]) {
            const DieFacts* facts = context.facts(e.die);
            if (facts == nullptr) continue;
            const DieFacts& f = *facts;
            if (f.has(DieFacts::kUnit)) {
                carrying.addUnits(f.carryMask, e.count);
            } else if (f.has(DieFacts::kEquipmentLike)) {
                carrying.addElementItems(f.itemElement, e.count);
            } else if (f.has(DieFacts::kExclusiveItem)) {
                carrying.addExclusiveItems(e.count);
            }
        }
        if (carrying.feasible()) continue;
        const auto section = static_cast<RosterSection>(a);
        std::vector<std::string> dice;
        for (const auto& e : roster.sections[a]) {
            const DieFacts* facts = context.facts(e.die);
            if (facts != nullptr && facts->has(DieFacts::kItem)) ForceContext::addUnique(dice, context.dieName(*e.die));
        }
        std::string message;
        const int element = carrying.uncarriableElement();
        if (element >= 0) {
            message = fmt::format(
                "No unit in the {} can carry {} equipment or artifacts (a unit carries only items of "
                "its own elements; Amazons carry any, Undead only death).",
                ForceContext::armyWord(section), domain::toString(static_cast<domain::Element>(element)));
        } else {
            message = fmt::format(
                "The units of the {} cannot carry all {} of its items: each unit carries up to two "
                "equipment or artifacts of its elements, or one medallion or relic alone.",
                ForceContext::armyWord(section), carrying.itemCount());
        }
        findings.push_back(
            Finding{Severity::Error, RuleId::ItemCarrying, std::move(message), kRefItems, section, std::move(dice)});
    }
}

}  // namespace muster::rules
