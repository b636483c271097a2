"""PMs that lean on an earlier one or on another player (docs/orders.md "What a PM leans on"):
"il solito", "X al posto di Y", a last sentence that is the line's last word, "no niente, va
bene così", a mate's relayed "X dice che sbraniamo Y", a doubt made moot by a later order, a
name before a condition, a name said again. Fictional players, the shipped games' keywords."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import EARLIER, RELAYED, TALK, UNCLEAR_CORRECTION
from tests.orders.test_later import COWBOYS, LOTR, THIERCELIEUX, WITCHES, kinds, read


@pytest.mark.parametrize(("game", "body"), [
    (LOTR, "il solito"), (LOTR, "come al solito, grazie"), (LOTR, "come l'altra volta"),
    (THIERCELIEUX, "comme d'habitude"), (THIERCELIEUX, "comme l'autre fois"),
])
def test_the_usual_with_nothing_standing_asks_for_the_earlier_nights_order(game, body):
    parsed, applied, _ = read(game, f"Sam @ 21:00\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(EARLIER, ("none",))]
    assert applied == []


def test_the_usual_after_an_order_confirms_it():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:10\nil solito, grazie")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), ["indago Fosco"], ["order", TALK])


@pytest.mark.parametrize("body", ["lascia Totò, metti Merry al posto di Fosco"])
def test_a_name_in_place_of_a_standing_one_among_other_words_asks_with_the_swap(body):
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nammalio Totò e Fosco", f"Sam @ 21:30\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [
        (UNCLEAR_CORRECTION, ("ammalio Totò Merry", "none"))]


@pytest.mark.parametrize("body", ["Merry al posto di Fosco", "Merry invece di Fosco", "anzi Merry al posto di Fosco",
                                  "sostituisci Fosco con Merry", "al posto di Fosco metti Merry, grazie",
                                  "tolgo Fosco, metti Merry"])
def test_a_swap_said_and_nothing_else_corrects(body):
    """One name in place of another and nothing else (orders/swap.py): the standing order
    naming the one turned away from, with the new one, as the player last meant."""
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nammalio Totò e Fosco", f"Sam @ 21:30\n{body}")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), ["ammalio Totò Merry"], ["order", "correction"])


def test_a_last_sentence_of_names_is_the_lines_last_word():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco",
                        "Sam @ 21:20\nah no, Fosco l'ho già fatto ieri sera. allora Totò")
    assert [d.candidates for d in parsed.doubts] == [("indago Totò", "none")]


def test_a_last_sentence_of_annulment_takes_back():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nresuscito Fosco",
                              "Sam @ 21:20\nah no è stato bruciato, nn vale. lascia stare")
    assert (parsed.doubts, applied, kinds(parsed)[-1]) == ((), [], "withdrawal")


@pytest.mark.parametrize("body", ["no niente, va bene così", "niente, confermo"])
def test_nothing_then_keeping_keeps(body):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:10\n{body}")
    assert (parsed.doubts, applied, kinds(parsed)[-1]) == ((), ["indago Fosco"], TALK)


def test_nothing_then_keeping_with_a_name_still_asks():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:10\nanzi Totò",
                        "Sam @ 21:20\nno niente, resta come prima: Fosco")
    assert parsed.doubts


@pytest.mark.parametrize(("body", "candidates"), [
    ("Fosco dice che sbraniamo Merry, lo scrivo io per lui", ("sbrano Merry", "none")),
    ("Fosco dice: sbraniamo Merry", ("sbrano Merry", "none")),
])
def test_a_relayed_order_in_the_first_person_plural_asks(body, candidates):
    parsed, applied, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(RELAYED, candidates)]
    assert applied == []


def test_a_relayed_order_of_someone_else_stays_talk():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nFosco mi ha detto che sbrana Merry, occhio")
    assert (parsed.doubts, applied, kinds(parsed)) == ((), [], [TALK])


@pytest.mark.parametrize("middle", ["no aspetta, ieri Fosco ha votato con noi", "sfido Fosco o forse Totò",
                                    "sfido Merry?"])
def test_a_doubt_a_later_order_of_the_same_power_replaces_is_not_asked(middle):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco", f"Sam @ 21:10\n{middle}",
                              "Sam @ 21:20\nok, sfido Lady Oscar")
    assert (parsed.doubts, applied, kinds(parsed)[1]) == ((), ["sfido Lady Oscar"], TALK)


def test_a_doubt_stays_when_the_later_order_is_of_another_power_or_late():
    other, _, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco o forse Totò", "Sam @ 21:20\nindago Merry")
    late, _, _ = read(LOTR, "Sam @ 21:00\nsfido Fosco o forse Totò", "Sam @ 23:50\nsfido Merry")
    assert [d.line for d in other.doubts] == [2] and [d.line for d in late.doubts] == [2]


def test_a_name_only_before_a_condition_is_whom_the_pm_speaks_to():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nsbraniamo Merry",
                              "Sam @ 21:10\nx Fosco: se nn sei d'accordo scrivi tu al master")
    assert (parsed.doubts, applied) == ((), ["sbrano Merry"])


@pytest.mark.parametrize(("body", "applied"), [("tormento Fosco, per Fosco!", ["tormento Fosco"]),
                                               ("tormento Fosco, Fosco", ["tormento Fosco"])])
def test_a_name_said_again_is_no_second_target(body, applied):
    parsed, got, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert (parsed.errors, parsed.doubts, got) == ((), (), applied)


@pytest.mark.parametrize("quote", ["[quote=Fosco]sbraniamo Merry[/quote]", "> sbraniamo Merry"])
def test_names_under_a_quoted_order_ask_with_it_refitted(quote):
    parsed, applied, _ = read(LOTR, f"Sam @ 21:00\n{quote}\nno dai, Totò")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [
        (UNCLEAR_CORRECTION, ("sbrano Totò", "none"))]
    assert applied == []


def test_chat_under_a_quoted_order_stays_talk():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\n[quote=Fosco]sbraniamo Merry[/quote]\nTotò mi sta antipatico")
    assert (parsed.doubts, applied) == ((), [])


@pytest.mark.parametrize(("game", "before", "body", "offered"), [
    (LOTR, "stanotte pensavo di guardare Fosco", "ok deciso, indago lui", "indago Fosco"),
    (LOTR, "Totò mi sembra strano", "indago lui", "indago Totò"),
    (THIERCELIEUX, "Kilian est trop calme", "je regarde celui-là", "regarde Kilian"),
])
def test_a_pronoun_for_the_one_player_named_before_is_offered_in_the_settle_line(game, before, body, offered):
    """ "indago lui" names nobody: an error the GM settles, whose line offers the one player the
    sender's earlier talk named (orders/antecedent.py), never an order applied unasked."""
    parsed, applied, _ = read(game, f"Sam @ 21:00\n{before}", f"Sam @ 21:10\n{body}")
    assert applied == [] and len(parsed.errors) == 1
    assert f'= "{offered}"' in parsed.errors[0].hint


