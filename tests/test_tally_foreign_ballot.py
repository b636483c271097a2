"""A ballot the game's ruleset does not hold is refused before any page is read, in the GM's
language, naming the ballot it is for: `tally --proposal` in Thiercelieux said «ajoutez la
proposition du maire», `tally --election` in Lupus of the Rings went to the forum and failed
on the network."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import responses

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("ruleset, flag, said", [
    ("thiercelieux", "--proposal", "--proposal counts the Sì/No vote on a mayor's proposal"),
    ("lupus-of-the-rings", "--election", "the game's ruleset elects no title"),
    ("acchiappastreghe", "--election", "the game's ruleset elects no title"),
    ("licantropi", "--proposal", "has no mayor's proposals"),
])
@responses.activate
def test_a_ballot_of_another_ruleset_is_refused_at_once(tmp_path, capsys, ruleset, flag, said) -> None:
    from lupus_mod.cli import run
    game = tmp_path / ruleset
    shutil.copytree(ROOT / "games" / ruleset, game, ignore=shutil.ignore_patterns("out", ".cache"))
    assert run(["tally", "1", flag, "--game", str(game)]) != 0
    err = capsys.readouterr().err
    assert said in err, err
    assert not responses.calls      # no page asked for
    assert not (game / "out" / "day-1").exists()
