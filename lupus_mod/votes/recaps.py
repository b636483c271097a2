"""A player's recap of others' votes, line by line ("Totò: voto Brigante", « Galadriella -
voto Nazgul », « voto Grima (Galadriella) »): each line reports someone's vote, it casts none.
Read as the author's own, the recap's last line was counted for him. Pure."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes.forms import DOUBT, REPORTED
from lupus_mod.votes.names import ALIAS, EXACT, Roster

# What stands between a recap line's label and its vote: « Galadriella: voto Nazgul »,
# « Galadriella - voto Nazgul », « Galadriella → voto Nazgul ».
LABEL_MARKS = (":", "-", "–", "—", "=", "->", "→", "=>")


def recount_line(text: str, tokens: Sequence[Token], i: int, roster: Roster, author: str | None = None) -> bool:
    """A line "Totò: voto Brigante" reports someone's vote (a recount), it is not one; but for
    the line labelled with `author`'s own name ("Pippino: voto Gollum" by Pippino), or with a
    mention ("@Sam: voto Nazgul" speaks to Sam)."""
    if i < 1 or tokens[i - 1].kind != WORD and tokens[i - 1].text != ":":
        return False
    last = i - 1 if tokens[i - 1].kind == WORD else i - 2
    if last < 0 or tokens[last].kind != WORD or text[tokens[last].end:tokens[i].start].strip() not in LABEL_MARKS:
        return False
    first = last
    while first > 0 and tokens[first - 1].kind == WORD:
        first -= 1
    if first > 0 and tokens[first - 1].text != "\n":
        return False
    if text[:tokens[first].start].rstrip(" ").endswith("@"):
        return False   # "@Sam: voto Nazgul": Sam is spoken to, the vote the author's
    label = roster.resolve(text[tokens[first].start:tokens[last].end])
    return label.how in (EXACT, ALIAS) and (author is None or label.name != author)


def labelled_after(text: str, tokens: Sequence[Token], end: int, roster: Roster, author: str | None) -> bool:
    """The vote's name followed by another player's name in brackets, ending its line: « voto
    Grima (Galadriella) », a recap's line naming whose vote it is."""
    if end + 2 >= len(tokens) or tokens[end].text != "(":
        return False
    close = next((k for k in range(end + 1, min(len(tokens), end + 6)) if tokens[k].text == ")"), None)
    if close is None or close == end + 1 or any(t.kind != WORD for t in tokens[end + 1:close]) \
            or close + 1 < len(tokens) and tokens[close + 1].text != "\n":
        return False
    label = roster.resolve(text[tokens[end + 1].start:tokens[close - 1].end])
    return label.how in (EXACT, ALIAS) and label.name != author


def labelled_reason(text: str, tokens: Sequence[Token], end: int, roster: Roster, author: str | None) -> str:
    """Why a vote whose name ends at `end` is no vote of the author's: « voto Grima
    (Galadriella) / voto Nazgul (Merrino) », a recap's lines, their votes (REPORTED); one such
    line alone may be the author's vote with a word on it, asked (DOUBT); "" otherwise."""
    if not labelled_after(text, tokens, end, roster, author):
        return ""
    return REPORTED if recap_lines(text, tokens, roster, author) > 1 else DOUBT


def recap_lines(text: str, tokens: Sequence[Token], roster: Roster, author: str | None) -> int:
    """How many of the text's lines end on a bracketed label (`labelled_after`)."""
    return sum(labelled_after(text, tokens, k, roster, author) for k, t in enumerate(tokens) if t.text == "(")
