#pragma once
// Reads the dice of a roll statement: who rolls, which pieces must and may roll, each face token resolved
// against its die, and the re-roll segments applied in order (re-roll and add appends a die, re-roll to
// replace replaces its face). What a re-roll reason allows is checked by the RerollRule the caller passes.
#include <functional>
#include <string>
#include <vector>

#include "EngineContext.h"

namespace muster::rules::engine {

struct DieRoll {
    int piece = -1;
    domain::DieId die = 0;
    int face = 0;           // the face that counts now (0-based)
    int generation = 0;     // 0: the first roll; k: the k-th "roll again and add" of this piece
    bool replaced = false;  // a re-roll replaced the face it first showed
    std::string replacedBy;  // ...the reason of the segment that replaced it last
    std::string note;       // the annotation after ':' ("melee", "2melee+1save")
    std::string addedBy;    // generation > 0: the reason of the segment that added it
    int segment = -1;       // the face token it was read from: -1 the dice list, k the k-th re-roll segment
    std::string token;      // the face as the line writes it ("4", "ID", "2Melee")
};

struct RolledDice {
    int roller = -1;
    int line = 0;
    std::string text;
    std::vector<DieRoll> dice;
    std::vector<StatedChoice> choices;  // the roll-level choices the line writes (version 3)
    // Indices into dice of the first die of each piece, in the order they rolled.
    [[nodiscard]] std::vector<int> pieces() const;
    [[nodiscard]] const DieRoll* latest(int piece) const;  // the piece's last added die
};

enum class RerollMode : std::uint8_t { Add, Replace };

// What one re-roll reason may do in this roll. check() refuses (ctx.fail) a re-roll it does not allow; it is
// called with the die as it stood before the segment.
struct RerollRule {
    std::string reason;
    RerollMode mode = RerollMode::Replace;
    std::function<void(Ctx& ctx, const RolledDice& roll, const DieRoll& before, const RerollSegment& segment)> check;
};

struct DiceRequest {
    int roller = -1;
    std::vector<int> must;  // pieces that must roll
    std::vector<int> may;   // pieces that may roll as well (a glaring unit, ...)
    std::string purpose;    // for messages: "the save roll of B's army at frontier"
    Rule rule = Rule::DieRollResolution;
    std::vector<RerollRule> rerolls;  // reasons allowed in this roll
    // Pieces of the rolling army that a rule holds out of this roll, with the rule and why (a Defensive Volley
    // is rolled by the Coral Elves only, Foul Stench holds units back from a counter-attack).
    struct HeldBack {
        int piece = -1;
        Rule rule = Rule::DieRollResolution;
        std::string why;
    };
    std::vector<HeldBack> heldBack;
};

// Reads ctx.ev() (a Roll or HordeRoll statement) as the roll the request describes.
RolledDice readDice(Ctx& ctx, const DiceRequest& request);

// Resolves "3", "ID", "Melee", "2Melee" or "2 Melee" against a die's faces; refuses (unreadable) a face number
// past the die's faces or a token that matches two different faces, listing the faces.
int resolveFace(Ctx& ctx, domain::DieId die, const std::string& token);

// "1 ID, 2 Save, 3 Melee, ..." for messages.
std::string facesOf(const domain::Die& die);

}  // namespace muster::rules::engine
