"""A second hunt for PMs read as another order than meant, or stopped for nothing
(tests/corpus/nights-pm-misread-2-*.toml; docs/orders.md): a slip or a joke between two names,
a condition before or after an order, a swap of names, the pack's change, orders without their
keyword, the sender himself, chat words beside an order. Fictional players, the shipped games'
keywords."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import CONDITION, CORRECTION, DOUBT, EARLIER, ORDER, TALK, UNSAID
from lupus_mod.orders.sender_powers import settled
from tests.orders.test_later import COWBOYS, LOTR, THIERCELIEUX, _vocab, kinds, read


# -- a slip or a joke between two names: the second replaces the first --------------------------------
@pytest.mark.parametrize(("game", "body", "applied"), [
    (LOTR, "sfido Fosco, ehm Totò", ["sfido Totò"]),
    (LOTR, "sfido Fosco, pardon Totò", ["sfido Totò"]),
    (LOTR, "sfido Fosco (scherzo) Totò", ["sfido Totò"]),
    (LOTR, "sfido Fosco... scherzo, Totò", ["sfido Totò"]),
    (LOTR, "passo il palantir a Fosco, pardon, a Totò", ["passo palantir Totò"]),
    (THIERCELIEUX, "je regarde Kilian, euh Baptiste", ["regarde Baptiste"]),
])
def test_a_slip_between_two_names_corrects(game, body, applied):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, parsed.doubts, got, kinds(parsed)) == ((), (), applied, [CORRECTION])


@pytest.mark.parametrize(("body", "applied"), [
    ("ammalio Fosco, ehm Totò", ["ammalio Fosco Totò"]),   # the order wanted a second name
    ("scusa master, sfido Fosco", ["sfido Fosco"]),        # no name before it
    ("sfido Fosco, scusa il ritardo", ["sfido Fosco"]),    # no name after it
])
def test_a_slip_word_not_between_two_names_changes_nothing(body, applied):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, parsed.doubts, got, kinds(parsed)) == ((), (), applied, [ORDER])


# -- a condition before or after the order -----------------------------------------------------------
@pytest.mark.parametrize(("messages", "offered"), [
    (["indago Fosco", "master hai ricevuto? nel caso indago Totò"], ("indago Totò", "none")),
    (["nel caso, indago Totò"], ("indago Totò", "none")),
    (["sbraniamo Fosco se Merry è protetta"], ("sbrano Fosco", "none")),
    (["sbraniamo Fosco, se Merry non è protetta"], ("sbrano Fosco", "none")),
])
def test_a_condition_asks(messages, offered):
    parsed, _, _ = read(LOTR, *(f"Sam @ 21:{10 * n:02d}\n{m}" for n, m in enumerate(messages)))
    assert (parsed.errors, [(d.kind, d.candidates) for d in parsed.doubts]) == ((), [(CONDITION, offered)])


def test_a_se_naming_no_player_after_the_order_is_no_condition():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco se la cava sempre")
    assert (parsed.doubts, got) == ((), ["sfido Fosco"])


# -- one name in place of another, said and nothing else ----------------------------------------------
@pytest.mark.parametrize(("game", "first", "later", "applied"), [
    (LOTR, "sfido Fosco", "sostituisci Fosco con Totò", ["sfido Totò"]),
    (LOTR, "sfido Fosco", "Totò al posto di Fosco", ["sfido Totò"]),
    (THIERCELIEUX, "je regarde Kilian", "remplace Kilian par Baptiste", ["regarde Baptiste"]),
    (THIERCELIEUX, "je regarde Kilian", "Baptiste au lieu de Kilian", ["regarde Baptiste"]),
])
def test_a_swap_said_and_nothing_else_corrects(game, first, later, applied):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{first}", f"Sam @ 21:30\n{later}")
    assert (parsed.doubts, got, kinds(parsed)) == ((), applied, [ORDER, CORRECTION])


def test_a_swap_from_a_name_no_order_holds_asks():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco", "Sam @ 21:30\nTotò al posto di Merry")
    assert [d.candidates for d in parsed.doubts] == [("sfido Totò", "none")]


# -- the pack's order changed without a keyword ------------------------------------------------------
@pytest.mark.parametrize(("sender", "later"), [
    ("Sam", "ho parlato con Merry, cambiamo su Totò"),     # the clause asking names the target
    ("Merry", "cambiamo su Totò, ne ho parlato con Sam"),
    ("Merry", "no Sam, Fosco è troppo ovvio: Totò"),        # a no turning from the pack's target
    ("Merry", "io da capobranco decido Totò"),
])
def test_a_wolf_changing_the_packs_target_without_a_keyword_asks(sender, later):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nsbraniamo Fosco", f"{sender} @ 21:30\n{later}")
    assert [d.candidates for d in parsed.doubts] == [("sbrano Totò", "none")]


def test_a_mate_agreeing_with_the_packs_target_is_talk():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nsbraniamo Fosco", "Merry @ 21:30\nok Sam, va bene Fosco")
    assert (parsed.doubts, applied) == ((), ["sbrano Fosco"])


# -- "non X ma Y": the order on Y ---------------------------------------------------------------------
@pytest.mark.parametrize(("game", "body", "applied"), [
    (LOTR, "non sfido Fosco ma Totò", ["sfido Totò"]),
    (LOTR, "non sfido più Fosco, ma Totò", ["sfido Totò"]),
    (THIERCELIEUX, "je ne regarde pas Kilian mais Baptiste", ["regarde Baptiste"]),
    (LOTR, "non sfido Fosco, mi fido di lui", []),
])
def test_a_keyword_denied_of_one_name_then_but_another_orders_the_other(game, body, applied):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, parsed.doubts, got) == ((), (), applied)


# -- an order said by what it does: offered by the words, kept for the holder by the night ----------------
@pytest.mark.parametrize(("game", "body", "offered"), [
    (LOTR, "stanotte facciamo fuori Totò", "sbrano Totò"),
    (LOTR, "stanotte suono per Fosco e Totò 🎶", "ammalio Fosco Totò"),
    (LOTR, "secondo me stanotte muore Fosco", "prevedo Fosco"),
    (LOTR, "scrivo nel libro rosso: Fosco è lupo", "archivio Fosco è lupo"),
    (THIERCELIEUX, "Si je meurs, j'emmène Kilian avec moi", "tire Kilian"),
    (THIERCELIEUX, "Kilian et Baptiste sont en couple", "unis Kilian Baptiste"),
])
def test_an_order_said_by_what_it_does_asks(game, body, offered):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    assert ([(d.kind, d.candidates) for d in parsed.doubts], got) == ([(UNSAID, (offered, "none"))], [])


@pytest.mark.parametrize("body", ["Merry dice che stanotte muore Fosco", "non facciamo fuori Totò",
                                  "stanotte muore Fosco?", "ieri è morto Fosco"])
def test_deeds_denied_asked_or_reported_are_talk(body):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert (parsed.doubts, got, kinds(parsed)) == ((), [], [TALK])


def test_an_order_said_by_what_it_does_is_talk_from_a_sender_without_the_power():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nstanotte facciamo fuori Totò")
    specs = {s.keyword: s for s in _vocab(LOTR).keywords}
    for held, doubts, kind in ((("sbrano",), [("sbrano Totò", "none")], DOUBT), (("indago",), [], TALK)):
        after = settled(parsed, lambda name: [specs[k] for k in held])
        assert ([d.candidates for d in after.doubts], kinds(after)) == (doubts, [kind])
    assert [c.names for c in after.chatter] == [("Totò",)]


# -- an earlier night's order with its keyword; the sender himself -------------------------------------
@pytest.mark.parametrize(("game", "body"), [
    (COWBOYS, "proteggo di nuovo la stessa di ieri"), (LOTR, "indago lo stesso di ieri"),
])
def test_an_order_said_by_an_earlier_nights_asks_the_gm_to_look_it_up(game, body):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, [(d.kind, d.candidates) for d in parsed.doubts], got) == ((), [(EARLIER, ("none",))], [])


@pytest.mark.parametrize(("game", "body", "offered"), [
    (LOTR, "ammalio Fosco e me stesso", "ammalio Fosco Sam"),
    (COWBOYS, "mi proteggo da sola", "proteggo Sam"),
    (COWBOYS, "protezione su di me stanotte", "proteggo Sam"),
    (COWBOYS, "Stanotte proteggo me stessa", "proteggo Sam"),
    # The correction of the line's own order to himself: that order on him, not both.
    (COWBOYS, "proteggo Fosco... no aspetta, proteggo me stessa", "proteggo Sam"),
])
def test_the_senders_words_for_himself_are_offered_and_never_an_unknown_name(game, body, offered):
    parsed, _, _ = read(game, f"Sam @ 21:00\n{body}")
    (error,) = parsed.errors
    assert f'= "{offered}"' in error.hint and "no player called" not in error.message


def test_the_senders_words_for_himself_leave_no_keyword_waiting_for_the_next_line():
    parsed, got, _ = read(COWBOYS, "Sam @ 21:00\nStanotte proteggo me stessa\nFosco mi preoccupa")
    assert got == [] and '= "proteggo Sam"' in parsed.errors[0].hint


def test_a_name_let_go_then_a_new_one_after_a_correction_word_corrects():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco", "Sam @ 21:30\nanzi no lasciamo stare Fosco, Totò")
    assert (parsed.doubts, got, kinds(parsed)) == ((), ["sfido Totò"], [ORDER, CORRECTION])


def test_a_name_let_go_alone_after_a_correction_word_takes_back():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco", "Sam @ 21:30\nanzi lascia stare Fosco")
    assert (parsed.doubts, got, kinds(parsed)) == ((), [], [ORDER, "withdrawal"])


# -- chat words beside an order are never quoted as names -------------------------------------------
@pytest.mark.parametrize(("game", "body", "said", "unsaid"), [
    (LOTR, "passo il palantir a chi vuoi tu master, a me basta non tenerlo", "chi vuoi tu", "basta"),
    (LOTR, "indago chi vuole lui, che ne so", "chi vuole lui", 'called "vuole"'),
])
def test_a_target_left_to_the_gm_or_described_says_so(game, body, said, unsaid):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    (error,) = parsed.errors
    problem = error.message.split(body, 1)[1]      # what is said of the line quoted whole
    assert said in problem and unsaid not in problem and got == []


def test_a_target_described_as_the_nights_dead_is_an_order_under_a_condition():
    # Who dies tonight is known once the night is resolved: asked, as "se qualcuno muore lo
    # resuscito" is, never an error about a player called «muore».
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nresuscito chi muore stanotte")
    assert (parsed.errors, [d.kind for d in parsed.doubts], got) == ((), [CONDITION], [])


@pytest.mark.parametrize(("game", "body", "applied"), [
    (LOTR, "passo il palantir a Fosco, lo specchio invece lo tengo", ["passo palantir Fosco"]),
    (LOTR, "passo il palantir a Fosco e tengo lo specchio", ["passo palantir Fosco"]),
    (THIERCELIEUX, "j'échange avec le loup-garou si possible, sinon je garde", ["prends loup-garou"]),
    (THIERCELIEUX, "J'espionne les loups, et je regarde bien qui c'est", ["espionne"]),
])
def test_chat_words_beside_an_order_leave_it_as_written(game, body, applied):
    parsed, got, _ = read(game, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, parsed.doubts, got) == ((), (), applied)
