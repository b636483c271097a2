"""`lupus-mod preview` and `lupus-mod report` on every example game, from its outputs."""
from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.commands.app import app
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import ROOT, copy_example

# Every example: the default night/day loop is played by `night` and `day`, a declared loop
# (Acchiappastreghe) by `round`; `recap` and `report` serve both.
GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "game.toml").exists())


def play(runner, game: Path) -> None:
    """Every night and day (or giornata) of the example, then the recap: the outputs a GM would have."""
    if load_game(game).ruleset.loop.declared:
        for turn in sorted(game.glob("nights/*.txt"), key=lambda p: int(p.stem)):
            result = runner.invoke(app, ["round", turn.stem, "--game", str(game)])
            assert result.exit_code == 0, result.output
        assert runner.invoke(app, ["recap", "--game", str(game)]).exit_code == 0
        return
    for night in sorted(game.glob("nights/*.txt"), key=lambda p: int(p.stem)):
        result = runner.invoke(app, ["night", night.stem, "--game", str(game)])
        assert result.exit_code == 0, result.output
        day = game / "days" / f"{night.stem}.toml"
        if day.exists():
            result = runner.invoke(app, ["day", night.stem, "--game", str(game)])
            assert result.exit_code == 0, result.output
    assert runner.invoke(app, ["recap", "--game", str(game)]).exit_code == 0


def assert_self_contained(page: str) -> None:
    """Nothing in the page loads from anywhere: no external script, style, font or image."""
    assert not re.search(r"<(script|img|link|iframe|audio|video|source)[^>]*\s(src|href)=", page)
    assert "@import" not in page and not re.search(r"url\(\s*['\"]?https?:", page)


@pytest.mark.parametrize("name", GAMES)
def test_preview_shows_every_post_of_every_phase(name: str, tmp_path: Path, runner) -> None:
    game = copy_example(name, tmp_path)
    play(runner, game)
    result = runner.invoke(app, ["preview", "--game", str(game)])
    assert result.exit_code == 0, result.output
    page = (game / "out" / "preview" / "index.html").read_text(encoding="utf-8")
    assert_self_contained(page)
    posts = sorted(p for p in (game / "out").rglob("*.bbcode"))
    assert posts
    for post in posts:
        assert f"<p class=\"file\">{post.relative_to(game).as_posix()}</p>" in page
    # Our own posts are clean: no problem box anywhere.
    assert 'class="problems"' not in page
    assert page.count('<button type="button" class="copy"') == len(posts)
    language = load_game(game).language
    assert f'<html lang="{language}">' in page
    assert ("Copier" if language == "fr" else "Copia") in page


