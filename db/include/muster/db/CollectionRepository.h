#pragma once
// Collections in the database. Each method is one transaction.
#include <optional>
#include <string>
#include <vector>

#include "muster/db/Collection.h"
#include "muster/db/Database.h"

namespace muster::db {

class CollectionRepository {
  public:
    explicit CollectionRepository(Database& database) : db_(database) {}

    [[nodiscard]] std::vector<CollectionSummary> list();
    [[nodiscard]] std::optional<Collection> find(const std::string& name);
    // Throws RecordError naming the collection when it does not exist.
    [[nodiscard]] Collection get(const std::string& name);

    // Creates an empty collection (no-op when it exists); returns its id.
    std::int64_t ensure(const std::string& name);
    // Adds `count` of a die (creating the collection if needed); returns the new count.
    int add(const std::string& collection, const std::string& dieName, int count);
    // Removes `count` of a die; RecordError when the collection holds fewer. Returns the new count.
    int remove(const std::string& collection, const std::string& dieName, int count);
    // Replaces the whole content (import --replace) or adds to it (merge).
    void store(const Collection& collection, bool replace);
    // Deletes the collection; false when there was none.
    bool erase(const std::string& name);

  private:
    Database& db_;
};

}  // namespace muster::db
