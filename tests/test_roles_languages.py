"""Issue 24: `lupus-mod roles` lists the words of the game's language only. A French ruleset's
Italian words (`foreign_synonyms`, docs/rulesets.md) are still read in a log, but the French
GM's listing shows none of them, and an Italian game's listing shows no French word. The other
language's words are taken from the other rulesets, not from the listing's own ruleset."""
from __future__ import annotations

import re
import shutil
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT

GAMES = {"thiercelieux": "fr", "licantropi": "it", "lupus-of-the-rings": "it",
         "cowboys-and-aliens": "it", "acchiappastreghe": "it", "borgo-delle-lanterne": "it"}
WORD = re.compile(r"[^\W\d_]+")


@cache
def _words(language: str) -> frozenset[str]:
    """The order words of `language`: the keywords and synonyms of its built-in rulesets, and
    the foreign synonyms of the others (the rulesets' own words for "a word of language X")."""
    words: set[str] = set()
    for ruleset in map(builtin, builtin_ids()):
        for _, power in ruleset.all_powers():
            if ruleset.language == language:
                words |= {power.keyword, *power.own_synonyms}
            else:
                words |= set(power.foreign_synonyms)
    return frozenset(w.casefold() for w in words if w)


def test_thiercelieux_reads_its_italian_words_as_synonyms() -> None:
    """The reader accepts what it did: the foreign words are among the power's synonyms."""
    power = next(p for _, p in builtin("thiercelieux").all_powers() if p.keyword == "regarde")
    assert "indago" in power.synonyms and "indago" in power.foreign_synonyms
    assert "indago" not in power.own_synonyms and "sonde" in power.own_synonyms


@pytest.mark.parametrize("game", sorted(GAMES))
def test_roles_lists_no_word_of_the_other_language(game: str, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    result = CliRunner().invoke(app, ["roles", "--game", str(ROOT / "games" / game)])
    assert result.exit_code == 0, result.output
    other = _words("it" if GAMES[game] == "fr" else "fr") - _words(GAMES[game])
    listed = {w.casefold() for w in WORD.findall(result.output)}
    assert other and not listed & other, sorted(listed & other)


def _thiercelieux(tmp_path: Path) -> Path:
    game = tmp_path / "thiercelieux"
    shutil.copytree(ROOT / "games" / "thiercelieux", game, ignore=shutil.ignore_patterns("out", ".cache"))
    return game


def test_a_foreign_synonym_is_read_in_a_log() -> None:
    """ "indago Baptiste" from the Voyante is her `regarde Baptiste`, as "sonde Baptiste" is."""
    from zoneinfo import ZoneInfo

    from lupus_mod.play.game import load_game, vocabulary
    from lupus_mod.orders.parse import parse_log
    vocab = vocabulary(load_game(ROOT / "games" / "thiercelieux"))
    for keyword in ("indago", "sonde"):
        parsed = parse_log(f"## Amandine @ 2026-11-29 21:10\n{keyword} Baptiste\n", file="n.txt", vocab=vocab,
                           tz=ZoneInfo("Europe/Paris"), deadline=None)
        assert [(o.keyword, o.args) for o in parsed.orders] == [("regarde", ("Baptiste",))], parsed


def test_a_foreign_synonym_of_two_words_is_an_error_at_its_line(tmp_path: Path) -> None:
    game = _thiercelieux(tmp_path)
    roles = game / "roles.toml"
    lines = roles.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(n for n, line in enumerate(lines, 1) if line.startswith('foreign_synonyms = ["sondo"'))
    lines[at - 1] = lines[at - 1].replace('"sondo"', '"sondo bene"')
    roles.write_text("".join(lines), encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 1 and f"roles.toml:{at}:" in result.output and "sondo bene" in result.output, \
        result.output


def test_roles_json_gives_the_two_lists_apart() -> None:
    import json
    result = CliRunner().invoke(app, ["roles", "--game", str(ROOT / "games" / "thiercelieux"), "--json"])
    rows = {r["keyword"]: r for r in json.loads(result.output)["powers"] if r["keyword"]}
    assert rows["regarde"]["synonyms"] == ["regarder", "sonde", "observe", "vois", "découvre"]
    assert rows["regarde"]["foreign_synonyms"] == ["sondo", "scruto", "guardo", "indago"]
