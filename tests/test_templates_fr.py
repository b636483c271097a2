"""One template per output: the shared templates compile in every language, no language folder
holds a template (only its catalog, labels.toml), and every Thiercelieux message is worded in
every language."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from lupus_mod.words.render import _environment, languages, sentences, template_files

ROOT = Path(__file__).resolve().parents[1] / "templates"
MACRO = re.compile(r"\{%-?\s*macro\s+(\w+)")
# Message ids the Thiercelieux ruleset's effects emit (lupus_mod/engine/effects/{cards,couples,
# glimpse,lastshot}.py and the ruleset's settings).
THIERCELIEUX = ("seer-card", "victim-shown", "victim-phrase", "no-victim", "pair-linked", "lovers",
                "shot-designated", "peek-seen", "peek-nothing", "peeker-spotted", "card-taken",
                "card-kept", "ally-joined")


def _language_files(language: str) -> set[str]:
    """Every file of a language folder but its catalog, by its path in the folder."""
    folder = ROOT / language
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")
            if p.is_file() and p.name != "labels.toml" and "__pycache__" not in p.parts}


def test_no_template_exists_in_more_than_one_language_folder() -> None:
    """One template per output: a file in two language folders is a copy (a fix in one is
    missing in the other); its words go in the catalogs, its structure in the shared tree."""
    seen: dict[str, str] = {}
    copies = []
    for language in languages():
        for name in sorted(_language_files(language)):
            if name in seen:
                copies.append(f"templates/{seen[name]}/{name} and templates/{language}/{name}")
            seen.setdefault(name, language)
    assert not copies, "copied per language: " + "; ".join(copies)


def test_the_copy_check_fails_on_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for language in ("it", "fr"):
        (tmp_path / language / "day").mkdir(parents=True)
        (tmp_path / language / "labels.toml").write_text("", encoding="utf-8")
        (tmp_path / language / "day" / "thread.bbcode.j2").write_text("x", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "languages", lambda: ["fr", "it"])
    with pytest.raises(AssertionError, match="templates/fr/day/thread.bbcode.j2 and templates/it/day"):
        test_no_template_exists_in_more_than_one_language_folder()


def test_a_language_folder_holds_only_its_catalog() -> None:
    for language in languages():
        assert _language_files(language) == set(), f"templates/{language}/ holds templates"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_every_template_compiles_in_every_language(language: str) -> None:
    names = template_files()
    assert "night/thread.bbcode.j2" in names and "status.txt.j2" in names
    for name in names:
        _environment(language, None).get_template(name)


def test_a_shared_template_has_no_copy_in_a_language_folder() -> None:
    shared = {p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*.j2")
              if p.relative_to(ROOT).parts[0] not in {*languages(), "html"}}
    assert shared, "no shared template"
    for language in languages():
        copies = {p.relative_to(ROOT / language).as_posix() for p in (ROOT / language).rglob("*.j2")}
        assert not shared & copies, f"templates/{language}/ copies {sorted(shared & copies)}"


def test_every_thiercelieux_message_is_worded_in_every_language() -> None:
    macros = set(MACRO.findall((ROOT / "night" / "messages.j2").read_text(encoding="utf-8")))
    assert not {m.replace("-", "_") for m in THIERCELIEUX} - macros
    for language in languages():
        said = sentences(language).table["night-message"]
        assert set(THIERCELIEUX) <= set(said), f"{language}: {sorted(set(THIERCELIEUX) - set(said))}"


@pytest.mark.parametrize("language, clock, written", [
    ("fr", "18:03:00", "18 h 03"), ("fr", "09:05:00", "9 h 05"), ("fr", "18:03:05", "18 h 03 min 05 s"),
    ("it", "18:03:00", "18:03"), ("it", "09:05:00", "09:05"), ("it", "18:03:05", "18:03:05"),
    ("fr", "", ""), ("it", "", "")])
def test_a_tally_writes_times_as_its_language_does(language: str, clock: str, written: str) -> None:
    """"à 18 h 03" like the closing time "à 22 h 00" of the same post, never "18:03:00"; the
    seconds only when they are not zero (two votes of one minute are told apart by them)."""
    template = _environment(language, None).from_string(
        '{% import "tally/common.j2" as c with context %}{{ c.at(clock) }}')
    assert template.render(clock=clock) == written
