#include "muster/services/RosterPolicy.h"

#include <fmt/format.h>

#include "muster/domain/RosterIO.h"

namespace muster::services {

namespace {

std::string eventLabel(const rules::tournament::EventSettings& event) {
    if (!event.eventFormat.empty() && event.eventFormat != "open") return event.name + " (" + event.eventFormat + ")";
    return event.name;
}

}  // namespace

RosterAdmission admitRoster(const EventRosterCheck& check) {
    return check.report.legal() ? RosterAdmission::Register : RosterAdmission::NeedsAcceptance;
}

std::string illegalRosterQuestion(const std::string& player, const EventRosterCheck& check,
                                  const rules::tournament::EventSettings& event) {
    return fmt::format(
        "{}'s roster is not legal for {} ({}).\n\nRegister {} with this roster anyway? Pairing will ask again "
        "while the roster stays illegal; the findings open from the player list.",
        player, eventLabel(event), check.summary, player);
}

std::string illegalRosterRefusal(const std::string& rosterFile, const rules::tournament::EventSettings& event) {
    return rosterFile + " is not legal for " + eventLabel(event) +
           ": registration refused (--accept-illegal registers it anyway)";
}

std::vector<IllegalRoster> illegalRostersInRound(const rules::tournament::Event& event, int round,
                                                 const domain::Catalog& catalog, const RosterChecker& check) {
    std::vector<IllegalRoster> out;
    for (const auto id : event.activePlayers(round)) {
        const auto& player = event.player(id);
        if (!player.roster) continue;
        try {
            const domain::Roster roster = domain::RosterIO::parseJson(player.roster->dump(), catalog, player.name);
            const EventRosterCheck checked = check(roster);
            if (admitRoster(checked) != RosterAdmission::Register) out.push_back({id, player.name, checked.summary});
        } catch (const std::exception& e) {
            out.push_back({id, player.name, std::string("unreadable: ") + e.what()});
        }
    }
    return out;
}

std::vector<IllegalRoster> illegalRostersInRound(const rules::tournament::Event& event, int round,
                                                 const rules::ForceValidator& validator) {
    return illegalRostersInRound(event, round, validator.catalog(), [&](const domain::Roster& roster) {
        return checkRosterForEvent(validator, event.settings, roster);
    });
}

std::string pairingQuestion(const std::vector<IllegalRoster>& illegal, int round) {
    std::string names;
    for (std::size_t i = 0; i < illegal.size() && i < 6; ++i) {
        names += (names.empty() ? "" : ", ") + illegal[i].name + " (" + illegal[i].summary + ")";
    }
    if (illegal.size() > 6) names += fmt::format(" and {} more", illegal.size() - 6);
    return fmt::format("{} of round {} {} an illegal roster: {}.\n\nPair round {} anyway?",
                       illegal.size() == 1 ? std::string("One player") : fmt::format("{} players", illegal.size()),
                       round, illegal.size() == 1 ? "has" : "have", names, round);
}

}  // namespace muster::services
