"""A post whose text box is drawn otherwise than the adapter knows (another theme, another
version), on every HTML adapter (issue 23): the reading stops naming the post, never reading
it as an empty post nor skipping it, either of which loses its vote in silence.

The fixture's second post keeps its frame; its text box loses what the adapter's layouts find
it by (its tag, class and `data-role`; its id stays, as a theme keeps the message's anchor).
"""
from __future__ import annotations

import lxml.html
import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.engines import adapter_for
from lupus_mod.forum.layout import Layout
from lupus_mod.forum.markup import css
from tests.forum.fixture_variants import CASES, JSON_ENGINES, fixture

HTML_CASES = [case for case in CASES if fixture(case).engine not in JSON_ENGINES]


def _text_boxes(thread) -> set[str]:
    """The selectors of the text box in every layout of the case's adapter."""
    if thread.engine == "generic":
        return {thread.expected["generic"]["body"]}
    return {value.body for value in vars(adapter_for(thread.engine)).values() if isinstance(value, Layout)}


@pytest.mark.parametrize("case", HTML_CASES)
def test_a_post_whose_text_box_is_drawn_otherwise_stops_the_reading_naming_it(case):
    thread = fixture(case)
    second = thread.expected["post"][1]
    doc = lxml.html.fromstring(thread.pages[0])
    boxes = [box for selector in _text_boxes(thread) for box in css(selector)(doc)
             if second["in_text"][0] in box.text_content()]
    assert boxes, "the second post's text is in a text box"
    for box in boxes:
        box.tag = "section"
        for name in ("class", "data-role"):
            box.attrib.pop(name, None)
    page = lxml.html.tostring(doc, encoding="unicode", doctype="<!DOCTYPE html>")
    with pytest.raises(ForumError, match=f"cannot read the text of post {second['id']}"):
        thread.read(page)
