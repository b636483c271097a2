"""A GM's own ruleset from `new` to the night (docs/own-ruleset.md): the Borgo delle Lanterne
of games/ dealt with `new --roles --labels`, its first night resolved, its own messages worded
from the game's catalog; and the catalog's own checks."""
from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

BORGO = ROOT / "games" / "borgo-delle-lanterne"
NIGHT_1 = (BORGO / "nights" / "1.txt").read_text(encoding="utf-8")


def _new(tmp_path: Path, *extra: str) -> tuple[Path, object]:
    game = tmp_path / "borgo"
    result = CliRunner().invoke(app, [
        "new", str(game), "--roles", str(BORGO / "roles.toml"), "--players", str(tmp_path / "list.txt"),
        "--seed", "1105", "--title", "Il Borgo delle Lanterne — partita di esempio", *extra])
    return game, result


def _list(tmp_path: Path) -> None:
    (tmp_path / "list.txt").write_text("Arnaldo (m)\nBenedetta (f)\nCorrado (m)\nDelfina (f)\nErmes (m)\n"
                                       "Fiorenza (f)\nGualtiero (m)\nIlaria (f)\nLeandro (m)\n"
                                       "Marisa (f)\nNestore (m)\nOttavia (f)\n", encoding="utf-8")


def test_new_deals_the_example_game_and_night_1_runs(tmp_path: Path) -> None:
    _list(tmp_path)
    game, result = _new(tmp_path, "--labels", str(BORGO / "templates" / "labels.toml"),
                        "--gm", "Lanternaio")
    assert result.exit_code == 0, result.output
    # The folder is the example's: the same deal, the ruleset and the catalog copied as written.
    for name in ("game.toml", "players.toml", "roles.toml", "templates/labels.toml"):
        assert (game / name).read_bytes() == (BORGO / name).read_bytes(), name
    assert (game / "out" / "setup" / "pm" / "Corrado.bbcode").is_file()
    (game / "nights" / "1.txt").write_text(NIGHT_1, encoding="utf-8")
    night = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    assert night.exit_code == 0, night.output
    out = game / "out" / "night-1"
    assert "Nel cuore della notte la campana della torre ha suonato." in (out / "thread.bbcode").read_text(encoding="utf-8")
    delfina = (out / "pm" / "Delfina.bbcode").read_text(encoding="utf-8")
    assert "Stanotte qualcuno ha appeso una lanterna alla tua porta." in delfina
    assert "[" + "lanterna-appesa]" not in delfina
    # The watcher sees the pack's visit; the tracker, the witch's two; the seer is fooled.
    assert "Stanotte hanno visitato [b]Fiorenza[/b]: [b]Ottavia[/b]." in delfina
    ermes = (out / "pm" / "Ermes.bbcode").read_text(encoding="utf-8")
    assert "Stanotte [b]Gualtiero[/b] ha visitato: [b]Leandro[/b], [b]Nestore[/b]." in ermes
    corrado = (out / "pm" / "Corrado.bbcode").read_text(encoding="utf-8")
    assert "Il responso su [b]Nestore[/b] è: [b]INNOCENTE[/b]." in corrado
    check = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert check.exit_code == 0 and "error:" not in check.output, check.output


def test_new_without_the_catalog_names_every_unworded_message(tmp_path: Path) -> None:
    _list(tmp_path)
    game, result = _new(tmp_path)
    assert result.exit_code == 1 and not game.exists()
    roles = (BORGO / "roles.toml").read_text(encoding="utf-8").splitlines()
    for message in ("lanterna-appesa", "spirito", "campana"):
        line = next(n for n, text in enumerate(roles, 1) if text == f'message = "{message}"')
        assert f"roles.toml:{line}: il messaggio «{message}» non ha parole" in result.output, result.output


def _game_with_catalog(tmp_path: Path, catalog: str) -> Path:
    game = tmp_path / "borgo"
    shutil.copytree(BORGO, game)
    (game / "templates" / "labels.toml").write_text(catalog, encoding="utf-8")
    return game


def test_a_field_no_message_carries_is_an_error_at_its_line(tmp_path: Path) -> None:
    text = (BORGO / "templates" / "labels.toml").read_text(encoding="utf-8")
    game = _game_with_catalog(tmp_path, text.replace("{target}", "{tagret}"))
    line = next(n for n, t in enumerate(text.splitlines(), 1) if t.startswith("spirito ="))
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 1
    assert f"error: templates/labels.toml:{line}: [message] «spirito»: il campo {{tagret}}" in result.output, result.output


