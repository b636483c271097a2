"""Views: Jinja2 templates turn events and counts into BBCode and Markdown text.

A GM overrides any template by putting a file with the same name in the game folder's
`templates/` directory; otherwise the one shipped in `templates/<language>/` is used.
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Any, Mapping

import jinja2


def bbcode_escape(value: object) -> str:
    """Keep a player-chosen text from being read as BBCode markup."""
    text = str(value)
    if "[" in text or "]" in text:
        return f"[noparse]{text}[/noparse]"
    return text


_MARKUP = re.compile(r"\[/?(?:b|i|u|s|quote|spoiler|noparse)(?:=[^\]]*)?\]")


def plain(value: object) -> str:
    """A BBCode text without its markup (a private reply quoted in the GM log)."""
    return _MARKUP.sub("", str(value))


def shipped_templates() -> Path:
    """The templates installed with the package, or the repository's templates/ when the
    package is imported from a source checkout (where lupus_mod.templates is not mapped)."""
    try:
        return Path(str(files("lupus_mod.templates")))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / "templates"


@lru_cache(maxsize=None)
def _shipped_labels(language: str) -> Mapping[str, Mapping[str, str]]:
    path = shipped_templates() / language / "labels.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def labels(language: str, game_dir: Path | None = None) -> dict[str, dict[str, str]]:
    """The words of the language for every id the engine uses (causes, reasons, events, …):
    templates/<language>/labels.toml, completed by the game folder's templates/labels.toml.
    One file per language, read by every template, so that no id is ever printed
    (docs/languages.md)."""
    merged = {k: dict(v) for k, v in _shipped_labels(language).items()}
    own = (game_dir / "templates" / "labels.toml") if game_dir is not None else None
    if own is not None and own.exists():
        for section, words in tomllib.loads(own.read_text(encoding="utf-8")).items():
            merged.setdefault(section, {}).update(words)
    return merged


def word(table: Mapping[str, Mapping[str, str]], section: str, key: Any) -> str:
    """The word for `key` in `section`; an id without a word is shown with spaces for its
    hyphens (tests/test_no_ids.py keeps the shipped games free of those)."""
    text = str(key)
    return table.get(section, {}).get(text, text.replace("-", " "))


def _environment(language: str, game_dir: Path | None) -> jinja2.Environment:
    shipped = shipped_templates() / language
    loaders: list[jinja2.BaseLoader] = []
    if game_dir is not None and (game_dir / "templates").is_dir():
        loaders.append(jinja2.FileSystemLoader(str(game_dir / "templates")))
    loaders.append(jinja2.FileSystemLoader(str(shipped)))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["bb"] = bbcode_escape
    env.filters["plain"] = plain
    table = labels(language, game_dir)
    env.globals["words"] = table
    env.globals["say"] = lambda section, key: word(table, section, key)
    return env


def render(template: str, language: str, game_dir: Path | None = None, **context: object) -> str:
    """Render `template` (e.g. "night/thread.bbcode.j2") in `language` with `context`."""
    return _environment(language, game_dir).get_template(template).render(**context)
