"""Every kind of event the engine emits, and the cause it gives a dropped argument, has a word
in every language's labels.toml: a GM log never shows "argument dropped" or "dead target"."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.words.render import labels

ROOT = Path(__file__).parent.parent
EMITTED = sorted({kind for path in (ROOT / "lupus_mod").rglob("*.py")
                  for kind in re.findall(r'\bemit\(\s*"([a-z-]+)"', path.read_text(encoding="utf-8"))})
CAUSES = sorted({cause for path in (ROOT / "lupus_mod" / "engine").rglob("*.py")
                 for cause in re.findall(r'emit\(\s*"argument-dropped"[^)]*cause="([a-z-]+)"',
                                         path.read_text(encoding="utf-8"), flags=re.S)})


@pytest.mark.parametrize("language", ["it", "fr"])
def test_every_emitted_event_kind_has_a_word(language: str) -> None:
    words = labels(language, None)
    assert EMITTED and "argument-dropped" in EMITTED
    assert [k for k in EMITTED if k not in words["event"]] == []


@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_cause_of_a_dropped_argument_has_a_word(language: str) -> None:
    words = labels(language, None)
    assert CAUSES == ["dead-target"]
    assert [c for c in CAUSES if c not in words["cause"]] == []
