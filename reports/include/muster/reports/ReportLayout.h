#pragma once
// Muster's small flow-layout engine on top of PdfDocument: a cursor that moves down the page, blocks
// (title band, headings, paragraphs, tables) that wrap or shrink text so it always fits, tables that
// continue on a new page with their header repeated, footers with "page n of m", and named anchors.
// Coordinates in this interface are points from the page's top-left corner.
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "muster/reports/IconLabel.h"
#include "muster/reports/PdfDocument.h"
#include "muster/reports/PdfIconSet.h"
#include "muster/reports/RenderedPdf.h"

namespace muster::reports {

struct Rgb {
    float r = 0;
    float g = 0;
    float b = 0;
};

namespace colors {
inline constexpr Rgb kInk{0.10F, 0.10F, 0.12F};
inline constexpr Rgb kMuted{0.38F, 0.38F, 0.42F};
inline constexpr Rgb kAccent{0.45F, 0.12F, 0.10F};      // dragon red, headings and bands
inline constexpr Rgb kAccentLight{0.96F, 0.92F, 0.88F};  // parchment, zebra rows
inline constexpr Rgb kRule{0.70F, 0.66F, 0.62F};
inline constexpr Rgb kWhite{1, 1, 1};
inline constexpr Rgb kGood{0.10F, 0.42F, 0.18F};
inline constexpr Rgb kBad{0.70F, 0.10F, 0.08F};
}  // namespace colors

enum class Align { Left, Center, Right };

struct TextStyle {
    FontStyle font = FontStyle::Regular;
    float size = 9.0F;
    Rgb color = colors::kInk;
};

// Text broken into lines at the size that makes every line fit.
struct FittedText {
    std::vector<std::string> lines;
    float size = 0;
    [[nodiscard]] float height() const;
};

struct TableColumn {
    std::string title;
    float weight = 1;  // share of the table width
    Align align = Align::Left;
    bool bold = false;
};

struct TableRow {
    TableRow() = default;
    // Not an aggregate, so that rows written as {{cells}, emphasis} need not spell out the marks.
    TableRow(std::vector<std::string> cellTexts, bool bold = false, std::vector<std::vector<IconLabel>> cellMarks = {})
        : cells(std::move(cellTexts)), emphasis(bold), marks(std::move(cellMarks)) {}

    std::vector<std::string> cells;
    bool emphasis = false;  // bold, for totals
    // Icons with their texts, per cell (indexed as `cells`; missing or empty: none): drawn under the cell's
    // text, left to right in the column's alignment, wrapping to further lines. A cell may hold marks only.
    std::vector<std::vector<IconLabel>> marks;
};

class ReportLayout {
public:
    static constexpr float kLineFactor = 1.22F;
    static constexpr float kMinTextSize = 5.0F;
    // drawLine and fit shrink text to its width down to this size (or to 70% of its own size, if that is larger);
    // beyond, drawLine cuts the line with an ellipsis and fit breaks the word (a name 80 characters long printed
    // at 3 pt).
    static constexpr float kMinReadableSize = 6.0F;
    // A table cell shows at most this many lines; a longer text (a name of hundreds of characters) is cut with an
    // ellipsis, and a warning says so.
    static constexpr std::size_t kMaxCellLines = 4;
    // The smallest size text of `size` is shrunk to: kMinReadableSize, or 70% of `size` when that is larger.
    [[nodiscard]] static float readableSize(float size);

    // `iconDir`: the folder of the icons tables draw (empty: the resources' icons folder).
    ReportLayout(PdfDocument& doc, Paper paper, std::string runningTitle, std::filesystem::path iconDir = {});

    // The side of an icon beside text of `size` points (a face cell's icon at 7.5 pt text: 12 pt, 4.2 mm).
    [[nodiscard]] static float iconSize(float size) { return size * 1.6F; }

    [[nodiscard]] float pageWidth() const { return size_.width; }
    [[nodiscard]] float pageHeight() const { return size_.height; }
    [[nodiscard]] float left() const { return margin_; }
    [[nodiscard]] float contentWidth() const { return size_.width - 2 * margin_; }
    [[nodiscard]] float y() const { return y_; }
    [[nodiscard]] float bottom() const { return size_.height - margin_ - kFooterHeight; }
    [[nodiscard]] float remaining() const { return bottom() - y_; }
    [[nodiscard]] int pageNumber() const { return static_cast<int>(pages_.size()); }
    [[nodiscard]] bool fits(float height) const { return y_ + height <= bottom() + 0.01F; }

    void newPage();
    // The names of the icons (FaceLabels.h iconKey): finish() prints, on each page that draws icons, one line of
    // the pictures that page draws, each with its name, in the order of `key`, where the footer was; it moves every
    // footer of the document down into the bottom margin by that line's height, so the key takes no room from
    // the pages' content. A line too long at kKeyTextSize is set smaller. Empty (the default): no key.
    void setIconKey(std::vector<IconLabel> key) { key_ = std::move(key); }
    void ensureSpace(float height);
    void moveDown(float dy) { y_ += dy; }
    void setY(float y) { y_ = y; }
    void anchor(const std::string& name, float x) { anchorAt(name, x, y_); }
    void anchorAt(const std::string& name, float x, float y);

