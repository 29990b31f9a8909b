// A position section resolved into a game state: names looked up, then the position checked against what a game
// can hold (docs/match-log.md, Positions).
#include "muster/rules/matchlog/PositionReader.h"

#include <algorithm>
#include <map>
#include <memory>

#include "muster/domain/TextUtil.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::matchlog {

namespace {

using engine::Effect;
using engine::EffectTargetKind;
using engine::GameState;
using engine::Location;
using engine::PieceKind;
using engine::Where;
using Kind = PositionProblem::Kind;

struct Refusal {
    PositionProblem problem;
};

std::string inQuotes(std::string_view s) {
    return "'" + domain::text::printable(s) + "'";
}

std::string placeName(const PositionPiece& p) {
    switch (p.place) {
        case PositionPlace::Army:
            return p.at == "reserve" ? "in the Reserve Area" : "in the army at " + p.at;
        case PositionPlace::Dragon:
            return "a dragon at " + p.at;
        case PositionPlace::Minor:
            return "a minor terrain at " + p.at;
        case PositionPlace::Dua:
            return "in the DUA";
        case PositionPlace::Bua:
            return "in the BUA";
        case PositionPlace::Pool:
            return "in the Summoning Pool";
        case PositionPlace::Out:
            return "out of the game";
    }
    return "?";
}

class Resolver {
public:
    Resolver(const domain::Catalog& catalog, const MatchLog& log) : cat_(catalog), log_(log), pos_(*log.position) {}

    GameState run() {
        s_.forceSize = log_.forceSize;
        s_.logVersion = log_.version;
        for (const auto& p : log_.players) {
            engine::PlayerState ps;
            ps.id = p.id;
            ps.name = p.name;
            s_.players.push_back(ps);
        }
        terrains();
        pieces();
        order();
        turn();
        effects();
        outcome();
        return std::move(s_);
    }

private:
    [[noreturn]] void refuse(Kind kind, int line, const std::string& problem) const {
        throw Refusal{{kind, line, problem}};
    }

    int player(const std::string& id, int line) const {
        const int p = s_.playerIndex(id);
        if (p < 0) refuse(Kind::Unreadable, line, "unknown player " + inQuotes(id));
        return p;
    }

    int terrain(const std::string& key, int line) const {
        const int t = s_.terrainIndex(key);
        if (t < 0) refuse(Kind::Inconsistent, line, "the position has no terrain " + inQuotes(key));
        return t;
    }

    Location place(const std::string& word, int line) const {
        if (word == "reserve") return Location::reserve();
        return Location::at(terrain(word, line));
    }

    const domain::Die& die(const std::string& name, int line) const {
        const auto id = cat_.findDie(name);
        if (!id) {
            std::string hint;
            const auto near = cat_.nearestDieNames(name, 1);
            if (!near.empty()) hint = " (did you mean '" + near.front() + "'?)";
            refuse(Kind::Unreadable, line, "no die named " + inQuotes(name) + " in the catalog" + hint);
        }
        return cat_.die(*id);
    }

    // "A:c3": a piece the position lists.
    int pieceRef(const std::string& ref, int line) const {
        const auto colon = ref.find(':');
        if (colon == std::string::npos || colon == 0 || colon + 1 == ref.size())
            refuse(Kind::Unreadable, line, "a piece is named '<player>:<label>', e.g. 'B:c3', not " + inQuotes(ref));
        const int p = player(ref.substr(0, colon), line);
        const int piece = s_.pieceIndex(p, ref.substr(colon + 1));
        if (piece < 0)
            refuse(Kind::Unreadable, line,
                   "unknown label " + inQuotes(ref) + ": the position lists no piece " +
                       inQuotes(ref.substr(colon + 1)) + " of player " + s_.pid(p));
        return piece;
    }

