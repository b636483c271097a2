"""CSS selectors run as lxml's own tag walk plus a few tests in Python, instead of as XPath.

cssselect turns a selector into XPath, and lxml runs it by testing its predicate on every
element of the page: about 0.1 ms a query whatever it asks, 14-20 queries a page, a third of
reading a page (docs/performance.md). lxml's `iter(tag)` walks the same page in C in a tenth of
that and hands over only the elements of that tag; most selectors name a tag, so a selector is
run as that walk, each element handed over tested in Python (its classes and attributes), and
its combinators checked by walking up from it (`div.pagination li a.button`: every `a`, then
its ancestors). A selector whose last part names no tag but whose first does
(`p.author .username`) walks down from the first part's elements instead.

The answers are exactly cssselect's (the same elements, once each, in document order:
tests/forum/test_css_select.py compares them on every saved page). What this module reads is
type, `*`, `.class`, `#id`, `[attr]`, `[attr=v]`, `[attr^=v]`, `[attr*=v]`, `:not()` of those,
the descendant and child combinators, and lists of them; a selector of a list that uses
anything else (another pseudo-class, a namespace, `~=`, `|=`, `$=`, `+`, `~`, an empty value,
a case flag), or that names no tag at either end, is run by its own XPath from cssselect.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

import lxml.etree
from cssselect import parse
from cssselect.parser import Attrib, Class, CombinedSelector, Element, Hash, Negation
from lxml.cssselect import CSSSelector, LxmlTranslator

# XPath's normalize-space, which cssselect's class test uses, splits on these four only.
_XML_SPACE = re.compile(r"[ \t\r\n]+")
_OPERATORS = frozenset({"exists", "=", "^=", "*="})
_TRANSLATOR = LxmlTranslator()


def classes_of(value: str) -> list[str]:
    """The class names of a `class` attribute, split as XPath's normalize-space splits."""
    if value.isprintable():   # no control or separator character: only spaces split it
        return value.split()
    return [name for name in _XML_SPACE.split(value) if name]


class Compound:
    """One compound selector (`div.post:not(.deleted)`): the tests on one element."""
    __slots__ = ("tag", "classes", "attributes", "negated")

    def __init__(self, tag: str | None, classes: tuple, attributes: tuple, negated: tuple) -> None:
        self.tag, self.classes, self.attributes, self.negated = tag, classes, attributes, negated

    def is_universal(self) -> bool:
        return self.tag is None and not (self.classes or self.attributes or self.negated)

    def matches(self, element) -> bool:
        return (self.tag is None or element.tag == self.tag) and self.passes(element)

    def passes(self, element) -> bool:
        """Every test but the tag's."""
        if self.classes:
            value = element.get("class")
            if value is None:
                return False
            for name in self.classes:
                if name not in value:   # not even within the text: no need to split it
                    return False
            names = classes_of(value)
            for name in self.classes:
                if name not in names:
                    return False
        for name, operator, value in self.attributes:
            found = element.get(name)
            if found is None:
                return False
            if operator == "=":
                if found != value:
                    return False
            elif operator == "^=":
                if not found.startswith(value):
                    return False
            elif operator == "*=" and value not in found:
                return False
        for negation in self.negated:
            if negation.matches(element):
                return False
        return True


