"""The votes read from each post are kept between tallies, and read again when anything they
depend on changes."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from lupus_mod.forum.model import Post, Segment
from lupus_mod.cache.readings import PostReadings
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post, read_thread

WHEN = datetime(2026, 10, 3, 12, 0, tzinfo=ZoneInfo("Europe/Rome"))


def _post(n: int, text: str) -> Post:
    return Post(str(n), n, "Ginevra", WHEN, f"https://f.example/p{n}", (Segment(text, bold=True),))


def test_a_second_tally_reads_back_what_the_first_read(monkeypatch) -> None:
    grammar, roster = Grammar(), Roster(alive=("Ginevra", "Zefiro", "Ortensia"))
    posts = [_post(1, "voto Zefiro"), _post(2, "anzi, voto Ortensia")]
    first = PostReadings(grammar, roster)
    expected = read_thread(posts, grammar, roster, read=first.read)
    first.save()
    calls: list[str] = []

    def counted(post, *args):
        calls.append(post.id)
        return read_post(post, *args)
    monkeypatch.setattr("lupus_mod.cache.readings.read_post", counted)
    again = PostReadings(grammar, roster)
    assert read_thread([*posts, _post(3, "voto Ginevra")], grammar, roster, read=again.read)[:2] == expected
    assert calls == ["3"]                         # only the new post is read
    changed = PostReadings(grammar, Roster(alive=("Ginevra", "Zefiro")))   # Ortensia died
    read_thread(posts, grammar, changed.roster, read=changed.read)
    assert calls == ["3", "1", "2"]
