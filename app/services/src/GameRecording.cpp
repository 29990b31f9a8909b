// A game recorded while it is played (muster/services/GameRecording.h). The engine decides everything; this file
// turns entries into log lines, keeps the lines and the state, and keeps the journal in step.
#include "muster/services/GameRecording.h"

#include <algorithm>
#include <array>
#include <sstream>
#include <stdexcept>

#include "muster/domain/TextUtil.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/judge/StatementExplainer.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/RosterLabels.h"

namespace muster::services {

namespace {

namespace engine = rules::engine;
namespace matchlog = rules::matchlog;

// A log's text split into its header (through the 'setup' or 'play' line) and its statements (comments and blank lines
// left out).
struct SplitLog {
    std::string header;
    std::vector<std::string> statements;
    std::vector<int> lines;  // each statement's line in the text
};

std::string withoutComment(const std::string& line) {
    const auto hash = line.find('#');
    return std::string(domain::text::trim(hash == std::string::npos ? std::string_view(line)
                                                                    : std::string_view(line).substr(0, hash)));
}

SplitLog splitLog(const std::string& text, const std::string& file) {
    SplitLog out;
    std::istringstream in(text);
    bool inHeader = true;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (inHeader) {
            out.header += line + "\n";
            const std::string word = withoutComment(line);
            if (word == "setup" || word == "play") inHeader = false;
            continue;
        }
        std::string statement = withoutComment(line);
        if (statement.empty()) continue;
        out.statements.push_back(std::move(statement));
        out.lines.push_back(number);
    }
    if (inHeader)
        throw RecordingError(file +
                             ": the log has no 'setup' line (or 'play', after a position): it is not a game's "
                             "beginning");
    return out;
}

bool startsWith(const std::string& s, std::string_view prefix) {
    return s.rfind(prefix, 0) == 0;
}

bool opensBlock(const std::string& statement) {
    return startsWith(statement, "turn ") || startsWith(statement, "result");
}

}  // namespace

GameRecording::GameRecording(const domain::Catalog& catalog, RecordingJournal journal, const std::string& fileName)
    : catalog_(catalog),
      verifier_(catalog, logRosterReader(catalog)),
      options_(verifier_.engine()),
      journal_(std::move(journal)) {
    headerLog_.file = fileName;
}

GameRecording::~GameRecording() = default;

void GameRecording::begin(const std::string& header) {
    header_ = header;
    if (!header_.empty() && header_.back() != '\n') header_ += '\n';
    headerLines_ = static_cast<int>(std::count(header_.begin(), header_.end(), '\n'));
    const std::string file = headerLog_.file;
    try {
        headerLog_ = matchlog::MatchLogParser::parse(header_, file, {.unfinished = true});
    } catch (const matchlog::MatchLogError& e) {
        throw RecordingError(e.file() + ":" + std::to_string(e.line()) + ": " + e.problem());
    }
    std::optional<engine::GameState> first;
    const auto verdict = verifier_.verifyLog(headerLog_, [&](const engine::Event* event, const engine::GameState& s) {
        if (event == nullptr && !first) first = s;
    });
    if (!first || !verdict.verified())
        throw RecordingError(verdict.message.empty() ? file + ": the game cannot start" : verdict.message);
    start_ = *first;
    state_ = *first;
    statements_.clear();
}

