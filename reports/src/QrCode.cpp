#include "muster/reports/QrCode.h"

#include <qrencode.h>

#include <memory>
#include <string>

namespace muster::reports {

QrCode::QrCode(std::string_view text) {
    if (text.empty() || text.size() > 512) throw std::invalid_argument("a QR code needs a text of 1 to 512 bytes");
    const std::string copy(text);  // libqrencode wants a NUL-terminated string
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString8bit(copy.c_str(), 0, QR_ECLEVEL_M),
                                                               &QRcode_free);
    if (!code || code->width <= 0) throw std::invalid_argument("the text cannot be written as a QR code");
    size_ = code->width;
    modules_.resize(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_));
    for (std::size_t i = 0; i < modules_.size(); ++i) modules_[i] = (code->data[i] & 1U) != 0;
}

}  // namespace muster::reports
