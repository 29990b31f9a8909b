#include "muster/services/EventRosterCheck.h"

#include <fmt/format.h>

#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ValidationReportJson.h"

namespace muster::services {

EventRosterCheck checkRosterForEvent(const rules::ForceValidator& validator,
                                     const rules::tournament::EventSettings& event, const domain::Roster& roster,
                                     const rules::EventFormat* format, const std::string& formatProblem) {
    rules::ValidationOptions options;
    options.format = format;
    const rules::Edition edition = rules::parseEdition(event.edition).value_or(rules::Edition::V401d);
    options.edition = edition;
    if (event.forceSize > 0) {
        options.forceSize = event.forceSize;
    } else if (format != nullptr && format->forceSizes.size() == 1) {
        options.forceSize = format->forceSizes.front();
    }
    EventRosterCheck out;
    out.report = validator.validate(roster, options);
    auto warn = [&out](std::string message) {
        out.report.findings.push_back(rules::Finding{
            rules::Severity::Warning, rules::RuleId::FormatLimit, std::move(message), "the event", {}, {}});
    };
    if (!formatProblem.empty()) {
        out.report.findings.push_back(rules::EventFormatLoader::unreadableFinding(event.eventFormat, formatProblem));
    }
    const auto rosterEdition = rules::parseEdition(roster.edition);
    if (rosterEdition && *rosterEdition != edition) {
        warn(fmt::format("The roster is written for {}; it is checked by the event's edition, {}.",
                         rules::toString(*rosterEdition), rules::toString(edition)));
    }
    if (options.forceSize && roster.forceSize > 0 && roster.forceSize != *options.forceSize) {
        warn(fmt::format("The roster is written for {} points; it is checked at the event's {}.", roster.forceSize,
                         *options.forceSize));
    }
    const bool legal = out.report.legal();
    out.stored.verdict = legal ? (out.report.findings.empty() ? "legal" : "warnings") : "illegal";
    out.stored.detailsJson = rules::reportJson(out.report, roster.name).at("findings").dump();
    if (legal) {
        out.summary = out.report.findings.empty() ? "legal" : "legal, with warnings";
    } else {
        const int errors = out.report.errorCount();
        out.summary = fmt::format("illegal: {} error{}", errors, errors == 1 ? "" : "s");
    }
    return out;
}

EventRosterCheck checkRosterForEvent(const rules::ForceValidator& validator,
                                     const rules::tournament::EventSettings& event, const domain::Roster& roster) {
    if (event.eventFormat.empty()) return checkRosterForEvent(validator, event, roster, nullptr);
    try {
        const rules::EventFormat format = rules::EventFormatLoader::load(event.eventFormat, validator.catalog());
        return checkRosterForEvent(validator, event, roster, &format);
    } catch (const std::exception& e) {
        return checkRosterForEvent(validator, event, roster, nullptr, e.what());
    }
}

}  // namespace muster::services
