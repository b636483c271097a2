"""`new` for every built-in ruleset and table size: a folder `check` finds clean, or a clear
refusal with the sizes, the role ids and a proposal; machine settings apart from display text;
the opening post and the cards of the roles in play."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.lifecycle.composition import supported
from tests.lifecycle.play import cli


def _new(tmp_path: Path, ruleset: str, size: int, *extra: str, ok: bool = True):
    tmp_path.mkdir(parents=True, exist_ok=True)
    roster = tmp_path / f"giocatori-{size}.txt"
    roster.write_text("".join(f"Giocatore{n} (m)\n" for n in range(1, size + 1)), encoding="utf-8")
    game = tmp_path / f"{ruleset}-{size}"
    return game, cli("new", game, "--ruleset", ruleset, "--players", roster, "--seed", 1, *extra, ok=ok)


def _role_of(game: Path, role: str) -> str:
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    return next(p["name"] for p in players if p["role"] == role)


@pytest.mark.parametrize("ruleset", sorted(builtin_ids()))
@pytest.mark.parametrize("size", [8, 12, 16, 21])
def test_new_then_check_for_every_size_or_a_clear_refusal(tmp_path: Path, ruleset: str, size: int) -> None:
    low, high = supported(builtin(ruleset))
    game, result = _new(tmp_path, ruleset, size, ok=False)
    if low <= size and (high is None or size <= high):
        assert result.exit_code == 0, result.output
        assert cli("check", "--game", game).output.strip().endswith("no problems found")
    else:
        assert result.exit_code == 1 and not game.exists()
        assert f"{low} players or more" in result.output or f"{low}–{high} players" in result.output
        assert all(r.id in result.output for r in builtin(ruleset).roles)


def test_the_small_tables_of_lupus_of_the_rings_are_dealt(tmp_path: Path) -> None:
    assert supported(builtin("lupus-of-the-rings"))[0] == 8
    for size in range(8, 16):
        game, _ = _new(tmp_path, "lupus-of-the-rings", size)
        roles = [p["role"] for p in tomllib.loads((game / "players.toml").read_text())["player"]]
        wolves = sum(1 for r in roles if r.startswith("lupo-"))
        assert len(roles) == size and 2 <= wolves <= 3 and "veggente" in roles


def test_below_the_rulebook_minimum_new_refuses_even_with_counts(tmp_path: Path) -> None:
    # Cowboys & Aliens: "Giocatori: minimo 19"; Licantropi: "per nove o piu' giocatori".
    _, result = _new(tmp_path, "cowboys-and-aliens", 12, "--count", "cowboy=0", ok=False)
    assert result.exit_code == 1 and "the rulebook's minimum is 19" in result.output
    _, result = _new(tmp_path, "licantropi", 8, ok=False)
    assert "9 players or more, not 8" in result.output and "lupo-1" in result.output


def test_a_refused_size_comes_with_a_proposal_the_gm_accepts(tmp_path: Path) -> None:
    game, result = _new(tmp_path, "thiercelieux", 24, ok=False)
    proposal = re.search(r"with (--count \S+)", result.output)
    assert result.exit_code == 1 and proposal and "simple-villageois" in result.output
    role, count = proposal.group(1).split()[1].split("=")
    game, _ = _new(tmp_path, "thiercelieux", 24, "--count", f"{role}={count}")
    assert cli("check", "--game", game).output.strip().endswith("no problems found")


def test_counts_that_do_not_add_up_get_the_flag_that_fixes_them(tmp_path: Path) -> None:
    _, result = _new(tmp_path, "licantropi", 16, "--count", "avvocato=1", ok=False)
    assert "add --count contadino-standard=0" in result.output


def test_game_toml_holds_machine_settings_only(tmp_path: Path) -> None:
    game, _ = _new(tmp_path, "licantropi", 12)
    config = tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))
    assert config["votes"] == {"abstention": "forbidden", "self_vote": True, "ballot": "top-two-runoff",
                               "runoff_voters": "not-tied", "runoff_tie_break": "revote"}
    assert set(config["schedule"]) == {"day_close", "runoff_close", "revote_close", "powers_deadline"}
    for ruleset in builtin_ids():
        game, _ = _new(tmp_path / ruleset, ruleset, min(21, supported(builtin(ruleset))[1] or 21))
        config = tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))
        assert config["schedule"] and all(re.fullmatch(r"\d{2}:\d{2}", v) for v in config["schedule"].values())
        assert all(" " not in str(v) for v in config["votes"].values())


def test_the_opening_post_has_the_schedule_and_only_the_items_in_play(tmp_path: Path) -> None:
    game, _ = _new(tmp_path, "licantropi", 12)
    post = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "22:00 - Chiusura del ballottaggio" in post and "23:30 - Termine ultimo" in post
    assert "Pareggio al ballottaggio: Dibattito e nuova votazione" in post
    small, _ = _new(tmp_path, "lupus-of-the-rings", 9)      # the Archivista is taken out at 9
    post = (small / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "Archivista" not in post and "Libro Rosso" not in post and "Specchio di Galadriel" in post
    full, _ = _new(tmp_path, "lupus-of-the-rings", 21)
    assert "Libro Rosso" in (full / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")


def test_licantropi_cards_say_how_to_use_the_day_powers_and_speak_of_auras(tmp_path: Path) -> None:
    game, _ = _new(tmp_path, "licantropi", 21, "--count", "avvocato=1", "--count", "oratore=1",
                   "--count", "matto=1", "--count", "druido=0", "--count", "oste=0",
                   "--count", "contadino-eroe=0", "--count", "contadino-lupo=0",
                   "--count", "contadino-standard=2")
    words = {"avvocato": "«tolgo <giocatore>»", "oratore": "«grazio <condannato>»",
             "sindaco": "«condanno <giocatore>»", "lupo-3": "«porto <giocatore>»",
             "matto": "dichiarati uno dei mistici"}
    for role, order in words.items():
        card = (game / "out" / "setup" / "pm" / f"{_role_of(game, role)}.bbcode").read_text(encoding="utf-8")
        assert "[b]Di giorno[/b]" in card and order in card, card
        assert "[b]Aura[/b]" in card and "visto" not in card
    veggente = (game / "out" / "setup" / "pm" / f"{_role_of(game, 'veggente')}.bbcode").read_text()
    assert "[b]Aura[/b] azzurra" in veggente and "AZZURRA" not in veggente
    roles = cli("roles", "--game", game).output
    for block in roles.split("\n\n"):
        if "di giorno" in block:
            assert "dalla notte" not in block and "days/<d>.toml" in block
