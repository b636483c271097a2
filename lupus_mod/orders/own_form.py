"""An order's error worded in the form of the sender's own power: two roles sharing a keyword
read the longest form (the Guardingo's `indago <player> <player?>`), but a Man in Black K's
"scansiono la guardia del corpo xke…" is told `indago <player>`, the one player he takes."""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from lupus_mod.errors import OrderError
from lupus_mod.messages import Msg
from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.model import KeywordSpec, Lookalike
from lupus_mod.orders.problem_words import usage


def in_own_forms(errors: list[OrderError], lookalikes: Iterable[Lookalike],
                 powers_of: PowersOf | None) -> list[OrderError]:
    """The errors, each of a sender's line worded in his own power's form (as they are where
    the senders' powers are not known yet)."""
    if powers_of is None:
        return errors
    by_line = {(x.file, x.line): x for x in lookalikes if x.specs}
    return [_own(e, by_line[(e.file, e.line)], powers_of) if (e.file, e.line) in by_line else e
            for e in errors]


def _own(error: OrderError, lookalike: Lookalike, powers_of: PowersOf) -> OrderError:
    forms = _forms(lookalike.specs, powers_of(lookalike.player))
    if not forms:
        return error
    message, hint = error.message, error.hint
    for shared, own in forms:
        message, hint = _swap(message, shared, own), _swap(hint, shared, own)
    return OrderError(message, file=error.file, line=error.line, hint=hint)


def _swap(value: Any, shared: Msg, own: Msg) -> Any:
    """The message with the shared form, wherever among its parameters, put as the sender's
    (kept a message, worded in the GM's language at the edge)."""
    if isinstance(value, Msg):
        if value.id == shared.id and value == shared:
            return own
        return Msg(value.id, {k: _swap(v, shared, own) for k, v in value.params.items()})
    if isinstance(value, (list, tuple)):
        return type(value)(_swap(v, shared, own) for v in value)
    return value


def _forms(shared: Sequence[KeywordSpec], own: Sequence[KeywordSpec]) -> list[tuple[Msg, Msg]]:
    """(the shared form, the sender's) for each keyword whose arguments differ for him."""
    out = []
    for spec in shared:
        mine = next((p for p in own if p.keyword == spec.keyword), None)
        if mine is not None and mine.args != spec.args:
            out.append((usage(spec), usage(mine)))
    return out
