#include "muster/services/ResultText.h"

#include <fmt/format.h>

#include <vector>

#include "muster/rules/tournament/Scoring.h"

namespace muster::services {

using namespace rules::tournament;

namespace {

std::string countsText(const std::optional<std::array<int, 2>>& counts) {
    return counts ? fmt::format("{}-{}", (*counts)[0], (*counts)[1]) : std::string("not entered");
}

std::string winnerText(const Result& result, const NameOf& nameOf) {
    return result.winner ? nameOf(*result.winner) : std::string("a draw");
}

}  // namespace

NameOf namesOf(const Event& event) {
    return [&event](PlayerId id) {
        const Player* p = event.findPlayer(id);
        return p == nullptr ? fmt::format("player {}", id) : p->name;
    };
}

std::string resultText(const Result& result, const NameOf& nameOf, bool terrains, bool health) {
    std::string text = result.winner ? fmt::format("{} won by {}", nameOf(*result.winner), outcomeName(result.outcome))
                                     : std::string("a draw");
    std::vector<std::string> counts;
    if (terrains && health && !result.terrains && !result.health) {
        counts.emplace_back("terrains and health not entered");
    } else {
        if (terrains) counts.push_back("terrains " + countsText(result.terrains));
        if (health) counts.push_back("health " + countsText(result.health));
    }
    for (std::size_t i = 0; i < counts.size(); ++i) text += (i == 0 ? "; " : ", ") + counts[i];
    if (result.deduction[0] > 0 || result.deduction[1] > 0) {
        text += fmt::format("; penalty {}-{}", formatPoints(result.deduction[0]), formatPoints(result.deduction[1]));
    }
    if (!result.note.empty()) text += "; note: " + result.note;
    return text;
}

std::string resultChangeText(const Result& before, const Result& after, const NameOf& nameOf) {
    std::vector<std::string> parts;
    if (before.winner != after.winner) {
        parts.push_back("changed from " + winnerText(before, nameOf) + " to " + winnerText(after, nameOf));
    }
    const bool bothWon = before.winner && after.winner;
    if (bothWon && before.outcome != after.outcome) {
        const std::string change = fmt::format("{} to {}", outcomeName(before.outcome), outcomeName(after.outcome));
        if (parts.empty()) {
            parts.push_back("changed from " + change);
        } else {
            parts.back() += ", " + change;
        }
    }
    if (before.terrains != after.terrains) {
        parts.push_back("terrains " + countsText(before.terrains) + " to " + countsText(after.terrains));
    }
    if (before.health != after.health) {
        parts.push_back("health " + countsText(before.health) + " to " + countsText(after.health));
    }
    if (before.deduction != after.deduction) {
        parts.push_back(fmt::format("penalty {}-{} to {}-{}", formatPoints(before.deduction[0]),
                                    formatPoints(before.deduction[1]), formatPoints(after.deduction[0]),
                                    formatPoints(after.deduction[1])));
    }
    if (before.note != after.note) parts.push_back("note \"" + before.note + "\" to \"" + after.note + "\"");
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : "; ") + part;
    return text.empty() ? "unchanged" : text;
}

std::string gameTitle(int round, const Pairing& game, const NameOf& nameOf) {
    if (game.isBye()) return fmt::format("round {}: the bye of {}", round, nameOf(game.a));
    return fmt::format("round {}, table {}: {} v {}", round, game.table.value_or(0), nameOf(game.a), nameOf(*game.b));
}

}  // namespace muster::services
