#include "muster/rules/tournament/SwissPairer.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "muster/rules/tournament/EventIndex.h"
#include "muster/rules/tournament/PairingAssessor.h"
#include "muster/rules/tournament/PairingChecker.h"

namespace muster::rules::tournament {

namespace {

void requireLastRoundFinished(const Event& event) {
    if (event.rounds.empty()) return;
    const Round& last = event.rounds.back();
    const auto open =
        std::count_if(last.pairings.begin(), last.pairings.end(), [](const Pairing& p) { return !p.finished(); });
    if (open > 0) {
        throw EventError("round " + std::to_string(last.number) + " still has " + std::to_string(open) +
                         " game(s) without a result");
    }
}

std::string nameOf(const Event& event, PlayerId id) {
    const Player* p = event.findPlayer(id);
    return p == nullptr ? "player " + std::to_string(id) : p->name;
}

std::string gameText(const Event& event, const Pairing& p) {
    if (p.isBye()) return "the bye of " + nameOf(event, p.a);
    std::string text = p.table ? "table " + std::to_string(*p.table) + " (" : "(";
    return text + nameOf(event, p.a) + " v " + nameOf(event, *p.b) + ")";
}

// Notes about the round as a whole (not about its games): they stay when games are edited.
const std::string kRankedNote = "round 1 paired by rank";
const std::string kLinearNote = "score closeness weighed linearly to fit the weights";
const std::string kPairedAgainNote = "paired again";

bool isFixed(const Pairing& p) {
    return p.hasFlag("pinned") || p.hasFlag("kept");
}

// What a game that is changed loses: its result and its logs, one line.
std::string lossText(const Event& event, const Pairing& p) {
    std::string what;
    if (p.result) {
        what = p.result->winner ? "the result (" + nameOf(event, *p.result->winner) + " won by " +
                                      std::string(outcomeName(p.result->outcome)) + ")"
                                : std::string("the result (a draw)");
    }
    if (!p.logs.empty()) {
        what += (what.empty() ? "" : " and ") + std::to_string(p.logs.size()) + " match log" +
                (p.logs.size() == 1 ? "" : "s");
    }
    return what.empty() ? std::string() : what + " of " + gameText(event, p);
}

// Pairs round `number` of `base` (which holds the rounds before it) around `fixed` games: the organiser's
// pins and bye, then one matching over everyone else; tables; the assessor's notes.
Round pairAround(const Event& base, int number, const PairOptions& options, std::vector<Pairing> fixed) {
    const std::uint64_t seed = options.seed.value_or(base.settings.seed);
    std::set<PlayerId> used;
    for (const auto& p : fixed) {
        used.insert(p.a);
        if (p.b) used.insert(*p.b);
    }
    auto requireFree = [&](PlayerId id) {
        const Player* player = base.findPlayer(id);
        if (player == nullptr) throw EventError("no player with id " + std::to_string(id));
        if (!player->activeIn(number))
            throw EventError(player->name + " does not play in round " + std::to_string(number));
        if (!used.insert(id).second)
            throw EventError(player->name + " is already in a fixed game of round " + std::to_string(number));
    };
    for (const auto& [a, b] : options.pins) {
        if (a == b) throw EventError("a pinned game needs two different players");
        requireFree(a);
        requireFree(b);
        Pairing p;
        p.a = a;
        p.b = b;
        p.addFlag("pinned");
        fixed.push_back(std::move(p));
    }
    if (options.byeTo) {
        requireFree(*options.byeTo);
        Pairing p;
        p.a = *options.byeTo;
        p.addFlag("pinned");
        fixed.push_back(std::move(p));
    }
    const std::vector<PlayerId> leaveOut(used.begin(), used.end());
    const PairingProblem problem = PairingAssessor::problemFor(base, number, seed, leaveOut);
    const bool fixedBye = std::any_of(fixed.begin(), fixed.end(), [](const Pairing& p) { return p.isBye(); });
    if (fixedBye && problem.entrants.size() % 2 == 1) {
        throw EventError("with the bye given, an odd number of players is left: round " + std::to_string(number) +
                         " would need a second bye");
    }
    if (problem.entrants.empty() && fixed.empty())
        throw EventError("no active players to pair in round " + std::to_string(number));

    const PairingSolution solution = SwissMatcher::solve(problem);
    Round round;
    round.number = number;
    const ScoreSheet scores(base, number - 1);
    const EventIndex index(base);
    std::vector<std::size_t> keepTables;
    for (auto& p : fixed) {
        if (p.table) keepTables.push_back(round.pairings.size());
        round.pairings.push_back(std::move(p));
    }
    for (const auto& pair : solution.pairs) {
        Pairing pairing;
        pairing.a = pair.a;
        pairing.b = pair.b;
        if (pair.b) {
            if (scores.played(pair.a, *pair.b)) pairing.addFlag("rematch");
            if (index.mustNotMeet(pair.a, *pair.b)) pairing.addFlag("kept-apart");
            const Player& pa = index.player(pair.a);
            const Player& pb = index.player(*pair.b);
            if (base.settings.avoidSameClub && !pa.club.empty() && pa.club == pb.club) pairing.addFlag("club");
        } else if (scores.tally(pair.a).byes > 0) {
            pairing.addFlag("repeat-bye");
        }
        round.pairings.push_back(std::move(pairing));
    }
    SwissPairer::assignTables(base, scores, round, keepTables);
    if (problem.rankedRoundOne) round.notes.push_back(kRankedNote);
    const RoundAssessment assessment = PairingAssessor::assess(base, round, problem, solution.criteria);
    for (const auto& flaw : assessment.flaws) round.notes.push_back(flaw.text());
    for (auto& note : PairingAssessor::pairDownNotes(base, round)) round.notes.push_back(std::move(note));
    if (solution.linearGaps) round.notes.push_back(kLinearNote);
    return round;
}

}  // namespace

PairingProblem SwissPairer::problemFor(const Event& event, int round, std::uint64_t seed) {
    return PairingAssessor::problemFor(event, round, seed);
}

Round SwissPairer::pairNextRound(const Event& event, const PairOptions& options) {
    requireLastRoundFinished(event);
    if (!event.rounds.empty() && event.rounds.back().kind == RoundKind::TopCut) {
        throw EventError("the Swiss rounds are over: the top cut has started");
    }
    if (event.plannedRoundsPaired() && !options.extraRound) {
        const int planned = event.settings.swissRounds;
        std::string message =
            "all " + std::to_string(planned) + " planned Swiss round" + (planned == 1 ? "" : "s") + " are paired";
        if (event.settings.topCut > 0) {
            message +=
                ": pair the top cut of " + std::to_string(event.settings.topCut) + ", or confirm an extra Swiss round";
        } else {
            message += ": confirm an extra Swiss round to pair one";
        }
        throw BeyondPlanError(message);
    }
    const int number = event.nextRoundNumber();
    if (number == 1) {
        const auto absent = event.notCheckedIn();
        if (!absent.empty()) {
            std::string names;
            for (std::size_t i = 0; i < absent.size() && i < 5; ++i)
                names += (names.empty() ? "" : ", ") + nameOf(event, absent[i]);
            if (absent.size() > 5) names += " and " + std::to_string(absent.size() - 5) + " more";
            throw EventError(std::to_string(absent.size()) + " player(s) have not checked in (" + names +
                             "): check them in or drop them before round 1");
        }
    }
    return pairAround(event, number, options, {});
}

const Round& SwissPairer::addNextRound(Event& event, const PairOptions& options) {
    Round round = pairNextRound(event, options);
    event.rounds.push_back(std::move(round));
    return event.rounds.back();
}

ChangeReport SwissPairer::repairLastRound(Event& event, const PairOptions& options) {
    if (event.rounds.empty()) throw EventError("there is no round to pair again");
    const Round old = event.rounds.back();
    if (old.kind != RoundKind::Swiss) throw EventError("only Swiss rounds can be paired again");
    std::vector<Pairing> fixed;
    std::vector<const Pairing*> loose;
    for (const auto& p : old.pairings) {
        if (isFixed(p) || (p.result && !options.discardResults)) {
            Pairing kept = p;
            if (!kept.hasFlag("pinned")) kept.addFlag("kept");
            fixed.push_back(std::move(kept));
        } else {
            loose.push_back(&p);
        }
    }
    Event base = event;
    base.rounds.pop_back();
    Round round = pairAround(base, old.number, options, fixed);
    ChangeReport report;
    // A new game of the same two players keeps what the old one had; the rest is discarded and said.
    for (const Pairing* before : loose) {
        auto same = std::find_if(round.pairings.begin(), round.pairings.end(),
                                 [&](const Pairing& p) { return !isFixed(p) && p.samePlayers(*before); });
        if (same != round.pairings.end()) {
            same->logs = before->logs;
            if (before->result && same->a == before->a) {
                same->result = before->result;
            } else if (before->result) {
                Result flipped = *before->result;
                if (flipped.terrains) std::swap((*flipped.terrains)[0], (*flipped.terrains)[1]);
                if (flipped.health) std::swap((*flipped.health)[0], (*flipped.health)[1]);
                std::swap(flipped.deduction[0], flipped.deduction[1]);
                same->result = flipped;
            }
            continue;
        }
        if (const std::string lost = lossText(event, *before); !lost.empty()) report.discarded.push_back(lost);
    }
    round.notes.push_back(kPairedAgainNote);
    report.notes = round.notes;
    event.rounds.back() = std::move(round);
    return report;
}

void SwissPairer::assignTables(const Event& event, const ScoreSheet& scores, Round& round,
                               const std::vector<std::size_t>& keep) {
    const auto keys = event.playerKeys();
    auto keyOf = [&keys](PlayerId id) {
        auto it = keys.find(id);
        return it == keys.end() ? static_cast<std::uint64_t>(id) : it->second;
    };
    const EventIndex index(event);
    const std::set<std::size_t> kept(keep.begin(), keep.end());
    std::set<int> taken;
    std::vector<std::size_t> games;
    for (std::size_t i = 0; i < round.pairings.size(); ++i) {
        Pairing& p = round.pairings[i];
        if (p.isBye()) {
            p.table.reset();
            continue;
        }
        if (kept.count(i) != 0 && p.table) {
            taken.insert(*p.table);
            continue;
        }
        p.table.reset();
        games.push_back(i);
    }
    auto key = [&](std::size_t i) {
        const Pairing& p = round.pairings[i];
        const HalfPoints sa = scores.score(p.a);
        const HalfPoints sb = scores.score(*p.b);
        return std::make_tuple(-std::max(sa, sb), -std::min(sa, sb), std::min(keyOf(p.a), keyOf(*p.b)));
    };
    std::stable_sort(games.begin(), games.end(), [&](std::size_t x, std::size_t y) { return key(x) < key(y); });
    for (std::size_t i : games) {
        Pairing& p = round.pairings[i];
        std::optional<int> fixedTable;
        for (PlayerId id : {p.a, *p.b}) {
            const Player* player = index.findPlayer(id);
            if (player != nullptr && player->fixedTable && !fixedTable) fixedTable = player->fixedTable;
        }
        if (!fixedTable) continue;
        if (taken.insert(*fixedTable).second) {
            p.table = fixedTable;
        } else {
            p.addFlag("table-conflict");
        }
    }
    int next = 1;
    for (std::size_t i : games) {
        Pairing& p = round.pairings[i];
        if (p.table) continue;
        while (taken.count(next) > 0) ++next;
        p.table = next;
        taken.insert(next);
    }
    // Games in table order, the bye last.
    std::stable_sort(round.pairings.begin(), round.pairings.end(), [](const Pairing& x, const Pairing& y) {
        if (x.isBye() != y.isBye()) return !x.isBye();
        return x.table.value_or(0) < y.table.value_or(0);
    });
}

ChangeReport SwissPairer::swapPlayers(Event& event, PlayerId first, PlayerId second, bool discardResults) {
    if (event.rounds.empty()) throw EventError("there is no round to edit");
    Round& round = event.rounds.back();
    if (first == second) throw EventError("swap needs two different players");
    Pairing* pf = round.pairingOf(first);
    Pairing* ps = round.pairingOf(second);
    if (pf == nullptr || ps == nullptr) {
        throw EventError(nameOf(event, pf == nullptr ? first : second) + " is not paired in round " +
                         std::to_string(round.number));
    }
    if (pf == ps) throw EventError("the two players already play each other");
    ChangeReport report;
    for (Pairing* p : {pf, ps}) {
        const std::string lost = lossText(event, *p);
        if (lost.empty()) continue;
        if (!discardResults) throw EventError("swapping would discard " + lost + ": confirm to discard it");
        report.discarded.push_back(lost);
    }
    auto replace = [](Pairing& p, PlayerId from, PlayerId to) {
        if (p.a == from) {
            p.a = to;
        } else {
            p.b = to;
        }
    };
    replace(*pf, first, second);
    replace(*ps, second, first);
    for (Pairing* p : {pf, ps}) {
        p->result.reset();
        p->logs.clear();
        auto& flags = p->flags;
        flags.erase(std::remove_if(flags.begin(), flags.end(), [](const std::string& f) { return f != "manual"; }),
                    flags.end());
        p->addFlag("manual");
    }
    const PairingCheck check = PairingChecker::checkRound(event, round);
    auto flagMine = [&](const PairingViolation& v) {
        for (Pairing* p : {pf, ps}) {
            const bool mine =
                std::any_of(v.players.begin(), v.players.end(), [&](PlayerId id) { return p->involves(id); });
            if (mine) p->addFlag(std::string(violationName(v.kind)));
        }
    };
    for (const auto& v : check.violations) {
        report.warnings.push_back(v.message);
        flagMine(v);
    }
    for (const auto& v : check.notes) {
        report.notes.push_back(v.message);
        flagMine(v);
    }
    // The round's notes describe the games as they are now: notes about games the swap removed go.
    std::vector<std::string> notes;
    for (const auto& note : round.notes) {
        if (note == kRankedNote || note == kLinearNote || note == kPairedAgainNote) notes.push_back(note);
    }
    for (const auto& v : check.violations) notes.push_back(v.message);
    for (const auto& v : check.notes) notes.push_back(v.message);
    for (auto& note : PairingAssessor::pairDownNotes(event, round)) notes.push_back(std::move(note));
    notes.push_back("edited by hand: " + nameOf(event, first) + " and " + nameOf(event, second) + " swapped");
    round.notes = std::move(notes);
    return report;
}

ChangeReport SwissPairer::setTable(Event& event, int roundNumber, std::size_t index, int table) {
    if (roundNumber < 1 || roundNumber > static_cast<int>(event.rounds.size()))
        throw EventError("there is no round " + std::to_string(roundNumber));
    if (table < 1) throw EventError("tables are numbered from 1");
    Round& round = event.rounds[static_cast<std::size_t>(roundNumber - 1)];
    if (index >= round.pairings.size()) throw EventError("round " + std::to_string(roundNumber) + " has no such game");
    Pairing& game = round.pairings[index];
    if (game.isBye()) throw EventError("a bye has no table");
    for (auto& other : round.pairings) {
        if (&other != &game && other.table && *other.table == table) other.table = game.table;
    }
    game.table = table;
    ChangeReport report;
    for (const auto& v : PairingChecker::checkRound(event, round).violations) {
        if (v.kind == PairingViolation::Kind::TableConflict) report.warnings.push_back(v.message);
    }
    return report;
}

}  // namespace muster::rules::tournament
