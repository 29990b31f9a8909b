#include "muster/rules/analytics/ArmyAnalytics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "muster/rules/engine/DamageAllocation.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::analytics {

using domain::DieId;
using domain::Element;
using domain::ElementSet;
using engine::RollType;

// ---- Distribution ----

Distribution Distribution::point(int value) {
    Distribution d;
    d.p.assign(static_cast<std::size_t>(std::max(0, value)) + 1, 0.0);
    d.p.back() = 1.0;
    return d;
}

double Distribution::at(int k) const {
    if (k < 0 || k >= static_cast<int>(p.size())) return 0.0;
    return p[static_cast<std::size_t>(k)];
}

double Distribution::mean() const {
    double m = 0;
    for (std::size_t k = 0; k < p.size(); ++k) m += static_cast<double>(k) * p[k];
    return m;
}

double Distribution::stddev() const {
    const double m = mean();
    double v = 0;
    for (std::size_t k = 0; k < p.size(); ++k) v += (static_cast<double>(k) - m) * (static_cast<double>(k) - m) * p[k];
    return std::sqrt(std::max(0.0, v));
}

double Distribution::atLeast(int k) const {
    if (k <= 0) return 1.0;
    double s = 0;
    for (std::size_t i = static_cast<std::size_t>(k); i < p.size(); ++i) s += p[i];
    return std::min(1.0, s);
}

Distribution Distribution::convolve(const Distribution& other) const {
    Distribution out;
    out.p.assign(p.size() + other.p.size() - 1, 0.0);
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] == 0.0) continue;
        for (std::size_t j = 0; j < other.p.size(); ++j) out.p[i + j] += p[i] * other.p[j];
    }
    return out;
}

// ---- roll kinds ----

std::string_view toString(RollKind kind) {
    switch (kind) {
        case RollKind::Maneuver: return "maneuver";
        case RollKind::CounterManeuver: return "counter-maneuver";
        case RollKind::Melee: return "melee";
        case RollKind::CounterAttack: return "counter-attack";
        case RollKind::Missile: return "missile";
        case RollKind::Magic: return "magic";
        case RollKind::SaveVsMelee: return "save vs melee";
        case RollKind::SaveVsMissile: return "save vs missile";
    }
    return "?";
}

RollType resultType(RollKind kind) {
    switch (kind) {
        case RollKind::Maneuver:
        case RollKind::CounterManeuver: return RollType::Maneuver;
        case RollKind::Melee:
        case RollKind::CounterAttack: return RollType::Melee;
        case RollKind::Missile: return RollType::Missile;
        case RollKind::Magic: return RollType::Magic;
        case RollKind::SaveVsMelee:
        case RollKind::SaveVsMissile: return RollType::Save;
    }
    return RollType::Maneuver;
}

std::string RollAnalysis::label() const {
    std::string s(toString(kind));
    if (kind == RollKind::Magic) s += element ? " (" + std::string(domain::toString(*element)) + ")" : " (any)";
    return s;
}

const RollAnalysis* ArmyAnalysis::find(RollKind kind, std::optional<Element> element) const {
    for (const auto& r : rolls)
        if (r.kind == kind && r.element == element) return &r;
    return nullptr;
}

