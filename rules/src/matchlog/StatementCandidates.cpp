// The legal-log generator's move generator (StatementCandidates.h): the table of makers, one per statement kind. The
// makers live in family files under candidates/ (setup and turns, marches, rolls, SAIs and items, magic, eighth faces
// and species abilities, dragons), with their shared helpers and the dice throws; candidates/Candidates.h lists them.
#include "StatementCandidates.h"

#include "candidates/Candidates.h"

namespace muster::rules::matchlog {

using engine::EventKind;
using engine::Expectation;
StatementCandidates::StatementCandidates() : makers_(engine::kEventKindCount) {
    auto add = [this](EventKind kind, CandidateMaker maker) {
        makers_[static_cast<std::size_t>(kind)] = std::move(maker);
    };
    add(EventKind::HordeRoll, candidates::hordeRoll);
    add(EventKind::Choose, candidates::choose);
    add(EventKind::FrontierPick, candidates::frontierPick);
    add(EventKind::Place, candidates::place);
    add(EventKind::StartRoll, candidates::startRoll);
    add(EventKind::Turn, candidates::turn);
    add(EventKind::Result, candidates::result);
    add(EventKind::March, candidates::march);
    add(EventKind::Maneuver, candidates::maneuver);
    add(EventKind::TerrainTurn, candidates::terrainTurn);
    add(EventKind::Minor, candidates::minor);
    add(EventKind::MinorFace, candidates::minorFaceChoice);
    add(EventKind::Charge, candidates::charge);
    add(EventKind::Castle, candidates::castle);
    add(EventKind::Grove, candidates::grove);
    add(EventKind::Lair, candidates::lair);
    add(EventKind::Action, candidates::action);
    add(EventKind::Roll, candidates::roll);
    add(EventKind::Kill, candidates::kill);
    add(EventKind::Sai, candidates::sai);
    add(EventKind::Cast, candidates::cast);
    add(EventKind::Resolve, candidates::resolve);
    add(EventKind::Phase, candidates::phase);
    add(EventKind::City, candidates::city);
    add(EventKind::Temple, candidates::temple);
    add(EventKind::Feralize, candidates::feralize);
    add(EventKind::WintersFortitude, candidates::wintersFortitude);
    add(EventKind::DragonkinHandlers, candidates::dragonkinHandlers);
    add(EventKind::Mutate, candidates::mutate);
    add(EventKind::MutateGain, candidates::mutateGain);
    add(EventKind::SteppedDamage, candidates::stepDown);
    add(EventKind::Plague, candidates::plague);
    add(EventKind::Return, candidates::returnUnits);
    add(EventKind::Grow, candidates::grow);
    add(EventKind::Mire, candidates::mire);
    add(EventKind::AirFlight, candidates::airFlight);
    add(EventKind::CounterAttack, candidates::counterAttack);
    add(EventKind::FoulStench, candidates::foulStench);
    add(EventKind::Reinforce, candidates::reinforce);
    add(EventKind::Retreat, candidates::retreat);
    add(EventKind::DragonAttack, candidates::dragonAttack);
    add(EventKind::DragonTarget, candidates::dragonTarget);
    add(EventKind::Treasure, candidates::treasure);
    add(EventKind::DragonDamage, candidates::dragonDamage);
    add(EventKind::Promote, candidates::promote);
    add(EventKind::BuryItem, candidates::buryItem);
    add(EventKind::CarryItem, candidates::carryItem);
    add(EventKind::Tame, candidates::tame);
    add(EventKind::Slay, candidates::slay);
    add(EventKind::Control, candidates::control);
    add(EventKind::Ride, candidates::ride);
}

void StatementCandidates::make(EventKind kind, const CandidateContext& context, const Expectation& expectation,
                               std::vector<Candidate>& out) const {
    const auto& maker = makers_[static_cast<std::size_t>(kind)];
    if (!maker) return;
    std::vector<Candidate> mine;
    maker(context, expectation, mine);
    out.insert(out.end(), mine.begin(), mine.end());
}

bool StatementCandidates::has(EventKind kind) const {
    return static_cast<bool>(makers_[static_cast<std::size_t>(kind)]);
}

}  // namespace muster::rules::matchlog
