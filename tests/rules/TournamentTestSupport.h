#pragma once
// Helpers for the tournament tests: seeded random events played round by round.
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace muster::rules::tournament::testing {

// Sanitizer and Debug builds run the randomized tests on fewer cases so the suite stays a few seconds long.
#if defined(__SANITIZE_ADDRESS__) || defined(MUSTER_SANITIZED) || !defined(NDEBUG)
inline constexpr int kCaseDivisor = 5;
#else
inline constexpr int kCaseDivisor = 1;
#endif

// What EventIO::parse says of an event file's text ("e.json"), or "(accepted)".
inline std::string eventParseError(const std::string& text) {
    try {
        (void)EventIO::parse(text, "e.json");
    } catch (const EventFormatError& e) {
        return e.what();
    }
    return "(accepted)";
}

// "Player 3" (built by appending: GCC 12 warns falsely on "literal" + std::string at -O3).
inline std::string label(const char* prefix, int number) {
    std::string text(prefix);
    text += std::to_string(number);
    return text;
}

inline Event makeEvent(int players, int clubs = 0, std::uint64_t seed = 1) {
    Event event;
    event.settings.name = "Test event";
    event.settings.seed = seed;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = label("Player ", i);
        if (clubs > 0) p.club = label("Club ", i % clubs);
        event.players.push_back(p);
    }
    return event;
}

// A result: `winner` won (none: a draw), terrains and health of sides a and b.
inline Result win(std::optional<PlayerId> winner, Outcome outcome = Outcome::Capture,
                  std::array<int, 2> terrains = {0, 0}, std::array<int, 2> health = {0, 0}) {
    Result r;
    r.winner = winner;
    r.outcome = outcome;
    r.terrains = terrains;
    r.health = health;
    return r;
}

// A game at `table` (none: a bye when b is none too).
inline Pairing game(std::optional<int> table, PlayerId a, std::optional<PlayerId> b,
                    std::optional<Result> result = std::nullopt) {
    Pairing p;
    p.table = table;
    p.a = a;
    p.b = b;
    p.result = result;
    return p;
}

// Gives every open game of the last round a random result (wins, draws, time wins).
inline void playLastRound(Event& event, std::mt19937_64& rng) {
    auto& round = event.rounds.back();
    for (auto& p : round.pairings) {
        if (p.isBye() || p.result) continue;
        Result r;
        const auto roll = rng() % 10;
        if (roll == 0) {
            r.outcome = Outcome::Draw;
        } else {
            r.winner = (roll % 2 == 0) ? p.a : *p.b;
            r.outcome = roll < 4 ? Outcome::Time : Outcome::Capture;
        }
        r.terrains = {static_cast<int>(rng() % 3), static_cast<int>(rng() % 3)};
        r.health = {static_cast<int>(rng() % 20), static_cast<int>(rng() % 20)};
        p.result = r;
    }
}

}  // namespace muster::rules::tournament::testing
