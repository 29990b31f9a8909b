#include "muster/reports/Paper.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace muster::reports {

PaperSize paperSize(Paper paper) {
    switch (paper) {
        case Paper::A4: return {595.276F, 841.89F};
        case Paper::Letter: return {612.0F, 792.0F};
    }
    return {595.276F, 841.89F};
}

std::string_view toString(Paper paper) { return paper == Paper::Letter ? "letter" : "a4"; }

std::optional<Paper> parsePaper(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "a4") return Paper::A4;
    if (lower == "letter" || lower == "us-letter" || lower == "usletter") return Paper::Letter;
    return std::nullopt;
}

}  // namespace muster::reports
