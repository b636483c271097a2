"""Il Villaggio dei Presagi (tests/fixtures/rulesets/villaggio-dei-presagi.toml), a Werewolf
variant written as data only — a Seer who sees auras, a Cursed villager, an Elder with two
lives, a Hunter — is dealt by `new --roles` and checked clean, in the standard game and with
the fewest players. Each rule played: tests/scenarios/villaggio-dei-presagi/."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

RULES = ROOT / "tests" / "fixtures" / "rulesets" / "villaggio-dei-presagi.toml"
NAMES = "Achille(m) Bruna(f) Cosimo(m) Dalia(f) Egidio(m) Fosca(f) Gerardo(m) Ilde(f) Lauro(m) Mirta(f)".split()


@pytest.mark.parametrize("players", [10, 7])
def test_the_villaggio_dei_presagi_deals_and_checks_clean(tmp_path: Path, players: int) -> None:
    (tmp_path / "list.txt").write_text("\n".join(NAMES[:players]) + "\n", encoding="utf-8")
    game = tmp_path / "presagi"
    dealt = CliRunner().invoke(app, ["new", str(game), "--roles", str(RULES), "--players", str(tmp_path / "list.txt"),
                                     "--seed", "3", "--gm", "Presagio"])
    assert dealt.exit_code == 0, dealt.output
    check = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 0 and "error:" not in check.output and "warning:" not in check.output, check.output
