"""The catalog's sentences (lupus_mod/words/sentences.py): gender and number selectors, elision and
ordinal forms, in both languages' shipped words and in a game's own."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from lupus_mod.errors import LupusError
from lupus_mod.words.render import render, sentences, shipped_templates
from lupus_mod.words.sentences import Sentences, gender_of

FR, IT = sentences("fr"), sentences("it")


@pytest.mark.parametrize("name, said", [("Inès", "d'Inès"), ("Amélie", "d'Amélie"), ("Hugo", "d'Hugo"),
                                        ("[b]Océane[/b]", "d'[b]Océane[/b]"), ("Léa", "de Léa"),
                                        ("Baptiste", "de Baptiste")])
def test_french_elides_de_before_a_vowel(name: str, said: str) -> None:
    assert FR.say("status.in-log", {"player": name, "file": "nights/2.txt"}).startswith(f"une ligne {said} dans")


def test_italian_does_not_elide() -> None:
    assert IT.say("final.slot", {"slot": "Anna"}) == " (al posto di Anna)"


@pytest.mark.parametrize("count, article", [(2, "i"), (8, "gli"), (11, "gli"), (12, "i"), (18, "i"), (80, "gli"),
                                            (89, "gli"), (110, "i"), (800, "gli"), (1100, "i"), (11000, "gli")])
def test_italian_plural_article_before_a_number_is_read_aloud(count: int, article: str) -> None:
    """"gli 11 post" (undici), "gli 8" (otto), "i 18" (diciotto): the article of the number as said."""
    said = IT.say("tally-runoff-apart.note", {"post": "5", "count": count, "day": 2})
    assert f") {article} {count} post sono" in said


@pytest.mark.parametrize("gender, fr, it", [("f", "Exécutée\u00a0: Léa", "Rogo: Léa"),
                                            ("m", "Exécuté\u00a0: Léa", "Rogo: Léa"),
                                            (None, "Exécuté\u00a0: Léa", "Rogo: Léa")])
def test_a_sentence_agrees_with_its_player(gender: str | None, fr: str, it: str) -> None:
    assert FR.say("day.log-burned", {"names": "Léa", "gender": gender}) == fr
    assert IT.say("day.log-burned", {"names": "Léa", "gender": gender}) == it


@pytest.mark.parametrize("genders, agreed", [(["f", "f"], "f"), (["f", "m"], "m"), ([], "m"), ("f", "f"), ("", "m")])
def test_a_group_is_feminine_only_when_every_member_is(genders, agreed: str) -> None:
    assert gender_of(genders) == agreed


def test_number_selects_and_french_counts_zero_as_one() -> None:
    table = {"x": {"y": {"one": "{count} voix", "other": "{count} voixs"}}, "language": {"plural_one": "0 1"}}
    said = Sentences(table, "test")
    assert [said.say("x.y", {"count": n}) for n in (0, 1, 2)] == ["0 voix", "1 voix", "2 voixs"]
    italian = Sentences({**table, "language": {"plural_one": "1"}}, "test")
    assert italian.say("x.y", {"count": 0}) == "0 voixs"


def test_tables_nest_and_an_exact_number_wins() -> None:
    table = {"x": {"y": {"1": {"m": "le 1er", "f": "la 1re"}, "other": {"m": "le {count}e", "f": "la {count}e"}}}}
    said = Sentences(table, "test")
    assert said.say("x.y", {"count": 1, "gender": "f"}) == "la 1re"
    assert said.say("x.y", {"count": 3, "gender": "m"}) == "le 3e"


@given(st.integers(min_value=1, max_value=400))
def test_french_ordinals(n: int) -> None:
    table = {"x": {"night": "la {n:nth} nuit"}, "forms": tomllib.loads(
        (shipped_templates() / "fr" / "labels.toml").read_text("utf-8"))["sentence"]["forms"]}
    assert Sentences(table, "test").say("x.night", {"n": n}) == f"la {n}{'re' if n == 1 else 'e'} nuit"


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=20))
def test_a_parameter_is_put_in_verbatim(value: str) -> None:
    """A player's name holding braces is no place of the sentence."""
    assert FR.say("night.at-random", {"player": value}) == f"{value} (au hasard)"


