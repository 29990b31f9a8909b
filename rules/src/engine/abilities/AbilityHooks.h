#pragma once
// Species abilities the engine models with code of their own (a frame step, a roll hook), beside those that are
// only "counts as" rows (roll/CountsAs.h). Coverage (RulesCoverage) reads both; an ability in neither is
// reported unsupported by `muster-cli rules coverage`.
#include <string_view>
#include <vector>

namespace muster::rules::engine {

struct AbilityHook {
    std::string_view ability;  // the catalog name (resources/catalog/abilities.json)
    std::string_view where;    // the code that models it, for a reader looking for it
};

const std::vector<AbilityHook>& abilityHooks();

}  // namespace muster::rules::engine
