#include "sai/SaiRegistry.h"

#include <stdexcept>

#include "EngineContext.h"
#include "roll/FaceTable.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

std::uint16_t parseApplies(const std::vector<std::string>& types) {
    std::uint16_t out = 0;
    for (const auto& t : types) {
        if (t == "melee")
            out |= AppliesMelee;
        else if (t == "missile")
            out |= AppliesMissile;
        else if (t == "save")
            out |= AppliesSave;
        else if (t == "save_vs_melee")
            out |= AppliesSaveVsMelee;
        else if (t == "magic")
            out |= AppliesMagic;
        else if (t == "non_maneuver")
            out |= AppliesNonManeuver;
        else if (t == "maneuver")
            out |= AppliesManeuver;
        else if (t == "individual")
            out |= AppliesIndividual;
        else if (t == "any")
            out |= AppliesAny;
        else if (t == "special")
            out |= AppliesSpecial;
        else if (t == "dragon")
            out |= AppliesDragon;
    }
    return out;
}

std::string appliesText(std::uint16_t applies) {
    static const std::pair<std::uint16_t, const char*> names[] = {
        {AppliesMelee, "melee"},       {AppliesMissile, "missile"},
        {AppliesSave, "save"},         {AppliesSaveVsMelee, "save_vs_melee"},
        {AppliesMagic, "magic"},       {AppliesNonManeuver, "non_maneuver"},
        {AppliesManeuver, "maneuver"}, {AppliesIndividual, "individual"},
        {AppliesAny, "any"},           {AppliesSpecial, "special"},
        {AppliesDragon, "dragon"}};
    std::string out;
    for (const auto& [bit, name] : names)
        if (applies & bit) out += (out.empty() ? "" : ",") + std::string(name);
    return out;
}

bool SaiRollView::is(std::uint16_t mask) const {
    const bool countsSave = spec.counts1(RollType::Save);
    const bool countsManeuver = spec.counts1(RollType::Maneuver);
    if ((mask & AppliesAny) != 0) return true;
    if ((mask & AppliesMelee) && spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Melee) return true;
    if ((mask & AppliesMissile) && spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Missile)
        return true;
    if ((mask & AppliesSave) && countsSave && spec.purpose != RollPurpose::DragonResponse) return true;
    if ((mask & AppliesSaveVsMelee) && spec.saveAgainst(AttackKind::Melee)) return true;
    if ((mask & AppliesMagic) && spec.counts1(RollType::Magic)) return true;
    if ((mask & AppliesNonManeuver) && !countsManeuver && spec.purpose != RollPurpose::Special) return true;
    if ((mask & AppliesManeuver) && countsManeuver) return true;
    if ((mask & AppliesIndividual) && spec.purpose == RollPurpose::Individual) return true;
    if ((mask & AppliesDragon) && spec.purpose == RollPurpose::DragonResponse) return true;
    return false;
}

SaiRegistry::SaiRegistry(const domain::Catalog& catalog) : catalog_(catalog), bySai_(catalog.sais().size(), -1) {
    registerResultSais(*this);
    registerDamageSais(*this);
    registerManeuverTestSais(*this);
    registerSaveOrDieSais(*this);
    registerReRollSais(*this);
    registerCounterSais(*this);
    registerHinderSais(*this);
    registerStrikeSais(*this);
    registerArmyEffectSais(*this);
    registerStatusSais(*this);
    registerLastingArmySais(*this);
    registerDelayedSais(*this);
    registerKillSais(*this);
    registerReturnSais(*this);
    registerDragonkinSais(*this);
    registerChampionLogoSais(*this);
    registerItemSais(*this);
}

const std::string& SaiRegistry::name(int sai) const {
    return catalog_.sais().at(static_cast<std::size_t>(sai)).name;
}

bool SaiRegistry::showsIdIcon(const ResolvedFace& face, bool individualSave) const {
    if (face.kind == FaceKind::Id) return true;
    if (face.kind != FaceKind::Sai || individualSave) return false;
    const auto* definition = find(face.sai);
    return definition != nullptr && definition->countsAsIdIcon;
}

void SaiRegistry::add(const SaiDefinition& definition) {
    const auto* sai = catalog_.findSai(definition.name);
    if (sai == nullptr)
        throw std::logic_error("SAI definition for an SAI the catalog does not have: " + std::string(definition.name));
    const auto index = static_cast<std::size_t>(sai - catalog_.sais().data());
    if (bySai_[index] >= 0) throw std::logic_error("SAI defined twice: " + std::string(definition.name));
    bySai_[index] = static_cast<int>(definitions_.size());
    definitions_.push_back(definition);
}

void runAfterRoll(Ctx& ctx, const RollSpec& spec, const RollEvaluation& eval) {
    for (const auto& d : eval.dice) {
        if (d.face.kind != FaceKind::Sai) continue;
        const auto* def = ctx.data.sais.find(d.face.sai);
        if (def == nullptr || def->afterRoll == nullptr) continue;
        const SaiRollView view{spec, d.face.amount, ctx.die(d.piece), false, d.item, {}};
        if (!def->evaluate(view).applies) continue;
        def->afterRoll(ctx, spec, d.piece, d.face.amount);
    }
}

}  // namespace muster::rules::engine
