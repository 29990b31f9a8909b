#include "muster/rules/tournament/ListsPublication.h"

#include <array>
#include <utility>

namespace muster::rules::tournament {

namespace {

constexpr std::array<std::pair<ListsPublication, std::string_view>, 3> kNames{{
    {ListsPublication::Hidden, "hidden"},
    {ListsPublication::AfterLock, "after-lock"},
    {ListsPublication::Open, "open"},
}};

// The number of `digits` digits at `text[at]`, or -1 when one of them is not a digit.
int digitsAt(std::string_view text, std::size_t at, std::size_t digits) {
    int value = 0;
    for (std::size_t i = at; i < at + digits; ++i) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9') return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

bool leapYear(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

}  // namespace

std::string_view listsPublicationName(ListsPublication publication) {
    for (const auto& [value, name] : kNames) {
        if (value == publication) return name;
    }
    return "hidden";
}

std::optional<ListsPublication> parseListsPublication(std::string_view name) {
    for (const auto& [value, text] : kNames) {
        if (text == name) return value;
    }
    return std::nullopt;
}

std::vector<std::string> listsPublicationNames() {
    std::vector<std::string> names;
    for (const auto& entry : kNames) names.emplace_back(entry.second);
    return names;
}

bool isLockTime(std::string_view text) {
    if (text.size() != 10 && text.size() != 16) return false;
    const int year = digitsAt(text, 0, 4);
    const int month = digitsAt(text, 5, 2);
    const int day = digitsAt(text, 8, 2);
    if (year < 1 || text[4] != '-' || text[7] != '-' || month < 1 || month > 12 || day < 1) return false;
    constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int monthDays = month == 2 && leapYear(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
    if (day > monthDays) return false;
    if (text.size() == 10) return true;
    const int hour = digitsAt(text, 11, 2);
    const int minute = digitsAt(text, 14, 2);
    return text[10] == 'T' && text[13] == ':' && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59;
}

std::string normalisedLockTime(std::string_view text) {
    if (text.size() == 10) return std::string(text) + "T00:00";
    return std::string(text);
}

bool listsArePublic(ListsPublication publication, std::string_view lockTime, std::string_view now) {
    switch (publication) {
        case ListsPublication::Open:
            return true;
        case ListsPublication::AfterLock:
            // Both in the same zero-padded form, so the text order is the time order.
            return isLockTime(lockTime) && normalisedLockTime(now) >= normalisedLockTime(lockTime);
        case ListsPublication::Hidden:
            return false;
    }
    return false;
}

}  // namespace muster::rules::tournament
