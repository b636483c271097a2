"""The line that settles a doubt offers the likeliest reading, never a misleading one."""
from __future__ import annotations

from tests.votes.vote_helpers import post
from tests.votes.test_post_corpus import body
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings
from lupus_mod.votes.audit import AMBIGUOUS_NAME, Entry


def test_a_short_name_like_the_author_and_another_offers_the_other():
    roster = Roster(alive=("Grimaldo", "Grima", "Sam"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    action, = read_post(post(1, "Grimaldo", "12:00", *body("voto Grim")), grammar, roster)
    assert set(action.candidates) == {"Grimaldo", "Grima"}
    line = settle_line(Entry(action, AMBIGUOUS_NAME, "Grimaldo", 1), 3)
    assert line == f'days/3.toml → [corrections] "{action.post_id}" = "Grima"'


def test_a_nickname_sharing_a_names_first_letters_is_offered_as_it():
    """"voto Merry" for Merrino, "voto Bilbo" for Bilbetto: offered (never taken), where the
    settle line said "none" and the GM had to look the player up."""
    from lupus_mod.votes.names import FUZZY
    roster = Roster(alive=("Merrino", "Bilbetto", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    for typed, meant in (("Merry", "Merrino"), ("Bilbo", "Bilbetto")):
        found = roster.resolve(typed)
        assert found.how == FUZZY and found.candidates == (meant,) and found.name is None
    assert roster.resolve("Mer").how != FUZZY   # three letters: too few to offer anyone


def test_a_pet_name_of_a_short_name_is_offered_as_it():
    """"voto Sammy" for Sam (Samvise's alias), "voto Tommy" for Tom, "voto Docky" for Doc: a
    short name with a pet ending is offered (never taken), where the settle line said "none".
    Near misses: more letters after it, or a start no name has, offer nobody."""
    from lupus_mod.votes.names import FUZZY
    roster = Roster(alive=("Samvise", "Tom Bombadil", "Doc", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={"Samvise": ("Sam",), "Tom Bombadil": ("Tom",)})
    for typed, meant in (("Sammy", "Samvise"), ("Tommy", "Tom Bombadil"), ("Docky", "Doc")):
        found = roster.resolve(typed)
        assert found.how == FUZZY and found.candidates == (meant,) and found.name is None
    assert roster.resolve("Tomato").candidates == () and roster.resolve("Arry").candidates == ()


def test_a_doubt_naming_no_one_after_the_posts_vote_keeps_that_vote():
    """ "[b]voto Gollum[/b] … Poi se stasera Grima nn si spiega sposto su di lui": the doubt names
    no one; its line offers Gollum, the post's vote, where "none" would have taken it away."""
    from lupus_mod.votes.audit import COUNTED
    from lupus_mod.votes.forms import DOUBT
    roster = Roster(alive=("Frodino", "Gollum", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    text = "Grima mi convince poco.\n[b]voto Gollum[/b]\n\nPoi se stasera Grima nn si spiega sposto su di lui."
    vote, doubt = read_post(post(1, "Frodino", "12:00", *body(text)), grammar, roster)
    assert (vote.target, doubt.target, doubt.candidates) == ("Gollum", None, ())
    entries = [Entry(vote, COUNTED, "Frodino", 1), Entry(doubt, DOUBT, "Frodino", 1)]
    assert settle_line(entries[1], 2, entries) == f'days/2.toml → [corrections] "{vote.post_id}" = "Gollum"'
    assert settle_line(entries[1], 2) == f'days/2.toml → [corrections] "{vote.post_id}" = "none"'


def test_a_vote_said_and_unsaid_offers_no_vote_first():
    """ "voto Gollum, anzi no aspetto", "voto Grima (scherzo)", "voto Grima ...o forse no": the
    post took its vote back; its line offers "none" (the name among the others), where it
    offered the name taken back. "voto Grima, forse" keeps the name first."""
    from lupus_mod.votes.forms import DOUBT
    roster = Roster(alive=("Galadriella", "Gollum", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    for text, first in (("voto Gollum, anzi no aspetto di leggere le difese", "none"),
                        ("voto Grima (scherzo)", "none"), ("voto Grima ...o forse no", "none"),
                        ("voto Grima, forse", "Grima")):
        action = read_post(post(1, "Galadriella", "12:00", *body(text)), grammar, roster)[-1]
        line = settle_line(Entry(action, DOUBT, None, 1), 3)
        assert line == f'days/3.toml → [corrections] "{action.post_id}" = "{first}"', text


def test_an_unvote_in_doubt_under_a_quoted_vote_offers_the_unvote():
    """ "[quote]voto Grima e basta[/quote] cancellate, ho sbagliato" (her own vote quoted): the
    line offers "unvote", where it offered the quoted vote, which keeps what she asks to delete.
    A quoted vote is no vote of the post's to keep: a doubt naming no one under it offers "none"."""
    from lupus_mod.votes.audit import QUOTED
    from lupus_mod.votes.forms import DOUBT
    roster = Roster(alive=("Eowyna", "Gollum", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    for text, offered in (("[quote=Eowyna]voto Grima e basta[/quote]\ncancellate, ho sbagliato", "unvote"),
                          ("[quote=Eowyna]voto Grima e basta[/quote]\nannullatelo per favore", "unvote")):
        quoted, doubt = read_post(post(1, "Eowyna", "12:00", *body(text)), grammar, roster)
        assert quoted.target == "Grima" and doubt.target is None
        entries = [Entry(quoted, QUOTED, "Eowyna", 1), Entry(doubt, DOUBT, "Eowyna", 1)]
        assert settle_line(entries[1], 1, entries) == f'days/1.toml → [corrections] "{doubt.post_id}" = "{offered}"'


def test_you_after_a_sentence_ending_on_a_players_name_offers_him():
    """ "ma che dici Frodino?! allora io voto te": the sentence before speaks to Frodino; the
    line offers him (it offered "none"). With no name there, "none" still."""
    from lupus_mod.votes.forms import DOUBT
    roster = Roster(alive=("Frodino", "Pippino", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    for text, offered in (("ma che dici Frodino?! allora io voto te", "Frodino"),
                          ("ma che dici?! allora io voto te", "none")):
        action = read_post(post(1, "Pippino", "12:00", *body(text)), grammar, roster)[-1]
        line = settle_line(Entry(action, DOUBT, "Pippino", 1), 1)
        assert line == f'days/1.toml → [corrections] "{action.post_id}" = "{offered}"', (text, line)
