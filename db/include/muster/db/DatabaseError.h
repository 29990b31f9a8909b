#pragma once
// Errors of the storage layer. Every one names the database file and says what went wrong, so that the
// command line and the desktop app can show it as is.
#include <stdexcept>
#include <string>

namespace muster::db {

// The database file cannot be opened, read, written or upgraded. what() is a full sentence:
// "<file>: <problem>" plus where a backup copy is, when there is one.
class DatabaseError : public std::runtime_error {
  public:
    DatabaseError(std::string file, std::string problem, std::string backupPath = {});

    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }
    // A copy of the file taken before an upgrade, when one exists (empty otherwise).
    [[nodiscard]] const std::string& backupPath() const { return backupPath_; }

  private:
    std::string file_;
    std::string problem_;
    std::string backupPath_;
};

// A request the stored data cannot satisfy: a missing collection or roster, removing more dice than
// owned, a duplicate name. The file itself is fine.
class RecordError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace muster::db
