// Choices the owner makes in a combination roll that a log may leave out (V4.01d Combination Rolls, S0:L783-786;
// version 3 writes them, tests/rules/MatchLogChoicesTest.cpp):
// where ID results and results of choice go when a doubling applies (Trumpet S0:L988, Elevate S0:L1441, Wilding
// S0:L1062; one doubling per unit and type, S0:L767 and S0:L883) and where a modifier of choice goes, of any
// operation, applied where it changes something if it can (S0:L783). The engine tries every placement
// (roll/RollChoiceSpace); an annotation pins one. Each table lists roll lines of a scenario log with
// literal faces and totals: accepted (the log goes past that roll) or caught at it with the message naming the
// totals the roll could give.
// Dice (catalog face indices, 1-based): Dwarves Footman 1 = 1 ID, 3 = 1 Melee; Dwarves Sergeant 1 = 2 ID, 5 = 3 Save;
// Dwarves Crossbowman 2 = 1 Melee, 3 = 1 Missile, 5 = 1 Save; Dwarves Theurgist 2 = 1 Melee; Feral Elephant-Folk
// 7 = Trumpet; Feral Lynx-Folk 6 = 2 Melee; Feral Leopard-Folk 3 = 3 Melee; Feral Hound-Folk 1 = 1 ID.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using testing::engineCatalog;
using testing::lineOf;
using Status = MatchVerdict::Status;

struct RollCase {
    RollCase(std::string line, bool ok = true, std::string fragment = {})
        : roll(std::move(line)), accepted(ok), why(std::move(fragment)) {}
    std::string roll;  // the roll line as the variant states it
    bool accepted;
    std::string why;  // a fragment of the message when it is caught
};

const std::string kSais = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";
const std::string kSpells = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";

// Each case replaces `roll` in the log: accepted means the roll itself is legal (the log verifies, or a later line
// is what the changed totals make wrong); caught means inconsistent at that roll's line with `why` in the message.
void expectRollCases(const std::string& text, const std::string& roll, const std::vector<RollCase>& cases,
                     const MatchVerifier& verifier) {
    for (const auto& c : cases) {
        const auto variant = testing::swap(text, roll, c.roll);
        const auto v = verifier.verifyText(variant, "variant.log");
        const int at = lineOf(variant, c.roll);
        ASSERT_GT(at, 0) << c.roll;
        if (c.accepted) {
            const bool past = v.status == Status::Verified || (v.status == Status::Inconsistent && v.line > at);
            EXPECT_TRUE(past) << c.roll << "\n" << v.message;
        } else {
            EXPECT_EQ(v.status, Status::Inconsistent) << c.roll << "\n" << v.message;
            EXPECT_EQ(v.line, at) << c.roll << "\n" << v.message;
            EXPECT_NE(v.message.find(c.why), std::string::npos) << c.roll << "\n" << v.message;
        }
    }
}

const MatchVerifier& relaxed() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true});
    return verifier;
}

void expectScenario(const std::string& dir, const std::string& name, const std::string& brokenLine,
                    const std::string& why) {
    testing::expectScenarioAndBrokenCopy(dir, name, brokenLine, why, testing::CaughtAt::FirstLineHolding, relaxed());
}

// ---- Trumpet: the Hound-Folk's ID (2, the Lair is A's) doubles where it goes to melee or saves, not to missile.

