// Species reference cards built from the real catalog: every unit and every spell printed.
#include <gtest/gtest.h>

#include "../TestCatalog.h"
#include "PdfTestSupport.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"

namespace muster::reports {
namespace {

using muster::testsupport::catalog;

ReportOptions options() {
    return ReportOptions{Paper::A4, test::fontDir(), test::iconDir()};
}

TEST(SpeciesCardBuilder, HasASheetForEverySpeciesAndTheExtras) {
    const auto names = SpeciesCardBuilder::sheetNames(catalog());
    for (const char* expected : {"Dwarves", "Eldarim", "Dragonkin", "Items", "Dragons", "Terrains"}) {
        EXPECT_NE(std::find(names.begin(), names.end(), expected), names.end()) << expected;
    }
    EXPECT_EQ(names.size(), catalog().species().size() + 3);
}

TEST(SpeciesCardBuilder, DwarvesSheetHasItsUnitsAbilitiesAndSpells) {
    const auto sheet = SpeciesCardBuilder::build(catalog(), "dwarf");  // alias, any case
    EXPECT_EQ(sheet.title, "Dwarves");
    std::size_t dice = 0;
    for (const auto& g : sheet.groups) dice += g.dice.size();
    std::size_t expected = 0;
    for (const auto& d : catalog().dice()) expected += d.isUnit() && d.species == "Dwarves" ? 1 : 0;
    EXPECT_EQ(dice, expected);
    EXPECT_EQ(sheet.abilities.size(), 2U);
    bool own = false;
    bool foreign = false;
    for (const auto& s : sheet.spells) {
        const auto* spell = catalog().findSpell(s.name);
        ASSERT_NE(spell, nullptr) << s.name;
        own = own || spell->species == "Dwarves";
        foreign = foreign || (!spell->species.empty() && spell->species != "Dwarves");
        if (spell->species.empty() && spell->element != domain::Element::Ivory &&
            spell->element != domain::Element::White) {
            EXPECT_TRUE(spell->element == domain::Element::Earth || spell->element == domain::Element::Fire) << s.name;
        }
    }
    EXPECT_TRUE(own);
    EXPECT_FALSE(foreign);
    EXPECT_FALSE(sheet.sais.empty());  // the Warlord's Smite, the Skirmisher's Counter
}

TEST(SpeciesCardBuilder, UnknownNameListsTheSheets) {
    try {
        (void)SpeciesCardBuilder::build(catalog(), "Hobbits");
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("Dwarves"), std::string::npos);
    }
}

TEST(SpeciesCards, AllSheetsPrintEveryDieAndEverySpell) {
    MUSTER_REQUIRE_POPPLER();
    const auto sheets = SpeciesCardBuilder::buildAll(catalog());
    const RenderedPdf pdf = SpeciesCards::render(sheets, options());
    EXPECT_EQ(pdf.outOfBounds, 0);
    EXPECT_EQ(test::pdfPages(pdf, "cards-all"), pdf.pageCount);
    EXPECT_GE(pdf.pageCount, static_cast<int>(sheets.size()));
    const std::string text = test::pdfText(pdf, "cards-all");
    for (const auto& sheet : sheets) {
        EXPECT_NE(text.find(sheet.title), std::string::npos);
        for (const auto& g : sheet.groups) {
            for (const auto& d : g.dice)
                EXPECT_NE(text.find(d.name), std::string::npos) << sheet.title << ": " << d.name;
        }
        for (const auto& s : sheet.spells) EXPECT_NE(text.find(s.name), std::string::npos) << s.name;
        for (const auto& a : sheet.abilities) EXPECT_NE(text.find(a.name), std::string::npos) << a.name;
    }
    std::size_t dice = 0;
    for (const auto& sheet : sheets) {
        for (const auto& g : sheet.groups) dice += g.dice.size();
    }
    EXPECT_EQ(dice, catalog().dice().size());  // every die of the catalog is on exactly one sheet
}

TEST(SpeciesCards, OneSpeciesStartsOnItsOwnPageWithEveryFace) {
    MUSTER_REQUIRE_POPPLER();
    const auto sheet = SpeciesCardBuilder::build(catalog(), "Dwarves");
    const RenderedPdf pdf = SpeciesCards::render({sheet}, options());
    EXPECT_EQ(pdf.anchors.front().name, "title");
    EXPECT_EQ(pdf.anchors.front().page, 1);
    const std::string text = test::pdfText(pdf, "cards-dwarves");
    EXPECT_NE(text.find("Dwarves Warlord"), std::string::npos);
    EXPECT_NE(text.find("4 Smite"), std::string::npos);
    EXPECT_NE(text.find("Mountain Mastery"), std::string::npos);
}

}  // namespace
}  // namespace muster::reports
