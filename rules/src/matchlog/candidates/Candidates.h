#pragma once
// Internal to the legal-log generator's StatementCandidates: the maker signature, the makers (one per statement
// kind, registered by kind in the StatementCandidates constructor) and the helpers several family files share. Each
// family file (candidates/*.cpp) states its purpose at its top; docs/engine.md, "The legal-log generator".
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "../StatementCandidates.h"

namespace muster::rules::matchlog::candidates {

using engine::EventKind;
using engine::Expectation;
using engine::GameState;
using engine::Location;
using engine::Where;

// A maker (CandidateMaker): the candidates of its statement kind for one expectation, appended to `out` in the order
// the playing policy prefers them. Every maker below has this signature.

// ---------------------------------------------------------------- shared helpers (Helpers.cpp)

template <class T>
void shuffle(std::vector<T>& v, std::mt19937_64& rng) {
    std::shuffle(v.begin(), v.end(), rng);
}

std::vector<int> opponentsOf(const GameState& s, int player);
// " c1 c2 ...".
std::string labels(const GameState& s, const std::vector<int>& pieces);
// Units whose health covers as much of an amount as the army can without going over it (at most eight choices).
std::vector<std::vector<int>> fullestSubsets(const CandidateContext& c, const std::vector<int>& army, int amount);
// Items that may go along with a move from `from`: "", " i1", " i1 i2" (in random order).
std::vector<std::string> itemChoices(const CandidateContext& c, int owner, Location from);

// ---------------------------------------------------------------- throws (Throws.cpp)

// A face for each die (0-based), at random or (plain) among its ID and normal icons only; a medallion's its logo.
std::vector<int> throwFaces(const CandidateContext& c, const std::vector<int>& pieces, bool plain);
// "c1=3 c2=5 ..." for given faces.
std::string faceList(const CandidateContext& c, const std::vector<int>& pieces, const std::vector<int>& faces);
// "c1=3 c2=5 ..." for faces thrown now.
std::string faces(const CandidateContext& c, const std::vector<int>& pieces, bool plain);
// The candidates of one roll line: several random throws with their variants, then plain throws.
void rolls(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
           std::vector<Candidate>& out);

// ---------------------------------------------------------------- makers

// SetupTurnMakers.cpp
void hordeRoll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void choose(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void frontierPick(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void place(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void startRoll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void turn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void result(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void phase(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// MarchMakers.cpp
void march(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void maneuver(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void minor(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void minorFaceChoice(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void charge(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void terrainTurn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void action(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void reinforce(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void retreat(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// RollMakers.cpp
void roll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void kill(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// SaiItemMakers.cpp
void sai(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void buryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void carryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// MagicMakers.cpp
void cast(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void resolve(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// EighthFaceSpeciesMakers.cpp
void castle(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void grove(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void lair(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void city(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void temple(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void feralize(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void dragonkinHandlers(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void wintersFortitude(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void mutate(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void mutateGain(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void stepDown(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void plague(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void returnUnits(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void mire(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void grow(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void airFlight(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void counterAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void foulStench(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
// DragonMakers.cpp
void dragonAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void dragonTarget(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void treasure(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void promote(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void dragonDamage(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void tame(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void slay(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void control(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);
void ride(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out);

}  // namespace muster::rules::matchlog::candidates
