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
    std::string note;     // e.g. "feature table"
};

struct PairingsData {
    std::string event;
    int round = 0;
    std::string date;  // free text, may be empty
    std::vector<PairingRow> pairings;
};

struct StandingRow {
    int rank = 0;
    std::string player;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    std::string score;                     // match points as the format counts them
    std::vector<std::string> tiebreakers;  // values, in StandingsData::tiebreakerNames order
    bool dropped = false;
};

struct StandingsData {
    std::string event;
    int afterRound = 0;
    bool final = false;
    std::vector<std::string> tiebreakerNames;  // column titles, e.g. "SoS", "Points scored"
    std::vector<StandingRow> rows;
};

}  // namespace muster::reports
