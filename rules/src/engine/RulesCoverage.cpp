#include "muster/rules/engine/RulesCoverage.h"

#include <algorithm>
#include <array>

#include "abilities/AbilityHooks.h"
#include "champions/DragonBonds.h"
#include "dragons/DragonBreath.h"
#include "minor/MinorIcons.h"
#include "muster/rules/engine/DragonRules.h"
#include "roll/CountsAs.h"
#include "roll/FaceTable.h"
#include "sai/SaiRegistry.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

namespace {

// Eighth faces the engine models, with the code that does: standard, advanced and minor terrains (an eighth face of
// the catalog not listed here shows as unsupported in the coverage).
struct EighthFaceHook {
    std::string_view name;
    std::string_view where;
};
constexpr std::array kEighthFaceHooks = {
    EighthFaceHook{"City", "flow/TurnFrame.cpp (recruit or promote)"},
    EighthFaceHook{"Castle", "flow/CastleFrame.cpp (becomes a City, Standing Stones, Temple or Tower)"},
    EighthFaceHook{"Grove", "eighth/Grove.cpp (a buried piece back, compulsory)"},
    EighthFaceHook{"Vortex", "eighth/Vortex.cpp (one unit re-rolled in attack, save, magic and dragon-attack rolls)"},
    EighthFaceHook{"Dragon's Lair", "flow/TurnFrame.cpp, dragons/Summoning.cpp (summon a dragon)"},
    EighthFaceHook{"Standing Stones", "roll/RollEvaluator.cpp, flow/MagicFrame.cpp (magic in the terrain's elements)"},
    EighthFaceHook{"Temple", "flow/TurnFrame.cpp (bury from a DUA), eighth/Temple.cpp (death magic)"},
    EighthFaceHook{"Tower", "flow/MarchFrame.cpp (missile at any terrain)"},
    EighthFaceHook{"Bridge", "flow/MinorFaceFrame.cpp (turn the minor terrain to an action face)"},
    EighthFaceHook{"Knoll", "flow/MinorFaceFrame.cpp (turn the minor terrain to an action face)"},
    EighthFaceHook{"Village", "flow/MinorFaceFrame.cpp (turn the minor terrain to an action face)"},
    EighthFaceHook{"Woods", "flow/MinorFaceFrame.cpp (turn the minor terrain to an action face)"},
};

// The rolls an SAI can be rolled in, to ask each handler what it does there (coverage is what the handlers say,
// not what anyone claims).
struct Probe {
    std::string_view name;
    RollSpec spec;
};

RollSpec probeSpec(TypeMask counts, RollPurpose purpose, AttackKind attack = AttackKind::None, bool counter = false) {
    RollSpec spec;
    spec.counts = counts;
    spec.purpose = purpose;
    spec.attack = attack;
    spec.counterAttack = counter;
    return spec;
}

const std::vector<Probe>& probes() {
    static const std::vector<Probe> all = {
        {"melee attack", probeSpec(typeBit(RollType::Melee), RollPurpose::Attack, AttackKind::Melee)},
        {"melee counter-attack", probeSpec(typeBit(RollType::Melee), RollPurpose::Attack, AttackKind::Melee, true)},
        {"missile attack", probeSpec(typeBit(RollType::Missile), RollPurpose::Attack, AttackKind::Missile)},
        {"save against melee", probeSpec(typeBit(RollType::Save), RollPurpose::Save, AttackKind::Melee)},
        {"save against missile", probeSpec(typeBit(RollType::Save), RollPurpose::Save, AttackKind::Missile)},
        {"save against magic", probeSpec(typeBit(RollType::Save), RollPurpose::Save, AttackKind::Magic)},
        {"magic action", probeSpec(typeBit(RollType::Magic), RollPurpose::Magic)},
        {"Magic Negation", probeSpec(typeBit(RollType::Magic), RollPurpose::MagicNegation)},
        {"maneuver", probeSpec(typeBit(RollType::Maneuver), RollPurpose::Maneuver)},
        {"counter-maneuver", probeSpec(typeBit(RollType::Maneuver), RollPurpose::CounterManeuver)},
        {"individual save", probeSpec(typeBit(RollType::Save), RollPurpose::Individual)},
        {"dragon attack", probeSpec(typeBit(RollType::Melee) | typeBit(RollType::Missile) | typeBit(RollType::Save),
                                    RollPurpose::DragonResponse, AttackKind::Dragon)},
        {"special roll", probeSpec(0, RollPurpose::Special)},
    };
    return all;
}

// A die that shows this SAI (the handlers read the die only for messages and sizes), or any die.
const domain::Die& dieWith(const domain::Catalog& catalog, const std::string& sai) {
    for (const auto& die : catalog.dice())
        for (const auto& face : die.faces)
            if (face.icon == sai) return die;
    return catalog.dice().front();
}

void addSais(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const SaiRegistry registry(catalog);
    for (std::size_t i = 0; i < catalog.sais().size(); ++i) {
        const auto& sai = catalog.sais()[i];
        const std::uint16_t wanted = parseApplies(sai.rollTypes);
        const auto* definition = registry.find(static_cast<int>(i));
        const auto& die = dieWith(catalog, sai.name);
        std::string done;
        std::string notYet;
        for (const auto& probe : probes()) {
            const SaiRollView view{probe.spec, 1, die, false, false, {}};
            if (!view.is(wanted)) continue;  // the catalog says the SAI does nothing in this roll
            // A minor terrain's icon is no unit face: its row in minor/MinorIcons.cpp changes the controlling
            // army's rolls (army rolls only: in an individual roll it does nothing, which is modelled too).
            const auto* minor = findMinorIcon(sai.name);
            const bool handled =
                minor != nullptr ? minor->modifier.has_value()
                                 : definition != nullptr && view.is(definition->applies) &&
                                       definition->evaluate(view).unsupported.empty();
            std::string& list = handled ? done : notYet;
            list += (list.empty() ? "" : ", ") + std::string(probe.name);
        }
        if (definition != nullptr && !definition->notModelled.empty())
            notYet += (notYet.empty() ? "" : ", ") + std::string(definition->notModelled);
        if (done.empty() && notYet.empty()) {
            // Rolls no probe stands for (special rolls: Dispel Magic's face works outside every roll).
            (definition != nullptr ? done : notYet) = appliesText(wanted);
        }
        CoverageEntry e;
        e.kind = "sai";
        e.name = sai.name;
        e.status = notYet.empty() ? CoverageStatus::Checked
                   : done.empty() ? CoverageStatus::Unsupported
                                  : CoverageStatus::Partial;
        e.done = done;
        e.notYet = notYet;
        if (definition != nullptr) e.beyond = appliesText(static_cast<std::uint16_t>(definition->applies & ~wanted));
        out.push_back(std::move(e));
    }
}

// The catalog's "SFR/TSR Logo" row stands for the Logo faces, whose meaning is the die's own SAI (roll/FaceTable's
// logoSai: a champion's, medallion's or relic's). Its status is derived from the dice that carry a Logo face: checked
// once every such SAI is checked, and the SAIs that are not are listed as not yet.
void deriveLogoRow(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const auto row = std::find_if(out.begin(), out.end(),
                                  [](const CoverageEntry& e) { return e.kind == "sai" && e.name == "SFR/TSR Logo"; });
    if (row == out.end()) return;
    std::vector<std::string> done;
    std::vector<std::string> notYet;
    for (const auto& die : catalog.dice()) {
        if (std::none_of(die.faces.begin(), die.faces.end(), [](const domain::Face& f) { return f.icon == "Logo"; }))
            continue;
        const std::string sai = logoSai(die);
        const auto it = std::find_if(out.begin(), out.end(),
                                     [&](const CoverageEntry& e) { return e.kind == "sai" && e.name == sai; });
        const bool checked = sai != row->name && it != out.end() && it->status == CoverageStatus::Checked;
        auto& list = checked ? done : notYet;
        if (std::find(list.begin(), list.end(), sai) == list.end()) list.push_back(sai);
    }
    const auto join = [](std::vector<std::string> names) {
        std::sort(names.begin(), names.end());
        std::string text;
        for (const auto& n : names) text += (text.empty() ? "" : ", ") + n;
        return text;
    };
    row->status = notYet.empty() ? CoverageStatus::Checked
                  : done.empty() ? CoverageStatus::Unsupported
                                 : CoverageStatus::Partial;
    row->done = done.empty() ? "" : "as " + join(done);
    row->notYet = notYet.empty() ? "" : "as " + join(notYet);
}

void addSpells(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const SpellRegistry registry(catalog);
    for (const auto& spell : catalog.spells()) {
        const auto* definition = registry.find(spell.name);
        CoverageEntry e;
        e.kind = "spell";
        e.name = spell.name;
        e.species = spell.species;
        e.status =
            definition != nullptr && definition->modelled() ? CoverageStatus::Checked : CoverageStatus::Unsupported;
        if (e.status == CoverageStatus::Checked) e.done = std::string(definition->handler->family);
        out.push_back(std::move(e));
    }
}

void addAbilities(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    for (const auto& ability : catalog.abilities()) {
        CoverageEntry e;
        e.kind = "ability";
        e.name = ability.name;
        e.species = ability.species;
        const auto& rows = speciesCountsAsRows();
        if (std::any_of(rows.begin(), rows.end(), [&](const CountsAsRow& r) { return r.source == ability.name; })) {
            e.status = CoverageStatus::Checked;
            e.done = "roll/CountsAs.cpp (counts-as row)";
        }
        for (const auto& hook : abilityHooks()) {
            if (hook.ability != ability.name) continue;
            e.status = CoverageStatus::Checked;
            e.done = std::string(hook.where);
        }
        out.push_back(std::move(e));
    }
}

void addEighthFaces(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    for (const auto& face : catalog.eighthFaces()) {
        CoverageEntry e;
        e.kind = "eighth-face";
        e.name = face.name;
        e.species = face.kind;  // standard, advanced, minor
        for (const auto& hook : kEighthFaceHooks) {
            if (hook.name != face.name) continue;
            e.status = CoverageStatus::Checked;
            e.done = std::string(hook.where);
        }
        out.push_back(std::move(e));
    }
}

std::string joined(const std::vector<std::string>& parts, std::string_view separator = ", ") {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : std::string(separator)) + p;
    return out;
}

