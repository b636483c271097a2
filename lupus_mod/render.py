"""Views: Jinja2 templates turn events and counts into BBCode and Markdown text.

A GM overrides any template by putting a file with the same name in the game folder's
`templates/` directory; otherwise the one shipped in `templates/<language>/` is used.
"""
from __future__ import annotations

import functools
from importlib.resources import files
from pathlib import Path

import jinja2


def bbcode_escape(value: object) -> str:
    """Keep a player-chosen text from being read as BBCode markup."""
    text = str(value)
    if "[" in text or "]" in text:
        return f"[noparse]{text}[/noparse]"
    return text


def shipped_templates() -> Path:
    """The templates installed with the package, or the repository's templates/ when the
    package is imported from a source checkout (where lupus_mod.templates is not mapped)."""
    try:
        return Path(str(files("lupus_mod.templates")))
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / "templates"


def _environment(language: str, game_dir: Path | None) -> jinja2.Environment:
    overrides = game_dir / "templates" if game_dir is not None else None
    return _cached_environment(language, str(overrides) if overrides and overrides.is_dir() else "")


@functools.lru_cache(maxsize=64)
def _cached_environment(language: str, overrides: str) -> jinja2.Environment:
    # One environment per language and override folder: its templates are compiled once per
    # run (the loaders still see a changed file, by its modification time).
    shipped = shipped_templates() / language
    loaders: list[jinja2.BaseLoader] = []
    if overrides:
        loaders.append(jinja2.FileSystemLoader(overrides))
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
    return env


def render(template: str, language: str, game_dir: Path | None = None, **context: object) -> str:
    """Render `template` (e.g. "night/thread.bbcode.j2") in `language` with `context`."""
    return _environment(language, game_dir).get_template(template).render(**context)
