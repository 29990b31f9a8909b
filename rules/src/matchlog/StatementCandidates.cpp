#include "StatementCandidates.h"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <set>
#include <sstream>

#include "roll/FaceTable.h"

namespace muster::rules::matchlog {

using engine::EventKind;
using engine::Expectation;
using engine::GameState;
using engine::Location;
using engine::Where;

namespace {

const std::set<std::string, std::less<>>& plainIcons() {
    static const std::set<std::string, std::less<>> icons = {"ID", "Melee", "Missile", "Magic", "Save", "Maneuver"};
    return icons;
}

std::vector<int> opponentsOf(const GameState& s, int player) {
    std::vector<int> out;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        if (q != player) out.push_back(q);
    return out;
}

// The pieces a roll expectation names (every roll expectation lists them; none: no die of the army may roll, e.g.
// all netted).
std::vector<int> rollersOf(const GameState& /*s*/, const Expectation& x) {
    return x.rollers;
}

// Whether the generator throws a die on a face: every face, but a medallion only on its logo. The catalog knows no
// other face of the medallions (items.json faces_unknown), and a roll showing one is unsupported: the generated logs
// stay verifiable at the price of a bias (every medallion roll shows the logo; docs/engine.md).
bool throwable(const domain::Die& die, std::size_t face) {
    return !(die.facesUnknown && die.kind == domain::DieKind::Medallion && die.faces[face].icon != "Logo");
}

// A face for each die, at random or (plain) among its ID and normal icons only (0-based indices); a medallion's
// always its logo.
std::vector<int> throwFaces(const CandidateContext& c, const std::vector<int>& pieces, bool plain) {
    std::vector<int> out;
    for (const int p : pieces) {
        const auto& die = c.catalog.die(c.state.piece(p).die);
        std::vector<int> choices;
        for (int f = 0; f < static_cast<int>(die.faces.size()); ++f)
            if ((!plain || plainIcons().count(die.faces[static_cast<std::size_t>(f)].icon) > 0) &&
                throwable(die, static_cast<std::size_t>(f)))
                choices.push_back(f);
        for (int f = 0; choices.empty() && f < static_cast<int>(die.faces.size()); ++f)
            if (throwable(die, static_cast<std::size_t>(f))) choices.push_back(f);
        if (choices.empty()) choices.push_back(0);
        out.push_back(choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(c.rng)]);
    }
    return out;
}

// "c1=3 c2=5 ...".
std::string faceList(const CandidateContext& c, const std::vector<int>& pieces, const std::vector<int>& faces) {
    std::string out;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        out += (out.empty() ? "" : " ") + c.state.label(pieces[i]) + "=" + std::to_string(faces[i] + 1);
    return out;
}

// "c1=3 c2=5 ...": a face for each die, at random or (plain) among its ID and normal icons only.
std::string faces(const CandidateContext& c, const std::vector<int>& pieces, bool plain) {
    return faceList(c, pieces, throwFaces(c, pieces, plain));
}

// SAIs that roll their own die again (step 3) and the re-roll segment's reason (docs/match-log.md, Rolls).
const std::set<std::string, std::less<>>& rollAgainIcons() {
    static const std::set<std::string, std::less<>> icons = {"Bullseye", "Double Strike", "Rend",
                                                             "Tail",     "Stun",          "Flurry"};
    return icons;
}

std::string reasonOf(const std::string& icon) {
    std::string out;
    for (char ch : icon) out += ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

// The re-roll segments of one die that shows an SAI rolling again: a new face at random; one showing the same
// SAI again gets another segment (at most three in all, the last one without it).
std::string rerollChain(const CandidateContext& c, int piece, const std::string& icon) {
    const auto& die = c.catalog.die(c.state.piece(piece).die);
    std::string out;
    for (int depth = 0; depth < 3; ++depth) {
        std::vector<std::size_t> ok;
        for (std::size_t f = 0; f < die.faces.size(); ++f)
            if ((depth < 2 || die.faces[f].icon != icon) && throwable(die, f)) ok.push_back(f);
        const std::size_t face = ok[std::uniform_int_distribution<std::size_t>(0, ok.size() - 1)(c.rng)];
        out += " / " + reasonOf(icon) + " " + c.state.label(piece) + "=" + std::to_string(face + 1);
        if (die.faces[face].icon != icon) break;
    }
    return out;
}

// Elevate doubles one unit of the roll, named on its face ('i1=2:c3'; against a dragon with the type,
// 'i1=2:c3:save'): variants naming a unit of the roll at random (which ones the roll takes is the engine's
// business; in a maneuver roll the plain face is right).
void elevateVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                     const std::vector<int>& faces, std::vector<Candidate>& out) {
    std::vector<int> units;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (c.state.piece(pieces[i]).kind == engine::PieceKind::Unit) units.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& icon = c.catalog.die(c.state.piece(pieces[i]).die).faces[static_cast<std::size_t>(faces[i])].icon;
        if (icon != "Elevate" || units.empty()) continue;
        const int u = units[std::uniform_int_distribution<std::size_t>(0, units.size() - 1)(c.rng)];
        for (const char* type : {"", ":missile", ":save"}) {
            std::string list;
            for (std::size_t j = 0; j < pieces.size(); ++j) {
                list += (list.empty() ? "" : " ") + c.state.label(pieces[j]) + "=" + std::to_string(faces[j] + 1);
                if (j == i) list += ":" + c.state.label(pieces[static_cast<std::size_t>(u)]) + type;
            }
            out.push_back({head + " : " + list});
        }
    }
}

// Flurry against a dragon states its choice on the face: 'i1=2:save', or 'i1=2:melee' with its re-roll segment
// (the variants for the first die that shows it; the others keep their plain faces).
void flurryVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                    const std::vector<int>& faces, std::vector<Candidate>& out) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& icon = c.catalog.die(c.state.piece(pieces[i]).die).faces[static_cast<std::size_t>(faces[i])].icon;
        if (icon != "Flurry") continue;
        const std::string chain = rerollChain(c, pieces[i], icon);
        for (const char* choice : {":save", ":melee"}) {
            std::string list;
            for (std::size_t j = 0; j < pieces.size(); ++j) {
                list += (list.empty() ? "" : " ") + c.state.label(pieces[j]) + "=" + std::to_string(faces[j] + 1);
                if (j == i) list += choice;
            }
            out.push_back({head + " : " + list + (std::string(choice) == ":melee" ? chain : "")});
        }
        return;
    }
}

// Attune names its element on the face, and may name a unit whose normal magic takes it: 'i1=4:water',
// 'i1=4:water:c2' (an element and a unit of the roll at random).
void attuneVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                    const std::vector<int>& faces, std::vector<Candidate>& out) {
    static constexpr const char* kElements[] = {"air", "earth", "fire", "water", "death"};
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& icon = c.catalog.die(c.state.piece(pieces[i]).die).faces[static_cast<std::size_t>(faces[i])].icon;
        if (icon != "Attune") continue;
        const std::string element = kElements[std::uniform_int_distribution<std::size_t>(0, 4)(c.rng)];
        const auto unit = pieces[std::uniform_int_distribution<std::size_t>(0, pieces.size() - 1)(c.rng)];
        for (const std::string& note : {":" + element, ":" + element + ":" + c.state.label(unit)}) {
            std::string list;
            for (std::size_t j = 0; j < pieces.size(); ++j) {
                list += (list.empty() ? "" : " ") + c.state.label(pieces[j]) + "=" + std::to_string(faces[j] + 1);
                if (j == i) list += note;
            }
            out.push_back({head + " : " + list});
        }
        return;
    }
}

// Wayfare may move instead of its maneuver: 'i1=4:move' half of the time (the engine refuses it outside maneuver
// rolls and in the horde roll, where the plain throw that follows is taken; the 'sai' line naming the place and the
// carrier follows).
void wayfareVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                     const std::vector<int>& faces, std::vector<Candidate>& out) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& icon = c.catalog.die(c.state.piece(pieces[i]).die).faces[static_cast<std::size_t>(faces[i])].icon;
        if (icon != "Wayfare") continue;
        if (!c.chance(0.5)) return;
        std::string list;
        for (std::size_t j = 0; j < pieces.size(); ++j) {
            list += (list.empty() ? "" : " ") + c.state.label(pieces[j]) + "=" + std::to_string(faces[j] + 1);
            if (j == i) list += ":move";
        }
        out.push_back({head + " : " + list});
        return;
    }
}

// The elements an Elemental Relic's face acts on (its element; the logo: every element but White, roll/FaceTable),
// none for any other face.
domain::ElementSet relicElements(const domain::Die& die, const std::string& icon) {
    domain::ElementSet out;
    if (die.kind != domain::DieKind::Relic || engine::logoSai(die) != "Elemental Relic") return out;
    if (icon == "Logo") {
        for (const auto e : domain::kAllElements)
            if (e != domain::Element::White) out.insert(e);
    } else if (icon.rfind("Element ", 0) == 0) {
        if (const auto e = domain::parseElement(icon.substr(8))) out.insert(*e);
    }
    return out;
}

