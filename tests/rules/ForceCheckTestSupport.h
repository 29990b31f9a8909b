#pragma once
// Shared helpers for the force-check tests: a roster from short lists of dice (legal at 24 points as it
// stands), a built-in event format, and one check run alone on a roster.
#include <gtest/gtest.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "../TestCatalog.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/force/ForceCheckRegistry.h"
#include "muster/rules/force/ForceContext.h"

namespace muster::rules::testing {

inline const ForceValidator& forceValidator() {
    static const ForceValidator validator(testsupport::catalog());
    return validator;
}

inline EventFormat builtInFormat(const std::string& name) {
    return EventFormatLoader::loadFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "formats" / (name + ".json"));
}

// A V4.01d 24-point roster (force 0: none stated); the defaults are legal, each test changes what it is about.
struct RosterSpec {
    int force = 24;
    std::string edition = "v4.01d";
    int players = 2;
    std::string homeTerrain = "Highland City";
    std::string frontierTerrain = "Coastland Tower";
    std::vector<std::string> home{"8 Dwarves Footman"};
    std::vector<std::string> horde{"8 Dwarves Footman"};
    std::vector<std::string> campaign{"8 Dwarves Footman"};
    std::vector<std::string> pool{"Fire Drake"};
};

inline domain::Roster buildRoster(const RosterSpec& s) {
    // The roster reader refuses a force size under 1; such a roster (as a builder holds it before the size is
    // chosen) is read at 24 and given its size afterwards.
    std::string text = "force size: " + std::to_string(s.force > 0 ? s.force : 24) + "\nedition: " + s.edition +
                       "\nplayers: " + std::to_string(s.players) + "\n";
    if (!s.homeTerrain.empty()) text += "home terrain: " + s.homeTerrain + "\n";
    if (!s.frontierTerrain.empty()) text += "frontier terrain: " + s.frontierTerrain + "\n";
    auto section = [&text](const char* header, const std::vector<std::string>& entries) {
        text += std::string("[") + header + "]\n";
        for (const auto& e : entries) text += e + "\n";
    };
    section("Home", s.home);
    section("Horde", s.horde);
    section("Campaign", s.campaign);
    section("Summoning Pool", s.pool);
    domain::Roster roster = domain::RosterIO::parseText(text, testsupport::catalog(), "test");
    roster.forceSize = s.force;
    return roster;
}

// The registered check that reports `rule`.
inline const ForceCheck& checkFor(RuleId rule) {
    const ForceCheck* check = ForceCheckRegistry::instance().forRule(rule);
    if (check == nullptr) throw std::logic_error("no force check reports " + std::string(toString(rule)));
    return *check;
}

// The findings of one check, run alone on the roster.
inline std::vector<Finding> runAlone(const ForceCheck& check, const domain::Roster& roster,
                                     const ValidationOptions& options = {}) {
    const ForceContext context(forceValidator(), roster, options);
    std::vector<Finding> findings;
    check.run(context, findings);
    return findings;
}

// "error army-limit home": what a finding is about, for comparing lists.
inline std::string summary(const Finding& finding) {
    return std::string(toString(finding.severity)) + " " + std::string(toString(finding.rule)) + " " +
           (finding.army ? std::string(domain::toString(*finding.army)) : std::string("-"));
}

inline std::vector<std::string> summaries(const std::vector<Finding>& findings) {
    std::vector<std::string> out;
    for (const auto& f : findings) out.push_back(summary(f));
    return out;
}

inline std::string dump(const std::vector<Finding>& findings) {
    std::string out;
    for (const auto& f : findings) out += summary(f) + ": " + f.message + "\n";
    return out;
}

}  // namespace muster::rules::testing