TEST(SaiTrumpet, UnplacedIdsInADragonAttackDoubleWhereTheyGo) {
    const auto text = domain::readFile(kSais + "trumpet-dragon-unplaced.log");
    const std::string faces = " : c1=Trumpet c2=6 c3=3 c4=1";
    expectRollCases(text, "roll A melee=10 missile=0 save=4" + faces,
                    {
                        {"roll A melee=14 missile=0 save=0" + faces},                  // as melee, doubled
                        {"roll A melee=10 missile=0 save=4" + faces},                  // as saves, doubled
                        {"roll A melee=10 missile=2 save=0" + faces},                  // as missile, once
                        // in the answer to a dragon attack a die's IDs may be split (S0:L573, issue 28 reading 4)
                        {"roll A melee=12 missile=1 save=0" + faces},
                        {"roll A melee=10 missile=4 save=0" + faces, false, "it gives melee=10 missile=0 save=4"},
                        {"roll A melee=10 missile=0 save=2" + faces, false, "no assignment"},
                        {"roll A melee=10 missile=2 save=0" + faces + ":missile"},  // an annotation pins it
                        {"roll A melee=14 missile=0 save=0" + faces + ":missile", false, "melee=10 missile=2 save=0"},
                        {"roll A melee=14 missile=0 save=0" + faces + ":melee"},
                    },
                    relaxed());
}

TEST(SaiTrumpet, UnplacedScenarioLogAndBrokenCopy) {
    expectScenario(kSais, "trumpet-dragon-unplaced", "roll A melee=10 missile=4 save=0",
                   "it gives melee=10 missile=0 save=4");
}

// ---- A die's ID results go whole to one type of the owner's choice (S0:L765, S0:L784); only an SAI's results of
// choice split (S0:L785). Coil's target (the Roc, ID 4), a Charge's answer (the Warrior, ID 2: melee 1 and saves 4
// besides), a dragon attack's answer (EngineDragonAttack.IdResultsGoWhereTheOwnerSays).

TEST(CombinationIdWhole, CoilTargetPlacesItsIdWhole) {
    const auto text = domain::readFile(kSais + "coil-id.log");
    expectRollCases(text, "roll A melee=0 save=4 : c4=ID",
                    {
                        {"roll A melee=0 save=4 : c4=ID"},  // all saves
                        {"roll A melee=4 save=0 : c4=ID"},  // all melee (the Roc dies: a later line is wrong)
                        {"roll A melee=4 save=0 : c4=ID:melee"},
                        {"roll A melee=2 save=2 : c4=ID", false, "it gives melee=0 save=4 or melee=4 save=0"},
                        {"roll A melee=1 save=3 : c4=ID", false, "no assignment"},
                        {"roll A melee=2 save=2 : c4=ID:2melee+2save", false, "c4's ID results all go to one type"},
                    },
                    relaxed());
}

TEST(CombinationIdWhole, ChargeAnswerPlacesItsIdWhole) {
    const auto text = domain::readFile(kSais + "charge.log");
    const std::string roll = "roll B melee=4 save=4 : c1=6 c2=2 c3=2 c4=2 c5=6";
    const std::string faces = " c2=2 c3=2 c4=2 c5=6";
    expectRollCases(text, roll,
                    {
                        {"roll B melee=3 save=4 : c1=ID" + faces},  // to melee
                        {"roll B melee=1 save=6 : c1=ID" + faces},  // to saves
                        {"roll B melee=2 save=5 : c1=ID" + faces, false, "it gives melee=1 save=6 or melee=3 save=4"},
                        {"roll B melee=2 save=5 : c1=ID:1melee+1save" + faces, false,
                         "c1's ID results all go to one type"},
                    },
                    relaxed());
}

TEST(CombinationIdWhole, ScenarioLogAndBrokenCopy) {
    expectScenario(kSais, "coil-id", "roll A melee=2 save=2 : c4=ID", "it gives melee=0 save=4 or melee=4 save=0");
}

// ---- Elevate: the Sergeant's saves doubled; its ID (4, the Lair is A's) doubles only as saves.

