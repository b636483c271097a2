"""The Pisa-like ruleset (tests/fixtures/rulesets/pisa-like.toml), written from docs/rulesets.md
only, is a GM's own game like any: `new --roles` deals it and `check` finds nothing wrong. Its
rules are played by tests/scenarios/pisa-like/."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

PISA = ROOT / "tests" / "fixtures" / "rulesets" / "pisa-like.toml"
PISA_WORDS = PISA.with_name("pisa-like.labels.toml")
# Each with the gender the posts agree with (`check` warns of a player without one).
NAMES = ("Aldo(m) Bice(f) Ciro(m) Dora(f) Ezio(m) Fede(f) Gaia(f) Ivo(m) Lea(f) Mino(m) Nora(f) Olmo(m) "
         "Pia(f) Rita(f) Sara(f) Teo(m) Ugo(m) Vera(f) Nadia(f) Oreste(m) Piero(m) Zeno(m) Alba(f) "
         "Bruno(m) Carla(f) Dino(m) Elsa(f) Furio(m) Gemma(f) Italo(m) Ettore(m) Livia(f) Mauro(m)").split()


def test_the_pisa_like_ruleset_deals_and_checks_clean(tmp_path: Path) -> None:
    (tmp_path / "list.txt").write_text("\n".join(NAMES) + "\n", encoding="utf-8")
    game = tmp_path / "torre"
    dealt = CliRunner().invoke(app, ["new", str(game), "--roles", str(PISA), "--labels", str(PISA_WORDS),
                                     "--players", str(tmp_path / "list.txt"), "--seed", "3"])
    assert dealt.exit_code == 0, dealt.output
    check = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 0 and "error:" not in check.output and "warning:" not in check.output, check.output
    opening = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    for side in ("POPOLANI", "LUPI", "NEGROMANTI"):
        assert side in opening, side