CoverageEntry entry(std::string kind, std::string name, std::string species, CoverageStatus status, std::string done,
                    std::string notYet = {}) {
    CoverageEntry e;
    e.kind = std::move(kind);
    e.name = std::move(name);
    e.species = std::move(species);
    e.status = status;
    e.done = std::move(done);
    e.notYet = std::move(notYet);
    return e;
}

// What a roll modifier does, in words ("melee results halved").
std::string describe(const RollModifier& m) {
    std::vector<std::string> types;
    for (RollType t : kRollTypes)
        if (hasType(m.types, t)) types.emplace_back(toString(t));
    const std::string what = m.types == kAllTypes ? std::string("all") : joined(types, " and ");
    switch (m.op) {
        case ModifierOp::Add:
            return what + " results +" + std::to_string(m.amount);
        case ModifierOp::Subtract:
            return what + " results -" + std::to_string(m.amount);
        case ModifierOp::Divide:
            return what + (m.amount == 2 ? " results halved" : " results divided by " + std::to_string(m.amount));
        case ModifierOp::Multiply:
            return what + (m.amount == 2 ? " results doubled" : " results multiplied by " + std::to_string(m.amount));
        case ModifierOp::IgnoreIds:
            return "ID results of " + what + " types ignored";
        case ModifierOp::DoubleIds:
            return what + " ID results doubled";
    }
    return what;
}

