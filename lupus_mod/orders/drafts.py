"""What reading a keyword's arguments gives (orders.arguments): an order drafted before its
sender's powers are known, the problem that stops a line, and the names found on the way.
Plain values."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Draft:
    """An order read from a line, before its sender's powers are known."""
    keyword: str
    args: tuple[str, ...]
    item: str | None
    among: frozenset[str] = frozenset()   # for ANY_POWER said with a phrase: its powers' keywords


@dataclass(frozen=True)
class Problem:
    """Why a line's order cannot be read, and what the GM can do."""
    message: str
    hint: str
    bare: bool = False        # the keyword stood alone: its names may be on the next line
    # A word only resembling these keywords ("indgo Sam"): an error for a sender holding one of
    # their powers, talk for anyone else (`orders.sender_powers`).
    resembles: tuple[str, ...] = ()
    # The keyword whose order it is ("proteggo il villaggio": proteggo), for the same reason:
    # the GM hears of a badly written order only from a sender holding that power.
    keyword: str = ""
    # The canonical order the GM can write under [corrections] to settle the line: the one
    # reading a single close name gives ("indago Legolas" for "indago Legolass"), else the
    # power's canonical form ("passo <oggetto> <giocatore>"), never a guess applied.
    reading: str = ""
    word: str = ""    # "indgo Sam": the word, and what the name after it may be (orders.sender_powers)
    after: tuple[tuple[str, str], ...] = ()
    # "sbrano Podesta e Quercia" for a power of one player: the order on each name, those
    # after the keyword first ("prima pensavo Zanna ma indago Becchino": Becchino), which
    # the night asks about (orders.doubts) rather than stop on an error.
    choices: tuple[str, ...] = ()
    # "indago Grim" with Grima and Grimaldo: the players the word begins, each offered in
    # `choices` (in the same order), whom the night orders by who may be named (orders.same_start).
    same_start: tuple[str, ...] = ()

    @property
    def power(self) -> str:
        """The keyword whose order the line in error is: its own, or the one a misspelt word
        resembles ("atacco Carol": attacco); "" when it may be several."""
        return self.keyword or (self.resembles[0] if len(self.resembles) == 1 else "")


@dataclass(frozen=True)
class Outcome:
    """What a group of words gave: orders, or a problem."""
    drafts: tuple[Draft, ...] = ()
    problem: Problem | None = None


@dataclass(frozen=True)
class Mention:
    """A name found in a group of words, by position and kind."""
    position: int
    kind: str
    targets: tuple[str, ...]  # several when the name is ambiguous
    written: str
