#include "muster/reports/ReportLayout.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "muster/domain/TextUtil.h"

namespace muster::reports {

namespace {

constexpr float kCellPadX = 3.5F;
// Vertical cell padding shrinks with the text so that dense tables stay compact.
float cellPadY(float size) { return std::max(1.2F, size * 0.29F); }

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    std::string current;
    for (char c : text) {
        if (c == ' ' || c == '\t') {
            if (!current.empty()) words.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) words.push_back(std::move(current));
    return words;
}

std::vector<std::string> splitParagraphs(const std::string& text) {
    std::vector<std::string> parts;
    std::string current;
    for (char c : text) {
        if (c == '\n') {
            parts.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    parts.push_back(std::move(current));
    return parts;
}

// Byte length of the UTF-8 sequence starting with `lead`.
std::size_t sequenceLength(unsigned char lead) {
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 1;
}

}  // namespace

float ReportLayout::readableSize(float size) {
    return std::min(size, std::max(kMinReadableSize, size * 0.7F));
}

float FittedText::height() const {
    return static_cast<float>(lines.size()) * size * ReportLayout::kLineFactor;
}

ReportLayout::ReportLayout(PdfDocument& doc, Paper paper, std::string runningTitle, std::filesystem::path iconDir)
    : doc_(doc), icons_(doc, std::move(iconDir)), size_(paperSize(paper)), runningTitle_(std::move(runningTitle)) {
    newPage();
}

void ReportLayout::newPage() {
    page_ = doc_.addPage(size_);
    pages_.push_back(page_);
    pageIcons_.emplace_back();
    y_ = margin_;
}

ReportLayout::KeyLine ReportLayout::prepareKey(const std::set<std::string>& drawn) const {
    std::vector<IconLabel> shown;
    for (const auto& entry : key_) {
        if (drawn.contains(entry.icon)) shown.push_back(entry);
    }
    KeyLine line;
    if (shown.empty()) return line;
    for (float size = kKeyTextSize;; size -= 0.25F) {
        line = {prepareMarks(shown, contentWidth(), TextStyle{FontStyle::Regular, size, colors::kInk}, Align::Left),
                size};
        if (line.marks.height <= iconSize(size) + 0.01F || size <= kMinReadableSize) return line;
    }
}

void ReportLayout::ensureSpace(float height) {
    if (!fits(height) && y_ > margin_ + 0.5F) newPage();
}

void ReportLayout::anchorAt(const std::string& name, float x, float y) {
    anchors_.push_back(Anchor{name, pageNumber(), x, y});
}

float ReportLayout::textWidth(const std::string& text, const TextStyle& style) const {
    return doc_.textWidth(style.font, style.size, text);
}

FittedText ReportLayout::fit(const std::string& rawText, const TextStyle& style, float width) const {
    const std::string text = doc_.printable(rawText, style.font);
    FittedText result;
    result.size = style.size;
    const float available = std::max(width, 1.0F);
    // Shrink so that the widest single word fits, down to a readable size: a longer word is broken below (an
    // 80-character name without a space once printed at 3 pt).
    const float readable = readableSize(style.size);
    float widest = 0;
    const auto paragraphs = splitParagraphs(text);
    std::vector<std::vector<std::string>> words;
    words.reserve(paragraphs.size());
    for (const auto& p : paragraphs) {
        words.push_back(splitWords(p));
        for (const auto& w : words.back()) widest = std::max(widest, doc_.textWidth(style.font, 1.0F, w));
    }
    if (widest * result.size > available) {
        result.size = std::max(readable, std::floor(available / widest * 4.0F) / 4.0F);
    }
    const float size = result.size;
    const float space = doc_.textWidth(style.font, size, " ");
    for (const auto& paragraphWords : words) {
        std::string line;
        float lineWidth = 0;
        for (const auto& word : paragraphWords) {
            float w = doc_.textWidth(style.font, size, word);
            if (w > available) {  // still too wide at the minimum size: break inside the word
                if (!line.empty()) {
                    result.lines.push_back(std::move(line));
                    line.clear();
                    lineWidth = 0;
                }
                std::string piece;
                for (std::size_t i = 0; i < word.size();) {
                    const std::size_t n = std::min(sequenceLength(static_cast<unsigned char>(word[i])), word.size() - i);
                    std::string candidate = piece + word.substr(i, n);
                    if (!piece.empty() && doc_.textWidth(style.font, size, candidate) > available) {
                        result.lines.push_back(std::move(piece));
                        piece = word.substr(i, n);
                    } else {
                        piece = std::move(candidate);
                    }
                    i += n;
                }
                line = std::move(piece);
                lineWidth = doc_.textWidth(style.font, size, line);
                continue;
            }
            if (line.empty()) {
                line = word;
                lineWidth = w;
            } else if (lineWidth + space + w <= available) {
                line += ' ';
                line += word;
                lineWidth += space + w;
            } else {
                result.lines.push_back(std::move(line));
                line = word;
                lineWidth = w;
            }
        }
        result.lines.push_back(std::move(line));
    }
    return result;
}

void ReportLayout::setColor(Rgb color, bool fill) {
    if (fill) {
        doc_.check(HPDF_Page_SetRGBFill(page_, color.r, color.g, color.b), "setting the fill colour");
    } else {
        doc_.check(HPDF_Page_SetRGBStroke(page_, color.r, color.g, color.b), "setting the stroke colour");
    }
}

void ReportLayout::track(float x, float top, float width, float height) {
    constexpr float kTolerance = 0.5F;
    if (x < -kTolerance || top < -kTolerance || x + width > size_.width + kTolerance ||
        top + height > size_.height + kTolerance) {
        ++outOfBounds_;
    }
}

std::string ReportLayout::cutToFit(const std::string& text, const TextStyle& style, float width) const {
    static const std::string kEllipsis = "\u2026";
    // Character boundaries of `text`; the longest prefix that fits with the ellipsis, by bisection.
    std::vector<std::size_t> ends;
    for (std::size_t i = 0; i < text.size();) {
        i += std::min(sequenceLength(static_cast<unsigned char>(text[i])), text.size() - i);
        ends.push_back(i);
    }
    std::size_t low = 0;  // characters that fit (0: only the ellipsis)
    std::size_t high = ends.size();
    while (low < high) {
        const std::size_t middle = (low + high + 1) / 2;
        if (textWidth(text.substr(0, ends[middle - 1]) + kEllipsis, style) <= width) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    std::string cut = low == 0 ? std::string() : text.substr(0, ends[low - 1]);
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
    return cut + kEllipsis;
}

void ReportLayout::drawLine(const std::string& rawText, float x, float top, float width, const TextStyle& style,
                            Align align) {
    if (rawText.empty()) return;
    // No line of a page holds more than kMaxTextBytes: a longer text is cut below, so it is measured only so far.
    std::size_t headBytes = std::min(rawText.size(), PdfDocument::kMaxTextBytes);
    while (headBytes > 0 && headBytes < rawText.size() &&
           (static_cast<unsigned char>(rawText[headBytes]) & 0xC0) == 0x80) {
        --headBytes;  // a character's start
    }
    std::string text = doc_.printable(std::string_view(rawText).substr(0, headBytes), style.font);
    TextStyle s = style;
    float w = textWidth(text, s);
    if ((w > width && w > 0) || headBytes < rawText.size()) {
        // Shrink to fit exactly (small text beats text drawn off the page), but not below a readable size.
        const float readable = readableSize(style.size);
        s.size = std::max(readable, w > 0 ? style.size * width / w * 0.999F : style.size);
        w = textWidth(text, s);
        if (w > width || headBytes < rawText.size()) {
            const std::string shown = cutToFit(text, s, width);
            doc_.warn(
                fmt::format("'{}' ({} bytes) is too long for its place on the page at a readable size; the PDF "
                            "shows '{}'",
                            domain::text::printable(rawText, 60), rawText.size(), domain::text::printable(shown, 60)));
            text = shown;
            w = textWidth(text, s);
        }
    }
    float tx = x;
    if (align == Align::Right) tx = x + width - w;
    if (align == Align::Center) tx = x + (width - w) / 2;
    track(tx, top, w, s.size * kLineFactor);
    const float baseline = size_.height - (top + s.size * 0.95F);
    setColor(s.color, true);
    doc_.check(HPDF_Page_BeginText(page_), "starting text");
    doc_.check(HPDF_Page_SetFontAndSize(page_, doc_.font(s.font), s.size), "choosing the font");
    doc_.check(HPDF_Page_TextOut(page_, tx, baseline, text.c_str()),
               fmt::format("writing text '{}'", domain::text::printable(text, 60)));
    doc_.check(HPDF_Page_EndText(page_), "ending text");
}

void ReportLayout::drawLines(const FittedText& text, float x, float top, float width, const TextStyle& style,
                             Align align) {
    TextStyle s = style;
    s.size = text.size;
    float lineTop = top;
    for (const auto& line : text.lines) {
        drawLine(line, x, lineTop, width, s, align);
        lineTop += text.size * kLineFactor;
    }
}

void ReportLayout::rule(float x1, float y1, float x2, float y2, float lineWidth, Rgb color, bool dashed) {
    track(std::min(x1, x2), std::min(y1, y2), std::abs(x2 - x1), std::abs(y2 - y1));
    setColor(color, false);
    doc_.check(HPDF_Page_SetLineWidth(page_, lineWidth), "setting the line width");
    if (dashed) {
        const HPDF_UINT16 pattern[] = {4, 3};
        doc_.check(HPDF_Page_SetDash(page_, pattern, 2, 0), "setting a dash pattern");
    }
    doc_.check(HPDF_Page_MoveTo(page_, x1, size_.height - y1), "drawing a line");
    doc_.check(HPDF_Page_LineTo(page_, x2, size_.height - y2), "drawing a line");
    doc_.check(HPDF_Page_Stroke(page_), "stroking a line");
    if (dashed) doc_.check(HPDF_Page_SetDash(page_, nullptr, 0, 0), "clearing the dash pattern");
}

void ReportLayout::fillRect(float x, float top, float width, float height, Rgb color) {
    track(x, top, width, height);
    setColor(color, true);
    doc_.check(HPDF_Page_Rectangle(page_, x, size_.height - top - height, width, height), "drawing a box");
    doc_.check(HPDF_Page_Fill(page_), "filling a box");
}

void ReportLayout::strokeRect(float x, float top, float width, float height, float lineWidth, Rgb color) {
    track(x, top, width, height);
    setColor(color, false);
    doc_.check(HPDF_Page_SetLineWidth(page_, lineWidth), "setting the line width");
    doc_.check(HPDF_Page_Rectangle(page_, x, size_.height - top - height, width, height), "drawing a frame");
    doc_.check(HPDF_Page_Stroke(page_), "stroking a frame");
}

void ReportLayout::drawIcon(const std::string& name, float x, float top, float size) {
    track(x, top, size, size);
    if (page_ == pages_.back()) pageIcons_.back().insert(name);
    icons_.draw(page_, name, x, size_.height - top - size, size);
}

void ReportLayout::titleBand(const std::string& title, const std::string& subtitle) {
    const TextStyle titleStyle{FontStyle::Bold, 17.0F, colors::kWhite};
    const TextStyle subStyle{FontStyle::Regular, 9.5F, colors::kAccentLight};
    const float inner = contentWidth() - 20;
    const FittedText t = fit(title, titleStyle, inner);
    const FittedText s = subtitle.empty() ? FittedText{{}, subStyle.size} : fit(subtitle, subStyle, inner);
    const float height = 14 + t.height() + (s.lines.empty() ? 0 : 3 + s.height()) + 10;
    ensureSpace(height + 10);
    fillRect(left(), y_, contentWidth(), height, colors::kAccent);
    anchor("title", left());
    drawLines(t, left() + 10, y_ + 12, inner, titleStyle, Align::Left);
    if (!s.lines.empty()) drawLines(s, left() + 10, y_ + 12 + t.height() + 3, inner, subStyle, Align::Left);
    y_ += height + 10;
}

void ReportLayout::heading(const std::string& text, float keepWithNext) {
    const TextStyle style{FontStyle::Bold, 12.0F, colors::kAccent};
    const FittedText t = fit(text, style, contentWidth());
    ensureSpace(t.height() + 6 + keepWithNext);
    if (y_ > margin_ + 1) y_ += 4;
    drawLines(t, left(), y_, contentWidth(), style, Align::Left);
    y_ += t.height() + 1.5F;
    rule(left(), y_, left() + contentWidth(), y_, 0.8F, colors::kAccent);
    y_ += 5;
}

void ReportLayout::subheading(const std::string& text, float keepWithNext) {
    const TextStyle style{FontStyle::Bold, 10.0F, colors::kInk};
    const FittedText t = fit(text, style, contentWidth());
    ensureSpace(t.height() + 4 + keepWithNext);
    y_ += 2;
    drawLines(t, left(), y_, contentWidth(), style, Align::Left);
    y_ += t.height() + 2;
}

void ReportLayout::paragraph(const std::string& text, const TextStyle& style, float indent) {
    const FittedText t = fit(text, style, contentWidth() - indent);
    const float lineHeight = t.size * kLineFactor;
    TextStyle s = style;
    s.size = t.size;
    for (const auto& line : t.lines) {
        ensureSpace(lineHeight);
        drawLine(line, left() + indent, y_, contentWidth() - indent, s);
        y_ += lineHeight;
    }
    y_ += 2;
}

void ReportLayout::labeledParagraph(const std::string& label, const std::string& text, float size, float indent) {
    // The label is drawn in bold on the first line; the text wraps after it and below it.
    const TextStyle bold{FontStyle::Bold, size, colors::kInk};
    const TextStyle regular{FontStyle::Regular, size, colors::kInk};
    const float width = contentWidth() - indent;
    const std::string labelText = label + "  ";
    float labelWidth = textWidth(labelText, bold);
    if (labelWidth > width * 0.6F) {  // a very long label gets its own line
        paragraph(label, bold, indent);
        paragraph(text, regular, indent + 10);
        return;
    }
    // Fit the first line into the room after the label, the rest into the full width.
    FittedText all = fit(text, regular, width - labelWidth);
    const float lineHeight = size * kLineFactor;
    ensureSpace(lineHeight * std::min<float>(2.0F, static_cast<float>(all.lines.size())));
    drawLine(labelText, left() + indent, y_, labelWidth, bold);
    if (all.lines.empty()) {
        y_ += lineHeight + 2;
        return;
    }
    TextStyle s = regular;
    s.size = all.size;
    drawLine(all.lines.front(), left() + indent + labelWidth, y_, width - labelWidth, s);
    y_ += lineHeight;
    std::string rest;
    for (std::size_t i = 1; i < all.lines.size(); ++i) rest += (i > 1 ? " " : "") + all.lines[i];
    if (!rest.empty()) {
        const FittedText more = fit(rest, s, width - 10);
        for (const auto& line : more.lines) {
            ensureSpace(lineHeight);
            drawLine(line, left() + indent + 10, y_, width - 10, s);
            y_ += more.size * kLineFactor;
        }
    }
    y_ += 2.5F;
}

std::vector<float> ReportLayout::columnWidths(const std::vector<TableColumn>& columns, float width) const {
    const float total = std::accumulate(columns.begin(), columns.end(), 0.0F,
                                        [](float sum, const TableColumn& c) { return sum + c.weight; });
    std::vector<float> widths;
    widths.reserve(columns.size());
    for (const auto& c : columns) widths.push_back(total > 0 ? width * c.weight / total : 0);
    return widths;
}

ReportLayout::PreparedRow ReportLayout::prepareHeader(const std::vector<TableColumn>& columns,
                                                      const std::vector<float>& widths, float bodySize) const {
    PreparedRow row;
    row.size = bodySize;
    const TextStyle style{FontStyle::Bold, bodySize, colors::kWhite};
    for (std::size_t i = 0; i < columns.size(); ++i) {
        row.cells.push_back(fit(columns[i].title, style, widths[i] - 2 * kCellPadX));
        row.height = std::max(row.height, row.cells.back().height() + 2 * cellPadY(bodySize));
    }
    return row;
}

ReportLayout::PreparedMarks ReportLayout::prepareMarks(const std::vector<IconLabel>& labels, float width,
                                                       const TextStyle& style, Align align) const {
    const float icon = iconSize(style.size);
    const float besideGap = style.size * 0.25F;  // between an icon and its text
    const float spacing = style.size * 0.7F;     // between two labels on a line
    const float lineGap = style.size * 0.3F;     // between lines of labels
    auto widest = [this, &style](const FittedText& text) {
        TextStyle s = style;
        s.size = text.size;
        float w = 0;
        for (const auto& line : text.lines) w = std::max(w, textWidth(line, s));
        return w;
    };
    // Each label's own box: the icon with its text beside it when the text fits there (wrapped if need be, as
    // long as its longest word fits at a readable size), else the text under the icon; a label without an icon
    // is its text.
    struct Box {
        PlacedMark mark;
        float width = 0;
        float height = 0;
    };
    std::vector<Box> boxes;
    for (const auto& label : labels) {
        Box box;
        box.mark.icon = label.icon;
        const bool hasText = !label.text.empty();
        if (label.icon.empty()) {
            box.mark.text = fit(label.text, style, width);
            box.width = widest(box.mark.text);
            box.height = box.mark.text.height();
            box.mark.textRoom = box.width;
            box.mark.textAlign = align;
        } else if (!hasText) {
            box.width = icon;
            box.height = icon;
        } else {
            const float room = width - icon - besideGap;
            TextStyle readable = style;
            readable.size = readableSize(style.size);
            float longestWord = 0;
            for (const auto& word : splitWords(label.text)) longestWord = std::max(longestWord, textWidth(word, readable));
            if (longestWord <= room) {  // beside the icon, no word broken
                FittedText beside = fit(label.text, style, room);
                const float besideWidth = widest(beside);
                box.mark.text = std::move(beside);
                box.mark.textX = icon + besideGap;
                box.mark.textRoom = besideWidth;
                box.width = icon + besideGap + besideWidth;
                box.height = std::max(icon, box.mark.text.height());
                box.mark.iconTop = (box.height - icon) / 2;
                box.mark.textTop = (box.height - box.mark.text.height()) / 2;
            } else {
                box.mark.text = fit(label.text, style, width);
                const float textWidthBelow = widest(box.mark.text);
                box.width = std::max(icon, textWidthBelow);
                box.height = icon + lineGap + box.mark.text.height();
                box.mark.iconX = (box.width - icon) / 2;
                box.mark.textRoom = box.width;
                box.mark.textAlign = Align::Center;
                box.mark.textTop = icon + lineGap;
            }
        }
        boxes.push_back(std::move(box));
    }
    // Flow the boxes into lines; each line is aligned in the cell and its boxes centred on the line.
    PreparedMarks prepared;
    std::size_t first = 0;
    float top = 0;
    while (first < boxes.size()) {
        std::size_t end = first;
        float lineWidth = 0;
        float lineHeight = 0;
        while (end < boxes.size()) {
            const float next = lineWidth + (end > first ? spacing : 0) + boxes[end].width;
            if (end > first && next > width + 0.01F) break;
            lineWidth = next;
            lineHeight = std::max(lineHeight, boxes[end].height);
            ++end;
        }
        float x = align == Align::Center ? (width - lineWidth) / 2 : align == Align::Right ? width - lineWidth : 0;
        x = std::max(0.0F, x);
        for (std::size_t i = first; i < end; ++i) {
            PlacedMark mark = std::move(boxes[i].mark);
            mark.x = x;
            mark.top = top + (lineHeight - boxes[i].height) / 2;
            prepared.marks.push_back(std::move(mark));
            x += boxes[i].width + spacing;
        }
        top += lineHeight + lineGap;
        first = end;
    }
    prepared.height = prepared.marks.empty() ? 0 : top - lineGap;
    return prepared;
}

ReportLayout::PreparedRow ReportLayout::prepareRow(const std::vector<TableColumn>& columns, const TableRow& row,
                                                   const std::vector<float>& widths, float bodySize) const {
    PreparedRow prepared;
    const float usable = bottom() - margin_ - 40;  // a row never needs more than a page (minus a header)
    for (float size = bodySize;; size -= 0.5F) {
        prepared.cells.clear();
        prepared.marks.clear();
        prepared.height = 0;
        prepared.size = size;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::string& text = i < row.cells.size() ? row.cells[i] : std::string();
            const bool bold = row.emphasis || columns[i].bold;
            const TextStyle style{bold ? FontStyle::Bold : FontStyle::Regular, size, colors::kInk};
            const bool hasMarks = i < row.marks.size() && !row.marks[i].empty();
            prepared.marks.push_back(hasMarks ? prepareMarks(row.marks[i], widths[i] - 2 * kCellPadX,
                                                             TextStyle{FontStyle::Regular, size, colors::kInk},
                                                             columns[i].align)
                                              : PreparedMarks{});
            prepared.cells.push_back(fit(text, style, widths[i] - 2 * kCellPadX));
            FittedText& cell = prepared.cells.back();
            if (hasMarks && text.empty()) cell.lines.clear();  // marks only: no empty line above them
            if (cell.lines.size() > kMaxCellLines) {
                // A name of hundreds of characters: its first lines and an ellipsis, and a warning.
                std::string rest;
                for (std::size_t k = kMaxCellLines - 1; k < cell.lines.size(); ++k) {
                    rest += (rest.empty() ? "" : " ") + cell.lines[k];
                }
                cell.lines.resize(kMaxCellLines);
                TextStyle cellStyle = style;
                cellStyle.size = cell.size;
                cell.lines.back() = cutToFit(rest, cellStyle, widths[i] - 2 * kCellPadX);
                doc_.warn(
                    fmt::format("'{}' ({} bytes) is too long for its table cell; the PDF shows its first {} "
                                "lines, ending in an ellipsis",
                                domain::text::printable(text, 60), text.size(), kMaxCellLines));
            }
            const PreparedMarks& marks = prepared.marks.back();
            const float marksHeight = marks.height + (marks.height > 0 && !cell.lines.empty() ? size * 0.3F : 0);
            prepared.height = std::max(prepared.height, cell.height() + marksHeight + 2 * cellPadY(size));
        }
        if (prepared.height <= usable || size <= kMinTextSize) break;
    }
    return prepared;
}

void ReportLayout::drawMarks(const PreparedMarks& marks, float x, float top, float iconSide) {
    const TextStyle markStyle{FontStyle::Regular, 0, colors::kInk};
    for (const auto& mark : marks.marks) {
        const float mx = x + mark.x;
        const float my = top + mark.top;
        if (!mark.icon.empty()) drawIcon(mark.icon, mx + mark.iconX, my + mark.iconTop, iconSide);
        TextStyle s = markStyle;
        s.size = mark.text.size;
        // The lines were measured to fit their room; the hair added keeps rounding from shrinking them.
        drawLines(mark.text, mx + mark.textX, my + mark.textTop, mark.textRoom + 0.05F, s, mark.textAlign);
    }
}

void ReportLayout::drawRow(const PreparedRow& prepared, const std::vector<TableColumn>& columns,
                           const std::vector<float>& widths, float x, float top, bool header, bool shaded,
                           bool bold) {
    const float width = std::accumulate(widths.begin(), widths.end(), 0.0F);
    if (header) {
        fillRect(x, top, width, prepared.height, colors::kAccent);
    } else if (shaded) {
        fillRect(x, top, width, prepared.height, colors::kAccentLight);
    }
    float cx = x;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        TextStyle style{header || bold || columns[i].bold ? FontStyle::Bold : FontStyle::Regular, 0,
                        header ? colors::kWhite : colors::kInk};
        drawLines(prepared.cells[i], cx + kCellPadX, top + cellPadY(prepared.size), widths[i] - 2 * kCellPadX, style,
                  header && columns[i].align == Align::Left ? Align::Left : columns[i].align);
        if (!header && i < prepared.marks.size()) {
            const FittedText& text = prepared.cells[i];
            const float marksTop =
                top + cellPadY(prepared.size) + text.height() + (text.lines.empty() ? 0 : prepared.size * 0.3F);
            drawMarks(prepared.marks[i], cx + kCellPadX, marksTop, iconSize(prepared.size));
        }
        cx += widths[i];
    }
    if (!header) rule(x, top + prepared.height, x + width, top + prepared.height, 0.3F, colors::kRule);
}

float ReportLayout::measureTable(const std::vector<TableColumn>& columns, const std::vector<TableRow>& rows,
                                 float width, float bodySize) const {
    const auto widths = columnWidths(columns, width);
    float height = prepareHeader(columns, widths, bodySize).height;
    for (const auto& row : rows) height += prepareRow(columns, row, widths, bodySize).height;
    return height;
}

float ReportLayout::drawTable(float x, float top, float width, const std::vector<TableColumn>& columns,
                              const std::vector<TableRow>& rows, float bodySize) {
    const auto widths = columnWidths(columns, width);
    const PreparedRow header = prepareHeader(columns, widths, bodySize);
    drawRow(header, columns, widths, x, top, true, false, false);
    float y = top + header.height;
    bool shaded = false;
    for (const auto& row : rows) {
        const PreparedRow prepared = prepareRow(columns, row, widths, bodySize);
        drawRow(prepared, columns, widths, x, y, false, shaded, row.emphasis);
        shaded = !shaded;
        y += prepared.height;
    }
    return y - top;
}

void ReportLayout::flowTable(const std::vector<TableColumn>& columns, const std::vector<TableRow>& rows,
                             float bodySize) {
    const auto widths = columnWidths(columns, contentWidth());
    const PreparedRow header = prepareHeader(columns, widths, bodySize);
    bool needHeader = true;
    bool shaded = false;
    for (std::size_t r = 0; r < rows.size() || needHeader; ++r) {
        const bool haveRow = r < rows.size();
        PreparedRow prepared;
        if (haveRow) prepared = prepareRow(columns, rows[r], widths, bodySize);
        const float need = (needHeader ? header.height : 0) + prepared.height;
        if (!fits(need)) {
            newPage();
            needHeader = true;
            shaded = false;
        }
        if (needHeader) {
            drawRow(header, columns, widths, left(), y_, true, false, false);
            y_ += header.height;
            needHeader = false;
        }
        if (!haveRow) break;
        drawRow(prepared, columns, widths, left(), y_, false, shaded, rows[r].emphasis);
        shaded = !shaded;
        y_ += prepared.height;
    }
    y_ += 6;
}

RenderedPdf ReportLayout::finish(const std::string& footer) {
    const TextStyle style{FontStyle::Regular, 7.0F, colors::kMuted};
    const int total = pageNumber();
    // The icon keys stand where the footers were; every footer of the document moves down by the tallest key.
    std::vector<KeyLine> keys;
    float keyDrop = 0;
    for (const auto& drawn : pageIcons_) {
        keys.push_back(prepareKey(drawn));
        if (!keys.back().marks.marks.empty()) keyDrop = std::max(keyDrop, keys.back().marks.height + 3);
    }
    for (int i = 0; i < total; ++i) {
        const auto index = static_cast<std::size_t>(i);
        page_ = pages_[index];
        drawMarks(keys[index].marks, left(), size_.height - margin_ - kFooterHeight + 4,
                  iconSize(keys[index].textSize));
        const float top = size_.height - margin_ - 10 + keyDrop;
        rule(left(), top - 3, left() + contentWidth(), top - 3, 0.4F, colors::kRule);
        const std::string pageText = fmt::format("page {} of {}", i + 1, total);
        const float pageTextWidth = textWidth(pageText, style) + 4;
        std::string left_text = runningTitle_;
        if (!footer.empty()) left_text += "  ·  " + footer;
        drawLine(left_text, left(), top, contentWidth() - pageTextWidth - 10, style);
        drawLine(pageText, left() + contentWidth() - pageTextWidth, top, pageTextWidth, style, Align::Right);
    }
    page_ = pages_.back();
    RenderedPdf result;
    result.bytes = doc_.toBytes();
    result.pageCount = total;
    result.anchors = anchors_;
    result.outOfBounds = outOfBounds_;
    result.warnings = doc_.warnings();
    return result;
}

}  // namespace muster::reports
