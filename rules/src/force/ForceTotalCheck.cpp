#include "ForceTotalCheck.h"

#include <fmt/core.h>

namespace muster::rules {

void ForceTotalCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const ForceTotals& t = context.totals();
    const char* ref = context.refs().forceTotal;
    if (context.forceSize() <= 0) {
        findings.push_back(Finding{Severity::Error,
                                   RuleId::ForceTotal,
                                   "The roster does not say how big the force is (force size).",
                                   ref,
                                   std::nullopt,
                                   {}});
    } else if (t.points != t.allowedTotal) {
        std::string message =
            fmt::format("The units and items in the armies add up to {} points, but the force must total exactly {}",
                        t.points, t.allowedTotal);
        if (t.allowedTotal != context.forceSize())
            message += fmt::format(" ({} less 3 for each missing dragon)", context.forceSize());
        message += ".";
        findings.push_back(Finding{Severity::Error, RuleId::ForceTotal, std::move(message), ref, std::nullopt, {}});
    }
}

}  // namespace muster::rules
