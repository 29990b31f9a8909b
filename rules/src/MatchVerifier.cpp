#include "muster/rules/MatchVerifier.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/rules/matchlog/PositionReader.h"
#include "muster/rules/matchlog/PositionWriter.h"

namespace muster::rules {

using engine::Violation;

std::string_view toString(MatchVerdict::Status status) {
    switch (status) {
        case MatchVerdict::Status::Verified:
            return "verified";
        case MatchVerdict::Status::Inconsistent:
            return "inconsistent";
        case MatchVerdict::Status::Unsupported:
            return "unsupported";
        case MatchVerdict::Status::Unreadable:
            return "unreadable";
    }
    return "?";
}

namespace {

MatchVerdict unreadable(const std::string& file, int line, const std::string& problem) {
    MatchVerdict v;
    v.status = MatchVerdict::Status::Unreadable;
    v.file = file;
    v.line = line;
    v.step = "reading the log";
    v.rulesGive = problem;
    v.message = file + ":" + std::to_string(line) + ": unreadable: " + problem;
    return v;
}

MatchVerdict fromViolation(const std::string& file, const Violation& x, int events) {
    MatchVerdict v;
    v.status = x.kind == Violation::Kind::Unsupported  ? MatchVerdict::Status::Unsupported
               : x.kind == Violation::Kind::Unreadable ? MatchVerdict::Status::Unreadable
                                                       : MatchVerdict::Status::Inconsistent;
    v.ruleId = std::string(engine::ruleKey(x.ruleId));
    v.file = file;
    v.line = x.line;
    v.turn = x.turn;
    v.phase = x.phase;
    v.step = x.step;
    v.rule = x.rule;
    v.logSays = x.logSays;
    v.rulesGive = x.rulesGive;
    v.eventsChecked = events;
    std::ostringstream m;
    m << file << ":" << x.line << ": ";
    if (v.status == MatchVerdict::Status::Unsupported) {
        m << "unsupported: " << x.rulesGive;
    } else if (v.status == MatchVerdict::Status::Unreadable) {
        m << "unreadable: " << x.rulesGive;
    } else {
        m << "inconsistent";
        if (x.turn > 0) m << " in turn " << x.turn;
        if (!x.phase.empty()) m << ", " << x.phase;
        if (!x.step.empty()) m << " (" << x.step << ")";
        m << ": the log says '" << x.logSays << "' but the rules give: " << x.rulesGive;
        if (!x.rule.empty()) m << " [" << x.rule << "]";
    }
    v.message = m.str();
    return v;
}

// The first line of the force that brings a die of this catalog name (the army sections, then the Summoning Pool), or
// 0: where a force finding is reported.
int firstLineOf(const domain::Catalog& catalog, const domain::Roster& roster, const std::string& name) {
    for (const auto& section : roster.sections)
        for (const auto& entry : section)
            if (entry.die && catalog.die(*entry.die).name == name) return entry.line;
    return 0;
}

struct SetupProblem {
    int line;
    std::string problem;
    bool unsupported = false;
    bool inconsistent = false;
};

}  // namespace

MatchVerifier::MatchVerifier(const domain::Catalog& catalog, RosterReader rosterReader, VerifyOptions options)
    : catalog_(catalog),
      rosterReader_(std::move(rosterReader)),
      options_(options),
      engine_(catalog),
      validator_(catalog) {}

MatchVerdict MatchVerifier::verifyFile(const std::string& path) const {
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const domain::FileError& e) {
        return unreadable(path, 0, e.problem());
    }
    return verifyText(content, path);
}

MatchVerdict MatchVerifier::verifyText(std::string_view text, const std::string& fileName) const {
    matchlog::MatchLog log;
    try {
        log = matchlog::MatchLogParser::parse(text, fileName);
    } catch (const matchlog::MatchLogError& e) {
        return unreadable(e.file(), e.line(), e.problem());
    }
    return verifyLog(log);
}

MatchVerdict MatchVerifier::verifyLog(const matchlog::MatchLog& log) const {
    return verifyLog(log, {});
}

