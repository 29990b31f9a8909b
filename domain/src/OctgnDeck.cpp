#include "muster/domain/OctgnDeck.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <nlohmann/json.hpp>
#include <optional>
#include <pugixml.hpp>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

// The first line of the roster header Muster writes into a deck's notes; the JSON object follows on the next
// lines and ends with a line that is a single '}'.
constexpr std::string_view kNotesMarker = "Muster roster (muster-roster, version 1)";
constexpr std::string_view kNotesIntro =
    ": Muster reads the lines below when it imports this deck; keep them to get the same roster back.";

constexpr int kMaxQuantity = 999;

// Where the cards of a section go in a roster.
enum class Target : std::uint8_t { HomeTerrain, FrontierTerrain, Home, Horde, Campaign, Pool };

struct SectionInfo {
    std::string_view name;
    Target target;
};

// The deck sections of the Dragon Dice module (its definition.xml), in OCTGN's order.
constexpr std::array<SectionInfo, 9> kSections = {{
    {"Home Terrain", Target::HomeTerrain},
    {"Home Army", Target::Home},
    {"Frontier Terrain", Target::FrontierTerrain},
    {"Campaign Army", Target::Campaign},
    {"Horde Army", Target::Horde},
    {"Dragons", Target::Pool},
    {"Minor Terrain", Target::Pool},
    {"Dragonkin", Target::Pool},
    {"Items (Summoning Pool)", Target::Pool},
}};
constexpr std::size_t kHomeTerrainSection = 0;
constexpr std::size_t kHomeArmySection = 1;
constexpr std::size_t kFrontierTerrainSection = 2;
constexpr std::size_t kCampaignArmySection = 3;
constexpr std::size_t kHordeArmySection = 4;
constexpr std::size_t kDragonsSection = 5;
constexpr std::size_t kMinorTerrainSection = 6;
constexpr std::size_t kDragonkinSection = 7;
constexpr std::size_t kItemsSection = 8;

std::string sectionList() {
    std::string out;
    for (const auto& s : kSections) out += (out.empty() ? "" : ", ") + std::string(s.name);
    return out;
}

std::string_view skipByteOrderMark(std::string_view content) {
    if (content.substr(0, 3) == "\xEF\xBB\xBF") content.remove_prefix(3);
    return content;
}

// Byte offset -> line number (1-based).
class LineIndex {
public:
    explicit LineIndex(std::string_view content) {
        for (std::size_t i = 0; i < content.size(); ++i) {
            if (content[i] == '\n') newlines_.push_back(i);
        }
    }
    [[nodiscard]] int lineOf(std::ptrdiff_t offset) const {
        if (offset < 0) return 0;
        const auto before = std::lower_bound(newlines_.begin(), newlines_.end(), static_cast<std::size_t>(offset));
        return static_cast<int>(before - newlines_.begin()) + 1;
    }

private:
    std::vector<std::size_t> newlines_;
};

// All character data inside a node (text and CDATA), in order.
std::string textOf(const pugi::xml_node& node) {
    std::string out;
    for (const auto& child : node.children()) {
        if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) out += child.value();
    }
    return out;
}

bool isBlank(std::string_view s) {
    return text::trim(s).empty();
}

class DeckReader {
public:
    DeckReader(std::string_view content, const Catalog& catalog, const std::string& fileName,
               const OctgnDeckOptions& options)
        : content_(content), catalog_(catalog), fileName_(fileName), options_(options), lines_(content) {}

