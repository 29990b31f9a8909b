#pragma once
// The edit distance from one short pattern (at most 64 bytes) to many texts, each in time linear in the
// text's length (Myers' bit-parallel algorithm, in Hyyrö's form for the whole-string distance). "Did you
// mean" compares one typed name with every name of the catalog; this keeps that to a few microseconds.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace muster::domain {

class PatternDistance {
public:
    static constexpr std::size_t kMaxPattern = 64;

    // Only the first kMaxPattern bytes of `pattern` are used.
    explicit PatternDistance(std::string_view pattern);

    [[nodiscard]] std::size_t pattern() const { return length_; }
    // The number of single-byte insertions, deletions and substitutions that turn the pattern into `text`.
    [[nodiscard]] std::size_t to(std::string_view text) const;

private:
    std::array<std::uint64_t, 256> positions_{};  // for each byte value, the pattern positions that hold it
    std::size_t length_;
};

}  // namespace muster::domain
