"""A day power refused (the Sindaco condemned himself, "se non e' egli stesso il condannato")
is told in the game's language in the recap, the report and the preview: its reason is worded
with the night's refusals, never shown as its id ("self condemned")."""
from __future__ import annotations

import pytest

from lupus_mod.words.render import _word_or_refusal, labels, sentences

DAY_REASONS = ("after-revote", "already-condemned", "not-condemned", "self-condemned",
               "group-kept", "kill-not-possible", "revive-not-possible")


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize("reason", DAY_REASONS)
def test_a_day_refusal_is_worded(language: str, reason: str) -> None:
    said = _word_or_refusal(labels(language, None), sentences(language, None), "reason", reason)
    assert said != reason.replace("-", " ") and said.strip()


def test_the_sindaco_condemned_is_told_why() -> None:
    said = _word_or_refusal(labels("it", None), sentences("it", None), "reason", "self-condemned")
    assert "condanna" in said and "sé stesso" not in said
