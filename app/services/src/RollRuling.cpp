#include "muster/services/RollRuling.h"

#include <exception>

#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/judge/RollTotals.h"
#include "muster/rules/judge/StatementExplainer.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::services {

namespace {

namespace engine = rules::engine;
namespace judge = rules::judge;

std::string withoutColon(std::string head) {
    while (!head.empty() && (head.back() == ':' || head.back() == ' ')) head.pop_back();
    return head;
}

}  // namespace

RollRuling ruleOnRoll(const GameRecording& recording, const RecordingEntry& roll) {
    RollRuling out;
    const auto due = recording.dueRoll();
    if (!due) {
        out.problem = "no roll is due now";
        return out;
    }
    const auto& state = recording.state();
    const auto totals = judge::rollTotals(recording.engine(), state, roll.rollLine(withoutColon(due->head)));
    out.accepted = totals.accepted;
    out.problem = totals.problem;
    out.statement = totals.statement;
    if (!totals.accepted) return out;
    for (const auto& o : totals.outcomes) {
        std::string words;
        for (const auto& t : o.totals) words += (words.empty() ? "" : " ") + t.type + "=" + std::to_string(t.value);
        out.outcomes.push_back((words.empty() ? std::string("no totals") : words) +
                               (o.choice.empty() ? std::string() : "  (" + o.choice + ")"));
    }
    if (totals.deferred) out.outcomes.emplace_back("the totals are counted once the magic is spent (Cantrip)");
    if (totals.truncated) out.outcomes.emplace_back("(more outcomes exist; the simplest are listed)");

    // How the engine reads the line with the first outcome, and what follows from it.
    engine::Event event;
    try {
        const auto header = rules::matchlog::MatchLogParser::parse(recording.text(), "judge.log", {.unfinished = true});
        const int line = header.events.empty() ? 1 : header.events.back().line + 1;
        event = rules::matchlog::MatchLogParser::parseStatement(header, totals.statement, line);
    } catch (const std::exception& e) {  // a line whose totals are still to count ('?') is not a statement yet
        out.next.emplace_back(std::string("the line cannot be explained yet: ") + e.what());
        return out;
    }
    const auto explanation = judge::StatementExplainer(recording.engine()).explain(state, event);
    for (const auto& r : explanation.rules)
        out.rules.push_back(r.section + (r.lines.empty() ? "" : " (" + r.lines + ")") +
                            (r.gist.empty() ? "" : ": " + r.gist));
    for (const auto& r : explanation.rows) out.rules.push_back(r.name + " (" + r.kind + " table, " + r.lines + ")");
    for (const auto& rollExplained : explanation.rolls) {
        for (const auto& step : rollExplained.steps)
            for (const auto& l : step.lines)
                out.steps.push_back(std::to_string(step.number) + ". " + step.title + ": " + l);
        for (const auto& t : rollExplained.totals) out.steps.push_back("total: " + t);
    }
    auto after = state;
    if (const auto refused = recording.engine().apply(after, event)) {
        out.next.push_back("the engine refuses the line: " + refused->rulesGive);
        return out;
    }
    for (const auto& step : judge::LegalOptions(recording.engine()).of(after)) {
        out.next.push_back("next: " + step.expectation.what + (step.expectation.optional ? " (optional)" : ""));
        for (const auto& so : step.statements)
            for (const auto& o : so.options)
                out.next.push_back("  " + o.statement +
                                   (o.words.empty() || o.words == o.statement ? "" : "  - " + o.words));
    }
    return out;
}

}  // namespace muster::services
