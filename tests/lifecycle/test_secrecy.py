"""Nothing public and no card leaks a secret: every text checked against the hidden facts.

Whole games are dealt by `new` and played by the scripted table (tests/lifecycle/play.py).
Before the end, public texts (the opening post, every dawn and day post, the recap) may name a
player only as dead or back to life, and name no role, faction, item, charm or investigation
result. A card names only the players its role knows (the pack, the Massoni), shows them as
they appear, and an unaware role's card says nothing of its true role. Private replies to an
unaware role never reveal it either.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import run_day, run_night
from tests.lifecycle.play import NAMES, cli, new_game, play, roles

RULESET = builtin("lupus-of-the-rings")
ROLE_WORDS = sorted({r.name for r in RULESET.roles}, key=len, reverse=True) + ["inconsapevole"]
FACTION_WORDS = [f.name for f in RULESET.factions]
ITEM_WORDS = ["specchio", "galadriel", "palantir", "palantír", "libro"]
SECRET_WORDS = ["ammaliat", "INNOCENTE", "LOSCO", "LUPO", "eroe", "bloccat", "tormentat"]
FINAL = "[b]La partita è finita![/b]"
SEEDS = [3, 17, 2026, 44]


@dataclass
class Played:
    game: Path
    phases: list[str]
    recaps: dict[str, str] = field(default_factory=dict)    # phase -> recap written after it


@pytest.fixture(scope="module", params=SEEDS, ids=[f"seed-{s}" for s in SEEDS])
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Played:
    game = new_game(tmp_path_factory.mktemp("secrecy"), seed=request.param)
    result = Played(game, [])

    def recap(phase: str) -> None:
        cli("recap", "--game", game)
        result.recaps[phase] = (game / "out" / "recap.bbcode").read_text(encoding="utf-8")
    result.phases = play(game, 12, after=recap)
    return result


def _names_in(text: str) -> set[str]:
    return {n for n in NAMES if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)}


def _leaks(text: str) -> list[str]:
    found = [w for w in ROLE_WORDS + FACTION_WORDS + SECRET_WORDS if w in text]
    found += [w for w in ITEM_WORDS if w in text.casefold()]
    return found


def _phase_events(game: Path, phase: str):
    folder = load_game(game)
    kind, key = phase.split()
    return run_night(folder, key).result.events if kind == "night" else run_day(folder, int(key)).events


def test_the_game_was_played_to_its_end(played: Played) -> None:
    assert len(played.phases) >= 5
    status = cli("status", "--game", played.game).output
    assert "PARTITA FINITA" in status


def test_the_opening_post_ties_no_player_to_a_role_or_an_item(played: Played) -> None:
    post = (played.game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    for line in post.splitlines():
        if _names_in(line):
            assert re.fullmatch(r"\d+\. \w+", line), line
    listed = re.findall(r"^\d+\. (\w+)$", post, flags=re.M)
    assert listed == NAMES


def test_dawn_and_day_posts_tell_only_deaths_and_returns(played: Played) -> None:
    for phase in played.phases:
        kind, key = phase.split()
        post = (played.game / "out" / f"{kind}-{key}" / "thread.bbcode").read_text(encoding="utf-8")
        public, _, final = post.partition(FINAL)
        assert not _leaks(public), (phase, _leaks(public), public)
        events = _phase_events(played.game, phase)
        told = {e.target for e in events if e.kind in ("death", "revive")}
        assert _names_in(public) == told, (phase, public)
        if final:
            assert phase == played.phases[-1]


def test_the_recap_before_the_end_is_public(played: Played) -> None:
    for phase in played.phases[:-1]:
        recap = played.recaps[phase]
        assert "resoconto pubblico" in recap
        assert not _leaks(recap), (phase, _leaks(recap))
    assert "resoconto della partita" in played.recaps[played.phases[-1]]


def _card(game: Path, name: str) -> str:
    return (game / "out" / "setup" / "pm" / f"{name}.bbcode").read_text(encoding="utf-8")


def test_cards_name_only_whom_the_role_knows(played: Played) -> None:
    dealt = roles(played.game)
    wolves = {n for n, r in dealt.items() if "LUPO" in RULESET.role(r).conta}
    massoni = {n for n, r in dealt.items() if "massone" in RULESET.role(r).tags}
    for name, role in dealt.items():
        card = _card(played.game, name)
        group = wolves if name in wolves else massoni if name in massoni else {name}
        assert _names_in(card) == group, (name, role)
        assert "Innamorato" not in card and "inconsapevole" not in card


def test_an_unaware_card_says_nothing_of_the_true_role(played: Played) -> None:
    for name, role_id in roles(played.game).items():
        role = RULESET.role(role_id)
        if not role.unaware_as:
            continue
        believed = RULESET.role(role.unaware_as)
        card = _card(played.game, name)
        assert role.name not in card and role.description not in card
        assert f"[b]visto[/b] {believed.visto}" in card
        if role.visto != believed.visto:
            assert role.visto not in card


def test_cards_name_only_the_items_their_holder_starts_with(played: Played) -> None:
    start = load_game(played.game).initial_state()
    for p in start.players:
        card = _card(played.game, p.name)
        for item in RULESET.items:
            assert (f"[b]{item.name}[/b]" in card) == (item.id in p.items), (p.name, item.id)


def test_private_replies_never_reveal_an_unaware_role(played: Played) -> None:
    dealt = roles(played.game)
    unaware = {n: RULESET.role(r) for n, r in dealt.items() if RULESET.role(r).unaware_as}
    replies = list((played.game / "out").glob("night-*/pm/*.bbcode"))
    assert replies
    for path in replies:
        if path.stem in unaware:
            text = path.read_text(encoding="utf-8")
            assert unaware[path.stem].name not in text and "inconsapevole" not in text
            assert "Innamorato" not in text
