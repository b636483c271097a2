"""The PM logs of a day's second ballots (days/D-runoff.txt, days/D-revote.txt) are files the
tally reads: `check` must not call them unread, and must still name a misnamed one."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.lifecycle.play import cli

EXAMPLE = Path(__file__).resolve().parent.parent / "games" / "licantropi"


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    target = tmp_path / "licantropi"
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns("out"))
    return target


def _unread(game: Path) -> list[str]:
    report = json.loads(cli("check", "--game", game, "--json").stdout)
    return [w["file"] for w in report["warnings"] if "-r" in w["file"] or ".bak" in w["file"]]


def test_the_new_votes_pm_log_is_read_by_the_tally_not_unread(game: Path) -> None:
    assert (game / "days" / "4-revote.txt").is_file()
    assert _unread(game) == []
    counted = json.loads(cli("tally", "4", "--revote", "--game", game, "--json").stdout)
    assert {"note": "runoff-from-log", "file": "days/4-revote.txt"} in counted["notes"]


@pytest.mark.parametrize("misnamed", ["4-revote.txt.bak", "4-rivotazione.txt", "4-runoff.txt.bak"])
def test_a_misnamed_ballot_log_is_still_unread(game: Path, misnamed: str) -> None:
    (game / "days" / misnamed).write_text("## Quercia @ 2026-11-08 22:20\nvoto Zanna\n", encoding="utf-8")
    assert _unread(game) == [f"days/{misnamed}"]


def test_a_vote_of_the_pm_log_is_named_by_its_file_and_line(game: Path) -> None:
    """The GM finds a flagged vote of days/D-runoff.txt at its line, never as "post L9"; the
    audit's window is the log's PMs, not "from the start of the thread"."""
    log = game / "days" / "1-runoff.txt"
    log.write_text(log.read_text(encoding="utf-8") + "## Quercia @ 2026-11-02 22:30\nvoto Rosaspina\n",
                   encoding="utf-8")
    late = len(log.read_text(encoding="utf-8").splitlines()) - 1
    shown = cli("tally", "1", "--runoff", "--game", game, "--force").stdout
    assert f"days/1-runoff.txt:{late}  Quercia" in shown and "post L" not in shown, shown
    audit = (game / "out" / "day-1" / "runoff-audit.md").read_text(encoding="utf-8")
    assert "dall'inizio del thread" not in audit and "i PM del registro" in audit
    assert f"[days/1-runoff.txt:{late}](days/1-runoff.txt:{late})" in audit


def test_a_message_of_the_pm_log_without_a_vote_is_named(game: Path) -> None:
    """"Non so ancora" in a ballot's PM: no vote is read, and the count says so at its line."""
    log = game / "days" / "1-runoff.txt"
    log.write_text(log.read_text(encoding="utf-8") + "## Quercia @ 2026-11-02 21:50\nNon so ancora\n",
                   encoding="utf-8")
    line = len(log.read_text(encoding="utf-8").splitlines()) - 1
    counted = json.loads(cli("tally", "1", "--runoff", "--game", game, "--json", "--force").stdout)
    assert {"note": "log-no-vote", "where": f"days/1-runoff.txt:{line}", "author": "Quercia",
            "text": "Non so ancora"} in counted["notes"]
    shown = cli("tally", "1", "--runoff", "--game", game, "--force").stdout
    assert f"days/1-runoff.txt:{line}: Quercia ha scritto «Non so ancora»" in shown
    log.write_text(log.read_text(encoding="utf-8").replace("\nNon so ancora\n", "\nvoto Ombroso\n"),
                   encoding="utf-8")
    counted = json.loads(cli("tally", "1", "--runoff", "--game", game, "--json", "--force").stdout)
    assert not [n for n in counted["notes"] if n["note"] == "log-no-vote"]


def test_a_candidate_s_name_alone_in_a_ballot_pm_is_a_doubt_at_its_line(game: Path) -> None:
    """"Ombroso" alone in a ballot's PM: most likely the vote, but no vote form is written;
    the GM settles it at its line, it is neither counted unasked nor dropped."""
    log = game / "days" / "1-runoff.txt"
    log.write_text(log.read_text(encoding="utf-8") + "## Quercia @ 2026-11-02 21:50\nOmbroso\n", encoding="utf-8")
    line = len(log.read_text(encoding="utf-8").splitlines()) - 1
    counted = json.loads(cli("tally", "1", "--runoff", "--game", game, "--json", "--force").stdout)
    doubt = next(a for a in counted["anomalies"] if a["permalink"] == f"days/1-runoff.txt:{line}")
    assert (doubt["voter"], doubt["status"], doubt["target"]) == ("Quercia", "doubt", "Ombroso")
    assert doubt["settle"] == f'days/1.toml → [corrections] "L{line}" = "Ombroso"'


