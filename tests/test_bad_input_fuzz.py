"""Mutation fuzzer over copies of the example games: a file of the folder (game.toml,
players.toml, roles.toml, a day, a PM log, a saved forum page) is damaged the way a GM's editor,
a forum or a disk damages it, or the command is given a phase number out of range, and every
command (`check`, `night N`, `day N`, `round N`, `status`, `status --json`, `recap`, `tally N --html`,
`preview`, `report`) is run in-process. A saved forum page is also cut off in the middle of a post,
saved as Latin-1 without its charset tag or with a charset it is not in, given a post twice, made
a page of another thread or left empty; the override files of a night and a day (written valid,
docs/lifecycle.md "Modkills and GM overrides") are damaged as the other TOML files. Whatever the
damage:

- the exit code is 0, 1 (an error of the folder), 3 (provisional) or 4 (a doubt to settle), or
  2 for an option the command does not have (click's usage error, never an internal error);
- no "internal error" and no traceback;
- every error line starts with the file it is about (or the option, for an argument), and with
  its line (`file:line:`) when the error is about a part of a file that has lines;
- a page cut off in the middle of a post is never counted as it is: the tally stops;
- no ESC or other C0 control character reaches the terminal;
- a failed command leaves out/ as it was; a successful one leaves no half-written file;
- the same folder gives the same words and the same out/ twice.

CI runs 25 examples (FUZZ_EXAMPLES, default 25); by hand,
`FUZZ_EXAMPLES=2000 pytest tests/test_bad_input_fuzz.py` runs more (the cases it finds go into
tests/bad_input/corpus.py as fixed regressions).
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT
from tests.votes.review.boards import draw

GAMES = ("lupus-of-the-rings", "cowboys-and-aliens", "licantropi", "thiercelieux", "acchiappastreghe")
TOML = ("game.toml", "players.toml", "roles.toml", "days/1.toml", "days/2.toml")
LOGS = ("nights/1.txt", "nights/2.txt")
PAGE = "day-1.html"
OVERRIDES = ("nights/1.overrides.toml", "days/1.overrides.toml")
PAGE_DAMAGE = ("page", "cut", "latin1", "charset", "twice", "other", "empty")
NUMBERS = ("1", "2", "0", "-1", "99999999999999999999", "x", "1.5", "")
COMMANDS = ("check", "night {n}", "day {n}", "round {n}", "status", "status --json", "recap", "tally {n} --html",
            "preview", "report --force")
# Bytes a damaged file may hold: a BOM, a NUL, ESC sequences, invalid UTF-8, a lone surrogate's
# encoding, bidi and zero-width marks, a line far longer than any post.
JUNK = st.sampled_from([b"\xef\xbb\xbf", b"\x00", b"\x1b[31m", b"\x1b]0;x\x07", b"\xff\xfe", b"\xc3",
                        b"\xed\xa0\x80", "\u202e".encode(), "\u200b".encode(), b"\r", b"\x7f",
                        b"\x08\x08", ("x" * 20000).encode(), b"\xe9t\xe9"])
VALUES = st.sampled_from(['""', '" "', "-1", "0", "99999999999999999999999", "1e400", "true", "[]",
                          "{}", '"\\u001b[2J"', '"Tot\\u00f2\\u0301"', '["x", ["y"]]', "nan",
                          '"\\u202eoloF"', "1979-05-27", '"a\\nb"'])
KEYS = st.sampled_from(["seed", "name", "role", "burned", "first_night", "language", "timezone",
                        "double_vote", "aliases", "items", "title", "id"])
HEADERS = st.sampled_from(["## Sam @ 2026-10-01 21:10", "## @", "## Sam @ 2026-13-45 99:99",
                           "# deadline: yesterday", "## \x1b[2JSam", "## Sam @ 2026-10-01 21:10 @ x",
                           "# deadline: 2026-10-01 22:30", "##", "## " + "S" * 500])


@st.composite
def damage(draw_: st.DrawFn) -> tuple:
    kind = draw_(st.sampled_from(["drop", "value", "key", "junk", "bom", "crlf", "truncate", "dir",
                                  "symlink", "dangling", "loop", "header", "swap", *PAGE_DAMAGE]))
    file = draw_(st.sampled_from(LOGS if kind in ("header", "swap") else
                                 (PAGE,) if kind in PAGE_DAMAGE else TOML + LOGS + OVERRIDES))
    return kind, file, draw_(st.integers(0, 10**6)), draw_(KEYS), draw_(VALUES), draw_(JUNK)


def _damaged(data: bytes, kind: str, where: int, key: str, value: str, junk: bytes) -> bytes:
    lines = data.split(b"\n")
    n = where % len(lines)
    if kind == "drop":
        del lines[n]
    elif kind == "value" and b"=" in lines[n]:
        lines[n] = lines[n].split(b"=")[0] + b"= " + value.encode()
    elif kind in ("value", "key"):
        lines.insert(n, f"{key} = {value}".encode())   # a duplicate key when it is already there
    elif kind in ("junk", "page"):
        lines[n] = lines[n][: where % 9] + junk + lines[n][where % 9:]
    elif kind == "bom":
        return b"\xef\xbb\xbf" + data
    elif kind == "crlf":
        return data.replace(b"\n", b"\r\n")
    elif kind == "truncate":
        return data[: where % (len(data) + 1)]
    elif kind == "swap" and len(lines) > 2:
        m = (where // 7) % len(lines)
        lines[n], lines[m] = lines[m], lines[n]
    return b"\n".join(lines)


def _apply(game: Path, kind: str, file: str, where: int, key: str, value: str, junk: bytes,
           header: str) -> None:
    path = game / file
    if kind in (*PAGE_DAMAGE[1:], "header") and not path.is_file():
        return      # an earlier damage made it a folder, a link to nowhere or nothing
    if kind in PAGE_DAMAGE[1:]:
        path.write_bytes(_damaged_page(path.read_bytes(), kind, where))
    elif kind == "dir":
        _remove(path)
        path.mkdir(parents=True)
    elif kind in ("symlink", "dangling", "loop"):
        _remove(path)
        target = {"symlink": game / "roles.toml", "dangling": game / "nowhere.toml", "loop": path}[kind]
        path.symlink_to(target)
    elif kind == "header":
        lines = path.read_bytes().split(b"\n")
        lines.insert(where % len(lines), header.encode())
        path.write_bytes(b"\n".join(lines))
    elif path.is_file():
        path.write_bytes(_damaged(path.read_bytes(), kind, where, key, value, junk))


def _remove(path: Path) -> None:
    """An earlier damage may have made the file a folder (or a link to one)."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


