"""Mutation fuzzer over the saved pages of every forum engine the tally reads
(tests/fixtures/forum/<case>/: Invision 4 and 5, ForumFree, SMF, vBulletin 3/4/5, XenForo,
Discourse and Misago answers, Forumactif, a generic board): the day's pages are damaged the way
a browser, a disk or a player damages them and `tally 1 --html PAGE...` (or `thread 1`, which
prints every post and nickname) is run in-process on an
example game whose players carry the fixture's authors as aliases.

The damages: a page cut off in the middle of a post or without its end (the pagination and
what follows), saved in Latin-1 without a charset tag, with a charset tag that lies (both ways),
given twice, replaced by a page of another thread, empty, a nickname or a post holding control
characters and OSC/CSI escapes, a post of megabytes, quotes nested hundreds deep.

Whatever the damage, `tally` either reads the pages right (the same words as the pages
undamaged) or stops with an error that names the file (docs/tally.md "Damaged pages"):

- no traceback, no internal error, exit code 0, 1, 3 or 4;
- a page cut off, empty or of another thread is an error naming that page;
- a damage that changes no post (an encoding, a duplicated page, a huge or deeply quoted post of
  the GM) gives exactly the undamaged count, or an error naming the page: never another count;
- no ESC or other C0 control character reaches the terminal.

CI runs 25 examples (FUZZ_EXAMPLES, default 25); by hand, `FUZZ_EXAMPLES=2000 pytest
tests/test_damaged_board_pages_fuzz.py` runs more (what it finds becomes a regular test in
tests/forum/test_damaged_pages.py).
"""
from __future__ import annotations

import functools
import html
import json
import os
import re
import shutil
import tempfile
import tomllib
from datetime import datetime
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT
from tests.forum.fixture_variants import CASES, FIXTURES

GM = ("Narratore", "narratore", "Meneur")
UNTIL = "2026-10-17 22:00"
# Damages after which the pages hold the same posts: the count must not move.
SAME = ("latin1", "meta-lies", "latin1-meta-utf8", "twice", "huge", "nested")
# Damages after which the pages cannot be read right: the tally must stop.
REFUSED = ("cut", "no-end", "empty", "other")
DAMAGES = (*SAME, *REFUSED, "escape-nick", "escape-post")
ESCAPES = ("\x1b]0;owned\x07", "\x1b[2J", "\x1b]52;c;ZWNobyBoaQ==\x07", "\x1b[31m", "\x9b31m", "\x07\x08\r",
           "\x00", "\u202e")


def _expected(case: str) -> dict:
    return tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))


def _game(case: str, tmp: Path) -> tuple[Path, list[Path]]:
    """licantropi with the fixture's authors as its players' aliases and its GM, and the
    fixture's pages saved in the folder, dated when the fixture was saved."""
    expected = _expected(case)
    game = tmp / "game"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out", ".cache"))
    authors = sorted({post["author"] for post in expected["post"]} - set(GM))
    blocks = (game / "players.toml").read_text(encoding="utf-8").split("[[player]]")
    for n, author in enumerate(authors, start=1):
        blocks[n] = blocks[n].rstrip("\n") + f"\naliases = [{json.dumps(author)}]\n\n"
    (game / "players.toml").write_text("[[player]]".join(blocks), encoding="utf-8")
    config = (game / "game.toml").read_text(encoding="utf-8")
    config = config.replace('gm = ["Mastro Zoli"]', f"gm = {json.dumps(['Mastro Zoli', *GM])}")
    if "generic" in expected:
        config += "\n[forum]\nengine = \"generic\"\n\n[forum.generic]\n" + "".join(
            f"{key} = {json.dumps(value)}\n" for key, value in expected["generic"].items())
    (game / "game.toml").write_text(config, encoding="utf-8")
    pages = []
    for name in expected["source"]["pages"]:
        shutil.copy(FIXTURES / case / name, game / name)
        pages.append(game / name)
    return game, pages


def _run(game: Path, pages: list[Path], case: str, command: str = "tally") -> tuple[int, str]:
    saved = datetime.fromisoformat(_expected(case)["source"]["now"]).timestamp()
    for page in pages:
        if page.exists():
            os.utime(page, (saved, saved))    # "Oggi" is read against when the page was saved
    result = CliRunner().invoke(app, [command, "1", "--html", *map(str, pages), "--until", UNTIL,
                                      "--game", str(game)])
    return result.exit_code, result.output.replace(str(game) + "/", "")


