"""The words of the log's structure errors, in the game's language.

They live in templates/<language>/labels.toml, sections [log-structure] and [reading-meant] (a game folder may
change them in its templates/labels.toml); the English ones below are used when the log is
read without a game's language (the parser's own tests, a forced order of an override file).
Each error has a message and a hint (`<id>-hint`); `{…}` are the facts: lines, players, times.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from lupus_mod.errors import OrderError

SECTION = "log-structure"
# Sentences added later, in a section of their own (the catalog is merged between branches).
MORE = "reading-meant"

ENGLISH: Mapping[str, str] = {
    "deadline-after-header":
        "a deadline line after the first message header (line {header}): only the GM's lines "
        "above the first header set the deadline",
    "deadline-after-header-hint":
        "if the deadline is yours, move this line to the top of the log; if it is in "
        "{sender}'s message, start it with > so that it is read as quoted",
    "header-backwards":
        "the header of {sender} at {time} comes after a later one (line {before}, "
        "{before_sender}, {before_time}): the log keeps the PMs in the order they came",
    "header-backwards-hint":
        "paste the messages in the order you received them; if one of the two headers is "
        "written inside a player's message, start it with > so that it is read as quoted",
    "header-continued":
        "the header of {sender} follows {before_sender}'s message (line {before}) with no blank "
        "line, {why}: it may be written inside that message",
    "header-continued-hint":
        "if this header is yours, put a blank line before it; if it is in {before_sender}'s "
        "message, start it with > so that it is read as quoted",
    "two-deadlines": "two deadlines, at line {first} and at line {line}",
    "two-deadlines-hint":
        "keep one `# deadline: YYYY-MM-DD HH:MM` line in the log, at its top; one inside a "
        "player's message is quoted with >",
    "same-minute": "at the same minute",
    "no-time": "without a time",
    "note-order":
        "a line starting with # in {sender}'s message reads as an order ({order}) that the "
        "message gives nowhere else: a GM note, or {sender}'s own text?",
    "override-line":
        "a line of the overrides file in {sender}'s message ({text}): only the GM's "
        "nights/N.overrides.toml corrects the log",
    "override-line-hint":
        "if it is {sender}'s text, start it with > (his words, not read); if it is your "
        "correction, move it to the overrides file",
    "note-order-hint":
        "if it is {sender}'s text, remove the # (his order) or start it with > (his words, not "
        "read); if it is your note, write under it the order it stands for",
}

Words = Mapping[str, str]


class LazyWords(Mapping[str, str]):
    """The words of a language, loaded the first time an error needs them: a log that reads
    well never loads the labels (nor the renderer that keeps them)."""

    def __init__(self, load: Callable[[], Words]) -> None:
        self._load = load
        self._words: Words | None = None

    def _table(self) -> Words:
        if self._words is None:
            self._words = self._load()
        return self._words

    def __getitem__(self, key: str) -> str:
        return self._table()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


def say(words: Words | None, key: str, **facts: object) -> str:
    """The sentence `key` of the game's language with its facts; the English one when the
    language lacks it or the GM's own wording names a fact there is not."""
    for table in (words or {}, ENGLISH):
        template = table.get(key)
        if template is not None:
            try:
                return template.format(**facts)
            except (KeyError, IndexError, ValueError):
                continue
    raise KeyError(key)


def structure_error(words: Words | None, key: str, *, file: str, line: int,
                    **facts: object) -> OrderError:
    """The error `key` at the line, with its hint, in the game's language."""
    return OrderError(say(words, key, line=line, **facts), file=file, line=line,
                      hint=say(words, f"{key}-hint", line=line, **facts))
