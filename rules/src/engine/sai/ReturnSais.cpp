// SAIs that act on the roller's own army (V4.01d SAIs): units back from the DUA, promotions and moves.
//   Regenerate (S0:L951): X saves, or a return of up to X health-worth from the DUA to the army containing the unit.
//   Wild Growth (S0:L997): X saves or promotions of up to X health-worth in that army, split as the roller likes.
//   Vanish (S0:L989): X saves, then the unit may move to any terrain or its Reserve Area.
//   Ferry, Firewalking, Teleport (S0:L921, L924, L983): the unit may take itself and some of its army elsewhere.
// In a roll that counts no saves (a melee or missile attack, a counter-attack, a magic action) the saves count for
// nothing, so the roller states the return or the promotions on the 'sai' line (none is a legal choice: "up to",
// one's own units):
//   sai A Regenerate c3 : c7 c8          units of A's DUA join the army (at most X health-worth together)
//   sai A Wild Growth c3 : c1 c7 c2 c8   pairs <unit in the army> <unit of A's DUA, same species, one health
//                                        more>: each unit promoted once, all at once, at most X health-worth
// In a roll that counts saves the face's annotation chooses (ownArmyChoice below).
//   Elemental Relic (S0:L918, L1321-1324): recruits and promotions of units that contain the face's element (the
//   logo: any element or Ivory), at most X health-worth together, stated on the 'sai' line (optional):
//     sai A Elemental Relic i1 : recruit c7 c8 promote c1 c9
//   Relics showing the same element in one roll cancel (roll/RollEvaluator). Its re-rolls are a re-roll segment
//   ('/ elemental-relic c2=<face>', sai/ReRollSais.cpp) and use part of X; the rest goes to the 'sai' line.
//   Gold Medallion (S0:L1313): Regenerate's return of up to X health-worth, on an optional 'sai' line.
//   Silver Medallion (S0:L1312): one return, summoning or Dragonkin promotion, on an optional 'sai' line:
//     sai A Silver Medallion c4 : item c6 | pool c7 | summon A:p1 | promote c5 A:p2
// The 'sai' lines come at step 4 of the roll: among the roll's other 'sai' lines in attacks, magic actions and the save
// roll against a melee or missile attack, right after the roll's line in every other roll (SaiResolutionFrame::
// afterRoll; docs/rules-decisions.md, "SAI choices in rolls without a step 4").
#include <algorithm>
#include <memory>

#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"
#include "state/Exchanges.h"
#include "state/Items.h"