TEST(SaiElevate, UnplacedIdsOfTheDoubledUnitAgainstADragon) {
    const auto text = domain::readFile(kSais + "elevate-dragon.log");
    const std::string faces = " : c1=1 c2=2 c3=5 c4=5 i1=Elevate:c1:save i2=2";
    expectRollCases(text, "roll A melee=0 missile=0 save=13" + faces,
                    {
                        {"roll A melee=0 missile=0 save=13" + faces},  // 8 + 5
                        {"roll A melee=4 missile=0 save=5" + faces},   // as melee: not doubled
                        {"roll A melee=0 missile=4 save=5" + faces},
                        // the ID's results split against a dragon (S0:L573): one as melee, three as saves (doubled)
                        {"roll A melee=1 missile=0 save=11" + faces},
                        {"roll A melee=0 missile=0 save=11" + faces, false, "it gives melee=0 missile=0 save=13"},
                        {"roll A melee=8 missile=0 save=5" + faces, false, "no assignment"},
                    },
                    relaxed());
    // The doubled type is Elevate's: with ':missile' the ID doubles as missile, not as saves.
    const std::string missile = " : c1=1 c2=2 c3=5 c4=5 i1=Elevate:c1:missile i2=2";
    expectRollCases(text, "roll A melee=0 missile=0 save=13" + faces,
                    {
                        {"roll A melee=0 missile=8 save=5" + missile},
                        {"roll A melee=0 missile=0 save=9" + missile},
                        {"roll A melee=0 missile=0 save=13" + missile, false, "melee=0 missile=0 save=9"},
                    },
                    relaxed());
}

TEST(SaiElevate, UnplacedScenarioLogAndBrokenCopy) {
    expectScenario(kSais, "elevate-dragon", "roll A melee=0 missile=0 save=9", "it gives melee=0 missile=0 save=13");
}

// ---- Wilding: one unit of B's army doubled (or none); the Footman's ID doubles with it where it goes.

TEST(SpellWilding, UnplacedIdsInACombinationRoll) {
    const auto text = domain::readFile(kSpells + "wilding-combination.log");
    const std::string faces = " : c1=1 c2=5 c3=2";
    expectRollCases(text, "roll B melee=1 missile=0 save=5" + faces,
                    {
                        {"roll B melee=2 missile=0 save=3" + faces},  // nothing doubled, the ID as melee
                        {"roll B melee=1 missile=0 save=4" + faces},  // nothing doubled, the ID as a save
                        {"roll B melee=3 missile=0 save=3" + faces},  // the Footman (ID as melee) or the Theurgist
                        {"roll B melee=1 missile=0 save=5" + faces},  // the Footman, its ID as saves
                        {"roll B melee=2 missile=0 save=6" + faces},  // the Sergeant
                        {"roll B melee=1 missile=0 save=7" + faces},
                        {"roll B melee=2 missile=0 save=4" + faces},  // the Theurgist, the ID as a save
                        {"roll B melee=1 missile=1 save=6" + faces},  // the ID as missile (not doubled), the Sergeant
                        {"roll B melee=1 missile=0 save=6" + faces, false, "no assignment"},
                        {"roll B melee=4 missile=0 save=3" + faces, false, "it gives"},
                        {"roll B melee=1 missile=2 save=3" + faces, false, "no assignment"},  // missile is never doubled
                        // An annotation pins the ID.
                        {"roll B melee=1 missile=0 save=5 : c1=ID:save c2=5 c3=2"},
                        {"roll B melee=1 missile=0 save=5 : c1=ID:melee c2=5 c3=2", false, "no assignment"},
                    },
                    relaxed());
}

