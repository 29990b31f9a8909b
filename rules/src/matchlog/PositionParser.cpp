// The position section's lines (docs/match-log.md, Positions) and the words it uses for the engine's enums.
#include "PositionParser.h"

#include <array>
#include <optional>
#include <utility>

#include "LogTokens.h"
#include "muster/domain/TextUtil.h"

namespace muster::rules::matchlog {

namespace {

using engine::Effect;
using engine::ModifierOp;
using engine::Phase;
using engine::RollScope;
using engine::Status;
using engine::TerrainScope;

constexpr std::array<std::pair<Effect::From, std::string_view>, 6> kFroms = {{
    {Effect::From::Spell, "spell"},
    {Effect::From::Sai, "sai"},
    {Effect::From::Breath, "breath"},
    {Effect::From::Ability, "ability"},
    {Effect::From::Terrain, "terrain"},
    {Effect::From::Item, "item"},
}};

constexpr std::array<std::pair<Status, std::string_view>, 19> kStatuses = {{
    {Status::None, "none"},
    {Status::Asleep, "asleep"},
    {Status::Netted, "netted"},
    {Status::Webbed, "webbed"},
    {Status::Stunned, "stunned"},
    {Status::Hypnotized, "hypnotized"},
    {Status::Illusion, "illusion"},
    {Status::CounterManeuverWinsTies, "counter-maneuver-wins-ties"},
    {Status::OpenGrave, "open-grave"},
    {Status::AcceleratedGrowth, "accelerated-growth"},
    {Status::NecromanticWave, "necromantic-wave"},
    {Status::BerserkerRage, "berserker-rage"},
    {Status::WallOfThorns, "wall-of-thorns"},
    {Status::SoiledGround, "soiled-ground"},
    {Status::Tamed, "tamed"},
    {Status::Controlled, "controlled"},
    {Status::Wilding, "wilding"},
    {Status::Flashfire, "flashfire"},
    {Status::Mire, "mire"},
}};

constexpr std::array<std::pair<TerrainScope, std::string_view>, 4> kScopes = {{
    {TerrainScope::AllArmies, "all-armies"},
    {TerrainScope::AttacksIntoIt, "attacks-into"},
    {TerrainScope::MarchingArmies, "marching"},
    {TerrainScope::ManeuveringArmies, "maneuvering"},
}};

constexpr std::array<std::pair<Phase, std::string_view>, 7> kPhases = {{
    {Phase::Expire, "expire"},
    {Phase::Eighth, "eighth"},
    {Phase::Dragon, "dragon"},
    {Phase::Species, "species"},
    {Phase::FirstMarch, "first-march"},
    {Phase::SecondMarch, "second-march"},
    {Phase::Reserves, "reserves"},
}};

constexpr std::array<std::pair<std::uint8_t, std::string_view>, 5> kEnds = {{
    {engine::EndsWhenTargetLeaves, "target-leaves"},
    {engine::EndsWhenSourceLeaves, "source-leaves"},
    {engine::EndsWhenSourceDies, "source-dies"},
    {engine::EndsWhenSourceRolls, "source-rolls"},
    {engine::EndsWhenTerrainTurns, "terrain-turns"},
}};

template <class Enum, std::size_t N>
std::string_view wordOf(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value) {
    for (const auto& [v, word] : table)
        if (v == value) return word;
    return "?";
}

template <class Enum, std::size_t N>
bool valueOf(const std::array<std::pair<Enum, std::string_view>, N>& table, std::string_view word, Enum& out) {
    for (const auto& [v, w] : table)
        if (w == word) {
            out = v;
            return true;
        }
    return false;
}

template <class Enum, std::size_t N>
std::string wordList(const std::array<std::pair<Enum, std::string_view>, N>& table) {
    std::string out;
    for (const auto& [v, w] : table) out += (out.empty() ? "" : ", ") + std::string(w);
    return out;
}

std::string inQuotes(std::string_view s) {
    return "'" + domain::text::printable(s) + "'";
}

using tokens::isToken;
using tokens::toInt;

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// The text after the first `skip` words of a line.
std::string_view afterWords(std::string_view text, std::size_t skip) {
    std::size_t i = 0;
    for (std::size_t k = 0; k < skip; ++k) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    }
    return trimmed(text.substr(i));
}

constexpr std::string_view kModifierUsage =
    "a modifier is '<types><op>' with types 'all' or names joined by '|' (maneuver|melee|missile|magic|save), op "
    "'+N', '-N', '/N', '*N', ':no-ids' or ':double-ids', then any of '@unit', '@any', '@non-maneuver', "
    "'@attacks-into', '@one-type' (e.g. 'save+1', 'all/2@one-type')";

// "save+1", "melee|missile*2@unit", "all:no-ids"; nullopt when the token does not read.
std::optional<engine::RollModifier> readModifier(std::string_view token) {
    engine::RollModifier m;
    m.scope = RollScope::Army;
    const auto at = token.find('@');
    std::string_view body = token.substr(0, at);
    const auto opAt = body.find_first_of("+-/*:");
    if (opAt == std::string_view::npos || opAt == 0) return std::nullopt;
    std::string_view types = body.substr(0, opAt);
    if (types == "all") {
        m.types = engine::kAllTypes;
    } else {
        while (!types.empty()) {
            const auto bar = types.find('|');
            const auto word = types.substr(0, bar);
            const auto type = engine::parseRollType(word);
            if (!type || word != engine::toString(*type)) return std::nullopt;
            m.types = static_cast<engine::TypeMask>(m.types | engine::typeBit(*type));
            types = bar == std::string_view::npos ? std::string_view() : types.substr(bar + 1);
            if (bar != std::string_view::npos && types.empty()) return std::nullopt;
        }
    }
    const std::string_view op = body.substr(opAt);
    if (op.front() == ':') {
        const auto eq = op.find('=');
        const auto word = op.substr(1, eq == std::string_view::npos ? std::string_view::npos : eq - 1);
        if (word == "no-ids") {
            m.op = ModifierOp::IgnoreIds;
        } else if (word == "double-ids") {
            m.op = ModifierOp::DoubleIds;
        } else {
            return std::nullopt;
        }
        if (eq != std::string_view::npos) {
            const auto n = toInt(op.substr(eq + 1));
            if (!n || *n < 0) return std::nullopt;
            m.amount = *n;
        }
    } else {
        m.op = op.front() == '+'   ? ModifierOp::Add
               : op.front() == '-' ? ModifierOp::Subtract
               : op.front() == '/' ? ModifierOp::Divide
                                   : ModifierOp::Multiply;
        const auto n = toInt(op.substr(1));
        if (!n || *n < 0 || *n > 1000) return std::nullopt;
        m.amount = *n;
    }
    std::string_view flags = at == std::string_view::npos ? std::string_view() : token.substr(at + 1);
    while (at != std::string_view::npos) {
        const auto next = flags.find('@');
        const auto flag = flags.substr(0, next);
        if (flag == "army") {
            m.scope = RollScope::Army;
        } else if (flag == "unit") {
            m.scope = RollScope::Individual;
        } else if (flag == "any") {
            m.scope = RollScope::Any;
        } else if (flag == "non-maneuver") {
            m.nonManeuverRollsOnly = true;
        } else if (flag == "attacks-into") {
            m.onlyAttacksIntoTarget = true;
        } else if (flag == "one-type") {
            m.oneTypeOfChoice = true;
        } else {
            return std::nullopt;
        }
        if (next == std::string_view::npos) break;
        flags = flags.substr(next + 1);
    }
    return m;
}

}  // namespace