_POST = re.compile(rb'<div id="p\d+" class="post')
# Charsets a page may claim without being written in them.
_CHARSETS = (b"iso-8859-1", b"shift_jis", b"utf-16", b"no-such-charset", b"")


def _damaged_page(data: bytes, kind: str, where: int) -> bytes:
    starts = [m.start() for m in _POST.finditer(data)]
    if not starts:      # an earlier damage left no post
        return data
    at = starts[where % len(starts)]
    end = data.find(b'<hr class="divider"', at) % (len(data) + 1)
    if kind == "cut":
        # Inside the post: after its first tag, before its end.
        return data[: at + 1 + where % max(end - at - 1, 1)]
    if kind == "latin1":
        text = data.decode("utf-8", "replace").replace('<meta charset="utf-8" />', "")
        return text.encode("latin-1", "replace")
    if kind == "charset":
        return data.replace(b'charset="utf-8"', b'charset="' + _CHARSETS[where % len(_CHARSETS)] + b'"')
    if kind == "twice":
        return data[:end] + data[at:end] + data[end:]
    if kind == "other":
        return data.replace(b"t=12", b"t=99").replace(b"Giorno 1", b"Giorno 7")
    return (b"", b"\n", b"<html></html>", data[: data.index(b"<body")])[where % 4]


def _overrides(game: Path, file: str) -> None:
    """A valid override file of night 1 or day 1: a correction of the log's first order line
    (on a night) and a modkill (a cancelled burn on a day); the looped ruleset reads only the
    corrections (docs/lifecycle.md)."""
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    name = players[3]["name"]
    if file.startswith("nights/"):
        lines = (game / "nights/1.txt").read_text(encoding="utf-8").split("\n")
        first = next(n for n in range(1, len(lines)) if lines[n - 1].startswith("## ") and lines[n].strip())
        body = f'[corrections]\n"{first + 1}" = "none"\n'
        override = f'[[override]]\naction = "kill"\nplayer = "{name}"\nreason = "inattività"\nat = "end"\n'
    else:
        body = ""
        override = (f'[[override]]\naction = "cancel"\nplayer = "{name}"\nkeyword = "burned"\n'
                    f'reason = "errore del Master"\n')
    looped = game.name == "acchiappastreghe"
    (game / file).write_text(body + ("" if looped else override), encoding="utf-8")


