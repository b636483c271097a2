"""Votes in text the forum does not show: coloured like the page, at a 1 % size, not drawn
(forum/markup.py marks such segments `hidden`). A reader of the thread sees only the rest of
the post, and a troll uses exactly this to claim later "I voted, read better" — or to move his
vote under the one everyone reads ("voto Elrondo [size=1]voto Frodino[/size]"). Such a vote is
never counted in silence: the post becomes one doubt whose settle line offers the visible
reading first (its vote, its abstention, or "none"), the hidden name after it. A part of
votes/reading.py."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from lupus_mod.votes.forms import DOUBT, ON_BEHALF, VOTE, of_election
from lupus_mod.votes.post_text import BODY

# Why such a post is a doubt (labels [vote-reading] doubt-<why>).
HIDDEN_TEXT = "hidden-text"
# ... or a vote under a signature typed by hand ("voto Grima / ____ / voto sempre Gollum"): a
# motto a reader skips as the board's own signature, read apart as the night PMs' (orders/parse.py).
SIGNED = "signature"
# A line of dashes or underscores alone ("--", "-- ", "____", "——"): the signature opens there.
_SEPARATOR = re.compile(r"^[ \t]*(?:-{2,}|_{2,}|—{1,}|–{2,})[ \t]*$", re.M)


def signature_at(text: str) -> int | None:
    """Where the post's typed signature starts (after its separator line), None without one."""
    found = _SEPARATOR.search(text)
    return found.end() if found else None


def declared(typed: str) -> bool:
    """A vote written as a declaration, its name after a colon or an arrow ("Voto attuale:
    Grima", "Vote actuel : Kilian", "il mio voto -> Zorg"): under a typed signature it is the
    vote tracker a player keeps at the foot of his posts, no motto."""
    return ":" in typed or "->" in typed


def own_before_proxy(actions: list) -> list:
    """ "voto Frodino / voto Gollum per Merrino che non riesce a postare": the relayed vote
    (`ON_BEHALF`, the post's last) is no change of the author's own vote above it: the doubt
    offers his own first, the relayed one after."""
    last = next((n for n in range(len(actions) - 1, -1, -1) if actions[n].where == BODY
                 and not actions[n].superseded and not of_election(actions[n])), None)
    if last is None or actions[last].why != ON_BEHALF:
        return actions
    own = [a.target for a in actions[:last] if a.where == BODY and a.kind == VOTE and a.target
           and a.why != ON_BEHALF and not of_election(a)]
    if not own:
        return actions
    relayed = actions[last]
    offered = tuple(dict.fromkeys((own[-1], relayed.target)))
    return actions[:last] + [replace(relayed, target=None, candidates=offered, several=False)] + actions[last + 1:]


def hidden_vote(actions: list, hidden: Sequence, why: str = HIDDEN_TEXT) -> list:
    """`actions` with the post's visible day reading turned into a doubt that also offers the
    vote(s) found in its hidden text (`hidden`: their actions, read as if shown)."""
    votes = [h for h in hidden if not of_election(h)]
    if not votes:
        return actions
    names = tuple(dict.fromkeys(h.target for h in votes if h.kind == VOTE and h.target))
    typed = " … ".join(h.typed for h in votes)
    shown = [n for n, a in enumerate(actions)
             if a.where == BODY and not a.superseded and not of_election(a)]
    if not shown:
        # Nothing the forum shows is a vote ("Che bella giornata" over a white "voto Elrondo"):
        # the visible reading is no vote at all, "none" first; the hidden name is in the text.
        first = votes[-1]
        return actions + [replace(first, index=len(actions), target=None, candidates=(), reason=DOUBT,
                                  why=why, typed=typed, several=False, superseded=False)]
    at = shown[-1]
    visible = actions[at]
    seen = (visible.target,) if visible.kind == VOTE and visible.target else ()
    # "mi astengo [size=1]voto Grima[/size]": the abstention shown stays the first offer (its kind).
    offered = tuple(dict.fromkeys(seen + names)) if seen or visible.kind == VOTE else ()
    doubt = replace(visible, target=None, candidates=offered, reason=DOUBT, why=why,
                    typed=f"{visible.typed} … {typed}", kept=False)
    return actions[:at] + [doubt] + actions[at + 1:]
