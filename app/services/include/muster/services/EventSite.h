#pragma once
// The event pages (docs/pages.md): a self-contained static site of an event for the players' phones: the
// event page, each round's pairings with table numbers and a "find me", the standings with every
// tiebreaker named and explained, a page per player with their games, results, opponents and match logs,
// each match log with its verdict, and the army lists when the event publishes them (ListsPublication.h).
// Plain HTML and CSS with two small inline scripts (the find-me filter and the reload when the site
// changes), each optional: every page works without them. Nothing from elsewhere: the pages open from a
// folder (file://) and from any static host. `muster-cli event publish`, the desk's Publish and
// `event serve` (PageServer.h) all build the site here.
#include <map>
#include <string>
#include <string_view>

#include "muster/domain/Catalog.h"
#include "muster/services/EventStore.h"

namespace muster::services {

struct SiteOptions {
    // Local time "YYYY-MM-DDTHH:MM" (localTimeNow()): decides whether lists after their lock are shown.
    std::string now;
    // Served by Muster (PageServer): the pages link to the report form when the event takes player reports.
    bool live = false;
};

struct Site {
    std::map<std::string, std::string> files;  // file name -> content (HTML pages and version.txt)
    std::string version;                       // changes whenever any page changes

    [[nodiscard]] const std::string* find(std::string_view name) const;
};

class EventSite {
public:
    [[nodiscard]] static Site build(const domain::Catalog& catalog, const StoredEvent& stored,
                                    const SiteOptions& options);
    // Writes every file of the site into `folder` (created when missing), each one atomically, and removes
    // pages of an earlier site that this one no longer has (only names the site writes: other files in the
    // folder stay). Throws domain::FileError.
    static void write(const Site& site, const std::string& folder);
    // Whether `name` is a file name the site writes (index.html, round-3.html, player-12.html, ...).
    [[nodiscard]] static bool isSiteFileName(std::string_view name);
};

// The local time now as "YYYY-MM-DDTHH:MM".
[[nodiscard]] std::string localTimeNow();

}  // namespace muster::services
