#include "muster/reports/TournamentSheets.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>

#include "muster/reports/PdfDocument.h"
#include "muster/reports/QrCode.h"
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

// A QR code of `text`, `side` points square with its quiet zone (four modules), its top-left at (x, top).
void drawQrCode(ReportLayout& layout, const std::string& text, float x, float top, float side) {
    const QrCode qr(text);
    constexpr int kQuiet = 4;
    const float module = side / static_cast<float>(qr.size() + 2 * kQuiet);
    layout.fillRect(x, top, side, side, colors::kWhite);
    for (int row = 0; row < qr.size(); ++row) {
        int column = 0;
        while (column < qr.size()) {
            if (!qr.dark(column, row)) {
                ++column;
                continue;
            }
            const int start = column;
            while (column < qr.size() && qr.dark(column, row)) ++column;
            // Each run a touch taller and wider, so that neighbouring runs leave no hairline gap.
            layout.fillRect(x + module * static_cast<float>(kQuiet + start),
                            top + module * static_cast<float>(kQuiet + row),
                            module * static_cast<float>(column - start) + 0.05F, module + 0.05F, colors::kInk);
        }
    }
}

// The report form of one table on the event pages.
std::string reportAddress(const PairingsData& data, int table) {
    std::string address = data.siteAddress;
    if (!address.empty() && address.back() != '/') address += '/';
    return address + "report?table=" + std::to_string(table);
}

constexpr float kStubHeight = 70;

// Below a table's slip: each player's own stub with their result code and the report form's QR code, or,
// when the event takes no reports from players, one strip with the pages' address.
void slipStubs(ReportLayout& layout, const PairingsData& data, const PairingRow& p, float x, float top, float width) {
    layout.rule(x - 20, top, x + width + 20, top, 0.5F, colors::kMuted, true);
    const float stubTop = top + 6;
    const TextStyle small{FontStyle::Regular, 7.5F, colors::kInk};
    const TextStyle bold{FontStyle::Bold, 9.0F, colors::kInk};
    const float qrSide = kStubHeight - 8;
    if (p.codeA.empty() || p.codeB.empty()) {
        if (data.siteAddress.empty()) return;
        drawQrCode(layout, data.siteAddress, x, stubTop, qrSide);
        const float tx = x + qrSide + 8;
        layout.drawLine("Pairings, standings and results on your phone:", tx, stubTop + 10, width - qrSide - 8, small);
        layout.drawLine(data.siteAddress, tx, stubTop + 22, width - qrSide - 8, bold);
        return;
    }
    const float half = width / 2;
    layout.rule(x + half, stubTop - 4, x + half, stubTop + kStubHeight - 4, 0.5F, colors::kMuted, true);
    const std::pair<const std::string*, const std::string*> players[] = {{&p.playerA, &p.codeA},
                                                                         {&p.playerB, &p.codeB}};
    float sx = x;
    const bool qr = !data.siteAddress.empty();
    for (const auto& [name, code] : players) {
        const std::string address = qr ? reportAddress(data, p.table) : std::string("the event pages");
        if (qr) drawQrCode(layout, address, sx, stubTop, qrSide);
        const float tx = qr ? sx + qrSide + 6 : sx + 4;
        const float tw = half - (tx - sx) - 8;
        layout.drawLine(fmt::format("Table {} · {}", p.table, *name), tx, stubTop + 2, tw, bold);
        layout.drawLine("Your result code:", tx, stubTop + 16, tw, small);
        layout.drawLine(*code, tx, stubTop + 26, tw, TextStyle{FontStyle::Bold, 13.0F, colors::kAccent});
        layout.drawLine("Report at " + address, tx, stubTop + 44, tw, small);
        layout.drawLine("Keep the code to yourself: it is your signature.", tx, stubTop + 54, tw,
                        TextStyle{FontStyle::Regular, 6.5F, colors::kMuted});
        sx += half + 8;
    }
}

