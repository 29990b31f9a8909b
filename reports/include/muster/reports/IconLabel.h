#pragma once
// A picture of resources/icons with a short text beside it, as the printed sheets show a die face ("2" beside
// the Melee picture, "4 Smite" beside the SAI picture) or an element ("Fire" beside the Fire picture).
#include <string>

namespace muster::reports {

struct IconLabel {
    std::string icon;  // file stem in the icons folder ("action-melee"); empty: the text alone
    std::string text;
    friend bool operator==(const IconLabel&, const IconLabel&) = default;
};

}  // namespace muster::reports
