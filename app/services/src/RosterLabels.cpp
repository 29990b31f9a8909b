// A roster's dice as a match log names them (muster/services/RosterLabels.h).
#include "muster/services/RosterLabels.h"

#include <algorithm>

#include "muster/domain/TextUtil.h"

namespace muster::services {

std::vector<LabeledDie> labeledDice(const domain::Catalog& catalog, const domain::Roster& roster) {
    static constexpr char kPrefixes[] = {'h', 'z', 'c', 'p'};
    std::vector<LabeledDie> out;
    for (std::size_t s = 0; s < domain::kRosterSections.size(); ++s) {
        int n = 0;
        for (const auto& entry : roster.sections[s])
            for (int k = 0; k < entry.count; ++k) {
                std::string label(1, kPrefixes[s]);
                label += std::to_string(++n);
                out.push_back(
                    {std::move(label), dieName(catalog, entry.die, entry.name), entry.die, domain::kRosterSections[s]});
            }
    }
    return out;
}

std::string dieName(const domain::Catalog& catalog, const std::optional<domain::DieId>& die,
                    const std::string& written) {
    return die ? catalog.die(*die).name : written;
}

std::string logPlayerName(const domain::Roster& roster, const std::optional<std::string>& name, const std::string& id) {
    std::string out(domain::text::trim(name ? *name : roster.player.empty() ? roster.name : roster.player));
    out.erase(std::remove_if(out.begin(), out.end(), [](char c) { return c == '#' || c == '\n' || c == '\r'; }),
              out.end());
    return out.empty() ? "Player " + id : out;
}

}  // namespace muster::services
