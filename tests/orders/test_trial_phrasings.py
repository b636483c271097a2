"""Lines a GM met trying the tool on players' words (tests/corpus/nights-trial-*.toml holds the
rest, read through a whole night): a promise to send an order later, someone else's order
reported, a vote said in a PM. Each is talk or its own order, never an error at the line."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import KeywordSpec, Vocabulary
from lupus_mod.orders.parse import effective_orders, parse_log
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


@pytest.mark.parametrize("body, orders", [
    # "invece di X", "au lieu de X": X is the target turned away from, never the order's.
    ("scruto Frodino\n\nCambio idea: scruto Enzo invece di Frodino.", ["scruto Enzo"]),
    ("scruto Frodino\nscruto Enzo al posto di Frodino", ["scruto Enzo"]),
    ("scruto Enzo anziché Frodino", ["scruto Enzo"]),
    ("invece di Frodino stanotte scruto Enzo", ["scruto Enzo"]),
    ("je regarde Enzo au lieu de Frodino", ["scruto Enzo"]),
    ("je regarde Enzo plutôt que Frodino", ["scruto Enzo"]),
    ("scruto Enzo invece", ["scruto Enzo"]),                          # no name after: as before
])
def test_the_name_after_instead_of_is_never_the_target(body, orders):
    vocab = Vocabulary((KeywordSpec("scruto", ("indago", "regarde"), ("player",)), SBRANO),
                       WORDS.players, WORDS.items, WORDS.roles)
    log = parse_log(f"## Carlo @ 2024-03-05 21:00\n{body}\n", file="n.txt", vocab=vocab,
                    tz=TZ, deadline=DEADLINE)
    assert not log.errors, log.errors
    applied, _ = effective_orders(log.orders, accept_late=False)
    assert [o.canonical() for o in applied] == orders
