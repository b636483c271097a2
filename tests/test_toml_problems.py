"""A TOML syntax error said as the GM's mistake at its line (lupus_mod/text/toml_errors.py), also
where the parser reached the end of the file and names no line nor column."""
from __future__ import annotations

import tomllib

import pytest

from lupus_mod.messages import worded
from lupus_mod.text.toml_errors import toml_problem


def _problem(text: str) -> tuple[int | None, str]:
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads(text)
    line, message, _ = toml_problem(str(caught.value), text)
    return line, worded(message, "en")


@pytest.mark.parametrize("text, line, said", [
    # The file ends inside a list: the parser says "Invalid value (at end of document)".
    ('name = "Ada"\nbad = [\n', 2, "a list is not closed"),
    ('name = "Ada"\nbad = [\n  "x",\n', 3, "a list is not closed"),
    ('bad = [1, 2\n', 1, "a list is not closed"),
    # A key with nothing after "=": a value is missing, at the end as on any line.
    ('name = "Ada"\nbad =', 2, "a value TOML cannot read (column 6)"),
    ('bad = \nname = "Ada"\n', 1, "a value TOML cannot read (column 7)"),
])
def test_a_syntax_error_at_the_end_of_the_file_is_said_as_the_mistake(text: str, line: int, said: str) -> None:
    found, message = _problem(text)
    assert found == line and said in message and "?" not in message, message