std::string GameRecording::headerFor(const domain::Catalog& catalog, const std::vector<domain::Roster>& rosters,
                                     const std::vector<std::string>& names) {
    static constexpr const char* kIds[] = {"A", "B", "C", "D"};
    if (rosters.size() < 2 || rosters.size() > 4) throw RecordingError("a game is recorded for two to four rosters");
    const int forceSize = rosters.front().forceSize;
    std::string out =
        "format muster-matchlog " + std::to_string(matchlog::kFormatVersion) +
        "\n# Recorded at the table with Muster's game recorder (docs/recorder.md).\nedition v4.01d\nforce-size " +
        std::to_string(forceSize) + "\n";
    for (std::size_t p = 0; p < rosters.size(); ++p) {
        const auto& r = rosters[p];
        const std::string id = kIds[p];
        if (r.forceSize != forceSize)
            throw RecordingError("the rosters are for different force sizes (" + std::to_string(forceSize) + " and " +
                                 std::to_string(r.forceSize) + " points)");
        out += "player " + id + " " +
               logPlayerName(r, p < names.size() ? std::optional<std::string>(names[p]) : std::nullopt, id) + "\n";
        out += "terrain " + id + " home " + dieName(catalog, r.homeTerrainDie, r.homeTerrain) + "\n";
        out += "terrain " + id + " frontier " + dieName(catalog, r.frontierTerrainDie, r.frontierTerrain) + "\n";
        static constexpr const char* kSections[] = {"army %s home", "army %s horde", "army %s campaign", "pool %s"};
        std::array<std::string, 4> lines;
        for (const auto& d : labeledDice(catalog, r)) {
            auto& line = lines[static_cast<std::size_t>(d.section)];
            line += (line.empty() ? " " : ", ") + d.label + ": " + d.name;
        }
        for (std::size_t s = 0; s < lines.size(); ++s) {
            if (lines[s].empty()) continue;
            std::string lead = kSections[s];
            lead.replace(lead.find("%s"), 2, id);
            out += lead + lines[s] + "\n";
        }
    }
    return out + "\nsetup\n";
}

std::unique_ptr<GameRecording> GameRecording::start(const domain::Catalog& catalog, const std::string& log,
                                                    RecordingJournal journal) {
    const std::string file = journal.inMemory() ? std::string("recording") : journal.path();
    auto recording = std::make_unique<GameRecording>(catalog, std::move(journal), file);
    const auto split = splitLog(log, file);
    recording->begin(split.header);
    for (std::size_t i = 0; i < split.statements.size(); ++i)
        if (auto bad = recording->applyLine(split.statements[i], RecordingEntry::statementOf(split.statements[i])))
            throw RecordingError(file + ": the statement '" + domain::text::printable(split.statements[i]) +
                                 "' is refused: " + bad->message);
    recording->journal_.create(recording->text());
    return recording;
}

std::unique_ptr<GameRecording> GameRecording::resume(const domain::Catalog& catalog, const std::string& path,
                                                     std::string& notice) {
    auto contents = RecordingJournal::read(path);
    notice = contents.notice;
    auto recording = std::make_unique<GameRecording>(catalog, RecordingJournal(path), path);
    const auto split = splitLog(contents.text, path);
    recording->begin(split.header);
    for (std::size_t i = 0; i < split.statements.size(); ++i)
        if (auto bad = recording->applyLine(split.statements[i], RecordingEntry::statementOf(split.statements[i])))
            throw RecordingError(path + ":" + std::to_string(split.lines[i]) +
                                 ": the game cannot be resumed there: " + bad->message);
    recording->journal_.adopt(contents.text);
    if (!notice.empty()) recording->journal_.replace(recording->text());
    return recording;
}

// ---------------------------------------------------------------- what the rules expect

std::vector<engine::Expectation> GameRecording::expected() const {
    return engine().expect(state_);
}

std::string GameRecording::expectation() const {
    return engine().expectation(state_);
}

std::vector<rules::judge::ExpectedStep> GameRecording::legalOptions() const {
    return options_.of(state_);
}

std::optional<rules::judge::RollOptions> GameRecording::dueRoll() const {
    for (auto& step : legalOptions())
        if (step.roll) return std::move(step.roll);
    return std::nullopt;
}

std::string GameRecording::resultWords() const {
    if (!state_.finished) return {};
    if (!state_.gameOver()) return "the game ends with no winner";
    const auto& winner = state_.players[static_cast<std::size_t>(state_.winner)];
    return winner.name + " (" + winner.id + ") wins by " + state_.winBy;
}

// ---------------------------------------------------------------- entries

int GameRecording::nextLine(const std::string& statement) const {
    const int last = statements_.empty() ? headerLines_ : statements_.back().line;
    return last + (opensBlock(statement) ? 2 : 1);
}

