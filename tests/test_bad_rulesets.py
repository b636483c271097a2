"""The corpus of broken rulesets (tests/bad_rulesets/): each case, a GM's own roles.toml broken
in one place, is reported by `lupus-mod check` (in a game folder) and by `lupus-mod new --roles`
at the line marked `#!`, with the message its first line expects; an error stops both commands
(nothing created), a warning stops neither."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

HERE = Path(__file__).parent / "bad_rulesets"
CASES = sorted(p for p in HERE.glob("*.toml") if p.name != "base.toml")
PLAYERS = ("--player", "Anselmo (m)", "--player", "Bice (f)", "--player", "Ciro (m)", "--player", "Dora (f)",
           "--player", "Elio (m)")


def _expected(case: Path) -> tuple[str, str, int]:
    """(error or warning, the message, the line marked `#!`), read from the case itself."""
    lines = case.read_text(encoding="utf-8").splitlines()
    kind, _, message = lines[0].removeprefix("# expect ").partition(": ")
    marked = [n for n, line in enumerate(lines, 1) if line.rstrip().endswith("#!")]
    assert kind in ("error", "warning") and message and len(marked) == 1, case.name
    return kind, message, marked[0]


def _new(tmp_path: Path, roles: Path, target: str = "partita") -> object:
    return CliRunner().invoke(app, ["new", str(tmp_path / target), "--roles", str(roles),
                                    "--seed", "5", *PLAYERS])


def test_the_base_is_a_good_ruleset(tmp_path: Path) -> None:
    result = _new(tmp_path, HERE / "base.toml")
    assert result.exit_code == 0, result.output
    check = CliRunner().invoke(app, ["check", "--game", str(tmp_path / "partita")])
    assert check.exit_code == 0 and "ok: no problems found" in check.output, check.output


def test_the_corpus_covers_the_traps() -> None:
    assert len(CASES) >= 15


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_check_reports_the_case(case: Path, tmp_path: Path) -> None:
    kind, message, line = _expected(case)
    assert _new(tmp_path, HERE / "base.toml").exit_code == 0
    game = tmp_path / "partita"
    shutil.copyfile(case, game / "roles.toml")
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert f"{kind}: roles.toml:{line}: " in result.output, result.output
    assert message in result.output, result.output
    assert result.exit_code == (1 if kind == "error" else 0), result.output
    assert "internal error" not in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_new_reports_the_case(case: Path, tmp_path: Path) -> None:
    kind, message, line = _expected(case)
    roles = tmp_path / case.name
    shutil.copyfile(case, roles)
    result = _new(tmp_path, roles)
    output = result.output.replace(str(tmp_path) + "/", "")
    assert f"{kind}: {case.name}:{line}: " in output, output
    assert message in output, output
    assert result.exit_code == (1 if kind == "error" else 0), output
    assert (tmp_path / "partita").exists() == (kind == "warning")


def test_the_hint_names_the_file_given(tmp_path: Path) -> None:
    """`new --roles lupus.toml`: the hint says to fix lupus.toml, not a roles.toml the GM has not."""
    roles = tmp_path / "lupus.toml"
    shutil.copyfile(HERE / "negative-uses.toml", roles)
    result = _new(tmp_path, roles)
    hints = [line for line in result.output.splitlines() if line.lstrip().startswith("→")]
    assert result.exit_code == 1 and hints, result.output
    assert all("lupus.toml" in h and "roles.toml" not in h for h in hints), result.output


def test_a_misspelt_win_faction_is_its_one_error(tmp_path: Path) -> None:
    """`faction = "villagio"` in a [[win]]: the typo's error, with what it probably meant, and not
    one "no [[win]] names its faction" per villager, which would tell him to add a win."""
    roles = tmp_path / "lupus.toml"
    shutil.copyfile(HERE / "win-faction-misspelt.toml", roles)
    result = _new(tmp_path, roles)
    assert result.output.count("error:") == 1 and "did you mean 'villaggio'" in result.output, result.output
