"""Reading HTML with lxml: compiled CSS selectors and a post body turned into styled segments.

Speed matters (a busy day is 10-30 pages, the benchmark serves 200): pages are parsed once
with lxml's HTML parser into plain elements (lxml.html's element classes cost a lookup for
every element touched) and queried with CSS selectors compiled once per selector (cssselect
translates them to XPath; that translation is the slow part, so it is cached).

Two kinds of broken page make lxml's parser (libxml2) drop text without a word: nesting deeper
than its limit of 256 elements (a long pyramid of quotes: the rest of the page is lost), and
content after a stray `</body>` or `</html>` (a post that pasted a whole HTML page, a skin that
closes the page early). Such a page is read again by BeautifulSoup's lenient parser (as a
browser would keep its content), turned into the same kind of lxml tree, so the adapters
read it the same way; BeautifulSoup is imported on that path only (docs/performance.md).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import urljoin, urlsplit

import lxml.etree
from cssselect import SelectorError, parse
from cssselect.parser import CombinedSelector
from lxml.cssselect import CSSSelector

from lupus_mod.errors import ForumError
from lupus_mod.forum.compounds import compound_test
from lupus_mod.forum.model import Segment
from lupus_mod.messages import say

_BLOCKS = frozenset({
    "p", "div", "blockquote", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5",
    "h6", "pre", "table", "tr", "details", "summary", "aside", "section", "article", "header",
    "footer", "figure", "figcaption", "hr", "cite", "center", "form", "fieldset",
})
_BOLD = frozenset({"b", "strong"})
# Code never holds a vote on any engine, a block or inline (docs/forums.md): a board's own box
# is in each adapter's drop selector, and a bare `<code>voto Peppe</code>` is left out too.
_CODE = frozenset({"pre", "code"})
_SKIP = frozenset({"script", "style", "noscript", "template", "button", "input", "select",
                   "textarea", "svg", "iframe", "object", "video", "audio"})
_SMILEY = re.compile(r"smil|emoji|emoticon", re.I)
_SPACES = re.compile(r"[ \t\r\n\f\v\u200b]+")
_WHITESPACE = re.compile(r"[ \t\r\n\f\v]+")
# Characters that show nothing and part no words: the soft hyphen, the zero-width non-joiner
# and joiner, the word joiner and the byte order mark. "voto Go\u00adllum" reads "voto Gollum"
# on the screen, so it must for the tally too. A zero-width space stays a space (_SPACES): it
# is where a board lets a long line break, between words.
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200c\u200d\u2060\ufeff"))
# ... but a zero-width space inside a word, before a small letter ("voto Gri\u200bma"), is no
# break between two words: the screen shows "Grima", and a space there would read "Gri ma",
# another player's name first. Before a capital ("voto\u200bGollum") it parts the words.
_ZWSP_IN_WORD = re.compile(r"(?<=[^\W\d_])\u200b+(?=[^\W\d_A-ZÀ-ÖØ-Þ])")
_BOLD_STYLE = re.compile(r"font-weight\s*:\s*(bold|[6-9]00)", re.I)
# Struck-through text: [s] and [strike] as boards draw them, or a line-through style.
_STRUCK = frozenset({"s", "strike", "del"})
_STRUCK_STYLE = re.compile(r"text-decoration(?:-line)?\s*:[^;]*line-through", re.I)
# Text a reader of the forum does not see: coloured like the page ([color=#FFFFFF], "white"),
# set to a size no one reads ([size=1] is `font-size: 1%` on phpBB), or fully transparent (not
# `display: none`: a spoiler's box is drawn so until the reader opens it). A
# vote written so ("Che bella giornata [color=#FFFFFF]voto Elrondo[/color]") is the troll's
# "I voted, read better": the vote reader asks, the visible reading first.
_HIDDEN_STYLE = re.compile(
    r"(?:^|;)\s*(?:color\s*:\s*(?:white|transparent|#f[0-9a-f]f[0-9a-f]f[0-9a-f]\b|#f[0-9a-f]f\b|#fff\b"
    r"|rgba?\(\s*2[45]\d\s*,\s*2[45]\d\s*,\s*2[45]\d\s*[,)])"
    r"|font-size\s*:\s*(?:0*(?:\.\d+)?|0*[1-9](?:\.\d+)?%|0*[0-3](?:\.\d+)?px|0*\.[0-2]\d*(?:em|rem))\s*(?:;|$|!)"
    r"|opacity\s*:\s*0*(?:\.0+)?\s*(?:;|$))", re.I)
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")


_PARSER = lxml.etree.HTMLParser(remove_comments=True, remove_pis=True)
# The end of the page, and what may follow it without being content.
_PAGE_END = re.compile(r"</(?:body|html)\s*>", re.I)
_NOT_CONTENT = re.compile(r"\s+|<!--.*?-->|</?(?:body|html)\s*>|<(script|noscript|style)\b.*?</\1\s*>",
                          re.I | re.S)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff]")


def parse_document(html: str) -> lxml.etree._Element:
    """The page as an lxml tree; an empty or broken document is a ForumError. A page lxml
    would read with text missing is read by the lenient parser (`lenient_document`)."""
    text = _XML_DECLARATION.sub("", html) if html.lstrip().startswith("<?xml") else html
    if not text.strip():
        raise ForumError(say("forum-page.empty"), hint=say("forum-page.empty-hint"))
    try:
        root = lxml.etree.fromstring(text, _PARSER)
    except (lxml.etree.ParserError, lxml.etree.XMLSyntaxError, ValueError):
        return lenient_document(text)
    if root is None or _content_lost(text):
        return lenient_document(text)
    return root


def _content_lost(text: str) -> bool:
    """Whether lxml's reading of `text` (just parsed with _PARSER) left text out: it stopped at
    its nesting limit, or the page has content after its end."""
    if any(entry.level_name == "FATAL" for entry in _PARSER.error_log):
        return True
    end = _PAGE_END.search(text)
    return end is not None and _NOT_CONTENT.sub("", text[end.start():]) != ""


def lenient_document(text: str) -> lxml.etree._Element:
    """The page read by BeautifulSoup's parser, as an lxml tree under one <html>: every element
    kept at any depth, content after a stray end of the page kept in the page."""
    from lxml.html import soupparser   # imports BeautifulSoup
    try:
        # lxml's trees refuse the control characters its own parser reads as U+FFFD.
        root = soupparser.fromstring(_CONTROL.sub("\ufffd", text), features="html.parser")
    except RecursionError:
        raise ForumError(say("forum-page.deep"), hint=say("forum-page.deep-hint")) from None
    if not (root.text or "").strip() and not any(isinstance(e.tag, str) for e in root.iterdescendants()):
        raise ForumError(say("forum-page.empty"), hint=say("forum-page.empty-hint"))
    return root


@lru_cache(maxsize=512)
def css(selector: str) -> CSSSelector:
    """A compiled selector; a malformed one is reported as the GM's configuration error."""
    try:
        return CSSSelector(selector)
    except SelectorError as exc:
        raise ForumError(say("forum-page.selector", selector=selector, error=str(exc)),
                         hint=say("forum-page.selector-hint")) from exc