// An Elemental Relic's re-rolls (docs/match-log.md, Rolls): when a relic shows its SAI in a roll that is not a
// maneuver roll, most of the time a variant comes first that re-rolls some units of the roll containing the face's
// element, at most X health-worth ('/ elemental-relic c3=2'). No draw is made when no relic shows.
void relicVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                   const std::vector<int>& faces, std::vector<Candidate>& out) {
    if (head.find(" maneuver=") != std::string::npos) return;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& die = c.catalog.die(c.state.piece(pieces[i]).die);
        const auto& face = die.faces[static_cast<std::size_t>(faces[i])];
        const auto elements = relicElements(die, face.icon);
        if (elements.empty()) continue;
        if (!c.chance(0.7)) return;
        std::vector<int> matching;
        for (const int p : pieces)
            if (c.state.piece(p).kind == engine::PieceKind::Unit &&
                c.catalog.die(c.state.piece(p).die).elements.intersects(elements))
                matching.push_back(p);
        std::shuffle(matching.begin(), matching.end(), c.rng);
        std::vector<int> chosen;
        int worth = 0;
        const auto want = matching.empty() ? 0 : std::uniform_int_distribution<std::size_t>(1, matching.size())(c.rng);
        for (const int p : matching) {
            const int h = c.catalog.die(c.state.piece(p).die).health;
            if (chosen.size() >= want || worth + h > face.amount) continue;
            chosen.push_back(p);
            worth += h;
        }
        if (chosen.empty()) return;
        out.push_back({head + " : " + faceList(c, pieces, faces) + " / elemental-relic " +
                       faceList(c, chosen, throwFaces(c, chosen, false))});
        return;
    }
}

// A throw, and the variants with re-roll segments for the dice that show an SAI rolling again (whether it does in
// this roll is the engine's business): every subset of up to three such dice, otherwise all of them or none.
void throwVariants(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
                   const std::vector<int>& faces, std::vector<Candidate>& out) {
    const std::string base = head + " : " + faceList(c, pieces, faces);
    relicVariants(c, head, pieces, faces, out);
    elevateVariants(c, head, pieces, faces, out);
    flurryVariants(c, head, pieces, faces, out);
    attuneVariants(c, head, pieces, faces, out);
    wayfareVariants(c, head, pieces, faces, out);
    std::vector<std::string> chains;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& icon = c.catalog.die(c.state.piece(pieces[i]).die).faces[static_cast<std::size_t>(faces[i])].icon;
        if (rollAgainIcons().count(icon) > 0) chains.push_back(rerollChain(c, pieces[i], icon));
    }
    if (chains.empty()) {
        out.push_back({base});
        return;
    }
    if (chains.size() > 3) {
        std::string all;
        for (const auto& chain : chains) all += chain;
        out.push_back({base + all});
        out.push_back({base});
        return;
    }
    for (unsigned mask = (1U << chains.size()) - 1;; --mask) {
        std::string some;
        for (std::size_t i = 0; i < chains.size(); ++i)
            if ((mask >> i) & 1U) some += chains[i];
        out.push_back({base + some});
        if (mask == 0) break;
    }
}

std::vector<std::vector<int>> fullestSubsets(const CandidateContext& c, const std::vector<int>& army, int amount);

// A roll: several random throws, then throws of plain faces (an SAI the engine does not model yet makes a
// random throw unsupported; the plain ones keep the game going).
void rolls(const CandidateContext& c, const std::string& head, const std::vector<int>& pieces,
           std::vector<Candidate>& out) {
    if (pieces.empty()) {
        out.push_back({head + " :"});
        return;
    }
    for (int i = 0; i < 6; ++i) throwVariants(c, head, pieces, throwFaces(c, pieces, false), out);
    for (int i = 0; i < 3; ++i) out.push_back({head + " : " + faceList(c, pieces, throwFaces(c, pieces, true))});
}

template <class T>
void shuffle(std::vector<T>& v, std::mt19937_64& rng) {
    std::shuffle(v.begin(), v.end(), rng);
}

std::string labels(const GameState& s, const std::vector<int>& pieces) {
    std::string out;
    for (const int p : pieces) out += " " + s.label(p);
    return out;
}

// ---------------------------------------------------------------- setup

void hordeRoll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    rolls(c, "horde-roll " + c.state.pid(x.who) + " maneuver=?", x.rollers, out);
}

void choose(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"choose " + c.state.pid(x.who) + " " + o});
}

void frontierPick(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"frontier-pick " + c.state.pid(x.who) + " " + o});
}

void place(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    for (const auto& p : s.players)
        for (const char* army : {"home", "horde", "campaign"})
            for (const auto& t : s.terrains) out.push_back({"place " + p.id + " " + army + " " + t.key});
    shuffle(out, c.rng);
}

void startRoll(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    for (const auto& p : s.players)
        for (const auto& t : s.terrains)
            if (t.face == 0 || t.homeOf < 0)
                out.push_back({"start-roll " + p.id + " " + t.key + " " +
                               std::to_string(std::uniform_int_distribution<int>(1, 8)(c.rng))});
    shuffle(out, c.rng);
}

// ---------------------------------------------------------------- turns

void turn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || c.state.turn.number >= c.turnLimit) return;
    out.push_back({"turn " + std::to_string(c.state.turn.number + 1) + " " + c.state.pid(x.who)});
}

void result(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (s.winner >= 0)
        out.push_back({"result " + s.pid(s.winner) + " " + s.winBy});
    else if (s.turn.number >= c.turnLimit)
        out.push_back({"result none"});
}

// The face a terrain would show, if it allows a magic action to this player (GeneratorOptions::magicFirst).
bool magicFace(const CandidateContext& c, int terrain, int face, int player) {
    const auto& t = c.state.terrains[static_cast<std::size_t>(terrain)];
    if (face == 8) return t.controller == player || t.controller < 0;
    const auto& faces = c.catalog.die(t.die).faces;
    return face >= 1 && face <= static_cast<int>(faces.size()) && faces[static_cast<std::size_t>(face - 1)].icon == "Magic";
}

void march(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::SecondMarch || s.turn.marchNumber >= 2 || !c.chance(0.9)) return;
    const std::string number = std::to_string(s.turn.marchNumber + 1);
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            out.push_back({"march " + number + " " + s.terrains[static_cast<std::size_t>(t)].key});
    shuffle(out, c.rng);
    if (c.magicFirst)
        std::stable_partition(out.begin(), out.end(), [&](const Candidate& m) {
            const auto key = m.text.substr(m.text.rfind(' ') + 1);
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                if (s.terrains[static_cast<std::size_t>(t)].key == key)
                    return magicFace(c, t, s.terrains[static_cast<std::size_t>(t)].face, x.who);
            return false;
        });
}

void maneuver(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (!c.chance(0.8)) return;
    if (c.magicFirst && x.place.where == engine::Where::Terrain &&
        magicFace(c, x.place.terrain, s.terrains[static_cast<std::size_t>(x.place.terrain)].face, x.who))
        return;  // the terrain already allows a magic action
    std::vector<Candidate> counters;
    for (const int q : opponentsOf(s, x.who))
        if (s.hasArmy(q, x.place)) counters.push_back({"maneuver counter " + s.pid(q)});
    if (counters.size() >= 2 && c.chance(0.5)) {
        // Multiplayer: every opposing army there counter-maneuvers, each against the marching army (S0:L1164-1165).
        std::string all = "maneuver counter";
        for (const auto& one : counters) all += one.text.substr(one.text.rfind(' '));
        counters.insert(counters.begin(), {all});
    }
    if (c.chance(0.6)) out.insert(out.end(), counters.begin(), counters.end());
    out.push_back({"maneuver"});
}

// Minor terrains at the start of a march (docs/match-log.md): the army's die in play is rolled (then the maneuver
// may follow), kept, or now and then buried; an army without one brings one of the Summoning Pool in now and then
// (the engine refuses one whose elements do not fit). The face is thrown at random.
std::string minorFace(const CandidateContext& c, int piece) {
    return std::to_string(throwFaces(c, {piece}, false).front() + 1);
}

void minor(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !x.place.atTerrain()) return;
    const std::string head = "minor " + s.pid(x.who) + " ";
    if (const int held = s.minorTerrainAt(x.who, x.place); held >= 0) {
        if (c.chance(0.1)) out.push_back({head + "bury"});
        out.push_back({head + (c.chance(0.6) ? "roll " + minorFace(c, held) : "keep")});
        return;
    }
    if (!c.chance(0.35)) return;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
        const auto& piece = s.piece(p);
        if (piece.owner == x.who && piece.kind == engine::PieceKind::MinorTerrain && piece.loc.where == Where::Pool)
            out.push_back({head + "bring " + s.label(p) + " " + minorFace(c, p)});
    }
    shuffle(out, c.rng);
}

void minorFaceChoice(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& o : x.options) out.push_back({"minor-face " + c.state.pid(x.who) + " " + o});
    shuffle(out, c.rng);
}

// Amazons' charges bury the army's minor terrain instead of its maneuver step.
void charge(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !x.place.atTerrain() || !c.chance(0.3)) return;
    const int held = s.minorTerrainAt(x.who, x.place);
    if (held < 0) return;
    const std::string head = "charge " + s.pid(x.who) + " ";
    out.push_back({head + "javelin " + s.label(held)});
    out.push_back({head + "kukri " + s.label(held)});
    shuffle(out, c.rng);
}

// A captured Castle becomes one of the standard eighth faces, at random.
void castle(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& o : x.options) out.push_back({"castle " + c.state.pid(x.who) + " " + o});
    shuffle(out, c.rng);
}

// A Grove brings a buried piece back: every piece in a Buried Units Area (the engine refuses those it cannot take).
void grove(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
        if (s.piece(p).loc.where == Where::Bua && s.piece(p).kind != engine::PieceKind::Dragon)
            out.push_back({"grove " + s.pid(x.who) + " " + s.pid(s.piece(p).owner) + ":" + s.label(p)});
    shuffle(out, c.rng);
}

