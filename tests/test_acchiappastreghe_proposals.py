"""Acchiappastreghe's proposals: an absent mayor's circle drawn from the seed ("Assente =
proposta casuale"), and the Sì/No count of each proposal in the thread."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import assume, given, settings, strategies as st

from lupus_mod.commands.app import app
from lupus_mod.engine.loop.run import run_turn
from lupus_mod.engine.loop.state import LoopInputs, Proposal, new_state
from lupus_mod.engine.loop.windows import Moment
from tests.conftest import copy_example
from tests.scenarios.loop_harness import loop_ruleset

ROLES = ("strega", "veggente", "erborista", "cavaliere-guardiano", "paesano", "borseggiatore",
         "strega", "corvo", "paesano", "giullare")


@settings(max_examples=40, deadline=None)
@given(players=st.integers(4, 10), seed=st.integers(0, 10_000), frogs=st.sets(st.integers(0, 9), max_size=3))
def test_a_drawn_circle_is_as_many_different_cats_in_human_form_as_needed(players: int, seed: int,
                                                                          frogs: set[int]) -> None:
    ruleset = loop_ruleset({"ruleset": "acchiappastreghe"})
    names = [f"P{n}" for n in range(players)]
    state = new_state(list(zip(names, ROLES)), ruleset)
    state = replace(state, forms={**state.forms, **{names[n]: "rana" for n in frogs if 0 < n < players}})
    inputs = LoopInputs(proposals=(Proposal((), (), "", 1, Moment(write="chiusura"), drawn=True),),
                        source="days/1.toml")
    first, again = (run_turn(state, ruleset, inputs, seed) for _ in range(2))
    assume(not first.state.ended)           # the witches outnumbered the others at dusk
    drawn = [e for p in first.phases for e in p.events if e["kind"] == "proposal"]
    members = drawn[0]["members"]
    human = first.phases[0].state.in_form("umano")
    assert drawn[0]["drawn"] and len(set(members)) == len(members) == len(first.state.needs)
    assert set(members) <= set(human)
    assert members == [e for p in again.phases for e in p.events if e["kind"] == "proposal"][0]["members"]


def test_an_absent_mayors_proposal_is_announced_as_drawn(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace(
        'membri = ["Carlo", "Guido"]\n', "casuale = true\n", 1), encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    notte = (folder / "out" / "round-1" / "notte.bbcode").read_text(encoding="utf-8")
    assert "Il sindaco [b]Bianca[/b] è assente: la proposta è [b]estratta a caso[/b]" in notte
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "Sindaco Bianca (assente: estratta a caso)" in log


def test_a_drawn_proposal_with_members_is_an_error_at_its_line(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace(
        'membri = ["Carlo", "Guido"]\n', 'casuale = true\nmembri = ["Carlo", "Guido"]\n', 1),
        encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 1 and "days/1.toml:" in result.output
    assert "casuale = true) has no membri" in result.output


def _two_proposals_voted_in_the_thread(folder: Path) -> Path:
    """Giornata 1 with both proposals written by the GM (with their posts) and no vote recorded."""
    day = folder / "days" / "1.toml"
    text = day.read_text(encoding="utf-8").replace('burned = "Flora"\n', "")
    text = text.replace('no = ["Delia", "Enzo", "Flora", "Guido"]\nchiusura = "2026-11-02 21:45"\n',
                        'opened_post = "901"\n')
    text = text.replace('no = ["Enzo"]\nchiusura = "2026-11-02 22:00"\n', 'opened_post = "907"\n')
    day.write_text(text, encoding="utf-8")
    return day


def _thread() -> tuple:
    from tests.test_acchiappastreghe import _posts
    # Arturo is a frog since the morning; Bianca's "voto No" comes after Carlo's proposal: it
    # answers proposal 2, never her own proposal 1.
    return _posts(("Master", "Proposta di Bianca"), ("Delia", "[b]voto No[/b]"),
                  ("Arturo", "[b]voto Sì[/b]"), ("Enzo", "[b]voto No[/b]"),
                  ("Guido", "[b]voto No[/b]"), ("Flora", "[b]voto No[/b]"),
                  ("Master", "Proposta di Carlo"), ("Enzo", "[b]voto No[/b]"),
                  ("Bianca", "[b]voto No[/b]"))


def test_each_proposal_is_counted_until_the_next_one_and_every_close_is_recorded(tmp_path: Path) -> None:
    import tomllib

    from lupus_mod.play.game import load_game
    from lupus_mod.tally.count import TallyRequest, run_tally
    folder = copy_example("acchiappastreghe", tmp_path)
    day = _two_proposals_voted_in_the_thread(folder)
    outcome = run_tally(load_game(folder), TallyRequest(day=1, proposal=True, record=True), posts=_thread())
    first, second = outcome.data["proposals"]
    assert first["no"] == ["Delia", "Enzo", "Flora", "Guido"] and not first["approved"]
    assert "Bianca" not in first["no"] and second["no"] == ["Bianca", "Enzo"] and second["approved"]
    assert first["closed_by"] == "next-proposal" and first["closed"] == "2026-11-02 22:07"
    recorded = tomllib.loads(day.read_text(encoding="utf-8"))["proposta"]
    assert recorded[0]["chiusura"] == "2026-11-02 22:07" and recorded[0]["no"] == first["no"]
    assert recorded[1]["no"] == ["Bianca", "Enzo"] and "chiusura" not in recorded[1]
    # The audit: where each vote closed and why, every answer counted or ignored with why.
    assert "Chiusura: 2026-11-02 22:07 (il post della proposta successiva 907)" in outcome.table
    assert "post 903, Arturo: Sì — ignorato (non è un gatto in forma umana: non vota)" in outcome.table
    assert "post 909, Bianca: No — ignorato (dopo la proposta successiva: risponde a quella)" in outcome.table
    assert "post 909, Bianca: No — contato" in outcome.table
    assert "Chiusura: non nota" in outcome.table and "--until" in outcome.table


def test_the_last_proposal_closes_when_everyone_has_answered(tmp_path: Path) -> None:
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.count import TallyRequest, run_tally
    from tests.test_acchiappastreghe import _posts
    folder = copy_example("acchiappastreghe", tmp_path)
    _two_proposals_voted_in_the_thread(folder)
    rest = [(n, "[b]voto Sì[/b]") for n in ("Carlo", "Delia", "Flora", "Guido", "Irene")]
    thread = _posts(*[(p.author, p.body[0].text) for p in _thread()], *rest,
                    ("Guido", "[b]voto No[/b]"))
    outcome = run_tally(load_game(folder), TallyRequest(day=1, proposal=True), posts=thread)
    second = outcome.data["proposals"][1]
    assert second["closed_by"] == "all-voted" and second["closed"] == "2026-11-02 22:14"
    # "si può cambiare … finché tutti non hanno votato": Guido's change after that is not counted.
    assert "Guido" not in second["no"]
    assert "post 915, Guido: No — ignorato (dopo che tutti avevano votato: non si cambia più)" in outcome.table


def test_an_answer_without_a_form_counts_and_one_in_doubt_stops_the_record_until_settled(tmp_path: Path) -> None:
    """ "No!" alone is Enzo's No ("Gli assenti votano Sì": read as talk it would count Sì);
    "Sì (ma ...)" is a doubt: listed with the line that settles it, and nothing is recorded."""
    import tomllib

    from lupus_mod.errors import TallyError
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.count import TallyRequest, run_tally
    from tests.test_acchiappastreghe import _posts
    folder = copy_example("acchiappastreghe", tmp_path)
    day = _two_proposals_voted_in_the_thread(folder)
    thread = _posts(("Master", "Proposta di Bianca"), ("Enzo", "No!"), ("Delia", "Sì (ma Carlo non mi convince)"),
                    ("Guido", "Si vede che Bianca ha paura"), ("Flora", "[b]voto Sì[/b]"),
                    ("Irene", "ciao a tutti"), ("Master", "Proposta di Carlo"))
    outcome = run_tally(load_game(folder), TallyRequest(day=1, proposal=True), posts=thread)
    first = outcome.data["proposals"][0]
    assert first["no"] == ["Enzo"] and "Guido" in first["absent"]
    assert 'post 903, Delia: Sì — da sciogliere, non contato: days/1.toml → [corrections] "903" = "Sì"' \
        in outcome.table
    with pytest.raises(TallyError, match="903"):
        run_tally(load_game(folder), TallyRequest(day=1, proposal=True, record=True), posts=thread)
    assert "no =" not in day.read_text(encoding="utf-8").split("[[proposta]]")[1]
    day.write_text(day.read_text(encoding="utf-8") + '\n[corrections]\n"903" = "No"\n', encoding="utf-8")
    settled = run_tally(load_game(folder), TallyRequest(day=1, proposal=True, record=True), posts=thread)
    assert settled.data["proposals"][0]["no"] == ["Delia", "Enzo"]
    assert tomllib.loads(day.read_text(encoding="utf-8"))["proposta"][0]["no"] == ["Delia", "Enzo"]


def test_a_written_chiusura_closes_the_proposal_and_later_answers_are_late(tmp_path: Path) -> None:
    """The GM's `chiusura` in the [[proposta]] holds (it was ignored: answers after it counted,
    and the audit asked for the close written there)."""
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.count import TallyRequest, run_tally
    folder = copy_example("acchiappastreghe", tmp_path)
    day = _two_proposals_voted_in_the_thread(folder)
    day.write_text(day.read_text(encoding="utf-8").replace(
        'opened_post = "907"\n', 'opened_post = "907"\nchiusura = "2026-11-02 22:08"\n'), encoding="utf-8")
    outcome = run_tally(load_game(folder), TallyRequest(day=1, proposal=True), posts=_thread())
    second = outcome.data["proposals"][1]
    assert second["closed_by"] == "written" and second["closed"] == "2026-11-02 22:08"
    assert second["no"] == ["Enzo"] and "Bianca" not in second["no"]
    assert "Chiusura: 2026-11-02 22:08 (chiusura scritta nella [[proposta]])" in outcome.table


@pytest.mark.parametrize("old, new, line, words", [
    ('sindaco = "Guido"', 'sindaco = "Carlo"', 19, "Guido"),
    ('membri = ["Bianca", "Irene"]', 'membri = ["Bianca", "Flora"]', 20, "Flora is not a cat"),
    ('membri = ["Bianca", "Irene"]', 'membri = ["Bianca"]', 20, "members of the proposal: 1"),
    ('no = ["Enzo"]', 'no = ["Flora"]', 21, "Flora is not a cat"),
])
def test_a_proposals_error_is_at_the_line_of_its_key(tmp_path: Path, old: str, new: str, line: int,
                                                     words: str) -> None:
    """The line of `sindaco`, `membri` or `no`, where the slip is (it was the `[[proposta]]`
    line above them)."""
    from typer.testing import CliRunner
    game = copy_example("acchiappastreghe", tmp_path)
    day = game / "days" / "2.toml"
    text = day.read_text(encoding="utf-8")
    assert text.splitlines()[17:22] == ["[[proposta]]", 'sindaco = "Guido"', 'membri = ["Bianca", "Irene"]',
                                        'no = ["Enzo"]', 'chiusura = "2026-11-03 22:25"']
    day.write_text(text.replace(old, new), encoding="utf-8")
    result = CliRunner().invoke(app, ["round", "2", "--game", str(game)])
    assert f"days/2.toml:{line}: " in result.output and words in result.output, result.output
