"""What each part of the cold tally can save at most: the command run with that part costing
nothing, side by side with the whole command and the bare loop (P2, docs/performance.md).

A change is kept only if it saves at least 10 % of a command: a part whose removal saves less
cannot be the place of such a change, however fast it is made. Cases, interleaved round by round
(fresh processes, CPU time from wait4; bench/measure.py):
  bare loop        the floor of P2 (bench/tally_command.py)
  cold tally       `lupus-mod tally 10` as the day's first tally (bench/tally_command.py)
  without reading  the same, each page's posts handed over as a first run read them (the GETs,
                   the cache, the count and the outputs unchanged): the reading's ceiling
  without outputs  the same, the three templates (audit, table, post) rendered as empty text
  without JSON     the same, tally.json written empty
  without votes    the same, the votes of every post kept from the run before (the forum cache
                   emptied, the program's cache of readings kept): the votes' reading's ceiling
The variant without reading is checked to count the very tally of the whole command (its
tally.json the same, byte for byte) before the rounds start.

    python3 bench/tally_parts.py [--pages 200] [--rounds 6]
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from measure import environment, interleaved, median, run, scratch  # noqa: E402
from tally_command import BARE_LOOP, first_tally, served_game  # noqa: E402

# Each variant patches one name, then runs the command as `lupus-mod` does.
_MAIN = "import sys; sys.argv[0] = 'lupus-mod'; from lupus_mod.cli import main; main()"
VARIANTS = {
    "cold tally": "",
    "without reading": (
        "import pickle, lupus_mod.forum.fetch as f\n"
        "read = pickle.load(open(sys.argv.pop(1), 'rb'))\n"
        "f.parse_with = lambda engine, text, *, url, **rest: (engine, read[url])\n"),
    "without outputs": "import lupus_mod.tally.count as c\nc.render = lambda *a, **k: ''\n",
    "without JSON": "import lupus_mod.tally.count as c\nc.jsontext.dumps = lambda data: ''\n",
}


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pages", type=int, default=200)
    options.add_argument("--rounds", type=int, default=6)
    args = options.parse_args()
    with scratch() as tmp:
        work = Path(tmp)
        game, _, server, url = served_game(work, args.pages)
        with (game / "game.toml").open("a", encoding="utf-8") as config:
            config.write(f'\n[forum]\nengine = "phpbb"\nthread = "{url}"\ndelay = 0\n')
        env = environment(work, work / "cache")
        tally = ["tally", "10", "--game", str(game)]
        read = work / "read.pickle"

        def variant(name: str):
            code = ["import sys\n" + VARIANTS[name] + _MAIN]
            extra = [str(read)] if name == "without reading" else []

            def case():
                forget()
                return run([sys.executable, "-c", *code, *extra, *tally], env)
            return case
        try:
            forget = first_tally(game, [sys.executable, "-c", _MAIN, *tally], env, work / "cache")
            variant("cold tally")()
            whole = (game / "out" / "day-10" / "tally.json").read_bytes()
            _keep_pages_read(game / ".cache" / "forum", read)
            variant("without reading")()
            if (game / "out" / "day-10" / "tally.json").read_bytes() != whole:
                raise SystemExit("the variant without reading counted another tally: its pages are not the same")
            cases = {"bare loop": lambda: run([sys.executable, "-c", BARE_LOOP, url, str(args.pages)], env)}
            cases.update({name: variant(name) for name in VARIANTS})
            cases["without votes"] = lambda: (shutil.rmtree(game / ".cache", ignore_errors=True),
                                              run([sys.executable, "-c", _MAIN, *tally], env))[1]
            samples = interleaved(cases, args.rounds)
        finally:
            server.shutdown()
            server.server_close()
    whole_cpu = median(samples["cold tally"], "cpu")
    print(f"{args.pages} pages, medians of {args.rounds} interleaved rounds, CPU time; "
          f"load average at the end {os.getloadavg()[0]:.1f}")
    for name, taken in samples.items():
        cpu = median(taken, "cpu")
        share = "" if name in ("bare loop", "cold tally") else f"  saves at most {1 - cpu / whole_cpu:5.1%}"
        spread = f"({min(s.cpu for s in taken) * 1000:.0f}-{max(s.cpu for s in taken) * 1000:.0f})"
        print(f"  {name:<16} {cpu * 1000:7.0f} ms {spread:<12} = "
              f"{cpu / median(samples['bare loop'], 'cpu'):4.2f}x the bare loop{share}")


def _keep_pages_read(forum_cache: Path, into: Path) -> None:
    """The posts a whole run read from each page (kept beside the page in the forum cache), by
    the page's address."""
    folder = next(path.parent for path in forum_cache.rglob("index.json"))
    index = json.loads((folder / "index.json").read_text(encoding="utf-8"))
    read = {}
    for page in index["pages"]:
        _, posts = pickle.loads((folder / f"{page['file']}.posts").read_bytes())
        read[page.get("address") or page["url"]] = posts
    into.write_bytes(pickle.dumps(read, protocol=pickle.HIGHEST_PROTOCOL))


if __name__ == "__main__":
    main()
