"""The GM's terminal speaks the game's language (issue 24): the bad-input corpus, run on the
Italian and French example games, shows no English word and no internal id; the catalogs of
lupus_mod/messages have the same ids and fields in every language; French typography holds."""
from __future__ import annotations

import re
import shutil
import string
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.messages import LANGUAGES, catalog, say, wording
from tests.bad_input.corpus import ROOT, all_cases
from tests.test_bad_input_corpus import _broken

# Words of English a GM of an Italian or French game must never read.
ENGLISH = {"the", "is", "are", "not", "error", "errors", "warning", "warnings", "line",
           "player", "players", "unknown", "missing", "must", "cannot", "mean", "did", "you",
           "this", "which", "should", "found", "only", "key", "value", "number", "list",
           "name", "wrote", "there", "here", "with", "nothing", "write", "use", "see"}
WORD = re.compile(r"[A-Za-zÀ-ÿ]+(?:[_-][A-Za-zÀ-ÿ]+)*")
CASES = all_cases()


def _fields(entry) -> set[str]:
    texts = [v for k, v in entry.items() if k != "by"] if isinstance(entry, dict) else [entry]
    return {f for t in texts for _, f, _, _ in string.Formatter().parse(t) if f}


def _messages(language: str) -> dict:
    """The catalog but its help texts (English help is the commands' own docstrings)."""
    return {k: v for k, v in catalog(language).items() if not k.startswith("help")}


def test_every_language_has_every_message_with_the_same_fields() -> None:
    english = _messages("en")
    for language in LANGUAGES:
        words = _messages(language)
        assert set(words) == set(english), (language, set(english) ^ set(words))
        for key, entry in words.items():
            assert _fields(entry) <= _fields(english[key]) | {"count"}, (language, key)


def test_help_words_every_command_and_option_in_italian_and_french() -> None:
    import inspect
    from lupus_mod.cli import COMMANDS
    for language in ("it", "fr"):
        words = catalog(language)
        for command in app.registered_commands:
            name = command.name or command.callback.__name__.replace("_", "-")
            assert f"help.{name}" in words, (language, name)
            for parameter in inspect.signature(command.callback).parameters.values():
                if getattr(parameter.default, "help", None):
                    assert f"help-{name}.{parameter.name}" in words or f"help.{parameter.name}" in words, \
                        (language, name, parameter.name)
        named = {k.split(".")[0].removeprefix("help-") for k in words if k.startswith("help-")} - {"frame", "usage", "arguments", "usage-options"}
        assert named <= set(COMMANDS), named


