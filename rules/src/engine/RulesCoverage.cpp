#include "muster/rules/engine/RulesCoverage.h"

#include <algorithm>
#include <array>

#include "abilities/AbilityHooks.h"
#include "minor/MinorIcons.h"
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
    EighthFaceHook{"Temple", "flow/TurnFrame.cpp (bury from a DUA); flow/MagicFrame.cpp (no opponent's death magic on its army)"},
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