namespace muster::rules::engine {

namespace {

// In a roll that counts no saves (a melee or missile attack, a magic action, Magic Negation, a unit's own melee roll)
// the saves count for nothing: a decision, on a 'sai' line (none stated: the saves). In a roll counting saves the
// face's annotation states the choice before the total is checked (splittable: Wild Growth's "<k>save" keeps k
// saves and leaves X-k to the other effect):
//   none              X saves, nothing else;
//   'return'/'promote' no saves, the other effect with X, on a 'sai' line at step 4 of the roll: in the save roll
//                     against a melee or missile attack among its other 'sai' lines, after any other roll right after
//                     its line, before its damage (SaiResolutionFrame::afterRoll).
// Rolled from the DUA (a burial save) the unit is in no army, so only the saves work there and an annotation is
// refused (docs/rules-decisions.md, "SAI choices in rolls without a step 4").
SaiEffect ownArmyChoice(const SaiRollView& v, const char* other, bool splittable) {
    SaiEffect e;
    if (v.spec.counts1(RollType::Maneuver) || v.spec.purpose == RollPurpose::Special ||
        v.spec.purpose == RollPurpose::HordeManeuver || v.spec.purpose == RollPurpose::Question)
        return e;
    e.applies = true;
    if (!v.spec.counts1(RollType::Save)) {
        e.needsResolution = true;
        return e;
    }
    int saves = v.x;
    if (v.note == other) {
        saves = 0;
    } else if (splittable && v.note.size() > 4 && v.note.substr(v.note.size() - 4) == "save") {
        saves = -1;
        const auto digits = v.note.substr(0, v.note.size() - 4);
        if (digits.size() <= 3 && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            saves = std::stoi(std::string(digits));
    } else if (!v.note.empty()) {
        saves = -1;
    }
    if (v.inDua && !v.note.empty()) {
        e.refused = "the annotation '" + std::string(v.note) + "' on " + v.die.name +
                    ": rolled in the DUA the unit is in no army, so only its " + std::to_string(v.x) +
                    " saves work (write nothing)";
        return e;
    }
    if (saves < 0 || saves > v.x) {
        e.refused = "the annotation '" + std::string(v.note) + "' on " + v.die.name + " (write ':" + other +
                        "'" + (splittable ? " or ':<k>save'" : "") + ", or nothing for " + std::to_string(v.x) + " saves)";
        return e;
    }
    e.results[index(RollType::Save)] = saves;
    if (saves == v.x) return e;
    e.needsResolution = true;
    e.resolutionX = v.x - saves;
    return e;
}

SaiEffect regenerate(const SaiRollView& v) {
    return ownArmyChoice(v, "return", false);
}

SaiEffect wildGrowth(const SaiRollView& v) {
    return ownArmyChoice(v, "promote", true);
}

std::unique_ptr<Frame> regenerateReturn(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const int p = use.spec.roller;
    std::vector<int> units;
    for (const auto& label : use.targets) {
        const int u = ctx.ownPiece(p, label);
        if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc.where != Where::Dua)
            ctx.fail(Rule::SaiTargeting,
                     use.name + " returns units from " + ctx.pid(p) + "'s DUA; '" + label + "' is not there");
        if (std::find(units.begin(), units.end(), u) != units.end())
            ctx.fail(Rule::SaiTargeting, "'" + label + "' is listed twice");
        units.push_back(u);
    }
    const int health = ctx.healthOf(units);
    if (health > use.x)
        ctx.fail(Rule::SaiTargeting, use.name + " returns at most " + std::to_string(use.x) + " health-worth; " +
                                         std::to_string(health) + " is too much");
    for (int u : units) ctx.s.piece(u).loc = use.spec.at;
    return nullptr;
}

std::unique_ptr<Frame> wildGrowthPromote(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const int p = use.spec.roller;
    if (use.targets.size() % 2 != 0)
        ctx.fail(Rule::LogFormat, use.name + " names pairs: '<unit in the army> <unit in the DUA>' ...");
    std::vector<int> promoted;
    std::vector<int> incoming;
    for (std::size_t i = 0; i < use.targets.size(); i += 2) {
        const int u = ctx.ownPiece(p, use.targets[i]);
        const int d = ctx.ownPiece(p, use.targets[i + 1]);
        if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc != use.spec.at)
            ctx.fail(Rule::SaiTargeting, use.name + " promotes units of " + ctx.armyName(p, use.spec.at) + "; '" +
                                             use.targets[i] + "' is not one of them");
        const auto has = [](const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); };
        if (has(promoted, u) || has(incoming, d) || has(promoted, d) || has(incoming, u) || u == d)
            ctx.fail(Rule::SaiTargeting, use.name + "'s promotions happen all at once: each unit once");
        promoted.push_back(u);
        incoming.push_back(d);
    }
    const int health = ctx.healthOf(promoted);
    if (health > use.x)
        ctx.fail(Rule::SaiTargeting, use.name + " promotes at most " + std::to_string(use.x) + " health-worth; " +
                                         std::to_string(health) + " is too much");
    for (std::size_t i = 0; i < promoted.size(); ++i) Exchanges::promote(ctx, promoted[i], incoming[i], Rule::Promotion);
    return nullptr;
}

