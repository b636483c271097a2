"""Each language all the way: a French GM of the Thiercelieux example (and an Italian GM of the
Italian examples) reads every command's terminal output, every file it writes and every
`--help` in the game's language, on the folder as shipped and on broken copies of it (a typo
in a player's name, a missing file, an unknown key, an impossible date, an unknown role).

Checked on everything collected: no English word (tests/test_gm_language.py's and
tests/test_every_command_languages.py's lists, and any run of four words of the English
catalog, lupus_mod/messages/en.toml), no internal id (snake_case or hyphenated token, message
key, `{placeholder}` left unformatted), and in French the typography of docs/languages.md:
a non-breaking space before : ; ? ! and inside « », never "de Inès" nor "le Ami".
What the players wrote (the PM logs, the thread's posts) is theirs and left out; so are the
positions of the GM's files ("nights/2.txt:4: …", the compilers' convention) and the
command line's own syntax (options, file names)."""
from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Callable

import pytest

from lupus_mod.cli import COMMANDS
from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.messages import catalog
from tests.conftest import ROOT, copy_example
from tests.test_every_command_languages import MORE_ENGLISH, SYNTAX, _run, _visible
from tests.test_gm_language import ENGLISH, WORD, _INTERNAL, _QUOTED, _own_words, _vocabulary
from tests.votes.review.boards import draw

# Words that are English and the game's language alike ("on vote", "un an", "or").
SHARED = {"fr": {"on", "an", "or", "votes"}, "it": set()}
# The Italian forums' own loanword ("Game Master" in the opening post, as "Master" everywhere).
LOANWORDS = {"fr": re.compile("(?!)"), "it": re.compile(r"\bGame Master\b")}
VOTE = {"fr": "je vote pour {}", "it": "voto {}"}
TYPOGRAPHY = {
    "a non-breaking space before : ; ? !": r"(?<=[^\s\d]) [:;!?](?=\s|$)",
    "a space before ; ? !": r"(?<=[^\s\d/:\]\[(])[;!?](?=\s|$)",
    "a space before :": r"(?<=[a-zà-ÿ\)»])[:](?=\s)",
    "a non-breaking space inside « »": r"« |«(?=\S)| »|(?<=\S)»",
    # A shell's quotes around a value's shape ('AAAA-MM-JJ HH:MM') are syntax.
    "French quotes, not '…'": r"(?<![\w’'])'(?![A-Z :-]+')[^'\s][^'\n]*'(?![\w])",
}
ELIDED = r"\b(?:de|le|la|que|je|ne|se) (?:\[b\])?(?:{names})\b"
# A file's position, "nights/2.txt:4: " or "--count: ": a compiler's convention, no sentence.
POSITION = re.compile(r"(?:[\w./-]*[\w/]|--[\w-]+)(?::\d+)*: ")
LANGUAGE_CODES = re.compile(r"\((?:it|fr)(?:, (?:it|fr))*\)")
PLACEHOLDER = re.compile(r"\{[a-z_]+(?:[.:!][^{}\s]*)?\}")


def _edit(path: str, pattern: str, replace: str) -> Callable[[Path], None]:
    def edit(game: Path) -> None:
        text = (game / path).read_text(encoding="utf-8")
        changed = re.sub(pattern, replace, text, count=1, flags=re.M)
        assert changed != text, (path, pattern)
        (game / path).write_text(changed, encoding="utf-8")
    return edit


def _remove(path: str) -> Callable[[Path], None]:
    return lambda game: (game / path).unlink()


BROKEN = {
    "as shipped": lambda game: None,
    "a typo in a player's name": _edit("nights/2.txt", r"^## (\w+)", r"## \1x"),
    "a missing day": _remove("days/1.toml"),
    "a missing players.toml": _remove("players.toml"),
    "an unknown key": _edit("game.toml", r"^(seed = )", r"sede = 3\n\1"),
    "an impossible date": _edit("nights/1.txt", r"^(## \w+ @ )\d{4}-\d\d-\d\d", r"\g<1>2026-02-30"),
    "an unknown role": _edit("players.toml", r'\brole = "([^"]+)"', r'role = "\1x"'),
}
GAMES = {"fr": ["thiercelieux"], "it": ["licantropi", "acchiappastreghe"]}


def _page(game: Path, language: str, folder: Path) -> Path:
    """Day 1's thread as a saved page: a player votes for another, a stranger votes too."""
    names = re.findall(r'\bname = "([^"]+)"', (game / "players.toml").read_text(encoding="utf-8"))
    vote = VOTE[language].format(names[1])
    page = folder / "giorno-1.html"
    page.write_text(draw("phpbb", "Giorno 1", [
        {"id": "10", "author": "Meneur", "time": "2026-01-01 18:00:00", "body": "Bonsoir."},
        {"id": "11", "author": names[0], "time": "2026-01-01 18:01:00", "body": f"[b]{vote}[/b]"},
        {"id": "12", "author": "Personne", "time": "2026-01-01 18:02:00", "body": f"[b]{vote}[/b]"},
    ]), encoding="utf-8")
    return page


