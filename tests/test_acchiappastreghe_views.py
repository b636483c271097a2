"""Acchiappastreghe's recap, report and preview: views over the giornate's events.

The recap of the example game is compared with tests/golden/acchiappastreghe/ (the whole game
once it is over; the public recap while giornata 2's vote is not counted). Set
LUPUS_MOD_UPDATE_GOLDEN=1 to rewrite them after a deliberate change.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from tests.conftest import assert_golden, copy_example

GOLDEN = Path(__file__).parent / "golden" / "acchiappastreghe"
ROLES = ("Borseggiatore", "Cavaliere guardiano", "Veggente", "Corvo", "Strega", "Paesano", "Erborista")


def _recap(runner, folder: Path) -> str:
    result = runner.invoke(app, ["recap", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    return (folder / "out" / "recap.bbcode").read_text(encoding="utf-8")


def _before_the_last_vote(folder: Path) -> None:
    day = folder / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Enzo"\n', ""), encoding="utf-8")


def test_the_full_recap_once_the_game_is_over(tmp_path: Path, runner) -> None:
    text = _recap(runner, copy_example("acchiappastreghe", tmp_path))
    assert_golden(GOLDEN / "recap-full.bbcode", text)
    # Every giornata: where each cat went and what he collected, the attacks, the reversion,
    # the evening's answers, who played what, the orders not applied, the witch points.
    for wanted in ("[b]Flora[/b] (Strega) attacca Arturo (Maledizione della rana): diventato rana",
                   "[b]Irene[/b] (Erborista) fa tornare gatto Arturo",
                   "[b]Carlo[/b] (Veggente) scruta Flora: è una strega",
                   "[b]Arturo[/b] (Borseggiatore) fruga nella borsa di Enzo",
                   "[spoiler=Rito]", "Rito [b]fallito[/b] (sigilli 0/2)",
                   "Rito [b]riuscito[/b] (sigilli 1/2)", "dopo il post della Sera (21:00)",
                   "- Punti strega: 1"):
        assert wanted in text, wanted


def test_the_public_recap_tells_only_what_the_thread_was_told(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _before_the_last_vote(folder)
    text = _recap(runner, folder)
    assert_golden(GOLDEN / "recap-public.bbcode", text)
    assert "[spoiler" not in text and not any(role in text for role in ROLES)
    assert "Proposta del sindaco [b]Delia[/b]" in text and "Votazione: non ancora contata." in text
    assert "Tornato gatto: [b]Arturo[/b]." in text and "Sera: nuova rana [b]Carlo[/b]." in text


def test_the_report_shows_the_final_post_and_every_giornata(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    result = runner.invoke(app, ["report", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    page = (folder / "out" / "report" / "index.html").read_text(encoding="utf-8")
    assert "La partita è finita!" in page and "Punti strega: 1" in page
    for player in load_game(folder).players:
        assert f"<strong>{player.name}</strong>" in page
    assert "<summary>Rito</summary>" in page and page.count("<summary>Giorno</summary>") == 2


def test_the_report_waits_for_the_end(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    _before_the_last_vote(folder)
    result = runner.invoke(app, ["report", "--game", str(folder)])
    assert result.exit_code == 1 and "the game is not over" in result.output


def test_the_preview_shows_each_giornata_in_the_loops_order(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    for turn in ("1", "2"):
        assert runner.invoke(app, ["round", turn, "--game", str(folder)]).exit_code == 0
    result = runner.invoke(app, ["preview", "giornata 2", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    page = (folder / "out" / "preview" / "index.html").read_text(encoding="utf-8")
    titles = re.findall(r"<h3[^>]*>(.*?)</h3>", page)
    assert titles[:3] == ["Post nel thread — Giorno", "Post nel thread — Sera", "Post nel thread — Notte"]
    assert "Giornata 2" in page and "out/round-1/" not in page


@pytest.mark.parametrize("command", ["recap", "report"])
def test_recap_and_report_no_longer_refuse_a_declared_loop(command: str, tmp_path: Path, runner) -> None:
    result = runner.invoke(app, [command, "--game", str(copy_example("acchiappastreghe", tmp_path))])
    assert result.exit_code == 0 and "declares its own phases" not in result.output
