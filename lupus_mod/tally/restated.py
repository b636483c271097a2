"""The ballottaggio's votes, for the new vote after its tie: whom each voter's vote stood on
when the ballottaggio closed, so that his « confermo » offers it (votes/restated.py)."""
from __future__ import annotations

from typing import Callable

from lupus_mod.errors import TallyError
from lupus_mod.votes.audit import Tally


def runoff_votes(count: Callable[[], Tally]) -> dict[str, str]:
    """slot -> the candidate his ballottaggio vote stood on; {} when the ballottaggio cannot
    be counted (no [runoff] opened_post, no log): then nothing is offered, as before."""
    try:
        tally = count()
    except TallyError:
        return {}
    return {entry.voter: candidate.name for candidate in tally.candidates for entry in candidate.voters}
