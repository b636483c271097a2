"""The preview: every post the tool wrote in out/, shown as the forum will show it.

    preview_page(game, phase=None) -> (html, phases shown)

The posts are read from out/ as the commands wrote them, so the page shows exactly what the GM
will paste; a post with broken BBCode, or with a tag the configured board does not render,
carries the problem above it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say, worded
from lupus_mod.play.game import Game
from lupus_mod.pages.bbhtml import to_html
from lupus_mod.pages.bblint import lint
from lupus_mod.pages.boards import Board, board_for, known_tags, unsupported
from lupus_mod.pages.html import render_page, words

_FOLDER = re.compile(r"^(night|day|round)-(.+)$")
# How a GM may name a phase on the command line, in any language the tool speaks.
_KINDS = {"night": "night", "notte": "night", "nuit": "night", "n": "night",
          "day": "day", "giorno": "day", "jour": "day", "d": "day", "g": "day", "j": "day",
          "round": "round", "giornata": "round", "journee": "round", "r": "round"}
# The posts of a phase folder, in the order the GM pastes them; then the notes for him.
_POSTS = ("thread.bbcode", "tally.bbcode", "runoff.bbcode")
_NOTES = ("gm-log.md", "tally-audit.md", "runoff-audit.md")


@dataclass(frozen=True)
class Phase:
    """A folder of out/ the preview shows, with its files."""
    key: str            # the folder under out/: "setup", "night-2", "day-1", "recap"
    kind: str           # "setup" | "night" | "day" | "round" (a declared loop's turn) | "recap"
    label: str          # the night's label or the day's number ("" for setup and recap)
    files: tuple[Path, ...]


def phase_key(text: str) -> str:
    """`night 2`, `notte 2`, `n2`, `night-2` -> "night-2"; `setup`, `recap` as they are."""
    cleaned = text.strip().lower()
    if cleaned in ("setup", "recap"):
        return cleaned
    found = re.fullmatch(r"([a-z]+)[\s-]*(\w+)", cleaned)
    if not found or found.group(1) not in _KINDS:
        raise GameFolderError(say("pages-gm.not-a-phase", text=text), hint=say("pages-gm.not-a-phase-hint"))
    return f"{_KINDS[found.group(1)]}-{found.group(2)}"


def _phase_files(folder: Path, posts_first: tuple[str, ...] = ()) -> tuple[Path, ...]:
    posts = [folder / name for name in (*posts_first, *_POSTS) if (folder / name).is_file()]
    replies = sorted((folder / "pm").glob("*.bbcode")) if (folder / "pm").is_dir() else []
    notes = [folder / name for name in _NOTES if (folder / name).is_file()]
    return (*posts, *replies, *notes)


def phases(game: Game) -> list[Phase]:
    """Every phase with outputs in out/, in the order of the game."""
    out = game.path("out")
    found: list[tuple[tuple, Phase]] = []
    if (out / "setup").is_dir():
        found.append(((0,), Phase("setup", "setup", "", _phase_files(out / "setup"))))
    # A declared loop's turn: its phases' posts in the loop's order (giorno, sera, notte).
    loop_posts = tuple(f"{p.id}.bbcode" for p in game.ruleset.loop.phases) if game.ruleset.loop.declared else ()
    for folder in (sorted(out.iterdir()) if out.is_dir() else ()):
        match = _FOLDER.match(folder.name)
        if folder.is_dir() and match and _phase_files(folder, loop_posts):
            kind, label = match.groups()
            index = (game.night_index(label) if kind == "night" else int(label) if label.isdigit() else 0)
            found.append(((1, index, kind == "day"),
                          Phase(folder.name, kind, label, _phase_files(folder, loop_posts))))
    if (out / "recap.bbcode").is_file():
        found.append(((2,), Phase("recap", "recap", "", (out / "recap.bbcode",))))
    return [phase for _, phase in sorted(found, key=lambda pair: pair[0])]


def _post(path: Path, root: Path, board: Board | None, w: dict[str, str], anchor: str,
          titles: dict[str, str]) -> dict[str, Any]:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise GameFolderError(say("pages-gm.unreadable"), file=str(path.relative_to(root)),
                              hint=say("pages-gm.run-again-hint")) from None
    bbcode = path.suffix == ".bbcode"
    problems = [w[f"lint-{p.kind}"].format(tag=p.tag, other=p.other, line=p.line)
                for p in lint(raw, known_tags())] if bbcode else []
    missing = unsupported(raw, board) if bbcode and board is not None else []
    kind = "reply" if path.parent.name == "pm" else ("post" if bbcode else "note")
    return {"anchor": anchor, "file": str(path.relative_to(root)), "kind": kind,
            "title": path.stem if kind == "reply" else titles.get(path.name) or w.get(f"file-{path.name}", path.name),
            "raw": raw, "html": to_html(raw, w["spoiler"], w["image"]) if bbcode else "",
            "problems": problems, "unsupported": missing}


def _title(phase: Phase, w: dict[str, str], game: Game) -> str:
    kind = game.ruleset.loop.name if phase.kind == "round" else w[phase.kind]
    return f"{kind} {phase.label}".strip()


def _commands(game: Game) -> str:
    return ("lupus-mod round N, tally N" if game.ruleset.loop.declared
            else "lupus-mod night N, day D, tally D")


def preview_page(game: Game, phase: str | None = None) -> tuple[str, list[Phase]]:
    """The preview page of every phase in out/ (or of one), and the phases it shows."""
    every = phases(game)
    shown = every
    if phase is not None:
        key = phase_key(phase)
        shown = [p for p in every if p.key == key]
        if not shown:
            raise GameFolderError(say("pages-gm.no-posts-in", key=key), file="out/",
                                  hint=say("pages-gm.no-posts-in-hint", commands=_commands(game)))
    if not shown:
        raise GameFolderError(say("pages-gm.no-posts"), file="out/",
                              hint=say("pages-gm.no-posts-hint", commands=_commands(game)))
    w = words(game.language)
    board = board_for(game.config.get("forum"))
    # A declared loop's phase posts: "Post nel thread — Sera".
    titles = {f"{p.id}.bbcode": f"{w['file-thread.bbcode']} — {p.name}"
              for p in game.ruleset.loop.phases} if game.ruleset.loop.declared else {}
    sections = [{"key": p.key, "title": _title(p, w, game),
                 "posts": [_post(f, game.dir, board, w, f"{p.key}-{i}", titles) for i, f in enumerate(p.files)]}
                for p in shown]
    page = render_page("preview.html.j2", game.language, game.dir, sections=sections,
                       title=str(game.config.get("title", game.ruleset.name)),
                       board=board.engine if board else "", board_notes=worded(board.notes, game.language) if board else "")
    return page, shown
