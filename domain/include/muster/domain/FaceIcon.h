#pragma once
// Which picture of resources/icons shows a die face's icon word or an element: the screen (gui) and the
// printed sheets (reports) ask here, so both draw the same icon for the same face.
#include <span>
#include <string>
#include <string_view>

namespace muster::domain {

// True for the six basic actions (Melee, Missile, Magic, Save, Maneuver, ID, any case): their picture says
// what the face does, so the amount alone can stand beside it. An SAI's picture does not say which SAI it is.
bool isBasicAction(std::string_view faceIcon);
// The six basic actions as the rulebook names their icons ("Melee", ..., "ID"), in a fixed order.
std::span<const std::string_view> basicActions();

// The icon's file stem (resources/icons/<stem>.svg): "action-melee" ... "action-id" for the basic actions,
// "element-air" ... for a face that shows an element ("Element Air"), and `otherwise` for every other word
// (an SAI, or a face of its own such as a dragon's Claw or a terrain's City).
std::string faceIconName(std::string_view faceIcon, std::string_view otherwise);

// "element-fire" for "Fire" (any case); the element words of Element.h.
std::string elementIconName(std::string_view element);

}  // namespace muster::domain
