"""The vote grammar, case by case, in Italian (tests/votes/grammar_cases.toml) and French
(grammar_cases_fr.toml), and its settings.

Each case names the post's own action (`action`, `target`, ...); a post that looks like a vote
and is not one names the reason the audit gives it (`talk`: reported, negated, mention, hedged,
question), and `flagged` says the GM is asked to look at it. `action = "doubt"`: the post's own
form is unsure (a hedge, alternatives, a bare question mark): not counted, flagged as a doubt.
"""
from __future__ import annotations

import pytest
from tests.votes.vote_helpers import load_cases, post, roster_from

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Segment
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

CASES = load_cases("grammar_cases.toml")
ROSTER = roster_from(CASES["roster"])
FRENCH = load_cases("grammar_cases_fr.toml")
LANGUAGES = {
    "it": (read_settings({}, "it").grammar, ROSTER),
    "fr": (read_settings({}, "fr", ("Capitaine",)).grammar, roster_from(FRENCH["roster"])),
}
ALL = [("it", c) for c in CASES["case"]] + [("fr", c) for c in FRENCH["case"]]


def own_action(actions, election=False):
    """The post's action: its last form outside quotes and spoilers (of the day's vote, or of
    the election)."""
    mine = [a for a in actions if a.where == "body" and not a.superseded
            and (a.kind == "elect") == election]
    return mine[-1] if mine else None


@pytest.mark.parametrize("language, case", ALL, ids=[f"{lang}-{c['text'][:40]}" for lang, c in ALL])
def test_reading_of_one_post(language, case):
    grammar, roster = LANGUAGES[language]
    actions = read_post(post(1, roster.alive[0], "12:00", case["text"]), grammar, roster)
    action = own_action(actions, case["action"] == "elect")
    if case["action"] == "doubt":
        _is_a_doubt(case, actions, action, roster)
        return
    if "elect" in case:
        assert own_action(actions, True).target == case["elect"]
    if case["action"] == "elect":   # an election vote is never also a vote to execute
        assert own_action(actions) is None, f"read a day vote from {actions}"
    talk = [a for a in actions if a.where == "talk"]
    if "talk" in case:
        assert [a.reason for a in talk][-1:] == [case["talk"]], f"talk read as {talk}"
        if "target" in case and case["action"] == "none":
            assert talk[-1].target == case["target"]
        ctx = DayContext(day=1, alive=roster.alive, dead=roster.dead, gm=roster.gm)
        entry = next(e for e in count_votes(actions, ctx).entries if e.action is talk[-1])
        assert (entry.fate, entry.anomaly) == (case["talk"], case.get("flagged", False))
    if case["action"] == "none":
        assert action is None, f"read {action.kind} {action.target} from talk"
        return
    assert action is not None and action.kind == case["action"], f"read {actions}"
    assert action.target == case.get("target")
    if "how" in case:
        assert action.name_how == case["how"]
    if "candidates" in case:
        assert list(action.candidates) == case["candidates"]
    if "several" in case:
        assert action.several == case["several"]


def _is_a_doubt(case, actions, action, roster):
    assert action is not None and action.reason == "doubt", f"read {actions}"
    assert action.target == case.get("target")
    assert list(action.candidates) == case.get("candidates", [])
    ctx = DayContext(day=1, alive=roster.alive, dead=roster.dead, gm=roster.gm)
    entry = next(e for e in count_votes(actions, ctx).entries if e.action is action)
    assert (entry.fate, entry.anomaly) == ("doubt", True)
    assert action.typed in case["text"]
    if "typed" in case:   # the doubt shows what made it unsure
        assert action.typed == case["typed"]
    assert action.why == case.get("why", "")   # "condition": the GM is told the vote holds under one


def test_quoted_vote_is_seen_but_is_not_the_authors():
    body = (Segment("voto Fosco", quote=True), Segment("\nNon sono d'accordo con lui."))
    actions = read_post(post(1, "Brunilde", "12:00", *body), Grammar(), ROSTER)
    assert [(a.where, a.target) for a in actions] == [("quote", "Fosco")]


def test_spoilers_do_not_count_unless_the_game_says_so():
    body = (Segment("Il mio voto, in segreto:\n"), Segment("voto Fosco", spoiler=True))
    default = read_post(post(1, "Brunilde", "12:00", *body), Grammar(), ROSTER)
    counting = read_post(post(1, "Brunilde", "12:00", *body), Grammar(spoilers_count=True), ROSTER)
    # Not counted; "Il mio voto, in segreto:" in sight declares it, so the GM is asked too (a
    # doubt offering Fosco, docs/tally.md "The vote grammar"), never told nothing.
    assert [(a.where, a.target, a.candidates, a.reason) for a in default] == \
        [("spoiler", "Fosco", (), ""), ("body", None, ("Fosco",), "doubt")]
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