// A Dragon's Lair on its eighth face summons a dragon now and then: any player's dragon in a Summoning Pool or at a
// terrain, to any terrain (the engine refuses a dragon of the wrong elements or a White Dragon).
void lair(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.5)) return;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& p = s.piece(d);
        if (p.kind != engine::PieceKind::Dragon || !(p.loc.where == Where::Pool || p.loc.atTerrain())) continue;
        for (const auto& t : s.terrains)
            out.push_back({"lair " + s.pid(x.who) + " " + s.pid(p.owner) + ":" + s.label(d) + " " + t.key});
    }
    shuffle(out, c.rng);
}

void terrainTurn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    // Up more often than down: players capture terrains.
    if (c.chance(0.7)) std::stable_partition(options.begin(), options.end(), [](const auto& o) { return o == "up"; });
    if (c.magicFirst && x.place.where == engine::Where::Terrain) {
        // Towards the nearest face that allows a magic action.
        const int face = c.state.terrains[static_cast<std::size_t>(x.place.terrain)].face;
        auto distance = [&](const std::string& o) {
            const int to = o == "up" ? face + 1 : face - 1;
            int best = 99;
            for (int f = 1; f <= 8; ++f)
                if (magicFace(c, x.place.terrain, f, x.who)) best = std::min(best, std::abs(f - to));
            return best;
        };
        std::stable_sort(options.begin(), options.end(),
                         [&](const auto& a, const auto& b) { return distance(a) < distance(b); });
    }
    for (const auto& o : options) out.push_back({"terrain " + o});
}

void action(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (!c.chance(0.9) && !c.magicFirst) return;
    std::vector<Candidate> melee;
    std::vector<Candidate> missile;
    for (const int q : opponentsOf(s, x.who)) {
        if (s.hasArmy(q, x.place)) melee.push_back({"action melee " + s.pid(q)});
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t)))
                missile.push_back({"action missile " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key});
        if (s.hasArmy(q, Location::reserve())) missile.push_back({"action missile " + s.pid(q) + "@reserve"});
    }
    shuffle(missile, c.rng);
    out.insert(out.end(), melee.begin(), melee.end());
    out.insert(out.end(), missile.begin(), missile.end());
    out.push_back({"action magic"});
    if (c.chance(0.3)) shuffle(out, c.rng);
    if (c.magicFirst)
        std::stable_partition(out.begin(), out.end(), [](const Candidate& a) { return a.text == "action magic"; });
}

// A roll states each type it counts ("melee=? save=?" for a combination roll, in the engine's order); the
// engine answers every total.
void roll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.rollWords.empty()) return;
    if (x.rollWords == "dragon") {
        // A dragon roll names its purpose and states no total. A Tail is rolled again ('/ tail'); a Breath is rolled
        // again only against a dragon, which the engine knows: both variants are offered.
        for (int attempt = 0; attempt < 6; ++attempt) {
            std::string faceList;
            std::string tails;
            std::vector<std::string> breaths = {""};  // the breath re-roll segments of each variant
            for (const int d : x.rollers) {
                const auto& die = c.catalog.die(c.state.piece(d).die);
                auto pick = [&](bool plain) {
                    std::vector<std::size_t> ok;
                    for (std::size_t f = 0; f < die.faces.size(); ++f)
                        if (!plain || (die.faces[f].icon != "Tail" && die.faces[f].icon != "Breath")) ok.push_back(f);
                    return ok[std::uniform_int_distribution<std::size_t>(0, ok.size() - 1)(c.rng)];
                };
                const std::size_t face = pick(false);
                const std::string label = c.state.label(d);
                faceList += (faceList.empty() ? "" : " ") + label + "=" + std::to_string(face + 1);
                if (die.faces[face].icon == "Tail") tails += " / tail " + label + "=" + std::to_string(pick(true) + 1);
                if (die.faces[face].icon == "Breath") {
                    const std::string again = " / breath " + label + "=" + std::to_string(pick(true) + 1);
                    const std::size_t n = breaths.size();
                    for (std::size_t i = 0; i < n; ++i) breaths.push_back(breaths[i] + again);
                }
            }
            for (const auto& b : breaths)
                out.push_back({"roll " + c.state.pid(x.who) + " dragon : " + faceList + tails + b});
        }
        return;
    }
    std::string totals;
    std::string word;
    for (std::size_t i = 0; i <= x.rollWords.size(); ++i) {
        if (i < x.rollWords.size() && x.rollWords[i] != ' ') {
            word += x.rollWords[i];
        } else if (!word.empty()) {
            totals += " " + word + "=?";
            word.clear();
        }
    }
    const std::size_t first = out.size();
    rolls(c, "roll " + c.state.pid(x.who) + totals, rollersOf(c.state, x), out);
    // Summon Dragon (Dragon Staff) at a terrain: the die rolls again ('/ summon-dragon'); offered next to each throw
    // that shows it, the engine keeps what is legal.
    if (x.rollWords == "magic") {
        std::vector<Candidate> withAgain(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first));
        for (std::size_t i = first, end = out.size(); i < end; ++i) {
            const auto colon = out[i].text.find(" : ");
            if (colon == std::string::npos) {  // no die may roll ('roll A magic=? :'): kept as it is
                withAgain.push_back(out[i]);
                continue;
            }
            std::istringstream in(out[i].text.substr(colon + 3));
            std::string again;
            for (std::string token; in >> token;) {
                const auto eq = token.find('=');
                if (eq == std::string::npos) continue;
                const int piece = c.state.pieceIndex(x.who, token.substr(0, eq));
                if (piece < 0) continue;
                const auto& die = c.catalog.die(c.state.piece(piece).die);
                const int face = std::atoi(token.c_str() + eq + 1) - 1;
                if (face < 0 || face >= static_cast<int>(die.faces.size()) ||
                    die.faces[static_cast<std::size_t>(face)].icon != "Summon Dragon")
                    continue;
                std::vector<std::size_t> plain;
                for (std::size_t f = 0; f < die.faces.size(); ++f)
                    if (die.faces[f].icon != "Summon Dragon") plain.push_back(f);
                if (plain.empty()) continue;
                const auto f = plain[std::uniform_int_distribution<std::size_t>(0, plain.size() - 1)(c.rng)];
                again += " / summon-dragon " + token.substr(0, eq) + "=" + std::to_string(f + 1);
            }
            if (!again.empty()) withAgain.push_back({out[i].text + again});  // tried first: legal at a terrain
            withAgain.push_back(out[i]);
        }
        out = std::move(withAgain);
    }
    // Confuse delayed from the attack: the attacker's targets (as much of the army as X allows) roll again.
    if (std::find(x.options.begin(), x.options.end(), "confuse") != x.options.end() && x.amount > 0) {
        const auto subsets = fullestSubsets(c, rollersOf(c.state, x), x.amount);
        for (std::size_t i = first; i < out.size(); ++i) {
            if (subsets.empty()) break;
            const auto& chosen = subsets[i % subsets.size()];
            if (!chosen.empty()) out[i].text += " / confuse " + faces(c, chosen, i % 2 == 1);
        }
    }
    // Flashfire on the rolling army: each throw is offered first with one unit re-rolled ('/ flashfire'); the
    // engine keeps it in the rolls the spell reaches.
    const auto rollers = rollersOf(c.state, x);
    const bool flashfire = !rollers.empty() && x.rollWords.find("maneuver") == std::string::npos &&
                           std::any_of(c.state.effects.begin(), c.state.effects.end(), [&](const engine::Effect& fx) {
                               return fx.status == engine::Status::Flashfire && fx.targetPlayer == x.who &&
                                      fx.targetArmy == c.state.piece(rollers.front()).loc;
                           });
    if (flashfire) {
        std::vector<Candidate> withFlashfire(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first));
        for (std::size_t i = first; i < out.size(); ++i) {
            const int u = rollers[std::uniform_int_distribution<std::size_t>(0, rollers.size() - 1)(c.rng)];
            const int f = throwFaces(c, {u}, false).front();  // a medallion on its logo
            withFlashfire.push_back({out[i].text + " / flashfire " + c.state.label(u) + "=" + std::to_string(f + 1)});
            withFlashfire.push_back(out[i]);
        }
        out = std::move(withFlashfire);
    }
    // A Vortex its roller controls where the units roll: half of the time one unit is re-rolled first
    // ('/ vortex'), tried before the plain throws; the engine refuses it where it does not apply.
    const auto& s = c.state;
    const auto unit = std::find_if(x.rollers.begin(), x.rollers.end(),
                                   [&](int p) { return s.piece(p).kind == engine::PieceKind::Unit; });
    if (x.rollWords == "maneuver" || unit == x.rollers.end() || !c.chance(0.5)) return;
    const Location at = s.piece(*unit).loc;
    if (!at.atTerrain() || !s.controls(x.who, at) ||
        c.catalog.die(s.terrain(at.terrain).die).eighthFace != "Vortex")
        return;
    std::vector<Candidate> withVortex;
    for (std::size_t i = first; i < out.size(); ++i) {
        std::string text = out[i].text;
        const auto slash = text.find(" / ");
        text.insert(slash == std::string::npos ? text.size() : slash,
                    " / vortex " + s.label(*unit) + "=" + std::to_string(throwFaces(c, {*unit}, false).front() + 1));
        withVortex.push_back({text});
    }
    out.insert(out.begin() + static_cast<std::ptrdiff_t>(first), withVortex.begin(), withVortex.end());
}