    OctgnDeckImport read() {
        if (const auto fault = text::textFault(content_)) {
            throw RosterFormatError(fileName_, fault->line, "", "the deck " + fault->problem);
        }
        pugi::xml_document doc;
        const pugi::xml_parse_result parsed =
            doc.load_buffer(content_.data(), content_.size(), pugi::parse_default, pugi::encoding_utf8);
        if (!parsed) {
            throw RosterFormatError(fileName_, lines_.lineOf(parsed.offset), "",
                                    std::string("not well-formed XML (") + parsed.description() + ")");
        }
        const pugi::xml_node deck = doc.document_element();
        if (std::string_view(deck.name()) != "deck") {
            throw fail(deck, "an OCTGN deck starts with <deck>, not <" + text::printable(deck.name(), 40) + ">");
        }
        // XML allows one top-level element; pugixml reads on, so two decks in one file would lose the second.
        for (pugi::xml_node next = deck.next_sibling(); next; next = next.next_sibling()) {
            if (next.type() == pugi::node_element) {
                throw fail(next, "a second <" + text::printable(next.name(), 40) +
                                     "> after the deck: a deck file holds one deck (the first starts on line " +
                                     std::to_string(lineOf(deck)) + ")");
            }
            if ((next.type() == pugi::node_pcdata || next.type() == pugi::node_cdata) && !isBlank(next.value())) {
                throw fail(next, "text after the deck: '" + clip(next.value()) + "'");
            }
        }
        readDeckAttributes(deck);
        std::array<int, kSections.size()> seen{};
        int notesLine = 0;
        for (const pugi::xml_node& child : deck.children()) {
            if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
                if (!isBlank(child.value())) throw fail(child, "text outside a section: '" + clip(child.value()) + "'");
                continue;
            }
            if (child.type() != pugi::node_element) continue;
            const std::string_view name = child.name();
            if (name == "section") {
                readSection(child, seen);
            } else if (name == "notes") {
                if (notesLine > 0) {
                    throw fail(child, "the deck has a second <notes> (the first is on line " +
                                          std::to_string(notesLine) + ")");
                }
                notesLine = lineOf(child);
                readNotes(child);
            } else {
                throw fail(child, "<" + clip(name) + "> is not part of an OCTGN deck (expected <section> or <notes>)");
            }
        }
        settleSharedNames();
        chooseForceSize();
        return std::move(result_);
    }

