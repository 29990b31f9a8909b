#include "muster/rules/ValidationReportJson.h"

namespace muster::rules {

using nlohmann::json;

json findingJson(const Finding& finding) {
    json j{{"severity", toString(finding.severity)}, {"rule", toString(finding.rule)}, {"message", finding.message},
           {"ref", finding.ref}, {"dice", finding.dice}};
    j["army"] = finding.army ? json(std::string(domain::toString(*finding.army))) : json(nullptr);
    return j;
}

json totalsJson(const ForceTotals& t) {
    return json{{"force_size", t.forceSize},
                {"allowed_total", t.allowedTotal},
                {"points", t.points},
                {"armies", {{"home", t.armyPoints[0]}, {"horde", t.armyPoints[1]}, {"campaign", t.armyPoints[2]}}},
                {"army_limit", t.armyLimit},
                {"dragons_required", t.dragonsRequired},
                {"dragons_brought", t.dragonsBrought},
                {"dragonkin_health", t.dragonkinHealth},
                {"dragonkin_allowance", t.dragonkinAllowance},
                {"minor_terrains", t.minorTerrains},
                {"minor_terrain_limit", t.minorTerrainLimit}};
}

json reportJson(const ValidationReport& report, const std::string& file) {
    json findings = json::array();
    for (const auto& f : report.findings) findings.push_back(findingJson(f));
    return json{{"file", file},
                {"legal", report.legal()},
                {"edition", toString(report.edition)},
                {"findings", std::move(findings)},
                {"totals", totalsJson(report.totals)}};
}

}  // namespace muster::rules