std::string_view positionWord(Effect::From from) {
    return wordOf(kFroms, from);
}
std::string_view positionWord(Status status) {
    return wordOf(kStatuses, status);
}
std::string_view positionWord(TerrainScope scope) {
    return wordOf(kScopes, scope);
}
std::string_view positionWord(Phase phase) {
    return wordOf(kPhases, phase);
}

std::string positionWord(const engine::RollModifier& m) {
    std::string out;
    if (m.types == engine::kAllTypes) {
        out = "all";
    } else {
        for (engine::RollType t : engine::kRollTypes)
            if (engine::hasType(m.types, t)) out += (out.empty() ? "" : "|") + std::string(engine::toString(t));
    }
    switch (m.op) {
        case ModifierOp::Add:
            out += "+" + std::to_string(m.amount);
            break;
        case ModifierOp::Subtract:
            out += "-" + std::to_string(m.amount);
            break;
        case ModifierOp::Divide:
            out += "/" + std::to_string(m.amount);
            break;
        case ModifierOp::Multiply:
            out += "*" + std::to_string(m.amount);
            break;
        case ModifierOp::IgnoreIds:
        case ModifierOp::DoubleIds:
            out += m.op == ModifierOp::IgnoreIds ? ":no-ids" : ":double-ids";
            if (m.amount != 0) out += "=" + std::to_string(m.amount);
            break;
    }
    if (m.scope == RollScope::Individual) out += "@unit";
    if (m.scope == RollScope::Any) out += "@any";
    if (m.nonManeuverRollsOnly) out += "@non-maneuver";
    if (m.onlyAttacksIntoTarget) out += "@attacks-into";
    if (m.oneTypeOfChoice) out += "@one-type";
    return out;
}

