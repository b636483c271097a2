"""Views: Jinja2 templates turn events and counts into BBCode and Markdown text.

A GM overrides any template by putting a file with the same name in the game folder's
`templates/` directory; otherwise the one shipped in `templates/<language>/` is used.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import jinja2

from lupus_mod.errors import LupusError


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
    return env


def render(template: str, language: str, game_dir: Path | None = None, **context: object) -> str:
    """Render `template` (e.g. "night/thread.bbcode.j2") in `language` with `context`.

    A broken template (the GM's own, in the game folder's templates/) is an error naming it."""
    try:
        return _environment(language, game_dir).get_template(template).render(**context)
    except jinja2.TemplateSyntaxError as error:
        raise LupusError(f"template syntax error: {error.message}", file=_shown(template, game_dir),
                         line=error.lineno, hint="fix the template, or delete it to use the shipped one") from None
    except Exception as error:
        own = _shown(template, game_dir) != template
        if not own and not isinstance(error, jinja2.TemplateError):
            raise
        raise LupusError(f"the template cannot be rendered: {error}", file=_shown(template, game_dir),
                         hint="use only the variables of the shipped template (templates/"
                         f"{language}/{template}), or delete yours") from None


def _shown(template: str, game_dir: Path | None) -> str:
    own = game_dir is not None and (game_dir / "templates" / template).is_file()
    return f"templates/{template}" if own else template
