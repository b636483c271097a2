"""What an effect of the vocabulary needs of its power, checked when roles.toml loads: a power
whose effect reads players it was not given, or aims where it cannot act, would be refused
every night it is ordered, so it is an error at its line instead (docs/rulesets.md). Pure."""
from __future__ import annotations

from typing import Any, Mapping

from lupus_mod.messages import say
from lupus_mod.rules.authoring import power_paths
from lupus_mod.rules.checks import Path, TableReader
from lupus_mod.rules.spec import Ruleset

# effect -> how many required `player` arguments it reads (engine/effects/).
PLAYER_ARGS: dict[str, tuple[int, ...]] = {
    "fake-visit": (1, 2),       # engine/effects/illusion.py: the visited, or visitor and visited
    "take-role": (1,),          # engine/effects/inheritance.py: the dead whose role he takes
    "use-dead-power": (2, 3),   # engine/effects/spirits.py: the dead, then the borrowed power's
    "redirect-vote": (2,),
    "swap-targets": (2,),       # engine/effects/swap.py: the two players swapped
    "protect": (1,),            # engine/effects/status.py: the one player protected
    "reveal-self": (1,),        # engine/effects/awareness.py: whom he tells his role      # engine/effects/redirects.py: the voter, then whom his vote goes to
}
# (effect, setting) -> what the effect reads when the setting is there instead: the aura flip
# (`disguise` with `inverse`) reads only the player flipped (engine/effects/disguise.py).
SETTING_ARGS: dict[tuple[str, str], tuple[int, ...]] = {("disguise", "inverse"): (1,)}
# effect -> the `target` rules it makes sense with (a living player's role is no dead's).
TARGETS: dict[str, tuple[str, ...]] = {
    "take-role": ("dead", "burned"),
    "use-dead-power": ("any",),  # a dead first, the living after: the borrowed power checks them
}


def check_effect_needs(reader: TableReader, table: Mapping[str, Any], effect: str,
                       args: tuple[str, ...], target: str, path: Path, where: str) -> None:
    targets = TARGETS.get(effect)
    if targets is not None and target not in targets:
        reader.problem(path + ("target" if "target" in table else "effect",),
                       say("vocab.target", where=where, effect=effect, target=target,
                           wanted=" or ".join(f'target = "{t}"' for t in targets)))
    settings = table.get("settings")
    settings = settings if isinstance(settings, Mapping) else {}
    if effect == "disguise" and "inverse" in settings and "as_role" in settings:
        # A flip turns over what he is seen as; seen as a role as well is two powers in one.
        reader.problem(path + ("settings", "as_role"), say("vocab-flip.with-as-role", where=where))
    if effect == "investigate" and "inverted_while" in settings and "inverse" not in settings:
        # The answer is turned over by `inverse`'s table: without it nothing would change.
        reader.problem(path + ("settings", "inverted_while"), say("own-ruleset.inverted-without-inverse", where=where))
    wanted = next((n for (name, key), n in SETTING_ARGS.items() if name == effect and key in settings),
                  PLAYER_ARGS.get(effect))
    given = sum(1 for kind in args if kind == "player")
    if wanted is not None and given not in wanted:
        reader.problem(path + ("args" if "args" in table else "effect",),
                       say("vocab.player-args", where=where, effect=effect, given=given,
                           wanted=" or ".join(map(str, wanted))))


# Effects read by the day's count of the night-then-day turn (play/game.py day_facts); a ruleset
# that declares its own phases counts its votes elsewhere (play/turns.py), which reads them not.
TURN_VOTE_EFFECTS = ("no-condemn", "redirect-vote", "follow-vote")


def check_turn_vote_effects(reader: TableReader, rs: Ruleset) -> None:
    """A declared-phases ruleset using an effect its vote never reads: an error at the effect."""
    if not rs.loop.declared:
        return
    for power, path in power_paths(rs):
        if power.effect in TURN_VOTE_EFFECTS:
            reader.problem(path + ("effect",), say("vocab.not-in-phases", power=power.id, effect=power.effect))


def check_protect_steps(reader: TableReader, rs: Ruleset) -> None:
    """A protection in the very step of a kill: the kill is resolved first, so the protection
    never saves its victim (every protection of the pack's victim would fail in silence)."""
    powers = list(power_paths(rs))
    kills = {power.step: power.id for power, _ in powers if power.effect == "kill" and power.step}
    for power, path in powers:
        if power.effect == "protect" and power.step in kills:
            reader.problem(path + ("step",), say("folder-checks.protect-step", power=power.id, step=power.step,
                                                 kill=kills[power.step]))
