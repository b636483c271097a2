"""Orders said without their keyword, in the rulebooks' own words, and their near misses.

"Chaque nuit, elle découvre la vraie personnalité d'un joueur" (the Voyante: "je veux connaître
le rôle de Sam"); the Chasseur's shot ("ma balle est pour Sam"); the Licantropi wolves "decide chi
attaccare" ("la vittima è Sam"); Cupidon "va désigner deux personnes" ("je choisis Sam et Bea",
though "choisis" is the Voleur's keyword). Each is the sender's own power (ANY_POWER), among the
powers answering to the phrase's verbs; a chat line stays chatter, never an order or an error.
"""
from __future__ import annotations

import pytest

from lupus_mod.orders.any_power import resolve_any_power
from lupus_mod.orders.model import ANY_POWER, KeywordSpec, Vocabulary
from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, TZ

REGARDE = KeywordSpec("regarde", ("regarder", "sonde", "indago"), ("player",))
TIRE = KeywordSpec("tire", ("tirer", "vise"), ("player",))
DEVORE = KeywordSpec("dévore", ("devore", "sbrano"), ("player",))
SBRANO = KeywordSpec("sbrano", ("sbrana", "attacco"), ("player",))
UNIS = KeywordSpec("unis", ("unir", "lie"), ("player", "player"))
PRENDS = KeywordSpec("prends", ("prendre", "choisis", "choisir", "garde"), ("role",))
WORDS = Vocabulary((REGARDE, TIRE, DEVORE, UNIS, PRENDS),
                   (("Sam", ()), ("Bea", ()), ("Dorian", ()), ("Léonie", ("Leo",))),
                   (), (("voyante", ("Voyante",)), ("voleur", ("Voleur",)),
                        ("veggente", ("Veggente",))))


def read(line: str):
    return parse_log(f"## Sam @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=WORDS, tz=TZ,
                     deadline=DEADLINE)


@pytest.mark.parametrize("line, players, verbs", [
    ("Je veux connaître le rôle de Bea", ("Bea",), {"regarde", "sonde", "indago"}),
    ("Bonsoir meneur, je voudrais connaitre la carte de Bea.", ("Bea",),
     {"regarde", "sonde", "indago"}),
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
    ("la vittima è Bea", (DEVORE,), "dévore Bea"),
    # a wolf who is also the Chasseur: the phrase says which power
    ("Ma balle est pour Bea", (DEVORE, TIRE), "tire Bea"),
    ("Je veux connaître le rôle de Bea", (DEVORE, REGARDE), "regarde Bea"),
    ("Je choisis Dorian et Léonie", (UNIS,), "unis Dorian Léonie"),
])
def test_the_phrase_is_the_power_answering_to_its_verbs(line: str, powers: tuple[KeywordSpec, ...],
                                                        order: str) -> None:
    orders, errors = _resolve(line, *powers)
    assert not errors and [o.canonical() for o in orders] == [order]


@pytest.mark.parametrize("powers", [(DEVORE,), ()])
def test_a_wolf_wanting_to_know_a_role_is_never_an_attack(powers: tuple[KeywordSpec, ...]) -> None:
    """No power of the sender answers to the phrase (a wolf, a plain villager): the line may
    be chat, so it is an error for the GM, never another power's order."""
    orders, errors = _resolve("Je veux connaître le rôle de Bea", *powers)
    assert not orders and len(errors) == 1
    assert "none of the sender's powers tonight is indago or regarde or sonde" in errors[0].render()


def test_the_voleur_choosing_players_is_asked() -> None:
    orders, errors = _resolve("Je choisis Dorian et Léonie", PRENDS)
    assert not orders and len(errors) == 1
    assert "none of the sender's powers tonight takes 2 players" in errors[0].render()


PACK = Vocabulary((SBRANO,), (("Bea", ()), ("Dorian", ())), (), ())


@pytest.mark.parametrize("line, orders", [
    # "I lupi possono anche decidere di non attaccare nessuno": no order, never an error
    ("nessun attacco stanotte", []),
    ("Nessun attacco, stanotte ci riposiamo", []),
    ("stanotte non attacchiamo nessuno", []),
    ("stanotte niente sbrano", []),
    ("attacco Bea", ["sbrano Bea"]),
    ("sbrano Bea, nessun dubbio", ["sbrano Bea"]),
])
def test_the_pack_declining_is_chatter(line: str, orders: list[str]) -> None:
    parsed = parse_log(f"## Dorian @ 2024-03-05 21:00\n{line}\n", file="n.txt", vocab=PACK,
                       tz=TZ, deadline=DEADLINE)
    assert not parsed.errors and [o.canonical() for o in parsed.orders] == orders
    assert bool(parsed.chatter) == (not orders)
