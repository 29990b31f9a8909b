#include "muster/domain/DieFilter.h"

#include <algorithm>
#include <cctype>
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
    if (itemsOnly && !die.isItem()) return false;
    if (size && die.size != *size) return false;
    if (!species.empty() && !text::equalsIgnoringCase(die.species, species)) return false;
    if (!unitClass.empty()) {
        if (text::equalsIgnoringCase(unitClass, "Magic")) {
            if (!containsIgnoringCase(die.unitClass, "magic")) return false;
        } else if (!text::equalsIgnoringCase(die.unitClass, unitClass)) {
            return false;
        }
    }
    return textRank(die).has_value();
}

std::optional<int> DieFilter::textRank(const Die& die) const {
    if (text.empty()) return 0;
    const auto own = text::words(die.name + ' ' + die.species + ' ' + die.unitClass);
    std::vector<std::vector<std::string>> aliases;
    for (const auto& alias : die.aliases) aliases.push_back(text::words(alias));
    int total = 0;
    for (const auto& word : text::words(text)) {
        std::optional<int> best = text::wordMatchRank(own, word);
        for (const auto& alias : aliases) {
            const auto rank = text::wordMatchRank(alias, word);
            if (rank && (!best || *rank < *best)) best = rank;
        }
        if (!best) return std::nullopt;
        total += *best;
    }
    return total;
}

std::vector<DieId> DieFilter::apply(const Catalog& catalog) const {
    std::vector<std::pair<int, DieId>> ranked;
    for (const auto& die : catalog.dice()) {
        if (matches(die)) ranked.emplace_back(text.empty() ? 0 : *textRank(die), die.id);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<DieId> out;
    out.reserve(ranked.size());
    for (const auto& [rank, id] : ranked) out.push_back(id);
    return out;
}

namespace {

// "Dragons", "Minor terrains", "Items": what a kind choice is called in a sentence.
std::string kindPlural(const DieFilter& filter) {
    if (filter.itemsOnly) return "Items";
    if (!filter.kind) return "Dice";
    switch (*filter.kind) {
        case DieKind::Unit:
            return "Units";
        case DieKind::Dragon:
            return "Dragons";
        case DieKind::Terrain:
            return "Major terrains";
        case DieKind::MinorTerrain:
            return "Minor terrains";
        case DieKind::Equipment:
            return "Equipment dice";
        case DieKind::Artifact:
            return "Artifacts";
        case DieKind::Medallion:
            return "Medallions";
        case DieKind::Relic:
            return "Relics";
    }
    return "Dice";
}

}  // namespace

std::string DieFilter::explainEmpty(const Catalog& catalog) const {
    if (!apply(catalog).empty()) return {};
    // Dice of a kind that never has a species (dragons, terrains, items) under a species choice.
    if (!species.empty() && (kind || itemsOnly)) {
        DieFilter ofKind;
        ofKind.kind = kind;
        ofKind.itemsOnly = itemsOnly;
        bool anyWithSpecies = false;
        for (DieId id : ofKind.apply(catalog)) anyWithSpecies = anyWithSpecies || !catalog.die(id).species.empty();
        if (!anyWithSpecies) {
            return kindPlural(*this) + " belong to no species: choose \"All species\" to see them.";
        }
    }
    std::string chosen;
    auto add = [&chosen](const std::string& part) { chosen += (chosen.empty() ? "" : ", ") + part; };
    if (!species.empty()) add("species " + species);
    if (kind || itemsOnly) add("kind " + text::toLower(kindPlural(*this)));
    if (size) add("size " + std::string(toString(*size)));
    if (!unitClass.empty()) add("class " + unitClass);
    if (!text.empty()) {
        DieFilter textOnly;
        textOnly.text = text;
        const auto anywhere = textOnly.apply(catalog);
        if (anywhere.empty()) {
            std::string out = "No die's name, species or class has \"" + text + "\" in it.";
            const auto near = catalog.nearestDieNames(text, 3);
            for (std::size_t i = 0; i < near.size(); ++i) {
                out += (i == 0 ? " Did you mean " : (i + 1 == near.size() ? " or " : ", ")) + near[i];
            }
            if (!near.empty()) out += "?";
            return out;
        }
        const bool one = anywhere.size() == 1;
        return "\"" + text + "\" finds " + std::to_string(anywhere.size()) + (one ? " die" : " dice") +
               ", but not with " + chosen + ": choose \"All\" in the lists to see " + (one ? "it." : "them.");
    }
    return "No die is all of these: " + chosen + ". Choose \"All\" in one of the lists to widen the search.";
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

std::string DieFilter::kindText(const Die& die) {
    std::string detail;
    if (die.isUnit()) {
        std::string size(toString(die.size));
        if (!size.empty()) size[0] = static_cast<char>(size[0] - 'a' + 'A');
        // A monster's class is "Monster" too: say it once.
        const bool repeats = die.unitClass.empty() || text::equalsIgnoringCase(die.unitClass, size);
        detail = repeats ? size : size + " " + die.unitClass;
    } else {
        detail = std::string(toString(die.kind));
        std::replace(detail.begin(), detail.end(), '_', ' ');
        if (!detail.empty()) detail[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(detail[0])));
    }
    return detail;
}

std::string DieFilter::describe(const Die& die) {
    return die.name + " (" + kindText(die) + ")";
}

std::vector<std::string> DieFilter::completeEntry(const Catalog& catalog, std::string_view typed, std::size_t limit) {
    std::string_view text = typed;
    std::string_view count;
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])) != 0) ++digits;
    std::size_t rest = digits;
    if (digits > 0 && rest < text.size() && (text[rest] == 'x' || text[rest] == 'X')) ++rest;
    if (digits > 0 && rest < text.size() && text[rest] == ' ') {
        count = text.substr(0, rest + 1);
        text.remove_prefix(rest + 1);
    }
    const auto typedWords = text::words(text);
    if (typedWords.empty()) return {};
    std::vector<std::pair<int, const std::string*>> ranked;
    for (const auto& die : catalog.dice()) {
        const auto nameWords = text::words(die.name);
        int total = 0;
        bool all = true;
        for (const auto& word : typedWords) {
            const auto rank = text::wordMatchRank(nameWords, word);
            if (!rank || *rank > 1) {  // a word start at least: "th" finds Thug, not Panther
                all = false;
                break;
            }
            total += *rank;
        }
        if (all) ranked.emplace_back(total, &die.name);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && i < limit; ++i) out.push_back(std::string(count) + *ranked[i].second);
    return out;
}

}  // namespace muster::domain
