"""Every reason the resolver can refuse an order with has its own words, in every language.

The reason ids are read from the engine's source (each `reject(..., "<id>")`, each problem a
check returns, each `rejected` event of a day), so a new reason without words fails here.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.engine.refusals import TOLD_BY_DEFAULT
from lupus_mod.words.render import render

ENGINE = Path(__file__).resolve().parents[2] / "lupus_mod" / "engine"
_PATTERNS = (re.compile(r'reject\([^,()]+(?:\([^)]*\))?,\s*"([a-z-]+)"'),
             re.compile(r'cause="([a-z-]+)"'),
             re.compile(r'return "([a-z][a-z-]+-[a-z-]+)"'))
# Causes of other events than refusals, matched by the patterns above.
_NOT_REFUSALS = {"holder-died", "recipient-dead", "override"}
# Reasons a day choice can be refused for (engine/day.py, stake.py, titles.py, targets).
_DAY_REASONS = {"dead", "non-player", "no-such-power", "no-uses-left", "burned-not-alive",
                "no-holder", "not-condemned", "self-condemned", "already-condemned",
                "not-a-phase-of", "too-late", "too-early", "unknown-role", "non-player-target",
                "self-target", "dead-target", "title-not-alive", "title-held"}
FALLBACK = {"it": "respinto dalle regole", "fr": "refusé par les règles"}


def _reasons() -> list[str]:
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for pattern in _PATTERNS:
            found.update(pattern.findall(text))
    return sorted(found - _NOT_REFUSALS)


# The facts a reason's words may use; a refusal of a day choice has none of the night's.
FACTS = {"item": "", "from_night": 2, "until_night": 1, "uses": 1, "night": 1,
         "sent": "2024-03-05 22:41", "deadline": "2024-03-05 22:30", "source": "log-line",
         "by": "Merry", "by_line": 3, "kept": "Merry", "dropped": "Merry", "target": "Merry",
         "to": "Merry"}
DAY_FACTS = {"keyword": "double_vote", "value": "Merry"}


def _why(language: str, reason: str, facts: dict = FACTS) -> str:
    row = {"player": "Sam", "order": "indago Merry", "reason": reason, "data": facts}
    return render("night/reason.txt.j2", language, None, row=row, gender={},
                  item_name=str).strip()


def test_the_engine_reasons_are_found() -> None:
    reasons = _reasons()
    assert {"too-early", "not-holder", "robber-holds-items", "dead", "no-such-power",
            "self-target", "needs-victim"} <= set(reasons)


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize("reason", _reasons() + ["late", "replaced", "blocked",
                                                 "argument-dropped", "group-replaced"])
def test_every_reason_has_its_own_words(language: str, reason: str) -> None:
    words = _why(language, reason)
    assert words and words != FALLBACK[language]
    assert not re.search(rf"(?<![-\w]){re.escape(reason)}(?![-\w])", words)   # no internal id


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize("reason", sorted(_DAY_REASONS))
def test_a_refused_day_choice_is_worded_without_the_nights_facts(language: str,
                                                                reason: str) -> None:
    assert _why(language, reason, DAY_FACTS) != FALLBACK[language]


@pytest.mark.parametrize("language, told", [
    ("it", "Il tuo ordine «derubo Sam» non è stato applicato: "),
    ("fr", "Ton ordre «\u00a0derubo Sam\u00a0» n'a pas été appliqué\u00a0: ")])
@pytest.mark.parametrize("reason", TOLD_BY_DEFAULT)
def test_every_reason_told_by_default_has_the_players_words(language: str, told: str,
                                                            reason: str) -> None:
    from lupus_mod.engine.state import event
    ev = event("message", to=("Sam",), message="order-refused",
               reason=reason, order="derubo Sam")
    text = render("night/pm.bbcode.j2", language, None, player="Sam", messages=[ev],
                  label="2", nick=str, gender={}, item_name=str)
    assert told in text and reason not in text


def test_a_refused_free_text_is_quoted_as_the_player_wrote_it() -> None:
    """«archivio io sono il massone»: a text of the player's names no role, whatever its words."""
    from lupus_mod.engine.state import event
    from lupus_mod.inputs.catalog import builtin
    from lupus_mod.words.wording import Wording
    words = Wording(builtin("lupus-of-the-rings"), "it")
    ev = event("message", to=("Sam",), message="order-refused",
               reason="no-such-power", order="archivio io sono il massone", literal=True)
    text = render("night/pm.bbcode.j2", "it", None, player="Sam", messages=[ev], label="2",
                  nick=str, gender={}, item_name=str, w=words)
    assert "«archivio io sono il massone»" in text
