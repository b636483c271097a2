"""Lines a GM met trying the tool on players' words (tests/corpus/nights-trial-*.toml holds the
rest, read through a whole night): a promise to send an order later, someone else's order
reported, a vote said in a PM. Each is talk or its own order, never an error at the line."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import KeywordSpec, Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, TZ

SCRUTO = KeywordSpec("scruto", ("indago",), ("player",))
SBRANO = KeywordSpec("sbrano", ("sbrana",), ("player",))
PRENDS = KeywordSpec("prends", ("vole",), ("role",))
WORDS = Vocabulary((SCRUTO, SBRANO, PRENDS),
                   (("Carlo", ()), ("Enzo", ()), ("Gollum", ()), ("Frodino", ())),
                   (), (("voleur", ("Voleur",)),))


def read(line: str):
    return parse_log(f"## Carlo @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=WORDS,
                     tz=TZ, deadline=DEADLINE)


@pytest.mark.parametrize("line, orders", [
    ("sbrano Frodino, poi ti dico chi scruto", ["sbrano Frodino"]),   # a promise, not an order
    ("Gollum mi ha detto che sbrana Frodino, occhio", []),           # his words, not the sender's
    ("Gollum mi ha detto: sbrano Frodino", []),
    ("ti ho detto che scruto Enzo", ["scruto Enzo"]),                 # the sender's own words
    ("Je vote Enzo", []),                                             # "vote" ~ "vole": a card, not a player
    ("scruto Enzo", ["scruto Enzo"]),
])
def test_the_line_reads_as_meant(line, orders):
    log = read(line)
    assert not log.errors, log.errors
    assert [o.canonical() for o in log.orders] == orders
