"""Acchiappastreghe end to end: `new` for 4–12 players, the PM phrasings, the example game
played to its end, the hunt counted by the tally, the loop's ruleset checks."""
from __future__ import annotations

import shutil
import tomllib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.inputs.catalog import builtin, builtin_text
from lupus_mod.reports.checks import preflight
from lupus_mod.commands.app import app
from lupus_mod.errors import GameFolderError, LupusError, OrderError, each_problem
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.newgame import create_game, plan_game
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.play.turns import read_orders, run_turn_of
from tests.conftest import copy_example

NAMES = ("Alma", "Bruno", "Ceci", "Dino", "Elsa", "Fausto", "Gaia", "Ivo", "Lara", "Mauro",
         "Nora", "Oreste", "Pia")


def _new(tmp_path: Path, players: int, seed: int = 3) -> Path:
    target = tmp_path / f"g{players}"
    create_game(target, plan_game("acchiappastreghe", tuple(Recruit(n, "mf"[k % 2 == 0]) for k, n in enumerate(NAMES[:players])), seed))
    return target


@pytest.mark.parametrize("players", range(4, 13))
def test_new_deals_4_to_12_players_and_check_is_clean(tmp_path: Path, players: int) -> None:
    folder = _new(tmp_path, players)
    report = preflight(folder)
    assert not report.errors and not report.warnings, [e.render() for e in report.errors]
    dealt = tomllib.loads((folder / "players.toml").read_text(encoding="utf-8"))["player"]
    witches = [p for p in dealt if p["role"] == "strega"]
    assert 1 <= len(witches) < players - len(witches)
    opening = (folder / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    # "The opening post publishes the values in force" for this number of players.
    game = load_game(folder)
    loop = game.ruleset.loop
    assert f"cerchio magico: {loop.table('ingredienti', players)}." in opening
    assert f"I cavalieri arrivano il giorno {loop.table('cavalieri', players)}" in opening
    assert ("Mulino" in opening) == (players >= 8)
    assert "Pareggio al rogo" not in opening


@pytest.mark.parametrize("players", [3, 13])
def test_new_refuses_sizes_the_rulebook_does_not_give(tmp_path: Path, players: int) -> None:
    with pytest.raises(LupusError):
        plan_game("acchiappastreghe", tuple(Recruit(f"P{n}") for n in range(players)), 1)


def test_witches_know_each_other_and_the_corvo_knows_them(tmp_path: Path) -> None:
    folder = _new(tmp_path, 12)
    dealt = tomllib.loads((folder / "players.toml").read_text(encoding="utf-8"))["player"]
    witches = [p["name"] for p in dealt if p["role"] == "strega"]
    corvo = next(p["name"] for p in dealt if p["role"] == "corvo")
    card = (folder / "out" / "setup" / "pm" / f"{corvo}.bbcode").read_text(encoding="utf-8")
    assert all(w in card for w in witches)


def test_the_pm_phrasings_a_player_writes(tmp_path: Path) -> None:
    folder = _new(tmp_path, 8, seed=11)
    (folder / "nights" / "1.txt").write_text(
        "## Alma @ 2026-11-02 18:05\nCiao! Vado al bosco.\n\n"
        "## Bruno @ 2026-11-02 18:06\nraccolgo, vado in grotta\nproteggo il mulino\n\n"
        "## Ceci @ 2026-11-02 18:07\nritrasformo Dino\ngioco l'ala di pipistrello\n\n"
        "## Dino @ 2026-11-02 18:08\nlancio la nebbia e attacco Alma\nmetto il trifoglio\n",
        encoding="utf-8")
    orders = [(o.player, o.choice, o.args) for o in read_orders(load_game(folder), 1)]
    assert orders == [("Alma", "luogo", ("bosco",)), ("Bruno", "raccolgo", ()),
                      ("Bruno", "luogo", ("grotta",)),
                      ("Bruno", "proteggo", ("mulino",)), ("Ceci", "ritrasformo", ("Dino",)),
                      ("Ceci", "gioco", ("pipistrello",)), ("Dino", "incantesimo", ("nebbia",)),
                      ("Dino", "attacco", ("Alma",)), ("Dino", "gioco", ("trifoglio",))]


def test_a_thing_of_the_wrong_kind_is_an_error_at_its_line(tmp_path: Path) -> None:
    folder = _new(tmp_path, 6)
    (folder / "nights" / "1.txt").write_text("## Alma @ 2026-11-02 18:05\nvado al fungo\n",
                                             encoding="utf-8")
    # Read by its kind ([[ingredient]]), the fungo is said as what it is: never a place.
    with pytest.raises(OrderError) as caught:
        read_orders(load_game(folder), 1)
    assert caught.value.line == 2 and "is an ingredient, not a location" in caught.value.message


def test_the_example_game_is_played_to_its_end(tmp_path: Path) -> None:
    game = load_game(copy_example("acchiappastreghe", tmp_path))
    last = run_turn_of(game, 2)
    assert last.over and last.state.ended["victory"] == "streghe-cacciate"
    assert last.state.ended["scores"] == {"punti-strega": 1}
    assert "Delia" not in last.state.ended["winners"]      # the Corvo loses with the witches


def test_the_example_outputs_are_the_same_every_run(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    texts = []
    for _ in range(2):
        shutil.rmtree(folder / "out" / "round-2", ignore_errors=True)
        result = runner.invoke(app, ["round", "2", "--game", str(folder)])
        assert result.exit_code == 0, result.output
        texts.append({p.name: p.read_bytes() for p in (folder / "out" / "round-2").rglob("*.*")})
    assert texts[0] == texts[1]


def test_night_and_day_say_to_use_round(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    result = runner.invoke(app, ["night", "1", "--game", str(folder)])
    assert result.exit_code == 1 and "lupus-mod round N" in result.output


def test_a_game_after_its_end_is_refused(tmp_path: Path, runner, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's language, the GM's
    folder = copy_example("acchiappastreghe", tmp_path)
    (folder / "nights" / "3.txt").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["round", "3", "--game", str(folder)])
    # Said in the game's language (issue 22: it named a missing file, then spoke English).
    assert result.exit_code == 1 and "la partita è finita con la giornata 2" in result.output
    assert "la giornata 3 non si gioca" in result.output


def test_a_later_round_without_its_log_says_the_game_is_over(tmp_path: Path, runner, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's language, the GM's
    folder = copy_example("acchiappastreghe", tmp_path)
    result = runner.invoke(app, ["round", "5", "--game", str(folder)])
    assert result.exit_code == 1 and "la partita è finita nella giornata 2" in result.output
    assert "nights/" not in result.output


def _posts(*rows: tuple[str, str], start: datetime = datetime(2026, 11, 2, 22, 0, tzinfo=ZoneInfo("Europe/Rome"))
           ) -> tuple[Post, ...]:
    """The thread's posts, a minute apart from `start`, with ids from 901."""
    return tuple(Post(str(900 + n), n, author, start + timedelta(minutes=n),
                      f"https://board.example/t/5?p={900 + n}", (Segment(text),))
                 for n, (author, text) in enumerate(rows, start=1))


def test_the_tally_counts_the_hunt_among_the_cats_in_human_form(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Flora"\n', ""), encoding="utf-8")
    game = load_game(folder)
    # Arturo is a frog: he neither votes nor can be voted; nobody votes for himself.
    posts = _posts(("Master", "Si apre la votazione"), ("Carlo", "[b]voto Flora[/b]"),
                   ("Irene", "[b]voto Flora[/b]"), ("Arturo", "[b]voto Enzo[/b]"),
                   ("Guido", "[b]voto Arturo[/b]"), ("Enzo", "[b]voto Enzo[/b]"),
                   ("Flora", "[b]voto Guido[/b]"))
    result = run_tally(game, TallyRequest(day=1, record=True, until="2026-11-02 23:00"), posts=posts)
    assert tomllib.loads(day.read_text(encoding="utf-8"))["burned"] == "Flora", result
    assert len(tomllib.loads(day.read_text(encoding="utf-8"))["proposta"]) == 2
    # The post speaks of the hunt in the ruleset's words ([settings] tally_words), not the stake's.
    post = (folder / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert "GIORNATA 1[/b]" in post and "La votazione caccia [b]Flora[/b]." in post
    assert "voto per una rana o un gatto cacciato: non può essere votato" in post
    assert not any(word in post for word in ("rogo", "morto", "GIORNO "))


def test_a_change_after_everyone_has_voted_does_not_count(tmp_path: Path) -> None:
    """"si può cambiare toccando un altro gatto (anche l'astensione) finché tutti non hanno
    votato" (L78): once the last cat in human form has voted, Carlo's change is not counted."""
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Flora"\n', ""), encoding="utf-8")
    posts = _posts(("Master", "Si apre la votazione"), ("Carlo", "[b]voto Flora[/b]"),
                   ("Carlo", "[b]voto Enzo[/b]"), ("Irene", "[b]voto Flora[/b]"),
                   ("Bianca", "[b]voto Flora[/b]"), ("Guido", "[b]mi astengo[/b]"),
                   ("Delia", "[b]voto Guido[/b]"), ("Enzo", "[b]voto Guido[/b]"),
                   ("Flora", "[b]voto Enzo[/b]"), ("Carlo", "[b]voto Flora[/b]"))
    result = run_tally(load_game(folder), TallyRequest(day=1, until="2026-11-02 23:00"), posts=posts)
    fates = [(e.voter, e.fate) for e in result.tally.entries]
    # Before everyone had voted Carlo could still change (his first vote replaced); after it
    # his return to Flora would break the tie, and does not count.
    assert ("Carlo", "replaced") in fates and fates[-1] == ("Carlo", "after-all-voted")
    assert result.tally.burned == () and set(result.tally.tied) == {"Enzo", "Flora", "Guido"}
    audit = (folder / "out" / "day-1" / "tally-audit.md").read_text(encoding="utf-8")
    assert "dopo che tutti avevano votato: non si cambia più" in audit


def test_a_tie_hunts_nobody(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Flora"\n', ""), encoding="utf-8")
    posts = _posts(("Master", "Si apre la votazione"), ("Carlo", "[b]voto Flora[/b]"),
                   ("Flora", "[b]voto Carlo[/b]"))
    run_tally(load_game(folder), TallyRequest(day=1, record=True, until="2026-11-02 23:00"), posts=posts)
    assert tomllib.loads(day.read_text(encoding="utf-8"))["burned"] == ""
    post = (folder / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert "nessuno viene cacciato." in post and "rogo" not in post


def _edited(**tables: object) -> dict:
    return {**tomllib.loads(builtin_text("acchiappastreghe")), **tables}


@pytest.mark.parametrize("change, wanted", [
    ({"victory": [{"id": "x", "winners": "faction:nessuna", "when": {"last_day": True}}]},
     "unknown faction 'nessuna'"),
    ({"phase": [{"id": "giorno", "step": [{"id": "a", "effect": "draw-need"}]}]},
     "unknown step effect 'draw-need' (did you mean 'draw-needs'?)"),
    ({"phase": [{"id": "notte", "step": [{"id": "r", "effect": "ritual", "checks": ["sigili"],
                                          "settings": {"choice": "gioco", "counter": "sigilli"}}]}]},
     "unknown victory 'sigili' (did you mean 'sigilli'?)"),
    ({"tables": {"sigilli": {"quattro": 2}}}, "[tables] sigilli: must map numbers of players"),
    ({"location": [{"id": "bosco", "ingredients": ["mandragora"]}]}, "unknown ingredient 'mandragora'"),
    ({"choice": [{"id": "luogo", "keyword": "vado", "firts_stands": "role:strega"}]},
     "unknown key 'firts_stands' (did you mean 'first_stands'?)"),
])
def test_the_loop_of_an_edited_ruleset_is_checked(change: dict, wanted: str) -> None:
    with pytest.raises(LupusError) as caught:
        ruleset_from_dict(_edited(**change))
    assert any(wanted in p.message for p in each_problem(caught.value)), \
        [p.message for p in each_problem(caught.value)]


def test_loop_tables_without_phases_are_refused() -> None:
    data = tomllib.loads(builtin_text("vanilla"))
    with pytest.raises(LupusError, match=r"\[tables\] belongs to a declared loop"):
        ruleset_from_dict({**data, "tables": {"x": {"4": 1}}})


def test_the_other_rulesets_play_nights_and_days() -> None:
    for rid in ("vanilla", "lupus-of-the-rings", "cowboys-and-aliens", "licantropi", "thiercelieux"):
        loop = builtin(rid).loop
        assert not loop.declared and [p.kind for p in loop.phases] == ["night", "day"]
    assert [p.id for p in builtin("acchiappastreghe").loop.phases] == ["giorno", "sera", "notte"]


def test_public_posts_do_not_change_with_the_hidden_roles(tmp_path: Path, runner) -> None:
    """Twins: the Veggente and the Paesano swapped (their choices are refused or answered in
    private only): every public post of the first giornata is the same; only the private
    replies differ."""
    posts = []
    for swap in (False, True):
        folder = copy_example("acchiappastreghe", tmp_path / str(swap))
        players = folder / "players.toml"
        text = players.read_text(encoding="utf-8")
        if swap:
            text = (text.replace('"veggente"', '"X"').replace('"paesano"', '"veggente"')
                    .replace('"X"', '"paesano"'))
        players.write_text(text, encoding="utf-8")
        assert runner.invoke(app, ["round", "1", "--game", str(folder)]).exit_code == 0
        out = folder / "out" / "round-1"
        posts.append(({p.name: p.read_text(encoding="utf-8") for p in out.glob("*.bbcode")},
                      (out / "pm" / "Carlo.bbcode").read_text(encoding="utf-8")))
    assert posts[0][0] == posts[1][0] and posts[0][1] != posts[1][1]


def test_the_leak_check_finds_a_post_that_names_a_role(tmp_path: Path) -> None:
    from lupus_mod.lifecycle.leaks import game_leaks
    folder = copy_example("acchiappastreghe", tmp_path)
    assert game_leaks(load_game(folder)) == []
    own = folder / "templates" / "round"
    own.mkdir(parents=True)
    shipped = Path(__file__).resolve().parents[1] / "templates" / "round" / "thread.bbcode.j2"
    (own / "thread.bbcode.j2").write_text(shipped.read_text(encoding="utf-8")
                                          + "Il primo ruolo: {{ roster[0].role }}\n", encoding="utf-8")
    leaks = game_leaks(load_game(folder))
    assert leaks and all("Il primo ruolo" in leak.sentence for leak in leaks)


def test_the_tally_reads_the_proposal_vote_in_the_thread(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "2.toml"
    text = day.read_text(encoding="utf-8").replace('burned = "Enzo"\n', "")
    day.write_text(text.replace('no = ["Enzo"]', 'opened_post = "901"'), encoding="utf-8")
    result = runner.invoke(app, ["round", "2", "--game", str(folder)])
    assert result.exit_code == 0 and "voto Sì" in result.output
    # Names shown; a frog (Carlo) and a hunted cat (Flora) do not vote; a changed vote counts
    # once; Irene and Guido never vote: absentees vote Sì.
    posts = _posts(("Master", "Vota la proposta"), ("Guido", "[b]voto Sì[/b]"),
                   ("Enzo", "[b]voto no[/b]"), ("Carlo", "[b]voto No[/b]"),
                   ("Flora", "[b]voto No[/b]"), ("Arturo", "[b]voto No[/b]"),
                   ("Arturo", "ci ripenso: [b]voto si[/b]"), ("Delia", "[b]voto No[/b]"))
    posts = tuple(p for p in posts if p.author != "Guido")
    outcome = run_tally(load_game(folder), TallyRequest(day=2, proposal=True, record=True), posts=posts)
    assert outcome.data["no"] == ["Delia", "Enzo"] and outcome.data["approved"]
    assert "Irene" in outcome.data["absent"]
    fates = {(a["voter"], a["fate"]) for a in outcome.data["actions"]}
    assert ("Carlo", "not-eligible") in fates and ("Flora", "not-eligible") in fates
    recorded = tomllib.loads(day.read_text(encoding="utf-8"))["proposta"][2]
    assert recorded["no"] == ["Delia", "Enzo"] and recorded["opened_post"] == "901"
    result = runner.invoke(app, ["round", "2", "--game", str(folder)])
    assert result.exit_code == 0 and "Il rito è [b]riuscito[/b]" in result.output


def test_the_witches_never_outnumber_when_none_is_in_human_form() -> None:
    """"Se non resta nessuna strega in forma umana, questa condizione non può verificarsi":
    no witch and no other cat in human form (0 ≤ 0) is no witches' victory."""
    from dataclasses import replace as changed

    from lupus_mod.engine.loop.run import holds
    from lupus_mod.engine.loop.state import new_state
    ruleset = builtin("acchiappastreghe")
    state = new_state([("Ada", "strega"), ("Bea", "paesano"), ("Cico", "corvo")], ruleset)
    cond = {"outnumber": {"side": "role:strega", "form": "umano"}}
    nobody = changed(state, forms={"Ada": "rana", "Bea": "cacciato", "Cico": "rana"})
    assert not holds(nobody, ruleset.loop, cond)
    alone = changed(state, forms={"Ada": "umano", "Bea": "rana", "Cico": "umano"})
    assert holds(alone, ruleset.loop, cond)          # the Corvo counts with the cats: 1 ≤ 1


def test_a_giornata_without_its_pm_log_is_an_error_not_a_random_day(tmp_path: Path) -> None:
    """As a night's log: forgetting the PMs must not send every cat to a random location."""
    folder = _new(tmp_path, 6)
    with pytest.raises(GameFolderError) as caught:
        run_turn_of(load_game(folder), 1)
    assert caught.value.file == "nights/1.txt" and "missing" in caught.value.message
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    assert run_turn_of(load_game(folder), 1).waiting == "proposal"


def test_round_tells_the_gm_what_it_waits_for_in_the_games_language(tmp_path: Path) -> None:
    from typer.testing import CliRunner
    folder = _new(tmp_path, 6)
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    result = CliRunner().invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    assert "Tutte le scelte sono state applicate." in result.output
    assert "In attesa: la proposta del sindaco (days/1.toml)." in result.output
    assert "waiting" not in result.output and "proposal" not in result.output


@pytest.mark.parametrize("text, line, message", [
    ('[[proposta]]\nmembri = ["Alma", "Brunno"]\n', 2, "'Brunno' is not a player (did you mean Bruno?)"),
    ('burned = "Ceccì"\n', 1, "'Ceccì' is not a player (did you mean Ceci?)"),
    ('serra = "2026-11-02 21:00"\n', 1, "unknown key 'serra' (did you mean 'sera'?)"),
    ('[[proposta]]\nmembri = ["Alma", "Bruno"]\nmembrii = []\n', 3, "unknown key 'membrii' (did you mean 'membri'?)"),
    # A name twice in `no`: one No vote lost, the proposal may turn; in `membri`, one cat short.
    ('[[proposta]]\nmembri = ["Alma", "Bruno"]\nno = ["Alma", "Alma"]\n', 3, "«Alma» is written twice in no"),
    ('[[proposta]]\nmembri = ["Alma", "Alma"]\n', 2, "«Alma» is written twice in membri"),
])
def test_a_misspelt_name_or_key_of_the_thread_file_gets_did_you_mean(tmp_path: Path, text: str,
                                                                     line: int, message: str) -> None:
    folder = _new(tmp_path, 6)
    (folder / "nights" / "1.txt").write_text("", encoding="utf-8")
    (folder / "days" / "1.toml").write_text(text, encoding="utf-8")
    with pytest.raises(LupusError) as caught:     # every command refuses it at load
        load_game(folder)
    problems = each_problem(caught.value)
    assert [(p.file, p.line) for p in problems if message in p.message] == [("days/1.toml", line)], \
        [p.render() for p in problems]


def test_round_lists_every_choice_the_master_made_for_a_silent_player(tmp_path: Path) -> None:
    """As `night` lists the items passed at random: a cat sent to a random location, a circle
    member who played the first ingredient of his bag, and the warning not to post the Notte
    while the members' own choices may still come."""
    from typer.testing import CliRunner
    folder = _new(tmp_path, 6)
    (folder / "nights" / "1.txt").write_text("## Alma @ 2026-11-02 10:00\nvado al bosco\n",
                                             encoding="utf-8")
    game = load_game(folder)
    run = run_turn_of(game, 1)
    silent = [n for n in NAMES[1:6]]
    result = CliRunner().invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    assert f"Scelte fatte d'ufficio ({len(silent)}):" in result.stderr, result.stderr
    assert all(f"- {name}: nessun luogo scelto, mandat" in result.stderr for name in silent)
    assert "- Alma:" not in result.stderr and "ATTENZIONE" not in result.stderr
    members = [n for n in NAMES[:6] if run.state.forms[n] == "umano"][:len(run.state.needs)]
    (folder / "days" / "1.toml").write_text(
        f'sera = "2026-11-02 21:00"\n\n[[proposta]]\nmembri = {members!r}\nno = []\n'.replace("'", '"'),
        encoding="utf-8")
    result = CliRunner().invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    assert all(f"- {name}: nessun ingrediente giocato nel rito" in result.stderr for name in members)
    assert "ATTENZIONE: il rito è stato risolto" in result.stderr and "gioco" in result.stderr
    (folder / "nights" / "1.txt").write_text(
        "## Alma @ 2026-11-02 10:00\nvado al bosco\n" + "".join(
            f"## {name} @ 2026-11-02 22:00\ngioco {ingredient}\n"
            for name in members for ingredient in run_turn_of(load_game(folder), 1).phases[1].state.bag(name)[:1]),
        encoding="utf-8")
    result = CliRunner().invoke(app, ["round", "1", "--game", str(folder)])
    assert "ATTENZIONE" not in result.stderr, result.stderr