MatchVerdict MatchVerifier::verifyLog(const matchlog::MatchLog& log, const StepObserver& observer) const {
    const std::string& file = log.file;
    if (!domain::text::equalsIgnoringCase(log.edition, "v4.01d")) {
        MatchVerdict v = unreadable(file, log.editionLine, "");
        v.status = MatchVerdict::Status::Unsupported;
        v.step = "header: edition";
        v.rulesGive = "edition '" + domain::text::printable(log.edition) + "' (only v4.01d is modelled)";
        v.message = file + ":" + std::to_string(log.editionLine) + ": unsupported: " + v.rulesGive;
        v.fromPosition = log.position.has_value();
        return v;
    }
    auto start = log.position ? startFromPosition(log) : startFromSetup(log);
    if (auto* bad = std::get_if<MatchVerdict>(&start)) {
        bad->fromPosition = log.position.has_value();
        return *bad;
    }
    engine::GameState state = std::move(std::get<engine::GameState>(start));
    const int startTurn = state.turn.number;
    if (observer) observer(nullptr, state);
    int events = 0;
    std::vector<engine::RollRecord> rolls;
    engine::ApplyOptions apply;
    apply.strict = options_.strict;
    apply.rolls = &rolls;
    int inferred = 0;
    int inferredRolls = 0;
    std::vector<MatchVerdict::TraceStep> trace;
    std::vector<engine::Location> before;
    for (const auto& event : log.events) {
        rolls.clear();
        if (options_.trace) {
            before.clear();
            for (const auto& piece : state.pieces) before.push_back(piece.loc);
        }
        if (auto bad = engine_.apply(state, event, apply)) {
            auto v = fromViolation(file, *bad, events);
            v.fromPosition = log.position.has_value();
            v.startTurn = log.position ? startTurn : 0;
            v.trace = std::move(trace);
            return v;
        }
        for (const auto& r : rolls)
            if (!r.leftOut.empty()) {
                inferred += static_cast<int>(r.leftOut.size());
                ++inferredRolls;
            }
        if (options_.trace) {
            MatchVerdict::TraceStep step;
            step.line = event.line;
            step.statement = event.text;
            step.rolls = rolls;
            for (std::size_t p = 0; p < state.pieces.size() && p < before.size(); ++p)
                if (!(state.pieces[p].loc == before[p]))
                    step.moves.push_back({state.pid(state.pieces[p].owner) + ":" + state.label(static_cast<int>(p)),
                                          state.locationName(before[p]), state.locationName(state.pieces[p].loc)});
            trace.push_back(std::move(step));
        }
        if (observer) observer(&event, state);
        ++events;
    }
    MatchVerdict v;
    v.trace = std::move(trace);
    v.inferredChoices = inferred;
    v.rollsWithInferredChoices = inferredRolls;
    v.status = MatchVerdict::Status::Verified;
    v.file = file;
    v.eventsChecked = events;
    v.turnsPlayed = state.turn.number;
    v.fromPosition = log.position.has_value();
    v.startTurn = v.fromPosition ? startTurn : 0;
    if (state.winner >= 0) {
        v.winner = state.players[static_cast<std::size_t>(state.winner)].id;
        v.winBy = state.winBy;
        if (const auto* player = log.player(v.winner); player != nullptr && player->name != player->id) {
            v.winnerName = player->name;
        }
    }
    // A 'player' line without a display name gives "" here: such a log cannot be matched to an event's players.
    for (const auto& player : log.players) v.playerNames.push_back(player.name != player.id ? player.name : "");
    // The owner's choices the log left out and the engine worked out (none in a complete version-3 log).
    const std::string outcome =
        (v.winner.empty() ? ", no result" : ", " + v.winner + " wins by " + v.winBy) +
        (inferred > 0 ? "; " + std::to_string(inferred) + (inferred == 1 ? " choice" : " choices") + " inferred in " +
                            std::to_string(inferredRolls) + (inferredRolls == 1 ? " roll" : " rolls")
                      : std::string());
    if (v.fromPosition) {
        // Never the words of a whole game: the forces were not built and the game did not start at the setup.
        v.message = file + ": verified from a position, not a whole game (" + std::to_string(events) +
                    " steps from turn " + std::to_string(startTurn) + " to turn " + std::to_string(v.turnsPlayed) +
                    outcome + ")";
    } else {
        v.message = file + ": verified (" + std::to_string(events) + " steps, " + std::to_string(v.turnsPlayed) +
                    (v.turnsPlayed == 1 ? " turn" : " turns") + outcome + ")";
    }
    return v;
}

MatchVerifier::Start MatchVerifier::startFromPosition(const matchlog::MatchLog& log) const {
    const std::string& file = log.file;
    const auto read = matchlog::PositionReader(catalog_).read(log);
    if (const auto* bad = std::get_if<matchlog::PositionProblem>(&read)) {
        using Kind = matchlog::PositionProblem::Kind;
        const auto status = bad->kind == Kind::Unreadable    ? MatchVerdict::Status::Unreadable
                            : bad->kind == Kind::Unsupported ? MatchVerdict::Status::Unsupported
                                                             : MatchVerdict::Status::Inconsistent;
        MatchVerdict v = unreadable(file, bad->line, bad->problem);
        v.status = status;
        v.phase = "position";
        v.step = "the position";
        v.logSays = "position";
        if (status == MatchVerdict::Status::Inconsistent) {
            v.rule = "the position section (docs/match-log.md)";
            v.ruleId = std::string(engine::ruleKey(engine::Rule::LogFormat));
        }
        v.message = file + ":" + std::to_string(bad->line) + ": " + std::string(toString(status)) +
                    ": the position: " + bad->problem;
        return v;
    }
    auto resumed = engine_.resume(std::get<engine::GameState>(read));
    if (auto* bad = std::get_if<Violation>(&resumed)) {
        bad->line = log.position->line;
        return fromViolation(file, *bad, 0);
    }
    return std::move(std::get<engine::GameState>(resumed));
}

