#include "muster/domain/DieNameIndex.h"

#include <algorithm>

#include "muster/domain/Element.h"
#include "muster/domain/PatternDistance.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

bool endsWith(std::string_view word, std::string_view end) {
    return word.size() > end.size() && word.substr(word.size() - end.size()) == end;
}

std::string join(const std::vector<std::string>& words, std::size_t from = 0, std::size_t to = std::string::npos) {
    std::string out;
    for (std::size_t i = from; i < words.size() && i < to; ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

// Longer input than any die name is compared by its start only (as NameResolver does).
constexpr std::size_t kLongestInput = PatternDistance::kMaxPattern * 4;

}  // namespace

std::string DieNameIndex::singular(std::string_view word) {
    std::string w(word);
    if (w.size() <= 3) return w;
    if (endsWith(w, "men")) return w.substr(0, w.size() - 3) + "man";  // footmen, mudmen
    if (endsWith(w, "ies") && w.size() > 4) return w.substr(0, w.size() - 3) + "y";
    if (endsWith(w, "ves") && w.size() > 4) return w.substr(0, w.size() - 3) + "f";  // elves, dwarves, wolves
    for (std::string_view end : {"sses", "xes", "ches", "shes", "zes"}) {
        if (endsWith(w, end)) return w.substr(0, w.size() - 2);
    }
    for (std::string_view end : {"ss", "us", "is"}) {
        if (endsWith(w, end)) return w;
    }
    if (w.back() == 's') w.pop_back();
    return w;
}

std::vector<std::string> DieNameIndex::stemWords(std::string_view name) const {
    auto words = text::words(name.substr(0, kLongestInput));
    for (auto& w : words) {
        if (auto element = parseElement(w)) {
            w = text::toLower(toString(*element));
        } else {
            w = singular(w);
        }
    }
    // A species written another way at the start ("Dwarf", "Tree Folk", "Lava Elf") is the species.
    for (std::size_t n = std::min(longestSpeciesForm_, words.size()); n > 0; --n) {
        const auto it = speciesForms_.find(join(words, 0, n));
        if (it == speciesForms_.end()) continue;
        std::vector<std::string> out = text::words(it->second);
        out.insert(out.end(), words.begin() + static_cast<std::ptrdiff_t>(n), words.end());
        return out;
    }
    return words;
}

std::string DieNameIndex::stemKey(std::string_view name) const {
    return join(stemWords(name));
}

void DieNameIndex::addKey(std::unordered_map<std::string, std::vector<DieId>>& map, const std::string& key, DieId die) {
    if (key.empty()) return;
    auto& dice = map[key];
    if (std::find(dice.begin(), dice.end(), die) == dice.end()) dice.push_back(die);
}

DieNameIndex::DieNameIndex(const std::vector<Die>& dice, const std::vector<Species>& species) {
    // Species forms first: the dice's keys are made with them.
    for (const auto& s : species) {
        std::vector<std::string> canonical = text::words(s.name);
        for (auto& w : canonical) w = singular(w);
        const std::string target = join(canonical);
        std::vector<std::string> forms = s.aliases;
        forms.push_back(s.name);
        for (const auto& form : forms) {
            auto words = text::words(form);
            for (auto& w : words) w = singular(w);
            longestSpeciesForm_ = std::max(longestSpeciesForm_, words.size());
            speciesForms_.emplace(join(words), target);
        }
    }
    // Species (or items) and a name without its element -> the dice of that name, one per element.
    std::unordered_map<std::string, std::vector<DieId>> byElement;
    dieNames_.resize(dice.size());
    dieSpecies_.resize(dice.size());
    for (const Die& die : dice) {
        dieNames_[die.id] = die.name;
        dieSpecies_[die.id] = die.species;
        std::vector<std::string> names = die.aliases;
        names.insert(names.begin(), die.name);
        const std::vector<std::string> speciesWords =
            die.species.empty() ? std::vector<std::string>{} : stemWords(die.species);
        for (const auto& name : names) {
            const auto words = stemWords(name);
            addKey(whole_, join(words), die.id);
            if (name == die.name) suggestKeys_.emplace_back(join(words), die.id);
            // Without the species: "Marksman", "Fire Dragontroop".
            if (!speciesWords.empty() && words.size() > speciesWords.size() &&
                std::equal(speciesWords.begin(), speciesWords.end(), words.begin())) {
                const std::string bare = join(words, speciesWords.size());
                addKey(bare_, bare, die.id);
                if (name == die.name) suggestKeys_.emplace_back(bare, die.id);
            }
            // Without the element where the element tells apart dice of one name (Dragonkin, Eldarim, items).
            const std::size_t next = die.isItem() ? 0 : speciesWords.size();
            if ((die.isItem() || !speciesWords.empty()) && words.size() > next + 1 && parseElement(words[next])) {
                addKey(byElement, die.species + '|' + join(words, next + 1), die.id);
            }
        }
        // OCTGN's card name of a unit is its name without species (sometimes spelt its own way: "Mudmen").
        if (!die.species.empty() && !die.octgnName.empty()) addKey(bare_, stemKey(die.octgnName), die.id);
    }
    // "Dragontroop", "Dawn Blade": a name without element where dice of each element have it ("Death Knight" is a
    // unit's own name, not a Knight of Death).
    for (const auto& [key, ids] : byElement) {
        if (ids.size() < 2) continue;
        for (DieId id : ids) addKey(bare_, key.substr(key.find('|') + 1), id);
    }
}

DieNameMatch DieNameIndex::match(std::string_view name, const SpeciesSeen& seen) const {
    DieNameMatch out;
    const std::string key = stemKey(name);
    if (key.empty()) return out;
    const std::vector<DieId>* fits = nullptr;
    if (const auto it = whole_.find(key); it != whole_.end()) {
        if (it->second.size() == 1) {
            out.how = DieNameMatch::How::Spelling;
            out.die = it->second.front();
            return out;
        }
        fits = &it->second;
    } else if (const auto bare = bare_.find(key); bare != bare_.end()) {
        if (bare->second.size() == 1) {
            out.how = DieNameMatch::How::UnitName;
            out.die = bare->second.front();
            return out;
        }
        fits = &bare->second;
    }
    if (fits == nullptr) return out;
    out.candidates = *fits;
    std::vector<DieId> ofSeenSpecies;
    for (DieId die : *fits) {
        const std::string& species = dieSpecies_[die];
        if (!species.empty() && std::find(seen.begin(), seen.end(), species) != seen.end())
            ofSeenSpecies.push_back(die);
    }
    if (ofSeenSpecies.size() == 1) {
        out.how = DieNameMatch::How::BySpecies;
        out.die = ofSeenSpecies.front();
    } else {
        out.how = DieNameMatch::How::Several;
    }
    return out;
}

std::vector<std::string> DieNameIndex::nearest(std::string_view name, std::size_t count) const {
    std::string typed = stemKey(name);
    if (typed.size() > PatternDistance::kMaxPattern) typed.resize(PatternDistance::kMaxPattern);
    const PatternDistance distance(typed);
    // Each die scores its best key: a unit's own name counts as much as its whole name.
    std::vector<std::size_t> best(dieNames_.size(), std::string::npos);
    for (const auto& [key, die] : suggestKeys_) {
        std::size_t d = distance.to(key);
        // A name that contains what was typed is a better guess than its edit distance suggests.
        if (!typed.empty() && key.find(typed) != std::string::npos) d = std::min(d, key.size() - typed.size()) / 2;
        best[die] = std::min(best[die], d);
    }
    std::vector<DieId> order;
    for (DieId die = 0; die < best.size(); ++die) {
        if (best[die] != std::string::npos) order.push_back(die);
    }
    const std::size_t n = std::min(count, order.size());
    std::partial_sort(
        order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end(),
        [&](DieId a, DieId b) { return best[a] != best[b] ? best[a] < best[b] : dieNames_[a] < dieNames_[b]; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(dieNames_[order[i]]);
    return out;
}

}  // namespace muster::domain
