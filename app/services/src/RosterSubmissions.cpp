#include "muster/services/RosterSubmissions.h"

#include <ctime>
#include <map>
#include <nlohmann/json.hpp>

#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/db/RosterRepository.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/tournament/ListsPublication.h"
#include "muster/services/EventRosterCheck.h"
#include "muster/services/EventStore.h"

namespace muster::services {

namespace {

using rules::tournament::isLockTime;
using rules::tournament::normalisedLockTime;

// Whether the event's lists are locked at local time `now`: a lock time is set and has come.
bool lockTimeHasCome(const rules::tournament::EventSettings& settings, const std::string& now) {
    return isLockTime(settings.listsLock) && normalisedLockTime(now) >= normalisedLockTime(settings.listsLock);
}

void addAudit(db::EventRepository& repo, std::int64_t event, const std::string& who, const std::string& action,
              std::optional<std::int64_t> player, const nlohmann::json& value) {
    db::AuditRecord entry;
    entry.eventId = event;
    entry.who = who;
    entry.action = action;
    entry.entity = "registrations";
    entry.entityId = player;
    entry.newValue = value.dump();
    repo.addAudit(entry);
}

}  // namespace

std::string Submission::status() const {
    if (!hasRoster) return "no roster";
    std::string out = version > 0 ? "submitted v" + std::to_string(version) + " of " + rosterName : "registered";
    out += " (" + verdict + (catalogRevision.empty() ? "" : ", catalog " + catalogRevision) + ")";
    out += lockedAt ? ", locked " + *lockedAt : ", not locked yet";
    if (editedSince()) {
        out += "; library v" + std::to_string(libraryVersion) +
               (lockedAt ? " edited since: not in the event" : " edited since: submit again to use it");
    }
    return out;
}

std::string Submission::deskNote() const {
    if (!hasRoster || (version == 0 && !lockedAt)) return {};
    std::string out = version > 0 ? "submitted v" + std::to_string(version) : "";
    if (lockedAt) out += out.empty() ? "locked" : ", locked";
    if (editedSince()) {
        out += "; v" + std::to_string(libraryVersion) +
               (lockedAt ? " edited since (not in the event)" : " edited since (submit again)");
    }
    return out;
}

std::string RosterSubmissions::localNow() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M", &local);
    return text;
}

Submission RosterSubmissions::submit(const std::string& event, const std::string& rosterName,
                                     const std::string& playerName, const std::string& now, const std::string& who) {
    db::EventRepository events(db_);
    db::RosterRepository library(db_);
    EventStore store(events);
    Submission result;
    db_.write("submitting a roster to an event", [&] {
        const db::RowId eventId = store.find(event);
        const StoredEvent stored = store.load(eventId);
        const auto& settings = stored.event.settings;
        const auto saved = library.find(rosterName);
        if (!saved) {
            throw RosterSubmissionError("no roster \"" + rosterName +
                                        "\" in the library (see: muster-cli roster list)");
        }
        domain::Roster roster = domain::RosterIO::parseJson(
            saved->content, catalog_, "roster '" + saved->name + "' v" + std::to_string(saved->version));
        const std::string name = playerName.empty() ? roster.player : playerName;
        if (name.empty()) throw RosterSubmissionError("the roster names no player: say whose list it is (--player)");
        if (lockTimeHasCome(settings, now)) {
            throw RosterSubmissionError("the lists of " + settings.name + " locked at " +
                                        normalisedLockTime(settings.listsLock) +
                                        ": the event keeps the list submitted before (the desk shows it)");
        }
        roster.catalogRevision = catalog_.revision();  // the copy keeps the revision it was checked against
        const EventRosterCheck check = checkRosterForEvent(validator_, settings, roster);
        rules::tournament::Player player;
        player.name = name;
        player.roster = nlohmann::json::parse(domain::RosterIO::toJson(roster));
        const rules::tournament::Player* existing = nullptr;
        for (const auto& p : stored.event.players) {
            if (p.name == name) existing = &p;
        }
        if (existing != nullptr) {
            rules::tournament::Player changed = *existing;
            changed.roster = player.roster;
            store.editPlayer(eventId, changed, check.stored, who);
            player.id = existing->id;
        } else {
            player.id = store.addPlayer(eventId, player, std::nullopt, check.stored, who);
        }
        events.recordSubmission(eventId, player.id, saved->id, saved->version, roster.catalogRevision);
        addAudit(events, eventId, who, "roster.submit", player.id,
                 {{"player", name},
                  {"roster", saved->name},
                  {"version", saved->version},
                  {"catalog_revision", roster.catalogRevision},
                  {"verdict", check.stored.verdict}});
        for (const auto& s : list(eventId, now)) {
            if (s.player == player.id) result = s;
        }
    });
    return result;
}

int RosterSubmissions::lockDue(std::int64_t eventId, const std::string& now, const std::string& who) {
    db::EventRepository events(db_);
    // Read first: before the lock time (and on a file opened read-only) nothing is written.
    std::string lockTime;
    bool due = false;
    db_.read("reading an event's lists lock time", [&] {
        if (!EventStore(events).exists(eventId)) return;
        lockTime = EventStore(events).load(eventId).event.settings.listsLock;
        if (!isLockTime(lockTime) || normalisedLockTime(now) < normalisedLockTime(lockTime)) return;
        for (const auto& r : events.registrations(eventId)) due |= r.rosterJson.has_value() && !r.lockedAt;
    });
    if (!due) return 0;
    int locked = 0;
    db_.write("locking an event's lists", [&] {
        locked = events.lockRegistrations(eventId, normalisedLockTime(now));
        if (locked > 0) {
            addAudit(events, eventId, who, "lists.lock", std::nullopt,
                     {{"lock_time", lockTime}, {"locked", locked}, {"at", normalisedLockTime(now)}});
        }
    });
    return locked;
}

std::vector<Submission> RosterSubmissions::list(std::int64_t eventId, const std::string& now) {
    lockDue(eventId, now);
    db::EventRepository events(db_);
    db::RosterRepository library(db_);
    std::vector<Submission> out;
    db_.read("listing an event's lists", [&] {
        std::map<db::RowId, db::RegistrationRecord> registrations;
        for (auto& r : events.registrations(eventId)) registrations[r.playerId] = std::move(r);
        for (const auto& p : events.players(eventId)) {
            Submission s;
            s.player = p.id;
            s.playerName = p.name;
            const auto it = registrations.find(p.id);
            if (it != registrations.end() && it->second.rosterJson) {
                const db::RegistrationRecord& r = it->second;
                s.hasRoster = true;
                s.verdict = r.verdict;
                s.catalogRevision = r.catalogRevision;
                s.lockedAt = r.lockedAt;
                s.version = r.rosterVersion.value_or(0);
                if (r.rosterId) {
                    if (const auto saved = library.findById(*r.rosterId)) {
                        s.rosterName = saved->name;
                        s.libraryVersion = saved->version;
                    }
                }
            }
            out.push_back(std::move(s));
        }
    });
    return out;
}

}  // namespace muster::services
