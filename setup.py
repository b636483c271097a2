"""The build: `pip install .` compiles the simulator's fast path with mypyc, when it can.

Whole simulated games are about ×3 faster compiled (docs/simulate.md "Speed"), which is why mypy
(mypyc ships with it) is a build dependency. The compiled modules are the same .py files, so
they give the very same games. Compiling is optional: without mypy or a C compiler, or with
LUPUS_MOD_PURE=1 in the environment, the install still succeeds and the simulator runs the
pure-Python files (tests/simulate/test_compiled_build.py checks both give the same outcomes).
Everything else (package list, data files, scripts) is in pyproject.toml.
"""
from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The fast path's modules in lupus_mod/simulate (fastplay.py and what it runs a game on); the
# build's equivalence test reads this list.
FAST_PATH = ("compiled", "draws", "fastplay", "kernels", "lean", "lean_night", "win_source")


class OptionalBuild(build_ext):
    """Builds the compiled modules all or none: if one fails (no C compiler, no Python
    headers), none is installed, and the .py files run instead."""

    def build_extensions(self) -> None:
        try:
            super().build_extensions()
        except Exception as error:      # whatever the compiler's failure, the install goes on
            for ext in self.extensions:
                Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            self.warn(f"the simulator's fast path is not compiled ({error}): it runs in pure Python")


def compiled_modules() -> list:
    if os.environ.get("LUPUS_MOD_PURE"):
        return []
    try:
        from mypyc.build import mypycify
        # The modules they import (the engine, the rules) run as Python: mypy reads their types
        # but does not hold the build to them.
        return mypycify(["--follow-imports=silent", *(f"lupus_mod/simulate/{m}.py" for m in FAST_PATH)],
                        opt_level="3")
    except (Exception, SystemExit) as error:     # no mypy, or a module it cannot compile (it exits)
        print(f"lupus-mod: the simulator's fast path is not compiled ({error}): it runs in pure Python")
        return []


setup(ext_modules=compiled_modules(), cmdclass={"build_ext": OptionalBuild})
