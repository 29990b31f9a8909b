#pragma once
// RAII owner of one libharu document with Muster's two embedded Unicode fonts (DejaVu Sans regular and
// bold, UTF-8). libharu's error handler only records the error; every call is checked and a failure is
// thrown as PdfError with context, so no longjmp and no half-written documents leak.
#include <hpdf.h>

#include <array>
#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "muster/reports/Paper.h"
#include "muster/reports/RenderedPdf.h"

namespace muster::reports {

enum class FontStyle { Regular, Bold };

class PdfDocument {
public:
    // Loads DejaVuSans.ttf and DejaVuSans-Bold.ttf from `fontDir`; throws PdfError naming the missing file.
    explicit PdfDocument(const std::filesystem::path& fontDir);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    // The fonts folder of the resources (ResourceLocator::resourceDir() / "fonts").
    static std::filesystem::path defaultFontDir();

    HPDF_Page addPage(PaperSize size);
    [[nodiscard]] int pageCount() const { return pageCount_; }
    [[nodiscard]] HPDF_Font font(FontStyle style) const { return fonts_[static_cast<std::size_t>(style)]; }
    // Width in points of UTF-8 text at `size`, from the font's own glyph metrics.
    [[nodiscard]] float textWidth(FontStyle style, float size, std::string_view utf8) const;

    // The longest text drawn as one piece; libharu refuses strings over 65,535 bytes, and no page shows more.
    static constexpr std::size_t kMaxTextBytes = 1000;
    // `utf8` as this document can show it: cut to kMaxTextBytes (at a character, "..." added), and every
    // character the fonts have no glyph for (emoji, scripts DejaVu Sans lacks, bytes that are not UTF-8) as
    // U+FFFD. What was changed, and right-to-left text (drawn left to right, unshaped), is said once per text
    // in warnings(), so that nothing vanishes from a PDF without a word.
    [[nodiscard]] std::string printable(std::string_view utf8, FontStyle style);
    [[nodiscard]] const std::vector<std::string>& warnings() const { return warnings_; }
    // Adds a warning (said once however often it is given): what the PDF shows differently from its data.
    void warn(const std::string& message);

    void setInfo(const std::string& title, const std::string& subject);
    [[nodiscard]] std::string toBytes();
    void save(const std::filesystem::path& file);

    // Throws PdfError when `status` is an error or the handler recorded one since the last check.
    void check(HPDF_STATUS status, std::string_view context);
    [[nodiscard]] HPDF_Doc handle() const { return doc_.get(); }

private:
    struct ErrorState {
        HPDF_STATUS code = HPDF_OK;
        HPDF_STATUS detail = 0;
    };
    struct DocDeleter {
        void operator()(HPDF_Doc doc) const { HPDF_Free(doc); }
    };
    static void onError(HPDF_STATUS code, HPDF_STATUS detail, void* userData);
    [[noreturn]] void fail(std::string_view context);
    HPDF_Font loadFont(const std::filesystem::path& file);
    bool hasGlyph(FontStyle style, char32_t codePoint);

    std::unique_ptr<ErrorState> error_;
    std::unique_ptr<std::remove_pointer_t<HPDF_Doc>, DocDeleter> doc_;
    std::array<HPDF_Font, 2> fonts_{};
    mutable std::array<std::unordered_map<char32_t, float>, 2> widthCache_;
    std::array<std::unordered_map<char32_t, bool>, 2> glyphCache_;
    std::vector<std::string> warnings_;
    std::set<std::string> warned_;
    int pageCount_ = 0;
};

// The options' font folder, or PdfDocument::defaultFontDir() when it is empty.
std::filesystem::path fontDirFor(const ReportOptions& options);

// Decodes UTF-8 into code points; invalid bytes become U+FFFD (never throws).
std::u32string decodeUtf8(std::string_view text);

}  // namespace muster::reports
