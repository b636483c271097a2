"""A proposal's Sì to one member and not to the other: "voto sì a Carlo ma no a Arturo", "si
tranne che arturo". No Sì to the proposal as a whole (it was counted Sì, or read as talk and
counted Sì as absent): asked, No first.
"""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.answers import CHOICES, held_once
from lupus_mod.votes.forms import DOUBT, VOTE, Found
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster

# The words that turn a member away after a Sì ("tranne Arturo", "eccetto Arturo").
EXCEPT = frozenset(("tranne", "eccetto", "salvo", "fuorche", "escluso", "esclusa", "meno"))
# The words between the no (or "tranne") and the member's name: "no a Arturo", "tranne che per Arturo".
EXCEPT_LINKS = frozenset(("a", "ad", "che", "per", "su", "il", "la", "lo", "l"))
# The answers as names (a proposal's roster holds them): never the member turned away.
CHOICE_WORDS = ("si", "no")


def split_answer(text: str, roster: Roster, bold: Sequence[bool] | None) -> Found | None:
    """A Sì with a member turned away after it (`EXCEPT`, or a no: "no a Arturo", the words
    between them links only, no stop: "Sì... anzi no, No. Irene mi convince poco" turns the
    answer): a doubt offering No, then Sì; None without one ("sì, Carlo e Arturo mi stanno bene")."""
    tokens = tokenize(text)
    yes = next((n for n, t in enumerate(tokens) if t.kind == WORD and held_once(t.fold) == "si"), None)
    if yes is None:
        return None
    for n in range(yes + 1, len(tokens)):
        if tokens[n].kind != WORD or held_once(tokens[n].fold) in CHOICE_WORDS \
                or not roster.names_word(tokens[n].fold):
            continue
        back = n - 1
        while back > yes and tokens[back].kind == WORD and tokens[back].fold in EXCEPT_LINKS:
            back -= 1
        turned = tokens[back]
        if back > yes and turned.kind == WORD and (turned.fold in EXCEPT or held_once(turned.fold) == "no"):
            start, stop = tokens[yes].start, tokens[n].end
            typed = text[start:stop]
            return Found(VOTE, start, stop, typed, Resolution(typed, AMBIGUOUS, candidates=CHOICES[::-1]),
                         bool(bold) and any(bold[start:stop]), DOUBT)
    return None