std::string endsWords(std::uint8_t ends) {
    std::string out;
    for (const auto& [bit, word] : kEnds)
        if ((ends & bit) != 0) out += (out.empty() ? "" : ",") + std::string(word);
    return out;
}

PositionParser::PositionParser(PositionSection& section, const std::vector<PlayerDecl>& players, std::string file)
    : section_(section), players_(players), file_(std::move(file)) {}

void PositionParser::fail(const std::string& problem) const {
    throw MatchLogError(file_, line_, problem);
}

void PositionParser::needPlayer(const std::string& id) const {
    for (const auto& p : players_)
        if (p.id == id) return;
    fail("unknown player " + inQuotes(id) + " (the header's 'player' lines name the players)");
}

void PositionParser::line(const std::vector<std::string>& w, std::string_view text, int lineNumber) {
    line_ = lineNumber;
    const std::string& key = w[0];
    if (key == "turn") {
        turn(w);
    } else if (key == "order" || key == "eliminated") {
        auto& list = key == "order" ? section_.order : section_.eliminated;
        int& at = key == "order" ? section_.orderLine : section_.eliminatedLine;
        if (at != 0) fail("'" + key + "' is given twice (line " + std::to_string(at) + ")");
        if (w.size() < 2) fail("'" + key + "' lists players, e.g. '" + key + " A B'");
        for (std::size_t i = 1; i < w.size(); ++i) {
            needPlayer(w[i]);
            for (const auto& seen : list)
                if (seen == w[i]) fail("player " + inQuotes(w[i]) + " is named twice in '" + key + "'");
            list.push_back(w[i]);
        }
        at = line_;
    } else if (key == "winner") {
        if (section_.winnerLine != 0) fail("'winner' is given twice");
        if (w.size() != 3 || (w[2] != "capture" && w[2] != "elimination"))
            fail("expected 'winner <player> capture|elimination'");
        needPlayer(w[1]);
        section_.winner = w[1];
        section_.winBy = w[2];
        section_.winnerLine = line_;
    } else if (key == "terrain") {
        terrain(w);
    } else if (key == "army" || key == "dragon" || key == "minor" || key == "dua" || key == "bua" || key == "pool" ||
               key == "out") {
        pieces(w, text);
    } else if (key == "effect") {
        effect(w);
    } else if (key == "marched" || key == "used" || key == "dragons-attacked") {
        auto& turn = section_.turn;
        auto& list = key == "marched" ? turn.marched : key == "used" ? turn.used : turn.dragonsAttacked;
        if (w.size() < 2) fail("'" + key + "' lists at least one " + (key == "used" ? "use" : "place"));
        for (std::size_t i = 1; i < w.size(); ++i) {
            if (w[i].size() > 64) fail("'" + key + "': " + inQuotes(w[i]) + " is too long to be a name");
            list.push_back(w[i]);
        }
    } else if (key == "retreat-step") {
        if (w.size() != 1) fail("'retreat-step' stands alone");
        section_.turn.retreatStep = true;
    } else {
        fail("unknown position line " + inQuotes(key) +
             " (expected turn, order, terrain, army, dragon, minor, dua, bua, pool, out, effect, marched, used, "
             "dragons-attacked, retreat-step, eliminated, winner or play)");
    }
}

