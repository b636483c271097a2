"""Lines that used to be read silently wrong: now an order, an error or chatter, never a cut.

"uso il mio potere su X" gives an order for the sender's own power (ANY_POWER, resolved at
night); more names than a power takes are an error; short misspelt keywords get "did you
mean"; "va bene" is an idiom; a synonym that is also a name stays a name; one error per line.
"""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import ANY_POWER, KeywordSpec, Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, TZ, VOCAB, settled

# The example vocabulary, with the short keywords of Cowboys & Aliens (alfa), Thiercelieux
# (tire), the Licantropi Assassino (uccido, synonym "assassino", a role id too) and `va`.
KEYWORDS = tuple(
    KeywordSpec(k.keyword, (*k.synonyms, "va"), k.args) if k.keyword == "passo" else k
    for k in VOCAB.keywords) + (
    KeywordSpec("alfa", ("uso l'alfa",), ()),
    KeywordSpec("tire", ("tirer", "vise"), ("player",)),
    KeywordSpec("uccido", ("uccidere", "assassino"), ("role", "player?")),
)
WORDS = Vocabulary(KEYWORDS, (*VOCAB.players, ("Frà Martino", ()), ("Bea", ()), ("Anna", ())),
                   VOCAB.items, (*VOCAB.roles, ("assassino", ("Assassino",)), ("mago", ("Mago",))))


def read(line: str):
    return parse_log(f"## Sam @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=WORDS, tz=TZ,
                     deadline=DEADLINE)


@pytest.mark.parametrize("line, players", [
    ("uso il mio potere su Frà Martino", ("Frà Martino",)),
    ("Uso il mio potere su Merry, grazie master", ("Merry",)),
    ("il mio potere va su Merry", ("Merry",)),
    ("il mio potere stanotte va su Lady Oscar", ("Lady Oscar",)),
    ("Stanotte uso il potere su Sam e Merry", ("Sam", "Merry")),
    ("utilizzo la mia abilità su Bea", ("Bea",)),
    ("j'utilise mon pouvoir sur Anna", ("Anna",)),
    ("Bonsoir meneur, mon pouvoir va sur Bea", ("Bea",)),
    ("Je désigne Sam et Bea", ("Sam", "Bea")),
    ("J'utilise la potion de vie sur Anna", ("Anna",)),
])
def test_the_senders_own_power(line: str, players: tuple[str, ...]) -> None:
    parsed = read(line)
    assert not parsed.errors and not parsed.chatter
    assert [(o.keyword, o.args) for o in parsed.orders] == [(ANY_POWER, players)]


@pytest.mark.parametrize("line, words", [
    ("ammalio Sam, Merry, Bea", ("ammalio takes 2 players, found 3",)),
    ("ammalio Sam, Merry e Bea", ("ammalio takes 2 players, found 3",)),
])
def test_more_names_than_the_power_takes_is_an_error(line: str, words: tuple[str, ...]) -> None:
    parsed = read(line)
    assert not parsed.orders
    assert len(parsed.errors) == 1 and all(w in parsed.errors[0].render() for w in words)


@pytest.mark.parametrize("line, readings", [
    ("tormento Bea, Anna", ("tormento Bea", "tormento Anna", "none")),
    ("indago Sam, Merry", ("indago Sam", "indago Merry", "none")),
    ("passo il palantir a Sam, Merry", ("passo palantir Sam", "passo palantir Merry", "none")),
])
def test_two_players_for_a_power_of_one_asks_the_order_on_each(line: str, readings: tuple[str, ...]) -> None:
    # A power of one player naming two is read one of two ways: asked, never an error.
    parsed = read(line)
    assert (parsed.orders, parsed.errors) == ((), ())
    assert [d.candidates for d in parsed.doubts] == [readings]


@pytest.mark.parametrize("line, orders", [
    ("indago Sam, Merry mi sembra sospetto", ["indago Sam"]),
    ("indago Sam, grazie", ["indago Sam"]),
    ("passo il palantir a Sam, lo specchio a Merry",
     ["passo palantir Sam", "passo specchio-di-galadriel Merry"]),
    ("Ammalio Sam, Merry", ["ammalio Sam Merry"]),
])
def test_clauses_that_are_no_extra_names(line: str, orders: list[str]) -> None:
    parsed = read(line)
    assert not parsed.errors and [o.canonical() for o in parsed.orders] == orders


@pytest.mark.parametrize("line, keyword", [
    ("alfx", "alfa"), ("alfx!", "alfa"), ("uso l'alfx", "alfa"), ("ciao master, alfx", "alfa"),
    ("tirx Merry", "tire"), ("tier Merry", "tire"), ("je tirx sur Merry", "tire"),
    ("indgo Sam", "indago"),
])
def test_misspelt_short_keywords_get_did_you_mean(line: str, keyword: str) -> None:
    parsed = settled(read(line), WORDS)   # from a sender holding the power
    assert not parsed.orders and len(parsed.errors) == 1
    assert f"did you mean {keyword}" in parsed.errors[0].render()


