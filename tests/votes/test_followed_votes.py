"""A post that follows a named player's vote ("idem Galadriella", "+1 Merrino", "stesso voto di
Merrino", "come Merrino", "io sto con Galadriella"; « idem Capucine », « +1 Capucine », « pareil
que Capucine »): a doubt whose settle line offers the vote that player holds when the post is
written, never the player himself; in a runoff never a name that is no candidate
(lupus_mod/votes/followed_votes.py, docs/tally.md "Doubts")."""
from __future__ import annotations

import pytest
from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.audit import Entry
from lupus_mod.votes.followed_votes import offer_followed
from lupus_mod.votes.forms import DOUBT
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings

IT = Roster(alive=("Merrino", "Galadriella", "Grimaldo", "Grima", "Nazgul", "Boromiro", "Elrondo", "Shelob"),
            gm=("Master",))
FR = Roster(alive=("Capucine", "Kilian", "Isidore", "Baptiste", "Leonie"), gm=("Meneur",))


def _offers(thread: list[tuple[str, str]], roster: Roster = IT, language: str = "it",
            candidates: tuple[str, ...] = (), since: int | None = None) -> tuple[str, tuple[str, ...]]:
    """The last post's reading and the names its settle line offers, the thread read whole."""
    grammar = read_settings({}, language, ()).grammar
    posts = [post(n, author, f"10:{n:02d}", *body(text)) for n, (author, text) in enumerate(thread, 1)]
    actions = offer_followed(read_thread(posts, grammar, roster), grammar, roster, candidates, since, posts)
    reading = post_readings(posts, actions, roster)[-1]
    return reading.kind, (reading.target,) if reading.target else reading.candidates


@pytest.mark.parametrize("words", ["idem Galadriella", "+1 Galadriella", "stesso voto di Galadriella",
                                   "come Galadriella", "io sto con Galadriella", "quoto Galadriella"])
def test_the_named_players_standing_vote_is_offered(words) -> None:
    thread = [("Galadriella", "voto Nazgul"), ("Galadriella", "cambio, voto Grima"), ("Grimaldo", words)]
    assert _offers(thread) == ("doubt", ("Grima",))


def test_his_vote_as_it_stood_then_not_his_later_one() -> None:
    thread = [("Merrino", "voto Nazgul"), ("Shelob", "+1 Merrino"), ("Merrino", "voto Grima")]
    grammar = read_settings({}, "it", ()).grammar
    posts = [post(n, a, f"10:{n:02d}", t) for n, (a, t) in enumerate(thread, 1)]
    actions = offer_followed(read_thread(posts, grammar, IT), grammar, IT)
    assert post_readings(posts, actions, IT)[1].candidates == ("Nazgul",)


def test_a_bare_plus_one_to_a_player_with_no_vote_may_vote_for_him() -> None:
    # "+1 Merrino" where Merrino has voted nobody: no vote to follow, Merrino stays offered.
    assert _offers([("Shelob", "+1 Merrino")]) == ("doubt", ("Merrino",))


def test_a_follow_with_no_vote_standing_offers_nobody() -> None:
    assert _offers([("Merrino", "voto Nazgul"), ("Merrino", "tolgo il voto"),
                    ("Boromiro", "stesso voto di Merrino")]) == ("doubt", ())


def test_in_a_runoff_never_a_name_that_is_no_candidate() -> None:
    # Lunaria's day vote was for a player out of the ballottaggio: nothing to offer from it.
    thread = [("Galadriella", "voto Boromiro"), ("Master", "Ballottaggio tra Grima e Nazgul"),
              ("Grimaldo", "+1 Galadriella")]
    assert _offers(thread, candidates=("Grima", "Nazgul"), since=2) == ("doubt", ())
    thread += [("Galadriella", "voto Nazgul"), ("Shelob", "+1 Galadriella")]
    assert _offers(thread, candidates=("Grima", "Nazgul"), since=2) == ("doubt", ("Nazgul",))


@pytest.mark.parametrize("words", ["idem Capucine", "+1 Capucine", "pareil que Capucine",
                                   # the stake named after her: the same follow (it was dropped)
                                   "pareil que Capucine pour le bûcher",
                                   "moi aussi comme Capucine pour le bucher"])
