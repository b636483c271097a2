"""A double vote claimed in the thread and not on record: "Oggi uso il mio voto doppio: voto
Gollum x2" by the Shinigami, whose days/D.toml holds no `double_vote`. The rulebook lets her
choose it ("per una sola volta in tutta la partita, può scegliere che il proprio voto per il
rogo valga il doppio", LotR l.223) and the ruleset has her tell the GM; the GM decides whether
the thread's words are that choice. Her vote counts once, as on record, and the GM is told
(table and audit), never left to count it once in silence.

Pure: the count, the posts and the day's facts in, notes out."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from lupus_mod.votes.audit import COUNTED, REPEATED, REPLACED, Tally
from lupus_mod.votes.double_claimed import claims_double
from lupus_mod.votes.post_text import Bodied

_HERS = (COUNTED, REPLACED, REPEATED)   # her own vote forms, whatever came after


def double_claim_notes(tally: Tally, posts: Sequence[Any], grammar: Any, doubles: Mapping[str, str],
                       day_file: str) -> list[dict[str, Any]]:
    """One note per holder of a double vote who claims it in a post while his vote counts once."""
    by_id: dict[str, Bodied] = {p.id: p for p in posts}
    notes: list[dict[str, Any]] = []
    for entry in tally.entries:
        post = by_id.get(entry.action.post_id)
        if entry.fate not in _HERS or entry.voter not in doubles or entry.weight >= 2 or post is None \
                or any(n["player"] == entry.voter for n in notes) or not claims_double(post, grammar):
            continue
        notes.append({"note": "double-claimed", "player": entry.voter, "post": entry.action.post_id,
                      "file": day_file, "keyword": doubles[entry.voter]})
    return notes
