#include "muster/domain/Element.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <utility>

namespace muster::domain {
namespace {

struct ElementWord {
    std::string_view word;
    Element element;
};

constexpr std::array kElementWords = {
    ElementWord{"air", Element::Air},     ElementWord{"blue", Element::Air},
    ElementWord{"earth", Element::Earth}, ElementWord{"yellow", Element::Earth},
    ElementWord{"gold", Element::Earth},  ElementWord{"fire", Element::Fire},
    ElementWord{"red", Element::Fire},    ElementWord{"water", Element::Water},
    ElementWord{"green", Element::Water}, ElementWord{"death", Element::Death},
    ElementWord{"black", Element::Death}, ElementWord{"ivory", Element::Ivory},
    ElementWord{"white", Element::White},
};

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

std::string_view toString(Element element) {
    switch (element) {
        case Element::Air: return "Air";
        case Element::Earth: return "Earth";
        case Element::Fire: return "Fire";
        case Element::Water: return "Water";
        case Element::Death: return "Death";
        case Element::Ivory: return "Ivory";
        case Element::White: return "White";
    }
    return "?";
}

std::optional<Element> parseElement(std::string_view word) {
    for (const auto& entry : kElementWords) {
        if (equalsIgnoringCase(entry.word, word)) return entry.element;
    }
    return std::nullopt;
}

int ElementSet::size() const { return std::popcount(bits_); }

std::vector<Element> ElementSet::toVector() const {
    std::vector<Element> out;
    for (Element e : kAllElements) {
        if (contains(e)) out.push_back(e);
    }
    return out;
}

std::string ElementSet::toString() const {
    if (empty()) return "none";
    std::string out;
    for (Element e : toVector()) {
        if (!out.empty()) out += '/';
        out += domain::toString(e);
    }
    return out;
}

}  // namespace muster::domain
