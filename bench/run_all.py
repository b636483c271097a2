"""Every benchmark in one command, each printing its ratios (docs/performance.md).

    python3 bench/run_all.py           # the figures of docs/performance.md (a few minutes)
    python3 bench/run_all.py --quick   # fewer rounds and pages, to see that all of it runs
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FULL = [("cli_commands.py", ["--rounds", "7"]), ("tally_command.py", ["--rounds", "5"]),
        ("tally_fetch.py", ["--rounds", "5"]), ("tally_parts.py", ["--rounds", "5"]),
        ("simulate.py", ["200"]), ("long_lines.py", [])]
QUICK = [("cli_commands.py", ["--rounds", "2"]), ("tally_command.py", ["--rounds", "2", "--pages", "40"]),
         ("tally_fetch.py", ["--rounds", "2", "--pages", "40"]),
         ("tally_parts.py", ["--rounds", "1", "--pages", "20"]), ("simulate.py", ["20"]),
         ("long_lines.py", ["--repeats", "1000"])]


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--quick", action="store_true")
    failed = 0
    env = {**os.environ, "PYTHONPATH": str(HERE.parent)}   # bench/simulate.py imports the checkout
    for script, args in QUICK if options.parse_args().quick else FULL:
        print(f"== {script} {' '.join(args)}", flush=True)
        failed |= subprocess.run([sys.executable, str(HERE / script), *args], env=env).returncode
    sys.exit(failed)


if __name__ == "__main__":
    main()
