#include "muster/domain/ArmyCode.h"

#include <zlib.h>

#include <array>
#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";  // RFC 4648 base32
constexpr std::size_t kChecksumBytes = 4;
constexpr std::size_t kMaxEntries = 1000;  // lines of dice in one roster (a force lists a few dozen)
constexpr std::size_t kMaxCodeLength = 64 * 1024;
constexpr int kMaxCount = 999;
constexpr int kMaxForceSize = 10000;
constexpr int kMaxPlayers = 64;

// The editions a code writes as one number; any other edition text is written out.
constexpr std::array<std::string_view, 2> kEditions = {"v4.01d", "tsr-1996"};

// A die's catalog id in a code: the first 32 bits of its OCTGN card id (Die::octgnId, a GUID fixed for good by the
// OCTGN Dragon Dice module and kept for every die of the catalog), written as 4 bytes. nullopt: the die has none.
std::optional<std::uint32_t> catalogIdOf(const Die& die) {
    if (die.octgnId.size() < 8) return std::nullopt;
    std::uint32_t id = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const char c = die.octgnId[i];
        unsigned digit = 0;
        if (c >= '0' && c <= '9') {
            digit = static_cast<unsigned>(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            digit = static_cast<unsigned>(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            digit = static_cast<unsigned>(c - 'A' + 10);
        } else {
            return std::nullopt;
        }
        id = (id << 4U) | digit;
    }
    return id;
}

std::string hexId(std::uint64_t id) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(8, '0');
    for (int i = 7; i >= 0; --i, id >>= 4U) out[static_cast<std::size_t>(i)] = kDigits[id & 0xFU];
    return out;
}

constexpr DieId kSharedId = std::numeric_limits<DieId>::max();

// Catalog id -> die for one catalog, built once per catalog (and again when another catalog is used); an id two
// dice share maps to kSharedId, and neither die can go into a code.
const std::unordered_map<std::uint32_t, DieId>& catalogIds(const Catalog& catalog) {
    struct Index {
        const Catalog* catalog = nullptr;
        std::string revision;
        std::size_t dice = 0;
        std::unordered_map<std::uint32_t, DieId> ids;
    };
    thread_local Index index;
    if (index.catalog != &catalog || index.revision != catalog.revision() || index.dice != catalog.dice().size()) {
        index = Index{&catalog, catalog.revision(), catalog.dice().size(), {}};
        for (const Die& die : catalog.dice()) {
            const auto id = catalogIdOf(die);
            if (!id) continue;
            const auto [it, added] = index.ids.emplace(*id, die.id);
            if (!added) it->second = kSharedId;
        }
    }
    return index.ids;
}

std::uint32_t crc32Of(const std::vector<std::uint8_t>& bytes, std::size_t size) {
    uLong crc = crc32(0L, Z_NULL, 0);
    crc = crc32(crc, bytes.data(), static_cast<uInt>(size));
    return static_cast<std::uint32_t>(crc);
}

class ByteWriter {
public:
    void number(std::uint64_t value) {  // unsigned LEB128
        do {
            auto byte = static_cast<std::uint8_t>(value & 0x7FU);
            value >>= 7U;
            if (value != 0) byte |= 0x80U;
            bytes_.push_back(byte);
        } while (value != 0);
    }
    void text(std::string_view value) {
        number(value.size());
        bytes_.insert(bytes_.end(), value.begin(), value.end());
    }
    void byte(std::uint8_t value) { bytes_.push_back(value); }
    void id(std::uint32_t value) {
        for (int shift = 24; shift >= 0; shift -= 8) bytes_.push_back(static_cast<std::uint8_t>(value >> shift));
    }
    [[nodiscard]] std::vector<std::uint8_t>& bytes() { return bytes_; }

private:
    std::vector<std::uint8_t> bytes_;
};

// Reads what ByteWriter wrote; every read that runs past the end or finds nonsense is a damaged code.
class ByteReader {
public:
    ByteReader(const std::vector<std::uint8_t>& bytes, std::size_t end, const std::string& source)
        : bytes_(bytes), end_(end), source_(source) {}

