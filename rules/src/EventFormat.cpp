#include "muster/rules/EventFormat.h"

#include <algorithm>
#include <array>

namespace muster::rules {

namespace {
constexpr std::array<std::string_view, kComponentCount> kComponentKeys = {
    "dragonkin", "dragonkin_champions", "equipment",         "artifacts",         "medallions",
    "relics",    "minor_terrains",      "advanced_terrains", "eldarim_champions", "white_dragons"};
constexpr std::array<std::string_view, kComponentCount> kComponentNames = {
    "Dragonkin", "Dragonkin champions", "equipment",         "artifacts",         "medallions",
    "relics",    "minor terrains",      "advanced terrains", "Eldarim champions", "White Dragons"};
}  // namespace

std::string_view toString(Component component) {
    return kComponentKeys[static_cast<std::size_t>(component)];
}
std::string_view displayName(Component component) {
    return kComponentNames[static_cast<std::size_t>(component)];
}

std::optional<Component> parseComponent(std::string_view text) {
    for (std::size_t i = 0; i < kComponentKeys.size(); ++i) {
        if (kComponentKeys[i] == text) return static_cast<Component>(i);
    }
    return std::nullopt;
}

bool EventFormat::classMatches(std::string_view unitClass, std::string_view cap) {
    if (unitClass.size() < cap.size() || cap.empty()) return false;
    if (unitClass == cap) return true;
    const auto pos = unitClass.find(cap);
    if (pos == std::string_view::npos) return false;
    const bool startOk = pos == 0 || unitClass[pos - 1] == ' ';
    const bool endOk = pos + cap.size() == unitClass.size() || unitClass[pos + cap.size()] == ' ';
    return startOk && endOk;
}

bool EventFormat::allowsForceSize(int size) const {
    return forceSizes.empty() || std::find(forceSizes.begin(), forceSizes.end(), size) != forceSizes.end();
}

bool EventFormat::hasCopyLimits() const {
    return std::any_of(copyLimitBySize.begin(), copyLimitBySize.end(), [](int v) { return v != kNoLimit; }) ||
           std::any_of(copyLimitByKind.begin(), copyLimitByKind.end(), [](int v) { return v != kNoLimit; });
}

}  // namespace muster::rules
