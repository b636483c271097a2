"""P2 and P3 as a GM runs them: `lupus-mod tally D` in a fresh process, against a board on loopback.

The board (bench/tally_fetch.py's generated phpBB thread, delay 0) serves day 10 of a generated
30-player game as saved pages (rendered once, sent as stored bytes); its posts are written by
players of the game, so every vote is read. Cases, interleaved round by round with their floors:
  bare loop    a fresh `python` fetching the same pages with requests and parsing each with
               lxml.html.fromstring (nothing read from the pages)
  cold tally   `lupus-mod tally 10` as the day's first tally: an empty forum cache and none of
               the thread's votes read yet (the program's own caches, of compiled templates and
               of the game's replay, are kept as after any earlier run)
  re-tally     `lupus-mod tally 10` after one new post (the requests it made are counted)
  night        `lupus-mod night 10` of the same game, re-run (P1's case)
Targets (issue 12): P2 cold tally <= 2x the bare loop; P3 re-tally <= 2 requests and <= 1.5x P1.

    python3 bench/tally_command.py [--pages 200] [--rounds 5]
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from http.server import ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tally_fetch  # noqa: E402
from gamegen import make_game  # noqa: E402
from measure import LUPUS_MOD, environment, interleaved, median, ratio_line, run, scratch  # noqa: E402

BARE_LOOP = ("import sys, requests, lxml.html\n"
             "for n in range(int(sys.argv[2])):\n"
             "    lxml.html.fromstring(requests.get(f'{sys.argv[1]}&start={n * 10}', timeout=30).content)\n")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pages", type=int, default=200)
    options.add_argument("--rounds", type=int, default=5)
    args = options.parse_args()
    load_before = os.getloadavg()[0]
    with scratch() as tmp:
        work = Path(tmp)
        game, thread, server, url = served_game(work, args.pages)
        with (game / "game.toml").open("a", encoding="utf-8") as config:
            config.write(f'\n[forum]\nengine = "phpbb"\nthread = "{url}"\ndelay = 0\n')
        env = environment(work, work / "cache")
        tally = [*LUPUS_MOD, "tally", "10", "--game", str(game)]
        requests_made: list[int] = []

        def cold():
            forget()
            return run(tally, env)

        def retally():
            thread.add()
            thread.requests = 0
            sample = run(tally, env)
            requests_made.append(thread.requests)
            return sample

        try:
            run([*LUPUS_MOD, "night", "10", "--game", str(game)], env)
            forget = first_tally(game, tally, env, work / "cache")
            cases = {
                "bare loop": lambda: run([sys.executable, "-c", BARE_LOOP, url, str(args.pages)], env),
                "cold tally": cold,
                "re-tally after one new post": retally,
                "night 10, re-run": lambda: run([*LUPUS_MOD, "night", "10", "--game", str(game)], env),
            }
            samples = interleaved(cases, args.rounds)
        finally:
            server.shutdown()
            server.server_close()
    print(f"{args.pages} pages on loopback, medians of {args.rounds} interleaved rounds; "
          f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end")
    print("P2: " + ratio_line("cold `lupus-mod tally` vs bare loop", samples["cold tally"], samples["bare loop"], 2.0))
    print("    " + ratio_line("the same, in CPU time", samples["cold tally"], samples["bare loop"], None, "cpu"))
    print("P3: " + ratio_line("re-tally vs `night` re-run", samples["re-tally after one new post"],
                              samples["night 10, re-run"], 1.5))
    print(f"P3: requests made by each re-tally: {requests_made} (target <= 2)")
    print(f"    re-tally {median(samples['re-tally after one new post'], 'wall') * 1000:.0f} ms, "
          f"cold tally {median(samples['cold tally'], 'wall') * 1000:.0f} ms")


def first_tally(game: Path, tally: list[str], env: dict[str, str], cache: Path):
    """Run the day's first tally; return what makes the next run a first tally again: the forum
    cache emptied and the entries that run added to the replay cache (the votes it read from
    each post, lupus_mod/cache/readings.py) removed, the compiled templates kept."""
    before = set((cache / "replay").glob("*"))
    run(tally, env)
    added = set((cache / "replay").glob("*")) - before

    def forget() -> None:
        shutil.rmtree(game / ".cache", ignore_errors=True)
        for entry in added:
            entry.unlink(missing_ok=True)
    return forget


def served_game(work: Path, pages: int) -> tuple[Path, tally_fetch.Thread, ThreadingHTTPServer, str]:
    """The generated 30-player game, and a board on loopback serving a day-10 thread of `pages`
    pages (the last one half full) written by its living players."""
    os.environ["LUPUS_MOD_CACHE"] = str(work / "generating")
    game = make_game(work / "game", 30, 10)
    tally_fetch.PLAYERS[:] = _voters(game)
    thread = tally_fetch.Thread(pages * tally_fetch.PER_PAGE - tally_fetch.PER_PAGE // 2)
    server, url = tally_fetch.serve(thread)
    return game, thread, server, url


def _voters(game: Path) -> list[str]:
    """Eight players alive on day 10: the thread's authors and the names they vote."""
    from lupus_mod.play.game import load_game
    from lupus_mod.play.replay import run_night
    state = run_night(load_game(game), "10").result.state
    return [p.name for p in state.players if p.alive][:8]


if __name__ == "__main__":
    main()
