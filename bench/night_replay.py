"""Benchmark: replaying a long game to resolve its last night (the cost of `lupus-mod night N`).

Builds, in a temporary folder, a Lupus of the Rings game of 21 players with N nights of PM logs
in the players' own phrasing (every living player sends an order a night) and day files, then
times `run_night` of the last night from a cold load (parse every log, replay every phase) and
the rendering of its outputs. Not a test: run it by hand.

    python bench/night_replay.py [nights]
"""
from __future__ import annotations

import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from lupus_mod.game import load_game
from lupus_mod.night_report import night_report
from lupus_mod.replay import run_night

EXAMPLE = Path(__file__).resolve().parents[1] / "games" / "lupus-of-the-rings"
PHRASES = {
    "veggente": "Ciao master, stanotte indago su {t}",
    "tormentatore": "tormento {t}",
    "cavaliere": "sfido {t} a duello",
    "borseggiatore": "vorrei derubare {t}",
    "pifferaio": "ammalio {t} e {u}",
    "shinigami": "prevedo {t}",
    "lupo-grigio": "sbraniamo {t}",
}


def write_game(folder: Path, nights: int, rng: random.Random) -> None:
    shutil.copytree(EXAMPLE, folder, ignore=shutil.ignore_patterns("out", "nights", "days", ".cache"))
    (folder / "nights").mkdir()
    (folder / "days").mkdir()
    game = load_game(folder)
    names = list(game.names)
    roles = {p.name: p.role for p in game.players}
    for n in range(1, nights + 1):
        lines = [f"# deadline: 2026-10-{n:02d} 22:30"]
        for name in names:
            phrase = PHRASES.get(roles[name], "Buonanotte a tutti, oggi non faccio nulla")
            t, u = rng.sample([x for x in names if x != name], 2)
            lines += [f"## {name} @ 2026-10-{n:02d} 21:{rng.randrange(60):02d}", phrase.format(t=t, u=u), ""]
        (folder / "nights" / f"{n}.txt").write_text("\n".join(lines), encoding="utf-8")
        (folder / "days" / f"{n}.toml").write_text("burned = \"\"\n", encoding="utf-8")


def main() -> None:
    nights = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "game"
        write_game(folder, nights, random.Random(7))
        start = time.perf_counter()
        game = load_game(folder)
        run = run_night(game, str(nights))
        resolved = time.perf_counter()
        night_report(game, run)
        rendered = time.perf_counter()
    print(f"{nights} nights replayed and the last resolved: {resolved - start:.3f} s")
    print(f"outputs of the last night rendered:          {rendered - resolved:.3f} s")


if __name__ == "__main__":
    main()
