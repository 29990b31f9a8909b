#pragma once
// Army codes: a whole roster as one short line of capital letters and digits that survives chat, forums and
// URLs ("MR1-..."), so that a list pasted anywhere opens the same list in another Muster. The code holds the
// roster's settings and every die by its catalog id, not by its place in the catalog's list, so a code made
// with one catalog revision reads with another. A die's catalog id is the first 32 bits of its OCTGN card id
// (Die::octgnId: the GUID the OCTGN Dragon Dice module fixed for the die for good, kept for every die of the
// catalog; a die without one cannot go into a code). Layout (docs/roster-format.md, "Army codes"): "MR", the code
// version, "-", then RFC 4648 base32 (no padding) of a compact binary roster followed by its CRC-32.
#include <cstdint>
#include <string>
#include <string_view>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/domain/RosterIO.h"

namespace muster::domain {

class ArmyCode {
public:
    static constexpr int kVersion = 1;
    static constexpr std::string_view kPrefix = "MR";
    // What a message names as the source of a code that is not in a file.
    static constexpr const char* kSource = "army code";

    // The code of `roster`. Throws RosterFormatError (naming `fileName` and the roster field) when the roster
    // cannot be held by catalog ids: a die or terrain the catalog does not know, a die without an OCTGN card id,
    // a force size, player count or die count outside what the roster formats allow.
    [[nodiscard]] static std::string encode(const Roster& roster, const Catalog& catalog,
                                            const std::string& fileName = "");
    // The roster a code holds, its dice named as the catalog names them. Spaces and line breaks inside the
    // code and the letters' case do not matter. Throws RosterFormatError (naming `source`) for text that is not
    // an army code, a code of a newer version, a damaged code (a character changed, lost or added: the checksum
    // does not match) and a die the catalog lacks (by its id; the message names the code's catalog revision).
    [[nodiscard]] static Roster decode(std::string_view code, const Catalog& catalog,
                                       const std::string& source = kSource);
    // Whether `text` (trimmed) starts like an army code: "MR", digits, "-" (any case). Says nothing of its body.
    [[nodiscard]] static bool looksLikeCode(std::string_view text);
};

}  // namespace muster::domain
