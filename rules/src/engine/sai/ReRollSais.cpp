// SAIs that roll their own die again and add the new face (V4.01d SAIs; Die Roll Resolution step 3, S0:L734-751):
// Bullseye (missile: X health-worth of the defenders save or die; S0:L894), Double Strike (melee: four
// health-worth save or die; S0:L914), Rend (melee and dragon attacks: X melee; maneuver: X maneuver; S0:L952) and
// Tail (melee and dragon attacks: two melee; S0:L982), and the item SAI Flurry (S0:L930; in a dragon attack X saves,
// or X melee and a roll again). In a dragon attack Bullseye and Double Strike only add
// results and do not roll again.
// The new face is a re-roll segment of the same roll line, named after the SAI ('/ bullseye c3=<face>'): it
// adds a further die result (generation 1, 2, ... of that die), whose face counts like any other, SAIs included;
// a new face that rolls again asks for another segment. Step 3 comes before step 4, so the 'sai' lines that
// resolve Bullseye and Double Strike (and any SAI the new face shows) follow the roll line.
#include "sai/ReRollSais.h"

#include <cctype>
#include <memory>

#include "flow/SaiTargetRollFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

bool dragonAttack(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::DragonResponse;
}

SaiEffect results(RollType t, int x, bool again) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    e.rollAgain = again;
    return e;
}

SaiEffect targetsThenAgain() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    e.rollAgain = true;
    return e;
}

// Bullseye: in a missile attack, X health-worth of the defenders save or die, and the die rolls again; X missile in
// a dragon attack (no re-roll there).
SaiEffect bullseye(const SaiRollView& v) {
    if (attack(v, AttackKind::Missile)) return targetsThenAgain();
    if (dragonAttack(v)) return results(RollType::Missile, v.x, false);
    return {};
}

// Double Strike: the same with four health-worth in a melee attack; four melee in a dragon attack.
constexpr int kDoubleStrike = 4;
SaiEffect doubleStrike(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return targetsThenAgain();
    if (dragonAttack(v)) return results(RollType::Melee, kDoubleStrike, false);
    return {};
}

// Rend: X maneuver in any maneuver roll (the horde roll too); X melee and roll again in a melee attack (a
// counter-attack is one) or a dragon attack.
SaiEffect rend(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver)) return results(RollType::Maneuver, v.x, false);
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (attack(v, AttackKind::Melee) || dragonAttack(v)) return results(RollType::Melee, v.x, true);
    return {};
}

// Tail: two melee (whatever X is) and roll again, in a melee or a dragon attack.
constexpr int kTail = 2;
SaiEffect tail(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee) || dragonAttack(v)) return results(RollType::Melee, kTail, true);
    return {};
}

// Flurry (an item's SAI): X melee and roll the item again in a melee attack; X saves saving against melee. In a
// dragon attack the face says which the roller takes: 'i1=Flurry:melee' (X melee, and the item rolls again) or
// 'i1=Flurry:save' (X saves).
SaiEffect flurry(const SaiRollView& v) {
    SaiEffect e;
    if (dragonAttack(v)) {
        if (v.note == "melee") return results(RollType::Melee, v.x, true);
        if (v.note == "save") return results(RollType::Save, v.x, false);
        e.refused =
            "Flurry against a dragon gives X saves or X melee (and rolls again): write 'Flurry:save' or "
            "'Flurry:melee' after the face" +
            (v.note.empty() ? std::string() : ", not '" + std::string(v.note) + "'");
        return e;
    }
    if (!v.note.empty()) {
        e.refused = "Flurry has no choice to state outside a dragon attack ('" + std::string(v.note) + "')";
        return e;
    }
    if (attack(v, AttackKind::Melee)) return results(RollType::Melee, v.x, true);
    if (v.spec.saveAgainst(AttackKind::Melee)) return results(RollType::Save, v.x, false);
    return {};
}

// The targets save or die; unlike Poison, nobody killed this way rolls against burial.
std::unique_ptr<Frame> saveOrDie(Ctx& ctx, const SaiUse& use, int budget) {
    SaiTargets::noChoices(ctx, use);
    auto targets = SaiTargets::upToHealthWorth(ctx, use, budget);
    if (targets.empty()) return nullptr;
    SaiTargetRollFrame::Test test;
    test.type = RollType::Save;
    test.buryUnlessSave = false;
    return std::make_unique<SaiTargetRollFrame>(use, std::move(targets), test);
}

std::unique_ptr<Frame> bullseyeTargets(Ctx& ctx, const SaiUse& use) {
    return saveOrDie(ctx, use, use.x);
}

std::unique_ptr<Frame> doubleStrikeTargets(Ctx& ctx, const SaiUse& use) {
    return saveOrDie(ctx, use, kDoubleStrike * static_cast<int>(use.pieces.size()));
}

// Stun (S0:L978) is defined with the statuses (sai/StatusSais) and rolls again the same way.
constexpr std::string_view kRollsAgain[] = {"Bullseye", "Double Strike", "Rend", "Tail", "Flurry", "Stun"};

}  // namespace

