"""Errors a game master can act on.

Every error names where the problem is (file and line when there is one) and what to do,
so the CLI can print it as it is, without a traceback.
"""
from __future__ import annotations

import errno
from typing import Callable

from lupus_mod.messages import Msg, say, worded
from lupus_mod.text.terminal import visible


class LupusError(Exception):
    """A problem in the GM's input or environment, with a message meant for the GM."""

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 hint: str | None = None) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.hint = hint
        super().__init__(self.render())

    def render(self, language: str | None = None) -> str:
        """The message with its file and line, worded in `language` (default: the language the
        command speaks, lupus_mod.messages.speak)."""
        where = ""
        if self.file:
            where = f"{self.file}:{self.line}: " if self.line else f"{self.file}: "
        text = f"{where}{worded(self.message, language)}"
        if self.hint:
            text += f"\n  → {worded(self.hint, language)}"
        # A player's escape sequence quoted (a PM header, a name) shown as its code points here:
        # echoed to a pipe, click drops the sequence whole, and the GM read that "Frodino" is
        # not a player.
        return visible(text)


class RulesetError(LupusError):
    """The ruleset (roles.toml) is malformed or inconsistent."""


class GameFolderError(LupusError):
    """A file of the game folder is missing, malformed or inconsistent."""


class OrderError(LupusError):
    """A night order cannot be read or is not allowed."""


class DoubtsFound(LupusError):
    """Lines of a PM log the tool cannot read one way only: the night stops until the GM
    settles each with one line of `[corrections]` in `settle_file` (docs/orders.md)."""

    # The exit status of a command stopped by doubts: not an error of the folder (1).
    EXIT = 4

    def __init__(self, doubts: tuple, readings: tuple, settle_file: str,
                 words: dict[str, str] | None = None, command: str = "lupus-mod night",
                 rounds: bool = False, shown: Callable[[str], str] | None = None) -> None:
        self.doubts = doubts
        # A reading as the GM reads and pastes it: items by name, not by id (Wording.settle_reading).
        self.shown = shown or (lambda reading: reading)
        self.rounds = rounds      # the log is a round's (a declared loop), not a night's
        self.readings = readings
        self.settle_file = settle_file
        first = doubts[0]
        # `words`: the [reading] section of the game's labels.toml (English without it).
        say = {"stopped-one": "1 line of the PM log can be read more than one way",
               "stopped-many": "{count} lines of the PM log can be read more than one way",
               "stopped-hint": 'settle each in {file}, e.g. [corrections] "{line}" = "{reading}" '
                               "({command} shows them all)", **(words or {})}
        facts = {"count": len(doubts), "file": settle_file, "line": first.line, "command": command,
                 "reading": self.shown(first.candidates[0]) if first.candidates else "none"}
        super().__init__(say["stopped-one" if len(doubts) == 1 else "stopped-many"].format(**facts),
                         file=first.file, line=first.line, hint=say["stopped-hint"].format(**facts))


class ForumError(LupusError):
    """The forum could not be read (network, login wall, unknown layout)."""


class TallyError(LupusError):
    """The vote count cannot be made as asked."""


class ProblemsError(LupusError):
    """Several problems found in one pass (every problem of a file, not one per run)."""

    def __init__(self, problems: list[LupusError]) -> None:
        self.problems = list(problems)
        super().__init__(self.problems[0].message, file=self.problems[0].file,
                         line=self.problems[0].line, hint=self.problems[0].hint)

    def render(self, language: str | None = None) -> str:
        return "\n".join(p.render(language) for p in getattr(self, "problems", ()))


def each_problem(error: LupusError) -> list[LupusError]:
    """The single problems an error carries (one, or every one of a ProblemsError)."""
    return list(error.problems) if isinstance(error, ProblemsError) else [error]


def raise_all(problems: list[LupusError]) -> None:
    """Raise the problems found, together; nothing when there are none."""
    if len(problems) == 1:
        raise problems[0]
    if problems:
        raise ProblemsError(problems)


def system_said(error: OSError) -> Msg:
    """What the system refused (a full disk, a read-only folder), in the GM's words, by its errno
    name: the system's own text is in its locale's language, not the game's."""
    return say("system.os", code=errno.errorcode.get(error.errno or 0, str(error.errno)))
