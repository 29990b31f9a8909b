// muster-cli roster list|show|save|import|export|history|check-collection: rosters kept in the database,
// and "can I build this from my collection?". Attached to the shared "roster" group (rosterCommand()).
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CliContext.h"
#include "CliDatabase.h"
#include "muster/db/CollectionCheck.h"
#include "muster/db/CollectionRepository.h"
#include "muster/db/EventRepository.h"
#include "muster/db/RosterRepository.h"
#include "muster/domain/ArmyCode.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/EventStore.h"
#include "muster/services/RosterFile.h"

namespace muster::cli {

namespace {

struct RosterDbOptions {
    std::string name;
    std::vector<std::string> files;
    std::string output;
    std::string format;
    int version = 0;
    std::string collection;
    std::string event;
};

nlohmann::json summary(const db::SavedRoster& r) {
    return {{"name", r.name},
            {"player", r.player},
            {"edition", r.edition},
            {"event_format", r.eventFormat},
            {"force_size", r.forceSize},
            {"catalog_revision", r.catalogRevision},
            {"version", r.version},
            {"saved_at", r.savedAt}};
}

domain::Roster readRosterFile(CliContext& context, const std::string& file) {
    try {
        return services::readRosterFile(file, context.catalog()).roster;  // also decks and army codes
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

domain::Roster parseStored(CliContext& context, const db::SavedRoster& record) {
    try {
        return domain::RosterIO::parseJson(
            record.content, context.catalog(),
            "roster '" + record.name + "' v" + std::to_string(record.version) + " in the database");
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

db::SavedRoster findStored(db::Database& database, const std::string& name, int version) {
    db::RosterRepository repo(database);
    auto record = version > 0 ? repo.findVersion(name, version) : repo.find(name);
    if (!record) {
        if (version > 0 && repo.find(name)) {
            throw CliError("roster '" + name + "' has no version " + std::to_string(version));
        }
        throw CliError("there is no saved roster named '" + name + "' (see: muster-cli roster list)");
    }
    return *record;
}

void list(CliContext& context) {
    withDatabase(context, [&](db::Database& database) {
        const auto rosters = db::RosterRepository(database).list();
        if (context.json) {
            auto out = nlohmann::json::array();
            for (const auto& r : rosters) out.push_back(summary(r));
            CliContext::printJson(out);
            return;
        }
        if (rosters.empty()) std::cout << "no saved rosters yet (save one with: muster-cli roster save FILE)\n";
        for (const auto& r : rosters) {
            std::cout << r.name << "  (" << (r.player.empty() ? "no player" : r.player) << ", " << r.forceSize
                      << " points, " << r.eventFormat << ", version " << r.version << ", saved " << r.savedAt << ")\n";
        }
    });
}

void save(CliContext& context, const RosterDbOptions& options, bool several) {
    if (!several && options.files.size() != 1) throw CliError("roster save takes one file");
    if (several && !options.name.empty() && options.files.size() > 1) {
        throw CliError("--name can only be used with a single file");
    }
    std::vector<domain::Roster> rosters;
    for (const auto& file : options.files) {
        auto roster = readRosterFile(context, file);
        if (!options.name.empty()) roster.name = options.name;
        if (roster.name.empty()) roster.name = std::filesystem::path(file).stem().string();
        rosters.push_back(std::move(roster));
    }
    withDatabase(context, [&](db::Database& database) {
        db::RosterRepository repo(database);
        std::vector<db::SavedRoster> saved;
        database.write("saving rosters", [&] {
            for (const auto& roster : rosters) saved.push_back(repo.save(roster, context.catalog().revision()));
        });
        if (context.json) {
            auto out = nlohmann::json::array();
            for (const auto& r : saved) out.push_back(summary(r));
            CliContext::printJson(several ? out : out.front());
            return;
        }
        for (const auto& r : saved) std::cout << "saved roster '" << r.name << "' (version " << r.version << ")\n";
    });
}

void show(CliContext& context, const RosterDbOptions& options) {
    withDatabase(context, [&](db::Database& database) {
        const auto record = findStored(database, options.name, options.version);
        if (context.json) {
            auto out = summary(record);
            out["roster"] = nlohmann::json::parse(record.content);
            CliContext::printJson(out);
            return;
        }
        std::cout << "# saved roster '" << record.name << "', version " << record.version << ", saved "
                  << record.savedAt << ", catalog " << record.catalogRevision << '\n';
        const auto roster = parseStored(context, record);
        try {
            std::cout << domain::RosterIO::toText(roster, record.name);
        } catch (const domain::RosterFormatError& e) {
            // Showing must not fail: what the text format cannot hold is shown as JSON instead.
            std::cout << "# shown as JSON: " << e.what() << '\n' << domain::RosterIO::toJson(roster);
        }
    });
}

void exportRoster(CliContext& context, const RosterDbOptions& options) {
    std::string format = options.format;
    if (format.empty()) {
        const auto ext = std::filesystem::path(options.output).extension().string();
        format = (ext == ".json" || (options.output.empty() && context.json)) ? "json" : "text";
    }
    withDatabase(context, [&](db::Database& database) {
        const auto record = findStored(database, options.name, options.version);
        if (format == "json") {
            writeOutput(options.output, domain::RosterIO::toJson(parseStored(context, record)));
        } else {
            writeOutput(options.output, domain::RosterIO::toText(parseStored(context, record), record.name));
        }
    });
}

void history(CliContext& context, const RosterDbOptions& options) {
    withDatabase(context, [&](db::Database& database) {
        const auto versions = db::RosterRepository(database).history(options.name);
        if (versions.empty()) throw CliError("there is no saved roster named '" + options.name + "'");
        if (context.json) {
            auto out = nlohmann::json::array();
            for (const auto& r : versions) out.push_back(summary(r));
            CliContext::printJson(out);
            return;
        }
        for (const auto& r : versions) {
            std::cout << "version " << r.version << "  saved " << r.savedAt << "  " << r.forceSize << " points, "
                      << r.eventFormat << ", catalog " << r.catalogRevision
                      << (&r == &versions.front() ? "  (current)" : "") << '\n';
        }
    });
}

// A roster argument: a file when one exists at that path, an army code, else a saved roster's name.
domain::Roster loadRosterArgument(CliContext& context, db::Database& database, const std::string& argument) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(argument, ec) || domain::ArmyCode::looksLikeCode(argument))
        return readRosterFile(context, argument);
    db::RosterRepository repo(database);
    if (auto record = repo.find(argument)) return parseStored(context, *record);
    throw CliError("'" + argument + "' is neither a roster file nor a saved roster (see: muster-cli roster list)");
}

void checkCollection(CliContext& context, const RosterDbOptions& options) {
    if (options.files.empty() && options.event.empty()) throw CliError("name a roster (file or saved name) or --event");
    withDatabase(context, [&](db::Database& database) {
        std::vector<domain::Roster> rosters;
        for (const auto& argument : options.files) rosters.push_back(loadRosterArgument(context, database, argument));
        if (!options.event.empty()) {
            db::EventRepository events(database);
            db::RowId eventId = 0;
            try {
                eventId = services::EventStore(events).find(options.event);
            } catch (const services::EventStoreError& e) {
                throw CliError(e.what(), kBadInput);
            }
            db::RosterRepository saved(database);
            for (const auto& registration : events.registrations(eventId)) {
                if (registration.rosterJson) {
                    try {
                        rosters.push_back(
                            domain::RosterIO::parseJson(*registration.rosterJson, context.catalog(),
                                                        "registration " + std::to_string(registration.id)));
                    } catch (const domain::RosterFormatError& e) {
                        throw CliError(e.what(), kBadInput);
                    }
                } else if (registration.rosterId) {
                    if (auto record = saved.findById(*registration.rosterId)) {
                        rosters.push_back(parseStored(context, *record));
                    }
                }
            }
        }
        std::string collectionName = options.collection;
        db::CollectionRepository collections(database);
        if (collectionName.empty()) {
            const auto all = collections.list();
            if (all.size() != 1) {
                std::string names;
                for (const auto& c : all) names += (names.empty() ? "" : ", ") + c.name;
                throw CliError(all.empty() ? std::string("there are no collections yet (muster-cli collection add)")
                                           : "choose a collection with --collection (" + names + ")");
            }
            collectionName = all.front().name;
        }
        const auto collection = collections.get(collectionName);

        std::map<domain::DieId, int> needed;
        std::vector<std::string> unresolved;
        nlohmann::json rosterNames = nlohmann::json::array();
        for (const auto& roster : rosters) {
            rosterNames.push_back(roster.name);
            for (const auto& [id, count] : roster.diceCounts()) needed[id] += count;
            for (const auto& entries : roster.sections) {
                for (const auto& entry : entries) {
                    if (!entry.die) unresolved.push_back(entry.name);
                }
            }
        }
        const auto result = db::CollectionCheck::check(needed, collection, context.catalog());
        if (!result.buildable()) context.exitCode = kFindings;
        if (context.json) {
            nlohmann::json out;
            out["collection"] = collection.name;
            out["rosters"] = rosterNames;
            out["buildable"] = result.buildable();
            out["total_needed"] = result.totalNeeded;
            out["total_missing"] = result.totalMissing;
            out["shortfall"] = nlohmann::json::array();
            for (const auto& need : result.shortfall) {
                out["shortfall"].push_back(
                    {{"die", need.die}, {"needed", need.needed}, {"owned", need.owned}, {"missing", need.missing()}});
            }
            out["unresolved"] = unresolved;
            CliContext::printJson(out);
            return;
        }
        const std::string what = rosters.size() == 1 ? "roster '" + rosters.front().name + "'"
                                                     : std::to_string(rosters.size()) + " rosters together";
        if (result.buildable()) {
            std::cout << "yes: collection '" << collection.name << "' has all " << result.totalNeeded << " dice for "
                      << what << '\n';
        } else {
            std::cout << "no: collection '" << collection.name << "' is short of " << result.totalMissing << " of "
                      << result.totalNeeded << " dice for " << what << ":\n";
            for (const auto& need : result.shortfall) {
                std::cout << "  " << need.missing() << "  " << need.die << "  (need " << need.needed << ", have "
                          << need.owned << ")\n";
            }
        }
        for (const auto& name : unresolved) std::cout << "not counted (unknown die): " << name << '\n';
    });
}

}  // namespace

void registerRosterDbCommands(CLI::App& app, CliContext& context) {
    auto* roster = rosterCommand(app);
    auto options = std::make_shared<RosterDbOptions>();

    auto* listCmd = roster->add_subcommand("list", "list the rosters saved in the database");
    listCmd->fallthrough();
    listCmd->callback([&context] { list(context); });

    auto* saveCmd =
        roster->add_subcommand("save", "save a roster file in the database (a new version if the name exists)");
    saveCmd->fallthrough();
    saveCmd->add_option("file", options->files, "the roster file (JSON or text)")->required()->expected(1);
    saveCmd->add_option("--name", options->name, "save under this name (default: the roster's name)");
    saveCmd->callback([&context, options] { save(context, *options, false); });

    auto* importCmd = roster->add_subcommand("import", "save one or more roster files (JSON or text) in the database");
    importCmd->fallthrough();
    importCmd->add_option("files", options->files, "roster files")->required();
    importCmd->add_option("--name", options->name, "save under this name (one file only)");
    importCmd->callback([&context, options] { save(context, *options, true); });

    auto* showCmd = roster->add_subcommand("show", "print a saved roster");
    showCmd->fallthrough();
    showCmd->add_option("name", options->name, "the saved roster")->required();
    showCmd->add_option("--version", options->version, "an earlier version (see roster history)");
    showCmd->callback([&context, options] { show(context, *options); });

    auto* exportCmd = roster->add_subcommand("export", "write a saved roster as JSON or text");
    exportCmd->fallthrough();
    exportCmd->add_option("name", options->name, "the saved roster")->required();
    exportCmd->add_option("-o,--output", options->output, "write here instead of stdout")->check(outputFileCheck());
    exportCmd->add_option("--format", options->format, "json or text (default: by the file's extension, else text)")
        ->check(CLI::IsMember({"json", "text"}));
    exportCmd->add_option("--version", options->version, "an earlier version");
    exportCmd->callback([&context, options] { exportRoster(context, *options); });

    auto* historyCmd = roster->add_subcommand("history", "list every saved version of a roster");
    historyCmd->fallthrough();
    historyCmd->add_option("name", options->name, "the saved roster")->required();
    historyCmd->callback([&context, options] { history(context, *options); });

    auto* checkCmd = roster->add_subcommand(
        "check-collection",
        "can I build it? the dice a roster (or several, or an event's) needs that a collection lacks");
    checkCmd->fallthrough();
    checkCmd->add_option("rosters", options->files, "roster files or saved roster names (counted together)");
    checkCmd->add_option("--collection", options->collection, "the collection (default: the only one)");
    checkCmd->add_option("--event", options->event, "also count every roster registered for this event");
    checkCmd->callback([&context, options] { checkCollection(context, *options); });
}

}  // namespace muster::cli