    std::uint64_t number() {
        std::uint64_t value = 0;
        for (unsigned shift = 0; shift < 35; shift += 7) {
            if (at_ >= end_) damaged();
            const std::uint8_t byte = bytes_[at_++];
            value |= static_cast<std::uint64_t>(byte & 0x7FU) << shift;
            if ((byte & 0x80U) == 0) return value;
        }
        damaged();
    }
    int number(int low, int high, const char* field) {
        const std::uint64_t value = number();
        if (value < static_cast<std::uint64_t>(low) || value > static_cast<std::uint64_t>(high)) {
            throw RosterFormatError(source_, 0, field,
                                    "must be " + std::to_string(low) + " to " + std::to_string(high) +
                                        " (the code has " + std::to_string(value) + ")");
        }
        return static_cast<int>(value);
    }
    std::string text(const char* field) {
        const std::uint64_t size = number();
        if (size > end_ - at_) damaged();
        std::string value(bytes_.begin() + static_cast<std::ptrdiff_t>(at_),
                          bytes_.begin() + static_cast<std::ptrdiff_t>(at_ + size));
        at_ += size;
        if (text::firstInvalidUtf8(value)) throw RosterFormatError(source_, 0, field, "is not UTF-8 text");
        return value;
    }
    std::uint32_t id() {
        if (end_ - at_ < 4) damaged();
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) value = (value << 8U) | bytes_[at_++];
        return value;
    }
    [[nodiscard]] bool atEnd() const { return at_ == end_; }
    [[noreturn]] void damaged() const {
        throw RosterFormatError(source_, 0, "", "the army code is damaged: its contents do not make a roster");
    }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t at_ = 0;
    std::size_t end_;
    const std::string& source_;
};

std::string base32(const std::vector<std::uint8_t>& bytes) {
    std::string out;
    out.reserve((bytes.size() * 8 + 4) / 5);
    unsigned buffer = 0;
    int bits = 0;
    for (const std::uint8_t b : bytes) {
        buffer = (buffer << 8U) | b;
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out += kAlphabet[(buffer >> static_cast<unsigned>(bits)) & 0x1FU];
        }
        buffer &= (1U << static_cast<unsigned>(bits)) - 1U;
    }
    if (bits > 0) out += kAlphabet[(buffer << static_cast<unsigned>(5 - bits)) & 0x1FU];
    return out;
}

std::optional<unsigned> base32Digit(char c) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    const auto at = kAlphabet.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    return static_cast<unsigned>(at);
}

// The length of "MR<digits>-" at the start of `text`, or 0.
std::size_t prefixLength(std::string_view text) {
    if (text.size() < 4 || !text::equalsIgnoringCase(text.substr(0, 2), ArmyCode::kPrefix)) return 0;
    std::size_t at = 2;
    while (at < text.size() && at < 12 && text[at] >= '0' && text[at] <= '9') ++at;
    if (at == 2 || at >= text.size() || text[at] != '-') return 0;
    return at + 1;
}

std::string sectionField(RosterSection section, std::size_t index) {
    const std::string list = section == RosterSection::SummoningPool ? std::string(toString(section))
                                                                     : "armies." + std::string(toString(section));
    return list + "[" + std::to_string(index) + "]";
}

}  // namespace

bool ArmyCode::looksLikeCode(std::string_view text) {
    return prefixLength(text::trim(text)) > 0;
}

