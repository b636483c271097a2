"""Every sentence of the five rulebooks is quoted where the project answers it, or said to ask
nothing of the tool.

A sentence is quoted when enough of its four-word runs stand, word for word (case, accents of
quotes and punctuation aside), on its rulings page, in a scenario of its ruleset or among the
cards of tests/test_rulebook_cards.py. The sentences that ask nothing (headings, flavour, the
app's screens) are listed with their reason in rulebook_lines.toml. The rulebooks stand beside
the repository (`../shared/rulebooks`, as the rulings pages name them); without them the test is
skipped with the reason.
"""
from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent
LINES = tomllib.loads((HERE / "rulebook_lines.toml").read_text(encoding="utf-8"))
# A quote may cut a long sentence: a quarter of its four-word runs is enough.
RUN, ENOUGH = 4, 0.25


def _books() -> Path | None:
    return next((p for p in (ROOT.parent / "shared" / "rulebooks",
                             ROOT.parent.parent / "shared" / "rulebooks") if p.is_dir()), None)


def _plain(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower().replace("’", "'")
    return " ".join(re.sub(r"[^\w']+", " ", text).split())


def _sentences(lines: list[str], spec: dict) -> list[str]:
    """The rule sentences of the book: between `from` and `until`, outside `skip`."""
    start = lines.index(spec["from"]) if "from" in spec else 0
    end = lines.index(spec["until"]) if "until" in spec else len(lines)
    skipped = set()
    for first, after in spec.get("skip", ()):
        a, b = lines.index(first), lines.index(after)
        skipped.update(range(a, b))
    out = []
    for n in range(start, end):
        if n in skipped:
            continue
        for sentence in re.split(r"(?<=[.!?;:])\s+", lines[n].strip()):
            if len(_plain(sentence).split()) >= RUN:
                out.append(sentence)
    return out


def _corpus(ruleset: str) -> str:
    parts = [(ROOT / "docs" / "rulings" / f"{ruleset}.md").read_text(encoding="utf-8"),
             (ROOT / "tests" / "test_rulebook_cards.py").read_text(encoding="utf-8")]
    parts += [p.read_text(encoding="utf-8") for p in sorted((HERE / ruleset).glob("*.toml"))]
    return _plain("\n".join(parts))


def quoted(sentence: str, corpus: str) -> bool:
    words = _plain(sentence).split()
    runs = [" ".join(words[i:i + RUN]) for i in range(len(words) - RUN + 1)]
    return sum(run in corpus for run in runs) >= ENOUGH * len(runs)


def unanswered(ruleset: str, books: Path) -> tuple[list[str], list[str]]:
    """The sentences neither quoted nor listed, and the entries no sentence needs."""
    spec = LINES[ruleset]
    lines = [ln.strip() for ln in (books / spec["book"]).read_text(encoding="utf-8").splitlines()]
    corpus = _corpus(ruleset)
    starts = [_plain(s) for entry in spec.get("asks_nothing", ()) for s in entry["starts"]]
    used: set[str] = set()
    missing = []
    for sentence in _sentences(lines, spec):
        if quoted(sentence, corpus):
            continue
        match = next((s for s in starts if _plain(sentence).startswith(s)), None)
        if match is None:
            missing.append(sentence)
        used.add(match or "")
    return missing, [s for s in starts if s not in used]


@pytest.mark.parametrize("ruleset", sorted(LINES))
def test_every_line_of_the_rulebook_is_answered(ruleset: str) -> None:
    books = _books()
    if books is None:
        pytest.skip("the rulebooks are not beside the repository (../shared/rulebooks)")
    missing, stale = unanswered(ruleset, books)
    assert not missing, (f"quote these lines of the rulebook on docs/rulings/{ruleset}.md or in "
                         f"a scenario's rule, or list them in rulebook_lines.toml: {missing}")
    assert not stale, f"rulebook_lines.toml [{ruleset}] lists lines nothing needs: {stale}"


def test_a_line_nobody_quotes_is_found() -> None:
    """The check can fail: a rule quoted nowhere is not taken for quoted."""
    corpus = _plain("Le chasseur n'a aucun rôle particulier à jouer tant qu'il est vivant.")
    assert quoted("Le chasseur n'a aucun rôle particulier à jouer tant qu'il est vivant.", corpus)
    assert not quoted("La sorcière peut se ressusciter elle-même, si elle a été la victime.", corpus)
