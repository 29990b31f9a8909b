// muster-cli record: record a game while it is played (docs/recorder.md). The session is services::GameRecording;
// RecordSession turns lines into its entries. On a terminal the lines are edited with GNU Readline (history, tab
// completion of commands, the rolling dice's labels and the listed statements); otherwise they are read from standard
// input and echoed after the prompt, so that a script's transcript reads like a session.
#include <readline/history.h>
#include <readline/readline.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "CliContext.h"
#include "CliDatabase.h"
#include "EventCommands.h"
#include "RecordSession.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/services/GameRecording.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/RecordedTable.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterLibrary.h"

namespace muster::cli {

namespace {

RecordSession* completing = nullptr;  // the session whose words Readline completes
std::string lineBeforeWord;           // the line up to the word being completed

char* completionWord(const char* text, int state) {
    static std::vector<std::string> words;
    static std::size_t next = 0;
    if (state == 0) {
        words = completing != nullptr ? completing->completions(lineBeforeWord) : std::vector<std::string>{};
        next = 0;
    }
    const std::string prefix = text;
    while (next < words.size()) {
        const std::string& w = words[next++];
        if (w.rfind(prefix, 0) == 0) {
            char* out = static_cast<char*>(std::malloc(w.size() + 1));  // Readline frees it
            if (out != nullptr) std::copy(w.c_str(), w.c_str() + w.size() + 1, out);
            return out;
        }
    }
    return nullptr;
}

char** complete(const char* text, int start, int /*end*/) {
    lineBeforeWord.assign(rl_line_buffer, static_cast<std::size_t>(std::max(start, 0)));
    rl_attempted_completion_over = 1;
    rl_completion_append_character = ' ';
    return rl_completion_matches(text, completionWord);
}

std::optional<std::string> readTerminalLine(const std::string& prompt) {
    std::cout.flush();
    char* raw = readline(prompt.c_str());
    if (raw == nullptr) return std::nullopt;
    std::string line(raw);
    std::free(raw);
    if (!line.empty()) add_history(line.c_str());
    return line;
}

std::optional<std::string> readPipedLine(const std::string& prompt) {
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    // The echo shows what was read, escaped and cut like any quoted input (a roll of many dice still fits).
    std::cout << prompt << domain::text::printable(line, 300) << "\n";
    return line;
}

}  // namespace

void registerRecordCommands(CLI::App& app, CliContext& context) {
    struct Args {
        std::vector<std::string> rosters;
        std::string output;
        std::string resume;
        std::string fromPosition;
        std::string event;
        int round = 0;
        int table = 0;
    };
    auto args = std::make_shared<Args>();
    auto* record = app.add_subcommand(
        "record",
        "record a game while it is played: the faces each die shows and what the players choose; the rules count "
        "every total and refuse what they do not allow; the log file is written as you go (docs/recorder.md)");
    record->add_option("ROSTER", args->rosters,
                       "the players' rosters, two to four (players A, B, C, D): roster files, or names of rosters in "
                       "the library (muster-cli roster list)");
    record->add_option("-o,--output", args->output, "the match log to write (it must not exist yet)");
    record->add_option("--resume", args->resume, "go on recording the game in this log file");
    record->add_option("--from-position,--from", args->fromPosition,
                       "start from a log's beginning: a log that starts from a position (docs/match-log.md, Positions) "
                       "or any log's header, with the statements after it (the new log copies them)");
    record->add_option("--event", args->event,
                       "record the game of an event's round and table (with --round and --table): both registered "
                       "rosters; at the end the result and the log are stored with the game");
    record->add_option("--round", args->round, "the event's round (with --event)");
    record->add_option("--table", args->table, "the game's table (with --event)");
    record->callback([&context, args] {
        const auto& catalog = context.catalog();
        const int modes = (args->rosters.empty() ? 0 : 1) + (args->resume.empty() ? 0 : 1) +
                          (args->fromPosition.empty() ? 0 : 1) + (args->event.empty() ? 0 : 1);
        if (modes != 1)
            throw CliError(
                "record: give two to four rosters with -o FILE, or --event EVENT --round N --table T with "
                "-o FILE, or --resume FILE, or --from-position FILE with -o FILE");
        if (!args->event.empty() && (args->round < 1 || args->table < 1))
            throw CliError("record: --event needs --round N and --table T");
        if (args->resume.empty() && args->output.empty()) throw CliError("record: -o FILE names the log to write");
        std::unique_ptr<services::GameRecording> recording;
        try {
            if (!args->resume.empty()) {
                std::string notice;
                recording = services::GameRecording::resume(catalog, args->resume, notice);
                if (!notice.empty()) std::cout << notice << "\n";
                std::cout << "Resumed " << args->resume << " after " << recording->statements().size()
                          << " statements.\n";
            } else if (!args->event.empty()) {
                std::string header;
                withEvents(context, [&](db::EventRepository&, services::EventStore& store) {
                    header = services::tableHeader(store, catalog, {store.find(args->event), args->round, args->table});
                });
                recording = services::GameRecording::start(catalog, header, services::RecordingJournal(args->output));
            } else if (!args->fromPosition.empty()) {
                std::string text;
                if (auto unreadable = services::readLogText(args->fromPosition, text))
                    throw CliError(unreadable->message);
                recording = services::GameRecording::start(catalog, text, services::RecordingJournal(args->output));
            } else {
                if (args->rosters.size() < 2 || args->rosters.size() > 4)
                    throw CliError("record: a game needs two to four rosters");
                std::vector<domain::Roster> rosters;
                std::optional<db::Database> database;  // opened for the first roster named from the library
                for (const auto& path : args->rosters) {
                    try {
                        if (std::filesystem::exists(path)) {
                            rosters.push_back(services::readRosterFile(path, catalog).roster);
                            continue;
                        }
                        if (!database) database.emplace(openDatabase(context));
                        rosters.push_back(services::RosterLibrary(*database, catalog).load(path));
                    } catch (const std::exception& e) {
                        throw CliError("record: " + domain::text::printable(path) +
                                       " is neither a roster file nor a roster of the library (muster-cli roster "
                                       "list): " +
                                       e.what());
                    }
                }
                recording =
                    services::GameRecording::start(catalog, services::GameRecording::headerFor(catalog, rosters),
                                                   services::RecordingJournal(args->output));
            }
        } catch (const services::RecordingError& e) {
            const bool exists = !args->output.empty() && std::filesystem::exists(args->output);
            throw CliError(std::string("record: ") + e.what() +
                           (exists ? " (to go on with it: muster-cli record --resume " + args->output + ")" : ""));
        }
        const bool terminal = ::isatty(STDIN_FILENO) != 0 && ::isatty(STDOUT_FILENO) != 0;
        RecordSession session(
            *recording, std::cout,
            terminal ? RecordSession::LineReader(readTerminalLine) : RecordSession::LineReader(readPipedLine));
        if (terminal) {
            completing = &session;
            rl_attempted_completion_function = complete;
            // Words break at blanks only: "c1=2Melee" is one word to complete.
            static char breaks[] = " \t";
            rl_completer_word_break_characters = breaks;
            std::cout << "Type 'help' for what you can enter, '?' for the legal options now.\n";
        }
        int refused = 0;
        try {
            refused = session.run();
        } catch (const services::RecordingError& e) {
            completing = nullptr;
            throw CliError(std::string("record: ") + e.what());
        }
        completing = nullptr;
        if (recording->finished() && !recording->path().empty()) {
            rules::VerifyOptions strict;
            strict.strict = true;
            const rules::MatchVerifier verifier(catalog, services::logRosterReader(catalog), strict);
            const auto verdict = services::verifyLogFile(verifier, recording->path());
            std::cout << "verify --strict: " << verdict.message << "\n";
            if (!verdict.verified()) context.exitCode = kFindings;
            if (const auto table = services::tableOf(recording->text())) {
                withEvents(context, [&](db::EventRepository&, services::EventStore& store) {
                    const auto stored =
                        services::storeTableGame(store, catalog, *table, recording->path(), "muster-cli");
                    std::cout << stored.message << "\n";
                });
            }
        }
        if (refused > 0 && !terminal) context.exitCode = kFindings;
    });
}

}  // namespace muster::cli
