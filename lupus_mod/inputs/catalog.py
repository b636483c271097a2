"""The built-in rulesets and a ruleset's vocabulary of powers (for `roles` and `rulesets`)."""
from __future__ import annotations

import tomllib
from importlib.resources import files
from typing import Any

from lupus_mod.errors import RulesetError
from lupus_mod.lifecycle.composition import supported
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import PowerSpec, Ruleset
from lupus_mod.messages import say


def builtin_ids() -> list[str]:
    return sorted(f.name.removesuffix(".toml") for f in files("lupus_mod.rulesets").iterdir()
                  if f.name.endswith(".toml"))


def builtin_text(ruleset_id: str) -> str:
    if ruleset_id not in builtin_ids():
        raise RulesetError(say("new.no-ruleset", ruleset=ruleset_id),
                           hint=say("new.no-ruleset-hint", rulesets=", ".join(builtin_ids())))
    return (files("lupus_mod.rulesets") / f"{ruleset_id}.toml").read_text(encoding="utf-8")


def builtin(ruleset_id: str) -> Ruleset:
    return ruleset_from_dict(tomllib.loads(builtin_text(ruleset_id)))


def builtin_summaries() -> list[dict[str, Any]]:
    rows = []
    for rid in builtin_ids():
        rs = builtin(rid)
        low, high = supported(rs)      # the sizes `new` deals; high None: no upper bound
        rows.append({"id": rs.id, "name": rs.name, "language": rs.language,
                     "roles": len(rs.roles), "items": len(rs.items),
                     "players": rs.composition.get("players", sum(r.count for r in rs.roles)),
                     "min_players": low, "max_players": high})
    return rows


def _power_row(owner: str, power: PowerSpec) -> dict[str, Any]:
    return {"owner": owner, "power": power.id, "keyword": power.keyword or None,
            "synonyms": list(power.own_synonyms),
            "foreign_synonyms": list(power.foreign_synonyms), "phrases": list(power.phrases),
            "args": list(power.args),
            "from_night": power.from_night, "uses": power.uses or None,
            "automatic": power.automatic, "day": power.day, "step": power.step,
            "effect": power.effect, "target": power.target,
            "every": power.every, "blocked_use_counts": power.blocked_use_counts,
            "night_parity": power.setting("night_parity") or None,
            "visits": power.visits, "while": power.acts_while,
            "description": power.description}


def powers_vocabulary(ruleset: Ruleset) -> list[dict[str, Any]]:
    rows = [_power_row(owner, p) for owner, p in ruleset.all_powers()]
    for step in ruleset.steps:
        if step.settings.get("keyword"):
            rows.append({"owner": f"step:{step.id}", "power": step.id,
                         "keyword": step.settings["keyword"],
                         "synonyms": list(step.settings.get("synonyms", ())), "phrases": [],
                         "args": list(step.settings.get("args", ())), "from_night": 1,
                         "uses": None, "automatic": False, "day": False, "step": step.id,
                         "effect": step.effect, "target": "other-alive",
                         "description": step.name})
    order = {s.id: i for i, s in enumerate(ruleset.steps)}
    return sorted(rows, key=lambda r: (order.get(r["step"], len(order)), r["owner"]))
