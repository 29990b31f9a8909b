// "What may be added here": each limit one more die would break is one finding with its rule id, worded by the
// force check that owns the rule; dice that fit are not marked. Table-driven over the limits.
#include <gtest/gtest.h>

#include <algorithm>

#include "ForceCheckTestSupport.h"
#include "muster/rules/PickGuide.h"

using namespace muster;
using namespace muster::rules;
using namespace muster::rules::testing;
using domain::RosterSection;

namespace {

std::vector<std::string> limitsOf(const PickAdvice& advice) {
    std::vector<std::string> rules;
    for (const auto& f : advice.limits) rules.emplace_back(toString(f.rule));
    return rules;
}

domain::DieId die(const std::string& name) {
    const auto id = testsupport::catalog().findDie(name);
    if (!id) throw std::logic_error("no die " + name);
    return *id;
}

struct LimitCase {
    const char* what;
    RosterSpec roster;
    RosterSection target;
    const char* adding;
    std::vector<std::string> limits;  // rule ids, in the checks' order; empty: may be added
    RosterSection lands = RosterSection::Home;
};

std::vector<LimitCase> limitCases() {
    std::vector<LimitCase> cases;
    RosterSpec under;  // 20 of 24 points: Home at its 12-point limit (a Footman is 1 point)
    under.home = {"12 Dwarves Footman"};
    under.horde = {"4 Dwarves Footman"};
    under.campaign = {"4 Dwarves Footman"};
    cases.push_back({"an army at half the force", under, RosterSection::Home, "Dwarves Footman", {"army-limit"}});
    cases.push_back(
        {"another army has room", under, RosterSection::Horde, "Dwarves Footman", {}, RosterSection::Horde});
    RosterSpec full;  // the defaults: 24 of 24 points, 1 of 1 dragon
    cases.push_back(
        {"a force at its size", full, RosterSection::Horde, "Dwarves Footman", {"force-total"}, RosterSection::Horde});
    RosterSpec fullHome = full;  // 24 of 24 points, Home at 12
    fullHome.home = {"12 Dwarves Footman"};
    fullHome.horde = {"6 Dwarves Footman"};
    fullHome.campaign = {"6 Dwarves Footman"};
    cases.push_back(
        {"a big unit breaks both", fullHome, RosterSection::Home, "Dwarves Warlord", {"force-total", "army-limit"}});
    cases.push_back({"a second dragon (it goes to the pool)",
                     under,
                     RosterSection::Home,
                     "Water Drake",
                     {"dragon-count"},
                     RosterSection::SummoningPool});
    RosterSpec noDragon = under;
    noDragon.pool = {};
    cases.push_back(
        {"the missing dragon", noDragon, RosterSection::Home, "Water Drake", {}, RosterSection::SummoningPool});
    RosterSpec kin = under;  // 8 Dragonkin health: the allowance of 24 points
    kin.pool = {"Fire Drake", "8 Dragonkin Fire Dragontroop"};
    cases.push_back({"Dragonkin over the allowance",
                     kin,
                     RosterSection::Horde,
                     "Dragonkin Fire Dragontroop",
                     {"dragonkin-limit"},
                     RosterSection::SummoningPool});
    RosterSpec minors = under;  // a two-player game brings at most 4 minor terrains
    minors.pool = {"Fire Drake", "Coastland Bridge", "Coastland Knoll", "Coastland Village", "Coastland Woods"};
    cases.push_back({"a fifth minor terrain",
                     minors,
                     RosterSection::Home,
                     "Deadland Bridge",
                     {"minor-terrain-limit"},
                     RosterSection::SummoningPool});
    RosterSpec items = under;  // one unit carries two items at most
    items.horde = {"Dwarves Sergeant", "Earth Flicker Foil", "Earth Sight Stone"};
    cases.push_back({"a third item for one unit",
                     items,
                     RosterSection::Horde,
                     "Earth Trueflyer",
                     {"item-carrying"},
                     RosterSection::Horde});
    cases.push_back({"an item of an element nobody carries",
                     under,
                     RosterSection::Horde,
                     "Water Flicker Foil",
                     {"item-carrying"},
                     RosterSection::Horde});
    cases.push_back({"a unit in the Summoning Pool",
                     under,
                     RosterSection::SummoningPool,
                     "Dwarves Footman",
                     {"placement"},
                     RosterSection::SummoningPool});
    RosterSpec tsr = under;
    tsr.edition = "tsr-1996";
    cases.push_back({"equipment the 1996 game lacks",
                     tsr,
                     RosterSection::Horde,
                     "Earth Flicker Foil",
                     {"component-not-allowed"},
                     RosterSection::Horde});
    tsr.pool = {"Fire Drake", "Dragonkin Fire Dragontroop"};  // already one die the 1996 game lacks
    cases.push_back({"a second die of a component the edition lacks",
                     tsr,
                     RosterSection::Horde,
                     "Dragonkin Fire Dragontroop",
                     {"component-not-allowed"},
                     RosterSection::SummoningPool});
    RosterSpec misplaced = under;  // already a unit in the pool
    misplaced.pool = {"Fire Drake", "Dwarves Sentry"};
    cases.push_back({"another unit in the Summoning Pool",
                     misplaced,
                     RosterSection::SummoningPool,
                     "Dwarves Footman",
                     {"placement"},
                     RosterSection::SummoningPool});
    return cases;
}

}  // namespace

