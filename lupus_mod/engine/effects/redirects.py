"""A player's vote moved onto another for the next day (the peer's Ipnosi, Ipnotista), or made
to follow the actor's own vote ("vote as I vote"): docs/rulesets.md, Powers on tomorrow's votes.
The tally reads the moves (`redirects_on`) and the follows (`follows_on`, votes/follow.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import at_dawn

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def redirects_on(flags: Mapping[str, Any], day: int, public_only: bool = False) -> dict[str, str]:
    """Voter -> the player his vote counts for on day `day` (the day after the night of the same
    index); `public_only`: those the dawn post announced (the thread may see them counted)."""
    return _moves(flags, "redirect", day, public_only)


def follows_on(flags: Mapping[str, Any], day: int, public_only: bool = False) -> dict[str, str]:
    """Voter -> the player whose vote his follows on day `day`; `public_only` as above."""
    return _moves(flags, "follow", day, public_only)


def _moves(flags: Mapping[str, Any], kind: str, day: int, public_only: bool) -> dict[str, str]:
    moves = dict(flags.get(f"{kind}:{day}", {}))
    if public_only:
        shown = set(flags.get(f"{kind}-public:{day}", ()))
        return {voter: onto for voter, onto in moves.items() if voter in shown}
    return moves


def _give(night: "Night", action: "Action", kind: str, voter: str, onto: str) -> None:
    """Record tomorrow's move of `voter` (a later one of the same kind tonight replaces it),
    note it for the GM and, with the power's `announce`, say it at dawn."""
    key = f"{kind}:{night.index}"
    night.flags[key] = {**night.flags.get(key, {}), voter: onto}
    message = {"redirect": "vote-redirected", "follow": "vote-follows"}[kind]
    night.note(message, actor=action.actor, target=voter, onto=onto)
    announce = action.power.setting("announce")
    if announce:
        shown = f"{kind}-public:{night.index}"
        night.flags[shown] = tuple(dict.fromkeys([*night.flags.get(shown, ()), voter]))
        night.announce(announce, target=voter, onto=onto)


@at_dawn("redirect-vote")
def redirect_vote(night: "Night", action: "Action") -> None:
    """Tomorrow, every vote the first player casts counts for the second, whatever he writes (a
    later move of the same voter tonight replaces it). Given at dawn, when both are alive. With
    `announce` (a message id) the dawn post says so and the tally post shows the moved vote;
    without, the move is secret: the post shows the votes as written and the true result."""
    voter, onto = action.players()[:2]
    if night.alive(voter) and night.alive(onto):
        _give(night, action, "redirect", voter, onto)


@at_dawn("follow-vote")
def follow_vote(night: "Night", action: "Action") -> None:
    """Tomorrow, the target's vote follows the actor's own ("vote as I vote"): it stands where
    the actor's vote stands, as written while he has none (votes/follow.py). Given at dawn,
    when both are alive; secret unless `announce`, as redirect-vote."""
    if night.alive(action.target) and night.alive(action.actor) and action.target != action.actor:
        _give(night, action, "follow", action.target, action.actor)
