"""Night orders read as the player last meant, or a doubt (issue 21): corrections and
withdrawals on the same line, the next line or a later PM; hedges, questions and bare places
never picked; the GM's `[corrections]`; orders by the time they were sent.

The keywords come from the shipped games (games/<name>), the players are fictional.
"""
from __future__ import annotations

import dataclasses
from datetime import timedelta
from functools import cache
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.orders.accounting import unapplied_orders
from lupus_mod.orders.deadline import Deadline
from lupus_mod.orders.model import (CORRECTION, DOUBT, HEDGE, NO_VERB, ORDER, QUESTION, TALK,
                                    UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, WITHDRAWAL,
                                    LineCorrection, Vocabulary)
from lupus_mod.orders.parse import effective_orders, parse_log, sent_order
from lupus_mod.play.game import vocabulary
from lupus_mod.play.turns import loop_vocabulary
from tests.orders.vocab import DEADLINE, TZ

GAMES = Path(__file__).resolve().parents[2] / "games"
LOTR, COWBOYS, THIERCELIEUX, WITCHES = ("lupus-of-the-rings", "cowboys-and-aliens", "thiercelieux",
                                        "acchiappastreghe")
PLAYERS = (("Lorenzino", ()), ("Federica", ()), ("Lady Oscar", ("Oscar",)), ("Fosco", ()),
           ("Totò", ("Toto",)), ("Sam", ()), ("Merry", ()), ("Kilian", ()), ("Baptiste", ()))


@cache
def _vocab(game: str) -> Vocabulary:
    loaded = load_game(GAMES / game)
    words = loop_vocabulary(loaded) if game == WITCHES else vocabulary(loaded)
    return dataclasses.replace(words, players=PLAYERS)


def read(game: str, *messages: str, corrections: tuple[LineCorrection, ...] = ()):
    """The log of these messages ("Player @ HH:MM\\nbody"), read; the applied and dropped orders."""
    text = "".join(f"## {m.split(chr(10), 1)[0].replace('@ ', '@ 2024-03-05 ')}\n"
                   f"{m.split(chr(10), 1)[1]}\n\n" for m in messages)
    parsed = parse_log(text, file="nights/2.txt", vocab=_vocab(game), tz=TZ, deadline=DEADLINE,
                       corrections=corrections)
    applied, dropped = effective_orders(parsed.orders, accept_late=False)
    return parsed, [o.canonical() for o in applied], dropped


def kinds(parsed) -> list[str]:
    return [r.kind for r in parsed.readings]


# ---- a correction on the same line, the next line, or a later PM --------------------------

@pytest.mark.parametrize(("game", "messages", "applied"), [
    (COWBOYS, ["Sam @ 21:00\nsbrano Federica\nanzi Lady Oscar"], ["sbrano Lady Oscar"]),
    (COWBOYS, ["Sam @ 21:00\nsbrano Federica", "Sam @ 21:05\nanzi Lady Oscar"],
     ["sbrano Lady Oscar"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco", "Sam @ 21:30\nno aspetta, meglio Totò"], ["indago Totò"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco, anzi no, Totò"], ["indago Totò"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco\ncambio: Totò"], ["indago Totò"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco\ninvece Totò"], ["indago Totò"]),
    # "o meglio" corrects: it offers no two names
    (LOTR, ["Sam @ 21:00\nindago Fosco\no meglio Totò"], ["indago Totò"]),
    # what the correction does not change stays: the item passed
    (LOTR, ["Sam @ 21:00\npasso il palantir a Fosco", "Sam @ 21:10\nanzi a Merry"],
     ["passo palantir Merry"]),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian", "Sam @ 21:10\nplutôt Baptiste"],
     ["regarde Baptiste"]),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian\nfinalement Baptiste"], ["regarde Baptiste"]),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian\nen fait Baptiste"], ["regarde Baptiste"]),
    (WITCHES, ["Sam @ 21:00\nvado al bosco", "Sam @ 21:10\nanzi al prato"], ["vado prato"]),
])
def test_the_last_word_wins(game, messages, applied):
    parsed, got, dropped = read(game, *messages)
    assert (parsed.errors, parsed.doubts, got) == ((), (), applied)
    assert CORRECTION in kinds(parsed)
    rows = unapplied_orders([], dropped, (), Deadline(DEADLINE, "log-line"), "nights/2.txt")
    assert {r.reason for r in rows} == {"replaced"}


