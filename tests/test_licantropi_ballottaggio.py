"""Licantropi's day, counted: the votazione's post says who the Avvocato took out of the
ballottaggio already recorded (`tolgo`), and a second tie of the ballottaggio condemns nobody
(l.108–110: "Dibattito e nuova votazione. In caso di ulteriore pareggio, non muore nessuno"),
recorded as such even when the GM counts it with `--runoff --force`."""
from __future__ import annotations

import tomllib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

runner = CliRunner()


def _posts(*rows: tuple[str, str]) -> tuple[Post, ...]:
    start = datetime(2026, 11, 2, 18, 0, tzinfo=ZoneInfo("Europe/Rome"))
    return tuple(Post(str(900 + n), n, author, start + timedelta(minutes=n),
                      f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                 for n, (author, text) in enumerate(rows, start=1))


def _run(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_the_votazione_post_says_who_the_avvocato_took_out(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "901"\n', encoding="utf-8")
    _run("night", "1", "--game", str(game))
    posts = _posts(("Mastro Zoli", "Si apre la votazione del giorno 1."),
                   ("Lunaria", "voto Ombroso"), ("Merlina", "voto Rosaspina"),
                   ("Podesta", "voto Ombroso"), ("Zanna", "voto Rosaspina"), ("Quercia", "voto Ombroso"),
                   ("Bacco", "voto Zappa"))
    run_tally(load_game(game), TallyRequest(1, html=()), posts=posts)
    post = (game / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert "Va al ballottaggio Ombroso. Rosaspina è stata tolta dal ballottaggio." in post
    assert "Vanno al ballottaggio" not in post


def _tied_day(tmp_path: Path) -> Path:
    """Day 1 of the example with a tied ballottaggio (nobody taken out) and its tied new vote."""
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', ""), encoding="utf-8")
    (game / "days" / "1-runoff.txt").write_text(
        "## Lunaria @ 2026-11-02 21:10\nvoto Ombroso\n## Merlina @ 2026-11-02 21:12\nvoto Rosaspina\n",
        encoding="utf-8")
    (game / "days" / "1-revote.txt").write_text(
        "## Quercia @ 2026-11-02 22:30\nvoto Ombroso\n## Zanna @ 2026-11-02 22:32\nvoto Rosaspina\n",
        encoding="utf-8")
    _run("night", "1", "--game", str(game))
    _run("tally", "1", "--runoff", "--record", "--game", str(game))
    return game


def test_a_second_tie_counted_as_the_ballottaggio_again_condemns_nobody(tmp_path: Path) -> None:
    game = _tied_day(tmp_path)
    record = tomllib.loads((game / "days" / "1.toml").read_text(encoding="utf-8"))
    assert record["revote"]["candidates"] == ["Ombroso", "Rosaspina"] and "burned" not in record
    # The GM counts the new vote as "the ballottaggio" again, replacing what was recorded.
    output = _run("tally", "1", "--runoff", "--record", "--force", "--game", str(game))
    assert "questo è il conteggio della nuova votazione" in output
    record = tomllib.loads((game / "days" / "1.toml").read_text(encoding="utf-8"))
    assert record["burned"] == ""
    post = (game / "out" / "day-1" / "revote.bbcode").read_text(encoding="utf-8")
    assert "Ancora parità tra Ombroso e Rosaspina: non muore nessuno." in post
    _run("day", "1", "--game", str(game))
    day_post = (game / "out" / "day-1" / "thread.bbcode").read_text(encoding="utf-8")
    assert "Anche la nuova votazione finisce in parità: non muore nessuno." in day_post
    _run("night", "2", "--game", str(game))


def test_a_day_waiting_for_its_new_vote_names_the_count_to_run(tmp_path: Path) -> None:
    game = _tied_day(tmp_path)
    result = runner.invoke(app, ["night", "2", "--game", str(game)])
    assert result.exit_code == 1
    assert "day 1 is not over" in result.output and "lupus-mod tally 1 --revote --record" in result.output


def _mercante(game: Path) -> None:
    """Quercia plays the Mercante ("Il suo voto vale doppio"), a secret double vote."""
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    start = text.index('name = "Quercia"')
    players.write_text(text[:start] + text[start:].replace('role = "druido"', 'role = "mercante"', 1),
                       encoding="utf-8")


def test_a_ballottaggio_sent_by_pm_is_posted_as_a_secret_ballot(tmp_path: Path) -> None:
    """l.106: "Il master fa chiudere gli occhi e chiede i voti": the post of votes sent by PM
    gives totals (the Mercante's double among them) and the result, never a voter."""
    game = copy_example("licantropi", tmp_path)
    _mercante(game)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', ""), encoding="utf-8")
    (game / "days" / "1-runoff.txt").write_text(
        "## Quercia @ 2026-11-02 21:05\nvoto Ombroso\n## Lunaria @ 2026-11-02 21:10\nvoto Rosaspina\n"
        "## Merlina @ 2026-11-02 21:12\nvoto Rosaspina\n## Ombroso @ 2026-11-02 21:13\nvoto Rosaspina\n",
        encoding="utf-8")
    _run("night", "1", "--game", str(game))
    _run("tally", "1", "--runoff", "--game", str(game))
    post = (game / "out" / "day-1" / "runoff.bbcode").read_text(encoding="utf-8")
    assert "[b]Ombroso[/b] - 2\n[b]Rosaspina[/b] - 2\n" in post
    assert "Parità tra Ombroso e Rosaspina: dibattito e nuova votazione tra Ombroso e Rosaspina." in post
    assert not any(name in post for name in ("Quercia", "Lunaria", "Merlina", "peso segreto", "non validi"))
    audit = (game / "out" / "day-1" / "runoff-audit.md").read_text(encoding="utf-8")
    assert "Quercia" in audit and "Merlina" in audit


def test_a_secret_weight_deciding_a_ballottaggio_in_the_thread_only_condemns(tmp_path: Path) -> None:
    """l.113–118: the ballottaggio condemns; the Oratore and the Sindaco act before the stake is
    told. A result a secret weight decided says so in those words, and a tie calls the new vote."""
    game = copy_example("licantropi", tmp_path)
    _mercante(game)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', "").replace("[runoff]\n", '[runoff]\nopened_post = "901"\n'),
                   encoding="utf-8")
    (game / "days" / "1-runoff.txt").unlink()     # the ballottaggio is voted in the thread
    _run("night", "1", "--game", str(game))
    opening = ("Mastro Zoli", "Si apre il ballottaggio.")
    won = _posts(opening, ("Quercia", "voto Ombroso"), ("Lunaria", "voto Rosaspina"))
    run_tally(load_game(game), TallyRequest(1, html=(), runoff=True), posts=won)
    post = (game / "out" / "day-1" / "runoff.bbcode").read_text(encoding="utf-8")
    assert ("Il risultato tiene conto di voti dal peso segreto: la condanna al rogo va a [b]Ombroso[/b]; "
            "l'esito del rogo sarà annunciato nel post del giorno.") in post
    assert "va al rogo" not in post
    tied = _posts(opening, ("Quercia", "voto Ombroso"), ("Lunaria", "voto Rosaspina"), ("Merlina", "voto Rosaspina"))
    run_tally(load_game(game), TallyRequest(1, html=(), runoff=True), posts=tied)
    post = (game / "out" / "day-1" / "runoff.bbcode").read_text(encoding="utf-8")
    assert ("Il risultato tiene conto di voti dal peso segreto: dibattito e nuova votazione tra "
            "Ombroso e Rosaspina.") in post
    assert "si va al ballottaggio" not in post


def _votazione(tmp_path: Path) -> Path:
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', "") + 'opened_post = "901"\n', encoding="utf-8")
    _run("night", "1", "--game", str(game))
    return game


VOTAZIONE = (("Mastro Zoli", "Si apre la votazione del giorno 1."),
             ("Lunaria", "voto Ombroso o forse Rosaspina"), ("Merlina", "voto Rosaspina"),
             ("Podesta", "voto Ombroso"), ("Zanna", "voto Rosaspina"), ("Quercia", "voto Ombroso"),
             ("Bacco", "voto Zappa"), ("Lunaria", "ok deciso: voto Ombroso"))


def test_a_doubt_its_voter_replaced_with_a_later_vote_does_not_stop_the_record(tmp_path: Path) -> None:
    # Lunaria's "o forse" is a doubt, but her later vote replaces whatever it meant: the
    # votazione's result cannot change with its answer, and is recorded.
    game = _votazione(tmp_path)
    run_tally(load_game(game), TallyRequest(1, html=(), record=True), posts=_posts(*VOTAZIONE))
    record = tomllib.loads((game / "days" / "1.toml").read_text(encoding="utf-8"))
    assert record["runoff"]["candidates"] == ["Ombroso", "Rosaspina"]


def test_a_doubt_left_as_its_voter_last_word_still_stops_the_record(tmp_path: Path) -> None:
    game = _votazione(tmp_path)
    before = (game / "days" / "1.toml").read_bytes()
    try:
        run_tally(load_game(game), TallyRequest(1, html=(), record=True), posts=_posts(*VOTAZIONE[:-1]))
    except TallyError as error:
        assert "still to settle" in str(error)
    else:
        raise AssertionError("recorded with a doubt open")
    assert (game / "days" / "1.toml").read_bytes() == before


def test_the_ballottaggio_s_posts_in_the_same_thread_are_no_late_votes_of_the_day(tmp_path: Path) -> None:
    """l.105–106: after the votazione the GM opens the ballottaggio in the same thread
    (`[runoff] opened_post`); the posts from his on are the ballottaggio's votes, which `tally 1
    --runoff` counts: the day's post lists none of them as «fuori tempo»."""
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "").replace('tolgo = "Rosaspina"\n', "")
                   .replace("[runoff]\n", "[runoff]\nopened_post = \"999\"\n"), encoding="utf-8")
    _run("night", "1", "--game", str(game))
    start = datetime(2026, 11, 2, 18, 0, tzinfo=ZoneInfo("Europe/Rome"))
    rows = [("Mastro Zoli", "Si apre la votazione.", 0), ("Lunaria", "voto Ombroso", 10),
            ("Merlina", "voto Rosaspina", 20), ("Quercia", "voto Zappa", 185),
            ("Mastro Zoli", "BALLOTTAGGIO tra Ombroso e Rosaspina", 190),
            ("Podesta", "voto Ombroso", 195), ("Zanna", "voto Rosaspina", 200)]
    posts = tuple(Post(str(995 + n), n, author, start + timedelta(minutes=minutes),
                       f"https://board.example/t/7?p={995 + n}", (Segment(text),))
                  for n, (author, text, minutes) in enumerate(rows))
    outcome = run_tally(load_game(game), TallyRequest(1, html=(), from_post="995"), posts=posts)
    late = [e.action.author for e in outcome.tally.entries if e.fate == "late"]
    assert late == ["Quercia"], late   # 21:05, before the ballottaggio opened: the day's late vote
    assert {"note": "runoff-posts-apart", "post": "999", "count": 3} in outcome.notes
    post = (game / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert post.count("fuori tempo") == 1 and "p=1000" not in post and "p=1001" not in post


def test_the_new_votes_everyday_restatements_offer_each_ballottaggio_vote(tmp_path: Path) -> None:
    """« uguale a prima », « resto dov'ero », « idem » in the new vote: each author's ballottaggio
    vote offered (they were talk, and the new vote condemned on one vote against none)."""
    game = _tied_day(tmp_path)
    (game / "days" / "1-revote.txt").write_text(
        "## Lunaria @ 2026-11-02 22:30\nuguale a prima\n## Merlina @ 2026-11-02 22:32\nresto dov'ero\n"
        "## Quercia @ 2026-11-02 22:33\nvoto Rosaspina\n", encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--revote", "--game", str(game)])
    assert "«uguale a prima» - dubbio" in result.output and "«resto dov'ero» - dubbio" in result.output
    assert '= "Ombroso" (o "none"' in result.output and '= "Rosaspina" (o "none"' in result.output
    assert "condanna al rogo Rosaspina" not in result.output.split("PROVVISORIO")[0]