    void terrains() {
        for (const auto& t : pos_.terrains) {
            engine::TerrainState ts;
            const auto& d = die(t.dieName, t.line);
            if (d.kind != domain::DieKind::Terrain)
                refuse(Kind::Inconsistent, t.line, d.name + " is not a terrain die");
            ts.die = d.id;
            ts.key = t.key;
            if (t.key != "frontier") {
                ts.homeOf = player(t.key.substr(5), t.line);
                if (d.advanced)
                    refuse(Kind::Inconsistent, t.line,
                           d.name + " is an advanced terrain, which may only be the frontier, not " + t.key);
                s_.players[static_cast<std::size_t>(ts.homeOf)].home = static_cast<int>(s_.terrains.size());
            } else {
                s_.frontierTerrain = static_cast<int>(s_.terrains.size());
            }
            if (t.face < 1 || t.face > 8)
                refuse(Kind::Inconsistent, t.line,
                       "face " + std::to_string(t.face) + " of " + t.key + " is out of range: a terrain shows 1 to 8");
            ts.face = t.face;
            if (t.face == 8 && t.controller.empty())
                refuse(Kind::Inconsistent, t.line,
                       t.key + " shows its eighth face, so a player controls it: write '8/<player>'");
            if (t.face != 8 && !t.controller.empty())
                refuse(Kind::Inconsistent, t.line,
                       t.key + " shows face " + std::to_string(t.face) +
                           ": only a terrain turned to its eighth face has a controller ('8/" + t.controller + "')");
            if (!t.controller.empty()) ts.controller = player(t.controller, t.line);
            if (!t.castleAs.empty()) {
                if (d.eighthFace != "Castle" || t.face != 8)
                    refuse(Kind::Inconsistent, t.line,
                           "castle=" + t.castleAs + " is the choice of a captured Castle, and " + t.key + " is " +
                               (d.eighthFace != "Castle" ? "no Castle" : "not captured"));
                static const std::map<std::string, std::string> icons = {
                    {"city", "City"}, {"standing-stones", "Standing Stones"}, {"temple", "Temple"}, {"tower", "Tower"}};
                ts.castleAs = icons.at(t.castleAs);
            }
            s_.terrains.push_back(std::move(ts));
        }
        for (std::size_t p = 0; p < s_.players.size(); ++p)
            if (s_.players[p].home < 0)
                refuse(Kind::Inconsistent, pos_.line,
                       "the position has no terrain home:" + s_.players[p].id +
                           " (every player's Home Terrain and the frontier are in play)");
        if (s_.frontierTerrain < 0)
            refuse(Kind::Inconsistent, pos_.line, "the position has no 'terrain frontier ...' line");
    }

    // Which dice a place holds (the engine's invariants check the rest: Dragonkin in armies only, minor terrains
    // beside their army).
    void checkKind(const PositionPiece& p, const domain::Die& d, Location loc) const {
        const PieceKind kind = engine::pieceKindOf(d);
        const std::string what = p.player + ":" + p.label + " (" + d.name + ")";
        auto wrong = [&](const std::string& why) { refuse(Kind::Inconsistent, p.line, what + " " + why); };
        if (d.kind == domain::DieKind::Terrain) wrong("is a terrain die: terrains have their 'terrain' lines");
        switch (p.place) {
            case PositionPlace::Army:
                if (kind == PieceKind::Dragon) wrong("is a dragon: write it on a 'dragon' line");
                if (kind == PieceKind::MinorTerrain) wrong("is a minor terrain: write it on a 'minor' line");
                if (d.isDragonkin() && loc.where == Where::Reserve)
                    wrong("is a Dragonkin, which never enters the Reserve Area");
                break;
            case PositionPlace::Dragon:
                if (kind != PieceKind::Dragon) wrong("is no dragon");
                if (!loc.atTerrain()) wrong("is a dragon: dragons are at terrains, never in the Reserve Area");
                break;
            case PositionPlace::Minor:
                if (kind != PieceKind::MinorTerrain) wrong("is no minor terrain");
                if (!loc.atTerrain()) wrong("is a minor terrain: one in play is beside an army at a terrain");
                if (p.face < 1 || p.face > static_cast<int>(d.faces.size()))
                    wrong("has faces 1 to " + std::to_string(d.faces.size()) + ", not " + std::to_string(p.face));
                break;
            case PositionPlace::Dua:
                if (kind != PieceKind::Unit) wrong("is not a unit: only units are in the DUA");
                if (d.isDragonkin()) wrong("is a Dragonkin: a killed Dragonkin goes to the Summoning Pool or the BUA");
                break;
            case PositionPlace::Bua:
                if (kind == PieceKind::Dragon) wrong("is a dragon: a slain dragon is out of the game ('out')");
                break;
            case PositionPlace::Pool:
                if (kind == PieceKind::Item || (kind == PieceKind::Unit && !d.isDragonkin()))
                    wrong("cannot be in the Summoning Pool (dragons, Dragonkin and minor terrains only)");
                break;
            case PositionPlace::Out:
                break;
        }
        if (d.facesUnknown && d.kind != domain::DieKind::Medallion && p.place != PositionPlace::Out &&
            p.place != PositionPlace::Bua)
            refuse(Kind::Unsupported, p.line, "the faces of " + d.name + " are not known");
    }

