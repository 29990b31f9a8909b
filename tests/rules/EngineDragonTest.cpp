// Dragons (V4.01d Dragons, Dragon Attacks, Dragon Breath, Dragon Icons): the targeting table cell by cell, the
// summoning element rules, and games in which a Dragon's Lair brings a dragon to the frontier and it attacks.
//
// The games use LogSpec with A's Coastland Dragon's Lair (air, water; faces 1 Magic, 2 Missile, 3-7 Melee) as the
// frontier, starting at 6; A captures it in turns 1 and 3 and summons with it in turn 5. B's melee in turn 2
// kills A's Sergeant c2, so A has a Sergeant in the DUA to promote to.
// Dragon faces: drake 1 Jaws, 2-3 Tail, 4-6 Claw, 7-8 Belly, 9-10 Wing, 11 Claw, 12 Breath; wyrm 1 Jaws, 2 Tail,
// 3 Treasure, 4-5 Claw, 6-7 Belly, 8-9 Claw, 10-11 Tail, 12 Breath (icon tokens: d1=Claw).
// Dwarves Footman 1 ID, 2 Save, 3-4 Melee, 5 Save, 6 2xMelee; Sergeant 1 2xID, 2 2xManeuver, 3-4 2xMelee,
// 5 3xSave, 6 3xMelee; Crossbowman 1 ID, 2 Melee, 3-4 Missile, 5 Save, 6 2xMissile. At the captured frontier A's
// IDs count double.
#include <gtest/gtest.h>

#include <array>
#include <sstream>

#include "EngineScenarioPlay.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/DragonRules.h"
#include "muster/rules/engine/Engine.h"

