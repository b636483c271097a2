"""Orders said without their keyword, in the rulebooks' own words, and their near misses.

"Chaque nuit, elle découvre la vraie personnalité d'un joueur" (the Voyante: "je veux connaître
le rôle de Sam"); the Chasseur's shot ("ma balle est pour Sam"); the Licantropi wolves "decide chi
attaccare" ("la vittima è Sam"); Cupidon "va désigner deux personnes" ("je choisis Sam et Bea",
though "choisis" is the Voleur's keyword). A phrase is the `phrases` of a power in roles.toml: it
is the sender's own power (ANY_POWER) among the powers declaring it; a chat line stays chatter,
never an order or an error.
"""
from __future__ import annotations

import pytest

from lupus_mod.orders.any_power import resolve_any_power
from lupus_mod.orders.model import ANY_POWER, KeywordSpec, Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, TZ

REGARDE = KeywordSpec("regarde", ("regarder", "sonde", "indago"), ("player",),
                      ("connaître le rôle de", "connaître la carte de"))
TIRE = KeywordSpec("tire", ("tirer", "vise"), ("player",), ("ma balle est pour", "ma balle sera pour"))
DEVORE = KeywordSpec("dévore", ("devore", "sbrano"), ("player",))
SBRANO = KeywordSpec("sbrano", ("sbrana", "attacco", "attacchiamo"), ("player",),
                     ("la vittima è", "la vittima di stanotte è", "la vittima stanotte è",
                      "la nostra vittima è"))
UNIS = KeywordSpec("unis", ("unir", "lie"), ("player", "player"))
PRENDS = KeywordSpec("prends", ("prendre", "choisis", "choisir", "garde"), ("role",))
RINUNCIO = KeywordSpec("rinuncio", ("rinunciamo",), (),
                       ("non attacchiamo nessuno", "non sbraniamo nessuno", "nessun attacco",
                        "niente sbrano", "senza attaccare"))
WORDS = Vocabulary((REGARDE, TIRE, DEVORE, UNIS, PRENDS, SBRANO, RINUNCIO),
                   (("Sam", ()), ("Bea", ()), ("Dorian", ()), ("Léonie", ("Leo",))),
                   (), (("voyante", ("Voyante",)), ("voleur", ("Voleur",)),
                        ("veggente", ("Veggente",))))


def read(line: str, sender: str = "Sam"):
    return parse_log(f"## {sender} @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=WORDS,
                     tz=TZ, deadline=DEADLINE)


@pytest.mark.parametrize("line, players, verbs", [
    ("Je veux connaître le rôle de Bea", ("Bea",), {"regarde"}),
    ("Bonsoir meneur, je voudrais connaitre la carte de Bea.", ("Bea",), {"regarde"}),
    ("JE VEUX CONNAITRE LE ROLE DE BEA", ("Bea",), {"regarde"}),
    ("Ma balle est pour Bea", ("Bea",), {"tire"}),
    ("Si je meurs, ma balle sera pour Bea.", ("Bea",), {"tire"}),
    ("La vittima è Bea", ("Bea",), {"sbrano"}),
    ("la vittima di stanotte è Bea", ("Bea",), {"sbrano"}),
    ("Stanotte la nostra vittima è Bea, grazie master", ("Bea",), {"sbrano"}),
    ("Je choisis Dorian et Léonie", ("Dorian", "Léonie"), set()),
    ("Je choisis Dorian et Léonie comme amoureux.", ("Dorian", "Léonie"), set()),
    # "qui" as a relative pronoun is no question: the order stands
    ("Je désigne Dorian, qui est louche", ("Dorian",), set()),
    ("Ma balle est pour Bea, qui m'a accusé", ("Bea",), {"tire"}),
    # a correction after the phrase: the names after it
    ("la vittima è Bea, anzi Dorian", ("Dorian",), {"sbrano"}),
    # an earlier sentence naming someone is no one else's words
    ("Ho parlato con Dorian. La vittima è Bea", ("Bea",), {"sbrano"}),
    # the next clause neither denies nor asks the phrase
    ("La vittima è Bea, non ci sono dubbi", ("Bea",), {"sbrano"}),
    ("la vittima è Bea, meglio lei che Dorian", ("Bea",), {"sbrano"}),
])
def test_a_phrase_orders_the_senders_power(line: str, players: tuple[str, ...],
                                           verbs: set[str]) -> None:
    parsed = read(line)
    assert not parsed.errors and not parsed.chatter
    assert [(o.keyword, o.args, set(o.among)) for o in parsed.orders] == [
        (ANY_POWER, players, verbs)]