def test_a_misspelt_catalog_id_is_told_with_the_id_meant(tmp_path: Path) -> None:
    text = (BORGO / "templates" / "labels.toml").read_text(encoding="utf-8")
    game = _game_with_catalog(tmp_path, text.replace("campana =", "campanna ="))
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert "(forse «campana»?)" in result.output and "«campana» non ha parole" in result.output


def test_a_catalog_wording_escapes_what_it_fills_in(tmp_path: Path) -> None:
    from lupus_mod.words.render import told
    table = {"message": {"spirito": "Lo spirito di {target}: {answer} {nothing}"}}
    assert told(table, "spirito", {"target": "[b]Zed", "answer": ["A", "B"]}) == \
        "Lo spirito di [\u200bb]Zed: A, B {nothing}"
    assert told(table, "altro", {}) is None


def test_no_builtin_ruleset_has_a_trap_that_is_an_error() -> None:
    """The shipped rulesets word every message they send and keep clear of reserved ids."""
    from lupus_mod.inputs.catalog import builtin_ids
    from lupus_mod.inputs.folder import load_toml
    from lupus_mod.inputs.ruleset import load_ruleset
    from lupus_mod.inputs.authoring import ruleset_findings
    for ruleset_id in builtin_ids():
        path = ROOT / "lupus_mod" / "rulesets" / f"{ruleset_id}.toml"
        errors, _ = ruleset_findings(load_toml(path), load_ruleset(path), None)
        assert errors == [], (ruleset_id, [e.render() for e in errors])


def test_an_unworded_message_of_a_builtin_would_be_found(tmp_path: Path) -> None:
    """The check reads the template's macros: a shipped message without its macro is found."""
    from lupus_mod.inputs.folder import load_toml
    from lupus_mod.inputs.ruleset import load_ruleset
    from lupus_mod.inputs.authoring import ruleset_findings
    game = tmp_path / "g"
    (game / "templates" / "night").mkdir(parents=True)
    shipped = (ROOT / "templates" / "night" / "messages.j2").read_text(encoding="utf-8")
    lines = [line for line in shipped.splitlines() if "macro alien_check(" not in line]
    (game / "templates" / "night" / "messages.j2").write_text("\n".join(lines), encoding="utf-8")
    path = ROOT / "lupus_mod" / "rulesets" / "cowboys-and-aliens.toml"
    errors, _ = ruleset_findings(load_toml(path), load_ruleset(path), game)
    assert [e.message for e in errors] == [
        "il messaggio «alien-check» non ha parole: il giocatore leggerebbe «[alien-check] …» così com'è"]


def test_the_traps_are_told_in_the_rulesets_language(tmp_path: Path) -> None:
    base = (ROOT / "tests" / "bad_rulesets" / "unworded-message.toml").read_text(encoding="utf-8")
    roles = tmp_path / "regles.toml"
    roles.write_text(base.replace('language = "it"', 'language = "fr"'), encoding="utf-8")
    result = CliRunner().invoke(app, ["new", str(tmp_path / "partie"), "--roles", str(roles),
                                      "--player", "Anne", "--player", "Bruno", "--player", "Chloé",
                                      "--player", "Denis", "--player", "Élise"])
    assert result.exit_code == 1
    assert "le message «\u00a0visione-speciale\u00a0» n'a pas de mots" in result.output, result.output
    (tmp_path / "mots.toml").write_text('[message]\nvisione-speciale = "Tu vois {target}."\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["new", str(tmp_path / "partie"), "--roles", str(roles),
                                      "--labels", str(tmp_path / "mots.toml"), "--player", "Anne",
                                      "--player", "Bruno", "--player", "Chloé", "--player", "Denis",
                                      "--player", "Élise"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "partie" / "templates" / "labels.toml").read_text(encoding="utf-8").startswith("[message]")


def test_new_warns_of_a_player_named_like_an_order_word(tmp_path: Path) -> None:
    _list(tmp_path)
    names = (tmp_path / "list.txt").read_text(encoding="utf-8").replace("Corrado", "Illumino")
    (tmp_path / "list.txt").write_text(names, encoding="utf-8")
    game, result = _new(tmp_path, "--labels", str(BORGO / "templates" / "labels.toml"))
    assert result.exit_code == 0, result.output
    assert "warning: list.txt:3: name «Illumino» is also an order word of the ruleset " \
           "(illumino)" in result.output.replace(str(tmp_path) + "/", "")
    check = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert "warning: players.toml:" in check.output and "«Illumino»" in check.output, check.output
