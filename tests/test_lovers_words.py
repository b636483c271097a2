"""The lovers' and Cupidon's replies agree with who they are: two women are "l'une … l'autre",
and a Cupidon who shot herself reads "toi et Dorian", never her own name in the third person."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.play.replay import run_night
from lupus_mod.reports.night import night_report
from lupus_mod.words.render import plain

THIERCELIEUX = Path(__file__).resolve().parent.parent / "games" / "thiercelieux"


def _replies(tmp_path: Path, order: str) -> dict[str, str]:
    folder = tmp_path / "thiercelieux"
    shutil.copytree(THIERCELIEUX, folder, ignore=shutil.ignore_patterns("out"))
    log = folder / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("J'unis Dorian et Leonie, ils vont bien ensemble.", order),
                   encoding="utf-8")
    game = load_game(folder)
    return {who: " ".join(plain(text).split()) for who, text in night_report(game, run_night(game, "1"))["private"].items()}


def test_cupidon_who_shot_herself_is_told_so(tmp_path: Path) -> None:
    replies = _replies(tmp_path, "J'unis Dorian et Eloise.")
    assert "Ta flèche vous a touchés, toi et Dorian : vous êtes amoureux" in replies["Eloise"]
    assert "a touché Dorian et Eloise" not in replies["Eloise"]


@pytest.mark.parametrize("order, lover, said", [
    ("J'unis Leonie et Eloise.", "Leonie", "Si l'une de vous meurt, l'autre meurt aussitôt de désespoir"),
    ("J'unis Dorian et Leonie.", "Leonie", "Si l'un de vous meurt, l'autre meurt aussitôt de désespoir"),
])
def test_the_lovers_are_told_in_their_couples_gender(tmp_path: Path, order: str, lover: str, said: str) -> None:
    replies = _replies(tmp_path, order)
    assert said in replies[lover] and "tu es amoureuse" in replies[lover]
