// The engine's loop: the top frame takes the statement; a frame whose remaining statements are optional ends
// when the statement belongs below it; finished frames are popped and their parents read their results; after
// every statement the state is settled (captured terrains left, effects whose targets are gone, eliminations,
// victory).
#include "muster/rules/engine/Engine.h"

#include <algorithm>
#include <array>
#include <set>

#include "EngineContext.h"
#include "EngineData.h"
#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "flow/GameFrame.h"
#include "flow/RiseFrame.h"
#include "flow/TurnFrame.h"
#include "minor/MinorTerrains.h"
#include "roll/DiceReader.h"
#include "state/Items.h"

namespace muster::rules::engine {

std::string_view toString(EventKind kind) {
    static constexpr std::array<std::string_view, kEventKindCount> names = {"horde-roll",
                                                                            "choose",
                                                                            "frontier-pick",
                                                                            "place",
                                                                            "start-roll",
                                                                            "turn",
                                                                            "phase",
                                                                            "city",
                                                                            "temple",
                                                                            "lair",
                                                                            "grove",
                                                                            "dragon-attack",
                                                                            "dragon-target",
                                                                            "control",
                                                                            "treasure",
                                                                            "tame",
                                                                            "slay",
                                                                            "dragon-damage",
                                                                            "promote",
                                                                            "feralize",
                                                                            "winters-fortitude",
                                                                            "mutate",
                                                                            "mutate-gain",
                                                                            "dragonkin-handlers",
                                                                            "march",
                                                                            "minor",
                                                                            "minor-face",
                                                                            "charge",
                                                                            "mire",
                                                                            "maneuver",
                                                                            "terrain",
                                                                            "castle",
                                                                            "action",
                                                                            "roll",
                                                                            "sai",
                                                                            "kill",
                                                                            "step-down",
                                                                            "grow",
                                                                            "plague",
                                                                            "return",
                                                                            "foul-stench",
                                                                            "counter-attack",
                                                                            "cast",
                                                                            "resolve",
                                                                            "bury-item",
                                                                            "carry-item",
                                                                            "reinforce",
                                                                            "retreat",
                                                                            "air-flight",
                                                                            "ride",
                                                                            "result"};
    return names.at(static_cast<std::size_t>(kind));
}

std::string_view toString(RollType type) {
    switch (type) {
        case RollType::Maneuver:
            return "maneuver";
        case RollType::Melee:
            return "melee";
        case RollType::Missile:
            return "missile";
        case RollType::Magic:
            return "magic";
        case RollType::Save:
            return "save";
    }
    return "?";
}

std::optional<RollType> parseRollType(std::string_view word) {
    for (RollType t : kRollTypes)
        if (toString(t) == word) return t;
    if (word == "saves" || word == "Save") return RollType::Save;
    if (word == "Maneuver") return RollType::Maneuver;
    if (word == "Melee") return RollType::Melee;
    if (word == "Missile") return RollType::Missile;
    if (word == "Magic") return RollType::Magic;
    return std::nullopt;
}

std::string_view toString(Status status) {
    switch (status) {
        case Status::None:
            return "none";
        case Status::Asleep:
            return "asleep";
        case Status::Netted:
            return "netted";
        case Status::Webbed:
            return "webbed";
        case Status::Stunned:
            return "stunned";
        case Status::Hypnotized:
            return "hypnotized";
        case Status::Illusion:
            return "illusion";
        case Status::CounterManeuverWinsTies:
            return "counter-maneuver wins ties";
        case Status::OpenGrave:
            return "open grave";
        case Status::AcceleratedGrowth:
            return "accelerated growth";
        case Status::NecromanticWave:
            return "necromantic wave";
        case Status::BerserkerRage:
            return "berserker rage";
        case Status::WallOfThorns:
            return "wall of thorns";
        case Status::SoiledGround:
            return "soiled ground";
        case Status::Tamed:
            return "tamed";
        case Status::Controlled:
            return "controlled";
        case Status::Wilding:
            return "wilding";
        case Status::Flashfire:
            return "flashfire";
        case Status::Mire:
            return "mire";
    }
    return "?";
}

namespace {

GameFrame& root(GameState& s) {
    return static_cast<GameFrame&>(*s.frames.front());
}

// Pops finished frames; each parent reads its finished child.
void settle(Ctx& ctx) {
    auto& frames = ctx.s.frames;
    for (int guard = 0; !frames.empty() && frames.back()->done; ++guard) {
        if (guard > 1000) throw std::logic_error("engine: frames keep finishing");
        auto child = frames.back().release();
        frames.pop_back();
        if (auto note = child->closedNote(ctx); !note.empty()) ctx.closedNow.push_back(std::move(note));
        if (frames.empty()) break;
        frames.back()->childDone(ctx, *child);
    }
}

// Statements that wait until an army's excess items are buried: every roll and every move or step forward;
// kills, Stepped Damage and SAI choices may come first (they may change which units are left); the result line
// waits too (a log does not end with the burial owed).
bool itemBurialBlocks(EventKind kind) {
    switch (kind) {
        case EventKind::Kill:
        case EventKind::SteppedDamage:
        case EventKind::Sai:
        case EventKind::FoulStench:
        case EventKind::BuryItem:
        case EventKind::CarryItem:
            return false;
        default:
            return true;
    }
}

// After every statement: Dragonkin-only armies, terrains whose controlling army is gone, effects whose targets are
// gone, eliminations and victory.
void afterStatement(Ctx& ctx) {
    auto& s = ctx.s;
    auto& game = root(s);
    if (game.stage() != GameFrame::Stage::Turns) {
        EffectStore::prune(ctx);  // a dragon that flew home as the last attack closed frees its champion's bond
        return;
    }
    Casualties::returnLoneDragonkin(ctx);
    for (std::size_t i = 0; i < s.terrains.size(); ++i) {
        auto& ter = s.terrains[i];
        if (ter.face == 8 && ter.controller >= 0 && !s.hasArmy(ter.controller, Location::at(static_cast<int>(i)))) {
            ter.face = 7;
            ter.controller = -1;
            ter.castleAs.clear();
        }
    }
    MinorTerrains::afterStatement(ctx);
    EffectStore::prune(ctx);
    // A player whose units may still rise from the ashes (a Rise from the Ashes roll is due) is not out yet.
    const auto mayRise = [&](int p) {
        return std::any_of(s.frames.begin(), s.frames.end(), [&](const FrameSlot& f) {
            const auto* rise = dynamic_cast<const RiseFrame*>(f.get());
            return rise != nullptr && rise->owner() == p;
        });
    };
    for (std::size_t p = 0; p < s.players.size(); ++p)
        if (!s.players[p].eliminated && !s.hasUnitsInPlay(static_cast<int>(p)) && !mayRise(static_cast<int>(p)))
            s.players[p].eliminated = true;
    for (std::size_t p = 0; p < s.players.size(); ++p)
        if (s.capturedCount(static_cast<int>(p)) >= 2) {
            s.winner = static_cast<int>(p);
            s.winBy = "capture";
        }
    if (s.winner < 0) {
        int alive = 0;
        int last = -1;
        for (std::size_t p = 0; p < s.players.size(); ++p)
            if (!s.players[p].eliminated) {
                ++alive;
                last = static_cast<int>(p);
            }
        if (alive == 1) {
            s.winner = last;
            s.winBy = "elimination";
        }
    }
    if (s.winner >= 0) {
        // The game ends at once, even in the middle of a step: nothing but the result may follow. The open frames
        // first make the checks they owe for statements already made (a total deferred to the end of step 4).
        for (std::size_t i = s.frames.size(); i-- > 1;) s.frames[i]->gameEnds(ctx);
        s.frames.resize(1);
        game.gameOver();
    }
}

}  // namespace

Engine::Engine(const domain::Catalog& catalog) : catalog_(catalog), data_(std::make_unique<EngineData>(catalog)) {}

Engine::~Engine() = default;

StepResult Engine::start(const Setup& setup) const {
    GameState s;
    s.forceSize = setup.forceSize;
    s.logVersion = setup.logVersion;
    auto cast = std::make_shared<GameCast>();
    cast->byLabel.resize(setup.players.size());
    for (const auto& p : setup.players) {
        PlayerState ps;
        ps.id = p.id;
        ps.name = p.name;
        ps.proposedFrontier = p.proposedFrontier;
        TerrainState home;
        home.die = p.homeTerrain;
        home.key = "home:" + p.id;
        home.homeOf = static_cast<int>(s.players.size());
        s.terrains.push_back(home);
        ps.home = static_cast<int>(s.terrains.size()) - 1;
        s.players.push_back(ps);
    }
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        for (const auto& d : setup.players[i].dice) {
            Piece piece;
            piece.kind = pieceKindOf(catalog_.die(d.die));
            piece.owner = static_cast<int>(i);
            piece.die = d.die;
            piece.setupArmy = d.army;
            piece.loc = d.army < 0 ? Location::pool() : Location::removed();
            cast->byLabel[i][d.label] = static_cast<int>(s.pieces.size());
            cast->labels.push_back(d.label);
            s.pieces.push_back(piece);
        }
    }
    s.cast = std::move(cast);
    s.frames.emplace_back(std::make_unique<GameFrame>(s));
    return s;
}

