"""A twentieth trial's settle lines (docs/orders.md "How every line is read"): an error's offered
line never turns a common word that only resembles a name into the order, nor adds a blank
order of a power the line gives in full. « prevedo quello che sbranano i lupi xD » offered
`prevedo Sarumano` (a wolf nothing in the line points at); « ammalio i due di ieri no scherzo 😂
ammalio Aragorno e Bilbetto » offered `ammalio Aragorno Bilbetto; ammalio Shelob`, whose later
order would replace the one meant. The shipped game's players."""
from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game, vocabulary
from tests.orders.vocab import DEADLINE, TZ

GAMES = Path(__file__).resolve().parents[2] / "games"


@cache
def _vocab():
    return vocabulary(load_game(GAMES / "lupus-of-the-rings"))


def _hint(sender: str, body: str) -> str:
    parsed = parse_log(f"## {sender} @ 2024-03-05 21:00\n{body}\n", file="nights/2.txt", vocab=_vocab(),
                       tz=TZ, deadline=DEADLINE)
    (error,) = parsed.errors
    return error.hint


@pytest.mark.parametrize(("sender", "body", "settle", "hinted"), [
    ("Shelob", "prevedo quello che sbranano i lupi xD", "prevedo <", "Sarumano"),
])
def test_a_common_word_like_a_name_is_hinted_never_offered(sender, body, settle, hinted):
    hint = _hint(sender, body)
    assert f'= "{settle}' in hint and hinted in hint.split("=")[0]


def test_an_order_called_a_joke_then_given_again_reads_the_second():
    """« ammalio i due di ieri no scherzo 😂 ammalio Aragorno e Bilbetto »: the first order called
    a joke in its own words, the power ordered again (a twenty-first trial: it stopped, offering
    the second in its settle line; "Shelob" for «scherzo» is never offered)."""
    parsed = parse_log("## Tom Bombadil @ 2024-03-05 21:00\nammalio i due di ieri no scherzo 😂 ammalio Aragorno e "
                       "Bilbetto\n", file="nights/2.txt", vocab=_vocab(), tz=TZ, deadline=DEADLINE)
    assert not parsed.errors and [(o.keyword, o.args) for o in parsed.orders] == [
        ("ammalio", ("Aragorno", "Bilbetto"))]


# Near misses: a name misspelt by one letter, or begun, is still the settle line.
@pytest.mark.parametrize(("sender", "body", "settle"), [
    ("Shelob", "prevedo Sarumanno", "prevedo Sarumano"),
    ("Frodino", "indago Nazgull", "indago Nazgul"),
])
def test_a_misspelt_name_is_still_offered(sender, body, settle):
    assert f'= "{settle}"' in _hint(sender, body)
