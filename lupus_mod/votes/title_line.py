"""A line that is only a player's name and the elected title: "Léonie capitaine !", "Capitaine
Hortense", "Pour capitaine, Hortense.", "Hortense comme maire" — on a day that elects the title.

No vote form, yet most likely an election vote; read as talk it would be lost unasked, read as
a vote it would be a guess (a cheer, an answer to "who is the capitaine?"). A doubt of the
election, offering that name, which the GM settles (`"85" = "Capitaine : Hortense"`).
"""
from __future__ import annotations

from typing import Mapping, Sequence, AbstractSet

from lupus_mod.orders.text import WORD, Token, fold
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, ELECT, Found
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster


def title_line(text: str, tokens: Sequence[Token], i: int, roster: Roster,
               folded: Mapping[str, AbstractSet[str]]) -> tuple[Found, int] | None:
    """The election doubt of the line (or of its sentence, or of the part after a colon)
    starting at token i, and the index past it; None unless it holds one player's name, a
    title word and links only — up to its end, or up to a comma after them ("Et pour
    capitaine Amandine, pas de raison de changer", "capitaine Amandine, bûcher Baptiste")."""
    # After a comma, only the sentence's last part: "Kilian capitaine lol non jdeconne, Isidore
    # capitaine" (the joke taken back, the last word) was talk, the election vote lost.
    after_comma = bool(i) and tokens[i - 1].text == ","
    if i and not speech.ends_sentence(tokens[i - 1]) and not _ends_part(tokens, i - 1, folded["alternatives"]) \
            and not after_comma:
        return None
    end = next((k for k in range(i, len(tokens)) if speech.ends_sentence(tokens[k])
                or _ends_part(tokens, k, folded["alternatives"])), len(tokens))
    # A title and a name are a few words: the part whole, else cut at one of its first commas
    # (a long paragraph is not read again from every comma of it).
    commas = [] if after_comma else [k for k in range(i, min(end, i + 12)) if tokens[k].text == ","]
    for cut in (end, *commas):
        named = _titled_name(text, tokens, i, cut, roster, folded)
        if named is not None:
            start, stop = tokens[i].start, tokens[cut - 1].end
            chosen = _chosen(text, tokens, i, cut, end, folded)
            return Found(ELECT, start, stop, text[start:stop], named, reason="" if chosen else DOUBT), cut
    return None


def _chosen(text: str, tokens: Sequence[Token], i: int, cut: int, end: int,
            folded: Mapping[str, AbstractSet[str]]) -> bool:
    """The line is the name, then « pour » or « comme » and the title, the words of a ballot
    with its verb left out (« Amandine pour capitaine », « Amandine pour capitaine, sans
    hésiter »: an election vote, no cheer; it asked), alone or before a comma and `sure_after`
    words ending it. « Léonie capitaine ! », « Capitaine Hortense » and « Pour capitaine,
    Hortense. » still ask."""
    words = [k for k in range(i, cut) if tokens[k].kind == WORD]
    titled = [k for k in words if tokens[k].fold in folded["election"]]
    if len(titled) != 1 or titled[0] != words[-1]:
        return False
    link = next((k for k in words if tokens[k].fold in folded["election_before"]), None)
    if link is None or link == words[0] or any(tokens[k].fold not in folded["election_links"]
                                                for k in words[words.index(link) + 1:-1]):
        return False
    if any(tokens[k].fold in folded["election_links"] | folded["title_extras"] for k in words[:words.index(link)]):
        return False   # the name alone before the link: « Et pour moi Amandine pour capitaine » asks
    if end < len(tokens) and "?" in tokens[end].text:
        return False   # « Amandine pour capitaine ? »: asked
    rest = text[tokens[cut].end:tokens[end - 1].end] if cut < end and tokens[cut].text == "," else ""
    return cut == end or fold(" ".join(rest.split())) in folded["sure_after"]


def _titled_name(text: str, tokens: Sequence[Token], i: int, end: int, roster: Roster,
                 folded: Mapping[str, AbstractSet[str]]) -> Resolution | None:
    """The one player named among a title word and links (an "and" leading) in tokens i..end."""
    words = [k for k in range(i, end) if tokens[k].kind == WORD]
    while words and tokens[words[0]].fold in folded["alternatives"]:
        words = words[1:]        # "Et pour capitaine Amandine"
    titled = [k for k in words if tokens[k].fold in folded["election"]]
    rest = [k for k in words if k not in titled and tokens[k].fold not in folded["election_links"] | folded["title_extras"]]
    if not titled or not rest or rest != list(range(rest[0], rest[-1] + 1)):
        return None
    # "capitaine amandine ou gaspard": two names offered, the GM says which.
    parts: list[list[int]] = [[]]
    for k in rest:
        if tokens[k].fold in folded["alternatives"] and parts[-1]:
            parts.append([])
        else:
            parts[-1].append(k)
    named = [roster.resolve(text[tokens[p[0]].start:tokens[p[-1]].end]) for p in parts if p]
    if len(named) > 1 and all(n.ok and n.name for n in named):
        typed = text[tokens[rest[0]].start:tokens[rest[-1]].end]
        return Resolution(typed, AMBIGUOUS, candidates=tuple(dict.fromkeys(n.name for n in named)))
    return named[0] if len(named) == 1 and named[0].ok else None


def _ends_part(tokens: Sequence[Token], k: int, joined: AbstractSet[str]) -> bool:
    """A line break, or a comma before "et"/"e" (not the comma of "Pour capitaine, Hortense."):
    the end of a line's part."""
    token = tokens[k]
    return token.text == "\n" or (token.text == "," and k + 1 < len(tokens) and tokens[k + 1].fold in joined)