def test_help_in_the_game_folders_language(monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    assert run(["check", "--help", "--game", str(ROOT / "games" / "thiercelieux")]) == 0
    assert "Vérifie le dossier de la partie" in capsys.readouterr().out
    assert run(["new", "x", "--ruleset", "licantropi", "--seed", "tre"]) == 2
    said = capsys.readouterr().err
    assert "--seed" in said and not _english(said), said


def test_french_typography() -> None:
    for key, entry in catalog("fr").items():
        for text in (entry.values() if isinstance(entry, dict) else [entry]):
            assert not re.search(r" [:;!?»]|« ", text), key
    assert wording("fr", "check.ok", {}) == "ok\u00a0: aucun problème"
    shown = say("check.errors", count=0)
    assert (shown, shown.worded("it"), shown.worded("fr")) == ("0 error(s)", "0 errori", "0 erreur")


_QUOTED = re.compile(r"(?<![A-Za-zÀ-ÿ])'[^'\n]*'|\"[^\"\n]*\"|«[^»\n]*»|`[^`\n]*`")


def _english(text: str, own: set[str] = frozenset()) -> list[str]:
    """English words of `text`, leaving out what it quotes and the keys and values of the
    folder's files (the GM's own words: `name`, `role`, `player` are keys of players.toml)."""
    return sorted({w for w in WORD.findall(_QUOTED.sub("", text)) if w.lower() in ENGLISH and w not in own})


def _own_words(game: Path) -> set[str]:
    """Every key and text value of the folder's TOML files: the GM's own vocabulary."""
    import tomllib

    def walk(data) -> set[str]:
        if isinstance(data, dict):
            return {str(k) for k in data} | {w for v in data.values() for w in walk(v)}
        if isinstance(data, list):
            return {w for v in data for w in walk(v)}
        return {data} if isinstance(data, str) else set()
    words: set[str] = set()
    for path in game.rglob("*.toml"):
        try:
            words |= walk(tomllib.loads(path.read_text(encoding="utf-8")))
        except (ValueError, OSError):
            continue
    return words


@cache
def _vocabulary(language: str) -> set[str]:
    """Hyphenated and snake_case words that are no internal id: the language's own (they are in
    its catalogs' wording, lupus_mod/messages and labels.toml: "vouliez-vous", "non-joueur")
    and the documented file formats' (a key or a word of docs/: `opened_post`)."""
    texts = [str(v) for v in catalog(language).values()]
    texts.append((ROOT / "templates" / language / "labels.toml").read_text(encoding="utf-8"))
    texts += [path.read_text(encoding="utf-8") for path in sorted((ROOT / "docs").glob("*.md"))]
    return {w for text in texts for w in re.findall(r"[\w]+(?:[-_][\w]+)+", text)} | {"lupus-mod"}


_INTERNAL = re.compile(r"(?<![\w/.'\"-])[a-z]+(?:[-_][a-z]+)+(?![\w/.'\"-])")


@pytest.mark.parametrize("gm", ["game", "other"])
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input_speaks_the_games_language(case, gm: str, tmp_path: Path, monkeypatch) -> None:
    """`gm`: the GM reads the game's own language, or the other one (LUPUS_MOD_LANGUAGE): an
    Italian GM of a French game, a French GM of an Italian one."""
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    language = "fr" if case.game == "thiercelieux" else "it"
    if gm == "other":
        language = {"it": "fr", "fr": "it"}[language]
        monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    game, line = _broken(case, tmp_path)
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 1, result.output
    shown = result.output.replace(str(game), "")
    own = _own_words(game)
    assert not _english(shown, own), shown
    ids = {i for i in _INTERNAL.findall(_QUOTED.sub("", shown)) if i not in own | _vocabulary(language)}
    assert not ids, shown


def test_english_outside_a_game(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    result = CliRunner().invoke(app, ["status", "--game", str(tmp_path)])
    assert result.exit_code == 1 and result.output.startswith("error: ")


def test_a_game_folder_speaks_its_language(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    for name, said in (("licantropi", "errore: "), ("thiercelieux", "erreur\u00a0: ")):
        game = tmp_path / name
        shutil.copytree(ROOT / "games" / name, game, ignore=shutil.ignore_patterns("out", ".cache"))
        (game / "players.toml").write_text('[[player]\nname = "Aldo"\n', encoding="utf-8")
        result = CliRunner().invoke(app, ["check", "--game", str(game)])
        assert result.exit_code == 1 and said in result.output and "players.toml:1:" in result.output


@pytest.mark.parametrize("name, said", [
    ("licantropi", "questa pagina non esiste (HTTP 404)"),
    ("thiercelieux", "cette page n'existe pas (HTTP 404)"),
])
def test_an_unreachable_board_is_said_in_the_games_language(name, said, tmp_path: Path, monkeypatch) -> None:
    import responses
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = tmp_path / name
    shutil.copytree(ROOT / "games" / name, game, ignore=shutil.ignore_patterns("out", ".cache"))
    url = "https://board.example/topic/9-giorno-2/"
    with responses.RequestsMock() as board:
        board.get(url, status=404, body="")
        result = CliRunner().invoke(app, ["tally", "2", "--game", str(game), "--url", url])
    assert result.exit_code == 1 and url in result.output, result.output
    assert said in result.output, result.output
    assert not _english(result.output.replace(url, "").replace(str(game), "")), result.output


@pytest.mark.parametrize("ruleset, said", [
    ("licantropi", "non con 3"), ("thiercelieux", "pas pour 3"),
])
def test_new_with_too_few_players_speaks_the_rulesets_language(ruleset, said, tmp_path: Path,
                                                                monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    roster = tmp_path / "roster.txt"
    roster.write_text("Aldo\nBice\nCleo\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["new", str(tmp_path / "g"), "--ruleset", ruleset, "--players", str(roster)])
    assert result.exit_code != 0 and said in result.output and "--players" in result.output, result.output
    assert not _english(result.output.replace(str(tmp_path), "").replace("--players", "")), result.output


@pytest.mark.parametrize("name, said", [
    ("licantropi", "nessun autore di questi messaggi"), ("thiercelieux", "aucun auteur de ces messages"),
])
def test_another_games_pages_are_refused_in_the_games_language(name, said, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = tmp_path / name
    shutil.copytree(ROOT / "games" / name, game, ignore=shutil.ignore_patterns("out", ".cache"))
    page = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game), "--html", str(page)])
    assert result.exit_code == 1 and said in result.output, result.output
    assert not _english(result.output.replace("players.toml", "")), result.output


def _texts(data) -> list[str]:
    if isinstance(data, dict):
        return [t for v in data.values() for t in _texts(v)]
    if isinstance(data, list):
        return [t for v in data for t in _texts(v)]
    return [data] if isinstance(data, str) else []


# The PM log has one name in each language, on the terminal and in the GM's reports alike
# ("manca il registro della notte" from `night` and from `check`); the GM's own log of a phase
# (gm-log.md) is another thing, "log del GM".
PM_LOG_ELSEWHERE = {"it": re.compile(r"(?<![-\w/.{])log\b(?![-.}]| del GM)"),
                    "fr": re.compile(r"(?<![-\w/.{])(log|registre)\b(?![-.}])")}


@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_pm_log_has_one_name_in_each_language(language: str) -> None:
    import tomllib

    from lupus_mod.words.render import shipped_templates
    texts = _texts(tomllib.loads((ROOT / "lupus_mod" / "messages" / f"{language}.toml").read_text("utf-8")))
    texts += _texts(tomllib.loads((shipped_templates() / language / "labels.toml").read_text("utf-8")))
    other = [t for t in texts if PM_LOG_ELSEWHERE[language].search(t)]
    assert not other, other


@pytest.mark.parametrize("language, letters", [("it", "AAAA-MM-GG"), ("fr", "AAAA-MM-JJ")])
def test_a_date_format_is_worded_with_the_languages_letters(language: str, letters: str) -> None:
    assert letters in say("date-format.stamp").worded(language)
    assert not [t for t in _texts(catalog(language)) if "YYYY" in t or "MM-DD" in t]