MatchVerifier::Start MatchVerifier::startFromSetup(const matchlog::MatchLog& log) const {
    const std::string& file = log.file;
    // Setup steps 1-3: resolve every die and check the forces.
    engine::Setup setup;
    setup.forceSize = log.forceSize;
    setup.logVersion = log.version;
    auto problem = [&](int line, const std::string& text, MatchVerdict::Status status) {
        MatchVerdict v = unreadable(file, line, text);
        v.status = status;
        v.rule = status == MatchVerdict::Status::Inconsistent ? "V4.01d Setting Up the Game" : "";
        if (status == MatchVerdict::Status::Inconsistent)
            v.ruleId = std::string(engine::ruleKey(engine::Rule::ForceSetup));
        v.phase = "setup";
        v.step = "steps 1-3: the forces";
        v.message = file + ":" + std::to_string(line) + ": " + std::string(toString(status)) + ": " + text;
        return v;
    };
    auto resolve = [&](const std::string& name, int line,
                       std::optional<domain::DieId>& out) -> std::optional<MatchVerdict> {
        out = catalog_.findDie(name);
        if (!out) {
            std::string hint;
            const auto near = catalog_.nearestDieNames(name, 1);
            if (!near.empty()) hint = " (did you mean '" + near.front() + "'?)";
            return problem(line, "no die named '" + domain::text::printable(name) + "' in the catalog" + hint,
                           MatchVerdict::Status::Unreadable);
        }
        return std::nullopt;
    };
    for (const auto& p : log.players) {
        engine::SetupPlayer sp;
        sp.id = p.id;
        sp.name = p.name;
        std::optional<domain::DieId> id;
        if (auto bad = resolve(p.homeTerrain, p.homeLine, id)) return *bad;
        if (catalog_.die(*id).kind != domain::DieKind::Terrain)
            return problem(p.homeLine, domain::text::printable(p.homeTerrain) + " is not a terrain die",
                           MatchVerdict::Status::Inconsistent);
        if (catalog_.die(*id).advanced)
            return problem(p.homeLine, "an advanced terrain may only be the frontier",
                           MatchVerdict::Status::Inconsistent);
        sp.homeTerrain = *id;
        if (auto bad = resolve(p.frontierTerrain, p.frontierLine, id)) return *bad;
        if (catalog_.die(*id).kind != domain::DieKind::Terrain)
            return problem(p.frontierLine, domain::text::printable(p.frontierTerrain) + " is not a terrain die",
                           MatchVerdict::Status::Inconsistent);
        sp.proposedFrontier = *id;
        // The force as the log writes it; a roster file's dice are read into a copy.
        const std::array<std::vector<matchlog::ForceEntry>, 3>* writtenArmies = &p.armies;
        const std::vector<matchlog::ForceEntry>* writtenPool = &p.pool;
        std::array<std::vector<matchlog::ForceEntry>, 3> rosterArmies;
        std::vector<matchlog::ForceEntry> rosterPool;
        if (!p.rosterRef.empty()) {
            rosterArmies = p.armies;
            rosterPool = p.pool;
            writtenArmies = &rosterArmies;
            writtenPool = &rosterPool;
            if (!rosterReader_)
                return problem(p.rosterLine,
                               "roster files cannot be read here; write the force inline with 'army' lines",
                               MatchVerdict::Status::Unreadable);
            domain::Roster roster;
            try {
                std::filesystem::path ref(p.rosterRef);
                if (ref.is_relative()) ref = std::filesystem::path(file).parent_path() / ref;
                roster = rosterReader_(ref.string());
            } catch (const std::exception& e) {
                return problem(p.rosterLine, std::string("roster: ") + e.what(), MatchVerdict::Status::Unreadable);
            }
            // Labels: h1.. (home), z1.. (horde), c1.. (campaign), p1.. (Summoning Pool), in roster order.
            const char prefixes[4] = {'h', 'z', 'c', 'p'};
            for (std::size_t s = 0; s < 4; ++s) {
                int n = 0;
                for (const auto& entry : roster.sections[s])
                    for (int k = 0; k < entry.count; ++k) {
                        std::string label(1, prefixes[s]);
                        label += std::to_string(++n);  // appended, not operator+: g++ 12 -Wrestrict misfires there
                        matchlog::ForceEntry fe{std::move(label), entry.name, p.rosterLine};
                        (s < 3 ? rosterArmies[s] : rosterPool).push_back(fe);
                    }
            }
        }
        // Every name resolves; then the force is checked by the force validator, the one place for the
        // army-construction rules.
        domain::Roster roster;
        roster.edition = "v4.01d";
        roster.forceSize = log.forceSize;
        roster.playersInGame = static_cast<int>(log.players.size());
        roster.homeTerrain = p.homeTerrain;
        roster.homeTerrainDie = sp.homeTerrain;
        roster.frontierTerrain = p.frontierTerrain;
        roster.frontierTerrainDie = sp.proposedFrontier;
        for (std::size_t a = 0; a < 4; ++a) {
            const auto& entries = a < 3 ? (*writtenArmies)[a] : *writtenPool;
            roster.sections[a].reserve(entries.size());
            for (const auto& e : entries) {
                if (auto bad = resolve(e.dieName, e.line, id)) return *bad;
                roster.sections[a].push_back({e.dieName, 1, id, e.line});
                sp.dice.push_back({e.label, *id, a < 3 ? static_cast<int>(a) : -1});
            }
        }
        ValidationOptions options;
        options.edition = Edition::V401d;
        options.playersInGame = roster.playersInGame;
        const auto report = validator_.validate(roster, options);
        std::string errors;
        int errorLine = 0;
        for (const auto& f : report.findings) {
            if (f.severity != Severity::Error) continue;
            if (options_.partialForces && f.rule == RuleId::ForceTotal) continue;
            errors += (errors.empty() ? "" : "; ") + std::string(toString(f.rule)) + ": " + f.message;
            if (errorLine == 0)
                for (const auto& name : f.dice)
                    if (const int line = firstLineOf(catalog_, roster, name); line > 0) {
                        errorLine = line;
                        break;
                    }
        }
        if (!errors.empty()) {
            auto v = problem(errorLine > 0 ? errorLine : p.line, "player " + p.id + "'s force: " + errors,
                             MatchVerdict::Status::Inconsistent);
            v.rule = "V4.01d Setting Up the Game (force validator)";
            v.ruleId = "force-setup";
            return v;
        }
        for (std::size_t a = 0; a < 3; ++a)
            for (const auto& e : roster.sections[a]) {
                const auto& die = catalog_.die(*e.die);
                // A medallion plays: its Logo face is known, any other face makes its roll unsupported there.
                if (die.facesUnknown && die.kind != domain::DieKind::Medallion)
                    return problem(e.line, "the faces of " + die.name + " are not known",
                                   MatchVerdict::Status::Unsupported);
            }
        setup.players.push_back(std::move(sp));
    }

    auto started = engine_.start(setup);
    if (auto* bad = std::get_if<Violation>(&started)) return fromViolation(file, *bad, 0);
    return std::move(std::get<engine::GameState>(started));
}

