"""What the terminal summary of `lupus-mod round N` claims, on a game folder: "Tutte le scelte
sono state applicate" only when no later word of a player went unheard, as `night` says of its
orders (reports/later_words.py). A later line read as talk that names players none of the
sender's choices names is listed with its line, and the claim says so. Scenarios as data: turn
2 of games/acchiappastreghe (every choice applied) with one more PM of Enzo's, who went to the
meadow and attacked Carlo at 19:00."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

ALL_APPLIED = "Tutte le scelte sono state applicate."
NOT_EVERY_WORD = "Gli ordini letti sono stati tutti applicati, ma non ogni parola scritta dopo un ordine"

# (Enzo's later PM as (time, text), claim in the summary, the line listed or None)
SCENARIOS = {
    "no-later-word": (None, ALL_APPLIED, None),
    "chat-only": (("19:30", "buonanotte master"), ALL_APPLIED, None),
    "chat-about-own-target": (("19:30", "Carlo mi sta antipatico"), ALL_APPLIED, None),
    "later-chat-naming-another": (("19:30", "Guido mi sembra strano, domani ne parliamo"),
                                  NOT_EVERY_WORD, "Guido mi sembra strano, domani ne parliamo"),
}


def _game(tmp_path: Path, later: tuple[str, str] | None) -> Path:
    game = copy_example("acchiappastreghe", tmp_path)
    if later:
        with (game / "nights" / "2.txt").open("a", encoding="utf-8") as log:
            log.write(f"\n## Enzo @ 2026-11-03 {later[0]}\n{later[1]}\n")
    return game


def _last_line(game: Path) -> int:
    return len((game / "nights" / "2.txt").read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_round_summary_never_claims_more_than_was_applied(tmp_path: Path, name: str) -> None:
    later, claim, listed = SCENARIOS[name]
    game = _game(tmp_path, later)
    result = CliRunner().invoke(app, ["round", "2", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert (ALL_APPLIED in result.stderr) == (claim == ALL_APPLIED), result.stderr
    assert claim in result.stderr, result.stderr
    row = f"nights/2.txt:{_last_line(game)} — Enzo: «{listed}»"
    assert (row in result.stderr) == bool(listed), result.stderr


def test_a_later_line_naming_another_player_is_in_the_json(tmp_path: Path) -> None:
    game = _game(tmp_path, ("19:30", "Guido mi sembra strano"))
    result = CliRunner().invoke(app, ["round", "2", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):result.stdout.rindex("}") + 1])
    assert [(r["line"], r["player"], r["names"]) for r in data["later_talk"]] == [
        (_last_line(game), "Enzo", ["Guido"])]
