"""The selectors answered from one walk of the page (css_select.py) find exactly what
cssselect's XPath finds: the same elements, once each, in document order — on random pages and
selectors, and on every saved page with every selector the adapters ask."""
from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st
from lxml.cssselect import CSSSelector

from lupus_mod.errors import ForumError
from lupus_mod.forum import engines, markup, zones
from lupus_mod.forum.css_select import compile_selector, indexed

TAGS = ["div", "p", "a", "span", "li"]
CLASSES = ["x", "y", "x-y", "post"]
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"


def _element(draw_tag, draw_attrs, children) -> str:
    return f"<{draw_tag}{draw_attrs}>t{''.join(children)}</{draw_tag}>"


_class_value = st.lists(st.sampled_from(CLASSES + ["\t", " ", "\n", "\u00a0", "x\u00a0y"]), max_size=4).map(
    lambda parts: " ".join(parts))
_attrs = st.tuples(
    st.none() | _class_value,
    st.none() | st.sampled_from(["a", "b", "msg1", "msg_1"]),
    st.none() | st.sampled_from(["", "next", "#p1", "x#p"]),
).map(lambda a: "".join(f' {name}="{value}"' for name, value in zip(("class", "id", "rel"), a) if value is not None))
_tree = st.recursive(
    st.tuples(st.sampled_from(TAGS), _attrs).map(lambda t: _element(t[0], t[1], [])),
    lambda inner: st.tuples(st.sampled_from(TAGS), _attrs, st.lists(inner, max_size=4)).map(
        lambda t: _element(*t)),
    max_leaves=30,
)
_simple = st.one_of(
    st.sampled_from(CLASSES).map(lambda c: "." + c),
    st.sampled_from(["a", "b", "msg1"]).map(lambda i: "#" + i),
    st.sampled_from(["[rel]", "[rel=next]", "[id^=msg]", "[rel*='#p']", "[id^=msg_]", "[class]"]),
)
_compound = st.tuples(st.sampled_from(TAGS + ["", "*"]), st.lists(_simple, max_size=2),
                      st.none() | _simple).map(
    lambda c: (c[0] + "".join(c[1]) + (f":not({c[2]})" if c[2] else "")) or "*")
_chain = st.lists(_compound, min_size=1, max_size=3).flatmap(
    lambda parts: st.lists(st.sampled_from([" ", " > "]), min_size=len(parts) - 1, max_size=len(parts) - 1).map(
        lambda joins: parts[0] + "".join(j + p for j, p in zip(joins, parts[1:]))))
_selector = st.lists(_chain, min_size=1, max_size=3).map(", ".join)


def _same(selector: str, root) -> None:
    expected = CSSSelector(selector)
    compiled = compile_selector(selector)
    scopes = list(root.iter())
    for scope in scopes:
        assert compiled(scope) == expected(scope), (selector, scope.tag)
    with indexed(root):
        assert compiled(root) == expected(root), selector
        for scope in scopes[1:]:
            assert compiled(scope) == expected(scope), (selector, scope.tag)


@settings(max_examples=300, deadline=None)
@given(_tree, _selector)
def test_random_pages_and_selectors_match_cssselect(body, selector):
    _same(selector, markup.parse_document(f"<html><body>{body}</body></html>"))


def test_what_is_not_read_here_is_left_to_cssselect():
    root = markup.parse_document('<html><body><p class="a">1</p><p lang="it-IT">2</p><p>3</p></body></html>')
    for selector in ("p:first-child", "p + p", "p ~ p", "[lang|=it]", "[class~=a]", "[lang$=IT]",
                     "p:not(p.a)", "[rel='']", "p:nth-child(2)", "body > :not(*)"):
        _same(selector, root)


def test_every_saved_page_with_every_selector_the_adapters_ask(monkeypatch):
    asked: set[str] = set()
    real = markup.css

    def recording(selector):
        asked.add(selector)
        return real(selector)
    monkeypatch.setattr(markup, "css", recording)
    pages = sorted(FIXTURES.rglob("*.html"))
    assert len(pages) > 20
    for page in pages:
        try:
            engines.parse_with(None, _text(page), url="https://board.example/t?t=1",
                               tz=ZoneInfo("Europe/Rome"))
        except ForumError:
            continue   # the generic pages: no engine drew them
    assert len(asked) > 40
    for page in pages:
        root = markup.parse_document(_text(page))
        for selector in sorted(asked):
            _same_on_page(selector, root)


def _same_on_page(selector: str, root) -> None:
    expected, compiled = CSSSelector(selector), compile_selector(selector)
    with indexed(root):
        assert compiled(root) == expected(root), selector
        for scope in root.iter("div", "article", "li", "table", "blockquote"):
            assert compiled(scope) == expected(scope), (selector, scope.tag, scope.get("class"))


def _text(page: Path) -> str:
    return page.read_bytes().decode("utf-8", errors="replace")   # a Latin-1 page: its names do not matter here


_SMF_XPATH = ("descendant-or-self::time[@datetime][ancestor::*[@id = 'top_info'] or ancestor::*[@id = 'upper_section'] "
              "or ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' user ')]]")
_stamp_attrs = st.tuples(
    st.none() | st.sampled_from(["user", "x user", "users", "user\tx", "x\u00a0user"]),
    st.none() | st.sampled_from(["top_info", "upper_section", "x"]),
    st.none() | st.sampled_from(["", "2026-10-03T10:00:00Z"]),
).map(lambda a: "".join(f' {name}="{value}"' for name, value in zip(("class", "id", "datetime"), a) if value is not None))
_stamp_tree = st.recursive(
    st.tuples(st.sampled_from(["time", "span"]), _stamp_attrs).map(lambda t: _element(t[0], t[1], [])),
    lambda inner: st.tuples(st.sampled_from(["div", "time", "span"]), _stamp_attrs, st.lists(inner, max_size=3)).map(
        lambda t: _element(*t)),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(_stamp_tree)
def test_the_smf_visit_time_is_the_one_its_xpath_finds(body):
    root = markup.parse_document(f"<html><body>{body}</body></html>")
    found = root.xpath(_SMF_XPATH)
    assert zones._smf_stamp(root) is (found[0] if found else None)