namespace {

constexpr RollKind kArmyRolls[] = {RollKind::Maneuver,    RollKind::CounterManeuver, RollKind::Melee,
                                   RollKind::CounterAttack, RollKind::Missile,       RollKind::SaveVsMelee,
                                   RollKind::SaveVsMissile};

// A joint distribution of (results, damage no save reduces), for attacks.
struct Joint {
    int width = 1;  // values of the second coordinate: 0 .. width-1
    std::vector<double> p{1.0};  // p[a * width + n]
    [[nodiscard]] int rows() const { return static_cast<int>(p.size()) / width; }
    [[nodiscard]] double at(int a, int n) const { return p[static_cast<std::size_t>(a * width + n)]; }
    [[nodiscard]] Joint convolve(const Joint& o) const {
        Joint out;
        out.width = width + o.width - 1;
        const int r = rows() + o.rows() - 1;
        out.p.assign(static_cast<std::size_t>(r * out.width), 0.0);
        for (int a = 0; a < rows(); ++a)
            for (int n = 0; n < width; ++n) {
                const double x = at(a, n);
                if (x == 0.0) continue;
                for (int b = 0; b < o.rows(); ++b)
                    for (int m = 0; m < o.width; ++m)
                        out.p[static_cast<std::size_t>((a + b) * out.width + n + m)] += x * o.at(b, m);
            }
        return out;
    }
};

Distribution power(const Distribution& d, int n) {
    Distribution out;
    for (int i = 0; i < n; ++i) out = out.convolve(d);
    return out;
}

Joint power(const Joint& d, int n) {
    Joint out;
    for (int i = 0; i < n; ++i) out = out.convolve(d);
    return out;
}

// The die ids with their counts, in first-seen order.
std::vector<std::pair<DieId, int>> grouped(const std::vector<DieId>& dice) {
    std::vector<std::pair<DieId, int>> out;
    for (DieId d : dice) {
        auto it = std::find_if(out.begin(), out.end(), [d](const auto& x) { return x.first == d; });
        if (it == out.end())
            out.emplace_back(d, 1);
        else
            ++it->second;
    }
    return out;
}

// Health-worth killed for each damage 0 .. maxDamage (V4.01d Damage: the most a subset covers, never more).
Distribution killedFrom(const Distribution& damage, const std::vector<int>& healths) {
    int total = 0;
    for (int h : healths) total += std::max(0, h);
    Distribution out;
    out.p.assign(static_cast<std::size_t>(total) + 1, 0.0);
    for (int d = 0; d <= damage.maxValue(); ++d) {
        if (damage.at(d) == 0.0) continue;
        out.p[static_cast<std::size_t>(engine::DamageAllocation::maxCoverable(healths, d))] += damage.at(d);
    }
    return out;
}

// Damage after saves: max(0, attack - saves) + no-save damage.
Distribution damageAfterSaves(const Joint& attack, const Distribution& saves) {
    Distribution out;
    out.p.assign(static_cast<std::size_t>(attack.rows() + attack.width - 1), 0.0);
    // P(saves >= k) per k, to sum over saves quickly: P(max(0, a - s) = x).
    for (int a = 0; a < attack.rows(); ++a)
        for (int n = 0; n < attack.width; ++n) {
            const double pa = attack.at(a, n);
            if (pa == 0.0) continue;
            for (int s = 0; s <= saves.maxValue(); ++s) {
                const double ps = saves.at(s);
                if (ps == 0.0) continue;
                out.p[static_cast<std::size_t>(std::max(0, a - s) + n)] += pa * ps;
            }
        }
    return out;
}

Distribution mix(const Distribution& d, double weight) {
    // weight * d + (1 - weight) * point(0)
    Distribution out = d;
    for (double& x : out.p) x *= weight;
    out.p[0] += 1.0 - weight;
    return out;
}

}  // namespace

// ---- the analyzer ----

ArmyAnalyzer::ArmyAnalyzer(const domain::Catalog& catalog)
    : catalog_(catalog), resolver_(std::make_unique<engine::RollResolver>(catalog)) {}

ArmyAnalyzer::~ArmyAnalyzer() = default;

std::vector<DieId> ArmyAnalyzer::armyDice(const domain::Roster& roster, domain::RosterSection army) {
    std::vector<DieId> out;
    for (const auto& e : roster.section(army))
        if (e.die)
            for (int i = 0; i < e.count; ++i) out.push_back(*e.die);
    return out;
}

bool ArmyAnalyzer::rolls(DieId die) const {
    const auto& d = catalog_.die(die);
    return (d.isUnit() || d.isItem()) && !d.facesUnknown && !d.faces.empty();
}

