#pragma once
// Where the rulebook says it: for each rule id (Rule.h), the V4.01d section and its lines in the normative text
// (seed 0, cited as S0:L<line>), with a short description of what the rule covers in our own words; and the line of
// each SAI's, spell's and species ability's row in the rulebook's tables. Facts (line numbers), kept as data beside
// Rule.h; `muster-cli rules explain` and the judge's pages cite them. Every line here was checked against the
// rulebook text.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Rule.h"

namespace muster::rules::engine {

struct SeedLines {
    int first = 0;
    int last = 0;  // == first for one line
    friend bool operator==(const SeedLines&, const SeedLines&) = default;
};

struct RulebookPlace {
    std::string_view section;      // "V4.01d Melee" (ruleSection)
    std::vector<SeedLines> lines;  // empty: the rule is the log format's or the catalog's, not the rulebook's
    std::string_view gist;         // what the rule covers, in our words
};

// "S0:L375-386, S0:L383" ("" when there are no lines).
[[nodiscard]] std::string citeLines(const std::vector<SeedLines>& lines);

class RulebookPlaces {
public:
    // The place of a rule id (every rule id has one).
    [[nodiscard]] static const RulebookPlace& of(Rule rule);
    // The row of an SAI in the rulebook's SAI tables (catalog name: "Stomp", "Firewalking", "Gold Medallion", an
    // Eldarim champion's "Dragonslayer Logo"); nullopt for a name the rulebook has no row for.
    [[nodiscard]] static std::optional<SeedLines> saiRow(std::string_view sai);
    // The row of a spell in the spell tables ("Hailstorm").
    [[nodiscard]] static std::optional<SeedLines> spellRow(std::string_view spell);
    // The row of a species ability ("Coastal Dodge").
    [[nodiscard]] static std::optional<SeedLines> abilityRow(std::string_view ability);
    // The names the tables above know (for the tests that check them against the catalog).
    [[nodiscard]] static std::vector<std::string_view> saiNames();
    [[nodiscard]] static std::vector<std::string_view> spellNames();
    [[nodiscard]] static std::vector<std::string_view> abilityNames();
};

}  // namespace muster::rules::engine
