#pragma once
// libharu 2.3.0 gives every UTF-8 font a ToUnicode map written as a CID map ("begincidrange <0000> <FFFF> 0"),
// which PDF readers reject ("Invalid 'begincidrange' operator in ToUnicode CMap", pdftotext) and which maps
// nothing to text. Muster's fonts are drawn with two-byte codes that are the characters' Unicode values
// (Identity-H, UTF-8 encoder), so the right map is the identity: this replaces those streams with one and
// rewrites the cross-reference table for the new lengths. A PDF without such streams is returned unchanged.
#include <string>

namespace muster::reports {

class PdfToUnicode {
public:
    // Throws PdfError when `pdf` is not laid out the way libharu writes it.
    [[nodiscard]] static std::string repair(std::string pdf);
    // The identity ToUnicode map for two-byte codes (bfrange blocks of at most 100 entries).
    [[nodiscard]] static std::string identityMap();
};

}  // namespace muster::reports
