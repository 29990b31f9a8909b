#pragma once
// What the engine did with one statement, recorded when the caller asks (Engine::apply with a StepTrace): the
// expectations the statement met on its way down the frame stack (the last one took it), and every roll it evaluated,
// die by die, in the parts of V4.01d Die Roll Resolution. `muster-cli rules explain` turns it into a player's words
// (rules/judge/StatementExplainer). Recording costs nothing when no trace is asked for.
#include <array>
#include <string>
#include <vector>

#include "muster/rules/engine/Frame.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

// One die of a roll as the engine counted it: the face, and per result type (index(RollType)) the parts of step 5
// (ID and normal icons), step 8 (SAI-generated) and step 10 (counts-as, optional).
struct TracedDie {
    int piece = -1;
    int face = 0;            // 1-based, the face that counts
    int generation = 0;      // 0: the first roll; k: the k-th "roll again and add" of this piece
    bool replaced = false;   // a re-roll replaced the face it first showed
    std::string replacedBy;  // ...the re-roll segment's reason
    std::string addedBy;     // generation > 0: the reason of the segment that added it
    std::string note;        // the annotation as written ("melee", "return")
    std::string icon;        // the face's icon ("ID", "Melee", an SAI's name)
    int amount = 0;          // the face's amount
    bool item = false;
    std::array<int, kRollTypeCount> id{};
    std::array<int, kRollTypeCount> normal{};
    std::array<int, kRollTypeCount> sai{};
    std::array<int, kRollTypeCount> countsAs{};
    int flexId = 0;        // a combination roll: ID results the owner places on a counted type
    int choiceAmount = 0;  // an SAI's results of a type of the owner's choice
    TypeMask choiceTypes = 0;
    TypeMask doubled = 0;  // types an SAI doubles for this unit (Trumpet, Elevate)
    int noSaveDamage = 0;  // damage no save reduces (Smite, Stone)
    int autoSaves = 0;     // Dragonkin automatic saves (step 10)
    bool rollAgain = false;
};

// The modifiers of one result type, collapsed by the rules (steps 6, 7, 9 and 10).
struct TracedModifiers {
    int subtract = 0;
    int divisor = 1;
    int multiplier = 1;
    int add = 0;
    bool ignoreIds = false;
    bool doubleIds = false;  // Double Maneuvers / Double Saves (the eighth face's doubling is TracedRoll::eighthFace)
};

// An SAI of the roll that waits for the roller's decision (step 4, or step 2 of the target's save roll).
struct TracedSai {
    std::string name;
    int piece = -1;
    int x = 0;
    bool delayed = false;
    bool optional = false;
};

struct TracedRoll {
    int line = 0;
    std::string text;
    int roller = -1;
    TypeMask counts = 0;      // the result types the roll counts (several: a combination roll)
    std::string purpose;      // "attack", "save", "maneuver", ... (RollPurpose in words)
    std::string cause;        // what the roll is for, when a rule names it ("Stomp", "Lightning Strike")
    bool eighthFace = false;  // the army controls the terrain it rolls at: its ID results double
    bool inReserve = false;
    std::vector<TracedDie> dice;
    std::array<TracedModifiers, kRollTypeCount> modifiers{};
    std::vector<std::string> choiceModifiers;  // modifiers whose type the owner picks ("Palsy: subtract 1")
    std::vector<TracedSai> pending;
    std::array<int, kRollTypeCount> base{};      // a roll of one type: the total without optional counts-as results
    std::array<int, kRollTypeCount> optional{};  // ... and how many more may count
    std::array<int, kRollTypeCount> otherSideLoses{};  // results the answering roll subtracts (Howl, Screech, Wave)
    int noSaveDamage = 0;
    int mayDoubleUnits = 0;  // Wilding: units whose results the owner may double
    std::string unsupported;
};

struct StepTrace {
    // The expectations the statement met, in the order the frames saw it: each frame that could end let it pass on
    // (its expectation first), and the last one took it.
    std::vector<Expectation> met;
    std::vector<std::string> steps;  // the frames' step names, in the same order
    std::vector<TracedRoll> rolls;
};

}  // namespace muster::rules::engine