StepResult Engine::resume(GameState state) const {
    state.frames.clear();
    auto game = std::make_unique<GameFrame>(state);
    game->resume(state.winner >= 0 ? GameFrame::Stage::GameOver : GameFrame::Stage::Turns, state.turn.number > 0);
    state.frames.emplace_back(std::move(game));
    if (state.winner < 0 && state.turn.number > 0) state.frames.emplace_back(std::make_unique<TurnFrame>());
    if (const auto problems = invariantProblems(state); !problems.empty()) {
        Violation v;
        v.ruleId = Rule::LogFormat;
        v.turn = state.turn.number;
        v.phase = "position";
        v.step = "the position";
        v.rule = std::string(ruleSection(Rule::LogFormat));
        v.logSays = "position";
        v.rulesGive = problems.front();
        return v;
    }
    return state;
}

bool Engine::positionCanState(const GameState& state) {
    if (state.frames.empty() || state.frames.size() > 2 || !state.forcedMoves.empty()) return false;
    const auto* game = dynamic_cast<const GameFrame*>(state.frames.front().get());
    if (game == nullptr) return false;
    if (game->stage() == GameFrame::Stage::GameOver) return state.frames.size() == 1;
    if (game->stage() != GameFrame::Stage::Turns) return false;
    if (state.frames.size() == 1) return state.turn.number == 0;
    return dynamic_cast<const TurnFrame*>(state.frames.back().get()) != nullptr && !state.frames.back()->done;
}

