#include "muster/domain/CatalogLoader.h"

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr int kFormatVersion = 1;

// Reads one JSON object while remembering where it is, so that every error names the place.
class Reader {
public:
    Reader(const fs::path& file, const Json& value, std::string where)
        : file_(file), value_(value), where_(std::move(where)) {}

    [[noreturn]] void fail(const std::string& problem) const { throw CatalogError(file_, where_, problem); }

    [[nodiscard]] Reader child(const std::string& key) const {
        return Reader(file_, value_.at(key), where_ + "/" + key);
    }
    [[nodiscard]] bool has(const std::string& key) const { return value_.is_object() && value_.contains(key); }
    [[nodiscard]] Reader itemAt(std::size_t index) const {
        return Reader(file_, value_[index], where_ + "/" + std::to_string(index));
    }
    [[nodiscard]] Reader itemAt(const std::string& key, std::size_t index) const {
        return Reader(file_, value_.at(key)[index], where_ + "/" + key + "/" + std::to_string(index));
    }

    [[nodiscard]] std::string string(const std::string& key) const {
        const Json& v = require(key);
        if (!v.is_string()) childAt(key).fail("expected a string");
        return v.get<std::string>();
    }
    [[nodiscard]] std::string optionalString(const std::string& key) const {
        return has(key) ? string(key) : std::string();
    }
    [[nodiscard]] int integer(const std::string& key) const {
        const Json& v = require(key);
        // Checked before narrowing: 4294967297 must not read as 1.
        if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > 1000000U) ||
            (!v.is_number_unsigned() && (v.get<std::int64_t>() < -1000000 || v.get<std::int64_t>() > 1000000))) {
            childAt(key).fail("expected a whole number from -1000000 to 1000000");
        }
        return v.get<int>();
    }
    [[nodiscard]] int optionalInteger(const std::string& key, int fallback) const {
        return has(key) ? integer(key) : fallback;
    }
    [[nodiscard]] bool boolean(const std::string& key, bool fallback) const {
        if (!has(key)) return fallback;
        const Json& v = value_.at(key);
        if (!v.is_boolean()) childAt(key).fail("expected true or false");
        return v.get<bool>();
    }
    [[nodiscard]] std::vector<std::string> strings(const std::string& key, bool required) const {
        std::vector<std::string> out;
        if (!has(key)) {
            if (required) fail("missing field '" + key + "'");
            return out;
        }
        const Json& v = value_.at(key);
        if (!v.is_array()) childAt(key).fail("expected a list of strings");
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!v[i].is_string())
                Reader(file_, v[i], where_ + "/" + key + "/" + std::to_string(i)).fail("expected a string");
            out.push_back(v[i].get<std::string>());
        }
        return out;
    }
    [[nodiscard]] ElementSet elements(const std::string& key, bool required) const {
        ElementSet set;
        const auto words = strings(key, required);
        for (std::size_t i = 0; i < words.size(); ++i) {
            auto element = parseElement(words[i]);
            if (!element) {
                Reader(file_, value_.at(key)[i], where_ + "/" + key + "/" + std::to_string(i))
                    .fail("unknown element '" + words[i] + "'");
            }
            set.insert(*element);
        }
        return set;
    }
    [[nodiscard]] Element element(const std::string& key) const {
        const std::string word = string(key);
        auto e = parseElement(word);
        if (!e) childAt(key).fail("unknown element '" + word + "'");
        return *e;
    }
    // Faces read "<amount> <Icon>". With `numberedByPosition` (terrains), a face is written as its icon
    // alone and its number is its position: the first face is 1.
    [[nodiscard]] std::vector<Face> faces(const std::string& key, bool numberedByPosition = false) const {
        std::vector<Face> out;
        const auto texts = strings(key, true);
        for (std::size_t i = 0; i < texts.size(); ++i) {
            const std::string_view t = text::trim(texts[i]);
            if (numberedByPosition) {
                if (t.empty()) itemAt(key, i).fail("a face needs its icon");
                out.push_back(Face{static_cast<int>(i) + 1, std::string(t)});
                continue;
            }
            const auto space = t.find(' ');
            Face face;
            bool ok = space != std::string_view::npos && space > 0;
            if (ok) {
                try {
                    std::size_t used = 0;
                    face.amount = std::stoi(std::string(t.substr(0, space)), &used);
                    ok = used == space && face.amount >= 0;
                } catch (const std::exception&) {
                    ok = false;
                }
                face.icon = std::string(text::trim(t.substr(space + 1)));
                ok = ok && !face.icon.empty();
            }
            if (!ok) itemAt(key, i).fail("a face reads '<amount> <Icon>', not '" + texts[i] + "'");
            out.push_back(std::move(face));
        }
        return out;
    }
    template <typename Enum>
    [[nodiscard]] Enum enumeration(const std::string& key, std::optional<Enum> (*parse)(std::string_view),
                                   bool required) const {
        if (!has(key) && !required) return Enum{};
        const std::string word = string(key);
        auto parsed = parse(word);
        if (!parsed) childAt(key).fail("unknown value '" + word + "'");
        return *parsed;
    }

    [[nodiscard]] const Json& json() const { return value_; }
    [[nodiscard]] const std::string& where() const { return where_; }

