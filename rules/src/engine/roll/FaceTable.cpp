#include "roll/FaceTable.h"

#include <algorithm>
#include <cctype>

namespace muster::rules::engine {

std::string squash(std::string_view s) {
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c)) != 0)
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

namespace {

bool contains(const std::string& haystack, std::string_view needle) {
    return haystack.find(needle) != std::string::npos;
}

}  // namespace

std::string logoSai(const domain::Die& die) {
    switch (die.kind) {
        case domain::DieKind::Medallion:
            if (contains(die.name, "Bronze")) return "Bronze Medallion";
            if (contains(die.name, "Silver")) return "Silver Medallion";
            if (contains(die.name, "Gold")) return "Gold Medallion";
            return "SFR/TSR Logo";
        case domain::DieKind::Relic:
            return contains(die.name, "Earthfang") ? "Earthfang" : "Elemental Relic";
        default:
            break;
    }
    if (die.isDragonkin()) return "Dragonkin Champion Logo";
    for (const char* kind :
         {"Dragonlord", "Dragonmaster", "Dragonslayer", "Dragonhunter", "Dragoncrusader", "Dragonzealot"}) {
        if (contains(squash(die.name), squash(kind))) return std::string(kind) + " Logo";
    }
    if (die.species == "Eldarim") return "Eldarim Champion Logo";
    return "SFR/TSR Logo";
}

FaceTable::FaceTable(const domain::Catalog& catalog) : catalog_(catalog) {
    const auto& sais = catalog.sais();
    for (std::size_t i = 0; i < sais.size(); ++i) saiBySquashed_.emplace(squash(sais[i].name), static_cast<int>(i));
    for (std::size_t i = 0; i < sais.size(); ++i)
        for (const auto& alias : sais[i].aliases) saiBySquashed_.emplace(squash(alias), static_cast<int>(i));
    faces_.resize(catalog.dice().size());
    for (const auto& die : catalog.dice()) {
        auto& out = faces_[die.id];
        for (const auto& f : die.faces) {
            ResolvedFace r;
            r.amount = f.amount;
            const std::string& icon = f.icon;
            if (die.kind == domain::DieKind::Dragon) {
                r.kind = FaceKind::Dragon;
                static const std::pair<const char*, DragonIcon> icons[] = {
                    {"Belly", DragonIcon::Belly}, {"Breath", DragonIcon::Breath}, {"Claw", DragonIcon::Claw},
                    {"Jaws", DragonIcon::Jaws},   {"Tail", DragonIcon::Tail},     {"Treasure", DragonIcon::Treasure},
                    {"Wing", DragonIcon::Wing}};
                for (const auto& [name, value] : icons)
                    if (icon == name) r.dragon = value;
            } else if (icon == "ID") {
                r.kind = FaceKind::Id;
            } else if (const auto type = parseRollType(icon); type && icon != "saves") {
                r.kind = FaceKind::Icon;
                r.icon = *type;
            } else if (die.kind == domain::DieKind::MinorTerrain &&
                       (icon == "Bridge" || icon == "Knoll" || icon == "Village" || icon == "Woods")) {
                r.kind = FaceKind::MinorId;
            } else if (icon.rfind("Element ", 0) == 0) {
                r.kind = FaceKind::Sai;
                r.sai = saiIndex("Elemental Relic");
                if (const auto e = domain::parseElement(icon.substr(8))) r.relicElements.insert(*e);
            } else if (icon == "Logo") {
                r.kind = FaceKind::Sai;
                r.sai = saiIndex(logoSai(die));
                if (die.kind == domain::DieKind::Relic && r.sai == saiIndex("Elemental Relic")) {
                    for (domain::Element e : domain::kAllElements)
                        if (e != domain::Element::White) r.relicElements.insert(e);
                }
            } else if (const int sai = saiIndex(icon); sai >= 0) {
                r.kind = FaceKind::Sai;
                r.sai = sai;
            } else {
                r.kind = FaceKind::Other;  // terrain die faces (City, Tower, ...)
            }
            // A medallion's faces are not known besides its Logo (items.json "faces_unknown"): the face is read, and a
            // roll that shows it is unsupported (roll/RollEvaluator).
            if (die.facesUnknown && die.kind == domain::DieKind::Medallion && icon != "Logo") r.unknown = true;
            out.push_back(r);
        }
    }
}

int FaceTable::saiIndex(std::string_view name) const {
    const auto* sai = catalog_.findSai(name);
    if (sai == nullptr) return -1;
    const auto& all = catalog_.sais();
    return static_cast<int>(sai - all.data());
}

}  // namespace muster::rules::engine