std::optional<Violation> Engine::apply(GameState& state, const Event& event) const {
    return applyWith(state, event, ApplyOptions{}, nullptr);
}

std::optional<Violation> Engine::apply(GameState& state, const Event& event,
                                       std::vector<AnsweredTotal>& answers) const {
    ApplyOptions options;
    options.answers = &answers;
    return applyWith(state, event, options, nullptr);
}

std::optional<Violation> Engine::apply(GameState& state, const Event& event, StepTrace& trace) const {
    ApplyOptions options;
    options.trace = &trace;
    return applyWith(state, event, options, nullptr);
}

std::optional<Violation> Engine::apply(GameState& state, const Event& event, const ApplyOptions& options) const {
    return applyWith(state, event, options, nullptr);
}

namespace {

// Version 3: 'kill B c1>dua c3>pool' says where each unit went; checked once the statement is applied (a unit a
// Replanting or Rise from the Ashes roll may still move is where the kill put it until that roll).
void checkDestinations(Ctx& ctx, const Event& e) {
    const int owner = ctx.actor();
    for (std::size_t i = 0; i < e.args.size() && i < e.destinations.size(); ++i) {
        const auto& said = e.destinations[i];
        if (said.empty()) continue;
        const int piece = ctx.pieceRef(e.args[i], owner);
        const Where where = ctx.s.piece(piece).loc.where;
        const std::string went = where == Where::Dua       ? "dua"
                                 : where == Where::Bua     ? "bua"
                                 : where == Where::Pool    ? "pool"
                                 : where == Where::Reserve ? "reserve"
                                                           : "";
        if (went != said)
            ctx.fail(Rule::Damage, e.args[i] + " went to " + ctx.s.locationName(ctx.s.piece(piece).loc) + ", not the " +
                                       (said == "dua"    ? std::string("DUA")
                                        : said == "bua"  ? std::string("BUA")
                                        : said == "pool" ? std::string("Summoning Pool")
                                                         : std::string("Reserve Area")) +
                                       " ('" + e.args[i] + ">" + (went.empty() ? "?" : went) + "')");
    }
}

}  // namespace

