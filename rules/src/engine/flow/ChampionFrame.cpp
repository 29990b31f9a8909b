// Eldarim champions' powers at step 6 of a dragon attack (V4.01d Eldarim Champions, S0:L1364-1381). Readings:
// docs/rules-decisions.md ("Eldarim champions in dragon attacks").
#include "flow/ChampionFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "muster/rules/engine/DragonRules.h"
#include "roll/DiceReader.h"

namespace muster::rules::engine {

ChampionFrame::ChampionFrame(int player, Location at, std::vector<Power> powers, std::vector<int> dragons)
    : player_(player), at_(at), powers_(std::move(powers)), dragons_(std::move(dragons)) {}

std::string ChampionFrame::step(const GameState&) const {
    return slainRoll_ >= 0 ? "dragon attack: the slain White Dragon's roll" : "dragon attack: Eldarim champions";
}

// "c2 B:d1" for every unused champion of this power and every dragon it may affect.
std::vector<std::string> ChampionFrame::options(const Ctx& ctx, ChampionPower power) const {
    std::vector<std::string> out;
    for (const auto& p : powers_) {
        if (p.used || p.power != power) continue;
        for (int d : dragons_) {
            const bool taken = std::any_of(affected_.begin(), affected_.end(),
                                           [d](const std::pair<int, ChampionPower>& a) { return a.first == d; });
            if (!taken && ctx.s.piece(d).loc == at_ && DragonBonds::refusal(ctx, p.unit, d).empty())
                out.push_back(ctx.s.label(p.unit) + " " + ctx.ref(d));
        }
    }
    return out;
}

Expectation ChampionFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::EldarimChampions;
    x.place = at_;
    if (slainRoll_ >= 0) {
        x.kinds = {EventKind::Roll};
        x.who = ctx.s.piece(slainRoll_).owner;
        x.rollWords = "dragon";
        x.rollers = {slainRoll_};
        x.what = "the roll of the slain White Dragon " + ctx.ref(slainRoll_) + " ('roll " + ctx.pid(x.who) +
                 " dragon : " + ctx.s.label(slainRoll_) + "=<face>')";
        x.why = "a slain White Dragon is rolled, and Jaws buries the unit that slew it";
        return x;
    }
    x.who = player_;
    x.optional = true;
    std::string what;
    for (const ChampionPower power : {ChampionPower::Tame, ChampionPower::Slay, ChampionPower::Control}) {
        const auto opts = options(ctx, power);
        if (opts.empty()) continue;
        x.kinds.push_back(DragonBonds::statementOf(power));
        for (const auto& o : opts) x.options.push_back(std::string(toString(power)) + " " + o);
        what += (what.empty() ? "'" : " or '") + std::string(toString(power)) + " " + ctx.pid(player_) +
                " <champion> <dragon>'";
    }
    x.what = (what.empty() ? std::string("no champion power") : what) + ", or the next step";
    x.why = "an Eldarim champion whose logo the army rolled may use its power on a dragon that attacked the army";
    return x;
}

bool ChampionFrame::accept(Ctx& ctx, const Event& e) {
    if (slainRoll_ >= 0) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        slainRoll(ctx);
        return true;
    }
    switch (e.kind) {
        case EventKind::Tame:
            use(ctx, ChampionPower::Tame);
            return true;
        case EventKind::Slay:
            use(ctx, ChampionPower::Slay);
            return true;
        case EventKind::Control:
            use(ctx, ChampionPower::Control);
            return true;
        default:
            return false;
    }
}

void ChampionFrame::use(Ctx& ctx, ChampionPower power) {
    const auto& e = ctx.ev();
    static const Rule rule = Rule::EldarimChampions;
    const std::string word(toString(power));
    ctx.needActor(player_, rule, "a champion power of the attacked army");
    if (e.args.size() != 2)
        ctx.fail(
            Rule::LogFormat,
            "expected '" + word + " " + ctx.pid(player_) + " <champion> <dragon>' at step 6" +
                (power == ChampionPower::Control ? " (a controlled dragon's order, 'control " + ctx.pid(player_) +
                                                   " <champion> <dragon> skip|<dragon>', comes before the dragons "
                                                   "roll in a later dragon attack)"
                                             : std::string()));
    const int u = ctx.ownPiece(player_, e.args[0]);
    auto it = std::find_if(powers_.begin(), powers_.end(), [u](const Power& p) { return p.unit == u; });
    if (it == powers_.end())
        ctx.fail(rule, "'" + e.args[0] +
                           "' did not roll an Eldarim champion's logo in this army's roll against the "
                           "dragons");
    if (it->power != power)
        ctx.fail(rule, "the " + ctx.die(u).name + "'s logo lets it " + std::string(toString(it->power)) +
                           " a dragon, not " + word + " one");
    if (it->used) ctx.fail(rule, "'" + e.args[0] + "' has used its power in this dragon attack already");
    const int d = ctx.pieceRef(e.args[1], player_);
    if (std::find(dragons_.begin(), dragons_.end(), d) == dragons_.end() || ctx.s.piece(d).loc != at_)
        ctx.fail(rule, "'" + e.args[1] + "' is not a dragon that attacked " + ctx.armyName(player_, at_) +
                           " in this dragon attack");
    if (std::any_of(affected_.begin(), affected_.end(),
                    [d](const std::pair<int, ChampionPower>& a) { return a.first == d; }))
        ctx.fail(rule, ctx.ref(d) + " has been " + (power == ChampionPower::Slay ? "slain" : "tamed or controlled") +
                           " in this dragon attack already");
    if (const auto why = DragonBonds::refusal(ctx, u, d); !why.empty()) ctx.fail(rule, why);
    it->used = true;
    affected_.emplace_back(d, power);
    if (power != ChampionPower::Slay) {
        DragonBonds::bind(ctx, u, d, power);
        return;
    }
    if (ctx.die(d).isWhiteDragon()) {  // rolled before it leaves the game (S0:L1375)
        slainRoll_ = d;
        slayer_ = u;
        return;
    }
    ctx.s.piece(d).loc = Location::removed();  // out of the game, not back to the Summoning Pool
}

void ChampionFrame::slainRoll(Ctx& ctx) {
    const auto& e = ctx.ev();
    const int owner = ctx.s.piece(slainRoll_).owner;
    ctx.needActor(owner, Rule::EldarimChampions, "the roll of the slain White Dragon");
    if (std::find(e.bare.begin(), e.bare.end(), "dragon") == e.bare.end() || !e.totals.empty())
        ctx.fail(Rule::LogFormat, "a dragon roll names its purpose and states no total: 'roll " + ctx.pid(owner) +
                                      " dragon : " + ctx.s.label(slainRoll_) + "=<face>'");
    DiceRequest request;
    request.roller = owner;
    request.must = {slainRoll_};
    request.purpose = "the roll of the slain White Dragon " + ctx.ref(slainRoll_);
    request.rule = Rule::EldarimChampions;
    const auto dice = readDice(ctx, request);
    const auto* roll = dice.latest(slainRoll_);
    const DragonFace face = dragonFaceOf(ctx.cat.die(roll->die).faces[static_cast<std::size_t>(roll->face)].icon);
    ctx.s.piece(slainRoll_).loc = Location::removed();
    slainRoll_ = -1;
    if (face == DragonFace::Jaws && ctx.s.piece(slayer_).loc.inPlay()) Casualties::bury(ctx, {slayer_});
}

}  // namespace muster::rules::engine
