#include "muster/domain/NameResolver.h"

#include <algorithm>
#include <limits>

#include "muster/domain/Element.h"
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

std::string NameResolver::key(std::string_view name) {
    return joinWords(normalisedWords(name));
}

std::string NameResolver::sortedKey(std::string_view name) {
    auto parts = normalisedWords(name);
    std::sort(parts.begin(), parts.end());
    return joinWords(parts);
}

bool NameResolver::add(std::string_view name, std::uint32_t index) {
    const std::string k = key(name);
    if (k.empty()) return false;
    auto [it, inserted] = byKey_.emplace(k, index);
    if (!inserted && it->second != index) return false;
    exact_.emplace(std::string(name), index);
    const std::string sk = sortedKey(name);
    auto [sit, sInserted] = bySortedKey_.emplace(sk, index);
    if (!sInserted && sit->second != index) sit->second = kAmbiguous;
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

}  // namespace muster::domain