    void pieces() {
        auto cast = std::make_shared<engine::GameCast>();
        cast->byLabel.resize(s_.players.size());
        std::vector<std::map<std::string, const PositionPiece*>> seen(s_.players.size());
        for (const auto& p : pos_.pieces) {
            const int owner = player(p.player, p.line);
            const auto& d = die(p.dieName, p.line);
            engine::Piece piece;
            piece.kind = engine::pieceKindOf(d);
            piece.owner = owner;
            piece.die = d.id;
            switch (p.place) {
                case PositionPlace::Army:
                case PositionPlace::Dragon:
                case PositionPlace::Minor:
                    piece.loc = place(p.at, p.line);
                    break;
                case PositionPlace::Dua:
                    piece.loc = Location::dua();
                    break;
                case PositionPlace::Bua:
                    piece.loc = Location::bua();
                    break;
                case PositionPlace::Pool:
                    piece.loc = Location::pool();
                    break;
                case PositionPlace::Out:
                    piece.loc = Location::removed();
                    break;
            }
            // Named in messages only once its place is known to be one of the position's.
            auto& mine = seen[static_cast<std::size_t>(owner)];
            if (const auto it = mine.find(p.label); it != mine.end())
                refuse(Kind::Inconsistent, p.line,
                       p.player + ":" + p.label + " is listed twice: " + placeName(*it->second) + " (line " +
                           std::to_string(it->second->line) + ") and " + placeName(p) + "; a piece is in one place");
            mine.emplace(p.label, &p);
            checkKind(p, d, piece.loc);
            if (p.place == PositionPlace::Minor) {
                piece.face = p.face - 1;
                piece.buryAtNextMarch = p.buryAtNextMarch;
            }
            cast->byLabel[static_cast<std::size_t>(owner)][p.label] = static_cast<int>(s_.pieces.size());
            cast->labels.push_back(p.label);
            s_.pieces.push_back(piece);
        }
        s_.cast = std::move(cast);
        // Every captured terrain is held by its controller's army (the engine drops it back to 7 otherwise).
        for (const auto& t : pos_.terrains) {
            const int i = s_.terrainIndex(t.key);
            const auto& ts = s_.terrain(i);
            if (ts.controller >= 0 && !s_.hasArmy(ts.controller, Location::at(i)))
                refuse(Kind::Inconsistent, t.line,
                       t.key + " is captured by " + t.controller +
                           ", who has no army there (a captured terrain "
                           "whose controller's army is gone drops back to 7)");
        }
    }

    void order() {
        for (const auto& id : pos_.order) s_.turnOrder.push_back(player(id, pos_.orderLine));
        if (s_.turnOrder.size() != s_.players.size())
            refuse(Kind::Inconsistent, pos_.orderLine, "the turn order names every player once");
    }

