#include "muster/reports/PdfDocument.h"

#include <fmt/format.h>
#include <hpdf_font.h>
#include <hpdf_fontdef.h>

#include <vector>

#include "muster/domain/FileIO.h"
#include "muster/domain/ResourceLocator.h"
#include "muster/domain/TextUtil.h"
#include "muster/reports/PdfError.h"
#include "muster/reports/PdfToUnicode.h"

namespace muster::reports {

std::u32string decodeUtf8(std::string_view text) {
    std::u32string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        int extra = 0;
        char32_t cp = 0;
        if (c < 0x80) {
            cp = c;
        } else if ((c & 0xE0) == 0xC0) {
            cp = c & 0x1FU;
            extra = 1;
        } else if ((c & 0xF0) == 0xE0) {
            cp = c & 0x0FU;
            extra = 2;
        } else if ((c & 0xF8) == 0xF0) {
            cp = c & 0x07U;
            extra = 3;
        } else {
            out.push_back(U'\uFFFD');
            ++i;
            continue;
        }
        if (i + static_cast<std::size_t>(extra) >= text.size()) {
            out.push_back(U'\uFFFD');
            break;
        }
        bool ok = true;
        for (int k = 1; k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) {
                ok = false;
                break;
            }
            cp = (cp << 6) | (next & 0x3FU);
        }
        if (!ok) {
            out.push_back(U'\uFFFD');
            ++i;
            continue;
        }
        out.push_back(cp);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

std::filesystem::path fontDirFor(const ReportOptions& options) {
    return options.fontDir.empty() ? PdfDocument::defaultFontDir() : options.fontDir;
}

void PdfDocument::onError(HPDF_STATUS code, HPDF_STATUS detail, void* userData) {
    auto* state = static_cast<ErrorState*>(userData);
    if (state->code == HPDF_OK) {  // keep the first error: later ones are usually consequences
        state->code = code;
        state->detail = detail;
    }
}

PdfDocument::PdfDocument(const std::filesystem::path& fontDir) : error_(std::make_unique<ErrorState>()) {
    doc_.reset(HPDF_New(&PdfDocument::onError, error_.get()));
    if (!doc_) throw PdfError("cannot create a PDF document (out of memory?)");
    check(HPDF_SetCompressionMode(doc_.get(), HPDF_COMP_ALL), "setting compression");
    check(HPDF_UseUTFEncodings(doc_.get()), "enabling UTF-8 encodings");
    fonts_[0] = loadFont(fontDir / "DejaVuSans.ttf");
    fonts_[1] = loadFont(fontDir / "DejaVuSans-Bold.ttf");
}

PdfDocument::~PdfDocument() = default;

std::filesystem::path PdfDocument::defaultFontDir() { return domain::ResourceLocator::resourceDir() / "fonts"; }

HPDF_Font PdfDocument::loadFont(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        throw PdfError(fmt::format("font file '{}' not found (the fonts folder of the Muster resources)",
                                   file.string()));
    }
    const char* name = HPDF_LoadTTFontFromFile(doc_.get(), file.string().c_str(), HPDF_TRUE);
    if (name == nullptr) fail(fmt::format("loading font '{}'", file.string()));
    HPDF_Font font = HPDF_GetFont(doc_.get(), name, "UTF-8");
    if (font == nullptr) fail(fmt::format("opening font '{}' with UTF-8 encoding", file.string()));
    return font;
}

void PdfDocument::fail(std::string_view context) {
    const auto code = error_->code;
    const auto detail = error_->detail;
    error_->code = HPDF_OK;
    error_->detail = 0;
    if (doc_) HPDF_ResetError(doc_.get());
    throw PdfError(std::string(context), code, detail);
}

void PdfDocument::check(HPDF_STATUS status, std::string_view context) {
    if (status != HPDF_OK && error_->code == HPDF_OK) error_->code = status;
    if (error_->code != HPDF_OK) fail(context);
}

HPDF_Page PdfDocument::addPage(PaperSize size) {
    HPDF_Page page = HPDF_AddPage(doc_.get());
    if (page == nullptr) fail("adding a page");
    check(HPDF_Page_SetWidth(page, size.width), "setting the page width");
    check(HPDF_Page_SetHeight(page, size.height), "setting the page height");
    ++pageCount_;
    return page;
}

float PdfDocument::textWidth(FontStyle style, float size, std::string_view utf8) const {
    const auto index = static_cast<std::size_t>(style);
    auto& cache = widthCache_[index];
    float units = 0;
    for (char32_t cp : decodeUtf8(utf8)) {
        auto it = cache.find(cp);
        if (it == cache.end()) {
            const HPDF_INT w = HPDF_Font_GetUnicodeWidth(fonts_[index], static_cast<HPDF_UNICODE>(cp));
            it = cache.emplace(cp, static_cast<float>(w)).first;
        }
        units += it->second;
    }
    return units * size / 1000.0F;
}

