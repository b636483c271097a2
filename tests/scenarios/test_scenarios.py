"""Every scenario file under tests/scenarios/<ruleset>/ is one test."""
from pathlib import Path

import pytest

from tests.scenarios.harness import run_scenario

HERE = Path(__file__).parent
SCENARIOS = sorted(HERE.glob("*/*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    run_scenario(path)
