"""A later PM changing the free text of a standing order: "cambio il testo: Grima mente", "anzi
scrivi: Grima mente", 'nel libro metti invece "Grima mente"' after `archivio Sarumano è lupo`.

Read without a keyword, such a line was talk and the first document was archived in silence.
A line with a word of writing or of change before a colon or a quoted text offers that text as
the order's new one (`orders.doubts`: a doubt, the GM reads the words). Pure: the line as
written in.
"""
from __future__ import annotations

import re

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.text import fold

# Words of the text itself or of writing it, Italian and French (folded).
_TEXT_WORDS = frozenset({"testo", "messaggio", "documento", "frase", "scrivi", "scrivo", "scriverei",
                         "metti", "mettici", "cambia", "correggo", "modifica", "modifico", "sostituisci",
                         "texte", "message", "document", "phrase", "ecris", "ecrit", "mets", "remplace",
                         "corrige", "modifie"})
_QUOTED = re.compile(r"[\"«“]\s*([^\"«»“”]+?)\s*[\"»”]")


def new_text(raw: str) -> str:
    """The new text the line gives, or "" when it gives none."""
    quoted = _QUOTED.search(raw)
    colon = raw.find(":")
    at = quoted.start() if quoted else colon
    if at < 0:
        return ""
    cue = set(re.findall(r"\w+", fold(raw[:at]))) & (_TEXT_WORDS | REPLACE_WORDS)
    text = quoted.group(1) if quoted else raw[colon + 1:].strip().strip("\"«»“” ")
    return text if cue and text else ""
