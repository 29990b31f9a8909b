#include "ForceSampler.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "muster/rules/engine/RulesCoverage.h"
#include "roll/FaceTable.h"

namespace muster::rules::matchlog {

namespace {

template <class T>
const T& pick(const std::vector<T>& from, std::mt19937_64& rng) {
    return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(rng)];
}

int randomInt(int lo, int hi, std::mt19937_64& rng) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

}  // namespace

ForceSampler::ForceSampler(const domain::Catalog& catalog) : catalog_(catalog), validator_(catalog) {
    std::map<std::string, int> rollable;  // species -> unit dice with known faces
    std::map<std::string, bool> unknown;  // species -> some die's faces are not known
    // Items whose SAIs the engine checks in every roll, so that fielding them rarely stops a game.
    std::set<std::string, std::less<>> playableSais;
    // The elemental Eldarim champions' logo: an ID worth two in every roll but the dragon attack.
    const std::set<std::string, std::less<>> playableLogos = {"Dragonmaster Logo", "Dragonhunter Logo",
                                                              "Dragonzealot Logo"};
    for (const auto& entry : engine::RulesCoverage::of(catalog))
        if (entry.kind == "sai" && entry.status == engine::CoverageStatus::Checked) playableSais.insert(entry.name);
    for (const auto& die : catalog.dice()) {
        if (die.kind == domain::DieKind::Terrain && !die.advanced) terrains_.push_back(die.id);
        if (die.kind == domain::DieKind::Terrain && die.advanced &&
            (die.eighthFace == "Castle" || die.eighthFace == "Grove" || die.eighthFace == "Vortex" ||
             die.eighthFace == "Dragon's Lair"))
            advancedFrontiers_.push_back(die.id);
        if (die.kind == domain::DieKind::Dragon && !die.isWhiteDragon() && !die.facesUnknown)
            dragons_.push_back(die.id);
        if (die.kind == domain::DieKind::Dragon && die.isWhiteDragon() && !die.facesUnknown) whites_.push_back(die.id);
        // Small and medium Dragonkin (their faces are ID, Belly, melee and maneuver; Breath and the champions'
        // SAIs are not modelled yet).
        if (die.isDragonkin() && !die.facesUnknown && die.health <= 2) dragonkin_.push_back(die.id);
        if (die.kind == domain::DieKind::MinorTerrain && !die.facesUnknown) minorTerrains_.push_back(die.id);
        if (die.kind == domain::DieKind::Medallion || die.kind == domain::DieKind::Relic) exclusiveItems_.push_back(die.id);
        if ((die.kind == domain::DieKind::Equipment && die.size != domain::DieSize::Medium) ||
            die.kind == domain::DieKind::Artifact)
            if (!die.facesUnknown && std::all_of(die.faces.begin(), die.faces.end(), [&](const domain::Face& f) {
                    return catalog.findSai(f.icon) == nullptr || playableSais.count(f.icon) > 0;
                }))
                items_.push_back(die.id);
        if (die.kind != domain::DieKind::Unit || die.species.empty()) continue;
        if (die.facesUnknown) unknown[die.species] = true;
        if (die.size != domain::DieSize::Champion) ++rollable[die.species];
        if (die.size == domain::DieSize::Champion && !die.isDragonkin() && !die.facesUnknown) {
            bool playable = true;
            for (const auto& f : die.faces) {
                if (f.icon == "Logo") {
                    playable = playable && playableLogos.count(engine::logoSai(die)) > 0;  // the champion's own
                } else if (catalog.findSai(f.icon) != nullptr && playableSais.count(f.icon) == 0) {
                    playable = false;
                }
            }
            if (playable) champions_[die.species].push_back(die.id);
        }
    }
    for (const auto& s : catalog.species())
        if (rollable[s.name] >= 6 && !unknown[s.name] && s.name != "Dragonkin") species_.push_back(s.name);
    if (species_.empty() || terrains_.empty() || dragons_.empty())
        throw std::runtime_error("the catalog has no playable species, terrain or dragon");
}

