#pragma once
// Paper sizes Muster prints on: ISO A4 and US Letter, in PDF points (1/72 inch).
#include <optional>
#include <string_view>

namespace muster::reports {

enum class Paper { A4, Letter };

struct PaperSize {
    float width = 0;
    float height = 0;
};

PaperSize paperSize(Paper paper);
std::string_view toString(Paper paper);  // "a4", "letter"
// Accepts "a4", "A4", "letter", "Letter", "us-letter".
std::optional<Paper> parsePaper(std::string_view text);

}  // namespace muster::reports
