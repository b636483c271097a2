"""A Licantropi game dealt with `lupus-mod new` and played by a GM new to the tool: what the
players read in their night replies and role cards is Italian as they would write it."""
from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()

# Fictional players, all women (the cards' agreement is the point); the cast has a Vampiro
# without a Ghoul ("Ghoul ... non e' altrimenti necessariamente presente") and a Lupo 3.
_ROLES = ("lupo-1", "lupo-2", "lupo-3", "vampiro", "veggente", "mago", "medium", "strega",
          "guaritore", "sindaco", "oratore", "avvocato", "assassino")
_NAMES = ("Alba", "Bruna", "Carla", "Delia", "Elena", "Fabia", "Gemma", "Ilaria", "Lea",
          "Marta", "Nora", "Olga", "Pia")
_ABSENT = ("contadino-standard", "giulietta", "matto", "oste", "druido", "contadino-eroe",
           "traditore", "contadino-lupo", "ghoul", "mercante")


def _game(tmp_path: Path) -> Path:
    players = tmp_path / "lista.txt"
    players.write_text("".join(f"{name} (f)\n" for name in _NAMES), encoding="utf-8")
    game = tmp_path / "partita"
    result = runner.invoke(app, ["new", str(game), "--ruleset", "licantropi", "--players", str(players),
                                 "--seed", "7", *(f"--count={r}=1" for r in _ROLES),
                                 *(f"--count={r}=0" for r in _ABSENT)])
    assert result.exit_code == 0, result.output
    return game


def _dealt(game: Path, role: str) -> str:
    deal = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))
    return next(p["name"] for p in deal["player"] if p["role"] == role)