private:
    [[nodiscard]] int lineOf(const pugi::xml_node& node) const { return lines_.lineOf(node.offset_debug()); }

    [[nodiscard]] RosterFormatError fail(const pugi::xml_node& node, const std::string& problem) const {
        return RosterFormatError(fileName_, lineOf(node), "", problem);
    }

    void notice(int line, const std::string& message) {
        std::string out = fileName_.empty() ? std::string("<deck>") : fileName_;
        if (line > 0) out += ": line " + std::to_string(line);
        result_.notices.push_back(out + ": " + message);
    }

    // What a message quotes of the deck: the one quoting helper, shorter than most.
    static std::string clip(std::string_view text) { return text::printable(text::trim(text), 40); }

    // "False"/"True" as OCTGN writes booleans (any case).
    std::optional<bool> boolean(const pugi::xml_attribute& attribute) const {
        const std::string value = text::toLower(text::trim(attribute.value()));
        if (value == "false") return false;
        if (value == "true") return true;
        return std::nullopt;
    }

    void readDeckAttributes(const pugi::xml_node& deck) const {
        bool hasGame = false;
        for (const pugi::xml_attribute& attribute : deck.attributes()) {
            const std::string_view name = attribute.name();
            if (name == "game") {
                hasGame = true;
                const std::string game = text::toLower(text::trim(attribute.value()));
                if (game != OctgnDeck::kGameId) {
                    throw fail(deck, "this is a deck for another OCTGN game (game id " + clip(attribute.value()) +
                                         "); Muster reads Dragon Dice decks (game id " +
                                         std::string(OctgnDeck::kGameId) + ")");
                }
            } else if (name == "shared") {
                // Old OCTGN decks mark a deck of shared sections; the Dragon Dice module has none.
                const auto shared = boolean(attribute);
                if (!shared || *shared) {
                    throw fail(deck, "a shared deck (shared=\"" + clip(attribute.value()) +
                                         "\"): the Dragon Dice module has no shared sections");
                }
            } else {
                throw fail(deck, "<deck> has an attribute OCTGN does not write: " + clip(name));
            }
        }
        if (!hasGame) throw fail(deck, "<deck> has no game attribute (OCTGN writes the id of the game)");
    }

    void readSection(const pugi::xml_node& section, std::array<int, kSections.size()>& seen) {
        std::string name;
        bool hasName = false;
        for (const pugi::xml_attribute& attribute : section.attributes()) {
            const std::string_view key = attribute.name();
            if (key == "name") {
                hasName = true;
                name = std::string(text::trim(attribute.value()));
            } else if (key == "shared") {
                const auto shared = boolean(attribute);
                if (!shared) throw fail(section, "shared must be True or False, not '" + clip(attribute.value()) + "'");
                if (*shared) {
                    throw fail(section, "a shared section ('" + clip(section.attribute("name").value()) +
                                            "'): the Dragon Dice module has no shared sections");
                }
            } else {
                throw fail(section, "<section> has an attribute OCTGN does not write: " + clip(key));
            }
        }
        if (!hasName) throw fail(section, "a <section> needs a name");
        std::size_t index = 0;
        while (index < kSections.size() && !text::equalsIgnoringCase(kSections[index].name, name)) ++index;
        if (index == kSections.size()) {
            throw fail(section, "'" + clip(name) + "' is not a section of OCTGN's Dragon Dice decks (they are: " +
                                    sectionList() + ")");
        }
        const int line = lineOf(section);
        if (seen[index] > 0) {
            throw fail(section, "the section '" + std::string(kSections[index].name) +
                                    "' appears twice (first on line " + std::to_string(seen[index]) + ")");
        }
        seen[index] = line;
        for (const pugi::xml_node& child : section.children()) {
            if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
                if (!isBlank(child.value())) throw fail(child, "text outside a card: '" + clip(child.value()) + "'");
                continue;
            }
            if (child.type() != pugi::node_element) continue;
            if (std::string_view(child.name()) != "card") {
                throw fail(child, "<" + clip(child.name()) + "> in a section (a section holds <card> elements)");
            }
            readCard(child, kSections[index]);
        }
    }

    void readCard(const pugi::xml_node& card, const SectionInfo& section) {
        std::optional<std::string> id;
        std::optional<std::string> quantityText;
        for (const pugi::xml_attribute& attribute : card.attributes()) {
            const std::string_view key = attribute.name();
            if (key == "id") {
                id = attribute.value();
            } else if (key == "qty") {
                quantityText = attribute.value();
            } else {
                throw fail(card, "<card> has an attribute OCTGN does not write: " + clip(key));
            }
        }
        for (const pugi::xml_node& child : card.children()) {
            if (child.type() == pugi::node_element) {
                throw fail(child, "<" + clip(child.name()) + "> inside a card (a card holds its name only)");
            }
        }
        const std::string name = textOf(card);
        const std::string shown = "'" + clip(name) + "'" + (id ? " (id " + clip(*id) + ")" : std::string());
        if (!quantityText) throw fail(card, "the card " + shown + " has no qty (quantity)");
        const std::string_view q = text::trim(*quantityText);
        int quantity = 0;
        const auto parsedQuantity = std::from_chars(q.data(), q.data() + q.size(), quantity);
        if (q.empty() || parsedQuantity.ec != std::errc() || parsedQuantity.ptr != q.data() + q.size() ||
            quantity < 1 || quantity > kMaxQuantity) {
            throw fail(card, "the quantity of " + shown + " must be a whole number from 1 to " +
                                 std::to_string(kMaxQuantity) + ", not '" + clip(*quantityText) + "'");
        }
        const int line = lineOf(card);
        const bool terrain = section.target == Target::HomeTerrain || section.target == Target::FrontierTerrain;
        const std::string_view idText = id ? std::string_view(*id) : std::string_view();
        const std::optional<DieId> resolved = resolve(idText, name, line, card, !terrain);
        Roster& roster = result_.roster;
        if (terrain) {
            const DieId die = *resolved;
            const bool home = section.target == Target::HomeTerrain;
            std::string& written = home ? roster.homeTerrain : roster.frontierTerrain;
            int& firstLine = home ? homeTerrainLine_ : frontierTerrainLine_;
            if (firstLine > 0 || quantity > 1) {
                throw fail(card, "the section '" + std::string(section.name) + "' holds one terrain" +
                                     (firstLine > 0 ? ", and already has one on line " + std::to_string(firstLine)
                                                    : ", not " + std::to_string(quantity)));
            }
            firstLine = line;
            written = catalog_.die(die).name;
            (home ? roster.homeTerrainDie : roster.frontierTerrainDie) = die;
            roster.fieldLines.emplace(home ? "home_terrain" : "frontier_terrain", line);
            return;
        }
        if (roster.entryCount() >= Roster::kMaxEntries) {
            throw fail(card, "a deck holds at most " + std::to_string(Roster::kMaxEntries) +
                                 " cards (lines of dice; qty=\"3\" gives three of one)");
        }
        RosterSection target = RosterSection::SummoningPool;
        if (section.target == Target::Home) target = RosterSection::Home;
        if (section.target == Target::Horde) target = RosterSection::Horde;
        if (section.target == Target::Campaign) target = RosterSection::Campaign;
        RosterEntry entry;
        entry.name = resolved ? catalog_.die(*resolved).name : std::string(text::trim(name));
        entry.count = quantity;
        entry.die = resolved;
        entry.line = line;
        if (!resolved) waiting_.push_back({target, roster.section(target).size(), card, idWords(idText)});
        roster.section(target).push_back(std::move(entry));
    }

    // By id first; when the id is missing or unknown, by its name as players write it (Catalog::matchDieName: the
    // OCTGN name, the whole name, plurals). A name several dice fit is settled once the whole deck is read, by the
    // species of its other units (settleSharedNames); nullopt for such a card.
    std::optional<DieId> resolve(std::string_view id, const std::string& name, int line, const pugi::xml_node& card,
                                 bool canWait) {
        const std::string_view trimmedName = text::trim(name);
        if (!text::trim(id).empty()) {
            if (const auto die = catalog_.findDieByOctgnId(id)) {
                const Die& d = catalog_.die(*die);
                bool agrees = trimmedName.empty() || NameResolver::key(trimmedName) == NameResolver::key(d.octgnName);
                if (!agrees) {
                    const auto read = catalog_.matchDieName(trimmedName);
                    agrees = read.die == die ||
                             std::find(read.candidates.begin(), read.candidates.end(), *die) != read.candidates.end();
                }
                if (!agrees) {
                    notice(line, "the card id " + std::string(id) + " is " + d.name + ", but its name reads '" +
                                     clip(trimmedName) + "'; the id is taken (as OCTGN does)");
                }
                return *die;
            }
        }
        const std::string idText = idWords(id);
        if (trimmedName.empty()) throw fail(card, "the card " + idText + " and no name");
        const auto read = catalog_.matchDieName(trimmedName);
        if (read.die) {
            notice(line, "the card '" + clip(trimmedName) + "' " + idText + "; taken by its name as " +
                             catalog_.die(*read.die).name);
            return read.die;
        }
        if (read.how == DieNameMatch::How::Several) {
            if (canWait) return std::nullopt;
            throw severalDice(card, trimmedName, idText, read.candidates);
        }
        std::string message = "the card '" + clip(trimmedName) + "' " + idText + ", and no die is called that";
        const auto nearest = catalog_.nearestDieNames(trimmedName, 3);
        if (!nearest.empty()) {
            message += "; did you mean ";
            for (std::size_t i = 0; i < nearest.size(); ++i) {
                message += (i == 0 ? "'" : (i + 1 == nearest.size() ? " or '" : ", '")) + nearest[i] + "'";
            }
            message += "?";
        }
        throw fail(card, message);
    }

    static std::string idWords(std::string_view id) {
        return text::trim(id).empty() ? std::string("has no id")
                                      : "has the id " + clip(id) + ", which Muster does not know";
    }

    [[nodiscard]] RosterFormatError severalDice(const pugi::xml_node& card, std::string_view name,
                                                const std::string& idText, const std::vector<DieId>& dice) const {
        std::string candidates;
        for (const DieId d : dice) candidates += (candidates.empty() ? "" : ", ") + catalog_.die(d).name;
        return fail(card, "the card '" + clip(name) + "' " + idText + ", and its name fits " +
                              std::to_string(dice.size()) + " dice (" + candidates + "); give the card's OCTGN id");
    }

    // Cards whose name fits several dice: the species of the deck's other units choose, else the deck is refused.
    void settleSharedNames() {
        if (waiting_.empty()) return;
        const SpeciesSeen seen = RosterIO::speciesSeen(result_.roster, catalog_);
        for (const WaitingCard& w : waiting_) {
            RosterEntry& entry = result_.roster.section(w.section)[w.index];
            const auto read = catalog_.matchDieName(entry.name, seen);
            if (!read.die) throw severalDice(w.card, entry.name, w.idText, read.candidates);
            notice(entry.line, "the card '" + clip(entry.name) + "' " + w.idText + ", and its name fits " +
                                   std::to_string(read.candidates.size()) + " dice; taken as " +
                                   catalog_.die(*read.die).name + ", of the species of the deck's other units");
            entry.die = read.die;
            entry.name = catalog_.die(*read.die).name;
        }
    }

    void readNotes(const pugi::xml_node& notes) {
        for (const pugi::xml_node& child : notes.children()) {
            if (child.type() == pugi::node_element) {
                throw fail(child, "<" + clip(child.name()) + "> inside <notes> (notes hold text only)");
            }
        }
        const std::string text = textOf(notes);
        // The line the notes' text starts on.
        int firstLine = lineOf(notes);
        if (const pugi::xml_node first = notes.first_child(); first) firstLine = lineOf(first);
        // Split into lines; find Muster's block.
        std::vector<std::string_view> lines;
        std::size_t start = 0;
        const std::string_view all = text;
        while (start <= all.size()) {
            std::size_t end = all.find('\n', start);
            if (end == std::string_view::npos) end = all.size();
            lines.push_back(all.substr(start, end - start));
            start = end + 1;
        }
        std::size_t marker = lines.size();
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (text::trim(lines[i]).substr(0, kNotesMarker.size()) == kNotesMarker) {
                marker = i;
                break;
            }
        }
        std::string freeText;
        std::size_t blockEnd = marker;
        if (marker < lines.size()) {
            std::size_t close = marker + 1;
            while (close < lines.size() && text::trim(lines[close]) != "}") ++close;
            if (close == lines.size()) {
                throw RosterFormatError(fileName_, firstLine + static_cast<int>(marker), "",
                                        "the Muster roster header in the notes has no closing '}' line");
            }
            std::string json;
            for (std::size_t i = marker + 1; i <= close; ++i) json += std::string(lines[i]) + "\n";
            readHeader(json, firstLine + static_cast<int>(marker) + 1);
            blockEnd = close + 1;
        }
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (i >= marker && i < blockEnd) continue;
            freeText += std::string(lines[i]) + "\n";
        }
        if (!isBlank(freeText)) {
            notice(firstLine, "the deck's notes ('" + clip(freeText) + "') are not kept: a Muster roster has no notes");
        }
    }

    // The JSON object Muster wrote: the roster's header fields. `firstLine` is the file line of its first line.
    void readHeader(const std::string& json, int firstLine) {
        nlohmann::json header;
        // The line of a key (its last appearance: a repeated key is wrong where it is repeated), or 0.
        auto keyLine = [&json](const std::string& key) {
            const std::string quoted = "\"" + key + "\"";
            int line = 1;
            int found = 0;
            for (std::size_t start = 0; start < json.size(); ++line) {
                std::size_t end = json.find('\n', start);
                if (end == std::string::npos) end = json.size();
                if (std::string_view(json).substr(start, end - start).find(quoted) != std::string_view::npos) {
                    found = line;
                }
                start = end + 1;
            }
            return found;
        };
        auto failAt = [&](int jsonLine, const std::string& field, const std::string& problem) {
            if (jsonLine <= 0 && !field.empty()) jsonLine = keyLine(field);
            return RosterFormatError(fileName_, jsonLine > 0 ? firstLine + jsonLine - 1 : firstLine,
                                     field.empty() ? std::string() : "notes." + field, problem);
        };
        try {
            header = StrictJson::parse(json);
        } catch (const JsonInputError& e) {
            throw failAt(e.line(), e.field(), "the Muster roster header in the notes: " + e.problem());
        }
        if (!header.is_object()) throw failAt(1, "", "the Muster roster header in the notes is not a JSON object");
        Roster& roster = result_.roster;
        for (const auto& item : header.items()) {
            // Named references, not a structured binding: lambdas cannot capture bindings in clang 14 (the fuzz
            // build, docs/reliability.md).
            const std::string& key = item.key();
            const nlohmann::json& value = item.value();
            auto string = [&](std::string& out) {
                if (!value.is_string()) throw failAt(0, key, "must be a string");
                out = value.get<std::string>();
            };
            auto number = [&](int& out, int low, int high) {
                if (!value.is_number_integer() || value.get<std::int64_t>() < low || value.get<std::int64_t>() > high) {
                    throw failAt(0, key,
                                 "must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
                }
                out = value.get<int>();
            };
            if (key == "name") {
                string(roster.name);
            } else if (key == "player") {
                string(roster.player);
            } else if (key == "edition") {
                string(roster.edition);
            } else if (key == "event_format") {
                string(roster.eventFormat);
            } else if (key == "force_size") {
                number(roster.forceSize, 1, 10000);
                forceSizeFromNotes_ = true;
            } else if (key == "players_in_game") {
                number(roster.playersInGame, 1, 64);
            } else if (key == "catalog_revision") {
                string(roster.catalogRevision);
            } else {
                throw failAt(0, key,
                             "is not a roster header field (name, player, edition, event_format, force_size, "
                             "players_in_game, catalog_revision)");
            }
            roster.fieldLines.emplace(key, firstLine);
        }
        hasHeader_ = true;
    }

    void chooseForceSize() {
        Roster& roster = result_.roster;
        if (!hasHeader_) {
            // A deck says nothing but its dice: the name comes from the file.
            std::string stem = fileName_;
            if (const auto slash = stem.find_last_of("/\\"); slash != std::string::npos) stem = stem.substr(slash + 1);
            if (const auto dot = stem.find_last_of('.'); dot != std::string::npos && dot > 0)
                stem = stem.substr(0, dot);
            roster.name = stem;
        }
        if (forceSizeFromNotes_) {
            result_.forceSizeSource = DeckForceSizeSource::MusterNotes;
            result_.forceSizeFrom = "the roster header Muster wrote into the deck's notes";
        } else if (options_.forceSize > 0) {
            roster.forceSize = options_.forceSize;
            result_.forceSizeSource = DeckForceSizeSource::Given;
            result_.forceSizeFrom = options_.forceSizeFrom.empty() ? std::string("the caller") : options_.forceSizeFrom;
        } else {
            roster.forceSize = OctgnDeck::deckTotal(roster, catalog_);
            result_.forceSizeSource = DeckForceSizeSource::DeckTotal;
            result_.forceSizeFrom = "the deck's total (an OCTGN deck does not say its force size)";
        }
    }

    std::string_view content_;
    const Catalog& catalog_;
    const std::string& fileName_;
    const OctgnDeckOptions& options_;
    LineIndex lines_;
    OctgnDeckImport result_;
    // A card whose name fits several dice, waiting for the rest of the deck (settleSharedNames).
    struct WaitingCard {
        RosterSection section;
        std::size_t index;  // in the roster section
        pugi::xml_node card;
        std::string idText;
    };
    std::vector<WaitingCard> waiting_;
    int homeTerrainLine_ = 0;
    int frontierTerrainLine_ = 0;
    bool hasHeader_ = false;
    bool forceSizeFromNotes_ = false;
};