std::string ArmyCode::encode(const Roster& roster, const Catalog& catalog, const std::string& fileName) {
    auto fail = [&fileName](const std::string& field, const std::string& problem) {
        return RosterFormatError(fileName, 0, field, problem + "; an army code holds dice by their catalog ids");
    };
    const auto& ids = catalogIds(catalog);
    auto idOf = [&](const std::optional<DieId>& die, const std::string& written, const std::string& field) {
        if (!die || *die >= catalog.dice().size()) {
            throw fail(field, "'" + text::printable(written, 60) + "' is not a die of the catalog");
        }
        const auto id = catalogIdOf(catalog.die(*die));
        if (!id) throw fail(field, "the catalog gives " + catalog.die(*die).name + " no id");
        if (ids.at(*id) == kSharedId)
            throw fail(field, "another die shares the catalog id of " + catalog.die(*die).name);
        return *id;
    };
    if (roster.forceSize < 1 || roster.forceSize > kMaxForceSize)
        throw fail("force_size", "must be 1 to " + std::to_string(kMaxForceSize));
    if (roster.playersInGame < 1 || roster.playersInGame > kMaxPlayers)
        throw fail("players_in_game", "must be 1 to " + std::to_string(kMaxPlayers));

    ByteWriter out;
    out.byte(static_cast<std::uint8_t>(kVersion));
    std::size_t edition = 0;
    while (edition < kEditions.size() && kEditions[edition] != roster.edition) ++edition;
    out.number(edition);
    if (edition == kEditions.size()) out.text(roster.edition);
    out.text(roster.eventFormat);
    out.number(static_cast<std::uint64_t>(roster.forceSize));
    out.number(static_cast<std::uint64_t>(roster.playersInGame));
    out.text(roster.name);
    out.text(roster.player);
    out.text(roster.catalogRevision);
    // The terrains: a byte saying which are chosen (1 home, 2 frontier), then their ids.
    out.byte(
        static_cast<std::uint8_t>((roster.homeTerrain.empty() ? 0U : 1U) | (roster.frontierTerrain.empty() ? 0U : 2U)));
    if (!roster.homeTerrain.empty()) out.id(idOf(roster.homeTerrainDie, roster.homeTerrain, "home_terrain"));
    if (!roster.frontierTerrain.empty())
        out.id(idOf(roster.frontierTerrainDie, roster.frontierTerrain, "frontier_terrain"));
    std::size_t entries = 0;
    for (const RosterSection section : kRosterSections) {
        const auto& list = roster.section(section);
        entries += list.size();
        if (entries > kMaxEntries)
            throw fail("", "more than " + std::to_string(kMaxEntries) + " lines of dice do not fit in an army code");
        out.number(list.size());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const RosterEntry& entry = list[i];
            out.id(idOf(entry.die, entry.name, sectionField(section, i)));
            if (entry.count < 1 || entry.count > kMaxCount)
                throw fail(sectionField(section, i), "a count is 1 to " + std::to_string(kMaxCount));
            out.number(static_cast<std::uint64_t>(entry.count));
        }
    }
    std::vector<std::uint8_t>& bytes = out.bytes();
    const std::uint32_t crc = crc32Of(bytes, bytes.size());
    for (int shift = 24; shift >= 0; shift -= 8) bytes.push_back(static_cast<std::uint8_t>(crc >> shift));
    // The version byte is in the prefix as digits; the checksum covers it all the same.
    bytes.erase(bytes.begin());
    return std::string(kPrefix) + std::to_string(kVersion) + "-" + base32(bytes);
}

