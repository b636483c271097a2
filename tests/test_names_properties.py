"""Names that are one name are one player (issue 21): properties of lupus_mod.text.folding and of the
list of players `new` reads."""
from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.errors import LupusError, each_problem
from lupus_mod.text.folding import account_key, fold, name_key
from lupus_mod.lifecycle.roster import read_roster

# Latin letters with a Cyrillic or Greek twin, and the twins (fictional nicknames are made of them).
_LATIN, _TWINS = "aeopcxyAEOPCXHKMT", "аеорсхуАЕОРСХНКМТ"
_CONFUSE = str.maketrans(_LATIN, _TWINS)
names = st.text(alphabet="abcdeflmnoprstuvzàèéìòù'", min_size=3, max_size=12).filter(
    lambda n: n[0].isalpha() and sum(c.isalpha() for c in n) >= 3)
two_words = st.tuples(names, names).map(lambda pair: f"{pair[0].title()} {pair[1]}")


@given(st.text())
def test_every_folding_is_idempotent(text: str) -> None:
    assert name_key(name_key(text)) == name_key(text)
    assert account_key(account_key(text)) == account_key(text)
    assert fold(fold(text)) == fold(text)


@given(st.text())
def test_one_account_looks_like_itself(text: str) -> None:
    """Two nicknames of one account are one name: the safe folding is finer than the other."""
    assert name_key(account_key(text)) == name_key(text)


def _variants(name: str) -> list[str]:
    return [name.upper(), name.lower(), unicodedata.normalize("NFD", name),
            name.replace("'", "’"), name.replace("'", "ʼ"), name.translate(_CONFUSE),
            name.replace(" ", "_"), "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in name)]


@given(two_words, st.data())
def test_a_name_spelt_another_way_is_refused_as_a_duplicate(name: str, data: st.DataObject) -> None:
    other = data.draw(st.sampled_from(_variants(name)))
    with pytest.raises(LupusError) as raised:
        read_roster(f"{name}\nUlisse\nVanna\n{other}\n", "players.txt")
    problems = each_problem(raised.value)
    assert [p.line for p in problems] == [4] and "listed twice (first at line 1)" in problems[0].message


@given(two_words)
def test_accounts_apart_on_the_board_are_apart_for_the_tally(name: str) -> None:
    """Accents, underscores, dots and look-alike letters make another account (issue 23)."""
    for other in (name + "_", name + ".", name.translate(_CONFUSE)):
        if other != name:
            assert account_key(other) != account_key(name) and name_key(other) == name_key(name)


@pytest.mark.parametrize("hidden", ["\u202e", "\u2066", "\u200b", "\u200d", "\ufeff", "\u00ad"])
def test_a_name_holding_an_invisible_character_is_refused_at_its_line(hidden: str) -> None:
    with pytest.raises(LupusError) as raised:
        read_roster(f"Ulisse\nVan{hidden}na\nZoe\n", "players.txt")
    problem = each_problem(raised.value)[0]
    assert problem.line == 2 and f"U+{ord(hidden):04X}" in problem.message
    assert hidden not in problem.render()


def test_a_name_that_is_an_order_word_is_a_warning_of_check(example_game) -> None:
    from lupus_mod.reports.checks import preflight
    players = example_game / "players.toml"
    text = players.read_text(encoding="utf-8")
    assert 'aliases = ["Ara"]' in text
    players.write_text(text.replace('aliases = ["Ara"]', 'aliases = ["Ara", "INDAGO"]'), encoding="utf-8")
    line = players.read_text(encoding="utf-8").splitlines().index('aliases = ["Ara", "INDAGO"]') + 1
    warnings = [w for w in preflight(example_game).warnings if "INDAGO" in w.message]
    assert [(w.file, w.line) for w in warnings] == [("players.toml", line)]
    assert "order word" in warnings[0].message and "(indago)" in warnings[0].message


def test_a_gm_spelt_like_a_player_is_an_error_of_check(example_game) -> None:
    from lupus_mod.reports.checks import preflight
    config = example_game / "game.toml"
    text = config.read_text(encoding="utf-8")
    assert 'gm = ["Talilinds", "Loudo"]' in text
    config.write_text(text.replace('gm = ["Talilinds", "Loudo"]', 'gm = ["Talilinds", "Loudo", "Gollum_"]'),
                      encoding="utf-8")
    errors = [e for e in preflight(example_game).errors if "Gollum_" in e.message]
    assert [(e.file, e.line) for e in errors] == [("game.toml", 7)]
    assert "same name as player" in errors[0].message and "(Gollum)" in errors[0].message


def test_an_ascii_space_control_parts_words_in_both_foldings() -> None:
    """"0\r0" (hypothesis's find): the carriage return parts the words for the account's form,
    so the look of the name keeps it a space too; a control drawn as nothing (BEL, an escape)
    is dropped from the look alone ("Ze\x07firo" looks like Zefiro)."""
    assert name_key(account_key("0\r0")) == name_key("0\r0") == "o o"
    assert name_key("Ze\x07firo") == name_key("Zefiro") == name_key("Zef\x1b[31miro")


@pytest.mark.parametrize("edit, clash, owner", [
    # Galadriella (player 2) given Samvise's alias: the first « Sam » is Galadriella's alias.
    (lambda t: t.replace('aliases = ["Gala"]', 'aliases = ["Sam"]', 1), "Sam", "the alias of player #2 (Galadriella)"),
    # Frodino (player 1) given Gollum's name as a substitute: the clash is with Frodino's substitute.
    (lambda t: t.replace('role = "veggente"', 'role = "veggente"\nsubstitutes = [{ name = "Gollum", from = "day 2" }]', 1),
     "Gollum", "the substitute of player #1 (Frodino)"),
])
def test_a_name_twice_names_the_player_who_holds_it_first(example_game, edit, clash, owner) -> None:
    """The GM goes to the player named: never "player #2 (Sam)" when player 2 is Galadriella."""
    from lupus_mod.reports.checks import preflight
    players = example_game / "players.toml"
    players.write_text(edit(players.read_text(encoding="utf-8")), encoding="utf-8")
    errors = [e for e in preflight(example_game).errors if f"«{clash}»" in e.message]
    assert len(errors) == 1 and owner in errors[0].message, errors