    // Blocks that flow and advance the cursor.
    void titleBand(const std::string& title, const std::string& subtitle);
    void heading(const std::string& text, float keepWithNext = 48);
    void subheading(const std::string& text, float keepWithNext = 36);
    void paragraph(const std::string& text, const TextStyle& style, float indent = 0);
    // "Label: text" with the label in bold, wrapped as one paragraph.
    void labeledParagraph(const std::string& label, const std::string& text, float size, float indent = 0);
    // A full-width table that continues on new pages with its header repeated.
    void flowTable(const std::vector<TableColumn>& columns, const std::vector<TableRow>& rows, float bodySize = 8.5F);

    // Tables at a fixed place (no page breaks): measure first, then draw; returns the height used.
    [[nodiscard]] float measureTable(const std::vector<TableColumn>& columns, const std::vector<TableRow>& rows,
                                     float width, float bodySize = 8.5F) const;
    float drawTable(float x, float top, float width, const std::vector<TableColumn>& columns,
                    const std::vector<TableRow>& rows, float bodySize = 8.5F);

    // Measuring and drawing primitives.
    [[nodiscard]] FittedText fit(const std::string& text, const TextStyle& style, float width) const;
    [[nodiscard]] float textWidth(const std::string& text, const TextStyle& style) const;
    // The longest start of `text` that fits `width` with an ellipsis after it ("Bartholomew…").
    [[nodiscard]] std::string cutToFit(const std::string& text, const TextStyle& style, float width) const;
    void drawLines(const FittedText& text, float x, float top, float width, const TextStyle& style, Align align);
    // One line shrunk to `width` when needed, never below a readable size: what still does not fit is cut with an
    // ellipsis (a warning in the document says so); `top` is the top of its line box.
    void drawLine(const std::string& text, float x, float top, float width, const TextStyle& style,
                  Align align = Align::Left);
    void rule(float x1, float y1, float x2, float y2, float lineWidth, Rgb color, bool dashed = false);
    void fillRect(float x, float top, float width, float height, Rgb color);
    void strokeRect(float x, float top, float width, float height, float lineWidth, Rgb color);
    // Icon `name` (resources/icons/<name>.svg) as a square of side `size` with its top-left corner at (x, top).
    void drawIcon(const std::string& name, float x, float top, float size);

    // Draws every page's footer ("<footer>    page n of m") and returns the finished document.
    RenderedPdf finish(const std::string& footer);

private:
    static constexpr float kFooterHeight = 16.0F;
    static constexpr float kKeyTextSize = 7.0F;
    // An icon label placed in its cell: offsets from the top-left of the cell's marks block.
    struct PlacedMark {
        std::string icon;
        FittedText text;
        float x = 0;
        float top = 0;
        float iconX = 0;  // from the mark's top-left
        float iconTop = 0;
        float textX = 0;
        float textTop = 0;
        float textRoom = 0;  // the width the text's lines are drawn in
        Align textAlign = Align::Left;
    };
    struct PreparedMarks {
        std::vector<PlacedMark> marks;
        float height = 0;
    };
    struct KeyLine {
        PreparedMarks marks;  // empty: the page has no key
        float textSize = 0;
    };
    struct PreparedRow {
        std::vector<FittedText> cells;
        std::vector<PreparedMarks> marks;  // per cell
        float height = 0;
        float size = 0;  // the body size the row was fitted at
    };
    [[nodiscard]] PreparedMarks prepareMarks(const std::vector<IconLabel>& labels, float width, const TextStyle& style,
                                             Align align) const;
    [[nodiscard]] KeyLine prepareKey(const std::set<std::string>& drawn) const;
    [[nodiscard]] std::vector<float> columnWidths(const std::vector<TableColumn>& columns, float width) const;
    [[nodiscard]] PreparedRow prepareHeader(const std::vector<TableColumn>& columns,
                                            const std::vector<float>& widths, float bodySize) const;
    [[nodiscard]] PreparedRow prepareRow(const std::vector<TableColumn>& columns, const TableRow& row,
                                         const std::vector<float>& widths, float bodySize) const;
    void drawMarks(const PreparedMarks& marks, float x, float top, float iconSide);
    void drawRow(const PreparedRow& prepared, const std::vector<TableColumn>& columns,
                 const std::vector<float>& widths, float x, float top, bool header, bool shaded, bool bold);
    void track(float x, float top, float width, float height);
    void setColor(Rgb color, bool fill);

    PdfDocument& doc_;
    PdfIconSet icons_;
    PaperSize size_;
    std::string runningTitle_;
    float margin_ = 40.0F;
    float y_ = 0;
    HPDF_Page page_ = nullptr;
    std::vector<HPDF_Page> pages_;
    std::vector<IconLabel> key_;
    std::vector<std::set<std::string>> pageIcons_;  // per page: the icons it draws
    std::vector<Anchor> anchors_;
    int outOfBounds_ = 0;
};

}  // namespace muster::reports
