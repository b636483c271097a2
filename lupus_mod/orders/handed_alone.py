"""A thing and a player with nothing else: "lo specchio a Rosie". Where one power only takes a
thing of that kind and a player (Lupus of the Rings' `passo <item> <player>`), the line is that
order, as `palantir -> Merry` is (docs/orders.md): any GM reads it as the pass. It asked « oggetto
e giocatore scritti senza verbo ». The night still refuses the pass to a sender who does not hold
the item, as it refuses "passo lo specchio a Rosie". Words beyond the fillers around orders
("il palantir a Merrino, Boromiro?"), or a question, keep the doubt (orders.doubts `_given`);
names denied before "ma" are no such words ("il palantir nn a Boromiro ma a Merrino": orders.reread).
Pure: the line's text and reading in."""
from __future__ import annotations

import re

from lupus_mod.orders.italian import ARTICLES, CLITICS, HANDING_ON, NEGATIONS
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.meaning import Intent
from lupus_mod.orders.model import ITEM
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Sep, Word
from lupus_mod.orders.text import fold


def handed_alone(text: str, reading: LineReading, intent: Intent, index: NameIndex) -> LineReading | None:
    """The line read with that power's keyword before its thing; None where it is no such line."""
    pieces = reading.pieces
    if reading.has_keyword or reading.drafts or reading.problems or not intent.given:
        return None
    body = list(pieces)
    while body and isinstance(body[-1], Sep) and not body[-1].question:
        body.pop()      # "lo specchio a Rosie!"
    while body and (isinstance(body[0], Sep) and not body[0].question or isinstance(body[0], Word) and body[0].filler
                    and (body[0].denied or not _power_word(body[0], index))):
        # "ciao master scusa, il palantir a Merrino", "stanotte nn indago, lo specchio a Rosie":
        # the words around it, a power declined; not "passo, lo specchio a Rosie" (I skip?).
        body.pop(0)
    if not all(isinstance(p, Ent) or isinstance(p, Word) and (p.filler or _handing(body, n))
               for n, p in enumerate(body)):
        return None
    kinds = [k for k, _ in intent.given]
    specs = [s for s in index.specs.values() if [k for k, _ in s.kinds()] == kinds]
    if len(specs) != 1 or kinds[0] != ITEM:
        return None
    first = next(p for p in body if isinstance(p, Ent))
    start = _with_article(text, first.end - len(first.text))
    again = read_line(f"{text[:start]}{specs[0].keyword} {text[start:]}", index)
    return again if len(again.drafts) == 1 and not again.problems else None


def _handing(body: list, at: int) -> bool:
    """ "lascio il palantir a Pippino", "lo specchio lo giro a Rosie": a verb of handing on
    (`HANDING_ON`), not denied ("non lo lascio a Pippino"). With a thing and a player it can
    only be the pass: the rulebook's one other "lasciare" is the Libro Rosso's message (« può
    lasciare un messaggio da archiviare »), which takes no player."""
    before = [p for p in body[:at] if not (isinstance(p, Word) and p.fold in CLITICS)]
    return body[at].fold in HANDING_ON and not (before and isinstance(before[-1], Word) and before[-1].fold in NEGATIONS)


def _power_word(word: Word, index: NameIndex) -> bool:
    return any(word.fold in (s.keyword, *s.synonyms) for s in index.specs.values())


def _with_article(text: str, start: int) -> int:
    """Where the thing's words begin, its article with them: "il palantir a Boromiro" is read
    as "passo il palantir a Boromiro" (the keyword between them, "il passo palantir", read no
    order and the line asked)."""
    article = _ARTICLE_BEFORE.search(text[:start])
    return article.start() if article and fold(article.group(1)) in ARTICLES else start


# The word right before the thing, elided ("l'") or not.
_ARTICLE_BEFORE = re.compile(r"(\w+)(?:'\s*|\s+)$")
