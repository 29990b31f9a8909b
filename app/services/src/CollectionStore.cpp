#include "muster/services/CollectionStore.h"

#include "muster/db/CollectionIO.h"
#include "muster/db/CollectionRepository.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::services {

std::vector<CollectionInfo> CollectionStore::list() {
    db::CollectionRepository repository(db_);
    auto stored = repository.list();
    if (stored.empty()) {
        repository.ensure(kDefaultName);
        stored = repository.list();
    }
    std::vector<CollectionInfo> out;
    for (const auto& c : stored) out.push_back({c.name, c.kinds, c.total});
    return out;
}

void CollectionStore::create(const std::string& name) { db::CollectionRepository(db_).ensure(name); }

std::map<std::string, int> CollectionStore::counts(const std::string& name) {
    if (const auto collection = db::CollectionRepository(db_).find(name)) return collection->dice;
    return {};
}

void CollectionStore::setCount(const std::string& collection, const std::string& dieName, int count) {
    db::CollectionRepository repository(db_);
    db_.write("changing collection '" + collection + "'", [&] {
        int now = 0;
        if (const auto c = repository.find(collection)) {
            if (const auto it = c->dice.find(dieName); it != c->dice.end()) now = it->second;
        }
        if (count > now) repository.add(collection, dieName, count - now);
        if (count < now) repository.remove(collection, dieName, now - count);
    });
}

std::int64_t CollectionStore::importFile(const std::string& path, const std::string& collection, bool replace) {
    db::Collection read = db::CollectionIO::parse(domain::readFile(path), catalog_, path);
    read.name = collection;
    db::CollectionRepository(db_).store(read, replace);
    return read.totalDice();
}

void CollectionStore::exportFile(const std::string& collection, const std::string& path) {
    db::Collection stored;
    if (const auto found = db::CollectionRepository(db_).find(collection)) stored = *found;
    stored.name = collection;
    const bool json = domain::text::toLower(path).ends_with(".json");
    domain::writeFileAtomically(path, json ? db::CollectionIO::toJson(stored) : db::CollectionIO::toCsv(stored));
}

}  // namespace muster::services
