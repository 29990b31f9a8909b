#include "muster/rules/tournament/PairingAssessor.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "muster/rules/tournament/EventIndex.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/Standings.h"

namespace muster::rules::tournament {

namespace {

std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27U)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31U);
}

// Everything the flaw texts need about the round being judged.
struct Context {
    const Event& event;
    const EventIndex& index;
    const PairingProblem& problem;
    const ScoreSheet& before;
    HalfPoints maxGap = 0;
    std::map<PlayerId, const Entrant*> entrants;

    // Names alone: they are unique in an event, and "(...)" next to a name is its points, as the pairing
    // lists write it.
    std::string nameOf(PlayerId id) const {
        const Player* p = index.findPlayer(id);
        return p == nullptr ? fmt::format("player {}", id) : p->name;
    }
    std::string game(const MatchedPair& pair) const {
        if (!pair.b) return "the bye to " + nameOf(pair.a);
        return nameOf(pair.a) + " v " + nameOf(*pair.b);
    }
    std::string scoredGame(const MatchedPair& pair) const {
        return fmt::format("{} ({}) v {} ({})", nameOf(pair.a), formatPoints(before.score(pair.a)), nameOf(*pair.b),
                           formatPoints(before.score(*pair.b)));
    }
    bool clubClash(PlayerId a, PlayerId b) const {
        const Player* pa = index.findPlayer(a);
        const Player* pb = index.findPlayer(b);
        return problem.avoidSameClub && pa != nullptr && pb != nullptr && !pa->club.empty() && pa->club == pb->club;
    }
    int byePlace(PlayerId id) const {
        auto it = entrants.find(id);
        return it == entrants.end() ? 0 : it->second->byePlace;
    }
    // The lowest byePlace among the players the bye should go to (those without one, if any are left).
    std::optional<PlayerId> lowestEligible() const {
        const bool anyWithout =
            std::any_of(problem.entrants.begin(), problem.entrants.end(), [](const Entrant& e) { return !e.hadBye; });
        const Entrant* lowest = nullptr;
        for (const auto& e : problem.entrants) {
            if (anyWithout && e.hadBye) continue;
            if (lowest == nullptr || e.byePlace < lowest->byePlace) lowest = &e;
        }
        return lowest == nullptr ? std::nullopt : std::optional<PlayerId>(lowest->id);
    }
    std::int64_t foldDeviation(const MatchedPair& pair) const {
        if (!pair.b) return 0;
        const int half = static_cast<int>(problem.entrants.size() / 2);
        auto pa = entrants.find(pair.a);
        auto pb = entrants.find(*pair.b);
        if (pa == entrants.end() || pb == entrants.end()) return 0;
        return std::abs(std::abs(pa->second->rankPlace - pb->second->rankPlace) - half);
    }
    // Whether a game or bye of a pairing has the flaw of `criterion`.
    bool has(Criterion criterion, const MatchedPair& pair) const {
        switch (criterion) {
            case Criterion::AvoidedMeetings:
                return pair.b && index.mustNotMeet(pair.a, *pair.b);
            case Criterion::Rematches:
                return pair.b && before.timesPlayed(pair.a, *pair.b) > 0;
            case Criterion::RepeatByes:
                return !pair.b && before.tally(pair.a).byes > 0;
            case Criterion::ByePlace: {
                if (pair.b) return false;
                const auto lowest = lowestEligible();
                return lowest && byePlace(pair.a) > byePlace(*lowest);
            }
            case Criterion::ScoreGaps:
                return pair.b && std::abs(before.score(pair.a) - before.score(*pair.b)) > maxGap;
            case Criterion::ClubClashes:
                return pair.b && clubClash(pair.a, *pair.b);
            case Criterion::RankFold:
                return foldDeviation(pair) > 0;
        }
        return false;
    }
    std::string describe(Criterion criterion, const MatchedPair& pair) const {
        switch (criterion) {
            case Criterion::AvoidedMeetings:
                return "a meeting the organiser forbade: " + game(pair);
            case Criterion::Rematches:
                return "a rematch: " + game(pair);
            case Criterion::RepeatByes:
                return "a second bye for " + nameOf(pair.a);
            case Criterion::ByePlace:
                return "the bye to " + nameOf(pair.a) + ", ranked higher";
            case Criterion::ScoreGaps:
                return "a wider score gap: " + (pair.b ? scoredGame(pair) : game(pair));
            case Criterion::ClubClashes:
                return "a club meeting: " + game(pair);
            case Criterion::RankFold:
                return "a game further from the rank order: " + game(pair);
        }
        return game(pair);
    }
    // What `alternative` has of `criterion` that `round` does not: up to three games, the worst first.
    std::string whatItHas(Criterion criterion, const std::vector<MatchedPair>& alternative,
                          const std::vector<MatchedPair>& round) const {
        // The round's games, looked up once each (comparing every game with every other was quadratic).
        std::set<std::pair<PlayerId, PlayerId>> roundGames;
        auto gameKey = [](const MatchedPair& pair) {
            const PlayerId b = pair.b.value_or(0);  // a bye: (a, 0); ids are at least 1
            return pair.b ? std::pair{std::min(pair.a, b), std::max(pair.a, b)} : std::pair{pair.a, PlayerId{0}};
        };
        for (const auto& pair : round) roundGames.insert(gameKey(pair));
        std::vector<MatchedPair> fresh;
        for (const auto& pair : alternative) {
            const bool inRound = roundGames.count(gameKey(pair)) > 0;
            const bool flawed = criterion == Criterion::ScoreGaps
                                    ? pair.b && before.score(pair.a) != before.score(*pair.b)
                                    : has(criterion, pair);
            if (!inRound && flawed) fresh.push_back(pair);
        }
        if (criterion == Criterion::ScoreGaps) {
            std::stable_sort(fresh.begin(), fresh.end(), [&](const MatchedPair& x, const MatchedPair& y) {
                return std::abs(before.score(x.a) - before.score(*x.b)) >
                       std::abs(before.score(y.a) - before.score(*y.b));
            });
        } else if (criterion == Criterion::RankFold) {
            std::stable_sort(fresh.begin(), fresh.end(), [&](const MatchedPair& x, const MatchedPair& y) {
                return foldDeviation(x) > foldDeviation(y);
            });
        }
        if (fresh.size() > 3)
            fresh.resize(criterion == Criterion::ScoreGaps || criterion == Criterion::RankFold ? 1 : 3);
        std::string text;
        for (const auto& pair : fresh) text += (text.empty() ? "" : "; ") + describe(criterion, pair);
        return text;
    }
};

