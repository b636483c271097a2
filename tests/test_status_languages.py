"""`status` in an Italian and a French game of every built-in ruleset (issue 24,
docs/game-folder.md "status --json"): the text shows no internal id and no English word; the
JSON keeps its keys and its enumerated values as stable ids, which scripts read, and says every
text meant for people (a death, an output gone stale, a decision awaited, a form) in the game's
language."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest
from typer.testing import CliRunner

from lupus_mod.inputs.catalog import builtin_ids
from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from tests.conftest import copy_example
from tests.test_gm_language import _english as _english_for_gm
from tests.test_no_ids import ENGLISH, TOKEN, _own_words, _ruleset_ids

runner = CliRunner()
# The example game of each built-in ruleset; vanilla has none and is dealt new.
EXAMPLES = {"acchiappastreghe": "acchiappastreghe", "cowboys-and-aliens": "cowboys-and-aliens",
            "licantropi": "licantropi", "lupus-of-the-rings": "lupus-of-the-rings",
            "thiercelieux": "thiercelieux"}
ROSTER = ["Ada", "Bruna (f)", "Celia (f)", "Dario", "Elsa (f)", "Fausto", "Gilda (f)", "Ivo", "Lia (f)",
          "Mauro", "Nora (f)", "Osvaldo", "Pia (f)", "Rocco", "Sara (f)", "Teo", "Ugo", "Vera (f)",
          "Zeno", "Alba (f)", "Brando"]
TABLE = {"acchiappastreghe": 12, "vanilla": 8}
PHASE = re.compile(r"^(?:setup|(?:night|day|round) \d+)$")
# The schema's ids (docs/game-folder.md): stable whatever the language, read by scripts.
ID_KEYS = {"ruleset", "phase", "phase_kind", "next_phase", "ended_in", "role", "faction", "statuses",
           "death_cause", "death_phase", "decision", "how", "victory", "conditions", "factions",
           "step", "file", "day_key", "waiting", "from"}
NAME_KEYS = {"name", "playing_as", "alive", "dead", "players", "winners", "voter", "onto", "spared",
             "charmed", "held", "player"}


def _set_language(game: Path, language: str) -> None:
    path = game / "game.toml"
    text = re.sub(r'(?m)^language = "\w+"\n', "", path.read_text(encoding="utf-8"))
    path.write_text(f'language = "{language}"\n' + text, encoding="utf-8")


def _game(ruleset: str, language: str, tmp_path: Path) -> Path:
    if ruleset in EXAMPLES:
        game = copy_example(EXAMPLES[ruleset], tmp_path)
    else:
        roster = tmp_path / "roster.txt"
        roster.write_text("\n".join(ROSTER[:TABLE.get(ruleset, 21)]) + "\n", encoding="utf-8")
        game = tmp_path / ruleset
        result = runner.invoke(app, ["new", str(game), "--ruleset", ruleset, "--players", str(roster),
                                     "--seed", "7"])
        assert result.exit_code == 0, result.output
    _set_language(game, language)
    return game


def _status(game: Path, *more: str) -> str:
    result = runner.invoke(app, ["status", "--game", str(game), *more], env={"LUPUS_MOD_LANGUAGE": ""})
    assert result.exit_code == 0, result.output
    return result.stdout


def _leaks(text: str, game: Path, language: str) -> list[str]:
    """Internal ids and English words of `text` (the detector of tests/test_no_ids.py)."""
    loaded = load_game(game)
    ids = {i for i in _ruleset_ids(game) if len(i) > 3}
    own = _own_words(game, language)
    names = {w.casefold() for p in loaded.players for w in re.findall(r"\w+", p.name)}
    found = set()
    for token in TOKEN.findall(text):
        low = token.casefold()
        if low in names or low in own:
            continue
        if low in ids or "_" in low or "-" in low or low in ENGLISH:
            found.add(token)
    return sorted(found) + _english_for_gm(text, names | set(loaded.ruleset.id.split()))


CASES = [(r, lang) for r in builtin_ids() for lang in ("it", "fr")]


@pytest.mark.parametrize("ruleset, language", CASES, ids=[f"{r}-{lang}" for r, lang in CASES])
def test_the_status_text_shows_no_internal_id(ruleset: str, language: str, tmp_path: Path) -> None:
    game = _game(ruleset, language, tmp_path)
    shown = _status(game)
    assert not _leaks(shown, game, language), (_leaks(shown, game, language), shown)
    # In the game's language: its words for "game over" or "next", never the other's.
    said = {"it": ("PARTITA FINITA", "prossima", "Giornata"), "fr": ("PARTIE TERMINÉE", "prochaine")}
    assert any(word in shown for word in said[language]), shown


def _texts(data: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """Every (key, string) of the JSON, a string of a list under its list's key."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _texts(v, k)
    elif isinstance(data, list):
        for v in data:
            yield from _texts(v, key)
    elif isinstance(data, str):
        yield key, data


@pytest.mark.parametrize("ruleset, language", CASES, ids=[f"{r}-{lang}" for r, lang in CASES])
def test_the_json_keeps_its_ids_and_words_its_texts(ruleset: str, language: str, tmp_path: Path) -> None:
    game = _game(ruleset, language, tmp_path)
    data = json.loads(_status(game, "--json"))
    ruleset_ids = _ruleset_ids(game)
    for key in ("phase", "next_phase", "ended_in"):
        assert data[key] in ("", None) or PHASE.match(data[key]), (key, data[key])
    assert all(p["role"] in ruleset_ids and p["faction"] in ruleset_ids for p in data["players"])
    assert all(re.fullmatch(r"(?:night|day)-\d+|", p.get("death_phase", "")) for p in data["players"])
    texts = [(k, t) for k, t in _texts(data) if k not in ID_KEYS | NAME_KEYS and t]
    assert texts, data
    leaks = [(k, t, _leaks(t, game, language)) for k, t in texts if _leaks(t, game, language)]
    assert not leaks, leaks


@pytest.mark.parametrize("name, language, said", [
    ("licantropi", "fr", ("coup du héros (nuit 3)", "est plus ancien que")),
    ("thiercelieux", "it", ("rogo (giorno 1)", "è più vecchio di")),
    ("licantropi", "it", ("colpo dell'eroe (notte 3)", "è più vecchio di")),
    ("thiercelieux", "fr", ("exécution par le village (jour 1)", "est plus ancien que")),
    # A declared loop has no deaths: its unit is the ruleset's word.
    ("acchiappastreghe", "fr", ("Giornata", "est plus ancien que")),
])
def test_a_death_and_a_stale_output_are_said_in_the_games_language(name: str, language: str, said: tuple,
                                                                   tmp_path: Path) -> None:
    game = copy_example(name, tmp_path)
    _set_language(game, language)
    command = "round" if name == "acchiappastreghe" else "night"
    result = runner.invoke(app, [command, "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    log = game / "nights" / "1.txt"                          # the log edited after its outputs
    log.write_text(log.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    data = json.loads(_status(game, "--json"))
    deaths = [p["death"] for p in data["players"] if p.get("death")]
    assert said[0] in deaths + [data["unit"] if "unit" in data else ""], deaths
    # The edited night's (or turn's) output; the later ones never written are said apart.
    edited = [s for s in data["stale"] if s.startswith(("out/night-1/", "out/round-1/"))]
    assert edited and all(said[1] in s for s in edited), data["stale"]
    shown = _status(game)
    assert said[0] in shown and said[1] in shown, shown
    assert not _leaks(shown, game, language), _leaks(shown, game, language)
