#include "muster/reports/FaceLabels.h"

#include <string>

#include "muster/domain/FaceIcon.h"

namespace muster::reports {

namespace {

constexpr const char* kSaiIcon = "action-sai";
constexpr const char* kSaiName = "Special action icon";

}  // namespace

IconLabel faceLabel(const domain::Catalog& catalog, const domain::Face& face) {
    if (domain::isBasicAction(face.icon)) return {domain::faceIconName(face.icon, ""), std::to_string(face.amount)};
    const std::string otherwise = catalog.findSai(face.icon) != nullptr ? kSaiIcon : "";
    return {domain::faceIconName(face.icon, otherwise), face.toString()};
}

std::vector<IconLabel> faceLabels(const domain::Catalog& catalog, const domain::Die& die) {
    if (die.facesUnknown) return {{"", "faces not known"}};
    std::vector<IconLabel> labels;
    labels.reserve(die.faces.size());
    for (const auto& face : die.faces) labels.push_back(faceLabel(catalog, face));
    return labels;
}

std::vector<IconLabel> elementLabels(domain::ElementSet elements) {
    std::vector<IconLabel> labels;
    for (const domain::Element e : elements.toVector()) {
        const std::string name(domain::toString(e));
        labels.push_back({domain::elementIconName(name), name});
    }
    return labels;
}

std::vector<IconLabel> iconKey(const std::set<std::string>& shown) {
    std::vector<IconLabel> all;
    for (const auto action : domain::basicActions())
        all.push_back({domain::faceIconName(action, ""), std::string(action)});
    all.push_back({kSaiIcon, kSaiName});
    for (const domain::Element e : domain::kAllElements) {
        const std::string name(domain::toString(e));
        all.push_back({domain::elementIconName(name), name});
    }
    std::vector<IconLabel> key;
    for (auto& entry : all) {
        if (shown.contains(entry.icon)) key.push_back(std::move(entry));
    }
    return key;
}

}  // namespace muster::reports
