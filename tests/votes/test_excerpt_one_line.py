"""A vote's excerpt is one line wherever it is listed: a post edited with a line break
("voto Chupa\nEDIT: Zorg") broke the terminal's list, the `thread` line and the audit's bullets."""
from datetime import datetime, timezone

from lupus_mod.votes.audit import Entry
from lupus_mod.votes.reading import VoteAction
from lupus_mod.votes.report import vote_json


def test_an_excerpt_spanning_lines_is_listed_on_one() -> None:
    when = datetime(2026, 11, 3, 20, 0, tzinfo=timezone.utc)
    action = VoteAction("7", 7, 0, "Trinity", "Trinity", when, "https://forum.example/t/7",
                        "vote", typed="voto Chupa\nEDIT: Zorg", target="Zorg")
    shown = vote_json(Entry(action, "counted", "Trinity", 1), timezone.utc)["typed"]
    assert shown == "voto Chupa EDIT: Zorg"
