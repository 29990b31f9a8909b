#include "muster/rules/force/ForceCheck.h"

#include <algorithm>

namespace muster::rules {

bool ForceCheck::covers(RuleId rule) const {
    const auto ids = rules();
    return std::find(ids.begin(), ids.end(), rule) != ids.end();
}

}  // namespace muster::rules