// Units whose health covers as much of an amount as the army can without going over it, chosen at random
// among the subsets that do (damage allocation, "up to X health-worth" targets); at most eight choices.
std::vector<std::vector<int>> fullestSubsets(const CandidateContext& c, const std::vector<int>& army, int amount) {
    const auto& s = c.state;
    std::vector<int> health;
    for (const int u : army) health.push_back(c.catalog.die(s.piece(u).die).health);
    std::vector<std::vector<int>> best;
    int bestSum = 0;
    if (army.size() <= 14) {
        for (unsigned mask = 0; mask < (1U << army.size()); ++mask) {
            int sum = 0;
            for (std::size_t i = 0; i < army.size(); ++i)
                if ((mask >> i) & 1U) sum += health[i];
            if (sum > amount || sum < bestSum) continue;
            if (sum > bestSum) best.clear();
            bestSum = sum;
            std::vector<int> chosen;
            for (std::size_t i = 0; i < army.size(); ++i)
                if ((mask >> i) & 1U) chosen.push_back(army[i]);
            best.push_back(std::move(chosen));
        }
    } else {
        for (int attempt = 0; attempt < 8; ++attempt) {
            auto order = army;
            shuffle(order, c.rng);
            std::vector<int> chosen;
            int sum = 0;
            for (std::size_t i = 0; i < order.size(); ++i) {
                const int h = c.catalog.die(s.piece(order[i]).die).health;
                if (sum + h <= amount) {
                    chosen.push_back(order[i]);
                    sum += h;
                }
            }
            best.push_back(std::move(chosen));
        }
    }
    shuffle(best, c.rng);
    if (best.size() > 8) best.resize(8);
    return best;
}

void kill(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    const std::string head = "kill " + s.pid(x.who);
    for (const auto& chosen : fullestSubsets(c, s.army(x.who, x.place), x.amount))
        out.push_back({chosen.empty() ? head + " -" : head + labels(s, chosen)});
}

std::vector<std::string> itemChoices(const CandidateContext& c, int owner, Location from);

// The choices of the medallions and relics that a 'sai' line states (docs/match-log.md, SAIs the engine models), tried
// before the sai maker's general candidates: for the first open SAI of the roll, when it is one of them.
//   Elemental Relic: 'recruit' 1-health units of the DUA, 'promote' pairs <unit of the relic's army> <DUA unit of its
//     species one health larger>, at most X health-worth (the face's element is the engine's business: several mixes,
//     then each single choice, so that one that fits comes early).
//   Gold Medallion: units of the DUA back to the medallion's army, as much of X as they fill, or one of them.
//   Silver Medallion: 'promote <Dragonkin of its army> <pool Dragonkin one health larger>' (its item, pool and summon
//     choices are made in sai() below).
// No draw is made for other SAIs.
void itemSaiCandidates(const CandidateContext& c, const Expectation& x, const std::string& head,
                       std::vector<Candidate>& out) {
    const auto& s = c.state;
    const auto& named = x.options.front();
    const bool relic = named.rfind("Elemental Relic ", 0) == 0;
    const bool gold = named.rfind("Gold Medallion ", 0) == 0;
    const bool silver = named.rfind("Silver Medallion ", 0) == 0;
    if (!relic && !gold && !silver) return;
    const int item = s.pieceIndex(x.who, named.substr(named.rfind(' ') + 1));
    if (item < 0 || !s.piece(item).loc.inPlay()) return;
    const Location at = s.piece(item).loc;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    std::vector<Candidate> mine;
    if (gold) {
        for (const auto& chosen : fullestSubsets(c, dua, x.amount))
            if (!chosen.empty()) mine.push_back({head + " :" + labels(s, chosen)});
        for (const int d : dua)
            if (c.catalog.die(s.piece(d).die).health <= x.amount) mine.push_back({head + " : " + s.label(d)});
    }
    if (silver) {
        // (sai() offers 'summon' when the roll's place is a terrain; the medallion's army may stand at one when the roll
        // is aimed at a Reserve Area.)
        if (at.atTerrain() && !x.place.atTerrain())
            for (const int d : s.unitsAt(x.who, Where::Pool))
                if (c.catalog.die(s.piece(d).die).isDragonkin() && c.catalog.die(s.piece(d).die).health == 1)
                    mine.push_back({head + " : summon " + s.pid(x.who) + ":" + s.label(d)});
        for (const int u : s.army(x.who, at)) {
            const auto& kin = c.catalog.die(s.piece(u).die);
            if (!kin.isDragonkin()) continue;
            for (const int d : s.unitsAt(x.who, Where::Pool))
                if (c.catalog.die(s.piece(d).die).isDragonkin() && c.catalog.die(s.piece(d).die).health == kin.health + 1)
                    mine.push_back({head + " : promote " + s.label(u) + " " + s.pid(x.who) + ":" + s.label(d)});
        }
    }
    if (relic) {
        // Each single choice: "recruit <d>" or "promote <u> <d>", with its health-worth and the units it names.
        struct Choice {
            std::string words;
            int worth = 0;
            std::vector<int> units;
        };
        std::vector<Choice> choices;
        for (const int d : dua) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (dead.health == 1) choices.push_back({"recruit " + s.label(d), 1, {d}});
            for (const int u : s.army(x.who, at)) {
                const auto& die = c.catalog.die(s.piece(u).die);
                if (die.species == dead.species && dead.health == die.health + 1 && die.health <= x.amount)
                    choices.push_back({"promote " + s.label(u) + " " + s.label(d), die.health, {u, d}});
            }
        }
        std::shuffle(choices.begin(), choices.end(), c.rng);
        for (int attempt = 0; attempt < 3 && choices.size() > 1; ++attempt) {
            std::vector<int> used;
            std::string recruits;
            std::string promotions;
            int worth = 0;
            for (std::size_t k = 0; k < choices.size(); ++k) {
                const auto& one = choices[(k + static_cast<std::size_t>(attempt) * 3) % choices.size()];
                const bool clash = std::any_of(one.units.begin(), one.units.end(), [&](int u) {
                    return std::find(used.begin(), used.end(), u) != used.end();
                });
                if (clash || worth + one.worth > x.amount) continue;
                used.insert(used.end(), one.units.begin(), one.units.end());
                worth += one.worth;
                auto& list = one.words[0] == 'r' ? recruits : promotions;
                list += one.words.substr(one.words.find(' '));
            }
            if (!recruits.empty() && !promotions.empty())
                mine.push_back({head + " : recruit" + recruits + " promote" + promotions});
            else if (!recruits.empty() || !promotions.empty())
                mine.push_back({head + " : " + (recruits.empty() ? "promote" + promotions : "recruit" + recruits)});
        }
        if (choices.size() > 8) choices.resize(8);
        for (const auto& one : choices) mine.push_back({head + " : " + one.words});
    }
    out.insert(out.begin(), mine.begin(), mine.end());
}

