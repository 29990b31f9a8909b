#include "muster/reports/RosterSheet.h"

#include <fmt/format.h>

#include <algorithm>

#include "muster/reports/FaceLabels.h"
#include "muster/reports/PdfDocument.h"
#include "muster/reports/ReportLayout.h"

namespace muster::reports {

namespace {

const std::vector<TableColumn> kDieColumns = {
    {"Qty", 0.75F, Align::Right}, {"Die", 5.0F, Align::Left}, {"Pts", 0.8F, Align::Right}};

std::vector<TableRow> dieRows(const std::vector<RosterDieLine>& lines) {
    std::vector<TableRow> rows;
    for (const auto& line : lines) {
        std::string name = line.name;
        if (!line.note.empty()) name += " (" + line.note + ")";
        rows.push_back({{std::to_string(line.count), name, std::to_string(line.points)}, false, {{}, line.faces}});
    }
    if (rows.empty()) rows.push_back({{"", "none", ""}, false});
    return rows;
}

void stripMarks(std::vector<TableRow>& rows) {
    for (auto& row : rows) row.marks.clear();
}

std::string verdictText(const RosterSheetData& data) {
    std::size_t errors = 0;
    for (const auto& f : data.findings) errors += f.severity == "error" ? 1 : 0;
    switch (data.verdict) {
        case RosterVerdict::Legal:
            return data.findings.empty() ? "LEGAL: the validator found no problems"
                                         : fmt::format("LEGAL, with {} remark(s) below", data.findings.size());
        case RosterVerdict::Illegal:
            return fmt::format("NOT LEGAL: {} error(s), {} finding(s) listed below", errors, data.findings.size());
        case RosterVerdict::NotChecked: break;
    }
    return "NOT CHECKED: the roster has not been validated";
}

// One army column: its heading and its two tables (units, items).
struct ArmyColumn {
    std::string title;
    std::vector<TableRow> units;
    std::vector<TableRow> items;
};

float measureArmy(const ReportLayout& layout, const ArmyColumn& army, float width, float size) {
    float h = size * 1.5F + 4 + layout.measureTable(kDieColumns, army.units, width, size);
    if (!army.items.empty()) h += 4 + layout.measureTable(kDieColumns, army.items, width, size);
    return h;
}

float drawArmy(ReportLayout& layout, const ArmyColumn& army, float x, float top, float width, float size) {
    layout.drawLine(army.title, x, top, width, TextStyle{FontStyle::Bold, size * 1.15F, colors::kAccent});
    float y = top + size * 1.5F + 4;
    y += layout.drawTable(x, y, width, kDieColumns, army.units, size);
    if (!army.items.empty()) {
        y += 4;
        std::vector<TableColumn> itemColumns = kDieColumns;
        itemColumns[1].title = "Items carried";
        y += layout.drawTable(x, y, width, itemColumns, army.items, size);
    }
    return y - top;
}

void infoGrid(ReportLayout& layout, const std::vector<std::pair<std::string, std::string>>& cells, int perRow) {
    const float gap = 6;
    const float cellWidth = (layout.contentWidth() - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
    const TextStyle label{FontStyle::Regular, 6.5F, colors::kMuted};
    const TextStyle value{FontStyle::Bold, 10.0F, colors::kInk};
    const float cellHeight = 28;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto column = static_cast<int>(i) % perRow;
        if (column == 0 && i > 0) layout.moveDown(cellHeight + gap);
        if (column == 0) layout.ensureSpace(cellHeight);
        const float x = layout.left() + static_cast<float>(column) * (cellWidth + gap);
        layout.strokeRect(x, layout.y(), cellWidth, cellHeight, 0.5F, colors::kRule);
        layout.drawLine(cells[i].first, x + 5, layout.y() + 3.5F, cellWidth - 10, label);
        // One line at 10 pt when it fits, else up to two smaller lines; never past the cell.
        const std::string text = cells[i].second.empty() ? " " : cells[i].second;
        TextStyle v = value;
        if (layout.textWidth(text, v) > cellWidth - 10) {
            v.size = 7.0F;
            const FittedText two = layout.fit(text, v, cellWidth - 10);
            if (two.lines.size() <= 2) {
                layout.drawLines(two, x + 5, layout.y() + 11.5F, cellWidth - 10, v, Align::Left);
                continue;
            }
        }
        layout.drawLine(text, x + 5, layout.y() + 13, cellWidth - 10, v);
    }
    layout.moveDown(cellHeight + 8);
}

float signatureHeight() { return 52; }

void signatures(ReportLayout& layout) {
    layout.ensureSpace(signatureHeight());
    layout.anchor("signatures", layout.left());
    const std::vector<std::string> labels = {"Player signature", "Checked by (judge / organiser)", "Date"};
    const std::vector<float> weights = {2, 2, 1};
    const float gap = 14;
    const float total = layout.contentWidth() - gap * 2;
    float x = layout.left();
    const float lineY = layout.y() + 30;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const float w = total * weights[i] / 5;
        layout.rule(x, lineY, x + w, lineY, 0.6F, colors::kInk);
        layout.drawLine(labels[i], x, lineY + 3, w, TextStyle{FontStyle::Regular, 7.0F, colors::kMuted});
        x += w + gap;
    }
    layout.moveDown(signatureHeight());
}

}  // namespace

