"""CSS selectors of single compounds (`div.spoiler`, `dl.codebox:not(.spoiler)`,
`[data-role=memberSignature]`) tested on one element in Python, with cssselect's meaning.

The body walk meets every element of a post's text anyway: testing there whether it is a
quote, a spoiler or to be dropped costs less than three XPath queries over the whole page for
each page (docs/performance.md). A selector with a combinator, a pseudo-class or an operator
not listed here gets no test (None), and is run as XPath as before.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from cssselect import SelectorError, parse
from cssselect.parser import Attrib, Class, Element, Hash, Negation

Test = Callable[[object], bool]
# XML's white space: what XPath's normalize-space, in cssselect's class test, splits on.
_XML_SPACE = re.compile(r"[ \t\r\n]+")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_WORD = re.compile(r"\S+")


@lru_cache(maxsize=256)
def compound_test(selector: str) -> Test | None:
    """A test of an element, true exactly when cssselect's XPath for `selector` (a list of
    single compounds) selects it; None for any other selector."""
    try:
        branches = parse(selector)
    except SelectorError:
        return None   # markup.css reports it, naming the selector
    tests = []
    for branch in branches:
        test = None if branch.pseudo_element else _compound(branch.parsed_tree)
        if test is None:
            return None
        tests.append(test)
    if len(tests) == 1:
        return tests[0]
    return lambda element: any(test(element) for test in tests)


def _compound(tree) -> Test | None:
    if isinstance(tree, Element):
        return _element(tree)
    inner = _compound(tree.selector) if isinstance(tree, (Class, Hash, Attrib, Negation)) else None
    if inner is None:
        return None
    if isinstance(tree, Class):
        name = tree.class_name
        if not _WORD.fullmatch(name):
            return None
        return lambda el: inner(el) and _has_word(el.get("class"), name)
    if isinstance(tree, Hash):
        return lambda el: inner(el) and el.get("id") == tree.id
    if isinstance(tree, Negation):
        excluded = _compound(tree.subselector)
        return None if excluded is None else (lambda el: inner(el) and not excluded(el))
    return _attribute(tree, inner)


def _element(tree: Element) -> Test | None:
    if tree.namespace is not None:
        return None
    if not tree.element or tree.element == "*":
        return lambda el: isinstance(el.tag, str)
    tag = tree.element
    return lambda el: el.tag == tag


def _attribute(tree: Attrib, inner: Test) -> Test | None:
    name = tree.attrib
    if tree.namespace is not None or tree.flag is not None or not _NAME.fullmatch(name):
        return None
    if tree.operator == "exists":
        return lambda el: inner(el) and el.get(name) is not None
    value = tree.value.value if tree.value is not None else None
    if tree.operator == "=" and value is not None:
        return lambda el: inner(el) and el.get(name) == value
    if tree.operator in ("*=", "^=") and not value:
        return lambda el: False   # cssselect: an empty substring or prefix matches nothing
    if tree.operator == "*=":
        return lambda el: inner(el) and value in (el.get(name) or "")
    if tree.operator == "^=":
        return lambda el: inner(el) and (el.get(name) or "").startswith(value)
    return None


def _has_word(text: str | None, word: str) -> bool:
    return text is not None and word in text and word in _XML_SPACE.split(text)
