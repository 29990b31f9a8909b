#include "muster/rules/tournament/Scoring.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace muster::rules::tournament {

namespace {
constexpr std::array<std::pair<Outcome, std::string_view>, 7> kOutcomeNames{{
    {Outcome::Capture, "capture"},
    {Outcome::Elimination, "elimination"},
    {Outcome::Time, "time"},
    {Outcome::Draw, "draw"},
    {Outcome::Concession, "concession"},
    {Outcome::NoShow, "no-show"},
    {Outcome::GameLoss, "game-loss"},
}};
constexpr std::array<std::pair<Outcome, std::string_view>, 7> kOutcomeLabels{{
    {Outcome::Capture, "Capture"},
    {Outcome::Elimination, "Elimination"},
    {Outcome::Time, "Time"},
    {Outcome::Draw, "Draw"},
    {Outcome::Concession, "Concession"},
    {Outcome::NoShow, "No-show"},
    {Outcome::GameLoss, "Game loss (penalty)"},
}};
}  // namespace

std::string_view outcomeName(Outcome outcome) {
    for (const auto& [value, name] : kOutcomeNames) {
        if (value == outcome) return name;
    }
    return "capture";
}

std::optional<Outcome> parseOutcome(std::string_view name) {
    for (const auto& [value, text] : kOutcomeNames) {
        if (text == name) return value;
    }
    return std::nullopt;
}

std::string_view outcomeLabel(Outcome outcome) {
    for (const auto& [value, label] : kOutcomeLabels) {
        if (value == outcome) return label;
    }
    return "Capture";
}

std::vector<std::string> outcomeNames() {
    std::vector<std::string> names;
    for (const auto& entry : kOutcomeNames) names.emplace_back(entry.second);
    return names;
}

std::optional<Scoring> Scoring::preset(std::string_view name) {
    Scoring s;
    if (name == "sfr") return s;
    if (name == "3-1-0") {
        s.name = "3-1-0";
        s.winCapture = s.winElimination = s.winTime = s.winConcession = s.winNoShow = 6;
        s.draw = 2;
        s.loss = 0;
        s.bye = 6;
        return s;
    }
    if (name == "league") {
        s.name = "league";
        s.winCapture = s.winElimination = s.winTime = s.winConcession = s.winNoShow = 4;
        s.draw = 2;
        s.loss = 0;
        s.bye = 4;
        return s;
    }
    return std::nullopt;
}

std::vector<std::string> Scoring::presetNames() {
    return {"sfr", "3-1-0", "league"};
}

std::string Scoring::explanation(std::string_view name) {
    if (name == "sfr") return "SFR Swiss: 1.5 for a win by capture or elimination, 1 for a win on time, 0.5 a draw, bye 1";
    if (name == "3-1-0") return "3 for any win, 1 for a draw, 0 for a loss, bye 3";
    if (name == "league") return "2 for any win, 1 for a draw, 0 for a loss, bye 2";
    return {};
}

HalfPoints Scoring::winPoints(Outcome outcome) const {
    switch (outcome) {
        case Outcome::Capture:
            return winCapture;
        case Outcome::Elimination:
            return winElimination;
        case Outcome::Time:
            return winTime;
        case Outcome::Concession:
            return winConcession;
        case Outcome::NoShow:
        case Outcome::GameLoss:
            return winNoShow;
        case Outcome::Draw:
            return draw;
    }
    return winCapture;
}

HalfPoints Scoring::maxPerRound() const {
    return std::max({winCapture, winElimination, winTime, winConcession, winNoShow, draw, loss, bye, 1});
}

std::string formatPoints(HalfPoints points) {
    std::string text = std::to_string(points / 2);
    if (points < 0 && points / 2 == 0) text = "-0";
    if (points % 2 != 0) text += ".5";
    return text;
}

std::optional<HalfPoints> halfPointsFromDouble(double points) {
    if (!std::isfinite(points) || std::fabs(points) > 1e6) return std::nullopt;
    const double doubled = points * 2.0;
    const double rounded = std::round(doubled);
    if (std::fabs(doubled - rounded) > 1e-9) return std::nullopt;
    return static_cast<HalfPoints>(rounded);
}

}  // namespace muster::rules::tournament
