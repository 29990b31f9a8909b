// A game state as a position section (docs/match-log.md, Positions): the turn's point, the terrains, each player's
// pieces place by place, the lasting effects.
#include "muster/rules/matchlog/PositionWriter.h"

#include <cctype>

#include "muster/rules/matchlog/MatchLog.h"
#include "muster/rules/matchlog/PositionSection.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::matchlog {

namespace {

using engine::Effect;
using engine::EffectTargetKind;
using engine::GameState;
using engine::Location;
using engine::PieceKind;
using engine::Where;

std::string ref(const GameState& s, int piece) {
    return s.pid(s.piece(piece).owner) + ":" + s.label(piece);
}

std::string placeWord(const GameState& s, Location loc) {
    return loc.atTerrain() ? s.terrain(loc.terrain).key : "reserve";
}

std::string castleWord(const std::string& icon) {
    if (icon == "Standing Stones") return "standing-stones";
    std::string out = icon;
    for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "<label>: <die>, ..." for the pieces that pass `keep`, in the state's order.
template <class Keep>
std::string entries(const GameState& s, const domain::Catalog& catalog, Keep keep) {
    std::string out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        if (!keep(s.pieces[i])) continue;
        out += (out.empty() ? "" : ", ") + s.label(static_cast<int>(i)) + ": " + catalog.die(s.pieces[i].die).name;
    }
    return out;
}

// A spell effect that its short form states exactly: the data-driven spell's own effect.
bool shortForm(const GameState& s, const domain::Catalog& catalog, const Effect& fx) {
    if (fx.from != Effect::From::Spell || fx.ends != engine::EndsNever || fx.sourcePiece >= 0 || fx.anchorTerrain >= 0)
        return false;
    const auto* spell = catalog.findSpell(fx.source);
    if (spell == nullptr || !spell->effect || spell->name != fx.source) return false;
    const int castings = fx.magnitude < 1 ? 1 : fx.magnitude;
    const Effect own = engine::modifierSpellEffect(*spell, fx.caster, castings);
    (void)s;
    return own.modifiers == fx.modifiers && own.status == fx.status && own.scope == fx.scope &&
           own.cumulative == fx.cumulative && own.magnitude == fx.magnitude &&
           own.expiresAtStartOf == fx.expiresAtStartOf;
}

std::string effectLine(const GameState& s, const domain::Catalog& catalog, const Effect& fx) {
    std::string out = "effect " + std::string(positionWord(fx.from)) + " " + fx.source + " by " +
                      (fx.caster < 0 ? std::string("-") : s.pid(fx.caster)) + " on ";
    switch (fx.target) {
        case EffectTargetKind::Army:
            out += s.pid(fx.targetPlayer) + "@" + placeWord(s, fx.targetArmy);
            break;
        case EffectTargetKind::Unit:
            out += ref(s, fx.targetPiece);
            break;
        case EffectTargetKind::Terrain:
            out += s.terrain(fx.targetTerrain).key;
            break;
        case EffectTargetKind::Player:
            out += s.pid(fx.targetPlayer);
            break;
    }
    if (shortForm(s, catalog, fx)) {
        if (fx.magnitude > 1) out += " x" + std::to_string(fx.magnitude);
        return out + "\n";
    }
    if (fx.expiresAtStartOf >= 0) out += " until " + s.pid(fx.expiresAtStartOf);
    if (fx.magnitude > 0) out += " x" + std::to_string(fx.magnitude);
    if (fx.cumulative) out += " cumulative";
    if (fx.status != engine::Status::None) out += " status=" + std::string(positionWord(fx.status));
    if (fx.scope != engine::TerrainScope::AllArmies) out += " scope=" + std::string(positionWord(fx.scope));
    if (fx.sourcePiece >= 0) out += " source=" + ref(s, fx.sourcePiece);
    if (fx.anchorTerrain >= 0) out += " anchor=" + s.terrain(fx.anchorTerrain).key;
    if (fx.ends != engine::EndsNever) out += " ends=" + endsWords(fx.ends);
    out += " :";
    for (const auto& m : fx.modifiers) out += " " + positionWord(m);
    return out + "\n";
}

}  // namespace

