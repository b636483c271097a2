"""A Sì/No answer in doubt is neither Sì nor absent, and the result waits for it when it could
turn it ("Gli assenti votano Sì": an answer written is no absence)."""
from __future__ import annotations

from datetime import datetime, timezone

from lupus_mod.votes.proposal import TO_SETTLE, count_proposal
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.reading import BODY, VoteAction

VOTERS = ("Arturo", "Bianca", "Carlo", "Delia", "Enzo")


def _answer(order: int, voter: str, target: str, reason: str = "") -> VoteAction:
    at = datetime(2026, 11, 2, 21, order, tzinfo=timezone.utc)
    return VoteAction(post_id=str(5000 + order), position=order, index=0, author=voter, voter=voter,
                      time=at, permalink="", kind=VOTE, target=target, where=BODY, reason=reason)


def test_an_answer_in_doubt_is_neither_yes_nor_absent_and_holds_the_result() -> None:
    answers = [_answer(1, "Bianca", "No"), _answer(2, "Delia", "No"), _answer(3, "Carlo", "No", DOUBT)]
    count = count_proposal(answers, VOTERS, ("Sì", "No"))
    assert count.in_doubt == ("Carlo",) and "Carlo" not in count.yes + count.absent
    assert count.yes == ("Arturo", "Enzo") and count.approved is None      # 2 Sì, 2 No, 1 in doubt
    assert (answers[2], TO_SETTLE) in count.fates


def test_a_doubt_that_cannot_turn_the_result_leaves_it_stated() -> None:
    answers = [_answer(1, "Bianca", "No"), _answer(2, "Carlo", "No", DOUBT)]
    assert count_proposal(answers, VOTERS, ("Sì", "No")).approved is True   # 3 Sì, 1 No, 1 in doubt


def test_a_later_answer_replaces_the_doubt() -> None:
    answers = [_answer(1, "Carlo", "No", DOUBT), _answer(2, "Carlo", "No")]
    count = count_proposal(answers, VOTERS, ("Sì", "No"))
    assert count.in_doubt == () and count.no == ("Carlo",) and count.approved is True
