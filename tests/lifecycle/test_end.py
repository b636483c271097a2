"""The end of the game: the final post in the night's or the day's output, status, the recap."""
from __future__ import annotations

import json
import re
from pathlib import Path

from lupus_mod.inputs.catalog import builtin
from tests.lifecycle.folder import TABLE, day_json, make_game, night_json, read
from tests.lifecycle.play import cli

RULESET = builtin("lupus-of-the-rings")
ROLE_NAMES = sorted({r.name for r in RULESET.roles}, key=len, reverse=True)


def _wolves_win_at_night_3(tmp_path: Path) -> Path:
    """Night 3's log is written by `_night_3`: until then the game goes on."""
    return make_game(tmp_path, nights={
        "1": "## Bruna\nsbrano Aldo\n## Ezio\npasso palantir Gina\n",
        "2": "## Fabio\nsbrano Dora\n## Gina\npasso palantir Ugo\n",
    }, days={1: 'burned = "Carlo"', 2: 'burned = ""'})


def _night_3(game: Path) -> dict:
    (game / "nights" / "3.txt").write_text("## Bruna\nsbrano Ezio\n## Ugo\npasso palantir Fabio\n",
                                           encoding="utf-8")
    return night_json(game, "3")


def test_a_night_that_ends_the_game_carries_the_final_post(tmp_path: Path) -> None:
    game = _wolves_win_at_night_3(tmp_path)
    for label in ("1", "2"):
        assert night_json(game, label)["winners"] is None
    report = _night_3(game)
    assert report["winners"] == {"factions": ["branco"], "players": ["Bruna", "Fabio"]}
    post = read(game, "out/night-3/thread.bbcode")
    head, final = post.split("[b]La partita è finita![/b]")
    assert "[b]Ezio[/b] è stato trovato morto." in head
    assert "Vince: [b]BRANCO[/b]\nVincitori: [b]Bruna[/b], [b]Fabio[/b]" in final
    roster = re.findall(r"^- \[b\](\w+)\[/b\]: ([^—]+) —", final, flags=re.M)
    assert [name for name, _ in roster] == [n for n, _, _ in TABLE]
    assert dict(roster)["Ugo"] == "Massone Innamorato (credeva di essere Massone)"
    assert "- [b]Carlo[/b]: Contadino Semplice — VILLAGGIO — morto (giorno 1)" in final
    assert "- Palantír: Ezio → Gina (notte 1) → Ugo (notte 2) → Fabio (notte 3)\n" in final
    assert "- Libro Rosso: non in gioco" in final


def test_a_day_that_ends_the_game_carries_the_final_post(tmp_path: Path) -> None:
    game = make_game(tmp_path, nights={"1": "## Bruna\nsbrano Aldo\n", "2": "## Fabio\nsbrano Carlo\n"},
                     days={1: 'burned = "Bruna"', 2: 'burned = "Fabio"'})
    night_json(game, "1")
    assert day_json(game, 1)["winners"] is None
    assert "La partita è finita" not in read(game, "out/day-1/thread.bbcode")
    night_json(game, "2")
    report = day_json(game, 2)
    assert report["burned"] == "Fabio" and report["deaths"] == [{"player": "Fabio", "cause": "rogo"}]
    assert report["winners"]["factions"] == ["villaggio"]
    post = read(game, "out/day-2/thread.bbcode")
    assert post.startswith("[b]Giorno 2 — il rogo[/b]\n\n[b]Fabio[/b] è stato messo al rogo.")
    assert "Vince: [b]VILLAGGIO[/b]" in post and "- [b]Fabio[/b]: Lupo Cattivo — BRANCO — morto (giorno 2)" in post
    status = json.loads(cli("status", "--game", game, "--json").output)
    assert status["game_over"] is True and status["ended_in"] == "day 2"
    assert "PARTITA FINITA" in cli("status", "--game", game).output


def test_the_day_post_keeps_the_tally_files(tmp_path: Path) -> None:
    game = make_game(tmp_path, nights={"1": ""}, days={1: 'burned = "Carlo"'})
    night_json(game, "1")
    (game / "out" / "day-1").mkdir(parents=True)
    (game / "out" / "day-1" / "tally.bbcode").write_text("conteggio", encoding="utf-8")
    day_json(game, 1)
    assert read(game, "out/day-1/tally.bbcode") == "conteggio"
    assert "[b]Carlo[/b] è stato messo al rogo." in read(game, "out/day-1/thread.bbcode")


def test_the_recap_is_public_before_the_end_and_complete_after(tmp_path: Path) -> None:
    game = _wolves_win_at_night_3(tmp_path)
    for label in ("1", "2"):
        night_json(game, label)
    early = cli("recap", "--game", game).output
    assert read(game, "out/recap.bbcode") in early
    assert "resoconto pubblico (finora)" in early and "[b]Aldo[/b]: morto" in early
    assert "[b]Carlo[/b]: messo al rogo" in early and "[b]Giorno 2[/b]\n- nessuno al rogo" in early
    assert not [r for r in ROLE_NAMES if r in early] and "sbrano" not in early and "Palantír" not in early
    _night_3(game)
    cli("recap", "--game", game)
    full = read(game, "out/recap.bbcode")
    assert "resoconto della partita" in full
    assert "- Bruna (Lupo Grigio): sbrano Aldo" in full
    assert "- [b]Aldo[/b] (Veggente): morto — sbrano dei lupi" in full
    assert "Palantír Ezio → Gina" in full
