// muster-cli roster submit NAME --event EVENT [--player P] [--now T]   a library roster submitted to an event
// muster-cli roster submitted EVENT [--now T]                          each player's list: version, lock, edits
// Lists lock at the event's lists lock time (event setting listsLock, local time); the first look after it locks
// them (services::RosterSubmissions). --now stands for the local time (tests, a desk clock that is wrong).
#include "SubmissionCommands.h"

#include <iostream>
#include <memory>
#include <string>

#include "CliDatabase.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/ListsPublication.h"
#include "muster/services/EventStore.h"
#include "muster/services/RosterSubmissions.h"

namespace muster::cli {

CLI::App* rosterCommand(CLI::App& app);

namespace {

struct SubmitOptions {
    std::string roster;
    std::string event;
    std::string player;
    std::string now;
};

std::string nowOf(const SubmitOptions& o) {
    if (o.now.empty()) return services::RosterSubmissions::localNow();
    if (!rules::tournament::isLockTime(o.now)) {
        throw CliError("--now: expected a local time YYYY-MM-DD or YYYY-MM-DDTHH:MM", kBadInput);
    }
    return rules::tournament::normalisedLockTime(o.now);
}

nlohmann::json toJson(const services::Submission& s) {
    nlohmann::json j{{"player", s.playerName},
                     {"roster", s.hasRoster},
                     {"library_roster", s.rosterName},
                     {"version", s.version},
                     {"library_version", s.libraryVersion},
                     {"catalog_revision", s.catalogRevision},
                     {"verdict", s.verdict},
                     {"edited_since", s.editedSince()},
                     {"status", s.status()}};
    j["locked_at"] = s.lockedAt ? nlohmann::json(*s.lockedAt) : nlohmann::json(nullptr);
    return j;
}

void submit(CliContext& context, const SubmitOptions& o) {
    const std::string now = nowOf(o);
    withDatabase(context, [&](db::Database& database) {
        const rules::ForceValidator validator(context.catalog());
        services::RosterSubmissions submissions(database, context.catalog(), validator);
        services::Submission done;
        try {
            done = submissions.submit(o.event, o.roster, o.player, now, "muster-cli");
        } catch (const services::RosterSubmissionError& e) {
            throw CliError(e.what(), kFindings);
        } catch (const services::EventStoreError& e) {
            throw CliError(e.what(), kBadInput);
        } catch (const domain::RosterFormatError& e) {
            throw CliError(e.what(), kBadInput);
        }
        if (context.json) {
            CliContext::printJson(toJson(done));
            return;
        }
        std::cout << done.playerName << ": " << done.status() << '\n';
    });
}

void listSubmitted(CliContext& context, const SubmitOptions& o) {
    const std::string now = nowOf(o);
    withDatabase(context, [&](db::Database& database) {
        db::EventRepository events(database);
        services::EventStore store(events);
        db::RowId id = 0;
        try {
            id = store.find(o.event);
        } catch (const services::EventStoreError& e) {
            throw CliError(e.what(), kBadInput);
        }
        const rules::ForceValidator validator(context.catalog());
        services::RosterSubmissions submissions(database, context.catalog(), validator);
        const auto lists = submissions.list(id, now);
        if (context.json) {
            auto out = nlohmann::json::array();
            for (const auto& s : lists) out.push_back(toJson(s));
            CliContext::printJson(out);
            return;
        }
        for (const auto& s : lists) std::cout << s.playerName << ": " << s.status() << '\n';
        if (lists.empty()) std::cout << "no players registered yet\n";
    });
}

}  // namespace

void registerSubmissionCommands(CLI::App& app, CliContext& context) {
    auto* roster = rosterCommand(app);
    auto submitOptions = std::make_shared<SubmitOptions>();
    auto* submitCommand = roster->add_subcommand(
        "submit", "submit a library roster to an event (registers the player; refused once the lists locked)");
    submitCommand->fallthrough();
    submitCommand->add_option("name", submitOptions->roster, "the saved roster's name (muster-cli roster list)")
        ->required();
    submitCommand->add_option("--event", submitOptions->event, "the event, by id or name")->required();
    submitCommand->add_option("--player", submitOptions->player, "whose list it is (default: the roster's player)");
    submitCommand->add_option("--now", submitOptions->now, "the local time to act at (YYYY-MM-DDTHH:MM)");
    submitCommand->callback([&context, submitOptions] { submit(context, *submitOptions); });

    auto listOptions = std::make_shared<SubmitOptions>();
    auto* listCommand = roster->add_subcommand(
        "submitted", "each player's list at an event: the version it holds, when it locked, library edits since");
    listCommand->fallthrough();
    listCommand->add_option("event", listOptions->event, "the event, by id or name")->required();
    listCommand->add_option("--now", listOptions->now, "the local time to act at (YYYY-MM-DDTHH:MM)");
    listCommand->callback([&context, listOptions] { listSubmitted(context, *listOptions); });
}

}  // namespace muster::cli