std::string flawMessage(const Context& c, Criterion criterion, const MatchedPair& pair) {
    switch (criterion) {
        case Criterion::AvoidedMeetings: {
            const std::string reason = c.index.apartReason(pair.a, *pair.b);
            return c.nameOf(pair.a) + " and " + c.nameOf(*pair.b) + " meet although the organiser keeps them apart" +
                   (reason.empty() ? "" : " (" + reason + ")");
        }
        case Criterion::Rematches:
            return fmt::format("{} and {} have met before ({}x)", c.nameOf(pair.a), c.nameOf(*pair.b),
                               c.before.timesPlayed(pair.a, *pair.b));
        case Criterion::RepeatByes:
            return c.nameOf(pair.a) + " gets a second bye";
        case Criterion::ByePlace: {
            const auto lowest = c.lowestEligible();
            return c.nameOf(pair.a) + " gets the bye, ranked above " + (lowest ? c.nameOf(*lowest) : "others") +
                   " who could have had it";
        }
        case Criterion::ScoreGaps:
            return fmt::format("{} ({}) and {} ({}) are {} points apart", c.nameOf(pair.a),
                               formatPoints(c.before.score(pair.a)), c.nameOf(*pair.b),
                               formatPoints(c.before.score(*pair.b)),
                               formatPoints(std::abs(c.before.score(pair.a) - c.before.score(*pair.b))));
        case Criterion::ClubClashes:
            return c.nameOf(pair.a) + " and " + c.nameOf(*pair.b) + " are both of " + c.index.player(pair.a).club;
        case Criterion::RankFold:
            return c.game(pair) + " is away from the rank order";
    }
    return c.game(pair);
}

std::string avoidableWhy(Criterion criterion, const PairingCriteria& round, const PairingCriteria& best) {
    switch (criterion) {
        case Criterion::ByePlace:
            return "avoidable: the bye can go to a lower-ranked player";
        case Criterion::ScoreGaps:
            return "avoidable: a pairing with closer scores exists";
        case Criterion::RankFold:
            return "avoidable: a pairing closer to the rank order exists";
        default:
            return fmt::format("avoidable: a pairing with {} {} instead of {} exists", best.value(criterion),
                               criterionName(criterion), round.value(criterion));
    }
}

}  // namespace

