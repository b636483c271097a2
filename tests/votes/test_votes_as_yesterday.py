"""A vote "as yesterday" ("voto come ieri", "je vote comme hier"): still a doubt, whose settle
line offers the author's vote of the day before when that day's count is on record
(out/day-D/tally.json), else "none" (lupus_mod.tally.yesterday, docs/tally.md)."""
from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from lupus_mod.errors import TallyError
from lupus_mod.tally.yesterday import offer_yesterday, yesterday_votes
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import settle_line
from tests.votes.vote_helpers import MORNING, post

ALIVE = ("Anna", "Bea", "Carlo", "Dino")
ROSTER = Roster(alive=ALIVE, gm=("Master",))
CONTEXT = DayContext(day=2, alive=ALIVE, opens=MORNING, closes=MORNING + timedelta(hours=12))
YESTERDAY = {"Anna": "Carlo", "Bea": "Dino"}

# (language, the post, the settle line's value offered with Anna's vote of day 1 on record)
CASES = [
    ("it", "voto come ieri", "Carlo"),
    ("it", "Voto finale come ieri", "Carlo"),
    ("fr", "Je vote comme hier", "Carlo"),
    # The phrase alone, no vote keyword first.
    ("it", "idem come ieri", "Carlo"),
    ("it", "Stesso voto di ieri.", "Carlo"),
    ("fr", "Même vote qu'hier", "Carlo"),
    ("fr", "pareil qu'hier !", "Carlo"),
    ("it", "voto come Bea", "none"),         # another's vote: only the GM knows it
    ("it", "voto come prima", "none"),       # as before, today: not the day before's
]


def _settle(language: str, text: str, votes: dict[str, str]) -> str | None:
    grammar = Grammar.for_language(language)
    actions = offer_yesterday(read_thread([post(1, "Anna", "11:00", text)], grammar, ROSTER), grammar, votes)
    (entry,) = count_votes(actions, CONTEXT).entries
    return settle_line(entry, 2)


@pytest.mark.parametrize("language, text, offered", CASES)
def test_the_settle_line_offers_the_day_before_s_vote(language: str, text: str, offered: str) -> None:
    assert _settle(language, text, YESTERDAY) == f'days/2.toml → [corrections] "101" = "{offered}"'


@pytest.mark.parametrize("language, text, _", CASES)
def test_without_a_record_it_offers_none(language: str, text: str, _: str) -> None:
    assert _settle(language, text, {}) == 'days/2.toml → [corrections] "101" = "none"'


def test_a_player_dead_since_is_not_offered() -> None:
    """Anna voted Carlo yesterday and Carlo burned: « comme hier » offers "none", not a dead man."""
    grammar = Grammar.for_language("fr")
    actions = read_thread([post(1, "Anna", "11:00", "Je vote comme hier")], grammar, ROSTER)
    (entry,) = count_votes(offer_yesterday(actions, grammar, YESTERDAY, ("Carlo",)), CONTEXT).entries
    assert settle_line(entry, 2) == 'days/2.toml → [corrections] "101" = "none"'


def test_a_vote_as_yesterday_naming_a_player_votes_him() -> None:
    grammar = Grammar.for_language("it")
    actions = read_thread([post(1, "Anna", "11:00", "voto come ieri, Bea")], grammar, ROSTER)
    assert offer_yesterday(actions, grammar, YESTERDAY) == actions


def _record(folder: Path, day: int, text: str) -> None:
    (folder / "out" / f"day-{day}").mkdir(parents=True)
    (folder / "out" / f"day-{day}" / "tally.json").write_text(text, encoding="utf-8")


def test_the_day_before_s_votes_are_read_from_its_count(tmp_path: Path) -> None:
    assert yesterday_votes(tmp_path, 2) == {}                     # no count on record
    _record(tmp_path, 1, json.dumps({"candidates": [{"name": "Carlo", "voters": ["Anna", "Dino"]},
                                                    {"name": "Dino", "voters": ["Bea"]}]}))
    assert yesterday_votes(tmp_path, 2) == {"Anna": "Carlo", "Dino": "Carlo", "Bea": "Dino"}
    assert yesterday_votes(tmp_path, 1) == {}                     # day 1 has no day before


def test_a_damaged_count_is_an_error_naming_it(tmp_path: Path) -> None:
    _record(tmp_path, 1, "{not json")
    with pytest.raises(TallyError) as error:
        yesterday_votes(tmp_path, 2)
    assert error.value.file == "out/day-1/tally.json" and "lupus-mod tally 1" in error.value.hint
