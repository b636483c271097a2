"""The GM's reading of PM-log lines: `[corrections]` of `nights/<label>.overrides.toml`.

    [corrections]
    "14" = "indago Totò"     # line 14 of the log is read as this order of its sender
    "17" = "none"            # line 17 orders nothing
    "21" = "none sbrano"     # line 21 withdraws its sender's earlier `sbrano`

Each entry settles one line, for good (every replay reads it); what the reading says is checked
against the log when it is read (`orders.later`), with this file and the entry's line.
"""
from __future__ import annotations

from pathlib import Path

from lupus_mod.errors import LupusError, raise_all
from lupus_mod.inputs.folder import display, load_toml
from lupus_mod.orders.model import LineCorrection

TABLE = "corrections"
_EXAMPLE = '"14" = "indago Totò"'


def read_corrections(path: Path, root: Path) -> tuple[LineCorrection, ...]:
    """The GM's corrections of a night's log lines; none when the file does not exist."""
    if not path.exists():
        return ()
    src = load_toml(path, root)
    table = src.data.get(TABLE, {})
    if not isinstance(table, dict):
        raise src.error((TABLE,), "`corrections` must be a table of log lines",
                        f"write [corrections] then one line per log line, e.g. {_EXAMPLE}")
    problems: list[LupusError] = []
    found = []
    for key, value in table.items():
        if not key.isdigit() or int(key) < 1:
            problems.append(src.error((TABLE, key), f"{key!r} is no line number of the log",
                                      f"key each correction by the log's line, e.g. {_EXAMPLE}"))
        elif not isinstance(value, str) or not value.strip():
            problems.append(src.error((TABLE, key), f'"{key}" needs a reading',
                                      f'write the orders in canonical form or "none", e.g. {_EXAMPLE}'))
        else:
            found.append(LineCorrection(int(key), value.strip(), display(path, root),
                                        src.line(TABLE, key) or 0))
    raise_all(problems)
    return tuple(sorted(found, key=lambda c: c.line))
