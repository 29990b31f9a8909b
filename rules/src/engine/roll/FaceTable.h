#pragma once
// Every face of every die, resolved once when the engine is built: an ID, a normal icon of a result type, an
// SAI (by its catalog index; a champion's, medallion's or relic's logo resolves to that die's own SAI), a
// dragon icon, or a minor terrain's ID icon. The rest of the engine never matches icon strings.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

// A face token or icon name reduced to lower-case letters and digits ("2 Melee" -> "2melee"), so that the log's
// spelling and the catalog's compare alike.
std::string squash(std::string_view s);


// The catalog name of the SAI a 'Logo' face stands for on this die (a champion's, medallion's or relic's own).
std::string logoSai(const domain::Die& die);

enum class FaceKind : std::uint8_t { Id, Icon, Sai, Dragon, MinorId, Other };
enum class DragonIcon : std::uint8_t { None, Belly, Breath, Claw, Jaws, Tail, Treasure, Wing };

struct ResolvedFace {
    FaceKind kind = FaceKind::Other;
    RollType icon = RollType::Maneuver;  // Icon: the result type
    int sai = -1;                        // Sai: index into catalog.sais()
    int amount = 0;                      // the number on the face: results, or X for an SAI
    DragonIcon dragon = DragonIcon::None;
    domain::ElementSet relicElements;  // an Elemental Relic face: the elements it matches
    bool unknown = false;  // a face the catalog does not know (a medallion's faces other than its Logo)
};

class FaceTable {
public:
    explicit FaceTable(const domain::Catalog& catalog);
    [[nodiscard]] const ResolvedFace& face(domain::DieId die, int index) const {
        return faces_[die][static_cast<std::size_t>(index)];
    }
    [[nodiscard]] int faceCount(domain::DieId die) const { return static_cast<int>(faces_[die].size()); }
    // The SAI index of a catalog name (or alias), -1 when there is none.
    [[nodiscard]] int saiIndex(std::string_view name) const;
    // The SAI whose name or alias squashes to this key (see squash), -1 when none does.
    [[nodiscard]] int saiBySquashedName(std::string_view key) const {
        const auto it = saiBySquashed_.find(key);
        return it == saiBySquashed_.end() ? -1 : it->second;
    }

private:
    const domain::Catalog& catalog_;
    std::vector<std::vector<ResolvedFace>> faces_;
    std::map<std::string, int, std::less<>> saiBySquashed_;  // names first: an alias never hides a name
};

}  // namespace muster::rules::engine