void PositionParser::turn(const std::vector<std::string>& w) {
    auto& t = section_.turn;
    if (t.number >= 0) fail("'turn' is given twice (line " + std::to_string(t.line) + ")");
    const auto n = w.size() >= 2 ? toInt(w[1]) : std::nullopt;
    if (n && *n == 0 && w.size() == 2) {
        t.number = 0;
        t.line = line_;
        return;
    }
    if (!n || *n < 1 || *n > 100000 || w.size() != 4)
        fail("expected 'turn <number> <player> <phase>' (phase: " + wordList(kPhases) +
             ") or 'turn 0' (before the first turn)");
    needPlayer(w[2]);
    if (!valueOf(kPhases, w[3], t.phase)) fail("unknown phase " + inQuotes(w[3]) + " (" + wordList(kPhases) + ")");
    t.number = *n;
    t.player = w[2];
    t.line = line_;
}

// terrain <key> <face>[/<player>] [castle=<icon>] <die name>
void PositionParser::terrain(const std::vector<std::string>& w) {
    if (w.size() < 4) fail("expected 'terrain <home:P|frontier> <face>[/<controller>] [castle=<icon>] <die name>'");
    PositionTerrain t;
    t.key = w[1];
    if (t.key != "frontier") {
        if (t.key.rfind("home:", 0) != 0) fail("a terrain is 'home:<player>' or 'frontier', not " + inQuotes(t.key));
        needPlayer(t.key.substr(5));
    }
    for (const auto& other : section_.terrains)
        if (other.key == t.key) fail("terrain " + t.key + " is given twice (line " + std::to_string(other.line) + ")");
    const std::string& faceWord = w[2];
    const auto slash = faceWord.find('/');
    const auto face = toInt(std::string_view(faceWord).substr(0, slash));
    if (!face)
        fail("a terrain's face is a number 1-8 (8/<player>: captured by that player), not " + inQuotes(faceWord));
    t.face = *face;
    if (slash != std::string::npos) {
        t.controller = faceWord.substr(slash + 1);
        needPlayer(t.controller);
    }
    std::size_t nameAt = 3;
    if (w[3].rfind("castle=", 0) == 0) {
        t.castleAs = w[3].substr(7);
        if (t.castleAs != "city" && t.castleAs != "standing-stones" && t.castleAs != "temple" && t.castleAs != "tower")
            fail("a captured Castle is castle=city, castle=standing-stones, castle=temple or castle=tower");
        nameAt = 4;
    }
    for (std::size_t i = nameAt; i < w.size(); ++i) t.dieName += (t.dieName.empty() ? "" : " ") + w[i];
    if (t.dieName.empty()) fail("the terrain line ends without the terrain die's name");
    t.line = line_;
    section_.terrains.push_back(std::move(t));
}

