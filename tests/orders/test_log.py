"""A whole night's PM log: headers, times, late messages, quotes, comments and every error."""
from __future__ import annotations

from datetime import datetime

import pytest

from lupus_mod.orders.parse import parse_log
from tests.orders.vocab import DEADLINE, TZ, VOCAB

NIGHT = """\
# Notte 2: messaggi ricevuti dal master
## Sam @ 2024-03-05 21:10
Ciao master!
indago Merry

## Meriadoc @ 2024-03-05 22:00
passo il palantir a Sam
sbrano Lady Oscar
## Sam @ 2024-03-05 22:20
Anzi no, indago Lady Oscar
## nico @ 2024-03-05 22:45
sfido Marco
"""


def _parse(text: str, deadline: datetime | None = DEADLINE):
    return parse_log(text, file="nights/2.txt", vocab=VOCAB, tz=TZ, deadline=deadline)


def _canonical(parsed) -> list[tuple[str, str, int]]:
    return [(o.player, o.canonical(), o.line) for o in parsed.orders]


def test_a_night_log_gives_each_order_its_sender_and_line():
    parsed = _parse(NIGHT)
    assert parsed.errors == ()
    assert _canonical(parsed) == [
        ("Sam", "indago Merry", 4),
        ("Merry", "passo palantir Sam", 7),
        ("Merry", "sbrano Lady Oscar", 8),
        ("Sam", "indago Lady Oscar", 10),
        ("Nicolò", "sfido Marco", 12),
    ]
    assert [(c.player, c.line, c.text) for c in parsed.chatter] == [("Sam", 3, "Ciao master!")]


def test_header_times_are_read_in_the_game_time_zone():
    parsed = _parse(NIGHT)
    first = parsed.orders[0].time
    assert first == datetime(2024, 3, 5, 21, 10, tzinfo=TZ)
    assert first.utcoffset().total_seconds() == 3600


def test_a_message_after_the_deadline_is_late():
    parsed = _parse(NIGHT)
    assert [o.late for o in parsed.orders] == [False, False, False, False, True]


def test_a_message_at_the_deadline_is_on_time():
    parsed = _parse("## Sam @ 2024-03-05 22:30\nindago Merry\n")
    assert parsed.orders[0].late is False


def test_without_a_deadline_nothing_is_late():
    parsed = _parse(NIGHT, deadline=None)
    assert not any(o.late for o in parsed.orders)


@pytest.mark.parametrize("header", ["## Sam @2024-03-05 21:10", "## Sam@2024-03-05 21:10",
                                    "## Sam @ 2024-03-05 21:10:00", "## Sam @ 2024-03-05T21:10"])
def test_header_time_spellings(header):
    parsed = _parse(f"{header}\nindago Merry\n")
    assert parsed.errors == ()
    assert parsed.orders[0].time == datetime(2024, 3, 5, 21, 10, tzinfo=TZ)


@pytest.mark.parametrize("header", ["## Sam @ 5 marzo 2024 21:10", "## Sam @ 5 marzo 2024, 21:10",
                                    "## Sam @ 05/03/2024 21:10", "## Sam @ 2024-03-05 21.10",
                                    "## Sam @ mar 5 mar 2024 21:10"])
def test_header_dates_as_the_forum_prints_them(header):
    """The PM pasted with the date its forum page prints (it was refused, every header to
    rewrite by hand): day first, as Italian and French boards write it."""
    parsed = _parse(f"{header}\nindago Merry\n")
    assert parsed.errors == ()
    assert parsed.orders[0].time == datetime(2024, 3, 5, 21, 10, tzinfo=TZ)


@pytest.mark.parametrize("header", ["## Sam @ 21:10", "## Sam @ oggi 21:10", "## Sam @ 2024-03-05 24:10",
                                    "## Sam @ 2024-02-30 21:10"])
def test_header_times_without_their_day_or_impossible_are_refused(header):
    assert [e.message for e in _parse(f"{header}\nindago Merry\n").errors] == [
        f'cannot read the time "{header.split("@ ")[1]}" of the message header']


@pytest.mark.parametrize("header, sent", [
    ("## Sam @ 05/03 21h10", datetime(2024, 3, 5, 21, 10, tzinfo=TZ)),
    ("## Sam @ Mar 5 Mar - 21:10", datetime(2024, 3, 5, 21, 10, tzinfo=TZ)),
    # past midnight in a night whose deadline is late on 31 December: the next year's
    ("## Sam @ 01/01 00h20", datetime(2025, 1, 1, 0, 20, tzinfo=TZ))])
