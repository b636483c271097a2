"""What a French meneur reads is French (trial 20): a night's doubt offering "none" says what it
means (« cette ligne ne donne aucun ordre »), the example of a settle line refused is an order of his own game
(« regarde Amandine », never Italian's "indago Totò"), a key misplaced in [votes] is named in
« » with the closest key and where the file's top keys go (not a hundred keys listed), and the
tally's settle lines say what "unvote" or "none" do."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import TallyError
from lupus_mod.votes.settings import read_settings
from tests.conftest import copy_example

NBSP = "\u00a0"
ROOT = Path(__file__).resolve().parents[1]


def _night_one(tmp_path: Path, line: str, settle: str = "") -> tuple[str, int]:
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8").replace("Je regarde Baptiste.", line)
    log.write_text(text, encoding="utf-8")
    for later in (game / "nights").glob("*"):
        if later.name not in ("1.txt",):
            later.unlink()
    if settle:
        (game / "nights" / "1.overrides.toml").write_text(f'[corrections]\n"11" = "{settle}"\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    return result.stderr, result.exit_code


def test_a_night_doubt_says_what_none_means(tmp_path: Path) -> None:
    err, code = _night_one(tmp_path, "je regarde Baptiste ou Josephine, choisis toi meneur")
    assert code == 4 and '"none" (cette ligne ne donne aucun ordre)' in err, err


def test_a_refused_settle_line_shows_an_order_of_this_game(tmp_path: Path) -> None:
    err, code = _night_one(tmp_path, "je regarde Baptiste ou Josephine, choisis toi meneur",
                           "regarde Baptiste;  Baptiste")
    assert code != 0 and "indago" not in err and '"regarde Amandine"' in err, err


def test_a_top_key_in_votes_is_named_in_french_quotes_with_where_it_goes() -> None:
    with pytest.raises(TallyError) as caught:
        read_settings({"language": "fr"}, "fr", ("Capitaine",))
    text, hint = caught.value.render("fr").split("\n", 1)
    assert f"language = «{NBSP}fr{NBSP}»" in text and "'" not in text and "abstain" not in text
    assert "en tête de game.toml" in hint


def test_the_tally_labels_say_what_the_settle_words_do() -> None:
    words = tomllib.loads((ROOT / "templates" / "fr" / "labels.toml").read_text(encoding="utf-8"))
    assert "le vote retiré" in words["sentence"]["tally"]["settle-unvote"]
    assert "pas un vote" in words["sentence"]["tally"]["settle-none"]
    # « (la raison est dans date_untrusted, … ) »: a JSON key in the meneur's sentence.
    assert "date_untrusted" not in words["vote-reading"]["doubt-date-untrusted"]