def test_the_french_follows_offer_her_vote(words) -> None:
    thread = [("Capucine", "Je vote Kilian"), ("Baptiste", words)]
    assert _offers(thread, FR, "fr") == ("doubt", ("Kilian",))


@pytest.mark.parametrize("words", ["pareil que Capucine pour le bûcher demain", "pareil que Capucine pour capitaine"])
def test_a_follow_going_on_past_the_stake_stays_talk(words) -> None:
    assert _offers([("Capucine", "Je vote Kilian"), ("Baptiste", words)], FR, "fr")[0] == "talk"


def test_near_misses_keep_their_reading() -> None:
    assert _offers([("Merrino", "voto Nazgul"), ("Shelob", "voto Merrino")]) == ("vote", ("Merrino",))
    assert _offers([("Merrino", "voto Nazgul"), ("Shelob", "Come Merrino ha detto, Grima mente")])[0] == "talk"
    assert _offers([("Merrino", "voto Nazgul"), ("Shelob", "anch'io Grima")]) == ("doubt", ("Grima",))


def test_an_agreement_alone_joins_the_vote_of_the_post_above() -> None:
    # t2: Merrino "voto Nazgul", Eowyna quotes it and writes "+1", Bilbetto writes "idem".
    thread = [("Merrino", "voto Nazgul"), ("Boromiro", "[quote=Merrino]voto Nazgul[/quote]\n+1"),
              ("Shelob", "idem")]
    assert _offers(thread) == ("doubt", ("Nazgul",))
    assert _offers([("Merrino", "voto Nazgul"), ("Shelob", "+1")]) == ("doubt", ("Nazgul",))


def test_an_agreement_alone_under_talk_stays_talk() -> None:
    assert _offers([("Merrino", "che caldo oggi"), ("Shelob", "idem")]) == ("talk", ())
    assert _offers([("Shelob", "idem")]) == ("talk", ())
    assert _offers([("Merrino", "voto Nazgul"), ("Master", "Ricordo: si chiude alle 22"), ("Shelob", "+1")]) \
        == ("talk", ())


def test_in_the_election_her_election_vote_never_herself() -> None:
    # d1: « idem Capucine » after her bûcher vote offered "Capitaine : Capucine".
    grammar = read_settings({}, "fr", ("Capitaine",)).grammar

    def offered(thread: list[tuple[str, str]]) -> tuple[str, ...]:
        posts = [post(n, a, f"10:{n:02d}", t) for n, (a, t) in enumerate(thread, 1)]
        actions = offer_followed(read_thread(posts, grammar, FR), grammar, FR, posts=posts, election=True)
        last = [a for a in actions if a.position == len(thread)][-1]
        return (last.target,) if last.target else last.candidates

    assert offered([("Capucine", "Vote : Baptiste (bûcher)"), ("Kilian", "idem Capucine")]) == ()
    assert offered([("Capucine", "Je vote Leonie comme capitaine"), ("Kilian", "idem Capucine")]) == ("Leonie",)


@pytest.mark.parametrize("plain", [True, False])
def test_in_the_election_a_plain_vote_or_a_blank_is_what_is_followed(plain) -> None:
    # Round 24, fr #24: « pareil que Gaspard » under Gaspard's « je retire ma candidature, jvote
    # Dorian » (the election's, before its close) offered "none", not Dorian; #23: « idem Kilian »
    # under Kilian's « je vote blanc pour le capitaine » offered a vote to elect Kilian.
    grammar = read_settings({}, "fr", ("Capitaine",)).grammar
    roster = Roster(alive=("Capucine", "Kilian", "Isidore", "Baptiste", "Leonie", "Dorian", "Gaspard"),
                    gm=("Meneur",))

    def offered(thread: list[tuple[str, str]]) -> tuple[str, ...]:
        posts = [post(n, a, f"10:{n:02d}", t) for n, (a, t) in enumerate(thread, 1)]
        actions = offer_followed(read_thread(posts, grammar, roster), grammar, roster, posts=posts, election=True,
                                 plain=plain)
        last = [a for a in actions if a.position == len(thread)][-1]
        return (last.target,) if last.target else last.candidates

    followed = offered([("Gaspard", "je retire ma candidature, jvote Dorian"), ("Leonie", "pareil que Gaspard")])
    assert followed == (("Dorian",) if plain else ())
    assert offered([("Kilian", "je vote blanc pour le capitaine"), ("Isidore", "idem Kilian")]) == ()
    # Near misses: a stake vote is never the election's; with no vote of Kilian's, Kilian may be meant.
    assert offered([("Gaspard", "Dorian au bûcher"), ("Leonie", "pareil que Gaspard")]) == ()
    assert offered([("Isidore", "idem Kilian")]) == ("Kilian",)