// Vanish (S0:L989): X saves in any save roll; in an army's save roll the unit may then move to any terrain or its
// owner's Reserve Area ('sai B Vanish c3 <location>'; without a location it stays), and its saves still count for the
// army it left. In the save roll against a melee or missile attack the 'sai' line states the choice either way, at
// step 4 among the roll's other 'sai' lines; in the other army save rolls (against a spell, a flood, a dragon attack)
// the line is optional and comes right after the roll, before its damage (SaiResolutionFrame::afterRoll). From the
// DUA (a burial save) only the saves work. In a unit's own save roll (Firebolt's target, Kick's, Plague's, ...) the
// move is offered the same way, right after the roll; the damage or fate the roll decides follows the unit to where it
// went (rules-decisions.md, "Moves in a unit's own roll").
SaiEffect vanish(const SaiRollView& v) {
    SaiEffect e;
    if (!v.spec.counts1(RollType::Save) || v.spec.purpose == RollPurpose::HordeManeuver ||
        v.spec.purpose == RollPurpose::Special || v.spec.purpose == RollPurpose::Question)
        return e;
    e.applies = true;
    e.results[index(RollType::Save)] = v.x;
    if (v.inDua || (!v.spec.army && v.spec.purpose != RollPurpose::Individual)) return e;
    e.needsResolution = true;
    e.optionalResolution = !(v.spec.purpose == RollPurpose::Save &&
                             (v.spec.attack == AttackKind::Melee || v.spec.attack == AttackKind::Missile));
    return e;
}

// The unit may take items it can carry along, listed after ':' ('sai B Vanish c3 reserve : i1'; state/Items.h).
std::unique_ptr<Frame> vanishMove(Ctx& ctx, const SaiUse& use) {
    static const std::string form = "'sai <player> Vanish <unit> [<terrain>|reserve [: <items>]]'";
    if (use.choices.size() > 1) ctx.fail(Rule::LogFormat, "Vanish takes at most one location: " + form);
    if (use.choices.empty()) {
        if (!use.targets.empty()) ctx.fail(Rule::LogFormat, "Vanish names the location its items go to: " + form);
        return nullptr;  // the unit stays
    }
    const int u = use.pieces.front();
    const int p = ctx.s.piece(u).owner;
    std::vector<int> items;
    for (const auto& label : use.targets) {
        const int i = ctx.ownPiece(p, label);
        if (ctx.s.piece(i).kind != PieceKind::Item)
            ctx.fail(Rule::SaiTargeting,
                     "Vanish moves its unit alone; after ':' only the items it carries along, and '" + label +
                         "' is no item");
        if (std::find(items.begin(), items.end(), i) != items.end())
            ctx.fail(Rule::SaiTargeting, "'" + label + "' is listed twice");
        items.push_back(i);
    }
    const Location from = ctx.s.piece(u).loc;
    const Location to = ctx.location(use.choices.front());
    if (to == from) ctx.fail(Rule::Sais, "the Vanishing unit is at " + ctx.s.locationName(to) + " already");
    if (const auto held = Exchanges::heldBy(ctx, u); !held.empty())
        ctx.fail(Rule::Sais, "'" + ctx.s.label(u) + "' cannot leave: " + held);
    Items::moveWith(ctx, p, {u}, items, from, to);
    ctx.s.piece(u).loc = to;
    return nullptr;
}

// Ferry, Firewalking and Teleport (S0:L921, L924, L983): in a non-maneuver roll the unit may move itself and up to N
// health-worth of units of its army (Ferry 4, the others 3) to any terrain; Firewalking and Teleport make X maneuver in
// maneuver rolls. The move is optional and stated at step 4 of the roll ('sai A Teleport c3 <terrain> [: <units>]',
// items the movers carry along listed among the units: 'sai A Teleport c3 frontier : c1 i1';
// 'sai A Teleport c3' states that nobody moves, as leaving the line out does)
// at step 4 of the roll: among the roll's other 'sai' lines in melee and missile attacks, the save rolls against them
// and magic actions, right after the roll's line in the other army rolls (a save against a spell or a flood, the
// army's roll against a dragon attack, a unit's own non-maneuver roll: SaiResolutionFrame::afterRoll); in a unit's
// own roll what the roll decides for it follows it (docs/rules-decisions.md "Moves in a unit's own roll"). Not in
// the melee roll of units Charm takes (they roll for the attacker's side; their results and the damage they may be
// allocated belong to the attack: the move stays not offered there). The unit and those it takes along leave the army
// before step 5, so their results add nothing to that army roll (S0:L751; takesRollersAway); in a unit's own roll the
// unit takes its roll along.
SaiEffect moveWithArmy(const SaiRollView& v, bool maneuver) {
    SaiEffect e;
    if (v.spec.counts1(RollType::Maneuver)) {
        if (!maneuver) return e;
        e.applies = true;
        e.results[index(RollType::Maneuver)] = v.x;
        return e;
    }
    if (v.inDua || v.spec.purpose == RollPurpose::HordeManeuver) return e;
    const bool combat = v.spec.attack == AttackKind::Melee || v.spec.attack == AttackKind::Missile;
    if ((v.spec.purpose == RollPurpose::Attack && combat) || (v.spec.purpose == RollPurpose::Save && v.spec.army) ||
        v.spec.purpose == RollPurpose::Magic || v.spec.purpose == RollPurpose::DragonResponse ||
        (v.spec.purpose == RollPurpose::Individual && v.spec.cause != "Charm")) {
        e.applies = true;
        e.needsResolution = true;
        e.optionalResolution = true;
    }
    return e;
}