// An SAI that needs the roller's decisions (step 4): the first one the engine lists, aimed at as much of the
// attacked army as its X allows, then with no targets.
void sai(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || x.options.empty()) return;  // (Cantrip magic is not among the options: 'cast' spends it)
    const std::string head = "sai " + s.pid(x.who) + " " + x.options.front();
    for (const int q : opponentsOf(s, x.who)) {
        if (!s.hasArmy(q, x.place)) continue;
        // A delayed SAI (Choke, Decapitate, Impale) names its possible targets: the units that rolled ID.
        std::vector<int> pool = s.army(q, x.place);
        if (!x.rollers.empty())
            pool.erase(std::remove_if(
                           pool.begin(), pool.end(),
                           [&](int u) { return std::find(x.rollers.begin(), x.rollers.end(), u) == x.rollers.end(); }),
                       pool.end());
        for (const auto& chosen : fullestSubsets(c, pool, x.amount))
            if (!chosen.empty()) out.push_back({head + " :" + labels(s, chosen)});
        for (const int u : x.rollers)
            if (std::find(pool.begin(), pool.end(), u) != pool.end()) out.push_back({head + " : " + s.label(u)});
        // SAIs with a budget of their own: one unit (Slay, Swallow), two health-worth (Flame).
        std::vector<Candidate> own;
        for (const int u : pool) own.push_back({head + " : " + s.label(u)});
        for (const auto& chosen : fullestSubsets(c, pool, 2))
            if (!chosen.empty()) own.push_back({head + " :" + labels(s, chosen)});
        out.insert(out.end(), own.begin(), own.end());
    }
    // SAIs on the roller's own army (Regenerate, Wild Growth): a unit back from its DUA, one promotion.
    std::vector<Candidate> mine;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int d : dua) mine.push_back({head + " : " + s.label(d)});
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        if (piece.owner != x.who || piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay()) continue;
        const auto& die = c.catalog.die(piece.die);
        for (const int d : dua) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (dead.species == die.species && dead.health == die.health + 1)
                mine.push_back({head + " : " + s.label(u) + " " + s.label(d)});
        }
    }
    // The Elemental Relic words them: 'recruit <1-health DUA unit>', 'promote <unit> <DUA unit>' (the engine refuses
    // units without the face's element).
    if (x.options.front().rfind("Elemental Relic ", 0) == 0) {
        std::vector<Candidate> relic;
        for (auto& m : mine) {
            const auto rest = m.text.substr(head.size() + 3);  // after ' : '
            const bool pair = rest.find(' ') != std::string::npos;
            const int d = s.pieceIndex(x.who, pair ? rest.substr(rest.find(' ') + 1) : rest);
            if (pair)
                relic.push_back({head + " : promote " + rest});
            else if (d >= 0 && c.catalog.die(s.piece(d).die).health == 1)
                relic.push_back({head + " : recruit " + rest});
        }
        mine = std::move(relic);
    }
    shuffle(mine, c.rng);
    if (mine.size() > 6) mine.resize(6);
    out.insert(out.end(), mine.begin(), mine.end());
    // A unit that may move elsewhere (Vanish, Ferry, Firewalking, Teleport): half of the time to the Reserve Area or
    // another terrain.
    // Items of its army may go along (listed after ':', among the units it takes for Ferry and the like): tried
    // first whenever the army has items, alone or with one more unit that may be the one able to carry them.
    // (Without items no random draw is made here, so games without items play as before.)
    const auto& named = x.options.front();
    const int mover = s.pieceIndex(x.who, named.substr(named.rfind(' ') + 1));
    // Wayfare moves its item with one unit of the item's army that can carry it, to the Reserve Area or a terrain.
    if (named.rfind("Wayfare ", 0) == 0 && mover >= 0 && s.piece(mover).loc.inPlay()) {
        const auto& away = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        std::vector<Candidate> carried;
        for (const int u : s.army(x.who, s.piece(mover).loc)) {
            carried.push_back({head + " reserve : " + s.label(u)});
            carried.push_back({head + " " + away.key + " : " + s.label(u)});
        }
        shuffle(carried, c.rng);
        out.insert(out.begin(), carried.begin(), carried.end());
    }
    if (mover >= 0 && s.piece(mover).loc.inPlay() && !s.itemsAt(x.who, s.piece(mover).loc).empty()) {
        const auto& away = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        auto others = s.army(x.who, s.piece(mover).loc);
        others.erase(std::remove(others.begin(), others.end(), mover), others.end());
        shuffle(others, c.rng);
        for (const auto& i : itemChoices(c, x.who, s.piece(mover).loc))
            if (!i.empty()) {
                out.push_back({head + " reserve :" + i});
                out.push_back({head + " " + away.key + " :" + i});
                if (!others.empty()) out.push_back({head + " " + away.key + " : " + s.label(others.front()) + i});
            }
    }
    if (c.chance(0.5)) {
        out.push_back({head + " reserve"});
        const auto& t = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        out.push_back({head + " " + t.key});
    }
    // The Silver Medallion makes one choice: an item of the BUA back to the army, a Dragonkin unit or minor terrain of
    // the BUA to the Summoning Pool, or (at a terrain) a 1-health pool Dragonkin into the army.
    if (x.options.front().rfind("Silver Medallion ", 0) == 0)
        for (int q = 0; q < static_cast<int>(s.pieces.size()); ++q) {
            const auto& p = s.piece(q);
            if (p.owner != x.who) continue;
            const auto& die = c.catalog.die(p.die);
            if (p.loc.where == Where::Bua && p.kind == engine::PieceKind::Item)
                out.insert(out.begin(), Candidate{head + " : item " + s.label(q)});
            if (p.loc.where == Where::Bua && (p.kind == engine::PieceKind::MinorTerrain ||
                                              (p.kind == engine::PieceKind::Unit && die.isDragonkin())))
                out.insert(out.begin(), Candidate{head + " : pool " + s.label(q)});
            if (p.loc.where == Where::Pool && p.kind == engine::PieceKind::Unit && die.isDragonkin() &&
                die.health == 1 && x.place.atTerrain())
                out.insert(out.begin(), Candidate{head + " : summon " + s.pid(x.who) + ":" + s.label(q)});
        }
    // Summon Dragon names a dragon (any player's, in a Summoning Pool or at a terrain) and the terrain it goes to.
    if (x.options.front().rfind("Summon Dragon ", 0) == 0)
        for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
            const auto& p = s.piece(d);
            if (p.kind != engine::PieceKind::Dragon || !(p.loc.where == Where::Pool || p.loc.atTerrain())) continue;
            for (const auto& t : s.terrains)
                out.push_back({head + " : " + s.pid(p.owner) + ":" + s.label(d) + " " + t.key});
        }
    out.push_back({head});
    // SAIs that target one unit of any opposing army at the terrain (Sleep): each such unit, named with its owner.
    std::vector<Candidate> single;
    for (const int q : opponentsOf(s, x.who))
        if (s.hasArmy(q, x.place))
            for (const int u : s.army(q, x.place)) single.push_back({head + " : " + s.pid(q) + ":" + s.label(u)});
    shuffle(single, c.rng);
    if (single.size() > 4) single.resize(4);
    out.insert(out.end(), single.begin(), single.end());
    // SAIs that target a whole army (Frost Breath, Wither, Galeforce: an opposing one; Illusion: one's own).
    std::vector<Candidate> armies;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t)))
                armies.push_back({head + " : " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key});
        if (q == x.who && s.hasArmy(q, Location::reserve())) armies.push_back({head + " : " + s.pid(q) + "@reserve"});
    }
    shuffle(armies, c.rng);
    out.insert(out.end(), armies.begin(), armies.end());
    // SAIs that hit an army chosen by its owner's id (Sneak Attack with several opposing armies at the terrain).
    for (const int q : opponentsOf(s, x.who)) out.push_back({head + " : " + s.pid(q)});
    itemSaiCandidates(c, x, head, out);  // medallions' and relics' choices first
}

// A spell of the magic action: each spell the caster's species may know, with its element (an elemental
// spell with any element), at no target, an army or a terrain, in random order; the engine keeps those the
// magic rolled pays for and whose effect it models.
// Summon Dragonkin and Evolve Dragonkin with targets that can fit: a pool Dragonkin in its own element (as many
// castings as its health), and a Dragonkin in play with a pool Dragonkin one health larger.
void dragonkinCasts(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& summon,
                    std::vector<Candidate>& evolve) {
    const auto& s = c.state;
    const std::string p = s.pid(x.who);
    const auto elementOf = [&](int piece) {
        const auto& die = c.catalog.die(s.piece(piece).die);
        for (const auto e : {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                             domain::Element::Fire, domain::Element::Water})
            if (die.elements.contains(e)) return std::string(domain::toString(e));
        return std::string("ivory");
    };
    std::vector<int> pool;
    for (const int d : s.unitsAt(x.who, Where::Pool))
        if (c.catalog.die(s.piece(d).die).isDragonkin()) pool.push_back(d);
    // Summon Dragonkin: each pool Dragonkin in its own element, as many castings as its health.
    for (const int d : pool) {
        const int health = c.catalog.die(s.piece(d).die).health;
        summon.push_back({"cast " + p + " Summon Dragonkin with " + elementOf(d) +
                          (health > 1 ? " x" + std::to_string(health) : std::string()) + " on " + p + ":" +
                          s.label(d)});
    }
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        const auto& die = c.catalog.die(piece.die);
        if (piece.owner != x.who || !piece.loc.inPlay() || !die.isDragonkin()) continue;
        for (const int d : pool)
            if (c.catalog.die(s.piece(d).die).health == die.health + 1)
                evolve.push_back({"cast " + p + " Evolve Dragonkin with " + elementOf(u) + " on " + p + ":" +
                                  s.label(u) + " " + p + ":" + s.label(d)});
    }
}

// Rise of the Eldarim: each of the caster's Eldarim in play with a dead Eldarim one health larger, in the unit's
// element. Summon White Dragon: each White Dragon to a random terrain, paid with random splits of its cost over the
// magic elements of the casting army's units ('with fire=8+earth=6').
void championCasts(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& rise,
                   std::vector<Candidate>& white) {
    const auto& s = c.state;
    const std::string p = s.pid(x.who);
    static const domain::Element kMagic[] = {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                             domain::Element::Fire, domain::Element::Water};
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        const auto& die = c.catalog.die(piece.die);
        if (piece.owner != x.who || piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay() ||
            die.species != "Eldarim")
            continue;
        for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (s.piece(d).owner != x.who || s.piece(d).loc.where != Where::Dua || dead.species != "Eldarim" ||
                dead.health != die.health + 1)
                continue;
            for (const auto e : kMagic)
                if (die.elements.contains(e))
                    rise.push_back({"cast " + p + " Rise of the Eldarim with " + std::string(domain::toString(e)) +
                                    " on " + p + ":" + s.label(u) + " " + p + ":" + s.label(d)});
        }
    }
    const auto* spell = c.catalog.findSpell("Summon White Dragon");
    if (spell == nullptr || !x.place.inPlay()) return;
    std::vector<domain::Element> elements;
    for (const int u : s.army(x.who, x.place))
        for (const auto e : kMagic)
            if (c.catalog.die(s.piece(u).die).elements.contains(e) &&
                std::find(elements.begin(), elements.end(), e) == elements.end())
                elements.push_back(e);
    if (elements.empty()) return;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& piece = s.piece(d);
        if (piece.kind != engine::PieceKind::Dragon || !c.catalog.die(piece.die).isWhiteDragon() ||
            piece.loc.where == Where::Removed)
            continue;
        for (int i = 0; i < 6; ++i) {
            std::vector<int> share(elements.size(), 0);
            for (int m = 0; m < spell->cost; ++m)
                ++share[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            std::string paid;
            for (std::size_t k = 0; k < elements.size(); ++k)
                if (share[k] > 0)
                    paid += (paid.empty() ? "" : "+") + std::string(domain::toString(elements[k])) + "=" +
                            std::to_string(share[k]);
            const int t = std::uniform_int_distribution<int>(0, static_cast<int>(s.terrains.size()) - 1)(c.rng);
            white.push_back({"cast " + p + " Summon White Dragon with " + paid + " on " +
                             s.terrains[static_cast<std::size_t>(t)].key + " " + s.pid(piece.owner) + ":" +
                             s.label(d)});
        }
    }
}