namespace {

// Elevate names the unit it doubles on its face ('i1=Elevate:c2', against a dragon 'i1=Elevate:c2:save'): for a roll
// with Elevate faces that name no unit yet, the roll with each choice for each of them: none (Elevate names nothing in
// a maneuver roll), or a unit of the roll with the types it may name; the engine refuses those the roll does not take.
// Empty when every Elevate face names its unit.
std::vector<Event> elevateChoices(const EngineData& data, const GameState& state, const Event& roll) {
    const int owner = state.playerIndex(roll.player);
    if (owner < 0) return {};
    GameState scratch = state;
    Ctx ctx(data, scratch, &roll);
    auto pieceOf = [&](const FaceToken& f) { return state.pieceIndex(owner, f.unit); };
    std::vector<std::string> notes{""};
    for (const auto& f : roll.faces)
        if (const int p = pieceOf(f); p >= 0 && state.piece(p).kind == PieceKind::Unit)
            for (const char* type : {"", ":missile", ":save"}) notes.push_back(f.unit + type);
    auto isElevate = [&](const FaceToken& f) {
        const int p = pieceOf(f);
        if (!f.note.empty() || p < 0) return false;
        try {
            const auto& face = data.faces.face(state.piece(p).die, resolveFace(ctx, state.piece(p).die, f.face));
            return face.kind == FaceKind::Sai && data.sais.name(face.sai) == "Elevate";
        } catch (const Stop&) {
            return false;
        }
    };
    std::vector<std::pair<int, std::size_t>> open;  // (segment, token): -1 the dice list
    for (std::size_t i = 0; i < roll.faces.size(); ++i)
        if (isElevate(roll.faces[i])) open.emplace_back(-1, i);
    for (std::size_t k = 0; k < roll.rerolls.size(); ++k)
        for (std::size_t i = 0; i < roll.rerolls[k].faces.size(); ++i)
            if (isElevate(roll.rerolls[k].faces[i])) open.emplace_back(static_cast<int>(k), i);
    if (open.empty()) return {};
    std::vector<Event> out{roll};
    for (const auto& [segment, i] : open) {
        std::vector<Event> next;
        for (const auto& e : out)
            for (const auto& note : notes) {
                Event v = e;
                auto& tokens = segment < 0 ? v.faces : v.rerolls[static_cast<std::size_t>(segment)].faces;
                tokens[i].note = note;
                next.push_back(std::move(v));
            }
        out = std::move(next);
    }
    return out;
}

}  // namespace

