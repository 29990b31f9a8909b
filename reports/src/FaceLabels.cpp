#include "muster/reports/FaceLabels.h"

#include <string>

#include "muster/domain/FaceIcon.h"

namespace muster::reports {

IconLabel faceLabel(const domain::Catalog& catalog, const domain::Face& face) {
    if (domain::isBasicAction(face.icon)) return {domain::faceIconName(face.icon, ""), std::to_string(face.amount)};
    const std::string otherwise = catalog.findSai(face.icon) != nullptr ? "action-sai" : "";
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

}  // namespace muster::reports