// The sheets as blocks of one layout, so that one document can hold several (TournamentSheets::round).
void pairingsPages(ReportLayout& layout, const PairingsData& data) {
    layout.titleBand(fmt::format("Pairings: round {}", data.round), data.event + "  ·  " + roundTitle(data));
    if (!data.siteAddress.empty()) {
        // The event pages: scanned from the wall.
        constexpr float kSide = 76;
        const float top = layout.y();
        drawQrCode(layout, data.siteAddress, layout.left() + layout.contentWidth() - kSide, top, kSide);
        layout.anchor("site", layout.left());
        const float textWidth = layout.contentWidth() - kSide - 12;
        layout.drawLine("Pairings, standings and results on your phone:", layout.left(), top + 14, textWidth,
                        TextStyle{FontStyle::Regular, 11.0F, colors::kInk});
        layout.drawLine(data.siteAddress, layout.left(), top + 32, textWidth,
                        TextStyle{FontStyle::Bold, 15.0F, colors::kAccent});
        layout.drawLine("Scan the code or type the address (the venue's network).", layout.left(), top + 54, textWidth,
                        TextStyle{FontStyle::Regular, 9.0F, colors::kMuted});
        layout.moveDown(kSide + 8);
    }
    // Large type: the sheet is read from a few steps away, on the wall.
    constexpr float kWallSize = 14.0F;
    auto withScore = [](const std::string& name, const std::string& score) {
        return score.empty() ? name : name + "  (" + score + ")";
    };
    const bool anyNote =
        std::any_of(data.pairings.begin(), data.pairings.end(), [](const PairingRow& p) { return !p.note.empty(); });

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
        TableRow row{{bye ? "" : std::to_string(p.table), withScore(p.playerA, p.scoreA), bye ? "" : "vs",
                      bye ? kBye : withScore(p.playerB, p.scoreB)},
                     false};
        if (anyNote) row.cells.push_back(p.note);
        rows.push_back(std::move(row));
    }
    layout.heading("By table");
    layout.anchor("by-table", layout.left());
    std::vector<TableColumn> columns{{"Table", 0.9F, Align::Center, true},
                                     {"Player (points)", 4.0F},
                                     {"", 0.5F, Align::Center},
                                     {"Opponent (points)", 4.0F}};
    if (anyNote) columns.push_back({"Note", 1.8F});
    layout.flowTable(columns, rows, kWallSize);

    // By name: every player once, alphabetical, so players find their table quickly.
    struct NameRow {
        std::string player;
        std::string score;
        std::string table;
        std::string opponent;
    };
    std::vector<NameRow> names;
    for (const auto& p : data.pairings) {
        const bool bye = p.playerB.empty();
        const std::string table = bye ? "-" : std::to_string(p.table);
        names.push_back({p.playerA, p.scoreA, table, bye ? kBye : p.playerB});
        if (!bye) names.push_back({p.playerB, p.scoreB, table, p.playerA});
    }
    std::stable_sort(names.begin(), names.end(),
                     [](const NameRow& a, const NameRow& b) { return foldCase(a.player) < foldCase(b.player); });
    rows.clear();
    for (const auto& n : names) rows.push_back({{n.player, n.score, n.table, n.opponent}, false});
    layout.newPage();
    layout.titleBand(fmt::format("Pairings: round {}, by name", data.round), data.event + "  ·  " + roundTitle(data));
    layout.anchor("by-name", layout.left());
    layout.flowTable({{"Player", 4.0F, Align::Left, true},
                      {"Points", 1.0F, Align::Center},
                      {"Table", 1.0F, Align::Center, true},
                      {"Opponent", 4.0F}},
                     rows, kWallSize);
}