def test_a_follow_of_a_follow_offers_the_vote_at_the_end_of_the_chain() -> None:
    # it-threads #3: Frodino « voto grimaldo », Samvise « Idem Frodino », Rosie « +1 sam »,
    # Merrino « idem Samvise »: each offered Frodino (Samvise's follow as written), the player
    # they all agree to vote against.
    thread = [("Galadriella", "voto Grimaldo"), ("Merrino", "Idem Galadriella"), ("Shelob", "+1 Merrino")]
    assert _offers(thread) == ("doubt", ("Grimaldo",))
    assert _offers(thread + [("Boromiro", "idem Shelob")]) == ("doubt", ("Grimaldo",))
    # Near miss: the follower's own later vote is what he holds then.
    assert _offers([("Galadriella", "voto Grimaldo"), ("Merrino", "Idem Galadriella"),
                    ("Merrino", "voto Nazgul"), ("Shelob", "+1 Merrino")]) == ("doubt", ("Nazgul",))


def test_a_pause_word_is_no_follow_of_the_name_he_writes() -> None:
    # it-threads #3: Bacco « hic! voto... boh... Zanna? si dai Zanna » after Zanna's vote for
    # Zappa offered Zappa: "voto" is a word of « stesso voto », never a follow alone.
    thread = [("Merrino", "voto Zana... cioè Nazgul, scusate"), ("Shelob", "hic! voto... boh... Merrino? si dai Merrino")]
    assert _offers(thread) == ("doubt", ("Merrino",))
    assert _offers([("Merrino", "voto Nazgul"), ("Shelob", "voto boh Merrino")]) == ("vote", ("Merrino",))


@pytest.mark.parametrize("words", ["io voto come ha votato Galadriella", "voto come il mio padrone Galadriella",
                                   "voto come la mia amica Galadriella"])
def test_a_follow_said_longer_offers_the_followed_vote(words) -> None:
    # it-threads #6: Sundance « io voto come ha votato Tumbleweed » and Merrino « voto come il
    # mio padrone Frodino » offered nobody ("none", the reading opposite to his).
    assert _offers([("Galadriella", "voto Grima"), ("Shelob", words)]) == ("doubt", ("Grima",))


def test_the_longer_follow_s_near_misses_keep_their_reading() -> None:
    before = [("Galadriella", "voto Grima")]
    assert _offers(before + [("Shelob", "voto come sempre Nazgul")]) == ("vote", ("Nazgul",))
    assert _offers(before + [("Shelob", "voto come il mio istinto mi dice")]) == ("doubt", ())


def test_a_name_after_the_longer_follow_s_comma_is_the_vote() -> None:
    # As « Voto come Frodino: Gollum » (docs/tally.md): the vote's name said after the follow.
    before = [("Galadriella", "voto Grima")]
    assert _offers(before + [("Shelob", "voto come ha detto Galadriella, Nazgul")]) == ("vote", ("Nazgul",))


def test_a_second_idem_in_a_row_joins_the_first() -> None:
    # Trial 20: Rosie's "idem" right after Samvise's (which follows "voto Gollum") was talk.
    thread = [("Merrino", "voto Grima"), ("Galadriella", "idem"), ("Boromiro", "idem")]
    assert _offers(thread) == ("doubt", ("Grima",))


def test_an_idem_under_talk_stays_talk() -> None:
    thread = [("Merrino", "voto Grima"), ("Galadriella", "che caldo oggi"), ("Boromiro", "idem")]
    assert _offers(thread)[0] == "talk"


def test_his_vote_said_the_same_as_anothers_offers_that_vote() -> None:
    # Trial 20: "il mio voto è uguale a quello di Tumbleweed" was talk.
    thread = [("Galadriella", "voto Nazgul"), ("Grimaldo", "il mio voto è uguale a quello di Galadriella")]
    assert _offers(thread) == ("doubt", ("Nazgul",))


