#pragma once
// The one exception the PDF layer throws: what went wrong, where, and libharu's own error codes.
#include <stdexcept>
#include <string>

namespace muster::reports {

class PdfError : public std::runtime_error {
public:
    // `context` says what the layer was doing ("loading font DejaVuSans.ttf"); code/detail are libharu's.
    PdfError(const std::string& context, unsigned long code = 0, unsigned long detail = 0);
    [[nodiscard]] unsigned long code() const { return code_; }
    [[nodiscard]] unsigned long detail() const { return detail_; }

private:
    unsigned long code_;
    unsigned long detail_;
};

}  // namespace muster::reports
