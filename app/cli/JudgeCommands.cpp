// muster-cli rules expect LOG [--faces "..."] and rules explain LOG --line N: the judge's questions about a match log
// (docs/judge.md). The answers come from rules/judge (LegalOptions, RollTotals, StatementExplainer); this file only
// prints them, in words and as JSON (the field names are documented in docs/judge.md and stay stable).
#include <iostream>
#include <sstream>

#include "CliContext.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/RulebookPlaces.h"
#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/judge/RollTotals.h"
#include "muster/rules/judge/StatementExplainer.h"
#include "muster/services/LogReplay.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::cli {

namespace {

using nlohmann::json;
namespace engine = rules::engine;
namespace judge = rules::judge;

std::string pieceRef(const engine::GameState& s, int piece) {
    return s.pid(s.piece(piece).owner) + ":" + s.label(piece);
}

std::string placeName(const engine::GameState& s, engine::Location loc) {
    return loc.where == engine::Where::Removed ? std::string() : s.locationName(loc);
}

json ruleJson(engine::Rule rule) {
    const auto c = judge::citationOf(rule);
    return {{"id", c.id}, {"section", c.section}, {"lines", c.lines}};
}

std::string ruleWords(engine::Rule rule) {
    const auto c = judge::citationOf(rule);
    return c.id + ": " + c.section + (c.lines.empty() ? "" : ", " + c.lines);
}

std::string facesText(const judge::RollingDie& d) {
    std::string out;
    for (const auto& f : d.faces) {
        std::string numbers;
        for (const int n : f.numbers) numbers += (numbers.empty() ? "" : ",") + std::to_string(n);
        out += (out.empty() ? "" : "  ") + numbers + "=" + f.token;
    }
    return out;
}

std::string phaseOf(const engine::GameState& s) {
    if (s.gameOver() || s.finished) return "game over";
    return s.turn.number == 0 ? std::string("setup") : std::string(engine::toString(s.turn.phase));
}

// ---------------------------------------------------------------- expect: JSON

json optionJson(const engine::GameState& s, const judge::LegalOption& o) {
    json j{{"statement", o.statement}, {"words", o.words}};
    json pieces = json::array();
    for (const int p : o.pieces) pieces.push_back(pieceRef(s, p));
    j["pieces"] = pieces;
    if (o.healthWorth > 0) j["health_worth"] = o.healthWorth;
    if (o.points > 0) j["points"] = o.points;
    if (o.pick) {
        json from = json::array();
        for (const int p : o.pick->from) from.push_back(pieceRef(s, p));
        json along = json::array();
        for (const int p : o.pick->along) along.push_back(pieceRef(s, p));
        j["pick"] = {{"from", from}, {"along", along}};
        if (o.pick->maxHealth >= 0) j["pick"]["max_health"] = o.pick->maxHealth;
        if (o.pick->maxPieces >= 0) j["pick"]["max_pieces"] = o.pick->maxPieces;
    }
    if (!o.spell.empty())
        j["spell"] = {{"name", o.spell}, {"element", o.element}, {"cost", o.cost}, {"max_castings", o.maxCastings}};
    return j;
}

json rollJson(const engine::GameState& s, const domain::Catalog& catalog, const judge::RollOptions& r);

json stepJson(const engine::GameState& s, const domain::Catalog& catalog, const judge::ExpectedStep& step) {
    const auto& x = step.expectation;
    json j{{"what", x.what},
           {"why", x.why},
           {"who", x.who >= 0 ? json(s.pid(x.who)) : json(nullptr)},
           {"optional", x.optional},
           {"rule", ruleJson(x.rule)}};
    if (x.amount > 0) j["amount"] = x.amount;
    if (const auto place = placeName(s, x.place); !place.empty()) j["place"] = place;
    json statements = json::array();
    for (const auto& so : step.statements) {
        json st{{"kind", std::string(engine::toString(so.kind))},
                {"who", so.who >= 0 ? json(s.pid(so.who)) : json(nullptr)},
                {"form", so.form},
                {"coverage", std::string(judge::toString(so.coverage))}};
        json options = json::array();
        for (const auto& o : so.options) options.push_back(optionJson(s, o));
        st["options"] = options;
        statements.push_back(st);
    }
    j["statements"] = statements;
    if (step.roll) j["roll"] = rollJson(s, catalog, *step.roll);
    if (!step.dispelRolls.empty()) {
        json rolls = json::array();
        for (const auto& r : step.dispelRolls) rolls.push_back(rollJson(s, catalog, r));
        j["dispel_rolls"] = rolls;
    }
    return j;
}

json rollJson(const engine::GameState& s, const domain::Catalog& catalog, const judge::RollOptions& r) {
    {
        json dice = json::array();
        for (const auto& d : r.dice) {
            json faces = json::array();
            for (const auto& f : d.faces)
                faces.push_back({{"numbers", f.numbers}, {"icon", f.icon}, {"amount", f.amount}, {"token", f.token}});
            dice.push_back({{"piece", pieceRef(s, d.piece)},
                            {"die", catalog.die(s.piece(d.piece).die).name},
                            {"optional", d.optional},
                            {"faces", faces}});
        }
        return {{"who", r.who >= 0 ? json(s.pid(r.who)) : json(nullptr)},
                {"words", r.words},
                {"totals", r.totals},
                {"head", r.head},
                {"dice", dice}};
    }
}

json totalsJson(const judge::RollTotalsResult& t) {
    json outcomes = json::array();
    for (const auto& o : t.outcomes) {
        json totals = json::object();
        for (const auto& st : o.totals) totals[st.type] = st.value;
        outcomes.push_back({{"choice", o.choice}, {"totals", totals}});
    }
    return {{"accepted", t.accepted},
            {"problem", t.problem},
            {"statement", t.statement},
            {"outcomes", outcomes},
            {"accepted_totals", t.acceptedTotals},
            {"deferred", t.deferred},
            {"truncated", t.truncated}};
}

// ---------------------------------------------------------------- expect: words

void printStep(std::ostream& out, const engine::GameState& s, const domain::Catalog& catalog,
               const judge::ExpectedStep& step, int number) {
    const auto& x = step.expectation;
    out << number << ". " << x.what << (x.optional ? " (optional)" : "") << "\n";
    if (!x.why.empty()) out << "   why: " << x.why << "\n";
    out << "   rule: " << ruleWords(x.rule) << "\n";
    const auto printRoll = [&](const judge::RollOptions& r, const char* what) {
        out << "   " << what << ": " << r.head << " <each die's face>\n";
        for (const auto& d : r.dice)
            out << "     " << s.label(d.piece) << " (" << catalog.die(s.piece(d.piece).die).name << ")"
                << (d.optional ? ", may roll" : "") << ": " << facesText(d) << "\n";
        if (r.dice.empty()) out << "     (no die may roll)\n";
    };
    if (step.roll) printRoll(*step.roll, "roll");
    for (const auto& r : step.dispelRolls) printRoll(r, "Dispel Magic roll (optional)");
    for (const auto& so : step.statements) {
        if (so.kind == engine::EventKind::Roll || so.kind == engine::EventKind::HordeRoll) continue;
        out << "   " << engine::toString(so.kind) << (so.who >= 0 ? " by " + s.pid(so.who) : std::string()) << " ("
            << so.form << "): ";
        switch (so.coverage) {
            case judge::Coverage::Complete:
                out << "every legal statement:";
                break;
            case judge::Coverage::Bounded:
                out << "the first " << so.options.size() << " legal statements (more exist):";
                break;
            case judge::Coverage::Open:
                out << "pick from:";
                break;
            case judge::Coverage::Partial:
                out << "legal statements (not every form is listed):";
                break;
            case judge::Coverage::None:
                out << "none is legal now";
                break;
        }
        out << "\n";
        for (const auto& o : so.options) {
            out << "     " << o.statement;
            if (o.pick) {
                out << " <";
                std::string from;
                for (const int p : o.pick->from) from += (from.empty() ? "" : " ") + s.label(p);
                out << (from.empty() ? "nothing more" : from) << ">";
                if (!o.pick->along.empty()) {
                    std::string along;
                    for (const int p : o.pick->along) along += " " + s.label(p);
                    out << " [items:" << along << "]";
                }
                if (o.pick->maxHealth >= 0) out << " (at most " << o.pick->maxHealth << " health-worth)";
                if (o.pick->maxPieces >= 0) out << " (at most " << o.pick->maxPieces << ")";
            }
            out << "\n       " << o.words << "\n";
        }
    }
}

void printTotals(std::ostream& out, const judge::RollTotalsResult& t) {
    if (!t.accepted) {
        out << "With these faces the roll is refused: " << t.problem << "\n";
        return;
    }
    if (t.deferred) {
        out << "With these faces: " << t.statement
            << " (the totals are answered after the roll's Cantrip magic is spent, at step 4)\n";
        return;
    }
    out << "With these faces: " << t.statement << "\n";
    if (t.outcomes.size() > 1) {
        // Each distinct set of totals with the owner's choice that gives it (the log's version-3 words).
        out << "  the owner's choices give " << t.outcomes.size() << (t.truncated ? "+" : "") << " outcomes:\n";
        for (const auto& o : t.outcomes) {
            std::string totals;
            for (const auto& v : o.totals)
                totals += (totals.empty() ? "" : " ") + v.type + "=" + std::to_string(v.value);
            out << "    " << totals << "  <- " << (o.choice.empty() ? std::string("no choice") : o.choice) << "\n";
        }
    }
}

// ---------------------------------------------------------------- explain

json explanationJson(const judge::Explanation& e) {
    json rules = json::array();
    for (const auto& r : e.rules)
        rules.push_back({{"id", r.id}, {"section", r.section}, {"lines", r.lines}, {"gist", r.gist}});
    json rows = json::array();
    for (const auto& r : e.rows) rows.push_back({{"kind", r.kind}, {"name", r.name}, {"lines", r.lines}});
    json rolls = json::array();
    for (const auto& r : e.rolls) {
        json steps = json::array();
        for (const auto& st : r.steps)
            steps.push_back({{"number", st.number}, {"title", st.title}, {"lines", st.lines}});
        rolls.push_back({{"what", r.what}, {"steps", steps}, {"totals", r.totals}});
    }
    return {{"line", e.line},       {"statement", e.statement},
            {"turn", e.turn},       {"player", e.player},
            {"phase", e.phase},     {"step", e.step},
            {"what", e.what},       {"why", e.why},
            {"passed", e.passed},   {"rules", rules},
            {"rows", rows},         {"rolls", rolls},
            {"choices", e.choices}, {"changes", e.changes},
            {"next", e.next},       {"refused", e.refused ? json(*e.refused) : json(nullptr)}};
}

void printExplanation(std::ostream& out, const judge::Explanation& e) {
    out << "line " << e.line << ": " << e.statement << "\n";
    out << (e.turn > 0 ? "turn " + std::to_string(e.turn) + " (" + e.player + "), " + e.phase + " phase"
                       : std::string("setup"))
        << (e.step.empty() ? std::string() : "; step: " + e.step) << "\n";
    if (e.refused) out << "REFUSED: " << *e.refused << "\n";
    if (!e.what.empty()) out << "The rules expected: " << e.what << "\n";
    if (!e.why.empty()) out << "  because " << e.why << "\n";
    for (const auto& p : e.passed) out << "  it closed " << p << "\n";
    out << "Rules applied:\n";
    for (const auto& r : e.rules)
        out << "  " << r.id << " (" << r.section << (r.lines.empty() ? "" : ", " + r.lines) << "): " << r.gist << "\n";
    for (const auto& r : e.rows)
        out << "  " << r.kind << " " << r.name << ": the rulebook's row at " << r.lines << "\n";
    for (const auto& r : e.rolls) {
        out << "Die roll resolution (V4.01d, S0:L738-747) of " << r.what << ":\n";
        for (const auto& st : r.steps) {
            out << "  " << (st.number < 10 ? " " : "") << st.number << ". " << st.title << ":";
            if (st.lines.size() == 1) {
                out << " " << st.lines.front() << "\n";
                continue;
            }
            out << "\n";
            for (const auto& l : st.lines) out << "       " << l << "\n";
        }
        for (const auto& t : r.totals) out << "  total: " << t << "\n";
    }
    if (!e.choices.empty()) {
        out << "Choices stated:\n";
        for (const auto& c : e.choices) out << "  " << c << "\n";
    }
    if (!e.changes.empty()) {
        out << "What changed:\n";
        for (const auto& c : e.changes) out << "  " << c << "\n";
    }
    if (!e.next.empty()) {
        out << "Next:\n";
        for (const auto& n : e.next) out << "  " << n << "\n";
    }
}

// The point of a log a judge asks about, or a CliError (exit 1: the log breaks earlier; exit 2: unreadable).
services::ReplayedLog replayed(const rules::MatchVerifier& verifier, const std::string& file, int line) {
    auto r = services::replayLogFile(verifier, file, line);
    if (r.verdict.status == rules::MatchVerdict::Status::Unreadable) throw CliError(r.verdict.message, kBadInput);
    if (!r.state) throw CliError(r.verdict.message, kFindings);
    return r;
}

}  // namespace

