#include "muster/rules/RulesInfo.h"

namespace muster::rules {

const std::vector<EditionInfo>& knownEditions() {
    static const std::vector<EditionInfo> editions = {
        {"v4.01d", "Dragon Dice Rules V4.01d (SFR)"},
        {"tsr-1996", "Dragon Dice revised rules (TSR, 1996)"},
    };
    return editions;
}

}  // namespace muster::rules