class Chain:
    """One selector of a list: compounds joined by combinators, left to right."""
    __slots__ = ("compounds", "combinators", "xpath", "way")

    def __init__(self, compounds: tuple, combinators: tuple, xpath) -> None:
        self.compounds, self.combinators, self.xpath = compounds, combinators, xpath
        if compounds and compounds[-1].tag is not None:
            self.way = "up"
        elif compounds and compounds[0].tag is not None:
            self.way = "down"
        else:
            self.way = "xpath"

    def select(self, scope) -> list:
        """The elements under `scope` (itself included) it matches, in document order."""
        if self.way == "up":
            last = self.compounds[-1]
            return [element for element in scope.iter(last.tag) if self.matches_up(element, scope)]
        if self.way == "down":
            return self._down(scope)
        return self.xpath(scope)

    def matches(self, element, scope) -> bool:
        """Whether `element` matches, its first compound at `scope` or under it."""
        return self.compounds[-1].matches(element) and self._above(element, len(self.compounds) - 1, scope)

    def matches_up(self, element, scope) -> bool:
        """Whether `element`, of the last compound's tag, matches, its first compound at
        `scope` or under it."""
        return self.compounds[-1].passes(element) and self._above(element, len(self.compounds) - 1, scope)

    def _above(self, element, at: int, scope) -> bool:
        """Whether compounds 0..at-1 match above `element` (which matched compound `at`)."""
        if at == 0:
            return True
        if element is scope:
            return False
        left = self.compounds[at - 1]
        parent = element.getparent()
        if self.combinators[at - 1] == ">":
            return parent is not None and left.matches(parent) and self._above(parent, at - 1, scope)
        while parent is not None:
            if left.matches(parent) and self._above(parent, at - 1, scope):
                return True
            if parent is scope:
                return False
            parent = parent.getparent()
        return False

    def _down(self, scope) -> list:
        first = self.compounds[0]
        return self.down([element for element in scope.iter(first.tag) if first.passes(element)], scope)

    def down(self, current: list, scope) -> list:
        """The elements the chain matches under `current`, the first compound's matches."""
        for combinator, compound in zip(self.combinators, self.compounds[1:]):
            if not current:
                break
            below = []
            for element in current:
                found = (element.iterdescendants(compound.tag) if combinator == " "
                         else element.iterchildren(compound.tag))
                below.extend(candidate for candidate in found
                             if isinstance(candidate.tag, str) and compound.passes(candidate))
            current = in_order(below, scope) if _nested(current) else below
        return current


def _nested(elements: list) -> bool:
    """Whether one of the elements (in document order) lies inside another: then the walks
    down from them overlap, and their findings must be put in order once each."""
    if len(elements) < 2:
        return False
    held = set(elements)
    return any(up in held for element in elements[1:] for up in element.iterancestors())


def in_order(elements: list, scope) -> list:
    """`elements` (all under `scope`) once each, in document order."""
    held = set(elements)
    return [element for element in scope.iter() if element in held]


class Index:
    """A page's elements by class name, in document order, from one walk of the page (ids
    looked up once a selector asks for one)."""

    def __init__(self, root) -> None:
        self.root = root
        self.by_class: dict[str, list] = {}
        for element in root.iter():
            value = element.get("class")
            if value:
                for name in set(classes_of(value)):   # class="x x" is one element of class x
                    found = self.by_class.get(name)
                    if found is None:
                        self.by_class[name] = [element]
                    else:
                        found.append(element)
        self._ids: dict[str, list] | None = None

    def keyed(self, compound: Compound) -> list | None:
        """The page's elements that may match `compound`, found by its id or its rarest class;
        None when it has neither (its tag alone: lxml's XPath tests a tag's many elements faster)."""
        for name, operator, value in compound.attributes:
            if name == "id" and operator == "=":
                if self._ids is None:
                    self._ids = {}
                    for element in _ID_HOLDERS(self.root):
                        self._ids.setdefault(element.get("id"), []).append(element)
                return self._ids.get(value, [])
        if compound.classes:
            return min((self.by_class.get(name, []) for name in compound.classes), key=len)
        return None

    def select(self, selector: Selector) -> list:
        found: list = []
        parts = 0
        for chain in selector.chains:
            matched = self._chain(chain)
            if matched is None:
                return selector.whole(self.root)
            if matched:
                found, parts = found + matched, parts + 1
        return in_order(found, self.root) if parts > 1 else found

    def _chain(self, chain: Chain) -> list | None:
        if not chain.compounds:
            return None
        last = self.keyed(chain.compounds[-1])
        if last is not None:
            return [element for element in last if chain.matches(element, self.root)]
        first = self.keyed(chain.compounds[0]) if len(chain.compounds) > 1 else None
        if first is None:
            return None
        return chain.down([element for element in first if chain.compounds[0].matches(element)], self.root)


_ID_HOLDERS = lxml.etree.XPath("descendant-or-self::*[@id]")


