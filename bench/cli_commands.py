"""P1 and P5: cold `lupus-mod` commands against a bare `python -c "import typer, jinja2"`.

Every case is a fresh process. Games: a generated Lupus of the Rings game of 30 players with
10 nights of history (night 5 of the same game gives the cost of an extra night), and the
shipped example.
Cases:
  re-run       the folder as the previous run left it (its snapshots are valid)
  log edited   night N's log changed just before the run (nights 1..N-1 are read back)
  no cache     an empty cache directory: every log parsed, every phase replayed
`check` runs twice a round: after night 10's log was edited (the folder changed since the last
check) and again (a re-run).
Targets (issue 12): P1 each command <= 1.3x the bare imports, an extra night of history
<= 2 ms; P5 peak memory of `night` <= 1.3x the bare imports'.

    python3 bench/cli_commands.py [--rounds 7]
"""
from __future__ import annotations

import argparse
import itertools
import os
import statistics
import time
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gamegen import make_game  # noqa: E402
from measure import (BARE, LUPUS_MOD, ROOT, environment, interleaved, median,  # noqa: E402
                     ratio_line, run, scratch)


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=7)
    rounds = options.parse_args().rounds
    with scratch() as tmp:
        work = Path(tmp)
        os.environ["LUPUS_MOD_CACHE"] = str(work / "generating")
        g10 = make_game(work / "g10", 30, 10)
        example = work / "example"
        shutil.copytree(ROOT / "games" / "lupus-of-the-rings", example,
                        ignore=shutil.ignore_patterns("out", ".cache"))
        env = environment(work, work / "cache")
        edits = itertools.count()
        empty = itertools.count()

        def cmd(*args: object, game: Path = g10) -> list[str]:
            return [*LUPUS_MOD, *map(str, args), "--game", str(game)]

        def edited(game: Path, label: int):
            def case():
                log = game / "nights" / f"{label}.txt"
                text = log.read_text(encoding="utf-8").split("\n", 1)[-1]
                log.write_text(f"# revisione {next(edits)}\n{text}", encoding="utf-8")
                return run(cmd("night", label, game=game), env)
            return case

        def uncached(*args: object, game: Path = g10):
            return lambda: run(cmd(*args, game=game), environment(work, work / f"empty-{next(empty)}"))

        for warm in (cmd("night", 10), cmd("night", 5), cmd("night", 4, game=example),
                     cmd("check"), cmd("status"), cmd("recap"), cmd("day", 9)):
            run(warm, env)        # compiled modules and snapshots in place, as after one run
        run(BARE, env)
        cases = {
            "bare": lambda: run(BARE, env),
            "night 10 (30 players), re-run": lambda: run(cmd("night", 10), env),
            "night 10, its log edited": edited(g10, 10),
            "night 10, no cache": uncached("night", 10),
            "night 5 (30 players), re-run": lambda: run(cmd("night", 5), env),
            "night 5, no cache": uncached("night", 5),
            "check, night 10's log edited since": lambda: run(cmd("check"), env),
            "check, re-run": lambda: run(cmd("check"), env),
            "status": lambda: run(cmd("status"), env),
            "recap": lambda: run(cmd("recap"), env),
            "day 9": lambda: run(cmd("day", 9), env),
            "example: night 4, re-run": lambda: run(cmd("night", 4, game=example), env),
            "example: night 4, its log edited": edited(example, 4),
        }
        samples = interleaved(cases, rounds)
        history = history_cost(g10)
    base = samples.pop("bare")
    print(f"P1: cold commands, medians of {rounds} interleaved rounds (wall clock; CPU time after /)")
    for name, got in samples.items():
        target = None if "no cache" in name else 1.3
        print(ratio_line(name, got, base, target), " / cpu", ratio_line("", got, base, None, "cpu").split("=")[-1].strip())
    for label, short, long in (("re-run", "night 5 (30 players), re-run", "night 10 (30 players), re-run"),
                               ("no cache", "night 5, no cache", "night 10, no cache")):
        extra = (median(samples[long], "wall") - median(samples[short], "wall")) / 5 * 1000
        print(f"P1: night 10 - night 5 of the same game ({label}): {extra:6.2f} ms a night "
              "(wall clock of whole processes: other outputs too)")
    print(history)
    print("P5: " + ratio_line("peak memory of night 10", samples["night 10 (30 players), re-run"], base,
                              1.3, "peak_kb"))


def history_cost(game: Path) -> str:
    """In this process, the replay alone: the state before night 10 and before night 1 of the
    same folder, read back from the snapshots (as a re-run does) and computed from scratch."""
    from lupus_mod.play.game import load_game
    from lupus_mod.play.replay import run_night

    def replay(label: str, rounds: int = 15) -> float:
        times = []
        for _ in range(rounds):
            began = time.perf_counter()
            run_night(load_game(game), label)
            times.append(time.perf_counter() - began)
        return statistics.median(times)
    os.environ["LUPUS_MOD_CACHE"] = str(game.parent / "cache")
    run_night(load_game(game), "10")
    kept = (replay("10") - replay("1")) / 9 * 1000
    os.environ["LUPUS_MOD_CACHE"] = "/dev/null/none"     # no cache can be read or written
    fresh = (replay("10", 5) - replay("1", 5)) / 9 * 1000
    return (f"P1: an extra night of history, replay in-process: {kept:5.2f} ms a night read back "
            f"from the snapshots (target <= 2 ms), {fresh:5.2f} ms a night computed")


if __name__ == "__main__":
    main()