def test_an_unknown_sentence_or_parameter_is_an_error_naming_the_catalog() -> None:
    with pytest.raises(LupusError, match="no sentence 'night.nope'"):
        FR.say("night.nope", {})
    with pytest.raises(LupusError, match="the template does not give"):
        FR.say("night.at-random", {})


def test_every_sentence_has_the_same_places_in_both_languages() -> None:
    """A parameter the Italian sentence uses is given to the French one too (one template)."""
    import re
    def places(value) -> set[str]:
        if isinstance(value, dict):
            return set().union(*(places(v) for v in value.values()))
        return set(re.findall(r"\{(\w+)", value))
    it, fr = (tomllib.loads((shipped_templates() / lang / "labels.toml").read_text("utf-8"))["sentence"]
              for lang in ("it", "fr"))
    for family in it:
        if family in ("forms", "language"):
            continue
        for key, value in it[family].items():
            assert places(value) <= places(fr[family][key]) | {"count"}, f"{family}.{key}"


def test_a_game_changes_one_sentence_and_keeps_the_others(tmp_path: Path) -> None:
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "labels.toml").write_text(
        '[sentence.dawn]\nnobody = "Stanotte il villaggio dorme tranquillo."\n', encoding="utf-8")
    text = render("night/thread.bbcode.j2", "it", tmp_path, label="2", deaths=[], revived=[], public=[],
                  final=None, show_cards=False, show_causes=False, gender={}, nick=str, shots={}, modkills={},
                  role_name=str)
    assert text == "[b]Alba della notte 2[/b]\n\nStanotte il villaggio dorme tranquillo.\n"


def test_check_reads_a_games_own_sentences(tmp_path: Path) -> None:
    from lupus_mod.inputs.labels import labels_problems
    (tmp_path / "templates").mkdir()
    own = tmp_path / "templates" / "labels.toml"
    own.write_text('[sentence.dawn]\nnobody = { m = "a", f = "b" }\n', encoding="utf-8")
    shipped = shipped_templates() / "it" / "labels.toml"
    assert labels_problems(tmp_path, shipped) == []
    own.write_text('[sentence.dwan]\nnobody = "a"\n\n[sentence.dawn]\nnobody = 3\n', encoding="utf-8")
    said = [str(p) for p in labels_problems(tmp_path, shipped)]
    assert len(said) == 2 and "did you mean" in said[0] and ":5" in said[1], said


@pytest.mark.parametrize("said, word, gender, agreed", [
    (IT, "cacciato", "f", "cacciata"), (IT, "cacciato", "m", "cacciato"), (IT, "in forma umana", "f", "in forma umana"),
    (FR, "chassé", "f", "chassée"), (FR, "chassé", "", "chassé"), (FR, "grenouille", "f", "grenouille")])
def test_a_rulesets_word_agrees_by_the_catalogs_feminine_endings(said: Sentences, word: str, gender: str,
                                                               agreed: str) -> None:
    assert said.agree(word, gender) == agreed


@pytest.mark.parametrize("language, answer, said", [
    ("it", "NERA", "[b]è nera[/b]"), ("it", "AZZURRA", "[b]è azzurra[/b]"), ("it", "NON AZZURRA", "[b]non è azzurra[/b]"),
    ("fr", "NON NERA", "[b]pas noire[/b]"), ("fr", "VERDE", "[b]VERDE[/b]")])
def test_an_exact_value_selects_the_sentence(language: str, answer: str, said: str) -> None:
    """The aura's answer selects its sentence like a number does (`count`), "other" otherwise."""
    text = sentences(language).say("night-message.aura", {"target": "[b]Ugo[/b]", "count": answer, "answer": answer})
    assert text.endswith(said + "."), text
