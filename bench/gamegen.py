"""Generated game folders for the benchmarks: a Lupus of the Rings game of any size and length.

`lupus-mod new` deals the game (30 players: the rulebook's 21 roles plus contadini), then each
night's PM log is written in the players' own phrasing (every living player sends a message:
an order for the roles that have one, chatter otherwise) and each day burns a living villager
or nobody. The living are read from the in-process replay, so every order is a legal one.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lupus_mod.play.game import load_game  # noqa: E402
from lupus_mod.play.replay import run_day, run_night  # noqa: E402

PHRASES = {
    "veggente": "Ciao master, stanotte indago su {t}",
    "tormentatore": "tormento {t}",
    "cavaliere": "sfido {t} a duello",
    "borseggiatore": "vorrei derubare {t}",
    "pifferaio": "ammalio {t} e {u}",
    "shinigami": "prevedo {t}",
    "lupo-grigio": "sbraniamo {t}",
}
CHATTER = "Buonanotte a tutti, oggi non faccio nulla"
# A wolf's "non faccio nulla" is a withdrawal of the pack's order (a doubt the night stops on)
PACK_CHATTER = "Buonanotte a tutti"
WOLVES = ("lupo-grigio", "lupo-cattivo", "lupo-sensitivo", "lupo-travestito")


def new_game(folder: Path, players: int, seed: int = 5) -> None:
    """`lupus-mod new` with `players` nicknames (extra seats are contadini)."""
    names = folder.parent / f"{folder.name}-names.txt"
    names.write_text("".join(f"Giocatore{n}\n" for n in range(1, players + 1)), encoding="utf-8")
    extra = ["--count", f"contadino-semplice={5 + players - 21}"] if players > 21 else []
    subprocess.run([sys.executable, "-c", "from lupus_mod.cli import main; main()", "new", str(folder),
                    "--ruleset", "lupus-of-the-rings", "--players", str(names), "--seed", str(seed),
                    *extra], cwd=ROOT, check=True, capture_output=True, env=_env())


def _env() -> dict[str, str]:
    import os
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def play(folder: Path, nights: int, rng: random.Random) -> None:
    """Write nights/1..N.txt and days/1..N-1.toml, each from the state the replay reaches."""
    for n in range(1, nights + 1):
        game = load_game(folder)
        state = run_day(game, n - 1).state if n > 1 else game.initial_state()
        alive = [p.name for p in state.players if p.alive]
        roles = {p.name: p.role for p in game.players}
        lines = [f"# deadline: 2026-10-{n:02d} 22:30"]
        for name in alive:
            phrase = PHRASES.get(roles[name], PACK_CHATTER if roles[name] in WOLVES else CHATTER)
            t, u = rng.sample([x for x in alive if x != name], 2)
            lines += [f"## {name} @ 2026-10-{n:02d} 21:{rng.randrange(60):02d}",
                      phrase.format(t=t, u=u), ""]
        (folder / "nights" / f"{n}.txt").write_text("\n".join(lines), encoding="utf-8")
        if n < nights:
            _burn(folder, n, rng)


def _burn(folder: Path, day: int, rng: random.Random) -> None:
    game = load_game(folder)
    after = run_night(game, str(day)).result.state
    villagers = [p.name for p in after.players if p.alive and game.entry(p.name).role not in WOLVES]
    burned = rng.choice(villagers) if day % 2 else ""
    (folder / "days" / f"{day}.toml").write_text(f'burned = "{burned}"\n', encoding="utf-8")


def make_game(folder: Path, players: int = 30, nights: int = 10, seed: int = 5) -> Path:
    new_game(folder, players, seed)
    play(folder, nights, random.Random(seed))
    return folder


if __name__ == "__main__":
    target = make_game(Path(sys.argv[1]), *(int(a) for a in sys.argv[2:]))
    print(target)