FaceValue ArmyAnalyzer::faceValue(DieId die, int face, RollKind kind, const AnalysisOptions& options) const {
    engine::RollContext c;
    c.type = resultType(kind);
    c.counterAttack = kind == RollKind::CounterAttack;
    c.counterManeuver = kind == RollKind::CounterManeuver;
    if (kind == RollKind::SaveVsMelee) c.saveAgainst = RollType::Melee;
    if (kind == RollKind::SaveVsMissile) c.saveAgainst = RollType::Missile;
    c.terrainElements = options.terrainElements;
    c.doubleIds = options.eighthFace;
    const auto out = resolver_->resolve({{die, face}}, c);
    FaceValue v;
    v.base = out.base;
    v.optional = out.optional;
    v.noSaveDamage = out.noSaveDamage;
    if (!out.dice.empty()) {
        v.magic = out.dice.front().magic;
        v.magicElements = out.dice.front().magicElements;
    }
    if (!out.unsupported.empty()) {
        const auto& f = catalog_.die(die).faces[static_cast<std::size_t>(face)];
        v.notCounted = out.decisions.empty() ? f.icon : out.decisions.front();
        v.why = out.unsupported;
    } else if (!out.rollsAgain.empty() || out.otherSideLoses > 0 || out.otherSideLosesSaves > 0 ||
               out.noCounterAttack) {
        // What the face does beyond its own results: a re-roll added to it, results the answering roll loses, no
        // counter-attack.
        v.notCounted = catalog_.die(die).faces[static_cast<std::size_t>(face)].icon;
        v.why = !out.rollsAgain.empty() ? "the die is rolled again and the new face is added"
                : out.noCounterAttack  ? "the attacked army may not counter-attack"
                                       : "the answering roll loses " +
                                            std::to_string(std::max(out.otherSideLoses, out.otherSideLosesSaves)) +
                                            " results";
    }
    return v;
}

RollAnalysis ArmyAnalyzer::analyzeRoll(const std::vector<DieId>& dice, RollKind kind, const AnalysisOptions& options,
                                       std::optional<Element> element) const {
    RollAnalysis r;
    r.kind = kind;
    r.element = element;
    const bool attack = kind == RollKind::Melee || kind == RollKind::Missile || kind == RollKind::CounterAttack;
    double allCounted = 1.0;
    for (const auto& [die, count] : grouped(dice)) {
        if (!rolls(die)) continue;
        const auto& d = catalog_.die(die);
        const int faces = static_cast<int>(d.faces.size());
        const double each = 1.0 / faces;
        Distribution counted;
        Distribution without;
        Distribution noSave;
        counted.p.clear();
        without.p.clear();
        noSave.p.clear();
        std::map<std::string, std::pair<int, std::string>> missing;  // SAI -> faces showing it, why
        int missingFaces = 0;
        auto add = [each](Distribution& dist, int value) {
            value = std::max(0, value);
            if (static_cast<int>(dist.p.size()) <= value) dist.p.resize(static_cast<std::size_t>(value) + 1, 0.0);
            dist.p[static_cast<std::size_t>(value)] += each;
        };
        for (int f = 0; f < faces; ++f) {
            const FaceValue v = faceValue(die, f, kind, options);
            int base = v.base;
            int optional = v.optional;
            if (kind == RollKind::Magic && element && !v.magicElements.contains(*element)) base = optional = 0;
            add(counted, base + optional);
            add(without, base);
            add(noSave, v.noSaveDamage);
            if (optional > 0) r.countsAs = true;
            if (!v.notCounted.empty()) {
                auto& m = missing[v.notCounted];
                ++m.first;
                m.second = v.why;
                ++missingFaces;
            }
        }
        r.counted = r.counted.convolve(power(counted, count));
        r.without = r.without.convolve(power(without, count));
        if (attack) r.noSaveDamage = r.noSaveDamage.convolve(power(noSave, count));
        for (const auto& [sai, m] : missing) {
            const double none = std::pow(1.0 - static_cast<double>(m.first) * each, count);
            r.notCounted.push_back({sai, d.name, 1.0 - none, m.second});
        }
        allCounted *= std::pow(1.0 - static_cast<double>(missingFaces) * each, count);
    }
    r.chanceNotCounted = 1.0 - allCounted;
    return r;
}

ArmyAnalysis ArmyAnalyzer::analyze(const std::vector<DieId>& dice, const AnalysisOptions& options) const {
    ArmyAnalysis a;
    a.options = options;
    std::vector<DieId> rolling;
    for (DieId d : dice) {
        const auto& die = catalog_.die(d);
        if (!rolls(d)) {
            a.skipped.push_back(die.name);
            continue;
        }
        rolling.push_back(d);
        ++a.dice;
        if (die.isUnit()) {
            a.health += die.health;
            a.healths.push_back(die.health);
        }
    }
    for (RollKind k : kArmyRolls) a.rolls.push_back(analyzeRoll(rolling, k, options));
    // Magic: of any element, then each element some face can make.
    auto any = analyzeRoll(rolling, RollKind::Magic, options);
    const bool magic = any.counted.maxValue() > 0;
    a.rolls.push_back(std::move(any));
    if (magic)
        for (Element e : domain::kMagicElements) {
            auto r = analyzeRoll(rolling, RollKind::Magic, options, e);
            if (r.counted.maxValue() > 0) a.rolls.push_back(std::move(r));
        }
    return a;
}

