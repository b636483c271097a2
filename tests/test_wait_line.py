"""The line that says what a night waits for, when one dead player is asked two questions (the
Chasseur who was Capitaine): his one reply is named once, and each answer goes with its
decision's name, in the game's language (lupus_mod/play/waits.py, docs/gm-guide.md
"Decisions that wait")."""
from __future__ import annotations

import pytest

from lupus_mod.play.waits import wait_texts
from lupus_mod.words.render import labels

ROWS = [{"player": "Amélie", "playing_as": "Amélie", "name": "le successeur du Capitaine", "in_log": False,
         "file": "days/2.toml", "day_key": "successeur"},
        {"player": "Amélie", "playing_as": "Amélie", "name": "le tir du Chasseur", "in_log": True,
         "file": "nights/2.txt", "day_key": ""}]


@pytest.mark.parametrize("language", ["fr", "it"])
def test_one_reply_named_once_each_answer_with_its_decision(language: str) -> None:
    banner, line = wait_texts(labels(language, None), ROWS, "night-2")
    for text in (banner, line):
        assert text.count("out/night-2/pm/Amélie.bbcode") == 1, text
    where = line.split("le tir du Chasseur (Amélie)")[1]
    assert where.index("le successeur du Capitaine") < where.index('successeur = "<') \
        < where.index("le tir du Chasseur") < where.index("nights/2.txt")


def test_one_question_keeps_its_line() -> None:
    _, line = wait_texts(labels("fr", None), ROWS[1:], "night-2")
    assert "réponse\u00a0: une ligne écrite par Amélie dans nights/2.txt" in line