SaiEffect ferry(const SaiRollView& v) {
    return moveWithArmy(v, false);
}

SaiEffect firewalking(const SaiRollView& v) {
    return moveWithArmy(v, true);
}

std::unique_ptr<Frame> moveTo(Ctx& ctx, const SaiUse& use, int budget) {
    static const std::string form = "'sai <player> <SAI> <unit> <terrain> [: <units of its army>]'";
    if (use.choices.empty() && use.targets.empty()) return nullptr;  // stated, and nobody moves
    if (use.choices.size() != 1) ctx.fail(Rule::LogFormat, use.name + " names the terrain it moves to: " + form);
    const Location to = ctx.location(use.choices.front());
    if (to.where != Where::Terrain) ctx.fail(Rule::Sais, use.name + " moves units to a terrain, not the Reserve Area");
    const int u = use.pieces.front();
    const Location from = ctx.s.piece(u).loc;
    if (to == from) ctx.fail(Rule::Sais, "'" + ctx.s.label(u) + "' is at " + ctx.s.locationName(to) + " already");
    const int p = ctx.s.piece(u).owner;
    std::vector<int> movers = {u};
    std::vector<int> items;  // listed among the units: they go with the movers (state/Items.h)
    for (const auto& label : use.targets) {
        const int m = ctx.ownPiece(p, label);
        if (ctx.s.piece(m).kind == PieceKind::Item) {
            if (std::find(items.begin(), items.end(), m) != items.end())
                ctx.fail(Rule::SaiTargeting, "'" + label + "' is listed twice");
            items.push_back(m);
            continue;
        }
        if (ctx.s.piece(m).kind != PieceKind::Unit || ctx.s.piece(m).loc != from || m == u)
            ctx.fail(Rule::SaiTargeting, use.name + " takes units of " + ctx.armyName(p, from) + " along; '" + label +
                                             "' is not one of them");
        if (std::find(movers.begin(), movers.end(), m) != movers.end())
            ctx.fail(Rule::SaiTargeting, "'" + label + "' is listed twice");
        movers.push_back(m);
    }
    const int along = ctx.healthOf(movers) - ctx.health(u);
    if (along > budget)
        ctx.fail(Rule::SaiTargeting, use.name + " takes at most " + std::to_string(budget) +
                                         " health-worth along; " + std::to_string(along) + " is too much");
    for (int m : movers)
        if (const auto held = Exchanges::heldBy(ctx, m); !held.empty())
            ctx.fail(Rule::Sais, "'" + ctx.s.label(m) + "' cannot leave: " + held);
    Items::moveWith(ctx, p, movers, items, from, to);
    for (int m : movers) ctx.s.piece(m).loc = to;
    return nullptr;
}

std::unique_ptr<Frame> ferryMove(Ctx& ctx, const SaiUse& use) {
    return moveTo(ctx, use, 4);
}

std::unique_ptr<Frame> walkMove(Ctx& ctx, const SaiUse& use) {
    return moveTo(ctx, use, 3);
}

