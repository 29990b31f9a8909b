// muster-cli catalog [list WHAT] [filters] | catalog show NAME
#include <fmt/core.h>

#include <iostream>

#include "CliContext.h"
#include "muster/domain/NameResolver.h"
#include "muster/domain/TextUtil.h"

namespace muster::cli {
namespace {

using nlohmann::json;
using namespace muster::domain;

struct CatalogFilters {
    std::string what = "dice";
    std::string species;
    std::string kind;
    std::string size;
    std::string element;
    std::string unitClass;
    std::string match;
};

json facesJson(const std::vector<Face>& faces) {
    json out = json::array();
    for (const auto& f : faces) out.push_back(f.toString());
    return out;
}

json elementsJson(ElementSet set) {
    json out = json::array();
    for (Element e : set.toVector()) out.push_back(std::string(toString(e)));
    return out;
}

json dieJson(const Die& die) {
    json j{{"name", die.name}, {"kind", toString(die.kind)}, {"elements", elementsJson(die.elements)},
           {"faces", facesJson(die.faces)}};
    if (!die.species.empty()) j["species"] = die.species;
    if (die.size != DieSize::None) j["size"] = toString(die.size);
    if (die.health != 0) j["health"] = die.health;
    if (!die.unitClass.empty()) j["class"] = die.unitClass;
    if (die.isItem() || die.isUnit()) j["points"] = die.basePoints();
    if (die.disputed) j["disputed"] = true;
    if (die.facesUnknown) j["faces_unknown"] = true;
    if (die.autoSaves != 0) j["auto_saves"] = die.autoSaves;
    if (!die.tribe.empty()) j["tribe"] = die.tribe;
    if (die.dragonType != DragonType::None) j["dragon_type"] = toString(die.dragonType);
    if (die.form != DragonForm::None) j["form"] = toString(die.form);
    if (!die.terrainType.empty()) j["terrain_type"] = die.terrainType;
    if (!die.eighthFace.empty()) j["eighth_face"] = die.eighthFace;
    if (die.advanced) j["advanced"] = true;
    if (!die.aliases.empty()) j["aliases"] = die.aliases;
    if (!die.note.empty()) j["note"] = die.note;
    return j;
}

json spellJson(const Spell& s) {
    return json{{"name", s.name},         {"element", toString(s.element)}, {"species", s.species},
                {"cost", s.cost},         {"reserve", s.reserve},           {"cantrip", s.cantrip},
                {"cumulative", s.cumulative}, {"summary", s.summary}};
}
json saiJson(const SpecialActionIcon& s) {
    json j{{"name", s.name}, {"roll_types", s.rollTypes}, {"aliases", s.aliases}, {"summary", s.summary}};
    if (!s.countsAs.empty()) j["counts_as"] = s.countsAs;
    return j;
}
json abilityJson(const SpeciesAbility& a) {
    return json{{"name", a.name}, {"species", a.species}, {"phase", a.phase}, {"dua_scaled", a.duaScaled},
                {"summary", a.summary}};
}
json speciesJson(const Species& s) {
    return json{{"name", s.name}, {"elements", elementsJson(s.elements)}, {"abilities", s.abilities},
                {"note", s.note}};
}
json terrainTypeJson(const TerrainType& t) {
    return json{{"name", t.name}, {"elements", elementsJson(t.elements)}, {"faces", facesJson(t.faces)}, {"note", t.note}};
}

bool contains(std::string_view haystack, std::string_view needle) {
    return needle.empty() || text::toLower(haystack).find(text::toLower(needle)) != std::string::npos;
}

bool dieMatches(const Die& die, const CatalogFilters& f) {
    if (!f.species.empty() && NameResolver::key(die.species) != NameResolver::key(f.species)) return false;
    if (!f.kind.empty() && !text::equalsIgnoringCase(toString(die.kind), f.kind)) return false;
    if (!f.size.empty() && !text::equalsIgnoringCase(toString(die.size), f.size)) return false;
    if (!f.unitClass.empty() && !text::equalsIgnoringCase(die.unitClass, f.unitClass)) return false;
    if (!f.element.empty()) {
        auto e = parseElement(f.element);
        if (!e) {
            throw CliError("unknown element '" + text::printable(f.element) +
                           "' (use Air, Earth, Fire, Water, Death, Ivory, White)");
        }
        if (!die.elements.contains(*e)) return false;
    }
    return contains(die.name, f.match);
}

std::string facesLine(const std::vector<Face>& faces) {
    std::string out;
    for (const auto& face : faces) {
        if (!out.empty()) out += ", ";
        out += face.toString();
    }
    return out;
}

// A filter naming nothing the catalog has is an error, not an empty list (exit 2 with the names there are).
void checkFilters(const Catalog& catalog, const CatalogFilters& f) {
    if (!f.species.empty()) {
        std::string known;
        bool found = false;
        for (const auto& s : catalog.species()) {
            found = found || NameResolver::key(s.name) == NameResolver::key(f.species);
            known += (known.empty() ? "" : ", ") + s.name;
        }
        if (!found)
            throw CliError("--species: unknown species '" + text::printable(f.species) + "' (species: " + known + ")");
    }
    if (!f.size.empty() && !parseDieSize(f.size)) {
        throw CliError("--size: unknown size '" + text::printable(f.size) +
                       "' (small, medium, large, champion, monster)");
    }
}

void listCatalog(CliContext& context, const CatalogFilters& f) {
    const Catalog& catalog = context.catalog();
    checkFilters(catalog, f);
    json out = json::array();
    const std::string what = text::toLower(f.what);
    if (what == "dice") {
        if (!f.kind.empty() && !parseDieKind(f.kind)) {
            throw CliError("unknown kind '" + text::printable(f.kind) +
                           "' (unit, equipment, artifact, medallion, relic, dragon, terrain, minor_terrain)");
        }
        for (const Die& die : catalog.dice()) {
            if (!dieMatches(die, f)) continue;
            if (context.json) {
                out.push_back(dieJson(die));
            } else {
                std::cout << fmt::format("{:<38} {:<13} {:<9} {:<12} {}\n", die.name, toString(die.kind),
                                         toString(die.size), die.elements.toString(), facesLine(die.faces));
            }
        }
    } else if (what == "species") {
        for (const auto& s : catalog.species()) {
            if (!contains(s.name, f.match)) continue;
            if (context.json) {
                out.push_back(speciesJson(s));
            } else {
                std::cout << fmt::format("{:<16} {:<14} {}\n", s.name, s.elements.toString(),
                                         fmt::format("{} abilities", s.abilities.size()));
            }
        }
    } else if (what == "spells") {
        for (const auto& s : catalog.spells()) {
            if (!contains(s.name, f.match)) continue;
            if (!f.element.empty() && NameResolver::key(toString(s.element)) != NameResolver::key(f.element)) continue;
            if (!f.species.empty() && NameResolver::key(s.species) != NameResolver::key(f.species)) continue;
            if (context.json) {
                out.push_back(spellJson(s));
            } else {
                std::cout << fmt::format("{:<24} {:<6} cost {:<2} {:<14}{}{}\n", s.name, toString(s.element), s.cost,
                                         s.species.empty() ? "basic" : s.species, s.reserve ? " reserve" : "",
                                         s.cantrip ? " cantrip" : "");
            }
        }
    } else if (what == "sais") {
        for (const auto& s : catalog.sais()) {
            if (!contains(s.name, f.match)) continue;
            if (context.json) {
                out.push_back(saiJson(s));
            } else {
                std::string rolls;
                for (const auto& r : s.rollTypes) rolls += (rolls.empty() ? "" : ", ") + r;
                std::cout << fmt::format("{:<22} {}\n", s.name, rolls);
            }
        }
    } else if (what == "abilities") {
        for (const auto& a : catalog.abilities()) {
            if (!contains(a.name, f.match)) continue;
            if (!f.species.empty() && NameResolver::key(a.species) != NameResolver::key(f.species)) continue;
            if (context.json) {
                out.push_back(abilityJson(a));
            } else {
                std::cout << fmt::format("{:<24} {}\n", a.name, a.species);
            }
        }
    } else if (what == "terrain-types") {
        for (const auto& t : catalog.terrainTypes()) {
            if (context.json) {
                out.push_back(terrainTypeJson(t));
            } else {
                std::cout << fmt::format("{:<12} {:<12} {}\n", t.name, t.elements.toString(), facesLine(t.faces));
            }
        }
    } else {
        throw CliError("unknown list '" + text::printable(f.what) +
                       "' (dice, species, spells, sais, abilities, terrain-types)");
    }
    if (context.json) CliContext::printJson(out);
}

void printDie(const Die& die) {
    std::cout << die.name << '\n';
    std::cout << "  kind: " << toString(die.kind);
    if (!die.species.empty()) std::cout << "   species: " << die.species;
    if (die.size != DieSize::None) std::cout << "   size: " << toString(die.size);
    if (die.health != 0) std::cout << "   health: " << die.health;
    if (die.isItem() || die.isUnit()) std::cout << "   points: " << die.basePoints();
    std::cout << '\n';
    if (!die.unitClass.empty()) std::cout << "  class: " << die.unitClass << '\n';
    std::cout << "  elements: " << die.elements.toString() << '\n';
    if (!die.tribe.empty()) std::cout << "  tribe: " << die.tribe << '\n';
    if (die.autoSaves != 0) std::cout << "  automatic saves: " << die.autoSaves << '\n';
    if (die.dragonType != DragonType::None) {
        std::cout << "  dragon: " << toString(die.dragonType) << ' ' << toString(die.form) << '\n';
    }
    if (!die.terrainType.empty()) {
        std::cout << "  terrain: " << die.terrainType << ", eighth face " << die.eighthFace
                  << (die.advanced ? " (advanced: frontier only)" : "") << '\n';
    }
    std::cout << "  faces:\n";
    for (std::size_t i = 0; i < die.faces.size(); ++i) {
        std::cout << fmt::format("    {:>2}  {}\n", i + 1, die.faces[i].toString());
    }
    if (die.disputed) std::cout << "  note: public transcriptions disagree on some faces of this die\n";
    if (die.facesUnknown) std::cout << "  note: the faces of this die are not known reliably\n";
    if (!die.note.empty()) std::cout << "  " << die.note << '\n';
}

void showDie(CliContext& context, const Die& die) {
    if (context.json) {
        CliContext::printJson(dieJson(die));
    } else {
        printDie(die);
    }
}

void showEntry(CliContext& context, const std::string& name) {
    const Catalog& catalog = context.catalog();
    if (auto id = catalog.findDie(name)) {
        showDie(context, catalog.die(*id));
        return;
    }
    if (const Spell* s = catalog.findSpell(name)) {
        if (context.json) {
            CliContext::printJson(spellJson(*s));
        } else {
            std::cout << fmt::format("{} (spell)\n  element: {}   cost: {}   {}{}{}\n  {}\n", s->name,
                                     toString(s->element), s->cost, s->species.empty() ? "basic" : s->species,
                                     s->reserve ? ", castable from reserve" : "", s->cantrip ? ", cantrip" : "",
                                     s->summary);
        }
        return;
    }
    if (const SpecialActionIcon* s = catalog.findSai(name)) {
        if (context.json) {
            CliContext::printJson(saiJson(*s));
        } else {
            std::string rolls;
            for (const auto& r : s->rollTypes) rolls += (rolls.empty() ? "" : ", ") + r;
            std::cout << fmt::format("{} (SAI)\n  rolls: {}\n  {}\n", s->name, rolls, s->summary);
        }
        return;
    }
    if (const SpeciesAbility* a = catalog.findAbility(name)) {
        if (context.json) {
            CliContext::printJson(abilityJson(*a));
        } else {
            std::cout << fmt::format("{} (species ability of {})\n  when: {}\n  {}\n", a->name, a->species, a->phase,
                                     a->summary);
        }
        return;
    }
    if (const Species* s = catalog.findSpecies(name)) {
        if (context.json) {
            CliContext::printJson(speciesJson(*s));
        } else {
            std::cout << fmt::format("{} (species)\n  elements: {}\n", s->name, s->elements.toString());
            for (const auto& a : s->abilities) std::cout << "  ability: " << a << '\n';
        }
        return;
    }
    // A die name as players write it (plurals, "Dwarf Warlord", a unit's name alone), as rosters read it.
    const auto read = catalog.matchDieName(name);
    if (read.die) {
        showDie(context, catalog.die(*read.die));
        return;
    }
    if (read.how == domain::DieNameMatch::How::Several) {
        std::string dice;
        for (const auto id : read.candidates) dice += (dice.empty() ? "" : ", ") + catalog.die(id).name;
        throw CliError("'" + text::printable(name) + "' fits " + std::to_string(read.candidates.size()) +
                       " dice: " + dice + "; give the whole name");
    }
    std::string message = "nothing in the catalog is called '" + text::printable(name) + "'";
    const auto nearest = catalog.nearestDieNames(name, 3);
    if (!nearest.empty()) {
        message += "; did you mean";
        for (std::size_t i = 0; i < nearest.size(); ++i) message += (i == 0 ? " '" : ", '") + nearest[i] + "'";
        message += "?";
    }
    throw CliError(message);
}

}  // namespace

void registerCatalogCommands(CLI::App& app, CliContext& context) {
    auto filters = std::make_shared<CatalogFilters>();
    auto* catalog = app.add_subcommand("catalog", "list the dice catalog, or show one die, spell, SAI or ability");
    catalog->fallthrough();
    catalog->require_subcommand(0, 1);
    auto addFilters = [filters](CLI::App* cmd) {
        cmd->add_option("--species", filters->species, "only this species");
        cmd->add_option("--kind", filters->kind, "unit, equipment, artifact, medallion, relic, dragon, terrain, minor_terrain");
        cmd->add_option("--size", filters->size, "small, medium, large, champion, monster");
        cmd->add_option("--element", filters->element, "only dice of this element (colour words work too)");
        cmd->add_option("--class", filters->unitClass, "only this unit or item class");
        cmd->add_option("--match", filters->match, "only names containing this text");
    };
    addFilters(catalog);
    auto* list = catalog->add_subcommand("list", "list dice, species, spells, sais, abilities or terrain-types");
    list->fallthrough();
    list->add_option("what", filters->what, "dice (default), species, spells, sais, abilities, terrain-types");
    addFilters(list);
    auto* show = catalog->add_subcommand("show", "print one die with its faces, or a spell, SAI, ability or species");
    show->fallthrough();
    auto name = std::make_shared<std::string>();
    show->add_option("name", *name, "the name, as a player writes it")->required();

    list->callback([&context, filters] { listCatalog(context, *filters); });
    show->callback([&context, name] { showEntry(context, *name); });
    catalog->callback([&context, filters, catalog] {
        if (catalog->get_subcommands().empty()) listCatalog(context, *filters);
    });
}

}  // namespace muster::cli
