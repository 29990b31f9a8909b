#include "muster/services/RosterLibrary.h"

#include "muster/db/DatabaseError.h"
#include "muster/db/RosterRepository.h"
#include "muster/domain/Catalog.h"
#include "muster/domain/RosterIO.h"

namespace muster::services {

int RosterLibrary::save(const domain::Roster& roster) {
    return db::RosterRepository(db_).save(roster, catalog_.revision()).version;
}

std::vector<LibraryRoster> RosterLibrary::list() {
    std::vector<LibraryRoster> out;
    for (const auto& r : db::RosterRepository(db_).list()) out.push_back({r.name, r.player, r.forceSize, r.version});
    return out;
}

domain::Roster RosterLibrary::load(const std::string& name) {
    const auto saved = db::RosterRepository(db_).find(name);
    if (!saved) throw db::RecordError("there is no saved roster named '" + name + "'");
    return domain::RosterIO::parseJson(saved->content, catalog_,
                                       "roster '" + saved->name + "' v" + std::to_string(saved->version) +
                                           " in the roster library");
}

}  // namespace muster::services
