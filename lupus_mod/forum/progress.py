"""A progress bar for reading a thread, for the CLI (drawn on stderr, so --json stays clean)."""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from lupus_mod.text.terminal import unshielded

# What the readers of a thread report to: (pages read, pages in the thread when known).
Progress = Callable[[int, "int | None"], None]

# The variables by which rich draws on what is not a terminal.
_FORCING = ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")


@contextmanager
def progress_bar(description: str = "Lettura del thread", *, console: Any = None) -> Iterator:
    """A callback `(pages_done, pages_total_or_None)` for fetch_thread, shown as a bar; None
    when stderr is no terminal (rich would draw nothing there, so it is not even loaded).

    The total is unknown until the board shows its last page number; the bar then fills.
    """
    if console is None and not _terminal():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    # Straight to the terminal: the bar's own cursor moves are no player's text (lupus_mod.text.terminal).
    console = console or Console(file=unshielded(sys.stderr))
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        task = bar.add_task(description, total=None)

        def update(done: int, total: int | None) -> None:
            bar.update(task, completed=done, total=total)
        yield update


def _terminal() -> bool:
    if any(name in os.environ for name in _FORCING):
        return True
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False
