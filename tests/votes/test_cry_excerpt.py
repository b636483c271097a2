"""A cry for the stake (« Kilian au bûcher ») is shown to the GM in the tally's audit by its own
words: the comma or the dots after it, which the reading passes over, are not part of them."""
from __future__ import annotations

import pytest
from tests.votes.test_polls_fr_corpus import _read


@pytest.mark.parametrize(("text", "typed"), [
    ("Gaspard au bûcher, il ment depuis ce matin", "Gaspard au bûcher"),
    ("Kilian au bûcher, Isidore capitaine", "Kilian au bûcher"),
    ("Kilian au bûcher... il ment", "Kilian au bûcher"),
    ("Au bûcher Kilian, il ment", "Au bûcher Kilian"),
])
def test_a_cry_is_shown_without_the_comma_after_it(text: str, typed: str) -> None:
    actions, _ = _read({"author": "Hortense", "text": text, "polls": "day"})
    assert [a.typed for a in actions if a.kind == "vote"] == [typed]