    void turn() {
        const auto& t = pos_.turn;
        auto& r = s_.turn;
        r.number = t.number;
        if (t.number == 0) {
            if (!t.marched.empty() || !t.used.empty() || !t.dragonsAttacked.empty() || t.retreatStep)
                refuse(Kind::Inconsistent, t.line,
                       "'turn 0' is before the first turn: nothing has marched, been used or attacked yet");
            return;
        }
        r.player = player(t.player, t.line);
        r.phase = t.phase;
        for (const auto& word : t.marched) {
            const Location loc = place(word, t.line);
            if (std::find(r.marched.begin(), r.marched.end(), loc) != r.marched.end())
                refuse(Kind::Inconsistent, t.line, "the army at " + word + " marched once");
            r.marched.push_back(loc);
        }
        r.marchNumber = static_cast<int>(r.marched.size());
        if (r.marchNumber > 2) refuse(Kind::Inconsistent, t.line, "a turn has two marches, not more");
        if (r.marchNumber > 0 && r.phase < engine::Phase::FirstMarch)
            refuse(Kind::Inconsistent, t.line, "armies marched, so the turn is past its first march phase");
        if (r.marchNumber == 2 && r.phase < engine::Phase::SecondMarch)
            refuse(Kind::Inconsistent, t.line, "two armies marched, so the turn is past its second march phase");
        r.usedOnce = t.used;
        for (const auto& word : t.dragonsAttacked) {
            const int terrainIndex = terrain(word, t.line);
            if (r.phase < engine::Phase::Dragon)
                refuse(Kind::Inconsistent, t.line, "dragons attacked, so the turn is past its dragon attack phase");
            r.dragonAttacks.push_back(terrainIndex);
        }
        r.reinforceDone = t.retreatStep;
        if (t.retreatStep && r.phase != engine::Phase::Reserves)
            refuse(Kind::Inconsistent, t.line, "'retreat-step' is a step of the reserves phase");
    }

    void effects() {
        for (const auto& e : pos_.effects) {
            Effect fx;
            const int caster = e.caster == "-" ? -1 : player(e.caster, e.line);
            if (e.from == Effect::From::Spell && !e.modifiersWritten) {
                // The short form: a data-driven spell's own effect, until its caster's next turn.
                const auto* spell = cat_.findSpell(e.source);
                if (spell == nullptr)
                    refuse(Kind::Unreadable, e.line, "no spell named " + inQuotes(e.source) + " in the catalog");
                if (!spell->effect)
                    refuse(Kind::Unreadable, e.line,
                           spell->name +
                               " has no lasting modifiers of its own to take: write the effect in full (its "
                               "status and its modifiers after ':')");
                fx = engine::modifierSpellEffect(*spell, caster, e.magnitude < 0 ? 1 : e.magnitude);
            } else {
                fx.source = e.source;
                fx.from = e.from;
                fx.caster = caster;
                fx.modifiers = e.modifiers;
                fx.status = e.status;
                fx.scope = e.scope;
                fx.magnitude = e.magnitude < 0 ? 0 : e.magnitude;
                fx.cumulative = e.cumulative;
                fx.expiresAtStartOf = -1;
            }
            if (!e.until.empty()) fx.expiresAtStartOf = player(e.until, e.line);
            if (e.cumulative) fx.cumulative = true;
            fx.ends = e.ends;
            if (!e.sourcePiece.empty()) fx.sourcePiece = pieceRef(e.sourcePiece, e.line);
            if (!e.anchor.empty()) fx.anchorTerrain = terrain(e.anchor, e.line);
            target(fx, e);
            fx.id = s_.nextEffectId++;
            s_.effects.push_back(std::move(fx));
        }
    }