namespace muster::rules {
namespace {

using domain::DragonType;
using engine::breathEffects;
using engine::dragonAttacksDragon;
using engine::SummonMagic;
using engine::summonRefusal;
using engine::Where;
using testing::engineCatalog;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::whereIs;
using Status = MatchVerdict::Status;

std::vector<const domain::Die*> dragonsOf(DragonType type) {
    std::vector<const domain::Die*> out;
    for (const auto& die : engineCatalog().dice())
        if (die.kind == domain::DieKind::Dragon && die.dragonType == type) out.push_back(&die);
    return out;
}

domain::ElementSet colours(const domain::Die& d) {
    domain::ElementSet out;
    for (auto e : d.elements.toVector())
        if (e != domain::Element::Ivory && e != domain::Element::White) out.insert(e);
    return out;
}

int shared(const domain::Die& a, const domain::Die& b) {
    int n = 0;
    for (auto e : colours(a).toVector())
        if (colours(b).contains(e)) ++n;
    return n;
}

// ---- the targeting table of V4.01d (Dragon Attacks; seed lines 532-539), one code per printed cell: rows
// attack columns. "yes"/"no" as printed; "not-same" an elemental target of another element only; "not-its" an
// Ivory Hybrid whose element the attacker lacks; "not-both" a hybrid target unless it has both the attacker's
// elements; "not-one" an Ivory Hybrid whose element is not one of the attacker's. Army column: "always", or
// "fallback" (only when no dragon there is a valid target).

constexpr std::array<DragonType, 5> kKinds = {DragonType::Elemental, DragonType::Hybrid, DragonType::Ivory,
                                              DragonType::IvoryHybrid, DragonType::White};
// [attacker][target], then the army column.
constexpr std::array<std::array<const char*, 6>, 5> kTable = {{
    {"not-same", "yes", "no", "not-its", "yes", "fallback"},
    {"yes", "not-both", "no", "not-one", "yes", "fallback"},
    {"no", "no", "no", "no", "no", "always"},
    {"no", "no", "no", "no", "no", "always"},
    {"yes", "yes", "no", "yes", "no", "fallback"},
}};

// What a cell of the table says for one pair of dice.
bool cellSays(const std::string& cell, const domain::Die& attacker, const domain::Die& target) {
    if (cell == "yes") return true;
    if (cell == "no") return false;
    if (cell == "not-same" || cell == "not-its" || cell == "not-one") return shared(attacker, target) == 0;
    if (cell == "not-both") return shared(attacker, target) < 2;
    ADD_FAILURE() << "unknown cell " << cell;
    return false;
}

TEST(EngineDragonTargeting, EveryCellOfTheRulebookTable) {
    int pairs = 0;
    for (std::size_t row = 0; row < kKinds.size(); ++row) {
        for (std::size_t col = 0; col < kKinds.size(); ++col) {
            const std::string cell = kTable[row][col];
            for (const auto* a : dragonsOf(kKinds[row]))
                for (const auto* t : dragonsOf(kKinds[col])) {
                    if (a == t) continue;
                    EXPECT_EQ(dragonAttacksDragon(*a, *t), cellSays(cell, *a, *t))
                        << a->name << " against " << t->name << " (cell '" << cell << "')";
                    ++pairs;
                }
        }
        // The army column: "always" means the row never attacks a dragon; "fallback" means it attacks some.
        bool attacksSome = false;
        for (const auto* a : dragonsOf(kKinds[row]))
            for (const auto& t : engineCatalog().dice())
                if (&t != a && dragonAttacksDragon(*a, t)) attacksSome = true;
        EXPECT_EQ(attacksSome, std::string(kTable[row][5]) == "fallback") << "row " << row;
    }
    EXPECT_GT(pairs, 1500);  // 44 dragons: every pair of kinds is checked with every element combination
}

TEST(EngineDragonTargeting, ExamplesFromTheText) {
    const auto& cat = engineCatalog();
    auto die = [&](const char* name) -> const domain::Die& { return cat.die(*cat.findDie(name)); };
    // An Elemental Dragon may attack an Ivory Hybrid that attacks the army instead (attacks are not mutual).
    EXPECT_TRUE(dragonAttacksDragon(die("Fire Drake"), die("Water/Ivory Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Water/Ivory Wyrm"), die("Fire Drake")));
    EXPECT_FALSE(dragonAttacksDragon(die("Water Drake"), die("Water/Ivory Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Fire Drake"), die("Fire Wyrm")));
    EXPECT_TRUE(dragonAttacksDragon(die("Fire Drake"), die("Fire/Water Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Fire/Water Drake"), die("Fire/Water Wyrm")));
    EXPECT_TRUE(dragonAttacksDragon(die("Fire/Water Drake"), die("Fire/Air Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Fire/Water Drake"), die("Fire/Ivory Wyrm")));
    EXPECT_TRUE(dragonAttacksDragon(die("White Drake"), die("Fire/Ivory Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("White Drake"), die("White Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Fire Drake"), die("Ivory Wyrm")));
    EXPECT_FALSE(dragonAttacksDragon(die("Fire Drake"), die("Fire Drake")));
}

// ---- summoning: which dragon comes from where by what

TEST(EngineDragonSummoning, ElementRulesPerDragonType) {
    const auto& cat = engineCatalog();
    auto die = [&](const char* name) -> const domain::Die& { return cat.die(*cat.findDie(name)); };
    SummonMagic fire{"Summon Dragon", {domain::Element::Fire}};
    SummonMagic water{"Summon Dragon", {domain::Element::Water}};
    SummonMagic white{"Summon White Dragon", {}, true};
    SummonMagic staff{"Summon Dragon SAI", {domain::Element::Fire}, false, false};
    // Elemental and hybrid: an element they contain, from a pool or a terrain.
    EXPECT_EQ(summonRefusal(die("Fire Drake"), true, fire), "");
    EXPECT_EQ(summonRefusal(die("Fire Drake"), false, fire), "");
    EXPECT_NE(summonRefusal(die("Fire Drake"), true, water), "");
    EXPECT_EQ(summonRefusal(die("Fire/Water Wyrm"), false, water), "");
    EXPECT_NE(summonRefusal(die("Air/Earth Wyrm"), true, water), "");
    // Ivory: any element, from a pool only.
    EXPECT_EQ(summonRefusal(die("Ivory Drake"), true, water), "");
    EXPECT_NE(summonRefusal(die("Ivory Drake"), false, water).find("only from a Summoning Pool"), std::string::npos);
    // Ivory Hybrid: any element from a pool; from a terrain only its own element.
    EXPECT_EQ(summonRefusal(die("Earth/Ivory Drake"), true, water), "");
    EXPECT_NE(summonRefusal(die("Earth/Ivory Drake"), false, water).find("its own element"), std::string::npos);
    EXPECT_EQ(summonRefusal(die("Water/Ivory Drake"), false, water), "");
    // The Dragon Staff's SAI needs its element on an Ivory Hybrid even from a pool.
    EXPECT_NE(summonRefusal(die("Earth/Ivory Drake"), true, staff), "");
    EXPECT_EQ(summonRefusal(die("Fire/Ivory Drake"), true, staff), "");
    // White: only Summon White Dragon, which summons nothing else.
    EXPECT_NE(summonRefusal(die("White Wyrm"), true, fire).find("Summon White Dragon"), std::string::npos);
    EXPECT_EQ(summonRefusal(die("White Wyrm"), true, white), "");
    EXPECT_EQ(summonRefusal(die("White Wyrm"), false, white), "");
    EXPECT_NE(summonRefusal(die("Fire Drake"), true, white), "");
    // Not a dragon.
    EXPECT_NE(summonRefusal(die("Dwarves Footman"), true, fire), "");
}

TEST(EngineDragonBreath, EffectsPerElement) {
    const auto& cat = engineCatalog();
    auto die = [&](const char* name) -> const domain::Die& { return cat.die(*cat.findDie(name)); };
    using engine::BreathEffect;
    const domain::ElementSet coast{domain::Element::Air, domain::Element::Water};
    using V = std::vector<BreathEffect>;
    EXPECT_EQ(breathEffects(die("Air Drake"), coast), V{BreathEffect::LightningBolt});
    EXPECT_EQ(breathEffects(die("Death Drake"), coast), V{BreathEffect::DragonPlague});
    EXPECT_EQ(breathEffects(die("Earth Drake"), coast), V{BreathEffect::Petrify});
    EXPECT_EQ(breathEffects(die("Fire Drake"), coast), V{BreathEffect::DragonFire});
    EXPECT_EQ(breathEffects(die("Water Drake"), coast), V{BreathEffect::PoisonousCloud});
    EXPECT_EQ(breathEffects(die("Ivory Drake"), coast), V{BreathEffect::LifeDrain});
    EXPECT_EQ(breathEffects(die("Fire/Water Drake"), coast),
              (V{BreathEffect::DragonFire, BreathEffect::PoisonousCloud}));
    EXPECT_EQ(breathEffects(die("Earth/Ivory Drake"), coast), V{BreathEffect::Petrify});
    // White: the terrain's elements (Terrain Empathy).
    EXPECT_EQ(breathEffects(die("White Drake"), coast), (V{BreathEffect::LightningBolt, BreathEffect::PoisonousCloud}));
    EXPECT_EQ(engine::breathKills(true), 10);
    EXPECT_EQ(engine::breathKills(false), 5);
}

TEST(EngineDragonIcons, DamagePerIconAndWhiteDoubling) {
    using engine::DragonFace;
    using engine::dragonFaceDamage;
    EXPECT_EQ(dragonFaceDamage(DragonFace::Claw, false), 6);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Jaws, false), 12);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Tail, false), 3);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Wing, false), 5);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Breath, false), 5);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Belly, false), 0);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Treasure, false), 0);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Claw, true), 12);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Jaws, true), 24);
    EXPECT_EQ(dragonFaceDamage(DragonFace::Breath, true), 10);
    EXPECT_EQ(engine::treasurePromotions(true), 2);
    EXPECT_TRUE(engine::dragonFaceRollsAgain(DragonFace::Tail, false));
    EXPECT_TRUE(engine::dragonFaceRollsAgain(DragonFace::Breath, true));
    EXPECT_FALSE(engine::dragonFaceRollsAgain(DragonFace::Breath, false));
    const auto& cat = engineCatalog();
    EXPECT_EQ(engine::dragonToughness(cat.die(*cat.findDie("Fire Drake")), false), 10);
    EXPECT_EQ(engine::dragonToughness(cat.die(*cat.findDie("Fire Drake")), true), 5);
    EXPECT_EQ(engine::dragonToughness(cat.die(*cat.findDie("White Wyrm")), false), 15);
}

// ---- games

