"""The GM's question quoted in the player's reply, and the answer under it.

Forum PM threads carry the GM's question in the reply: « [quote="Master"]A chi passi lo
specchio?[/quote] », then "a Rosie" (or "Pippino" under « chi derubi stanotte? »). The answer
alone names no power (it was talk, the Specchio then passed at random); the question names it,
in the GM's second person. So the question, its asking word taken out, is read with the answer
in its place: "passo lo specchio a Rosie". Pure: text and the name index in.
"""
from __future__ import annotations

from lupus_mod.orders.italian import ASKING_FOR, ASKING_LINKS
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.quoted_confirmed import in_first_person
from lupus_mod.orders.scan import Key
from lupus_mod.orders.text import WORD, tokenize


def asked(quoted: str, index: NameIndex) -> str:
    """The quoted question in the first person with its asking words blanked ("a chi passi lo
    specchio?" → "passo lo specchio"); "" when the quote asks nothing."""
    if "?" not in quoted:
        return ""
    text = in_first_person(quoted, index)
    tokens = tokenize(text)
    kept = []
    for n, token in enumerate(tokens):
        after = tokens[n + 1] if n + 1 < len(tokens) else None
        asking = token.fold in ASKING_FOR or token.fold in ASKING_LINKS and after is not None \
            and after.fold in ASKING_FOR
        if token.kind == WORD and not asking:
            kept.append(token.text)
    return " ".join(kept)


def answered(question: str, answer: LineReading, text: str, index: NameIndex) -> LineReading | None:
    """The answer read into the question: its orders, when the answer alone names players and
    no power, and the question with it gives orders of the question's own power, and nothing
    that cannot be read ("ok grazie" under it, or "Rosie lo vuole?", stay as they are)."""
    if not question or answer.drafts or answer.problems or answer.has_keyword or not answer.named \
            or "?" in text:
        return None
    keywords = {p.spec.keyword for p in read_line(question, index).pieces if isinstance(p, Key)}
    joined = read_line(f"{question} {text}", index)
    if keywords and joined.drafts and not joined.problems and all(d.keyword in keywords for d in joined.drafts):
        return joined
    return None
