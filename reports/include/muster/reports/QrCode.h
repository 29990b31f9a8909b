#pragma once
// A QR code's modules for a short text (an address), from libqrencode (Debian's libqrencode), so that the
// printed pairings and slips can carry the event pages' address (docs/pages.md). Plain data: a square of
// dark and light modules, drawn by the sheets.
#include <stdexcept>
#include <string_view>
#include <vector>

namespace muster::reports {

class QrCode {
public:
    // Error correction level M (15% of the code may be damaged). std::invalid_argument when the text is
    // empty, longer than 512 bytes, or cannot be encoded.
    explicit QrCode(std::string_view text);

    // Modules per side (21 for version 1, 4 more per version).
    [[nodiscard]] int size() const { return size_; }
    [[nodiscard]] bool dark(int x, int y) const {
        return modules_[static_cast<std::size_t>(y) * static_cast<std::size_t>(size_) + static_cast<std::size_t>(x)];
    }

private:
    int size_ = 0;
    std::vector<bool> modules_;
};

}  // namespace muster::reports
