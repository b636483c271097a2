"""Substitution windows (issue 23): a substitute votes from his phase on; the nickname he
replaces stops there. Before his phase a substitute's posts are no votes of the slot."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import lupus_mod.commands.tally  # noqa: F401  (registers the command)
from lupus_mod.commands.app import app
from lupus_mod.text.folding import account_key
from lupus_mod.lifecycle.substitutions import off_turn
from lupus_mod.votes.audit import NOT_YET, SUBSTITUTED

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
SLOT = ("Aragorno", (("Granpasso", "day 3"), ("Elessar", "day 5")))


@pytest.mark.parametrize("phase, expected", [
    ("day 1", {"Granpasso": NOT_YET, "Elessar": NOT_YET}),
    ("night 3", {"Granpasso": NOT_YET, "Elessar": NOT_YET}),
    ("day 3", {"Aragorno": SUBSTITUTED, "Elessar": NOT_YET}),
    ("day 4", {"Aragorno": SUBSTITUTED, "Elessar": NOT_YET}),
    ("day 5", {"Aragorno": SUBSTITUTED, "Granpasso": SUBSTITUTED}),
])
def test_who_does_not_play_the_slot_at_each_phase(phase: str, expected: dict[str, str]) -> None:
    found = off_turn([SLOT], phase)
    assert found == {account_key(nick): (fate, "Aragorno") for nick, fate in expected.items()}


def _tally(game: Path, substitutes: str, page: Path = PAGE) -> dict:
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    assert 'aliases = ["Ara"]\n' in text
    players.write_text(text.replace('aliases = ["Ara"]\n', f'aliases = ["Ara"]\nsubstitutes = {substitutes}\n'),
                       encoding="utf-8")
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "2001"\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game), "--html", str(page), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_replaced_nickname_stops_voting_when_the_substitute_starts(example_game: Path) -> None:
    data = _tally(example_game, '[{ name = "Granpasso", from = "day 2" }]')
    own = [v for v in data["votes"] if v["author"] == "Aragorno" and v["where"] == "body"]
    assert own and {v["status"] for v in own} == {SUBSTITUTED}
    assert {v["slot"] for v in own} == {"Aragorno"}
    assert all("Aragorno" not in c["voters"] for c in data["candidates"])
    assert "Aragorno" in data["non_voters"]


def test_a_substitute_does_not_vote_before_his_phase(example_game: Path) -> None:
    html = PAGE.read_text(encoding="utf-8").replace('ipsType_break">Aragorno</a>', 'ipsType_break">Granpasso</a>')
    page = example_game / "page.html"
    page.write_text(html, encoding="utf-8")
    data = _tally(example_game, '[{ name = "Granpasso", from = "day 3" }]', page)
    early = [v for v in data["votes"] if v["author"] == "Granpasso" and v["where"] == "body"]
    assert early and {v["status"] for v in early} == {NOT_YET}
    assert all("Aragorno" not in c["voters"] for c in data["candidates"])



def test_a_substitutes_pm_before_his_phase_is_no_order_of_the_slot(example_game: Path) -> None:
    """Granpasso plays Aragorno's slot from day 5: his PM of night 2 was applied as Aragorno's;
    it stops at its header now, naming the slot and his phase (from night 2 on, it is his)."""
    players = example_game / "players.toml"
    text = players.read_text(encoding="utf-8")
    players.write_text(text.replace('aliases = ["Ara"]\n', 'aliases = ["Ara"]\n'
                                    'substitutes = [{ name = "Granpasso", from = "day 5" }]\n'), encoding="utf-8")
    log = example_game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Granpasso @ 2026-10-02 22:20\nsfido Gollum\n",
                   encoding="utf-8")
    result = CliRunner().invoke(app, ["night", "2", "--game", str(example_game)])
    assert result.exit_code == 1
    assert "nights/2.txt:44:" in result.output and "Granpasso" in result.output and "day 5" in result.output
    players.write_text(text.replace('aliases = ["Ara"]\n', 'aliases = ["Ara"]\n'
                                    'substitutes = [{ name = "Granpasso", from = "night 2" }]\n'), encoding="utf-8")
    result = CliRunner().invoke(app, ["night", "2", "--game", str(example_game)])
    assert "nights/2.txt:44:" not in result.output
