"""Entry point of the `lupus-mod` command.

Each module of lupus_mod.commands registers its commands on the Typer app when imported.
`main` imports only the module of the command asked (so `night` never loads the forum stack),
reads its command line from the command's own declarations (lupus_mod.commands.argv) and calls
it; help, errors of the command line and unknown commands go to the whole Typer app.
"""
from __future__ import annotations

import gc
import importlib
import os
import pkgutil
import sys

from lupus_mod.cache import code as codecache

# Command name -> the module of lupus_mod.commands that registers it (tests/test_cli_dispatch.py
# checks it against the registrations).
COMMANDS = {
    "balance": "balance", "check": "check", "day": "day", "new": "new", "night": "night", "preview": "preview",
    "recap": "recap", "report": "report", "roles": "roles", "round": "round", "rulesets": "roles",
    "simulate": "simulate", "status": "status", "tally": "tally", "thread": "thread",
}


def _register_commands() -> None:
    from lupus_mod import commands
    for module in pkgutil.iter_modules(commands.__path__):
        importlib.import_module(f"lupus_mod.commands.{module.name}")


def run(args: list[str]) -> int:
    """Run the command line `args` (without the program name); return the exit code."""
    import typer

    from lupus_mod.commands.app import app
    from lupus_mod.commands.argv import numbers_as_arguments, read_argv

    module = COMMANDS.get(args[0]) if args else None
    if module is not None:
        importlib.import_module(f"lupus_mod.commands.{module}")
        callback = next(c.callback for c in app.registered_commands if _name(c) == args[0])
        args = [args[0], *numbers_as_arguments(callback, args[1:])]
        values = read_argv(callback, args[1:])
        if values is not None:
            _collect_from_now()
            try:
                callback(**values)
            except typer.Exit as done:
                return done.exit_code
            except KeyboardInterrupt:
                from lupus_mod.messages import tell
                typer.echo("\n" + tell("usage.aborted"), err=True)
                return 1
            return 0
    _register_commands()
    _collect_from_now()
    from lupus_mod.commands.usage import run_app
    return run_app(app, args)


def _collect_from_now() -> None:
    """Collect garbage again (a long command, such as `simulate`, makes cycles), skipping the
    objects of the start-up for good, when `main` stopped the collector for the start-up."""
    if not gc.isenabled():
        gc.freeze()
        # A command allocates far more objects than it leaves in cycles (parsed lines, events,
        # rendered text): collecting after every 700 new objects, Python's default, cost a
        # night about 3 % of its time; every 50,000 keeps the cycles of a long `simulate` few.
        gc.set_threshold(50_000, 20, 20)
        gc.enable()


def _name(command: object) -> str:
    return command.name or command.callback.__name__.replace("_", "-")  # type: ignore[attr-defined]


def main() -> None:
    # The start-up (imports, the command's declarations) builds nothing worth collecting: no
    # garbage collection until the command runs, and no teardown of the interpreter at exit (the
    # streams are flushed first, the exit code kept). Records are built from kept code
    # (lupus_mod.cache.code).
    gc.disable()
    codecache.install()
    try:
        code = run(sys.argv[1:])
    except BrokenPipeError:   # the reader went away (`check | head -1`): it read all it wanted
        code = 0
    codecache.save()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:   # the reader went away (`| head`): nothing left to tell it
        pass
    os._exit(code)
