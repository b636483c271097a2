"""A player's later word that the night did not follow, for the terminal's summary.

"Tutti gli ordini sono stati applicati" must never be the whole answer when a player wrote
again after his order and that later word did not count: a withdrawal sent after the deadline
(the order it withdrew still stands), or a later line read as chatter that names players
none of his orders names (a correction the reader could not see?). Each is listed with its
line, and the summary says the orders read were applied, not every later word
(docs/gm-guide.md, "What the summary of `night` claims"). `round` says the same of a turn's
choices (lupus_mod.reports.turn). Beside them, the lines naming players of a sender who gave no
order, and the questions a player asked the GM in his PM, for the GM to answer.
"""
from __future__ import annotations

from typing import Any

from lupus_mod.orders.model import Chatter, Order, ParsedLog
from lupus_mod.play.replay import NightRun


def unread_lines(log: ParsedLog) -> list[dict[str, Any]]:
    """Lines of a sender who gave no order tonight that name players ("Pifferaio su Merrino e
    Pippino"): no order the tool reads, perhaps one the player meant; shown for a look."""
    senders = {o.player for o in log.orders}
    return [{"player": c.player, "file": c.file, "line": c.line, "text": c.text, "names": list(c.names)}
            for c in log.chatter if c.names and c.player not in senders and not c.powers]


def later_talk(log: ParsedLog) -> list[dict[str, Any]]:
    """Lines of a PM log read as chatter, below an order of their sender, naming players none
    of his orders names: shown for a look, as the lines naming players of a sender without
    orders are (unread_lines). The sender's own name is no other player: a
    signature under his order ("-- Bice", "Carmelo, il mago") is not listed. A line shaped as
    an order of a power he lacks is listed too, whatever it names: « en fait on prend Gwen »
    from a wolf (the Voleur's `prends`, a nickname cut short) is his pack's victim changed in
    other words, never a later word silently dropped."""
    return [{"player": c.player, "file": c.file, "line": c.line, "text": c.text, "names": list(c.names)}
            for c in log.chatter if (set(c.names) - {c.player} or c.powers) and _after_order(c, log.orders)]


def asked_lines(log: ParsedLog) -> list[dict[str, Any]]:
    """Lines of a PM read as talk that ask the GM something ("master una domanda: posso indagare
    me stesso?", « jpeux mater les loups stp ? »): a PM is written to the GM, so its question
    waits for his answer, whatever the night applies. Listed for him to answer, once: a line
    already listed as naming players or as a power its sender lacks is not listed again."""
    shown = {(row["file"], row["line"]) for row in (*later_talk(log), *unread_lines(log))}
    return [{"player": c.player, "file": c.file, "line": c.line, "text": c.text}
            for c in log.chatter
            if _QUESTION_MARKS & set(c.text) and not c.powers and (c.file, c.line) not in shown]


# The marks that end a question in every language we read ("¿" opens one, as a player may write).
_QUESTION_MARKS = frozenset("?¿")


def unheard(run: NightRun) -> int:
    """How many later lines of the players the night did not follow."""
    late_withdrawals = {o.withdrawn_by for o in run.applied if o.withdrawn_by and o.withdrawn_late}
    return len(late_withdrawals) + len(later_talk(run.log))


def _after_order(chatter: Chatter, orders: tuple[Order, ...]) -> bool:
    """Each player's messages are in the order sent (docs/orders.md), so a line below one of
    his orders was written after it."""
    mine = [o for o in orders if o.player == chatter.player and o.line < chatter.line]
    return bool(mine) and (bool(chatter.powers) or not set(chatter.names) <= {
        chatter.player, *(a for o in mine for a in o.args)})
