#include "muster/domain/PatternDistance.h"

#include <algorithm>

namespace muster::domain {

PatternDistance::PatternDistance(std::string_view pattern) : length_(std::min(pattern.size(), kMaxPattern)) {
    for (std::size_t i = 0; i < length_; ++i)
        positions_[static_cast<unsigned char>(pattern[i])] |= std::uint64_t{1} << i;
}

std::size_t PatternDistance::to(std::string_view text) const {
    if (length_ == 0) return text.size();
    // Column by column over `text`, the vertical differences of the dynamic-programming table are kept as
    // bit vectors: Pv (+1) and Mv (-1). `score` follows the table's last row.
    const std::uint64_t last = std::uint64_t{1} << (length_ - 1);
    std::uint64_t pv = ~std::uint64_t{0};
    std::uint64_t mv = 0;
    std::size_t score = length_;
    for (const char c : text) {
        const std::uint64_t eq = positions_[static_cast<unsigned char>(c)];
        const std::uint64_t xv = eq | mv;
        const std::uint64_t xh = (((eq & pv) + pv) ^ pv) | eq;
        std::uint64_t ph = mv | ~(xh | pv);
        std::uint64_t mh = pv & xh;
        if ((ph & last) != 0) {
            ++score;
        } else if ((mh & last) != 0) {
            --score;
        }
        // The first row of the table grows by one per column: the text's characters are inserted.
        ph = (ph << 1) | 1;
        mh <<= 1;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    return score;
}

}  // namespace muster::domain
