"""A role's title as a vote's subject ("Il Podestà vota Zanna"): the author may hold that role
or tell of the one who does, so the post asks. The titles are the language's usual ones and the
ruleset's own role and title names (`read_settings(..., roles=)`, as `tally` passes them), so a
ruleset's role reads so with no word added in Python."""
from __future__ import annotations

from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Lunaria", "Zanna", "Ululone", "Becchino"))


def _reading(text: str, roles: tuple[str, ...] = ()) -> tuple[str, str | None]:
    grammar = read_settings({}, "it", (), roles).grammar
    written = [post(1, "Lunaria", "12:00", text)]
    reading = post_readings(written, read_thread(written, grammar, ROSTER), ROSTER)[0]
    return reading.kind, reading.target


def test_the_rulesets_own_role_as_subject_asks() -> None:
    # "Veggente" is no word of the language's list: only the ruleset names it.
    assert _reading("Il Veggente ritira il voto") == ("talk", None)
    assert _reading("Il Veggente ritira il voto", ("Veggente", "Lupo Mannaro")) == ("doubt", None)
    assert _reading("Il Veggente vota Zanna", ("Veggente", "Lupo Mannaro")) == ("doubt", "Zanna")


def test_a_character_no_player_as_subject_asks_too() -> None:
    # Trial 20: a character the author may play ("il tessssoro vota SAURONE" by Gollum) votes
    # in the third person (`in_character`): asked, whether or not the ruleset names it.
    assert _reading("Il Veggente vota Zanna") == ("doubt", "Zanna")


def test_the_languages_titles_ask_without_a_ruleset() -> None:
    assert _reading("Il sindaco vota Zanna") == ("doubt", "Zanna")
    assert _reading("Il sindaco vota Zanna", ("Veggente",)) == ("doubt", "Zanna")


def test_a_player_as_subject_is_still_told() -> None:
    # Another player's vote told, not the author's: never asked as a role's.
    assert _reading("Ululone vota Zanna", ("Veggente",))[0] != "doubt"
