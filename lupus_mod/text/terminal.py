"""What reaches the GM's terminal: text from the forum and the players made harmless.

Posts, nicknames and PM lines are the players' text, and players are adversaries: an escape
sequence in a nickname (OSC 52 writes the clipboard, CSI 2J clears the screen, OSC 0 retitles
the window) or a bidirectional override (which shows "Zefiro" for what reads "orifeZ") would
act on the GM's terminal. Every command writes through `shielded()`, which shows each such
character as its code point instead (‹U+202E› for a right-to-left override): the ESC and BEL
that make a sequence act are gone, what the player wrote stays in view. Tabs and line breaks
pass.
"""
from __future__ import annotations

import functools
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator, TextIO, TypeVar

# C0 controls but tab and line feed, DEL, C1 controls (CSI 0x9b, OSC 0x9d…), and the
# bidirectional marks, embeddings, overrides and isolates.
_ACTING = [c for c in range(0x20) if c not in (0x09, 0x0A)] + list(range(0x7F, 0xA0)) \
    + [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
_SHOWN = {code: f"‹U+{code:04X}›" for code in _ACTING}

F = TypeVar("F", bound=Callable[..., Any])


def visible(text: str) -> str:
    """`text` with every character that acts on a terminal shown as its code point (‹U+202E›
    for a right-to-left override; a Windows line end is a line end)."""
    return text.replace("\r\n", "\n").translate(_SHOWN)


class _Shown:
    """A text stream that shows what it is given with `visible`."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(visible(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def unshielded(stream: TextIO) -> TextIO:
    """The stream under a shielded one: for our own drawing (the progress bar's cursor moves)."""
    return stream.stream if isinstance(stream, _Shown) else stream  # type: ignore[return-value]


@contextmanager
def shielded() -> Iterator[None]:
    """stdout and stderr written through `visible` while the block runs."""
    kept = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = (s if isinstance(s, _Shown) else _Shown(s) for s in kept)  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = kept


def shielding(command: F) -> F:
    """`command`, writing through `shielded()` (every command of the CLI is registered so)."""
    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        with shielded():
            return command(*args, **kwargs)
    return run  # type: ignore[return-value]
