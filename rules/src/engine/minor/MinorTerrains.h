#pragma once
// Minor terrains in play (V4.01d Minor Terrains, S0:L1214-1255): an army brings one from its owner's Summoning
// Pool instead of its maneuver step and rolls it; at the start of each later march the army keeps the face
// (no maneuver step), rolls again (then maneuvers) or buries it (no maneuver step, and no new one this turn).
// The die sits beside the army as a piece at the army's terrain with the face showing (Piece::face); a disaster
// face buries it when the army next marches, and it is buried as soon as the army leaves the terrain or captures
// the terrain's eighth face. Its icons are the table in MinorIcons.h; Amazons' charges are in Charges.cpp.
#include <array>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "minor/MinorIcons.h"
#include "roll/CountsAs.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class MinorTerrains {
public:
    // What one 'minor' statement at the start of a march did.
    struct MarchStep {
        bool endsManeuverStep = false;  // bring, keep, bury: the maneuver step is spent
        bool rolled = false;            // a roll of the die in play (the maneuver step may follow)
        int turnsFace = -1;             // the piece whose ID face the owner now turns (minor-face)
        std::string note;               // for the message of a later maneuver statement
    };
    // 'minor <P> bring <minor terrain> <face>' | 'roll <face>' | 'keep' | 'bury' in the march of the army at
    // `army`; `rolledAlready`: the die was rolled in this march.
    static MarchStep march(Ctx& ctx, Location army, bool rolledAlready);
    // The minor terrain of the marching army decides before the maneuver step (refuses 'maneuver' until it did).
    static void needDecisionBeforeManeuver(const Ctx& ctx, Location army);
    // The beginning of a march: a disaster face showing beside the army buries its die (S0:L1252-1255).
    static void marchBegins(Ctx& ctx, int owner, Location army);
    // After every statement: a minor terrain whose army is gone or captured the terrain's eighth face is buried.
    static void afterStatement(Ctx& ctx);
    // The icon a piece in play shows (null for a die not in play).
    static const MinorIcon* showing(const Ctx& ctx, int piece);
    // The modifiers the roller's minor terrain gives an army roll (also a combination roll: a doubling of IDs
    // reaches only the IDs the owner gives the doubled type).
    static std::vector<RollModifier> rollModifiers(const Ctx& ctx, const RollSpec& spec);
    // Does the owner's minor terrain at `army` allow an action of this type (its Magic, Melee or Missile face)?
    static bool allowsAction(const Ctx& ctx, int owner, Location army, RollType action);
    // The 0-based face a token names on a minor terrain die ("1".."8", or the icon without spaces: "DoubleSaves").
    static int faceOf(const Ctx& ctx, int piece, const std::string& token);
    static void bury(Ctx& ctx, int piece);

    // Amazons' Javelin and Kukri Charge (V4.01d Amazons, S0:L636-637; Charges.cpp): 'charge <P> javelin|kukri
    // <minor terrain>' buries the marching army's minor terrain instead of its maneuver step.
    static void charge(Ctx& ctx, Location army);
    // The counts-as rows a charge this turn gives the army's attack roll (maneuver as missile, or as melee).
    static void chargeRows(const Ctx& ctx, const RollSpec& spec, std::vector<CountsAsRow>& rows);
};

}  // namespace muster::rules::engine