namespace {

// Scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// presentation forms.
bool isRightToLeft(char32_t cp) {
    return (cp >= 0x0590 && cp <= 0x08FF) || (cp >= 0xFB1D && cp <= 0xFDFF) || (cp >= 0xFE70 && cp <= 0xFEFF);
}

std::string encodeUtf8(char32_t cp) {
    std::string out;
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return out;
}

}  // namespace

bool PdfDocument::hasGlyph(FontStyle style, char32_t codePoint) {
    // libharu's UTF-8 encoding reaches the Basic Multilingual Plane only: emoji and the like cannot be drawn.
    if (codePoint > 0xFFFF || codePoint == 0xFFFD) return codePoint == 0xFFFD;
    if (codePoint < 0x20) return false;
    auto& cache = glyphCache_[static_cast<std::size_t>(style)];
    if (const auto it = cache.find(codePoint); it != cache.end()) return it->second;
    bool found = true;
    // The TrueType font definition behind the font (libharu has no public call for "has a glyph").
    const auto* attr = static_cast<HPDF_FontAttr>(font(style)->attr);
    if (attr != nullptr && attr->fontdef != nullptr && attr->fontdef->type == HPDF_FONTDEF_TYPE_TRUETYPE) {
        found = HPDF_TTFontDef_GetGlyphid(attr->fontdef, static_cast<HPDF_UINT16>(codePoint)) != 0;
    }
    cache.emplace(codePoint, found);
    return found;
}

void PdfDocument::warn(const std::string& message) {
    if (warned_.insert(message).second) warnings_.push_back(message);
}

std::string PdfDocument::printable(std::string_view utf8, FontStyle style) {
    const bool cut = utf8.size() > kMaxTextBytes;
    std::string_view shown = utf8;
    if (cut) {
        std::size_t end = kMaxTextBytes;
        while (end > 0 && (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80) --end;  // a character's start
        shown = utf8.substr(0, end);
    }
    std::string out;
    out.reserve(shown.size() + 3);
    std::string missing;
    bool rightToLeft = false;
    for (const char32_t cp : decodeUtf8(shown)) {
        if (!hasGlyph(style, cp)) {
            if (missing.size() < 60)
                missing += fmt::format("{}U+{:04X}", missing.empty() ? "" : " ", static_cast<unsigned>(cp));
            out += encodeUtf8(U'\uFFFD');
            continue;
        }
        rightToLeft = rightToLeft || isRightToLeft(cp);
        out += encodeUtf8(cp);
    }
    if (cut) out += "...";
    const std::string quoted = domain::text::printable(utf8, 60);
    if (cut)
        warn(fmt::format("'{}' is {} bytes long; the PDF shows its first {} bytes", quoted, utf8.size(), shown.size()));
    if (!missing.empty()) {
        warn(fmt::format(
            "'{}' has characters the PDF's font cannot show ({}); they are printed as the replacement mark U+FFFD",
            quoted, missing));
    }
    if (rightToLeft) warn(fmt::format("'{}' is right-to-left text; the PDF prints it left to right", quoted));
    return out;
}

void PdfDocument::setInfo(const std::string& title, const std::string& subject) {
    check(HPDF_SetInfoAttr(doc_.get(), HPDF_INFO_CREATOR, "Muster"), "setting the document creator");
    // The metadata holds at most kMaxTextBytes of each (libharu refuses strings over 65,535 bytes).
    auto cut = [](const std::string& text) {
        if (text.size() <= kMaxTextBytes) return text;
        std::size_t end = kMaxTextBytes;
        while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
        return text.substr(0, end) + "...";
    };
    check(HPDF_SetInfoAttr(doc_.get(), HPDF_INFO_TITLE, cut(title).c_str()), "setting the document title");
    check(HPDF_SetInfoAttr(doc_.get(), HPDF_INFO_SUBJECT, cut(subject).c_str()), "setting the document subject");
}

std::string PdfDocument::toBytes() {
    check(HPDF_SaveToStream(doc_.get()), "writing the PDF");
    std::string bytes;
    bytes.resize(HPDF_GetStreamSize(doc_.get()));
    check(HPDF_ResetStream(doc_.get()), "rewinding the PDF stream");
    std::size_t done = 0;
    while (done < bytes.size()) {
        auto size = static_cast<HPDF_UINT32>(bytes.size() - done);
        const HPDF_STATUS status =
            HPDF_ReadFromStream(doc_.get(), reinterpret_cast<HPDF_BYTE*>(bytes.data() + done), &size);
        done += size;
        if (status == HPDF_STREAM_EOF) {  // the end of the stream is not an error here
            error_->code = HPDF_OK;
            HPDF_ResetError(doc_.get());
            break;
        }
        check(status, "reading the PDF stream");
        if (size == 0) break;
    }
    bytes.resize(done);
    return PdfToUnicode::repair(std::move(bytes));
}

void PdfDocument::save(const std::filesystem::path& file) {
    try {
        domain::writeFileAtomically(file.string(), toBytes());
    } catch (const domain::FileError& e) {
        throw PdfError(fmt::format("cannot write {}", e.what()));
    }
}

}  // namespace muster::reports
