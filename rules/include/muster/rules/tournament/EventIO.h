#pragma once
// The event file (docs/event-format.md): "format": "muster-event", "version": 3, with the settings, the
// players, the pairs kept apart and every round's pairings, results and match logs (with their verdicts),
// so an event can move between machines, be checked by others and be fed to the command line. Version 1
// files (no logs, no check-in, no pairs kept apart) and version 2 files (no event-page settings) are still
// read.
#include <stdexcept>
#include <string>
#include <string_view>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

// An event file that cannot be read. what() names the file and the line (JSON syntax) or field.
class EventFormatError : public std::runtime_error {
public:
    EventFormatError(std::string file, std::string where, const std::string& problem);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] const std::string& where() const { return where_; }

private:
    std::string file_;
    std::string where_;
};

class EventIO {
public:
    static constexpr std::string_view kFormat = "muster-event";
    static constexpr int kVersion = 3;
    static constexpr int kOldestVersion = 1;

    // Reads and checks an event: fields and their types, player ids unique, pairings naming known players,
    // results naming a player of their game, outcomes and tiebreakers from the documented lists.
    [[nodiscard]] static Event parse(std::string_view content, const std::string& fileName);
    [[nodiscard]] static Event readFile(const std::string& path);
    [[nodiscard]] static nlohmann::json toJson(const Event& event);
    [[nodiscard]] static std::string toText(const Event& event);  // pretty JSON, newline at the end
    // Writing an event file is storage: services::writeEventFile (app/services) does it.

    [[nodiscard]] static nlohmann::json settingsToJson(const EventSettings& settings);
    // `version`: the file's; the event-page settings (listsPublication, listsLock, playerReports) need 3.
    [[nodiscard]] static EventSettings settingsFromJson(const nlohmann::json& json, const std::string& fileName,
                                                        const std::string& where = "settings", int version = kVersion);
};

}  // namespace muster::rules::tournament