def select(element, selector: str | None) -> list:
    return css(selector)(element) if selector else []


def select_under_few(doc, selector: str) -> list:
    """`select(doc, selector)` for a selector whose matches sit under a few containers on the
    page (a pagination bar): when every branch starts with the same compound and goes down
    from it, the containers are found by one query and the selector run from each of them,
    instead of each branch walking the whole page (the bars' queries cost a tenth of
    reading a phpBB page). The same elements, in document order."""
    lead = _lead(selector)
    containers = select(doc, lead) if lead else []
    if not lead or len(containers) > _FEW:
        return select(doc, selector)
    found: dict = {}
    for container in containers:
        # From a container, a branch finds what hangs from it or from containers inside it:
        # a nested container's matches come again, and are kept once, in the first place.
        found.update(dict.fromkeys(css(selector)(container)))
    return list(found)


_FEW = 4


@lru_cache(maxsize=64)
def _lead(selector: str) -> str | None:
    """The compound every branch of `selector` starts with, when each branch has another
    compound under it by descendant or child combinators only; else None."""
    leads = set()
    try:
        branches = parse(selector)
    except SelectorError:
        return None   # css() reports it, naming the selector
    for branch in branches:
        tree = branch.parsed_tree
        if branch.pseudo_element or not isinstance(tree, CombinedSelector):
            return None
        while isinstance(tree, CombinedSelector):
            if tree.combinator not in (" ", ">"):
                return None
            tree = tree.selector
        leads.add(tree.canonical())
    return leads.pop() if len(leads) == 1 else None


