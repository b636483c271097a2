"""The message macros `check` finds in the messages template: read from the compiled template,
and from its text when the GM's own template cannot run."""
from __future__ import annotations

from pathlib import Path

import jinja2
from jinja2 import nodes

from lupus_mod.inputs.authoring import template_macros
from lupus_mod.words.render import template_files


def _parsed(path: Path) -> set[str]:
    tree = jinja2.Environment().parse(path.read_text(encoding="utf-8"))
    return {m.name for m in tree.find_all(nodes.Macro)}


def test_the_shipped_macros_are_those_of_the_text() -> None:
    shipped = template_files()["night/messages.j2"]
    for language in ("it", "fr"):
        assert template_macros(language, None) == _parsed(shipped)


def _own(tmp_path: Path, text: str) -> Path:
    (tmp_path / "templates" / "night").mkdir(parents=True)
    (tmp_path / "templates" / "night" / "messages.j2").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_games_own_template_replaces_the_shipped(tmp_path: Path) -> None:
    game = _own(tmp_path, "{% macro lanterna(ev) %}La lanterna si accende.{% endmacro %}\n")
    assert template_macros("it", game) == {"lanterna"}


def test_an_own_template_whose_top_level_fails_is_read_from_its_text(tmp_path: Path) -> None:
    game = _own(tmp_path, "{{ nessuno.qui }}\n{% macro lanterna(ev) %}Luce.{% endmacro %}\n"
                          "{% macro nebbia(ev) %}Nebbia.{% endmacro %}\n")
    assert template_macros("it", game) == {"lanterna", "nebbia"}


def test_a_broken_own_template_gives_no_macros(tmp_path: Path) -> None:
    game = _own(tmp_path, "{% macro lanterna(ev) %}Luce.\n")
    assert template_macros("it", game) == set()
