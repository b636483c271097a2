"""One template per output: the shared templates compile in every language, no language folder
holds a copy of one; the templates not shared yet keep up between Italian and French, and the
French ones say every Thiercelieux message."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.render import _environment, languages, sentences, template_files

ROOT = Path(__file__).resolve().parents[1] / "templates"
IT_FILES = sorted(p.relative_to(ROOT / "it") for p in (ROOT / "it").rglob("*.j2"))
MACRO = re.compile(r"\{%-?\s*macro\s+(\w+)")
# Message ids the Thiercelieux ruleset's effects emit (lupus_mod/engine/effects/{cards,couples,
# glimpse,lastshot}.py and the ruleset's settings).
THIERCELIEUX = ("seer-card", "victim-shown", "victim-phrase", "no-victim", "pair-linked", "lovers",
                "shot-designated", "peek-seen", "peek-nothing", "peeker-spotted", "card-taken",
                "card-kept", "ally-joined")


@pytest.mark.parametrize("relative", IT_FILES, ids=[str(p) for p in IT_FILES])
def test_every_italian_template_and_macro_exists_in_french(relative: Path) -> None:
    french = ROOT / "fr" / relative
    assert french.exists(), f"templates/fr/{relative} is missing"
    wanted = set(MACRO.findall((ROOT / "it" / relative).read_text(encoding="utf-8")))
    missing = wanted - set(MACRO.findall(french.read_text(encoding="utf-8")))
    assert not missing, f"templates/fr/{relative} lacks {sorted(missing)}"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_every_template_compiles_in_every_language(language: str) -> None:
    names = template_files(language)
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