@pytest.mark.parametrize("words", ["idem come sopra", "come sopra", "idem sopra"])
def test_same_as_above_joins_the_vote_of_the_post_above(words) -> None:
    # Legolasso's "idem come sopra" right under Samvise's "[b]Gimlino[/b]" was talk, the vote lost.
    assert _offers([("Merrino", "[b]Grima[/b]"), ("Shelob", words)]) == ("doubt", ("Grima",))
    assert _offers([("Merrino", "che caldo oggi"), ("Shelob", words)]) == ("talk", ())


def test_french_same_as_above_joins_the_vote_of_the_post_above() -> None:
    assert _offers([("Kilian", "je vote Isidore"), ("Leonie", "idem qu'au-dessus")], FR, "fr") == ("doubt", ("Isidore",))


def test_confirming_what_another_said_offers_his_vote() -> None:
    # Legolasso's "si' confermo quello che ha detto Samvise" under Samvise's "io e Legolasso
    # votiamo Arwenna" was talk; Samvise's own vote (a doubt) is the likeliest.
    thread = [("Galadriella", "voto Nazgul"), ("Shelob", "si' confermo quello che ha detto Galadriella")]
    assert _offers(thread) == ("doubt", ("Nazgul",))
    assert _offers([("Kilian", "je vote Isidore"), ("Leonie", "oui je confirme ce qu'a dit Kilian")], FR, "fr") \
        == ("doubt", ("Isidore",))
    assert _offers([("Galadriella", "voto Nazgul"), ("Shelob", "Concordo con Galadriella, ha ragione")])[0] == "talk"


def test_the_capitaine_followed_by_her_title_offers_her_vote() -> None:
    """« jvote comme la capi »: the Capitaine's standing vote offered (fr trial #35), from the
    title's holders once the day's record applies; without one holder, nobody."""
    grammar = read_settings({}, "fr", ("Capitaine",)).grammar
    thread = [("Leonie", "Voix de capi (x2) sur Baptiste"), ("Kilian", "jvote comme la capi")]
    posts = [post(n, a, f"10:{n:02d}", *body(t)) for n, (a, t) in enumerate(thread, 1)]
    for holders, offered in (({"capitaine": ("Leonie",)}, ("Baptiste",)), ({}, ())):
        actions = offer_followed(read_thread(posts, grammar, FR), grammar, FR, posts=posts, holders=holders)
        last = post_readings(posts, actions, FR)[-1]
        assert (last.kind, last.candidates) == ("doubt", offered)


@pytest.mark.parametrize("thread, language", [
    ([("Kilian", "je vote blanc"), ("Isidore", "idem Kilian")], "fr"),
    ([("Kilian", "je m'abstiens"), ("Isidore", "pareil que Kilian")], "fr"),
    ([("Merrino", "scheda bianca"), ("Shelob", "idem Merrino")], "it"),
    ([("Merrino", "mi astengo"), ("Shelob", "+1 Merrino")], "it"),
])
def test_a_follow_of_an_abstention_offers_the_abstention(thread, language) -> None:
    # « idem Kilian » under Kilian's blank vote offered "none", not the abstention it joins.
    grammar = read_settings({}, language, ()).grammar
    roster = FR if language == "fr" else IT
    posts = [post(n, a, f"10:{n:02d}", t) for n, (a, t) in enumerate(thread, 1)]
    actions = offer_followed(read_thread(posts, grammar, roster), grammar, roster, posts=posts)
    last = [a for a in actions if a.position == len(thread)][-1]
    assert (last.kind, last.reason, last.target, last.candidates) == ("abstain", "doubt", None, ())
    entry = Entry(last, DOUBT, last.voter, 1)
    assert settle_line(entry, 2).endswith('= "abstain"')


def test_a_follow_of_an_abstention_s_near_misses_keep_their_reading() -> None:
    # His abstention then a vote: the vote followed; his unvote: nothing to follow ("none").
    assert _offers([("Merrino", "mi astengo"), ("Merrino", "voto Grima"), ("Shelob", "idem Merrino")]) \
        == ("doubt", ("Grima",))
    assert _offers([("Merrino", "voto Nazgul"), ("Merrino", "tolgo il voto"),
                    ("Boromiro", "stesso voto di Merrino")]) == ("doubt", ())