def test_a_correction_names_the_line_it_corrects():
    parsed, _, _ = read(COWBOYS, "Sam @ 21:00\nsbrano Federica", "Sam @ 21:05\nanzi Lady Oscar")
    last = parsed.readings[-1]
    assert (last.line, last.kind, last.reading, last.of_lines) == (5, CORRECTION,
                                                                    "sbrano Lady Oscar", (2,))


def test_a_correction_before_any_order_is_talk():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nanzi Lady Oscar è simpatica")
    assert (got, kinds(parsed), [c.line for c in parsed.chatter]) == ([], [TALK], [2])


def test_a_correction_fitting_two_orders_is_a_doubt():
    parsed, got, _ = read(COWBOYS, "Sam @ 21:00\nsbrano Federica\nindago Fosco\nanzi Totò")
    (doubt,) = parsed.doubts
    assert (doubt.line, doubt.kind, doubt.text) == (4, UNCLEAR_CORRECTION, "anzi Totò")
    assert set(doubt.candidates) == {"indago Totò", "sbrano Totò", "none"}


# ---- withdrawals --------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "messages"), [
    (COWBOYS, ["Sam @ 21:00\nsalvo Lorenzino. Anzi no, non lo salvo"]),
    (COWBOYS, ["Sam @ 21:00\nsalvo Lorenzino", "Sam @ 21:20\nripensandoci no, lascialo morire, "
                                                "non salvo nessuno"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco", "Sam @ 21:20\nnon indago nessuno"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco\nlascia stare"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco\nannullo"]),
    (LOTR, ["Sam @ 21:00\nindago Fosco\nniente"]),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian", "Sam @ 21:10\nj'annule"]),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian\nje ne regarde personne"]),
])
def test_a_withdrawal_takes_the_order_back(game, messages):
    parsed, got, dropped = read(game, *messages)
    assert (parsed.errors, parsed.doubts, got) == ((), (), [])
    assert WITHDRAWAL in kinds(parsed)
    rows = unapplied_orders([], dropped, (), Deadline(DEADLINE, "log-line"), "nights/2.txt")
    assert [r.reason for r in rows] == ["withdrawn"]
    assert rows[0].data["by_line"] == parsed.readings[-1].line


def test_annullo_tutto_withdraws_every_order_of_the_sender():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco\npasso il palantir a Merry",
                          "Merry @ 21:01\nindago Totò", "Sam @ 21:30\nannullo tutto")
    assert (parsed.doubts, got) == ((), ["indago Totò"])
    assert parsed.readings[-1].of_lines == (2, 3)


def test_a_withdrawal_of_one_of_two_powers_is_a_doubt():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco\npasso il palantir a Merry\nannullo")
    (doubt,) = parsed.doubts
    assert (doubt.kind, doubt.candidates) == (UNCLEAR_WITHDRAWAL,
                                              ("none indago", "none passo", "none"))


def test_a_later_order_after_a_withdrawal_stands():
    _, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco\nannullo\nindago Merry")
    assert got == ["indago Merry"]


def test_a_late_withdrawal_withdraws_nothing():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", "Sam @ 23:00\nannullo")
    assert got == ["indago Fosco"]
    applied, _ = effective_orders(parsed.orders, accept_late=True)
    assert applied == ()


def test_a_withdrawal_with_nothing_before_is_talk():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nNon indago nessuno stanotte")
    assert (got, kinds(parsed), parsed.doubts) == ([], [TALK], ())