TEST(PickGuide, EachLimitAnAdditionBreaksIsOneFindingWithItsRule) {
    const PickGuide guide(forceValidator());
    for (const auto& c : limitCases()) {
        SCOPED_TRACE(c.what);
        const auto advice = guide.advise(buildRoster(c.roster), c.target);
        ASSERT_EQ(advice.size(), testsupport::catalog().dice().size());
        const PickAdvice& a = advice.at(die(c.adding));
        EXPECT_EQ(limitsOf(a), c.limits);
        EXPECT_EQ(a.section, c.lands);
        EXPECT_EQ(a.mayAdd(), c.limits.empty());
        for (const auto& f : a.limits) {
            EXPECT_EQ(f.severity, Severity::Error);
            EXPECT_FALSE(f.message.empty());
            EXPECT_TRUE(PickGuide::isAddLimit(f.rule));
        }
    }
}

TEST(PickGuide, FormatLimitsComeFromTheFormat) {
    // championship-36 caps Magic-class units at 18 health: a Home of 18 Theurgists (1 health, 1 point each) is at
    // the cap, so every Magic unit more breaks it.
    const EventFormat format = builtInFormat("championship-36");
    RosterSpec spec;
    spec.force = 36;
    spec.home = {"18 Dwarves Theurgist"};
    spec.horde = {"4 Dwarves Footman"};
    spec.campaign = {"4 Dwarves Footman"};
    spec.pool = {"Fire Drake", "Water Drake"};
    ValidationOptions options;
    options.format = &format;
    const auto advice = PickGuide(forceValidator()).advise(buildRoster(spec), RosterSection::Horde, options);
    // Every die the format leaves out or limits, and only such dice, is marked for a format rule.
    int formatMarks = 0;
    for (const auto& a : advice) {
        for (const auto& f : a.limits) {
            if (f.rule == RuleId::FormatLimit || f.rule == RuleId::ComponentNotAllowed) {
                ++formatMarks;
                EXPECT_NE(f.ref.find("championship-36"), std::string::npos) << f.message;
            }
        }
    }
    if (!format.hasCopyLimits() && format.maxSpecies == EventFormat::kNoLimit && format.classHealthCaps.empty()) {
        GTEST_SKIP() << "championship-36 has no limits an addition could break";
    }
    EXPECT_GT(formatMarks, 0);
}

TEST(PickGuide, MajorTerrainsAreChosenNotAddedAndNeverMarked) {
    RosterSpec full;
    const auto advice = PickGuide(forceValidator()).advise(buildRoster(full), RosterSection::Home);
    for (const auto& d : testsupport::catalog().dice()) {
        if (d.isMajorTerrain()) {
            EXPECT_TRUE(advice[d.id].mayAdd()) << d.name;
        }
    }
}

TEST(PickGuide, AnEmptyRosterAcceptsEveryArmyDie) {
    RosterSpec empty;
    empty.home = {};
    empty.horde = {};
    empty.campaign = {};
    empty.pool = {};
    const auto advice = PickGuide(forceValidator()).advise(buildRoster(empty), RosterSection::Home);
    int marked = 0;
    for (const auto& d : testsupport::catalog().dice()) {
        if (!advice[d.id].mayAdd()) {
            ++marked;
            // Only a die worth more than half the force alone, one no unit can carry, or a White Dragon (it counts as
            // two dragons, and a 24-point force brings one) is refused at first.
            const bool itemAlone = d.isItem();
            EXPECT_TRUE(itemAlone || d.basePoints() > 12 || d.isWhiteDragon())
                << d.name << ": " << advice[d.id].limits.front().message;
        }
    }
    EXPECT_GT(marked, 0);  // items: no unit yet to carry them
}
