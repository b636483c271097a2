"""A line that is only a no or a yes (« nope », « non merci », « oui », « ouais »), from a sender
holding a power that does nothing (the Sorcière's `rien`, "ne rien faire"): her answer to the
GM's question (« Tu peux la sauver (je sauve), … ou ne rien faire (rien) »). It was talk, and the
night still waited for her choice, her answer unshown. Asked, her likeliest reading first: the no
her power doing nothing; the yes the powers of that step naming no one or only optionally
(`sauve`: the victim). Not for a sender the GM settled or already asked about, one with an order
of that step, nor a line past which she gave one. Pure: the parsed log and her powers in."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import asking
from lupus_mod.orders.italian import ANSWER_NO, ANSWER_YES, CONFIRMATION_COURTESY
from lupus_mod.orders.model import NONE, YES_NO, Chatter, Doubt, KeywordSpec, ParsedLog
from lupus_mod.orders.text import WORD, tokenize


def yes_no_answers(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with each lone yes or no of a sender holding a declining power asked."""
    asked_of = {r.player for r in parsed.readings if r.by_gm} | {d.player for d in parsed.doubts}
    asked = []
    for chat in parsed.chatter:
        said = _answer(chat.text)
        powers = [p for p in powers_of(chat.player) if not p.spent]
        steps = {p.step for p in powers if p.declines}
        if said is None or not steps or chat.player in asked_of or _answered_by_order(chat, parsed, powers, steps):
            continue
        offers = [p.keyword for p in powers if p.step in steps and (
            p.declines if said == ANSWER_NO else not p.declines and all(optional for _, optional in p.kinds()))]
        if offers:
            asked.append(Doubt(chat.player, chat.file, chat.line, chat.text.strip(), YES_NO, (*offers, NONE)))
    return asking(parsed, asked)


def _answer(text: str) -> frozenset[str] | None:
    """`ANSWER_NO` or `ANSWER_YES` for a line of that word alone (a courtesy beside it: « non
    merci »), else None."""
    words = {t.fold for t in tokenize(text) if t.kind == WORD}
    for table in (ANSWER_NO, ANSWER_YES):
        if words & table and words <= table | CONFIRMATION_COURTESY:
            return table
    return None


def _answered_by_order(chat: Chatter, parsed: ParsedLog, powers: Sequence[KeywordSpec], steps: set[str]) -> bool:
    """An order of hers at that step stands, before the line or after it (« je sauve » then
    « oui »: her order confirmed, no question left)."""
    keywords = {p.keyword for p in powers if p.step in steps}
    return any(o.player == chat.player and o.keyword in keywords and not o.withdrawn_by for o in parsed.orders)
