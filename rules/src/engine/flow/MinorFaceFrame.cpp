// The owner turns a minor terrain that rolled its ID face to the action face of their choice; that face then
// shows and works like a rolled one (V4.01d Minor Terrains, S0:L1246).
#include "flow/MinorFaceFrame.h"

#include <algorithm>
#include <array>

#include "minor/MinorTerrains.h"

namespace muster::rules::engine {

namespace {
constexpr std::array<std::string_view, 3> kActions = {"magic", "melee", "missile"};
}

std::string MinorFaceFrame::step(const GameState& state) const {
    return "turning the minor terrain " + state.label(piece_) + " to an action face";
}

Expectation MinorFaceFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.kinds = {EventKind::MinorFace};
    x.who = ctx.s.piece(piece_).owner;
    x.rule = Rule::MinorTerrains;
    x.place = ctx.s.piece(piece_).loc;
    for (auto a : kActions) x.options.emplace_back(a);
    x.what = "'minor-face " + ctx.pid(x.who) + " magic|melee|missile'";
    x.why = "the minor terrain " + ctx.s.label(piece_) + " shows its ID face (" +
            ctx.die(piece_).faces[static_cast<std::size_t>(ctx.s.piece(piece_).face)].icon + ")";
    return x;
}

bool MinorFaceFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::MinorFace) ctx.expected(expect(ctx));
    const int owner = ctx.s.piece(piece_).owner;
    ctx.needActor(owner, Rule::MinorTerrains, "the choice of the minor terrain's face");
    const std::string& word = e.args[0];
    if (e.args.size() != 1 || std::find(kActions.begin(), kActions.end(), word) == kActions.end())
        ctx.unreadable("expected 'minor-face " + ctx.pid(owner) + " magic|melee|missile'");
    // The first face showing that action (faces with the same icon do the same).
    std::string icon = word;
    icon[0] = static_cast<char>(icon[0] - 'a' + 'A');
    ctx.s.piece(piece_).face = MinorTerrains::faceOf(ctx, piece_, icon);
    done = true;
    return true;
}

}  // namespace muster::rules::engine
