"""Words read by the sender's powers: a word resembling a keyword is "did you mean" only for a
sender holding that power; a bare keyword of a power he lacks is talk (docs/orders.md)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.orders.parse import parse_log
from lupus_mod.orders.sender_powers import by_sender_powers
from tests.conftest import copy_example
from tests.orders.vocab import DEADLINE, KEYWORDS, TZ, VOCAB

runner = CliRunner()
SPECS = {s.keyword: s for s in KEYWORDS}
# Sam is the Veggente, Merry a wolf, Marco the Archivista, Nicolò a Contadino without powers.
HELD = {"Sam": ("indago",), "Merry": ("sbrano",), "Marco": ("prelevo",), "Nicolò": ()}


def _settle(log: str):
    parsed = parse_log(log, file="nights/2.txt", vocab=VOCAB, tz=TZ, deadline=DEADLINE)
    assert parsed.errors == ()
    return by_sender_powers(parsed.orders, parsed.lookalikes,
                            lambda name: [SPECS[k] for k in HELD[name]])


@pytest.mark.parametrize("sender, line", [
    ("Merry", "indgo Sam"),          # a wolf's word like the Veggente's: talk
    ("Nicolò", "indgo Sam"),         # a Contadino has no power at all
    ("Marco", "prelevo"),            # his own keyword: an order, below
])
def test_a_word_like_a_keyword_of_a_power_the_sender_lacks_is_talk(sender, line):
    orders, errors, talk = _settle(f"## {sender}\n{line}\n")
    if sender == "Marco":
        assert ([o.canonical() for o in orders], errors, talk) == (["prelevo"], [], ())
        return
    assert (orders, errors) == ((), [])
    assert [(c.player, c.line, c.text) for c in talk] == [(sender, 2, line)]


def test_a_word_like_a_keyword_of_his_own_power_is_did_you_mean():
    orders, errors, talk = _settle("## Sam\nindgo Merry\n")
    assert (orders, talk) == ((), ())
    [error] = errors
    assert error.line == 2 and "did you mean indago" in error.render()


def test_a_bare_keyword_of_a_power_he_lacks_is_talk_one_with_a_name_is_refused_later():
    orders, errors, talk = _settle("## Merry\nprelevo\nindago Sam\n")
    assert errors == []
    assert [o.canonical() for o in orders] == ["indago Sam"]     # the night refuses it, loudly
    assert [(c.line, c.text) for c in talk] == [(2, "prelevo")]


def test_the_order_for_the_senders_own_power_is_untouched():
    orders, errors, talk = _settle("## Merry\nsbrano Sam\n## Marco\nprelevo\n")
    assert ([o.canonical() for o in orders], errors, talk) == (["sbrano Sam", "prelevo"], [], ())


# -- through a night, in each ruleset where it bites --------------------------------------------

def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _night(game: Path, label: str):
    result = runner.invoke(app, ["night", label, "--game", str(game), "--json"])
    return result, (json.loads(result.stdout) if result.exit_code == 0 else None)


def test_cupidons_rien_pour_moi_is_talk_not_the_sorcieres_rien(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _edit(game / "nights" / "1.txt", "J'unis Dorian et Leonie, ils vont bien ensemble.\n",
          "J'unis Dorian et Leonie, ils vont bien ensemble.\nRien pour moi ce soir, merci !\n")
    result, data = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert not [r for r in data["unapplied"] if r["player"] == "Eloise"]
    gm_log = (game / "out" / "night-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "Rien pour moi ce soir, merci !" in gm_log


@pytest.mark.parametrize("said, read", [("Je tue Baptiste avec ma potion.", "empoisonne Baptiste"),
                                        ("les deux potions : je sauve Kilian et je tue Baptiste",
                                         "sauve Kilian; empoisonne Baptiste")])
def test_the_sorcieres_kill_in_the_wolves_word_reads_as_her_poison(tmp_path: Path, said: str, read: str) -> None:
    """Applied as her poison, it was shown as the wolves' `dévore` in the night's readings."""
    game = copy_example("thiercelieux", tmp_path)
    _edit(game / "nights" / "1.txt", "Je sauve Kilian.\n", f"{said}\n")
    result, data = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert [r["reading"] for r in data["readings"] if r["player"] == "Capucine"] == [read]


@pytest.mark.parametrize("line", ["Ciao master, volevo salutare tutti", "mi piace apparire"])
def test_ordinary_words_from_a_cowboy_are_talk(tmp_path: Path, line: str) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    _edit(game / "nights" / "1.txt", "Buonanotte e in bocca al lupo a tutti!\n",
          f"Buonanotte e in bocca al lupo a tutti!\n{line}\n")
    result, _ = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert line in (game / "out" / "night-1" / "gm-log.md").read_text(encoding="utf-8")
    assert runner.invoke(app, ["check", "--game", str(game)]).exit_code == 0


def test_the_alien_leader_who_holds_salvo_is_asked_did_you_mean(tmp_path: Path) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    log = game / "nights" / "2.txt"
    _edit(log, "## Zorg @ 2026-11-03 21:02\n", "## Zorg @ 2026-11-03 21:02\nvolevo salutare\n")
    check = runner.invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 1
    assert "nights/2.txt:5: Zorg wrote \"volevo salutare\"" in check.output
    assert "did you mean salvo" in check.output


def test_in_lupus_of_the_rings_indgo_is_asked_of_the_veggente_only(tmp_path: Path) -> None:
    """Frodino is the Veggente: his «indgo Sarumano» stops the night with "did you mean"; the
    same words from Sarumano, a wolf, are talk."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "1.txt"
    _edit(log, "Sbraniamo Faramiro\n", "Sbraniamo Faramiro\nindgo Frodino\n")
    result, _ = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert "indgo Frodino" in (game / "out" / "night-1" / "gm-log.md").read_text(encoding="utf-8")
    _edit(log, "Ciao master! Stanotte indago su Sarumano.\n", "indgo Sarumano\n")
    check = runner.invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 1
    assert 'nights/1.txt:5: Frodino wrote "indgo Sarumano"' in check.output
    assert "did you mean indago" in check.output and "indgo Frodino" not in check.output