// army|dragon <P> <place> <entries>; minor <P> <terrain> <face> [bury] <entry>; dua|bua|pool|out <P> <entries>
void PositionParser::pieces(const std::vector<std::string>& w, std::string_view text) {
    const std::string& key = w[0];
    PositionPiece proto;
    proto.place = key == "army"     ? PositionPlace::Army
                  : key == "dragon" ? PositionPlace::Dragon
                  : key == "minor"  ? PositionPlace::Minor
                  : key == "dua"    ? PositionPlace::Dua
                  : key == "bua"    ? PositionPlace::Bua
                  : key == "pool"   ? PositionPlace::Pool
                                    : PositionPlace::Out;
    const bool placed = proto.place == PositionPlace::Army || proto.place == PositionPlace::Dragon ||
                        proto.place == PositionPlace::Minor;
    std::size_t listAt = placed ? 3 : 2;
    if (w.size() <= listAt)
        fail(placed
                 ? "expected '" + key + " <player> <" + (key == "army" ? "terrain|reserve" : "terrain") + ">" +
                       (key == "minor" ? " <face> [bury]" : "") + " <label>: <die>" + (key == "minor" ? "'" : ", ...'")
                 : "expected '" + key + " <player> <label>: <die>, ...'");
    needPlayer(w[1]);
    proto.player = w[1];
    proto.line = line_;
    if (placed) {
        proto.at = w[2];
        if (proto.at == "home" || proto.at == "horde" || proto.at == "campaign")
            fail("a position places an army at a terrain ('home:" + proto.player +
                 "', 'frontier') or 'reserve', not at " + inQuotes(proto.at) + " (that is a header's setup army)");
        if (proto.at != "frontier" && proto.at != "reserve" && proto.at.rfind("home:", 0) != 0)
            fail(inQuotes(proto.at) + " is no place: write a terrain ('home:<player>', 'frontier') or 'reserve'");
    }
    if (proto.place == PositionPlace::Minor) {
        const auto face = toInt(w[3]);
        if (!face) fail("expected 'minor <player> <terrain> <face> [bury] <label>: <die>', the face a number");
        proto.face = *face;
        listAt = 4;
        if (w.size() > 4 && w[4] == "bury") {
            proto.buryAtNextMarch = true;
            listAt = 5;
        }
    }
    const std::string_view list = afterWords(text, listAt);
    std::size_t start = 0;
    int count = 0;
    while (start <= list.size()) {
        std::size_t comma = list.find(',', start);
        if (comma == std::string_view::npos) comma = list.size();
        const std::string_view item = trimmed(list.substr(start, comma - start));
        start = comma + 1;
        if (item.empty()) fail("empty entry in the '" + key + "' list (two commas in a row, or none at all?)");
        const auto colon = item.find(':');
        if (colon == std::string_view::npos)
            fail("entry " + inQuotes(item) + " needs a label: write '<label>: <die name>'");
        PositionPiece piece = proto;
        piece.label = std::string(trimmed(item.substr(0, colon)));
        piece.dieName = std::string(trimmed(item.substr(colon + 1)));
        if (!isToken(piece.label) || piece.label.size() > 64)
            fail("label " + inQuotes(piece.label) + " may use only letters, digits, '-', '_' and '.'");
        if (piece.dieName.empty()) fail("label '" + piece.label + "' has no die name");
        section_.pieces.push_back(std::move(piece));
        ++count;
        if (comma == list.size()) break;
    }
    if (proto.place == PositionPlace::Minor && count != 1)
        fail("a 'minor' line holds one minor terrain (a player has one beside each army)");
}

