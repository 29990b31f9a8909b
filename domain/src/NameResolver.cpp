#include "muster/domain/NameResolver.h"

#include <algorithm>
#include <limits>

#include "muster/domain/Element.h"
#include "muster/domain/PatternDistance.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

constexpr std::uint32_t kAmbiguous = std::numeric_limits<std::uint32_t>::max();

std::string joinWords(const std::vector<std::string>& parts) {
    std::string out;
    for (const auto& w : parts) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

std::vector<std::string> normalisedWords(std::string_view name) {
    auto parts = text::words(name);
    for (auto& w : parts) {
        if (auto element = parseElement(w)) w = text::toLower(toString(*element));
    }
    return parts;
}

}  // namespace

std::string NameResolver::key(std::string_view name) { return joinWords(normalisedWords(name)); }

std::string NameResolver::sortedKey(std::string_view name) {
    auto parts = normalisedWords(name);
    std::sort(parts.begin(), parts.end());
    return joinWords(parts);
}

bool NameResolver::add(std::string_view name, std::uint32_t index, bool canonical) {
    const std::string k = key(name);
    if (k.empty()) return false;
    auto [it, inserted] = byKey_.emplace(k, index);
    if (!inserted && it->second != index) return false;
    exact_.emplace(std::string(name), index);
    const std::string sk = sortedKey(name);
    auto [sit, sInserted] = bySortedKey_.emplace(sk, index);
    if (!sInserted && sit->second != index) sit->second = kAmbiguous;
    if (canonical) canonical_.emplace_back(k, std::string(name));
    return true;
}

std::optional<std::uint32_t> NameResolver::find(std::string_view name) const {
    if (const auto it = exact_.find(std::string(name)); it != exact_.end()) return it->second;
    const std::string k = key(name);
    if (auto it = byKey_.find(k); it != byKey_.end()) return it->second;
    if (auto it = bySortedKey_.find(sortedKey(name)); it != bySortedKey_.end() && it->second != kAmbiguous) {
        return it->second;
    }
    return std::nullopt;
}

std::vector<std::string> NameResolver::nearest(std::string_view name, std::size_t count) const {
    // Only the start of a very long name is compared: no die name is anywhere near this long. With the
    // typed key at most 64 bytes, each comparison is linear in the catalog name (PatternDistance).
    std::string k = key(name.substr(0, kLongestName * 4));
    if (k.size() > kLongestName) k.resize(kLongestName);
    const PatternDistance typed(k);
    std::vector<std::pair<std::size_t, const std::pair<std::string, std::string>*>> scored;
    scored.reserve(canonical_.size());
    for (const auto& entry : canonical_) {
        std::size_t distance = typed.to(entry.first);
        // A name that contains what was typed is a better guess than its edit distance suggests.
        if (!k.empty() && entry.first.find(k) != std::string::npos)
            distance = std::min(distance, entry.first.size() - k.size()) / 2;
        scored.emplace_back(distance, &entry);
    }
    const std::size_t n = std::min(count, scored.size());
    std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(n), scored.end(),
                      [](const auto& a, const auto& b) {
                          return a.first != b.first ? a.first < b.first : a.second->second < b.second->second;
                      });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(scored[i].second->second);
    return out;
}

}  // namespace muster::domain