std::vector<const domain::Die*> diceOfKind(const domain::Catalog& catalog, domain::DieKind kind) {
    std::vector<const domain::Die*> out;
    for (const auto& d : catalog.dice())
        if (d.kind == kind) out.push_back(&d);
    return out;
}

// The icons the dice of a kind show, each once, in catalog order.
std::vector<std::string> iconsOf(const domain::Catalog& catalog, domain::DieKind kind) {
    std::vector<std::string> out;
    for (const auto* die : diceOfKind(catalog, kind))
        for (const auto& f : die->faces)
            if (std::find(out.begin(), out.end(), f.icon) == out.end()) out.push_back(f.icon);
    return out;
}

// The dragons by type and form (V4.01d Dragons, S0:L484-512): the engine's tables (muster/rules/engine/DragonRules.h)
// answer for a die of each: what summons it, its toughness, its breath's effects. Checked when every table answers.
void addDragonKinds(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    std::vector<std::string> seen;
    const auto dragons = diceOfKind(catalog, domain::DieKind::Dragon);
    const domain::ElementSet anyTerrain{domain::Element::Air, domain::Element::Earth, domain::Element::Fire,
                                        domain::Element::Water, domain::Element::Death};
    for (const auto* die : dragons) {
        std::string type(toString(die->dragonType));
        std::replace(type.begin(), type.end(), '_', ' ');
        const std::string name = type + " " + std::string(toString(die->form));
        if (std::find(seen.begin(), seen.end(), name) != seen.end()) continue;
        seen.push_back(name);
        std::vector<const domain::Die*> kind;
        for (const auto* d : dragons)
            if (d->dragonType == die->dragonType && d->form == die->form) kind.push_back(d);
        // Each die of the kind: what summons it (from a pool, and from a terrain), its breath's effects.
        std::string refusal;
        bool poolOnly = false;
        std::vector<std::string> breaths;
        std::string summoner;
        for (const auto* d : kind) {
            SummonMagic magic{"Summon Dragon", d->elements};
            if (d->isWhiteDragon()) magic = SummonMagic{"Summon White Dragon", {}, true};
            if (d->dragonType == domain::DragonType::Ivory) magic.elements = domain::ElementSet{domain::Element::Air};
            summoner = magic.name;
            if (const auto why = summonRefusal(*d, true, magic); !why.empty() && refusal.empty()) refusal = why;
            poolOnly = poolOnly || !summonRefusal(*d, false, magic).empty();
            for (const auto effect : breathEffects(*d, anyTerrain))
                if (std::find(breaths.begin(), breaths.end(), toString(effect)) == breaths.end())
                    breaths.emplace_back(toString(effect));
        }
        const bool answers = refusal.empty() && dragonToughness(*die, false) > 0 && !breaths.empty();
        const std::string done = "summoned by " + summoner + (poolOnly ? " from a Summoning Pool only" : "") +
                                 "; killed by " + std::to_string(dragonToughness(*die, false)) + " melee or missile (" +
                                 std::to_string(dragonToughness(*die, true)) + " after Belly); breath: " +
                                 (die->isWhiteDragon() ? "the terrain's elements' (" + joined(breaths) + ")"
                                                       : "its elements' (" + joined(breaths) + ")");
        out.push_back(entry("dragon-kind", name, std::to_string(kind.size()) + (kind.size() == 1 ? " die" : " dice"),
                            answers ? CoverageStatus::Checked : CoverageStatus::Unsupported,
                            answers ? done : std::string(), answers ? std::string() : refusal));
    }
}

