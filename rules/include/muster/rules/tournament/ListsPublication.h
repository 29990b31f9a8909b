#pragma once
// When an event shows its players' army lists to everyone (the event pages, docs/pages.md): never, once the
// lists lock (the organiser's deadline, after which a roster no longer changes), or from the start. The
// deadline is local time as the organiser enters it: "2025-05-17" (the start of that day) or
// "2025-05-17T09:30". Plain data; roster submission and locking build on the same setting.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::rules::tournament {

enum class ListsPublication { Hidden, AfterLock, Open };

// "hidden", "after-lock", "open".
[[nodiscard]] std::string_view listsPublicationName(ListsPublication publication);
[[nodiscard]] std::optional<ListsPublication> parseListsPublication(std::string_view name);
[[nodiscard]] std::vector<std::string> listsPublicationNames();

// Whether `text` is a lock time Muster reads: YYYY-MM-DD or YYYY-MM-DDTHH:MM, a real date, hours 00-23 and
// minutes 00-59.
[[nodiscard]] bool isLockTime(std::string_view text);
// The lock time in the longer form ("2025-05-17" -> "2025-05-17T00:00"); empty stays empty.
[[nodiscard]] std::string normalisedLockTime(std::string_view text);

// Whether the lists are shown at local time `now` (YYYY-MM-DDTHH:MM): Open always; AfterLock once a lock
// time is set and `now` has reached it; Hidden never.
[[nodiscard]] bool listsArePublic(ListsPublication publication, std::string_view lockTime, std::string_view now);

}  // namespace muster::rules::tournament
