"""A word after an order's names that begins the names of several players: "indago Sam Grim",
"secondo me Sam indaga Grim stanotte" (Grima and Grimaldo in the game). A name begun by one
player only is read as his (orders.fragments) and the line names more players than the power
takes, which asks; one begun by several was left over as a word, and the order applied on the
other name in silence. Three letters or more, it stops the line as a start two names share
does where a name is missing ("«Grim» could be Grimaldo or Grima"), in lower case too («indago
Sam grim»: players write names so, and no word around an order begins two players' names; the
words the tables know, "per", "con", are fillers). Pure."""
from __future__ import annotations

from lupus_mod.orders.drafts import Mention
from lupus_mod.orders.italian import ARGUMENT_LEADS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Word

SHORTEST = 3    # "Ma", "Di": shorter capitalised words are common words (orders.fragments)


def begun_after(mentions: list[Mention], words: list[tuple[int, Word]], index: NameIndex
                ) -> tuple[Word, tuple[str, ...]] | None:
    """The first word after the line's players that begins several players' names, with those
    players; None when there is none."""
    after = max((m.position for m in mentions if m.kind == PLAYER), default=None)
    for position, word in words:
        if after is None or position < after or word.filler or word.fold in ARGUMENT_LEADS \
                or len(word.fold) < SHORTEST:
            continue
        found = index.by_prefix(word.text, PLAYER).candidates
        if found:
            return word, found
    return None
