"""Going back to a name given earlier: "no ok torno a Gollum, scusa x il casino" after `indago
Gollum`, then `indago Nazgul`. A word of going back right before one player's name, no keyword
on the line, and an order of the sender's earlier tonight, since replaced, naming that player:
that order is his last word, the one standing replaced (it asked whether the name was the new
target, though he had named it with that power already). A name he never gave that power ("torno
su Fosco" for the first time) still asks (orders.unread_change). And a line going back with no
name ("torno al primo", "resta come detto prima"): whether it goes back (`going_back`) and the
orders it may mean, the one it goes back to first (`before_change`).
Pure: the line's pieces and the sender's orders in."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.change_words import ANNUL_WORDS, FIRST_MESSAGE
from lupus_mod.orders.italian import BACK_TO_EARLIER, GOING_BACK
from lupus_mod.orders.model import PLAYER, Order
from lupus_mod.orders.pieces import Ent, Key, Piece, Sep, Word


def gone_back(pieces: tuple[Piece, ...], given: Sequence[Order], live: Sequence[Order]) -> tuple[Draft, int] | None:
    """The order gone back to, and the line of the standing one it replaces; None else.
    `given`: the sender's orders of tonight, in the order sent; `live`: those standing."""
    if any(isinstance(p, Key) for p in pieces):
        return None
    names = [n for n, p in enumerate(pieces) if isinstance(p, Ent)]
    if len(names) != 1:
        return None
    at = names[0]
    players = {m.targets[0] for m in pieces[at].matches if m.kind == PLAYER and len(m.targets) == 1}
    before = [p for p in pieces[:at] if not isinstance(p, Sep)]
    back = next((n for n in range(len(before) - 1, -1, -1) if isinstance(before[n], Word)
                 and before[n].fold in GOING_BACK), None)
    after = pieces[at + 1:]
    if len(players) != 1 or back is None or not all(isinstance(p, Word) and p.filler for p in before[back + 1:]) \
            or any(isinstance(p, Sep) and p.question for p in after):
        return None
    player = players.pop()
    for standing in live:
        earlier = [o for o in given if o.keyword == standing.keyword and o.args == (player,)
                   and o.line < standing.line]
        if earlier and standing.args != (player,):
            old = earlier[-1]
            return Draft(old.keyword, old.args, old.item, old.among), standing.line
    return None


def before_change(sender: str, orders: list[Order], live: dict[str, list[int]],
                  back: bool = False) -> tuple[str, ...]:
    """ "resta come detto prima" (or "ignora l'ultimo messaggio", orders.later) after `indago
    Boromiro` and `anzi Gollum`: the standing order and the ones it replaced tonight — those
    first where the line goes `back` to them ("torno al primo") —; () when the sender changed
    nothing (a confirmation)."""
    standing = [orders[p] for p in live.get(sender, [])]
    # "master dimentica quello che ti ho scritto prima, proteggo Quercia": the first order taken
    # back on the line that gives the standing one is replaced by it as well.
    lines = {s.line for s in standing}
    replaced = [o for o in orders if o.player == sender and (not o.withdrawn_by or o.withdrawn_by in lines)
                and o not in standing and any(o.key() == s.key() for s in standing)]
    both = (reversed(replaced), reversed(standing)) if back else (reversed(standing), reversed(replaced))
    shown = [o.canonical() for group in both for o in group]
    return tuple(dict.fromkeys(shown)) if replaced else ()


def going_back(pieces: tuple[Piece, ...]) -> bool:
    words = {p.fold for p in pieces if isinstance(p, Word)}
    return bool(words & BACK_TO_EARLIER) and not words & {"resta", "rimane", "reste"}


def drops_first(pieces: tuple[Piece, ...]) -> bool:
    """ « oubliez mon premier message », « ignore mon premier mp »: the first message taken back
    (a word of annulment beside it), not gone back to as « je reviens au premier » is."""
    words = {p.fold for p in pieces if isinstance(p, Word)}
    return bool(words & FIRST_MESSAGE and words & ANNUL_WORDS) and not words & (BACK_TO_EARLIER - FIRST_MESSAGE)