// An SAI's results of choice double with their unit too: the Firewalkers Fireshadow's Create Fireminions (4, split as
// B likes, S0:L785) count twice where they go to melee or saves when Wilding doubles the Fireshadow.
TEST(SpellWilding, ResultsOfChoiceDoubleWhereTheyGo) {
    auto text = domain::readFile(kSpells + "wilding-combination.log");
    text = testing::swap(text, "c3: Dwarves Theurgist", "c3: Firewalkers Fireshadow");
    const std::string faces = " : c1=1 c2=5 c3=CreateFireminions";
    expectRollCases(text, "roll B melee=1 missile=0 save=5 : c1=1 c2=5 c3=2",
                    {
                        {"roll B melee=8 missile=0 save=4" + faces},  // the Fireshadow doubled, all as melee
                        {"roll B melee=4 missile=1 save=6" + faces},  // 2 melee and 1 save doubled, 1 missile
                        {"roll B melee=4 missile=0 save=4" + faces},  // nothing doubled
                        {"roll B melee=0 missile=8 save=4" + faces, false, "no assignment"},  // missile never doubles
                        {"roll B melee=9 missile=0 save=4" + faces, false, "it gives"},  // the ID cannot go to both
                        // An annotation pins the split: all as missile, never doubled.
                        {"roll B melee=0 missile=4 save=4 : c1=1 c2=5 c3=CreateFireminions:missile"},
                        {"roll B melee=8 missile=0 save=4 : c1=1 c2=5 c3=CreateFireminions:missile", false,
                         "no assignment"},
                    },
                    relaxed());
}

// One doubling per unit and type (S0:L767, S0:L883): a Feral unit Trumpet doubles is not doubled again by Wilding.
// wilding.log with a Feral Elephant-Folk for the Sergeant: the Leopard-Folk's 3 melee are 6 under Trumpet, the
// Crossbowman's 1 melee may be doubled.
TEST(SpellWilding, DoesNotDoubleAUnitTrumpetDoublesAlready) {
    auto text = domain::readFile(kSpells + "wilding.log");
    text = testing::swap(text, "c2: Dwarves Sergeant, c3: Dwarves Crossbowman\npool A",
                         "c2: Feral Elephant-Folk, c3: Dwarves Crossbowman\npool A");
    const std::string roll = "roll A melee=5 : c1=3 c2=2 c3=2";
    expectRollCases(text, roll,
                    {
                        {"roll A melee=7 : c1=3 c2=7 c3=2"},  // nothing (or the Leopard-Folk) doubled by Wilding
                        {"roll A melee=8 : c1=3 c2=7 c3=2"},  // the Crossbowman doubled
                        {"roll A melee=13 : c1=3 c2=7 c3=2", false, "melee total 7 or 8"},
                    },
                    relaxed());
}

TEST(SpellWilding, CombinationScenarioLogAndBrokenCopy) {
    expectScenario(kSpells, "wilding-combination", "roll B melee=1 missile=0 save=6", "no assignment");
}

// ---- Modifiers of choice: Ash Storm (one result taken), and the same spell made to divide, multiply or add in a
// test catalog (no V4.01d spell or SAI divides or multiplies a type of the owner's choice: the engine still tries
// them the same way). A's answer to the Charge: the Footman's ID, the Sergeant's 3 saves, the Crossbowman's melee.

const domain::Catalog& catalogWithAshStorm(domain::SpellModifierOp op, int amount) {
    static std::vector<std::unique_ptr<domain::Catalog>> made;
    const auto& cat = engineCatalog();
    auto spells = cat.spells();
    for (auto& s : spells)
        if (s.name == "Ash Storm" && s.effect)
            for (auto& m : s.effect->modifiers) {
                m.op = op;
                m.amount = amount;
            }
    made.push_back(std::make_unique<domain::Catalog>(cat.revision(), cat.dice(), cat.species(), cat.abilities(),
                                                     cat.sais(), spells, cat.terrainTypes(), cat.eighthFaces(),
                                                     cat.breathEffects()));
    return *made.back();
}

