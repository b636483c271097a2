"""A player who cannot be condemned today (votes/spared.py): rules as data
(tests/votes/spared_scenarios.toml), and a property: the spared never burn, and a count with
nobody spared is the count as ever."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from tests.votes.test_votes_count import run

PLAYERS = ["Ambrogio", "Brunilde", "Corrado", "Dafne", "Elvira", "Fosco", "Gilda"]


@settings(max_examples=60, deadline=None)
@given(votes=st.lists(st.tuples(st.sampled_from(PLAYERS), st.sampled_from(PLAYERS)), max_size=10),
       spared=st.lists(st.sampled_from(PLAYERS), max_size=2, unique=True),
       rule=st.sampled_from(["nobody", "next"]),
       tie_break=st.sampled_from(["first-decisive", "all", "random", "nobody"]),
       majority=st.booleans())
def test_the_spared_never_burn_and_the_rest_is_the_count_as_ever(votes, spared, rule, tie_break,
                                                                   majority) -> None:
    day = {"posts": [{"at": f"10:{n:02d}", "by": by, "text": f"voto {whom}"} for n, (by, whom) in enumerate(votes)],
           "tie_break": tie_break, "majority": majority, "seed": 3}
    plain = run(day)
    with_spared = run({**day, "spared": spared, "spared_rule": rule})
    assert not set(with_spared.burned) & set(spared)
    assert with_spared.totals == plain.totals or (majority and rule == "next")
    if not set(plain.burned) & set(spared) and not set(plain.tied) & set(spared) \
            and not (majority and plain.majority and plain.majority.candidate in spared):
        assert (with_spared.burned, with_spared.decided_by) == (plain.burned, plain.decided_by)


def _post(tally, language: str) -> str:
    from datetime import timezone

    from lupus_mod.words.render import render
    from lupus_mod.votes.report import public_context
    return render("tally/tally.bbcode.j2", language, **public_context(tally, tally, timezone.utc))


TOP_SPARED = {"posts": [{"at": "10:10", "by": "Ambrogio", "text": "voto Fosco"},
                        {"at": "10:20", "by": "Brunilde", "text": "voto Fosco"},
                        {"at": "10:30", "by": "Corrado", "text": "voto Dafne"}], "spared": ["Fosco"]}


@pytest.mark.parametrize(("language", "nobody", "next_"), [
    ("it", "Oggi non si può condannare Fosco: nessuno va al rogo.",
     "Oggi non si può condannare Fosco: i voti ricevuti non decidono il rogo."),
    ("fr", "Aujourd'hui, on ne peut pas condamner Fosco\u00a0: personne n'est exécuté.",
     "Aujourd'hui, on ne peut pas condamner Fosco\u00a0: les voix reçues ne décident pas de l'exécution."),
])
def test_the_post_says_who_could_not_be_condemned(language: str, nobody: str, next_: str) -> None:
    spared_nobody = _post(run(TOP_SPARED), language)
    spared_next = _post(run({**TOP_SPARED, "spared_rule": "next"}), language)
    assert nobody in spared_nobody and next_ not in spared_nobody, spared_nobody
    assert next_ in spared_next and "Dafne" in spared_next, spared_next
    assert "condamner" not in _post(run({**TOP_SPARED, "spared": []}), language)
