"""The GM's settle lines of a night's doubts (`[corrections]` in nights/N.overrides.toml), checked
as the ledger applies them: the canonical order they must be written as, the power `none
indago` withdraws, and the error naming the line that is not one (docs/orders.md)."""
from __future__ import annotations

from lupus_mod.errors import OrderError
from lupus_mod.messages import say
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.meaning import Intent, intent_of
from lupus_mod.orders.model import NONE, LineCorrection
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.problem_words import joined
from lupus_mod.orders.text import fold


def canonical_line(part: str, reading: LineReading, index: NameIndex) -> bool:
    """ "indago Totò": one order, its keyword first, nothing else said (names as the log
    writes them: by name, alias, id; case and accents do not matter)."""
    if len(reading.drafts) != 1 or reading.problems or intent_of(reading.pieces, index) != Intent():
        return False
    spec = index.specs.get(reading.drafts[0].keyword)
    head = fold(part.split()[0])
    return spec is not None and head in {fold(w) for w in (spec.keyword, *spec.synonyms)}


def withdrawn_keyword(part: str, index: NameIndex) -> str | None:
    """ "none indago" in a correction: the power whose earlier orders the line withdraws."""
    head, _, keyword = part.partition(" ")
    if head.casefold() != NONE or not keyword.strip():
        return None
    wanted = keyword.strip().casefold()
    return next((s.keyword for s in index.specs.values()
                 if wanted in {w.casefold() for w in (s.keyword, *s.synonyms)}), None)


def bad_correction(correction: LineCorrection, part: str, reading: LineReading | None,
                   index: NameIndex) -> OrderError:
    problem = joined(list(dict.fromkeys(p.message for p in reading.problems))) if reading and \
        reading.problems else say("orders-gm.not-canonical")
    return OrderError(say("orders-gm.bad-correction", line=correction.line, reading=correction.reading, part=part,
                          problem=problem), file=correction.file, line=correction.at,
                      hint=say("orders-gm.bad-correction-hint", example=example_order(index)))


def example_order(index: NameIndex) -> str:
    """A canonical order of this game to show in a hint: its first power aimed at a player and
    its first listed player (« regarde Amandine » in Thiercelieux, never another game's "indago Totò")."""
    spec = next((s for s in index.specs.values() if s.args and s.args[0].rstrip("?") == "player"), None)
    player = index.listed[0] if index.listed else ""
    return f"{spec.keyword} {player}".strip() if spec is not None else player