def test_preview_of_one_phase_and_its_names_in_any_language(example_game: Path, runner) -> None:
    play(runner, example_game)
    for spelling in ("night 2", "notte 2", "n2", "night-2"):
        result = runner.invoke(app, ["preview", spelling, "--game", str(example_game), "--json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["phases"] == ["night-2"]
    page = (example_game / "out" / "preview" / "index.html").read_text(encoding="utf-8")
    assert 'id="night-2"' in page and 'id="night-1"' not in page


def test_preview_names_what_is_missing(example_game: Path, runner) -> None:
    result = runner.invoke(app, ["preview", "--game", str(example_game)])
    assert result.exit_code == 1 and "no posts to preview" in result.output
    play(runner, example_game)
    for phase, words in (("day 9", "out/day-9 holds no posts"), ("mercoledì", "is not a phase")):
        result = runner.invoke(app, ["preview", phase, "--game", str(example_game)])
        assert result.exit_code == 1 and words in result.output
        assert "internal error" not in result.output


def test_a_broken_post_is_flagged_in_the_preview_and_by_check(example_game: Path, runner) -> None:
    own = example_game / "templates" / "night"
    own.mkdir(parents=True)
    shipped = (ROOT / "templates" / "night" / "thread.bbcode.j2").read_text(encoding="utf-8")
    # The dawn's title is in every night's post (a [/b] in a macro may never be rendered).
    title = next(text for text in shipped.splitlines() if text.startswith('[b]{{ t("dawn.title"'))
    (own / "thread.bbcode.j2").write_text(shipped.replace(title, title.replace("[/b]", "")),
                                          encoding="utf-8")
    result = runner.invoke(app, ["check", "--game", str(example_game)])
    assert result.exit_code == 1
    line = shipped.splitlines().index(title) + 1
    assert f"templates/night/thread.bbcode.j2:{line}: BBCode: [b] is opened and never closed" in result.output
    written = runner.invoke(app, ["night", "1", "--game", str(example_game)])
    assert written.exit_code == 0
    # The post is written (the GM may fix it by hand), and the command says it is broken.
    assert ("warning: out/night-1/thread.bbcode:1: BBCode: [b] is opened and never closed "
            "(written by night/thread.bbcode.j2)") in written.stderr, written.stderr
    assert "lupus-mod preview" in written.stderr
    result = runner.invoke(app, ["preview", "--game", str(example_game)])
    assert result.exit_code == 0
    page = (example_game / "out" / "preview" / "index.html").read_text(encoding="utf-8")
    assert "riga 1: [b] è aperto e mai chiuso" in page


def test_the_preview_flags_tags_the_board_does_not_render(tmp_path: Path, runner) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    config = game / "game.toml"
    assert "[forum]" not in config.read_text(encoding="utf-8")
    config.write_text(config.read_text(encoding="utf-8") + '\n[forum]\nengine = "phpbb"\n', encoding="utf-8")
    play(runner, game)
    assert runner.invoke(app, ["preview", "--game", str(game)]).exit_code == 0
    page = (game / "out" / "preview" / "index.html").read_text(encoding="utf-8")
    # The full recap hides the orders in a spoiler, which phpBB does not have by default.
    assert page.count("questo forum non mostra il tag [spoiler]") == 1


def _votes(game: Path) -> None:
    """Day 1's tally of the Cowboys & Aliens example, read from posts given directly."""
    rome = ZoneInfo("Europe/Rome")
    start = datetime(2026, 11, 2, 9, 0, tzinfo=rome)
    rows = [("Calamity", "voto Rattlesnake"), ("Falco", "voto Wyatt"), ("Wyatt", "voto Rattlesnake"),
            ("Falco", "cambio: voto Rattlesnake")]
    posts = tuple(Post(str(900 + n), n, author, start + timedelta(minutes=30 * n),
                       f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                  for n, (author, text) in enumerate(rows, 1))
    run_tally(load_game(game), TallyRequest(1, from_post="901"), posts=posts)


# A day as players write it: votes, a change of mind, quoted and reported votes, a mention, a
# misspelt name, a withdrawal, the GM's own words and a nickname that plays no slot; each post
# with the tally's verdict the report must show (issue 24: "true post-game pages").
THREAD = [("Calamity", "voto Rattlesnake", "contato"),
          ("Falco", "voto Wyatt", "sostituito da un'azione successiva"),
          ("Wyatt", "voto Rattlesnake", "contato"),
          ("Falco", "cambio: voto Rattlesnake", "contato"),
          ("Doc", "Falco ha scritto «voto Wyatt»", "parole d'altri, riferite o citate: non è un voto"),
          ("Corvo", "Django vota Falco", "parole d'altri, riferite o citate: non è un voto"),
          ("Jolene", "Ieri ho votato Wyatt", "parla di un voto, non vota"),
          ("Django", "voto Ratlesnake", "nome non riconosciuto (forse Rattlesnake?)"),
          ("Sconosciuto", "voto Wyatt", "voto di chi non gioca"),
          ("Tumbleweed", "voto Falco", "sostituito da un'azione successiva"),
          ("Tumbleweed", "tolgo il voto", "contato"),
          ("Yeatu", "ricordo a tutti: voto Wyatt si scrive così", "scritto dal GM")]


def _thread(game: Path, rows=tuple((a, t) for a, t, _ in THREAD), minutes: int = 20) -> None:
    """Day 1's tally of the Cowboys & Aliens example from these posts, one every `minutes`."""
    rome = ZoneInfo("Europe/Rome")
    start = datetime(2026, 11, 2, 9, 0, tzinfo=rome)
    posts = tuple(Post(str(900 + n), n, author, start + timedelta(minutes=minutes * n),
                       f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                  for n, (author, text) in enumerate(rows, 1))
    run_tally(load_game(game), TallyRequest(1, from_post="901"), posts=posts)


def test_the_report_shows_the_tallys_verdict_on_every_vote(tmp_path: Path, runner) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    _thread(game)
    assert runner.invoke(app, ["report", "--game", str(game)]).exit_code == 0
    page = (game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr><td><a [^>]*>[^<]*</a></td><td>([^<]*)</td><td>([^<]*)</td>"
                      r"<td>[^<]*</td><td>([^<]*)</td></tr>", page)
    shown = {(voter, verdict.replace("&#39;", "'")) for voter, _, verdict in rows}
    assert len(rows) == len(THREAD)
    for author, _, verdict in THREAD:
        assert (author, verdict) in shown, (author, verdict, sorted(shown))
    # A misspelt name is shown as written, never as a withdrawn vote.
    assert ("Django", "voto Ratlesnake") in {(v, label) for v, label, _ in rows}
    assert "<th scope=\"col\">Perché</th>" in page


@pytest.mark.parametrize("name", GAMES)
def test_the_report_of_every_example_game(name: str, tmp_path: Path, runner) -> None:
    game = copy_example(name, tmp_path)
    result = runner.invoke(app, ["report", "--game", str(game), "--force"])
    assert result.exit_code == 0, result.output
    page = (game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    assert_self_contained(page)
    for player in load_game(game).players:
        assert player.name in page


def test_the_report_waits_for_the_end_of_the_game(example_game: Path, runner) -> None:
    result = runner.invoke(app, ["report", "--game", str(example_game)])
    assert result.exit_code == 1 and "the game is not over" in result.output
    assert not (example_game / "out" / "report").exists()
    result = runner.invoke(app, ["report", "--game", str(example_game), "--force"])
    assert result.exit_code == 0, result.output
    page = (example_game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    assert "la partita non è finita" in page


def test_the_report_tells_the_whole_game(tmp_path: Path, runner) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    _votes(game)
    result = runner.invoke(app, ["report", "--game", str(game)])
    assert result.exit_code == 0, result.output
    page = (game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    assert_self_contained(page)
    final = load_game(game)
    # The deal and the winners, every night's orders, the day's votes as a timeline.
    for player in final.players:
        assert f"<strong>{player.name}</strong>" in page
    assert "La partita è finita!" in page and "<summary>Azioni</summary>" in page
    assert '<svg role="img"' in page
    assert page.count("<circle ") == 4
    assert "<td>Falco</td><td>Wyatt</td><td>no</td>" in page
    assert "<td>Falco</td><td>Rattlesnake</td><td>sì</td>" in page


def test_round_warns_of_a_broken_post_it_writes(tmp_path: Path, runner) -> None:
    game = copy_example("acchiappastreghe", tmp_path)
    own = game / "templates" / "round"
    own.mkdir(parents=True)
    shipped = (ROOT / "templates" / "round" / "thread.bbcode.j2").read_text(encoding="utf-8")
    (own / "thread.bbcode.j2").write_text(shipped.replace("[/b]", "", 1), encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert re.search(r"warning: out/round-1/\w+\.bbcode:\d+: BBCode: \[b\] is opened and never closed "
                     r"\(written by round/thread\.bbcode\.j2\)", result.stderr), result.stderr