RollOutcomes Engine::rollOutcomes(const GameState& state, const Event& roll, std::size_t limit) const {
    // The options of the roll as its SAI faces are written.
    auto optionsOf = [&](const Event& written) {
        RollOutcomes out;
        if (written.kind != EventKind::Roll && written.kind != EventKind::HordeRoll) {
            out.note = "not a roll";
            return out;
        }
        // Every total the expected roll states is asked for; an element split the caller gives is kept.
        std::string words;
        for (const auto& x : expect(state)) {
            const bool roller =
                x.who < 0 || (x.who < static_cast<int>(state.players.size()) && state.pid(x.who) == written.player);
            if (roller && !x.rollWords.empty() && std::find(x.kinds.begin(), x.kinds.end(), written.kind) != x.kinds.end()) {
                words = x.rollWords;
                break;
            }
        }
        if (words.empty()) {
            out.note = "the next statement is not a roll by " + written.player;
            return out;
        }
        if (words == "dragon") {
            out.note = "a dragon roll states no total";
            return out;
        }
        Event asked = written;
        asked.totals.clear();
        std::vector<std::string> stated;
        for (std::size_t i = 0; i <= words.size();) {
            const auto space = std::min(words.find(' ', i), words.size());
            if (space > i) stated.push_back(words.substr(i, space - i));
            i = space + 1;
        }
        for (const auto& w : stated) asked.totals.push_back({w, kAskTotal});
        for (const auto& t : written.totals)
            if (std::find(stated.begin(), stated.end(), t.type) == stated.end()) asked.totals.push_back(t);
        GameState copy = state;
        std::vector<AnsweredTotal> answers;
        ApplyOptions options;
        options.answers = &answers;
        if (auto refused = applyWith(copy, asked, options, &out, limit)) {
            out.options.clear();
            out.truncated = false;
            out.note = refused->rulesGive;
            return out;
        }
        if (!out.options.empty()) return out;
        // A roll that only counts units (Replanting, Slay, Rise from the Ashes, Dispel Magic): the engine's answers.
        std::vector<int> values;
        for (const auto& a : answers)
            if (a.line == written.line) values.push_back(a.value);
        if (values.empty()) {
            out.note = "its totals are counted once the 'cast' lines of its Cantrip magic are read";
            return out;
        }
        RollOption only;
        for (std::size_t i = 0; i < stated.size() && i < values.size(); ++i) {
            if (const auto t = parseRollType(stated[i])) {
                out.counts = static_cast<TypeMask>(out.counts | typeBit(*t));
                only.totals[index(*t)] = values[i];
            } else {
                only.counted.push_back({stated[i], values[i]});
            }
        }
        out.options.push_back(std::move(only));
        return out;
    };
    // Elevate's unit is a choice of the roll too: the options of each, merged (distinct totals, in that order).
    if (const auto variants = elevateChoices(*data_, state, roll); !variants.empty()) {
        RollOutcomes merged;
        std::set<std::array<int, kRollTypeCount>> seen;
        std::string refused;
        for (const auto& variant : variants) {
            auto some = optionsOf(variant);
            if (some.options.empty()) {
                if (refused.empty()) refused = some.note;
                continue;
            }
            merged.counts = static_cast<TypeMask>(merged.counts | some.counts);
            merged.truncated = merged.truncated || some.truncated;
            for (auto& option : some.options) {
                if (!seen.insert(option.totals).second) continue;
                if (merged.options.size() >= limit) {
                    merged.truncated = true;
                    break;
                }
                merged.options.push_back(std::move(option));
            }
        }
        if (merged.options.empty()) merged.note = refused;
        return merged;
    }
    return optionsOf(roll);
}