// Which deck section a Summoning Pool die goes to.
std::size_t poolSectionOf(const Die& die) {
    switch (die.kind) {
        case DieKind::Dragon:
            return kDragonsSection;
        case DieKind::Terrain:
        case DieKind::MinorTerrain:
            return kMinorTerrainSection;
        case DieKind::Unit:
            return kDragonkinSection;
        default:
            return kItemsSection;
    }
}

class StringWriter : public pugi::xml_writer {
public:
    void write(const void* data, std::size_t size) override { out.append(static_cast<const char*>(data), size); }
    std::string out;
};

}  // namespace

const std::vector<std::string_view>& OctgnDeck::sectionNames() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const auto& s : kSections) out.push_back(s.name);
        return out;
    }();
    return names;
}

bool OctgnDeck::looksLikeDeck(std::string_view content) {
    content = skipByteOrderMark(content);
    const auto first = content.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && content[first] == '<';
}

OctgnDeckImport OctgnDeck::parse(std::string_view content, const Catalog& catalog, const std::string& fileName,
                                 const OctgnDeckOptions& options) {
    return DeckReader(content, catalog, fileName, options).read();
}

OctgnDeckImport OctgnDeck::readFile(const std::string& path, const Catalog& catalog, const OctgnDeckOptions& options) {
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const FileError& e) {
        throw RosterFormatError(path, 0, "", e.problem());
    }
    return parse(content, catalog, path, options);
}

