"""La Città delle Ombre (tests/fixtures/rulesets/citta-delle-ombre.toml), the classic forum Mafia
setup written from docs/own-ruleset.md and docs/rulesets.md only, is a GM's own game like any:
`new --roles` deals it, `check` finds nothing wrong, and two nights and two days are played from
PM logs and the thread's saved pages — a tie and its runoff, the Mayor's vote double once he
revealed, the Bus Driver's swap, the Jester burned. Each rule alone: tests/scenarios/citta-delle-ombre/."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT
from tests.votes.review.boards import draw

RULES = ROOT / "tests" / "fixtures" / "rulesets" / "citta-delle-ombre.toml"
WORDS = RULES.with_name("citta-delle-ombre.labels.toml")
NAMES = ("Aldo(m) Bea(f) Carlo(m) Dina(f) Elio(m) Flora(f) Gino(m) Irma(f) Lino(m) Mara(f) Nino(m) "
         "Olga(f) Pino(m) Rita(f) Sandro(m) Tina(f) Ugo(m) Vera(f)").split()
# The deal is the GM's, written in players.toml (the seed's draw is not what this game checks).
ROLES = ("cittadino dottore poliziotto vigilante secondino guardia-del-corpo pedinatore guardone "
         "autista sindaco astrologo sensitivo padrino picciotto bloccatore serial-killer giullare "
         "cittadino").split()


def _cli(*args: str) -> str:
    done = CliRunner().invoke(app, list(args))
    assert done.exit_code == 0, done.output
    return done.output


def _dealt(tmp_path: Path) -> Path:
    (tmp_path / "list.txt").write_text("\n".join(NAMES) + "\n", encoding="utf-8")
    game = tmp_path / "ombre"
    _cli("new", str(game), "--roles", str(RULES), "--labels", str(WORDS), "--players",
         str(tmp_path / "list.txt"), "--seed", "5", "--gm", "Narratore")
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    dealt = tomllib.loads(text)["player"]
    for seat, role in zip(dealt, ROLES):
        text = text.replace(f'name = "{seat["name"]}", role = "{seat["role"]}"',
                            f'name = "{seat["name"]}", role = "{role}"', 1)
    players.write_text(text, encoding="utf-8")
    assert [p["role"] for p in tomllib.loads(text)["player"]] == ROLES
    return game


def _page(game: Path, day: int, votes: list[tuple[str, str, str]]) -> Path:
    posts = [{"id": str(100 * day + n), "author": author, "time": f"2026-12-0{day + 1} {clock}:00", "body": body}
             for n, (author, clock, body) in enumerate(votes, start=1)]
    page = game / f"giorno-{day}.html"
    page.write_text(draw("phpbb", f"Giorno {day}", posts), encoding="utf-8")
    return page


def _night(game: Path, n: int, orders: list[tuple[str, str]]) -> None:
    lines = [f"# deadline: 2026-12-0{n} 23:30"]
    for k, (player, order) in enumerate(orders):
        lines += [f"## {player} @ 2026-12-0{n} 23:{10 + k:02d}", order, ""]
    (game / "nights" / f"{n}.txt").write_text("\n".join(lines), encoding="utf-8")
    _cli("night", str(n), "--game", str(game))


def _reply(game: Path, phase: str, player: str) -> str:
    return (game / "out" / phase / "pm" / f"{player}.bbcode").read_text(encoding="utf-8")


def test_the_citta_delle_ombre_deals_and_checks_clean(tmp_path: Path) -> None:
    game = _dealt(tmp_path)
    check = _cli("check", "--game", str(game))
    assert "error:" not in check and "warning:" not in check, check
    opening = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    for side in ("CITTÀ", "MAFIA", "SERIAL KILLER", "GIULLARE"):
        assert side in opening, side


def test_two_nights_and_days_of_the_citta_delle_ombre(tmp_path: Path) -> None:
    game = _dealt(tmp_path)
    _night(game, 1, [("Rita", "uccidiamo Carlo"), ("Flora", "scorto Carlo"), ("Bea", "curo Bea"),
                     ("Carlo", "indago Pino"), ("Nino", "leggo Rita")])
    assert "Flora" in (game / "out" / "night-1" / "thread.bbcode").read_text(encoding="utf-8")
    assert "[b]Pino[/b] è: [b]INNOCENTE[/b]" in _reply(game, "night-1", "Carlo")
    # Day 1: the Mayor reveals himself (days/1.toml), his vote counts double: a tie, then the runoff.
    (game / "days" / "1.toml").write_text('rivelo = "Sindaco"\n', encoding="utf-8")
    page = _page(game, 1, [("Narratore", "09:00", "Si vota."), ("Carlo", "10:00", "voto Rita"),
                           ("Mara", "10:30", "Sono il Sindaco. voto Rita"), ("Rita", "11:00", "voto Ugo"),
                           ("Pino", "11:30", "voto Ugo"), ("Ugo", "12:00", "voto Ugo"),
                           ("Narratore", "22:05", "Ballottaggio tra Rita e Ugo."), ("Mara", "22:10", "voto Rita"),
                           ("Pino", "22:20", "voto Ugo")])
    days = game / "days" / "1.toml"
    days.write_text(days.read_text(encoding="utf-8") + '\n[runoff]\nopened_post = "107"\n', encoding="utf-8")
    tally = _cli("tally", "1", "--record", "--game", str(game), "--html", str(page))
    assert "Mara x2" in tally and "ballottaggio tra Rita e Ugo" in tally, tally
    # The record says the day of the reveal, not its moment: the tally says the weight holds all day.
    assert "rivelo: il voto di Mara pesa 2 da quando si è rivelato, ma il file del giorno non dice quando" in tally, tally
    assert "nuova votazione" not in tally, tally
    runoff = _cli("tally", "1", "--runoff", "--record", "--game", str(game), "--html", str(page))
    assert "Il ballottaggio condanna al rogo Rita" in runoff, runoff
    _cli("day", "1", "--game", str(game))
    # Night 2: the Bus Driver swaps Aldo and Sandro; the Doctor may not save himself again; the
    # Astrologer's power is of the odd nights.
    _night(game, 2, [("Lino", "scambio Aldo Sandro"), ("Pino", "uccido Aldo"), ("Bea", "curo Bea"),
                     ("Irma", "osservo Sandro"), ("Nino", "leggo Pino")])
    assert "Sandro" in (game / "out" / "night-2" / "thread.bbcode").read_text(encoding="utf-8")
    assert "Aldo" not in (game / "out" / "night-2" / "thread.bbcode").read_text(encoding="utf-8")
    assert "hanno visitato [b]Sandro[/b]: [b]Lino[/b]" in _reply(game, "night-2", "Irma")
    for player in ("Bea", "Nino"):
        assert "non è stato applicato" in _reply(game, "night-2", player), player
    # The GM log shows the order moved, and as given.
    log = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert "**Pino** «uccido Sandro» (ordinato «uccido Aldo»: spostato da uno scambio)" in log, log
    # Day 2: the town burns the Jester, who wins alone.
    page = _page(game, 2, [("Narratore", "09:00", "Si vota."), ("Mara", "10:00", "voto Ugo"),
                           ("Carlo", "10:30", "voto Ugo"), ("Pino", "11:00", "voto Carlo")])
    tally = _cli("tally", "2", "--record", "--game", str(game), "--html", str(page))
    assert "La votazione condanna al rogo Ugo" in tally, tally
    assert "da quando si è rivelato" not in tally, tally     # revealed the day before: nothing to say
    _cli("day", "2", "--game", str(game))
    status = json.loads(_cli("status", "--json", "--game", str(game)))
    assert status["game_over"] and status["winners"]["players"] == ["Ugo"], status["winners"]
    assert "vince Ugo" in _cli("status", "--game", str(game))
    # The recap of the game over shows it as the player gave it, beside the swap.
    recap = _cli("recap", "--game", str(game))
    assert "Lino (Autista): scambio Aldo Sandro" in recap and "Pino (Padrino): uccido Aldo" in recap, recap


def test_roles_tells_the_gm_a_power_of_the_odd_nights(tmp_path: Path) -> None:
    game = _dealt(tmp_path)
    said = _cli("roles", "--game", str(game))
    assert "leggo <giocatore>\n  solo nelle notti dispari" in said, said
    rows = json.loads(_cli("roles", "--json", "--game", str(game)))
    rows = rows["powers"] if isinstance(rows, dict) else rows
    parity = {row["power"]: row["night_parity"] for row in rows}
    assert parity["oroscopo"] == "odd" and parity["cura"] is None, parity