# ---- hedges, questions, bare places: doubts, never a pick -----------------------------------

@pytest.mark.parametrize(("game", "messages", "kind", "candidates"), [
    (WITCHES, ["Sam @ 21:00\nvado al bosco o forse al prato"], HEDGE, ("vado bosco", "vado prato")),
    (WITCHES, ["Sam @ 21:00\nvado al bosco oppure al prato"], HEDGE, ("vado bosco", "vado prato")),
    (LOTR, ["Sam @ 21:00\nindago Fosco o Totò"], HEDGE, ("indago Fosco", "indago Totò")),
    (LOTR, ["Sam @ 21:00\nindago magari Fosco"], HEDGE, ("indago Fosco", "none")),
    (LOTR, ["Sam @ 21:00\nindago forse Fosco"], HEDGE, ("indago Fosco", "none")),
    (LOTR, ["Sam @ 21:00\nindago Fosco", "Sam @ 21:10\nforse meglio Totò"], HEDGE,
     ("indago Totò", "none")),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde Kilian ou Baptiste"], HEDGE,
     ("regarde Kilian", "regarde Baptiste")),
    (THIERCELIEUX, ["Sam @ 21:00\nje regarde peut-être Kilian"], HEDGE, ("regarde Kilian", "none")),
    (LOTR, ["Sam @ 21:00\nindago Sam?"], QUESTION, ("indago Sam", "none")),
    (LOTR, ["Sam @ 21:00\nSbraniamo Merry? Secondo me è la scelta migliore"], QUESTION,
     ("sbrano Merry", "none")),
    (COWBOYS, ["Sam @ 21:00\nsbrano Federica", "Sam @ 21:05\nanzi Lady Oscar?"], QUESTION,
     ("sbrano Lady Oscar", "none")),
    (WITCHES, ["Sam @ 21:00\nOggi bosco"], NO_VERB, None),
])
def test_a_line_read_more_than_one_way_is_a_doubt(game, messages, kind, candidates):
    parsed, got, _ = read(game, *messages)
    doubt = parsed.doubts[-1]
    assert (parsed.errors, doubt.kind, doubt.player, doubt.file) == ((), kind, "Sam", "nights/2.txt")
    assert doubt.text == messages[-1].split("\n", 1)[1]
    assert kinds(parsed)[-1] == DOUBT
    if candidates:
        assert doubt.candidates == candidates
    else:
        assert "vado bosco" in doubt.candidates
    # the doubt's line is never applied, whatever it could be
    assert not any(o.line == doubt.line for o in parsed.orders)


def test_a_question_to_the_gm_stays_talk():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nposso indagare Fosco?")
    assert (got, parsed.doubts, kinds(parsed)) == ([], (), [TALK])


def test_a_place_named_in_talk_is_no_doubt():
    parsed, _, _ = read(WITCHES, "Sam @ 21:00\nvado al bosco\nil bosco è bellissimo stasera")
    assert parsed.doubts == ()


def test_a_bare_item_is_no_doubt_where_no_power_takes_only_it():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nOggi palantir")
    assert (parsed.doubts, kinds(parsed)) == ((), [TALK])


# ---- the GM's [corrections] ---------------------------------------------------------------

def _fix(line: int, reading: str) -> LineCorrection:
    return LineCorrection(line, reading, "nights/2.overrides.toml", 3)


def test_a_correction_settles_a_doubt_and_keeps_the_time_of_its_message():
    messages = ("Sam @ 21:00\nindago Fosco o Totò", "Sam @ 21:10\nindago Merry")
    parsed, got, _ = read(LOTR, *messages, corrections=(_fix(2, "indago Totò"),))
    assert (parsed.doubts, parsed.errors, got) == ((), (), ["indago Merry"])
    assert parsed.readings[0].by_gm and parsed.readings[0].reading == "indago Totò"
    assert parsed.orders[0].time == parsed.orders[1].time - timedelta(minutes=10)