void cast(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    // Outside a magic action (an SAI resolution, Rule::Sais) only Cantrip magic casts, cantrip spells only: offered
    // now and then, so that most such rolls go on without spells.
    const bool cantripOnly = x.rule == engine::Rule::Sais;
    if (x.who < 0 || !c.chance(cantripOnly ? 0.35 : 0.9)) return;
    std::vector<std::string> targets = {""};
    std::vector<std::string> armies;
    std::vector<std::string> opposing;
    std::vector<std::string> terrains;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t))) {
                armies.push_back(" on " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key);
                if (q != x.who) opposing.push_back(armies.back());
            }
    for (const auto& t : s.terrains) terrains.push_back(" on " + t.key);
    targets.insert(targets.end(), armies.begin(), armies.end());
    targets.insert(targets.end(), terrains.begin(), terrains.end());
    // One unit of each army at a terrain, for the spells that target a unit ('on B:c1').
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
            const auto army = s.hasArmy(q, Location::at(t)) ? s.army(q, Location::at(t)) : std::vector<int>{};
            if (army.empty()) continue;
            const int u = army[std::uniform_int_distribution<std::size_t>(0, army.size() - 1)(c.rng)];
            targets.push_back(" on " + s.pid(q) + ":" + s.label(u));
        }
    // Spells that name more: one of the caster's units and a terrain to go to (Path, Rally), a unit of the
    // caster's DUA (Resurrect Dead), a terrain and a dragon to summon there (Summon Dragon).
    const auto pick = [&](const std::vector<int>& from) {
        return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(c.rng)];
    };
    const auto& terrainKey = [&](int t) -> const std::string& { return s.terrains[static_cast<std::size_t>(t)].key; };
    std::vector<int> own, dead, dragons, foreignDead, buriedMinor;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
        const auto& piece = s.pieces[static_cast<std::size_t>(p)];
        if (piece.kind == engine::PieceKind::MinorTerrain && piece.owner == x.who && piece.loc.where == Where::Bua)
            buriedMinor.push_back(p);  // Esfah's Gift
        if (piece.kind == engine::PieceKind::Dragon && piece.loc.where != Where::Removed) dragons.push_back(p);
        if (piece.kind == engine::PieceKind::Unit && piece.owner != x.who && piece.loc.where == Where::Dua)
            foreignDead.push_back(p);  // Exhume
        if (piece.kind != engine::PieceKind::Unit || piece.owner != x.who) continue;
        if (piece.loc.atTerrain()) own.push_back(p);
        if (piece.loc.where == Where::Dua) dead.push_back(p);
    }
    const int terrainCount = static_cast<int>(s.terrains.size());
    const auto anyTerrain = [&] { return std::uniform_int_distribution<int>(0, terrainCount - 1)(c.rng); };
    for (int i = 0; i < 3 && !own.empty(); ++i)
        targets.push_back(" on " + s.pid(x.who) + ":" + s.label(pick(own)) + " " + terrainKey(anyTerrain()));
    // ... with one of the items of its army taken along (Path, Rally; no random draw when no army has items).
    std::vector<int> carriers;
    for (const int u : own)
        if (!s.itemsAt(x.who, s.piece(u).loc).empty()) carriers.push_back(u);
    if (!carriers.empty()) {
        const int mover = pick(carriers);
        const auto items = s.itemsAt(x.who, s.piece(mover).loc);
        targets.push_back(" on " + s.pid(x.who) + ":" + s.label(mover) + " " + s.pid(x.who) + ":" +
                          s.label(pick(items)) + " " + terrainKey(anyTerrain()));
    }
    if (!dead.empty()) targets.push_back(" on " + s.pid(x.who) + ":" + s.label(pick(dead)));
    std::string exhumed;  // Exhume's target: a unit of an opponent's DUA
    if (!foreignDead.empty()) {
        const int u = pick(foreignDead);
        exhumed = " on " + s.pid(s.piece(u).owner) + ":" + s.label(u);
    }
    // A dragon with the first of its elements, for the elemental spells (Summon Dragon).
    std::vector<std::pair<std::string, std::string>> summons;  // element, target
    for (const int d : dragons) {
        const auto& piece = s.pieces[static_cast<std::size_t>(d)];
        const std::string target = " on " + terrainKey(anyTerrain()) + " " + s.pid(piece.owner) + ":" + s.label(d);
        targets.push_back(target);
        const auto elements = c.catalog.die(piece.die).elements.toVector();
        if (!elements.empty()) summons.emplace_back(std::string(domain::toString(elements.front())), target);
    }
    // The Dragonkin spells' own targets: Summon Dragonkin's join its group below, Evolve Dragonkin's come first.
    std::vector<Candidate> summon;
    std::vector<Candidate> evolve;
    dragonkinCasts(c, x, summon, evolve);
    std::vector<Candidate> rise;
    std::vector<Candidate> white;
    championCasts(c, x, rise, white);
    static const domain::Element kElements[] = {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                                domain::Element::Fire, domain::Element::Water};
    // Each spell's tries stay together and the spells come in random order: a spell whose targets are rare has
    // the same chance to come first as one that fits anything.
    std::vector<std::vector<Candidate>> groups;
    std::vector<int> costs;
    for (const auto& spell : c.catalog.spells()) {
        if (cantripOnly && !spell.cantrip) continue;
        std::vector<domain::Element> elements;
        const bool elemental = spell.element == domain::Element::Ivory || spell.element == domain::Element::White;
        if (elemental)
            elements.assign(std::begin(kElements), std::end(kElements));
        else
            elements.push_back(spell.element);
        std::vector<Candidate> group;
        const std::string head = "cast " + s.pid(x.who) + " " + spell.name + " with ";
        // Resurrect Dead: a dead unit with one of its elements and as many castings as its health (a cast with
        // fewer would need more castings on it later, which the engine checks only at the first resolve).
        const bool resurrect = spell.name == "Resurrect Dead";
        for (int i = 0; resurrect && i < 3 && !dead.empty(); ++i) {
            const int u = pick(dead);
            const auto& die = c.catalog.die(s.piece(u).die);
            auto mine = die.elements.toVector();
            if (mine.empty() || mine.front() == domain::Element::Ivory)
                mine.assign(std::begin(kElements), std::end(kElements));
            const auto element = mine[std::uniform_int_distribution<std::size_t>(0, mine.size() - 1)(c.rng)];
            const std::string times = die.health > 1 ? " x" + std::to_string(die.health) : "";
            group.push_back(
                {head + std::string(domain::toString(element)) + times + " on " + s.pid(x.who) + ":" + s.label(u)});
        }
        for (int i = 0; !resurrect && i < 5; ++i) {  // tries at a fitting element and target
            const auto element = elements[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            // A spell whose catalog data block names its kind of target (an army, a terrain) is aimed at one.
            const auto kind = spell.effect ? spell.effect->target : domain::SpellTarget::Army;
            const auto& pool = !spell.effect                                                 ? targets
                               : kind == domain::SpellTarget::Terrain                        ? terrains
                               : kind == domain::SpellTarget::OpposingArmy && !opposing.empty() ? opposing
                               : armies.empty()                                              ? targets
                                                                                             : armies;
            const auto& target = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(c.rng)];
            group.push_back({head + std::string(domain::toString(element)) + target});
        }
        if (elemental)
            for (const auto& [element, target] : summons) group.push_back({head + element + target});
        if (spell.name == "Exhume" && !exhumed.empty())
            group.insert(group.begin(), {head + std::string(domain::toString(spell.element)) + exhumed});
        // Esfah's Gift: only a minor terrain of the caster's BUA fits, offered first when there is one.
        if (spell.name == "Esfah's Gift" && !buriedMinor.empty()) {
            const auto element = elements[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            group.insert(group.begin(), {head + std::string(domain::toString(element)) + " on " + s.pid(x.who) +
                                         ":" + s.label(pick(buriedMinor))});
        }
        if (spell.name == "Summon Dragonkin" && !summon.empty())
            group.push_back(summon[std::uniform_int_distribution<std::size_t>(0, summon.size() - 1)(c.rng)]);
        if (spell.name == "Summon White Dragon") group.insert(group.end(), white.begin(), white.end());
        if (spell.name == "Rise of the Eldarim") group.insert(group.begin(), rise.begin(), rise.end());
        // A cantrip spell cast at step 4 of a roll may change that roll (Stone Skin on the saving army, Ash Storm at
        // the roller's terrain): the roll line's totals were written '?' and the engine answers them once step 4 is
        // over (flow/ExchangeFrame, DragonAttackFrame; the army's save against a damage spell through
        // SaiResolutionFrame::afterRoll with totals), so the caster's own armies and terrains are offered too.
        groups.push_back(std::move(group));
        costs.push_back(spell.cost);
    }
    std::vector<std::size_t> order(groups.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    shuffle(order, c.rng);
    // Half of the time the dearest spells first: the cheap ones would otherwise take most magic actions.
    if (c.chance(0.5))
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
    std::vector<std::vector<Candidate>> ordered;
    for (const std::size_t i : order) ordered.push_back(std::move(groups[i]));
    groups = std::move(ordered);
    for (auto& group : groups)
        for (auto& candidate : group) out.push_back(std::move(candidate));
    // Species spells are few and dear: offer them first most of the time, or the cheap basic spells would take
    // nearly every magic action.
    if (c.chance(0.6)) {
        std::stable_partition(out.begin(), out.end(), [&](const Candidate& candidate) {
            for (const auto& spell : c.catalog.spells())
                if (!spell.species.empty() && candidate.text.find(" " + spell.name + " with ") != std::string::npos)
                    return true;
            return false;
        });
    }
    // In a corpus the spells its earlier games cast least come first (stable: the order above
    // decides among equals).
    if (c.spellsCastBefore != nullptr) {
        const auto timesCast = [&](const Candidate& candidate) {
            const auto from = candidate.text.find(' ', 5) + 1;  // after "cast <P> "
            const auto name = candidate.text.substr(from, candidate.text.find(" with ", from) - from);
            const auto it = c.spellsCastBefore->find(name);
            return it == c.spellsCastBefore->end() ? 0L : it->second;
        };
        std::stable_sort(out.begin(), out.end(),
                         [&](const Candidate& a, const Candidate& b) { return timesCast(a) < timesCast(b); });
    }
    // Evolve Dragonkin fits rarely (a Dragonkin in play of the spent element with a larger one in the pool): when
    // it fits it is offered first.
    out.insert(out.begin(), evolve.begin(), evolve.end());
}

// Announced spells resolve in an order the caster picks: any of them (a magic action rarely announces more than 12).
// Before the first one, a unit with a Dispel Magic face may roll ('roll B dispel : c1=<face>'): each such unit in
// play is offered first, alone, most of the time; the engine keeps the ones a spell reaches.
void resolve(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    for (int n = 1; n <= 12; ++n) out.push_back({"resolve " + std::to_string(n)});
    shuffle(out, c.rng);
    const bool announcing = std::find(x.kinds.begin(), x.kinds.end(), EventKind::Cast) != x.kinds.end();
    if (!announcing || !c.chance(0.7)) return;
    const auto& s = c.state;
    std::vector<Candidate> dispels;
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.pieces[static_cast<std::size_t>(u)];
        if (piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay()) continue;
        const auto& die = c.catalog.die(piece.die);
        for (std::size_t f = 0; f < die.faces.size(); ++f)
            if (die.faces[f].icon == "Dispel Magic") {
                const auto face = std::uniform_int_distribution<std::size_t>(0, die.faces.size() - 1)(c.rng);
                dispels.push_back(
                    {"roll " + s.pid(piece.owner) + " dispel : " + s.label(u) + "=" + std::to_string(face + 1)});
                break;
            }
    }
    out.insert(out.begin(), dispels.begin(), dispels.end());
}

