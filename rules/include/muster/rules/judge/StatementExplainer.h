#pragma once
// The judge's second question: how did the engine read this statement? For any statement: the step it met (what the
// rules expected there and why), the steps it closed on its way, the rules applied with their rulebook places (rule id,
// section, seed lines, and the row of each SAI and spell it involves), the choices it states, what changed in the game
// and what the rules expect next. For a roll, the ten steps of V4.01d Die Roll Resolution with what each die gave
// (IDs, icons, SAIs, modifiers that subtract, divide, multiply and add, counts-as results) and the totals. A statement
// the engine refuses is explained with the refusal. `muster-cli rules explain LOG --line N` prints it.
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/engine/Engine.h"
#include "muster/rules/engine/RulebookPlaces.h"

namespace muster::rules::judge {

struct RuleCitation {
    engine::Rule rule = engine::Rule::TurnSequence;
    std::string id;       // "melee"
    std::string section;  // "V4.01d Melee"
    std::string lines;    // "S0:L375-388"
    std::string gist;     // what the rule covers, in our words
};

// A row of the rulebook's SAI, spell or species ability tables the statement involves.
struct RowCitation {
    std::string kind;  // "sai", "spell", "ability"
    std::string name;
    std::string lines;  // "S0:L976"
};

// One of the ten steps of Die Roll Resolution (S0:L738-747), with what happened in it.
struct ResolutionStep {
    int number = 0;
    std::string title;
    std::vector<std::string> lines;
};

struct RollExplanation {
    std::string what;  // "B's save roll (save)"
    std::vector<ResolutionStep> steps;
    std::vector<std::string> totals;  // "save 3 (stated 3)", "save 3 to 5 (counts-as results may count)"
};

struct Explanation {
    int line = 0;
    std::string statement;
    int turn = 0;
    std::string player;  // whose turn
    std::string phase;
    std::string step;  // the frame's step that took it ("melee: save roll")
    std::string what;  // what the rules expected there
    std::string why;
    std::vector<std::string> passed;  // steps the statement closed on its way (their remaining statements optional)
    std::vector<RuleCitation> rules;
    std::vector<RowCitation> rows;
    std::vector<RollExplanation> rolls;
    std::vector<std::string> choices;    // what the statement chooses (targets, annotations, re-rolls, placements)
    std::vector<std::string> changes;    // what changed in the game
    std::vector<std::string> next;       // what the rules expect after it
    std::optional<std::string> refused;  // the engine refused it: why
};

class StatementExplainer {
public:
    explicit StatementExplainer(const engine::Engine& engine) : engine_(engine) {}
    // `before` is the state before the statement.
    [[nodiscard]] Explanation explain(const engine::GameState& before, const engine::Event& event) const;

private:
    const engine::Engine& engine_;
};

// The citation of a rule id.
[[nodiscard]] RuleCitation citationOf(engine::Rule rule);

}  // namespace muster::rules::judge
