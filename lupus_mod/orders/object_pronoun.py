"""A keyword said with an object pronoun for its thing: "lascia stare quello di prima, passalo a
Boromiro", "il libro no, anzi, lo do a Elrondo". The pronoun stands for the item, so no other
word of the line is read as a misspelt item (the error named «lascia», «fido»): the order lacks
its item, as the GM reads it (orders.arguments). Pure: the keyword and its line in."""
from __future__ import annotations

from lupus_mod.orders.italian import CLITICS
from lupus_mod.orders.model import ITEM
from lupus_mod.orders.scan import Key
from lupus_mod.orders.text import WORD, fold, tokenize

# "passalo", "dallo", "daglielo", "consegnala": the verb and its object pronoun in one word.
_GLUED_PRONOUNS = ("lo", "la", "li", "le")


def glued_pronoun(key: Key) -> bool:
    """The keyword written with its object pronoun glued ("salvala", "passalo"): an imperative
    or an infinitive, never a third person telling of someone ("Jolene salvala pure" orders)."""
    forms = {fold(f) for f in (key.spec.keyword, *key.spec.synonyms)}
    said = fold(key.written)
    # "dallo", "daglielo": listed as such where no keyword gives them ("da'" is no synonym: "da" is
    # a preposition); said of a power's thing, the pronoun is that thing's.
    listed = said in forms and said != fold(key.spec.keyword) and ITEM in key.spec.args
    return (said not in forms or listed) and said.endswith(_GLUED_PRONOUNS)


def with_pronoun(key: Key, line: str) -> bool:
    """The keyword said with an object pronoun, glued ("passalo", "dallo") or just before it
    ("lo do a Elrondo")."""
    if glued_pronoun(key):
        return True
    before = tokenize(line[:key.end - len(key.written)])
    return bool(before) and before[-1].kind == WORD and before[-1].fold in CLITICS