// The icons on dragon dice (V4.01d Dragon Icons, S0:L584-623), read by the engine's tables.
void addDragonFaces(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    for (const auto& icon : iconsOf(catalog, domain::DieKind::Dragon)) {
        const DragonFace face = dragonFaceOf(icon);
        std::string done;
        switch (face) {
            case DragonFace::None:
                break;
            case DragonFace::Belly:
                done = "nothing; the dragon's automatic saves do not count";
                break;
            case DragonFace::Breath:
                done = "kills " + std::to_string(breathKills(false)) + " health-worth of the army (White " +
                       std::to_string(breathKills(true)) + "), then the breath's effect; against a dragon " +
                       std::to_string(dragonFaceDamage(face, false)) + " damage (White " +
                       std::to_string(dragonFaceDamage(face, true)) + ")" +
                       (dragonFaceRollsAgain(face, true) ? " and the dragon rolls again" : "");
                break;
            case DragonFace::Treasure:
                done = std::to_string(treasurePromotions(false)) + " promotion for the army (White " +
                       std::to_string(treasurePromotions(true)) + ")";
                break;
            default:
                done = std::to_string(dragonFaceDamage(face, false)) + " damage (White " +
                       std::to_string(dragonFaceDamage(face, true)) + ")" +
                       (dragonFaceRollsAgain(face, false) ? "; the dragon rolls again" : "") +
                       (face == DragonFace::Wing ? "; the dragon flies home after the attack" : "");
                break;
        }
        out.push_back(entry("dragon-face", icon, {},
                            face == DragonFace::None ? CoverageStatus::Unsupported : CoverageStatus::Checked, done));
    }
}

