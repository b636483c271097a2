"""A new GM's Acchiappastreghe game, the example game's PMs written as players write them: what
the tool must not lose or leave unsaid on the way (docs/rulings/acchiappastreghe.md)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import run_turn_of
from tests.conftest import copy_example


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _line_of(log: Path, text: str) -> int:
    return next(n for n, line in enumerate(log.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_the_settling_line_of_a_misspelt_target_keeps_the_place_on_the_same_line(tmp_path: Path, runner) -> None:
    """«vado al prato e attacco Irenee»: the [corrections] line the error offers is the whole
    line, the witch's place with the attack; copying it does not send her somewhere at random."""
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "1.txt"
    _edit(log, "vado al prato\nlancio la maledizione della rana\nattacco Guido",
          "vado al prato e attacco Guidoo\nlancio la maledizione della rana")
    line = _line_of(log, "Guidoo")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    wanted = f'nights/1.overrides.toml → [corrections] "{line}" = "vado prato; attacco Guido"'
    assert result.exit_code == 1 and wanted in result.output, result.output
    (folder / "nights" / "1.overrides.toml").write_text(
        "[corrections]\n" + wanted.split("→ [corrections] ")[1] + "\n", encoding="utf-8")
    run = run_turn_of(load_game(folder), 1)
    events = [e for p in run.phases for e in p.events]
    assert not [e for e in events if e["kind"] == "random-location" and e["player"] == "Enzo"]
    assert any(e["kind"] == "attack" and e.get("target") == "Guido" for e in events)


def test_the_knights_place_after_protect_is_refused_and_told(tmp_path: Path, runner) -> None:
    """"non dopo che il cavaliere guardiano ha inviato «Proteggi»": her «vado al bosco» sent after
    «proteggo il mulino» does not move her, and she and the GM are told why; one sent before it
    she replaced herself (the GM log's only)."""
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "1.txt"
    _edit(log, "## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n",
          "## Bianca @ 2026-11-02 18:30\nvado alla grotta\n\n## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n\n"
          "## Bianca @ 2026-11-02 18:45\nvado al bosco\n")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    late = _line_of(log, "vado al bosco")
    assert (f"nights/1.txt:{late} — Bianca: l'ordine «vado al bosco» non è stato applicato: dopo «Proteggi» "
            "il Cavaliere guardiano non cambia più: quel giorno ha protetto.") in result.output
    reply = (folder / "out" / "round-1" / "pm" / "Bianca.bbcode").read_text(encoding="utf-8")
    # The reply quotes her own words for the order ("vado al bosco"), not the order as read.
    assert "«vado al bosco» non è stato applicato: dopo «Proteggi» il Cavaliere guardiano non cambia più: oggi proteggi." in reply
    assert "vado alla grotta" not in reply and "Oggi hai protetto il Mulino" in reply
    events = [e for p in run_turn_of(load_game(folder), 1).phases for e in p.events if e["kind"] == "refused"]
    assert ("Bianca", "vado alla grotta", "replaced") in {(e["player"], e["raw"], e["reason"]) for e in events}


def test_a_badly_written_no_stops_the_proposal_record_instead_of_counting_si(tmp_path: Path) -> None:
    """"Gli assenti votano Sì": «voto Noo» or a bare «Nooo» ignored would count Sì for a cat
    who said No. Each is a doubt whose settling line reads it as No; nothing is recorded until
    the GM settles them. A player's name («voto Delia») is still no answer."""
    import pytest

    from lupus_mod.errors import TallyError
    from lupus_mod.tally.count import TallyRequest, run_tally
    from tests.test_acchiappastreghe import _posts
    from tests.test_acchiappastreghe_proposals import _two_proposals_voted_in_the_thread
    folder = copy_example("acchiappastreghe", tmp_path)
    day = _two_proposals_voted_in_the_thread(folder)
    posts = _posts(("Master", "Proposta di Bianca"), ("Delia", "voto Noo"), ("Enzo", "Nooo!!"),
                   ("Guido", "voto Delia"), ("Flora", "voto Sii"), ("Irene", "ci penso"),
                   ("Master", "Proposta di Carlo"))
    outcome = run_tally(load_game(folder), TallyRequest(day=1, proposal=True), posts=posts)
    assert 'post 902, Delia: — — da sciogliere, non contato: days/1.toml → [corrections] "902" = "No"' in outcome.table
    assert 'post 903, Enzo: No — da sciogliere, non contato: days/1.toml → [corrections] "903" = "No"' in outcome.table
    assert 'post 905, Flora: — — da sciogliere, non contato: days/1.toml → [corrections] "905" = "Sì"' in outcome.table
    assert "post 904, Guido: Delia — ignorato" in outcome.table
    with pytest.raises(TallyError):
        run_tally(load_game(folder), TallyRequest(day=1, proposal=True, record=True), posts=posts)
    day.write_text(day.read_text(encoding="utf-8").replace(
        "[[proposta]]", '[corrections]\n"902" = "No"\n"903" = "No"\n"905" = "Sì"\n\n[[proposta]]', 1), encoding="utf-8")
    counted = run_tally(load_game(folder), TallyRequest(day=1, proposal=True, record=True), posts=posts)
    assert counted.data["proposals"][0]["no"] == ["Delia", "Enzo"]


def test_a_frog_proposed_is_said_in_the_games_language(tmp_path: Path, runner, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    folder = copy_example("acchiappastreghe", tmp_path)
    _edit(folder / "days" / "1.toml", 'membri = ["Carlo", "Guido"]', 'membri = ["Carlo", "Arturo"]')
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 1
    # The error stands at the `membri` line that names him (it cited the [[proposta]] header).
    assert "days/1.toml:10: Arturo oggi non è un gatto in forma umana" in result.output
    assert "rane e gatti cacciati non vengono proposti e non votano" in result.output