private:
    [[nodiscard]] const Json& require(const std::string& key) const {
        if (!value_.is_object()) fail("expected an object");
        if (!value_.contains(key)) fail("missing field '" + key + "'");
        return value_.at(key);
    }
    [[nodiscard]] Reader childAt(const std::string& key) const {
        return Reader(file_, value_.at(key), where_ + "/" + key);
    }

    const fs::path& file_;
    const Json& value_;
    std::string where_;
};

Json parseJson(std::string_view content, const fs::path& file) {
    try {
        return StrictJson::parse(content);
    } catch (const JsonInputError& e) {
        std::string where;
        if (e.line() > 0) where = "line " + std::to_string(e.line());
        if (!e.field().empty()) where += (where.empty() ? "" : ", ") + std::string("field ") + e.field();
        throw CatalogError(file, where, e.problem());
    }
}

Json parseFile(const fs::path& file) {
    std::string content;
    try {
        content = readFile(file.string());
    } catch (const FileError& e) {
        throw CatalogError(file, "", e.problem());
    }
    return parseJson(content, file);
}

void checkHeader(const Reader& root, const std::string& expectedFormat) {
    if (!root.json().is_object()) root.fail("expected a JSON object");
    if (root.string("format") != expectedFormat) {
        root.child("format").fail("expected format '" + expectedFormat + "'");
    }
    const int version = root.integer("version");
    if (version != kFormatVersion) {
        root.child("version").fail("version " + std::to_string(version) + " is not supported (this Muster reads " +
                                   std::to_string(kFormatVersion) + ")");
    }
}

template <typename Fn>
void forEachIn(const Reader& root, const std::string& section, Fn&& fn) {
    if (!root.has(section)) return;
    const Reader list = root.child(section);
    if (!list.json().is_array()) list.fail("expected a list");
    for (std::size_t i = 0; i < list.json().size(); ++i) {
        const Reader entry = list.itemAt(i);
        if (!entry.json().is_object()) entry.fail("expected an object");
        fn(entry);
    }
}