std::optional<EntryRefusal> GameRecording::applyLine(const std::string& written, const RecordingEntry& entry) {
    // One statement is one line of the log: a line end inside it would write two (or a comment, half of one).
    if (written.find_first_of("\n\r#") != std::string::npos)
        return EntryRefusal{domain::text::printable(written), "a statement is one line, without '#' comments", "", "",
                            ""};
    const int line = nextLine(written);
    const bool asks = written.find('?') != std::string::npos;
    std::string readable = written;
    std::replace(readable.begin(), readable.end(), '?', '0');
    engine::Event event;
    try {
        event = matchlog::MatchLogParser::parseStatement(headerLog_, readable, line);
    } catch (const matchlog::MatchLogError& e) {
        return EntryRefusal{written, e.problem(), "", "", ""};
    }
    if (asks)
        for (auto& total : event.totals) total.value = engine::kAskTotal;
    std::vector<engine::AnsweredTotal> answers;
    std::vector<engine::RollRecord> rolls;
    engine::ApplyOptions apply;
    apply.answers = &answers;
    apply.rolls = &rolls;
    engine::GameState next = state_;
    if (auto bad = engine().apply(next, event, apply)) {
        const auto cite = rules::judge::citationOf(bad->ruleId);
        return EntryRefusal{written, bad->rulesGive, cite.id, cite.section.empty() ? bad->rule : cite.section,
                            cite.lines};
    }
    state_ = std::move(next);
    statements_.push_back({entry, written, written, line});
    const auto statementAt = [&](int at) -> RecordedStatement* {
        const auto it = std::lower_bound(statements_.begin(), statements_.end(), at,
                                         [](const RecordedStatement& s, int l) { return s.line < l; });
        return it != statements_.end() && it->line == at ? &*it : nullptr;
    };
    for (const auto& a : answers)
        if (auto* s = statementAt(a.line))
            if (const auto q = s->text.find('?'); q != std::string::npos)
                s->text.replace(q, 1, std::to_string(a.value));
    // Every choice the engine took for a roll is written on its line (version 3: a complete log).
    for (const auto& r : rolls)
        if (auto* s = statementAt(r.line); s != nullptr && !r.choices.empty())
            s->text = engine::writeChoices(s->text, r.choices);
    return std::nullopt;
}

std::string GameRecording::rollHead(const RecordingEntry& entry) const {
    if (entry.purposes.empty() && entry.counted.empty()) {
        const auto due = dueRoll();
        if (!due) return {};
        std::string head = due->head;
        if (head.size() >= 2 && head.compare(head.size() - 2, 2, " :") == 0) head.resize(head.size() - 2);
        if (!entry.player.empty() && due->who >= 0) {
            const std::string who = state_.pid(due->who);
            const auto at = head.find(" " + who);
            if (at != std::string::npos) head.replace(at + 1, who.size(), entry.player);
        }
        return head;
    }
    std::string player = entry.player;
    if (player.empty())
        for (const auto& x : expected())
            if (x.who >= 0) {
                player = state_.pid(x.who);
                break;
            }
    std::string head = (entry.horde ? "horde-roll " : "roll ") + player;
    for (const auto& w : entry.purposes) head += " " + w;
    for (const auto& w : entry.counted) head += " " + w + "=?";
    return head;
}