@pytest.mark.parametrize("line", [
    # narration
    "J'ai voulu connaître le rôle de Bea hier",
    "la vittima è stata Bea",
    "la vittima era Bea",
    "J'ai choisi Dorian et Léonie",
    "Sa balle était pour Bea",
    # questions
    "Puis-je connaître le rôle de Bea ?",
    "Ta balle est pour qui ?",
    "chi è la vittima? Bea?",
    "Je peux regarder Bea ?",
    # negations and doubt
    "Je ne veux pas connaître le rôle de Bea",
    "Ma balle n'est pas pour Bea",
    "la vittima non è Bea",
    "Non so se la vittima è Bea",
    "Je ne choisis pas Dorian",
    "la vittima è Bea?",
    # someone else's words
    "> la vittima è Bea",
    "[quote]Ma balle est pour Bea[/quote]",
    "Dorian m'a dit : ma balle est pour Bea",
    "Dorian dice: la vittima è Bea",
    # no player named
    "la vittima è chiara",
    "la vittima è il Veggente",
    "Je veux connaître le rôle du loup",
    "Ma balle est pour le loup",
    # the pack: a negation outside the phrase is a denial of it (docs/orders.md)
    "non è vero che nessun attacco stanotte",
    "non so se stanotte non attacchiamo nessuno",
    # a question, someone else's words, a quote
    "nessun attacco stanotte?",
    "Bea dice: stanotte non attacchiamo nessuno",
    "Ugo dice: nessun attacco",            # a verb of saying, whoever speaks (Ugo plays not)
    "Ugo m'a écrit : ma balle est pour Bea",
    "> nessun attacco stanotte",
    "[quote]stanotte non attacchiamo nessuno[/quote]",
    # not the phrase: the wolves spare one player, they do not decline
    "stanotte non attacchiamo Bea",
    "non attacchiamo",
    # asking the pack, at the end of the sentence
    "stanotte non attacchiamo nessuno, che dite?",
])
def test_near_misses_stay_chatter(line: str) -> None:
    parsed = read(line)
    assert not parsed.orders and not parsed.errors
    assert parsed.chatter


def test_the_voleur_still_chooses_a_card() -> None:
    assert [o.canonical() for o in read("je choisis la Voyante").orders] == ["prends voyante"]


def _resolve(line: str, *powers: KeywordSpec):
    return resolve_any_power(read(line).orders, lambda name: powers)


@pytest.mark.parametrize("line, powers, order", [
    ("Ma balle est pour Bea", (TIRE,), "tire Bea"),
    ("Je veux connaître le rôle de Bea", (REGARDE,), "regarde Bea"),
    ("la vittima è Bea", (SBRANO,), "sbrano Bea"),
    # a wolf who is also the Chasseur: the phrase says which power
    ("Ma balle est pour Bea", (DEVORE, TIRE), "tire Bea"),
    ("Je veux connaître le rôle de Bea", (DEVORE, REGARDE), "regarde Bea"),
    ("Je choisis Dorian et Léonie", (UNIS,), "unis Dorian Léonie"),
])
def test_the_phrase_is_the_power_declaring_it(line: str, powers: tuple[KeywordSpec, ...],
                                                        order: str) -> None:
    orders, errors = _resolve(line, *powers)
    assert not errors and [o.canonical() for o in orders] == [order]


