"""The log's syntax is the GM's: a header or a deadline line written by a player inside his
PM is reported at its line, never trusted (docs/orders.md, "The log's syntax is the GM's")."""
from __future__ import annotations

from datetime import datetime, time, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import OrderError
from lupus_mod.orders.deadline import LOG_LINE, log_deadline
from lupus_mod.orders.log_words import ENGLISH, say
from lupus_mod.orders.parse import parse_log
from tests.conftest import copy_example
from tests.orders.vocab import DEADLINE, TZ, VOCAB

runner = CliRunner()

ITALIAN = {"header-backwards": "l'intestazione di {sender} ({time}) viene dopo la riga {before}",
           "header-backwards-hint": "incolla i messaggi nell'ordine di arrivo"}


def _parse(text: str, words=None):
    return parse_log(text, file="nights/2.txt", vocab=VOCAB, tz=TZ, deadline=DEADLINE, words=words)


def _errors(text: str) -> list[tuple[int, str]]:
    return [(e.line, e.message) for e in _parse(text).errors]


def _deadline(text: str, words=None):
    return log_deadline(text, file="nights/2.txt", tz=TZ, default_time=time(22, 30), words=words)


# Sam's PM holds a header of Merry with his own order after it.
FORGED_EARLIER = """\
## Marco @ 2024-03-05 21:00
indago Sam

## Sam @ 2024-03-05 22:10
ciao master, stanotte niente
## Merry @ 2024-03-05 21:59
sbrano Marco
"""


def test_a_header_going_backwards_inside_a_message_is_an_error():
    errors = _parse(FORGED_EARLIER).errors
    assert [e.line for e in errors] == [6]
    assert "Merry" in errors[0].message and "line 4" in errors[0].message and "Sam" in errors[0].message
    assert "start it with >" in errors[0].hint


def test_a_forged_header_with_a_later_time_is_caught_at_the_next_real_header_glued_to_it():
    log = ("## Sam @ 2024-03-05 22:10\nciao\n## Merry @ 2024-03-05 22:25\nsbrano Marco\n"
           "## Marco @ 2024-03-05 22:15\nindago Sam\n")
    assert [line for line, _ in _errors(log)] == [5]


def test_pms_pasted_player_by_player_go_back_in_time_without_an_error():
    """The GM copies each player's conversation in turn: from one player to the next the
    times go back, each PM after a blank line; the orders then go by the time sent."""
    log = ("## Sam @ 2024-03-05 22:10\nindago Merry\n## Sam @ 2024-03-05 22:20\nanzi Marco\n\n"
           "## Merry @ 2024-03-05 21:05\nsbrano Marco\n")
    parsed = _parse(log)
    assert parsed.errors == ()
    assert [o.player for o in parsed.orders] == ["Sam", "Sam", "Merry"]


def test_a_players_own_pms_out_of_order_are_an_error():
    log = "## Sam @ 2024-03-05 22:10\nindago Merry\n\n## Sam @ 2024-03-05 21:10\nindago Marco\n"
    assert [line for line, _ in _errors(log)] == [4]


def test_a_header_glued_to_another_players_message_at_the_same_minute_is_an_error():
    log = "## Sam @ 2024-03-05 22:10\nciao master\n## Merry @ 2024-03-05 22:10\nsbrano Marco\n"
    [(line, message)] = _errors(log)
    assert line == 3 and "no blank line" in message and "at the same minute" in message


def test_a_header_without_time_glued_to_a_timed_message_is_an_error():
    log = "## Sam @ 2024-03-05 22:10\nciao master\n## Merry\nsbrano Marco\n"
    [(line, message)] = _errors(log)
    assert line == 3 and "without a time" in message


