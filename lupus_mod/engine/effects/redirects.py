"""A player's vote moved onto another for the next day (the peer's Ipnosi, Ipnotista):
docs/rulesets.md, Powers on tomorrow's votes. The tally reads the moves (`redirects_on`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import at_dawn

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def redirects_on(flags: Mapping[str, Any], day: int, public_only: bool = False) -> dict[str, str]:
    """Voter -> the player his vote counts for on day `day` (the day after the night of the same
    index); `public_only`: those the dawn post announced (the thread may see them counted)."""
    moves = dict(flags.get(f"redirect:{day}", {}))
    if public_only:
        shown = set(flags.get(f"redirect-public:{day}", ()))
        return {voter: onto for voter, onto in moves.items() if voter in shown}
    return moves


@at_dawn("redirect-vote")
def redirect_vote(night: "Night", action: "Action") -> None:
    """Tomorrow, every vote the first player casts counts for the second, whatever he writes (a
    later move of the same voter tonight replaces it). Given at dawn, when both are alive. With
    `announce` (a message id) the dawn post says so and the tally post shows the moved vote;
    without, the move is secret: the post shows the votes as written and the true result."""
    voter, onto = action.players()[:2]
    if not (night.alive(voter) and night.alive(onto)):
        return
    key = f"redirect:{night.index}"
    night.flags[key] = {**night.flags.get(key, {}), voter: onto}
    night.note("vote-redirected", actor=action.actor, target=voter, onto=onto)
    announce = action.power.setting("announce")
    if announce:
        shown = f"redirect-public:{night.index}"
        night.flags[shown] = tuple(dict.fromkeys([*night.flags.get(shown, ()), voter]))
        night.announce(announce, target=voter, onto=onto)
