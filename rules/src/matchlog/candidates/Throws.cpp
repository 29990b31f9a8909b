// The legal-log generator's dice throws: the faces it throws (a medallion only on its logo) and the variants of a
// throw with the faces' own notes and re-roll segments (Elevate, Flurry, Attune, Wayfare, the Elemental Relic, SAIs
// that roll again); `rolls` makes the candidates of one roll line.
#include "Candidates.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "roll/FaceTable.h"

namespace muster::rules::matchlog::candidates {

namespace {

const std::set<std::string, std::less<>>& plainIcons() {
    static const std::set<std::string, std::less<>> icons = {"ID", "Melee", "Missile", "Magic", "Save", "Maneuver"};
    return icons;
}

// Whether the generator throws a die on a face: every face, but a medallion only on its logo. The catalog knows no
// other face of the medallions (items.json faces_unknown), and a roll showing one is unsupported: the generated logs
// stay verifiable at the price of a bias (every medallion roll shows the logo; docs/engine.md).
bool throwable(const domain::Die& die, std::size_t face) {
    return !(die.facesUnknown && die.kind == domain::DieKind::Medallion && die.faces[face].icon != "Logo");
}

}  // namespace

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

namespace {

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

}  // namespace

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

}  // namespace muster::rules::matchlog::candidates
