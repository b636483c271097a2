"""What the terminal summary of `lupus-mod night N` claims, on a game folder: "Tutti gli ordini
sono stati applicati" only when every later PM of a player was read as an order, a correction
or withdrawal that counted, or talk about his own targets. A later word that did not count (a
withdrawal sent late, a later line read as talk naming other players) is listed with its line
and the claim says so; a later PM naming a new target with no order word stops the night.
Scenarios as data: a night 2 of games/lupus-of-the-rings made of Frodino's PMs."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import DoubtsFound
from tests.conftest import copy_example

ALL_APPLIED = "Tutti gli ordini sono stati applicati."
NOT_EVERY_WORD = "Gli ordini letti sono stati tutti applicati, ma non ogni parola scritta dopo un ordine"
FIRST = ("21:00", "indago Boromiro")      # Frodino's order, line 4 of the log

# (later PMs of Frodino as (time, text), exit status, claim in the summary or None, lines listed)
SCENARIOS = {
    "chat-only": ([("21:30", "buonanotte master")], 0, ALL_APPLIED, []),
    "chat-about-own-target": ([("21:30", "Boromiro mi sta simpatico")], 0, ALL_APPLIED, []),
    "late-withdrawal": ([("22:45", "annullo, stanotte non indago")], 0, NOT_EVERY_WORD, [7]),
    "later-chat-naming-another": ([("21:30", "Gollum mi sembra strano, domani ne parliamo")], 0,
                                  NOT_EVERY_WORD, [7]),
    "correction": ([("21:30", "anzi Gollum")], 0, None, [7]),
    "late-correction": ([("22:45", "anzi Gollum")], 0, None, [7]),
    "new-target-no-word": ([("21:30", "❌ Boromiro ✅ Gollum")], DoubtsFound.EXIT, None, [7]),
    "misspelt-correction": ([("21:30", "anzi Gollun")], DoubtsFound.EXIT, None, [7]),
}


def _game(tmp_path: Path, later: list[tuple[str, str]]) -> Path:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "3.txt").unlink()
    (game / "nights" / "4.txt").unlink()
    pms = "\n".join(f"## Frodino @ 2026-10-02 {at}\n{text}\n" for at, text in [FIRST, *later])
    (game / "nights" / "2.txt").write_text(f"# deadline: 2026-10-02 22:30\n\n{pms}", encoding="utf-8")
    return game


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_summary_never_claims_more_than_was_applied(tmp_path: Path, name: str) -> None:
    later, code, claim, listed = SCENARIOS[name]
    game = _game(tmp_path, later)
    result = CliRunner().invoke(app, ["night", "2", "--game", str(game)])
    assert result.exit_code == code, result.output
    if code == DoubtsFound.EXIT:
        # The stop names the later line and the one line that settles it.
        assert all(f'[corrections] "{n}" = ' in result.stderr for n in listed), result.stderr
        return
    assert (ALL_APPLIED in result.stderr) == (claim == ALL_APPLIED), result.stderr
    assert claim is None or claim in result.stderr
    assert all(f"nights/2.txt:{n} — Frodino" in result.stderr for n in listed), result.stderr


def test_a_later_line_naming_another_player_is_in_the_json(tmp_path: Path) -> None:
    game = _game(tmp_path, [("21:30", "Gollum mi sembra strano, domani ne parliamo")])
    result = CliRunner().invoke(app, ["night", "2", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):result.stdout.rindex("}") + 1])
    assert [(r["line"], r["player"], r["names"]) for r in data["later_talk"]] == [(7, "Frodino", ["Gollum"])]
    assert data["unread"] == []     # Frodino gave an order: his line is later talk, not unread


ASKED = "Domande dei giocatori nei PM, che aspettano una tua risposta"
# (later PMs of Frodino, the lines listed as questions for the GM to answer). A PM is written to
# the GM: its question waits for his answer whatever the night applies; a line listed already
# (naming another player) is not listed twice, and a line with no question mark is no question.
QUESTIONS = {
    "question": ([("21:30", "master una domanda: posso indagare me stesso?")], [7]),
    "question-about-own-target": ([("21:30", "Boromiro è morto ieri, vero?")], [7]),
    "two-questions": ([("21:30", "domani tocca a me?"), ("21:40", "ah e lo specchio funziona di giorno?")],
                      [7, 10]),
    "no-question-mark": ([("21:30", "buonanotte master, a domani")], []),
    "names-another-already-listed": ([("21:30", "Gollum è un lupo secondo te?")], []),
}


@pytest.mark.parametrize("name", QUESTIONS)
def test_a_question_to_the_gm_is_listed_for_his_answer(tmp_path: Path, name: str) -> None:
    later, asked = QUESTIONS[name]
    game = _game(tmp_path, later)
    result = CliRunner().invoke(app, ["night", "2", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):result.stdout.rindex("}") + 1])
    assert [(r["line"], r["player"]) for r in data["asked"]] == [(n, "Frodino") for n in asked]
    stderr = CliRunner().invoke(app, ["night", "2", "--game", str(game)]).stderr
    assert (ASKED in stderr) == bool(asked), stderr
    listed = stderr.split(ASKED)[-1] if asked else ""
    assert all(f"nights/2.txt:{n} — Frodino: «" in listed for n in asked), stderr