    void target(Effect& fx, const PositionEffect& e) const {
        const std::string& word = e.target;
        const std::string on = "effect " + e.source + " on " + domain::text::printable(word) + ": ";
        if (const auto at = word.find('@'); at != std::string::npos) {
            fx.target = EffectTargetKind::Army;
            fx.targetPlayer = player(word.substr(0, at), e.line);
            fx.targetArmy = place(word.substr(at + 1), e.line);
            if (!s_.hasArmy(fx.targetPlayer, fx.targetArmy))
                refuse(Kind::Inconsistent, e.line,
                       on + word.substr(0, at) + " has no army at " + word.substr(at + 1) +
                           " (an effect on an army ends when the army is gone)");
        } else if (const int t = s_.terrainIndex(word); t >= 0) {
            fx.target = EffectTargetKind::Terrain;
            fx.targetTerrain = t;
        } else if (word.find(':') != std::string::npos) {
            fx.target = EffectTargetKind::Unit;
            fx.targetPiece = pieceRef(word, e.line);
            if (!s_.piece(fx.targetPiece).loc.inPlay())
                refuse(Kind::Inconsistent, e.line,
                       on + word + " is " + s_.locationName(s_.piece(fx.targetPiece).loc) +
                           ", not in play (an effect on a unit ends when it leaves play)");
        } else {
            fx.target = EffectTargetKind::Player;
            fx.targetPlayer = player(word, e.line);
        }
    }

    // Eliminations and the winner, as the engine judges them after every statement.
    void outcome() {
        for (const auto& id : pos_.eliminated)
            s_.players[static_cast<std::size_t>(player(id, pos_.eliminatedLine))].eliminated = true;
        int alive = 0;
        int last = -1;
        for (std::size_t p = 0; p < s_.players.size(); ++p) {
            const auto& ps = s_.players[p];
            const bool units = s_.hasUnitsInPlay(static_cast<int>(p));
            if (ps.eliminated && units)
                refuse(Kind::Inconsistent, pos_.eliminatedLine,
                       "player " + ps.id + " is eliminated but has units in play");
            if (!ps.eliminated && !units)
                refuse(Kind::Inconsistent, pos_.line,
                       "player " + ps.id + " has no unit in play, so is eliminated: write 'eliminated " + ps.id + "'");
            if (!ps.eliminated) {
                ++alive;
                last = static_cast<int>(p);
            }
        }
        int winner = -1;
        std::string by;
        for (std::size_t p = 0; p < s_.players.size(); ++p)
            if (s_.capturedCount(static_cast<int>(p)) >= 2) {
                winner = static_cast<int>(p);
                by = "capture";
            }
        if (winner < 0 && alive == 1) {
            winner = last;
            by = "elimination";
        }
        const int line = pos_.winnerLine > 0 ? pos_.winnerLine : pos_.line;
        if (winner >= 0 && (pos_.winner != s_.pid(winner) || pos_.winBy != by))
            refuse(Kind::Inconsistent, line,
                   "the game is decided: " + s_.pid(winner) + " wins by " + by + " (write 'winner " + s_.pid(winner) +
                       " " + by + "')");
        if (winner < 0 && !pos_.winner.empty())
            refuse(Kind::Inconsistent, line,
                   "nobody has won yet: nobody controls two terrains and more than one player has units in play");
        s_.winner = winner;
        s_.winBy = by;
        if (winner >= 0 && s_.turn.number == 0)
            refuse(Kind::Inconsistent, line, "a game is decided in a turn, not before the first one");
    }

    const domain::Catalog& cat_;
    const MatchLog& log_;
    const PositionSection& pos_;
    GameState s_;
};

}  // namespace

PositionReader::PositionReader(const domain::Catalog& catalog) : catalog_(catalog) {}

std::variant<engine::GameState, PositionProblem> PositionReader::read(const MatchLog& log) const {
    if (!log.position) return PositionProblem{Kind::Unreadable, 0, "the log has no position section"};
    try {
        return Resolver(catalog_, log).run();
    } catch (const Refusal& refusal) {
        return refusal.problem;
    }
}

}  // namespace muster::rules::matchlog