// Elemental Relic (S0:L918, L1321-1324): in any non-maneuver roll up to X health-worth of units of the carrying
// army that contain the face's element may be re-rolled once, or X of them recruited (1-health units from the DUA)
// or promoted, split as the owner likes. The recruits and promotions are stated on an optional 'sai' line at step 4
// of the roll: in melee and missile attacks, counter-attacks, magic actions and the save roll against a melee or
// missile attack among the roll's other 'sai' lines, after any other army roll (saves against spells, floods and
// dragon attacks) right after the roll's line (SaiResolutionFrame::afterRoll). The face takes no annotation.
// The re-rolls are a '/ elemental-relic' segment of the roll (sai/ReRollSais.cpp); they take part of X first
// (rules-decisions.md, "Elemental Relic").
SaiEffect elementalRelic(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.counts1(RollType::Maneuver) || v.spec.purpose == RollPurpose::Special ||
        v.spec.purpose == RollPurpose::HordeManeuver || v.spec.purpose == RollPurpose::Question) {
        if (!v.note.empty())
            e.refused = "the Elemental Relic does nothing in a maneuver roll, so its face takes no annotation ('" +
                        std::string(v.note) + "')";
        return e;
    }
    if (!v.note.empty()) {
        e.refused =
            "the Elemental Relic's face takes no annotation (its re-rolls are a '/ elemental-relic' segment, "
            "its recruits and promotions a 'sai' line after the roll), not '" +
            std::string(v.note) + "'";
        return e;
    }
    if (v.inDua) return e;
    e.applies = true;
    e.needsResolution = true;
    e.optionalResolution = true;
    return e;
}

// The medallions' Logo (S0:L1312-1313): in any non-maneuver roll the owner may use it, on an optional 'sai' line at
// step 4 of the roll (where the roll has other 'sai' lines among them, else right after the roll's line:
// SaiResolutionFrame::afterRoll). The face takes no annotation.
SaiEffect medallionLogo(const SaiRollView& v) {
    SaiEffect e;
    const std::string name = v.die.name;
    if (v.spec.counts1(RollType::Maneuver) || v.spec.purpose == RollPurpose::Special ||
        v.spec.purpose == RollPurpose::HordeManeuver || v.spec.purpose == RollPurpose::Question) {
        if (!v.note.empty())
            e.refused = "the " + name + " does nothing in a maneuver roll, so its face takes no annotation ('" +
                        std::string(v.note) + "')";
        return e;
    }
    if (!v.note.empty()) {
        e.refused = "the " + name + "'s face takes no annotation (its choice goes on a 'sai' line), not '" +
                    std::string(v.note) + "'";
        return e;
    }
    if (v.inDua) return e;
    e.applies = true;
    e.needsResolution = true;
    e.optionalResolution = true;
    return e;
}

