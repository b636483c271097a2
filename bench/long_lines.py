"""A PM line four times longer is read in about four times the time: the night's reading of one
line (`orders.parse.parse_log`) timed at N and 4N repeats of a phrase, the ratio printed
(docs/performance.md, "Long lines"). A ratio near 4 is linear; one near 16 is a look over the
whole line from every word, which a player's pasted wall of text turns into minutes.

    python3 bench/long_lines.py            # N = 5 000 repeats of each phrase
    python3 bench/long_lines.py --repeats 1000
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lupus_mod.orders.names import NameIndex  # noqa: E402
from lupus_mod.orders.parse import parse_log  # noqa: E402
from lupus_mod.play.game import load_game, vocabulary  # noqa: E402

# Words only, a denial, chat with stops, a withdrawal, a later night, a correction between commas.
PHRASES = ("bla ", "non indago Gollum ", "ciao, come va? ", "anzi no, niente ", "domani indago Gollum, ",
           "indago Gollum, no, Grima. ")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--repeats", type=int, default=5000)
    repeats = options.parse_args().repeats
    game = load_game(ROOT / "games" / "lupus-of-the-rings")
    vocab = vocabulary(game)
    index = NameIndex(vocab)
    for phrase in PHRASES:
        spent = []
        for n in (repeats, 4 * repeats):
            log = f"# deadline: 2026-10-10 23:59\n\n## Frodino @ 2026-10-10 21:00\n{phrase * n}\n"
            start = time.process_time()
            parse_log(log, file="nights/1.txt", vocab=vocab, tz=game.tz, deadline=None, index=index)
            spent.append(time.process_time() - start)
        print(f"{phrase!r:30} x4 the line: {spent[1] / spent[0]:4.1f}x the time ({spent[1]:.2f} s CPU)")


if __name__ == "__main__":
    main()
