"""Broken folders a new GM makes, each told at its file in the game's language, never written
half or passed in silence: a night missing before later ones, a GM named as a player, a file
where an output folder goes, a days/ folder that cannot take the record, a player's escape
sequence quoted in an output, a players.toml or roles.toml value written wrong."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
import tomli_w

from lupus_mod.errors import LupusError
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.lifecycle.folder import make_game, read
from tests.lifecycle.play import cli
from tests.test_tally_shell import _facts_of_the_fake_game, make_game as fake_tally_game, read_day, thread

__all__ = ["_facts_of_the_fake_game"]    # the fake tally game's facts, for the record tests

NIGHT = "# deadline: 2026-10-0{n} 22:30\n## Aldo @ 2026-10-0{n} 21:00\nindago Carlo\n"


@pytest.fixture(autouse=True)
def _games_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """The GM's messages in the game's language (Italian), as a GM reads them."""
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)


def _nights(*labels: int) -> dict[str, str]:
    return {str(n): NIGHT.format(n=n) for n in labels}


def test_status_tells_a_night_missing_before_a_later_one(tmp_path: Path) -> None:
    game = make_game(tmp_path, _nights(1, 3), days={1: 'burned = "Ezio"\n'})
    result = cli("status", "--game", game)
    assert "nights/2.txt: manca il registro della notte" in result.stderr
    assert "la notte 3 esiste, quindi la notte 2 è stata giocata" in result.stderr
    assert "prossima: notte 2" in result.stdout


def test_status_says_nothing_of_a_folder_without_gaps(tmp_path: Path) -> None:
    game = make_game(tmp_path, _nights(1))
    assert cli("status", "--game", game).stderr == ""


@pytest.mark.parametrize("command", [("status",), ("night", "1"), ("tally", "1", "--html", "page.html")])
def test_a_gm_named_as_a_player_stops_every_command(tmp_path: Path, command: tuple[str, ...]) -> None:
    game = make_game(tmp_path, _nights(1))
    config = tomllib.loads(read(game, "game.toml"))
    (game / "game.toml").write_text(tomli_w.dumps({**config, "gm": ["Master", "carlo"]}), encoding="utf-8")
    (game / "page.html").write_text("<html></html>", encoding="utf-8")
    result = cli(*command, "--game", game, ok=False)
    assert result.exit_code == 1
    assert "game.toml:" in result.output and "il GM «carlo» è lo stesso nome del giocatore n. 3 (Carlo)" \
        in result.output


def test_an_escape_sequence_in_a_pm_reaches_the_gm_log_as_code_points(tmp_path: Path) -> None:
    night = NIGHT.format(n=1) + "## Ezio @ 2026-10-01 21:10\nciao \x1b]0;PWNED\x07 e \x1b[2J fine\u202e\n"
    game = make_game(tmp_path, {"1": night})
    cli("night", "1", "--game", game)
    log = read(game, "out/night-1/gm-log.md")
    assert "ciao ‹U+001B›]0;PWNED‹U+0007› e ‹U+001B›[2J fine‹U+202E›" in log
    assert not any(c in log for c in "\x1b\x07\u202e")


@pytest.mark.parametrize("blocking", ["out", "out/night-1"])
def test_a_file_where_an_output_folder_goes_is_named(tmp_path: Path, blocking: str) -> None:
    game = make_game(tmp_path, _nights(1))
    (game / blocking).parent.mkdir(parents=True, exist_ok=True)
    (game / blocking).write_text("appunti\n", encoding="utf-8")
    result = cli("night", "1", "--game", game, ok=False)
    assert result.exit_code == 1
    assert f"{blocking}: è un file, ma i risultati vanno in una cartella con questo nome" in result.output
    assert "spazio" not in result.output
    assert (game / blocking).read_text(encoding="utf-8") == "appunti\n"


def test_a_record_days_cannot_take_leaves_no_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only days/ (os.access says so, as on a read-only mount) stops the tally before
    the first file moves: neither the outputs nor the record are written."""
    game = fake_tally_game(tmp_path)
    (tmp_path / "days").mkdir()
    (tmp_path / "days" / "2.toml").write_text("# giorno 2\n", encoding="utf-8")
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"))
    allowed = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: False if Path(path).name == "days"
                        else allowed(path, mode, **kw))
    with pytest.raises(LupusError) as caught:
        run_tally(game, TallyRequest(2, record=True), posts=posts)
    assert "days" in str(caught.value)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.*"))
    assert read_day(tmp_path, 2) == {}