PositionAt MatchVerifier::positionAt(const matchlog::MatchLog& log, int line) const {
    PositionAt out;
    matchlog::MatchLog upTo = log;
    upTo.events.clear();
    for (const auto& e : log.events)
        if (e.line <= line) upTo.events.push_back(e);
    std::optional<engine::GameState> statable;
    std::size_t applied = 0;
    std::size_t statableAt = 0;  // events applied when `statable` was taken
    out.verdict = verifyLog(upTo, [&](const engine::Event* event, const engine::GameState& state) {
        if (event != nullptr) ++applied;
        if (engine::Engine::positionCanState(state)) {
            statable = state;
            statableAt = applied;
        }
    });
    if (!out.verdict.verified()) return out;
    if (!statable) {
        out.problem = "a position exists from the end of the setup on (the last 'start-roll'), and line " +
                      std::to_string(line) + " is before it";
        return out;
    }
    out.positionAfterLine = statableAt == 0 ? 0 : upTo.events[statableAt - 1].line;
    out.openStatements = static_cast<int>(upTo.events.size() - statableAt);
    if (out.openStatements > 0 && log.version < 2) {
        out.problem = "the statements after the position would be read as version " +
                      std::to_string(matchlog::kPositionFormatVersion) +
                      ", and this log is version 1 (its damage statements mean something else there)";
        return out;
    }
    out.text = matchlog::PositionWriter::log(*statable, catalog_);
    if (out.openStatements > 0)
        out.text += "# the statements after line " + std::to_string(out.positionAfterLine) + " up to line " +
                    std::to_string(line) + ": a position cannot state a point inside a march (docs/match-log.md)\n";
    for (std::size_t i = statableAt; i < upTo.events.size(); ++i) out.text += upTo.events[i].text + "\n";
    return out;
}

}  // namespace muster::rules
