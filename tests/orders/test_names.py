"""Which player, item or role a name means: exact > alias > case/accents > unique prefix."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import KeywordSpec, Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import ITEMS, KEYWORDS, ROLES, TZ

BARE_KEYWORDS = (
    KeywordSpec("indago", (), ("player",)),
    KeywordSpec("sfido", (), ("player",)),
    KeywordSpec("passo", ("do",), ("item", "player")),
)


def _read(players, line: str, keywords=KEYWORDS):
    vocab = Vocabulary(keywords, tuple(players), ITEMS, ROLES)
    parsed = parse_log(f"## {players[0][0]}\n{line}\n", file="n.txt", vocab=vocab, tz=TZ,
                       deadline=None)
    return [o.canonical() for o in parsed.orders], [e.render() for e in parsed.errors]


# (players, line, orders, words of the error)
CASES = [
    # an alias as written beats another player's name with other case
    ([("Robin", ("Bat",)), ("bat", ())], "indago Bat", ["indago Robin"], None),
    ([("Robin", ("Bat",)), ("bat", ())], "indago bat", ["indago bat"], None),
    # the name as written beats the same name with other accents; neither written: ambiguous
    ([("Nicolò", ()), ("Nicolo", ())], "indago Nicolo", ["indago Nicolo"], None),
    ([("Nicolò", ()), ("Nicolo", ())], "indago Nicolò", ["indago Nicolò"], None),
    ([("Nicolò", ()), ("Nicolo", ())], "indago NICOLO", [], "more than one player"),
    # a name's apostrophe left out, or written as another mark, as an accent may be
    ([("D'Artagnan", ()), ("Sam", ())], "indago Dartagnan", ["indago D'Artagnan"], None),
    ([("D'Artagnan", ()), ("Sam", ())], "indago d’artagnan", ["indago D'Artagnan"], None),
    ([("D'Artagnan", ()), ("Artagnan", ())], "indago Artagnan", ["indago Artagnan"], None),
    # an alias two players share
    ([("Alessandro", ("Ale",)), ("Alessia", ("Ale",))], "indago Ale", [],
     "Alessandro or Alessia"),
    # a prefix only where nothing else names the player
    ([("Susanna", ()), ("Sam", ())], "indago su Sam", ["indago Sam"], None),
    ([("Susanna", ()), ("Sam", ())], "indago Susa", ["indago Susanna"], None),
    # names holding keywords, fillers and punctuation
    ([("Passo Falso", ()), ("Sam", ())], "indago Passo Falso", ["indago Passo Falso"], None),
    ([("Mr.Robot", ()), ("Sam", ())], "indago Mr. Robot", ["indago Mr.Robot"], None),
    ([("xX_Sam_Xx", ()), ("Sam", ())], "indago xX_Sam_Xx", ["indago xX_Sam_Xx"], None),
    ([("Il Conte", ()), ("Sam", ())], "indago il conte", ["indago Il Conte"], None),
    ([("Nessuno", ()), ("Sam", ())], "indago Nessuno", ["indago Nessuno"], None),
    # side by side, the longest name is read first; a comma or "e" separates two players
    ([("Lady", ()), ("Oscar", ()), ("Lady Oscar", ())], "ammalio Lady Oscar", [],
     "ammalio takes 2 players, found 1: Lady Oscar"),
    ([("Lady", ()), ("Oscar", ()), ("Lady Oscar", ())], "ammalio Lady, Oscar",
     ["ammalio Lady Oscar"], None),
    ([("Lady", ()), ("Oscar", ()), ("Lady Oscar", ())], "ammalio Lady e Oscar",
     ["ammalio Lady Oscar"], None),
    # a player called like a short item name: the slot still empty decides
    ([("Libro", ()), ("Sam", ())], "passo il libro a Libro", ["passo libro-rosso Libro"], None),
]


@pytest.mark.parametrize(("players", "line", "orders", "error"), CASES,
                         ids=[c[1] for c in CASES])
def test_names(players, line, orders, error):
    got, errors = _read(players, line)
    assert got == orders
    if error is None:
        assert errors == []
    else:
        assert len(errors) == 1 and error in errors[0]


def test_a_derived_verb_form_gives_way_to_a_player_of_that_name():
    players = [("Sfida", ()), ("Sam", ())]
    assert _read(players, "sfida Sam", BARE_KEYWORDS)[0] == []
    assert _read(players, "indago Sfida", BARE_KEYWORDS)[0] == ["indago Sfida"]
    assert _read([("Sam", ()), ("Merry", ())], "sfida Sam", BARE_KEYWORDS)[0] == ["sfido Sam"]


@pytest.mark.parametrize("line", ["indagare Sam", "indaga Sam", "indagherò Sam",
                                  "sfidare Sam", "sfiderò Sam", "passare il palantir a Sam"])
def test_infinitive_third_person_and_future_are_derived(line):
    orders, errors = _read([("Sam", ()), ("Merry", ())], line, BARE_KEYWORDS)
    assert len(orders) == 1 and errors == []


@pytest.mark.parametrize("line", ["indagato Sam", "sfidato Sam", "passato il palantir a Sam",
                                  "ti do ragione", "il passo di Sam", "la sfida di Sam"])
def test_participles_nouns_and_lone_short_forms_are_not_orders(line):
    assert _read([("Sam", ()), ("Merry", ())], line, BARE_KEYWORDS) == ([], [])


OTHER_SHAPES = (
    KeywordSpec("voto", (), ("player?",)),
    KeywordSpec("scrivo", (), ("player", "text")),
    KeywordSpec("annoto", (), ("text?",)),
    KeywordSpec("scambio", (), ("item", "item", "player")),
)


@pytest.mark.parametrize(("line", "orders"), [
    ("voto", ["voto"]),
    ("voto Sam", ["voto Sam"]),
    ("scrivo a Sam: ci vediamo domani", ["scrivo Sam ci vediamo domani"]),
    ("scrivo Lady Oscar «attenta a Marco»", ["scrivo Lady Oscar attenta a Marco"]),
    ("annoto", ["annoto"]),
    ("annoto qualcosa", ["annoto qualcosa"]),
    ("scambio il palantir e lo specchio con Sam",
     ["scambio palantir specchio-di-galadriel Sam"]),
])
def test_optional_text_and_repeated_arguments(line, orders):
    players = [("Sam", ()), ("Lady Oscar", ()), ("Marco", ())]
    assert _read(players, line, OTHER_SHAPES) == (orders, [])


@pytest.mark.parametrize(("line", "error"), [
    ("scrivo ci vediamo domani", "scrivo without a player first"),
    ("scrivo Sam", "scrivo without a text"),
    ("scambio il palantir con Sam", "scambio takes 2 items, found 1: palantir"),
])
def test_errors_of_other_shapes(line, error):
    players = [("Sam", ()), ("Lady Oscar", ()), ("Marco", ())]
    orders, errors = _read(players, line, OTHER_SHAPES)
    assert orders == [] and len(errors) == 1 and error in errors[0]


@pytest.mark.parametrize(("line", "said"), [
    # "la veggenta" for the player who is the Veggente: the role, never a player it resembles
    ("indago la veggenta", "looks like a role (Veggente), not a player"),
    ("indago Cavalliere", "looks like a role (Cavaliere), not a player"),
])
def test_a_role_written_for_a_player_is_told_as_a_role(line, said):
    orders, errors = _read([("Sam", ()), ("Veggio", ()), ("Cavallo", ())], line)
    assert orders == [] and len(errors) == 1
    assert said in errors[0] and "did you mean" not in errors[0]
    assert '"1" = "indago <player>"' in errors[0] or "indago <" in errors[0]


@pytest.mark.parametrize("line", ["indago quella stella", "indago sella", "indago la rella"])
def test_a_word_only_sharing_letters_with_a_role_is_no_role(line):
    """« je regarde celle de gauche » told « celle » looked like the Petite Fille: a word is told as
    a role only when spelt almost as one of its words ("grigia" for Lupo Grigio), never "stella"
    for Pastorella."""
    orders, errors = _read([("Sam", ()), ("Merry", ())], line)
    assert orders == [] and len(errors) == 1 and "looks like a role" not in errors[0]
    assert "indago <player>" in errors[0]


def test_a_misspelt_player_closer_than_any_role_is_offered():
    orders, errors = _read([("Sam", ()), ("Veggio", ())], "indago Veggo")
    assert orders == [] and "did you mean Veggio?" in errors[0]


def test_a_role_named_where_a_player_goes_is_told_as_a_role():
    orders, errors = _read([("Sam", ()), ("Merry", ())], "indago il veggente")
    assert orders == [] and "indago: «veggente» is a role, not a player" in errors[0]


def test_a_glued_french_je_reads_the_keyword_but_never_a_players_name():
    """ "jsfido Sam" is "je sfido Sam" (SMS French), but a player named "Jsfido" stays a name."""
    assert _read([("Sam", ()), ("Merry", ())], "jsfido Sam", BARE_KEYWORDS)[0] == ["sfido Sam"]
    players = [("Jsfido", ()), ("Sam", ())]
    assert _read(players, "indago Jsfido", BARE_KEYWORDS)[0] == ["indago Jsfido"]


@pytest.mark.parametrize(("players", "hint"), [
    ([("Sam", ()), ("Nerino", ())], "did you mean Nerino?"),
    ([("Sam", ()), ("Merry", ())], "check"),
])
def test_a_name_that_holds_a_roles_word_is_no_role(players, hint):
    """ "indago Nerone": "Nerone" holds "nero" of Mago nero, but no role is called so; it is a
    player's name misspelt or unknown, offered as such (a role's word a letter or an ending
    apart, "veggenta", "Cavalliere", stays the role)."""
    from lupus_mod.orders.model import Vocabulary as Vocab
    vocab = Vocab(KEYWORDS, tuple(players), ITEMS, (*ROLES, ("mago-nero", ("Mago nero",))))
    parsed = parse_log(f"## {players[0][0]}\nindago Nerone\n", file="n.txt", vocab=vocab, tz=TZ,
                       deadline=None)
    [error] = [e.render() for e in parsed.errors]
    assert "looks like a role" not in error and "Nerone" in error and hint in error
