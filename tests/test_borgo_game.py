"""The Borgo (docs/examples/borgo.toml) played as a GM plays it: a game folder with the
ruleset as its roles.toml, players' PMs as they write them, the night's outputs. The watcher's
reply names the visitors; a group order carried by another wolf is logged as the sender's."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.game import load_game
from lupus_mod.night_report import night_report
from lupus_mod.render import plain
from lupus_mod.replay import run_night

BORGO = Path(__file__).parent.parent / "docs" / "examples" / "borgo.toml"
PLAYERS = [("Anna", "guardone"), ("Bruno", "pedinatore"), ("Carla", "sentinella"),
           ("Dario", "lupo"), ("Elena", "lupo"), ("Fabio", "oracolo"), ("Gina", "ostessa"),
           ("Ivo", "contadino"), ("Luca", "sognatrice"), ("Marta", "medico"),
           ("Nico", "cacciatore"), ("Olga", "ubriacone")]
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
