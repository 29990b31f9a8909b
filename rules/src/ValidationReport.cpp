#include "muster/rules/ValidationReport.h"

#include <algorithm>

namespace muster::rules {

bool ValidationReport::legal() const { return errorCount() == 0; }

int ValidationReport::errorCount() const {
    return static_cast<int>(
        std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; }));
}

bool ValidationReport::has(RuleId rule) const {
    return std::any_of(findings.begin(), findings.end(), [rule](const Finding& f) { return f.rule == rule; });
}

}  // namespace muster::rules