def test_a_board_date_without_its_year_is_read_in_the_nights_year(header, sent):
    deadline = "2024-12-31 23:30" if sent.year == 2025 else "2024-03-05 22:30"
    parsed = _parse(f"# deadline: {deadline}\n{header}\nindago Merry\n", deadline=None)
    assert parsed.errors == ()
    assert parsed.orders[0].time == sent


def test_a_board_date_without_its_year_in_a_log_without_one_says_what_to_write():
    errors = _parse("## Sam @ 05/03 21h10\nindago Merry\n").errors
    assert [(e.line, e.message) for e in errors] == [
        (1, 'the header dates the message "05/03 21h10", without its year, and the log gives the night\'s date nowhere')]
    assert "`# deadline: YYYY-MM-DD HH:MM`" in errors[0].hint and "`## Sam @ YYYY-MM-DD HH:MM`" in errors[0].hint


def test_a_board_weekday_that_is_not_the_dates_is_refused():
    errors = _parse("# deadline: 2024-03-05 22:30\n## Sam @ Lun 5 Mar - 21:10\nindago Merry\n", deadline=None).errors
    assert [e.message for e in errors] == ['cannot read the time "Lun 5 Mar - 21:10" of the message header']


def test_a_header_without_time_gives_orders_without_time():
    parsed = _parse("## Sam\nindago Merry\n")
    assert (parsed.orders[0].time, parsed.orders[0].late) == (None, False)


@pytest.mark.parametrize("header", ["## Sammy", "## samvise", "##Sam", "## SAM ", "## Sa"])
def test_aliases_case_and_prefixes_in_headers(header):
    parsed = _parse(f"{header}\nindago Merry\n")
    assert parsed.errors == ()
    assert parsed.orders[0].player == "Sam"


def test_an_exact_header_name_wins_over_a_longer_one():
    parsed = _parse("## Marco\nindago Merry\n## Marcolino\nindago Sam\n")
    assert [o.player for o in parsed.orders] == ["Marco", "Marcolino"]


def test_a_multi_word_sender_with_accents():
    parsed = _parse("## lady oscar @ 2024-03-05 20:00\nindago Merry\n## Nicolo\nindago Sam\n")
    assert [o.player for o in parsed.orders] == ["Lady Oscar", "Nicolò"]


def test_an_unknown_sender_is_an_error_and_the_message_is_not_read():
    parsed = _parse("## Pippo @ 2024-03-05 21:00\nindago Sam\n## Merry\nindago Sam\n")
    assert [(e.line, e.message) for e in parsed.errors] == [
        (1, 'the header names "Pippo", who is not a player')]
    assert [o.player for o in parsed.orders] == ["Merry"]
    assert parsed.chatter == ()
    # A spectator's PM is no typo: the hint says what to do with it too.
    assert "if the sender does not play, take his message out of the log" in parsed.errors[0].hint


def test_a_misspelt_sender_gets_a_suggestion():
    parsed = _parse("## Marry\nindago Sam\n")
    assert "did you mean Merry" in parsed.errors[0].hint


def test_an_ambiguous_sender_lists_the_candidates():
    parsed = _parse("## Marc\nindago Sam\n")
    assert "Marco, Marcolino" in parsed.errors[0].message


def test_a_header_without_a_name():
    parsed = _parse("##\nindago Sam\n")
    assert parsed.errors[0].message == "message header without a player name"


@pytest.mark.parametrize("when", ["ieri sera", "2024-03-05", "05/03/2024", "2024-03-05 25:10"])
def test_an_unreadable_time_is_an_error_but_the_orders_are_read(when):
    parsed = _parse(f"## Sam @ {when}\nindago Merry\n")
    assert len(parsed.errors) == 1
    assert parsed.errors[0].line == 1
    assert "YYYY-MM-DD HH:MM" in parsed.errors[0].hint
    assert (parsed.orders[0].canonical(), parsed.orders[0].time) == ("indago Merry", None)


def test_text_before_the_first_header_is_an_error_for_each_line():
    parsed = _parse("Notte 2\n# a comment\n\nindago Sam\n## Sam\nindago Merry\n")
    assert [e.line for e in parsed.errors] == [1, 4]
    assert all("before the first message header" in e.message for e in parsed.errors)
    assert _canonical(parsed) == [("Sam", "indago Merry", 6)]


