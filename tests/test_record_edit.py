"""`tally --record` writes its result into the GM's day file and keeps everything else he wrote:
comments, notes, blank lines, the order of his keys (lupus_mod.inputs.record_edit)."""
from __future__ import annotations

import tomllib

from hypothesis import given, strategies as st

from lupus_mod.inputs.record_edit import edited

DAY = '''# Giorno 2 — aperto da me alle 10
opened_post = "62"   # il mio post di apertura

# il malus di ieri
[malus]
Zefiro = 1
'''


def _with(text: str, **changes) -> dict:
    return {**tomllib.loads(text), **changes}


def test_a_new_burned_goes_among_the_top_keys_and_every_comment_stays() -> None:
    new = edited(DAY, _with(DAY, burned="Cassandra"))
    assert tomllib.loads(new) == _with(DAY, burned="Cassandra")
    assert new.startswith('# Giorno 2 — aperto da me alle 10\nopened_post = "62"   # il mio post di apertura\n'
                          'burned = "Cassandra"\n\n# il malus di ieri\n[malus]\nZefiro = 1\n'), new


def test_a_recorded_value_is_replaced_on_its_own_line() -> None:
    text = 'burned = "Totò"  # contato a mano\n# nota: ricontare\n'
    new = edited(text, {"burned": "Zefiro"})
    assert new == 'burned = "Zefiro"\n# nota: ricontare\n'


def test_a_runoff_table_is_filled_in_place_or_added() -> None:
    text = '# ballottaggio per PM\n[runoff]\nopened_post = "80"  # il post\n'
    new = edited(text, {"runoff": {"opened_post": "80", "candidates": ["Ada", "Bea"]}})
    assert new.startswith('# ballottaggio per PM\n[runoff]\ncandidates = [\n') and '# il post' in new
    assert tomllib.loads(new)["runoff"]["candidates"] == ["Ada", "Bea"]
    added = edited("# solo una nota\n", {"runoff": {"candidates": ["Ada", "Bea"]}})
    assert added.startswith("# solo una nota\n") and tomllib.loads(added) == {"runoff": {"candidates": ["Ada", "Bea"]}}


def test_a_multi_line_value_is_replaced_whole() -> None:
    text = '[runoff]\ncandidates = [\n  "Ada",  # prima\n  "Bea",\n]\n# fine\n'
    new = edited(text, {"runoff": {"candidates": ["Ciro", "Dino"]}})
    assert tomllib.loads(new) == {"runoff": {"candidates": ["Ciro", "Dino"]}} and new.endswith("# fine\n")


def test_a_key_of_an_array_of_tables_goes_into_its_own_table() -> None:
    text = '# la giornata\nsera = "2026-11-02 21:00"\n\n[[proposta]]\nmembri = ["Ada", "Bea"]  # del sindaco\n'
    data = tomllib.loads(text)
    data["proposta"][0] = {**data["proposta"][0], "no": ["Ciro"]}
    new = edited(text, data)
    assert tomllib.loads(new) == data and "# del sindaco" in new and "# la giornata" in new


def test_a_layout_it_cannot_edit_is_written_whole_and_right() -> None:
    text = "[malus]\nZefiro = 1\n"
    assert tomllib.loads(edited(text, {"malus": 3})) == {"malus": 3}


@given(st.dictionaries(st.sampled_from(["burned", "opened_post", "capitaine", "nota"]),
                       st.text(max_size=8), max_size=4),
       st.sampled_from(["burned", "capitaine"]), st.text(max_size=8))
def test_the_file_always_reads_back_as_the_record(old: dict, key: str, value: str) -> None:
    import tomli_w
    text = "# nota del Master\n" + tomli_w.dumps(old)
    assert tomllib.loads(edited(text, {**old, key: value})) == {**old, key: value}


def test_a_new_table_is_written_as_a_table() -> None:
    new = edited("", {"burned": "", "runoff": {"candidates": ["Ada", "Bea"]}})
    assert "[runoff]\ncandidates = [" in new and tomllib.loads(new)["runoff"] == {"candidates": ["Ada", "Bea"]}
    assert edited("# nota\n", {"malus": {"Ada": 1}}) == "# nota\n\n[malus]\nAda = 1\n"
