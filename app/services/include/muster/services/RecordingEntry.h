#pragma once
// One entry of a game recording (GameRecording.h): what the players decided or rolled, as data. Never a total: the
// recorder has the engine count every total from the faces and the owner's choices.
//
//   * A statement: a decision written as the match log writes it (docs/match-log.md), picked from the legal options
//     the recorder lists (judge::LegalOption::statement) or an open form completed with the pieces picked
//     ("reinforce A frontier c1 c2"). A log line read back on resume is one too.
//   * A roll: the face each die shows (a face number or an icon token: "3", "Save", "2Melee", "Smite"), with the
//     re-roll segments an SAI or a spell calls for, and the owner's choices that change the totals when they are
//     known in advance (roll-level words such as wilding=c2, annotations such as c3=ID:melee). Which roll it is (who
//     rolls, what the line states before ':') comes from the rules' expectation unless the entry says so (a Dispel
//     Magic roll of another player).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Event.h"

namespace muster::services {

// "c3=ID:melee": the die's label, its face and the annotation of the owner's choice for it (may be empty).
struct RolledDie {
    std::string unit;
    std::string face;
    std::string note;
    friend bool operator==(const RolledDie&, const RolledDie&) = default;
};

// "/ rend c1=3": a re-roll segment.
struct RerolledDice {
    std::string reason;
    std::vector<RolledDie> dice;
    friend bool operator==(const RerolledDice&, const RerolledDice&) = default;
};

struct RecordingEntry {
    enum class Kind : std::uint8_t { Statement, Roll };
    Kind kind = Kind::Statement;

    // Statement: the statement.
    std::string statement;

    // Roll: who rolls and what the line states before ':' (purpose words and the types it counts, such as
    // "negate magic" or "melee"); both empty: the roll the rules expect now.
    std::string player;
    std::vector<std::string> purposes;  // words written as they are ("dispel", "dragon", "negate")
    std::vector<std::string> counted;   // the types whose totals the line states ("melee", "magic")
    std::vector<RolledDie> dice;
    std::vector<RerolledDice> rerolls;
    std::vector<rules::engine::StatedChoice> choices;  // roll-level choices ("wilding" = "c2")
    bool horde = false;                                // a horde roll (setup) rather than a roll
    // Which of the roll's legal outcomes (Engine::rollOutcomes, simplest first) the owner takes when the faces leave
    // several: -1 asks (GameRecording::enter answers ChooseOutcome), 0.. picks.
    int outcome = -1;

    [[nodiscard]] static RecordingEntry statementOf(std::string text);
    [[nodiscard]] static RecordingEntry rollOf(std::vector<RolledDie> dice);
    // Reads "c1=3 c2=Save c3=ID:melee / rend c1=2" (the part of a roll line after ':') into dice and re-roll
    // segments; a word that is not label=face is refused with std::invalid_argument saying which.
    [[nodiscard]] static RecordingEntry rollOf(std::string_view facesText);
    // The entry that makes a log's statement again: a roll keeps who rolls, its words, dice, faces, re-roll segments
    // and choices and drops its totals (the recorder counts them); any other statement is kept as written.
    [[nodiscard]] static RecordingEntry fromEvent(const rules::engine::Event& event);

    // The roll line with '?' for every total: "roll B save=? : c2=2 c4=Save". `head` is "roll B save=?" (without ':').
    [[nodiscard]] std::string rollLine(const std::string& head) const;
    // "c2=2 c4=Save / rend c2=3": the dice as a roll line lists them after ':'.
    [[nodiscard]] std::string facesText() const;
};

}  // namespace muster::services
