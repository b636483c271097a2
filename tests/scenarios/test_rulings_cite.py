"""The rulings page of a rulebook and its scenarios name each other: every scenario of the
ruleset is cited on docs/rulings/<ruleset>.md beside the line it checks, and every name cited
there (a bracketed list; `guardia-vicini-*` names a family) is a scenario that exists."""
import re
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The rulebooks whose every line was read against the scenarios.
RULESETS = ("lupus-of-the-rings", "cowboys-and-aliens", "licantropi", "thiercelieux",
            "acchiappastreghe")
_NAME = re.compile(r"[a-z0-9*]+(?:-[a-z0-9*]+)+")


def cited(ruleset: str) -> set[str]:
    text = (ROOT / "docs" / "rulings" / f"{ruleset}.md").read_text(encoding="utf-8")
    names = set()
    for inside in re.findall(r"\[([^\[\]]+)\]", text):
        names.update(n for n in re.split(r"[,\s]+", inside) if _NAME.fullmatch(n))
    return names


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_citation_is_a_scenario(ruleset: str) -> None:
    files = {p.stem for p in (ROOT / "tests" / "scenarios" / ruleset).glob("*.toml")}
    missing = sorted(n for n in cited(ruleset) if not any(fnmatch(f, n) for f in files))
    assert not missing, f"docs/rulings/{ruleset}.md cites scenarios that do not exist: {missing}"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_scenario_is_cited(ruleset: str) -> None:
    names = cited(ruleset)
    files = sorted(p.stem for p in (ROOT / "tests" / "scenarios" / ruleset).glob("*.toml"))
    uncited = [f for f in files if not any(fnmatch(f, n) for n in names)]
    assert not uncited, f"scenarios no line of docs/rulings/{ruleset}.md cites: {uncited}"
