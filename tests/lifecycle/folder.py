"""A small hand-dealt Lupus of the Rings folder for the lifecycle tests."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import tomli_w

from lupus_mod.inputs.catalog import builtin_text
from tests.lifecycle.play import cli

# name, role, gender: two wolves among eight.
TABLE = [("Aldo", "veggente", "m"), ("Bruna", "lupo-grigio", "f"), ("Carlo", "contadino-semplice", "m"),
         ("Dora", "pastorella", "f"), ("Ezio", "contadino-semplice", "m"), ("Fabio", "lupo-cattivo", "m"),
         ("Gina", "massone", "f"), ("Ugo", "massone-innamorato", "m")]


def make_game(root: Path, nights: dict[str, str] | None = None, days: dict[int, str] | None = None,
              files: dict[str, str] | None = None, players: list[dict[str, Any]] | None = None) -> Path:
    """The folder, with night logs ({label: text}), day files ({d: text}) and any other file."""
    game = root / "game"
    (game / "nights").mkdir(parents=True)
    (game / "days").mkdir()
    config = {"title": "Partita di prova", "language": "it", "seed": 5, "timezone": "Europe/Rome",
              "first_night": 1, "gm": ["Master"],
              "schedule": {"day_close": "22:00", "powers_deadline": "22:30"}}
    (game / "game.toml").write_text(tomli_w.dumps(config), encoding="utf-8")
    (game / "roles.toml").write_text(builtin_text("lupus-of-the-rings"), encoding="utf-8")
    rows = players or [{"name": n, "role": r, "gender": g} for n, r, g in TABLE]
    # Items are given explicitly: the Veggente gets his answers himself (no Specchio), and
    # Ezio holds the Palantír.
    rows[0].setdefault("items", [])
    rows[4].setdefault("items", ["palantir"])
    (game / "players.toml").write_text(tomli_w.dumps({"player": rows}), encoding="utf-8")
    for label, text in (nights or {}).items():
        (game / "nights" / f"{label}.txt").write_text(text, encoding="utf-8")
    for day, text in (days or {}).items():
        (game / "days" / f"{day}.toml").write_text(text, encoding="utf-8")
    for relative, text in (files or {}).items():
        (game / relative).write_text(text, encoding="utf-8")
    return game


def night_json(game: Path, label: str) -> dict[str, Any]:
    return json.loads(cli("night", label, "--game", game, "--json").output)


def day_json(game: Path, day: int) -> dict[str, Any]:
    return json.loads(cli("day", str(day), "--game", game, "--json").output)


def read(game: Path, relative: str) -> str:
    return (game / relative).read_text(encoding="utf-8")
