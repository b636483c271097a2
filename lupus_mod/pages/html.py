"""The HTML pages' views: one Jinja2 environment with HTML escaping, words per language.

The page templates live in templates/html/ (a game folder's templates/html/ overrides them);
their words, in every language, in templates/html/words.toml, so one page serves them all.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

import jinja2

from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say
from lupus_mod.words.render import shipped_templates


@lru_cache(maxsize=8)
def _environment(game_templates: str) -> jinja2.Environment:
    loaders: list[jinja2.BaseLoader] = []
    if game_templates:
        loaders.append(jinja2.FileSystemLoader(game_templates))
    loaders.append(jinja2.FileSystemLoader(str(shipped_templates() / "html")))
    return jinja2.Environment(loader=jinja2.ChoiceLoader(loaders), autoescape=True,
                              trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined)


@lru_cache(maxsize=4)
def words(language: str) -> dict[str, str]:
    """The pages' words in `language` (Italian where a word is missing)."""
    table = tomllib.loads((shipped_templates() / "html" / "words.toml").read_text(encoding="utf-8"))
    return {**table["it"], **table.get(language, {})}


def render_page(template: str, language: str, game_dir: Path | None, **context: object) -> str:
    own = game_dir / "templates" / "html" if game_dir is not None else None
    env = _environment(str(own) if own is not None and own.is_dir() else "")
    try:
        return env.get_template(template).render(w=words(language), language=language, **context)
    except jinja2.TemplateError as error:
        where = getattr(error, "filename", None) or template
        raise GameFolderError(say("pages-gm.page-template", detail=str(error)), file=str(where),
                              line=getattr(error, "lineno", None), hint=say("pages-gm.page-template-hint")) from None
