#pragma once
// Plain input of the tournament printouts. The caller converts the tournament module's round and
// standings into these, so the reports layer does not depend on how pairings or tiebreakers are computed.
#include <string>
#include <vector>

namespace muster::reports {

struct PairingRow {
    int table = 0;
    std::string playerA;
    std::string playerB;  // empty: playerA has the bye
    std::string scoreA;   // points before the round, e.g. "1.5" (empty: not shown)
    std::string scoreB;
    std::string note;     // for the players (e.g. "feature table"); never the desk's internal flags
    // The players' result codes (docs/pages.md), printed on their own stubs of the result slip; empty when
    // the event does not take results from players.
    std::string codeA;
    std::string codeB;
};

struct PairingsData {
    std::string event;
    int round = 0;
    std::string date;  // free text, may be empty
    std::vector<PairingRow> pairings;
    // What a result slip asks: the ways a game can be won (e.g. "Capture", "Time"), and whether the
    // event's tiebreakers need terrains captured and health killed.
    std::vector<std::string> winTypes;
    bool askTerrains = false;
    bool askHealth = false;
    // The event pages' address (e.g. "http://192.168.1.20:8080/"): printed with a QR code on the pairings and
    // the slips when set. The slips' code stubs point to its report form.
    std::string siteAddress;
};

struct StandingRow {
    int rank = 0;
    std::string player;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;                          // how many of the wins were byes
    std::string score;                     // match points as the format counts them
    std::vector<std::string> tiebreakers;  // values, in StandingsData::tiebreakerNames order
    bool dropped = false;
};

struct StandingsData {
    std::string event;
    std::string title;  // "Standings after round 3", "Final standings"
    int afterRound = 0;
    bool final = false;
    std::vector<std::string> tiebreakerNames;  // column titles, e.g. "SoS", "Points scored"
    std::vector<StandingRow> rows;
    std::vector<std::string> notes;  // printed under the table: how the tiebreakers count (byes, unknowns)
};

}  // namespace muster::reports
