"""The hypnotist who makes X "vote as I vote" (effect follow-vote, engine/effects/redirects.py):
the night's order reaches the day's count through the game folder, secret or announced at dawn.
The count itself is tested by tests/votes/test_votes_follow.py."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.reports.night import dawn_post
from lupus_mod.play.replay import run_night
from lupus_mod.reports.status import status_report
from lupus_mod.tally.request import day_facts
from tests.test_vocabulary_more import PISA, _torre_night_one

HYPNOSIS = ('args = ["player", "player"]     # ipnotizzo Olmo Aldo: Olmo\'s votes count for Aldo tomorrow\n'
            'step = "incantesimi"\neffect = "redirect-vote"\n')
FOLLOW = 'args = ["player"]\nstep = "incantesimi"\neffect = "follow-vote"\n'


def _follow_roles(tmp_path: Path, announce: bool) -> Path:
    roles = PISA.read_text(encoding="utf-8")
    assert HYPNOSIS in roles
    said = '[role.power.settings]\nannounce = "vote-follows"\n' if announce else ""
    own = roles.replace(HYPNOSIS, FOLLOW).replace(
        'target = "alive"                # he may send the vote onto himself\n', f'target = "alive"\n{said}')
    path = tmp_path / "follow-roles.toml"
    path.write_text(own, encoding="utf-8")
    return path


@pytest.mark.parametrize("announce", [False, True], ids=["secret", "announced"])
def test_the_followers_vote_reaches_the_days_count(tmp_path: Path, announce: bool) -> None:
    folder_game, others = _torre_night_one(tmp_path, {"ipnotista": "ipnotizzo {one}"},
                                           _follow_roles(tmp_path, announce))
    game = load_game(folder_game.dir)
    hypnotist = next(p.name for p in game.players if p.role == "ipnotista")
    facts = day_facts(game, 1)
    assert facts.follows == {others[0]: hypnotist}
    assert facts.shown_follows == (facts.follows if announce else {})
    assert facts.redirects == {}
    assert status_report(game)["moved_votes"] == [
        {"voter": others[0], "onto": hypnotist, "how": "follow", "public": announce}]
    post = dawn_post(game, run_night(game, game.night_label(1)))
    sentence = f"Oggi il voto di [b]{others[0]}[/b] seguirà quello di [b]{hypnotist}[/b], qualunque cosa scriva."
    assert (sentence in post) == announce, post
