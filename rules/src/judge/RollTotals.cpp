// The totals of a roll for given faces (muster/rules/judge/RollTotals.h): the outcomes Engine::rollOutcomes lists, one
// per distinct set of totals with the owner's choice that gives it. A roll it does not enumerate (one that only counts
// units, or whose totals wait for its Cantrip magic) is answered by the engine with its totals asked (kAskTotal).
#include "muster/rules/judge/RollTotals.h"

#include <algorithm>

#include "OptionMakers.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::judge {

namespace {

// The option's totals in the order the roll line states its types.
RollOutcomeTotals totalsOf(const engine::Event& event, const engine::RollOption& option) {
    RollOutcomeTotals out;
    out.choice = option.choices.text();
    for (const auto& stated : event.totals) {
        int value = 0;
        if (const auto type = engine::parseRollType(stated.type)) {
            value = option.totals[engine::index(*type)];
        } else {
            for (const auto& c : option.counted)
                if (c.type == stated.type) value = c.value;
        }
        out.totals.push_back({stated.type, value});
    }
    return out;
}

// The engine's own answer for the faces (the least the rules give), for a roll rollOutcomes does not list.
RollTotalsResult askedTotals(const engine::Engine& engine, const engine::GameState& state, std::string_view rollLine,
                             engine::Event event, std::size_t asked) {
    RollTotalsResult out;
    for (auto& total : event.totals) total.value = engine::kAskTotal;
    engine::GameState next = state;
    std::vector<engine::AnsweredTotal> answers;
    if (const auto refused = engine.apply(next, event, answers)) {
        out.problem = refused->rulesGive;
        return out;
    }
    out.accepted = true;
    out.deferred = answers.size() < std::min(asked, event.totals.size());
    std::string written(rollLine);
    for (const auto& a : answers)
        if (const auto q = written.find('?'); q != std::string::npos) written.replace(q, 1, std::to_string(a.value));
    out.statement = written;
    if (!out.deferred) {
        RollOutcomeTotals only;
        for (std::size_t i = 0; i < event.totals.size(); ++i)
            only.totals.push_back({event.totals[i].type, i < answers.size() ? answers[i].value : 0});
        if (only.totals.size() == 1) out.acceptedTotals.push_back(only.totals.front().value);
        out.outcomes.push_back(std::move(only));
    }
    return out;
}

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
    const auto outcomes = engine.rollOutcomes(state, event);
    if (outcomes.options.empty()) return askedTotals(engine, state, rollLine, event, asked);
    out.accepted = true;
    // A log before version 3 cannot write the choices: the line then states the totals alone.
    auto first = outcomes.options.front();
    if (state.logVersion < 3) first.choices = {};
    out.statement = engine::writeOption(rollLine, first);
    out.truncated = outcomes.truncated;
    for (const auto& option : outcomes.options) out.outcomes.push_back(totalsOf(event, option));
    if (event.totals.size() == 1) {
        for (const auto& o : out.outcomes) out.acceptedTotals.push_back(o.totals.front().value);
        std::sort(out.acceptedTotals.begin(), out.acceptedTotals.end());
        out.acceptedTotals.erase(std::unique(out.acceptedTotals.begin(), out.acceptedTotals.end()),
                                 out.acceptedTotals.end());
    }
    return out;
}

}  // namespace muster::rules::judge
