"""A pack mate agreeing to the pack's own target, without an order of his own.

Thiercelieux: Baptiste `On dévore Kilian.`, then Josephine « ok pour Kilian ». The line holds a
player's name and words that only lead it, so it asks as an order said without its verb
(`dévore Kilian`, or nothing). Both readings apply the same attack: the pack's one order ("les loups-garous se réveillent, et désignent ensemble ...
un villageois qui sera leur victime", thiercelieux-base.fr.txt l.15) stands on Kilian either
way. So a mate's word of agreement whose every reading is the group's standing order (every
standing order of that group on the same players) is talk, never asked. A name beside it
(« ok pour Kilian ou Hortense »), another target, a denial or a question still asks. Pure: the
settled log and the senders' powers in.
"""
from __future__ import annotations

import re
from dataclasses import replace

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.italian import AGREEING, FRENCH_NEGATIONS, NEGATIONS
from lupus_mod.orders.model import NONE, NOUN_ORDER, TALK, Chatter, Doubt, ParsedLog
from lupus_mod.orders.text import fold, holds_phrase


def pack_agreed(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with each such doubt read as talk."""
    agreed = {(d.file, d.line): d for d in parsed.doubts if _agrees_with_pack(d, parsed, powers_of)}
    if not agreed:
        return parsed
    talk = tuple(Chatter(d.player, d.file, d.line, d.text, d.names, talk_by_form=True) for d in agreed.values())
    return replace(parsed, doubts=tuple(d for d in parsed.doubts if (d.file, d.line) not in agreed),
                   readings=tuple(replace(r, kind=TALK, reading="") if (r.file, r.line) in agreed else r
                                  for r in parsed.readings),
                   chatter=tuple(sorted((*parsed.chatter, *talk), key=lambda c: c.line)))


def _agrees_with_pack(doubt: Doubt, parsed: ParsedLog, powers_of: PowersOf) -> bool:
    """An order said without its verb, in words of agreeing (not denied, not asked), whose
    every reading but `none` is the standing order of a group the sender belongs to."""
    words = re.findall(r"\w+", fold(doubt.text))
    if doubt.kind != NOUN_ORDER or "?" in doubt.text or not holds_phrase(words, AGREEING) \
            or set(words) & (NEGATIONS | FRENCH_NEGATIONS):
        return False
    meant = {c for c in doubt.candidates if c != NONE}
    slots = {p.keyword: p.slot for p in powers_of(doubt.player) if p.slot.startswith("group:")}
    standing = {f"{o.keyword} {' '.join(o.args)}" for o in parsed.orders if not o.withdrawn_by
                and o.player != doubt.player and o.keyword in slots}
    return len(meant) == 1 and meant == standing
