// The Rise from the Ashes roll of killed or buried units that carry the SAI (V4.01d SAIs, S0:L956). Only the SAI's
// own icon counts; nothing else the dice show has any effect in this roll.
#include "flow/RiseFrame.h"

#include <algorithm>

#include "roll/DiceReader.h"
#include "roll/FaceTable.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

RiseFrame::RiseFrame(int owner, std::vector<int> units, bool buried, std::string stepPrefix)
    : owner_(owner), units_(std::move(units)), buried_(buried), stepPrefix_(std::move(stepPrefix)) {}

bool RiseFrame::rises(const Ctx& ctx, int unit) {
    const int sai = ctx.data.faces.saiIndex("Rise from the Ashes");
    const auto die = ctx.s.piece(unit).die;
    for (int f = 0; f < ctx.data.faces.faceCount(die); ++f) {
        const auto& face = ctx.data.faces.face(die, f);
        if (face.kind == FaceKind::Sai && face.sai == sai) return true;
    }
    return false;
}

std::string RiseFrame::step(const GameState&) const {
    return stepPrefix_ + "Rise from the Ashes roll";
}

Expectation RiseFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.kinds = {EventKind::Roll};
    x.who = owner_;
    x.rollWords = "rise";
    x.rollers = units_;
    x.place = buried_ ? Location::bua() : Location::dua();
    x.what = "the Rise from the Ashes roll of the units just " + std::string(buried_ ? "buried" : "killed") + " ('roll " +
             ctx.pid(owner_) + " rise=N : " + ctx.labels(units_) + "=...')";
    x.why = "a unit with Rise from the Ashes that is killed or buried is rolled; on that SAI it goes to the Reserve Area";
    return x;
}

bool RiseFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(owner_, Rule::Sais, "the Rise from the Ashes roll");
    DiceRequest request;
    request.roller = owner_;
    request.must = units_;
    request.purpose = "the Rise from the Ashes roll";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    const auto stated = statedTotal(e, "rise");
    if (!stated) ctx.fail(Rule::LogFormat, "a Rise from the Ashes roll stating 'rise=<units showing the SAI>'");
    const int sai = ctx.data.faces.saiIndex("Rise from the Ashes");
    std::vector<int> risen;
    for (const auto& d : dice.dice) {
        const auto& face = ctx.data.faces.face(d.die, d.face);
        if (face.kind == FaceKind::Sai && face.sai == sai &&
            std::find(risen.begin(), risen.end(), d.piece) == risen.end())
            risen.push_back(d.piece);
    }
    const int n = static_cast<int>(risen.size());
    if (ctx.answerOr(*stated, e.line, n) != n)
        ctx.fail(Rule::Sais, std::to_string(n) + " of the units show Rise from the Ashes and go to the Reserve Area, not " +
                                 std::to_string(*stated));
    for (int u : risen) ctx.s.piece(u).loc = Location::reserve();
    done = true;
    return true;
}

}  // namespace muster::rules::engine
