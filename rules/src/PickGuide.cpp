#include "muster/rules/PickGuide.h"

#include <algorithm>

namespace muster::rules {

using domain::DieKind;
using domain::RosterSection;

namespace {

bool sameFinding(const Finding& a, const Finding& b) {
    return a.rule == b.rule && a.army == b.army && a.severity == b.severity && a.message == b.message;
}

// Whether `after` (the roster with `die` added) breaks the limit of `finding`'s rule where `before` kept it.
// Limits with an exact amount (force size, dragons) count only when the addition goes over; where a die may be
// and which dice an edition or format allows, when the finding names the added die; the others when the
// addition brings a finding the roster did not have, or makes one worse (its message changes: more points, more
// health, more copies).
bool breaks(const Finding& finding, const std::string& die, const ValidationReport& before,
            const ValidationReport& after) {
    if (finding.severity != Severity::Error || !PickGuide::isAddLimit(finding.rule)) return false;
    const ForceTotals& t = after.totals;
    switch (finding.rule) {
        case RuleId::ForceTotal:
            return t.forceSize > 0 && t.points > t.allowedTotal;
        case RuleId::DragonCount:
            return t.dragonsBrought > t.dragonsRequired;
        case RuleId::Placement:
        case RuleId::ComponentNotAllowed:
            return std::find(finding.dice.begin(), finding.dice.end(), die) != finding.dice.end();
        default:
            return std::none_of(before.findings.begin(), before.findings.end(),
                                [&finding](const Finding& old) { return sameFinding(old, finding); });
    }
}

}  // namespace

bool PickGuide::isAddLimit(RuleId rule) {
    switch (rule) {
        case RuleId::ForceTotal:
        case RuleId::ArmyLimit:
        case RuleId::DragonCount:
        case RuleId::DragonkinLimit:
        case RuleId::Placement:
        case RuleId::MinorTerrainLimit:
        case RuleId::ItemCarrying:
        case RuleId::ComponentNotAllowed:
        case RuleId::FormatLimit:
            return true;
        case RuleId::UnknownDie:
        case RuleId::ArmyEmpty:
        case RuleId::Terrains:
        case RuleId::AdvancedTerrainHome:
            return false;
    }
    return false;
}

std::vector<PickAdvice> PickGuide::advise(const domain::Roster& roster, RosterSection target,
                                          const ValidationOptions& options) const {
    const domain::Catalog& catalog = validator_.catalog();
    std::vector<PickAdvice> advice(catalog.dice().size());
    const ValidationReport before = validator_.validate(roster, options);
    // One working copy: each die is pushed onto its section, checked and taken off again.
    domain::Roster trial = roster;
    ValidationReport after;
    for (const domain::Die& die : catalog.dice()) {
        PickAdvice& out = advice[die.id];
        if (die.isMajorTerrain()) continue;
        const bool poolDie = die.kind == DieKind::Dragon || die.kind == DieKind::MinorTerrain || die.isDragonkin();
        out.section = poolDie ? RosterSection::SummoningPool : target;
        auto& entries = trial.section(out.section);
        entries.push_back(domain::RosterEntry{std::string(), 1, die.id, 0});  // resolved: checks name it by its id
        validator_.validate(trial, options, after);
        entries.pop_back();
        for (Finding& finding : after.findings) {
            if (!breaks(finding, die.name, before, after)) continue;
            const bool seen = std::any_of(out.limits.begin(), out.limits.end(),
                                          [&finding](const Finding& f) { return f.rule == finding.rule; });
            if (!seen) out.limits.push_back(std::move(finding));
        }
    }
    return advice;
}

}  // namespace muster::rules
