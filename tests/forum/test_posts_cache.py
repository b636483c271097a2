"""The posts read from each cached page are kept: a re-tally parses no unchanged page, and a page
whose text changed is read again."""
from __future__ import annotations

import responses

from lupus_mod.forum import fetch
from tests.forum.test_fetch_cache import PAGE1, PAGE2, Board, tally


def _counting(monkeypatch) -> list[str]:
    parsed: list[str] = []
    real = fetch.parse_with

    def parse_with(engine, text, **options):
        parsed.append(options["url"])
        return real(engine, text, **options)
    monkeypatch.setattr(fetch, "parse_with", parse_with)
    return parsed


@responses.activate
def test_a_re_tally_parses_no_unchanged_page(tmp_path, monkeypatch):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    first = tally(tmp_path)
    parsed = _counting(monkeypatch)
    assert tally(tmp_path) == first
    assert board.fetched() == ["1", "2", "2"] and parsed == []


@responses.activate
def test_a_page_whose_text_changed_is_read_again(tmp_path, monkeypatch):
    Board(responses, {1: PAGE1, 2: PAGE2})
    first = tally(tmp_path)
    assert any(p.author == "Anselmo" for p in first)
    page_one = next(tmp_path.rglob("page-0001.txt"))
    page_one.write_text(page_one.read_text(encoding="utf-8").replace("Anselmo", "Anselma"), encoding="utf-8")
    parsed = _counting(monkeypatch)
    again = tally(tmp_path)
    assert len(parsed) == 1 and parsed[0].endswith("1")
    renamed = [p.author for p in again if p.author == "Anselma"]
    assert renamed and len(again) == len(first)
    assert sum(p.author == "Anselmo" for p in again) == sum(p.author == "Anselmo" for p in first) - len(renamed)
