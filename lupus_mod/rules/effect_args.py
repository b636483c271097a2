"""The arguments an effect of the vocabulary needs, checked when roles.toml loads: a power
whose effect reads players it was not given would be refused every night it is ordered, so
it is an error at its `args` line instead (docs/rulesets.md). Pure."""
from __future__ import annotations

from lupus_mod.messages import say
from lupus_mod.rules.checks import Path, TableReader

# effect -> how many required `player` arguments it reads (engine/effects/).
PLAYER_ARGS: dict[str, tuple[int, ...]] = {
    "fake-visit": (1, 2),       # engine/effects/illusion.py: the visited, or visitor and visited
}


def check_player_args(reader: TableReader, effect: str, args: tuple[str, ...], path: Path,
                      where: str) -> None:
    wanted = PLAYER_ARGS.get(effect)
    given = sum(1 for kind in args if kind == "player")
    if wanted is not None and given not in wanted:
        reader.problem(path + ("args",) if args else path + ("effect",),
                       say("vocab.player-args", where=where, effect=effect, given=given,
                           wanted=" or ".join(map(str, wanted))))
