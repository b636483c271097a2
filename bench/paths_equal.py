"""The paths proven equal at a large count: the property tests of tests/simulate/test_paths_equal.py
(the fast path against the GM's resolver: every fast-path ruleset, size, bot, seed) and
test_compiled_build.py (the installed compiled modules against the checkout's pure files, when
`pip install .` built them) with many hypothesis examples instead of CI's few. A failure prints
the seed and the `simulate` options that play the game again. Not a test: 2,000 games through
the resolver take a few minutes on one core; bench/soak.py plays 8 seeds × 20,000 games.

    python bench/paths_equal.py [examples]     (default 2000; the compiled test runs a tenth)
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    examples = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    runs = (("tests/simulate/test_paths_equal.py", examples),
            ("tests/simulate/test_compiled_build.py", max(1, examples // 10)))
    failed = 0
    for test, count in runs:
        env = {**os.environ, "LUPUS_PATHS_EXAMPLES": str(count)}
        print(f"{test}: {count} examples", flush=True)
        failed |= subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs", test],
                                 cwd=ROOT, env=env).returncode
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