std::string PairingFlaw::text() const {
    return explanation.empty() ? message : message + " (" + explanation + ")";
}

bool PairingAssessor::rankedRoundOne(const Event& event, int round) {
    if (round != 1) return false;
    return std::any_of(event.players.begin(), event.players.end(),
                       [](const Player& p) { return p.activeIn(1) && p.rank.has_value(); });
}

PairingProblem PairingAssessor::problemFor(const Event& event, int round, std::uint64_t seed,
                                           const std::vector<PlayerId>& leaveOut) {
    const ScoreSheet scores(event, round - 1);
    PairingProblem problem;
    problem.avoidSameClub = event.settings.avoidSameClub;
    problem.seed = seed;
    problem.round = round;
    problem.rankedRoundOne = rankedRoundOne(event, round);
    const auto keys = event.playerKeys();
    const EventIndex index(event);
    const std::set<PlayerId> left(leaveOut.begin(), leaveOut.end());
    for (const auto& player : event.players) {
        if (!player.activeIn(round)) continue;
        if (left.count(player.id) != 0) continue;
        const PlayerTally& t = scores.tally(player.id);
        Entrant e;
        e.id = player.id;
        e.key = keys.at(player.id);
        e.score = t.score;
        e.hadBye = t.byes > 0;
        e.club = player.club;
        e.opponents = t.paired;
        problem.entrants.push_back(std::move(e));
    }
    const int n = static_cast<int>(problem.entrants.size());
    if (problem.rankedRoundOne) {
        // Ranked players first (best first), the rest in seeded order; the last place gets the bye.
        std::vector<std::size_t> order(problem.entrants.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
            const Player& px = index.player(problem.entrants[x].id);
            const Player& py = index.player(problem.entrants[y].id);
            if (px.rank.has_value() != py.rank.has_value()) return px.rank.has_value();
            if (px.rank && *px.rank != *py.rank) return *px.rank < *py.rank;
            // The event's seed, not the pairing's: the order is part of the problem, the same for every seed.
            const auto hx = mix(event.settings.seed ^ problem.entrants[x].key);
            const auto hy = mix(event.settings.seed ^ problem.entrants[y].key);
            return hx != hy ? hx < hy : problem.entrants[x].key < problem.entrants[y].key;
        });
        for (int place = 0; place < n; ++place) {
            auto& e = problem.entrants[order[static_cast<std::size_t>(place)]];
            e.rankPlace = place;
            e.byePlace = n - 1 - place;
        }
    } else if (round > 1 && n % 2 == 1) {  // the bye's place matters only when someone gets the bye
        // The bye's place: how many players still in are ranked below this one after the last round.
        std::map<PlayerId, int> rankOf;
        for (const auto& row : Standings::compute(event, round - 1)) rankOf[row.id] = row.rank;
        std::vector<int> ranks;
        ranks.reserve(problem.entrants.size());
        for (const auto& e : problem.entrants) ranks.push_back(rankOf[e.id]);
        std::vector<int> sorted = ranks;
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t i = 0; i < problem.entrants.size(); ++i) {
            const auto below = sorted.end() - std::upper_bound(sorted.begin(), sorted.end(), ranks[i]);
            problem.entrants[i].byePlace = static_cast<int>(below);
        }
    }
    std::set<PlayerId> inProblem;
    for (const auto& e : problem.entrants) inProblem.insert(e.id);
    for (const auto& a : event.avoid) {
        if (inProblem.count(a.a) != 0 && inProblem.count(a.b) != 0) problem.mustNotMeet.emplace_back(a.a, a.b);
    }
    return problem;
}

namespace {

bool isFixed(const Pairing& p) {
    return p.hasFlag("pinned") || p.hasFlag("kept");
}

RoundAssessment assessProblem(const Event& event, const Round& round, PairingProblem problem,
                              const std::optional<PairingCriteria>& best, const AssessOptions& options);

}  // namespace

RoundAssessment PairingAssessor::assess(const Event& event, const Round& round,
                                        const std::optional<PairingCriteria>& best, const AssessOptions& options) {
    if (round.kind != RoundKind::Swiss) return {};
    std::vector<PlayerId> pinned;
    for (const auto& p : round.pairings) {
        if (!isFixed(p)) continue;
        pinned.push_back(p.a);
        if (p.b) pinned.push_back(*p.b);
    }
    return assessProblem(event, round, problemFor(event, round.number, event.settings.seed, pinned), best, options);
}

