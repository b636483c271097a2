"""A progress bar for reading a thread, for the CLI (drawn on stderr, so --json stays clean)."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextmanager
def progress_bar(description: str = "Lettura del thread", *,
                 console: Console | None = None) -> Iterator:
    """A callback `(pages_done, pages_total_or_None)` for fetch_thread, shown as a bar.

    The total is unknown until the board shows its last page number; the bar then fills.
    """
    console = console or Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal) as bar:
        task = bar.add_task(description, total=None)

        def update(done: int, total: int | None) -> None:
            bar.update(task, completed=done, total=total)
        yield update