def first(element, selector: str | None):
    found = select(element, selector)
    return found[0] if found else None


def text_of(element) -> str:
    """All the text under an element, spaces collapsed."""
    if element is None:
        return ""
    return _SPACES.sub(" ", "".join(element.itertext())).strip()


def date_text(element) -> str:
    """All the text under an element, a space where two of its elements meet: a date and what
    follows it in another element ("9 p.m." then, after a `<br>`, an edit reason "cambio voto")
    stay apart as on the screen, never "9 p.m.cambio", which no longer reads as a time."""
    if element is None:
        return ""
    return _SPACES.sub(" ", " ".join(element.itertext())).strip()


def nickname_of(element) -> str:
    """A nickname as the board prints it: spaces collapsed, but a zero-width character kept —
    "Bea\u200b" is another account than "Bea" (one a reader cannot tell apart from hers), so
    it must reach the tally as written, where it is shown as a look-alike (docs/tally.md). So is
    a no-break space at its end ("Aragorno " is another account): only the page's own
    spacing, ASCII, is trimmed."""
    if element is None:
        return ""
    return _WHITESPACE.sub(" ", "".join(element.itertext())).strip(" ")


def origin(url: str) -> str:
    """The board's address (`https://host`); empty for a saved file, whose links stay site-relative."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else ""


def absolute(base: str, href: str | None) -> str | None:
    """`href` made absolute against the page address (the common forms without urljoin's cost)."""
    if not href:
        return None
    href = href.strip()
    if href.startswith(("http://", "https://")):
        return href
    if href.startswith("./") and "/../" not in href:
        return _folder(base) + href[2:]
    return urljoin(base, href)


@lru_cache(maxsize=64)
def _folder(base: str) -> str:
    return urljoin(base, ".")


@dataclass(frozen=True)
class BodyStyle:
    """Which parts of a post body are quotes, spoilers, or to be removed entirely."""
    quote: str = "blockquote"
    spoiler: str | None = None
    drop: str | None = None


@dataclass(frozen=True)
class Marks:
    """Elements an engine finds by other means than a selector (old markup without classes)."""
    quote: tuple = ()
    drop: tuple = ()
    keep: tuple = ()   # matched by the drop selector but kept (a spoiler drawn as a code box)


@dataclass(frozen=True)
class Styled:
    """Whether an element is one a BodyStyle picks out, for a whole page: a selector of single
    compounds is tested on each element the body walk meets (compounds.py), any other is run
    once for the page (faster than per post)."""
    quote: Callable[[object], bool]
    spoiler: Callable[[object], bool]
    drop: Callable[[object], bool]

    @classmethod
    def find(cls, root, style: BodyStyle) -> Styled:
        return cls(_picks(root, style.quote), _picks(root, style.spoiler), _picks(root, style.drop))


def _picks(root, selector: str | None) -> Callable[[object], bool]:
    if not selector:
        return _NONE
    test = compound_test(selector)
    return test if test is not None else frozenset(select(root, selector)).__contains__


_NONE = frozenset().__contains__


def segments(body, style: BodyStyle, marks: Marks = Marks(), styled: Styled | None = None) -> tuple[Segment, ...]:
    """The body as styled text runs (`styled`: the style's tests for the page, when known)."""
    if body is None:
        return ()
    styled = styled or Styled.find(body, style)
    marked, kept, quoted = frozenset(marks.drop), frozenset(marks.keep), frozenset(marks.quote)

    def drop(element) -> bool:
        return (styled.drop(element) or element in marked or element.tag in _CODE) and element not in kept

    def quote(element) -> bool:
        return styled.quote(element) or element in quoted
    walker = _Walker(drop=drop, quote=quote, spoiler=styled.spoiler)
    walker.walk(body, bold=False, quote=False, spoiler=False, struck=False, hidden=False, root=True)
    return walker.result()


class _Walker:
    def __init__(self, *, drop: Callable[[object], bool], quote: Callable[[object], bool],
                 spoiler: Callable[[object], bool]) -> None:
        self.drop, self.quote, self.spoiler = drop, quote, spoiler
        self.out: list[list] = []       # [text, (bold, quote, spoiler, struck, hidden)]
        self.at_line_start = True
        self.pending_space: tuple | None = None   # flags of a space not yet written

    def walk(self, element, *, bold: bool, quote: bool, spoiler: bool, struck: bool,
             hidden: bool = False, root: bool = False) -> None:
        tag = element.tag if isinstance(element.tag, str) else ""
        outer = (bold, quote, spoiler, struck, hidden)
        style = element.get("style") or ""
        bold = bold or tag in _BOLD or bool(_BOLD_STYLE.search(style))
        quote = quote or self.quote(element)
        spoiler = spoiler or self.spoiler(element)
        struck = struck or tag in _STRUCK or bool(_STRUCK_STYLE.search(style))
        hidden = hidden or bool(_HIDDEN_STYLE.search(style.strip())) \
            or (tag == "font" and _HIDDEN_STYLE.search(f"color:{element.get('color') or ''}") is not None)
        flags = (bold, quote, spoiler, struck, hidden)
        block = tag in _BLOCKS and not root   # the body's own box adds no line break
        if block:
            self.newline(outer, soft=True)
        if tag == "br":
            self.newline(flags, soft=False)
        elif tag == "img" and _SMILEY.search(element.get("class") or ""):
            # A smiley stands for what the player typed ("8)"), which may sit inside a name.
            self.text(element.get("alt") or "", flags)
        if element.text:
            self.text(element.text, flags)
        for child in element:
            if not isinstance(child.tag, str) or child.tag in _SKIP or self.drop(child):
                if child.tail:
                    self.text(child.tail, flags)
                continue
            self.walk(child, bold=bold, quote=quote, spoiler=spoiler, struck=struck, hidden=hidden)
            if child.tail:
                self.text(child.tail, flags)
        if block:
            self.newline(flags, soft=True)

    def put(self, text: str, flags: tuple) -> None:
        if self.out and self.out[-1][1] == flags:
            self.out[-1][0] += text
        else:
            self.out.append([text, flags])

    def newline(self, flags: tuple, *, soft: bool) -> None:
        if soft and self.at_line_start:
            return
        if not self.out and soft:
            return
        self.put("\n", flags)
        self.at_line_start, self.pending_space = True, None

    def text(self, raw: str, flags: tuple) -> None:
        collapsed = _SPACES.sub(" ", raw if raw.isascii() else _ZWSP_IN_WORD.sub("", raw.translate(_INVISIBLE)))
        core = collapsed.strip(" ")
        if not core:
            if collapsed and not self.at_line_start and self.pending_space is None:
                self.pending_space = flags
            return
        if not self.at_line_start:
            if self.pending_space is not None:
                self.put(" ", self.pending_space)
            elif collapsed[0] == " ":
                self.put(" ", flags)
        self.put(core, flags)
        self.at_line_start = False
        self.pending_space = flags if collapsed[-1] == " " else None

    def result(self) -> tuple[Segment, ...]:
        return tuple(Segment(text, bold=f[0], quote=f[1], spoiler=f[2], struck=f[3], hidden=f[4])
                     for text, f in self.out if text)
