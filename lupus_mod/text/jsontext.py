"""JSON as `json.dumps(value, ensure_ascii=False, indent=2)` writes it, character for character.

With an indent, the standard library encodes in pure Python, one generator step per value: for
a day's count (`out/day-D/tally.json`, a few thousand vote actions) that was a sixth of a re-tally.
This writes the same text with one call per list or object and the C string encoder
(tests/test_jsontext.py compares the two on any JSON value).
"""
from __future__ import annotations

from json.encoder import encode_basestring
from typing import Any, Callable

_STEP = "  "


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


_SCALARS: dict[type, Callable[[Any], str]] = {
    str: encode_basestring, int: int.__repr__, float: _float,
    bool: lambda value: "true" if value else "false", type(None): lambda value: "null",
}


def dumps(value: Any) -> str:
    out: list[str] = []
    _write(value, out, "\n")
    return "".join(out)


def _write(value: Any, out: list[str], newline: str) -> None:
    scalar = _SCALARS.get(type(value))
    if scalar is not None:
        out.append(scalar(value))
    elif isinstance(value, dict):
        _object(value, out, newline)
    elif isinstance(value, (list, tuple)):
        _array(value, out, newline)
    else:
        out.append(_subclass(value))


def _object(value: dict, out: list[str], newline: str) -> None:
    if not value:
        out.append("{}")
        return
    inner = newline + _STEP
    scalars, put, name = _SCALARS, out.append, encode_basestring
    separator = "{" + inner
    for key, item in value.items():
        scalar = scalars.get(type(item))
        if scalar is not None:
            put(f"{separator}{name(key if type(key) is str else _key(key))}: {scalar(item)}")
        else:
            put(f"{separator}{name(key if type(key) is str else _key(key))}: ")
            _write(item, out, inner)
        separator = "," + inner
    put(newline + "}")


def _array(value: list | tuple, out: list[str], newline: str) -> None:
    if not value:
        out.append("[]")
        return
    inner = newline + _STEP
    scalars, put = _SCALARS, out.append
    separator = "[" + inner
    for item in value:
        scalar = scalars.get(type(item))
        if scalar is not None:
            put(separator + scalar(item))
        else:
            put(separator)
            _write(item, out, inner)
        separator = "," + inner
    put(newline + "]")


def _key(key: Any) -> str:
    # As json: strings as they are, numbers, booleans and None written as JSON writes them.
    if isinstance(key, str):
        return key
    if key is True or key is False or key is None:
        return {True: "true", False: "false", None: "null"}[key]
    if isinstance(key, float):
        return _float(key)
    if isinstance(key, int):
        return int.__repr__(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def _subclass(value: Any) -> str:
    # Subclasses of the JSON types (an enum of strings) are written as their base type.
    if isinstance(value, str):
        return encode_basestring(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return _float(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