@functools.cache
def _undamaged(case: str, command: str) -> tuple[int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        game, pages = _game(case, Path(tmp))
        return _run(game, pages, case, command)


def _json(case: str) -> bool:
    return _expected(case)["source"]["pages"][0].endswith(".json")


def _anchors(case: str, text: str, gm_only: bool) -> list[int]:
    """Where the posts' own words are on a page (the GM's only, when asked): inside a post."""
    found = []
    for post in _expected(case)["post"]:
        if gm_only and post["author"] not in GM:
            continue
        for words in post.get("in_text", ()):
            for form in (words, html.escape(words, quote=False), json.dumps(words)[1:-1]):
                at = text.find(form)
                if at >= 0:
                    found.append(at + len(form) // 2)
                    break
    return sorted(set(found))


def _inserted(text: str, at: int, words: str, case: str) -> str:
    if _json(case):
        words = json.dumps(words)[1:-1]     # a JSON answer holds them escaped
    return text[:at] + words + text[at:]


def _damage(case: str, kind: str, where: int, escape: str, pages: list[Path]) -> list[Path]:
    """Damage the pages in place; the pages to give `tally`, in order."""
    page = pages[where % len(pages)]
    data = page.read_bytes()
    text = data.decode("latin-1") if b"charset=ISO-8859-1" in data[:2000] else data.decode("utf-8")
    anchors = _anchors(case, text, gm_only=kind in ("huge", "nested"))
    if kind == "twice":
        return [pages[0], *pages]
    if kind == "other":
        # Never the case itself: its own page in its place would be no damage.
        others = [c for c in CASES if c != case]
        other = FIXTURES / others[where % len(others)]
        stranger = sorted(other.glob("page-*"))[where % 2]
        page.write_bytes(stranger.read_bytes())
        return pages
    if kind == "empty":
        page.write_bytes((b"", b"\n", b"<html></html>", b"<html><body></body></html>")[where % 4])
        return pages
    if kind == "latin1":
        untagged = re.sub(r"<meta[^>]*charset[^>]*>", "", text, flags=re.I)
        page.write_bytes(untagged.encode("latin-1", "xmlcharrefreplace"))
    elif kind == "meta-lies":
        page.write_bytes(re.sub(r'charset="?[\w-]+"?', 'charset="iso-8859-1"', text, flags=re.I).encode("utf-8"))
    elif kind == "latin1-meta-utf8":
        lying = re.sub(r"<meta[^>]*charset[^>]*>", '<meta charset="utf-8">', text, flags=re.I)
        page.write_bytes(lying.encode("latin-1", "xmlcharrefreplace"))
    elif kind == "no-end":
        last = max(_anchors(case, text, gm_only=False) or [len(text) // 2])
        page.write_bytes(text[:last + (where % max(len(text) - last - 20, 1))].encode("utf-8"))
    elif not anchors:
        assume(False)
    elif kind == "cut":
        page.write_bytes(text[:anchors[where % len(anchors)]].encode("utf-8"))
    elif kind == "escape-nick":
        authors = sorted({post["author"] for post in _expected(case)["post"]} - set(GM))
        name = authors[where % len(authors)]
        spoiled = name[:1] + (escape if not _json(case) else json.dumps(escape)[1:-1]) + name[1:]
        page.write_bytes(text.replace(name, spoiled).encode("utf-8"))
    elif kind == "escape-post":
        page.write_bytes(_inserted(text, anchors[where % len(anchors)], escape * 3, case).encode("utf-8"))
    elif kind == "huge":
        page.write_bytes(_inserted(text, anchors[0], " bla" * 500_000, case).encode("utf-8"))
    elif kind == "nested":
        depth = 300 + where % 400
        nest = "<blockquote><div>" * depth + "bla" + "</div></blockquote>" * depth
        assume(not _json(case))
        page.write_bytes(_inserted(text, anchors[0], nest, case).encode("utf-8"))
    return pages


def _names_a_page(output: str, pages: list[Path]) -> bool:
    names = {page.name for page in pages}
    return any(line.startswith("error: ") and line[len("error: "):].split(":")[0] in names
               for line in output.splitlines())


@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "25")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.sampled_from(CASES), st.sampled_from(DAMAGES), st.integers(0, 10**6), st.sampled_from(ESCAPES),
       st.sampled_from(("tally", "thread")))
def test_a_damaged_board_page_is_read_right_or_refused_naming_it(case: str, kind: str, where: int,
                                                                  escape: str, command: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        game, pages = _game(case, Path(tmp))
        given_pages = _damage(case, kind, where, escape, pages)
        code, output = _run(game, given_pages, case, command)
    assert code in (0, 1, 3, 4), output
    assert "Traceback" not in output and "internal error" not in output, output
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", output), repr(output)
    if code == 1:
        assert _names_a_page(output, given_pages) or kind in ("escape-nick",), output
    if kind in REFUSED:
        assert code == 1, output
    # `thread` prints the posts' text: a huge or deeply quoted post is shown as it is.
    if kind in SAME and code != 1 and not (command == "thread" and kind in ("huge", "nested")):
        assert (code, output) == _undamaged(case, command), output
