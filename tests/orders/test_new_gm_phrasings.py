"""A new GM's players (tests/corpus/nights-pm-new-gm-*.toml; docs/orders.md): the readings a
doubt offers when an order has a fallback target or is called a joke. Fictional players, the
shipped games' keywords."""
from __future__ import annotations

import pytest

from lupus_mod.errors import DoubtsFound
from lupus_mod.inputs.line_readings import doubts_text
from lupus_mod.orders.model import CONDITION, HEDGE, ORDER, UNCLEAR_CORRECTION
from tests.orders.test_later import GAMES, LOTR, kinds, read


@pytest.mark.parametrize(("body", "offered"), [
    ("sfido Fosco, altrimenti Totò", ("sfido Fosco", "sfido Totò", "none")),
    ("sfido Fosco sennò Totò", ("sfido Fosco", "sfido Totò", "none")),
    ("indago Fosco, altrimenti indago Totò", ("indago Fosco", "indago Totò", "none")),
    ("indago Fosco. Altrimenti Totò", ("indago Fosco", "indago Totò", "none")),
    ("prevedo Fosco. Se è già stato previsto, allora Totò", ("prevedo Fosco", "prevedo Totò", "none")),
    ("passo il palantir a Fosco, altrimenti a Totò", ("passo palantir Fosco", "passo palantir Totò", "none")),
])
def test_a_fallback_target_is_offered(body, offered):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert (got, [(d.kind, d.candidates) for d in parsed.doubts]) == ([], [(CONDITION, offered)])


@pytest.mark.parametrize("body", [
    "sfido Fosco (scherzo)", "indago Fosco, scherzo", "indago Fosco... sto scherzando!",
])
def test_an_order_called_a_joke_asks(body):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    keyword = body.split()[0]
    assert (got, [(d.kind, d.candidates) for d in parsed.doubts]) == ([], [(HEDGE, (f"{keyword} Fosco", "none"))])


@pytest.mark.parametrize("body", [
    "non scherzo, indago Fosco", "indago Fosco, e non scherzo", "indago Fosco (non è uno scherzo)",
    "scherzi a parte, indago Fosco", "indago Fosco (so che è lupo ahah)",
])
def test_a_joke_denied_or_a_laugh_is_the_order(body):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert (parsed.doubts, got, kinds(parsed)) == ((), ["indago Fosco"], [ORDER])


def test_a_pm_calling_the_order_a_joke_asks_whether_it_stands():
    # "scherzavo" alone under the order says the order was the joke: the take-back first
    # (tests/corpus/nights-round-24-licnight-meant-licantropi.toml, "indago Zanna\nscherzo").
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:10\nscherzavo 😂")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, ("none indago", "indago Fosco"))]


@pytest.mark.parametrize("later", ["no", "NO!", "ah no", "non Fosco"])
def test_a_pm_saying_no_to_the_order_asks_whether_it_stands(later):
    """Read as talk, the order applied while the player's last word was "no"."""
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:10\n{later}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, ("indago Fosco", "none indago"))]


@pytest.mark.parametrize("later", ["no niente, va bene così", "non Totò eh, Fosco"])
def test_a_no_that_keeps_the_order_or_names_someone_else_is_not_that(later):
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:10\n{later}")
    assert all(d.candidates != ("indago Fosco", "none indago") for d in parsed.doubts)


# -- the line that settles an order short of names keeps the names the player gave ------------------
@pytest.mark.parametrize(("body", "settled"), [
    ("passo il palantir", "passo palantir <player>"),
    ("passo il palantir a lui", "passo palantir <player>"),
    ("do il palantir a chi vuoi tu", "passo palantir <player>"),
    ("passo a Fosco", "passo <item> Fosco"),
    ("ammalio Fosco", "ammalio Fosco <player>"),
    ("associo Fosco", "associo <role> Fosco"),
])
def test_the_settle_line_keeps_the_names_given(body, settled):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert got == [] and [f'"2" = "{settled}"' in e.render() for e in parsed.errors] == [True]


def test_a_misspelt_keyword_settles_with_its_name():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindaog Fosco")
    assert [f'"2" = "indago Fosco"' in look.error.render() for look in parsed.lookalikes] == [True]


# -- every doubt these readings raise is told to the GM in words ----------------------------------------
@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_new_doubts_are_worded_for_the_gm(language):
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco (scherzo)\nindago Fosco, altrimenti Totò",
                        "Merry @ 21:00\npasso il palantir a Fosco ma non so se fidarmi\n--\nMerry che indaga Totò",
                        "Totò @ 21:00\nchi indago? Fosco", "Lorenzino @ 21:00\nFosco ha detto di sbranare Totò")
    text = doubts_text(language, GAMES / LOTR, DoubtsFound(parsed.doubts, parsed.readings, "nights/2.overrides.toml"))
    assert len(parsed.doubts) == 6 and all(f"nights/2.txt:{d.line}" in text for d in parsed.doubts)
