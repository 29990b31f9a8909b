#pragma once
// The legal-log generator's move generator: for a statement kind the engine expects, the statements of that kind
// a player could write in this state (in the order the playing policy prefers them). The engine decides which
// of them are legal; a maker may offer nothing for an optional statement the policy declines. One small maker
// per statement kind, found by kind; a kind without a maker is never generated (its reach counter stays 0).
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/Engine.h"

namespace muster::rules::matchlog {

struct Candidate {
    // The statement. A roll writes each total as '?': the engine answers them (kAskTotal).
    std::string text;
    [[nodiscard]] bool asksTotal() const { return text.find('?') != std::string::npos; }
};

struct CandidateContext {
    const domain::Catalog& catalog;
    const engine::GameState& state;
    std::mt19937_64& rng;
    int turnLimit = 30;
    const std::map<std::string, long>* spellsCastBefore = nullptr;  // GeneratorOptions::spellsCastBefore
    bool magicFirst = false;                                         // GeneratorOptions::magicFirst
    [[nodiscard]] bool chance(double p) const { return std::bernoulli_distribution(p)(rng); }
};

using CandidateMaker =
    std::function<void(const CandidateContext&, const engine::Expectation&, std::vector<Candidate>&)>;

class StatementCandidates {
public:
    StatementCandidates();
    // Appends the candidates for one kind of an expectation.
    void make(engine::EventKind kind, const CandidateContext& context, const engine::Expectation& expectation,
              std::vector<Candidate>& out) const;
    [[nodiscard]] bool has(engine::EventKind kind) const;

private:
    std::vector<CandidateMaker> makers_;  // by EventKind
};

}  // namespace muster::rules::matchlog
