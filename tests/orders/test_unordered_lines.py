"""A sender who holds a power and gave no order names a player in words the reading does not
know as an order: the night asks (a `no-order` doubt offering his power on that player), or
reads an order; it never applies nothing in silence while it says every order was applied
(orders/sender_powers.py `_unordered`, docs/orders.md). A line whose form says it is talk (a
remark of which the player is the subject, a past told, a denial) stays talk, and asks nothing."""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from lupus_mod.errors import DoubtsFound, LupusError
from tests.test_reading_corpus import run_case

# (game, night, sender, his power's keyword, players he may name): one seer of each ruleset.
SEERS = [("lupus-of-the-rings", 3, "Frodino", "indago", ("Boromiro", "Pippino", "Merrino", "Eowyna")),
         ("licantropi", 3, "Lunaria", "indago", ("Zappa", "Podesta", "Bacco", "Quercia")),
         ("thiercelieux", 2, "Amandine", "regarde", ("Kilian", "Gaspard", "Maxence", "Noemie"))]
# Words around a player that order nothing the reading knows (a new word, a question to the GM).
LEADS = {"it": ("controllo {p}", "guardo {p}", "obiettivo della notte: {p}", "ruolo di {p}?",
                "che ruolo ha {p}?", "stanotte tocca a {p}", "{p} grazie", "{p} pls",
                "dimmi cosa è {p}", "vorrei sapere se {p} è un lupo", "ciao! {p} stanotte :)"),
         "fr": ("je check {p}", "cible : {p}", "quel est le rôle de {p} ?", "{p} stp",
                "ce soir ce sera {p}", "je veux savoir qui est {p}", "je veux savoir si {p} est loup")}
TALK = {"it": ("{p} è strano", "ho indagato {p} ieri", "non indago {p}, mi fido",
               "perché {p} ha votato così?", "{p} mi ha scritto in privato"),
        "fr": ("{p} est louche", "j'ai regardé {p} hier", "pas {p}, il est clean",
               "pourquoi {p} a voté comme ça ?")}


def _language(game: str) -> str:
    return "fr" if game == "thiercelieux" else "it"


def _read(tmp: Path, seer: tuple, table: dict[str, tuple[str, ...]], line: int, player: int):
    """The seer's one line (the `line`-th of his language's, naming his `player`-th), as read."""
    game, night, sender, _, players = seer
    lines = table[_language(game)]
    text = lines[line % len(lines)].format(p=players[player])
    return text, run_case(tmp, {"game": game, "night": night}, {"from": sender, "text": text})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seer=st.sampled_from(SEERS), lead=st.integers(0, 20), player=st.integers(0, 3))
def test_a_player_named_by_a_sender_without_orders_is_asked(tmp_path, seer, lead, player) -> None:
    _, _, sender, keyword, players = seer
    text, run = _read(tmp_path, seer, LEADS, lead, player)
    meant = f"{keyword} {players[player]}"
    if isinstance(run, DoubtsFound):
        assert meant in {c for d in run.doubts for c in d.candidates}, (text, run.doubts)
    else:
        assert not isinstance(run, LupusError), (text, run.render())
        assert (sender, meant) in run.applied, (text, run.applied)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seer=st.sampled_from(SEERS), line=st.integers(0, 20), player=st.integers(0, 3))
def test_talk_by_its_form_stays_talk(tmp_path, seer, line, player) -> None:
    text, run = _read(tmp_path, seer, TALK, line, player)
    assert not isinstance(run, LupusError), (text, run.render())
    assert not {o for p, o in run.applied if p == seer[2]}, (text, run.applied)
