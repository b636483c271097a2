"""The Typer app run on a command line `lupus_mod.commands.argv` did not read: help, and the
mistakes of the command line, in the language of the game folder (docs/languages.md).

Click words its usage errors in English ("Invalid value for '--seed': 'abc' is not a valid
integer."); each kind of mistake is said here with a message of lupus_mod/messages instead,
naming the option, and `--help` shows every command's help in the game's language.
"""
from __future__ import annotations

import difflib
import importlib
import re
from pathlib import Path
from typing import Any

import typer

from lupus_mod.messages import folder_language, say, speak, spoken, tell


def _language(args: list[str]) -> str:
    """The language of the game folder a command line names with --game (default: the current
    directory), or of the ruleset it names with --ruleset (a built-in's id for `new`, a
    roles.toml's path for `simulate` and `balance`)."""
    named = {word: args[n + 1] for n, word in enumerate(args[:-1]) if word in ("--game", "--ruleset")}
    named.update(word.split("=", 1) for word in args if word.startswith(("--game=", "--ruleset=")))
    ruleset = named.get("--ruleset")
    from lupus_mod.commands.app import ruleset_file
    return folder_language(Path(named.get("--game", ".")),
                           ruleset_file(ruleset) if ruleset and "--game" not in named else None)


# Click's exceptions, wherever this Typer takes Click from (its own copy, or the package).
click = importlib.import_module(typer.BadParameter.__module__)


def _problem(error: Any) -> Any:
    param = getattr(error, "param", None)
    name = getattr(param, "opts", None) or [getattr(error, "param_hint", "") or ""]
    option = str(name[0]) if isinstance(name, list) else str(name)
    if getattr(param, "param_type_name", "") == "argument":
        # An argument by the name --help shows (`D`, `NOTTE`), never its Python name.
        option = param.metavar or param.name.upper()
    extra = re.search(r"extra argument(?:s|\(s\))? \((.*)\)", str(getattr(error, "message", "")))
    if extra:
        # Click says it in English only: "Got unexpected extra argument (3)".
        return say("usage-extra.extra", words=extra.group(1))
    if isinstance(error, click.NoSuchOption):
        close = ", ".join(error.possibilities or ())
        return say("usage.no-such-option", option=error.option_name,
                   suggestion=say("common.close-names", names=close) if close else "")
    if isinstance(error, click.MissingParameter):
        return say("usage.missing", option=option)
    if isinstance(error, click.BadParameter):
        return say("usage.bad-value", option=option)
    return say("usage.other")


def _said(error: Any, app_command: Any, args: list[str]) -> str:
    """The mistake and its hint. A first word that is no command is named as such: Click's
    "No such command" read as the command line in general, and its hint sent the GM to the
    --help of a command that does not exist."""
    first = args[0] if args else ""
    commands = getattr(app_command, "commands", {})
    problem = _problem(error)
    if first and not first.startswith("-") and first not in commands:
        close = ", ".join(difflib.get_close_matches(first, sorted(commands), n=3))
        problem = say("usage-command.unknown", command=first,
                      suggestion=say("common.close-names", names=close) if close else "")
    # `lupus-mod --bogus`: no command to send the GM to the --help of.
    hint = tell("usage.hint", command=first) if first in commands else tell("usage-command.hint")
    return f"{problem.worded(spoken())}\n  → {hint}"


def run_app(app: typer.Typer, args: list[str]) -> int:
    """Run the whole app on `args`; a usage error is said in the GM's language (exit 2)."""
    before = spoken()
    speak(_language(args))
    from lupus_mod.commands.help import translate_help
    undo = translate_help(app)
    try:
        command = typer.main.get_command(app)
        try:
            code = command.main(args, prog_name="lupus-mod", standalone_mode=False)
        except click.UsageError as error:
            if isinstance(error, getattr(click, "NoArgsIsHelpError", ())):
                error.show()          # `lupus-mod` alone: the help, as Click shows it
                return error.exit_code
            typer.echo(tell("cli.error", problem=_said(error, command, args)), err=True)
            return 2
        except typer.Exit as done:
            return done.exit_code
        except typer.Abort:
            typer.echo(tell("usage.aborted"), err=True)
            return 1
        except SystemExit as done:
            return done.code if isinstance(done.code, int) else 0 if done.code is None else 1
        return code if isinstance(code, int) else 0
    finally:
        undo()
        speak(before)
