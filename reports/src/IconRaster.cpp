#include "muster/reports/IconRaster.h"

#include <cairo.h>
#include <fmt/format.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <string>

#include "muster/domain/FileIO.h"
#include "muster/reports/PdfError.h"

namespace muster::reports {

namespace {

struct GObjectUnref {
    void operator()(gpointer object) const { g_object_unref(object); }
};
struct GErrorFree {
    void operator()(GError* error) const { g_error_free(error); }
};
struct SurfaceDestroy {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
struct CairoDestroy {
    void operator()(cairo_t* cr) const { cairo_destroy(cr); }
};

[[noreturn]] void failOn(const std::filesystem::path& file, std::string_view what, GError* raw) {
    const std::unique_ptr<GError, GErrorFree> error(raw);
    throw PdfError(fmt::format("icon '{}' {}{}{}", file.string(), what, error ? ": " : "",
                               error && error->message != nullptr ? error->message : ""));
}

}  // namespace

IconRaster::IconRaster(const std::filesystem::path& file) {
    std::string svg;
    try {
        svg = domain::readFile(file.string(), domain::ReadLimits{1024U * 1024U});
    } catch (const domain::FileError& e) {
        throw PdfError(fmt::format("cannot read icon {} (the icons folder of the Muster resources)", e.what()));
    }
    GError* error = nullptr;
    const std::unique_ptr<RsvgHandle, GObjectUnref> handle(
        rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error));
    if (!handle) failOn(file, "is not an SVG picture", error);

    const std::unique_ptr<cairo_surface_t, SurfaceDestroy> surface(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kPixels, kPixels));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) failOn(file, "has no room to be drawn", nullptr);
    {
        const std::unique_ptr<cairo_t, CairoDestroy> cr(cairo_create(surface.get()));
        const RsvgRectangle viewport{0, 0, kPixels, kPixels};
        if (rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error) == FALSE) {
            failOn(file, "cannot be drawn", error);
        }
    }
    cairo_surface_flush(surface.get());

    // cairo's ARGB32: one native-endian 32-bit word per pixel, colour premultiplied by alpha.
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    const auto count = static_cast<std::size_t>(kPixels) * kPixels;
    rgb_.resize(count * 3);
    alpha_.resize(count);
    std::size_t at = 0;
    for (int y = 0; y < kPixels; ++y) {
        const auto* row = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < kPixels; ++x, ++at) {
            const std::uint32_t pixel = row[x];
            const std::uint32_t a = pixel >> 24U;
            alpha_[at] = static_cast<std::uint8_t>(a);
            for (int c = 0; c < 3; ++c) {
                const std::uint32_t premultiplied = (pixel >> (16U - 8U * static_cast<unsigned>(c))) & 0xFFU;
                rgb_[at * 3 + static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(
                    a == 0 ? 0 : std::min<std::uint32_t>(255, (premultiplied * 255 + a / 2) / a));
            }
        }
    }
}

std::shared_ptr<const IconRaster> IconRaster::of(const std::filesystem::path& file) {
    static std::mutex guard;
    static std::map<std::filesystem::path, std::shared_ptr<const IconRaster>> drawn;
    const std::lock_guard lock(guard);
    auto hit = drawn.find(file);
    if (hit == drawn.end()) hit = drawn.emplace(file, std::shared_ptr<const IconRaster>(new IconRaster(file))).first;
    return hit->second;
}

}  // namespace muster::reports