TEST(ModifierOfChoice, SubtractionWithAnUnplacedId) {
    const auto text = domain::readFile(kSpells + "ash-storm-combination-id.log");
    const std::string roll = "roll A melee=2 save=2 : c1=1 c2=5 c3=2";
    expectRollCases(text, roll,
                    {
                        {"roll A melee=2 save=2 : c1=1 c2=5 c3=2"},  // ID as melee, a save taken
                        {"roll A melee=1 save=3 : c1=1 c2=5 c3=2"},  // a melee taken (or the ID as a save)
                        {"roll A melee=0 save=4 : c1=1 c2=5 c3=2"},  // the ID as a save, the melee taken
                        {"roll A melee=2 save=3 : c1=1 c2=5 c3=2", false, "it gives melee=0 save=4, melee=1 save=3 or melee=2 save=2"},
                        {"roll A melee=1 save=4 : c1=1 c2=5 c3=2", false, "whatever types the owner gives Ash Storm"},
                        // No melee rolled: the ID as a save leaves the melee empty, and the Ash Storm must take a
                        // save (it changes something there), so melee=0 save=4 is refused.
                        {"roll A melee=0 save=3 : c1=1 c2=5 c3=3"},
                        {"roll A melee=1 save=2 : c1=1 c2=5 c3=3"},
                        {"roll A melee=0 save=4 : c1=1 c2=5 c3=3", false, "it gives melee=0 save=3 or melee=1 save=2"},
                    },
                    relaxed());
}

TEST(ModifierOfChoice, DivisionMultiplicationAndAdditionWithAnUnplacedId) {
    const auto log = domain::readFile(kSpells + "ash-storm-combination-id.log");
    const std::string roll = "roll A melee=2 save=2 : c1=1 c2=5 c3=2";
    // B's charge at the same terrain counts only melee: the modifier goes there (4 melee rolled).
    const std::string charge = "roll B melee=3 : c1=3 c2=3 c3=2 c4=8";
    auto text = testing::swap(log, charge, "roll B melee=2 : c1=3 c2=3 c3=2 c4=8");
    const MatchVerifier halves(catalogWithAshStorm(domain::SpellModifierOp::Divide, 2), {}, VerifyOptions{true});
    expectRollCases(text, roll,
                    {
                        {"roll A melee=1 save=3 : c1=1 c2=5 c3=2"},  // ID as melee (2), melee halved
                        {"roll A melee=2 save=1 : c1=1 c2=5 c3=2"},  // ID as melee, saves halved
                        {"roll A melee=0 save=4 : c1=1 c2=5 c3=2"},  // ID as a save (4), melee halved
                        {"roll A melee=1 save=2 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=3 : c1=1 c2=5 c3=2", false, "it gives melee=0 save=4, melee=1 save=2"},
                        // No melee: halving nothing is refused while the saves can be halved.
                        {"roll A melee=0 save=2 : c1=1 c2=5 c3=3"},
                        {"roll A melee=0 save=4 : c1=1 c2=5 c3=3", false, "no assignment"},
                    },
                    halves);
    text = testing::swap(log, charge, "roll B melee=8 : c1=3 c2=3 c3=2 c4=8");
    const MatchVerifier doubles(catalogWithAshStorm(domain::SpellModifierOp::Multiply, 2), {}, VerifyOptions{true});
    expectRollCases(text, roll,
                    {
                        {"roll A melee=4 save=3 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=6 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=4 : c1=1 c2=5 c3=2"},
                        {"roll A melee=1 save=8 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=3 : c1=1 c2=5 c3=2", false, "it gives melee=1 save=8, melee=2 save=4"},
                    },
                    doubles);
    text = testing::swap(log, charge, "roll B melee=5 : c1=3 c2=3 c3=2 c4=8");
    const MatchVerifier adds(catalogWithAshStorm(domain::SpellModifierOp::Add, 1), {}, VerifyOptions{true});
    expectRollCases(text, roll,
                    {
                        {"roll A melee=3 save=3 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=4 : c1=1 c2=5 c3=2"},
                        {"roll A melee=1 save=5 : c1=1 c2=5 c3=2"},
                        {"roll A melee=2 save=3 : c1=1 c2=5 c3=2", false, "no assignment"},
                    },
                    adds);
}

TEST(ModifierOfChoice, ScenarioLogAndBrokenCopy) {
    expectScenario(kSpells, "ash-storm-combination-id", "roll A melee=2 save=3", "it gives");
}

}  // namespace
}  // namespace muster::rules
