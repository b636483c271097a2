"""`--help` in the GM's language: the help texts of the app, its commands and their options
worded from the `[help]`, `[help-<command>]` and `[help-frame]` sections of
lupus_mod/messages/<language>.toml.

English help stays where Typer reads it (the commands' docstrings and `help=`), so the catalog
holds no English copy; a text a language lacks stays English.
"""
from __future__ import annotations

import inspect
from typing import Any, Callable

import typer

from lupus_mod.messages import catalog, spoken


def translate_help(app: typer.Typer) -> Callable[[], None]:
    """Set every help text of `app` to the language spoken; return what puts them back."""
    changed: list[tuple[Any, str, Any]] = []

    def put(owner: Any, attribute: str, said: Any) -> None:
        if said is not None:
            changed.append((owner, attribute, getattr(owner, attribute)))
            setattr(owner, attribute, said)

    from typer.core import TyperArgument, TyperOption
    words = catalog(spoken()) if spoken() != "en" else {}
    # [value-names] and the sections named after it ([value-names-lists]); English has its own
    # (a list of paths is `<paths>`, never Typer's `<list[Path]>`).
    types = {key.split(".", 1)[1]: said for key, said in catalog(spoken()).items() if key.startswith("value-names")}
    for kind in (TyperOption, TyperArgument):
        put(kind, "display_type_rich", _worded_types(kind.display_type_rich, types))
    if hasattr(TyperArgument, "_usage_display_name"):
        # Recent Typers write a required argument `{D}` in the usage line, which reads as a
        # placeholder left unfilled: it is written `D`, as the docs write `lupus-mod day D`.
        put(TyperArgument, "_usage_display_name", _usage_name)
    if words:
        _word(app, words, put)
    for command in app.registered_commands:
        if command.help is None:   # worded in a catalog above, or English from the docstring
            put(command, "help", _unwrapped(inspect.getdoc(command.callback)))

    def undo() -> None:
        for owner, attribute, before in reversed(changed):
            setattr(owner, attribute, before)
    return undo


def _word(app: typer.Typer, words: dict[str, Any], put: Callable[[Any, str, Any], None]) -> None:
    from typer import rich_utils
    from typer._click import decorators
    # The titles of the help's panels and its [default] / [required] marks (typer.rich_utils
    # reads them from its module at each call); the "Usage:" its Click writes, the prefix of
    # its formatter's usage line. Each command makes its --help option when the help is
    # asked, from the module's `help_option`.
    for key, said in words.items():
        if key.startswith("help-frame.") and hasattr(rich_utils, key.removeprefix("help-frame.")):
            put(rich_utils, key.removeprefix("help-frame."), said)
    from typer._click.formatting import HelpFormatter
    put(HelpFormatter, "write_usage", _worded_usage(HelpFormatter.write_usage, words["help-usage.prefix"]))
    put(app.info, "help", words.get("help.app"))
    # The app's own usage line (`lupus-mod [OPTIONS] COMMAND [ARGS]...`): Click's words unless
    # given, as each command's are.
    put(app.info, "options_metavar", words.get("help-usage-options.options"))
    put(app.info, "subcommand_metavar", words.get("usage-app-line.commands"))
    put(decorators, "help_option", _worded_help_option(decorators.help_option, words["cli-help.help-option"]))
    for command in app.registered_commands:
        name = command.name or command.callback.__name__.replace("_", "-")  # type: ignore[union-attr]
        put(command, "help", words.get(f"help.{name}"))
        put(command, "options_metavar", words.get("help-usage-options.options"))
        for parameter in inspect.signature(command.callback).parameters.values():  # type: ignore[arg-type]
            if hasattr(parameter.default, "help"):
                put(parameter.default, "help",
                    _plain(words.get(f"help-{name}.{parameter.name}") or words.get(f"help.{parameter.name}")))
            if type(parameter.default).__name__ == "ArgumentInfo":
                # An argument is shown by its Python name ("{number}") unless it has a metavar.
                put(parameter.default, "metavar", words.get(f"help-arguments.{parameter.name}"))


def _unwrapped(doc: str | None) -> str | None:
    """A docstring as paragraphs of one line each: Typer keeps the source's line breaks after
    the first paragraph and in the command list, so `night --help` broke "A line / of the log"
    in the middle of its sentences at any terminal width."""
    if doc is None:
        return None
    return "\n\n".join(" ".join(line.strip() for line in paragraph.splitlines())
                         for paragraph in doc.split("\n\n"))


def _usage_name(argument: Any) -> str:
    """An argument in the usage line: `D`, `[PHASE]`, `[PAGES]...` (the required ones bare)."""
    name = argument.display_name_raw if argument.required else f"[{argument.display_name_raw}]"
    return name if argument.nargs == 1 else f"{name}..."


def _worded_types(display: Callable[[Any, Any], str | None],
                  types: dict[str, str]) -> Callable[[Any, Any], str | None]:
    """The type column of the help's options and arguments: empty for a flag (Typer shows a
    flag's Python type, `<bool>`, where other options show the value they take, and a flag
    such as `--json` takes none); the value's name in the GM's language (`[value-names]`: an
    Italian GM reads `<percorso>` and `RUOLO=N`, never `<path>` and `ROLE=N`)."""
    def display_type(param: Any, ctx: Any) -> str | None:
        if getattr(param, "is_flag", False):
            return None
        shown = display(param, ctx)
        return types.get(shown, shown) if shown is not None else None
    return display_type


def _plain(said: str | None) -> str | None:
    """A help text as written: Typer's help renderer reads `[tune]` as Rich markup and drops it
    ("Una voce [] da cercare"), so brackets are escaped."""
    from rich.markup import escape
    return None if said is None else escape(said)


def _worded_usage(write: Callable[..., None], said: str) -> Callable[..., None]:
    """The formatter's usage line, its "Usage:" worded `said`."""
    def worded(formatter: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        write(formatter, prog, args, f"{said} " if prefix is None else prefix)
    return worded


def _worded_help_option(make: Callable[[list[str]], Callable], said: str) -> Callable[[list[str]], Callable]:
    """Click's --help option maker, its option's help worded `said`."""
    def worded(names: list[str]) -> Callable:
        add = make(names)

        def decorate(command: Any) -> Any:
            command = add(command)
            command.params[-1].help = said
            return command
        return decorate
    return worded
