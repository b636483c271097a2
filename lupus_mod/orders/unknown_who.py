"""A hesitation inside a correction: "scelgo come Romeo il vampiro, cioè... no non lo so chi è.
Diciamo Quercia". The sender named a role, began to say who has it, admitted he does not know,
and wrote a player's name: that name is his choice, as in "scelgo il vampiro, cioè... diciamo
Quercia". The hesitation (with its "no" and the stop after it) is blanked, so the correction
reaches the name. Pure."""
from __future__ import annotations

from lupus_mod.orders.italian import ANSWER_NO, CORRECTIONS, UNKNOWN_WHO
from lupus_mod.orders.text import STRONG, WEAK, WORD, Token, tokenize

_LONGEST = max(map(len, UNKNOWN_WHO))


def without_unknown_who(line: str) -> str:
    """The line with each hesitation right after a correction word blanked (the line keeps
    its length: offsets stay those of the player's words)."""
    tokens = tokenize(line)
    for n, token in enumerate(tokens):
        if token.kind == WORD and token.fold in CORRECTIONS:
            span = _hesitation(tokens, n + 1)
            if span:
                line = f"{line[:span[0]]}{' ' * (span[1] - span[0])}{line[span[1]:]}"
    return line


def _hesitation(tokens: tuple[Token, ...], at: int) -> tuple[int, int] | None:
    """The (start, end) of "no non lo so chi è." from `at` (a pause may come first), or None."""
    while at < len(tokens) and tokens[at].kind == WEAK:
        at += 1
    start = at
    while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in ANSWER_NO - {"non"}:
        at += 1
    folds = [t.fold if t.kind == WORD else "" for t in tokens[at:at + _LONGEST]]
    said = next((p for p in UNKNOWN_WHO if tuple(folds[:len(p)]) == p), None)
    if said is None or start >= len(tokens):
        return None
    end = at + len(said)
    if end < len(tokens) and tokens[end].kind in (STRONG, WEAK):
        end += 1
    return tokens[start].start, tokens[end - 1].end