def _page(game: Path) -> None:
    """Day 1's thread as a saved phpBB page: the GM opens, two players vote."""
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    names = [player["name"] for player in players]
    vote = "je vote pour" if game.name == "thiercelieux" else "voto"
    (game / PAGE).write_text(draw("phpbb", "Giorno 1", [
        {"id": "10", "author": "Mastro", "time": "2026-01-01 18:00:00", "body": "Si vota, perché è sera."},
        {"id": "11", "author": names[0], "time": "2026-01-01 18:01:00", "body": f"[b]{vote} {names[1]}[/b]"},
        {"id": "12", "author": names[2], "time": "2026-01-01 18:02:00", "body": f"[b]{vote} {names[1]}[/b]"},
    ]), encoding="utf-8")


def _outputs(game: Path) -> dict[str, bytes]:
    out = game / "out"
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()} \
        if out.is_dir() else {}


def _run(game: Path, command: str, number: str) -> tuple[int, str, dict[str, bytes]]:
    args = [number if word == "{n}" else word for word in command.split()]
    if args[0] == "tally":
        args += [str(game / PAGE), "--until", "2026-01-01 23:00"]
    result = CliRunner().invoke(app, [*args, "--game", str(game)])
    return result.exit_code, result.output.replace(str(game) + "/", ""), _outputs(game)


# Errors about a whole file, which no line of it could settle: what it lacks, and a command
# of another kind of game than the ruleset's (or after its end), a day's record still without
# its result (its `burned` taken out: the hint says what to write, and where).
_WHOLE = re.compile(r"is cut off|which forum engine|no `\w+`|not a declared loop|not nights and days|nothing is played after it"
                    r"|is not over: it waits for")


def _names_its_line(game: Path, line: str) -> None:
    """An error about a file that has lines names the line (`file:line:`), unless it is about
    the file as a whole: it cannot be read, or it lacks what it must hold."""
    file = line[len("error: "):].split(":")[0].split(" ")[0]
    path = game / file
    if path.is_file() and not path.is_symlink() and path.read_bytes().strip():
        assert re.match(rf"error: {re.escape(file)}:\d+:", line) or _WHOLE.search(line), line


def _check(game: Path, code: int, output: str, before: dict[str, bytes], after: dict[str, bytes]) -> None:
    assert code in (0, 1, 2, 3, 4), output
    assert "internal error" not in output and "Traceback" not in output, output
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", output), repr(output)
    for line in output.splitlines() if code != 2 else ():
        if line.startswith("error: "):
            # The file (a path with an extension or a folder), the game, or the option.
            assert re.match(r"error: (--?[\w-]+|[^ :]+\.\w+|[^ :]+/|[^ :]*[\w.-]+/[^ :]*)(:\d+)?[: ]",
                            line), line
            _names_its_line(game, line)
    if code == 2:
        # The command line itself (`night -1` reads as an option): its own words and --help.
        assert "--help" in output, output
    if code not in (0, 3):
        assert after == before, output
    assert not [name for name in after if Path(name).name.startswith(".")], after


@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "25")),
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.lists(damage(), min_size=0, max_size=2), HEADERS,
       st.sampled_from(COMMANDS), st.sampled_from(NUMBERS))
def test_a_damaged_folder_is_never_a_crash(name: str, damages: list, header: str, command: str,
                                           number: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        game = Path(tmp) / name
        shutil.copytree(ROOT / "games" / name, game, ignore=shutil.ignore_patterns("out", ".cache"))
        _page(game)
        for file in sorted({damage[1] for damage in damages} & set(OVERRIDES)):
            _overrides(game, file)
        for kind, file, where, key, value, junk in damages:
            _apply(game, kind, file, where, key, value, junk, header)
        before = _outputs(game)
        first = _run(game, command, number)
        _check(game, first[0], first[1], before, first[2])
        if command.startswith("tally") and any(kind == "cut" for kind, *_ in damages):
            assert first[0] in (1, 2), first[1]     # never counted as it is
        again = _run(game, command, number)
        assert again == first, (first[1], again[1])
