// The totals of a roll for given faces (muster/rules/judge/RollTotals.h), answered by the engine: the roll is applied
// to a copy of the state with its totals asked (kAskTotal), and a roll of one type is tried with each total.
#include "muster/rules/judge/RollTotals.h"

#include <algorithm>

#include "OptionMakers.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::judge {

namespace {

// The highest total tried beyond the engine's answer for a roll of one type.
constexpr int kTriedAbove = 16;

}  // namespace

RollTotalsResult rollTotals(const engine::Engine& engine, const engine::GameState& state, std::string_view rollLine) {
    RollTotalsResult out;
    std::string text(rollLine);
    const auto asked = static_cast<std::size_t>(std::count(text.begin(), text.end(), '?'));
    std::replace(text.begin(), text.end(), '?', '0');
    const auto header = headerFor(state);
    engine::Event event;
    try {
        event = matchlog::MatchLogParser::parseStatement(header, text, 1);
    } catch (const matchlog::MatchLogError& e) {
        out.problem = e.problem();
        return out;
    }
    if (event.kind != engine::EventKind::Roll && event.kind != engine::EventKind::HordeRoll) {
        out.problem = "not a roll line";
        return out;
    }
    for (auto& total : event.totals) total.value = engine::kAskTotal;
    engine::GameState next = state;
    std::vector<engine::AnsweredTotal> answers;
    if (const auto refused = engine.apply(next, event, answers)) {
        out.problem = refused->rulesGive;
        return out;
    }
    out.accepted = true;
    RollOutcomeTotals first;
    for (std::size_t i = 0; i < event.totals.size(); ++i)
        first.totals.push_back({event.totals[i].type, i < answers.size() ? answers[i].value : 0});
    out.deferred = answers.size() < std::min(asked, event.totals.size());
    // The line with the answers in place of the '?'.
    std::string written(rollLine);
    for (const auto& a : answers)
        if (const auto q = written.find('?'); q != std::string::npos) written.replace(q, 1, std::to_string(a.value));
    out.statement = written;
    if (!out.deferred) out.outcomes.push_back(first);
    // A roll of one type: each total the engine accepts (the optional counts-as results, Wilding's doubling).
    if (event.totals.size() == 1 && !out.deferred) {
        const int answer = first.totals.front().value;
        for (int value = 0; value <= answer + kTriedAbove; ++value) {
            auto tried = event;
            tried.totals.front().value = value;
            engine::GameState copy = state;
            if (!engine.apply(copy, tried)) out.acceptedTotals.push_back(value);
        }
    }
    return out;
}

}  // namespace muster::rules::judge
