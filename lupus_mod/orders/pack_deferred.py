"""A pack member leaving the group's choice to a mate he names, with no order of his own.

Licantropi (the lowest-numbered wolf decides): Lupo 3 `sbrano Podesta`, Lupo 2 `sbrano Quercia`,
then Lupo 1 "per me va bene quello che dice Ululone": talk, and Lupo 2's order killed Quercia,
while the wolf who decides chose Lupo 3's proposal. "ok come dice Ululone", "Zanna decide lui
stanotte" were asked as attacking the mate named (`sbrano Ululone` first). So such a line:
- asks, the mate's order first, when it would change the order that stands (the sender
  outranks the mate whose order stands, and the mate he names proposed another one);
- is talk (never a target) when the mate named gave no order, or the one that stands.
Pure: the parsed log and the senders' powers in.
"""
from __future__ import annotations

import re
from dataclasses import replace

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import asking
from lupus_mod.orders.italian import NEGATIONS, PACK_DEFERRING
from lupus_mod.orders.model import NONE, UNORDERED, Chatter, Doubt, KeywordSpec, Order, ParsedLog
from lupus_mod.orders.ranked import outranked
from lupus_mod.orders.text import fold, holds_phrase


def pack_deferred(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with each such line read as a doubt, or as talk never asked as an order."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    asked, talk = [], set()
    for chat in parsed.chatter:
        power = _group_power(chat.player, powers_of)
        if power is None or (chat.file, chat.line) in by_gm or not _defers(chat.text):
            continue
        read = _deferred(chat, power, parsed, powers_of)
        if isinstance(read, Doubt):
            asked.append(read)
        elif read:
            talk.add((chat.file, chat.line))
    parsed = replace(parsed, chatter=tuple(replace(c, talk_by_form=True) if (c.file, c.line) in talk else c
                                           for c in parsed.chatter))
    return asking(parsed, asked)


def _deferred(chat: Chatter, power: KeywordSpec, parsed: ParsedLog, powers_of: PowersOf) -> Doubt | bool:
    """The doubt of a line deferring to a mate, True where it is talk, False where it defers
    to no mate (read as any line)."""
    standing = [o for o in parsed.orders if not o.withdrawn_by and _of_slot(o, power, powers_of)]
    # "quello che dice Ululone": a name after a verb of saying is read as the speaker's, no
    # name of the line; the mates who gave an order are looked for in its words.
    mates = {n for n in chat.names if n != chat.player and any(p.slot == power.slot for p in powers_of(n))} \
        | {o.player for o in standing if o.player != chat.player and _says(chat.text, o.player)}
    if not mates or any(o.player == chat.player for o in standing):
        return False
    chosen = [o for o in standing if o.player in mates]
    stands = _standing_one([o for o in standing if o.player != chat.player], powers_of)
    if not chosen or stands is None or chosen[-1].args == stands.args \
            or not outranked(stands, _own(chat.player, stands, power, powers_of), powers_of):
        return True
    fits = tuple(dict.fromkeys(" ".join((o.keyword, *o.args)) for o in reversed(chosen)))
    return Doubt(chat.player, chat.file, chat.line, chat.text.strip(), UNORDERED, (*fits, NONE), names=chat.names)


def _says(text: str, name: str) -> bool:
    return re.search(rf"\b{re.escape(fold(name))}\b", fold(text)) is not None


def _defers(text: str) -> bool:
    words = re.findall(r"\w+", fold(text))
    return holds_phrase(words, PACK_DEFERRING) and not set(words) & NEGATIONS and "?" not in text


def _group_power(player: str, powers_of: PowersOf) -> KeywordSpec | None:
    """The sender's group power taking players (the pack's attack), if he has one."""
    return next((p for p in powers_of(player) if p.slot.startswith("group:") and p.args), None)


def _of_slot(order: Order, power: KeywordSpec, powers_of: PowersOf) -> bool:
    return any(p.keyword == order.keyword and p.slot == power.slot for p in powers_of(order.player))


def _own(player: str, order: Order, power: KeywordSpec, powers_of: PowersOf) -> KeywordSpec:
    """The sender's spec of the order's power (his rank in it), else his group power."""
    return next((p for p in powers_of(player) if p.keyword == order.keyword), power)


def _standing_one(orders: list[Order], powers_of: PowersOf) -> Order | None:
    """The group's order that stands: the highest-ranked sender's, the last one sent on a tie."""
    def rank(o: Order) -> int:
        found = next((p.rank for p in powers_of(o.player) if p.keyword == o.keyword), None)
        return found if found is not None else 0
    return min(reversed(orders), key=rank) if orders else None
