"""The GM's messages — errors, warnings, hints, the CLI's own words — as ids with parameters,
worded per language in lupus_mod/messages/<language>.toml (docs/languages.md, "The GM's
terminal").

    say("day.unknown-key", key="burnt", known="burned, …")  -> Msg
    Msg.worded("fr")                                         -> its French wording

A `Msg` is a str, its English wording, so code and scripts that read a message keep working;
it also keeps its id and parameters, and the CLI words it again in the GM's language at the
edge (`speak`, set once per command from the game folder). A parameter that is itself a Msg
is worded in the same language.

A catalog entry is a string with `{name}` fields, or a table that selects a variant by one
parameter: `{ by = "count", one = "…", other = "…" }` (the number's plural category, or the
parameter's own value, e.g. a gender `f`; `other` when none matches). `{name:de}` writes
"de Léa" / "d’Inès" (French elision). French entries get their typography at load: a
non-breaking space before « : ; ! ? » and inside « ».
"""
from __future__ import annotations

import hashlib
import marshal
import os
import re
from functools import cache
from pathlib import Path
from typing import Any, Mapping

from lupus_mod.cache.places import cache_dir, read_entry, write_entry

LANGUAGES = ("en", "it", "fr")      # English first: the tool's own, no game is played in it
_HERE = Path(__file__).resolve().parent
_CODE = Path(__file__).read_bytes()     # the typesetting below is part of a kept catalog's key
_SPOKEN = ["en"]          # the language the running command speaks to the GM (`speak`)

# French typography: a non-breaking space (narrow before ; ! ?) where the catalog has a space.
_FRENCH = ((re.compile(r" ([:»])"), "\u00a0\\1"), (re.compile(r" ([;!?])"), "\u202f\\1"),
           (re.compile(r"« "), "«\u00a0"))
_VOWEL = re.compile(r"^[aeiouyàâäéèêëîïôöùûüœhAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒH]")


def speak(language: str) -> None:
    """Word the GM's messages of this command in `language` (English when it has no catalog)."""
    _SPOKEN[0] = language if language in LANGUAGES else "en"


def spoken() -> str:
    return _SPOKEN[0]


@cache
def catalog(language: str) -> dict[str, Any]:
    """Every entry of one language's catalog, by id `section.key` (loaded on first use).

    Reading a catalog's TOML is about 13–18 ms, the largest single cost of a command that
    replays nothing (docs/performance.md, P1), so the entries are kept marshalled under a key of
    the catalog's bytes and of this module's code (lupus_mod.cache.places)."""
    source = (_HERE / f"{language}.toml").read_bytes()
    digest = hashlib.blake2b(source + _CODE, digest_size=12).hexdigest()
    kept = cache_dir("messages") / f"{language}-{digest}.marshal"
    data = read_entry(kept)
    if data is not None:
        try:
            return marshal.loads(data)
        except (EOFError, ValueError, TypeError):
            pass
    entries = _entries(language, source.decode("utf-8"))
    write_entry(kept, marshal.dumps(entries))
    return entries


def _entries(language: str, text: str) -> dict[str, Any]:
    import tomllib
    data = tomllib.loads(text)
    return {f"{section}.{key}": _typeset(language, entry)
            for section, entries in data.items() for key, entry in entries.items()}


def _typeset(language: str, entry: Any) -> Any:
    if isinstance(entry, dict):
        return {k: v if k == "by" else _typeset(language, v) for k, v in entry.items()}
    if language == "fr":
        for pattern, spaced in _FRENCH:
            entry = pattern.sub(spaced, entry)
    return entry


def _plural(language: str, number: int) -> str:
    # French counts 0 and 1 as singular ("0 erreur"), Italian and English 1 only.
    return "one" if number == 1 or (language == "fr" and number == 0) else "other"


def _variant(language: str, entry: Any, params: Mapping[str, Any]) -> str:
    if isinstance(entry, str):
        return entry
    value = params.get(entry["by"])
    if str(value) in entry:
        return entry[str(value)]
    if isinstance(value, int) and _plural(language, value) in entry:
        return entry[_plural(language, value)]
    return entry["other"]


class _Word(str):
    """A parameter's text, with the French article forms as format specs (`{name:de}`)."""

    def __format__(self, spec: str) -> str:
        if spec in ("de", "que", "le"):
            return f"{spec[:-1]}’{self}" if _VOWEL.match(self) else f"{spec} {self}"
        return format(str(self), spec)


def wording(language: str, id: str, params: Mapping[str, Any]) -> str:
    """The message `id` in `language` (English when that catalog lacks it), its fields filled."""
    entry = catalog(language).get(id)
    if entry is None:
        language, entry = "en", catalog("en")[id]
    values = {k: _Word(v.worded(language) if isinstance(v, Msg) else v) if isinstance(v, str) else v
              for k, v in params.items()}
    return _variant(language, entry, values).format_map(values)


class Msg(str):
    """A message for the GM: its English wording, with its id and parameters kept to word it
    in another language."""

    id: str
    params: dict[str, Any]

    def __new__(cls, id: str, params: Mapping[str, Any]) -> "Msg":
        self = super().__new__(cls, wording("en", id, params))
        self.id, self.params = id, dict(params)
        return self

    def worded(self, language: str) -> str:
        return wording(language, self.id, self.params)

    def __reduce__(self) -> tuple:
        return Msg, (self.id, self.params)


def say(id: str, /, **params: Any) -> Msg:
    """The message `id` with its parameters (its text is English until worded at the edge)."""
    return Msg(id, params)


def all_of(parts: list[str]) -> str:
    """ "[override] and [corrections]", "Sam, Merry e Pipino": the last two joined by the "and"
    of the language the message is worded in, not by the English the Msg holds as a str."""
    if len(parts) < 2:
        return "".join(parts)
    return say("list-words.and", some=", ".join(parts[:-1]), last=parts[-1])


def tell(id: str, /, **params: Any) -> str:
    """The message `id` worded in the language spoken (the CLI's own words: prefixes, summaries)."""
    return wording(spoken(), id, params)


def worded(text: str | None, language: str | None = None) -> str | None:
    """`text` in `language` (default: the language spoken) when it is a Msg; else as it is."""
    return text.worded(language or spoken()) if isinstance(text, Msg) else text


def _declared_language(text: str) -> str | None:
    """The file's `language` when a game is played in it: any other (`language = "de"`, or
    "en", the tool's own words outside a game, which has no posts' templates) is an error of
    game.toml (config.language), worded in the next file's language, the ruleset's."""
    found = re.search(r'(?m)^\s*language\s*=\s*"([a-z]{2})"', text)
    return found.group(1) if found and found.group(1) in LANGUAGES[1:] else None


def folder_language(game_dir: Path | None, ruleset_file: Path | None = None, asked: str = "") -> str:
    """The language to speak to the GM: LUPUS_MOD_LANGUAGE when set; else the game's language
    `asked` for a game being made (`new --language fr`); else the game folder's (game.toml
    `language`, else its roles.toml's, else Italian as lupus_mod.play.game reads it), else
    `ruleset_file`'s; else English. Read from the text, so that a game.toml the parser
    refuses still chooses the language of the error that says so."""
    chosen = os.environ.get("LUPUS_MOD_LANGUAGE") or (asked if asked in LANGUAGES else "")
    if chosen:
        return chosen
    files = [game_dir / "game.toml", game_dir / "roles.toml"] if game_dir is not None else []
    for path in [*files, *([ruleset_file] if ruleset_file else [])]:
        try:
            found = _declared_language(path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
        if found:
            return found
    return "it" if game_dir is not None and (game_dir / "game.toml").is_file() else "en"