LogSpec lairSpec(const std::string& bPool = "d1: Water Drake") {
    LogSpec spec;
    spec.version = 2;
    spec.aFrontier = "Coastland Dragon's Lair";
    spec.aCampaign =
        "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Footman, "
        "c5: Dwarves Sergeant, c6: Dwarves Footman, c7: Dwarves Footman";
    spec.bPool = bPool;
    return spec;
}

// Turns 1-4: A captures the Lair; B kills A's Sergeant c2 in turn 2. Turn 5 opens. A's army at the frontier is
// then c1 c4 c6 c7 (Footmen), c3 (Crossbowman) and c5 (Sergeant): 7 health.
const std::string kCapture =
    "turn 1 A\n"
    "  march 1 frontier\n"
    "    maneuver\n"
    "    terrain up\n"
    "turn 2 B\n"
    "  march 1 frontier\n"
    "    action melee A\n"
    "    roll B melee=3 : c1=2 c2=6 c3=5\n"
    "    roll A save=1 : c1=2 c2=2 c3=3 c4=3 c5=2 c6=3 c7=3\n"
    "    kill A c2\n"
    "turn 3 A\n"
    "  march 1 frontier\n"
    "    maneuver\n"
    "    terrain up\n"
    "turn 4 B\n"
    "turn 5 A\n";

// Turn 5 up to the dragon attack: the Lair brings B's d1 to the frontier, where it attacks A's army.
const std::string kAttack = kCapture + "  lair A B:d1 frontier\n  dragon-attack frontier\n";

using testing::lastLineOf;

// The log (a 'result none' line is added) is inconsistent at the last line with `fragment`, and the message says
// `why`.
void expectInconsistentAt(std::string text, const std::string& fragment, const std::string& why) {
    if (text.find("\nresult ") == std::string::npos) text += "result none\n";
    const auto v = verify(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lastLineOf(text, fragment)) << v.message;
    EXPECT_NE(v.message.find(why), std::string::npos) << v.message;
}

TEST(EngineDragonLair, SummonsADragonOfItsElementsToAnyTerrain) {
    const auto spec = lairSpec();
    // To B's Home Terrain, where A's horde z1 (a Footman) is: it attacks there at once. Wing: 5 damage against
    // 1 save, and it flies home.
    const std::string good = kCapture +
                             "  lair A B:d1 home:B\n"
                             "  dragon-attack home:B\n"
                             "    roll B dragon : d1=Wing\n"
                             "    roll A melee=0 missile=0 save=1 : z1=2\n"
                             "    kill A z1\n"
                             "result none\n";
    expectVerified(spec.text(good));
    const auto s = replay(spec.text(good));
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "z1"), Where::Dua);
    // A's Fire Drake has no element of the Coastland Lair.
    expectInconsistentAt(spec.text(kCapture + "  lair A A:d1 frontier\n"), "lair A", "contains its element");
    // Only its controller summons with it: before turn 3 A does not control it.
    expectInconsistentAt(
        spec.text(kCapture.substr(0, kCapture.find("turn 3 A")) + "turn 3 A\n  lair A B:d1 frontier\n"), "lair A",
        "controls no Dragon's Lair");
    // Once per turn, in the Eighth Face Phase.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Wing\n"
                                             "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                                             "  lair A A:d1 home:A\n"),
                         "lair A A:d1", "eighth face phase, which is over");
}

TEST(EngineDragonLair, IvoryHybridFromAPoolByAnyElement) {
    const auto spec = lairSpec("d1: Fire/Ivory Drake");
    expectVerified(spec.text(kCapture +
                             "  lair A B:d1 frontier\n  dragon-attack frontier\n    roll B dragon : d1=Wing\n"
                             "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                             "result none\n"));
}

TEST(EngineDragonAttackPhase, DragonsAttackBeforeTheMarches) {
    const auto spec = lairSpec();
    // A march while the dragon at the frontier has not attacked is refused, and so is the next turn.
    expectInconsistentAt(spec.text(kCapture + "  lair A B:d1 frontier\n  march 1 frontier\n"), "march 1 frontier",
                         "'dragon-attack <terrain>' for the dragons at frontier");
    expectInconsistentAt(spec.text(kCapture + "  lair A B:d1 frontier\nturn 6 B\n"), "turn 6 B", "dragon-attack");
    // Dragons attack only where they are.
    expectInconsistentAt(spec.text(kCapture + "  lair A B:d1 frontier\n  dragon-attack home:A\n"),
                         "dragon-attack home:A", "no dragon at home:A");
    // Once per terrain and turn.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw\n"
                                             "    roll A melee=2 missile=0 save=6 : c1=2 c3=5 c4=3 c5=5 c6=3 c7=2\n"
                                             "  dragon-attack frontier\n"),
                         "dragon-attack frontier", "attacked this turn already");
}

TEST(EngineDragonAttack, ClawDamageAfterTheArmysSaves) {
    const auto spec = lairSpec();
    // Claw: 6 damage. A rolls 3 melee and 5 saves (c1 1, c3 1, c5 3): 1 damage.
    const std::string good = kAttack +
                             "    roll B dragon : d1=Claw\n"
                             "    roll A melee=3 missile=0 save=5 : c1=2 c3=5 c4=3 c5=5 c6=3 c7=3\n"
                             "    kill A c1\n"
                             "  march 1 frontier\n"
                             "result none\n";
    expectVerified(spec.text(good));
    const auto s = replay(spec.text(good));
    EXPECT_EQ(whereIs(s, 0, "c1"), Where::Dua);
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Terrain);  // it survives and stays
    // Wrong totals, too much killed, the wrong roller.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw\n"
                                             "    roll A melee=0 missile=0 save=5 : c1=2 c3=5 c4=3 c5=5 c6=3 c7=3\n"),
                         "roll A melee=0", "no assignment of the ID results");
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw\n"
                                             "    roll A melee=3 missile=0 save=5 : c1=2 c3=5 c4=3 c5=5 c6=3 c7=3\n"
                                             "    kill A c5\n"),
                         "kill A c5", "too much");
    expectInconsistentAt(spec.text(kAttack + "    roll A dragon : d1=Claw\n"), "roll A dragon",
                         "dragon roll of B's dragons");
    // Every unit of the army rolls.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw\n"
                                             "    roll A melee=3 missile=0 save=5 : c1=2 c3=5 c4=3 c5=5 c6=3\n"),
                         "roll A melee=3", "'c7' must be rolled too");
}