def test_a_forced_order_like_a_keyword_is_the_gms_typo_whoever_the_player(tmp_path: Path) -> None:
    """The GM's own `force` override is no player's talk: «indgo» is his typo even for Tom, who
    holds no indago."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "1.overrides.toml").write_text(
        '[[override]]\naction = "force"\nplayer = "Tom"\norder = "indgo Sarumano"\n'
        'reason = "PM perso dal forum"\n', encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 1
    assert "nights/1.overrides.toml:" in result.stderr
    assert 'force \'indgo Sarumano\': Tom Bombadil wrote "indgo Sarumano": "indgo" is no power keyword' \
        in result.stderr


def test_an_order_of_a_power_the_sender_lacks_is_ignored_and_shown(tmp_path: Path) -> None:
    """Lunaria is the Veggente: her «proteggo lei» (the Strega's word, no name the reader can
    take) applies nothing, and the GM sees it once as an order of a power she does not have,
    in the terminal's summary, the JSON and the GM log."""
    game = copy_example("licantropi", tmp_path)
    _edit(game / "nights" / "2.txt", "## Lunaria @ 2026-11-03 22:20\n",
          "## Lunaria @ 2026-11-03 22:20\nproteggo lei\n")
    result, data = _night(game, "2")
    assert result.exit_code == 0, result.output
    assert data["not_held"] == [{"player": "Lunaria", "file": "nights/2.txt", "line": 20,
                                 "text": "proteggo lei", "powers": ["proteggo"]}]
    assert not [o for o in data["unread"] if o["line"] == 20]
    summary = runner.invoke(app, ["night", "2", "--game", str(game)])
    assert "- nights/2.txt:20 — Lunaria: «proteggo lei» — potere che non ha (proteggo): ignorato" \
        in summary.stderr, summary.stderr
    gm_log = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert "- riga 20 — Lunaria: proteggo lei — potere che non ha (proteggo): ignorato" in gm_log, gm_log


@pytest.mark.parametrize("line", ["Je garde ma potion pour plus tard", "je garde ma potion pour l instant stp"])
def test_the_sorcieres_potion_kept_is_no_voleurs_card(tmp_path: Path, line: str) -> None:
    """Capucine is the Sorcière: « Je garde ma potion pour plus tard » before any order of hers
    declines for now (talk, docs/rulings/thiercelieux.md), never an order of the Voleur's power
    (« garde » is his word) listed as a power her role lacks."""
    game = copy_example("thiercelieux", tmp_path)
    _edit(game / "nights" / "1.txt", "## Capucine @ 2026-11-29 22:10\n",
          f"## Capucine @ 2026-11-29 21:50\n{line}\n\n## Capucine @ 2026-11-29 22:10\n")
    result, data = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert data["not_held"] == []


@pytest.mark.parametrize("later", ["non l'autre, Kilian", "non, Kilian", "non pas lui, Kilian"])
def test_a_name_after_the_only_order_it_fits_is_asked_as_such(tmp_path: Path, later: str) -> None:
    """« non l'autre, Kilian » a PM after the Voyante's « je regarde … »: one order it may
    correct, so the GM is asked whether Kilian is her new target, never told that nobody knows
    which order the correction is of."""
    game = copy_example("thiercelieux", tmp_path)
    _edit(game / "nights" / "1.txt", "## Capucine @ 2026-11-29 22:10\n",
          f"## Amandine @ 2026-11-29 23:30\n{later}\n\n## Capucine @ 2026-11-29 22:10\n")
    result, data = _night(game, "1")
    assert [(d["kind"], d["candidates"]) for d in json.loads(result.stdout)["doubts"]] == [
        ("unclear-correction", ["regarde Kilian", "none"])]
    said = runner.invoke(app, ["night", "1", "--game", str(game)]).output
    assert "quel ordre" not in said and "le nouveau joueur visé, ou rien à changer" in said
