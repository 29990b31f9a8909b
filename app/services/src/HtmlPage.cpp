#include "HtmlPage.h"

#include <openssl/evp.h>

#include <array>
#include <stdexcept>

#include "muster/domain/TextUtil.h"

namespace muster::services {

namespace {

// Phone first: one column, large touch targets; wide tables scroll sideways on their own.
constexpr std::string_view kStyle =
    ":root{--ink:#1b1b1f;--muted:#5d5d68;--accent:#73201a;--paper:#fbf7f1;--line:#d9d0c5;--shade:#f2eadf;"
    "--mark:#fff1b8;--bad:#a8231b;--good:#1d6b2e}"
    "*{box-sizing:border-box}"
    "body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;"
    "color:var(--ink);background:var(--paper)}"
    "header{background:var(--accent);color:#fff;padding:.6rem 1rem .5rem}"
    "header a{color:#fff}"
    ".site{font-weight:700;font-size:1.1rem;text-decoration:none}"
    "nav{display:flex;flex-wrap:wrap;gap:.2rem 1rem;margin-top:.35rem}"
    "nav a{text-decoration:none;padding:.2rem 0}"
    "nav a[aria-current]{text-decoration:underline;font-weight:700}"
    "main{max-width:62rem;margin:0 auto;padding:.8rem 1rem 1rem}"
    "h1{font-size:1.45rem;margin:.3rem 0 .7rem}"
    "h2{font-size:1.15rem;margin:1.5rem 0 .5rem}"
    "h3{font-size:1rem;margin:1.1rem 0 .3rem}"
    "a{color:var(--accent)}"
    "table{border-collapse:collapse;width:100%;background:#fff}"
    "th,td{padding:.45rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}"
    "th{background:var(--shade);font-size:.85rem;color:var(--muted);font-weight:600}"
    ".num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}"
    ".tno{text-align:center;width:3.4rem}td.tno{font-weight:700;font-size:1.15rem}"
    ".game .won{font-weight:700}.game .vs{color:var(--muted);padding:0 .2rem}"
    ".game .res{display:block;margin-top:.2rem;font-size:.92rem}"
    ".name{min-width:8rem}"
    "tr:target{background:var(--mark)}"
    ".muted,.pts{color:var(--muted)}.pts{font-size:.9rem;white-space:nowrap}"
    ".bad{color:var(--bad)}.good{color:var(--good)}"
    ".scroll{overflow-x:auto}"
    ".find{margin:.3rem 0 .9rem}.find input{width:100%}"
    "input,select,button{font:inherit;padding:.55rem;border:1px solid var(--line);border-radius:.35rem;"
    "background:#fff;color:var(--ink)}"
    "button{background:var(--accent);color:#fff;border:0;padding:.65rem 1.3rem;font-weight:700}"
    "fieldset{border:1px solid var(--line);border-radius:.35rem;margin:0 0 .9rem;background:#fff}"
    "fieldset label{display:block;padding:.35rem 0}"
    "label.field{display:block;margin:0 0 .9rem}label.field input{display:block;width:100%;margin-top:.2rem}"
    ".pair{display:flex;gap:.8rem}.pair label{flex:1}"
    ".note{background:#fff;border-left:4px solid var(--accent);padding:.6rem .8rem;margin:.8rem 0}"
    ".note.bad{border-color:var(--bad)}.note.good{border-color:var(--good)}"
    "pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:.8rem;border:1px solid var(--line);"
    "font-size:.85rem}"
    "dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}"
    "dl.facts dt{color:var(--muted)}dl.facts dd{margin:0}"
    "dl.rules dt{font-weight:700;margin-top:.7rem}dl.rules dd{margin:.15rem 0 0}"
    "ul.names{columns:14rem;padding-left:1.2rem}ul.names li{padding:.3rem 0}"
    ".army{background:#fff;border:1px solid var(--line);padding:.5rem .8rem;margin:.6rem 0}"
    ".army h3{margin:.2rem 0}.army ul{margin:.2rem 0 .4rem;padding-left:1.2rem}"
    "footer{max-width:62rem;margin:1.5rem auto 1rem;padding:0 1rem;color:var(--muted);font-size:.85rem}"
    "@media (min-width:48rem){body{font-size:17px}}";

// Reloads the page when the site changes (version.txt differs from this page's version); silent when the
// pages are opened from a folder, where there is nothing to ask.
constexpr std::string_view kUpdateScript =
    "(function(){var m=document.querySelector('meta[name=\"muster-version\"]');"
    "if(!m||!/^https?:$/.test(location.protocol))return;"
    "function poll(){fetch('version.txt',{cache:'no-store'}).then(function(r){return r.ok?r.text():null})"
    ".then(function(t){if(t&&t.trim()!==m.content)location.reload();}).catch(function(){});}"
    "setInterval(poll,15000);})();";

// The round pages' "find me": typing part of a name leaves only the games of players it matches.
constexpr std::string_view kFindMeScript =
    "(function(){var box=document.getElementById('find-me');var f=document.getElementById('find');"
    "if(!box||!f)return;box.hidden=false;var rows=document.querySelectorAll('#games tbody tr');"
    "f.addEventListener('input',function(){var q=f.value.trim().toLowerCase();"
    "rows.forEach(function(r){r.hidden=q!==''&&(r.getAttribute('data-names')||'').indexOf(q)<0;});});})();";

// 'sha256-<base64>' of a script or style sheet, for the Content-Security-Policy.
std::string sourceHash(std::string_view text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("SHA-256 is not available");
    }
    std::array<unsigned char, 4 * ((EVP_MAX_MD_SIZE + 2) / 3) + 1> encoded{};
    const int written = EVP_EncodeBlock(encoded.data(), digest.data(), static_cast<int>(length));
    return "'sha256-" + std::string(reinterpret_cast<const char*>(encoded.data()), static_cast<std::size_t>(written)) +
           "'";
}

struct NavEntry {
    std::string_view key;
    std::string_view label;
};
constexpr std::array<NavEntry, 6> kNav{{{"index", "Event"},
                                        {"pairings", "Pairings"},
                                        {"standings", "Standings"},
                                        {"players", "Players"},
                                        {"lists", "Army lists"},
                                        {"report", "Report a result"}}};

}  // namespace