@pytest.mark.parametrize("line", [
    "ieri ho usato il mio potere su Merry",
    "non uso il mio potere su Merry stanotte",
    "posso usare il mio potere su Merry?",
    "je n'utilise pas mon pouvoir sur Anna",
    "il mio potere è fortissimo",
    "alfx Merry sta mentendo",     # alfa takes no name: a word before a name is no alfa
    "tira vento stanotte",         # no name after it
    "tre Merry",                   # three letters: too common a word
    "taro Merry",                  # not the same first two letters as tire
    "alba tranquilla",
    "Ciao master, per me va bene Nicolò",
    "mi va bene tutto, Sam",
    "come va Merry?",
    "Ti riporto i miei sospetti su Merry",   # "riporto" without "vita"
    "ieri ho riportato in vita Merry",
    "Merry è ancora in vita",
    "J'ai désigné Sam hier",
])
def test_chatter_stays_chatter(line: str) -> None:
    parsed = read(line)
    assert not parsed.orders and not parsed.errors and parsed.chatter, parsed.errors


def test_a_synonym_that_is_a_name_the_keyword_takes_is_that_name() -> None:
    parsed = read("uccido assassino Sam")
    assert not parsed.errors
    assert [o.canonical() for o in parsed.orders] == ["uccido assassino Sam"]
    assert [o.canonical() for o in read("assassino il mago").orders] == ["uccido mago"]


def test_one_error_per_line() -> None:
    parsed = read("uccido")
    assert len(parsed.errors) == 1
    parsed = read("indago Marcco e sbrano Marcco")
    assert len(parsed.errors) == 1 and parsed.errors[0].line == 2


FRENCH = Vocabulary((
    KeywordSpec("regarde", ("regarder", "sonde", "observe", "vois"), ("player",)),
    KeywordSpec("dévore", ("dévorons", "mange", "tue"), ("player",)),
    KeywordSpec("unis", ("unir", "lie"), ("player", "player")),
    # The Chasseur's standing shot (roles.toml: effect `designate`, `player?`): the one order
    # given for when its holder dies ("Si je meurs, je tire sur Kilian").
    KeywordSpec("tire", ("tirer", "vise"), ("player?",), clears=True),
), (("Kilian", ()), ("Leonie", ()), ("Dorian", ()), ("Baptiste", ())), (), ())


@pytest.mark.parametrize("line, orders", [
    ("Je regarde Baptiste.", ["regarde Baptiste"]),
    ("Bonsoir meneur ! Ce soir je regarde Kilian, merci", ["regarde Kilian"]),
    ("Je voudrais sonder Kilian", ["regarde Kilian"]),
    ("Nous regardons Kilian", ["regarde Kilian"]),
    ("On dévore Kilian.", ["dévore Kilian"]),
    ("Nous dévorons Leonie", ["dévore Leonie"]),
    ("J'unis Dorian et Leonie", ["unis Dorian Leonie"]),
    ("Nous unissons Dorian et Leonie", ["unis Dorian Leonie"]),
    ("Si je meurs, je tire sur Kilian.", ["tire Kilian"]),
    ("je vais tirer sur Kilian", ["tire Kilian"]),
    ("Je ne sais pas trop, je regarde Kilian", ["regarde Kilian"]),
])
def test_french_orders(line: str, orders: list[str]) -> None:
    parsed = parse_log(f"## Kilian @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=FRENCH,
                       tz=TZ, deadline=DEADLINE)
    assert not parsed.errors and [o.canonical() for o in parsed.orders] == orders


@pytest.mark.parametrize("line", [
    "je regarde pas Kilian", "Je ne regarde personne cette nuit", "je ne tire jamais sur Kilian",
    "Bonne nuit à tous !", "Je n'utilise pas mon pouvoir sur Leonie",
])
def test_french_chatter(line: str) -> None:
    parsed = parse_log(f"## Kilian @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=FRENCH,
                       tz=TZ, deadline=DEADLINE)
    assert not parsed.orders and not parsed.errors


@pytest.mark.parametrize("vocab, line, unknown", [
    (WORDS, "Non indago nessuno, ma sbrano Merri", "Merri"),
    (WORDS, "stanotte non tormento nessuno; tormento Marcco", "Marcco"),
    (FRENCH, "Je ne regarde personne, par contre je regarde Kilain", "Kilain"),
    (FRENCH, "Je ne sauve personne, mais on dévore Dorain", "Dorain"),
])
def test_a_misspelt_name_after_a_clause_saying_nobody_is_an_error(vocab: Vocabulary, line: str,
                                                                  unknown: str) -> None:
    """ "nobody" is the object of its own clause's keyword: it never makes a later order of
    the line, whose name is misspelt, silent chatter."""
    sender = vocab.players[0][0]
    parsed = parse_log(f"## {sender} @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=vocab,
                       tz=TZ, deadline=DEADLINE)
    assert [e.line for e in parsed.errors] == [2], (parsed.errors, parsed.chatter)
    assert f'no player called "{unknown}"' in parsed.errors[0].message
