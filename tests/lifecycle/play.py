"""Helpers for the lifecycle tests: a 22-player roster, the CLI, and a scripted table of players
who send plausible orders every night (deterministic, from the deal in players.toml)."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Callable

from typer.testing import CliRunner

from lupus_mod.cli import _register_commands
from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.reports.status import game_status

_register_commands()
runner = CliRunner()

# Fictional nicknames; none is part of another, of a role, item or faction name.
NICKNAMES = ["Albaverde (m)", "Borgorosso (m)", "Cardellino (f)", "Duna (f)", "Ebano (m)", "Falcone (m)",
             "Gelsomina (f)", "Ippolita (f)", "Lucciola (f)", "Mirtillo (m)", "Nebbia (f)", "Ortica (f)",
             "Pervinca (f)", "Quercia (f)", "Rugiada (f)", "Salvia (f)", "Tarassaco (m)", "Ulivo (m)",
             "Verbena (f)", "Zafferano (m)", "Zenzero (m)", "Brezza (f)"]
NAMES = [n.split(" (")[0] for n in NICKNAMES]


def cli(*args: str, ok: bool = True) -> Any:
    result = runner.invoke(app, [str(a) for a in args])
    if ok:
        assert result.exit_code == 0, f"{args}: {result.output}"
    return result


def new_game(tmp_path: Path, seed: int = 7, name: str = "game", *extra: str) -> Path:
    roster = tmp_path / "giocatori.txt"
    roster.write_text("# la lista ufficiale\n" + "\n".join(NICKNAMES) + "\n", encoding="utf-8")
    target = tmp_path / name
    cli("new", target, "--ruleset", "lupus-of-the-rings", "--players", roster, "--seed", seed, *extra)
    return target


def roles(game: Path) -> dict[str, str]:
    data = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))
    return {p["name"]: p["role"] for p in data["player"]}


def _orders(status: dict[str, Any], roles_of: dict[str, str], night: int) -> list[tuple[str, str]]:
    """One plausible order per power for every living player (targets rotate with the night)."""
    alive = status["alive"]
    held = {p["name"]: p["held"] for p in status["players"]}
    wolves = [n for n in alive if roles_of[n].startswith("lupo-")]
    prey = [n for n in alive if n not in wolves]

    def pick(who: str, k: int = 0, among: list[str] | None = None) -> str:
        pool = [n for n in (among or alive) if n != who] or [who]
        return pool[(night + k + alive.index(who)) % len(pool)]

    orders = []
    if wolves and prey:
        orders.append((wolves[0], f"sbrano {pick(wolves[0], among=prey)}"))
    for name in alive:
        role = roles_of[name]
        if role == "veggente":
            orders.append((name, f"indago {pick(name)}"))
        elif role == "pifferaio":
            orders.append((name, f"ammalio {pick(name)} {pick(name, 1)}"))
        elif night >= 2 and role in ("tormentatore", "cavaliere", "shinigami"):
            keyword = {"tormentatore": "tormento", "cavaliere": "sfido", "shinigami": "prevedo"}[role]
            orders.append((name, f"{keyword} {pick(name, 2)}"))
        elif night >= 2 and role == "borseggiatore" and not held[name]:
            orders.append((name, f"derubo {pick(name, 3)}"))
        elif night >= 2 and role == "archivista":
            orders.append((name, "prelevo"))
        for n, item in enumerate(held[name]):
            if item == "libro-rosso":
                orders.append((name, "archivio Diffidate di chi parla poco."))
            orders.append((name, f"passo {item} {pick(name, 5 + n)}"))
    return orders


def write_night(game: Path, label: str, orders: list[tuple[str, str]]) -> None:
    lines = [f"# Notte {label}"]
    for player, order in orders:
        lines += [f"## {player}", order, ""]
    (game / "nights" / f"{label}.txt").write_text("\n".join(lines), encoding="utf-8")


def play(game: Path, nights: int, burn: bool = True,
         after: Callable[[str], None] = lambda phase: None) -> list[str]:
    """Play up to `nights` nights (and the days between them) with the scripted table; stop when
    the game is over. `after(phase)` runs after each phase. Returns the phases played
    ("night 1", "day 1", …)."""
    roles_of = roles(game)
    phases = []
    for night in range(1, nights + 1):
        status = game_status(load_game(game))
        if status["game_over"]:
            break
        write_night(game, str(night), _orders(status, roles_of, night))
        cli("night", str(night), "--game", game)
        phases.append(f"night {night}")
        after(phases[-1])
        status = game_status(load_game(game))
        if status["game_over"] or night == nights:
            break
        alive = status["alive"]
        burned = alive[(3 * night) % len(alive)] if burn else ""
        (game / "days" / f"{night}.toml").write_text(f'burned = "{burned}"\n', encoding="utf-8")
        cli("day", str(night), "--game", game)
        phases.append(f"day {night}")
        after(phases[-1])
    return phases
