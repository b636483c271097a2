"""The vote grammar, case by case, on the shapes of the second Italian reading trial
(tests/votes/grammar_cases_it_2.toml), read as tests/votes/test_votes_grammar.py reads its own:
a case marked `known` is read otherwise today and must keep failing until it is fixed."""
from __future__ import annotations

import pytest
from tests.votes.test_votes_grammar import test_reading_of_one_post as reads_as_labelled
from tests.votes.vote_helpers import load_cases

CASES = load_cases("grammar_cases_it_2.toml")["case"]


def _param(case: dict):
    marks = [pytest.mark.xfail(reason=case["known"], strict=True)] if "known" in case else []
    return pytest.param(case, id=case["text"][:40], marks=marks)


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_reading_of_one_post(case: dict) -> None:
    reads_as_labelled("it", case)