def test_a_pronoun_after_two_players_named_offers_neither():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nFosco o Totò, non so", "Sam @ 21:10\nindago lui")
    assert applied == [] and len(parsed.errors) == 1
    assert '= "indago Fosco"' not in parsed.errors[0].hint and '= "indago Totò"' not in parsed.errors[0].hint


@pytest.mark.parametrize(("body", "offered"), [
    ("indago il n. 4", "indago Fosco"), ("indago #5", "indago Totò"), ("indago il numero 6 della lista", "indago Sam"),
])
def test_a_number_of_the_official_list_is_offered_in_the_settle_line(body, offered):
    """The opening post numbers the players.toml list from 1: "indago il n. 4" is an error whose
    settle line offers the fourth player, never his order applied (a number may be mistyped)."""
    parsed, applied, _ = read(LOTR, f"Sam @ 21:00\n{body}")
    assert applied == [] and len(parsed.errors) == 1
    assert f'= "{offered}"' in parsed.errors[0].hint


def test_a_number_beyond_the_list_offers_nobody():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago il 99")
    assert len(parsed.errors) == 1 and '= "indago <' in parsed.errors[0].hint


@pytest.mark.parametrize(("game", "first", "later", "offered"), [
    (LOTR, "indago Fosco", "ah dimenticavo, cambia pure in Totò", "indago Totò"),
    (LOTR, "indago Fosco", "mi sono confuso, Fosco l'ho già indagato, metti Merry", "indago Merry"),
    (LOTR, "indago Fosco", "ultima modifica: Merry. Giuro è l'ultima", "indago Merry"),
    (THIERCELIEUX, "je regarde Kilian", "pardon meneur, remplace par Baptiste", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "Mets Baptiste à la place stp", "regarde Baptiste"),
    (LOTR, "indago Fosco", "lascia stare Fosco, vai su Totò", "indago Totò"),
    (LOTR, "indago Fosco", "preferisco Totò", "indago Totò"),
    (LOTR, "indago Fosco", "ho deciso, Totò", "indago Totò"),
    (LOTR, "indago Fosco", "Totò. Definitivo.", "indago Totò"),
    (LOTR, "indago Fosco", "ultimo minuto: Totò", "indago Totò"),
    (THIERCELIEUX, "je regarde Kilian", "je préfère Baptiste", "regarde Baptiste"),
    (THIERCELIEUX, "je regarde Kilian", "Kilian ou Baptiste, je ne sais plus... allez Baptiste", "regarde Baptiste"),
])
def test_a_later_pm_asking_for_a_change_with_a_new_player_asks(game, first, later, offered):
    """A word asking the GM to change something ("cambia", "metti", "modifica", "remplace") and a
    new player, in a line with words of its own: the player may have changed his order, so the
    night asks (orders/unread_change.py) instead of applying the earlier one unasked."""
    parsed, applied, _ = read(game, f"Sam @ 21:00\n{first}", f"Sam @ 21:30\n{later}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, (offered, "none"))]


@pytest.mark.parametrize("later", ["Merry mi sta antipatico", "cambia poco, Fosco resta il mio obiettivo"])
def test_talk_about_players_without_a_change_asked_stays_talk(later):
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", f"Sam @ 21:30\n{later}")
    assert (parsed.doubts, applied, kinds(parsed)[-1]) == ((), ["indago Fosco"], TALK)


def test_the_senders_word_for_himself_is_offered_in_the_settle_line():
    parsed, applied, _ = read(COWBOYS, "Sam @ 21:00\nproteggo Fosco", "Sam @ 21:10\nanzi proteggo me stesso")
    assert len(parsed.errors) == 1 and '= "proteggo Sam"' in parsed.errors[0].hint


@pytest.mark.parametrize(("first", "later"), [
    ("alfa", "anzi no niente alfa"), ("alfa", "no niente alfa stanotte"), ("proteggo Fosco", "stanotte niente protezione"),
])
def test_nothing_after_a_leading_word_takes_the_power_back(first, later):
    """ "niente alfa" opens its clause after "anzi no", "stanotte": the power taken back, never
    talk beside the earlier order applied ("se non ci dice niente sbraniamo X" stays a condition)."""
    parsed, applied, _ = read(COWBOYS, f"Sam @ 21:00\n{first}", f"Sam @ 21:10\n{later}")
    assert (applied, kinds(parsed)[-1]) == ([], "withdrawal")


@pytest.mark.parametrize("later", ["ci ho ripensato, lo tengo", "lo specchio me lo tengo"])
def test_keeping_what_an_order_gave_away_asks(later):
    """ "lo tengo" after `passo lo specchio a Fosco`: the pass taken back, or chat about it; the
    night asks (`none passo` or `none`) instead of passing the item unasked."""
    parsed, _, _ = read(LOTR, "Sam @ 21:00\npasso lo specchio a Fosco", f"Sam @ 21:10\n{later}")
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [("unclear-withdrawal", ("none passo", "none"))]


@pytest.mark.parametrize(("game", "first", "later", "standing"), [
    (LOTR, "indago Fosco", "ci ho ripensato", "indago Fosco"),
    (LOTR, "indago Fosco", "aspetta ci penso", "indago Fosco"),
    (THIERCELIEUX, "je regarde Kilian", "attends je réfléchis", "regarde Kilian"),
    (WITCHES, "vado al bosco", "anzi in palude", "vado bosco"),   # no place called "palude"
])
def test_second_thoughts_with_no_new_word_ask_which_order_stands(game, first, later, standing):
    """A change announced and never written: the earlier order stands, or is taken back (`none
    <keyword>`: a bare `none` for the line would leave it standing too), as the GM reads it."""
    parsed, _, _ = read(game, f"Sam @ 21:00\n{first}", f"Sam @ 21:10\n{later}")
    taken_back = f"none {standing.split()[0]}"
    assert [(d.kind, d.candidates) for d in parsed.doubts] == [(UNCLEAR_CORRECTION, (standing, taken_back))]


def test_second_thoughts_then_a_new_order_are_moot():
    parsed, applied, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 21:10\naspetta ci penso",
                              "Sam @ 21:20\nindago Totò")
    assert (parsed.doubts, applied) == ((), ["indago Totò"])
