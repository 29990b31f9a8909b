#include "muster/rules/force/ForceCheckRegistry.h"

#include <stdexcept>
#include <string>

#include "AdvancedTerrainHomeCheck.h"
#include "ArmyCheck.h"
#include "ComponentNotAllowedCheck.h"
#include "DragonCountCheck.h"
#include "DragonkinLimitCheck.h"
#include "ForceTotalCheck.h"
#include "FormatLimitCheck.h"
#include "ItemCarryingCheck.h"
#include "MinorTerrainLimitCheck.h"
#include "PlacementCheck.h"
#include "TerrainsCheck.h"
#include "UnknownDieCheck.h"

namespace muster::rules {

const ForceCheckRegistry& ForceCheckRegistry::instance() {
    static const ForceCheckRegistry registry;
    return registry;
}

// Every check, in the order its findings appear in a report. A new rule id gets its own check, added here.
ForceCheckRegistry::ForceCheckRegistry() {
    add(std::make_unique<UnknownDieCheck>());
    add(std::make_unique<ForceTotalCheck>());
    add(std::make_unique<ArmyCheck>());
    add(std::make_unique<TerrainsCheck>());
    add(std::make_unique<AdvancedTerrainHomeCheck>());
    add(std::make_unique<DragonCountCheck>());
    add(std::make_unique<DragonkinLimitCheck>());
    add(std::make_unique<PlacementCheck>());
    add(std::make_unique<MinorTerrainLimitCheck>());
    add(std::make_unique<ItemCarryingCheck>());
    add(std::make_unique<ComponentNotAllowedCheck>());
    add(std::make_unique<FormatLimitCheck>());
}

void ForceCheckRegistry::add(std::unique_ptr<const ForceCheck> check) {
    for (const RuleId rule : check->rules()) {
        const ForceCheck*& owner = byRule_[static_cast<std::size_t>(rule)];
        if (owner != nullptr) {
            throw std::logic_error("force checks " + std::string(owner->name()) + " and " + std::string(check->name()) +
                                   " both report " + std::string(toString(rule)));
        }
        owner = check.get();
    }
    order_.push_back(check.get());
    owned_.push_back(std::move(check));
}

const ForceCheck* ForceCheckRegistry::forRule(RuleId rule) const {
    const auto index = static_cast<std::size_t>(rule);
    return index < byRule_.size() ? byRule_[index] : nullptr;
}

void ForceCheckRegistry::run(const ForceContext& context, std::vector<Finding>& findings) const {
    for (const ForceCheck* check : order_) check->run(context, findings);
}

}  // namespace muster::rules