@pytest.mark.parametrize(("reading", "applied"), [
    ("none", ["indago Fosco"]),
    ("indago Totò; passo palantir Merry", ["indago Totò", "passo palantir Merry"]),
    ("none indago", []),
])
def test_a_correction_is_the_lines_reading(reading, applied):
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nindago Fosco\nindago Fosco o Totò",
                          corrections=(_fix(3, reading),))
    assert (parsed.errors, parsed.doubts, got) == ((), (), applied)


@pytest.mark.parametrize(("line", "reading", "words"), [
    (9, "indago Totò", "no line of a player's message"),
    (1, "indago Totò", "the log changed"),
    (2, "indago Totò o Fosco", "cannot be read"),
    (2, "indgo Totò", "cannot be read"),
    (2, "none vado", "cannot be read"),
    (2, "Vorrei indagare Totò", "cannot be read"),
    (2, "indago Totò e passo il palantir a Merry", "cannot be read"),
])
def test_a_correction_that_does_not_fit_the_log_is_an_error(line, reading, words):
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nindago Fosco", corrections=(_fix(line, reading),))
    (error,) = parsed.errors
    assert (error.file, error.line) == ("nights/2.overrides.toml", 3)
    assert words in error.render() and f'"{line}"' in error.render()


# ---- packs go by time -----------------------------------------------------------------------

def test_orders_go_by_the_time_they_were_sent_not_where_they_were_pasted():
    parsed, _, _ = read(LOTR, "Sam @ 22:10\nsbrano Fosco", "Merry @ 21:00\nsbrano Totò")
    applied, _ = effective_orders(parsed.orders, accept_late=False)
    assert [o.player for o in applied] == ["Merry", "Sam"]


def test_equal_times_keep_the_log_order_and_untimed_messages_follow_the_one_above():
    text = ("## Sam @ 2024-03-05 21:00\nsbrano Fosco\n## Merry @ 2024-03-05 21:00\nsbrano Totò\n"
            "## Fosco\nindago Sam\n## Totò @ 2024-03-05 20:00\nindago Merry\n")
    parsed = parse_log(text, file="n.txt", vocab=_vocab(LOTR), tz=TZ, deadline=DEADLINE)
    assert [o.player for o in sent_order(parsed.orders)] == ["Totò", "Sam", "Merry", "Fosco"]


def test_every_body_line_gets_one_reading():
    parsed, _, _ = read(LOTR, "Sam @ 21:00\nCiao master!\nindago Fosco\n\n# nota del GM\nannullo")
    assert [(r.line, r.kind) for r in parsed.readings] == [(2, TALK), (3, ORDER), (6, WITHDRAWAL)]


def test_a_keyword_taking_the_next_lines_names_reads_both_lines_as_one_order():
    parsed, got, _ = read(LOTR, "Sam @ 21:00\nIndagine:\nFosco")
    assert got == ["indago Fosco"]
    assert [(r.line, r.kind, r.reading) for r in parsed.readings] == [
        (2, ORDER, "indago Fosco"), (3, ORDER, "indago Fosco")]


def test_a_withdrawal_leading_a_line_takes_back_whatever_the_rest_says():
    """ "annullo, lo tengo per un'altra notte": the first clause takes the order back, the rest
    is its reason; "j'annule, je ne fais rien" takes back the Sorcière's heal and answers rien."""
    from lupus_mod.orders.meaning import intent_of
    from lupus_mod.orders.line import read_line
    from lupus_mod.orders.names import NameIndex
    from tests.orders.vocab import VOCAB
    index = NameIndex(VOCAB)
    reason = intent_of(read_line("annullo, lo tengo per un'altra notte", index).pieces, index)
    assert reason.withdrawal is not None and not reason.withdrawal.after_orders
    assert intent_of(read_line("ciao, domani annullo la cena", index).pieces, index).withdrawal is None