SampledForce ForceSampler::sample(const std::string& species, int forceSize, int playersInGame, std::mt19937_64& rng,
                                  bool championsFirst, bool exclusiveItems) const {
    std::vector<domain::DieId> units;
    for (const auto& die : catalog_.dice())
        if (die.kind == domain::DieKind::Unit && die.species == species && die.size != domain::DieSize::Champion &&
            !die.facesUnknown && die.health > 0)
            units.push_back(die.id);
    if (units.empty()) throw std::runtime_error("no unit dice of the species '" + species + "'");
    // Eldarim field the white champions whose dice the engine checks in every roll (Dragonlord, Dragonslayer), so
    // that dragon attacks meet their tame and slay powers (the Dragoncrusader's Bash is not checked against dragons).
    if (species == "Eldarim")
        for (const char* name : {"Eldarim Dragonlord", "Eldarim Dragonslayer"})
            if (const auto id = catalog_.findDie(name)) units.push_back(*id);
    if (species == "Eldarim" && championsFirst) addChampions(units, rng);
    // Items the species can carry (any unit's carry mask holds the item's element).
    const auto& facts = validator_.dieFacts();
    unsigned carry = 0;
    for (const auto id : units) carry |= facts[static_cast<std::size_t>(id)].carryMask;
    std::vector<domain::DieId> items;
    for (const auto id : items_)
        if ((carry & (1U << facts[static_cast<std::size_t>(id)].itemElement)) != 0) items.push_back(id);
    const bool withItems = !items.empty() && std::uniform_int_distribution<int>(0, 2)(rng) == 0;
    const int half = forceSize / 2;
    for (int attempt = 0; attempt < 200; ++attempt) {
        SampledForce force;
        force.species = species;
        force.home = pick(terrains_, rng);
        force.frontier = pick(terrains_, rng);
        // Points per army: each at most half the force, together the whole force.
        std::array<int, 3> points{};
        points[0] = randomInt(std::max(1, forceSize / 4), half, rng);
        points[1] =
            randomInt(std::max(1, forceSize - points[0] - half), std::min(half, forceSize - points[0] - 1), rng);
        points[2] = forceSize - points[0] - points[1];
        if (points[2] < 1 || points[2] > half) continue;
        bool filled = true;
        // One champion in a third of the forces of a species that has playable ones, drawn from a copy of the
        // generator (the other species' forces draw as before).
        std::size_t championArmy = 3;
        domain::DieId champion = 0;
        if (const auto it = champions_.find(species); it != champions_.end()) {
            auto copy = rng;
            if (randomInt(0, 2, copy) == 0) {
                championArmy = static_cast<std::size_t>(randomInt(0, 2, copy));
                champion = pick(it->second, copy);
                if (catalog_.die(champion).health > points[championArmy]) championArmy = 3;
            }
        }
        // Medallions and relics, drawn from a copy of the generator (none below 36 points: 24-point forces as before).
        const auto exclusive = drawExclusiveItems(points, forceSize, exclusiveItems, rng);
        for (std::size_t a = 0; a < 3 && filled; ++a) {
            int left = points[a];
            if (a == championArmy) {
                force.armies[a].push_back(champion);
                left -= catalog_.die(champion).health;
            }
            for (const auto id : exclusive[a]) left -= facts[static_cast<std::size_t>(id)].points;
            int itemsLeft = withItems ? randomInt(0, 2, rng) : 0;
            for (int guard = 0; left > 0 && guard < 100; ++guard) {
                const bool item = itemsLeft > 0 && left > 2 && !force.armies[a].empty();
                const auto id = item ? pick(items, rng) : pick(units, rng);
                const int cost = item ? facts[static_cast<std::size_t>(id)].points : catalog_.die(id).health;
                if (item) --itemsLeft;
                if (cost > left) continue;
                force.armies[a].push_back(id);
                left -= cost;
            }
            filled = left == 0;
            force.armies[a].insert(force.armies[a].end(), exclusive[a].begin(), exclusive[a].end());
        }
        if (!filled) continue;
        for (int d = 0; d < (forceSize + 23) / 24; ++d) force.pool.push_back(pick(dragons_, rng));
        // Half of the forces of 48 points or more bring a White Dragon for two of them (Summon White Dragon), drawn
        // from a copy of the generator so that the 24-point games do not change.
        if (auto copy = rng; forceSize >= 48 && !whites_.empty() && std::bernoulli_distribution(0.5)(copy)) {
            force.pool.resize(force.pool.size() - 2);
            force.pool.push_back(pick(whites_, copy));
        }
        addDragonkin(force, forceSize, rng);
        addMinorTerrains(force, rng);
        proposeAdvancedFrontier(force, rng);
        if (legal(force, forceSize, playersInGame)) return force;
    }
    throw std::runtime_error("no legal " + std::to_string(forceSize) + "-point force of " + species +
                             " came out of 200 tries");
}

// In half of the forces of 36 points or more (always, when asked) one medallion or relic, now and then two, each in an
// army drawn at random (or the next one) whose points leave room for at least two more for its units (the validator then checks that each has a unit
// carrying nothing else). Drawn from a copy of the generator, like the Dragonkin.
std::array<std::vector<domain::DieId>, 3> ForceSampler::drawExclusiveItems(const std::array<int, 3>& points,
                                                                           int forceSize, bool always,
                                                                           const std::mt19937_64& rng) const {
    std::array<std::vector<domain::DieId>, 3> out;
    if (forceSize < 36 || exclusiveItems_.empty()) return out;
    std::mt19937_64 draw = rng;
    draw.discard(577);
    const int roll = randomInt(0, 9, draw);
    const int count = roll < 4 ? 1 : roll == 4 ? 2 : always ? 1 + roll % 2 : 0;
    const auto& facts = validator_.dieFacts();
    for (int i = 0; i < count; ++i) {
        const auto id = pick(exclusiveItems_, draw);
        const auto first = static_cast<std::size_t>(randomInt(0, 2, draw));
        for (std::size_t k = 0; k < 3; ++k) {  // the army drawn, or the next one with room
            const std::size_t a = (first + k) % 3;
            int used = 0;
            for (const auto other : out[a]) used += facts[static_cast<std::size_t>(other)].points;
            if (points[a] - used - facts[static_cast<std::size_t>(id)].points <
                2 * (static_cast<int>(out[a].size()) + 1))
                continue;
            out[a].push_back(id);
            break;
        }
    }
    return out;
}

