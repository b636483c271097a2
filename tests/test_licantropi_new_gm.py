"""A Licantropi game dealt with `lupus-mod new` and played by a GM new to the tool: what the
players read in their night replies and role cards is Italian as they would write it."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()

# Fictional players; the cast has a Vampiro without a Ghoul ("Ghoul ... non e' altrimenti
# necessariamente presente") and a Lupo 3 dealt to a woman.
_CAST = {"Alba": "lupo-1", "Bruna": "lupo-3", "Carlo": "lupo-2", "Delia": "vampiro",
         "Elio": "veggente", "Fabia": "mago", "Gemma": "medium", "Ivo": "strega",
         "Lea": "guaritore", "Mauro": "sindaco", "Nora": "oratore", "Osvaldo": "avvocato"}


def _game(tmp_path: Path) -> Path:
    players = tmp_path / "lista.txt"
    players.write_text("".join(f"{name} ({'f' if name[-1] == 'a' else 'm'})\n" for name in _CAST),
                       encoding="utf-8")
    counts = [f"--count={role}=1" for role in sorted(set(_CAST.values()))]
    game = tmp_path / "partita"
    result = runner.invoke(app, ["new", str(game), "--ruleset", "licantropi", "--players", str(players),
                                 "--seed", "7", *counts, "--count=contadino-standard=0", "--count=giulietta=0",
                                 "--count=matto=0"] + [f"--count={r}=0" for r in (
                                     "oste", "druido", "contadino-eroe", "traditore", "contadino-lupo",
                                     "assassino", "ghoul", "mercante")])
    assert result.exit_code == 0, result.output
    # The deal is the seed's: give each fictional player the role the test is about.
    text = (game / "players.toml").read_text(encoding="utf-8")
    for name, role in _CAST.items():
        start = text.index(f'name = "{name}"')
        at = text.index('role = "', start) + len('role = "')
        text = text[:at] + role + text[text.index('"', at):]
    (game / "players.toml").write_text(text, encoding="utf-8")
    return game


def test_a_vampiro_without_a_ghoul_is_told_he_has_no_ally(tmp_path: Path) -> None:
    game = _game(tmp_path)
    (game / "nights" / "1.txt").write_text(
        "# deadline: 2026-12-01 23:30\n\n## Elio @ 2026-12-01 21:00\nindago Delia\n", encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    reply = (game / "out" / "night-1" / "pm" / "Delia.bbcode").read_text(encoding="utf-8")
    # "vi riconoscete" speaks to two players; the Vampiro alone woke for nobody.
    assert "vi riconoscete" not in reply
    assert "non ce n'è nessuno" in reply
