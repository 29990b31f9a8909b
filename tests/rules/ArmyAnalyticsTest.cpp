// Army analytics (issue 20): exact distributions checked against brute-force enumeration of every face
// combination resolved as one roll by the engine (RollResolver, the verifier's pipeline), a seeded Monte Carlo of a
// million rolls for a whole 36-point roster, counts-as rows by terrain element, monster faces, SAIs that only add
// results, and the exchanges between two armies.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "EngineTestSupport.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/analytics/ArmyAnalytics.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::analytics {
namespace {

using domain::DieId;
using domain::Element;
using domain::ElementSet;
using engine::RollType;

const domain::Catalog& catalog() {
    return rules::testing::engineCatalog();
}

const ArmyAnalyzer& analyzer() {
    static const ArmyAnalyzer a(catalog());
    return a;
}

std::vector<DieId> dice(std::initializer_list<const char*> names) {
    std::vector<DieId> out;
    for (const char* n : names) {
        const auto id = catalog().findDie(n);
        EXPECT_TRUE(id.has_value()) << n;
        if (id) out.push_back(*id);
    }
    return out;
}

engine::RollContext contextFor(RollKind kind, const AnalysisOptions& o) {
    engine::RollContext c;
    c.type = resultType(kind);
    c.counterAttack = kind == RollKind::CounterAttack;
    c.counterManeuver = kind == RollKind::CounterManeuver;
    if (kind == RollKind::SaveVsMelee) c.saveAgainst = RollType::Melee;
    if (kind == RollKind::SaveVsMissile) c.saveAgainst = RollType::Missile;
    c.terrainElements = o.terrainElements;
    c.doubleIds = o.eighthFace;
    return c;
}

constexpr RollKind kKinds[] = {RollKind::Maneuver,    RollKind::CounterManeuver, RollKind::Melee,
                               RollKind::CounterAttack, RollKind::Missile,       RollKind::Magic,
                               RollKind::SaveVsMelee, RollKind::SaveVsMissile};

// Every face combination of the dice, resolved as one roll by the engine: the exact distributions of the total
// without counts-as results and with all of them, and of the damage no save reduces.
struct Enumerated {
    Distribution without;
    Distribution counted;
    Distribution noSave;
};

Enumerated enumerate(const std::vector<DieId>& army, RollKind kind, const AnalysisOptions& o) {
    static const engine::RollResolver resolver(catalog());
    Enumerated e;
    auto bump = [](Distribution& d, int v, double p) {
        if (static_cast<int>(d.p.size()) <= v) d.p.resize(static_cast<std::size_t>(v) + 1, 0.0);
        d.p[static_cast<std::size_t>(v)] += p;
    };
    e.without.p = {0.0};
    e.counted.p = {0.0};
    e.noSave.p = {0.0};
    std::vector<engine::RolledDie> rolled;
    for (DieId d : army) rolled.push_back({d, 0});
    double combos = 1;
    for (DieId d : army) combos *= static_cast<double>(catalog().die(d).faces.size());
    const auto context = contextFor(kind, o);
    while (true) {
        const auto out = resolver.resolve(rolled, context);
        bump(e.without, out.base, 1.0 / combos);
        bump(e.counted, out.base + out.optional, 1.0 / combos);
        bump(e.noSave, out.noSaveDamage, 1.0 / combos);
        std::size_t i = 0;
        for (; i < rolled.size(); ++i) {
            if (++rolled[i].face < static_cast<int>(catalog().die(rolled[i].die).faces.size())) break;
            rolled[i].face = 0;
        }
        if (i == rolled.size()) break;
    }
    return e;
}

void expectSame(const Distribution& exact, const Distribution& got, const std::string& what) {
    const int n = std::max(exact.maxValue(), got.maxValue());
    for (int k = 0; k <= n; ++k) EXPECT_NEAR(exact.at(k), got.at(k), 1e-12) << what << " at " << k;
}

TEST(ArmyAnalyticsDistribution, MeanDeviationAndTail) {
    Distribution d6;
    d6.p = {0, 1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6};
    EXPECT_NEAR(d6.mean(), 3.5, 1e-12);
    EXPECT_NEAR(d6.stddev(), std::sqrt(35.0 / 12), 1e-12);
    EXPECT_NEAR(d6.atLeast(5), 2.0 / 6, 1e-12);
    EXPECT_NEAR(d6.atLeast(0), 1.0, 1e-12);
    EXPECT_NEAR(d6.atLeast(7), 0.0, 1e-12);
    const auto two = d6.convolve(d6);
    EXPECT_EQ(two.maxValue(), 12);
    EXPECT_NEAR(two.at(7), 6.0 / 36, 1e-12);
    EXPECT_NEAR(two.mean(), 7.0, 1e-12);
    EXPECT_NEAR(Distribution::point(3).mean(), 3.0, 1e-12);
    // highest(): the largest total with a chance, where the table may run further (issue 31 item 15).
    EXPECT_EQ(two.highest(), 12);
    Distribution padded;
    padded.p = {0.5, 0.25, 0.25, 0, 0, 0};
    EXPECT_EQ(padded.maxValue(), 5);
    EXPECT_EQ(padded.highest(), 2);
    EXPECT_EQ(Distribution{}.highest(), 0);
}

// "Killed" is tabled up to the defender's health; its real maximum can be lower (units die whole).
TEST(ArmyAnalyticsExchange, KilledsHighestIsTheMostARollCanKill) {
    const auto a = dice({"Goblins Thug"});                                    // at most 2 melee
    const auto b = dice({"Coral Elves Protector", "Coral Elves Protector"});  // health 3 each
    const auto m = analyzer().matchup(a, {}, b, {});
    EXPECT_EQ(m.melee.killed.maxValue(), 6);
    EXPECT_EQ(m.melee.killed.highest(), 0);
    EXPECT_LE(m.melee.damage.highest(), 2);
}

// A small army of every die shape (6-sided units, a 10-sided monster, a Dragonkin, a 4-sided item), at several
// terrains with and without the eighth face: every roll type equals the brute-force enumeration.
TEST(ArmyAnalyticsBruteForce, SmallArmiesEveryRollType) {
    const std::vector<std::vector<DieId>> armies = {
        dice({"Dwarves Footman", "Coral Elves Coral Giant", "Dragonkin Water Dragontroop", "Air Flicker Foil"}),
        dice({"Amazons War Chief", "Amazons Seer", "Goblins Thug", "Coral Elves Sprite Swarm"}),
        dice({"Feral Lynx-Folk", "Firewalkers Guardian", "Scalders Singeman", "Coral Elves Fighter"}),
    };
    const std::vector<AnalysisOptions> places = {
        {{Element::Earth, Element::Fire}, false},
        {{Element::Water, Element::Air}, true},
        {{Element::Earth, Element::Air}, false},
        {{Element::Fire, Element::Death}, true},
    };
    for (std::size_t a = 0; a < armies.size(); ++a)
        for (const auto& o : places)
            for (RollKind k : kKinds) {
                const auto exact = enumerate(armies[a], k, o);
                const auto got = analyzer().analyzeRoll(armies[a], k, o);
                const std::string what = "army " + std::to_string(a) + " " + std::string(toString(k)) + " at " +
                                         o.terrainElements.toString() + (o.eighthFace ? " (eighth)" : "");
                expectSame(exact.without, got.without, what + " without counts-as");
                expectSame(exact.counted, got.counted, what + " counted");
                if (k == RollKind::Melee || k == RollKind::Missile || k == RollKind::CounterAttack)
                    expectSame(exact.noSave, got.noSaveDamage, what + " no-save damage");
            }
}

// A monster's ten faces, each a tenth: the Coral Giant's melee attack gives 4 on ID, Melee, both Tramples and
// Counter; Smite (two faces) is damage no save reduces.
TEST(ArmyAnalyticsMonster, TenFacesEachATenth) {
    const auto giant = dice({"Coral Elves Coral Giant"});
    const auto melee = analyzer().analyzeRoll(giant, RollKind::Melee, {});
    EXPECT_EQ(melee.counted.maxValue(), 4);
    EXPECT_NEAR(melee.counted.at(4), 0.5, 1e-12);
    EXPECT_NEAR(melee.counted.at(0), 0.5, 1e-12);
    EXPECT_NEAR(melee.noSaveDamage.at(4), 0.2, 1e-12);
    const auto saves = analyzer().analyzeRoll(giant, RollKind::SaveVsMissile, {});
    EXPECT_NEAR(saves.counted.at(4), 0.4, 1e-12);  // ID, two Saves, Counter (saves outside a melee save roll)
}

// Dragonkin: automatic saves equal to health on every face but Belly; the ID adds its own.
TEST(ArmyAnalyticsResultSais, DragonkinAutomaticSaves) {
    const auto troop = dice({"Dragonkin Water Dragontroop"});
    const auto saves = analyzer().analyzeRoll(troop, RollKind::SaveVsMelee, {});
    EXPECT_NEAR(saves.counted.at(2), 1.0 / 6, 1e-12);
    EXPECT_NEAR(saves.counted.at(1), 4.0 / 6, 1e-12);
    EXPECT_NEAR(saves.counted.at(0), 1.0 / 6, 1e-12);
}

// Fly gives saves in a save roll and maneuver in a maneuver roll; Trample maneuver and melee.
TEST(ArmyAnalyticsResultSais, FlyAndTrampleAddResults) {
    const auto knight = dice({"Coral Elves Eagle Knight"});  // 3 ID, 3 Melee, 3 Fly, 3 Fly, 4 Melee, 3 Missile
    EXPECT_NEAR(analyzer().analyzeRoll(knight, RollKind::SaveVsMelee, {}).counted.at(3), 0.5, 1e-12);
    EXPECT_NEAR(analyzer().analyzeRoll(knight, RollKind::Maneuver, {}).counted.at(3), 0.5, 1e-12);
    const auto driver = dice({"Amazons War Driver"});  // 3 ID, 3 Missile, 3 Trample, 3 Trample, 3 Save, 4 Melee
    const auto melee = analyzer().analyzeRoll(driver, RollKind::Melee, {});
    EXPECT_NEAR(melee.counted.at(3), 0.5, 1e-12);
    EXPECT_NEAR(melee.counted.at(4), 1.0 / 6, 1e-12);
    EXPECT_NEAR(analyzer().analyzeRoll(driver, RollKind::Maneuver, {}).counted.at(3), 0.5, 1e-12);
    EXPECT_TRUE(melee.notCounted.empty());
}

// SAIs with targets or sub-rolls are not counted; their chance is reported.
TEST(ArmyAnalyticsResultSais, TargetingSaisAreListedNotCounted) {
    const auto two = dice({"Coral Elves Leviathan", "Coral Elves Leviathan"});
    const auto melee = analyzer().analyzeRoll(two, RollKind::Melee, {});
    ASSERT_FALSE(melee.notCounted.empty());
    EXPECT_GT(melee.chanceNotCounted, 0.0);
    bool wave = false;
    for (const auto& n : melee.notCounted)
        if (n.sai == "Wave") {
            wave = true;
            EXPECT_NEAR(n.chance, 1.0 - 0.9 * 0.9, 1e-12);  // one face in ten, two dice
            EXPECT_EQ(n.die, "Coral Elves Leviathan");
            EXPECT_FALSE(n.why.empty());
        }
    EXPECT_TRUE(wave);
}

// The eighth face doubles ID results in every roll.
TEST(ArmyAnalyticsEighthFace, IdsCountDouble) {
    const auto chief = dice({"Amazons War Chief"});  // 3 ID, 2 Maneuver, 4 Melee, 3 Melee, 3 Save, 4 Smite
    const auto plain = analyzer().faceValue(chief[0], 0, RollKind::Melee, {});
    const auto eighth = analyzer().faceValue(chief[0], 0, RollKind::Melee, {{}, true});
    EXPECT_EQ(plain.base, 3);
    EXPECT_EQ(eighth.base, 6);
    const auto m = analyzer().analyzeRoll(chief, RollKind::Melee, {{}, true});
    EXPECT_NEAR(m.counted.at(6), 1.0 / 6, 1e-12);
    EXPECT_NEAR(m.counted.at(4), 1.0 / 6, 1e-12);
}

// Counts-as rows by terrain element: they add optional results where the terrain has the elements, only in the
// rolls the row names, and nowhere else.
struct CountsAsCase {
    const char* die;
    RollKind kind;
    ElementSet applies;
    ElementSet doesNot;
    RollKind notInKind;  // a roll of the same result type where the row does not apply
};

TEST(ArmyAnalyticsCountsAs, RowsByTerrainElement) {
    const CountsAsCase cases[] = {
        {"Coral Elves Fighter", RollKind::SaveVsMelee, {Element::Water}, {Element::Air}, RollKind::SaveVsMelee},
        {"Dwarves Footman", RollKind::Maneuver, {Element::Earth}, {Element::Fire}, RollKind::Maneuver},
        {"Dwarves Footman", RollKind::CounterAttack, {Element::Fire}, {Element::Earth}, RollKind::Melee},
        {"Feral Lynx-Folk", RollKind::CounterAttack, {Element::Earth, Element::Air}, {Element::Earth},
         RollKind::Melee},
        {"Firewalkers Guardian", RollKind::Melee, {Element::Fire}, {Element::Air}, RollKind::CounterAttack},
        {"Goblins Thug", RollKind::Maneuver, {Element::Earth}, {Element::Water}, RollKind::Maneuver},
        {"Lava Elves Scout", RollKind::SaveVsMissile, {Element::Fire}, {Element::Earth}, RollKind::SaveVsMissile},
        {"Scalders Singeman", RollKind::SaveVsMissile, {Element::Water}, {Element::Fire}, RollKind::SaveVsMelee},
        {"Swamp Stalkers Bog Runner", RollKind::SaveVsMelee, {Element::Water}, {Element::Earth},
         RollKind::SaveVsMelee},
    };
    for (const auto& c : cases) {
        const auto army = dice({c.die});
        const auto yes = analyzer().analyzeRoll(army, c.kind, {c.applies, false});
        const auto no = analyzer().analyzeRoll(army, c.kind, {c.doesNot, false});
        EXPECT_TRUE(yes.countsAs) << c.die << " " << toString(c.kind);
        EXPECT_GT(yes.counted.mean(), yes.without.mean()) << c.die;
        EXPECT_FALSE(no.countsAs) << c.die << " at " << c.doesNot.toString();
        EXPECT_NEAR(no.counted.mean(), no.without.mean(), 1e-12) << c.die;
        const auto other = analyzer().analyzeRoll(army, c.notInKind, {c.applies, false});
        if (c.notInKind != c.kind) {
            EXPECT_FALSE(other.countsAs) << c.die << " " << toString(c.notInKind);
        }
    }
}

// Magic per element: a die's magic takes its own elements; Amazon magic takes the terrain's (Terrain Harmony).
TEST(ArmyAnalyticsMagic, PerElement) {
    const auto swarm = dice({"Coral Elves Sprite Swarm"});  // Air/Water, three 4 Magic faces and the ID
    const auto a = analyzer().analyze(swarm, {{Element::Fire}, false});
    ASSERT_NE(a.find(RollKind::Magic, Element::Air), nullptr);
    ASSERT_NE(a.find(RollKind::Magic, Element::Water), nullptr);
    EXPECT_EQ(a.find(RollKind::Magic, Element::Fire), nullptr);
    EXPECT_NEAR(a.find(RollKind::Magic, Element::Air)->counted.at(4), 0.4, 1e-12);
    const auto seer = dice({"Amazons Seer"});  // Ivory; 1 ID, 1 Save, 1 Magic, 1 Magic, 1 Maneuver, 2 Magic
    const auto s = analyzer().analyze(seer, {{Element::Fire, Element::Earth}, false});
    ASSERT_NE(s.find(RollKind::Magic, Element::Fire), nullptr);
    ASSERT_NE(s.find(RollKind::Magic, Element::Earth), nullptr);
    EXPECT_EQ(s.find(RollKind::Magic, Element::Air), nullptr);
    EXPECT_NEAR(s.find(RollKind::Magic, Element::Fire)->counted.mean(), (1 + 1 + 1 + 2) / 6.0, 1e-12);
}

// A whole 36-point roster (the example's three armies as one roll): a seeded Monte Carlo of a million rolls
// agrees with the exact distribution within five standard errors of the mean and 0.003 on every P(>= k)
// (the binomial standard error of a tail estimate is at most 0.0005). The Monte Carlo samples faces and sums the
// engine's per-face values; that a roll's total is that sum is checked on 3000 whole-army rolls through the
// resolver.
TEST(ArmyAnalyticsMonteCarlo, WholeRosterMillionRolls) {
    const auto roster = domain::RosterIO::readFile(std::string(MUSTER_SOURCE_RESOURCES) +
                                                       "/../docs/examples/rosters/mixed-36.txt",
                                                   catalog());
    std::vector<DieId> army;
    for (auto s : {domain::RosterSection::Home, domain::RosterSection::Horde, domain::RosterSection::Campaign})
        for (DieId d : ArmyAnalyzer::armyDice(roster, s)) army.push_back(d);
    ASSERT_GE(army.size(), 18U);
    const AnalysisOptions o{{Element::Water, Element::Air}, false};
    static const engine::RollResolver resolver(catalog());
    std::mt19937_64 rng(20261126);
    for (RollKind kind : {RollKind::Melee, RollKind::SaveVsMissile, RollKind::Maneuver, RollKind::Magic}) {
        // Per-die face tables from the engine.
        std::vector<std::vector<int>> table;
        for (DieId d : army) {
            std::vector<int> values;
            for (int f = 0; f < static_cast<int>(catalog().die(d).faces.size()); ++f) {
                const auto v = analyzer().faceValue(d, f, kind, o);
                values.push_back(v.base + v.optional);
            }
            table.push_back(values);
        }
        // The sum of per-face values is the engine's whole-roll total.
        const auto context = contextFor(kind, o);
        for (int s = 0; s < 3000; ++s) {
            std::vector<engine::RolledDie> rolled;
            int sum = 0;
            for (std::size_t i = 0; i < army.size(); ++i) {
                std::uniform_int_distribution<int> face(0, static_cast<int>(table[i].size()) - 1);
                const int f = face(rng);
                rolled.push_back({army[i], f});
                sum += table[i][static_cast<std::size_t>(f)];
            }
            const auto out = resolver.resolve(rolled, context);
            ASSERT_EQ(out.base + out.optional, sum) << toString(kind);
        }
        constexpr int kRolls = 1'000'000;
        std::vector<double> counts;
        for (int s = 0; s < kRolls; ++s) {
            int sum = 0;
            for (const auto& t : table) sum += t[static_cast<std::size_t>(rng() % t.size())];
            if (static_cast<int>(counts.size()) <= sum) counts.resize(static_cast<std::size_t>(sum) + 1, 0.0);
            counts[static_cast<std::size_t>(sum)] += 1;
        }
        Distribution sampled;
        sampled.p = counts;
        for (double& x : sampled.p) x /= kRolls;
        const auto exact = analyzer().analyzeRoll(army, kind, o).counted;
        EXPECT_NEAR(sampled.mean(), exact.mean(), 5 * exact.stddev() / std::sqrt(double(kRolls))) << toString(kind);
        EXPECT_NEAR(sampled.stddev(), exact.stddev(), 0.01 * exact.stddev()) << toString(kind);
        for (int k = 0; k <= exact.maxValue(); ++k)
            EXPECT_NEAR(sampled.atLeast(k), exact.atLeast(k), 0.003) << toString(kind) << " k=" << k;
    }
}

// A against B: the damage after saves and the health-worth killed, against a brute-force enumeration.
TEST(ArmyAnalyticsExchange, MeleeAgainstEnumeration) {
    const auto a = dice({"Amazons War Chief", "Dwarves Footman"});
    const auto b = dice({"Goblins Thug", "Goblins Thug", "Coral Elves Protector"});
    const AnalysisOptions o{{Element::Earth, Element::Fire}, false};
    const auto m = analyzer().matchup(a, o, b, o);
    // Attack (results, no-save damage) against saves, every face.
    const auto attack = enumerate(a, RollKind::Melee, o);
    Distribution damage;
    damage.p.assign(40, 0.0);
    // Joint attack: enumerate again pairing results with no-save damage.
    static const engine::RollResolver resolver(catalog());
    std::vector<std::pair<int, int>> attacks;  // (results, no-save) per combination
    std::vector<engine::RolledDie> rolled;
    for (DieId d : a) rolled.push_back({d, 0});
    for (int f0 = 0; f0 < 6; ++f0)
        for (int f1 = 0; f1 < 6; ++f1) {
            rolled[0].face = f0;
            rolled[1].face = f1;
            const auto out = resolver.resolve(rolled, contextFor(RollKind::Melee, o));
            attacks.emplace_back(out.base + out.optional, out.noSaveDamage);
        }
    const auto saves = enumerate(b, RollKind::SaveVsMelee, o).counted;
    for (const auto& [r, n] : attacks)
        for (int s = 0; s <= saves.maxValue(); ++s)
            damage.p[static_cast<std::size_t>(std::max(0, r - s) + n)] += saves.at(s) / 36.0;
    expectSame(damage, m.melee.damage, "melee damage");
    EXPECT_NEAR(attack.counted.mean(), analyzer().analyzeRoll(a, RollKind::Melee, o).counted.mean(), 1e-12);
    // Killed: healths 1, 1, 3 — damage 2 kills 2, damage 3 kills 3, damage 4 kills 4, 5 or more kills all.
    for (int d = 0; d <= 10; ++d)
        EXPECT_EQ(engine::DamageAllocation::maxCoverable({1, 1, 3}, d), std::min(d, 5));
    double wiped = 0;
    for (int d = 5; d <= damage.maxValue(); ++d) wiped += damage.at(d);
    EXPECT_NEAR(m.melee.chanceWipedOut, wiped, 1e-12);
    EXPECT_NEAR(m.melee.killed.atLeast(3), damage.atLeast(3), 1e-12);
    // The counter-attack (B's whole army against A's saves) happens only when B has a unit left.
    Distribution full;
    full.p.assign(40, 0.0);
    std::vector<engine::RolledDie> counter;
    for (DieId d : b) counter.push_back({d, 0});
    const auto aSaves = enumerate(a, RollKind::SaveVsMelee, o).counted;
    for (int f0 = 0; f0 < 6; ++f0)
        for (int f1 = 0; f1 < 6; ++f1)
            for (int f2 = 0; f2 < 6; ++f2) {
                counter[0].face = f0;
                counter[1].face = f1;
                counter[2].face = f2;
                const auto out = resolver.resolve(counter, contextFor(RollKind::CounterAttack, o));
                for (int s = 0; s <= aSaves.maxValue(); ++s)
                    full.p[static_cast<std::size_t>(std::max(0, out.base + out.optional - s) + out.noSaveDamage)] +=
                        aSaves.at(s) / 216.0;
            }
    Distribution expected = full;
    for (double& x : expected.p) x *= 1.0 - wiped;
    expected.p[0] += wiped;
    expectSame(expected, m.melee.counterDamage, "counter-attack damage");
    EXPECT_GT(m.melee.counterDamage.mean(), 0.0);
}

// Health-worth: a unit is killed only whole, and never in excess of the damage (defenders of health 3 and 3).
TEST(ArmyAnalyticsExchange, KilledNeverExceedsDamage) {
    const auto a = dice({"Coral Elves Coral Giant"});
    const auto b = dice({"Coral Elves Protector", "Coral Elves Protector"});  // health 3 each
    const auto m = analyzer().matchup(a, {}, b, {});
    for (int k = 1; k <= m.melee.killed.maxValue(); ++k)
        if (k != 3 && k != 6) {
            EXPECT_NEAR(m.melee.killed.at(k), 0.0, 1e-12) << k;
        }
    EXPECT_NEAR(m.melee.killed.atLeast(3), m.melee.damage.atLeast(3), 1e-12);
    EXPECT_NEAR(m.melee.killed.atLeast(6), m.melee.damage.atLeast(6), 1e-12);
}

// The maneuver contest: the marcher wins ties (S0:L361). Two equal armies without maneuver SAIs: the marcher
// wins with 1/2 + P(tie)/2.
TEST(ArmyAnalyticsManeuver, MarcherWinsTies) {
    const auto army = dice({"Goblins Thug", "Dwarves Footman", "Coral Elves Fighter"});
    const AnalysisOptions o{{Element::Air}, false};
    const auto m = analyzer().matchup(army, o, army, o);
    const auto d = analyzer().analyzeRoll(army, RollKind::Maneuver, o).counted;
    double tie = 0;
    for (double x : d.p) tie += x * x;
    EXPECT_NEAR(m.aMarches.marcherWins, 0.5 + tie / 2, 1e-12);
    EXPECT_GT(m.aMarches.marcherWins, 0.5);
    // An empty counter-army never stops the marcher.
    EXPECT_NEAR(analyzer().matchup(army, o, {}, o).aMarches.marcherWins, 1.0, 1e-12);
}

TEST(ArmyAnalyticsArmy, SkipsDragonsAndCountsHealth) {
    const auto army = dice({"Goblins Thug", "Water Wyrm", "Air Flicker Foil", "Coral Elves Coral Giant"});
    const auto a = analyzer().analyze(army, {});
    EXPECT_EQ(a.dice, 3);
    EXPECT_EQ(a.health, 5);
    ASSERT_EQ(a.skipped.size(), 1U);
    EXPECT_EQ(a.skipped.front(), "Water Wyrm");
    ASSERT_NE(a.find(RollKind::Melee), nullptr);
    EXPECT_EQ(a.find(RollKind::Melee)->label(), "melee");
}

}  // namespace
}  // namespace muster::rules::analytics