// Up to four Dragonkin within the allowance (one health per full three points, V4.01d Dragonkin), drawn from a
// copy of the generator so that the rest of the force (and of the game's draws) does not depend on them.
void ForceSampler::addDragonkin(SampledForce& force, int forceSize, const std::mt19937_64& rng) const {
    if (dragonkin_.empty()) return;
    std::mt19937_64 kin = rng;
    kin.discard(97);
    // Dragonkin of the elements of the force's magic users, whose magic can summon and evolve them.
    domain::ElementSet elements;
    for (const auto& army : force.armies)
        for (const auto id : army) {
            const auto& die = catalog_.die(id);
            if (std::none_of(die.faces.begin(), die.faces.end(),
                             [](const domain::Face& f) { return f.icon == "Magic"; }))
                continue;
            for (const auto e : {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                 domain::Element::Fire, domain::Element::Water})
                if (die.elements.contains(e)) elements.insert(e);
        }
    std::vector<domain::DieId> fitting;
    for (const auto id : dragonkin_)
        if (catalog_.die(id).elements.intersects(elements)) fitting.push_back(id);
    if (fitting.empty()) fitting = dragonkin_;
    int left = forceSize / 3;
    // Eldarim, whose abilities and spells handle Dragonkin, always bring some; other forces a third of the time.
    const bool eldarim = force.species == "Eldarim";
    const int dice = eldarim ? randomInt(2, 4, kin) : randomInt(0, 2, kin) == 0 ? randomInt(1, 3, kin) : 0;
    for (int i = 0; i < dice; ++i) {
        const auto id = pick(fitting, kin);
        const int health = catalog_.die(id).health;
        if (health > left) continue;
        force.pool.push_back(id);
        left -= health;
        // Half the time a Dragonkin one health larger, for promotions (Evolve Dragonkin, Dragonkin Handlers).
        if (health > 1 || (!eldarim && randomInt(0, 1, kin) == 0)) continue;
        for (const auto other : fitting)
            if (catalog_.die(other).health == 2 && left >= 2 &&
                catalog_.die(other).elements == catalog_.die(id).elements) {
                force.pool.push_back(other);
                left -= 2;
                break;
            }
    }
}

// Half the forces bring one to three minor terrains (V4.01d Minor Terrains: at most the terrains in the game plus
// one, S0:L1218), most of them sharing an element with the force's own terrains so that they can enter play; drawn
// from a copy of the generator like the Dragonkin.
void ForceSampler::addMinorTerrains(SampledForce& force, const std::mt19937_64& rng) const {
    if (minorTerrains_.empty()) return;
    std::mt19937_64 minor = rng;
    minor.discard(193);
    if (randomInt(0, 1, minor) == 0) return;
    std::vector<domain::DieId> fitting;
    for (const auto id : minorTerrains_)
        if (catalog_.die(id).elements.intersects(catalog_.die(force.home).elements) ||
            catalog_.die(id).elements.intersects(catalog_.die(force.frontier).elements))
            fitting.push_back(id);
    if (fitting.empty()) fitting = minorTerrains_;
    const int dice = randomInt(1, 3, minor);
    for (int i = 0; i < dice; ++i)
        force.pool.push_back(pick(randomInt(0, 4, minor) == 0 ? minorTerrains_ : fitting, minor));
}

// One force in three proposes an advanced terrain (Castle, Dragon's Lair, Grove or Vortex) as the frontier, drawn
// from a copy of the generator like the Dragonkin.
void ForceSampler::proposeAdvancedFrontier(SampledForce& force, const std::mt19937_64& rng) const {
    if (advancedFrontiers_.empty()) return;
    std::mt19937_64 advanced = rng;
    advanced.discard(389);
    if (randomInt(0, 2, advanced) == 0) force.frontier = pick(advancedFrontiers_, advanced);
}

bool ForceSampler::legal(const SampledForce& force, int forceSize, int playersInGame) const {
    domain::Roster roster;
    roster.edition = "v4.01d";
    roster.forceSize = forceSize;
    roster.playersInGame = playersInGame;
    roster.homeTerrain = catalog_.die(force.home).name;
    roster.homeTerrainDie = force.home;
    roster.frontierTerrain = catalog_.die(force.frontier).name;
    roster.frontierTerrainDie = force.frontier;
    for (std::size_t a = 0; a < 4; ++a) {
        const auto& dice = a < 3 ? force.armies[a] : force.pool;
        for (const auto id : dice) roster.sections[a].push_back({catalog_.die(id).name, 1, id, 0});
    }
    ValidationOptions options;
    options.edition = Edition::V401d;
    options.playersInGame = playersInGame;
    return validator_.validate(roster, options).legal();
}

}  // namespace muster::rules::matchlog
