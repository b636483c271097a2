"""What a role changes: the same games with the role dealt as its faction's plain card.

For each role with a power in the setup, the games are played again (same seeds) with that
role's cards replaced by the stand-in — the most common role of the same faction with no
power, no passive and no false belief (the Contadino Semplice, the Simple Villageois, a plain
wolf) — and the role's faction's win rate is compared. Pure: setups in, setups out.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.rules.spec import Ruleset
from lupus_mod.simulate.play import Setup


def stand_in(ruleset: Ruleset, role_id: str) -> str:
    """The plain card of the role's faction, or "" when the faction has none."""
    role = ruleset.role(role_id)
    plain = [r for r in ruleset.roles if r.faction == role.faction and r.id != role_id
             and not r.powers and not r.passives and not r.unaware_as]
    return max(plain, key=lambda r: (r.count, r.id)).id if plain else ""


def variants(setup: Setup) -> list[tuple[str, str, Setup]]:
    """(role, stand-in, the setup without the role) for every role with a power."""
    ruleset = setup.ruleset
    found = []
    for role_id, n in setup.counts:
        role = ruleset.role(role_id)
        other = stand_in(ruleset, role_id)
        if not (role.powers or role.passives) or not other or \
                ruleset.composition.get("spare_with", "") == role_id:
            continue
        counts = dict(setup.counts)
        counts[other] = counts.get(other, 0) + counts.pop(role_id)
        ordered = tuple((r.id, counts[r.id]) for r in ruleset.roles if counts.get(r.id))
        found.append((role_id, other, replace(setup, counts=ordered)))
    return found
