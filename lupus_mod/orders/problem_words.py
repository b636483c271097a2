"""The order reader's problems in words: messages of the `[order-reading]` section of
lupus_mod/messages, worded in the GM's language at the edge (docs/languages.md). Lists of
names and of kinds are chains of messages, so that their "or" and ";" are worded too."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.messages import Msg, say
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, TEXT, KeywordSpec


def _section(kind: str) -> str:
    """The words of a ruleset's own kinds of thing (a location, a spell, an ingredient) are
    worded apart from the reader's base kinds."""
    return "order-reading" if kind in (PLAYER, ITEM, ROLE, TEXT) else "order-reading-things"


def a_kind(kind: str) -> Msg:
    """ "a player", "un oggetto", "un luogo": a kind of argument with its article."""
    return say(f"{_section(kind)}.a-{kind}")


def kind_word(kind: str) -> Msg:
    return say(f"{_section(kind)}.kind-{kind}")


def count_of(n: int, kind: str) -> Msg:
    """ "1 player", "2 giocatori"."""
    return say(f"{_section(kind)}.count-{kind}", count=n)


def either(names: Sequence[str]) -> str:
    """ "Sam, Merry or Pipino": the last two joined by the language's "or"."""
    if len(names) == 1:
        return names[0]
    return say("order-reading.or", some=", ".join(names[:-1]), last=names[-1])


def any_of(words: Sequence[str]) -> str:
    """ "indago or sbrano or salvo": every two joined by the language's "or"."""
    return _chain(words, "order-reading.or")


def joined(problems: Sequence[str]) -> str:
    """Several problems of one line, each worded, separated as the language writes a ";"."""
    return _chain(problems, "order-reading.then")


def listed(parts: Sequence[str]) -> str:
    """ "indago <player>, sbrano <player>": each part worded, separated by commas."""
    return _chain(parts, "order-reading.also")


def usage(spec: KeywordSpec) -> str:
    """The canonical form `passo <oggetto> <giocatore>`: its argument kinds worded."""
    slots = [say("order-reading.slot", kind=kind_word(kind), optional="yes" if optional else "no")
             for kind, optional in spec.kinds()]
    return spaced([spec.keyword, *slots])


def spaced(parts: Sequence[str]) -> str:
    """An order's words one after another, the slots among them worded in the GM's language
    when shown (`passo palantir <giocatore>`), never in the English of a joined string."""
    return _chain(parts, "order-reading.next")


def canonical(spec: KeywordSpec, hint: str = "") -> Msg:
    """The hint, followed by the keyword's canonical form ("one order per line (canonical form:
    `indago <player>`)")."""
    form = say("order-reading.canonical", usage=usage(spec))
    return say("order-reading.hint-canonical", hint=hint, canonical=form) if hint else form


def _chain(parts: Sequence[str], id: str) -> str:
    said = parts[0]
    for part in parts[1:]:
        said = say(id, some=said, last=part)
    return said


def dropped_letter(word: str, keyword: str) -> bool:
    """ "vdo" for "vado": the keyword with one letter left out, its first letter kept."""
    return len(keyword) == len(word) + 1 and word[:1] == keyword[:1] and any(
        keyword[:n] + keyword[n + 1:] == word for n in range(1, len(keyword)))
