#!/usr/bin/env python3
"""Strict check of the event pages' HTML (issue 32): every .html file of a folder must start with
<!DOCTYPE html>, close every element it opens in order (no reliance on implied end tags), never put a block
inside a paragraph, repeat no attribute and no id, hold no control characters, and every link and anchor
within the site must exist. Prints each problem as FILE:LINE: message and exits 1 when there is any.

Usage: check_html.py FOLDER
"""
import html.parser
import os
import re
import sys

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
BLOCKS = {"address", "article", "aside", "blockquote", "div", "dl", "fieldset", "figure", "footer", "form", "h1",
          "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul"}
# Where an element may appear (its allowed parents), for the elements whose place HTML fixes.
PARENTS = {"li": {"ul", "ol"}, "dt": {"dl"}, "dd": {"dl"}, "tr": {"thead", "tbody", "tfoot", "table"},
           "td": {"tr"}, "th": {"tr"}, "thead": {"table"}, "tbody": {"table"}, "legend": {"fieldset"},
           "head": {"html"}, "body": {"html"}, "title": {"head"}, "meta": {"head"}, "style": {"head"},
           "option": {"select", "datalist", "optgroup"}}
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class StrictParser(html.parser.HTMLParser):
    def __init__(self, name):
        super().__init__(convert_charrefs=True)
        self.name = name
        self.stack = []
        self.problems = []
        self.ids = set()
        self.links = []
        self.doctype = False
        self.seen_element = False

    def problem(self, message):
        self.problems.append(f"{self.name}:{self.getpos()[0]}: {message}")

    def handle_decl(self, decl):
        if decl.lower() != "doctype html":
            self.problem(f"unexpected declaration <!{decl}>")
        if self.seen_element:
            self.problem("the doctype must come first")
        self.doctype = True

    def handle_starttag(self, tag, attrs):
        self.seen_element = True
        if not self.doctype:
            self.problem("no <!DOCTYPE html> before the first element")
            self.doctype = True
        names = [a for a, _ in attrs]
        for a in set(names):
            if names.count(a) > 1:
                self.problem(f"<{tag}> repeats the attribute {a}")
        parent = self.stack[-1][0] if self.stack else None
        if tag in BLOCKS and any(t == "p" for t, _ in self.stack):
            self.problem(f"<{tag}> inside a paragraph (the browser would end the paragraph)")
        if tag in PARENTS and parent not in PARENTS[tag]:
            self.problem(f"<{tag}> inside <{parent}>")
        for a, v in attrs:
            if a == "id":
                if v in self.ids:
                    self.problem(f"the id {v!r} is used twice")
                self.ids.add(v)
            if a in ("href", "src", "action") and v is not None:
                self.links.append((self.getpos()[0], v))
        if tag not in VOID:
            self.stack.append((tag, self.getpos()[0]))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.problem(f"<{tag}/> is not a void element")
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problem(f"</{tag}>: a void element has no end tag")
            return
        if not self.stack:
            self.problem(f"</{tag}> closes nothing")
            return
        open_tag, line = self.stack[-1]
        if open_tag != tag:
            self.problem(f"</{tag}> closes <{open_tag}> opened on line {line}")
            if any(t == tag for t, _ in self.stack):
                while self.stack and self.stack[-1][0] != tag:
                    self.stack.pop()
                self.stack.pop()
            return
        self.stack.pop()

    def handle_data(self, data):
        if CONTROL.search(data):
            self.problem("a control character in the text")

    def close(self):
        super().close()
        for tag, line in self.stack:
            self.problem(f"<{tag}> opened on line {line} is never closed")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    folder = sys.argv[1]
    pages = sorted(f for f in os.listdir(folder) if f.endswith(".html"))
    if not pages:
        print(f"{folder}: no .html files")
        return 1
    problems = []
    ids = {}
    links = {}
    for page in pages:
        with open(os.path.join(folder, page), "rb") as f:
            raw = f.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            problems.append(f"{page}: not UTF-8 ({e})")
            continue
        if not text.startswith("<!DOCTYPE html>"):
            problems.append(f"{page}:1: does not start with <!DOCTYPE html>")
        if '<meta charset="utf-8">' not in text:
            problems.append(f"{page}: no <meta charset=\"utf-8\">")
        parser = StrictParser(page)
        parser.feed(text)
        parser.close()
        problems += parser.problems
        ids[page] = parser.ids
        links[page] = parser.links
    for page, targets in links.items():
        for line, target in targets:
            if re.match(r"^[a-z]+:", target) or target.startswith("//"):
                problems.append(f"{page}:{line}: a link out of the site: {target}")
                continue
            file, _, anchor = target.partition("#")
            file = file or page
            if file not in ids:
                problems.append(f"{page}:{line}: links to {target}, which is not a page of the site")
            elif anchor and anchor not in ids[file]:
                problems.append(f"{page}:{line}: links to {target}, but {file} has no id {anchor!r}")
    for p in problems:
        print(p)
    print(f"{len(pages)} pages checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