TEST(EngineDragonAttack, IdResultsGoWhereTheOwnerSays) {
    const auto spec = lairSpec();
    // c5 rolls its ID at the captured frontier: 4 results, all to one type of A's choice (S0:L765, S0:L784); five
    // saves besides.
    const std::string head = kAttack + "    roll B dragon : d1=Claw\n";
    expectVerified(spec.text(head + "    roll A melee=0 missile=0 save=9 : c1=2 c3=5 c4=2 c5=ID c6=2 c7=2\n"
                                    "result none\n"));
    expectVerified(spec.text(head + "    roll A melee=0 missile=4 save=5 : c1=2 c3=5 c4=2 c5=ID c6=2 c7=2\n"
                                    "    kill A c1\nresult none\n"));
    // Not split over the types: neither by an annotation nor by the stated totals.
    expectInconsistentAt(spec.text(head + "    roll A melee=1 missile=1 save=7 : c1=2 c3=5 c4=2 "
                                          "c5=ID:1melee+1missile+2save c6=2 c7=2\nresult none\n"),
                         "roll A melee=1", "c5's ID results all go to one type");
    expectInconsistentAt(spec.text(head + "    roll A melee=1 missile=1 save=7 : c1=2 c3=5 c4=2 c5=ID c6=2 c7=2\n"),
                         "roll A melee=1", "it gives melee=0 missile=0 save=9, melee=0 missile=4 save=5 or melee=4 missile=0 save=5");
    expectVerified(spec.text(head + "    roll A melee=4 missile=0 save=5 : c1=2 c3=5 c4=2 c5=ID:melee c6=2 c7=2\n"
                                    "    kill A c1\nresult none\n"));
    expectInconsistentAt(
        spec.text(head + "    roll A melee=0 missile=0 save=9 : c1=2 c3=5 c4=2 c5=ID:melee c6=2 c7=2\n"),
        "roll A melee=0", "no assignment");
}

TEST(EngineDragonAttack, TailRollsAgain) {
    const auto spec = lairSpec();
    // Tail then Claw: 3 + 6 damage against 8 saves.
    expectVerified(spec.text(kAttack + "    roll B dragon : d1=Tail / tail d1=Claw\n"
                                       "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                                       "    kill A c1\n"
                                       "result none\n"));
    // Tail, Tail, Claw: 12 damage, 4 after saves.
    expectVerified(spec.text(kAttack + "    roll B dragon : d1=Tail / tail d1=Tail / tail d1=Claw\n"
                                       "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                                       "    kill A c5 c1 c3\n"
                                       "result none\n"));
    // Tail without its re-roll, and a re-roll nothing asked for.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Tail\n"), "roll B dragon", "'/ tail d1=<face>'");
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw / tail d1=Claw\n"), "roll B dragon",
                         "not rolled again");
    // The damage of both faces counts: 1 health-worth is too little.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Tail / tail d1=Tail / tail d1=Claw\n"
                                             "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                                             "    kill A c1\n"),
                         "kill A c1", "must kill 4");
}

TEST(EngineDragonAttack, WingFliesASurvivingDragonHome) {
    const auto spec = lairSpec();
    const std::string good = kAttack +
                             "    roll B dragon : d1=Wing\n"  // 5 damage against 8 saves
                             "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                             "  march 1 frontier\n"
                             "turn 6 B\n"
                             "  march 1 frontier\n"
                             "result none\n";
    expectVerified(spec.text(good));
    EXPECT_EQ(whereIs(replay(spec.text(good)), 1, "d1"), Where::Pool);
    // Without Wing it stays and attacks B's army in B's turn.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Claw\n"
                                             "    roll A melee=0 missile=0 save=8 : c1=2 c3=5 c4=2 c5=5 c6=2 c7=2\n"
                                             "turn 6 B\n"
                                             "  march 1 frontier\n"),
                         "march 1 frontier", "dragon-attack");
}

TEST(EngineDragonAttack, ArmyKillsADragonAndPromotes) {
    const auto spec = lairSpec();
    // 10 melee kill a drake (5 health + 5 saves): c1 2, c3 1, c4 2, c5 3, c6 2; c7 saves 1 of the Claw's 6.
    const std::string head = kAttack +
                             "    roll B dragon : d1=Claw\n"
                             "    roll A melee=10 missile=0 save=1 : c1=6 c3=2 c4=6 c5=6 c6=6 c7=2\n";
    const std::string good = head +
                             "    dragon-damage A B:d1=melee\n"
                             "    kill A c5 c1 c3 c4\n"     // 5 damage
                             "    promote A c6 c2 c7 c5\n"  // both Footmen left become the two Sergeants in the DUA
                             "result none\n";
    expectVerified(spec.text(good));
    const auto s = replay(spec.text(good));
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "c2"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "c5"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "c6"), Where::Dua);
    // The kill is not optional when the results cover it, and melee does not pay for missile.
    expectInconsistentAt(spec.text(head + "    kill A c5 c1 c3 c4\n"), "kill A c5", "dragon-damage");
    expectInconsistentAt(spec.text(head + "    dragon-damage A B:d1=missile\n"), "dragon-damage",
                         "takes 10 missile to kill");
    // Promotion takes as many units as possible.
    expectInconsistentAt(spec.text(head + "    dragon-damage A B:d1=melee\n    kill A c5 c1 c3 c4\n"
                                          "    promote A c6 c2\n"),
                         "promote A", "as many units as possible: 2, not 1");
    // Promotion is optional as a whole.
    expectVerified(spec.text(head + "    dragon-damage A B:d1=melee\n    kill A c5 c1 c3 c4\n  march 1 frontier\n"
                                    "result none\n"));
}

TEST(EngineDragonAttack, BellyCancelsTheDragonsSaves) {
    const auto spec = lairSpec();
    // Tail then Belly: 3 damage, and 5 melee kill it (c1 2, c3 1, c4 2; c5, c6, c7 save 5).
    const std::string good = kAttack +
                             "    roll B dragon : d1=Tail / tail d1=Belly\n"
                             "    roll A melee=5 missile=0 save=5 : c1=6 c3=2 c4=6 c5=5 c6=2 c7=2\n"
                             "    dragon-damage A B:d1=melee\n"
                             "result none\n";
    expectVerified(spec.text(good));
    EXPECT_EQ(whereIs(replay(spec.text(good)), 1, "d1"), Where::Pool);
    // With its saves the same 5 melee do not kill it: the 4 damage left (9 - 5 saves) is allocated instead.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Tail / tail d1=Claw\n"
                                             "    roll A melee=5 missile=0 save=5 : c1=6 c3=2 c4=6 c5=5 c6=2 c7=2\n"
                                             "    dragon-damage A B:d1=melee\n"),
                         "dragon-damage", "expected 'kill A");
}

