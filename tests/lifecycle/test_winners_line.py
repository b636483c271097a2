"""The final post's winners line and status's: one faction "Vince", several "Vincono", the last
joined with "e" ("et" in French) — Cowboys & Aliens' VILLAGGIO PELLEROSSA and INVASIONE can win
after the same phase (docs/rulings/cowboys-and-aliens.md, "Two conditions met")."""
from __future__ import annotations

import pytest

from lupus_mod.inputs.catalog import builtin
from lupus_mod.words.render import render
from lupus_mod.words.wording import Wording


def _final(language: str, factions: list[str]) -> str:
    final = {"factions": factions, "winners": ["Aldo"], "nobody_alive": False, "roster": [],
             "item_trails": []}
    return render("final/final.bbcode.j2", language, final=final)


@pytest.mark.parametrize("language, factions, line", [
    ("it", ["VILLAGGIO PELLEROSSA"], "Vince: [b]VILLAGGIO PELLEROSSA[/b]\n"),
    ("it", ["VILLAGGIO PELLEROSSA", "INVASIONE"], "Vincono: [b]VILLAGGIO PELLEROSSA[/b] e [b]INVASIONE[/b]\n"),
    ("it", ["VILLAGGIO", "FUORILEGGE", "INVASIONE"],
     "Vincono: [b]VILLAGGIO[/b], [b]FUORILEGGE[/b] e [b]INVASIONE[/b]\n"),
    ("fr", ["LOUPS-GAROUS", "AMOUREUX"], "Victoire\u00a0: [b]LOUPS-GAROUS[/b] et [b]AMOUREUX[/b]\n"),
])
def test_the_final_posts_winners_line(language: str, factions: list[str], line: str) -> None:
    assert line in _final(language, factions)


def test_status_names_several_winners_as_a_sentence() -> None:
    words = Wording(builtin("cowboys-and-aliens"), "it")
    assert words.factions(["villaggio-pellerossa", "invasione"]) == "VILLAGGIO PELLEROSSA e INVASIONE"
    assert words.factions(["villaggio", "fuorilegge", "invasione"]) == "VILLAGGIO, FUORILEGGE e INVASIONE"
    assert words.factions(["invasione"]) == "INVASIONE" and words.factions([]) == ""
