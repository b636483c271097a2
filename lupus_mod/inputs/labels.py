"""A game folder's own words, `templates/labels.toml` (docs/languages.md), checked at load as
every file of the folder is: readable TOML, each top-level name a section of the shipped
labels.toml, each word a string. A misspelt section would otherwise change no word, silently.

The words themselves are free: a game may add words for ids of its own ruleset.
"""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

from lupus_mod.errors import LupusError, each_problem
from lupus_mod.inputs.folder import TomlFile, load_toml, suggest
from lupus_mod.inputs.label_fields import message_problems, sentence_problems
from lupus_mod.messages import say
from lupus_mod.rules.checks import shown


def labels_problems(root: Path, shipped: Path) -> list[LupusError]:
    """The problems of `root`/templates/labels.toml (none when there is no such file);
    `shipped`: a language's labels.toml, whose sections the file may fill."""
    path = root / "templates" / "labels.toml"
    # A folder or a broken link of that name is an error of its own, not "no words" (the
    # ruleset's messages then said they had none, at roles.toml).
    return catalog_problems(path, root, shipped) if os.path.lexists(path) else []


def catalog_problems(path: Path, root: Path | None, shipped: Path) -> list[LupusError]:
    """The problems of a file of words at `path` (a game's templates/labels.toml, or the file
    `new --labels` copies there)."""
    try:
        src = load_toml(path, root)
    except LupusError as error:
        return each_problem(error)
    sections = tomllib.loads(shipped.read_text(encoding="utf-8"))
    problems: list[LupusError] = []
    for section, words in src.data.items():
        if not isinstance(words, dict):
            problems.append(src.error((section,), say("labels-file.not-a-section", section=section),
                                      say("labels-file.not-a-section-hint")))
        elif section not in sections:
            problems.append(src.error((section,), say("labels-file.unknown-section", section=section,
                                                      suggestion=suggest(section, sections)),
                                      say("labels-file.unknown-section-hint", sections=", ".join(sorted(sections)))))
        elif section == "sentence":
            problems += _sentence_problems(src, words, _every_language(shipped, section))
        else:
            problems += message_problems(src, words) if section == "message" else []
            problems += [src.error((section, key), say("labels-file.not-a-string", section=section, key=key,
                                                       value=shown(value)), say("labels-file.not-a-string-hint", key=key))
                         for key, value in words.items() if not isinstance(value, str)]
    return problems


def _sentence_problems(src: TomlFile, families: dict, shipped: dict) -> list[LupusError]:
    """`[sentence.<family>]`: a family of the shipped catalog; each sentence a string or a
    selector table (lupus_mod.words.sentences)."""
    problems: list[LupusError] = []
    for family, said in families.items():
        if family not in shipped or not isinstance(said, dict):
            problems.append(src.error(("sentence", family), say("labels-file.unknown-family", family=family,
                                                                suggestion=suggest(family, shipped)),
                                      say("labels-file.unknown-family-hint", families=", ".join(sorted(shipped)))))
            continue
        unworded = [src.error(("sentence", family, key), say("labels-file.not-a-sentence", family=family, key=key,
                                                             value=shown(value)),
                              say("labels-file.not-a-sentence-hint", key=key))
                    for key, value in said.items() if not _worded(value)]
        problems += unworded or sentence_problems(src, family, said, shipped[family])
    return problems


def _every_language(shipped: Path, section: str) -> dict:
    """The shipped `section` of every language's labels.toml beside `shipped`, its tables
    merged one level down (a sentence family: the keys of all languages)."""
    merged: dict = {}
    for path in sorted(shipped.parent.parent.glob("*/labels.toml")):
        for family, said in tomllib.loads(path.read_text(encoding="utf-8")).get(section, {}).items():
            mine = merged.setdefault(family, {})
            for key, value in said.items():
                mine.setdefault(key, []).append(value)
    return merged


def _worded(value: object) -> bool:
    return isinstance(value, str) or (isinstance(value, dict) and all(_worded(v) for v in value.values()))