// Each element's breath (the catalog's breath effects, V4.01d Dragon Breath, S0:L600-607): the engine's effect for a
// dragon of that element and what it leaves on the army (dragons/DragonBreath).
void addBreaths(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const domain::ElementSet terrain{domain::Element::Air, domain::Element::Earth};  // a White Dragon's terrain
    for (const auto& b : catalog.breathEffects()) {
        domain::Die dragon;
        dragon.kind = domain::DieKind::Dragon;
        dragon.dragonType = b.element == domain::Element::Ivory   ? domain::DragonType::Ivory
                            : b.element == domain::Element::White ? domain::DragonType::White
                                                                  : domain::DragonType::Elemental;
        dragon.elements = domain::ElementSet{b.element};
        const auto effects = breathEffects(dragon, terrain);
        std::vector<std::string> what;
        for (const auto effect : effects) {
            const auto fx = DragonBreath::lastingEffect(effect, 0, 1, Location::pool());
            std::string text(toString(effect));
            if (effect == BreathEffect::DragonFire)
                text += ": the units it killed make a save roll; those without a save are buried";
            else if (fx.modifiers.empty())
                text += ": nothing more";
            for (const auto& m : fx.modifiers) text += ": " + describe(m) + " until the army's next turn";
            what.push_back(text);
        }
        std::string done = joined(what, "; ");
        if (dragon.isWhiteDragon()) {
            std::vector<std::string> names;
            for (const auto effect : effects) names.emplace_back(toString(effect));
            done = "Terrain Empathy: " + std::to_string(breathKills(true)) +
                   " health-worth killed in all, and the effect of each of the terrain's elements (an air and earth "
                   "terrain: " +
                   joined(names, " and ") + ")";
        }
        out.push_back(entry("breath", std::string(domain::toString(b.element)), {},
                            effects.empty() ? CoverageStatus::Unsupported : CoverageStatus::Checked, done));
    }
}

// Items (V4.01d Items, S0:L1266-1324): each item die, checked when every SAI it shows is (its Logo is the die's own
// SAI, roll/FaceTable's logoSai), partial when only some of its faces are known (the catalog's faces_unknown).
void addItems(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const auto saiStatus = [&](const std::string& name) {
        for (const auto& e : out)
            if (e.kind == "sai" && e.name == name) return e.status;
        return CoverageStatus::Unsupported;
    };
    const FaceTable faces(catalog);
    for (const auto& die : catalog.dice()) {
        if (!die.isItem()) continue;
        std::vector<std::string> done;
        std::vector<std::string> notYet;
        bool unknownFaces = false;
        for (int i = 0; i < faces.faceCount(die.id); ++i) {
            const auto& f = faces.face(die.id, i);  // as the engine reads it (a Logo or element face: the die's SAI)
            if (f.unknown || f.kind == FaceKind::Other) unknownFaces = true;
            if (f.kind != FaceKind::Sai) continue;
            const std::string& sai = catalog.sais()[static_cast<std::size_t>(f.sai)].name;
            auto& list = saiStatus(sai) == CoverageStatus::Checked ? done : notYet;
            if (std::find(list.begin(), list.end(), sai) == list.end()) list.push_back(sai);
        }
        if (unknownFaces) notYet.emplace_back("its faces other than the Logo (not in the catalog)");
        const auto status = notYet.empty() ? CoverageStatus::Checked
                            : done.empty() ? CoverageStatus::Unsupported
                                           : CoverageStatus::Partial;
        out.push_back(entry("item", die.name, std::string(domain::toString(die.kind)), status,
                            done.empty() ? "ID and icons" : "ID, icons, " + joined(done), joined(notYet)));
    }
}