// effect <from> <source> by <caster> on <target> [until <P>] [x<n>] [cumulative] [status=..] [scope=..]
//        [source=<P>:<label>] [anchor=<terrain>] [ends=..,..] [: <modifier>...]
void PositionParser::effect(const std::vector<std::string>& w) {
    static const std::string usage =
        "expected 'effect <spell|sai|breath|ability|terrain|item> <source> by <player> on <target> [until <player>] "
        "[options] [: <modifiers>]'";
    PositionEffect fx;
    fx.line = line_;
    if (w.size() < 6 || !valueOf(kFroms, w[1], fx.from)) fail(usage);
    std::size_t i = 2;
    for (; i < w.size() && w[i] != "by"; ++i) fx.source += (fx.source.empty() ? "" : " ") + w[i];
    if (fx.source.empty() || fx.source.size() > 80 || i + 3 >= w.size() || w[i + 2] != "on") fail(usage);
    fx.caster = w[i + 1];
    if (fx.caster != "-") needPlayer(fx.caster);
    fx.target = w[i + 3];
    if (fx.target.size() > 140) fail("the effect's target " + inQuotes(fx.target) + " is too long to be a name");
    i += 4;
    while (i < w.size() && w[i] != ":") effectOption(fx, w, i);
    if (i < w.size()) {
        fx.modifiersWritten = true;
        for (++i; i < w.size(); ++i) {
            const auto m = readModifier(w[i]);
            if (!m) fail("modifier " + inQuotes(w[i]) + " does not read: " + std::string(kModifierUsage));
            fx.modifiers.push_back(*m);
        }
    }
    section_.effects.push_back(std::move(fx));
}

void PositionParser::effectOption(PositionEffect& fx, const std::vector<std::string>& w, std::size_t& i) {
    const std::string& word = w[i];
    auto value = [&](std::string_view prefix) { return std::string_view(word).substr(prefix.size()); };
    if (word == "until") {
        if (i + 1 >= w.size() || !fx.until.empty()) fail("'until' names one player, once");
        needPlayer(w[i + 1]);
        fx.until = w[i + 1];
        i += 2;
        return;
    }
    if (word.size() > 1 && word[0] == 'x' && toInt(value("x"))) {
        const int n = *toInt(value("x"));
        if (n < 1 || n > 100 || fx.magnitude >= 0) fail("'x<n>' gives the number of castings (1-100), once");
        fx.magnitude = n;
    } else if (word == "cumulative") {
        fx.cumulative = true;
    } else if (word.rfind("status=", 0) == 0) {
        if (!valueOf(kStatuses, value("status="), fx.status))
            fail("unknown status " + inQuotes(value("status=")) + " (" + wordList(kStatuses) + ")");
    } else if (word.rfind("scope=", 0) == 0) {
        if (!valueOf(kScopes, value("scope="), fx.scope))
            fail("unknown scope " + inQuotes(value("scope=")) + " (" + wordList(kScopes) + ")");
    } else if (word.rfind("source=", 0) == 0 && word.size() > 7) {
        fx.sourcePiece = std::string(value("source="));
    } else if (word.rfind("anchor=", 0) == 0 && word.size() > 7) {
        fx.anchor = std::string(value("anchor="));
    } else if (word.rfind("ends=", 0) == 0) {
        std::string_view rest = value("ends=");
        while (!rest.empty()) {
            const auto comma = rest.find(',');
            std::uint8_t bit = 0;
            if (!valueOf(kEnds, rest.substr(0, comma), bit))
                fail("unknown end " + inQuotes(rest.substr(0, comma)) + " (" + wordList(kEnds) + ")");
            fx.ends = static_cast<std::uint8_t>(fx.ends | bit);
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
        }
    } else {
        fail("unknown effect option " + inQuotes(word) +
             " (until <player>, x<n>, cumulative, status=, scope=, source=, anchor=, ends=; modifiers follow ':')");
    }
    ++i;
}

void PositionParser::finish(int lineNumber) {
    line_ = lineNumber;
    if (section_.turn.number < 0)
        fail("the position has no 'turn' line ('turn <n> <player> <phase>', or 'turn 0' before the first turn)");
    if (section_.orderLine == 0) fail("the position has no 'order' line (the turn order, e.g. 'order A B')");
    section_.playLine = lineNumber;
}

}  // namespace muster::rules::matchlog