// "87d46ff2-616e-410a-af91-5160e0b620ef": how OCTGN writes a card id.
bool isOctgnCardId(std::string_view id) {
    if (id.size() != 36) return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? c != '-' : !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

Die readDie(const Reader& r) {
    Die die;
    die.name = r.string("name");
    die.kind = r.enumeration<DieKind>("kind", parseDieKind, true);
    die.species = r.optionalString("species");
    die.size = r.enumeration<DieSize>("size", parseDieSize, false);
    die.health = r.optionalInteger("health", 0);
    die.unitClass = r.optionalString("class");
    die.elements = r.elements("elements", true);
    die.faces = r.faces("faces", die.kind == DieKind::Terrain);
    die.disputed = r.boolean("disputed", false);
    die.facesUnknown = r.boolean("faces_unknown", false);
    die.autoSaves = r.optionalInteger("auto_saves", 0);
    die.tribe = r.optionalString("tribe");
    die.dragonType = r.enumeration<DragonType>("dragon_type", parseDragonType, false);
    die.form = r.enumeration<DragonForm>("form", parseDragonForm, false);
    die.terrainType = r.optionalString("terrain_type");
    die.eighthFace = r.optionalString("eighth_face");
    die.advanced = r.boolean("advanced", false);
    die.aliases = r.strings("aliases", false);
    die.note = r.optionalString("note");
    if (r.has("octgn")) {
        const Reader octgn = r.child("octgn");
        die.octgnId = octgn.string("id");
        die.octgnName = octgn.string("name");
        if (!isOctgnCardId(die.octgnId)) octgn.child("id").fail("an OCTGN card id is a lower-case GUID");
        if (text::trim(die.octgnName).empty()) octgn.child("name").fail("an OCTGN card needs its name");
    }

    if (die.name.empty()) r.child("name").fail("a die needs a name");
    if (die.faces.empty()) r.child("faces").fail("a die needs its faces");
    switch (die.kind) {
        case DieKind::Unit:
            if (die.species.empty()) r.fail("a unit needs a species");
            if (die.size == DieSize::None) r.fail("a unit needs a size");
            if (die.health < 1 || die.health > 4) r.fail("a unit has 1 to 4 health");
            break;
        case DieKind::Equipment:
            if (die.size != DieSize::Small && die.size != DieSize::Medium && die.size != DieSize::Large) {
                r.fail("equipment is small, medium or large");
            }
            break;
        case DieKind::Dragon:
            if (die.dragonType == DragonType::None) r.fail("a dragon needs a dragon_type");
            if (die.health <= 0) r.fail("a dragon needs its health");
            break;
        case DieKind::Terrain:
        case DieKind::MinorTerrain:
            if (die.terrainType.empty()) r.fail("a terrain needs a terrain_type");
            break;
        default:
            break;
    }
    return die;
}

Species readSpecies(const Reader& r) {
    return Species{r.string("name"), r.elements("elements", true), r.strings("abilities", false),
                   r.strings("aliases", false), r.optionalString("note")};
}

SpeciesAbility readAbility(const Reader& r) {
    return SpeciesAbility{r.string("name"), r.string("species"), r.optionalString("phase"),
                          r.boolean("dua_scaled", false), r.string("summary")};
}

SpecialActionIcon readSai(const Reader& r) {
    return SpecialActionIcon{r.string("name"), r.strings("roll_types", false), r.strings("aliases", false),
                             r.optionalString("counts_as"), r.string("summary")};
}

SpellModifier readSpellModifier(const Reader& r) {
    SpellModifier m;
    const auto words = r.strings("results", true);
    if (words.empty()) r.child("results").fail("a modifier names at least one result type");
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i] == "any" && words.size() == 1) {
            for (auto t : kSpellResultTypes) m.results.emplace_back(t);
            break;
        }
        bool known = false;
        for (auto t : kSpellResultTypes) known = known || words[i] == t;
        if (!known)
            r.itemAt("results", i)
                .fail("unknown result type '" + words[i] + "' (maneuver, melee, missile, magic, save, or 'any' alone)");
        m.results.push_back(words[i]);
    }
    m.oneOf = r.boolean("one_of", false);
    m.op = r.enumeration<SpellModifierOp>("op", parseSpellModifierOp, true);
    m.amount = r.integer("amount");
    const bool scales = m.op == SpellModifierOp::Divide || m.op == SpellModifierOp::Multiply;
    if (m.amount < (scales ? 2 : 1))
        r.child("amount").fail(scales ? "a divider or multiplier is 2 or more" : "an amount is 1 or more");
    if (m.oneOf && m.results.size() < 2) r.child("one_of").fail("'one_of' needs two or more result types");
    return m;
}

SpellEffect readSpellEffect(const Reader& r) {
    if (!r.json().is_object()) r.fail("expected an object");
    SpellEffect effect;
    effect.target = r.enumeration<SpellTarget>("target", parseSpellTarget, true);
    if (r.has("rolls")) effect.rolls = r.enumeration<SpellRolls>("rolls", parseSpellRolls, true);
    if (r.has("duration")) effect.duration = r.enumeration<SpellDuration>("duration", parseSpellDuration, true);
    if (r.has("maneuver_ties"))
        effect.maneuverTies = r.enumeration<ManeuverTies>("maneuver_ties", parseManeuverTies, true);
    if (!r.has("modifiers")) r.fail("missing field 'modifiers'");
    const Reader list = r.child("modifiers");
    if (!list.json().is_array() || list.json().empty()) list.fail("expected a list of one or more modifiers");
    for (std::size_t i = 0; i < list.json().size(); ++i) effect.modifiers.push_back(readSpellModifier(list.itemAt(i)));
    if (effect.rolls == SpellRolls::MissileAttacksAgainst && effect.target != SpellTarget::Terrain)
        r.child("rolls").fail("'missile_attacks_against' needs a terrain target");
    if (effect.maneuverTies != ManeuverTies::Unchanged && effect.target != SpellTarget::Terrain)
        r.child("maneuver_ties").fail("'maneuver_ties' needs a terrain target");
    return effect;
}