def _commands(game: Path, page: Path) -> list[list[str]]:
    folder = ["--game", str(game)]
    day = ["1", "--html", str(page), "--until", "2026-01-01 23:00", *folder]
    commands = [["check", *folder], ["check", "--secrets", *folder], ["status", *folder], ["roles", *folder],
                ["recap", *folder], ["preview", *folder], ["report", "--force", *folder], ["tally", *day],
                ["thread", *day], ["simulate", "--games", "2", "--jobs", "1", *folder]]
    nights = sorted(int(p.stem) for p in (ROOT / "games" / game.name / "nights").glob("*.txt"))
    if "[loop]" in (ROOT / "games" / game.name / "roles.toml").read_text(encoding="utf-8"):
        return commands + [["round", str(n), *folder] for n in nights]
    days = sorted(int(p.stem) for p in (ROOT / "games" / game.name / "days").glob("*.toml") if p.stem.isdigit())
    return commands + [["night", str(n), *folder] for n in nights] + [["day", str(d), *folder] for d in days]


def _new(folder: Path, ruleset: str) -> list[list[str]]:
    """`new` dealt to players of both genders, and its mistakes: a misspelt ruleset, a role to
    count it lacks, too few players."""
    folder.mkdir(parents=True, exist_ok=True)
    roster = folder / "roster.txt"
    roster.write_text("Amélie (f)\nInès (f)\nUgo (m)\nOscar (m)\nLéa (f)\nBruno (m)\nIda (f)\nEnzo (m)\n"
                      "Elsa (f)\nHugo (m)\nOlga (f)\nYves (m)\n", encoding="utf-8")
    new = ["new", str(folder / "nouvelle"), "--players", str(roster)]
    return [[*new, "--ruleset", ruleset, "--seed", "5", "--gm", "Meneur"], [*new, "--ruleset", ruleset + "x"],
            [*new, "--ruleset", ruleset, "--count", "inconnu=2"],
            ["new", str(folder / "vide"), "--ruleset", ruleset, "--player", "Aldo", "--player", "Bice"]]


def _written(game: Path) -> dict[str, str]:
    """Every file the commands wrote under out/, the pages as their visible text."""
    texts = {}
    for path in sorted((game / "out").rglob("*")) if (game / "out").exists() else ():
        if path.suffix in (".bbcode", ".md", ".txt"):
            texts[str(path.relative_to(game))] = path.read_text(encoding="utf-8")
        elif path.suffix == ".html":
            texts[str(path.relative_to(game))] = _visible(path)
    return texts


def _players_words(game: Path, page: Path) -> list[str]:
    """What the players wrote, longest first: every line of the PM logs and of the thread."""
    lines = {line.strip() for p in (ROOT / "games" / game.name / "nights").glob("*.txt")
             for line in p.read_text(encoding="utf-8").splitlines() if line.strip() and line[0] != "#"}
    return sorted(lines | {"Bonsoir.", *re.findall(r"\[b\]([^[]+)\[/b\]", page.read_text(encoding="utf-8"))},
                  key=len, reverse=True)


def _collect(language: str, tmp_path: Path, monkeypatch) -> tuple[dict[str, str], set[str]]:
    """{where: what the GM read}, and the GM's own words (the folder's keys and values, the
    players' names, the rulesets' names)."""
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    said: dict[str, str] = {}
    own = {w for r in builtin_ids() for w in WORD.findall(builtin(r).name)}
    for name in GAMES[language]:
        for case, brk in BROKEN.items():
            game = copy_example(name, tmp_path / f"{name}-{len(said)}")
            page = _page(game, language, game.parent)
            brk(game)
            own |= _own_words(ROOT / "games" / name) | _own_words(game)
            words = _players_words(game, page)
            for command in _commands(game, page):
                code, shown = _run(command)
                assert "Traceback" not in shown and code in (0, 1), (case, command, shown)
                said[f"{name}, {case}: {' '.join(command[:2])}"] = _unquoted(shown.replace(str(game), ""), words)
            for where, text in _written(game).items():
                said[f"{name}, {case}: {where}"] = _unquoted(text, words)
        folder = tmp_path / f"new-{name}"
        for command in _new(folder, name):
            code, shown = _run(command)
            said[f"{name}: {' '.join(command[:1] + command[4:6])}"] = shown.replace(str(folder), "")
        said |= {f"{name}: new {where}": text for where, text in _written(folder / "nouvelle").items()}
    for command in ([], *([c] for c in sorted(COMMANDS))):
        said[f"{' '.join(command)} --help"] = _run([*command, "--help"])[1]
    return said, own


def _unquoted(text: str, words: list[str]) -> str:
    for written in words:
        text = text.replace(written, "")
    return text


@pytest.fixture(scope="module", params=["fr", "it"])
def read(request, tmp_path_factory) -> tuple[str, dict[str, str], set[str]]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        said, own = _collect(request.param, tmp_path_factory.mktemp(request.param), monkeypatch)
    return request.param, said, own


