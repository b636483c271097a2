"""The Borgo (docs/examples/borgo.toml) played as a GM plays it: a game folder with the
ruleset as its roles.toml, players' PMs as they write them, the night's outputs. The watcher's
reply names the visitors; a group order carried by another wolf is logged as the sender's."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.play.game import load_game
from lupus_mod.reports.night import night_report
from lupus_mod.words.render import plain
from lupus_mod.play.replay import run_night

BORGO = Path(__file__).parent.parent / "docs" / "examples" / "borgo.toml"
PLAYERS = [("Anna", "guardone"), ("Bruno", "pedinatore"), ("Carla", "sentinella"),
           ("Dario", "lupo"), ("Elena", "lupo"), ("Fabio", "oracolo"), ("Gina", "ostessa"),
           ("Ivo", "contadino"), ("Luca", "sognatrice"), ("Marta", "medico"),
           ("Nico", "cacciatore"), ("Olga", "ubriacone"), ("Tea", "spettro")]
GAME = """title = "Il Borgo — partita di prova"
language = "it"
seed = 7
timezone = "Europe/Rome"
first_night = 1
gm = ["Mastro Bepi"]

[schedule]
day_close = "22:00"
powers_deadline = "22:30"

[votes]
abstention = "free"
tie_break = "nobody"
"""
NIGHT = """# Notte 1 — PM ricevuti dal Master
# deadline: 2026-11-02 22:30

## Elena @ 2026-11-02 21:00
sbrano Ivo

## Gina @ 2026-11-02 21:05
trattengo Elena

## Anna @ 2026-11-02 21:10
osservo Ivo
"""


def _folder(tmp_path: Path, roles: str) -> Path:
    folder = tmp_path / "borgo"
    (folder / "nights").mkdir(parents=True)
    (folder / "roles.toml").write_text(roles, encoding="utf-8")
    (folder / "game.toml").write_text(GAME, encoding="utf-8")
    (folder / "players.toml").write_text("".join(
        f'[[player]]\nname = "{name}"\nrole = "{role}"\n\n' for name, role in PLAYERS), encoding="utf-8")
    (folder / "nights" / "1.txt").write_text(NIGHT, encoding="utf-8")
    return folder


def test_a_carried_group_order_is_logged_as_its_senders(tmp_path: Path) -> None:
    roles = BORGO.read_text(encoding="utf-8").replace('carry = "none"', 'carry = "next"')
    game = load_game(_folder(tmp_path, roles))
    report = night_report(game, run_night(game, "1"))
    log = plain(report["gm_log"])
    assert "applicato: **Dario** «sbrano Ivo» (ordine inviato da Elena)\n" in log, log
    assert "Stanotte hanno visitato Ivo: Dario." in plain(report["private"]["Anna"])


def test_carry_none_leaves_the_pack_without_its_kill(tmp_path: Path) -> None:
    game = load_game(_folder(tmp_path, BORGO.read_text(encoding="utf-8")))
    report = night_report(game, run_night(game, "1"))
    log = plain(report["gm_log"])
    assert "applicato: **Dario**" not in log and "inviato da" not in log
    assert "**MORTE**" not in log
    assert "Stanotte nessuno ha visitato Ivo." in plain(report["private"]["Anna"])


def test_a_dead_players_power_is_read_applied_and_answered(tmp_path: Path) -> None:
    """The Spettro, killed on night 1, haunts on night 2: his PM is an order (not talk), it is
    applied, and the answer the policy `feedback` gives reaches him although he is dead."""
    roles = BORGO.read_text(encoding="utf-8").replace(
        'block_cycle = "all"', 'block_cycle = "all"\nfeedback = "both"')
    folder = _folder(tmp_path, roles)
    (folder / "nights" / "1.txt").write_text(NIGHT.replace("sbrano Ivo", "sbrano Tea").replace("trattengo Elena", "trattengo Olga"), encoding="utf-8")
    (folder / "days").mkdir()
    (folder / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    (folder / "nights" / "2.txt").write_text(
        "# Notte 2 — PM ricevuti dal Master\n# deadline: 2026-11-03 22:30\n\n"
        "## Tea @ 2026-11-03 21:00\ninfesto Fabio\n\n## Ivo @ 2026-11-03 21:05\nnon faccio nulla\n",
        encoding="utf-8")
    game = load_game(folder)
    run = run_night(game, "2")
    assert run.result.state.day_weights == {"Fabio": 0}
    report = night_report(game, run)
    assert "Il tuo ordine «infesto Fabio» è stato eseguito." in plain(report["private"]["Tea"])


def test_a_catalog_a_player_would_read_braces_or_an_id_in_stops_every_command(tmp_path: Path) -> None:
    """The game's own message catalog (templates/labels.toml) checked at load, as `check` does:
    a `{field}` no message carries, or a message's words deleted, never reaches a private reply
    (`night 1` once wrote «Stanotte {chi} ha appeso…» and «[lanterna-appesa]»)."""
    import shutil
    from lupus_mod.errors import LupusError
    import pytest
    folder = tmp_path / "borgo"
    shutil.copytree(Path(__file__).parent.parent / "games" / "borgo-delle-lanterne", folder,
                    ignore=shutil.ignore_patterns("out"))
    catalog = folder / "templates" / "labels.toml"
    text = catalog.read_text(encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("lanterna-appesa ="))
    for broken in (text.replace("appeso una lanterna", "appeso {chi} una lanterna"),
                   "\n".join(r for r in text.splitlines() if not r.startswith("lanterna-appesa ="))):
        catalog.write_text(broken, encoding="utf-8")
        with pytest.raises(LupusError) as caught:
            load_game(folder)
        shown = caught.value.render()
        assert "lanterna-appesa" in shown and (f"templates/labels.toml:{line}" in shown or "roles.toml" in shown)
        assert not (folder / "out").exists()
