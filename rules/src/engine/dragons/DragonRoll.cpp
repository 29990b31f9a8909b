// The dragons' roll in a dragon attack (V4.01d Dragon Attacks step 3, Dragon Icons).
#include "dragons/DragonRoll.h"

#include <algorithm>
#include <string>

namespace muster::rules::engine {

namespace {

// Whether the dragon `piece` attacks a dragon (its Breath then rolls again).
bool againstDragon(const DragonAttackers& dragons, int piece) {
    for (const auto& a : dragons)
        if (a.piece == piece) return !a.attacksArmy;
    return false;
}

DragonFace faceOf(const Ctx& ctx, const DieRoll& d) {
    return dragonFaceOf(ctx.cat.die(d.die).faces[static_cast<std::size_t>(d.face)].icon);
}

}  // namespace

RolledDice DragonRoll::read(Ctx& ctx, int owner, const std::vector<int>& mine, int terrain,
                            const DragonAttackers& dragons) {
    const auto& e = ctx.ev();
    if (std::find(e.bare.begin(), e.bare.end(), "dragon") == e.bare.end() || !e.totals.empty())
        ctx.fail(Rule::LogFormat, "a dragon roll names its purpose and states no total: 'roll " + ctx.pid(owner) +
                                      " dragon : " + ctx.labels(mine) + "=<face>'");
    DiceRequest request;
    request.roller = owner;
    request.must = mine;
    request.purpose = "the dragon roll of " + ctx.pid(owner) + "'s dragons at " + ctx.s.terrain(terrain).key;
    request.rule = Rule::Dragons;
    const DragonAttackers* all = &dragons;
    auto rerollRule = [all](const std::string& reason, DragonFace face) {
        RerollRule r;
        r.reason = reason;
        r.mode = RerollMode::Add;
        r.check = [face, all](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
            const DragonFace shown = faceOf(c, before);
            if (shown != face || !dragonFaceRollsAgain(face, againstDragon(*all, before.piece)))
                c.fail(Rule::Dragons, "'" + c.s.label(before.piece) + "' showed " + std::string(toString(shown)) +
                                          (face == DragonFace::Breath && shown == face
                                               ? ": a breath against the army kills and is not rolled again"
                                               : ", which is not rolled again for " + std::string(toString(face))));
        };
        return r;
    };
    request.rerolls.push_back(rerollRule("tail", DragonFace::Tail));
    request.rerolls.push_back(rerollRule("breath", DragonFace::Breath));
    return readDice(ctx, request);
}

void DragonRoll::checkRerolled(const Ctx& ctx, const RolledDice& dice, const DragonAttackers& dragons) {
    for (const auto& d : dice.dice) {
        const DragonFace face = faceOf(ctx, d);
        if (!dragonFaceRollsAgain(face, againstDragon(dragons, d.piece))) continue;
        const bool followed = std::any_of(dice.dice.begin(), dice.dice.end(), [&](const DieRoll& x) {
            return x.piece == d.piece && x.generation == d.generation + 1;
        });
        if (!followed) {
            const std::string reason = face == DragonFace::Tail ? "tail" : "breath";
            ctx.fail(Rule::Dragons, ctx.s.label(d.piece) + " rolled " + std::string(toString(face)) +
                                        ", so it is rolled again and the new face applies too: '/ " + reason + " " +
                                        ctx.s.label(d.piece) + "=<face>'");
        }
    }
}

void DragonRoll::tally(const Ctx& ctx, const RolledDice& dice, DragonAttacker& a) {
    for (const auto& d : dice.dice) {
        if (d.piece != a.piece) continue;
        const DragonFace face = faceOf(ctx, d);
        a.faces.push_back(face);
        switch (face) {
            case DragonFace::Belly:
                a.belly = true;
                break;
            case DragonFace::Breath:
                if (a.attacksArmy)
                    ++a.breaths;
                else
                    a.damage += dragonFaceDamage(face, a.white);
                break;
            case DragonFace::Treasure:
                if (a.attacksArmy) a.treasures += treasurePromotions(a.white);
                break;
            case DragonFace::Wing:
                if (a.helper) break;  // a controlled dragon rolled with its army ignores Wing (S0:L1380)
                a.wing = true;
                a.damage += dragonFaceDamage(face, a.white);
                break;
            default:
                a.damage += dragonFaceDamage(face, a.white);
                break;
        }
    }
}

}  // namespace muster::rules::engine
