"""Views: Jinja2 templates turn events and counts into BBCode and Markdown text.

A GM overrides any template by putting a file with the same name in the game folder's
`templates/` directory; otherwise the one shipped in `templates/<language>/` is used.
"""
from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import jinja2

from lupus_mod.caches import cache_dir, read_entry, write_entry


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


class _CompiledTemplates(jinja2.BytecodeCache):
    """Compiled templates kept between runs (lupus_mod.caches). Jinja2 finds an entry by the
    template's name and file and uses it only if the source's checksum is unchanged, so an edited
    template is compiled again; the Jinja2 version is part of the key."""

    def __init__(self) -> None:
        self.directory = cache_dir("templates")

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return super().get_cache_key(f"{jinja2.__version__}|{name}", filename)

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = read_entry(self.directory / bucket.key)
        if data is not None:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        write_entry(self.directory / bucket.key, bucket.bytecode_to_string())


def _environment(language: str, game_dir: Path | None) -> jinja2.Environment:
    """One Environment per language and game folder (whether it has templates/ of its own is part
    of the key): Jinja2 then compiles each template once per run, and loads it compiled from the
    cache on later runs."""
    own = game_dir is not None and (game_dir / "templates").is_dir()
    return _shared_environment(language, game_dir if own else None)


@lru_cache(maxsize=None)
def _shared_environment(language: str, own_templates: Path | None) -> jinja2.Environment:
    shipped = shipped_templates() / language
    loaders: list[jinja2.BaseLoader] = []
    if own_templates is not None:
        loaders.append(jinja2.FileSystemLoader(str(own_templates / "templates")))
    loaders.append(jinja2.FileSystemLoader(str(shipped)))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        bytecode_cache=_CompiledTemplates(),
    )
    env.filters["bb"] = bbcode_escape
    return env


def render(template: str, language: str, game_dir: Path | None = None, **context: object) -> str:
    """Render `template` (e.g. "night/thread.bbcode.j2") in `language` with `context`."""
    return _environment(language, game_dir).get_template(template).render(**context)