@pytest.mark.parametrize("line, powers, named", [
    ("Je veux connaître le rôle de Bea", (DEVORE,), "regarde"),
    ("Je veux connaître le rôle de Bea", (), "regarde"),
    # the Thiercelieux wolves declare no Italian phrase, though "sbrano" is one of their words
    ("la vittima è Bea", (DEVORE,), "sbrano"),
    ("Ma balle est pour Bea", (REGARDE,), "tire"),
])
def test_a_phrase_of_a_power_the_sender_lacks_is_an_error(line: str,
                                                          powers: tuple[KeywordSpec, ...],
                                                          named: str) -> None:
    """No power of the sender declares the phrase (a wolf wanting to know a role, a plain
    villager): the line may be chat, so it is an error for the GM, never another power's
    order."""
    orders, errors = _resolve(line, *powers)
    assert not orders and len(errors) == 1
    assert f"none of the sender's powers tonight is {named}" in errors[0].render()


def test_the_voleur_choosing_players_is_asked() -> None:
    orders, errors = _resolve("Je choisis Dorian et Léonie", PRENDS)
    assert not orders and len(errors) == 1
    assert "none of the sender's powers tonight takes 2 players" in errors[0].render()


@pytest.mark.parametrize("line, orders", [
    # "I lupi possono anche decidere di non attaccare nessuno": the pack's decision, an order
    ("nessun attacco stanotte", ["rinuncio"]),
    ("Nessun attacco, stanotte ci riposiamo", ["rinuncio"]),
    # the next clause's "meglio" asks nothing of the phrase
    ("ragazzi stanotte non attacchiamo nessuno, meglio stare calmi", ["rinuncio"]),
    ("nessun attacco stanotte, meglio aspettare domani", ["rinuncio"]),
    ("stanotte non attacchiamo nessuno", ["rinuncio"]),
    ("Stanotte NON attacchiamo nessuno, grazie master", ["rinuncio"]),
    ("stanotte niente sbrano", ["rinuncio"]),
    ("non sbraniamo nessuno", ["rinuncio"]),
    ("passiamo la notte senza attaccare", ["rinuncio"]),
    ("rinuncio", ["rinuncio"]),
    # a phrase taking nothing is the whole order: the names after it are chatter
    ("nessun attacco: Bea ci serve viva", ["rinuncio"]),
    # an order after a correction is an order of its own, and the later one
    ("nessun attacco, anzi sbraniamo Bea", ["rinuncio", "sbrano Bea"]),
    ("sbraniamo Bea, anzi no: nessun attacco", ["sbrano Bea", "rinuncio"]),
    ("attacco Bea", ["sbrano Bea"]),
    ("attacchiamo Bea, nessun dubbio", ["sbrano Bea"]),
    ("la vittima è Bea", ["sbrano Bea"]),
])
def test_the_pack_declining_is_an_order(line: str, orders: list[str]) -> None:
    parsed = read(line, sender="Dorian")
    assert not parsed.errors and not parsed.chatter
    resolved, errors = resolve_any_power(parsed.orders, lambda name: (SBRANO, RINUNCIO))
    assert not errors and [o.canonical() for o in resolved] == orders


def test_a_villager_declining_for_the_pack_is_an_error() -> None:
    """ "nessun attacco stanotte" from a player who is not a wolf: no power of his declares
    it, so the GM is asked; never read as another of his powers."""
    parsed = read("nessun attacco stanotte", sender="Bea")
    orders, errors = resolve_any_power(parsed.orders, lambda name: (REGARDE,))
    assert not orders and len(errors) == 1
    assert "none of the sender's powers tonight is rinuncio" in errors[0].render()


@pytest.mark.parametrize("line, orders", [
    # a keyword's order before the phrase keeps its names; the phrase takes those after it
    ("indago Sam e la vittima è Bea", ["regarde Sam", "sbrano Bea"]),
    ("Je regarde Dorian. Ma balle est pour Bea", ["regarde Dorian", "tire Bea"]),
    # the phrase's part ends at the next keyword
    ("la vittima è Bea e indago Sam", ["sbrano Bea", "regarde Sam"]),
])
def test_a_phrase_beside_a_keyword(line: str, orders: list[str]) -> None:
    parsed = read(line)
    assert not parsed.errors and not parsed.chatter
    resolved, errors = resolve_any_power(parsed.orders, lambda name: (REGARDE, TIRE, SBRANO))
    assert not errors and [o.canonical() for o in resolved] == orders
