#include "FormatLimitCheck.h"

#include <fmt/core.h>

#include <algorithm>

namespace muster::rules {

namespace {

// The limits of an event format, each in its own function, in the order a report lists them.
class FormatLimits {
public:
    FormatLimits(const ForceContext& context, std::vector<Finding>& findings)
        : context_(context),
          roster_(context.roster()),
          format_(*context.format()),
          ref_("event format '" + format_.name + "'"),
          findings_(findings) {}

    void forceSize() {
        const int forceSize = context_.forceSize();
        if (forceSize <= 0 || format_.allowsForceSize(forceSize)) return;
        std::string sizes;
        for (int size : format_.forceSizes) sizes += (sizes.empty() ? "" : ", ") + std::to_string(size);
        add(fmt::format("The event format '{}' plays at {} points, not {}.", format_.name, sizes, forceSize), {});
    }

    void classHealthCaps() {
        for (const auto& cap : format_.classHealthCaps) {
            auto inClass = [&](const domain::RosterEntry& e) {
                const DieFacts* f = context_.facts(e.die);
                return f != nullptr && f->has(DieFacts::kUnit) &&
                       EventFormat::classMatches(context_.catalog().die(*e.die).unitClass, cap.unitClass);
            };
            int health = 0;
            for (const auto& entries : roster_.sections) {
                for (const auto& e : entries) {
                    if (inClass(e)) health += e.count * context_.facts(e.die)->health;
                }
            }
            if (health <= cap.maxHealth) continue;
            std::vector<std::string> dice;
            for (const auto& entries : roster_.sections) {
                for (const auto& e : entries) {
                    if (inClass(e)) ForceContext::addUnique(dice, context_.dieName(*e.die));
                }
            }
            add(fmt::format("The roster has {} health of {}-class units; the event format '{}' allows at most {}.",
                            health, cap.unitClass, format_.name, cap.maxHealth),
                std::move(dice));
        }
    }

    void copyLimits() {
        if (!format_.hasCopyLimits()) return;
        // Rosters are short: count copies of each die by a quadratic scan, without allocating.
        for (std::size_t s = 0; s < roster_.sections.size(); ++s) {
            for (std::size_t i = 0; i < roster_.sections[s].size(); ++i) {
                const auto& entry = roster_.sections[s][i];
                const DieFacts* f = context_.facts(entry.die);
                if (f == nullptr) continue;
                const int limit = copyLimit(*f);
                if (limit == EventFormat::kNoLimit) continue;
                bool seenBefore = false;
                int copies = 0;
                for (std::size_t s2 = 0; s2 < roster_.sections.size() && !seenBefore; ++s2) {
                    for (std::size_t j = 0; j < roster_.sections[s2].size(); ++j) {
                        const auto& other = roster_.sections[s2][j];
                        if (!other.die || *other.die != *entry.die) continue;
                        if (s2 < s || (s2 == s && j < i)) {
                            seenBefore = true;
                            break;
                        }
                        copies += other.count;
                    }
                }
                if (seenBefore || copies <= limit) continue;
                const std::string& name = context_.dieName(*entry.die);
                add(fmt::format("The roster has {} copies of {}; the event format '{}' allows at most {}.", copies,
                                name, format_.name, limit),
                    {name});
            }
        }
    }

    void species() {
        if (format_.maxSpecies == EventFormat::kNoLimit) return;
        const std::uint64_t seen = context_.tally().speciesSeen;
        int species = 0;
        for (std::uint64_t bits = seen & ~1ULL; bits != 0; bits &= bits - 1) ++species;
        if (species <= format_.maxSpecies) return;
        std::vector<std::string> names;
        for (std::size_t i = 1; i < context_.speciesCount() && i < 64; ++i) {
            if ((seen & (1ULL << i)) != 0) names.emplace_back(context_.speciesName(i));
        }
        add(fmt::format("The armies mix {} species; the event format '{}' allows at most {}.", species, format_.name,
                        format_.maxSpecies),
            std::move(names));
    }

private:
    // When a size and a kind both have a limit, the lower one counts (0: none allowed).
    [[nodiscard]] int copyLimit(const DieFacts& f) const {
        int limit = format_.copyLimitBySize[static_cast<std::size_t>(f.size)];
        const int limitByKind = format_.copyLimitByKind[static_cast<std::size_t>(f.kind)];
        if (limitByKind != EventFormat::kNoLimit) {
            limit = limit == EventFormat::kNoLimit ? limitByKind : std::min(limit, limitByKind);
        }
        return limit;
    }

    void add(std::string message, std::vector<std::string> dice) {
        findings_.push_back(
            Finding{Severity::Error, RuleId::FormatLimit, std::move(message), ref_, std::nullopt, std::move(dice)});
    }

    const ForceContext& context_;
    const domain::Roster& roster_;
    const EventFormat& format_;
    std::string ref_;
    std::vector<Finding>& findings_;
};

}  // namespace

void FormatLimitCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    if (context.format() == nullptr) return;
    FormatLimits limits(context, findings);
    limits.forceSize();
    limits.classHealthCaps();
    limits.copyLimits();
    limits.species();
}

}  // namespace muster::rules
