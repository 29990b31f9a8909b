#pragma once
// The owner's choices in one roll and the totals each gives (docs/match-log.md, "The owner's choices on the roll
// line", format version 3). After a roll its owner decides a few things that change the roll's totals:
//   * where unplaced ID results and an SAI's results of choice go in a combination roll (V4.01d S0:L784-786; in
//     the answer to a dragon attack a die's IDs may be split between the types, S0:L573),
//   * how many "counts as" results each die uses (species abilities such as Coastal Dodge, Necromantic Wave,
//     Berserker Rage, the Amazons' charges: optional, S0:L747),
//   * which units Wilding doubles (S0:L1062),
//   * which counted type each modifier of choice takes (Palsy, Ash Storm, Fiery Weapon, Wither: S0:L783),
//   * how much Bone Magic the Undead add to a magic roll.
// RollChoices is that decision in a structured form; it renders to the v3 text of the roll line (roll-level words
// such as 'wilding=c2' and 'palsy=save', and annotations after a die's face such as 'c3=ID:melee' or
// 'c2=2Maneuver:save'), and the engine reads it back from there (Engine::rollOutcomes on a line that writes some
// choices lists only the outcomes that keep them). RollOutcomes lists every legal choice of a roll (a RollOption) with
// the totals it gives, one choice per distinct set of totals, the simplest first: what the legal-log generator states,
// what `rules expect` offers and what a recorder shows. The enumeration is the one the verifier checks stated totals
// against (rules/src/engine/roll/RollChoiceSpace).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Event.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

// Where one die's results of choice go, or how many counts-as results it uses: the annotation after its face.
struct DieChoice {
    enum class Kind : std::uint8_t {
        Ids,              // its ID results (a combination roll): 'c3=ID:melee', against a dragon 'c3=ID:2melee+1save'
        ResultsOfChoice,  // an SAI's results whose type the owner picks: 'c5=CreateFireminions:1melee+1save'
        CountsAs,         // counts-as results used: 'c2=2Maneuver:save' (all of them), 'c2=2Maneuver:1save'
    };
    Kind kind = Kind::Ids;
    std::string unit;  // the die's label as the roll line writes it
    std::string face;  // its face as the line writes it ("ID", "4")
    int segment = -1;  // the face it annotates: -1 the dice list, k the k-th re-roll segment ('/ rend c4=...')
    std::array<int, kRollTypeCount> to{};  // results by type (index(RollType))
    int available = 0;     // CountsAs: the results the die may count as that type ('save' means all of them)
    std::string source;    // CountsAs: the ability or spell ("Coastal Dodge"); ResultsOfChoice: the SAI
    bool written = false;  // the roll line states it (else the engine worked it out)

    // The annotation: "melee", "2melee+1save", "save", "1save".
    [[nodiscard]] std::string note() const;
    // The face token with it: "c3=ID:melee".
    [[nodiscard]] std::string token() const;
    friend bool operator==(const DieChoice&, const DieChoice&) = default;
};

// An SAI face whose annotation states the owner's choice (Elevate: the unit it doubles, 'i1=Elevate:c2', against a
// dragon with the type, 'i1=Elevate:c2:save').
struct FaceNote {
    std::string unit;  // the die that shows the SAI
    std::string face;
    int segment = -1;
    std::string note;    // "c2", "c2:save"
    std::string source;  // the SAI ("Elevate")
    friend bool operator==(const FaceNote&, const FaceNote&) = default;
};

// A unit whose results a choice doubles (Wilding: its melee and save results).
struct DoubledUnit {
    std::string unit;
    TypeMask types = 0;
    std::string source = "Wilding";
    friend bool operator==(const DoubledUnit&, const DoubledUnit&) = default;
};

// The counted type a modifier of choice goes to (one per effect; the castings of one spell may differ).
struct ModifierChoice {
    std::string source;  // the spell or SAI ("Ash Storm")
    RollType to = RollType::Melee;
    friend bool operator==(const ModifierChoice&, const ModifierChoice&) = default;
};

struct RollChoices {
    std::vector<DieChoice> dice;            // in the order the dice roll
    std::vector<FaceNote> faceNotes;        // SAI faces naming what they act on (Elevate's unit)
    std::vector<DoubledUnit> doubled;       // Wilding
    std::vector<ModifierChoice> modifiers;  // modifiers of choice, in the order the effects were made
    int boneMagic = 0;                      // magic rolls: Bone Magic added

    // The roll-level words, in the order the log writes them before ':': "wilding=c2+c4", "ash-storm=save",
    // "palsy=melee+save" (two castings), "bone-magic=2". Only what differs from the defaults (no unit doubled,
    // no Bone Magic) and the modifiers.
    [[nodiscard]] std::vector<std::string> words() const;
    // Words and annotations in one line, for messages and the trace: "wilding=c2 c3=ID:melee i1=Elevate:c2". Empty:
    // none.
    [[nodiscard]] std::string text() const;
    [[nodiscard]] bool empty() const;
    friend bool operator==(const RollChoices&, const RollChoices&) = default;
};

// One legal outcome of a roll: a choice and the totals it gives.
struct RollOption {
    std::array<int, kRollTypeCount> totals{};  // by type; 0 for the types the roll does not count
    // What a roll states that is not a result type (a count of units: 'replant=1', 'id=2', 'rise=0', 'dispel=1').
    std::vector<StatedTotal> counted;
    RollChoices choices;
    friend bool operator==(const RollOption&, const RollOption&) = default;
};

struct RollOutcomes {
    TypeMask counts = 0;              // the types the roll states
    std::vector<RollOption> options;  // distinct totals, each with one choice that gives them; simplest first
    bool truncated = false;           // more outcomes than were listed
    // Why nothing is listed: the statement is refused (the engine's reason), the roll states no total (a dragon
    // roll), or its totals are counted later (Cantrip magic is spent first). Empty when options are listed.
    std::string note;
};

// "ash-storm": the word a spell or SAI name takes in a roll-level choice.
std::string choiceWord(std::string_view source);

// The roll line with these choices written (docs/match-log.md, version 3): the roll-level words go before ':'
// (after the stated totals), each die choice becomes the annotation of its face token (replacing one there).
// The line's other words are kept as written; its comment, if any, is dropped.
std::string writeChoices(std::string_view rollLine, const RollChoices& choices);
// The same, with each stated total set to the option's ('melee=?' and 'melee=3' alike).
std::string writeOption(std::string_view rollLine, const RollOption& option);

}  // namespace muster::rules::engine
