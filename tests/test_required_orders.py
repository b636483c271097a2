"""A mandatory order nobody sent (`required = true`): Cupidon "va désigner deux personnes"
(thiercelieux-base.fr.txt) on the first night. The night resolves without lovers, but `night`
and `check` say who owes the order and how to add it; `status` shows no use left past night 1."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import copy_example
from tests.lifecycle.play import cli

CUPIDON = "## Eloise @ 2026-11-29 21:05\nJ'unis Dorian et Leonie, ils vont bien ensemble.\n"


@pytest.fixture(autouse=True)
def _games_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)


def _night_one(tmp_path: Path, log_change: str = "") -> Path:
    game = copy_example("thiercelieux", tmp_path)
    for path in [*game.glob("nights/*"), *game.glob("days/*")]:
        if path.name != "1.txt":
            path.unlink()
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert CUPIDON in text
    log.write_text(text.replace(CUPIDON, log_change), encoding="utf-8")
    return game


def test_a_silent_cupidon_is_told_by_night_and_check(tmp_path: Path) -> None:
    game = _night_one(tmp_path)
    said = "nights/1.txt: Eloise (Cupidon) n’a pas envoyé «\u00a0unis\u00a0», un ordre obligatoire cette nuit"
    night = cli("night", "1", "--game", game)
    assert said in night.stderr and "night 1 --accept-late" in night.stderr
    check = cli("check", "--game", game)
    assert said in check.output and "1 avertissement" in check.output
    status = json.loads(cli("status", "--game", game, "--json").output)
    eloise = next(p for p in status["players"] if p["name"] == "Eloise")
    assert eloise.get("uses_left", {}) == {}


def test_cupidon_who_ordered_is_not_told(tmp_path: Path) -> None:
    game = _night_one(tmp_path, CUPIDON)
    assert "obligatoire" not in cli("night", "1", "--game", game).stderr
    assert "obligatoire" not in cli("check", "--game", game).output


def test_an_order_of_cupidon_refused_is_no_missing_order(tmp_path: Path) -> None:
    """Sent and refused (two lovers the same player): the GM sees the refusal, not a second word."""
    game = _night_one(tmp_path, "## Eloise @ 2026-11-29 21:05\nJ'unis Dorian et Dorian\n")
    output = cli("night", "1", "--game", game, ok=False).output
    assert "obligatoire" not in output


PACK = "## Josephine @ 2026-11-29 21:20\nOn dévore Kilian.\n"
PACK_SILENT = "nights/1.txt: Loups-garous\u00a0: aucun d’eux n’a envoyé «\u00a0dévore\u00a0», un ordre obligatoire cette nuit"


def _pack_night(tmp_path: Path, pack_log: str) -> Path:
    game = _night_one(tmp_path, CUPIDON)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert PACK in text
    log.write_text(text.replace(PACK, pack_log), encoding="utf-8")
    return game


def test_a_pack_that_chose_nobody_is_told(tmp_path: Path) -> None:
    """"Ils se réveillent chaque nuit pour éliminer un villageois": a night no wolf sent the
    pack's choice resolves with nobody dead by the pack, and the GM is told, as for Cupidon."""
    game = _pack_night(tmp_path, "## Josephine @ 2026-11-29 21:20\nbonne nuit les loulous\n")
    night = cli("night", "1", "--game", game)
    assert PACK_SILENT in night.stderr and "night 1 --accept-late" in night.stderr
    assert PACK_SILENT in cli("check", "--game", game).output


def test_a_pack_whose_mate_ordered_is_not_told(tmp_path: Path) -> None:
    game = _pack_night(tmp_path, "## Josephine @ 2026-11-29 21:20\nbonne nuit\n\n"
                                 "## Baptiste @ 2026-11-29 21:25\non dévore Maxence\n")
    assert "Loups-garous" not in cli("night", "1", "--game", game).stderr


def test_a_pack_order_taken_back_with_nothing_after_is_told(tmp_path: Path) -> None:
    """« jmange Maxence » then « oublie »: the pack's choice taken back and none sent after it
    is owed still (it was a quiet « personne n'est mort »); taken back for another, it is not."""
    game = _pack_night(tmp_path, "## Josephine @ 2026-11-29 21:20\njmange Maxence\n\n"
                                 "## Josephine @ 2026-11-29 21:25\noublie\n")
    assert PACK_SILENT in cli("night", "1", "--game", game).stderr
    game = _pack_night(tmp_path / "other", "## Josephine @ 2026-11-29 21:20\njmange Maxence\n\n"
                                           "## Josephine @ 2026-11-29 21:25\noublie, on mange Kilian\n")
    assert "Loups-garous" not in cli("night", "1", "--game", game).stderr