std::string PositionWriter::section(const GameState& s, const domain::Catalog& catalog) {
    std::string out = "position\n";
    const auto& t = s.turn;
    if (t.number == 0) {
        out += "turn 0\n";
    } else {
        out += "turn " + std::to_string(t.number) + " " + s.pid(t.player) + " " + std::string(positionWord(t.phase)) +
               "\n";
        if (!t.marched.empty()) {
            out += "marched";
            for (const auto& loc : t.marched) out += " " + placeWord(s, loc);
            out += "\n";
        }
        if (!t.usedOnce.empty()) {
            out += "used";
            for (const auto& key : t.usedOnce) out += " " + key;
            out += "\n";
        }
        if (!t.dragonAttacks.empty()) {
            out += "dragons-attacked";
            for (int terrain : t.dragonAttacks) out += " " + s.terrain(terrain).key;
            out += "\n";
        }
        if (t.reinforceDone) out += "retreat-step\n";
    }
    out += "order";
    for (int p : s.turnOrder) out += " " + s.pid(p);
    out += "\n";
    std::string eliminated;
    for (const auto& p : s.players)
        if (p.eliminated) eliminated += " " + p.id;
    if (!eliminated.empty()) out += "eliminated" + eliminated + "\n";
    if (s.winner >= 0) out += "winner " + s.pid(s.winner) + " " + s.winBy + "\n";
    for (const auto& ter : s.terrains) {
        out += "terrain " + ter.key + " " + std::to_string(ter.face);
        if (ter.controller >= 0) out += "/" + s.pid(ter.controller);
        if (!ter.castleAs.empty()) out += " castle=" + castleWord(ter.castleAs);
        out += " " + catalog.die(ter.die).name + "\n";
    }
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
        const std::string& id = s.pid(p);
        auto line = [&](const std::string& head, auto keep) {
            const std::string list =
                entries(s, catalog, [&](const engine::Piece& piece) { return piece.owner == p && keep(piece); });
            if (!list.empty()) out += head + " " + list + "\n";
        };
        std::vector<Location> places;
        for (int terrain = 0; terrain < static_cast<int>(s.terrains.size()); ++terrain)
            places.push_back(Location::at(terrain));
        places.push_back(Location::reserve());
        for (const Location loc : places)
            line("army " + id + " " + placeWord(s, loc), [&](const engine::Piece& piece) {
                return piece.loc == loc && (piece.kind == PieceKind::Unit || piece.kind == PieceKind::Item);
            });
        for (const Location loc : places)
            line("dragon " + id + " " + placeWord(s, loc),
                 [&](const engine::Piece& piece) { return piece.loc == loc && piece.kind == PieceKind::Dragon; });
        for (std::size_t i = 0; i < s.pieces.size(); ++i) {
            const auto& piece = s.pieces[i];
            if (piece.owner != p || piece.kind != PieceKind::MinorTerrain || !piece.loc.inPlay()) continue;
            out += "minor " + id + " " + placeWord(s, piece.loc) + " " + std::to_string(piece.face + 1) +
                   (piece.buryAtNextMarch ? " bury " : " ") + s.label(static_cast<int>(i)) + ": " +
                   catalog.die(piece.die).name + "\n";
        }
        line("dua " + id, [](const engine::Piece& piece) { return piece.loc.where == Where::Dua; });
        line("bua " + id, [](const engine::Piece& piece) { return piece.loc.where == Where::Bua; });
        line("pool " + id, [](const engine::Piece& piece) { return piece.loc.where == Where::Pool; });
        line("out " + id, [](const engine::Piece& piece) { return piece.loc.where == Where::Removed; });
    }
    for (const auto& fx : s.effects) out += effectLine(s, catalog, fx);
    return out + "play\n";
}

std::string PositionWriter::log(const GameState& s, const domain::Catalog& catalog) {
    std::string out = "format " + std::string(kFormatTag) + " " + std::to_string(kPositionFormatVersion) + "\n";
    out += "edition v4.01d\n";
    out += "force-size " + std::to_string(s.forceSize) + "\n";
    for (const auto& p : s.players)
        out += "player " + p.id + (p.name.empty() || p.name == p.id ? "" : " " + p.name) + "\n";
    return out + section(s, catalog);
}

}  // namespace muster::rules::matchlog