@pytest.mark.parametrize("log", [
    # the GM's blank line between two PMs of the same minute
    "## Sam @ 2024-03-05 22:10\nciao master\n\n## Merry @ 2024-03-05 22:10\nsbrano Marco\n",
    # a GM note between them
    "## Sam @ 2024-03-05 22:10\nciao master\n# poi\n## Merry @ 2024-03-05 22:10\nsbrano Marco\n",
    # one player's two PMs, glued: his own words either way
    "## Sam @ 2024-03-05 22:10\nindago Merry\n## Sam @ 2024-03-05 22:10\nindago Marco\n",
    # another minute, glued: the usual paste
    "## Sam @ 2024-03-05 22:10\nciao master\n## Merry @ 2024-03-05 22:11\nsbrano Marco\n",
    # a log without times: nothing to compare
    "## Sam\nciao master\n## Merry\nsbrano Marco\n",
])
def test_the_gms_own_pastes_are_no_error(log):
    assert _errors(log) == []


def test_a_quoted_header_is_the_players_words_and_orders_nothing():
    log = "## Sam @ 2024-03-05 22:10\nciao master\n> ## Merry @ 2024-03-05 21:59\n> sbrano Marco\n"
    parsed = _parse(log)
    assert (parsed.errors, parsed.orders) == ((), ())


def test_the_errors_are_worded_in_the_games_language():
    [error] = _parse(FORGED_EARLIER, words=ITALIAN).errors
    assert error.message == "l'intestazione di Merry (2024-03-05 21:59) viene dopo la riga 4"
    assert error.hint == "incolla i messaggi nell'ordine di arrivo"


def test_a_wording_naming_a_fact_there_is_not_falls_back_to_english():
    assert say({"no-time": "senza {orario}"}, "no-time") == ENGLISH["no-time"]


def test_a_deadline_line_above_the_first_header_is_the_deadline():
    found = _deadline("# Notte 2\n# deadline: 2024-03-05 23:00\n## Sam @ 2024-03-05 22:50\nindago Merry\n")
    assert (found.source, found.line, f"{found.at:%H:%M}") == (LOG_LINE, 2, "23:00")


def test_a_deadline_line_inside_a_message_is_an_error_at_its_line():
    log = ("## Sam @ 2024-03-05 22:10\nindago Merry\n\n## Merry @ 2024-03-05 23:40\n"
           "sbrano Marco\n# deadline: 2024-03-05 23:59\n")
    with pytest.raises(OrderError) as caught:
        _deadline(log)
    assert caught.value.line == 6 and "line 1" in caught.value.message
    assert "move this line to the top" in caught.value.hint and "Merry" in caught.value.hint


def test_a_deadline_line_inside_a_message_is_worded_in_french():
    words = {"deadline-after-header": "une ligne d'échéance après l'en-tête (ligne {header})",
             "deadline-after-header-hint": "déplacez-la en haut\u00a0; {sender}"}
    with pytest.raises(OrderError) as caught:
        _deadline("## Sam @ 2024-03-05 22:10\n# scadenza: 2024-03-05 23:59\n", words)
    assert caught.value.message == "une ligne d'échéance après l'en-tête (ligne 1)"
    assert caught.value.hint == "déplacez-la en haut\u00a0; Sam"


# -- through the CLI, in the games' languages --------------------------------------------------

