"""The vote grammar, case by case (tests/votes/grammar_cases.toml), and its settings."""
from __future__ import annotations

import pytest
from tests.votes.vote_helpers import load_cases, post, roster_from

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Segment
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

CASES = load_cases("grammar_cases.toml")
ROSTER = roster_from(CASES["roster"])


def own_action(actions):
    """The post's action: its last form outside quotes and spoilers."""
    mine = [a for a in actions if a.where == "body" and not a.superseded]
    return mine[-1] if mine else None


@pytest.mark.parametrize("case", CASES["case"], ids=[c["text"][:40] for c in CASES["case"]])
def test_reading_of_one_post(case):
    action = own_action(read_post(post(1, "Ambrogio", "12:00", case["text"]), Grammar(), ROSTER))
    if case["action"] == "none":
        assert action is None, f"read {action.kind} {action.target} from talk"
        return
    assert action is not None and action.kind == case["action"]
    assert action.target == case.get("target")
    if "how" in case:
        assert action.name_how == case["how"]
    if "candidates" in case:
        assert list(action.candidates) == case["candidates"]
    if "several" in case:
        assert action.several == case["several"]


def test_quoted_vote_is_seen_but_is_not_the_authors():
    body = (Segment("voto Fosco", quote=True), Segment("\nNon sono d'accordo con lui."))
    actions = read_post(post(1, "Brunilde", "12:00", *body), Grammar(), ROSTER)
    assert [(a.where, a.target) for a in actions] == [("quote", "Fosco")]


def test_spoilers_do_not_count_unless_the_game_says_so():
    body = (Segment("Il mio voto, in segreto:\n"), Segment("voto Fosco", spoiler=True))
    default = read_post(post(1, "Brunilde", "12:00", *body), Grammar(), ROSTER)
    counting = read_post(post(1, "Brunilde", "12:00", *body), Grammar(spoilers_count=True), ROSTER)
    assert [(a.where, a.target) for a in default] == [("spoiler", "Fosco")]
    assert [(a.where, a.target) for a in counting] == [("body", "Fosco")]


def test_text_on_both_sides_of_a_quote_does_not_join():
    body = (Segment("Dici voto"), Segment("Fosco ha ragione", quote=True), Segment("Fosco?"))
    actions = read_post(post(1, "Brunilde", "12:00", *body), Grammar(), ROSTER)
    assert own_action(actions) is None


@pytest.mark.parametrize("body, counted", [
    ((Segment("Cambio: "), Segment("voto Fosco", bold=True)), True),
    ((Segment("voto "), Segment("Fosco", bold=True)), True),
    ((Segment("Voto:", bold=True), Segment(" Fosco")), True),
    ((Segment("voto Fosco"),), False),
    ((Segment("Io", bold=True), Segment(" voto Fosco")), False),
])
def test_bold_only_needs_bold_in_the_vote_itself(body, counted):
    action = own_action(read_post(post(1, "Anna", "12:00", *body), Grammar(bold_only=True), ROSTER))
    assert action.target == "Fosco" and action.not_bold == (not counted)


def test_bold_unknown_name_is_reported_plain_one_is_talk():
    bold = own_action(read_post(post(1, "Anna", "12:00", Segment("voto Pippo", bold=True)), Grammar(), ROSTER))
    plain = own_action(read_post(post(1, "Anna", "12:00", "voto Pippo"), Grammar(), ROSTER))
    assert bold.name_how == "unknown" and plain is None


def test_forms_come_from_the_game_settings():
    settings = read_settings({"vote": ["condanno X", "voto per X"], "unvote": ["grazio"],
                              "abstain": ["passo"]})
    grammar = settings.grammar
    read = lambda text: own_action(read_post(post(1, "Anna", "12:00", text), grammar, ROSTER))
    assert (read("condanno Fosco").kind, read("condanno Fosco").target) == ("vote", "Fosco")
    assert read("voto per Brunilde").target == "Brunilde"
    assert read("voto Fosco") is None
    assert read("Oggi grazio").kind == "unvote"
    assert read("passo").kind == "abstain"


def test_substitute_posts_for_the_slot():
    action = own_action(read_post(post(1, "Nuovo_Quirino", "12:00", "voto Anna"), Grammar(), ROSTER))
    assert (action.author, action.voter) == ("Nuovo_Quirino", "Quirino")


@pytest.mark.parametrize("table, words", [
    ({"tie_break": "coin"}, "tie_break"),
    ({"abstention": "sometimes"}, "abstention"),
    ({"bold_only": "yes"}, "bold_only"),
    ({"vote": "voto X"}, "vote"),
    ({"vote": ["voto"]}, "no X"),
    ({"unvote": ["tolgo X"]}, "cannot name"),
    ({"votes": ["voto X"]}, "unknown key"),
    ({"fuzzy_cutoff": 3}, "fuzzy_cutoff"),
])
def test_bad_settings_name_the_key(table, words):
    with pytest.raises(TallyError) as error:
        read_settings(table)
    assert words in error.value.render() and "game.toml" in error.value.render()
