#include "muster/domain/DieFilter.h"

#include <algorithm>
#include <set>

#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {
bool containsIgnoringCase(const std::string& haystack, const std::string& lowerNeedle) {
    return text::toLower(haystack).find(lowerNeedle) != std::string::npos;
}
}  // namespace

bool DieFilter::matches(const Die& die) const {
    if (kind && die.kind != *kind) return false;
    if (size && die.size != *size) return false;
    if (!species.empty() && !text::equalsIgnoringCase(die.species, species)) return false;
    if (!unitClass.empty()) {
        if (text::equalsIgnoringCase(unitClass, "Magic")) {
            if (!containsIgnoringCase(die.unitClass, "magic")) return false;
        } else if (!text::equalsIgnoringCase(die.unitClass, unitClass)) {
            return false;
        }
    }
    if (!text.empty()) {
        const std::string haystack = text::toLower(die.name + ' ' + die.species + ' ' + die.unitClass);
        for (const auto& word : text::words(text)) {
            const std::string lower = text::toLower(word);
            if (haystack.find(lower) == std::string::npos) {
                bool aliasHit = false;
                for (const auto& alias : die.aliases) aliasHit = aliasHit || containsIgnoringCase(alias, lower);
                if (!aliasHit) return false;
            }
        }
    }
    return true;
}

std::vector<DieId> DieFilter::apply(const Catalog& catalog) const {
    std::vector<DieId> out;
    for (const auto& die : catalog.dice()) {
        if (matches(die)) out.push_back(die.id);
    }
    return out;
}

std::vector<std::string> DieFilter::speciesNames(const Catalog& catalog) {
    std::set<std::string> names;
    for (const auto& die : catalog.dice()) {
        if (!die.species.empty()) names.insert(die.species);
    }
    return {names.begin(), names.end()};
}

std::vector<std::string> DieFilter::classNames(const Catalog& catalog) {
    std::set<std::string> names;
    for (const auto& die : catalog.dice()) {
        if (!die.unitClass.empty()) names.insert(die.unitClass);
    }
    return {names.begin(), names.end()};
}

std::string DieFilter::describe(const Die& die) {
    std::string detail;
    if (die.isUnit()) {
        std::string size(toString(die.size));
        if (!size.empty()) size[0] = static_cast<char>(size[0] - 'a' + 'A');
        detail = size + (die.unitClass.empty() ? "" : " " + die.unitClass);
    } else {
        detail = std::string(toString(die.kind));
        std::replace(detail.begin(), detail.end(), '_', ' ');
    }
    return die.name + " (" + detail + ")";
}

}  // namespace muster::domain
