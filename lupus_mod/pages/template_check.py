"""Broken BBCode in what the tool will paste: the templates (shipped and the GM's own) and the
posts already in out/, each problem named with the template and line that writes it.

A template is read through Jinja2's lexer: its literal text is what it writes whatever the game,
so a tag opened there and never closed, or a tag no board knows, is a mistake at that line.
"""
from __future__ import annotations

import re
from pathlib import Path

import jinja2

from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.pages.bblint import lint, lint_template
from lupus_mod.pages.boards import known_tags
from lupus_mod.words.render import shipped_templates, template_files

# The post in out/ -> the template that writes it (relative to templates/).
_WRITERS = {("setup", "thread.bbcode"): "setup/thread.bbcode.j2", ("setup", "pm"): "setup/card.bbcode.j2",
            ("night", "thread.bbcode"): "night/thread.bbcode.j2", ("night", "pm"): "night/pm.bbcode.j2",
            ("day", "thread.bbcode"): "day/thread.bbcode.j2", ("day", "pm"): "day/pm.bbcode.j2",
            ("day", "tally.bbcode"): "tally/tally.bbcode.j2", ("day", "runoff.bbcode"): "tally/tally.bbcode.j2",
            ("out", "recap.bbcode"): "recap/recap.bbcode.j2"}


def _template_files(game: Game) -> list[tuple[Path, str]]:
    """(file, shown name) of every BBCode template the game renders with, the GM's own first."""
    own = game.path("templates")
    mine = {path.relative_to(own).as_posix(): (path, f"templates/{path.relative_to(own).as_posix()}")
            for path in (sorted(own.rglob("*.j2")) if own.is_dir() else ())}
    shipped = {name: (path, f"templates/{path.relative_to(shipped_templates()).as_posix()}")
               for name, path in template_files().items()}
    found = {**shipped, **mine}
    return [found[name] for name in [*mine, *(n for n in shipped if n not in mine)]
            if not name.endswith(".md.j2") and not name.endswith(".txt.j2")]


_JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.DOTALL)


def _literal_text(source: str, shown: str) -> list[tuple[int, str]]:
    """The template's text with every expression as one letter and every statement or comment
    as nothing, the line breaks kept: `[url={{ link }}]` reads as the tag `[url=x]`."""
    try:
        jinja2.Environment().parse(source)
    except jinja2.TemplateSyntaxError as error:
        raise GameFolderError(say("system.template-syntax", detail=error.message), file=shown, line=error.lineno,
                              hint=say("pages-gm.syntax-hint")) from None
    def blank(match: re.Match) -> str:
        kept = "\n" * match.group(0).count("\n")
        return ("x" if match.group(0).startswith("{{") else "") + kept
    return [(1, _JINJA.sub(blank, source))]


def template_problems(game: Game) -> list[LupusError]:
    """Every broken tag in the templates the game renders with."""
    problems: list[LupusError] = []
    for path, shown in _template_files(game):
        try:
            pieces = _literal_text(path.read_text(encoding="utf-8"), shown)
        except GameFolderError as error:
            problems.append(error)
            continue
        except (OSError, UnicodeDecodeError):
            problems.append(GameFolderError(say("pages-gm.unreadable"), file=shown))
            continue
        problems += [GameFolderError(p.describe(), file=shown, line=p.line, hint=p.hint)
                     for p in lint_template(pieces, known_tags())]
    return problems


def _writer(post: Path, out: Path) -> str:
    parts = post.relative_to(out).parts
    phase = parts[0].split("-")[0] if len(parts) > 1 else "out"
    post = "pm" if "pm" in parts[1:-1] else parts[-1]
    if phase == "round":
        # A declared loop's turn: one post per phase of the ruleset, all from one template.
        return "round/pm.bbcode.j2" if post == "pm" else "round/thread.bbcode.j2"
    return _WRITERS.get((phase, post), "")


def post_problems(game: Game, posts: list[Path] | None = None) -> list[LupusError]:
    """Every broken tag in the posts already written to out/ (or in `posts`, the ones a command
    just wrote), with the template that wrote them."""
    out = game.path("out")
    problems: list[LupusError] = []
    if posts is None:
        posts = sorted(out.rglob("*.bbcode")) if out.is_dir() else []
    for post in posts:
        try:
            text = post.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        writer = _writer(post, out)
        for p in lint(text, known_tags()):
            problems.append(GameFolderError(
                say("bbcode-gm.written-by", problem=p.describe(), writer=writer or say("bbcode-gm.a-template")),
                file=game.show(post), line=p.line, hint=say("bbcode-gm.post-hint", hint=p.hint)))
    return problems
