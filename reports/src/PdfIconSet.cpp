#include "muster/reports/PdfIconSet.h"

#include <fmt/format.h>

#include <algorithm>

#include "muster/domain/ResourceLocator.h"
#include "muster/domain/TextUtil.h"
#include "muster/reports/IconRaster.h"
#include "muster/reports/PdfDocument.h"
#include "muster/reports/PdfError.h"

namespace muster::reports {

namespace {

// Icon names are file stems of one folder: lower-case letters, digits and hyphens, never a path.
bool isIconName(const std::string& name) {
    return !name.empty() && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

}  // namespace

PdfIconSet::PdfIconSet(PdfDocument& doc, std::filesystem::path iconDir) : doc_(doc), dir_(std::move(iconDir)) {}

HPDF_Image PdfIconSet::image(const std::string& name) {
    if (const auto hit = images_.find(name); hit != images_.end()) return hit->second;
    if (!isIconName(name)) throw PdfError(fmt::format("'{}' is not an icon name", domain::text::printable(name, 60)));
    if (dir_.empty()) dir_ = domain::ResourceLocator::resourceDir() / "icons";
    const auto raster = IconRaster::of(dir_ / (name + ".svg"));
    const auto side = static_cast<HPDF_UINT>(raster->pixels());
    HPDF_Image picture =
        HPDF_LoadRawImageFromMem(doc_.handle(), raster->rgb().data(), side, side, HPDF_CS_DEVICE_RGB, 8);
    doc_.check(picture == nullptr ? HPDF_INVALID_IMAGE : HPDF_OK, fmt::format("embedding icon '{}'", name));
    HPDF_Image mask =
        HPDF_LoadRawImageFromMem(doc_.handle(), raster->alpha().data(), side, side, HPDF_CS_DEVICE_GRAY, 8);
    doc_.check(mask == nullptr ? HPDF_INVALID_IMAGE : HPDF_OK, fmt::format("embedding the mask of icon '{}'", name));
    doc_.check(HPDF_Image_AddSMask(picture, mask), fmt::format("masking icon '{}'", name));
    images_.emplace(name, picture);
    return picture;
}

void PdfIconSet::draw(HPDF_Page page, const std::string& name, float x, float y, float size) {
    HPDF_Image picture = image(name);
    doc_.check(HPDF_Page_DrawImage(page, picture, x, y, size, size), fmt::format("drawing icon '{}'", name));
}

}  // namespace muster::reports
