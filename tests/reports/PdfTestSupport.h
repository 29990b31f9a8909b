#pragma once
// Helpers for the reports tests: the text and page count of a PDF through poppler's pdftotext/pdfinfo.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

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

#define MUSTER_REQUIRE_POPPLER() \
    if (!::muster::reports::test::havePoppler()) GTEST_SKIP() << "pdftotext (poppler-utils) is not installed"

inline std::filesystem::path fontDir() { return std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "fonts"; }
inline std::filesystem::path iconDir() { return std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "icons"; }

}  // namespace muster::reports::test