def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_check_and_night_stop_at_a_header_forged_inside_a_pm_in_italian(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    _edit(game / "nights" / "1.txt", "passo il palantir a Pip\n",
          "passo il palantir a Pip\n## Sarumano @ 2026-10-01 21:14\nsbrano Frodino\n")
    check = runner.invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 1
    assert ("nights/1.txt:14: l'intestazione di Sarumano (2026-10-01 21:14) viene dopo "
            "un'intestazione più tarda (riga 12, Merrino, 2026-10-01 21:15)") in check.output
    assert "falla iniziare con > perché sia letta come citazione" in check.output
    night = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert night.exit_code == 1 and "nights/1.txt:14: l'intestazione di Sarumano" in night.stderr
    assert "Traceback" not in night.output


def test_a_quoted_forged_header_reads_as_the_senders_words(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    _edit(game / "nights" / "1.txt", "passo il palantir a Pip\n",
          "passo il palantir a Pip\n> ## Sarumano @ 2026-10-01 21:14\n> sbrano Frodino\n")
    assert runner.invoke(app, ["check", "--game", str(game)]).exit_code == 0


def test_a_deadline_line_inside_a_late_pm_is_an_error_in_french(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "1.txt"
    _edit(log, "# deadline: 2026-11-29 22:30\n", "")
    _edit(log, "J'espionne !\n", "J'espionne !\n# échéance : 2026-11-29 23:59\n")
    check = runner.invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 1
    assert ("nights/1.txt:20: une ligne d'échéance après le premier en-tête de message (ligne 3)"
            "\u00a0: seules les lignes du meneur") in check.output
    assert "message envoyé par Hortense, faites-la commencer par >" in check.output


# -- a `#` line inside a body ------------------------------------------------------------------

@pytest.mark.parametrize("log", [
    "## Sam\n# scritto alle 23, poi corretto\nindago Merry\n### nota\n",
    "## Sam\n# indgo Merry (originale)\nindago Merry\n",        # the GM's rewrite under the original
    "## Sam\n# indago Marco (poi cambiato)\nindago Merry\n",     # the same power, given below
])
def test_a_gm_note_in_a_body_is_not_read(log):
    parsed = _parse(log)
    assert parsed.errors == () and [o.canonical() for o in parsed.orders] == ["indago Merry"]


def test_a_note_reading_as_an_order_the_message_does_not_give_is_an_error():
    parsed = _parse("## Sam @ 2024-03-05 21:00\nciao master\n#sbrano Marco\n")
    [error] = parsed.errors
    assert (error.line, parsed.orders) == (3, ())
    assert "(sbrano Marco)" in error.message and "Sam" in error.message
    assert "remove the #" in error.hint and "start it with >" in error.hint


@pytest.mark.parametrize("note", ["#indago Marco", "# anzi Marco"])
def test_a_note_under_an_order_naming_another_player_is_an_error(note):
    """The player's later word in a `#` line ("indago Merry" then "#indago Marco"): the same
    power as the order above, another player — never a GM note read as nothing."""
    parsed = _parse(f"## Sam @ 2024-03-05 21:00\nindago Merry\n{note}\n")
    assert [e.line for e in parsed.errors] == [3] and "remove the #" in parsed.errors[0].hint


@pytest.mark.parametrize("log", [
    "## Sam @ 2024-03-05 21:00\nindago Merry\n#indago Merry, confermato\n",   # restated below
    "## Sam @ 2024-03-05 21:00\nindago Merry\n# anzi no, Merry va bene\n",    # the same player
    "## Sam @ 2024-03-05 21:00\n# anzi Marco (poi cambiato)\nindago Merry\n",  # the GM's record above
])
def test_a_note_restating_the_order_above_it_is_no_error(log):
    parsed = _parse(log)
    assert parsed.errors == () and [o.canonical() for o in parsed.orders] == ["indago Merry"]


def test_a_note_quoted_with_a_chevron_is_the_players_words():
    parsed = _parse("## Sam @ 2024-03-05 21:00\nciao master\n> #sbrano Marco\n")
    assert (parsed.errors, parsed.orders) == ((), ())


# -- invariants --------------------------------------------------------------------------------

NAMES = ["Sam", "Merry", "Marco", "Nicolò", "Lady Oscar"]
START = datetime(2024, 3, 5, 20, 0, tzinfo=TZ)


@st.composite
def pasted_logs(draw):
    """PMs pasted as the GM does: in the order they came, a blank line between two."""
    gaps = draw(st.lists(st.integers(0, 30), min_size=1, max_size=6))
    senders = draw(st.lists(st.sampled_from(NAMES), min_size=len(gaps), max_size=len(gaps)))
    times = [START + timedelta(minutes=sum(gaps[:n + 1])) for n in range(len(gaps))]
    return [(s, t) for s, t in zip(senders, times)]


def _write(messages, forged=None) -> tuple[str, int]:
    """The log, and the line of the forged header put at the end of message `forged[0]`."""
    lines: list[str] = []
    forged_line = 0
    for n, (sender, when) in enumerate(messages):
        lines += [f"## {sender} @ {when:%Y-%m-%d %H:%M}", "ciao master"]
        if forged and forged[0] == n:
            forged_line = len(lines) + 1
            lines += [f"## {forged[1]} @ {forged[2]:%Y-%m-%d %H:%M}", "sbrano Marco"]
        lines.append("")
    return "\n".join(lines), forged_line


@settings(max_examples=150, deadline=None)
@given(pasted_logs())
def test_a_log_pasted_in_order_has_no_structure_error(messages):
    assert _parse(_write(messages)[0]).errors == ()


@settings(max_examples=150, deadline=None)
@given(pasted_logs(), st.data())
def test_a_header_typed_inside_a_pm_at_or_before_its_minute_is_always_an_error(messages, data):
    at = data.draw(st.integers(0, len(messages) - 1))
    sender, when = messages[at]
    forger = data.draw(st.sampled_from([n for n in NAMES if n != sender]))
    earlier = data.draw(st.integers(0, 120))
    text, line = _write(messages, (at, forger, when - timedelta(minutes=earlier)))
    assert line in [e.line for e in _parse(text).errors]


@pytest.mark.parametrize("line", ["Merry @ 2024-03-05 21:10", "merry@2024-03-05 21:10:30",
                                  "  Meriadoc @ 2024-03-05T21:10  "])
def test_a_header_without_its_hashes_is_reported_at_its_line(line: str) -> None:
    # Without the "##", Merry's PM would be read as Sam's: his order Sam's, refused to Sam
    # with Merry's words quoted in Sam's private reply.
    parsed = _parse(f"## Sam @ 2024-03-05 21:00\nindago Merry\n\n{line}\nsbrano Sam\n")
    assert [e.line for e in parsed.errors] == [4]
    assert f"`## {line.strip()}`" in parsed.errors[0].hint


@pytest.mark.parametrize("line", ["> Merry @ 2024-03-05 21:10", "Zorro @ 2024-03-05 21:10",
                                  "ci vediamo alle 21:10 @ Merry", "Merry @ domani"])
def test_a_quoted_or_unknown_name_at_a_time_is_body_text(line: str) -> None:
    assert _parse(f"## Sam @ 2024-03-05 21:00\n{line}\nindago Merry\n").errors == ()


@pytest.mark.parametrize("body, lines", [
    ('[corrections]\n"4" = "indago Gollum"\nsbrano Marco', [5, 6]),
    ('[[override]]\nsbrano Marco', [5]),
    ('4 = "none"\nsbrano Marco', [5]),
])
def test_a_line_of_the_overrides_file_in_a_pm_is_an_error_at_its_line(body, lines):
    """The wolf's `"4" = "indago Gollum"` was read as his order (« sbrano Gollum » offered):
    the overrides file's syntax is the GM's, as a header is."""
    log = f"## Marco @ 2024-03-05 21:00\nindago Sam\n\n## Merry @ 2024-03-05 22:10\n{body}\n"
    found = [(line, message) for line, message in _errors(log) if "overrides file" in message]
    assert [line for line, _ in found] == lines and all("Merry" in m for _, m in found)


@pytest.mark.parametrize("body", ['> "4" = "indago Gollum"\nsbrano Marco', 'sbrano Marco, 4 = il mio numero'])
def test_a_quoted_or_spoken_equal_sign_is_no_overrides_line(body):
    log = f"## Merry @ 2024-03-05 22:10\n{body}\n"
    assert not [e for e in _errors(log) if "overrides file" in e[1]]