TEST(EngineDragonBreath, WaterBreathKillsFiveAndHalvesMissile) {
    const auto spec = lairSpec();
    const std::string head = kAttack +
                             "    roll B dragon : d1=Breath\n"
                             "    kill A c5 c1 c4 c6\n";  // 5 health-worth, no save
    // Poisonous Cloud: the Crossbowman's 2 missile count 1.
    const std::string good = head + "    roll A melee=0 missile=1 save=1 : c3=6 c7=2\nresult none\n";
    expectVerified(spec.text(good));
    const auto s = replay(spec.text(good));
    ASSERT_EQ(s.effects.size(), 1U);
    EXPECT_EQ(s.effects.front().source, "Poisonous Cloud");
    EXPECT_EQ(s.effects.front().expiresAtStartOf, 0);
    expectInconsistentAt(spec.text(head + "    roll A melee=0 missile=2 save=1 : c3=6 c7=2\n"), "roll A melee=0",
                         "no assignment");
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Breath\n    kill A c5 c1\n"), "kill A c5",
                         "must kill 5");
    // A breath against the army is not rolled again.
    expectInconsistentAt(spec.text(kAttack + "    roll B dragon : d1=Breath / breath d1=Claw\n"), "roll B dragon",
                         "not rolled again");
}

// ---- games with dragons put in place by the test (no statement summons a White Dragon yet, and two dragons at one
// terrain take a Lair two turns): the log is replayed through the engine, and right before the first statement
// whose text contains `before`, the named dragons ("A:d1") stand at `terrain`.

using Played = testing::PlacedPlay;

Played playAt(const std::string& text, const std::string& before,
              const std::vector<std::pair<std::string, std::string>>& placements) {
    return testing::playPlacing(text, before, placements);
}

Played playWithDragons(const std::string& text, const std::string& before, const std::vector<std::string>& dragons,
                       const std::string& terrain) {
    return testing::playPlacingAt(text, before, dragons, terrain);
}

// A's campaign army at the (uncaptured) Coastland Tower frontier, 13 health: Footmen c1 c4 c6 c7, Sergeants c2 c5
// c8 c9, Crossbowman c3.
LogSpec bigArmy(const std::string& aPool, const std::string& bPool) {
    LogSpec spec;
    spec.version = 2;
    spec.aCampaign =
        "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Footman, "
        "c5: Dwarves Sergeant, c6: Dwarves Footman, c7: Dwarves Footman, c8: Dwarves Sergeant, c9: Dwarves Sergeant";
    spec.aPool = aPool;
    spec.bPool = bPool;
    return spec;
}

const std::string kAllSave = "c1=2 c2=5 c3=5 c4=2 c5=5 c6=2 c7=2 c8=5 c9=5";  // 17 saves

using testing::expectPlayed;

void expectRefused(const Played& p, const std::string& text, const std::string& fragment, const std::string& why) {
    testing::expectRefusedAt(p, text, fragment, why);
}

TEST(EngineDragonWhite, ClawsAndTailDoubled) {
    const auto spec = bigArmy("d1: Fire Drake", "d1: White Wyrm");
    // Tail then Claw: (3 + 6) x 2 = 18 damage against 17 saves.
    const std::string text = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Tail / tail d1=Claw\n"
        "    roll A melee=0 missile=0 save=17 : " +
        kAllSave + "\n    kill A c1\n  march 1 frontier\nresult none\n");
    const auto p = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c1")).loc.where, Where::Dua);
    // A White Dragon takes 15 of one type: 14 melee do not kill it, so no dragon-damage is due.
    const std::string weak = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Belly\n"
        "    roll A melee=14 missile=0 save=6 : c1=6 c2=6 c3=5 c4=6 c5=6 c6=6 c7=6 c8=5 c9=1\n"
        "    dragon-damage A B:d1=melee\nresult none\n");
    // Belly: its 5 saves do not count, so 10 melee kill it; 14 do.
    expectPlayed(playWithDragons(weak, "dragon-attack", {"B:d1"}, "frontier"));
    const std::string strong = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Jaws\n"
        "    roll A melee=14 missile=0 save=6 : c1=6 c2=6 c3=5 c4=6 c5=6 c6=6 c7=6 c8=5 c9=1\n"
        "    dragon-damage A B:d1=melee\nresult none\n");
    expectRefused(playWithDragons(strong, "dragon-attack", {"B:d1"}, "frontier"), strong, "dragon-damage",
                  "expected 'kill A");
}

TEST(EngineDragonWhite, TreasureGivesTwoPromotions) {
    const auto spec = bigArmy("d1: Fire Drake", "d1: White Wyrm");
    const std::string text = spec.text("turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Treasure\n");
    // The result line is refused (the army's roll is due); what the engine expects there: two promotions open.
    const auto again = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
    ASSERT_TRUE(again.violation.has_value());
    ASSERT_FALSE(again.expected.empty());
    EXPECT_EQ(again.expected.front().amount, 2);
    EXPECT_NE(std::find(again.expected.front().kinds.begin(), again.expected.front().kinds.end(),
                        engine::EventKind::Treasure),
              again.expected.front().kinds.end());
}

TEST(EngineDragonWhite, BreathKillsTenWithBothTerrainElements) {
    const auto spec = bigArmy("d1: Fire Drake", "d1: White Drake");
    // Terrain Empathy at the Coastland Tower (air, water): Lightning Bolt and Poisonous Cloud.
    const std::string head =
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c2 c5 c8 c9 c1 c3\n";
    const std::string text =
        spec.text(head + "    roll A melee=3 missile=0 save=0 : c4=6 c6=6 c7=6\n  march 1 frontier\nresult none\n");
    const auto p = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
    expectPlayed(p);
    std::vector<std::string> sources;
    for (const auto& fx : p.state.effects) sources.push_back(fx.source);
    EXPECT_EQ(sources, (std::vector<std::string>{"Lightning Bolt", "Poisonous Cloud"}));
    // Melee halved: 6 rolled count 3.
    const std::string full = spec.text(head + "    roll A melee=6 missile=0 save=0 : c4=6 c6=6 c7=6\n");
    expectRefused(playWithDragons(full, "dragon-attack", {"B:d1"}, "frontier"), full, "roll A melee=6",
                  "no assignment");
    const std::string five = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c2 c5 c1\n");
    expectRefused(playWithDragons(five, "dragon-attack", {"B:d1"}, "frontier"), five, "kill A c2 c5 c1",
                  "must kill 10");
}

