#pragma once
// The judge's answer about a disputed roll (issue 30, judge mode): at the recording's position, for the faces the
// dice show, what the rules give, in words: the legal totals (each outcome the owner may choose, with its choice), how
// the engine resolved the roll (the steps of Die Roll Resolution, the rules applied with their rulebook lines), and
// what the players may state next with those totals (the legal casualty choices after a save roll, for instance).
// Nothing is written: it works on copies of the state. The game window's judge mode shows it; it asks the engine
// (judge::rollTotals, judge::StatementExplainer, judge::LegalOptions) and knows no rules itself.
#include <string>
#include <vector>

#include "muster/services/GameRecording.h"

namespace muster::services {

struct RollRuling {
    bool accepted = false;
    std::string problem;                // why the faces do not fit the roll due (the engine's words)
    std::string statement;              // the roll line with the first outcome's totals
    std::vector<std::string> outcomes;  // "melee=3 missile=1  (h1=1:3melee+1missile)", simplest first
    std::vector<std::string> rules;     // "Missile: V4.01d Missile (S0:L390-405): what it covers"
    std::vector<std::string> steps;     // the resolution steps with what each die gave
    std::vector<std::string> next;      // after the first outcome: what the rules expect, and its legal statements
};

// `roll` is the entry the tray makes (the roll due: its dice and faces).
[[nodiscard]] RollRuling ruleOnRoll(const GameRecording& recording, const RecordingEntry& roll);

}  // namespace muster::services
