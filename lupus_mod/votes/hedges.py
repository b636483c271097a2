"""The hedges before a vote form: a condition, a hypothesis, a vote to come or a doubt said
earlier in its sentence ("Se non spiega, voto lui", "Domani voto Grima", "forse voto Anna"),
which make it a doubt or talk. A part of the grammar's reading (votes/grammar.py). Pure.
"""
from __future__ import annotations

from dataclasses import replace
from typing import AbstractSet, Mapping, Sequence

from lupus_mod.orders.text import WEAK, WORD, Token
from lupus_mod.votes.forms import CONDITION, HEDGED, VOTE, Found
from lupus_mod.votes.names import AMBIGUOUS, Resolution
from lupus_mod.votes.speech import REACH, Phrases, ends_sentence, phrase_start, phrases_end

# At most the words between a clause's "oggi" and its form: "oggi io invece voto Gollum".
TODAY_LEAD = 2


def hedged(tokens: Sequence[Token], i: int, tables: Mapping[str, Phrases], ends: AbstractSet[str],
           asides: Phrases = frozenset(), cut: str = "", today: Phrases = frozenset()) -> str:
    """The kind of the nearest hedge earlier in the same sentence, "" without one: a
    condition ("Se non spiega, voto lui", "S'il ne parle pas, je vote X") or a doubt ("forse
    voto Anna", "Peut-être que je vote X"). A colon, a line break or a word such as "ma"
    starts a main clause that no earlier hedge reaches. A hedge that opens one of the
    `asides` is a manner of speaking, none: "Se non sbaglio, voto Grima". A hedge that is the
    whole of the sentence before such a word ("Domani però voto Elrondo", "Potrei, ma voto
    Grima") may be the vote's time or a concession: the kind `cut` (the caller's doubt).
    A clause opened by one of the `today` words ("Domani voto Shelob, oggi voto Gollum",
    « Demain je vote Kilian, aujourd'hui je vote Gaspard ») is today's vote: no vote to come
    nor hypothesis before it reaches it; a condition or a doubt still does."""
    longest = max((len(p) for table in tables.values() for p in table), default=0)
    j, stop, for_today, condition = i, max(0, i - REACH), False, ""
    while j > stop:
        j = _before_aside(tokens, j - 1)
        token = tokens[j]
        if ends_sentence(token) or (token.kind == WORD and token.fold in ends):
            # "ipotizziamo: voto Erbaria": a hedge alone before a colon reaches past it too.
            return condition or (cut if (token.kind == WORD or token.text == ":")
                                 and _hedge_alone(tokens, j, tables, longest) else "")
        if token.text == ",":
            lead = phrases_end(tokens, j + 1, today)
            if condition and lead > j + 1:
                return condition   # "Domani voto Nazgul, oggi se non parla voto Grima": today's
            for_today = for_today or (lead > j + 1 and i - lead <= TODAY_LEAD)
        if token.kind != WORD:
            continue
        for kind, table in tables.items():
            first = phrase_start(tokens, j, table, longest)
            if first is not None and phrases_end(tokens, first, asides) == first \
                    and not (for_today and kind == HEDGED):
                if condition:   # "ps domani se sono vivo voto Grima": a condition inside a
                    return kind if kind == HEDGED else condition   # vote to come is none of today's
                if kind != CONDITION:
                    return kind
                condition = kind
                break
    return condition


def today_listed(tokens: Sequence[Token], end: int, today: Phrases) -> bool:
    """Whether today's word opens the clause after the name ending at `end`: "domani voto
    Nazgul, oggi Gollum" names today's vote, verb unsaid, beside the one to come."""
    return end < len(tokens) and tokens[end].text == "," and phrases_end(tokens, end + 1, today) > end + 1


def today_first(offered: Resolution) -> Resolution:
    """The names offered by "Domani voto Grima, oggi Gollum", today's first: the settle line
    offers Gollum, the vote she casts now, never Grima, the one she puts off to tomorrow."""
    return replace(offered, candidates=offered.candidates[1:] + offered.candidates[:1])


def _hedge_alone(tokens: Sequence[Token], j: int, tables: Mapping[str, Phrases], longest: int) -> bool:
    """Whether the words before token j, back to the sentence's start, are one hedge (commas
    aside): "Domani, però", "Potrei ma"."""
    k = j - 1
    while k >= 0 and tokens[k].kind == WEAK and tokens[k].text == ",":
        k -= 1
    if k < 0 or tokens[k].kind != WORD:
        return False
    for kind, table in tables.items():
        first = phrase_start(tokens, k, table, longest) if kind else None
        if first is not None and (first == 0 or ends_sentence(tokens[first - 1])):
            return True
    return False


def _before_aside(tokens: Sequence[Token], j: int) -> int:
    """`j`, or the index of the "(" that opens the bracketed aside ending at j: an aside belongs
    to the words before it ("voto Grima (scherzo)... no sul serio, voto Grima": the joke is the
    first vote's), so no hedge of the form is read inside it."""
    if tokens[j].text != ")":
        return j
    k, stop = j - 1, max(0, j - REACH)
    while k > stop and tokens[k].text != "(" and not ends_sentence(tokens[k]):
        k -= 1
    return k if tokens[k].text == "(" else j


def standing_before_condition(own: Sequence[Found]) -> list[Found]:
    """The post's own forms, a conditional vote after a plain one for another player offering
    both, the plain one first: « Mon vote : Kilian. Mais si Kilian claim, je passe sur Noemie. »
    holds Kilian unless the GM says the condition held (it offered Noemie alone, the firm vote
    thrown away)."""
    if len(own) < 2:
        return list(own)
    last, before = own[-1], own[-2]
    plain = before.kind == last.kind == VOTE and not before.reason and before.target is not None and before.target.ok
    if not plain or last.why != CONDITION or last.target is None or not last.target.ok \
            or last.target.name == before.target.name:
        return list(own)
    names = (before.target.name, last.target.name)
    return [*own[:-1], replace(last, target=Resolution(last.target.typed, AMBIGUOUS, candidates=names))]