TEST(EngineDragonAgainstDragon, TargetsRollsAndDamage) {
    const auto spec = bigArmy("d1: Air Drake", "d1: Water Drake");
    // Two elemental dragons of different elements attack each other, not the army.
    const std::string head =
        "turn 1 A\n  dragon-attack frontier\n    dragon-target B d1 A:d1\n"
        "    dragon-target A d1 B:d1\n";
    // Jaws: 12 against B's drake's 10; Breath then Claw: 5 + 6 against A's drake's 10. Both die.
    const std::string both = spec.text(head +
                                       "    roll A dragon : d1=Jaws\n    roll B dragon : d1=Breath / breath d1=Claw\n"
                                       "  march 1 frontier\nresult none\n");
    auto p = playWithDragons(both, "dragon-attack", {"A:d1", "B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "d1")).loc.where, Where::Pool);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(1, "d1")).loc.where, Where::Pool);
    // Belly: B's drake loses its saves (6 kill it); A's takes nothing and stays.
    const std::string belly = spec.text(head +
                                        "    roll A dragon : d1=Claw\n    roll B dragon : d1=Belly\n"
                                        "  march 1 frontier\nresult none\n");
    p = playWithDragons(belly, "dragon-attack", {"A:d1", "B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "d1")).loc.where, Where::Terrain);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(1, "d1")).loc.where, Where::Pool);
    // A Claw alone does not kill a drake with its saves; no army is attacked, so the army does not roll.
    const std::string noArmy =
        spec.text(head +
                  "    roll A dragon : d1=Claw\n    roll B dragon : d1=Claw\n    roll A melee=0 missile=0 "
                  "save=17 : " +
                  kAllSave + "\n");
    expectRefused(playWithDragons(noArmy, "dragon-attack", {"A:d1", "B:d1"}, "frontier"), noArmy, "save=17", "no roll");
    // Breath against a dragon rolls again.
    const std::string once = spec.text(head + "    roll A dragon : d1=Breath\n");
    expectRefused(playWithDragons(once, "dragon-attack", {"A:d1", "B:d1"}, "frontier"), once, "roll A dragon",
                  "'/ breath d1=<face>'");
    // The targets come first, and only valid ones.
    const std::string early = spec.text("turn 1 A\n  dragon-attack frontier\n    roll A dragon : d1=Claw\n");
    expectRefused(playWithDragons(early, "dragon-attack", {"A:d1", "B:d1"}, "frontier"), early, "roll A dragon",
                  "dragon-target");
    const std::string self = spec.text("turn 1 A\n  dragon-attack frontier\n    dragon-target A d1 A:d1\n");
    expectRefused(playWithDragons(self, "dragon-attack", {"A:d1", "B:d1"}, "frontier"), self, "dragon-target A",
                  "may attack B:d1");
}

TEST(EngineDragonAgainstDragon, AnIvoryHybridOfTheSameElementIsLeftAlone) {
    // The Water Drake may not attack the Water/Ivory Drake, which never attacks dragons: both attack the army
    // together, each rolled by its owner (A's own dragon attacks A's army too).
    const auto spec = bigArmy("d1: Water/Ivory Drake", "d1: Water Drake");
    const std::string text = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll A dragon : d1=Claw\n    roll B dragon : d1=Tail / tail d1=Wing\n"
        "    roll A melee=4 missile=0 save=11 : c1=2 c2=5 c3=5 c4=2 c5=5 c6=2 c7=2 c8=4 c9=4\n"
        "    kill A c1 c3 c4\n  march 1 frontier\nresult none\n");
    // 6 + 3 + 5 = 14 damage against 11 saves; B's drake flies home, A's stays.
    const auto p = playWithDragons(text, "dragon-attack", {"A:d1", "B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(1, "d1")).loc.where, Where::Pool);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "d1")).loc.where, Where::Terrain);
    const std::string target = spec.text("turn 1 A\n  dragon-attack frontier\n    dragon-target B d1 A:d1\n");
    expectRefused(playWithDragons(target, "dragon-attack", {"A:d1", "B:d1"}, "frontier"), target, "dragon-target",
                  "attacks the army");
}

TEST(EngineDragonAttackPhase, TheMarchingPlayerOrdersSeveralTerrains) {
    const auto spec = bigArmy("d1: Air Drake", "d1: Water Drake");
    // A:d1 at home:B (where A's horde z1 is), B:d1 at the frontier: both attack A, in the order A picks.
    const std::vector<std::pair<std::string, std::string>> placed = {{"A:d1", "home:B"}, {"B:d1", "frontier"}};
    const std::string homeB =
        "  dragon-attack home:B\n    roll A dragon : d1=Wing\n"
        "    roll A melee=0 missile=0 save=1 : z1=2\n    kill A z1\n";
    const std::string frontier =
        "  dragon-attack frontier\n    roll B dragon : d1=Wing\n"
        "    roll A melee=0 missile=0 save=17 : " +
        kAllSave + "\n";
    expectPlayed(playAt(spec.text("turn 1 A\n" + frontier + homeB + "  march 1 frontier\n"), "turn 1", placed));
    const auto p = playAt(spec.text("turn 1 A\n" + homeB + frontier + "  march 1 frontier\n"), "turn 1", placed);
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "d1")).loc.where, Where::Pool);  // Wing
    // Both are due before the first march.
    const std::string early = spec.text("turn 1 A\n" + homeB + "  march 1 frontier\n");
    expectRefused(playAt(early, "turn 1", placed), early, "march 1 frontier", "dragons at frontier");
}

TEST(EngineDragonBreath, ElementEffectsOnTheArmy) {
    // Air: melee halved in the army's roll. Death: its IDs count nothing. Ivory: nothing more.
    struct Case {
        const char* dragon;
        const char* roll;  // the army's roll after the breath killed c2 c5 c1 (5 health-worth)
        const char* effect;
    };
    const Case cases[] = {
        {"d1: Air Drake", "roll A melee=5 missile=0 save=0 : c3=2 c4=6 c6=6 c7=6 c8=3 c9=3", "Lightning Bolt"},
        {"d1: Death Drake", "roll A melee=0 missile=0 save=0 : c3=1 c4=1 c6=1 c7=1 c8=1 c9=1", "Dragon Plague"},
        {"d1: Ivory Drake", "roll A melee=9 missile=0 save=0 : c3=2 c4=6 c6=6 c7=6 c8=1 c9=2", ""},
        {"d1: Earth Drake", "roll A melee=0 missile=0 save=9 : c3=5 c4=2 c6=2 c7=2 c8=5 c9=1", "Petrify"},
    };
    for (const auto& c : cases) {
        const auto spec = bigArmy("d1: Fire Drake", c.dragon);
        const std::string text = spec.text(
            "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
            "    kill A c2 c5 c1\n    " +
            std::string(c.roll) + "\nresult none\n");
        const auto p = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
        expectPlayed(p);
        if (*c.effect == '\0') {
            EXPECT_TRUE(p.state.effects.empty()) << c.dragon;
        } else {
            ASSERT_EQ(p.state.effects.size(), 1U) << c.dragon;
            EXPECT_EQ(p.state.effects.front().source, c.effect);
        }
    }
}

TEST(EngineDragonBreath, PetrifyHalvesTheArmysManeuverThisTurn) {
    const auto spec = bigArmy("d1: Fire Drake", "d1: Earth Drake");
    const std::string head =
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c2 c5 c1\n    roll A melee=0 missile=0 save=9 : c3=5 c4=2 c6=2 c7=2 c8=5 c9=1\n"
        "  march 1 frontier\n    maneuver counter B\n";
    // c8 and c9 roll 2 maneuver each: 4, halved 2.
    const std::string good = spec.text(head +
                                       "    roll A maneuver=2 : c3=1 c4=2 c6=2 c7=2 c8=2 c9=2\n"
                                       "    roll B maneuver=0 : c1=2 c2=3 c3=2\n    terrain up\nresult none\n");
    expectPlayed(playWithDragons(good, "dragon-attack", {"B:d1"}, "frontier"));
    const std::string full = spec.text(head + "    roll A maneuver=4 : c3=1 c4=2 c6=2 c7=2 c8=2 c9=2\n");
    expectRefused(playWithDragons(full, "dragon-attack", {"B:d1"}, "frontier"), full, "roll A maneuver=4",
                  "maneuver total 2");
}

TEST(EngineDragonBreath, DragonFireBuriesTheKilledThatRollNoSave) {
    const auto spec = bigArmy("d1: Air Drake", "d1: Fire Drake");
    // The three units the breath killed roll: c2 a save (3), c5 none, c1 a save: c5 is buried.
    const std::string text = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c2 c5 c1\n    roll A save=4 : c2=5 c5=3 c1=2\n"
        "    roll A melee=0 missile=0 save=9 : c3=5 c4=2 c6=2 c7=2 c8=5 c9=1\n"
        "result none\n");
    const auto p = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c5")).loc.where, Where::Bua);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c2")).loc.where, Where::Dua);
    EXPECT_TRUE(p.state.effects.empty());
    const std::string skipped = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c2 c5 c1\n"
        "    roll A melee=0 missile=0 save=9 : c3=5 c4=2 c6=2 c7=2 c8=5 c9=1\n");
    expectRefused(playWithDragons(skipped, "dragon-attack", {"B:d1"}, "frontier"), skipped, "roll A melee=0",
                  "'c3' does not roll here");
}