def test_comment_lines_in_a_body_are_gm_notes():
    parsed = _parse("## Sam\n# scritto alle 23, poi corretto\nindago Merry\n### nota\n")
    assert (parsed.errors, parsed.chatter) == ((), ())
    assert _canonical(parsed) == [("Sam", "indago Merry", 3)]


def test_a_quote_across_lines_is_someone_elses_words():
    log = ('## Merry\n[quote="Master"]\nMerry, stanotte indaga qualcuno\n'
           "[/quote]\nindago Sam\n")
    parsed = _parse(log)
    assert _canonical(parsed) == [("Merry", "indago Sam", 5)]
    assert [c.line for c in parsed.chatter] == [2, 3, 4]


def test_text_after_a_closing_quote_is_read():
    parsed = _parse("## Merry\n[quote]\nindaga qualcuno\n[/quote] indago Sam\n")
    assert _canonical(parsed) == [("Merry", "indago Sam", 4)]


def test_a_keyword_alone_takes_its_names_from_the_next_line():
    parsed = _parse("## Sam\nIndagine:\nLady Oscar\ngrazie!\n")
    assert _canonical(parsed) == [("Sam", "indago Lady Oscar", 2)]
    assert parsed.orders[0].raw == "Indagine:\nLady Oscar"
    assert [c.line for c in parsed.chatter] == [4]


def test_a_keyword_alone_before_another_order_is_an_error():
    parsed = _parse("## Sam\nindago\npasso il palantir a Merry\n")
    assert [e.line for e in parsed.errors] == [2]
    assert _canonical(parsed) == [("Sam", "passo palantir Merry", 3)]


def test_a_keyword_alone_at_the_end_of_a_message_is_an_error():
    parsed = _parse("## Sam\nindago\n## Merry\nindago Sam\n")
    assert [(e.line, e.message) for e in parsed.errors] == [
        (2, 'Sam wrote "indago": indago without a player')]


def test_every_error_is_reported_with_its_line():
    log = "## Sam\nindago Marcc\nciao\npasso Sam\n## Pippo\nindago Sam\n## Merry\nindago Xyz\n"
    parsed = _parse(log)
    assert [e.line for e in parsed.errors] == [2, 4, 5, 8]
    assert all(e.file == "nights/2.txt" for e in parsed.errors)
    assert 'Sam wrote "indago Marcc"' in parsed.errors[0].message


def test_a_line_with_a_good_and_a_bad_order_keeps_the_good_one():
    parsed = _parse("## Sam\nindago Marcco e sbrano Merry\n")
    assert _canonical(parsed) == [("Sam", "sbrano Merry", 2)]
    assert [e.line for e in parsed.errors] == [2]


def test_messages_of_one_player_out_of_time_order_are_an_error():
    log = "## Sam @ 2024-03-05 22:00\nindago Merry\n## Sam @ 2024-03-05 21:00\nindago Marco\n"
    parsed = _parse(log)
    assert [e.line for e in parsed.errors] == [3]
    assert "line 1" in parsed.errors[0].message


def test_messages_of_different_players_out_of_time_order_are_an_error():
    """The GM pastes the PMs in the order they came: a header going backwards may be a
    player's text inside the message before it (tests/orders/test_log_structure.py)."""
    log = "## Sam @ 2024-03-05 22:00\nindago Merry\n## Merry @ 2024-03-05 21:00\nindago Sam\n"
    parsed = _parse(log)
    assert [e.line for e in parsed.errors] == [3]
    assert "line 1" in parsed.errors[0].message


def test_windows_line_ends_and_a_byte_order_mark():
    parsed = _parse("\ufeff## Sam\r\nindago Merry\r\n\r\n## Merry\r\nindago Sam\r\n")
    assert parsed.errors == ()
    assert _canonical(parsed) == [("Sam", "indago Merry", 2), ("Merry", "indago Sam", 5)]


def test_an_empty_log_has_nothing():
    parsed = _parse("")
    assert (parsed.orders, parsed.chatter, parsed.errors) == ((), (), ())


def test_a_message_without_body_is_nothing():
    parsed = _parse("## Sam @ 2024-03-05 21:00\n\n## Merry\n")
    assert (parsed.orders, parsed.chatter, parsed.errors) == ((), (), ())
