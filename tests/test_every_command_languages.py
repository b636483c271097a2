"""Every command of every example game, read by an Italian and by a French GM (issue 24): what
the terminal shows and the pages `preview` and `report` write hold no English word and no
internal id.

Each example of games/ is copied and every command is run on it through the command line's own
entry (`lupus_mod.cli.run`, which words the command line's mistakes too): check, check
--secrets, status, roles, recap, preview, report, rulesets, tally and thread of day 1 from a
saved page (a vote of a player and one of a stranger), simulate, balance, and night N / day N
(or round N) of every phase the folder holds — once with the game's own language for the GM,
once with the other (LUPUS_MOD_LANGUAGE). The detector is tests/test_gm_language.py's, with a
wider list of English words; the file names of the folder (days/2.toml), the ruleset's own
names ("Lupus of the Rings") and what is quoted are left out."""
from __future__ import annotations

import contextlib
import html
import io
import json
import re
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.cli import run
from tests.conftest import ROOT, copy_example
from tests.test_gm_language import ENGLISH, WORD, _INTERNAL, _QUOTED, _own_words, _vocabulary
from tests.votes.review.boards import draw

EXAMPLES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "roles.toml").exists())
CASES = [(name, gm) for name in EXAMPLES for gm in ("it", "fr")]
# English words no Italian or French sentence uses (besides ENGLISH): a wider net than the
# bad-input test's.
MORE_ENGLISH = {"of", "and", "for", "to", "from", "has", "have", "was", "were", "be", "been", "will",
                "would", "can", "could", "does", "read", "day", "night", "votes", "game", "games",
                "written", "expected", "got", "invalid", "unexpected", "wins", "dead", "alive",
                "nobody", "none", "true", "false", "role", "roles", "power", "powers", "order",
                "orders", "target", "cause", "late", "too", "than", "when", "without", "after",
                "before", "its", "that", "by", "at", "on", "an", "or", "yes", "all", "every", "each",
                "then", "also", "still", "now", "it"}
VOTE = {"it": "[b]voto {}[/b]", "fr": "[b]je vote pour {}[/b]"}
# The command line's syntax and the folder's files: no words.
SYNTAX = re.compile(r"[\w./-]+\.(?:toml|txt|bbcode|md|html|json)\b|\b(?:nights|days|out|templates)/[\w./-]*"
                    r"|--?[\w-]+|<[^>\n]*>|\{[^}\n]*\}|\((?:it|fr)\)|, (?:it|fr)\)")


def _run(args: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run(args)
    return code, out.getvalue() + err.getvalue()


def _language(game: Path) -> str:
    return "fr" if 'language = "fr"' in (game / "game.toml").read_text(encoding="utf-8") else "it"


def _page(game: Path) -> Path:
    """Day 1's thread as a saved phpBB page: the first player votes for the second, a stranger
    votes too."""
    code, said = _run(["status", "--game", str(game), "--json"])
    assert code == 0, said
    players = json.loads(said)["players"]
    vote = VOTE[_language(game)].format(players[1]["name"])
    page = game / "giorno-1.html"
    page.write_text(draw("phpbb", "Giorno 1", [
        {"id": "10", "author": "Mastro", "time": "2026-01-01 18:00:00", "body": "Si vota."},
        {"id": "11", "author": players[0]["name"], "time": "2026-01-01 18:01:00", "body": vote},
        {"id": "12", "author": "Nessuno", "time": "2026-01-01 18:02:00", "body": vote},
    ]), encoding="utf-8")
    return page


def _commands(game: Path) -> list[list[str]]:
    page = str(_page(game))
    folder = ["--game", str(game)]
    day = ["1", "--html", page, "--until", "2026-01-01 23:00", *folder]
    commands = [["check", *folder], ["check", "--secrets", *folder], ["status", *folder], ["roles", *folder],
                ["recap", *folder], ["preview", *folder], ["report", "--force", *folder], ["rulesets", *folder],
                ["tally", *day], ["thread", *day], ["simulate", "--games", "2", "--jobs", "1", *folder],
                ["balance", "--ruleset", str(game / "roles.toml"), "--players", "9", "--games", "2"]]
    nights = sorted(int(p.stem) for p in (game / "nights").glob("*.txt"))
    if "[loop]" in (game / "roles.toml").read_text(encoding="utf-8"):
        return commands + [["round", str(n), *folder] for n in nights]
    days = sorted(int(p.stem) for p in (game / "days").glob("*.toml") if p.stem.isdigit())
    return commands + [["night", str(n), *folder] for n in nights] + [["day", str(d), *folder] for d in days]


def _visible(page: Path) -> str:
    text = re.sub(r"(?s)<(script|style)[^>]*>.*?</\1>", " ", page.read_text(encoding="utf-8"))
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _leaks(text: str, own: set[str], vocabulary: set[str]) -> list[str]:
    text = _QUOTED.sub("", SYNTAX.sub("", text))
    english = {w for w in WORD.findall(text) if w.lower() in ENGLISH | MORE_ENGLISH and w not in own}
    ids = {i for i in _INTERNAL.findall(text) if i not in own | vocabulary}
    return sorted(english | ids)


@pytest.mark.parametrize("name, gm", CASES, ids=[f"{n}-{g}" for n, g in CASES])
def test_every_command_speaks_the_gms_and_the_games_language(name: str, gm: str, tmp_path: Path,
                                                              monkeypatch) -> None:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", gm)
    game = copy_example(name, tmp_path)
    # The rulesets' names and the game's title ("Lupus of the Rings — partita di esempio").
    title = re.search(r'(?m)^title = "(.*)"', (game / "game.toml").read_text(encoding="utf-8"))
    names = {w for r in builtin_ids() for w in WORD.findall(builtin(r).name)}
    own = _own_words(game) | names | set(WORD.findall(title.group(1) if title else ""))
    vocabulary = _vocabulary(gm) | _vocabulary(_language(game))
    found = []
    for command in _commands(game):
        code, said = _run(command)
        # balance: no ruleset of the examples declares [[tune]], which it says.
        assert code in ((0, 1) if command[0] == "balance" else (0,)) and "Traceback" not in said, (command, said)
        leaks = _leaks(said.replace(str(game), ""), own, vocabulary)
        found += [f"{' '.join(command[:2])}: {leaks}\n{said[:400]}"] if leaks else []
    for page in ("preview", "report"):
        leaks = _leaks(_visible(game / "out" / page / "index.html"), own, vocabulary)
        found += [f"out/{page}/index.html: {leaks}"] if leaks else []
    assert not found, "\n".join(found)
