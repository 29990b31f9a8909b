// A counted roll as a TracedRoll for `rules explain` (roll/RollTrace.h): the evaluation's parts per die and type,
// the collapsed modifiers, the SAIs waiting for decisions and the totals of a roll of one type.
#include "roll/RollTrace.h"

namespace muster::rules::engine {

std::string RollTrace::purposeWord(RollPurpose purpose) {
    switch (purpose) {
        case RollPurpose::HordeManeuver:
            return "horde maneuver";
        case RollPurpose::Maneuver:
            return "maneuver";
        case RollPurpose::CounterManeuver:
            return "counter-maneuver";
        case RollPurpose::Attack:
            return "attack";
        case RollPurpose::Save:
            return "save";
        case RollPurpose::Magic:
            return "magic";
        case RollPurpose::MagicNegation:
            return "magic negation";
        case RollPurpose::DragonResponse:
            return "answer to a dragon attack";
        case RollPurpose::Individual:
            return "a unit's own roll";
        case RollPurpose::Question:
            return "what a die shows";
        case RollPurpose::Special:
            return "special";
    }
    return "?";
}

TracedRoll RollTrace::of(const Ctx& ctx, const RollEvaluation& eval, const RolledDice& rolled,
                         const RollSituation& situation) {
    TracedRoll out;
    out.line = eval.line;
    out.text = eval.text;
    out.roller = eval.spec.roller;
    out.counts = eval.spec.counts;
    out.purpose = purposeWord(eval.spec.purpose);
    out.cause = eval.spec.cause;
    out.eighthFace = situation.doubleIds;
    out.inReserve = situation.inReserve;
    for (const auto& d : eval.dice) {
        TracedDie t;
        t.piece = d.piece;
        if (d.rolled >= 0 && d.rolled < static_cast<int>(rolled.dice.size())) {
            const auto& r = rolled.dice[static_cast<std::size_t>(d.rolled)];
            t.face = r.face + 1;
            t.generation = r.generation;
            t.replaced = r.replaced;
            t.replacedBy = r.replacedBy;
            t.addedBy = r.addedBy;
            t.note = r.note;
            const auto& faces = ctx.cat.die(r.die).faces;
            if (r.face >= 0 && r.face < static_cast<int>(faces.size())) {
                t.icon = faces[static_cast<std::size_t>(r.face)].icon;
                t.amount = faces[static_cast<std::size_t>(r.face)].amount;
            }
        }
        t.item = d.item;
        t.id = d.id;
        t.normal = d.normal;
        t.sai = d.sai;
        t.countsAs = d.countsAs;
        t.flexId = d.flexId;
        t.choiceAmount = d.choiceAmount;
        t.choiceTypes = d.choiceTypes;
        t.doubled = d.doubled;
        t.noSaveDamage = d.noSaveDamage;
        t.autoSaves = d.autoSaves;
        t.rollAgain = d.rollAgain;
        out.dice.push_back(std::move(t));
    }
    for (RollType type : kRollTypes) {
        const auto& m = eval.mods[index(type)];
        out.modifiers[index(type)] = {m.subtract, m.divisor, m.multiplier, m.add, m.ignoreIds, m.doubleIds};
        out.otherSideLoses[index(type)] = eval.otherSideLoses[index(type)];
        if (eval.spec.counts1(type) && !eval.spec.combination()) {
            out.base[index(type)] = eval.base(type);
            out.optional[index(type)] = eval.optional(type);
        }
    }
    for (const auto& c : eval.choiceMods) {
        std::string types;
        for (RollType type : kRollTypes)
            if (hasType(c.types, type)) types += (types.empty() ? "" : " or ") + std::string(toString(type));
        const char* op = c.op == ModifierOp::Subtract   ? "subtract "
                         : c.op == ModifierOp::Divide   ? "divide by "
                         : c.op == ModifierOp::Multiply ? "multiply by "
                                                        : "add ";
        out.choiceModifiers.push_back(c.source + ": " + op + std::to_string(c.amount) + " (" + types + ")");
    }
    for (const auto& p : eval.pending)
        out.pending.push_back({ctx.data.sais.name(p.sai), p.piece, p.x, p.delayed, p.optional});
    out.noSaveDamage = eval.noSaveDamage;
    out.mayDoubleUnits = eval.mayDoubleUnits;
    out.unsupported = eval.unsupported;
    return out;
}

}  // namespace muster::rules::engine