Roster ArmyCode::decode(std::string_view code, const Catalog& catalog, const std::string& source) {
    code = text::trim(code);
    if (code.size() > kMaxCodeLength) {
        throw RosterFormatError(
            source, 0, "",
            "is too long for an army code (" + std::to_string(code.size()) + " characters; codes are a few hundred)");
    }
    const std::size_t prefix = prefixLength(code);
    if (prefix == 0) {
        throw RosterFormatError(source, 0, "",
                                "'" + text::printable(code, 40) + "' is not an army code (a code starts with MR" +
                                    std::to_string(kVersion) + "-)");
    }
    const std::string_view digits = code.substr(2, prefix - 3);
    if (digits.size() > 6 || std::stoi(std::string(digits)) != kVersion) {
        throw RosterFormatError(source, 0, "",
                                "the army code is of version " + text::printable(digits, 12) +
                                    ", made by a newer Muster; this Muster reads version " + std::to_string(kVersion) +
                                    " (update Muster, or ask for the roster as a file or text)");
    }
    std::vector<std::uint8_t> bytes{static_cast<std::uint8_t>(kVersion)};
    unsigned buffer = 0;
    int bits = 0;
    std::size_t position = prefix;
    for (const char c : code.substr(prefix)) {
        ++position;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        const auto digit = base32Digit(c);
        if (!digit) {
            throw RosterFormatError(source, 0, "",
                                    "the army code is damaged: character " + std::to_string(position) + " ('" +
                                        text::printable(std::string_view(&c, 1), 8) +
                                        "') is not one of the letters and digits 2-7 a code is made of");
        }
        buffer = (buffer << 5U) | *digit;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(static_cast<std::uint8_t>(buffer >> static_cast<unsigned>(bits)));
            buffer &= (1U << static_cast<unsigned>(bits)) - 1U;
        }
    }
    const std::string damaged =
        "the army code is damaged: its checksum does not match (a character was changed, lost or added on the way)";
    if (bits >= 5 || buffer != 0 || bytes.size() < 1 + kChecksumBytes) throw RosterFormatError(source, 0, "", damaged);
    const std::size_t end = bytes.size() - kChecksumBytes;
    std::uint32_t stored = 0;
    for (std::size_t i = end; i < bytes.size(); ++i) stored = (stored << 8U) | bytes[i];
    if (crc32Of(bytes, end) != stored) throw RosterFormatError(source, 0, "", damaged);

    ByteReader in(bytes, end, source);
    (void)in.number();  // the version byte, checked above
    Roster roster;
    const std::uint64_t edition = in.number();
    if (edition > kEditions.size()) in.damaged();
    roster.edition = edition < kEditions.size() ? std::string(kEditions[edition]) : in.text("edition");
    roster.eventFormat = in.text("event_format");
    roster.forceSize = in.number(1, kMaxForceSize, "force_size");
    roster.playersInGame = in.number(1, kMaxPlayers, "players_in_game");
    roster.name = in.text("name");
    roster.player = in.text("player");
    roster.catalogRevision = in.text("catalog_revision");
    const auto& ids = catalogIds(catalog);
    auto dieOf = [&](std::uint32_t id, const std::string& field) -> DieId {
        const auto it = ids.find(id);
        if (it != ids.end() && it->second != kSharedId) return it->second;
        std::string problem = "the code holds a die (catalog id " + hexId(id) + ") that this catalog (revision " +
                              catalog.revision() + ") does not have";
        if (!roster.catalogRevision.empty() && roster.catalogRevision != catalog.revision())
            problem += "; the code was made with catalog " + text::printable(roster.catalogRevision, 24);
        throw RosterFormatError(source, 0, field, problem + " (a newer Muster may know it)");
    };
    const std::uint64_t terrains = in.number();
    if (terrains > 3) in.damaged();
    if ((terrains & 1U) != 0) {
        roster.homeTerrainDie = dieOf(in.id(), "home_terrain");
        roster.homeTerrain = catalog.die(*roster.homeTerrainDie).name;
    }
    if ((terrains & 2U) != 0) {
        roster.frontierTerrainDie = dieOf(in.id(), "frontier_terrain");
        roster.frontierTerrain = catalog.die(*roster.frontierTerrainDie).name;
    }
    std::size_t entries = 0;
    for (const RosterSection section : kRosterSections) {
        const std::uint64_t count = in.number();
        if (count > kMaxEntries - entries) in.damaged();
        entries += count;
        auto& list = roster.section(section);
        list.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            const std::string field = sectionField(section, i);
            RosterEntry entry;
            entry.die = dieOf(in.id(), field);
            entry.name = catalog.die(*entry.die).name;
            entry.count = in.number(1, kMaxCount, field.c_str());
            list.push_back(std::move(entry));
        }
    }
    if (!in.atEnd()) in.damaged();
    return roster;
}

}  // namespace muster::domain
