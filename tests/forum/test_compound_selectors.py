"""The body walk's Python tests of single-compound selectors (lupus_mod/forum/compounds.py)
pick exactly the elements cssselect's XPath selects: on every saved page with every selector
the adapters' styles and layouts name, and on random pages with random compounds."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.forum import (discourse, forumactif, forumfree, invision, misago, phpbb, smf, vbulletin,
                             xenforo)
from lupus_mod.forum.compounds import compound_test
from lupus_mod.forum.markup import css, parse_document

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
PAGES = sorted(FIXTURES.rglob("*.html"))


def _selectors() -> list[str]:
    layouts = [phpbb.LAYOUT, forumactif.LAYOUT, forumactif.PHPBB2, forumfree.LAYOUT, invision.LAYOUT, smf.LAYOUT_21,
               smf.LAYOUT_20, xenforo.LAYOUT, vbulletin.VB3, vbulletin.VB4, vbulletin.VB5]
    styles = [layout.style for layout in layouts] + [discourse.STYLE, misago.STYLE]
    found = {layout.post for layout in layouts}
    for style in styles:
        found |= {style.quote, style.spoiler, style.drop}
    return sorted(s for s in found if s)


SELECTORS = _selectors()


def _tested(doc, selector: str) -> list:
    test = compound_test(selector)
    assert test is not None, selector
    return [element for element in doc.iter() if test(element)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_adapter_selector_picks_cssselects_elements_on_every_saved_page(page):
    doc = parse_document(page.read_text(encoding="utf-8", errors="replace"))
    for selector in SELECTORS:
        if compound_test(selector) is not None:
            assert _tested(doc, selector) == css(selector)(doc), selector


def test_the_shipped_styles_are_all_tested_in_python():
    # The point of the tests: no shipped style is left to a whole-page query.
    assert [s for s in SELECTORS if compound_test(s) is None] == []


@pytest.mark.parametrize("selector", ["div p", "div > p", "p + p", "a:first-child", "a[href$=x]",
                                      "a[href~=x]", "a[href|=x]", "a[href!=x]", "p::before", "svg|a", "[x=y i]",
                                      ":is(a, p)"])
def test_other_selectors_are_left_to_xpath(selector):
    assert compound_test(selector) is None


TAGS = ["div", "p", "a", "dl", "span"]
WORDS = ["post", "spoiler", "spoiler-body", "x", "Post"]
SPACES = [" ", "\t", "\n", "\r", "\f", "\xa0", "  "]


@st.composite
def pages(draw) -> str:
    def element(depth: int) -> str:
        tag = draw(st.sampled_from(TAGS))
        attrs = ""
        if draw(st.booleans()):
            words = draw(st.lists(st.sampled_from(WORDS), max_size=3))
            gaps = draw(st.lists(st.sampled_from(SPACES), min_size=len(words) + 1, max_size=len(words) + 1))
            attrs += ' class="' + "".join(g + w for g, w in zip(gaps, words)) + gaps[-1] + '"'
        if draw(st.booleans()):
            attrs += f' data-role="{draw(st.sampled_from(["", "x", "sig", "xsigx"]))}"'
        if draw(st.booleans()):
            attrs += f' id="{draw(st.sampled_from(["x", "post", "y"]))}"'
        inner = "".join(element(depth + 1) for _ in range(draw(st.integers(0, 2 if depth < 3 else 0))))
        return f"<{tag}{attrs}>t{inner}</{tag}>"
    return "<html><body>" + "".join(element(0) for _ in range(draw(st.integers(1, 3)))) + "</body></html>"


@st.composite
def compounds(draw) -> str:
    def simple() -> str:
        kind = draw(st.sampled_from(["class", "id", "exists", "equals", "contains", "starts"]))
        word = draw(st.sampled_from(WORDS + ["sig", ""]))
        if kind == "class":
            return "." + (word or "x")
        if kind == "id":
            return "#" + (word or "x")
        if kind == "exists":
            return "[data-role]"
        return f"[data-role{ {'equals': '=', 'contains': '*=', 'starts': '^='}[kind]}'{word}']"
    parts = [draw(st.sampled_from(TAGS + ["*", ""]))]
    parts += [simple() for _ in range(draw(st.integers(0, 2)))]
    if draw(st.booleans()):
        parts.append(f":not({simple()})")
    return "".join(parts) or "*"


@settings(max_examples=400, deadline=None)
@given(pages(), st.lists(compounds(), min_size=1, max_size=3))
def test_random_compounds_pick_cssselects_elements_on_random_pages(html, branches):
    selector = ", ".join(branches)
    doc = parse_document(html)
    assert _tested(doc, selector) == css(selector)(doc)