class Selector:
    """A compiled selector list."""
    __slots__ = ("chains", "by_tag", "whole")

    def __init__(self, chains: tuple[Chain, ...], whole) -> None:
        self.chains, self.whole = chains, whole   # whole: the list's XPath, for a whole page
        self.by_tag: dict[str, list[Chain]] | None = None
        if len(chains) > 1 and all(chain.way == "up" for chain in chains):
            self.by_tag = {}
            for chain in chains:
                self.by_tag.setdefault(chain.compounds[-1].tag, []).append(chain)

    def __call__(self, scope) -> list:
        """The elements under `scope` (itself included) it matches, in document order."""
        index = _PAGE.get()
        if index is not None and scope is index.root:
            return index.select(self)
        if scope.getparent() is None:
            return self.whole(scope)   # a whole page not being read: one XPath run is cheaper
        if len(self.chains) == 1:
            return self.chains[0].select(scope)
        if self.by_tag is not None:
            # One walk for the whole list, over the tags its selectors end with.
            return [element for element in scope.iter(*self.by_tag)
                    if any(chain.matches_up(element, scope) for chain in self.by_tag[element.tag])]
        found = [matched for matched in (chain.select(scope) for chain in self.chains) if matched]
        if len(found) > 1:
            return in_order([element for matched in found for element in matched], scope)
        return found[0] if found else []


_PAGE: ContextVar[Index | None] = ContextVar("page_index", default=None)


@contextmanager
def indexed(root) -> Iterator[Index]:
    """While the page under `root` is read, selectors run on `root` itself are answered from
    one walk of it. No reader changes a page's tree, so the walk stays true meanwhile."""
    token = _PAGE.set(Index(root))
    try:
        yield _PAGE.get()
    finally:
        _PAGE.reset(token)


def compile_selector(selector: str) -> Selector:
    """The selector list compiled; a malformed one raises cssselect's SelectorError."""
    return Selector(tuple(_chain(one) for one in parse(selector)), CSSSelector(selector))


def _chain(one) -> Chain:
    xpath = lxml.etree.XPath(_TRANSLATOR.selector_to_xpath(one))
    if one.pseudo_element is not None:
        return Chain((), (), xpath)
    compounds: list = []
    combinators: list = []
    tree = one.parsed_tree
    while isinstance(tree, CombinedSelector):
        compounds.insert(0, _compound(tree.subselector))
        combinators.insert(0, tree.combinator)
        tree = tree.selector
    compounds.insert(0, _compound(tree))
    if None in compounds or any(combinator not in (" ", ">") for combinator in combinators):
        return Chain((), (), xpath)
    return Chain(tuple(compounds), tuple(combinators), xpath)


def _compound(tree) -> Compound | None:
    """The compound's tests, or None when one of them is not read here."""
    classes, attributes, negated = [], [], []
    while not isinstance(tree, Element):
        if isinstance(tree, Class):
            classes.insert(0, tree.class_name)
        elif isinstance(tree, Hash):
            attributes.insert(0, ("id", "=", tree.id))
        elif isinstance(tree, Attrib):
            attribute = _attribute(tree)
            if attribute is None:
                return None
            attributes.insert(0, attribute)
        elif isinstance(tree, Negation):
            inner = _compound(tree.subselector)
            if inner is None or inner.is_universal():
                return None   # :not(*), or a :not() of what is not read here
            negated.insert(0, inner)
        else:
            return None
        tree = tree.selector
    if tree.namespace is not None:
        return None
    tag = tree.element if tree.element and tree.element != "*" else None
    return Compound(tag, tuple(classes), tuple(attributes), tuple(negated))


def _attribute(tree: Attrib) -> tuple[str, str, str | None] | None:
    if tree.namespace is not None or getattr(tree, "flag", None) or tree.operator not in _OPERATORS:
        return None
    if tree.operator == "exists":
        return (tree.attrib, "exists", None)
    if tree.value is None or tree.value.type not in ("IDENT", "STRING") or not tree.value.value:
        return None
    return (tree.attrib, tree.operator, tree.value.value)
