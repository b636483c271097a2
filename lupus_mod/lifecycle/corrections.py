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
from lupus_mod.messages import say
from lupus_mod.rules.checks import shown
from lupus_mod.orders.model import LineCorrection

TABLE = "corrections"


def _example() -> str:
    """ `"14" = "<ordine>"`: an entry as the GM writes it, in his language (no ruleset's order)."""
    return say("overrides.corrections-example")


def read_corrections(path: Path, root: Path) -> tuple[LineCorrection, ...]:
    """The GM's corrections of a night's log lines; none when the file does not exist."""
    if not path.exists():
        return ()
    src = load_toml(path, root)
    table = src.data.get(TABLE, {})
    if not isinstance(table, dict):
        raise src.error((TABLE,), say("overrides.corrections-table"),
                        say("overrides.corrections-table-hint", example=_example()))
    problems: list[LupusError] = []
    found = []
    for key, value in table.items():
        if not key.isdigit() or int(key) < 1:
            problems.append(src.error((TABLE, key), say("overrides.corrections-key", key=key),
                                      say("overrides.corrections-key-hint", example=_example())))
        elif not isinstance(value, str) or not value.strip():
            # `"27" = 5`: a number or a table is no reading left out; say what is written.
            said = say("overrides.corrections-not-text", key=key, value=shown(value)) if not isinstance(value, str) \
                else say("overrides.corrections-reading", key=key)
            problems.append(src.error((TABLE, key), said,
                                      say("overrides.corrections-reading-hint", example=_example())))
        else:
            found.append(LineCorrection(int(key), value.strip(), display(path, root),
                                        src.line(TABLE, key) or 0))
    raise_all(problems)
    return tuple(sorted(found, key=lambda c: c.line))