EntryResult GameRecording::enterRoll(const RecordingEntry& entry) {
    EntryResult out;
    const std::string head = rollHead(entry);
    if (head.empty()) {
        out.refusal =
            EntryRefusal{entry.facesText(), "no roll is due now; the rules expect " + expectation(), "", "", ""};
        return out;
    }
    const std::string line = entry.rollLine(head);
    std::string readable = line;
    std::replace(readable.begin(), readable.end(), '?', '0');
    engine::Event event;
    try {
        event = matchlog::MatchLogParser::parseStatement(headerLog_, readable, nextLine(line));
    } catch (const matchlog::MatchLogError& e) {
        out.refusal = EntryRefusal{line, e.problem(), "", "", ""};
        return out;
    }
    std::string written = line;
    if (event.kind == engine::EventKind::Roll) {
        out.outcomes = engine().rollOutcomes(state_, event);
        const auto& options = out.outcomes.options;
        if (options.size() > 1 && (entry.outcome < 0 || entry.outcome >= static_cast<int>(options.size()))) {
            out.status = EntryResult::Status::ChooseOutcome;
            out.statement = line;
            return out;
        }
        if (!options.empty())
            written =
                engine::writeOption(line, options[options.size() == 1 ? 0 : static_cast<std::size_t>(entry.outcome)]);
    }
    // Otherwise the engine lists no outcome: the roll is refused (applying it says why and where), states no total (a
    // dragon roll), or its totals are counted after later statements: the engine answers them then.
    if (auto bad = applyLine(written, entry)) {
        out.refusal = std::move(bad);
        return out;
    }
    out.status = EntryResult::Status::Accepted;
    out.statement = statements_.back().text;
    return out;
}

EntryResult GameRecording::enterEntry(const RecordingEntry& entry) {
    if (state_.finished) {
        EntryResult out;
        out.refusal = EntryRefusal{entry.kind == RecordingEntry::Kind::Roll ? entry.facesText() : entry.statement,
                                   "the game is over (" + resultWords() + ")", "", "", ""};
        return out;
    }
    if (entry.kind == RecordingEntry::Kind::Roll) return enterRoll(entry);
    EntryResult out;
    if (entry.statement.find('?') != std::string::npos) {
        out.refusal =
            EntryRefusal{entry.statement, "a statement never states '?': give the faces of a roll instead", "", "", ""};
        return out;
    }
    if (auto bad = applyLine(entry.statement, entry)) {
        out.refusal = std::move(bad);
        return out;
    }
    out.status = EntryResult::Status::Accepted;
    out.statement = statements_.back().text;
    return out;
}

EntryResult GameRecording::enter(const RecordingEntry& entry) {
    auto out = enterEntry(entry);
    if (!out.accepted()) return out;
    undone_.clear();
    try {
        journal_.write(text());
    } catch (...) {
        // Not on the disk: not accepted. Back to the state before the entry.
        auto kept = statements_;
        kept.pop_back();
        replay(std::move(kept));
        throw;
    }
    return out;
}

void GameRecording::replay(std::vector<RecordedStatement> statements) {
    const auto began = std::chrono::steady_clock::now();
    state_ = start_;
    statements_.clear();
    statements_.reserve(statements.size());
    for (const auto& s : statements)
        if (auto bad = applyLine(s.written, s.entry))
            throw std::logic_error("recorder: replaying '" + s.written + "' was refused: " + bad->message);
    lastReplay_ = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - began);
}

bool GameRecording::undo() {
    if (statements_.empty()) return false;
    auto all = statements_;
    auto kept = all;
    kept.pop_back();
    replay(std::move(kept));
    try {
        journal_.write(text());
    } catch (...) {
        replay(std::move(all));  // not on the disk: not undone
        throw;
    }
    undone_.push_back(all.back().entry);
    return true;
}

bool GameRecording::redo() {
    if (undone_.empty()) return false;
    auto entry = undone_.back();
    auto out = enterEntry(entry);
    if (!out.accepted()) return false;
    try {
        journal_.write(text());
    } catch (...) {
        auto kept = statements_;
        kept.pop_back();
        replay(std::move(kept));  // not on the disk: not redone
        throw;
    }
    undone_.pop_back();
    return true;
}

// ---------------------------------------------------------------- the log

std::string GameRecording::text() const {
    std::string out = header_;
    bool inTurns = false;
    for (const auto& s : statements_) {
        const bool block = opensBlock(s.text);
        if (block) out += "\n";
        inTurns = inTurns || block;
        out += (inTurns && !block ? "  " : "") + s.text + "\n";
    }
    return out;
}

}  // namespace muster::services