Matchup ArmyAnalyzer::matchup(const std::vector<DieId>& a, const AnalysisOptions& aOptions,
                              const std::vector<DieId>& b, const AnalysisOptions& bOptions) const {
    // An attack roll as a joint distribution of (results, damage no save reduces), counts-as counted.
    auto attackJoint = [this](const std::vector<DieId>& dice, RollKind kind, const AnalysisOptions& o,
                              double& allCounted) {
        Joint j;
        for (const auto& [die, count] : grouped(dice)) {
            if (!rolls(die)) continue;
            const int faces = static_cast<int>(catalog_.die(die).faces.size());
            std::vector<FaceValue> values;
            int maxA = 0;
            int maxN = 0;
            int missing = 0;
            for (int f = 0; f < faces; ++f) {
                values.push_back(faceValue(die, f, kind, o));
                maxA = std::max(maxA, values.back().base + values.back().optional);
                maxN = std::max(maxN, values.back().noSaveDamage);
                if (!values.back().notCounted.empty()) ++missing;
            }
            Joint one;
            one.width = maxN + 1;
            one.p.assign(static_cast<std::size_t>((maxA + 1) * one.width), 0.0);
            for (const auto& v : values)
                one.p[static_cast<std::size_t>((v.base + v.optional) * one.width + v.noSaveDamage)] += 1.0 / faces;
            j = j.convolve(power(one, count));
            allCounted *= std::pow(1.0 - static_cast<double>(missing) / faces, count);
        }
        return j;
    };
    auto healths = [this](const std::vector<DieId>& dice) {
        std::vector<int> out;
        for (DieId d : dice)
            if (rolls(d) && catalog_.die(d).isUnit()) out.push_back(catalog_.die(d).health);
        return out;
    };
    const auto aHealths = healths(a);
    const auto bHealths = healths(b);
    int bTotal = 0;
    for (int h : bHealths) bTotal += h;

    auto exchange = [&](RollKind kind) {
        Exchange x;
        x.attack = kind;
        double counted = 1.0;
        const Joint attack = attackJoint(a, kind, aOptions, counted);
        const RollKind saveKind = kind == RollKind::Melee ? RollKind::SaveVsMelee : RollKind::SaveVsMissile;
        const auto saves = analyzeRoll(b, saveKind, bOptions);
        counted *= 1.0 - saves.chanceNotCounted;
        x.damage = damageAfterSaves(attack, saves.counted);
        x.killed = killedFrom(x.damage, bHealths);
        x.chanceWipedOut = bHealths.empty() ? 1.0 : x.killed.atLeast(bTotal);
        if (kind == RollKind::Melee) {
            const Joint counter = attackJoint(b, RollKind::CounterAttack, bOptions, counted);
            const auto aSaves = analyzeRoll(a, RollKind::SaveVsMelee, aOptions);
            counted *= 1.0 - aSaves.chanceNotCounted;
            const Distribution full = damageAfterSaves(counter, aSaves.counted);
            x.counterDamage = mix(full, 1.0 - x.chanceWipedOut);
            x.counterKilled = killedFrom(x.counterDamage, aHealths);
        }
        x.chanceNotCounted = 1.0 - counted;
        return x;
    };
    auto contest = [this](const std::vector<DieId>& marcher, const AnalysisOptions& mo,
                          const std::vector<DieId>& counter, const AnalysisOptions& co) {
        const auto m = analyzeRoll(marcher, RollKind::Maneuver, mo).counted;
        const auto c = analyzeRoll(counter, RollKind::CounterManeuver, co).counted;
        ManeuverContest out;
        for (int k = 0; k <= c.maxValue(); ++k) out.marcherWins += c.at(k) * m.atLeast(k);
        out.marcherWins = std::min(1.0, out.marcherWins);
        return out;
    };
    Matchup out;
    out.melee = exchange(RollKind::Melee);
    out.missile = exchange(RollKind::Missile);
    out.aMarches = contest(a, aOptions, b, bOptions);
    out.bMarches = contest(b, bOptions, a, aOptions);
    return out;
}

}  // namespace muster::rules::analytics