RenderedPdf RosterSheet::render(const RosterSheetData& data, const ReportOptions& options) {
    PdfDocument doc(fontDirFor(options));
    const std::string who = data.player.empty() ? "unnamed player" : data.player;
    doc.setInfo("Roster: " + who, "Dragon Dice roster sheet");
    ReportLayout layout(doc, options.paper, "Muster roster sheet: " + who, options.iconDir);
    layout.setIconKey(iconKey());

    std::string subtitle = fmt::format("Dragon Dice {}  ·  {} format  ·  {}-point force",
                                       data.edition.empty() ? "(edition not set)" : data.edition,
                                       data.format.empty() ? "open" : data.format, data.forceSize);
    if (!data.event.empty()) subtitle = data.event + "  ·  " + subtitle;
    layout.titleBand(data.rosterName.empty() ? "Roster" : data.rosterName, subtitle);

    layout.anchor("info", layout.left());
    infoGrid(layout,
             {{"PLAYER", data.player},
              {"EVENT", data.event},
              {"FORCE SIZE", data.forceSize > 0 ? fmt::format("{} points", data.forceSize) : "?"},
              {"EDITION / FORMAT", data.edition + " / " + data.format},
              {"CATALOG REVISION", data.catalogRevision},
              {"TABLE / ROUND", ""}},
             3);

    // Verdict band.
    {
        const Rgb color = data.verdict == RosterVerdict::Legal     ? colors::kGood
                          : data.verdict == RosterVerdict::Illegal ? colors::kBad
                                                                   : colors::kMuted;
        std::string text = verdictText(data);
        if (!data.verdictNote.empty()) text += "  (" + data.verdictNote + ")";
        const TextStyle style{FontStyle::Bold, 10.0F, colors::kWhite};
        const FittedText fitted = layout.fit(text, style, layout.contentWidth() - 16);
        const float h = fitted.height() + 10;
        layout.ensureSpace(h);
        layout.anchor("verdict", layout.left());
        layout.fillRect(layout.left(), layout.y(), layout.contentWidth(), h, color);
        layout.drawLines(fitted, layout.left() + 8, layout.y() + 5, layout.contentWidth() - 16, style, Align::Left);
        layout.moveDown(h + 10);
    }

    // What sits below the armies on the first page: pool + terrains, totals, signatures.
    std::vector<TableRow> poolRows = dieRows(data.summoningPool);
    std::vector<TableRow> terrainRows;
    for (const auto& t : data.terrains) terrainRows.push_back({{t.role, t.name}, false});
    if (terrainRows.empty()) terrainRows.push_back({{"", "none"}, false});
    const std::vector<TableColumn> poolColumns = {
        {"Qty", 0.9F, Align::Right}, {"Summoning pool", 5.0F, Align::Left}, {"Pts", 1.0F, Align::Right}};
    const std::vector<TableColumn> terrainColumns = {{"Terrain", 2.0F, Align::Left}, {"Die", 4.0F, Align::Left}};
    std::vector<TableColumn> totalColumns;
    TableRow totalRow;
    for (const auto& t : data.totals) {
        totalColumns.push_back({t.label, 1.0F, Align::Center});
        totalRow.cells.push_back(t.value);
    }
    totalRow.emphasis = true;

    // The armies' expected results (army analytics), a small table under the totals when the data has it.
    std::vector<TableColumn> expectedColumns;
    std::vector<TableRow> expectedRows;
    if (!data.expected.empty()) {
        expectedColumns.push_back({"Expected", 1.2F, Align::Left});
        expectedColumns.push_back({"At (mean \u00b1 sd)", 2.5F, Align::Left});
        for (const auto& title : data.expectedColumns) expectedColumns.push_back({title, 1.0F, Align::Center});
        for (const auto& row : data.expected) {
            TableRow r;
            r.cells = {row.army, row.terrain};
            for (const auto& v : row.values) r.cells.push_back(v);
            expectedRows.push_back(std::move(r));
        }
    }

    const float gap = 10;
    const float halfWidth = (layout.contentWidth() - gap) / 2;

    bool hasFaces = false;
    for (const auto& line : data.summoningPool) hasFaces = hasFaces || !line.faces.empty();
    std::vector<ArmyColumn> armies;
    for (const auto& army : data.armies) {
        for (const auto& line : army.units) hasFaces = hasFaces || !line.faces.empty();
        for (const auto& line : army.items) hasFaces = hasFaces || !line.faces.empty();
        ArmyColumn column;
        column.title = fmt::format("{} army  ·  {} pts", army.name, army.points);
        column.units = dieRows(army.units);
        if (!army.items.empty()) column.items = dieRows(army.items);
        armies.push_back(std::move(column));
    }

    // Pick the largest text size at which armies + everything below fit on this page.
    const std::size_t columnsCount = std::max<std::size_t>(1, armies.size());
    const float armyWidth =
        (layout.contentWidth() - gap * static_cast<float>(columnsCount - 1)) / static_cast<float>(columnsCount);
    auto fitsAt = [&](float size, bool withExpected) {
        float armiesHeight = 0;
        for (const auto& army : armies)
            armiesHeight = std::max(armiesHeight, measureArmy(layout, army, armyWidth, size));
        const float below =
            std::max(layout.measureTable(poolColumns, poolRows, halfWidth, size),
                     layout.measureTable(terrainColumns, terrainRows, halfWidth, size)) +
            gap +
            (totalColumns.empty() ? 0
                                  : layout.measureTable(totalColumns, {totalRow}, layout.contentWidth(), size) + gap) +
            (withExpected ? layout.measureTable(expectedColumns, expectedRows, layout.contentWidth(), size) + gap : 0) +
            signatureHeight();
        return armiesHeight + gap + below <= layout.remaining();
    };
    auto largestFitting = [&] {
        for (float size : {8.5F, 8.0F, 7.5F, 7.0F, 6.5F, 6.0F, 5.5F}) {
            if (fitsAt(size, false)) return size;
        }
        return 0.0F;
    };
    float chosen = largestFitting();
    // The dice's faces are printed when the armies fit one page with them; otherwise the sheet leaves them out
    // (the species cards have them) rather than run over several pages.
    if (chosen == 0 && hasFaces) {
        for (auto& army : armies) {
            stripMarks(army.units);
            stripMarks(army.items);
        }
        stripMarks(poolRows);
        chosen = largestFitting();
        if (chosen > 0) doc.warn("the dice's faces are left out so that the armies fit on one page");
    }
    // The armies' text size is chosen without the expected-results table, which is optional: it is printed only
    // when it fits the page at that size (it never makes the armies' text smaller).
    if (chosen > 0 && !expectedRows.empty() && !fitsAt(chosen, true)) expectedRows.clear();
    if (chosen == 0) expectedRows.clear();  // the armies flow over pages: the sheet stays as it was
    layout.anchor("armies", layout.left());
    if (chosen > 0) {
        float tallest = 0;
        float x = layout.left();
        for (const auto& army : armies) {
            layout.anchor("army." + data.armies[static_cast<std::size_t>(&army - armies.data())].name, x);
            tallest = std::max(tallest, drawArmy(layout, army, x, layout.y(), armyWidth, chosen));
            x += armyWidth + gap;
        }
        layout.moveDown(tallest + gap);
    } else {  // too much for one page: one army after the other, tables continue on new pages
        chosen = 8.5F;
        for (std::size_t i = 0; i < armies.size(); ++i) {
            layout.subheading(armies[i].title);
            layout.anchor("army." + data.armies[i].name, layout.left());
            layout.flowTable(kDieColumns, armies[i].units, chosen);
            if (!armies[i].items.empty()) {
                std::vector<TableColumn> itemColumns = kDieColumns;
                itemColumns[1].title = "Items carried";
                layout.flowTable(itemColumns, armies[i].items, chosen);
            }
        }
    }

    // Summoning pool and terrains side by side.
    {
        const float h = std::max(layout.measureTable(poolColumns, poolRows, halfWidth, chosen),
                                 layout.measureTable(terrainColumns, terrainRows, halfWidth, chosen));
        if (h <= layout.remaining()) {
            layout.anchor("pool", layout.left());
            layout.drawTable(layout.left(), layout.y(), halfWidth, poolColumns, poolRows, chosen);
            layout.anchor("terrains", layout.left() + halfWidth + gap);
            layout.drawTable(layout.left() + halfWidth + gap, layout.y(), halfWidth, terrainColumns, terrainRows,
                             chosen);
            layout.moveDown(h + gap);
        } else {
            layout.anchor("pool", layout.left());
            layout.flowTable(poolColumns, poolRows, chosen);
            layout.anchor("terrains", layout.left());
            layout.flowTable(terrainColumns, terrainRows, chosen);
        }
    }
    if (!totalColumns.empty()) {
        layout.ensureSpace(layout.measureTable(totalColumns, {totalRow}, layout.contentWidth(), chosen));
        layout.anchor("totals", layout.left());
        layout.flowTable(totalColumns, {totalRow}, chosen);
        layout.moveDown(gap - 6);
    }
    if (!expectedRows.empty()) {
        layout.ensureSpace(layout.measureTable(expectedColumns, expectedRows, layout.contentWidth(), chosen));
        layout.anchor("expected", layout.left());
        layout.flowTable(expectedColumns, expectedRows, chosen);
        layout.moveDown(gap - 6);
    }

    if (data.findings.empty()) {
        signatures(layout);
    } else {
        // Signatures stay on the first page when they fit; findings follow.
        const bool signedEarly = layout.fits(signatureHeight() + 60);
        if (signedEarly) signatures(layout);
        layout.heading("Validator findings", 30);
        layout.anchor("findings", layout.left());
        std::vector<TableRow> rows;
        for (const auto& f : data.findings) rows.push_back({{f.severity, f.rule, f.message, f.ref}, false});
        layout.flowTable({{"Severity", 1.0F, Align::Left, true},
                          {"Rule", 1.5F},
                          {"Finding", 5.0F},
                          {"Rulebook reference", 2.8F}},
                         rows, 8.0F);
        if (!signedEarly) signatures(layout);
    }
    return layout.finish(data.catalogRevision.empty() ? std::string()
                                                      : "catalog revision " + data.catalogRevision);
}

}  // namespace muster::reports