// Silver Medallion (S0:L1312): one of four choices, on the optional 'sai' line (no targets: not used):
//   item <item>              an item of the owner's BUA joins the army carrying the medallion (it must be able to
//                            carry it, docs/rules-decisions.md);
//   pool <unit|minor>        a Dragonkin unit or a minor terrain of the owner's BUA goes to the Summoning Pool;
//   summon <pool Dragonkin>  at a terrain: a 1-health Dragonkin of the owner's Summoning Pool joins the army;
//   promote <Dragonkin> <pool Dragonkin>  at a terrain: a Dragonkin of the army is exchanged for a pool Dragonkin
//                            one health larger (Promotion, S0:L824-830; as Evolve Dragonkin does).
std::unique_ptr<Frame> silverMedallionUse(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    if (use.targets.empty()) return nullptr;  // not used
    const int p = use.spec.roller;
    const std::string& word = use.targets.front();
    const std::string form = "write 'sai " + ctx.pid(p) + " Silver Medallion <item> : item <BUA item>', '... : pool " +
                             "<BUA Dragonkin or minor terrain>', '... : summon <pool Dragonkin>' or '... : promote " +
                             "<Dragonkin> <pool Dragonkin>'";
    const std::size_t want = word == "promote" ? 3 : 2;
    if ((word != "item" && word != "pool" && word != "summon" && word != "promote") || use.targets.size() != want)
        ctx.fail(Rule::LogFormat, "the Silver Medallion makes one choice: " + form);
    const int a = ctx.ownPiece(p, use.targets[1]);
    const auto& piece = ctx.s.piece(a);
    const std::string& label = use.targets[1];
    if (word == "item") {
        if (piece.kind != PieceKind::Item || piece.loc.where != Where::Bua)
            ctx.fail(Rule::SaiTargeting, "the Silver Medallion returns an item from " + ctx.pid(p) + "'s BUA; '" +
                                             label + "' is not one there");
        auto items = ctx.s.itemsAt(p, use.spec.at);
        items.push_back(a);
        if (!Items::carriable(ctx, ctx.s.army(p, use.spec.at), items))
            ctx.fail(Rule::SaiTargeting, "the Silver Medallion returns an item to " + ctx.armyName(p, use.spec.at) +
                                             ", whose units cannot carry '" + label + "' as well");
        ctx.s.piece(a).loc = use.spec.at;
        return nullptr;
    }
    if (word == "pool") {
        const bool fits = (piece.kind == PieceKind::MinorTerrain ||
                           (piece.kind == PieceKind::Unit && ctx.die(a).isDragonkin())) &&
                          piece.loc.where == Where::Bua;
        if (!fits)
            ctx.fail(Rule::SaiTargeting, "the Silver Medallion returns a Dragonkin unit or a minor terrain from " +
                                             ctx.pid(p) + "'s BUA; '" + label + "' is not one there");
        ctx.s.piece(a).loc = Location::pool();
        return nullptr;
    }
    if (!use.spec.at.atTerrain())
        ctx.fail(Rule::SaiTargeting, "the Silver Medallion's '" + word + "' works only at a terrain");
    if (word == "summon") {
        if (piece.kind != PieceKind::Unit || !ctx.die(a).isDragonkin() || piece.loc.where != Where::Pool)
            ctx.fail(Rule::SaiTargeting, "the Silver Medallion summons a Dragonkin from " + ctx.pid(p) +
                                             "'s Summoning Pool; '" + label + "' is not one there");
        if (ctx.health(a) != 1)
            ctx.fail(Rule::SaiTargeting, "the Silver Medallion summons a small (1-health) Dragonkin; '" + label +
                                             "' has " + std::to_string(ctx.health(a)) + " health");
        ctx.s.piece(a).loc = use.spec.at;
        return nullptr;
    }
    if (piece.kind != PieceKind::Unit || !ctx.die(a).isDragonkin() || piece.loc != use.spec.at)
        ctx.fail(Rule::SaiTargeting, "the Silver Medallion promotes a Dragonkin of " + ctx.armyName(p, use.spec.at) +
                                         "; '" + label + "' is not one");
    Exchanges::promote(ctx, a, ctx.ownPiece(p, use.targets[2]), Rule::SaiTargeting);
    return nullptr;
}

