#pragma once
// A random legal match log, driven by the rules engine's own expectations: at every step the engine says what
// it expects next (Engine::expect), the generator makes candidate statements of those kinds from the state
// (StatementCandidates), and the engine decides which of them is legal. The generator knows the log's grammar
// and a simple playing policy, never the rules: a roll states its faces and lets the engine answer the total
// (kAskTotal), an allocation is accepted or refused by the engine. Seeded and deterministic.
//
// Used for the test corpus (every generated log must verify, and the state invariants must hold after every
// statement), the benchmark corpus, and `muster-cli matchlog generate`. Reach counters say which statement
// kinds, SAIs and spells the generated games reached, so that a rule the generator never exercises shows.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::rules::matchlog {

struct GeneratorOptions {
    std::uint64_t seed = 1;
    int turns = 30;          // the game ends with 'result none' after this many turns, unless somebody wins
    int forceSize = 24;      // points per player
    int players = 2;         // 2 to 4 (A, B, C, D)
    std::string species[4];  // per player; empty: chosen at random among the species the engine can roll
    // Spells cast by the earlier games of a corpus (ReachCounters::spells). When given, half of the magic actions
    // offer the least cast spells first, so that a few hundred games cast every spell the engine models, however
    // rarely its species, element and targets come together.
    const std::map<std::string, long>* spellsCastBefore = nullptr;
    // A magic-heavy game (the benchmark's magic corpus): marches go first to terrains that show a magic face, a
    // successful maneuver turns the terrain to a magic face when it can, and the action is a magic action whenever
    // the terrain allows one. Only the order of the candidates changes; the engine still decides what is legal.
    bool magicFirst = false;
    // A champion game (rules/src/matchlog/ChampionFocus.h): Eldarim forces field all three white champions often,
    // Summon Dragon goes to where a champion stands, the answer to the dragons shows the champions' logos and their
    // powers (tame, slay, control, a controlled dragon's order, ride) come first. Only candidates change.
    bool dragonChampions = false;
    // An item game: every force of 36 points or more carries one or two medallions or relics (otherwise half of them
    // carry one; 24-point forces none). LegalLogGeneratorTest's item top-up, `rules reach --items`.
    bool exclusiveItems = false;
};

// How often the generated games reached each statement kind, SAI (rolled and accepted) and spell (cast).
struct ReachCounters {
    std::map<std::string, long> statements;
    std::map<std::string, long> sais;
    std::map<std::string, long> spells;
    void add(const ReachCounters& other);
};

struct GeneratedLog {
    std::string text;  // the whole log, header to result
    int statements = 0;
    int turns = 0;
    std::string result;  // the result line
    // Non-empty: the engine's expectation that no candidate met, and why the first ones were refused; the log
    // is cut back to the last point where the game could stop and ends with its result there.
    std::string stall;
    // Some candidate was refused as 'unsupported' (a rule not modelled yet): the candidates include deliberately
    // wrong variants (re-roll segments where the SAI does not roll again), so the others may be 'inconsistent'.
    bool stalledOnUnsupported = false;
    std::string unsupported;  // then: the first 'unsupported' refusal's message (what rule is missing)
    std::vector<std::string> invariants;  // engine self-check problems, "line N: ..." (must stay empty)
    ReachCounters reach;
};

class LegalLogGenerator {
public:
    explicit LegalLogGenerator(const domain::Catalog& catalog);
    ~LegalLogGenerator();
    LegalLogGenerator(const LegalLogGenerator&) = delete;
    LegalLogGenerator& operator=(const LegalLogGenerator&) = delete;

    [[nodiscard]] GeneratedLog generate(const GeneratorOptions& options) const;

private:
    struct Impl;
    const domain::Catalog& catalog_;
    std::unique_ptr<Impl> impl_;
};

}  // namespace muster::rules::matchlog
