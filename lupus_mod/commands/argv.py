"""Reading a command line straight into a command's parameters, without building the CLI.

Typer declares every command (its `typer.Argument`/`typer.Option` defaults); building the whole
click application to read `night 4 --game x` costs more than the command itself (and recent
typer versions validate each value through pydantic). `read_argv` reads the common shapes of a
command line from those same declarations: long options (`--game DIR`, `--game=DIR`), flags,
repeatable options, positional arguments of types str, Path and int, and `--` before the
arguments. Anything else — `--help`, an unknown or short option, a missing or malformed value —
gives None, and the caller hands the line to typer, which prints its own help or error. A
negative number typed as a phase (`night -1`) is moved after a `--` first
(`numbers_as_arguments`), so that the command itself says that no such phase is played. tests/test_cli_dispatch.py checks
that whatever this reads, typer reads the same way.
"""
from __future__ import annotations

import inspect
import re
from itertools import islice
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from typer.models import ArgumentInfo, OptionInfo

_SCALARS: dict[Any, Callable[[str], Any]] = {str: str, Path: Path, int: int}


@dataclass(frozen=True)
class _Param:
    """One parameter of a command, as its typer declaration describes it."""
    name: str
    convert: Callable[[str], Any]
    many: bool          # list[...]: a repeatable option, or an argument taking the rest
    flag: bool
    required: bool
    default: Any


def _param(parameter: inspect.Parameter) -> tuple[_Param, tuple[str, ...]] | None:
    info, kind = parameter.default, parameter.annotation
    many = getattr(kind, "__origin__", None) is list
    inner = kind.__args__[0] if many else kind
    flag = kind is bool and isinstance(info, OptionInfo)
    if not (flag or inner in _SCALARS) or not isinstance(info, (OptionInfo, ArgumentInfo)):
        return None
    decls = tuple(info.param_decls or (f"--{parameter.name.replace('_', '-')}",)) \
        if isinstance(info, OptionInfo) else ()
    if any(not d.startswith("--") or "/" in d for d in decls):
        return None
    default = info.default
    if many:
        # An argument taking the rest reads as () when no word is left (as typer reads it).
        default = list(default) if default else () if isinstance(info, ArgumentInfo) else []
    return (_Param(parameter.name, bool if flag else _SCALARS[inner], many, flag,
                   info.default is ..., default), decls)


# A negative number or zero typed as a phase (`night -1`): click reads `-1` as a short option.
_NUMBER = re.compile(r"-[0-9]+")


def _declared(callback: Callable[..., Any]) -> tuple[dict[str, _Param], list[_Param]] | None:
    """The options of `callback` by their names, and its positional arguments in order."""
    options: dict[str, _Param] = {}
    positional: list[_Param] = []
    for parameter in inspect.signature(callback, eval_str=True).parameters.values():
        read = _param(parameter)
        if read is None:
            return None
        param, decls = read
        options.update((d, param) for d in decls)
        if not decls:
            positional.append(param)
    return options, positional


def numbers_as_arguments(callback: Callable[..., Any], args: list[str]) -> list[str]:
    """`args` with its arguments after a `--` when one of them is a negative number (`night -1`),
    so that both `read_argv` and click read it as the phase it names and the command says what
    is wrong with that phase; any other line as it is."""
    declared = _declared(callback)
    if declared is None or "--" in args or not any(_NUMBER.fullmatch(a) for a in args):
        return args
    options, _ = declared
    kept: list[str] = []
    words: list[str] = []
    rest = iter(args)
    for token in rest:
        if not token.startswith("-") or _NUMBER.fullmatch(token):
            words.append(token)
            continue
        name, has_value, _ = token.partition("=")
        param = options.get(name)
        kept.append(token)     # an unknown option stays before the `--`, where click names it
        if param is not None and not (param.flag or has_value):
            kept.extend(islice(rest, 1))      # its value, whatever it looks like
    return [*kept, "--", *words]


def read_argv(callback: Callable[..., Any], args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments `args` give `callback`, or None when typer must read them."""
    declared = _declared(callback)
    if declared is None:
        return None
    options, positional = declared
    values: dict[str, Any] = {}
    words: list[str] = []
    rest = iter(args)
    for token in rest:
        if token == "--":          # every word after it is an argument, as click reads it
            words.extend(rest)
            break
        if not token.startswith("-"):
            words.append(token)
            continue
        name, has_value, inline = token.partition("=")
        param = options.get(name)
        if param is None or (param.flag and has_value):
            return None
        if param.flag:
            values[param.name] = True
            continue
        text = inline if has_value else next(rest, None)
        value = _convert(param, text)
        if value is None:
            return None
        values[param.name] = [*values.get(param.name, []), value] if param.many else value
    return _with_arguments(values, positional, words, options.values())


def _convert(param: _Param, text: str | None, argument: bool = False) -> Any:
    number = argument and text is not None and _NUMBER.fullmatch(text) is not None
    if text is None or (text.startswith("-") and not number) \
            or (param.convert is int and not (text.isdecimal() or number)) \
            or (param.convert is not str and not text):
        return None
    return param.convert(text)


def _with_arguments(values: dict[str, Any], positional: list[_Param], words: list[str],
                    params: Any) -> dict[str, Any] | None:
    for param in positional:
        if param.many:
            taken, words = words, []
        else:
            taken, words = words[:1], words[1:]
        if not taken:
            continue
        converted = [_convert(param, w, argument=True) for w in taken]
        if any(v is None for v in converted):
            return None
        values[param.name] = converted if param.many else converted[0]
    if words:
        return None
    for param in {p.name: p for p in (*params, *positional)}.values():
        if param.name not in values:
            if param.required:
                return None
            values[param.name] = param.default
    return values
