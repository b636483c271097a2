"""The GM's confirmation quoted in the player's reply, and his approval under it.

Forum PM threads carry the GM's words in the reply: "> Master: ricevuto, indaghi Zanna", then
"perfetto grazie!". The quote is the only trace of the order, and the player confirms it; read
as talk (the quote is no order of his), the Veggente lost her night with no word. So the quote
is read with the GM's second person as the keyword ("indaghi" → `indago`), and a line of
approval alone under it, with no order of the sender's standing, asks: the quoted order first,
or none. Pure: text and the name index in.
"""
from __future__ import annotations

import re

from lupus_mod.orders.italian import APPROVING
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import fold
from lupus_mod.orders.italian import CONFIRMATION_COURTESY

# "indaghi", "proteggi", "sbrani", "vampirizzi": the GM's "you" of the keyword (-hi after c/g).
_SECOND = re.compile(r"\b(\w+?)(h?i)\b", re.IGNORECASE)


def in_first_person(text: str, index: NameIndex) -> str:
    """The quoted text with each second person of a keyword written as the keyword."""
    keywords = {fold(k) for k in index.specs}

    def first(said: re.Match) -> str:
        stem = said.group(1)
        keyword = fold(stem) + "o"
        return stem + "o" if keyword in keywords else said.group(0)
    return _SECOND.sub(first, text)


def approves(text: str) -> bool:
    """ "perfetto grazie!", "ok esatto", « parfait » : approval and nothing else (no name)."""
    words = re.findall(r"\w+", fold(text))
    return bool(words) and "?" not in text and set(words) <= APPROVING | CONFIRMATION_COURTESY