HtmlPage::HtmlPage(std::string_view title, std::string_view eventName, std::string_view current, int latestRound)
    : title_(title), eventName_(eventName), current_(current), latestRound_(latestRound) {}

const std::string& HtmlPage::contentSecurityPolicy() {
    static const std::string policy = "default-src 'none'; style-src " + sourceHash(kStyle) + "; script-src " +
                                      sourceHash(kUpdateScript) + " " + sourceHash(kFindMeScript) +
                                      "; connect-src 'self'; img-src 'self' data:; form-action 'self'; "
                                      "base-uri 'none'";
    return policy;
}

std::string HtmlPage::escape(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 16);
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            // Bytes that are not UTF-8 become U+FFFD (the browser would show the same).
            const auto bad = domain::text::firstInvalidUtf8(text.substr(i, 4));
            const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            if (bad && *bad < length) {
                out += "\xEF\xBF\xBD";
                ++i;
                continue;
            }
            out.append(text.substr(i, length));
            i += length;
            continue;
        }
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            case '\t':
            case '\n':
                out += static_cast<char>(c);
                break;
            default:
                // Control characters are not allowed in an HTML document.
                if (c < 0x20 || c == 0x7F) {
                    out += "\xEF\xBF\xBD";
                } else {
                    out += static_cast<char>(c);
                }
        }
        ++i;
    }
    return out;
}

std::string HtmlPage::html(std::string_view version) const {
    std::string page;
    page.reserve(body_.size() + kStyle.size() + 2048);
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    page += "<meta http-equiv=\"Content-Security-Policy\" content=\"" + escape(contentSecurityPolicy()) + "\">\n";
    page += "<meta name=\"referrer\" content=\"no-referrer\">\n";
    page += "<meta name=\"generator\" content=\"Muster\">\n";
    page += "<meta name=\"muster-version\" content=\"" + escape(version) + "\">\n";
    page += "<title>" + escape(title_) + (title_ == eventName_ ? "" : " · " + escape(eventName_)) + "</title>\n";
    page += "<style>";
    page += kStyle;
    page += "</style>\n</head>\n<body>\n<header>\n<a class=\"site\" href=\"index.html\">" + escape(eventName_) +
            "</a>\n<nav>";
    for (const auto& entry : kNav) {
        if (entry.key == "report" && !reportLink_) continue;
        std::string href = std::string(entry.key) + ".html";
        if (entry.key == "pairings")
            href = latestRound_ > 0 ? "round-" + std::to_string(latestRound_) + ".html" : "index.html#rounds";
        if (entry.key == "report") href = "report";
        page += "<a href=\"" + href + "\"" + (entry.key == current_ ? " aria-current=\"page\"" : "") + ">";
        page += entry.label;
        page += "</a>";
    }
    page += "</nav>\n</header>\n<main>\n";
    page += body_;
    page += "</main>\n<footer>Pages written by Muster, the Dragon Dice tournament desk.</footer>\n";
    if (findMe_) {
        page += "<script>";
        page += kFindMeScript;
        page += "</script>\n";
    }
    if (autoUpdate_) {
        page += "<script>";
        page += kUpdateScript;
        page += "</script>\n";
    }
    page += "</body>\n</html>\n";
    return page;
}

}  // namespace muster::services
