"""roles.toml read as the game's ruleset: the rules checked against the effects the engine
registers, then the policies and settings the GM may write (lupus_mod.inputs.policies)."""
from __future__ import annotations

import importlib
from pathlib import Path

from lupus_mod.errors import LupusError, RulesetError, each_problem, raise_all
from lupus_mod.inputs.folder import load_toml
from lupus_mod.inputs.policies import policy_problems
from lupus_mod.messages import say
from lupus_mod.rules.checks import Problem
from lupus_mod.rules.load import Effects, ruleset_from_dict
from lupus_mod.rules.spec import Ruleset


def engine_effects() -> Effects:
    """The effect names the engine registers (a ruleset naming another one is refused)."""
    for module in ("lupus_mod.engine.effects", "lupus_mod.engine.stake"):
        importlib.import_module(module)     # registers the night's effects, the day's
    from lupus_mod.engine.registry import ANY_POWER_READS, DAY_EFFECTS, EFFECTS, READS, STEP_EFFECTS
    return Effects(frozenset(EFFECTS), frozenset(STEP_EFFECTS), frozenset(DAY_EFFECTS), dict(READS),
                   ANY_POWER_READS)


def load_ruleset(path: Path, root: Path | None = None) -> Ruleset:
    source = load_toml(path, root)
    if not isinstance(source.data.get("role"), list) or not source.data["role"]:
        # An empty roles.toml would be told as every player's role unknown, the file unnamed.
        raise RulesetError(say("rules-file.no-roles", file=source.shown), file=source.shown,
                           line=source.line("role") or 1, hint=say("rules-file.no-roles-hint"))
    try:
        ruleset = ruleset_from_dict(source.data, engine_effects())
    except LupusError as error:
        # A check of the pure rules says "fix roles.toml": the file is the one given (`new
        # --roles lupus.toml`).
        problems = [RulesetError(p.message, file=source.shown, line=source.line(*getattr(p, "path", ())),
                                 hint=say("rules-file.fix-hint", file=Path(path).name) if isinstance(p, Problem)
                                 else p.hint) for p in each_problem(error)]
        raise_all(problems + policy_problems(source))
        raise
    raise_all(policy_problems(source))
    return ruleset

