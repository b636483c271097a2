"""An order written after a free text on its line: document, or document then an order?

A free-text argument (`archivio <testo>`, docs/orders.md) runs to the end of the line, so
"Archivio: il lupo è Grima. passo libro rosso a Sam" would file the pass as part of the
document and the item would move without its holder's order. A later sentence of the text
that reads as an order by itself is the GM's to settle (`orders.later`: a doubt), never
silently a document.
"""
from __future__ import annotations

import re
from dataclasses import replace

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.line import read_line
from lupus_mod.orders.model import TEXT
from lupus_mod.orders.names import NameIndex

# Where a sentence of the text ends and another may begin: "… Aldebaran. passo …", or a quoted
# text closes ('archivio: "Sarumano è lupo" e poi passo il libro a Sam').
# "archivio Grima è lupo, passo il libro a Elrondo": a comma cuts as a stop does (asked).
_SENTENCE_END = re.compile(r"[.!?;…,]+\s+|(?<=[\"»”])\s+")
_QUOTES = "\"«»“” "


def shown(draft: Draft) -> str:
    """The draft in canonical form; a phrase's draft (no keyword yet, the sender's power among
    those declaring it) by its one keyword ("pas de potion": `rien`)."""
    keyword = draft.keyword or (next(iter(draft.among)) if len(draft.among) == 1 else "")
    return " ".join((keyword, *draft.args))


def text_then_order(drafts: tuple[Draft, ...], index: NameIndex) -> tuple[str, ...]:
    """The line's two readings when a free text holds a later sentence that is an order (the
    text cut before it, with that order; the text as written), else ()."""
    for n, draft in enumerate(drafts):
        spec = index.specs.get(draft.keyword)
        if spec is None or not draft.args or TEXT not in [kind for kind, _ in spec.kinds()]:
            continue
        text = draft.args[-1]
        for stop in _SENTENCE_END.finditer(text):
            head, tail = text[:stop.start()].strip(), read_line(text[stop.end():], index)
            if head and tail.drafts and tail.has_keyword and not tail.problems:
                # '"Sarumano è lupo"' is filed as the night reads the settled line: unquoted.
                cut = replace(draft, args=(*draft.args[:-1], head.strip(_QUOTES) or head))
                split = (*drafts[:n], cut, *tail.drafts, *drafts[n + 1:])
                return "; ".join(map(shown, split)), "; ".join(map(shown, drafts))
    return ()
