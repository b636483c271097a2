"""The vocabulary of effects: every name a ruleset may use, registered once.

- `effect`: what a power does when its step comes (investigate, kill, block, …).
- `step_effect`: a step that is not a role's power (the delivery of items, delayed deaths).
- `finisher`: work an effect leaves for the end of the night (the Shinigami's count);
  `at_dawn` files both when the effect is only that wait.
- `passive`: a rule of a role that reacts to deaths (the Massone Innamorato's grief).
- `day_effect`: a day power applied at its day step (the Oratore's pardon), or the stake.
"""
from __future__ import annotations

from typing import Any, Callable

EFFECTS: dict[str, Callable[..., None]] = {}
STEP_EFFECTS: dict[str, Callable[..., None]] = {}
FINISHERS: dict[str, Callable[..., None]] = {}
DAY_EFFECTS: dict[str, Callable[..., None]] = {}
PASSIVES: dict[str, dict[str, Callable[..., Any]]] = {}
# The settings a night effect reads, declared where it registers (`@effect("kill", reads=…)`);
# an effect that declares none is not checked key by key (docs/own-ruleset.md §4).
READS: dict[str, frozenset[str]] = {}
# The settings the night reads of any power, whatever its effect (engine/targets.py: whom and
# when it may act; engine/night.py: `also`, a choice, its cost; engine/groups.py: a pack's
# orders).
ANY_POWER_READS = frozenset({"night_parity", "not_among", "not_self_consecutive", "skip_died_tonight",
                             "target_at_dusk", "until_night", "also", "then", "choice", "drops_conta",
                             "spent_message", "ranked_by", "agree", "carry"})


Registrar = Callable[[str], Callable[[Callable[..., Any]], Callable[..., Any]]]


def _registrar(table: dict[str, Callable[..., Any]]) -> Registrar:
    """A decorator factory that files a function under a name in `table`."""
    def named(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            table[name] = fn
            return fn
        return register
    return named


def effect(name: str, reads: tuple[str, ...] | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A night effect; `reads`: the settings its code reads (a ruleset giving it another one
    is refused at that key's line)."""
    if reads is not None:
        READS[name] = frozenset(reads)
    return _registrar(EFFECTS)(name)


step_effect = _registrar(STEP_EFFECTS)
finisher = _registrar(FINISHERS)
day_effect = _registrar(DAY_EFFECTS)   # a day power at its `[[day_step]]`, or the stake itself


def at_dawn(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A finisher whose power does nothing when its step comes but wait for the end of the
    night: its report sees what every later step did (the Voyeur sees a later visit)."""
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        def wait(night: Any, action: Any) -> None:
            night.later(name, action)
        EFFECTS[name] = wait
        FINISHERS[name] = fn
        return fn
    return register


def passive(name: str, hook: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """hook: "before_death" (may name who dies instead), "with_death" (a death that comes
    with this one, at once: the lover's grief) or "after_death" (the dead's last act, after
    every "with_death" hook: the Chasseur's shot)."""
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        PASSIVES.setdefault(name, {})[hook] = fn
        return fn
    return register
