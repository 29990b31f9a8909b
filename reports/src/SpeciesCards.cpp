#include "muster/reports/SpeciesCards.h"

#include <fmt/format.h>

#include <algorithm>

#include "muster/reports/FaceLabels.h"
#include "muster/reports/PdfDocument.h"
#include "muster/reports/ReportLayout.h"

namespace muster::reports {

namespace {

void diceTable(ReportLayout& layout, const SpeciesCardData& sheet, const CardDieGroup& group) {
    std::size_t faces = 0;
    bool sizes = false;
    bool health = false;
    for (const auto& die : group.dice) {
        faces = std::max(faces, die.faces.size());
        sizes = sizes || !die.size.empty();
        health = health || die.health > 0;
    }
    std::vector<TableColumn> columns = {{"Die", faces > 8 ? 2.6F : 3.2F, Align::Left, true}};
    if (sizes) columns.push_back({"Size", 1.25F});
    if (health) columns.push_back({"HP", 0.55F, Align::Center});
    if (sheet.showElements) columns.push_back({"Elements", 1.4F});
    const float faceWeight = faces > 8 ? 0.95F : 1.25F;
    for (std::size_t i = 0; i < faces; ++i) columns.push_back({fmt::format("Face {}", i + 1), faceWeight, Align::Center});
    std::vector<TableRow> rows;
    for (const auto& die : group.dice) {
        TableRow row;
        row.cells.push_back(die.name);
        if (sizes) row.cells.push_back(die.size);
        if (health) row.cells.push_back(die.health > 0 ? std::to_string(die.health) : "");
        row.marks.resize(row.cells.size());
        if (sheet.showElements) {
            row.cells.emplace_back();
            row.marks.push_back(die.elements);
        }
        for (std::size_t i = 0; i < faces; ++i) {
            row.cells.emplace_back();
            row.marks.push_back(i < die.faces.size() ? std::vector<IconLabel>{die.faces[i]} : std::vector<IconLabel>{});
        }
        rows.push_back(std::move(row));
    }
    constexpr float kSize = 7.5F;
    // The group's title stays with its table's header and first row (a monster's row of icons is tall).
    const float firstRow =
        rows.empty() ? 0 : layout.measureTable(columns, {rows.front()}, layout.contentWidth(), kSize);
    layout.subheading(group.title, std::max(40.0F, firstRow));
    layout.flowTable(columns, rows, kSize);
}

void textTable(ReportLayout& layout, const std::string& first, const std::string& second,
               const std::vector<CardText>& texts) {
    std::vector<TableRow> rows;
    for (const auto& t : texts) rows.push_back({{t.name, t.detail, t.summary}, false});
    layout.flowTable({{first, 1.7F, Align::Left, true}, {second, 1.8F}, {"What it does", 6.0F}}, rows, 7.5F);
}

}  // namespace

RenderedPdf SpeciesCards::render(const std::vector<SpeciesCardData>& sheets, const ReportOptions& options) {
    PdfDocument doc(fontDirFor(options));
    const std::string what = sheets.size() == 1 ? sheets.front().title : fmt::format("{} sheets", sheets.size());
    doc.setInfo("Dragon Dice reference cards: " + what, "Muster species reference cards");
    ReportLayout layout(doc, options.paper, "Muster reference cards", options.iconDir);
    layout.setIconKey(iconKey());
    bool first = true;
    for (const auto& sheet : sheets) {
        if (!first) layout.newPage();
        first = false;
        layout.titleBand(sheet.title, sheet.subtitle);
        layout.anchor(sheet.title, layout.left());
        if (!sheet.note.empty()) layout.paragraph(sheet.note, TextStyle{FontStyle::Regular, 8.0F, colors::kMuted});
        if (!sheet.abilities.empty()) {
            layout.heading(sheet.abilitiesTitle);
            layout.anchor(sheet.title + ".abilities", layout.left());
            for (const auto& a : sheet.abilities) {
                std::string text = a.summary;
                if (!a.detail.empty()) text += "  (" + a.detail + ")";
                layout.labeledParagraph(a.name + ":", text, 8.5F);
            }
        }
        if (!sheet.groups.empty()) {
            layout.heading("Dice by class and size");
            layout.anchor(sheet.title + ".dice", layout.left());
            for (const auto& group : sheet.groups) diceTable(layout, sheet, group);
        }
        if (!sheet.sais.empty()) {
            layout.heading("Special action icons on these dice");
            layout.anchor(sheet.title + ".sais", layout.left());
            textTable(layout, "Icon", "Rolls", sheet.sais);
        }
        if (!sheet.spells.empty()) {
            layout.heading("Spells open to " + sheet.title);
            layout.anchor(sheet.title + ".spells", layout.left());
            if (!sheet.spellsNote.empty()) {
                layout.paragraph(sheet.spellsNote, TextStyle{FontStyle::Regular, 8.0F, colors::kMuted});
            }
            textTable(layout, "Spell", "Element · cost", sheet.spells);
        }
    }
    return layout.finish("Dragon Dice reference, in Muster's own words");
}

}  // namespace muster::reports
