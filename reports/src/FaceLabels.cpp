#include "muster/reports/FaceLabels.h"

#include <string>

#include "muster/domain/FaceIcon.h"

namespace muster::reports {

namespace {

constexpr const char* kSaiIcon = "action-sai";
constexpr const char* kSaiName = "Special action icon";

IconLabel elementLabel(domain::Element element) {
    const std::string name(domain::toString(element));
    return {domain::elementIconName(name), name};
}

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
    for (const domain::Element e : elements.toVector()) labels.push_back(elementLabel(e));
    return labels;
}

std::vector<IconLabel> iconKey() {
    std::vector<IconLabel> key;
    for (const auto action : domain::basicActions())
        key.push_back({domain::faceIconName(action, ""), std::string(action)});
    key.push_back({kSaiIcon, kSaiName});
    for (const domain::Element e : domain::kAllElements) key.push_back(elementLabel(e));
    return key;
}

}  // namespace muster::reports
