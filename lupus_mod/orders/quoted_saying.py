"""A board's quote written out on one line: « Meneur a écrit : « Voyante, qui veux-tu regarder ? » »,
"Mastro ha scritto: «indago chi?»", "Sam wrote: \\"...\\"". Someone's words, named by their author
and a verb of writing, then held in quotation marks after the colon: the line is quoted text, as
one opening with >, never an order (« Voyante » read as the look's target stopped the night).
Pure: the line's text in."""
from __future__ import annotations

from lupus_mod.orders.italian import OTHERS_SAYING, PARTICIPLES_OF_SAYING
from lupus_mod.orders.text import WORD, tokenize

# The quotation marks a quoted text opens with, after the colon.
_OPENING = ("«", '"', "“", "'")
_CLOSING = ("»", '"', "”", "'")
# At most this many words name the author ("Le meneur", "Mastro nel primo post").
_AUTHOR_WORDS = 4


def board_quote(text: str) -> bool:
    """The line is an author's words quoted: « X a écrit : « … » »."""
    head, colon, rest = text.partition(":")
    said = rest.strip()
    # The quoted words fill the rest of the line: « …: « qui ? ». je regarde Gaspard » is hers after it.
    if not colon or not said.startswith(_OPENING) or not said.endswith(_CLOSING):
        return False
    words = [t.fold for t in tokenize(head) if t.kind == WORD]
    return 3 <= len(words) <= _AUTHOR_WORDS + 2 and words[-1] in PARTICIPLES_OF_SAYING | {"wrote", "says", "said"} \
        and (words[-2] in OTHERS_SAYING or words[-1] in ("wrote", "says", "said"))