TEST(SaiRiseFromTheAshes, RollsWhenTheBreathKillsAndAgainWhenDragonFireBuries) {
    auto spec = bigArmy("d1: Air Drake", "d1: Fire Drake");
    spec.aCampaign.replace(spec.aCampaign.find("c5: Dwarves Sergeant"), 20, "c5: Firewalkers Phoenix");
    // The breath kills the Phoenix and the Footman (5 health-worth): the Phoenix rolls (no rise), then both make the
    // Dragon Fire save; the Phoenix rolls none and is buried, rolls again and rises to the Reserve Area.
    const std::string text = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Breath\n"
        "    kill A c5 c1\n    roll A rise=0 : c5=4\n    roll A save=1 : c5=4 c1=2\n    roll A rise=1 : c5=9\n"
        "    roll A melee=0 missile=0 save=9 : c2=2 c3=5 c4=2 c6=2 c7=2 c8=5 c9=1\n"
        "result none\n");
    const auto p = playWithDragons(text, "dragon-attack", {"B:d1"}, "frontier");
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c5")).loc.where, Where::Reserve);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c1")).loc.where, Where::Dua);
}

// ---- whole-game logs with legal 24-point forces (tests/data/matchlogs/dragons/): each verifies as written, and its
// broken copy is caught at the line the copy changed (or, where the copy leaves a line out, at the next one).

void expectScenario(const std::string& name, const std::string& brokenLine, const std::string& why) {
    testing::expectScenarioAndBrokenCopy(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/", name, brokenLine, why,
                                         testing::CaughtAt::LastLineHolding);
}

TEST(EngineDragonScenario, ClawAttacksTheMarchingPlayerEachTurn) {
    expectScenario("claw", "kill A c2 c3", "4 damage must kill 4 health-worth");
    const auto s = replay(domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/claw.log"));
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Terrain);
}

TEST(EngineDragonScenario, TailRollsAgain) {
    expectScenario("tail", "roll B dragon", "'/ tail d1=<face>'");
}

TEST(EngineDragonScenario, WingFliesHome) {
    expectScenario("wing", "dragon-attack frontier          # the drake flew home", "there is no dragon at frontier");
}

TEST(EngineDragonScenario, ArmyKillsTheDragonAndPromotes) {
    expectScenario("killed", "dragon-damage A B:d1=missile", "takes 10 missile to kill");
    const auto s = replay(domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/killed.log"));
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "c1"), Where::Terrain);
}

TEST(EngineDragonScenario, BellyLeavesTheDragonWithoutSaves) {
    expectScenario("belly", "promote A c2 c1", "expected 'dragon-damage A");
}