void registerJudgeCommands(CLI::App& app, CliContext& context) {
    auto* rules = app.get_subcommand("rules");
    struct Args {
        std::string file;
        std::string faces;
        int line = 0;
    };
    auto args = std::make_shared<Args>();

    auto* expect = rules->add_subcommand(
        "expect",
        "what the rules allow after the last statement of a match log: who states what, with the legal "
        "options (casualty sets, SAI targets, spells, moves, the faces each rolling die may show)");
    expect->add_option("LOG", args->file, "the match log (it may end in the middle of a game)")->required();
    expect->add_option("--faces", args->faces,
                       "the faces of the roll that is due, as a roll line writes them (\"c1=3 c2=5 ...\"): the totals "
                       "the rules give for them");
    expect->fallthrough();
    expect->callback([&context, args] {
        const auto& catalog = context.catalog();
        const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog));
        const auto r = replayed(verifier, args->file, 0);
        const auto& state = *r.state;
        const judge::LegalOptions options(verifier.engine());
        const auto steps = options.of(state);
        std::optional<judge::RollTotalsResult> totals;
        if (!args->faces.empty()) {
            const auto roll =
                std::find_if(steps.begin(), steps.end(), [](const auto& s) { return s.roll.has_value(); });
            if (roll == steps.end())
                throw CliError("--faces: no roll is due after the log's last statement", kBadInput);
            totals = judge::rollTotals(verifier.engine(), state, roll->roll->head + " " + args->faces);
        }
        const std::string player = state.turn.number > 0 ? state.pid(state.turn.player) : "";
        if (context.json) {
            json steps_ = json::array();
            for (const auto& step : steps) steps_.push_back(stepJson(state, catalog, step));
            json j{{"file", args->file},           {"verdict", std::string(rules::toString(r.verdict.status))},
                   {"message", r.verdict.message}, {"after_line", r.lastLine},
                   {"turn", state.turn.number},    {"player", player.empty() ? json(nullptr) : json(player)},
                   {"phase", phaseOf(state)},      {"steps", steps_}};
            if (totals) j["faces"] = totalsJson(*totals);
            CliContext::printJson(j);
        } else {
            std::ostringstream out;
            if (r.broke) out << r.verdict.message << "\nWhat the rules allowed there instead:\n";
            out << "After line " << r.lastLine << " ("
                << (state.turn.number > 0 ? "turn " + std::to_string(state.turn.number) + ", " + player + "'s turn, " +
                                                phaseOf(state) + " phase"
                                          : std::string("setup"))
                << "):\n";
            int n = 0;
            for (const auto& step : steps) printStep(out, state, catalog, step, ++n);
            if (totals) printTotals(out, *totals);
            std::cout << out.str();
        }
        context.exitCode = r.broke ? kFindings : kOk;
    });

    auto* explain = rules->add_subcommand(
        "explain",
        "how the rules engine read one statement of a match log: the step it met, the rules and rulebook "
        "lines applied, a roll's die roll resolution step by step, what changed");
    explain->add_option("LOG", args->file, "the match log")->required();
    explain->add_option("--line", args->line, "the line of the statement")->required()->check(CLI::PositiveNumber);
    explain->fallthrough();
    explain->callback([&context, args] {
        const auto& catalog = context.catalog();
        const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog));
        const auto r = replayed(verifier, args->file, args->line);
        if (r.broke) throw CliError(r.verdict.message + " (before line " + std::to_string(args->line) + ")", kFindings);
        if (r.statementIndex < 0) {
            std::string lines;
            for (const auto& e : r.log->events)
                if (e.line > args->line - 4 && e.line < args->line + 4)
                    lines += (lines.empty() ? "" : ", ") + std::to_string(e.line);
            throw CliError(args->file + ":" + std::to_string(args->line) + ": no statement on this line" +
                               (lines.empty() ? std::string() : " (statements near it: lines " + lines + ")"),
                           kBadInput);
        }
        const auto& event = r.log->events[static_cast<std::size_t>(r.statementIndex)];
        const auto e = judge::StatementExplainer(verifier.engine()).explain(*r.state, event);
        if (context.json) {
            auto j = explanationJson(e);
            j["file"] = args->file;
            CliContext::printJson(j);
        } else {
            std::ostringstream out;
            printExplanation(out, e);
            std::cout << out.str();
        }
        context.exitCode = e.refused ? kFindings : kOk;
    });
}

}  // namespace muster::cli
