"""The `verdict` day step of a GM's own ruleset words the vote as its ruleset counts it: the
ballottaggio's words where the day ends in a runoff (Licantropi), the plain vote's otherwise,
or the step's own `message` / `nobody_message` (docs/rulesets.md, Day steps)."""
from __future__ import annotations

import pytest

from lupus_mod.engine.day import DayRecord, apply_day
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import said
from lupus_mod.errors import RulesetError
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.words.render import macro
from tests.conftest import ROOT

import tomllib

CORTE = (ROOT / "tests" / "fixtures" / "rulesets" / "corte-del-giullare.toml").read_text(encoding="utf-8")
DAY_STEPS = '\n[[day_step]]\nid = "esito"\nname = "Esito"\neffect = "verdict"\n{settings}\n' \
            '[[day_step]]\nid = "rogo"\nname = "Rogo"\neffect = "burn"\n'
SEATS = tuple(Seating(n, r) for n, r in (("Aldo", "contadino"), ("Bruna", "contadino"), ("Carlo", "contadino"),
                                         ("Delia", "contadino"), ("Enzo", "lupo"), ("Franca", "lupo"),
                                         ("Gino", "giullare")))


def _ruleset(runoff: bool = False, settings: str = ""):
    text = CORTE + DAY_STEPS.format(settings=settings)
    if runoff:
        text = text.replace('abstention = "free"', 'abstention = "free"\nballot = "top-two-runoff"')
    return ruleset_from_dict(tomllib.loads(text))


def _verdict(ruleset, burned: str, language: str = "it") -> tuple[str, str]:
    """The verdict's message id and its words in the thread."""
    result = apply_day(initial_state(SEATS, ruleset, 1), DayRecord(1, burned), ruleset, 1)
    told = next(e for e in result.events if e.kind == "public" and e.step == "esito")
    return told.message, macro("night/messages.j2", told.message.replace("-", "_"), language)(said(told))


@pytest.mark.parametrize("language, condemned, nobody", [
    ("it", "La votazione condanna al rogo [b]Aldo[/b].", "La votazione non condanna nessuno."),
    ("fr", "Le vote envoie au bûcher [b]Aldo[/b].", "Le vote n’envoie personne au bûcher.")])
def test_without_a_runoff_the_vote_condemns(language: str, condemned: str, nobody: str) -> None:
    assert _verdict(_ruleset(), "Aldo", language) == ("vote-condemned", condemned)
    assert _verdict(_ruleset(), "", language) == ("vote-nobody-condemned", nobody)


def test_with_a_runoff_the_ballottaggio_condemns() -> None:
    assert _verdict(_ruleset(runoff=True), "Aldo") == ("condemned", "Il ballottaggio condanna al rogo [b]Aldo[/b].")
    assert _verdict(_ruleset(runoff=True), "") == ("nobody-condemned", "Il ballottaggio non condanna nessuno.")


def test_the_step_words_its_own_verdict() -> None:
    ruleset = _ruleset(settings='[day_step.settings]\nmessage = "condemned"\nnobody_message = "nobody-condemned"')
    assert _verdict(ruleset, "Aldo")[0] == "condemned"
    assert _verdict(ruleset, "")[0] == "nobody-condemned"


def test_a_misspelt_verdict_setting_is_refused() -> None:
    with pytest.raises(RulesetError) as error:
        _ruleset(settings='[day_step.settings]\nnobody_mesage = "x"')
    assert "nobody_message" in str(error.value) or any(
        "nobody_message" in str(p) for p in getattr(error.value, "problems", ()))


def test_a_checkout_reads_its_own_templates() -> None:
    """The words above come from this checkout's templates, not from another worktree's
    editable install (lupus_mod/words/render.py shipped_templates)."""
    from lupus_mod.words.render import shipped_templates
    assert shipped_templates() == ROOT / "templates"
