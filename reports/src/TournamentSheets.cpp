#include "muster/reports/TournamentSheets.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "muster/reports/PdfDocument.h"
#include "muster/reports/ReportLayout.h"

namespace muster::reports {

namespace {

constexpr const char* kBye = "BYE";

std::string foldCase(const std::string& text) {
    std::string out = text;
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string roundTitle(const PairingsData& data) {
    std::string title = fmt::format("Round {}", data.round);
    if (!data.date.empty()) title += "  ·  " + data.date;
    return title;
}

void checkBox(ReportLayout& layout, float x, float top, const std::string& label, float width) {
    layout.strokeRect(x, top + 1, 9, 9, 0.7F, colors::kInk);
    layout.drawLine(label, x + 13, top + 1, width - 13, TextStyle{FontStyle::Regular, 8.5F, colors::kInk});
}

}  // namespace

RenderedPdf TournamentSheets::pairings(const PairingsData& data, const ReportOptions& options) {
    PdfDocument doc(fontDirFor(options));
    doc.setInfo(fmt::format("{}: pairings, round {}", data.event, data.round), "Muster pairings");
    ReportLayout layout(doc, options.paper, fmt::format("{}  ·  pairings round {}", data.event, data.round));
    layout.titleBand(fmt::format("Pairings: round {}", data.round), data.event + "  ·  " + roundTitle(data));

    std::vector<PairingRow> byTable = data.pairings;
    std::stable_sort(byTable.begin(), byTable.end(), [](const PairingRow& a, const PairingRow& b) {
        const bool aBye = a.playerB.empty();
        const bool bBye = b.playerB.empty();
        if (aBye != bBye) return bBye;
        return a.table < b.table;
    });
    std::vector<TableRow> rows;
    for (const auto& p : byTable) {
        const bool bye = p.playerB.empty();
        rows.push_back({{bye ? "" : std::to_string(p.table), p.playerA, bye ? "" : "vs", bye ? kBye : p.playerB, p.note},
                        false});
    }
    layout.heading("By table");
    layout.anchor("by-table", layout.left());
    layout.flowTable({{"Table", 0.9F, Align::Center, true},
                      {"Player", 4.0F},
                      {"", 0.5F, Align::Center},
                      {"Opponent", 4.0F},
                      {"Note", 1.8F}},
                     rows, 12.0F);

    // By name: every player once, alphabetical, so players find their table quickly.
    struct NameRow {
        std::string player;
        std::string table;
        std::string opponent;
    };
    std::vector<NameRow> names;
    for (const auto& p : data.pairings) {
        const bool bye = p.playerB.empty();
        const std::string table = bye ? "-" : std::to_string(p.table);
        names.push_back({p.playerA, table, bye ? kBye : p.playerB});
        if (!bye) names.push_back({p.playerB, table, p.playerA});
    }
    std::stable_sort(names.begin(), names.end(),
                     [](const NameRow& a, const NameRow& b) { return foldCase(a.player) < foldCase(b.player); });
    rows.clear();
    for (const auto& n : names) rows.push_back({{n.player, n.table, n.opponent}, false});
    layout.newPage();
    layout.titleBand(fmt::format("Pairings: round {}, by name", data.round), data.event + "  ·  " + roundTitle(data));
    layout.anchor("by-name", layout.left());
    layout.flowTable({{"Player", 4.0F, Align::Left, true}, {"Table", 1.0F, Align::Center, true}, {"Opponent", 4.0F}},
                     rows, 12.0F);
    return layout.finish("printed by Muster");
}

RenderedPdf TournamentSheets::resultSlips(const PairingsData& data, const ReportOptions& options) {
    PdfDocument doc(fontDirFor(options));
    doc.setInfo(fmt::format("{}: result slips, round {}", data.event, data.round), "Muster result slips");
    ReportLayout layout(doc, options.paper, fmt::format("{}  ·  result slips round {}", data.event, data.round));
    const float slipHeight = 170;
    const float gap = 18;  // room for the cut line
    const float width = layout.contentWidth();
    const float x = layout.left();
    bool firstOnPage = true;
    int slips = 0;
    for (const auto& p : data.pairings) {
        if (p.playerB.empty()) continue;  // a bye needs no slip
        if (!firstOnPage) {
            if (layout.fits(gap + slipHeight)) {
                const float cut = layout.y() + gap / 2;
                layout.rule(x - 20, cut, x + width + 20, cut, 0.5F, colors::kMuted, true);
                layout.moveDown(gap);
            } else {
                layout.newPage();
            }
        }
        const float top = layout.y();
        layout.anchor(fmt::format("slip.{}", p.table), x);
        layout.strokeRect(x, top, width, slipHeight, 0.8F, colors::kInk);
        layout.fillRect(x, top, width, 24, colors::kAccent);
        layout.drawLine(fmt::format("Table {}", p.table), x + 8, top + 5, 110,
                        TextStyle{FontStyle::Bold, 12.0F, colors::kWhite});
        layout.drawLine(data.event + "  ·  " + roundTitle(data), x + 120, top + 7, width - 128,
                        TextStyle{FontStyle::Regular, 9.0F, colors::kAccentLight}, Align::Right);
        // One block per player: name, result boxes, points, signature.
        const float nameWidth = width * 0.36F;
        float rowTop = top + 34;
        for (const std::string* player : {&p.playerA, &p.playerB}) {
            const TextStyle nameStyle{FontStyle::Bold, 11.0F, colors::kInk};
            const FittedText fitted = layout.fit(*player, nameStyle, nameWidth - 8);
            layout.drawLines(fitted.lines.size() > 2 ? FittedText{{*player}, fitted.size} : fitted, x + 8, rowTop,
                             nameWidth - 8, nameStyle, Align::Left);
            float bx = x + nameWidth + 4;
            checkBox(layout, bx, rowTop, "Won", 48);
            checkBox(layout, bx + 48, rowTop, "Lost", 48);
            checkBox(layout, bx + 96, rowTop, "Draw", 48);
            const float pointsX = bx + 150;
            layout.drawLine("Points scored", pointsX, rowTop + 1, 70, TextStyle{FontStyle::Regular, 8.5F, colors::kInk});
            layout.rule(pointsX + 62, rowTop + 11, x + width - 8, rowTop + 11, 0.6F, colors::kInk);
            layout.rule(x + nameWidth + 4, rowTop + 42, x + width - 8, rowTop + 42, 0.6F, colors::kInk);
            layout.drawLine("Signature", x + nameWidth + 4, rowTop + 45, 80,
                            TextStyle{FontStyle::Regular, 7.0F, colors::kMuted});
            rowTop += 60;
        }
        layout.drawLine("Write the result, both players sign, and hand the slip to the organiser's table.", x + 8,
                        top + slipHeight - 14, width - 16, TextStyle{FontStyle::Regular, 7.0F, colors::kMuted});
        layout.moveDown(slipHeight);
        firstOnPage = false;
        ++slips;
    }
    if (slips == 0) {
        layout.titleBand(fmt::format("Result slips: round {}", data.round), data.event);
        layout.paragraph("This round has no games to report.", TextStyle{});
    }
    return layout.finish("cut along the dashed lines");
}

RenderedPdf TournamentSheets::standings(const StandingsData& data, const ReportOptions& options) {
    PdfDocument doc(fontDirFor(options));
    doc.setInfo(fmt::format("{}: standings", data.event), "Muster standings");
    ReportLayout layout(doc, options.paper, fmt::format("{}  ·  standings", data.event));
    layout.titleBand(data.final ? "Final standings" : fmt::format("Standings after round {}", data.afterRound),
                     data.event);
    std::vector<TableColumn> columns = {{"#", 0.6F, Align::Right, true},
                                        {"Player", 4.0F, Align::Left, true},
                                        {"W", 0.6F, Align::Center},
                                        {"D", 0.6F, Align::Center},
                                        {"L", 0.6F, Align::Center},
                                        {"Score", 1.0F, Align::Center, true}};
    for (const auto& name : data.tiebreakerNames) columns.push_back({name, 1.2F, Align::Center});
    std::vector<TableRow> rows;
    for (const auto& r : data.rows) {
        TableRow row;
        row.cells = {std::to_string(r.rank), r.dropped ? r.player + " (dropped)" : r.player, std::to_string(r.wins),
                     std::to_string(r.draws), std::to_string(r.losses), r.score};
        for (std::size_t i = 0; i < data.tiebreakerNames.size(); ++i) {
            row.cells.push_back(i < r.tiebreakers.size() ? r.tiebreakers[i] : "");
        }
        rows.push_back(std::move(row));
    }
    layout.anchor("standings", layout.left());
    layout.flowTable(columns, rows, 10.0F);
    if (!data.tiebreakerNames.empty()) {
        std::string order;
        for (const auto& name : data.tiebreakerNames) order += (order.empty() ? "" : ", then ") + name;
        layout.paragraph("Ties are broken by score, then " + order + ".",
                         TextStyle{FontStyle::Regular, 8.0F, colors::kMuted});
    }
    return layout.finish("printed by Muster");
}

}  // namespace muster::reports
