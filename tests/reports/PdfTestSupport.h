#pragma once
// Helpers for the reports tests: the text and page count of a PDF through poppler's pdftotext/pdfinfo.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "muster/reports/RenderedPdf.h"

namespace muster::reports::test {

inline bool havePoppler() { return std::system("pdftotext -v >/dev/null 2>&1") == 0; }

inline std::string runCommand(const std::string& command) {
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return out;
    char buffer[4096];
    std::size_t n = 0;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
    pclose(pipe);
    return out;
}

inline std::filesystem::path writeTemp(const RenderedPdf& pdf, const std::string& name) {
    const auto path = std::filesystem::temp_directory_path() / ("muster-reports-" + name + ".pdf");
    pdf.save(path);
    return path;
}

// Text of the PDF with every run of whitespace folded to one space (table cells may wrap).
inline std::string pdfText(const RenderedPdf& pdf, const std::string& name) {
    const auto path = writeTemp(pdf, name);
    const std::string raw = runCommand("pdftotext -enc UTF-8 '" + path.string() + "' - 2>/dev/null");
    std::string folded;
    bool space = false;
    for (char c : raw) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r') {
            space = true;
        } else {
            if (space && !folded.empty()) folded += ' ';
            space = false;
            folded += c;
        }
    }
    return folded;
}

// The text of each page, laid out as printed (pdftotext -layout): lines kept, pages split at form feeds.
inline std::vector<std::string> pdfPageTexts(const RenderedPdf& pdf, const std::string& name) {
    const auto path = writeTemp(pdf, name);
    const std::string raw = runCommand("pdftotext -layout -enc UTF-8 '" + path.string() + "' - 2>/dev/null");
    std::vector<std::string> pages(1);
    for (char c : raw) {
        if (c == '\f') {
            pages.emplace_back();
        } else {
            pages.back() += c;
        }
    }
    if (pages.back().empty()) pages.pop_back();
    return pages;
}

inline int pdfPages(const RenderedPdf& pdf, const std::string& name) {
    const auto path = writeTemp(pdf, name);
    const std::string info = runCommand("pdfinfo '" + path.string() + "'");
    const auto at = info.find("Pages:");
    if (at == std::string::npos) return -1;
    return std::atoi(info.c_str() + at + 6);
}

inline std::string pdfPageSize(const RenderedPdf& pdf, const std::string& name) {
    const auto path = writeTemp(pdf, name);
    const std::string info = runCommand("pdfinfo '" + path.string() + "'");
    const auto at = info.find("Page size:");
    if (at == std::string::npos) return {};
    return info.substr(at, info.find('\n', at) - at);
}

// One image drawn on a page, as `pdfimages -list` reports it: a soft mask is listed as its own row.
struct PlacedImage {
    int page = 0;
    std::string type;  // "image" or "smask"
    int width = 0;
    int height = 0;
    int object = 0;  // the PDF object: the same number each time the same embedded image is drawn
    int xPpi = 0;    // pixels per inch at the size it is drawn
};

inline std::vector<PlacedImage> pdfImages(const RenderedPdf& pdf, const std::string& name) {
    const auto path = writeTemp(pdf, name);
    std::istringstream lines(runCommand("pdfimages -list '" + path.string() + "' 2>/dev/null"));
    std::vector<PlacedImage> images;
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream in(line);
        PlacedImage image;
        std::string color, comp, bpc, enc, interp, generation;
        if (!(in >> image.page >> image.type >> image.type >> image.width >> image.height >> color >> comp >> bpc >>
              enc >> interp >> image.object >> generation >> image.xPpi)) {
            continue;  // the two header lines
        }
        images.push_back(image);
    }
    return images;
}

// A page rendered by pdftoppm: rows from the top, three bytes (red, green, blue) per pixel.
struct PageRaster {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgb;
    [[nodiscard]] const unsigned char* at(int x, int y) const {
        return rgb.data() + (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + x) * 3;
    }
};

inline PageRaster renderPage(const RenderedPdf& pdf, const std::string& name, int page, int dpi) {
    const auto path = writeTemp(pdf, name);
    const auto stem = std::filesystem::temp_directory_path() / ("muster-reports-" + name + "-page");
    runCommand("pdftoppm -r " + std::to_string(dpi) + " -f " + std::to_string(page) + " -l " + std::to_string(page) +
               " -singlefile '" + path.string() + "' '" + stem.string() + "' 2>/dev/null");
    std::ifstream in(stem.string() + ".ppm", std::ios::binary);
    PageRaster raster;
    std::string magic;
    int maxValue = 0;
    in >> magic >> raster.width >> raster.height >> maxValue;
    in.get();  // the one whitespace byte before the pixels
    if (magic != "P6" || maxValue != 255 || raster.width <= 0 || raster.height <= 0) return {};
    raster.rgb.resize(static_cast<std::size_t>(raster.width) * static_cast<std::size_t>(raster.height) * 3);
    in.read(reinterpret_cast<char*>(raster.rgb.data()), static_cast<std::streamsize>(raster.rgb.size()));
    if (!in) return {};
    return raster;
}

#define MUSTER_REQUIRE_POPPLER() \
    if (!::muster::reports::test::havePoppler()) GTEST_SKIP() << "pdftotext (poppler-utils) is not installed"

inline std::filesystem::path fontDir() { return std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "fonts"; }
inline std::filesystem::path iconDir() { return std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "icons"; }

}  // namespace muster::reports::test