// The icons of minor terrain dice (V4.01d Minor Terrains, S0:L1244-1255): their row in minor/MinorIcons.cpp.
void addMinorIcons(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    for (const auto& icon : iconsOf(catalog, domain::DieKind::MinorTerrain)) {
        const auto* row = findMinorIcon(icon);
        std::string done;
        if (row != nullptr) {
            if (row->turnsToAction) done = "turned to an action face of its owner's choice";
            if (row->action) done = "the army may take a " + std::string(toString(*row->action)) + " action";
            if (row->modifier) done = "the controlling army's " + describe(*row->modifier);
            if (row->disaster) done += "; buried when the army next marches";
        }
        out.push_back(entry("minor-icon", icon, {},
                            row != nullptr ? CoverageStatus::Checked : CoverageStatus::Unsupported, done));
    }
}

// The champions' logos (V4.01d Eldarim Champions, S0:L1361-1381; Dragonkin Champion, S0:L1199): what each does, asked
// of its SAI definition (each probe roll) and of champions/DragonBonds (the power against a dragon).
void addChampionActions(const domain::Catalog& catalog, std::vector<CoverageEntry>& out) {
    const SaiRegistry registry(catalog);
    const FaceTable faces(catalog);
    std::vector<std::string> seen;
    for (const auto& die : catalog.dice()) {
        if (die.size != domain::DieSize::Champion || die.kind != domain::DieKind::Unit) continue;
        const std::string sai = logoSai(die);
        if (std::find(seen.begin(), seen.end(), sai) != seen.end()) continue;
        seen.push_back(sai);
        std::vector<std::string> dice;
        for (const auto& d : catalog.dice())
            if (d.size == domain::DieSize::Champion && d.kind == domain::DieKind::Unit && logoSai(d) == sai)
                dice.push_back(d.name);
        const auto* definition = registry.find(faces.saiBySquashedName(squash(sai)));
        std::vector<std::string> actions;
        if (const auto power = DragonBonds::powerOf(sai))
            actions.push_back(std::string(toString(*power)) + " an attacking dragon" +
                              (*power == ChampionPower::Tame ? " (then ride it)" : ""));
        if (definition != nullptr) {
            if (definition->countsAsIdIcon) actions.emplace_back("an ID icon in the other rolls");
            for (const auto& probe : probes()) {
                const SaiRollView view{probe.spec, 4, die, false, false, {}};
                if (!view.is(definition->applies)) continue;
                const auto effect = definition->evaluate(view);
                if (effect.results[index(RollType::Save)] > 0 && probe.spec.purpose == RollPurpose::Individual)
                    actions.push_back(std::to_string(effect.results[index(RollType::Save)]) + " saves in an " +
                                      std::string(probe.name));
                if (effect.needsResolution)
                    actions.push_back("a choice in a " + std::string(probe.name) + " (a 'sai' line)");
            }
        }
        const bool modelled = definition != nullptr && !actions.empty();
        out.push_back(entry("champion", sai, joined(dice),
                            modelled ? CoverageStatus::Checked : CoverageStatus::Unsupported, joined(actions, "; ")));
    }
}

}  // namespace