void slipPages(ReportLayout& layout, const PairingsData& data) {
    const bool stubs = !data.siteAddress.empty() || std::any_of(data.pairings.begin(), data.pairings.end(),
                                                                [](const PairingRow& p) { return !p.codeA.empty(); });
    const float slipHeight = 170;
    const float blockHeight = slipHeight + (stubs ? kStubHeight + 8 : 0);
    const float gap = 18;  // room for the cut line
    const float width = layout.contentWidth();
    const float x = layout.left();
    bool firstOnPage = true;
    int slips = 0;
    for (const auto& p : data.pairings) {
        if (p.playerB.empty()) continue;  // a bye needs no slip
        if (!firstOnPage) {
            if (layout.fits(gap + blockHeight)) {
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
        // One block per player: name, result boxes, how the game was won, terrains and health, signature.
        const float nameWidth = width * 0.36F;
        float rowTop = top + 30;
        for (const std::string* player : {&p.playerA, &p.playerB}) {
            const TextStyle nameStyle{FontStyle::Bold, 11.0F, colors::kInk};
            const FittedText fitted = layout.fit(*player, nameStyle, nameWidth - 8);
            layout.drawLines(fitted.lines.size() > 2 ? FittedText{{*player}, fitted.size} : fitted, x + 8, rowTop,
                             nameWidth - 8, nameStyle, Align::Left);
            const float bx = x + nameWidth + 4;
            checkBox(layout, bx, rowTop, "Won", 48);
            checkBox(layout, bx + 48, rowTop, "Lost", 48);
            checkBox(layout, bx + 96, rowTop, "Draw", 48);
            float fieldX = bx + 150;
            const TextStyle small{FontStyle::Regular, 8.5F, colors::kInk};
            auto field = [&](const std::string& label, float labelWidth) {
                layout.drawLine(label, fieldX, rowTop + 1, labelWidth, small);
                layout.rule(fieldX + labelWidth, rowTop + 11, fieldX + labelWidth + 24, rowTop + 11, 0.6F,
                            colors::kInk);
                fieldX += labelWidth + 32;
            };
            if (data.askTerrains) field("Terrains taken", 62);
            if (data.askHealth) field("Health killed", 56);
            layout.rule(bx, rowTop + 38, x + width - 8, rowTop + 38, 0.6F, colors::kInk);
            layout.drawLine("Signature", bx, rowTop + 41, 80, TextStyle{FontStyle::Regular, 7.0F, colors::kMuted});
            rowTop += 54;
        }
        // How the game was won: one box per win type, ticked by the winner.
        if (!data.winTypes.empty()) {
            float wx = x + 8;
            layout.drawLine("Won by:", wx, rowTop - 2, 40, TextStyle{FontStyle::Bold, 8.5F, colors::kInk});
            wx += 42;
            const float boxWidth = (width - 58) / static_cast<float>(data.winTypes.size());
            for (const auto& type : data.winTypes) {
                checkBox(layout, wx, rowTop - 3, type, boxWidth);
                wx += boxWidth;
            }
        }
        layout.drawLine("Write the result, both players sign, and hand the slip to the organiser's table.", x + 8,
                        top + slipHeight - 14, width - 16, TextStyle{FontStyle::Regular, 7.0F, colors::kMuted});
        if (stubs) slipStubs(layout, data, p, x, top + slipHeight + 4, width);
        layout.moveDown(blockHeight);
        firstOnPage = false;
        ++slips;
    }
    if (slips == 0) {
        layout.titleBand(fmt::format("Result slips: round {}", data.round), data.event);
        layout.paragraph("This round has no games to report.", TextStyle{});
    }
}

void standingsPages(ReportLayout& layout, const StandingsData& data) {
    layout.titleBand(!data.title.empty() ? data.title
                     : data.final        ? std::string("Final standings")
                                         : fmt::format("Standings after round {}", data.afterRound),
                     data.event);
    const bool anyBye =
        std::any_of(data.rows.begin(), data.rows.end(), [](const StandingRow& r) { return r.byes > 0; });
    std::vector<TableColumn> columns = {{"#", 0.6F, Align::Right, true},
                                        {"Player", 4.0F, Align::Left, true},
                                        {"W", 0.6F, Align::Center},
                                        {"D", 0.6F, Align::Center},
                                        {"L", 0.6F, Align::Center}};
    if (anyBye) columns.push_back({"Bye", 0.7F, Align::Center});
    columns.push_back({"Score", 1.0F, Align::Center, true});
    for (const auto& name : data.tiebreakerNames) columns.push_back({name, 1.2F, Align::Center});
    std::vector<TableRow> rows;
    for (const auto& r : data.rows) {
        TableRow row;
        row.cells = {std::to_string(r.rank), r.dropped ? r.player + " (dropped)" : r.player, std::to_string(r.wins),
                     std::to_string(r.draws), std::to_string(r.losses)};
        if (anyBye) row.cells.push_back(r.byes > 0 ? std::to_string(r.byes) : "");
        row.cells.push_back(r.score);
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
        layout.paragraph("Ties are broken by score, then " + order + "." +
                             (anyBye ? " W counts a bye as a win; Bye says how many of the wins were byes." : ""),
                         TextStyle{FontStyle::Regular, 8.0F, colors::kMuted});
    }
    for (const auto& note : data.notes) layout.paragraph(note, TextStyle{FontStyle::Regular, 8.0F, colors::kMuted});
}

// The round's sheets in one layout: pairings, slips, the standings it was paired on (none before round 1).
void roundPages(ReportLayout& layout, const PairingsData& pairings, const StandingsData& standings) {
    layout.anchor("pairings", layout.left());
    pairingsPages(layout, pairings);
    layout.newPage();
    layout.anchor("slips", layout.left());
    slipPages(layout, pairings);
    if (standings.afterRound > 0) {  // before round 1 there is nothing to stand on
        layout.newPage();
        layout.anchor("standings-sheet", layout.left());
        standingsPages(layout, standings);
    }
}

// One document: its info line, running title, pages and footer.
RenderedPdf document(const ReportOptions& options, const std::string& info, const std::string& kind,
                     const std::string& runningTitle, const std::string& footer,
                     const std::function<void(ReportLayout&)>& pages) {
    PdfDocument doc(fontDirFor(options));
    doc.setInfo(info, kind);
    ReportLayout layout(doc, options.paper, runningTitle);
    pages(layout);
    return layout.finish(footer);
}

}  // namespace

RenderedPdf TournamentSheets::pairings(const PairingsData& data, const ReportOptions& options) {
    return document(options, fmt::format("{}: pairings, round {}", data.event, data.round), "Muster pairings",
                    fmt::format("{}  ·  pairings round {}", data.event, data.round), "printed by Muster",
                    [&data](ReportLayout& layout) { pairingsPages(layout, data); });
}

RenderedPdf TournamentSheets::resultSlips(const PairingsData& data, const ReportOptions& options) {
    return document(options, fmt::format("{}: result slips, round {}", data.event, data.round), "Muster result slips",
                    fmt::format("{}  ·  result slips round {}", data.event, data.round), "cut along the dashed lines",
                    [&data](ReportLayout& layout) { slipPages(layout, data); });
}

RenderedPdf TournamentSheets::standings(const StandingsData& data, const ReportOptions& options) {
    return document(options, fmt::format("{}: standings", data.event), "Muster standings",
                    fmt::format("{}  ·  standings", data.event), "printed by Muster",
                    [&data](ReportLayout& layout) { standingsPages(layout, data); });
}

RenderedPdf TournamentSheets::round(const PairingsData& pairings, const StandingsData& standings,
                                    const ReportOptions& options) {
    return document(options, fmt::format("{}: round {}", pairings.event, pairings.round), "Muster round sheets",
                    fmt::format("{}  ·  round {}", pairings.event, pairings.round), "printed by Muster",
                    [&](ReportLayout& layout) { roundPages(layout, pairings, standings); });
}

}  // namespace muster::reports
