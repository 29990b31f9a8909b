#include "muster/db/DatabaseError.h"

#include <utility>

namespace muster::db {

namespace {

std::string describe(const std::string& file, const std::string& problem, const std::string& backup) {
    std::string text = "database " + file + ": " + problem;
    if (!backup.empty()) text += " (a backup copy is at " + backup + ")";
    return text;
}

}  // namespace

DatabaseError::DatabaseError(std::string file, std::string problem, std::string backupPath)
    : std::runtime_error(describe(file, problem, backupPath)),
      file_(std::move(file)),
      problem_(std::move(problem)),
      backupPath_(std::move(backupPath)) {}

}  // namespace muster::db
