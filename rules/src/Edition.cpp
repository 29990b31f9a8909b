#include "muster/rules/Edition.h"

#include "muster/domain/TextUtil.h"

namespace muster::rules {

std::string_view toString(Edition edition) { return edition == Edition::Tsr1996 ? "tsr-1996" : "v4.01d"; }

std::optional<Edition> parseEdition(std::string_view text) {
    const std::string key = domain::text::toLower(domain::text::trim(text));
    if (key == "v4.01d" || key == "v4" || key == "4.01d" || key == "sfr") return Edition::V401d;
    if (key == "tsr-1996" || key == "tsr1996" || key == "tsr") return Edition::Tsr1996;
    return std::nullopt;
}

}  // namespace muster::rules
