"""The pieces a line is read as (orders.scan): separators, keywords, names, phrases and the
words left over, with what each knows of itself. Plain values; nothing here reads a line."""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.orders.model import PLAYER, KeywordSpec
from lupus_mod.orders.names import Match

CORRECTION = "correction"   # a separator kind: "anzi", "cioè" start a corrected order

# The asides of a `Word` (orders.aside), each the id of the message a line they leave with no
# target says (`order-reading.<aside>`, orders.line):
SET_ASIDE = "set-aside"         # "tranne Boromiro", "l'amico di Boromiro": a name left out or spoken of
DESCRIBED = "described"         # "chi muore stanotte": a target described, no name
DESCRIBED_BY = "described-by"   # "chi ha il palantir": a target described through what it names
LEFT_TO_GM = "left-to-gm"       # "a chi vuoi tu": no name, the GM's choice


@dataclass(frozen=True)
class Sep:
    """A separator between a line's orders."""
    kind: str                 # strong, weak or correction
    question: bool = False    # a strong separator holding "?"
    slip: bool = False        # a correction said as a slip between names ("Grima, ehm Nazgul")
    said_no: bool = False     # a correction saying no (« euh non », « enfin non », "ah no")
    rather: bool = False      # « plutôt », "piuttosto": it may close the names it brings (« Gaspard plutôt »)


@dataclass(frozen=True)
class Key:
    """A power keyword found on a line."""
    spec: KeywordSpec
    written: str              # the form as written
    weak: bool                # a short form ("do", "dai") that needs a name beside it
    end: int                  # offset in the line just after the keyword
    arrow: bool = False       # `palantir -> Merry`


@dataclass(frozen=True)
class Ent:
    """A name found on a line (a player, an item or a role)."""
    matches: tuple[Match, ...]   # one per kind the name can be (player, item, role)
    text: str                    # as written
    end: int                     # offset in the line just after the name

    def players(self) -> set[str]:
        """The players the name may be (one each match of a player)."""
        return {t for m in self.matches if m.kind == PLAYER for t in m.targets}


@dataclass(frozen=True)
class Word:
    """A word of a line that is no keyword and no name."""
    text: str
    fold: str
    filler: bool              # a word around orders, never a misspelt name
    # "tranne Boromiro", "l'amico di Boromiro" ("set-aside"), "chi muore stanotte" ("described"),
    # "a chi vuoi tu" ("left-to-gm"): names left out or only spoken of, or no name (orders.aside);
    # a line they leave with no target says so in its error (orders.line: the message's id).
    aside: str = ""
    # "non sfido Nazgul", "je sauve pas Kilian": the keyword the word denies; what follows it
    # in its clause is the denial's, never the names of an order before it.
    denied: Key | None = None
    # "me stesso", "da sola": the sender's words for himself (`MYSELF`), no misspelt name; the
    # order they leave short of a player is an error offering him, never one waiting for the
    # next line's names.
    myself: bool = False


@dataclass(frozen=True)
class Said:
    """A phrase of roles.toml ("la vittima è", "non attacchiamo nessuno"): its words, a
    negation among them too, are the phrase's, not a keyword nor chatter."""
    keywords: tuple[str, ...]    # of the powers declaring it
    text: str                    # as written
    end: int                     # offset in the line just after the phrase


Piece = Sep | Key | Ent | Word | Said
