#pragma once
// The terminal side of `muster-cli record` (docs/recorder.md): prompts in a player's words, reads one line per entry
// and turns it into a RecordingEntry for services::GameRecording. It knows no rules: what is due, what is legal and
// what a roll gives all come from the recording.
//
// A line is one of: a roll's faces ("c1=3 c2=Save c3=2Melee", optionally after the owner's choices and ':',
// "wilding=c2 : c1=3 ..."; re-rolls after '/ reason'), a statement as the log writes it ("march 1 frontier"), the
// number of an option the last '?' listed, or a command: '?' (the legal options now), 'undo', 'redo', 'board', 'log',
// 'help', 'quit'. When the faces leave their owner a choice that changes the totals, the outcomes are listed and the
// next line picks one by number.
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "muster/services/GameRecording.h"

namespace muster::cli {

class RecordSession {
public:
    // Reads the next line, showing the prompt; nullopt at the end of input.
    using LineReader = std::function<std::optional<std::string>(const std::string& prompt)>;

    RecordSession(services::GameRecording& recording, std::ostream& out, LineReader read);
    // Runs until 'quit', the end of input or the end of the game. Returns the number of entries refused.
    int run();
    // Tab completion: the words that may come next after `lineBefore` (the line up to the word being completed). In a
    // roll, each rolling die's faces ("c1=2Melee", "c1=3"); otherwise the next word of the commands and of every
    // statement the rules allow now that begins with `lineBefore`, so a legal statement completes word by word.
    [[nodiscard]] std::vector<std::string> completions(const std::string& lineBefore) const;

    // One line, as run() reads it (tests).
    void handle(const std::string& line);
    [[nodiscard]] bool done() const { return done_; }

private:
    void showNext();
    void listOptions();
    void showBoard();
    void showLog();
    void enter(services::RecordingEntry entry);
    void enterRoll(const std::string& line);
    void chooseOutcome(const std::string& line);

    services::GameRecording& recording_;
    std::ostream& out_;
    LineReader read_;
    std::vector<std::string> listed_;                   // the statements the last '?' numbered
    std::optional<services::RecordingEntry> choosing_;  // a roll waiting for its outcome
    std::vector<std::string> outcomeWords_;
    int refused_ = 0;
    bool done_ = false;
};

}  // namespace muster::cli
