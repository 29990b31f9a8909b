// The OCTGN module's sample decks are legal 36-point V4.01d forces, and the deck total OctgnDeck computes for a
// deck without a force size is the total the force validator counts.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "../TestCatalog.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/ForceValidator.h"

using namespace muster::domain;
using namespace muster::rules;

namespace {
using muster::testsupport::catalog;
}  // namespace

class SampleDeckValidation : public ::testing::TestWithParam<std::string> {};

TEST_P(SampleDeckValidation, IsALegalThirtySixPointForce) {
    const auto path = std::filesystem::path(MUSTER_TEST_DATA) / "octgn" / (GetParam() + ".o8d");
    const Roster roster = OctgnDeck::readFile(path.string(), catalog()).roster;
    ValidationOptions options;
    options.edition = Edition::V401d;
    const auto report = ForceValidator(catalog()).validate(roster, options);
    for (const auto& f : report.findings) ADD_FAILURE() << f.message;
    EXPECT_TRUE(report.legal());
    EXPECT_EQ(report.totals.forceSize, 36);
    EXPECT_EQ(report.totals.points, 36);
    EXPECT_EQ(report.totals.dragonsBrought, 2);
}

INSTANTIATE_TEST_SUITE_P(OctgnModule, SampleDeckValidation,
                         ::testing::Values("Amazon-Mages-and-Cavalry", "Feral-Cavalry-and-Mages",
                                           "Goblins-Cavalry-and-Heavy-Melee", "Swamp-Stalkers-Poison-and-Cavalry",
                                           "Treefolk-Cavalary-and-Heavy-Melee", "Undead-Vampires-and-Mages"),
                         [](const auto& testInfo) {
                             std::string name = testInfo.param;
                             for (char& c : name) c = c == '-' ? '_' : c;
                             return name;
                         });

TEST(OctgnDeckTotal, IsWhatTheValidatorCounts) {
    // Medium equipment in two armies, artifacts, a medallion, Dragonkin and a unit misplaced in the pool.
    const std::vector<std::string> rosters = {
        "force size: 30\n[Home]\n3 Dwarves Footman\n2 Fire Dawn Blade\nFire Blade Golem\n[Horde]\nWater Dawn Blade\n"
        "Fire Vorpal Sword\nDwarves Warlord\nBronze Medallion\n[Campaign]\nDwarves Sentry\nAir Speed Slippers\n"
        "[Summoning Pool]\nFire Drake\n2 Dragonkin Fire Dragonfoal\nDwarves Footman\n",
        "force size: 24\n[Home]\nDragonkin Fire Dragonfoal\nAmazons Soldier\n[Horde]\nAir Winged Sandals\n",
    };
    for (const auto& text : rosters) {
        const Roster roster = RosterIO::parseText(text, catalog(), "t.txt");
        const auto report = ForceValidator(catalog()).validate(roster);
        EXPECT_EQ(OctgnDeck::deckTotal(roster, catalog()), report.totals.points) << text;
    }
}