std::optional<Violation> Engine::applyWith(GameState& state, const Event& event, const ApplyOptions& options,
                                           RollOutcomes* outcomes, std::size_t outcomeLimit) const {
    Ctx ctx(*data_, state, &event);
    ctx.answers = options.answers;
    ctx.strict = options.strict;
    ctx.rolls = options.rolls;
    ctx.outcomes = outcomes;
    ctx.trace = options.trace;
    if (outcomeLimit > 0) ctx.outcomeLimit = outcomeLimit;
    try {
        if (event.kind == EventKind::BuryItem || event.kind == EventKind::CarryItem) {
            if (event.kind == EventKind::BuryItem)
                Items::bury(ctx);
            else
                Items::carry(ctx);
            afterStatement(ctx);
            state.lastClosed.clear();
            return std::nullopt;
        }
        // An army holding more items than its units can carry buries the excess before anything else moves or
        // rolls (V4.01d Items, S0:L1276; docs/rules-decisions.md, Items).
        if (itemBurialBlocks(event.kind) && !state.gameOver())
            if (const auto due = Items::excess(ctx)) ctx.expected(Items::burialDue(ctx, due->first, due->second));
        // Items may follow units an effect sent to the Reserve Area until the next roll or move ('carry-item').
        if (itemBurialBlocks(event.kind)) state.forcedMoves.clear();
        for (int guard = 0;; ++guard) {
            if (guard > 64) throw std::logic_error("engine: no frame takes the statement");
            // The result line may follow as soon as the game is decided. An optional step the result line closes (a
            // Ferry move offered after a unit's own roll) may have made the deciding kill just now: the victory is
            // judged before the open step asks for more (the burial roll of a player just eliminated).
            if (event.kind == EventKind::Result && guard > 0 && !state.gameOver()) afterStatement(ctx);
            Frame& top = *state.frames.back();
            if (options.trace != nullptr) {
                options.trace->met.push_back(top.expect(ctx));
                options.trace->steps.push_back(top.step(state));
            }
            if (top.accept(ctx, event)) break;
            if (!top.mayEnd(ctx)) ctx.expected(top.expect(ctx));
            top.end(ctx);
            top.done = true;
            settle(ctx);
        }
        settle(ctx);
        afterStatement(ctx);
        if (event.kind == EventKind::Roll && !event.choices.empty() && !ctx.choicesRead)
            ctx.fail(Rule::LogFormat, "this roll has no choice to write before ':' ('" + event.choices.front().key +
                                          "=" + event.choices.front().value + "')");
        if (event.kind == EventKind::Kill && !event.destinations.empty()) checkDestinations(ctx, event);
        state.lastClosed.clear();
        state.lastClosed = ctx.closedNote();  // the notes of this statement only (cleared just above)
        return std::nullopt;
    } catch (Stop& stop) {
        return std::move(stop.violation);
    }
}

StepResult Engine::step(const GameState& state, const Event& event) const {
    GameState next = state;
    if (auto violation = apply(next, event)) return std::move(*violation);
    return next;
}

std::vector<Expectation> Engine::expect(const GameState& state) const {
    std::vector<Expectation> out;
    if (state.frames.empty()) return out;
    {
        auto& s = const_cast<GameState&>(state);  // Ctx only reads here
        const Ctx ctx(*data_, s, nullptr);
        if (!state.gameOver()) {
            if (const auto offer = Items::carryOffer(ctx)) out.push_back(*offer);
            if (const auto due = Items::excess(ctx)) {
                out.push_back(Items::burialDue(ctx, due->first, due->second));
                return out;
            }
        }
        out.push_back(state.frames.back()->expect(ctx));
        if (!out.back().optional || !state.frames.back()->mayEnd(ctx)) return out;
    }
    // What follows when the optional rest is skipped: end the top frame on a copy, as apply() does when a
    // statement belongs below it, so that a frame waiting for a finished child reports its next step.
    GameState next = state;
    for (int guard = 0; guard < 64 && !next.frames.empty(); ++guard) {
        Ctx ctx(*data_, next, nullptr);
        try {
            Frame& top = *next.frames.back();
            top.end(ctx);
            top.done = true;
            settle(ctx);
        } catch (const Stop&) {
            break;
        }
        if (next.frames.empty()) break;
        out.push_back(next.frames.back()->expect(ctx));
        if (!out.back().optional || !next.frames.back()->mayEnd(ctx)) break;
    }
    return out;
}

