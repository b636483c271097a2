"""P1, P2 and P3 of two checkouts of the program in one run, interleaved round by round.

The "before / after" figures of docs/performance.md: each checkout runs from its own tree, with
its own compiled modules, caches and copy of the generated games, against the same floors (the
bare imports, the bare fetch loop) and the same board on loopback, so a burst of load on the
shared machine falls on both alike. CPU time is the steadier figure there.

    git worktree add /tmp/before <commit>      # or any copy of the older tree
    python3 bench/side_by_side.py /tmp/before [--rounds 5] [--pages 200]
"""
from __future__ import annotations

import argparse
import itertools
import os
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tally_fetch  # noqa: E402
from measure import BARE, LUPUS_MOD, ROOT, interleaved, median, run, scratch  # noqa: E402
from tally_command import BARE_LOOP, first_tally, served_game  # noqa: E402


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("before", type=Path, help="the older checkout")
    options.add_argument("--rounds", type=int, default=5)
    options.add_argument("--pages", type=int, default=200)
    args = options.parse_args()
    trees = {"before": args.before.resolve(), "after": ROOT}
    with scratch() as tmp:
        work = Path(tmp)
        game, thread, server, url = served_game(work, args.pages)
        try:
            cases = {"bare imports": lambda: run(BARE, _env(work, "after", trees)),
                     "bare fetch loop": lambda: run([sys.executable, "-c", BARE_LOOP, url, str(args.pages)],
                                                    _env(work, "after", trees))}
            for name in trees:
                cases.update(_cases(work, name, trees, game, thread, url))
            samples = interleaved(cases, args.rounds)
        finally:
            server.shutdown()
            server.server_close()
    print(f"medians of {args.rounds} interleaved rounds, {args.pages} pages; load average at the end "
          f"{os.getloadavg()[0]:.1f}")
    floors = {"P1": samples.pop("bare imports"), "P2": samples.pop("bare fetch loop")}
    for case in dict.fromkeys(name.split(": ", 1)[1] for name in samples):
        target, floor = _floor(case, samples, floors)
        cells = [f"{name} {median(samples[f'{name}: {case}'], 'cpu') / median(floor[name], 'cpu'):5.2f}x cpu "
                 f"{median(samples[f'{name}: {case}'], 'wall') / median(floor[name], 'wall'):5.2f}x wall"
                 for name in trees]
        print(f"{target}: {case:<34} " + " | ".join(cells))


def _floor(case: str, samples: dict, floors: dict) -> tuple[str, dict]:
    """What a case is measured against: P1 the bare imports, P2 the bare loop, P3 the night."""
    if case == "cold tally":
        return "P2", {name: floors["P2"] for name in ("before", "after")}
    if case == "re-tally after one new post":
        return "P3", {name: samples[f"{name}: night 10, re-run"] for name in ("before", "after")}
    return "P1", {name: floors["P1"] for name in ("before", "after")}


def _env(work: Path, name: str, trees: dict[str, Path]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(trees[name]), PYTHONPYCACHEPREFIX=str(work / f"pycache-{name}"),
               LUPUS_MOD_CACHE=str(work / f"cache-{name}"))
    return env


def _cases(work: Path, name: str, trees: dict[str, Path], generated: Path, thread: tally_fetch.Thread,
           url: str) -> dict:
    env = _env(work, name, trees)
    # The tally reads a game of its own: its outputs in out/ are no input of the P1 cases.
    game, example, counted = work / f"game-{name}", work / f"example-{name}", work / f"tally-{name}"
    shutil.copytree(generated, game)
    shutil.copytree(generated, counted)
    shutil.copytree(ROOT / "games" / "lupus-of-the-rings", example,
                    ignore=shutil.ignore_patterns("out", ".cache"))
    with (counted / "game.toml").open("a", encoding="utf-8") as config:
        config.write(f'\n[forum]\nengine = "phpbb"\nthread = "{url}"\ndelay = 0\n')
    edits = itertools.count()

    def cmd(*words: object, folder: Path = game):
        return lambda: run([*LUPUS_MOD, *map(str, words), "--game", str(folder)], env)

    def edited(folder: Path, label: int):
        def case():
            log = folder / "nights" / f"{label}.txt"
            text = log.read_text(encoding="utf-8").split("\n", 1)[-1]
            log.write_text(f"# revisione {next(edits)}\n{text}", encoding="utf-8")
            return cmd("night", label, folder=folder)()
        return case

    def cold():
        forget()
        return cmd("tally", 10, folder=counted)()

    def retally():
        thread.add()
        return cmd("tally", 10, folder=counted)()
    for warm in (cmd("night", 10, folder=counted), cmd("night", 10), cmd("check"), cmd("night", 4, folder=example)):
        warm()
    forget = first_tally(counted, [*LUPUS_MOD, "tally", "10", "--game", str(counted)], env, work / f"cache-{name}")
    return {f"{name}: {case}": step for case, step in {
        "night 10, re-run": cmd("night", 10),
        "night 10, its log edited": edited(game, 10),
        "check, night 10's log edited since": cmd("check"),
        "check, re-run": cmd("check"),
        "status": cmd("status"),
        "example: night 4, its log edited": edited(example, 4),
        "cold tally": cold,
        "re-tally after one new post": retally,
    }.items()}


if __name__ == "__main__":
    main()
