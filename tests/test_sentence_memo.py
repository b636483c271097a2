"""Sentences kept once said (lupus_mod/words/sentences.py): a catalog that has said a sentence says it
again exactly as a catalog saying it for the first time, whatever was said before, and never
mistakes one parameter for an equal one of another type."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from lupus_mod.errors import LupusError
from lupus_mod.words.render import sentences
from lupus_mod.words.sentences import Sentences

# A family of sentences selected by gender and by count, with places, in the shipped catalogs
# and in one written here (so the test does not depend on the shipped words).
OWN = {"test": {
    "count": {"one": "{count} voto per {name}", "other": "{count} voti per {name}"},
    "agreed": {"m": "{name} è stato eliminato", "f": "{name} è stata eliminata"},
    "plain": "{name} alle {hh}:{mm}",
}}
VALUES = st.one_of(st.text(max_size=6), st.integers(-3, 3), st.none(), st.booleans(),
                   st.lists(st.sampled_from(["f", "m"]), max_size=3), st.floats(0, 3))
CALLS = st.lists(st.tuples(st.sampled_from(["test.count", "test.agreed", "test.plain"]),
                           st.fixed_dictionaries({"name": VALUES, "count": VALUES, "gender": VALUES,
                                                  "hh": VALUES, "mm": VALUES})), max_size=12)


def _fresh() -> Sentences:
    return Sentences(OWN, "test")


@settings(max_examples=150, deadline=None)
@given(CALLS)
def test_a_kept_sentence_is_the_one_said_anew(calls) -> None:
    kept = _fresh()
    for key, params in calls:
        assert kept.say(key, params) == _fresh().say(key, params)
        assert kept.say(key, params) == _fresh().say(key, params)   # now read back, if kept


def test_equal_values_of_other_types_are_said_as_their_type() -> None:
    said = _fresh()
    assert said.say("test.count", {"count": 1, "name": "Zefiro"}) == "1 voto per Zefiro"
    assert said.say("test.count", {"count": True, "name": "Zefiro"}) == "True voti per Zefiro"
    assert said.say("test.count", {"count": 1.0, "name": "Zefiro"}) == "1.0 voti per Zefiro"
    assert said.say("test.count", {"count": 1, "name": "Zefiro"}) == "1 voto per Zefiro"


def test_a_group_is_agreed_each_time() -> None:
    said = _fresh()
    assert said.say("test.agreed", {"name": "Anna e Bea", "gender": ["f", "f"]}) == "Anna e Bea è stata eliminata"
    assert said.say("test.agreed", {"name": "Anna e Bea", "gender": ["f", "m"]}) == "Anna e Bea è stato eliminato"


def test_the_shipped_catalogs_say_the_same_twice() -> None:
    for language in ("it", "fr"):
        kept = sentences(language)
        table = Sentences(kept.table, f"templates/{language}/labels.toml")
        for family, said in kept.table.items():
            if family in ("language", "forms", "agreement") or not isinstance(said, dict):
                continue
            for name in said:
                params = {"count": 2, "gender": "f", "name": "Léa", "names": "Léa", "hh": "21", "mm": "05"}
                try:
                    first = table.say(f"{family}.{name}", params)
                except LupusError:   # a sentence with other places: said by its own tests
                    continue
                assert table.say(f"{family}.{name}", params) == first == Sentences(
                    kept.table, "again").say(f"{family}.{name}", params)