std::string Engine::expectation(const GameState& state) const {
    const auto all = expect(state);
    return all.empty() ? std::string() : all.front().what;
}

std::vector<std::string> Engine::invariantProblems(const GameState& s) const {
    std::vector<std::string> problems;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& p = s.pieces[i];
        const std::string name = s.pid(p.owner) + ":" + s.label(static_cast<int>(i));
        if (p.loc.where == Where::Terrain &&
            (p.loc.terrain < 0 || p.loc.terrain >= static_cast<int>(s.terrains.size())))
            problems.push_back(name + " is at a terrain that does not exist");
        if (p.loc.where != Where::Terrain && p.loc.terrain != -1)
            problems.push_back(name + " has a terrain but is not at one");
        if (p.kind == PieceKind::Dragon && (p.loc.where == Where::Reserve || p.loc.where == Where::Dua))
            problems.push_back(name + " is a dragon in a Reserve Area or DUA");
        if (p.kind == PieceKind::Unit && catalog_.die(p.die).isDragonkin() && p.loc.where == Where::Dua)
            problems.push_back(name + " is a Dragonkin in the DUA");
        if (p.kind == PieceKind::Unit && catalog_.die(p.die).isDragonkin() && p.loc.where == Where::Reserve)
            problems.push_back(name + " is a Dragonkin in a Reserve Area (they cannot leave their terrain)");
        if (p.kind == PieceKind::MinorTerrain && p.loc.where != Where::Pool && p.loc.where != Where::Bua &&
            (!p.loc.atTerrain() || !s.hasArmy(p.owner, p.loc) || s.controls(p.owner, p.loc) || p.face < 0 ||
             s.minorTerrainAt(p.owner, p.loc) != static_cast<int>(i)))
            problems.push_back(name + " is a minor terrain in play without an army of its own beside it (or a second "
                                      "one, or beside a captured eighth face, or without a face)");
    }
    for (const auto& t : s.terrains) {
        if ((t.face == 8) != (t.controller >= 0) && t.face != 0)
            problems.push_back(t.key + " shows " + std::to_string(t.face) + " with controller " +
                               std::to_string(t.controller) + " (face 8 if and only if controlled)");
        if (t.controller >= 0 && !s.hasArmy(t.controller, Location::at(static_cast<int>(&t - s.terrains.data()))) &&
            !s.gameOver())
            problems.push_back(t.key + " is controlled by a player with no army there");
    }
    for (std::size_t p = 0; p < s.players.size() && !s.gameOver(); ++p)
        for (std::size_t t = 0; t < s.terrains.size(); ++t) {
            const auto units = s.army(static_cast<int>(p), Location::at(static_cast<int>(t)));
            if (!units.empty() && std::all_of(units.begin(), units.end(),
                                              [&](int u) { return catalog_.die(s.piece(u).die).isDragonkin(); }))
                problems.push_back(s.pid(static_cast<int>(p)) + "'s army at " + s.terrains[t].key +
                                   " is made up solely of Dragonkin");
        }
    for (const auto& fx : s.effects) {
        if (fx.target == EffectTargetKind::Unit &&
            (fx.targetPiece < 0 || fx.targetPiece >= static_cast<int>(s.pieces.size()) ||
             !s.piece(fx.targetPiece).loc.inPlay()))
            problems.push_back("effect " + fx.source + " points at a unit that is not in play");
        if (fx.target == EffectTargetKind::Army && !s.hasArmy(fx.targetPlayer, fx.targetArmy))
            problems.push_back("effect " + fx.source + " points at an army that is gone");
        if (fx.target == EffectTargetKind::Terrain &&
            (fx.targetTerrain < 0 || fx.targetTerrain >= static_cast<int>(s.terrains.size())))
            problems.push_back("effect " + fx.source + " points at a terrain that does not exist");
    }
    if (s.frames.empty()) problems.push_back("no frame: the engine does not know what comes next");
    return problems;
}

}  // namespace muster::rules::engine
