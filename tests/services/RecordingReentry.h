#pragma once
// A generated game entered again through the game recorder with faces and choices only (RecordingCorpusTest,
// RecordingCrashTest, bench_Recorder, bench_GameWindow): each statement becomes RecordingEntry::fromEvent (a roll: its
// dice, faces, re-roll segments and the owner's choices written on the line, never its totals; every other statement as
// the log states it).
#include <algorithm>
#include <string>
#include <vector>

#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/GameRecording.h"

namespace muster::services::testing {

// The owner's choices a roll line states (roll-level words and annotations), in one comparable text.
inline std::string choicesOf(const rules::engine::Event& e) {
    std::vector<std::string> words;
    for (const auto& c : e.choices) words.push_back(c.key + "=" + c.value);
    std::sort(words.begin(), words.end());
    std::string out;
    for (const auto& w : words) out += w + " ";
    out += ":";
    for (const auto& f : e.faces) out += " " + f.unit + "=" + f.face + ":" + f.note;
    for (const auto& segment : e.rerolls) {
        out += " / " + segment.reason;
        for (const auto& f : segment.faces) out += " " + f.unit + "=" + f.face + ":" + f.note;
    }
    return out;
}

struct Reentry {
    RecordingEntry entry;  // as entered last (its outcome set when one was picked)
    EntryResult result;
    bool choseOutcome = false;  // the faces left a choice: the one the log states was picked
};

// Enters one statement of `log` (the parsed generated log) as an entry; when the recorder asks for the owner's choice,
// picks the outcome whose choices are the ones the log's line states.
inline Reentry enterAgain(GameRecording& recording, const rules::matchlog::MatchLog& log,
                          const rules::engine::Event& e) {
    Reentry out;
    out.entry = RecordingEntry::fromEvent(e);
    auto& entry = out.entry;
    out.result = recording.enter(entry);
    if (out.result.status != EntryResult::Status::ChooseOutcome) return out;
    out.choseOutcome = true;
    const std::string wanted = choicesOf(e);
    const auto& options = out.result.outcomes.options;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const auto candidate = rules::engine::writeOption(out.result.statement, options[i]);
        if (choicesOf(rules::matchlog::MatchLogParser::parseStatement(log, candidate, e.line)) != wanted) continue;
        entry.outcome = static_cast<int>(i);
        out.result = recording.enter(entry);
        return out;
    }
    return out;  // no outcome states the log's choices: still ChooseOutcome, which the caller reports
}

// The log's header: its text up to and including the 'setup' line.
inline std::string headerOf(const std::string& text) {
    const auto at = text.find("\nsetup\n");
    return at == std::string::npos ? text : text.substr(0, at + 7);
}

}  // namespace muster::services::testing