std::unique_ptr<Frame> elementalRelicUse(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const int p = use.spec.roller;
    const auto matches = [&](int u) { return ctx.die(u).elements.intersects(use.elements); };
    const std::string form =
        "'sai " + ctx.pid(p) + " Elemental Relic <item> : recruit <DUA units> promote <unit> <DUA unit> ...'";
    enum class Mode { None, Recruit, Promote } mode = Mode::None;
    std::vector<int> recruits;
    std::vector<int> promoted;
    std::vector<int> incoming;
    std::vector<int> seen;
    const auto once = [&](int u, const std::string& label) {
        if (std::find(seen.begin(), seen.end(), u) != seen.end())
            ctx.fail(Rule::SaiTargeting, "the Elemental Relic's recruits and promotions happen all at once: '" + label +
                                             "' is named twice");
        seen.push_back(u);
    };
    for (std::size_t i = 0; i < use.targets.size(); ++i) {
        const std::string& word = use.targets[i];
        if (word == "recruit" || word == "promote") {
            mode = word == "recruit" ? Mode::Recruit : Mode::Promote;
            continue;
        }
        if (mode == Mode::None) ctx.fail(Rule::LogFormat, "expected " + form);
        const int u = ctx.ownPiece(p, word);
        once(u, word);
        if (ctx.s.piece(u).kind != PieceKind::Unit || !matches(u))
            ctx.fail(Rule::SaiTargeting, "this Elemental Relic acts on units containing " + use.elements.toString() +
                                             "; '" + word + "' (" + ctx.die(u).name + ") is not one");
        if (mode == Mode::Recruit) {
            if (ctx.s.piece(u).loc.where != Where::Dua)
                ctx.fail(Rule::SaiTargeting, "the Elemental Relic recruits from " + ctx.pid(p) + "'s DUA; '" + word +
                                                 "' is not there");
            if (ctx.health(u) != 1)
                ctx.fail(Rule::Recruitment, "only small (1-health) units are recruited; '" + word + "' has " +
                                                std::to_string(ctx.health(u)) + " health");
            recruits.push_back(u);
            continue;
        }
        if (ctx.s.piece(u).loc != use.spec.at)
            ctx.fail(Rule::SaiTargeting, "the Elemental Relic promotes units of " + ctx.armyName(p, use.spec.at) +
                                             "; '" + word + "' is not one of them");
        if (i + 1 >= use.targets.size())
            ctx.fail(Rule::LogFormat, "a promotion names '<unit in the army> <unit it becomes>': " + form);
        const int d = ctx.ownPiece(p, use.targets[++i]);
        once(d, use.targets[i]);
        promoted.push_back(u);
        incoming.push_back(d);
    }
    const int worth = static_cast<int>(recruits.size()) + ctx.healthOf(promoted);
    if (worth > use.x)
        ctx.fail(Rule::SaiTargeting, "the Elemental Relic recruits and promotes at most " + std::to_string(use.x) +
                                         " health-worth; " + std::to_string(worth) + " is too much");
    for (std::size_t k = 0; k < promoted.size(); ++k) Exchanges::promote(ctx, promoted[k], incoming[k], Rule::Promotion);
    for (int d : recruits) Exchanges::recruit(ctx, d, use.spec.at, Rule::Recruitment);
    return nullptr;
}

// A definition whose step-4 resolution may take units out of the rolling army: promotions exchange them, moves take
// them elsewhere; they add nothing to that roll any more (S0:L751).
SaiDefinition takingRollersAway(SaiDefinition d) {
    d.takesRollersAway = true;
    return d;
}

// Vanish's unit leaves too, but its saves still apply to the army it left (S0:L989): the roll's totals stay those
// of the roll line.
SaiDefinition keepingTheMoversResults(SaiDefinition d) {
    d.moverKeepsResults = true;
    return d;
}

}  // namespace

void registerReturnSais(SaiRegistry& r) {
    // Returns and recruits bring units into the army after the roll: they add nothing to it (S0:L751), and nobody
    // leaves. Promotions exchange units of the army: the promoted ones leave it.
    r.add(takingRollersAway({"Elemental Relic", AppliesNonManeuver, elementalRelic, elementalRelicUse, false}));
    r.add({"Regenerate", AppliesNonManeuver, regenerate, regenerateReturn});
    r.add({"Gold Medallion", AppliesNonManeuver, medallionLogo, regenerateReturn, false});
    r.add(takingRollersAway({"Silver Medallion", AppliesNonManeuver, medallionLogo, silverMedallionUse, false}));
    r.add(takingRollersAway({"Wild Growth", AppliesNonManeuver, wildGrowth, wildGrowthPromote}));
    r.add(keepingTheMoversResults({"Vanish", AppliesSave, vanish, vanishMove, false}));
    r.add(takingRollersAway({"Ferry", AppliesNonManeuver, ferry, ferryMove, false}));
    r.add(takingRollersAway({"Firewalking", AppliesManeuver | AppliesNonManeuver, firewalking, walkMove, false}));
    r.add(takingRollersAway({"Teleport", AppliesManeuver | AppliesNonManeuver, firewalking, walkMove, false}));
}

}  // namespace muster::rules::engine