std::string OctgnDeck::write(const Roster& roster, const Catalog& catalog, const std::string& fileName) {
    // The cards of each deck section: die and quantity, in the roster's order, one line per die.
    std::array<std::vector<std::pair<DieId, int>>, kSections.size()> cards;
    auto add = [&](std::size_t section, DieId die, int count, const std::string& field) {
        auto& list = cards[section];
        const auto it = std::find_if(list.begin(), list.end(), [die](const auto& c) { return c.first == die; });
        if (it == list.end()) {
            list.emplace_back(die, count);
            return;
        }
        it->second += count;
        if (it->second > kMaxQuantity) {
            throw RosterFormatError(
                fileName, 0, field,
                "more than " + std::to_string(kMaxQuantity) + " of " + catalog.die(die).name + " in one deck section");
        }
    };
    auto cardOf = [&](const std::optional<DieId>& die, const std::string& written, const std::string& field) {
        if (!die) {
            throw RosterFormatError(
                fileName, 0, field,
                "'" + text::printable(written) + "' is not a die Muster knows, so it has no OCTGN card");
        }
        if (catalog.die(*die).octgnId.empty()) {
            throw RosterFormatError(fileName, 0, field,
                                    catalog.die(*die).name + " is not in OCTGN's Dragon Dice module (no card id)");
        }
        return *die;
    };
    if (!roster.homeTerrain.empty()) {
        add(kHomeTerrainSection, cardOf(roster.homeTerrainDie, roster.homeTerrain, "home_terrain"), 1, "home_terrain");
    }
    if (!roster.frontierTerrain.empty()) {
        add(kFrontierTerrainSection, cardOf(roster.frontierTerrainDie, roster.frontierTerrain, "frontier_terrain"), 1,
            "frontier_terrain");
    }
    for (const RosterSection section : kRosterSections) {
        const auto& entries = roster.section(section);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string field =
                (section == RosterSection::SummoningPool ? std::string(toString(section))
                                                         : "armies." + std::string(toString(section))) +
                "[" + std::to_string(i) + "]";
            const DieId die = cardOf(entries[i].die, entries[i].name, field);
            std::size_t target = kItemsSection;
            switch (section) {
                case RosterSection::Home:
                    target = kHomeArmySection;
                    break;
                case RosterSection::Horde:
                    target = kHordeArmySection;
                    break;
                case RosterSection::Campaign:
                    target = kCampaignArmySection;
                    break;
                case RosterSection::SummoningPool:
                    target = poolSectionOf(catalog.die(die));
                    break;
            }
            add(target, die, entries[i].count, field);
        }
    }

    nlohmann::ordered_json header = nlohmann::ordered_json::object();
    header["name"] = roster.name;
    header["player"] = roster.player;
    header["edition"] = roster.edition;
    header["event_format"] = roster.eventFormat;
    if (roster.forceSize > 0) header["force_size"] = roster.forceSize;
    header["players_in_game"] = roster.playersInGame;
    if (!roster.catalogRevision.empty()) header["catalog_revision"] = roster.catalogRevision;
    std::string headerText;
    try {
        headerText = header.dump(2);
    } catch (const nlohmann::json::exception&) {
        throw RosterFormatError(fileName, 0, "", "a header field is not UTF-8 text");
    }
    // "]]>" would end the CDATA section OCTGN keeps the notes in; it can only stand inside a JSON string here.
    for (std::size_t at = headerText.find("]]>"); at != std::string::npos; at = headerText.find("]]>", at)) {
        headerText.replace(at + 2, 1, "\\u003e");
    }
    const std::string notes = std::string(kNotesMarker) + std::string(kNotesIntro) + "\n" + headerText + "\n";

    pugi::xml_document doc;
    pugi::xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "utf-8";
    declaration.append_attribute("standalone") = "yes";
    pugi::xml_node deck = doc.append_child("deck");
    deck.append_attribute("game") = std::string(kGameId).c_str();
    for (std::size_t s = 0; s < kSections.size(); ++s) {
        pugi::xml_node section = deck.append_child("section");
        section.append_attribute("name") = std::string(kSections[s].name).c_str();
        section.append_attribute("shared") = "False";
        for (const auto& [die, quantity] : cards[s]) {
            const Die& d = catalog.die(die);
            pugi::xml_node card = section.append_child("card");
            card.append_attribute("qty") = quantity;
            card.append_attribute("id") = d.octgnId.c_str();
            card.append_child(pugi::node_pcdata).set_value(d.octgnName.c_str());
        }
    }
    deck.append_child("notes").append_child(pugi::node_cdata).set_value(notes.c_str());
    StringWriter writer;
    doc.save(writer, "  ", pugi::format_indent | pugi::format_write_bom, pugi::encoding_utf8);
    return writer.out;
}

int OctgnDeck::deckTotal(const Roster& roster, const Catalog& catalog) {
    int points = 0;
    int medium = 0;
    for (const RosterSection section : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
        for (const RosterEntry& entry : roster.section(section)) {
            if (!entry.die) continue;
            const Die& die = catalog.die(*entry.die);
            if (die.isDragonkin() || !(die.isUnit() || die.isItem())) continue;
            if (die.kind == DieKind::Equipment && die.size == DieSize::Medium) {
                medium += entry.count;
            } else {
                points += entry.count * die.basePoints();
            }
        }
    }
    // Medium equipment costs 3 points a pair (2 for an odd one), counted over the whole force.
    return points + medium + (medium + 1) / 2;
}

}  // namespace muster::domain
