#pragma once
// Maps the many ways players write a name onto one entry. Case, spacing and punctuation are ignored and
// colour words are read as element words ("Red Drake" is "Fire Drake"). A name whose words are the same
// as a known name in another order ("Fire Dragonkin Dragonhero") also resolves when that is unambiguous.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace muster::domain {

class NameResolver {
public:
    // The normalised key of a name: lower-case words, colour words replaced by element words.
    static std::string key(std::string_view name);

    // Adds a name for entry `index`. Returns false when the key already belongs to another entry.
    bool add(std::string_view name, std::uint32_t index);
    [[nodiscard]] std::optional<std::uint32_t> find(std::string_view name) const;
    // ("Did you mean" suggestions for dice: DieNameIndex::nearest.)

private:
    static std::string sortedKey(std::string_view name);
    std::unordered_map<std::string, std::uint32_t> byKey_;
    // Names exactly as added: the engine looks names up as the catalog spells them on every cast and kill, so
    // that case skips the normalising of words.
    std::unordered_map<std::string, std::uint32_t> exact_;
    // Sorted-word keys; an index of UINT32_MAX marks a key shared by two entries.
    std::unordered_map<std::string, std::uint32_t> bySortedKey_;
};

}  // namespace muster::domain
