#include "muster/domain/FaceIcon.h"

#include <algorithm>
#include <array>

#include "muster/domain/Element.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {

constexpr std::array<std::string_view, 6> kBasicActions = {"Melee", "Missile", "Maneuver", "Magic", "Save", "ID"};
constexpr std::string_view kElementFace = "element ";

}  // namespace

bool isBasicAction(std::string_view faceIcon) {
    const auto icon = text::trim(faceIcon);
    return std::any_of(kBasicActions.begin(), kBasicActions.end(),
                       [&](std::string_view action) { return text::equalsIgnoringCase(icon, action); });
}

std::span<const std::string_view> basicActions() { return kBasicActions; }

std::string faceIconName(std::string_view faceIcon, std::string_view otherwise) {
    const std::string lower = text::toLower(text::trim(faceIcon));
    if (isBasicAction(lower)) return "action-" + lower;
    if (lower.starts_with(kElementFace)) {
        if (const auto element = parseElement(text::trim(std::string_view(lower).substr(kElementFace.size())))) {
            return elementIconName(toString(*element));
        }
    }
    return std::string(otherwise);
}

std::string elementIconName(std::string_view element) {
    return "element-" + text::toLower(text::trim(element));
}

}  // namespace muster::domain