TEST(EngineDragonScenario, BreathPerElement) {
    expectScenario("breath-water", "roll A melee=0 missile=2", "no assignment");
    expectScenario("breath-air", "roll A melee=2", "no assignment");
    expectScenario("breath-earth", "roll A maneuver=2", "maneuver total 1, not 2");
    expectScenario("breath-fire", "roll A melee=0 missile=0 save=1", "Dragon Fire killed is made by: c4 c2");
    expectScenario("breath-death", "roll A melee=0 missile=0 save=2", "no assignment");
    expectScenario("breath-ivory", "kill A c4", "must kill 5 health-worth");
    const auto s = replay(domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/breath-fire.log"));
    EXPECT_EQ(whereIs(s, 0, "c2"), Where::Bua);
    EXPECT_EQ(whereIs(s, 0, "c4"), Where::Dua);
}

TEST(EngineDragonScenario, DragonAgainstDragon) {
    expectScenario("dragon-against-dragon", "roll B dragon : d1=Breath", "dragon-target");
    const auto s =
        replay(domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/dragon-against-dragon.log"));
    EXPECT_EQ(whereIs(s, 0, "d1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 1, "d1"), Where::Terrain);
}

}  // namespace
}  // namespace muster::rules

namespace muster::rules {
namespace {

// Eldarim's Resist Fear (S0:L658): Dragonkin up to the health of the army's Eldarim roll against a dragon of their
// element (S0:L1189 would hold them back) like any other unit: as much of their health as the Eldarim health covers
// ("up to" is the most that can be applied, S0:L792; issue 28, which set is the roller's choice).
TEST(EngineSpeciesEldarim, ResistFearLetsDragonkinUpToTheEldarimHealthRoll) {
    auto spec =
        bigArmy("d1: Fire Drake, k1: Dragonkin Water Dragontroop, k2: Dragonkin Water Dragonhero", "d1: Water Drake");
    spec.aCampaign += ", e1: Eldarim Water Morehl Follower";
    // Claw: 6 damage against 17 + 1 (e1) saves, plus k1's melee and automatic save when it rolls.
    const std::string head = "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Claw\n";
    const std::string with = spec.text(head + "    roll A melee=1 missile=0 save=19 : " + kAllSave + " e1=5 k1=3\n");
    expectPlayed(playAt(with, "dragon-attack", {{"B:d1", "frontier"}, {"A:k1", "frontier"}}));
    // Leaving k1 out is refused: it is lifted, so it rolls with its army.
    const std::string without = spec.text(head + "    roll A melee=0 missile=0 save=18 : " + kAllSave + " e1=5\n");
    expectRefused(playAt(without, "dragon-attack", {{"B:d1", "frontier"}, {"A:k1", "frontier"}}), without,
                  "roll A melee=0", "1 health of them must roll, not 0 (left out: k1)");
    // k2 has 2 health and the Eldarim only 1: Resist Fear does not cover it.
    const std::string tooBig = spec.text(head + "    roll A melee=2 missile=0 save=20 : " + kAllSave + " e1=5 k2=4\n");
    expectRefused(playAt(tooBig, "dragon-attack", {{"B:d1", "frontier"}, {"A:k2", "frontier"}}), tooBig,
                  "roll A melee=2", "covers only 1 health");
    // Both small Dragonkin: 2 health of them against 1 of Eldarim; one of them (the roller's choice) rolls.
    spec.aPool += ", k3: Dragonkin Water Dragontroop";
    const std::string twoText =
        spec.text(head + "    roll A melee=2 missile=0 save=20 : " + kAllSave + " e1=5 k1=3 k3=3\n");
    expectRefused(playAt(twoText, "dragon-attack", {{"B:d1", "frontier"}, {"A:k1", "frontier"}, {"A:k3", "frontier"}}),
                  twoText, "roll A melee=2", "Resist Fear lets Dragonkin of up to 1 health");
    const std::string oneOfTwo =
        spec.text(head + "    roll A melee=1 missile=0 save=19 : " + kAllSave + " e1=5 k3=3\n");
    expectPlayed(playAt(oneOfTwo, "dragon-attack", {{"B:d1", "frontier"}, {"A:k1", "frontier"}, {"A:k3", "frontier"}}));
}

// Dragonkin Champion Logo (S0:L1199, L1420): in a melee attack the roller may move a summoned dragon that shares
// the champion's element to another terrain; in other rolls but individual saves it does nothing.
TEST(SaiDragonkinChampionLogo, MovesADragonOfItsElementInAMeleeAttack) {
    auto spec = bigArmy("d1: Fire Drake", "d1: Water Drake");
    spec.aCampaign +=
        ", k5: Dragonkin Water Dragonvictor";  // faces: 1 ID, 2 Belly, 3 Rend, 4 Breath, 5 Counter, 6 Logo
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : " + kAllSave + " k5=6\n";
    const std::string moved = spec.text(head + "    sai A Dragonkin Champion Logo k5 : B:d1 home:A\n");
    const auto p = playAt(moved, "sai A", {{"B:d1", "frontier"}, {"A:d1", "frontier"}});
    expectPlayed(p);
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(1, "d1")).loc, engine::Location::at(p.state.terrainIndex("home:A")));
    // The roller may leave the dragons where they are.
    const std::string stays = spec.text(head + "    sai A Dragonkin Champion Logo k5\n");
    const auto q = playAt(stays, "sai A", {{"B:d1", "frontier"}});
    expectPlayed(q);
    EXPECT_EQ(q.state.piece(q.state.pieceIndex(1, "d1")).loc, engine::Location::at(q.state.terrainIndex("frontier")));
    // Not a fire dragon (no shared element), not to the terrain it is at.
    const std::string fire = spec.text(head + "    sai A Dragonkin Champion Logo k5 : A:d1 home:A\n");
    expectRefused(playAt(fire, "sai A", {{"A:d1", "frontier"}}), fire, "sai A", "shares an element");
    const std::string same = spec.text(head + "    sai A Dragonkin Champion Logo k5 : B:d1 frontier\n");
    expectRefused(playAt(same, "sai A", {{"B:d1", "frontier"}}), same, "sai A", "from one terrain to another");
}

}  // namespace
}  // namespace muster::rules
