"""A pack's highest-ranked member lying low before a lower mate's order.

Licantropi: "Il lupo con il numero piu' basso decide se e chi attaccare". Lupo 1 writes
"stanotte stiamo buoni, troppo rischioso" at 21:00, Lupo 2 `sbrano Quercia` at 21:30: the line
came before any order it could take back, so it read as talk, and Lupo 2's attack killed while
the wolf who decides had said no attack. So such a line from a member who outranks the mate
whose order of the group stands asks: the group's power of doing nothing (`rinuncio`), or
nothing (the mate's order stands). Where time decides (no ranks), the later order is the word
that counts and nothing asks. Pure: the settled log and the senders' powers in.
"""
from __future__ import annotations

import re

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import asking
from lupus_mod.orders.italian import (NEGATIONS, PACK_AWAY, PACK_LYING_LOW, PACK_NOBODY, PACK_UNSURE,
                                      REST, TONIGHT)
from lupus_mod.orders.model import NONE, PACK_RESTED, Chatter, Doubt, KeywordSpec, ParsedLog
from lupus_mod.orders.ranked import outranked
from lupus_mod.orders.text import fold, holds_phrase


def pack_rested(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with each such talk line read as a doubt."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    asked = []
    for chat in parsed.chatter:
        decline = None if (chat.file, chat.line) in by_gm or not lies_low(chat.text) \
            else _decline_over_mate(chat, parsed, powers_of)
        if decline is not None:
            asked.append(Doubt(chat.player, chat.file, chat.line, chat.text.strip(), PACK_RESTED,
                               (decline.keyword, NONE), names=chat.names))
    return asking(parsed, asked)


def lies_low(text: str) -> bool:
    """ "stanotte stiamo buoni", "nessuno stanotte", "ferma Zanna, stanotte non uccidiamo": the
    pack does nothing tonight; not a question, nor "stanotte non so" (unsure), nor "stanotte non
    ci sono" (away: the mates choose)."""
    words = re.findall(r"\w+", fold(text))
    if "?" in text or set(words) & PACK_UNSURE or holds_phrase(words, PACK_AWAY):
        return False
    tonight = bool(set(words) & TONIGHT)
    return holds_phrase(words, PACK_LYING_LOW) or tonight and bool(set(words) & (PACK_NOBODY | NEGATIONS | REST))


def _decline_over_mate(chat: Chatter, parsed: ParsedLog, powers_of: PowersOf) -> KeywordSpec | None:
    """The sender's group power of doing nothing, when a mate he outranks gave the group's
    standing order and he gave none of it; else None."""
    powers = powers_of(chat.player)
    for decline in (p for p in powers if p.declines and p.slot.startswith("group:")):
        slot = [p for p in powers if p.slot == decline.slot]
        keywords = {p.keyword for p in slot}
        standing = [o for o in parsed.orders if o.keyword in keywords and not o.withdrawn_by]
        if any(o.player == chat.player for o in standing):
            continue
        if any(o.player != chat.player and outranked(o, next(p for p in slot if p.keyword == o.keyword), powers_of)
               for o in standing if any(p.keyword == o.keyword for p in slot)):
            return decline
    return None