Spell readSpell(const Reader& r) {
    Spell spell;
    spell.name = r.string("name");
    spell.element = r.element("element");
    spell.species = r.optionalString("species");
    spell.cost = r.integer("cost");
    spell.reserve = r.boolean("reserve", false);
    spell.cantrip = r.boolean("cantrip", false);
    spell.cumulative = r.boolean("cumulative", false);
    spell.summary = r.string("summary");
    if (r.has("effect")) spell.effect = readSpellEffect(r.child("effect"));
    if (spell.cost < 0) r.child("cost").fail("a spell cost cannot be negative");
    return spell;
}

TerrainType readTerrainType(const Reader& r) {
    TerrainType type{r.string("name"), r.elements("elements", true), {}, r.optionalString("note")};
    if (r.has("faces")) type.faces = r.faces("faces", true);
    return type;
}

EighthFace readEighthFace(const Reader& r) {
    return EighthFace{r.string("name"), r.string("kind"), r.string("summary")};
}

BreathEffect readBreath(const Reader& r) {
    return BreathEffect{r.element("element"), r.string("summary")};
}

}  // namespace

CatalogError::CatalogError(fs::path file, std::string where, const std::string& problem)
    : std::runtime_error(file.string() + (where.empty() ? "" : " at " + where) + ": " + problem),
      file_(std::move(file)),
      where_(std::move(where)) {}

Catalog CatalogLoader::load(const fs::path& indexFile) {
    const Json index = parseFile(indexFile);
    const Reader root(indexFile, index, "");
    checkHeader(root, "muster-catalog");
    const std::string revision = root.string("revision");

    CatalogPart all;
    for (const std::string& partName : root.strings("parts", true)) {
        const fs::path partFile = indexFile.parent_path() / partName;
        std::string content;
        try {
            content = readFile(partFile.string());
        } catch (const FileError& e) {
            throw CatalogError(partFile, "", e.problem());
        }
        CatalogPart part = parsePart(content, partFile);
        auto append = [](auto& to, auto& from) { std::move(from.begin(), from.end(), std::back_inserter(to)); };
        append(all.dice, part.dice);
        append(all.species, part.species);
        append(all.abilities, part.abilities);
        append(all.sais, part.sais);
        append(all.spells, part.spells);
        append(all.terrainTypes, part.terrainTypes);
        append(all.eighthFaces, part.eighthFaces);
        append(all.breathEffects, part.breathEffects);
    }
    return build(revision, std::move(all), indexFile);
}

CatalogPart CatalogLoader::parsePart(std::string_view content, const fs::path& file) {
    const Json part = parseJson(content, file);
    const Reader partRoot(file, part, "");
    checkHeader(partRoot, "muster-catalog-part");
    CatalogPart out;
    forEachIn(partRoot, "dice", [&](const Reader& r) { out.dice.push_back(readDie(r)); });
    forEachIn(partRoot, "species", [&](const Reader& r) { out.species.push_back(readSpecies(r)); });
    forEachIn(partRoot, "abilities", [&](const Reader& r) { out.abilities.push_back(readAbility(r)); });
    forEachIn(partRoot, "sais", [&](const Reader& r) { out.sais.push_back(readSai(r)); });
    forEachIn(partRoot, "spells", [&](const Reader& r) { out.spells.push_back(readSpell(r)); });
    forEachIn(partRoot, "terrain_types", [&](const Reader& r) { out.terrainTypes.push_back(readTerrainType(r)); });
    forEachIn(partRoot, "eighth_faces", [&](const Reader& r) { out.eighthFaces.push_back(readEighthFace(r)); });
    forEachIn(partRoot, "breath_effects", [&](const Reader& r) { out.breathEffects.push_back(readBreath(r)); });
    return out;
}

Catalog CatalogLoader::build(std::string revision, CatalogPart entries, const fs::path& file) {
    try {
        return Catalog(std::move(revision), std::move(entries.dice), std::move(entries.species),
                       std::move(entries.abilities), std::move(entries.sais), std::move(entries.spells),
                       std::move(entries.terrainTypes), std::move(entries.eighthFaces),
                       std::move(entries.breathEffects));
    } catch (const std::invalid_argument& e) {
        throw CatalogError(file, "", e.what());
    }
}

}  // namespace muster::domain