def test_a_record_that_cannot_move_into_place_undoes_the_outputs(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """days/2.toml writable by os.access but not replaceable (an immutable file, `chattr +i`):
    the outputs moved before it are moved back, the earlier ones restored, and the error names
    days/2.toml (never the staging folder)."""
    game = fake_tally_game(tmp_path)
    (tmp_path / "days").mkdir()
    (tmp_path / "days" / "2.toml").write_text("# giorno 2\n", encoding="utf-8")
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"))
    run_tally(game, TallyRequest(2), posts=posts)
    before = {p: p.read_bytes() for p in (tmp_path / "out").rglob("*.*")}
    moved = os.replace
    def replace(src, dst):
        if Path(src).name == "2.toml" and Path(src).parent == tmp_path / "days":
            raise PermissionError(1, "Operation not permitted", str(src))
        return moved(src, dst)
    monkeypatch.setattr(os, "replace", replace)
    later = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Carla"))
    with pytest.raises(LupusError) as caught:
        run_tally(game, TallyRequest(2, record=True), posts=later)
    assert "days/2.toml" in caught.value.render() and ".staging" not in caught.value.render()
    assert {p: p.read_bytes() for p in (tmp_path / "out").rglob("*.*")} == before
    assert read_day(tmp_path, 2) == {}


def test_a_record_is_written_with_the_outputs(tmp_path: Path) -> None:
    game = fake_tally_game(tmp_path)
    posts = thread(("10:00", "Custode", "Giorno 2"), ("11:00", "Alba", "voto Bruno"))
    outcome = run_tally(game, TallyRequest(2, record=True), posts=posts)
    assert read_day(tmp_path, 2) == {"burned": "Bruno"}
    assert outcome.recorded not in outcome.written
    assert {p.name for p in outcome.written} == {"tally.bbcode", "tally-audit.md", "tally.json"}


@pytest.mark.parametrize(("change", "said", "hint"), [
    ({"role": 3}, "role dev'essere l'id di un ruolo (un testo), non 3",
     "usa l'id di un ruolo di roles.toml (lupus-mod roles)"),
    ({"gender": "x"}, "gender dev'essere \"m\" o \"f\", non 'x'",
     "gender = \"m\" per un giocatore, gender = \"f\" per una giocatrice"),
])
def test_a_players_value_of_the_wrong_kind_says_what_to_write(tmp_path: Path, change: dict, said: str,
                                                             hint: str) -> None:
    from tests.test_nothing_silent import _players
    game = make_game(tmp_path, _nights(1), players=_players(p2=change))
    output = cli("check", "--game", game, ok=False).output
    assert f"players.toml:" in output and said in output and f"→ {hint}" in output


def test_a_roles_toml_table_is_named_in_the_games_language(tmp_path: Path) -> None:
    game = make_game(tmp_path, _nights(1))
    roles = read(game, "roles.toml")
    start = roles.index('id = "veggente"')
    wrong = roles[:start] + roles[start:].replace('faction = "villaggio"', 'faction = "villagio"', 1)
    (game / "roles.toml").write_text(wrong, encoding="utf-8")
    output = cli("check", "--game", game, ok=False).output
    assert "roles.toml:" in output and "ruolo «veggente»: fazione «villagio» sconosciuta (forse «villaggio»?)" \
        in output
    assert 'role "veggente"' not in output


def test_a_missing_turn_log_of_a_declared_loop_is_named_by_its_unit(tmp_path: Path) -> None:
    from tests.conftest import copy_example
    game = copy_example("acchiappastreghe", tmp_path)
    (game / "nights" / "1.txt").unlink()
    output = cli("check", "--game", game, ok=False).output
    assert "nights/1.txt: manca il registro dei PM della giornata 1" in output
    assert "la giornata 2 esiste, quindi la giornata 1 è stata giocata" in output
    assert "notte" not in output


def test_a_days_corrections_are_checked_at_their_line_by_every_command(tmp_path: Path) -> None:
    game = make_game(tmp_path, _nights(1, 2), days={1: 'burned = "Ezio"\n\n[corrections]\n"85" = "Pinco"\n'
                                                        '"86" = 3\n"87" = "none"\n"88" = "carlo"\n'})
    for command in (("check",), ("status",)):
        output = cli(*command, "--game", game, ok=False).output
        assert "days/1.toml:4: corrections 85 = «Pinco» non è un giocatore" in output
        assert "days/1.toml:5: [corrections] \"86\" dev'essere un nome o \"none\"" in output
        assert ":6:" not in output and ":7:" not in output


def test_a_corrections_election_vote_is_read_with_its_title(tmp_path: Path) -> None:
    from tests.conftest import copy_example
    game = copy_example("thiercelieux", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"912" = "Capitaine : Kilian"\n'
                   '"913" = "Capitaine : unvote"\n"914" = "abstain"\n', encoding="utf-8")
    assert "corrections" not in cli("check", "--game", game).output


def _cowboys(tmp_path: Path) -> Path:
    import shutil
    game = tmp_path / "cowboys"
    shutil.copytree(Path(__file__).resolve().parents[1] / "games" / "cowboys-and-aliens", game,
                    ignore=shutil.ignore_patterns("out"))
    return game


def test_a_log_after_the_end_is_never_played_and_check_tells_it(tmp_path: Path) -> None:
    """The example ends with day 4: a stray nights/5.txt is no night 5 in `status` or the recap,
    and `check` names it (before, status said «notte 5» and the recap posted a «Notte 5»)."""
    game = _cowboys(tmp_path)
    (game / "nights" / "5.txt").write_text((game / "nights" / "4.txt").read_text(encoding="utf-8"),
                                           encoding="utf-8")
    assert cli("status", "--game", game).stdout.startswith("Ultima fase giocata: giorno 4 (notti giocate: 4)")
    assert "Notte 5" not in cli("recap", "--game", game).stdout
    result = cli("check", "--game", game)
    check = result.stdout + result.stderr
    assert "nights/5.txt: la partita è finita con il giorno 4 (PARTITA FINITA)" in check
    assert "lupus-mod night 5 --force" in check


@pytest.mark.parametrize("command", ["recap", "report"])
def test_a_missing_night_stops_the_recap_and_the_report(tmp_path: Path, command: str) -> None:
    """Without nights/2.txt the page would end at day 1, nights 3 and 4 unsaid: an error naming it."""
    game = _cowboys(tmp_path)
    (game / "nights" / "2.txt").unlink()
    result = cli(command, "--game", game, ok=False)
    assert result.exit_code != 0 and "nights/2.txt: manca il registro della notte" in result.stderr


@pytest.mark.parametrize("text", ["", "# il regolamento\n", '[ruleset]\nid = "mio"\n'])
def test_a_roles_toml_without_roles_is_named_once(tmp_path: Path, text: str) -> None:
    """An emptied roles.toml was told as every player's role unknown, at players.toml."""
    game = _cowboys(tmp_path)
    (game / "roles.toml").write_text(text, encoding="utf-8")
    result = cli("check", "--game", game, ok=False)
    assert "roles.toml:1: roles.toml non ha nessun [[role]]" in result.output
    assert "players.toml" not in result.output


@pytest.mark.parametrize("value, said", [("5", '"3" = 5: la lettura è un testo, tra virgolette'),
                                         ('"  "', 'a "3" manca la lettura')])
def test_a_correction_that_is_no_reading_says_what_is_written(tmp_path: Path, value: str, said: str) -> None:
    game = _cowboys(tmp_path)
    (game / "nights" / "2.overrides.toml").write_text(f'[corrections]\n"3" = {value}\n', encoding="utf-8")
    result = cli("night", "2", "--game", game, ok=False)
    assert f"nights/2.overrides.toml:2: {said}" in result.output, result.output
