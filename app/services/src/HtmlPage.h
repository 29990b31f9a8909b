#pragma once
// One page of the event pages (EventSite, PageServer): the frame every page shares (head with the inline
// style sheet, the event's name and navigation, the footer, the small update script) around a body the
// caller writes. Everything is self-contained: no file, font or script from elsewhere. Text from the
// event goes through escape(), which also replaces what is not UTF-8 and control characters.
#include <string>
#include <string_view>

namespace muster::services {

class HtmlPage {
public:
    // `title`: the page's own title; `eventName`: the site's; `current`: the navigation entry to mark
    // ("index", "pairings", "standings", "players", "lists", "report", or "" for none); `latestRound`: the
    // round the Pairings entry opens (0: none paired yet).
    HtmlPage(std::string_view title, std::string_view eventName, std::string_view current, int latestRound);

    // The Content-Security-Policy of every page: nothing from elsewhere, only this page's own style sheet
    // and scripts (by their SHA-256), forms only to the same site.
    [[nodiscard]] static const std::string& contentSecurityPolicy();

    // Text made safe for HTML content and attribute values.
    [[nodiscard]] static std::string escape(std::string_view text);

    // Appends raw HTML (built from escaped text) to the page's main part.
    HtmlPage& operator<<(std::string_view html) {
        body_ += html;
        return *this;
    }
    // The round pages' "find me" filter (a small script; the list by name works without it).
    void addFindMeScript() { findMe_ = true; }
    // The static pages reload themselves when version.txt changes (served, or on a static host); the report
    // form does not, so that it does not lose what a player typed.
    void setAutoUpdate(bool on) { autoUpdate_ = on; }
    // A link to the report form in the navigation (pages served by Muster with player reports on).
    void setReportLink(bool on) { reportLink_ = on; }

    // The whole page. `version`: the site's version, compared with version.txt by the update script.
    [[nodiscard]] std::string html(std::string_view version) const;

    // The placeholder html() writes for the version when asked for it (EventSite fills it in afterwards).
    static constexpr std::string_view kVersionPlaceholder = "@@muster-site-version@@";

private:
    std::string title_;
    std::string eventName_;
    std::string current_;
    int latestRound_ = 0;
    std::string body_;
    bool findMe_ = false;
    bool autoUpdate_ = true;
    bool reportLink_ = false;
};

}  // namespace muster::services
