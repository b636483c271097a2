"""A vote that follows the author's own of the day before ("voto come ieri", "je vote comme
hier"): the name is not written, so it stays a doubt the GM settles, but its settle line
offers the vote the author's slot gave that day when the day's count is on record
(out/day-D/tally.json, written by `lupus-mod tally D`), instead of "none" (docs/tally.md)."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Mapping, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.reading import VoteAction


def yesterday_votes(game_dir: Path, day: int) -> dict[str, str]:
    """slot -> the candidate his vote stood for when day `day - 1` was counted; {} when that
    count is not on record (day 1, or no tally run)."""
    relative = f"out/day-{day - 1}/tally.json"
    path = Path(game_dir) / relative
    if day < 2 or not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {voter: str(c["name"]) for c in data["candidates"] for voter in c["voters"]}
    except (OSError, ValueError, KeyError, TypeError):
        raise TallyError(say("tally-yesterday.unreadable", file=relative), file=relative,
                         hint=say("tally-yesterday.unreadable-hint", day=day - 1)) from None


def offer_yesterday(actions: Sequence[VoteAction], grammar: Grammar,
                    votes: Mapping[str, str], dead: Sequence[str] = ()) -> tuple[VoteAction, ...]:
    """The actions, each vote "as yesterday" whose author's vote of the day before is known
    given it as its one candidate: still a doubt, the GM confirms it. Not a player dead since
    (the stake took him, or the night): « comme hier » then names nobody of today."""
    votes = {voter: name for voter, name in votes.items() if name not in dead}
    return tuple(replace(a, candidates=(votes[a.voter],)) if a.voter in votes and _follows_yesterday(a, grammar)
                 else a for a in actions)


def _follows_yesterday(action: VoteAction, grammar: Grammar) -> bool:
    """A vote with no name read whose words say `like` then `yesterday` ("voto come ieri"), or
    are an `as_yesterday` phrase ("idem come ieri", "stesso voto di ieri")."""
    if action.kind != VOTE or action.reason != DOUBT or action.target is not None or action.candidates:
        return False
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    return tuple(words) in grammar.as_yesterday_phrases or any(
        a in grammar.folded["like"] and b in grammar.folded["yesterday"] for a, b in zip(words, words[1:]))
