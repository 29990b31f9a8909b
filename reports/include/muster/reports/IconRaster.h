#pragma once
// One picture of resources/icons (SVG) drawn by librsvg into a square of pixels, for the PDFs: libharu cannot
// read SVG, so the printed sheets place this raster (once per document, as an image the pages share). At
// kPixels a side it keeps at least 300 dots per inch up to kMaxPrintedPoints, far larger than a face cell.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <vector>

namespace muster::reports {

class IconRaster {
public:
    static constexpr int kPixels = 160;
    // The largest printed size (points) at which the raster still has 300 dots per inch.
    static constexpr float kMaxPrintedPoints = kPixels * 72.0F / 300.0F;

    // The picture of `file`, drawn once per process and shared by every later call with the same path.
    // Throws PdfError naming the file when it is missing, unreadable or not an SVG picture.
    static std::shared_ptr<const IconRaster> of(const std::filesystem::path& file);

    [[nodiscard]] int pixels() const { return kPixels; }
    // Rows from the top, left to right: red, green, blue per pixel (not premultiplied), and the alpha plane.
    [[nodiscard]] const std::vector<std::uint8_t>& rgb() const { return rgb_; }
    [[nodiscard]] const std::vector<std::uint8_t>& alpha() const { return alpha_; }

private:
    explicit IconRaster(const std::filesystem::path& file);
    std::vector<std::uint8_t> rgb_;
    std::vector<std::uint8_t> alpha_;
};

}  // namespace muster::reports