@pytest.mark.parametrize("words", ["Ombroso ovviamente", "ciao master, Ombroso direi"])
def test_a_candidate_named_with_other_words_in_a_ballot_pm_is_a_doubt(game: Path, words: str) -> None:
    """"Ombroso ovviamente" sent for the ballot: a PM to the GM meant as the vote, naming a
    candidate with no vote form — a doubt at its line, never only a note with the voter listed
    as not voting."""
    log = game / "days" / "1-runoff.txt"
    log.write_text(log.read_text(encoding="utf-8") + f"## Quercia @ 2026-11-02 21:50\n{words}\n", encoding="utf-8")
    line = len(log.read_text(encoding="utf-8").splitlines()) - 1
    counted = json.loads(cli("tally", "1", "--runoff", "--game", game, "--json", "--force").stdout)
    doubt = next(a for a in counted["anomalies"] if a["permalink"] == f"days/1-runoff.txt:{line}")
    assert (doubt["voter"], doubt["status"]) == ("Quercia", "doubt")
    assert doubt["settle"] == f'days/1.toml → [corrections] "L{line}" = "Ombroso"'
    assert not [n for n in counted["notes"] if n["note"] == "log-no-vote"]
    shown = cli("tally", "1", "--runoff", "--game", game, "--force")
    # Listed with its settle line; Rosaspina taken out, the ballot holds Ombroso alone, so no
    # answer can turn it: the result is stated, not held back as provisional.
    assert f'[corrections] "L{line}" = "Ombroso"' in shown.stdout
    assert "PROVVISORIO" not in shown.stdout and "Ombroso" in shown.stdout.split("Da controllare")[0]


def test_a_vote_of_the_pm_log_without_its_time_stops_at_its_line(game: Path) -> None:
    """An untimed header: the vote's time decides lateness and the first decisive vote, and the
    file's save time would change the count with a `touch`: an error at the line, no output."""
    log = game / "days" / "5-runoff.txt"
    text = log.read_text(encoding="utf-8")
    log.write_text(text.replace("## Quercia @ 2026-11-07 21:15", "## Quercia"), encoding="utf-8")
    line = text.splitlines().index("## Quercia @ 2026-11-07 21:15") + 1
    run = cli("tally", "5", "--runoff", "--game", game, ok=False)
    assert run.exit_code != 0 and f"days/5-runoff.txt:{line}:" in run.output, run.output
    assert not (game / "out" / "day-5" / "runoff.json").exists()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8-sig"])
def test_the_pm_log_is_read_as_the_night_logs_are(game: Path, encoding: str) -> None:
    """UTF-16 with its BOM and UTF-8 with one, as every file the GM writes (inputs/folder.py)."""
    log = game / "days" / "5-runoff.txt"
    before = json.loads(cli("tally", "5", "--runoff", "--game", game, "--json").stdout)
    log.write_bytes(log.read_text(encoding="utf-8").encode(encoding))
    after = json.loads(cli("tally", "5", "--runoff", "--game", game, "--json").stdout)
    assert after["totals"] == before["totals"] and after["burned"] == before["burned"]


def test_a_runoff_candidate_with_no_vote_is_still_in_its_post(game: Path) -> None:
    """Every ballottaggio vote went to Ombroso: the post still names Rosaspina, with 0, so the
    thread sees who stood (a post listing Ombroso alone reads as a one-man ballot)."""
    record = game / "days" / "1.toml"
    record.write_text(record.read_text(encoding="utf-8").replace('tolgo = "Rosaspina"\n', ""), encoding="utf-8")
    (game / "days" / "1-runoff.txt").write_text(
        "## Lunaria @ 2026-11-02 21:10\nvoto Ombroso\n## Zanna @ 2026-11-02 21:20\nvoto Ombroso\n", encoding="utf-8")
    counted = json.loads(cli("tally", "1", "--runoff", "--game", game, "--json", "--force").stdout)
    assert counted["unvoted"] == ["Rosaspina"] and counted["totals"] == {"Ombroso": 2}
    post = (game / "out" / "day-1" / "runoff.bbcode").read_text(encoding="utf-8")
    assert "[b]Ombroso[/b] - 2" in post and "[b]Rosaspina[/b] - 0" in post


@pytest.mark.parametrize("flag", ["runoff", "revote", "election"])
def test_a_ballot_s_doubt_hint_runs_that_ballot_again(flag: str) -> None:
    """The hint after a doubt of a second ballot counts that ballot again, with its own flag
    (a runoff's doubts are settled by `tally D --runoff`, not by the day's count)."""
    from lupus_mod.tally.request import TallyRequest
    assert f"`lupus-mod tally 1 --{flag}`" in TallyRequest(1, **{flag: True}).doubt_hint("post-hint")
    assert "--" not in TallyRequest(1).doubt_hint("post-hint").replace("--game", "")
