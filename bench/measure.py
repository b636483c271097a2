"""Side-by-side measuring for the benchmarks: fresh processes, interleaved rounds, medians.

The machine may be shared: each round runs every case once, one after the other, so a burst of
load falls on all of them alike, and the figures are medians over the rounds. Each process is
timed by the wall clock and by the CPU time the kernel charged it (user + system, from wait4),
and its peak resident memory is read from the same call.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
BARE = [sys.executable, "-c", "import typer, jinja2"]
LUPUS_MOD = [sys.executable, "-c", "import sys; sys.argv[0] = 'lupus-mod'; from lupus_mod.cli import main; main()"]


@dataclass(frozen=True)
class Sample:
    wall: float      # seconds
    cpu: float       # seconds, user + system
    peak_kb: int


def environment(work: Path, cache: Path) -> dict[str, str]:
    """The program run from this checkout, with compiled modules kept (in `work`, as an
    installed package has them) and its caches in `cache`."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=str(work / "pycache"), LUPUS_MOD_CACHE=str(cache))
    return env


def run(command: list[str], env: dict[str, str], check: bool = True) -> Sample:
    """One fresh process, run from the tree its PYTHONPATH names: `python -c` puts the working
    directory first on sys.path, so run from another checkout it would import that one."""
    began = time.perf_counter()
    tree = env.get("PYTHONPATH", str(ROOT)).split(os.pathsep)[0]
    child = subprocess.Popen(command, env=env, cwd=tree, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - began
    error = child.stderr.read().decode(errors="replace") if child.stderr else ""
    child.stderr.close()
    child.returncode = os.waitstatus_to_exitcode(status)
    if check and child.returncode != 0:
        raise SystemExit(f"{' '.join(command[3:])} failed ({child.returncode}):\n{error}")
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)


def interleaved(cases: dict[str, Callable[[], Sample]], rounds: int) -> dict[str, list[Sample]]:
    samples: dict[str, list[Sample]] = {name: [] for name in cases}
    for _ in range(rounds):
        for name, case in cases.items():
            samples[name].append(case())
    return samples


def median(samples: list[Sample], what: str) -> float:
    return statistics.median(getattr(s, what) for s in samples)


def ratio_line(name: str, samples: list[Sample], base: list[Sample], target: float | None,
               what: str = "wall") -> str:
    mine, floor = median(samples, what), median(base, what)
    verdict = "" if target is None else ("  ok" if mine / floor <= target else "  OVER")
    unit = "MB" if what == "peak_kb" else "ms"
    scale = 1 / 1024 if what == "peak_kb" else 1000
    limit = f" (target <= {target}x)" if target is not None else ""
    return (f"{name:<44} {mine * scale:8.1f} {unit} vs {floor * scale:6.1f} {unit} "
            f"= {mine / floor:5.2f}x{limit}{verdict}")


def scratch() -> tempfile.TemporaryDirectory:
    return tempfile.TemporaryDirectory(prefix="lupus-mod-bench-")