std::string_view toString(CoverageStatus status) {
    switch (status) {
        case CoverageStatus::Checked:
            return "checked";
        case CoverageStatus::Partial:
            return "partial";
        case CoverageStatus::Unsupported:
            return "unsupported";
    }
    return "unsupported";
}

std::vector<CoverageEntry> RulesCoverage::of(const domain::Catalog& catalog) {
    std::vector<CoverageEntry> out;
    addSais(catalog, out);
    deriveLogoRow(catalog, out);
    addSpells(catalog, out);
    addAbilities(catalog, out);
    addEighthFaces(catalog, out);
    addDragonKinds(catalog, out);
    addDragonFaces(catalog, out);
    addBreaths(catalog, out);
    addItems(catalog, out);
    addMinorIcons(catalog, out);
    addChampionActions(catalog, out);
    return out;
}

std::string RulesCoverage::markdown(const std::vector<CoverageEntry>& entries) {
    struct Section {
        std::string_view kind;
        std::string_view title;
        std::string_view header;
    };
    static constexpr std::array sections = {
        Section{"sai", "SAIs", "| SAI | status | rolls checked | rolls not yet |\n|---|---|---|---|\n"},
        Section{"spell", "Spells", "| spell | species | status | handler |\n|---|---|---|---|\n"},
        Section{"ability", "Species abilities", "| ability | species | status | where |\n|---|---|---|---|\n"},
        Section{"eighth-face", "Eighth faces", "| eighth face | kind | status | where |\n|---|---|---|---|\n"},
        Section{"dragon-kind", "Dragon kinds",
                "| dragon | dice | status | what the engine's tables give |\n|---|---|---|---|\n"},
        Section{"dragon-face", "Dragon faces", "| icon | | status | what it does |\n|---|---|---|---|\n"},
        Section{"breath", "Breaths", "| element | | status | effect on the army |\n|---|---|---|---|\n"},
        Section{"item", "Items", "| item | kind | status | checked | not yet |\n|---|---|---|---|---|\n"},
        Section{"minor-icon", "Minor terrain icons", "| icon | | status | what it does |\n|---|---|---|---|\n"},
        Section{"champion", "Champion actions", "| logo | champions | status | what it does |\n|---|---|---|---|\n"},
    };
    std::string md =
        "# Rules coverage\n\n"
        "Generated by `muster-cli rules coverage` from the catalog and the rules engine's registries; do not edit "
        "(the test `RulesCoverage.CommittedPageIsCurrent` fails when this page is out of date; regenerate it with "
        "`muster-cli rules coverage > docs/rules-coverage.md`).\n\n"
        "*checked*: `muster-cli verify` checks every use; *partial*: the roll types listed as not yet make a log "
        "`unsupported`; *unsupported*: any use makes a log `unsupported` (never silently ignored).\n";
    for (const auto& section : sections) {
        int counts[3] = {0, 0, 0};
        std::string rows;
        for (const auto& e : entries) {
            if (e.kind != section.kind) continue;
            ++counts[static_cast<int>(e.status)];
            const std::string status(toString(e.status));
            if (section.kind == "sai")
                rows += "| " + e.name + " | " + status + " | " + e.done + " | " + e.notYet + " |\n";
            else if (section.kind == "item")
                rows += "| " + e.name + " | " + e.species + " | " + status + " | " + e.done + " | " + e.notYet + " |\n";
            else if (e.status != CoverageStatus::Checked && !e.notYet.empty())
                rows += "| " + e.name + " | " + e.species + " | " + status + " | " + e.notYet + " |\n";
            else
                rows += "| " + e.name + " | " + e.species + " | " + status + " | " + e.done + " |\n";
        }
        md += "\n## " + std::string(section.title) + "\n\n" + std::to_string(counts[0]) + " checked, " +
              std::to_string(counts[1]) + " partial, " + std::to_string(counts[2]) + " unsupported.\n\n" +
              std::string(section.header) + rows;
    }
    return md;
}

}  // namespace muster::rules::engine