std::string rerollReason(std::string_view saiName) {
    std::string out;
    for (char c : saiName) out += c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

void addSaiRerolls(const Ctx& ctx, DiceRequest& request, const RollSpec& spec) {
    if (!ctx.hasEvent() || ctx.ev().rerolls.empty()) return;  // only a roll with re-roll segments consults them
    for (const auto name : kRollsAgain) {
        const int sai = ctx.data.faces.saiIndex(name);
        const auto* def = ctx.data.sais.find(sai);
        if (def == nullptr) continue;
        RerollRule rule;
        rule.reason = rerollReason(name);
        rule.mode = RerollMode::Add;
        rule.check = [sai, def, spec](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
            const auto& face = c.data.faces.face(before.die, before.face);
            const std::string& saiName = c.data.sais.name(sai);
            const std::string label = c.s.label(before.piece);
            if (face.kind != FaceKind::Sai || face.sai != sai) {
                const auto& shown = c.cat.die(before.die).faces[static_cast<std::size_t>(before.face)];
                c.fail(Rule::Rerolls, "'/ " + rerollReason(saiName) + "' rolls again a die that shows " + saiName +
                                          ", and '" + label + "' shows " + std::to_string(shown.amount) + " " +
                                          shown.icon + " (face " + std::to_string(before.face + 1) + ")");
            }
            const SaiRollView view{spec, face.amount, c.cat.die(before.die), false, c.cat.die(before.die).isItem(),
                                   before.note};
            if (!def->evaluate(view).rollAgain)
                c.fail(Rule::Rerolls, saiName + " does not roll its die again in this roll ('" + label + "')");
        };
        request.rerolls.push_back(std::move(rule));
    }
}

void registerReRollSais(SaiRegistry& r) {
    r.add({"Bullseye", AppliesMissile | AppliesDragon, bullseye, bullseyeTargets});
    r.add({"Double Strike", AppliesMelee | AppliesDragon, doubleStrike, doubleStrikeTargets});
    r.add({"Rend", AppliesMelee | AppliesManeuver | AppliesDragon, rend});
    r.add({"Tail", AppliesMelee | AppliesDragon, tail});
    r.add({"Flurry", AppliesMelee | AppliesSaveVsMelee | AppliesDragon, flurry});
}

void addRelicReroll(const Ctx& ctx, DiceRequest& request, const RollSpec& spec) {
    if (!spec.army || !spec.nonManeuver() || spec.purpose == RollPurpose::Special ||
        spec.purpose == RollPurpose::HordeManeuver)
        return;
    (void)ctx;
    RerollRule rule;
    rule.reason = kRelicReroll;
    rule.mode = RerollMode::Replace;
    rule.check = [](Ctx& c, const RolledDice& roll, const DieRoll& before, const RerollSegment&) {
        static const Rule r = Rule::Sais;
        // The relic faces of the roll; those sharing an element with another cancel (roll/RollEvaluator).
        std::vector<std::pair<domain::ElementSet, int>> relics;
        for (const auto& d : roll.dice)
            if (const auto& f = c.data.faces.face(d.die, d.face); !f.relicElements.empty())
                relics.emplace_back(f.relicElements, f.amount);
        domain::ElementSet live;
        int budget = 0;
        for (std::size_t i = 0; i < relics.size(); ++i) {
            bool cancelled = false;
            for (std::size_t j = 0; j < relics.size(); ++j)
                cancelled = cancelled || (j != i && relics[i].first.intersects(relics[j].first));
            if (cancelled) continue;
            for (domain::Element e : relics[i].first.toVector()) live.insert(e);
            budget += relics[i].second;
        }
        const std::string label = c.s.label(before.piece);
        if (live.empty())
            c.fail(r, "no Elemental Relic acts in this roll (none shows an element, or relics showing the same "
                      "element cancel), so '" + label + "' is not re-rolled by one");
        if (c.s.piece(before.piece).kind != PieceKind::Unit || !c.die(before.piece).elements.intersects(live))
            c.fail(r, "the Elemental Relic re-rolls units containing " + live.toString() + "; '" + label +
                          "' is not one");
        int times = 0;
        int health = 0;
        for (const auto& segment : c.ev().rerolls) {
            if (segment.reason != kRelicReroll) continue;
            for (const auto& f : segment.faces) {
                const int p = c.pieceRef(f.unit, roll.roller);
                if (p == before.piece) ++times;
                health += c.health(p);
            }
        }
        if (times > 1) c.fail(r, "the Elemental Relic re-rolls each unit once; '" + label + "' is re-rolled twice");
        if (health > budget)
            c.fail(r, "the Elemental Relic re-rolls at most " + std::to_string(budget) + " health-worth in this roll; " +
                          std::to_string(health) + " is too much");
    };
    request.rerolls.push_back(std::move(rule));
}

}  // namespace muster::rules::engine
