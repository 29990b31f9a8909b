#pragma once
// Internal to the judge's LegalOptions: what an option maker works with (the state, the engine to try each statement
// on, the pieces grouped by likeness), the maker signature, and the makers, one per statement kind, in family files
// (SetupOptions.cpp, MarchOptions.cpp, CasualtyOptions.cpp, ExchangeOptions.cpp, DragonOptions.cpp,
// MagicOptions.cpp, SaiOptions.cpp). A maker enumerates the statements of its kind from the grammar of the log and
// the pieces in play, and offers each one; the engine keeps the legal ones (OptionContext::offer). It never decides
// legality itself.
#include <functional>
#include <string>
#include <vector>

#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/matchlog/MatchLog.h"

namespace muster::rules::judge {

using engine::EventKind;
using engine::Expectation;
using engine::GameState;
using engine::Location;
using engine::PieceKind;
using engine::Where;

class OptionContext {
public:
    OptionContext(const engine::Engine& engine, const GameState& state, const OptionLimits& limits);

    const engine::Engine& engine;
    const domain::Catalog& catalog;
    const GameState& state;
    const OptionLimits& limits;

    // Does the engine accept the statement now (applied to a copy of the state)?
    [[nodiscard]] bool accepts(const std::string& statement) const;
    // Adds the option when the engine accepts it. False once the list is full: the kind is then Bounded (the
    // candidate that found it full was legal) and the maker should stop.
    bool offer(StatementOptions& out, LegalOption option, int bound = -1) const;
    // Pieces grouped by likeness: same owner, die and place and the same effects on them (either may be named for
    // the other). Groups keep the order of their first piece.
    [[nodiscard]] std::vector<std::vector<int>> alike(const std::vector<int>& pieces) const;
    // One piece of each group.
    [[nodiscard]] std::vector<int> representatives(const std::vector<int>& pieces) const;

    // Words.
    [[nodiscard]] const std::string& pid(int player) const { return state.pid(player); }
    [[nodiscard]] const domain::Die& die(int piece) const { return catalog.die(state.piece(piece).die); }
    [[nodiscard]] int health(int piece) const { return die(piece).health; }
    [[nodiscard]] std::string ref(int piece) const;                             // "B:c1"
    [[nodiscard]] std::string named(int piece) const;                           // "c1 (Dwarves Footman)"
    [[nodiscard]] std::string namedList(const std::vector<int>& pieces) const;  // "c1 (...), c2 (...)"
    [[nodiscard]] std::string labels(const std::vector<int>& pieces) const;     // " c1 c2"
    [[nodiscard]] std::string terrainKey(int terrain) const { return state.terrain(terrain).key; }
    [[nodiscard]] std::vector<int> opponents(int player) const;
    [[nodiscard]] std::string armyName(int owner, Location loc) const;  // "B's army at frontier"
    // Where a player has an army: each terrain, then the Reserve Area.
    [[nodiscard]] std::vector<Location> armyPlaces(int player) const;
    [[nodiscard]] std::string placeKey(Location loc) const;  // "frontier", "reserve"
    // Items that may go along with units moving from `from` (an open selection's `along`).
    [[nodiscard]] static PieceChoice itemsAlong(std::vector<int> items);
    // The units of a player's DUA, BUA, Summoning Pool.
    [[nodiscard]] std::vector<int> unitsIn(int player, Where where) const { return state.unitsAt(player, where); }

    mutable int trials = 0;  // statements tried on the engine (for the benchmark's notes)

private:
    matchlog::MatchLog header_;
    int line_ = 0;
};

using OptionMaker = std::function<void(const OptionContext&, const Expectation&, StatementOptions&)>;

// The match log header statements are parsed against: the state's players and log version.
[[nodiscard]] matchlog::MatchLog headerFor(const GameState& state);
// Offers one statement per word the engine listed (x.options: "up", "first-turn", ...).
void offerEach(const OptionContext& c, StatementOptions& out, const std::vector<std::string>& words,
               const std::function<LegalOption(const std::string&)>& make);

// The maker of each statement kind (null: none; the kind is then listed Partial, without options).
const std::vector<OptionMaker>& optionMakers();

// Sets of pieces whose health adds up to as much of `amount` as they can without passing it, pieces alike listed once
// (the groups of OptionContext::alike), the cheapest in points first, then the fewest pieces; at most `bound` sets,
// and `more` says whether there were others.
std::vector<std::vector<int>> fullestCovers(const OptionContext& c, const std::vector<int>& pieces, int amount,
                                            int bound, bool& more);
// Every set of at most `amount` health-worth (none included when `withNone`), pieces alike listed once, smallest first.
std::vector<std::vector<int>> coversUpTo(const OptionContext& c, const std::vector<int>& pieces, int amount,
                                         bool withNone, int bound, bool& more);
// Every set of exactly `count` pieces, pieces alike listed once.
std::vector<std::vector<int>> setsOfSize(const OptionContext& c, const std::vector<int>& pieces, int count, int bound,
                                         bool& more);
// The points a set of units costs.
int pointsOf(const OptionContext& c, const std::vector<int>& pieces);

// A set of promotions made at once: pairs <unit> <the unit it becomes>.
using Promotions = std::vector<std::pair<int, int>>;
struct PromotionLimits {
    int maxHealth = -1;  // the promoted units' health together at most this (-1: no limit)
    bool most = false;   // as many pairs as the pieces allow ("as many units as possible")
    int bound = 24;      // sets listed
};
// Every set of promotions of `units` (one owner's): each unit paired with a unit of its species one health larger
// (a Dragonkin from the owner's Summoning Pool, any other from the DUA), each piece once. Pieces alike are listed
// once, and so are pairings that exchange the same pieces (which units leave and which come in is all a promotion
// changes). The most health promoted first, then the fewest pairs; the empty set is not listed. `more` says
// whether the bound left sets out. The engine decides which sets are legal.
std::vector<Promotions> promotionSets(const OptionContext& c, const std::vector<int>& units,
                                      const PromotionLimits& limits, bool& more);

// ---------------------------------------------------------------- makers
// SetupOptions.cpp
void chooseOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void frontierPickOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void placeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void startRollOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void turnOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void resultOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void phaseOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// MarchOptions.cpp
void marchOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void maneuverOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void terrainOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void castleOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void actionOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void minorOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void minorFaceOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void chargeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void mireOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void reinforceOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void retreatOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void airFlightOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void counterAttackOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void foulStenchOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// CasualtyOptions.cpp
void killOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void stepDownOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void growOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void plagueOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void returnOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void buryItemOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void carryItemOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// ExchangeOptions.cpp
void cityOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void templeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void feralizeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void mutateGainOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void dragonkinHandlersOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void wintersFortitudeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void mutateOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void treasureOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void promoteOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void lairOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void groveOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// DragonOptions.cpp
void dragonAttackOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void dragonTargetOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void dragonDamageOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void tameOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void slayOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void controlOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void rideOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// MagicOptions.cpp
void castOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
void resolveOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);
// SaiOptions.cpp
void saiOptions(const OptionContext& c, const Expectation& x, StatementOptions& out);

}  // namespace muster::rules::judge
