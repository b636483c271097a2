"""`new --count` takes a role by its id or by its name, and suggests the closest on a typo."""
from __future__ import annotations

import pytest

from lupus_mod.inputs.catalog import builtin
from lupus_mod.errors import GameFolderError
from lupus_mod.lifecycle.composition import parse_counts


@pytest.mark.parametrize("written", ["veggente=2", "Veggente=2", "VEGGENTE=2"])
def test_a_role_by_id_or_name(written: str) -> None:
    assert parse_counts([written], builtin("lupus-of-the-rings")) == {"veggente": 2}


def test_a_name_with_spaces_and_accents() -> None:
    ruleset = builtin("cowboys-and-aliens")
    assert parse_counts(["Man In Black J=1"], ruleset) == {"man-in-black-j": 1}
    assert parse_counts(["capotribu=1"], ruleset) == {"capotribu": 1}
    assert parse_counts(["Capotribù=1"], ruleset) == {"capotribu": 1}


def test_a_typo_gets_did_you_mean() -> None:
    with pytest.raises(GameFolderError, match="did you mean veggente"):
        parse_counts(["vegente=1"], builtin("lupus-of-the-rings"))