// ---------------------------------------------------------------- phases, eighth faces, species abilities

void phase(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    static const char* kNames[] = {"expire", "eighth", "dragon", "species", "first-march", "second-march", "reserves"};
    const auto now = static_cast<int>(c.state.turn.phase);
    if (now + 1 < 7 && c.chance(0.1)) out.push_back({std::string("phase ") + kNames[now + 1]});
}

std::string eighthIconOf(const CandidateContext& c, int terrain) {
    const auto& t = c.state.terrain(terrain);
    if (!t.castleAs.empty()) return t.castleAs;
    const auto& die = c.catalog.die(t.die);
    return die.faces.size() >= 8 ? die.faces[7].icon : die.eighthFace;
}

// "<head> recruit <dead>" and "<head> promote <unit> <dead>" for a player's army at a terrain and the DUA (or
// another source): at most a dozen, at random.
void recruitOrPromote(const CandidateContext& c, const std::string& head, int player, Location at,
                      const std::vector<int>& source, std::vector<Candidate>& out) {
    const auto& s = c.state;
    std::vector<Candidate> mine;
    for (const int d : source) {
        mine.push_back({head + " recruit " + s.label(d)});
        for (const int u : s.army(player, at)) mine.push_back({head + " promote " + s.label(u) + " " + s.label(d)});
    }
    shuffle(mine, c.rng);
    if (mine.size() > 12) mine.resize(12);
    out.insert(out.end(), mine.begin(), mine.end());
}

std::vector<int> controlledWith(const CandidateContext& c, int player, const std::string& icon) {
    std::vector<int> out;
    for (int t = 0; t < static_cast<int>(c.state.terrains.size()); ++t)
        if (c.state.controls(player, Location::at(t)) && eighthIconOf(c, t) == icon) out.push_back(t);
    return out;
}

void city(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Eighth || !c.chance(0.8)) return;
    for (const int t : controlledWith(c, x.who, "City"))
        recruitOrPromote(c, "city " + s.pid(x.who), x.who, Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

void temple(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Eighth || controlledWith(c, x.who, "Temple").empty()) return;
    for (const int q : opponentsOf(s, x.who))
        for (const int d : s.unitsAt(q, Where::Dua))
            out.push_back({"temple " + s.pid(x.who) + " " + s.pid(q) + " " + s.label(d)});
    shuffle(out, c.rng);
}

void feralize(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c, "feralize " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key, x.who,
                             Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

// Eldarim's Dragonkin Handlers: each army's recruit of a pool Dragonkin or promotion of one of its units to one.
void dragonkinHandlers(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.8)) return;
    std::vector<int> kin;
    for (const int d : s.unitsAt(x.who, Where::Pool))
        if (c.catalog.die(s.piece(d).die).isDragonkin()) kin.push_back(d);
    if (kin.empty()) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c,
                             "dragonkin-handlers " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key,
                             x.who, Location::at(t), kin, out);
}

void wintersFortitude(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (const int b : s.unitsAt(x.who, Where::Bua))
        out.push_back({"winters-fortitude " + s.pid(x.who) + " " + s.label(b)});
    shuffle(out, c.rng);
}

void mutate(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (const int q : opponentsOf(s, x.who)) {
        auto reserve = s.army(q, Location::reserve());
        if (reserve.empty()) continue;
        shuffle(reserve, c.rng);
        for (std::size_t n = 1; n <= std::min<std::size_t>(2, reserve.size()); ++n)
            out.push_back({"mutate " + s.pid(x.who) + " " + s.pid(q) +
                           labels(s, std::vector<int>(reserve.begin(), reserve.begin() + static_cast<long>(n)))});
    }
}

void mutateGain(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c, "mutate-gain " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key,
                             x.who, Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

// Stepped Damage: a killed Undead for a smaller one of the DUA (the engine knows which were killed just now).
void stepDown(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.7)) return;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int killed : dua)
        for (const int small : dua)
            if (killed != small && c.catalog.die(s.piece(small).die).health < c.catalog.die(s.piece(killed).die).health)
                out.push_back({"step-down " + s.pid(x.who) + " " + s.label(killed) + " " + s.label(small)});
    shuffle(out, c.rng);
    if (out.size() > 20) out.resize(20);
}

// Plague's next target: any unit of the army (the engine lists them).
void plague(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& label : x.options) out.push_back({"plague " + c.state.pid(x.who) + " " + label});
    shuffle(out, c.rng);
}

// Convert's return from the DUA (optional): as much as the budget allows, or a single unit.
void returnUnits(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.8)) return;
    const std::string head = "return " + s.pid(x.who);
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const auto& chosen : fullestSubsets(c, dua, x.amount))
        if (!chosen.empty()) out.push_back({head + labels(s, chosen)});
    for (const int u : dua) out.push_back({head + " " + s.label(u)});
}

// Mire: the units that march, as much health-worth as the Mire roll allows (the engine keeps what fits).
void mire(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    std::vector<int> units;
    for (const int u : x.rollers)
        if (s.piece(u).kind == engine::PieceKind::Unit) units.push_back(u);
    for (const auto& chosen : fullestSubsets(c, units, x.amount))
        if (!chosen.empty()) out.push_back({"mire " + s.pid(x.who) + labels(s, chosen)});
}

// Accelerated Growth: a killed unit for a 1-health one of the DUA (the engine keeps the Treefolk pairs it allows).
void grow(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.7)) return;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int killed : dua)
        for (const int small : dua)
            if (killed != small && c.catalog.die(s.piece(small).die).health == 1 &&
                c.catalog.die(s.piece(killed).die).health >= 2)
                out.push_back({"grow " + s.pid(x.who) + " " + s.label(killed) + " " + s.label(small)});
    shuffle(out, c.rng);
    if (out.size() > 20) out.resize(20);
}


void airFlight(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.3)) return;
    for (int from = 0; from < static_cast<int>(s.terrains.size()); ++from)
        for (const int u : s.army(x.who, Location::at(from)))
            for (int to = 0; to < static_cast<int>(s.terrains.size()); ++to)
                if (to != from)
                    for (const auto& i : itemChoices(c, x.who, Location::at(from)))
                        out.push_back({"air-flight " + s.pid(x.who) + " " +
                                       s.terrains[static_cast<std::size_t>(to)].key + " " + s.label(u) + i});
    shuffle(out, c.rng);
    if (out.size() > 12) out.resize(12);
}

void counterAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who >= 0 && c.chance(0.6)) out.push_back({"counter-attack " + c.state.pid(x.who)});
}

void foulStench(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto army = c.state.army(x.who, x.place);
    for (int attempt = 0; attempt < 3; ++attempt) {
        shuffle(army, c.rng);
        const auto n = std::min<std::size_t>(static_cast<std::size_t>(std::max(0, x.amount)), army.size());
        out.push_back({"foul-stench " + c.state.pid(x.who) +
                       labels(c.state, std::vector<int>(army.begin(), army.begin() + static_cast<long>(n)))});
    }
}

// ---------------------------------------------------------------- dragons

void dragonAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"dragon-attack " + o});
}

// Options are "<dragon> <target>" pairs of the owner who names a target next.
void dragonTarget(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options)
        if (o.rfind("order ", 0) != 0) out.push_back({"dragon-target " + c.state.pid(x.who) + " " + o});
}

