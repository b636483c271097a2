"""Two whole days saved from real boards (phpBB 3.3.15, SMF 2.1.4), read and counted.

The pages and their expected reading are in tests/fixtures/forum/saved; each day
is read twice: from the real pages through the forum adapters, and from expected.toml's own
vote words (so the count is checked even where the pages are not available to the adapters).
"""
from __future__ import annotations

import tomllib
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import phpbb, smf
from lupus_mod.forum.model import Post, Segment
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread

FORUM_PAGES = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "saved"
TZ = ZoneInfo("Europe/Rome")
BOARDS = [("phpbb-3.3.15", phpbb), ("smf-2.1.4", smf)]



def _expected(folder: str) -> dict:
    return tomllib.loads((FORUM_PAGES / folder / "expected.toml").read_text(encoding="utf-8"))


def posts_from_pages(folder: str, adapter) -> list[Post]:
    source = _expected(folder)["source"]
    posts: list[Post] = []
    for name, url in zip(source["pages"], source["page_urls"]):
        html = (FORUM_PAGES / folder / name).read_text(encoding="utf-8")
        posts.extend(adapter.parse(html, url=source["base_url"] + url, tz=TZ).posts)
    return posts


def posts_from_expected(folder: str) -> list[Post]:
    """Each post as its vote words only, with the quoted post's words inside a quote."""
    entries = _expected(folder)["post"]
    raw = {e["id"]: e["raw"] for e in entries}
    posts = []
    for e in entries:
        body = [Segment(raw[e["quotes_post_id"]], quote=True), Segment("\n")] if "quotes_post_id" in e else []
        body.append(Segment(e["raw"]))
        edited = datetime.fromisoformat(e["edit_time"]) if e.get("edit_time") else None
        posts.append(Post(str(e["id"]), e["n"], e["author"], datetime.fromisoformat(e["time"]),
                          f"p{e['id']}", tuple(body), edited))
    return posts


def count_day(folder: str, posts: list[Post]):
    game = _expected(folder)["game"]
    roster = Roster(tuple(game["players_alive"]), tuple(game["players_dead"]), (game["gm"],))
    actions = read_thread(posts, Grammar(), roster)
    ctx = DayContext(game["day"], tuple(game["players_alive"]), tuple(game["players_dead"]),
                     (game["gm"],), tie_break=_expected(folder)["rules"]["tie_rule"],
                     opens=datetime.fromisoformat(game["day_open"]),
                     closes=datetime.fromisoformat(game["votes_close"]))
    return actions, count_votes(actions, ctx)


SOURCES = {"pages": lambda folder, adapter: posts_from_pages(folder, adapter),
           "expected": lambda folder, adapter: posts_from_expected(folder)}
CASES = [(folder, adapter, source) for folder, adapter in BOARDS for source in SOURCES]
IDS = [f"{folder}-{source}" for folder, _, source in CASES]


@pytest.mark.parametrize("folder, adapter, source", CASES, ids=IDS)
def test_every_post_reads_as_expected(folder, adapter, source):
    actions, _ = count_day(folder, SOURCES[source](folder, adapter))
    own = {a.post_id: a for a in actions if a.where == "body" and not a.superseded}
    for entry in _expected(folder)["post"]:
        action = own.get(str(entry["id"]))
        got = (action.kind, action.target or "") if action else ("none", "")
        assert got == (entry["action"], entry["target"]), f"post {entry['id']}: {entry['why_not']}"


@pytest.mark.parametrize("folder, adapter, source", CASES, ids=IDS)
def test_the_day_counts_as_expected(folder, adapter, source):
    result = _expected(folder)["result"]
    _, tally = count_day(folder, SOURCES[source](folder, adapter))
    assert list(tally.burned) == [result["eliminated"]]
    assert list(tally.tied) == result["tied"]
    assert list(tally.abstainers) == result["abstained"]
    assert list(tally.non_voters) == result["no_valid_vote"]
    for want, got in zip(result["candidate"], tally.candidates, strict=True):
        assert (got.name, got.total) == (want["name"], want["votes"])
        assert [e.voter for e in got.voters] == want["voters"]
        assert got.reached.post_id == str(want["reached_final_count_post_id"])
    not_counted = {(str(v["id"]), v["author"]) for v in result["not_counted_votes"]}
    refused = {(e.action.post_id, e.voter) for e in tally.anomalies if e.fate in ("late", "dead-voter")}
    assert refused == not_counted


@pytest.mark.parametrize("folder, adapter, source", CASES, ids=IDS)
def test_no_known_misreading_is_what_we_read(folder, adapter, source):
    expected = _expected(folder)
    _, tally = count_day(folder, SOURCES[source](folder, adapter))
    for mistake in expected["what_if"]:
        reading = (tally.totals, list(tally.burned))
        assert reading != (mistake["counts"], [mistake["eliminated"]]), mistake["mistake"]


@pytest.mark.parametrize("folder, adapter", BOARDS)
def test_the_gms_final_vote_table_matches(folder, adapter):
    final = _expected(folder)["result"]["final_vote"]
    _, tally = count_day(folder, posts_from_pages(folder, adapter))
    got = {e.voter: e.action.target for c in tally.candidates for e in c.voters}
    got.update({name: "ABSTAIN" for name in tally.abstainers})
    assert got == final
