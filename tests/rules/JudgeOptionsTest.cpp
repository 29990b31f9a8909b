// The judge's option lists (rules/judge/LegalOptions): scenes with known answers (the casualty sets of a damage, the
// marches, actions and counter-maneuvers, a roll's dice and faces, the totals for given faces), and two properties
// over generated games: every listed option is a statement the engine accepts, and every statement the legal-log
// generator wrote is among the options where the list claims to be complete.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <utility>

#include "JudgeTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/judge/RollTotals.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

namespace muster::rules {
namespace {

using engine::EventKind;
using judge::Coverage;
using judge::ExpectedStep;
using judge::LegalOptions;
using judge::StatementOptions;
using testing::LogSpec;
using testing::replayText;

// A melee at the frontier (face 6): A's melee 4 against B's save 2, so B allocates 2 damage.
const char* const kMelee =
    "turn 1 A\nmarch 1 frontier\naction melee B\nroll A melee=4 : c1=3 c2=3 c3=2\nroll B save=2 : c1=1 c2=2 c3=1\n";

std::vector<ExpectedStep> optionsAfter(const LogSpec& spec, const std::string& body) {
    const auto r = replayText(spec.text(body));
    EXPECT_TRUE(r.verdict.verified()) << r.verdict.message;
    if (!r.state) return {};
    return LegalOptions(testing::sceneVerifier().engine()).of(*r.state);
}

// The first step that takes statements of `kind`, with its list of them (nulls when no step does).
std::pair<const ExpectedStep*, const StatementOptions*> firstOfKind(const std::vector<ExpectedStep>& steps,
                                                                   EventKind kind) {
    for (const auto& step : steps)
        for (const auto& so : step.statements)
            if (so.kind == kind) return {&step, &so};
    return {nullptr, nullptr};
}

const StatementOptions* kindIn(const std::vector<ExpectedStep>& steps, EventKind kind) {
    return firstOfKind(steps, kind).second;
}

std::vector<std::string> statementsOf(const StatementOptions& so) {
    std::vector<std::string> out;
    for (const auto& o : so.options) out.push_back(o.statement);
    return out;
}

bool has(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

TEST(JudgeOptions, KillListsTheCheapestExactCoversFirst) {
    const auto steps = optionsAfter(LogSpec{}, kMelee);
    const auto* kill = kindIn(steps, EventKind::Kill);
    ASSERT_NE(kill, nullptr);
    EXPECT_EQ(kill->coverage, Coverage::Complete);
    EXPECT_EQ(kill->who, 1);
    // 2 damage: the Sergeant alone (2 points, one die) or the Footman and the Crossbowman (2 points, two dice).
    EXPECT_EQ(statementsOf(*kill), (std::vector<std::string>{"kill B c2", "kill B c1 c3"}));
    EXPECT_EQ(kill->options.front().healthWorth, 2);
    EXPECT_EQ(kill->options.front().points, 2);
    EXPECT_NE(kill->options.front().words.find("2 of 2 damage"), std::string::npos) << kill->options.front().words;
}

TEST(JudgeOptions, AlikeUnitsAreListedOnce) {
    LogSpec spec;
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Footman, c3: Dwarves Footman";
    const auto steps = optionsAfter(spec,
                                    "turn 1 A\nmarch 1 frontier\naction melee B\nroll A melee=4 : c1=3 c2=3 c3=2\n"
                                    "roll B save=2 : c1=1 c2=1 c3=3\n");
    const auto* kill = kindIn(steps, EventKind::Kill);
    ASSERT_NE(kill, nullptr);
    EXPECT_EQ(statementsOf(*kill), (std::vector<std::string>{"kill B c1 c2"}));  // any two of the three Footmen
    EXPECT_EQ(kill->coverage, Coverage::Complete);
}

TEST(JudgeOptions, DamageNoSetCoversExactlyKillsTheMostItCan) {
    LogSpec spec;
    spec.bCampaign = "c1: Dwarves Sergeant, c2: Dwarves Sergeant";  // 2 health each
    // A: 2 + 2 + 1 melee; B's Sergeants show 2 Maneuver (no save): 5 damage, of which 4 can be covered.
    const auto steps = optionsAfter(spec,
                                    "turn 1 A\nmarch 1 frontier\naction melee B\n"
                                    "roll A melee=5 : c1=6 c2=3 c3=2\nroll B save=0 : c1=2 c2=2\n");
    const auto* kill = kindIn(steps, EventKind::Kill);
    ASSERT_NE(kill, nullptr);
    EXPECT_EQ(statementsOf(*kill), (std::vector<std::string>{"kill B c1 c2"}));
    ASSERT_FALSE(kill->options.empty());
    EXPECT_NE(kill->options.front().words.find("4 of 5 damage"), std::string::npos) << kill->options.front().words;
}

TEST(JudgeOptions, TurnListsTheMarchesAndThePhasesAhead) {
    const auto steps = optionsAfter(LogSpec{}, "turn 1 A\n");
    const auto* march = kindIn(steps, EventKind::March);
    ASSERT_NE(march, nullptr);
    const auto marches = statementsOf(*march);
    EXPECT_TRUE(has(marches, "march 1 frontier"));
    EXPECT_TRUE(has(marches, "march 1 home:A"));
    EXPECT_TRUE(has(marches, "march 1 home:B"));     // A's horde
    EXPECT_FALSE(has(marches, "march 2 frontier"));  // the second march needs the first
    const auto* phase = kindIn(steps, EventKind::Phase);
    ASSERT_NE(phase, nullptr);
    EXPECT_TRUE(has(statementsOf(*phase), "phase reserves"));
}

TEST(JudgeOptions, ManeuverAndActionFollowTheTerrain) {
    const auto steps = optionsAfter(LogSpec{}, "turn 1 A\nmarch 1 frontier\n");
    const auto* maneuver = kindIn(steps, EventKind::Maneuver);
    ASSERT_NE(maneuver, nullptr);
    EXPECT_EQ(statementsOf(*maneuver), (std::vector<std::string>{"maneuver", "maneuver counter B"}));
    const auto* action = kindIn(steps, EventKind::Action);
    ASSERT_NE(action, nullptr);
    // The frontier shows melee (face 6): only a melee attack on B's army there.
    EXPECT_EQ(statementsOf(*action), (std::vector<std::string>{"action melee B"}));
    EXPECT_EQ(action->coverage, Coverage::Complete);
}

TEST(JudgeOptions, RollListsWhoRollsTheFacesAndTheWords) {
    const auto steps = optionsAfter(LogSpec{}, "turn 1 A\nmarch 1 frontier\naction melee B\n");
    const auto roll = std::find_if(steps.begin(), steps.end(), [](const auto& s) { return s.roll.has_value(); });
    ASSERT_NE(roll, steps.end());
    EXPECT_EQ(roll->roll->who, 0);
    EXPECT_EQ(roll->roll->totals, (std::vector<std::string>{"melee"}));
    EXPECT_EQ(roll->roll->head, "roll A melee=? :");
    ASSERT_EQ(roll->roll->dice.size(), 3U);
    // Dwarves Footman: 1 ID, 2 Save, 3 Melee, 4 Melee, 5 Save, 6 2 Melee.
    const auto& footman = roll->roll->dice.front().faces;
    ASSERT_EQ(footman.size(), 4U);
    EXPECT_EQ(footman[0].token, "ID");
    EXPECT_EQ(footman[1].numbers, (std::vector<int>{2, 5}));
    EXPECT_EQ(footman[2].token, "1Melee");
    EXPECT_EQ(footman[3].token, "2Melee");
}

TEST(JudgeOptions, RollTotalsComeFromTheFaces) {
    const auto r = replayText(LogSpec{}.text("turn 1 A\nmarch 1 frontier\naction melee B\n"));
    ASSERT_TRUE(r.state);
    const auto& engine = testing::sceneVerifier().engine();
    const auto totals = judge::rollTotals(engine, *r.state, "roll A melee=? : c1=3 c2=3 c3=2");
    ASSERT_TRUE(totals.accepted) << totals.problem;
    EXPECT_EQ(totals.statement, "roll A melee=4 : c1=3 c2=3 c3=2");
    ASSERT_EQ(totals.outcomes.size(), 1U);
    EXPECT_EQ(totals.outcomes.front().totals.front().value, 4);
    EXPECT_EQ(totals.acceptedTotals, (std::vector<int>{4}));
    // By icon tokens too; a die left out is refused with the engine's reason.
    EXPECT_TRUE(judge::rollTotals(engine, *r.state, "roll A melee=? : c1=1Melee c2=2Melee c3=Melee").accepted);
    const auto missing = judge::rollTotals(engine, *r.state, "roll A melee=? : c1=3 c2=3");
    EXPECT_FALSE(missing.accepted);
    EXPECT_FALSE(missing.problem.empty());
}

TEST(JudgeOptions, EveryFaceTokenReadsAsItsFace) {
    const auto r = replayText(LogSpec{}.text("turn 1 A\nmarch 1 frontier\naction melee B\n"));
    ASSERT_TRUE(r.state);
    const auto& engine = testing::sceneVerifier().engine();
    const auto steps = LegalOptions(engine).of(*r.state);
    ASSERT_TRUE(steps.front().roll);
    const auto& roll = *steps.front().roll;
    for (std::size_t d = 0; d < roll.dice.size(); ++d)
        for (const auto& face : roll.dice[d].faces) {
            std::string line = roll.head;
            for (std::size_t k = 0; k < roll.dice.size(); ++k)
                line += " " + r.state->label(roll.dice[k].piece) + "=" + (k == d ? face.token : std::string("1"));
            EXPECT_TRUE(judge::rollTotals(engine, *r.state, line).accepted) << line;
        }
}

TEST(JudgeOptions, WildGrowthListsEverySetOfPromotions) {
    // X=4: two alike Footmen and a Crossbowman (1 health each) may become two alike Sergeants or a Marksman of the
    // DUA. Sets of three, two and one promotion, alike pieces and pairings that exchange the same units once: 1 + 4
    // + 4.
    const auto r = replayText(domain::readFile(std::string(MUSTER_TEST_DATA) + "/judge/wild-growth-before-sai.log"));
    ASSERT_TRUE(r.verdict.verified()) << r.verdict.message;
    ASSERT_TRUE(r.state);
    const auto steps = LegalOptions(testing::sceneVerifier().engine()).of(*r.state);
    const auto* sai = kindIn(steps, EventKind::Sai);
    ASSERT_NE(sai, nullptr);
    EXPECT_EQ(sai->coverage, Coverage::Complete);
    const std::string head = "sai A Wild Growth c4";
    EXPECT_EQ(statementsOf(*sai), (std::vector<std::string>{
                                      head,
                                      head + " : c1 d1 c2 d3 c3 d2",
                                      head + " : c1 d1 c2 d3",
                                      head + " : c1 d1 c2 d2",
                                      head + " : c1 d1 c3 d3",
                                      head + " : c1 d1 c3 d2",
                                      head + " : c1 d1",
                                      head + " : c1 d2",
                                      head + " : c3 d1",
                                      head + " : c3 d2",
                                  }));
    // The engine refuses what the list leaves out: a unit twice, a spare of another health.
    const LegalOptions options(testing::sceneVerifier().engine());
    EXPECT_FALSE(options.accepts(*r.state, head + " : c1 d1 c1 d3"));
    EXPECT_FALSE(options.accepts(*r.state, head + " : c4 d1"));
}

// ---------------------------------------------------------------- over generated games

// SAIs whose targets are pieces of the roller's own (its army's units, its DUA's): Wild Growth's promotions,
// Regenerate's and the Gold Medallion's returns, the Elemental Relic's recruits and promotions.
bool aimsAtOwnPieces(const engine::Event& e) {
    std::string all;
    for (const auto& a : e.args) all += a + " ";
    for (const char* name : {"Wild Growth", "Regenerate", "Gold Medallion", "Elemental Relic"})
        if (all.find(name) != std::string::npos) return true;
    return false;
}

// A spell's payment in one form: elements in lower case, several in one order, one as 'fire' ('Fire', 'fire=14').
std::string payment(std::string w) {
    std::transform(w.begin(), w.end(), w.begin(), [](unsigned char ch) { return std::tolower(ch); });
    if (w.find('=') == std::string::npos) return w;
    std::vector<std::string> parts;
    std::istringstream in(w);
    for (std::string part; std::getline(in, part, '+');) parts.push_back(part);
    if (parts.size() == 1) return parts.front().substr(0, parts.front().find('='));
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const auto& part : parts) out += (out.empty() ? "" : "+") + part;
    return out;
}

// A statement in a form that does not depend on which of several alike pieces it names, nor on the order of its
// words: the kind, the player and the words, each piece replaced by its likeness. Labels without a player are the
// statement's player's (or those of a player the words name before them), an SAI's targets those of `targetOwner` (the
// attacked army's owner) when it has one and the SAI does not aim at its roller's own pieces.
std::string canonical(const engine::GameState& s, const engine::Event& e, int targetOwner) {
    const int player = s.playerIndex(e.player);
    auto word = [&](const std::string& w, int owner) {
        int piece = -1;
        if (const auto colon = w.find(':'); colon != std::string::npos) {
            const int named = s.playerIndex(w.substr(0, colon));
            if (named >= 0) piece = s.pieceIndex(named, w.substr(colon + 1));
        } else if (owner >= 0) {
            piece = s.pieceIndex(owner, w);
        }
        return piece >= 0 ? LegalOptions::alikeKey(s, piece) : w;
    };
    std::vector<std::string> words;
    int owner = player;  // a player named among the words owns the labels after it ('temple A B c4')
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        const auto& w = e.args[i];
        if (const int named = s.playerIndex(w); named >= 0) owner = named;
        words.push_back(e.kind == EventKind::Cast && i == 1 ? payment(w) : word(w, owner));
    }
    std::sort(words.begin(), words.end());
    std::vector<std::string> targets;
    const int targetsOwner = e.kind == EventKind::Sai && targetOwner >= 0 && !aimsAtOwnPieces(e) ? targetOwner : player;
    for (const auto& w : e.targets) targets.push_back(word(w, targetsOwner));
    std::sort(targets.begin(), targets.end());
    std::string out = std::string(engine::toString(e.kind)) + "|" + e.player + "|" + std::to_string(e.number);
    for (const auto& w : words) out += " " + w;
    out += " :";
    for (const auto& w : targets) out += " " + w;
    return out;
}

struct CorpusCheck {
    int positions = 0;
    int optionsTried = 0;
    int writtenChecked = 0;
    // The written statements found in complete lists, of the kinds that were once listed in part: promotions after a
    // dragon is killed, an SAI's promotions (Wild Growth, the Elemental Relic), Summon White Dragon paid with several
    // elements.
    int promotionsFound = 0;
    int saiPromotionsFound = 0;
    int mixedPaymentsFound = 0;
    std::vector<std::string> problems;
};

void checkGame(const matchlog::GeneratedLog& game, CorpusCheck& check, int every) {
    static const MatchVerifier verifier(testing::engineCatalog());
    const auto r = replayText(game.text, true, verifier);
    ASSERT_TRUE(r.verdict.verified()) << r.verdict.message;
    const LegalOptions options(verifier.engine());
    for (std::size_t i = 0; i < r.log.events.size() && i < r.before.size(); i += static_cast<std::size_t>(every)) {
        const auto& state = r.before[i];
        const auto& next = r.log.events[i];
        const auto steps = options.of(state);
        ++check.positions;
        const auto problem = [&](const std::string& what) {
            if (check.problems.size() < 40)
                check.problems.push_back("line " + std::to_string(next.line) + " ('" + next.text + "'): " + what);
        };
        // Every listed option is accepted: parsed as a log line and applied to a copy of the state.
        for (const auto& step : steps)
            for (const auto& so : step.statements)
                for (const auto& o : so.options) {
                    std::string text = o.statement;
                    if (o.pick && !o.pick->from.empty()) text += o.pick->lead + state.label(o.pick->from.front());
                    ++check.optionsTried;
                    if (!options.accepts(state, text)) problem("the listed '" + text + "' is refused");
                }
        // The statement the generator wrote is listed where its kind's list is complete.
        const auto [at, kind] = firstOfKind(steps, next.kind);
        if (kind == nullptr) {
            problem("its kind is not among the kinds the options list");
            continue;
        }
        if (next.kind == EventKind::Roll || next.kind == EventKind::HordeRoll) {
            const judge::RollOptions* roll = at->roll ? &*at->roll : nullptr;
            for (const auto& d : at->dispelRolls)
                if (state.pid(d.who) == next.player &&
                    std::find(next.bare.begin(), next.bare.end(), "dispel") != next.bare.end())
                    roll = &d;
            if (roll == nullptr) {
                problem("a roll, but the step lists no roll");
                continue;
            }
            std::set<std::string> must;
            std::set<std::string> may;
            for (const auto& d : roll->dice) (d.optional ? may : must).insert(state.label(d.piece));
            std::set<std::string> rolled;
            for (const auto& f : next.faces) rolled.insert(f.unit.substr(f.unit.find(':') + 1));
            for (const auto& m : must)
                if (rolled.count(m) == 0) problem("die " + m + " is listed as rolling, but the roll leaves it out");
            for (const auto& u : rolled)
                if (must.count(u) == 0 && may.count(u) == 0) problem("die " + u + " rolls, but is not listed");
            ++check.writtenChecked;
            continue;
        }
        if (kind->coverage == Coverage::Complete) {
            const int targets = at->expectation.opponent;
            const std::string want = canonical(state, next, targets);
            const bool listed = std::any_of(kind->options.begin(), kind->options.end(), [&](const auto& o) {
                const auto e = matchlog::MatchLogParser::parseStatement(r.log, o.statement, next.line);
                return canonical(state, e, targets) == want;
            });
            if (!listed) problem("complete list of " + std::string(engine::toString(next.kind)) + " lacks it");
            if (!listed && std::getenv("MUSTER_JUDGE_DEBUG") != nullptr)
                for (const auto& o : kind->options) std::cerr << "    listed: " << o.statement << "\n";
            ++check.writtenChecked;
            if (listed && next.kind == EventKind::Promote) ++check.promotionsFound;
            if (listed && next.kind == EventKind::Sai && !next.targets.empty() &&
                (next.text.find("Wild Growth") != std::string::npos ||
                 next.text.find("promote") != std::string::npos))
                ++check.saiPromotionsFound;
            if (listed && next.kind == EventKind::Cast && next.args.size() > 1 &&
                next.args[1].find('+') != std::string::npos)
                ++check.mixedPaymentsFound;
        } else if (kind->coverage == Coverage::Open) {
            const bool listed = std::any_of(kind->options.begin(), kind->options.end(), [&](const auto& o) {
                if (next.text.rfind(o.statement, 0) != 0) return false;
                if (!o.pick) return next.text == o.statement;
                std::istringstream rest(next.text.substr(o.statement.size()));
                for (std::string w; rest >> w;) {
                    if (w == ":") continue;
                    const auto named = [&](const std::vector<int>& v) {
                        return std::any_of(v.begin(), v.end(), [&](int p) {
                            return state.label(p) == w || state.pid(state.piece(p).owner) + ":" + state.label(p) == w;
                        });
                    };
                    if (!named(o.pick->from) && !named(o.pick->along)) return false;
                }
                return true;
            });
            if (!listed) problem("open list of " + std::string(engine::toString(next.kind)) + " lacks it");
            ++check.writtenChecked;
        }
    }
}

TEST(JudgeCorpus, ListedOptionsAreLegalAndWrittenStatementsAreListed) {
    const matchlog::LegalLogGenerator generator(testing::engineCatalog());
    CorpusCheck check;
    std::vector<matchlog::GeneratorOptions> games;
    // MUSTER_JUDGE_SEEDS=N plays N two-player games instead of 10 (a longer search for a missing or illegal option);
    // MUSTER_JUDGE_DEBUG=1 prints a complete list that lacks the written statement.
    const char* seeds = std::getenv("MUSTER_JUDGE_SEEDS");
    const std::uint64_t twoPlayerGames = seeds != nullptr ? std::strtoull(seeds, nullptr, 10) : 10;
    for (std::uint64_t seed = 1; seed <= twoPlayerGames; ++seed) {
        matchlog::GeneratorOptions o;
        o.seed = seed;
        o.turns = 8;
        games.push_back(o);
    }
    // Three players, 36-point forces with items, magic-heavy games, Eldarim champions against dragons: 2 of each (a
    // tenth of MUSTER_JUDGE_SEEDS when more).
    const std::uint64_t others = std::max<std::uint64_t>(2, twoPlayerGames / 10);
    for (std::uint64_t seed = 101; seed < 101 + others; ++seed) {
        matchlog::GeneratorOptions three;
        three.seed = seed;
        three.turns = 6;
        three.players = 3;
        games.push_back(three);
        matchlog::GeneratorOptions items;
        items.seed = seed;
        items.turns = 6;
        items.forceSize = 36;
        items.exclusiveItems = true;
        games.push_back(items);
        matchlog::GeneratorOptions magic;
        magic.seed = seed;
        magic.turns = 8;
        magic.magicFirst = true;
        games.push_back(magic);
        matchlog::GeneratorOptions champions;
        champions.seed = seed;
        champions.turns = 8;
        champions.dragonChampions = true;
        champions.species[0] = champions.species[1] = "Eldarim";
        games.push_back(champions);
    }
    for (const auto& o : games) {
        const auto game = generator.generate(o);
        checkGame(game, check, 1);
    }
    std::string all;
    for (const auto& p : check.problems) all += "\n  " + p;
    EXPECT_TRUE(check.problems.empty()) << check.problems.size() << " problem(s):" << all;
    EXPECT_GT(check.positions, 500);
    EXPECT_GT(check.optionsTried, 2000);
    EXPECT_GT(check.writtenChecked, 400);
}

// The generated games seldom kill a dragon, promote with an SAI or pay Summon White Dragon with several elements; the
// hand-written logs (tests/data/matchlogs) do. At each such statement the list of its kind is complete and holds it.
TEST(JudgeCorpus, HandWrittenPromotionsAndSplitPaymentsAreListed) {
    const std::regex wanted(
        R"(^(promote [A-Z]|cast [A-Z] Summon White Dragon with [a-z]+=|sai [A-Z] (Wild Growth|Elemental Relic) \S+ :))");
    const LegalOptions options(testing::sceneVerifier().engine());
    CorpusCheck check;
    int files = 0;
    std::string unverified;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::string(MUSTER_TEST_DATA) + "/matchlogs")) {
        const auto name = entry.path().filename().string();
        // Broken copies fail on purpose, and so do some of the engine's scenario logs (scenarios/).
        if (entry.path().extension() != ".log" || name.find("broken") != std::string::npos ||
            entry.path().parent_path().filename() == "scenarios")
            continue;
        const auto text = domain::readFile(entry.path().string());
        if (text.find("promote ") == std::string::npos && text.find("Summon White Dragon with") == std::string::npos &&
            text.find("Wild Growth") == std::string::npos && text.find("Elemental Relic") == std::string::npos)
            continue;
        const auto r = replayText(text, true);
        if (!r.verdict.verified()) {
            unverified += "\n  " + name + ": " + r.verdict.message;
            continue;
        }
        ++files;
        for (std::size_t i = 0; i < r.log.events.size() && i < r.before.size(); ++i) {
            const auto& next = r.log.events[i];
            if (!std::regex_search(next.text, wanted)) continue;
            const auto steps = options.of(r.before[i]);
            const auto [at, kind] = firstOfKind(steps, next.kind);
            const std::string where = name + ":" + std::to_string(next.line) + " '" + next.text + "'";
            ASSERT_NE(kind, nullptr) << where;
            EXPECT_EQ(kind->coverage, Coverage::Complete) << where;
            const int targets = at->expectation.opponent;
            const std::string want = canonical(r.before[i], next, targets);
            const bool listed = std::any_of(kind->options.begin(), kind->options.end(), [&](const auto& o) {
                const auto e = matchlog::MatchLogParser::parseStatement(r.log, o.statement, next.line);
                return canonical(r.before[i], e, targets) == want;
            });
            EXPECT_TRUE(listed) << where << " is not among the " << kind->options.size() << " listed";
            if (next.kind == EventKind::Promote) ++check.promotionsFound;
            if (next.kind == EventKind::Sai) ++check.saiPromotionsFound;
            if (next.kind == EventKind::Cast) ++check.mixedPaymentsFound;
        }
    }
    EXPECT_GT(files, 10);
    EXPECT_TRUE(unverified.empty()) << unverified;
    EXPECT_GE(check.promotionsFound, 5);
    EXPECT_GE(check.saiPromotionsFound, 3);
    EXPECT_GE(check.mixedPaymentsFound, 3);
    std::cout << files << " logs: " << check.promotionsFound << " promotions after a dragon, "
              << check.saiPromotionsFound << " SAI promotions, " << check.mixedPaymentsFound
              << " payments of several elements\n";
}

}  // namespace
}  // namespace muster::rules
