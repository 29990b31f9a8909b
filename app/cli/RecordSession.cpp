// The terminal side of `muster-cli record` (RecordSession.h). Turns lines into entries and prints what the recording
// answers; every rule stays in the engine.
#include "RecordSession.h"

#include <algorithm>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include "muster/domain/TextUtil.h"
#include "muster/rules/engine/RollType.h"

namespace muster::cli {

namespace {

namespace engine = rules::engine;
namespace judge = rules::judge;
using services::EntryResult;
using services::RecordingEntry;

std::vector<std::string> wordsOf(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::string dieName(const services::GameRecording& r, int piece) {
    return r.state().label(piece) + " (" + r.catalog().die(r.state().piece(piece).die).name + ")";
}

std::string facesOf(const judge::RollingDie& d) {
    std::string out;
    for (const auto& f : d.faces) {
        std::string numbers;
        for (const int n : f.numbers) numbers += (numbers.empty() ? "" : ",") + std::to_string(n);
        out += (out.empty() ? "" : "  ") + numbers + "=" + f.token;
    }
    return out;
}

std::string totalsOf(const engine::RollOutcomes& outcomes, const engine::RollOption& option) {
    std::string out;
    for (const auto type : engine::kRollTypes)
        if ((outcomes.counts & engine::typeBit(type)) != 0)
            out += (out.empty() ? "" : " ") + std::string(engine::toString(type)) + "=" +
                   std::to_string(option.totals[static_cast<std::size_t>(type)]);
    for (const auto& c : option.counted) out += (out.empty() ? "" : " ") + c.type + "=" + std::to_string(c.value);
    return out;
}

// The statements listOptions numbers, in its order.
std::vector<std::string> listedStatements(const services::GameRecording& recording) {
    std::vector<std::string> out;
    for (const auto& x : recording.legalOptions())
        for (const auto& so : x.statements)
            if (so.kind != engine::EventKind::Roll && so.kind != engine::EventKind::HordeRoll)
                for (const auto& o : so.options) out.push_back(o.statement);
    return out;
}

const char* const kHelp =
    "Enter what happens at the table, one line at a time:\n"
    "  c1=3 c2=Save c3=2Melee    a roll: each die's face, by number or by what it shows\n"
    "  wilding=c2 : c1=3 ...     the owner's choices before ':' (when known before the totals)\n"
    "  march 1 frontier          a decision, as the match log writes it\n"
    "  ?                         the legal options now, numbered\n"
    "  3                         the third legal option ('?' shows them)\n"
    "  undo, redo                take back the last entry, or enter it again\n"
    "  board                     where everything is\n"
    "  log                       the last lines of the log\n"
    "  quit                      stop; the log file keeps the game (resume with --resume FILE)\n";

}  // namespace

RecordSession::RecordSession(services::GameRecording& recording, std::ostream& out, LineReader read)
    : recording_(recording), out_(out), read_(std::move(read)) {}

int RecordSession::run() {
    showNext();
    while (!done_) {
        const auto line = read_(choosing_ ? "choice> " : "record> ");
        if (!line) {
            handle("quit");
            break;
        }
        handle(*line);
    }
    return refused_;
}

void RecordSession::showNext() {
    if (recording_.finished()) {
        out_ << "The game is over: " << recording_.resultWords() << ".\n";
        return;
    }
    const auto& s = recording_.state();
    out_ << (s.turn.number > 0 ? "Turn " + std::to_string(s.turn.number) + " (" + s.pid(s.turn.player) + "), " +
                                     std::string(engine::toString(s.turn.phase)) + " phase. "
                               : std::string("Setup. "))
         << "Next: ";
    const auto expected = recording_.expected();
    for (std::size_t i = 0; i < expected.size(); ++i)
        out_ << (i == 0 ? "" : "  or, skipping that: ") << expected[i].what
             << (expected[i].optional ? " (optional)" : "") << "\n";
    if (expected.empty()) out_ << recording_.expectation() << "\n";
    if (!expected.empty() && !expected.front().why.empty() && !expected.front().optional)
        out_ << "  (" << expected.front().why << ")\n";
    if (const auto roll = recording_.dueRoll()) {
        std::string must;
        std::string may;
        for (const auto& d : roll->dice) {
            auto& list = d.optional ? may : must;
            list += (list.empty() ? "" : ", ") + dieName(recording_, d.piece);
        }
        out_ << "  " << (roll->who >= 0 ? s.pid(roll->who) : std::string("who")) << " rolls: " << must << "\n";
        if (!may.empty()) out_ << "  may roll too: " << may << "\n";
        out_ << "  type each die's face (number or icon), e.g. ";
        std::string example;
        for (std::size_t i = 0; i < roll->dice.size() && i < 3; ++i)
            example += (example.empty() ? "" : " ") + s.label(roll->dice[i].piece) + "=" +
                       (roll->dice[i].faces.empty() ? "1" : roll->dice[i].faces.front().token);
        out_ << example << "; '?' lists every face\n";
    }
}

void RecordSession::listOptions() {
    listed_.clear();
    const auto& s = recording_.state();
    int step = 0;
    for (const auto& x : recording_.legalOptions()) {
        out_ << ++step << ". " << x.expectation.what << (x.expectation.optional ? " (optional)" : "") << "\n";
        if (x.roll) {
            out_ << "   roll: " << x.roll->head << " <each die's face>\n";
            for (const auto& d : x.roll->dice)
                out_ << "     " << dieName(recording_, d.piece) << (d.optional ? " (may roll)" : "") << ": "
                     << facesOf(d) << "\n";
        }
        for (const auto& r : x.dispelRolls) out_ << "   or " << r.head << " <faces> (Dispel Magic)\n";
        for (const auto& so : x.statements) {
            if (so.kind == engine::EventKind::Roll || so.kind == engine::EventKind::HordeRoll) continue;
            if (so.coverage == judge::Coverage::None || so.options.empty()) continue;  // nothing legal to list now
            out_ << "   " << so.form << " (" << judge::toString(so.coverage) << ")\n";
            for (const auto& o : so.options) {
                listed_.push_back(o.statement);
                out_ << "     [" << listed_.size() << "] " << o.statement;
                if (!o.words.empty() && o.words != o.statement) out_ << "   " << o.words;
                if (o.pick) {
                    std::string from;
                    for (const int p : o.pick->from) from += (from.empty() ? "" : " ") + s.label(p);
                    out_ << "   (then name pieces: " << from << ")";
                }
                out_ << "\n";
            }
        }
    }
    if (!listed_.empty()) out_ << "Type a number to enter that statement.\n";
}

void RecordSession::showBoard() {
    const auto& s = recording_.state();
    const auto& catalog = recording_.catalog();
    out_ << "Terrains:\n";
    for (std::size_t t = 0; t < s.terrains.size(); ++t) {
        const auto& terrain = s.terrains[t];
        const auto& die = catalog.die(terrain.die);
        std::string face = terrain.face > 0 ? "face " + std::to_string(terrain.face) : std::string("not rolled yet");
        if (terrain.face > 0 && terrain.face <= static_cast<int>(die.faces.size()))
            face += " (" + die.faces[static_cast<std::size_t>(terrain.face - 1)].icon + ")";
        out_ << "  " << terrain.key << ": " << die.name << ", " << face
             << (terrain.controller >= 0 ? ", captured by " + s.pid(terrain.controller) : std::string()) << "\n";
    }
    const auto names = [&](const std::vector<int>& pieces) {
        std::string out;
        for (const int p : pieces) out += (out.empty() ? "" : ", ") + dieName(recording_, p);
        return out.empty() ? std::string("-") : out;
    };
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        const int player = static_cast<int>(p);
        out_ << s.players[p].name << " (" << s.players[p].id << ")" << (s.players[p].eliminated ? ", eliminated" : "")
             << ":\n";
        for (std::size_t t = 0; t < s.terrains.size(); ++t) {
            const auto at = engine::Location::at(static_cast<int>(t));
            if (s.hasArmy(player, at))
                out_ << "  at " << s.terrains[t].key << ": " << names(s.army(player, at)) << "\n";
        }
        const auto where = [&](engine::Where w) {
            std::vector<int> out;
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (s.pieces[i].owner == player && s.pieces[i].loc.where == w) out.push_back(static_cast<int>(i));
            return out;
        };
        out_ << "  Reserve Area: " << names(where(engine::Where::Reserve)) << "\n";
        out_ << "  DUA: " << names(where(engine::Where::Dua)) << "\n";
        out_ << "  BUA: " << names(where(engine::Where::Bua)) << "\n";
        out_ << "  Summoning Pool: " << names(where(engine::Where::Pool)) << "\n";
    }
    if (s.effects.empty()) return;
    out_ << "In force:\n";
    for (const auto& fx : s.effects) {
        std::string on;
        switch (fx.target) {
            case engine::EffectTargetKind::Army:
                on = fx.targetPlayer >= 0 ? s.pid(fx.targetPlayer) + "'s army at " + s.locationName(fx.targetArmy) : "";
                break;
            case engine::EffectTargetKind::Unit:
                on = fx.targetPiece >= 0 ? dieName(recording_, fx.targetPiece) : "";
                break;
            case engine::EffectTargetKind::Terrain:
                on = fx.targetTerrain >= 0 ? s.terrains[static_cast<std::size_t>(fx.targetTerrain)].key : "";
                break;
            default:
                on = fx.targetPlayer >= 0 ? s.pid(fx.targetPlayer) : "";
        }
        out_ << "  " << fx.source << (fx.caster >= 0 ? " by " + s.pid(fx.caster) : "")
             << (on.empty() ? "" : " on " + on)
             << (fx.expiresAtStartOf >= 0 ? ", until the start of " + s.pid(fx.expiresAtStartOf) + "'s turn" : "")
             << "\n";
    }
}

void RecordSession::showLog() {
    const auto& statements = recording_.statements();
    const std::size_t from = statements.size() > 12 ? statements.size() - 12 : 0;
    for (std::size_t i = from; i < statements.size(); ++i)
        out_ << "  " << statements[i].line << ": " << statements[i].text << "\n";
    if (statements.empty()) out_ << "  (no statement yet)\n";
}

void RecordSession::enter(RecordingEntry entry) {
    const auto result = recording_.enter(entry);
    switch (result.status) {
        case EntryResult::Status::Accepted:
            out_ << "  recorded: " << result.statement << "\n";
            listed_.clear();
            showNext();
            done_ = recording_.finished();
            return;
        case EntryResult::Status::Refused: {
            ++refused_;
            const auto& r = *result.refusal;
            // The engine quotes what the entry named (a label, a face): escaped here like any quoted input.
            out_ << "  refused: " << domain::text::printable(r.message, 2000) << "\n";
            if (!r.ruleId.empty())
                out_ << "  rule: " << r.ruleId << " (" << r.section << (r.lines.empty() ? "" : ", " + r.lines) << ")\n";
            out_ << "  nothing was written; '?' lists what the rules allow now\n";
            return;
        }
        case EntryResult::Status::ChooseOutcome:
            choosing_ = std::move(entry);
            outcomeWords_.clear();
            out_ << "  The owner chooses (the totals each choice gives):\n";
            for (std::size_t i = 0; i < result.outcomes.options.size(); ++i) {
                const auto& o = result.outcomes.options[i];
                const std::string choice = o.choices.text();
                out_ << "    [" << i + 1 << "] " << totalsOf(result.outcomes, o) << "   "
                     << (choice.empty() ? std::string("(no choice used)") : choice) << "\n";
            }
            if (result.outcomes.truncated) out_ << "    (more outcomes exist; the simplest are listed)\n";
            out_ << "  Type the number of the owner's choice (or 'cancel').\n";
            return;
    }
}

void RecordSession::chooseOutcome(const std::string& line) {
    if (line == "quit" || line == "exit") {
        choosing_.reset();
        handle(line);
        return;
    }
    if (line == "cancel" || line == "undo") {
        choosing_.reset();
        out_ << "  the roll is not entered\n";
        showNext();
        return;
    }
    int n = 0;
    try {
        n = std::stoi(line);
    } catch (const std::exception&) {
        n = 0;
    }
    if (n <= 0) {
        out_ << "  type the number of a listed choice, or 'cancel'\n";
        return;
    }
    auto entry = std::move(*choosing_);
    choosing_.reset();
    entry.outcome = n - 1;
    enter(std::move(entry));
}

void RecordSession::enterRoll(const std::string& line) {
    RecordingEntry entry;
    std::string faces = line;
    std::vector<std::string> before;
    // The owner's choices (or who rolls) before " : ", the faces after it.
    const std::string withEnd = line + " ";
    if (const auto colon = withEnd.find(" : "); colon != std::string::npos) {
        before = wordsOf(line.substr(0, colon));
        faces = withEnd.substr(colon + 3);
    }
    try {
        entry = RecordingEntry::rollOf(faces);
    } catch (const std::invalid_argument& e) {
        ++refused_;
        out_ << "  refused: " << e.what() << "\n";
        return;
    }
    std::size_t w = 0;
    if (!before.empty() && (before[0] == "roll" || before[0] == "horde-roll")) {
        entry.horde = before[0] == "horde-roll";
        if (before.size() < 2) {
            out_ << "  refused: say who rolls: roll <player> ... : <faces>\n";
            ++refused_;
            return;
        }
        entry.player = before[1];
        w = 2;
    }
    for (; w < before.size(); ++w) {
        const auto eq = before[w].find('=');
        if (eq == std::string::npos) {
            entry.purposes.push_back(before[w]);
            continue;
        }
        const std::string key = before[w].substr(0, eq);
        const std::string value = before[w].substr(eq + 1);
        if (value == "?") {  // a type the line states, its total left to the rules
            entry.counted.push_back(key);
            continue;
        }
        const bool total = std::find_if(std::begin(engine::kRollTypes), std::end(engine::kRollTypes), [&](auto t) {
                               return engine::toString(t) == key;
                           }) != std::end(engine::kRollTypes);
        if (total || (!value.empty() && std::all_of(value.begin(), value.end(), ::isdigit) && key != "bone-magic")) {
            ++refused_;
            out_ << "  refused: '" << domain::text::printable(before[w])
                 << "' states a total; give the faces only, the rules count the totals\n";
            return;
        }
        entry.choices.push_back({key, value});
    }
    enter(std::move(entry));
}

void RecordSession::handle(const std::string& raw) {
    const std::string line(domain::text::trim(raw));
    if (choosing_) {
        chooseOutcome(line);
        return;
    }
    if (line.empty()) return;
    if (line == "quit" || line == "exit") {
        done_ = true;
        out_ << (recording_.finished() ? "The log is complete: "
                                       : "The game is kept; resume it with: muster-cli record --resume ")
             << (recording_.path().empty() ? std::string("(not saved)") : recording_.path()) << "\n";
        return;
    }
    if (line == "help") {
        out_ << kHelp;
        return;
    }
    if (line == "?") {
        listOptions();
        return;
    }
    if (line == "board") {
        showBoard();
        return;
    }
    if (line == "log") {
        showLog();
        return;
    }
    if (line == "undo" || line == "redo") {
        const std::string before = recording_.statements().empty() ? "" : recording_.statements().back().text;
        const bool done = line == "undo" ? recording_.undo() : recording_.redo();
        if (!done)
            out_ << "  nothing to " << line << "\n";
        else if (line == "undo")
            out_ << "  undone: " << before << "\n";
        else
            out_ << "  redone: " << recording_.statements().back().text << "\n";
        if (done) showNext();
        return;
    }
    if (std::all_of(line.begin(), line.end(), ::isdigit)) {
        if (listed_.empty()) listed_ = listedStatements(recording_);
        const auto n = std::stoul(line.size() > 6 ? "0" : line);
        if (n == 0 || n > listed_.size()) {
            out_ << "  no option " << domain::text::printable(line) << ": '?' lists the options\n";
            return;
        }
        enter(RecordingEntry::statementOf(listed_[n - 1]));
        return;
    }
    const auto first = wordsOf(line).front();
    if (first.find('=') != std::string::npos || first == "roll" || first == "horde-roll") {
        enterRoll(line);
        return;
    }
    enter(RecordingEntry::statementOf(line));
}

std::vector<std::string> RecordSession::completions(const std::string& lineBefore) const {
    std::vector<std::string> out;
    if (choosing_) return out;
    const bool roll = lineBefore.find('=') != std::string::npos;
    if (!roll)
        for (const char* command : {"?", "undo", "redo", "board", "log", "help", "quit"})
            if (lineBefore.empty()) out.emplace_back(command);
    if (const auto due = recording_.dueRoll(); due && (roll || lineBefore.empty()))
        for (const auto& d : due->dice) {
            const std::string label = recording_.state().label(d.piece) + "=";
            for (const auto& f : d.faces) {
                out.push_back(label + f.token);
                for (const int n : f.numbers) out.push_back(label + std::to_string(n));
            }
        }
    if (roll) return out;
    for (const auto& statement : listedStatements(recording_)) {
        if (statement.compare(0, lineBefore.size(), lineBefore) != 0) continue;
        const auto end = statement.find(' ', lineBefore.size());
        out.push_back(statement.substr(lineBefore.size(), end == std::string::npos ? end : end - lineBefore.size()));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace muster::cli
