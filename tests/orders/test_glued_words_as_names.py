"""A player whose name is spelt as a French glued pronoun (« jla », « jle »: « je la », « je le »,
orders.line._unglued) is that player wherever the line names him, as a name written like a
glued « je » and a keyword (« Jsalvo ») already was: the pronoun's respelling never eats a name."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, ITEMS, KEYWORDS, ROLES, TZ


def _read(sender: str, names: tuple[str, ...], line: str):
    vocab = Vocabulary(KEYWORDS, tuple((n, ()) for n in names), ITEMS, ROLES)
    return parse_log(f"## {sender}\n{line}\n", file="nights/1.txt", vocab=vocab, tz=TZ, deadline=DEADLINE)


@pytest.mark.parametrize("name", ["Jla", "Jle", "Jles"])
@pytest.mark.parametrize("sender", ["Aaa", None])
def test_a_player_named_like_a_glued_pronoun_is_the_player(name: str, sender: str | None) -> None:
    parsed = _read(sender or name, (name, "Aaa"), f"indago {name}")
    assert parsed.errors == () and [o.canonical() for o in parsed.orders] == [f"indago {name}"]


def test_the_glued_pronoun_is_still_read_when_no_player_is_so_named() -> None:
    # Near miss: with no « Jla » playing, « jla » is « je la » and names nobody.
    parsed = _read("Aaa", ("Bob", "Aaa"), "indago jla")
    assert parsed.orders == ()