RoundAssessment PairingAssessor::assess(const Event& event, const Round& round, PairingProblem problem,
                                        const PairingCriteria& best, const AssessOptions& options) {
    if (round.kind != RoundKind::Swiss) return {};
    return assessProblem(event, round, std::move(problem), best, options);
}

namespace {

RoundAssessment assessProblem(const Event& event, const Round& round, PairingProblem problem,
                              const std::optional<PairingCriteria>& best, const AssessOptions& options) {
    RoundAssessment out;
    out.assessed = true;
    auto fixed = [](const Pairing& p) { return isFixed(p); };
    out.problem = std::move(problem);
    const ScoreSheet before(event, round.number - 1);
    const EventIndex index(event);
    Context c{
        event, index, out.problem, before, options.maxGap >= 0 ? options.maxGap : event.settings.scoring.maxPerRound(),
        {}};
    for (const auto& e : out.problem.entrants) c.entrants[e.id] = &e;

    // The round's games among the problem's players; whether they pair each of them exactly once.
    std::vector<MatchedPair> pairs;
    std::vector<MatchedPair> pinnedPairs;
    std::vector<bool> pinnedByOrganiser;
    std::map<PlayerId, int> seen;
    bool wellFormed = true;
    for (const auto& p : round.pairings) {
        const MatchedPair pair{p.a, p.b};
        if (fixed(p)) {
            if (index.findPlayer(p.a) != nullptr && (!p.b || index.findPlayer(*p.b) != nullptr)) {
                pinnedPairs.push_back(pair);
                pinnedByOrganiser.push_back(p.hasFlag("pinned"));
            }
            continue;
        }
        const bool known = c.entrants.count(p.a) != 0 && (!p.b || c.entrants.count(*p.b) != 0);
        if (!known || (p.b && *p.b == p.a)) {
            wellFormed = false;
            continue;
        }
        seen[p.a] += 1;
        if (p.b) seen[*p.b] += 1;
        pairs.push_back(pair);
    }
    for (const auto& e : out.problem.entrants) wellFormed = wellFormed && seen[e.id] == 1;
    const int byes =
        static_cast<int>(std::count_if(pairs.begin(), pairs.end(), [](const MatchedPair& p) { return !p.b; }));
    wellFormed = wellFormed && byes == static_cast<int>(out.problem.entrants.size() % 2);

    out.criteria = SwissMatcher::evaluate(out.problem, pairs);
    if (best) {
        out.best = *best;
    } else if (wellFormed) {
        out.best = SwissMatcher::solve(out.problem).criteria;
    } else {
        out.best = out.criteria;
    }
    // Avoidable, criterion by criterion (one definition: the pairer's order).
    const auto mine = out.criteria.ordered();
    const auto ideal = out.best.ordered();
    std::map<Criterion, bool> avoidable;
    int earlier = 0;  // 0: equal so far; 1: this round was worse before; -1: it was better before
    for (std::size_t k = 0; k < mine.size(); ++k) {
        const bool worse = mine[k].second > ideal[k].second;
        avoidable[mine[k].first] = wellFormed && worse && earlier >= 0;
        if (earlier == 0 && mine[k].second != ideal[k].second) earlier = worse ? 1 : -1;
    }

    const std::vector<Criterion> kinds{Criterion::AvoidedMeetings, Criterion::Rematches, Criterion::RepeatByes,
                                       Criterion::ByePlace,        Criterion::ScoreGaps, Criterion::ClubClashes};
    int searches = 0;
    for (std::size_t i = 0; i < pinnedPairs.size(); ++i) {
        const MatchedPair& pair = pinnedPairs[i];
        for (Criterion kind : kinds) {
            if (kind == Criterion::ByePlace || !c.has(kind, pair)) continue;
            PairingFlaw flaw;
            flaw.criterion = kind;
            flaw.players = pair.b ? std::vector<PlayerId>{pair.a, *pair.b} : std::vector<PlayerId>{pair.a};
            flaw.pinned = true;
            flaw.message = flawMessage(c, kind, pair);
            flaw.explanation =
                pinnedByOrganiser[i] ? "pinned by the organiser" : "kept when the round was paired again";
            out.flaws.push_back(std::move(flaw));
        }
    }
    for (const auto& pair : pairs) {
        for (Criterion kind : kinds) {
            if (!c.has(kind, pair)) continue;
            PairingFlaw flaw;
            flaw.criterion = kind;
            flaw.players = pair.b ? std::vector<PlayerId>{pair.a, *pair.b} : std::vector<PlayerId>{pair.a};
            flaw.message = flawMessage(c, kind, pair);
            flaw.avoidable = avoidable[kind];
            if (!wellFormed) {
                flaw.avoidable = true;
                flaw.explanation = "the round does not pair every player once, so it cannot be compared";
            } else if (flaw.avoidable) {
                flaw.explanation = avoidableWhy(kind, out.criteria, out.best);
            } else if (searches >= options.maxAlternatives) {
                flaw.explanation = "no other choice; the alternative was not searched";
            } else {
                ++searches;
                PairingProblem without = out.problem;
                if (pair.b) {
                    without.forbiddenPairs.emplace_back(pair.a, *pair.b);
                } else {
                    without.forbiddenByes.push_back(pair.a);
                }
                const PairingSolution alternative = SwissMatcher::solve(without);
                if (!alternative.feasible) {
                    flaw.explanation = "no other choice: every way to pair the round has it";
                } else if (alternative.criteria.betterThan(out.criteria)) {
                    flaw.avoidable = true;
                    flaw.explanation = "avoidable: pairing " + c.game(pair) + " differently is better";
                } else {
                    const auto altOrdered = alternative.criteria.ordered();
                    std::optional<Criterion> costs;
                    for (std::size_t k = 0; k < mine.size(); ++k) {
                        if (altOrdered[k].second != mine[k].second) {
                            costs = altOrdered[k].first;
                            break;
                        }
                    }
                    std::string what = c.whatItHas(costs.value_or(kind), alternative.pairs, pairs);
                    if (what.empty()) what = "a worse " + std::string(criterionName(costs.value_or(kind)));
                    flaw.explanation = "no other choice: avoiding it needs " + what;
                }
            }
            out.flaws.push_back(std::move(flaw));
        }
    }
    return out;
}

}  // namespace

