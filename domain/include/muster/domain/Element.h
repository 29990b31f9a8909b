#pragma once
// Elements and element sets. Colour words (Blue, Black, Yellow, Gold, Red, Green) are accepted wherever
// element words are, because players write both.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::domain {

enum class Element : std::uint8_t { Air, Earth, Fire, Water, Death, Ivory, White };

inline constexpr Element kAllElements[] = {Element::Air,   Element::Earth, Element::Fire, Element::Water,
                                           Element::Death, Element::Ivory, Element::White};
inline constexpr Element kMagicElements[] = {Element::Air, Element::Earth, Element::Fire, Element::Water,
                                             Element::Death};

std::string_view toString(Element element);
// Accepts element words and colour words, any case: "Fire", "red", "Gold".
std::optional<Element> parseElement(std::string_view word);

// A small set of elements as a bit mask.
class ElementSet {
public:
    constexpr ElementSet() = default;
    constexpr ElementSet(std::initializer_list<Element> elements) {
        for (Element e : elements) insert(e);
    }
    constexpr void insert(Element e) { bits_ = static_cast<std::uint8_t>(bits_ | bit(e)); }
    [[nodiscard]] constexpr bool contains(Element e) const { return (bits_ & bit(e)) != 0; }
    [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
    [[nodiscard]] constexpr bool intersects(ElementSet other) const { return (bits_ & other.bits_) != 0; }
    [[nodiscard]] constexpr std::uint8_t bits() const { return bits_; }
    [[nodiscard]] int size() const;
    [[nodiscard]] std::vector<Element> toVector() const;
    // "Fire/Water", or "none".
    [[nodiscard]] std::string toString() const;
    friend constexpr bool operator==(ElementSet, ElementSet) = default;

private:
    static constexpr std::uint8_t bit(Element e) { return static_cast<std::uint8_t>(1U << static_cast<unsigned>(e)); }
    std::uint8_t bits_ = 0;
};

}  // namespace muster::domain