def test_an_unknown_name_in_bold_or_written_as_a_name_is_reported_a_word_is_talk():
    bold = own_action(read_post(post(1, "Anna", "12:00", Segment("voto pippo", bold=True)), Grammar(), ROSTER))
    capital = own_action(read_post(post(1, "Anna", "12:00", "voto Pippo"), Grammar(), ROSTER))
    words = [own_action(read_post(post(1, "Anna", "12:00", text), Grammar(), ROSTER))
             for text in ("voto pippo", "VOTO A CASO", "Voto Di nuovo")]
    assert bold.name_how == capital.name_how == "unknown" and words == [None] * 3


@pytest.mark.parametrize("text", ["voto lui", "Brunilde e Fosco mentono. Voto lui.", "Se non spiega, voto lui"])
def test_a_vote_for_him_with_no_one_player_named_before_is_a_doubt_naming_nobody(text):
    """docs/tally.md, Talk about votes: "voto lui" is the author's vote for someone the words
    do not name (dropped, it was a vote lost): the GM settles it with the name."""
    action = own_action(read_post(post(1, "Anna", "12:00", text), Grammar(), ROSTER))
    assert action is not None and (action.kind, action.target, action.reason) == ("vote", None, "doubt")


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
    ({"add": ["voto per X"]}, "must be a table"),
    ({"add": {"votes": ["voto per X"]}}, "add.votes"),
    ({"add": {"reported": "scritto"}}, "add.reported"),
    ({"election_tie_break": "all"}, "election_tie_break"),
    ({"reading": [""]}, "reading"),
    # The value as written in game.toml ("true"), not as Python shows it ("True").
    ({"until_all_votd": True}, "until_all_votd = 'true'"),
])
def test_bad_settings_name_the_key(table, words):
    with pytest.raises(TallyError) as error:
        read_settings(table)
    assert words in error.value.render() and "game.toml" in error.value.render()


def test_a_language_without_vote_words_is_refused():
    with pytest.raises(TallyError) as error:
        read_settings({}, "de")
    assert "language" in error.value.render() and "game.toml" in error.value.render()


def test_a_board_adds_its_forms_to_the_languages():
    grammar = read_settings({"add": {"vote": ["condanne X"], "reported": ["affirme"]}}, "fr").grammar
    french = roster_from(FRENCH["roster"])
    read = lambda text: read_post(post(1, "Chloé", "12:00", text), grammar, french)
    assert own_action(read("condanne Hugo")).target == "Hugo"
    assert own_action(read("je vote pour Inès")).target == "Inès"
    assert [a.reason for a in read("Marc affirme je vote Hugo")] == ["reported"]


def test_the_same_words_without_the_election_are_day_votes():
    # A ruleset without an elected title reads no election: "capitaine" is just a word.
    grammar = read_settings({}, "fr").grammar
    french = roster_from(FRENCH["roster"])
    action = own_action(read_post(post(1, "Chloé", "12:00", "Je vote François pour capitaine"),
                                  grammar, french))
    assert (action.kind, action.target) == ("vote", "François")


def test_the_gm_may_read_reported_words_as_the_authors_vote():
    from lupus_mod.votes.names import Correction
    from lupus_mod.votes.reading import read_thread
    text = "Lo ripeto, come mi ha detto voto Fosco"
    plain = read_thread([post(1, "Anna", "12:00", text)], Grammar(), ROSTER)
    fixed = read_thread([post(1, "Anna", "12:00", text)], Grammar(), ROSTER,
                        {"101": Correction("vote", "Fosco")})
    ctx = DayContext(day=1, alive=ROSTER.alive)
    assert count_votes(plain, ctx).totals == {}
    assert count_votes(fixed, ctx).totals == {"Fosco": 1}
    assert fixed[0].corrected and fixed[0].typed == "voto Fosco"


def test_a_doubt_on_a_bold_only_board_is_no_vote_unless_bold():
    grammar = read_settings({"bold_only": True}, "it").grammar
    ctx = DayContext(day=1, alive=ROSTER.alive, dead=ROSTER.dead, gm=ROSTER.gm)
    plain = read_post(post(1, "Brunilde", "12:00", "voto Fosco?"), grammar, ROSTER)
    bold = read_post(post(1, "Brunilde", "12:00", Segment("voto Fosco?", bold=True)), grammar, ROSTER)
    assert [e.fate for e in count_votes(plain, ctx).entries] == ["not-bold"]
    assert [e.fate for e in count_votes(bold, ctx).entries] == ["doubt"]