std::vector<std::string> PairingAssessor::pairDownNotes(const Event& event, const Round& round) {
    std::vector<std::string> notes;
    if (round.kind != RoundKind::Swiss || round.number <= 1) return notes;
    const ScoreSheet before(event, round.number - 1);
    auto nameOf = [&event](PlayerId id) {
        const Player* p = event.findPlayer(id);
        return p == nullptr ? fmt::format("player {}", id) : p->name;
    };
    auto withPoints = [&](PlayerId id) { return nameOf(id) + " (" + formatPoints(before.score(id)) + ")"; };
    std::optional<HalfPoints> top;
    for (const auto& p : round.pairings) {
        for (auto id : {std::optional<PlayerId>(p.a), p.b}) {
            if (id && (!top || before.score(*id) > *top)) top = before.score(*id);
        }
    }
    if (!top) return notes;
    std::vector<PlayerId> leaders;
    for (const auto& p : round.pairings) {
        for (auto id : {std::optional<PlayerId>(p.a), p.b}) {
            if (id && before.score(*id) == *top) leaders.push_back(*id);
        }
    }
    if (leaders.size() < 2) return notes;
    for (const auto& p : round.pairings) {
        if (p.isBye()) continue;
        for (const auto& [leader, opponent] : {std::pair{p.a, *p.b}, std::pair{*p.b, p.a}}) {
            if (before.score(leader) != *top || before.score(opponent) >= *top) continue;
            std::string why;
            for (PlayerId other : leaders) {
                if (other == leader) continue;
                std::string reason;
                const Player* pl = event.findPlayer(leader);
                const Player* po = event.findPlayer(other);
                if (event.mustNotMeet(leader, other)) {
                    reason = "kept apart by the organiser";
                } else if (before.timesPlayed(leader, other) > 0) {
                    reason = "met before";
                } else if (event.settings.avoidSameClub && pl != nullptr && po != nullptr && !pl->club.empty() &&
                           pl->club == po->club) {
                    reason = "both of " + pl->club;
                } else if (const Pairing* game = round.pairingOf(other); game == nullptr || game->isBye()) {
                    reason = "has the bye";
                } else {
                    const PlayerId theirs = game->a == other ? *game->b : game->a;
                    reason = before.score(theirs) < *top ? "also paired down (to " + withPoints(theirs) +
                                                               "): their meeting would make another game worse"
                                                         : "plays " + withPoints(theirs);
                }
                why += (why.empty() ? "" : "; ") + withPoints(other) + ": " + reason;
            }
            notes.push_back(withPoints(leader) + " is paired down to " + withPoints(opponent) + ", not to " + why);
        }
    }
    return notes;
}

}  // namespace muster::rules::tournament