def test_a_vampiro_without_a_ghoul_is_told_he_has_no_ally(tmp_path: Path) -> None:
    game = _game(tmp_path)
    (game / "nights" / "1.txt").write_text(
        "# deadline: 2026-12-01 23:30\n\n"
        f"## {_dealt(game, 'veggente')} @ 2026-12-01 21:00\nindago {_dealt(game, 'vampiro')}\n", encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    reply = (game / "out" / "night-1" / "pm" / f"{_dealt(game, 'vampiro')}.bbcode").read_text(encoding="utf-8")
    # "vi riconoscete" speaks to two players; the Vampiro alone woke for nobody.
    assert "vi riconoscete" not in reply
    assert "non ce n'è nessuno" in reply


def test_the_lupo_3_card_of_a_woman_has_no_masculine_agreement(tmp_path: Path) -> None:
    game = _game(tmp_path)
    card = (game / "out" / "setup" / "pm" / f"{_dealt(game, 'lupo-3')}.bbcode").read_text(encoding="utf-8")
    assert "Lupo 3" in card and "«porto <giocatore>»" in card
    # Written to the player ("scrivi al Master"): no "bruciato" nor "Ucciso" said to her.
    assert "vieni bruciato" not in card and "Ucciso di notte" not in card


def _avvocato_killed(tmp_path: Path) -> tuple[Path, str, str]:
    """A game whose Avvocato the GM killed on night 1: the game, the Veggente, the Mago."""
    game = _game(tmp_path)
    avvocato, veggente, mago = (_dealt(game, r) for r in ("avvocato", "veggente", "mago"))
    (game / "nights" / "1.txt").write_text("# deadline: 2026-12-01 23:30\n", encoding="utf-8")
    (game / "nights" / "1.overrides.toml").write_text(
        f'[[override]]\naction = "kill"\nplayer = "{avvocato}"\nreason = "inattività"\n', encoding="utf-8")
    return game, veggente, mago


def test_a_removal_nobody_may_make_is_told_with_its_player_and_why(tmp_path: Path) -> None:
    """`tolgo` written for a day when no living player is the Avvocato (dead here; vampirized
    alike): the tally's note and the GM log name the removal and why, no empty name and no
    item that nobody holds."""
    game, veggente, mago = _avvocato_killed(tmp_path)
    (game / "days" / "1.toml").write_text(
        f'tolgo = "{mago}"\n\n[runoff]\ncandidates = ["{veggente}", "{mago}"]\n', encoding="utf-8")
    voter = next(n for n in _NAMES if n not in (_dealt(game, "avvocato"), veggente, mago))
    (game / "days" / "1-runoff.txt").write_text(
        f"## {voter} @ 2026-12-02 21:30\nvoto {veggente}\n", encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--runoff", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert f'tolgo = "{mago}" non vale (nessun giocatore vivo ha questo potere)' in result.output
    assert "oggetto" not in result.output and 'tolgo = ""' not in result.output
    runner.invoke(app, ["day", "1", "--game", str(game)])
    log = (game / "out" / "day-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "****" not in log and f"«tolgo {mago}»" in log


def test_the_runoff_may_burn_a_player_a_powerless_avvocato_named(tmp_path: Path) -> None:
    """The refused `tolgo` took nobody out of the ballottaggio: its winner may be that very
    player, and `day` and `check` say so, not "the runoff cannot burn him"."""
    game, veggente, mago = _avvocato_killed(tmp_path)
    (game / "days" / "1.toml").write_text(
        f'tolgo = "{mago}"\nburned = "{mago}"\n\n[runoff]\ncandidates = ["{veggente}", "{mago}"]\n',
        encoding="utf-8")
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "non può mandarlo al rogo" not in result.output
    post = (game / "out" / "day-1" / "thread.bbcode").read_text(encoding="utf-8")
    assert f"[b]{mago}[/b] è stata messa al rogo" in post


def test_the_assassino_is_told_in_whose_turn_he_struck_without_a_wrong_article(tmp_path: Path) -> None:
    game = _game(tmp_path)
    assassino, strega = _dealt(game, "assassino"), _dealt(game, "strega")
    (game / "nights" / "1.txt").write_text("# deadline: 2026-12-01 23:30\n", encoding="utf-8")
    (game / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    (game / "nights" / "2.txt").write_text(
        f"# deadline: 2026-12-02 23:30\n\n## {assassino} @ 2026-12-02 22:00\nuccido Strega\n", encoding="utf-8")
    result = runner.invoke(app, ["night", "2", "--game", str(game)])
    assert result.exit_code == 0, result.output
    reply = (game / "out" / "night-2" / "pm" / f"{assassino}.bbcode").read_text(encoding="utf-8")
    # "nel turno del Strega": the role's name takes no article of its own.
    assert "del Strega" not in reply and f"hai ucciso [b]{strega}[/b]" in reply
    # Woken in the Strega's turn, his order is applied there once; his own step says it waits.
    log = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert log.count(f"applicato: **{assassino}**") == 1
    assert "agirà più tardi nella notte" in log
    # Put off to the Strega's turn, his order is listed once in the recap, not at both steps
    # (the game ended by the GM's modkills of every enemy at the night's end).
    (game / "nights" / "2.overrides.toml").write_text("".join(
        f'[[override]]\naction = "kill"\nplayer = "{_dealt(game, r)}"\nreason = "test"\nat = "end"\n\n'
        for r in ("lupo-1", "lupo-2", "lupo-3", "vampiro")), encoding="utf-8")
    assert runner.invoke(app, ["night", "2", "--game", str(game)]).exit_code == 0
    assert runner.invoke(app, ["recap", "--game", str(game)]).exit_code == 0
    recap = (game / "out" / "recap.bbcode").read_text(encoding="utf-8")
    assert recap.count("uccido Strega") == 1


def test_check_knows_the_wolf_was_told_why_his_first_night_attack_was_refused(tmp_path: Path) -> None:
    """«sbraniamo X» on night 1: his reply quotes his own words and gives the reason; `check`
    must not tell the GM that he gets no answer (he would write to him twice)."""
    game = _game(tmp_path)
    lupo, veggente = _dealt(game, "lupo-1"), _dealt(game, "veggente")
    (game / "nights" / "1.txt").write_text(
        f"# deadline: 2026-12-01 23:30\n\n## {lupo} @ 2026-12-01 21:00\nciao master, sbraniamo {veggente}\n",
        encoding="utf-8")
    assert runner.invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    reply = (game / "out" / "night-1" / "pm" / f"{lupo}.bbcode").read_text(encoding="utf-8")
    assert f"«sbraniamo {veggente}» non è stato applicato" in reply
    result = runner.invoke(app, ["check", "--game", str(game)])
    warning = result.output[result.output.index("nights/1.txt:4"):]
    assert "the player is told why" in warning.splitlines()[1]