def _english_sentences() -> set[str]:
    """Every run of four words of the English catalog's sentences (between placeholders)."""
    runs = set()
    for key, entry in catalog("en").items():
        for text in (entry.values() if isinstance(entry, dict) else [entry]):
            for literal, *_ in string.Formatter().parse(str(text)):
                words = WORD.findall(literal or "")
                runs |= {" ".join(words[i:i + 4]) for i in range(len(words) - 3)}
    return runs


def _found(said: dict[str, str], check: Callable[[str], list[str]]) -> list[str]:
    return [f"{where}: {bad}" for where, text in said.items() if (bad := check(text))]


def test_every_command_was_run_and_read(read) -> None:
    language, said, _ = read
    commands = {where.split(": ")[-1].split()[0] for where in said if not where.endswith("--help")}
    assert {"check", "night", "day", "tally", "thread", "status", "recap", "new", "simulate"} <= commands, commands
    assert ("round" in commands) == (language == "it"), commands
    for written in ("gm-log.md", "index.html", "tally-audit.md", "thread.bbcode", "pm/"):
        assert any(written in where for where in said), written


def test_no_english_word(read) -> None:
    language, said, own = read
    english = (ENGLISH | MORE_ENGLISH) - SHARED[language]
    runs = _english_sentences()

    def check(text: str) -> list[str]:
        plain = _QUOTED.sub("", SYNTAX.sub("", LANGUAGE_CODES.sub("", LOANWORDS[language].sub("", text))))
        words = WORD.findall(plain)
        single = {w for w in words if w.lower() in english and w not in own}
        joined = " ".join(words)
        return sorted(single | {r for r in runs if r in joined})
    bad = _found(said, check)
    assert not bad, "\n".join(bad[:40])


def test_no_internal_id_nor_placeholder(read) -> None:
    language, said, own = read
    vocabulary = _vocabulary(language)
    keys = {f"{section}.{key}" for section, entries in catalog("en").items() if isinstance(entries, dict)
            for key in entries} | set(catalog("en"))

    def check(text: str) -> list[str]:
        placeholders = set(PLACEHOLDER.findall(_QUOTED.sub("", text)))
        plain = _QUOTED.sub("", SYNTAX.sub("", text))
        ids = {i for i in _INTERNAL.findall(plain) if i not in own | vocabulary}
        return sorted(placeholders | ids | {k for k in keys if "." in k and re.search(rf"\b{re.escape(k)}\b", plain)})
    bad = _found(said, check)
    assert not bad, "\n".join(bad[:40])


@pytest.mark.parametrize("rule", sorted(TYPOGRAPHY))
def test_french_typography(read, rule: str) -> None:
    language, said, own = read
    if language != "fr":
        pytest.skip("French typography")

    def check(text: str) -> list[str]:
        plain = POSITION.sub("", re.sub(r"`[^`\n]*`", "", text))
        return [plain[max(0, m.start() - 30):m.end() + 10] for m in re.finditer(TYPOGRAPHY[rule], plain)]
    bad = _found(said, check)
    assert not bad, "\n".join(bad[:40])


def test_french_elisions(read) -> None:
    language, said, own = read
    if language != "fr":
        pytest.skip("French elisions")
    vowel = sorted(w for w in own | {"Amélie", "Inès", "Ugo", "Oscar", "Ida", "Enzo", "Elsa", "Hugo", "Olga", "Yves"}
                   if re.fullmatch(r"[AEIOUYÂÀÉÈÊÎÔÛ]\w+", w))
    pattern = ELIDED.format(names="|".join(map(re.escape, vowel)))
    bad = _found(said, lambda text: re.findall(pattern, text))
    assert not bad, "\n".join(bad[:40])


def test_the_french_labels_are_typeset_as_written() -> None:
    """templates/fr/labels.toml, unlike lupus_mod/messages/fr.toml, is not typeset at load:
    each sentence carries its own non-breaking spaces."""
    import tomllib

    from tests.test_gm_language import _texts
    texts = _texts(tomllib.loads((ROOT / "templates" / "fr" / "labels.toml").read_text(encoding="utf-8")))
    bad = [t for t in texts if re.search(r"(?<=\S) [:;?!](?=\s|$)|« | »", t)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("example, words", [("thiercelieux", "le fichier du jour manque"),
                                            ("lupus-of-the-rings", "manca il file del giorno")])
def test_a_json_error_is_worded_in_the_games_language_with_its_id(tmp_path: Path, monkeypatch, example: str,
                                                                     words: str) -> None:
    """`--json` prints the error as the terminal words it, not in English, and its message id
    (the same in every language) beside it for a program."""
    import json
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's language, not the tests' English
    game = copy_example(example, tmp_path)
    (game / "days" / "1.toml").unlink()
    code, said = _run(["status", "--game", str(game), "--json"])
    found = json.loads(said[said.index("{"):said.rindex("}") + 1])
    assert code == 1 and not found["ok"]
    [error] = found["errors"]
    assert (error["file"], error["id"], error["message"]) == ("days/1.toml", "game.day-missing", words)
