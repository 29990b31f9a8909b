#pragma once
// A game's result in words, the same for the desk (its result column and the selected game's line),
// `muster-cli event result` and the event's history: "Fay won by capture; terrains 2-1, health 12-5",
// a correction as "changed from Quin to Fay", a game as "round 2, table 3: Quin v Fay". Counts are given
// side A first, as the game lists its players; a count not entered is said so, never shown as 0.
#include <functional>
#include <string>

#include "muster/rules/tournament/Event.h"

namespace muster::services {

using NameOf = std::function<std::string(rules::tournament::PlayerId)>;

// A name lookup on an event ("player 7" for an id it does not know).
[[nodiscard]] NameOf namesOf(const rules::tournament::Event& event);

// "Fay won by capture", "a draw"; with `counts`, "; terrains 2-1, health 12-5" (or "terrains and health not
// entered") for the counts the event's tiebreakers use (`terrains`, `health`).
[[nodiscard]] std::string resultText(const rules::tournament::Result& result, const NameOf& nameOf,
                                     bool terrains = true, bool health = true);
// What a correction changed: "changed from Quin to Fay", "changed from time to capture", "changed from a
// draw to Fay", "terrains 2-1 to 1-2"; parts joined by "; ". "unchanged" when nothing did.
[[nodiscard]] std::string resultChangeText(const rules::tournament::Result& before,
                                           const rules::tournament::Result& after, const NameOf& nameOf);
// "round 2, table 3: Quin v Fay", "round 2: the bye of Ann".
[[nodiscard]] std::string gameTitle(int round, const rules::tournament::Pairing& game, const NameOf& nameOf);

}  // namespace muster::services