// Units of the attacked army paired with units one health larger of their species in the DUA (the Summoning
// Pool for Dragonkin): at most `count` pairs, several random choices.
std::vector<std::string> promotionPairs(const CandidateContext& c, const Expectation& x, int count) {
    const auto& s = c.state;
    std::vector<std::string> out;
    for (int attempt = 0; attempt < 4; ++attempt) {
        auto army = s.army(x.who, x.place);
        shuffle(army, c.rng);
        std::vector<int> used;
        std::string pairs;
        int n = 0;
        for (const int u : army) {
            if (n >= count) break;
            const auto& die = c.catalog.die(s.piece(u).die);
            for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
                const auto& p = s.piece(d);
                const auto& spare = c.catalog.die(p.die);
                const Where from = die.isDragonkin() ? Where::Pool : Where::Dua;
                if (p.owner != x.who || p.kind != engine::PieceKind::Unit || p.loc.where != from ||
                    spare.species != die.species || spare.health != die.health + 1 ||
                    std::find(used.begin(), used.end(), d) != used.end())
                    continue;
                used.push_back(d);
                pairs += " " + s.label(u) + " " + s.label(d);
                ++n;
                break;
            }
        }
        if (!pairs.empty()) out.push_back(pairs);
    }
    return out;
}

void treasure(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.amount <= 0 || !c.chance(0.8)) return;
    for (const auto& pair : promotionPairs(c, x, 1))
        out.push_back({"treasure " + c.state.pid(x.who) + " promote" + pair});
}

void promote(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.amount <= 0 || !c.chance(0.9)) return;
    for (const auto& pairs : promotionPairs(c, x, x.amount)) out.push_back({"promote " + c.state.pid(x.who) + pairs});
}

// Options are the dragons the army's results could kill: each gets melee, missile or nothing.
void dragonDamage(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty()) return;
    const std::size_t n = std::min<std::size_t>(x.options.size(), 5);
    std::size_t combos = 1;
    for (std::size_t i = 0; i < n; ++i) combos *= 3;
    for (std::size_t code = 1; code < combos; ++code) {
        std::string text = "dragon-damage " + c.state.pid(x.who);
        std::size_t rest = code;
        for (std::size_t i = 0; i < n; ++i, rest /= 3)
            if (rest % 3 != 0) text += " " + x.options[i] + (rest % 3 == 1 ? "=melee" : "=missile");
        out.push_back({text});
    }
    shuffle(out, c.rng);
}

// Items that may go along with a move from `from` (V4.01d Items): none, one, or all of them; the engine refuses
// what the moving units cannot carry.
// Eldarim champions at step 6 of a dragon attack: options are "<power> <champion> <dragon>" (tame, slay, control);
// the maker of each kind takes its own, and usually uses the power.
void championPower(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out,
                   const std::string& power) {
    if (x.who < 0 || !c.chance(0.8)) return;
    for (const auto& o : x.options)
        if (o.rfind(power + " ", 0) == 0)
            out.push_back({power + " " + c.state.pid(x.who) + o.substr(power.size())});
    shuffle(out, c.rng);
}

void tame(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "tame");
}

void slay(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "slay");
}

// Also a controlled dragon's order before the dragons roll: options "order <P> <unit> <dragon> skip|<target>".
void control(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "control");
    if (!c.chance(0.5)) return;
    for (const auto& o : x.options)
        if (o.rfind("order ", 0) == 0) out.push_back({"control " + o.substr(6)});
    shuffle(out, c.rng);
}

// A unit of the turn player that tamed a dragon (an effect with status Tamed) may ride it to another terrain in the
// Retreat step, now and then.
void ride(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.3)) return;
    for (const auto& fx : s.effects) {
        if (fx.status != engine::Status::Tamed || fx.sourcePiece < 0 || s.piece(fx.sourcePiece).owner != x.who)
            continue;
        // Items of the rider's army (when it has any) may go along: one of them, named after the terrain.
        const auto items = s.itemsAt(x.who, s.piece(fx.sourcePiece).loc);
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.piece(fx.sourcePiece).loc != Location::at(t)) {
                const std::string head =
                    "ride " + s.pid(x.who) + " " + s.label(fx.sourcePiece) + " " + s.terrains[t].key;
                out.push_back({head});
                for (const int i : items) out.push_back({head + " " + s.label(i)});
            }
    }
    shuffle(out, c.rng);
}

std::vector<std::string> itemChoices(const CandidateContext& c, int owner, Location from) {
    const auto& s = c.state;
    auto items = s.itemsAt(owner, from);
    std::vector<std::string> out = {""};
    if (items.empty()) return out;
    shuffle(items, c.rng);
    out.push_back(" " + s.label(items.front()));
    if (items.size() > 1) out.push_back(labels(s, items));
    shuffle(out, c.rng);
    return out;
}

void reinforce(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.5)) return;
    auto reserve = s.army(x.who, Location::reserve());
    if (reserve.empty()) return;
    shuffle(reserve, c.rng);
    reserve.resize(std::uniform_int_distribution<std::size_t>(1, reserve.size())(c.rng));
    const auto items = itemChoices(c, x.who, Location::reserve());
    for (const auto& t : s.terrains)
        for (const auto& i : items) out.push_back({"reinforce " + s.pid(x.who) + " " + t.key + labels(s, reserve) + i});
    shuffle(out, c.rng);
}

void retreat(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.1)) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
        auto army = s.army(x.who, Location::at(t));
        if (army.size() < 2) continue;
        shuffle(army, c.rng);
        for (const auto& i : itemChoices(c, x.who, Location::at(t)))
            out.push_back({"retreat " + s.pid(x.who) + " " + s.label(army.front()) + i});
    }
}

// The excess items of an army (options: its items): one, two or three of them, the engine keeps what leaves a
// carriable rest with nothing more buried than needed.
void buryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty()) return;
    const auto& o = x.options;
    const std::string head = "bury-item " + c.state.pid(x.who);
    for (std::size_t i = 0; i < o.size(); ++i) {
        out.push_back({head + " " + o[i]});
        for (std::size_t j = i + 1; j < o.size(); ++j) {
            out.push_back({head + " " + o[i] + " " + o[j]});
            for (std::size_t k = j + 1; k < o.size(); ++k) out.push_back({head + " " + o[i] + " " + o[j] + " " + o[k]});
        }
    }
    std::string all = head;
    for (const auto& label : o) all += " " + label;
    out.push_back({all});
}

// Items following units an effect sent to the Reserve Area (optional; options: the items of the army they left):
// half of the time one of them or all; the engine refuses what the units cannot carry.
void carryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty() || !c.chance(0.5)) return;
    const std::string head = "carry-item " + c.state.pid(x.who);
    std::string all = head;
    for (const auto& label : x.options) {
        out.push_back({head + " " + label});
        all += " " + label;
    }
    if (x.options.size() > 1) out.push_back({all});
}

}  // namespace

StatementCandidates::StatementCandidates() : makers_(engine::kEventKindCount) {
    auto add = [this](EventKind kind, CandidateMaker maker) {
        makers_[static_cast<std::size_t>(kind)] = std::move(maker);
    };
    add(EventKind::HordeRoll, hordeRoll);
    add(EventKind::Choose, choose);
    add(EventKind::FrontierPick, frontierPick);
    add(EventKind::Place, place);
    add(EventKind::StartRoll, startRoll);
    add(EventKind::Turn, turn);
    add(EventKind::Result, result);
    add(EventKind::March, march);
    add(EventKind::Maneuver, maneuver);
    add(EventKind::TerrainTurn, terrainTurn);
    add(EventKind::Minor, minor);
    add(EventKind::MinorFace, minorFaceChoice);
    add(EventKind::Charge, charge);
    add(EventKind::Castle, castle);
    add(EventKind::Grove, grove);
    add(EventKind::Lair, lair);
    add(EventKind::Action, action);
    add(EventKind::Roll, roll);
    add(EventKind::Kill, kill);
    add(EventKind::Sai, sai);
    add(EventKind::Cast, cast);
    add(EventKind::Resolve, resolve);
    add(EventKind::Phase, phase);
    add(EventKind::City, city);
    add(EventKind::Temple, temple);
    add(EventKind::Feralize, feralize);
    add(EventKind::WintersFortitude, wintersFortitude);
    add(EventKind::DragonkinHandlers, dragonkinHandlers);
    add(EventKind::Mutate, mutate);
    add(EventKind::MutateGain, mutateGain);
    add(EventKind::SteppedDamage, stepDown);
    add(EventKind::Plague, plague);
    add(EventKind::Return, returnUnits);
    add(EventKind::Grow, grow);
    add(EventKind::Mire, mire);
    add(EventKind::AirFlight, airFlight);
    add(EventKind::CounterAttack, counterAttack);
    add(EventKind::FoulStench, foulStench);
    add(EventKind::Reinforce, reinforce);
    add(EventKind::Retreat, retreat);
    add(EventKind::DragonAttack, dragonAttack);
    add(EventKind::DragonTarget, dragonTarget);
    add(EventKind::Treasure, treasure);
    add(EventKind::DragonDamage, dragonDamage);
    add(EventKind::Promote, promote);
    add(EventKind::BuryItem, buryItem);
    add(EventKind::CarryItem, carryItem);
    add(EventKind::Tame, tame);
    add(EventKind::Slay, slay);
    add(EventKind::Control, control);
    add(EventKind::Ride, ride);
}

void StatementCandidates::make(EventKind kind, const CandidateContext& context, const Expectation& expectation,
                               std::vector<Candidate>& out) const {
    const auto& maker = makers_[static_cast<std::size_t>(kind)];
    if (!maker) return;
    std::vector<Candidate> mine;
    maker(context, expectation, mine);
    out.insert(out.end(), mine.begin(), mine.end());
}

bool StatementCandidates::has(EventKind kind) const {
    return static_cast<bool>(makers_[static_cast<std::size_t>(kind)]);
}

}  // namespace muster::rules::matchlog
