"""The Typer application every command registers on, and the shared CLI plumbing."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

import typer

from lupus_mod.errors import LupusError, each_problem, system_said
from lupus_mod.messages import folder_language, speak, spoken, tell
from lupus_mod.text.terminal import shielding, visible

if TYPE_CHECKING:
    from lupus_mod.play.game import Game


class _Commands(typer.Typer):
    """The Typer app whose every command writes through lupus_mod.text.terminal's shield: forum
    text (posts, nicknames, PM lines) never acts on the GM's terminal; and speaks to the GM in
    the game folder's language (`speaking`)."""

    def command(self, *args: Any, **kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        register = super().command(*args, **kwargs)

        def decorator(function: Callable[..., Any]) -> Callable[..., Any]:
            register(shielding(speaking(function)))
            return function
        return decorator


def speaking(command: Callable[..., Any]) -> Callable[..., Any]:
    """`command`, its messages to the GM worded in the language of its game folder (`--game`,
    default the current directory), or of the ruleset `new` deals (docs/languages.md)."""
    import functools

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        game_dir = kwargs.get("game_dir")
        ruleset = kwargs.get("ruleset")
        before = spoken()
        own = kwargs.get("roles")       # `new --roles FILE`: the GM's own ruleset
        asked = kwargs.get("language")  # `new --language fr`: the game's own language
        speak(folder_language(game_dir if isinstance(game_dir, Path) else None,
                              own if isinstance(own, Path) else
                              ruleset_file(ruleset) if isinstance(ruleset, str) else None,
                              asked if isinstance(asked, str) else ""))
        try:
            return command(*args, **kwargs)
        finally:
            speak(before)   # the next command (a test's, a script's) chooses again
    return run


def builtin_file(ruleset: str) -> Path:
    """The file of a built-in ruleset (its `language` is read from the text)."""
    return Path(__file__).resolve().parents[1] / "rulesets" / f"{ruleset}.toml"


def ruleset_file(ruleset: str) -> Path:
    """The file `--ruleset` names: a roles.toml given by its path (`simulate`, `balance`), else
    a built-in ruleset's."""
    return Path(ruleset) if ruleset.endswith(".toml") else builtin_file(ruleset)


# Local variables are never shown in tracebacks: they could print a hidden role.
app = _Commands(
    name="lupus-mod",
    help="The game master's CLI for play-by-post Lupus games.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    add_completion=False,
)

GAME_OPTION = typer.Option(Path("."), "--game", help="The game folder (default: the current directory).")
JSON_OPTION = typer.Option(False, "--json", help="Print one JSON object instead of text.")
# Phase commands refuse a phase after the one that ended the game (lupus_mod.play.game_over).
FORCE_OPTION = typer.Option(False, "--force", help="Play the phase even though the game is over.")

T = TypeVar("T")

# The exit status of a phase command (and of `check`) whose outputs are PROVISOIRE: a decision
# is awaited, nothing may be published yet (docs/gm-guide.md, "Decisions that wait").
PROVISIONAL = 3


def guarded(action: Callable[[], T], writes: Path | None = None, as_json: bool = False) -> T:
    """Run `action`; a LupusError becomes a clear message on stderr and exit code 1 (and, with
    `as_json`, the object `check --json` gives on stdout, for the GM's script).
    `writes`: the game folder the action writes into, held by one command at a time
    (lupus_mod.inputs.lock)."""
    try:
        if writes is None:
            return action()
        from lupus_mod.inputs.lock import game_lock
        with game_lock(writes):
            return action()
    except LupusError as error:
        for problem in each_problem(error):
            typer.echo(tell("cli.error", problem=problem.render()), err=True)
        if as_json:
            from lupus_mod.reports.checks import problems_json
            emit_json({"ok": False, "errors": problems_json(each_problem(error)), "warnings": []})
        raise typer.Exit(1) from None
    except BrokenPipeError:
        raise   # the reader went away (`status | head -1`): lupus_mod.cli ends quietly
    except OSError as error:
        # The disk, not the game: a full or read-only disk, a file another program holds.
        where = f"{error.filename}: " if error.filename else ""
        typer.echo(tell("cli.error", problem=f"{where}{system_said(error).worded(spoken())}\n  → "
                        + tell("cli.disk-hint")), err=True)
        raise typer.Exit(1) from None
    except (typer.Exit, KeyboardInterrupt):
        raise
    except Exception as error:  # a bug of ours: say so plainly, show no game data
        typer.echo(tell("cli.internal", error=f"{type(error).__name__}: {error}"), err=True)
        if os.environ.get("LUPUS_MOD_DEBUG"):
            raise
        raise typer.Exit(2) from None


def stopped_by_doubts(action: Callable[[], T], game_dir: Path, as_json: bool) -> Callable[[], T]:
    """`action`, which stops with the doubts first on the terminal (or as `--json`) and exit
    status 4 (DoubtsFound.EXIT) when a line of a PM log reads more than one way: nothing is
    written."""
    from lupus_mod.errors import DoubtsFound

    def run() -> T:
        try:
            return action()
        except DoubtsFound as found:
            from lupus_mod.play.game import load_game
            from lupus_mod.inputs.line_readings import doubts_json, doubts_text
            if as_json:
                emit_json(doubts_json(found))
            else:
                game = load_game(game_dir)
                typer.echo(doubts_text(game.language, game.dir, found), err=True)
            raise typer.Exit(DoubtsFound.EXIT) from None
    return run


def echo_shown(text: str) -> None:
    """`text` (a count, a thread: the players' nicknames and words) on stdout, every escape
    shown by `visible` before typer sees it: echoed to a file or a pipe, click strips what looks
    like a colour code, so `Ginevra\x1b[31m` would print as `Ginevra`, the player's own name,
    where the audit and a terminal show `Ginevra‹U+001B›[31m`."""
    typer.echo(visible(text), nl=False)


def emit_json(data: Any) -> None:
    from lupus_mod.text import jsontext
    sys.stdout.write(jsontext.dumps(data) + "\n")


def broken_posts(game: Game, written: list[str]) -> list[LupusError]:
    """The broken BBCode of the posts a command just wrote (a template of the GM's own): the
    posts are written all the same, and the command says so, as `check` would."""
    from lupus_mod.pages.template_check import post_problems
    return post_problems(game, [game.dir / path for path in written if path.endswith(".bbcode")])


def echo_warnings(problems: Sequence[LupusError], as_json: bool) -> None:
    """Warnings a phase's command tells on the terminal (stderr); `check --json` lists them."""
    if not as_json:
        for problem in problems:
            typer.echo(tell("cli.warning", problem=problem.render()), err=True)


def emit_report(report: dict[str, Any], written: list[str], as_json: bool,
                broken: Sequence[LupusError] = ()) -> None:
    """A phase's report: its JSON (without the GM log), or its public post and the files
    written; `broken`: the BBCode problems of the posts written (broken_posts)."""
    if as_json:
        emit_json({**{k: v for k, v in report.items() if k != "gm_log"},
                   "bbcode": [{"file": p.file, "line": p.line, "message": p.message} for p in broken]})
    else:
        typer.echo(report["public"])
        typer.echo("\n".join(tell("cli.wrote", path=str(path)) for path in written), err=True)
        for problem in broken:
            typer.echo(tell("cli.warning", problem=problem.render()), err=True)
        if broken:
            typer.echo(f"  → {tell('cli.broken-post-hint')}", err=True)
        if report.get("waiting_line"):
            # Decisions that wait: one line, last, where the GM looks.
            typer.echo(report["waiting_line"], err=True)
    if report.get("provisional"):
        # A script (or a GM's alias) must not post what is provisional: not a success.
        raise typer.Exit(PROVISIONAL)
