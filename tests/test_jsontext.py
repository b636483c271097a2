"""lupus_mod.text.jsontext writes exactly what json.dumps(ensure_ascii=False, indent=2) writes."""
from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.text.jsontext import dumps

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text()
KEYS = st.text() | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                      | st.dictionaries(KEYS, inner, max_size=4), max_leaves=25)


@given(VALUES)
def test_the_same_text_as_json_dumps(value) -> None:
    assert dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_a_day_count_shaped_value() -> None:
    vote = {"voter": "Zefiro", "target": "Cassandra", "typed": "voto «Cassandra»\n", "weight": 2,
            "several": False, "candidates": [], "edited": None, "notes": [{"note": "x", "at": 1.5}]}
    value = {"day": 3, "votes": [vote, dict(vote, candidates=["Hugo", "Hugó"])], "window": {}}
    assert dumps(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_what_json_refuses_is_refused() -> None:
    with pytest.raises(TypeError):
        dumps({"when": object()})
    with pytest.raises(TypeError):
        dumps({(1, 2): "tuple key"})
