#pragma once
// How the printed sheets label a die's faces and elements with the screen's icons (domain/FaceIcon.h):
// a basic action is its picture and its amount ("2"); an SAI is the SAI picture with its amount and name
// ("4 Smite"); a face showing an element is that element's picture with the face's words; any other face (a
// dragon's Claw, a terrain's City) is its words alone.
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/reports/IconLabel.h"

namespace muster::reports {

IconLabel faceLabel(const domain::Catalog& catalog, const domain::Face& face);
// Every face of `die` in order; "faces not known" (no icon) when the catalog does not know them.
std::vector<IconLabel> faceLabels(const domain::Catalog& catalog, const domain::Die& die);
// Each element's picture and name.
std::vector<IconLabel> elementLabels(domain::ElementSet elements);
// The key to the pictures: each with the name the rulebook gives its icon, the basic actions first ("Melee" ...
// "ID"), then the SAI star, then the elements ("Air" ... "White").
std::vector<IconLabel> iconKey();

}  // namespace muster::reports
