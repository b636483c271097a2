"""A later PM is read as the player last meant, or it asks (docs/orders.md "A later PM naming a
new target"): the words that say the target changes among words of their own ("alla fine",
"ultimissima", "e basta", "à la réflexion", "Noemie stp"), names with annulment words ("lascia
perdere Fosco"), and chat that only looks like a change of mind ("metti che Merry sia lupo", "la
pipa la tengo in tasca", "lo tengo d'occhio"). Fictional players, the shipped games' keywords."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import TALK, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, WITHDRAWAL
from tests.orders.test_later import LOTR, THIERCELIEUX, kinds, read


@pytest.mark.parametrize(("game", "order", "body", "offered"), [
    (LOTR, "indago Fosco", "no scusa, alla fine Merry", "indago Merry"),
    (LOTR, "indago Fosco", "in realtà Merry", "indago Merry"),
    (LOTR, "indago Fosco", "ho scelto Merry", "indago Merry"),
    (LOTR, "indago Fosco", "ultimissima: Merry", "indago Merry"),
    (LOTR, "indago Fosco", "Merry e basta", "indago Merry"),
    (LOTR, "indago Fosco", "punto su Merry stanotte", "indago Merry"),
    (LOTR, "indago Fosco", "Merry al posto suo", "indago Merry"),
    (LOTR, "indago Fosco", "a pensarci bene Merry", "indago Merry"),
    (LOTR, "indago Fosco", "Merry piuttosto", "indago Merry"),
    (LOTR, "indago Fosco", "Merry definitivamente", "indago Merry"),
    (LOTR, "indago Fosco", "Merry, mi sono sbagliato prima", "indago Merry"),
    (LOTR, "indago Fosco", "mmm no, Merry", "indago Merry"),
    (LOTR, "indago Fosco", "no vabbè, Merry", "indago Merry"),
    (LOTR, "indago Fosco", "merry pls", "indago Merry"),
    (LOTR, "indago Fosco", "Merry tnx", "indago Merry"),
    (THIERCELIEUX, "je regarde Kilian", "au final Baptiste", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "à la réflexion Baptiste", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "Baptiste à la place", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "Baptiste stp", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "bon ok Baptiste alors", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "désolée, Baptiste", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "pardon, Baptiste", "regarde Baptiste"),
])
def test_a_new_target_among_words_of_a_change_asks(game, order, body, offered):
    parsed, applied, _ = read(game, f"Sam @ 21:00\n{order}", f"Sam @ 21:20\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, (offered, "none"))]


@pytest.mark.parametrize("body", ["lascia perdere Fosco", "dimentica Fosco"])
def test_annulment_words_with_the_orders_name_take_it_back(body):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:20\n{body}")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), [], ["order", WITHDRAWAL])


def test_annulment_words_with_a_new_name_ask_which():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:20\ndimentica Fosco: Merry")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [
        (UNCLEAR_WITHDRAWAL, ("indago Merry", "none indago", "none"))]


def test_annulment_words_take_back_only_the_order_naming_him():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco\nammalio Merry e Totò",
                              "Sam @ 21:20\nlascia perdere Fosco")
    assert (parsed.doubts, applied) == ((), ["ammalio Merry Totò"])


@pytest.mark.parametrize(("game", "order", "body"), [
    (LOTR, "indago Fosco", "metti che Merry sia lupo, domani che facciamo?"),
    (LOTR, "indago Fosco", "metti caso che Merry sia il lupo..."),
    (LOTR, "passo il palantir a Merry", "la pipa la tengo in tasca"),
    (LOTR, "passo il palantir a Merry", "Fosco? lo tengo d'occhio"),
    (LOTR, "passo il palantir a Merry", "la tengo a mente, grazie"),
    (THIERCELIEUX, "j'empoisonne Kilian", "Mon chat, je le garde au chaud cette nuit"),
])
def test_chat_that_only_looks_like_a_change_of_mind_is_talk(game, order, body):
    parsed, applied, _ = read(game, f"Sam @ 21:00\n{order}", f"Sam @ 21:20\n{body}")
    assert (parsed.doubts, kinds(parsed)[-1]) == ((), TALK)
    assert len(applied) == 1


@pytest.mark.parametrize(("game", "order", "body"), [
    (LOTR, "passo il palantir a Merry", "il palantr lo tengo"),           # the item misspelt
    (LOTR, "passo il palantir a Merry", "anzi no, lo tengo io"),
])
def test_keeping_what_an_order_spends_still_asks(game, order, body):
    parsed, _, _ = read(game, f"Sam @ 21:00\n{order}", f"Sam @ 21:20\n{body}")
    assert [d.kind for d in parsed.doubts] == [UNCLEAR_WITHDRAWAL]


def test_keeping_the_potion_named_takes_its_order_back():
    # « la potion de mort » is the poison's own phrase ("une d'empoisonnement", l.79).
    parsed, applied, _ = read(THIERCELIEUX, "Sam @ 21:00\nj'empoisonne Kilian",
                              "Sam @ 21:20\nfinalement la potion de mort je la garde")
    assert not parsed.doubts and not applied


@pytest.mark.parametrize(("game", "order", "body", "offered"), [
    (LOTR, "sbraniamo Fosco", "no ragazzi, meglio Totò", "sbrano Totò"),
    (LOTR, "sbraniamo Fosco", "io direi Totò", "sbrano Totò"),
    (LOTR, "sbraniamo Fosco", "io farei Totò, è lui il veggente", "sbrano Totò"),
    (THIERCELIEUX, "On dévore Kilian.", "moi je préférerais Baptiste", "dévore Baptiste"),
    (THIERCELIEUX, "On dévore Kilian.", "je propose Baptiste plutôt", "dévore Baptiste"),
])
def test_a_mates_other_target_after_the_packs_order_asks_which(game, order, body, offered):
    parsed, _, _ = read(game, f"Sam @ 21:00\n{order}", f"Merry @ 21:10\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, (offered, "none"))]


@pytest.mark.parametrize("body", ["sono d'accordo con Sam", "ok Sam, per me va bene", "Fosco? ci sto"])
def test_a_mate_agreeing_or_naming_the_orders_sender_is_talk(body):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nsbraniamo Fosco", f"Merry @ 21:10\n{body}")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), ["sbrano Fosco"], ["order", TALK])


@pytest.mark.parametrize(("game", "order", "correction", "body", "offered"), [
    (LOTR, "indago Fosco", "anzi Merry", "ignora l'ultimo messaggio",
     ("indago Fosco", "indago Merry", "none indago", "none")),
    (LOTR, "indago Fosco", "anzi Merry", "annulla la correzione",
     ("indago Fosco", "indago Merry", "none indago", "none")),
    (LOTR, "indago Fosco", "anzi Merry", "annulla la modifica",
     ("indago Fosco", "indago Merry", "none indago", "none")),
    (THIERCELIEUX, "je regarde Kilian", "en fait Baptiste", "oubliez mon dernier message",
     ("regarde Kilian", "regarde Baptiste", "none regarde", "none")),
    # Going back to the first: the first order offered first.
    (LOTR, "indago Fosco", "anzi Merry", "anzi no, vale il primo",
     ("indago Fosco", "indago Merry", "none indago", "none")),
    (LOTR, "indago Fosco", "anzi Merry", "anzi no torno all'idea di prima",
     ("indago Fosco", "indago Merry", "none indago", "none")),
])
def test_the_last_message_taken_back_after_a_change_of_mind_asks_which(game, order, correction,
                                                                      body, offered):
    """The correction only (the first order stands again), or every order: only he knows."""
    parsed, _, _ = read(game, f"Sam @ 21:00\n{order}", f"Sam @ 21:10\n{correction}",
                        f"Sam @ 21:30\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_WITHDRAWAL, offered)]


def test_the_earlier_message_taken_back_without_a_change_of_mind_withdraws():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:30\nignora il messaggio di prima")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), [], ["order", WITHDRAWAL])


def test_going_back_to_the_first_target_asks():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:10\nanzi Merry",
                        "Sam @ 21:30\nno torna Fosco")
    assert [d.candidates for d in parsed.doubts] == [("indago Fosco", "none")]
