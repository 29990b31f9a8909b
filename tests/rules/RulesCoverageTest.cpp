// Rules coverage (issue 13, "Coverage from data"): derived from the catalog and the engine's handlers; the
// committed page is current; every SAI or spell without a complete handler is on the explicit not-yet list,
// and the list only shrinks; no handler claims a roll type its catalog row does not list.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RulesCoverage.h"

namespace muster::rules::engine {
namespace {

using testing::engineCatalog;
using testing::LogSpec;
using testing::verify;

const std::vector<CoverageEntry>& coverage() {
    static const auto entries = RulesCoverage::of(engineCatalog());
    return entries;
}

TEST(RulesCoverage, EveryCatalogEntryIsListedOnce) {
    const auto& cat = engineCatalog();
    std::size_t sais = 0;
    std::size_t spells = 0;
    std::size_t abilities = 0;
    std::size_t eighth = 0;
    std::set<std::string> seen;
    for (const auto& e : coverage()) {
        EXPECT_TRUE(seen.insert(e.kind + ":" + e.name).second) << e.kind << " " << e.name << " twice";
        sais += e.kind == "sai";
        spells += e.kind == "spell";
        abilities += e.kind == "ability";
        eighth += e.kind == "eighth-face";
    }
    EXPECT_EQ(sais, cat.sais().size());
    EXPECT_EQ(spells, cat.spells().size());
    EXPECT_EQ(abilities, cat.abilities().size());
    EXPECT_EQ(eighth, cat.eighthFaces().size());
}

// The advanced terrains (S0:L1207-1212): the catalog has exactly V4.01d's four, each eighth face is checked, and a die
// of each kind may be the frontier of a game (setup refused none once the last of them was modelled; the frontier's
// 'later issue' path is gone).
TEST(RulesCoverage, EveryAdvancedTerrainIsModelledAndMayBeTheFrontier) {
    std::set<std::string> faces;
    std::vector<std::string> dice;
    for (const auto& d : engineCatalog().dice())
        if (d.advanced) {
            faces.insert(d.eighthFace);
            dice.push_back(d.name);
        }
    EXPECT_EQ(faces, (std::set<std::string>{"Castle", "Dragon's Lair", "Grove", "Vortex"}));
    for (const auto& e : coverage()) {
        if (e.kind == "eighth-face" && faces.count(e.name) > 0) {
            EXPECT_EQ(e.status, CoverageStatus::Checked) << e.name;
        }
    }
    ASSERT_EQ(dice.size(), 24U);  // four kinds on six terrain types
    for (const auto& name : dice) {
        LogSpec spec;
        spec.aFrontier = name;
        const auto v = verify(spec.text("turn 1 A\n  march 1 frontier\n    maneuver\n    terrain down\nresult none\n"));
        EXPECT_EQ(v.status, MatchVerdict::Status::Verified) << name << ": " << v.message;
    }
}

TEST(RulesCoverage, CommittedPageIsCurrent) {
    const auto page = std::filesystem::path(MUSTER_SOURCE_RESOURCES).parent_path() / "docs" / "rules-coverage.md";
    EXPECT_EQ(domain::readFile(page.string()), RulesCoverage::markdown(coverage()))
        << "docs/rules-coverage.md is out of date: muster-cli rules coverage > docs/rules-coverage.md";
}

TEST(RulesCoverage, NotYetListIsExact) {
    std::set<std::string> listed;
    std::istringstream in(domain::readFile(std::string(MUSTER_TEST_DATA) + "/engine/not-yet.txt"));
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') listed.insert(line);
    std::set<std::string> incomplete;
    for (const auto& e : coverage())
        if ((e.kind == "sai" || e.kind == "spell") && e.status != CoverageStatus::Checked)
            incomplete.insert(e.kind + ": " + e.name);
    for (const auto& name : incomplete)
        EXPECT_TRUE(listed.count(name)) << name << " has no complete handler and is not on the not-yet list";
    for (const auto& name : listed)
        EXPECT_TRUE(incomplete.count(name)) << name << " is checked now: take it off tests/data/engine/not-yet.txt";
}

TEST(RulesCoverage, HandlersClaimOnlyTheCatalogsRollTypes) {
    for (const auto& e : coverage()) {
        if (e.kind == "sai") {
            EXPECT_EQ(e.beyond, "") << e.name << " claims roll types its catalog row lacks";
        }
    }
}

// A roll showing an SAI that is not modelled in that roll is unsupported, never counted as nothing.
TEST(RulesCoverage, ANotYetSaiMakesTheRollUnsupported) {
    const auto& cat = engineCatalog();
    // Any SAI still unsupported in a melee attack, on a die that is not a champion (champions' logos are SAIs of
    // their own), not Dragonkin (whose units the armies do not field yet) and has known faces: a unit die first,
    // else an item whose Logo face is its own SAI (a relic: Earthfang), once no unit die shows one (Stun was the
    // last).
    std::set<std::string> notYet;
    for (const auto& entry : RulesCoverage::of(cat))
        if (entry.kind == "sai" && entry.status == CoverageStatus::Unsupported &&
            entry.notYet.find("melee attack") != std::string::npos)
            notYet.insert(entry.name);
    std::string die;
    std::string sai;
    int face = 0;
    for (const bool units : {true, false})
        for (const auto& d : cat.dice()) {
            if ((d.kind == domain::DieKind::Unit) != units || d.size == domain::DieSize::Champion ||
                d.isDragonkin() || d.facesUnknown || !die.empty())
                continue;
            for (std::size_t i = 0; i < d.faces.size() && die.empty(); ++i) {
                const std::string& icon = d.faces[i].icon == "Logo" && !units ? d.name : d.faces[i].icon;
                if (notYet.count(icon) > 0) {
                    die = d.name;
                    face = static_cast<int>(i) + 1;
                    sai = icon;
                }
            }
        }
    // Once no die with known faces shows one (the Silver Medallion's Logo was the last), a made-up SAI in a copy of
    // the catalog stands in: face 6 of the Dwarves Footman (EngineTestSupport.h).
    const bool madeUp = die.empty();
    if (madeUp) {
        die = "Dwarves Footman";
        sai = testing::kUnmodelledSai;
        face = 6;
        bool listed = false;
        for (const auto& entry : RulesCoverage::of(testing::catalogWithUnmodelledSai()))
            if (entry.kind == "sai" && entry.name == sai) {
                listed = true;
                EXPECT_EQ(entry.status, CoverageStatus::Unsupported);
            }
        EXPECT_TRUE(listed) << "the coverage does not list a catalog SAI";
    }
    LogSpec spec;
    spec.aCampaign = "c1: " + die + ", c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    const auto text = spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=" +
                                std::to_string(face) + " c2=2 c3=5\nresult none\n");
    const auto v = madeUp ? testing::verifyWithUnmodelledSai(text) : verify(text);
    EXPECT_EQ(v.status, MatchVerdict::Status::Unsupported) << v.message;
    EXPECT_NE(v.message.find(sai), std::string::npos) << v.message;
}

// A 'cast' of a spell the engine has no handler for is unsupported at the cast line, never verified: the spells
// still unsupported in the coverage (none since Esfah's Gift) and, so that the check keeps a subject, a spell added
// to a copy of the catalog without a handler. A name the catalog does not know is no spell at all: inconsistent.
TEST(RulesCoverage, ANotYetSpellIsUnsupportedAtItsCast) {
    const auto& cat = engineCatalog();
    std::vector<std::string> notYet;
    for (const auto& entry : RulesCoverage::of(cat))
        if (entry.kind == "spell" && entry.status == CoverageStatus::Unsupported) notYet.push_back(entry.name);
    std::string names;
    for (const auto& name : notYet) names += " " + name;
    EXPECT_TRUE(notYet.empty()) << "unsupported again:" << names << " (cast each here as the made-up spell below)";

    // The catalog with one more basic Earth spell that no family registers.
    auto spells = cat.spells();
    domain::Spell madeUp;
    madeUp.name = "Unmodelled Test Spell";
    madeUp.element = domain::Element::Earth;
    madeUp.cost = 2;
    madeUp.summary = "a spell only this test knows";
    spells.push_back(madeUp);
    static const domain::Catalog extended(cat.revision(), cat.dice(), cat.species(), cat.abilities(), cat.sais(),
                                          spells, cat.terrainTypes(), cat.eighthFaces(), cat.breathEffects());
    bool listed = false;
    for (const auto& entry : RulesCoverage::of(extended))
        if (entry.kind == "spell" && entry.name == madeUp.name) {
            listed = true;
            EXPECT_EQ(entry.status, CoverageStatus::Unsupported);
        }
    EXPECT_TRUE(listed) << "the coverage does not list a catalog spell";

    LogSpec spec;
    spec.aHome = "h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist";  // face 3: 3 magic each
    const auto log = [&](const std::string& name) {
        return spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=3 h2=3\n"
                         "    cast A " + name + " with earth on A@home:A\n    resolve 1\nresult none\n");
    };
    const int castLine = testing::markedLine(log(madeUp.name + " #!"));
    const MatchVerifier verifier(extended, {}, VerifyOptions{true});
    const auto v = verifier.verifyText(log(madeUp.name), "test.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Unsupported) << v.message;
    EXPECT_EQ(v.line, castLine) << v.message;
    EXPECT_NE(v.message.find(madeUp.name), std::string::npos) << v.message;
    EXPECT_EQ(v.ruleId, "not-modelled") << v.message;
    // The engine's own catalog does not know it: inconsistent at the same line, saying so.
    const auto unknown = verify(log(madeUp.name));
    EXPECT_EQ(unknown.status, MatchVerdict::Status::Inconsistent) << unknown.message;
    EXPECT_EQ(unknown.line, castLine) << unknown.message;
    EXPECT_NE(unknown.message.find("no spell '" + madeUp.name + "'"), std::string::npos) << unknown.message;
}

// The "SFR/TSR Logo" row is an alias group: a Logo face means the die's own SAI. Its status comes from the dice that
// carry a Logo face (checked once all their SAIs are), never from a hand-written entry.
TEST(RulesCoverage, TheLogoRowIsDerivedFromTheDiceWithALogo) {
    const auto& entries = coverage();
    const auto entry = [&](const std::string& name) -> const CoverageEntry* {
        for (const auto& e : entries)
            if (e.kind == "sai" && e.name == name) return &e;
        return nullptr;
    };
    const auto* logo = entry("SFR/TSR Logo");
    ASSERT_NE(logo, nullptr);
    // "as A, B, C" -> {A, B, C}
    const auto names = [](const std::string& text) {
        std::set<std::string> out;
        if (text.empty()) return out;
        EXPECT_EQ(text.rfind("as ", 0), 0U) << text;
        std::string rest = text.substr(3);
        for (std::size_t at = 0; at <= rest.size();) {
            const auto comma = rest.find(", ", at);
            out.insert(rest.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
            if (comma == std::string::npos) break;
            at = comma + 2;
        }
        return out;
    };
    const auto done = names(logo->done);
    const auto notYet = names(logo->notYet);
    // Every die kind with a Logo face is there: champions, Dragonkin champions, medallions, relics.
    for (const char* sai : {"Dragonlord Logo", "Dragonkin Champion Logo", "Bronze Medallion", "Gold Medallion",
                            "Silver Medallion", "Earthfang", "Elemental Relic"})
        EXPECT_TRUE(done.count(sai) + notYet.count(sai) == 1) << sai;
    for (const auto& name : done) {
        ASSERT_NE(entry(name), nullptr) << name;
        EXPECT_EQ(entry(name)->status, CoverageStatus::Checked) << name;
    }
    for (const auto& name : notYet) {
        ASSERT_NE(entry(name), nullptr) << name;
        EXPECT_NE(entry(name)->status, CoverageStatus::Checked) << name;
    }
    EXPECT_EQ(logo->status, notYet.empty() ? CoverageStatus::Checked
                            : done.empty() ? CoverageStatus::Unsupported
                                           : CoverageStatus::Partial);
}

// Issue 28: the page also covers the dragons (kinds, the icons of their dice, each element's breath), the items, the
// minor terrain icons and the champions' logos, one row each, derived from the catalog: the rows are exactly the
// catalog's, and what each says comes from the engine's tables (checked here against the rulebook's numbers).
TEST(RulesCoverage, DragonsItemsMinorIconsAndChampionsHaveTheCatalogsRows) {
    const auto& cat = engineCatalog();
    std::set<std::string> kinds;
    std::set<std::string> dragonIcons;
    std::set<std::string> minorIcons;
    std::set<std::string> items;
    for (const auto& d : cat.dice()) {
        if (d.kind == domain::DieKind::Dragon) {
            std::string type(domain::toString(d.dragonType));  // "ivory_hybrid" is written "ivory hybrid"
            std::replace(type.begin(), type.end(), '_', ' ');
            kinds.insert(type + " " + std::string(domain::toString(d.form)));
            for (const auto& f : d.faces) dragonIcons.insert(f.icon);
        }
        if (d.kind == domain::DieKind::MinorTerrain)
            for (const auto& f : d.faces) minorIcons.insert(f.icon);
        if (d.isItem()) items.insert(d.name);
    }
    std::set<std::string> breaths;
    for (const auto& b : cat.breathEffects()) breaths.insert(std::string(domain::toString(b.element)));
    const auto rows = [](const std::string& kind) {
        std::set<std::string> out;
        for (const auto& e : coverage()) {
            if (e.kind != kind) continue;
            EXPECT_TRUE(out.insert(e.name).second) << kind << " " << e.name << " twice";
        }
        return out;
    };
    EXPECT_EQ(rows("dragon-kind"), kinds);
    EXPECT_EQ(rows("dragon-face"), dragonIcons);
    EXPECT_EQ(rows("breath"), breaths);
    EXPECT_EQ(rows("item"), items);
    EXPECT_EQ(rows("minor-icon"), minorIcons);
    EXPECT_EQ(kinds.size(), 10U);  // elemental, hybrid, ivory, ivory hybrid, white; drake and wyrm
    EXPECT_EQ(dragonIcons.size(), 7U);
    EXPECT_EQ(minorIcons.size(), 13U);
    for (const auto& e : coverage()) {
        if (e.kind == "dragon-kind" || e.kind == "dragon-face" || e.kind == "breath" || e.kind == "minor-icon") {
            EXPECT_EQ(e.status, CoverageStatus::Checked) << e.kind << " " << e.name << ": " << e.notYet;
        }
    }
}

// What the dragon rows say comes from DragonRules (V4.01d Dragon Icons, S0:L612-623; Dragon Breath, S0:L590-607).
TEST(RulesCoverage, DragonRowsSayWhatTheRulebookGives) {
    struct Row {
        const char* kind;
        const char* name;
        const char* says;
    };
    const Row table[] = {
        {"dragon-face", "Claw", "6 damage (White 12)"},
        {"dragon-face", "Jaws", "12 damage (White 24)"},
        {"dragon-face", "Tail", "3 damage (White 6); the dragon rolls again"},
        {"dragon-face", "Wing", "5 damage (White 10); the dragon flies home"},
        {"dragon-face", "Belly", "automatic saves do not count"},
        {"dragon-face", "Breath", "kills 5 health-worth of the army (White 10)"},
        {"dragon-face", "Treasure", "1 promotion for the army (White 2)"},
        {"breath", "Air", "Lightning Bolt: melee results halved"},
        {"breath", "Death", "Dragon Plague: ID results of all types ignored"},
        {"breath", "Earth", "Petrify: maneuver results halved"},
        {"breath", "Fire", "Dragon Fire: the units it killed make a save roll"},
        {"breath", "Ivory", "Life Drain: nothing more"},
        {"breath", "Water", "Poisonous Cloud: missile results halved"},
        {"breath", "White", "Terrain Empathy: 10 health-worth killed in all"},
        {"dragon-kind", "white drake", "killed by 15 melee or missile (10 after Belly)"},
        {"dragon-kind", "elemental wyrm", "killed by 10 melee or missile (5 after Belly)"},
        {"dragon-kind", "ivory drake", "summoned by Summon Dragon from a Summoning Pool only"},
        {"dragon-kind", "hybrid wyrm", "Lightning Bolt, Petrify"},
    };
    for (const auto& row : table) {
        const auto it = std::find_if(coverage().begin(), coverage().end(),
                                     [&](const CoverageEntry& e) { return e.kind == row.kind && e.name == row.name; });
        ASSERT_NE(it, coverage().end()) << row.kind << " " << row.name;
        EXPECT_NE(it->done.find(row.says), std::string::npos) << row.name << ": " << it->done;
    }
}

// The items: checked once every SAI a face shows is; a medallion, whose faces besides its Logo the catalog does not
// know, is partial (a roll showing one of those faces is unsupported, docs/rules-decisions.md).
TEST(RulesCoverage, ItemRowsFollowTheirSais) {
    int partial = 0;
    for (const auto& e : coverage()) {
        if (e.kind != "item") continue;
        if (e.species == "medallion") {
            ++partial;
            EXPECT_EQ(e.status, CoverageStatus::Partial) << e.name;
            EXPECT_NE(e.notYet.find("faces other than the Logo"), std::string::npos) << e.name;
        } else {
            EXPECT_EQ(e.status, CoverageStatus::Checked) << e.name << ": " << e.notYet;
        }
    }
    EXPECT_EQ(partial, 3);  // Bronze, Silver and Gold (S0:L1311-1313)
    const auto relic = std::find_if(coverage().begin(), coverage().end(), [](const CoverageEntry& e) {
        return e.kind == "item" && e.name.find("Elemental Relic") != std::string::npos;
    });
    ASSERT_NE(relic, coverage().end());
    EXPECT_NE(relic->done.find("Elemental Relic"), std::string::npos) << relic->done;  // its element faces
}

// The champions' logos and what each lets its champion do (S0:L1366-1381, S0:L1199).
TEST(RulesCoverage, ChampionRowsNameTheirPowers) {
    struct Row {
        const char* logo;
        const char* does;
    };
    const Row table[] = {
        {"Dragonlord Logo", "tame an attacking dragon (then ride it)"},
        {"Dragonmaster Logo", "tame an attacking dragon"},
        {"Dragonslayer Logo", "slay an attacking dragon"},
        {"Dragonhunter Logo", "slay an attacking dragon"},
        {"Dragoncrusader Logo", "control an attacking dragon"},
        {"Dragonzealot Logo", "control an attacking dragon"},
        {"Dragonkin Champion Logo", "a choice in a melee attack"},
    };
    std::set<std::string> listed;
    for (const auto& e : coverage()) {
        if (e.kind != "champion") continue;
        listed.insert(e.name);
        EXPECT_EQ(e.status, CoverageStatus::Checked) << e.name;
        EXPECT_NE(e.done.find("4 saves in an individual save"), std::string::npos) << e.name << ": " << e.done;
    }
    EXPECT_EQ(listed.size(), std::size(table));
    for (const auto& row : table) {
        const auto it = std::find_if(coverage().begin(), coverage().end(), [&](const CoverageEntry& e) {
            return e.kind == "champion" && e.name == row.logo;
        });
        ASSERT_NE(it, coverage().end()) << row.logo;
        EXPECT_NE(it->done.find(row.does), std::string::npos) << row.logo << ": " << it->done;
    }
    const auto master = std::find_if(coverage().begin(), coverage().end(), [](const CoverageEntry& e) {
        return e.kind == "champion" && e.name == "Dragonmaster Logo";
    });
    EXPECT_NE(master->done.find("an ID icon in the other rolls"), std::string::npos) << master->done;
}

// Counts other documents quote come from the coverage page: docs/match-log.md refers to it instead of a number.
TEST(RulesCoverage, OtherDocumentsQuoteNoCountOfTheirOwn) {
    const auto docs = std::filesystem::path(MUSTER_SOURCE_RESOURCES).parent_path() / "docs";
    for (const char* name : {"match-log.md", "rules-decisions.md", "engine.md"}) {
        const auto text = domain::readFile((docs / name).string());
        for (const char* stale : {"44 of 47", "of the 47 spells", "all 47 have one", "47 spells"})
            EXPECT_EQ(text.find(stale), std::string::npos) << name << " quotes '" << stale << "'";
    }
}

}  // namespace
}  // namespace muster::rules::engine
