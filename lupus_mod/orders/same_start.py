"""A word beginning the names of several players ("indago Grim" with Grima and Grimaldo in the
game): the doubt (`SAME_START`, orders.doubts) offers the order on each, and the night puts
first those the sender's power may name tonight, the living before the dead. One the power may
not name (a dead player for a power on the living: "il bersaglio è morto", docs/rulesets.md
`target`) is never offered, since the night could only refuse it: the doubt names it instead
(`spent`, `dead_target`), as an earlier night's order on a player dead since is
(orders.earlier_orders). So with any doubt whose line holds such a word (`Doubt.begun`): the
change « anzi Grim » after `indago Gollum` offers Grima only, as « indago Grim » does.

Who is alive and whom a power may name come in as data, looked up by the night (play.replay);
nothing here reads a file.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from lupus_mod.orders.close_names import close_players
from lupus_mod.orders.italian import FILLERS
from lupus_mod.orders.model import NONE, PLAYER, SAME_START, Doubt
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import WORD, tokenize

# Whether a sender's power (by its keyword) may name a player tonight.
MayName = Callable[[str, str, str], bool]


def shared_by(text: str, index: NameIndex) -> tuple[str, ...]:
    """The players a word of the line may be, where it may be several: a start or a misspelling
    their names share ("anzi Grim": Grima, Grimaldo); a player's name written whole is none."""
    tokens = tokenize(text)
    found: list[str] = []
    for i, token in enumerate(tokens):
        if token.kind != WORD or token.fold in FILLERS or any(
                m.kind == PLAYER for m in index.entities_at(text, tokens, i)):
            continue
        close = index.by_prefix(token.text, PLAYER).candidates or close_players(token.text, index)
        found += close if len(close) > 1 else ()
    return tuple(dict.fromkeys(found))


def living_first(doubts: Iterable[Doubt], alive: Callable[[str], bool], may_name: MayName
                 ) -> tuple[Doubt, ...]:
    """The doubts with a word that may be several players, each without the orders on those of
    them the power may not name tonight (named in `spent`); a word beginning several names
    (`SAME_START`) has the orders on the living first (list order kept among equals), then
    `none`."""
    return tuple(_nameable(d, alive, may_name) if _players(d) else d for d in doubts)


def _players(doubt: Doubt) -> tuple[str, ...]:
    """The players the doubt's word may be: a same-start's own, or any doubt's word's."""
    return doubt.names if doubt.kind == SAME_START else doubt.begun


def _nameable(doubt: Doubt, alive: Callable[[str], bool], may_name: MayName) -> Doubt:
    refused = [c for c in doubt.candidates if _named_refused(doubt, c, may_name)]
    offered = [c for c in doubt.candidates if c not in refused]
    names = doubt.names
    if doubt.kind == SAME_START:
        pairs = [(n, c) for n, c in zip(doubt.names, doubt.candidates) if c in offered]
        pairs.sort(key=lambda pair: not alive(pair[0]))
        names, offered = tuple(n for n, _ in pairs), [*(c for _, c in pairs), NONE]
    if not refused:
        return replace(doubt, candidates=tuple(offered), names=names)
    return replace(doubt, candidates=tuple(offered), names=names, spent=tuple(refused), dead_target=True)


def _named_refused(doubt: Doubt, candidate: str, may_name: MayName) -> bool:
    """Whether an order offered names one of the players the word may be whom its power may not
    name tonight (each order of a reading "indago Grima; passo palantir Sam" on its own)."""
    for order in candidate.split("; "):
        keyword, *args = order.split(" ")
        said = f" {' '.join(args)} "
        if keyword != NONE and any(f" {name} " in said and not may_name(doubt.player, keyword, name)
                                   for name in _players(doubt)):
            return True
    return False
