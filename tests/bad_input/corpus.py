"""A corpus of broken game folders, made by mutating the shipped examples line by line.

Each `Case` says which file of which example is broken, how, and where the error must point:
the expected line is computed from the text being edited (the line the mutation touched),
never from the code under test.
"""
from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("lupus-of-the-rings", "cowboys-and-aliens", "licantropi", "thiercelieux")


@dataclass(frozen=True)
class Case:
    id: str
    game: str
    file: str                                  # relative to the game folder
    edit: Callable[[bytes], tuple[bytes, int | None]] | None   # -> new bytes, line broken
    message: str = ""                          # a part of the message that must be shown
    shown_as: str = ""                         # the file as the error names it (default: file)
    special: str = ""                          # "dir": the file becomes a folder; "file": the
                                               # folder becomes a file; "loop": the file becomes
                                               # a symbolic link to itself
    language: str = ""                         # the GM's language the message is read in
                                               # (default: the tests' English)


def same_name(game: str) -> str:
    """How a duplicate name is told to the GM (lupus_mod/messages [names-gm]; the tests read
    English, tests/conftest.py)."""
    return "same name"


def text(game: str, file: str) -> str:
    return (ROOT / "games" / game / file).read_text(encoding="utf-8")


def _key_lines(source: str, headers: tuple[str, ...]) -> list[tuple[int, str, str, str]]:
    """(line index, table header, key, value) of every `key = value` line in those tables."""
    found = []
    header = ""
    for n, line in enumerate(source.splitlines()):
        stripped = line.strip()
        if stripped.startswith("["):
            header = stripped
            continue
        match = re.match(r"^([A-Za-z_][\w-]*)\s*=\s*(.+)$", stripped)
        if match and header in headers:
            found.append((n, header, match.group(1), match.group(2)))
    return found


def _has_after(source: str, n: int, key: str) -> bool:
    """Whether the [[player]] table around line index `n` has `key`."""
    lines = source.splitlines()
    start = max(i for i in range(n + 1) if lines[i].startswith("[["))
    end = next((i for i in range(n + 1, len(lines)) if lines[i].startswith("[[")), len(lines))
    return any(line.startswith(f"{key} ") or line.startswith(f"{key}=") for line in lines[start:end])


def set_line(n: int, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        lines[n] = new
        return "\n".join(lines).encode("utf-8"), n + 1
    return edit


def set_lines(first: int, last: int, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    """Lines `first`..`last` (a value written on several lines) replaced by `new`."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        lines[first:last + 1] = [new]
        return "\n".join(lines).encode("utf-8"), first + 1
    return edit


def insert_after(n: int, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        lines.insert(n + 1, new)
        return "\n".join(lines).encode("utf-8"), n + 2
    return edit


def replace(old: str, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    def edit(data: bytes) -> tuple[bytes, int]:
        source = data.decode("utf-8")
        at = source.index(old)
        return source.replace(old, new, 1).encode("utf-8"), source[:at].count("\n") + 1
    return edit


def append(new: str) -> Callable[[bytes], tuple[bytes, int]]:
    """`new` added at the end; the line is that of its last line."""
    def edit(data: bytes) -> tuple[bytes, int]:
        source = data.decode("utf-8").rstrip("\n") + "\n"
        return (source + new).encode("utf-8"), source.count("\n") + new.rstrip("\n").count("\n") + 1
    return edit


def after_header(header: str, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    """`new` written on the line after the table header `header`."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        n = lines.index(header)
        lines.insert(n + 1, new)
        return "\n".join(lines).encode("utf-8"), n + 2
    return edit


def in_table(source: str, header: str, new: str) -> Callable[[bytes], tuple[bytes, int]]:
    """`new` (a `key = value` line) written in the table `header`: over the key's line when the
    table has that key, else after the header, else in a new table at the end."""
    key = new.split("=")[0].strip()
    lines = source.splitlines()
    if header not in lines:
        return append(f"{header}\n{new}\n")
    start = lines.index(header)
    for n in range(start + 1, len(lines)):
        if lines[n].startswith("["):
            break
        if re.match(rf"{re.escape(key)}\s*=", lines[n]):
            return set_line(n, new)
    return after_header(header, new)


def whole(content: bytes, line: int | None) -> Callable[[bytes], tuple[bytes, int | None]]:
    return lambda data: (content, line)


def _wrong_values(value: str) -> list[str]:
    """Values of another type than the one written."""
    parsed = tomllib.loads(f"v = {value}")["v"]
    if isinstance(parsed, bool):
        return ['"sì"', "2"]
    if isinstance(parsed, int):
        return ['"tre"', "true"]
    if isinstance(parsed, str):
        return ["5", "true"]
    if isinstance(parsed, list):
        return ["5"]
    return []


_CONFIG_KEYS = {"title", "language", "seed", "timezone", "first_night", "gm", "accept_late"}


def config_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        for n, _, key, value in _key_lines(text(game, "game.toml"), ("",)):
            if key in _CONFIG_KEYS:
                for k, bad in enumerate(_wrong_values(value)):
                    cases.append(Case(f"{game}-game-{key}-{k}", game, "game.toml", set_line(n, f"{key} = {bad}"), key))
        for n, header, key, _ in _key_lines(text(game, "game.toml"), ("[schedule]",))[:1]:
            cases.append(Case(f"{game}-schedule-{key}", game, "game.toml", set_line(n, f'{key} = "25:99"'), key))
        lines = _key_lines(text(game, "game.toml"), ("",))
        cases += [
            Case(f"{game}-game-unknown-key", game, "game.toml", insert_after(lines[0][0], "sede = 12"),
                 "did you mean 'seed'"),
            Case(f"{game}-game-timezone", game, "game.toml",
                 set_line(next(n for n, _, k, _ in lines if k == "timezone"), 'timezone = "Europe/Roma"'),
                 "time zone"),
            Case(f"{game}-game-first-night", game, "game.toml",
                 set_line(next(n for n, _, k, _ in lines if k == "first_night"), "first_night = 3"),
                 "first_night"),
            Case(f"{game}-game-schedule-string", game, "game.toml",
                 replace("[schedule]", 'schedule = "22:30"\n[old-schedule]'), "schedule"),
        ]
    return cases


_PLAYER_KEYS = {"name", "role", "gender", "aliases", "items"}


def player_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        source = text(game, "players.toml")
        lines = _key_lines(source, ("[[player]]",))
        names = [v.strip('"') for _, _, k, v in lines if k == "name"]
        picks = [lines[i] for i in range(0, len(lines), 7)]
        for n, _, key, value in picks:
            if key in _PLAYER_KEYS:
                for k, bad in enumerate(_wrong_values(value)):
                    cases.append(Case(f"{game}-player-{n}-{key}-{k}", game, "players.toml",
                                      set_line(n, f"{key} = {bad}"), key))
        name_lines = [(n, v) for n, _, k, v in lines if k == "name"]
        role_lines = [n for n, _, k, _ in lines if k == "role"]
        second, third = name_lines[1], name_lines[2]
        plain = next(line for line in name_lines[1:] if not _has_after(source, line[0], "aliases"))
        cases += [
            Case(f"{game}-player-duplicate", game, "players.toml", set_line(second[0], f"name = {name_lines[0][1]}"),
                 same_name(game)),
            Case(f"{game}-player-accent-duplicate", game, "players.toml",
                 set_line(third[0], f'name = "{names[0].upper()}"'), same_name(game)),
            Case(f"{game}-player-empty-name", game, "players.toml", set_line(second[0], 'name = ""'), "empty"),
            Case(f"{game}-player-long-name", game, "players.toml", set_line(second[0], f'name = "{"x" * 300}"'),
                 "characters long"),
            Case(f"{game}-player-two-lines", game, "players.toml", set_line(second[0], 'name = "Sam\\nwise"'),
                 "single line"),
            Case(f"{game}-player-unknown-role", game, "players.toml", set_line(role_lines[1], 'role = "ladro"'),
                 "unknown role 'ladro'"),
            Case(f"{game}-player-role-list", game, "players.toml", set_line(role_lines[2], 'role = ["a"]'), "role"),
            Case(f"{game}-player-misspelt-key", game, "players.toml", insert_after(second[0], 'gendre = "m"'),
                 "did you mean 'gender'"),
            Case(f"{game}-player-alias-clash", game, "players.toml",
                 insert_after(plain[0], f"aliases = [{name_lines[0][1]}]"), same_name(game)),
            Case(f"{game}-player-unknown-item", game, "players.toml", insert_after(third[0], 'items = ["anello"]'),
                 "unknown item"),
            Case(f"{game}-player-substitute-clash", game, "players.toml",
                 insert_after(third[0], f'substitutes = [{{ name = {name_lines[1][1]}, from = "day 1" }}]'),
                 same_name(game)),
            Case(f"{game}-player-substitute-phase", game, "players.toml",
                 insert_after(third[0], 'substitutes = [{ name = "Nuovo", from = "domani" }]'), "not a phase"),
            Case(f"{game}-player-not-table", game, "players.toml", whole(b'player = "x"\n', 1), "player"),
        ]
        cases += _look_alike_cases(game, names[0], second[0], third[0], plain[0])
    return cases


# Letters of other scripts that look like Latin ones (issue 21: `Zefirо` with a Cyrillic о).
_CYRILLIC = str.maketrans("aeopcxAEOPCX", "аеорсхАЕОРСХ")


def _look_alike_cases(game: str, first: str, second: int, third: int, plain: int) -> list[Case]:
    """A name that is another name spelt with look-alike letters, another apostrophe, another
    Unicode form; a name holding a character no one sees or that turns text around."""
    lookalike = first.translate(_CYRILLIC)
    assert lookalike != first, first
    decomposed = unicodedata.normalize("NFD", "Zoé l’Ardita")
    return [
        Case(f"{game}-player-cyrillic-duplicate", game, "players.toml",
             set_line(second, f'name = "{lookalike}"'), same_name(game)),
        Case(f"{game}-player-apostrophe-duplicate", game, "players.toml",
             _two_lines(second, 'name = "Zoé l\'Ardita"', third, f'name = "{decomposed}"'), same_name(game)),
        Case(f"{game}-player-fullwidth-alias", game, "players.toml",
             insert_after(plain, f'aliases = ["{_fullwidth(first)}"]'), same_name(game)),
        Case(f"{game}-player-bidi-name", game, "players.toml",
             set_line(second, 'name = "Nebbia\u202eonam"'), "U+202E"),
        Case(f"{game}-player-zero-width-alias", game, "players.toml",
             insert_after(plain, 'aliases = ["Ne\u200bbbia"]'), "U+200B"),
        # A colour sequence pasted with a name: its ESC named, not "must be a single line" (and
        # in Italian or French the name was shown without it, a pipe dropping the sequence).
        Case(f"{game}-player-escape-name", game, "players.toml",
             set_line(second, 'name = "Nebbia\\u001b[31m"'), "«Nebbia‹U+001B›[31m» holds a character no one sees"),
        Case(f"{game}-player-escape-name-it", game, "players.toml",
             set_line(second, 'name = "Nebbia\\u001b[31m"'),
             "il nome «Nebbia‹U+001B›[31m» contiene un carattere invisibile", language="it"),
        # What the name is, in the GM's language ("name" was English in every language).
        Case(f"{game}-player-empty-name-fr", game, "players.toml", set_line(second, 'name = ""'),
             "le nom\u00a0: est vide", language="fr"),
        Case(f"{game}-player-two-lines-it", game, "players.toml", set_line(second, 'name = "Sam\\nwise"'),
             "il nome «Sam‹U+000A›wise»: dev'essere una sola riga di testo", language="it"),
    ]


def _two_lines(first: int, new_first: str, last: int, new_last: str) -> Callable[[bytes], tuple[bytes, int]]:
    """Two lines replaced; the second is the one broken."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        lines[first], lines[last] = new_first, new_last
        return "\n".join(lines).encode("utf-8"), last + 1
    return edit


def _fullwidth(name: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in name)


def ruleset_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        source = text(game, "roles.toml")
        roles = _key_lines(source, ("[[role]]",))
        powers = _key_lines(source, ("[[role.power]]",))
        for n, _, key, value in [roles[i] for i in range(0, len(roles), 25)] + [powers[i] for i in range(0, len(powers), 30)]:
            if key not in ("description", "synonyms", "aliases"):
                for k, bad in enumerate(_wrong_values(value)[:1]):
                    cases.append(Case(f"{game}-roles-{n}-{key}-{k}", game, "roles.toml", set_line(n, f"{key} = {bad}"), key))
        ids = _plain_roles(source)
        faction = next(n for n, _, k, _ in roles if k == "faction")
        step = next(n for n, _, k, _ in powers if k == "step")
        effect = next(n for n, _, k, _ in powers if k == "effect")
        cases += [
            Case(f"{game}-roles-unknown-faction", game, "roles.toml", set_line(faction, 'faction = "nessuna"'), "unknown faction"),
            Case(f"{game}-roles-unknown-step", game, "roles.toml", set_line(step, 'step = "mezzanotte"'), "unknown step"),
            Case(f"{game}-roles-unknown-effect", game, "roles.toml", set_line(effect, 'effect = "teleport"'), "unknown effect"),
            Case(f"{game}-roles-unaware-self", game, "roles.toml",
                 insert_after(ids[1][0], f'unaware_as = "{ids[1][1]}"'), "itself"),
            Case(f"{game}-roles-unaware-cycle", game, "roles.toml",
                 lambda data, a=ids[2], b=ids[3]: _cycle(data, a, b), "unaware"),
            Case(f"{game}-roles-duplicate-id", game, "roles.toml", set_line(ids[5][0], f'id = "{ids[4][1]}"'), "duplicate role id"),
            Case(f"{game}-roles-misspelt-key", game, "roles.toml", insert_after(ids[2][0], 'fazione = "x"'), "unknown key"),
            Case(f"{game}-roles-bad-selector", game, "roles.toml", insert_after(ids[1][0], 'knows = ["kind:LUPO"]'), "unknown selector"),
            Case(f"{game}-roles-selector-role", game, "roles.toml", insert_after(ids[0][0], 'knows = ["role:nessuno"]'), "names no role"),
        ]
    return cases


def _plain_roles(source: str) -> list[tuple[int, str]]:
    """(line of `id`, id) of the roles that have neither `knows` nor `unaware_as`."""
    blocks: list[tuple[int, str, set[str]]] = []
    for n, _, key, value in _key_lines(source, ("[[role]]",)):
        if key == "id":
            blocks.append((n, value.strip('"'), set()))
        elif blocks:
            blocks[-1][2].add(key)
    return [(n, rid) for n, rid, keys in blocks if not keys & {"knows", "unaware_as"}]


def _cycle(data: bytes, a: tuple[int, str], b: tuple[int, str]) -> tuple[bytes, int]:
    lines = data.decode("utf-8").split("\n")
    lines.insert(b[0] + 1, f'unaware_as = "{a[1]}"')
    lines.insert(a[0] + 1, f'unaware_as = "{b[1]}"')
    return "\n".join(lines).encode("utf-8"), a[0] + 2


def day_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        source = text(game, "days/1.toml")
        burned = next(n for n, line in enumerate(source.splitlines()) if line.startswith("burned"))
        first = re.search(r'name = "([^"]+)"', text(game, "players.toml")).group(1)
        cases += [
            Case(f"{game}-day-burned-int", game, "days/1.toml", set_line(burned, "burned = 5"), "burned"),
            Case(f"{game}-day-burned-nobody", game, "days/1.toml", set_line(burned, 'burned = "Nessunissimo"'), "not a player"),
            Case(f"{game}-day-burned-typo", game, "days/1.toml", set_line(burned, f'burned = "{first[:-1]}x"'), "did you mean"),
            Case(f"{game}-day-burnt", game, "days/1.toml", set_line(burned, f'burnt = "{first}"'), "did you mean 'burned'"),
            Case(f"{game}-day-unknown-key", game, "days/1.toml", insert_after(burned, 'togo = "x"'), "unknown key"),
            Case(f"{game}-day-burned-table", game, "days/1.toml", set_line(burned, "burned = { a = 1 }"), "burned"),
            Case(f"{game}-day-opened-post", game, "days/1.toml", insert_after(burned, "opened_post = true"), "opened_post"),
            Case(f"{game}-day-malus", game, "days/1.toml", insert_after(burned, 'malus = "tanti"'), "malus"),
            Case(f"{game}-day-only-opened", game, "days/1.toml", whole(b'opened_post = "12"\n', None), "day 1 is not over",
                 shown_as="days/1.toml"),
            Case(f"{game}-day-is-folder", game, "days/1.toml", None, "folder", special="dir"),
            # Saved empty by mistake: it was read as a day where nobody burned; it is a day
            # still going on, as one with only the tally's keys (the next night waits for it).
            Case(f"{game}-day-empty", game, "days/1.toml", whole(b"", None), "day 1 is not over",
                 shown_as="days/1.toml"),
            Case(f"{game}-day-only-comments", game, "days/1.toml", whole(b"# rogo: da contare\r\n", None),
                 "day 1 is not over", shown_as="days/1.toml"),
            Case(f"{game}-day-burned-two", game, "days/1.toml",
                 set_line(burned, f'burned = ["{first}", "{_second(game)}"]'), "burns one at most"),
        ]
        dead = _dead_before_day_2(game)
        cases.append(Case(f"{game}-day2-burns-the-dead", game, "days/2.toml",
                          lambda data, d=dead: _burn(data, d), "is dead"))
    cases += [Case("licantropi-day-empty-it", "licantropi", "days/1.toml", whole(b"\n", None),
                   "il giorno 1 non è finito", language="it", shown_as="days/1.toml"),
              Case("thiercelieux-day-empty-fr", "thiercelieux", "days/2.toml", whole(b"\xef\xbb\xbf", None),
                   "le jour 2 n’est pas fini", language="fr", shown_as="days/2.toml")]
    # Licantropi's day 1: the Avvocato took Rosaspina out of the runoff ("tolgo"), which then
    # cannot burn her.
    source = text("licantropi", "days/1.toml")
    burned = next(n for n, line in enumerate(source.splitlines()) if line.startswith("burned"))
    # Read only by `tally 1 --runoff`: `check` said all was well.
    cases.append(Case("licantropi-runoff-log-is-folder", "licantropi", "days/1-runoff.txt", None, "folder",
                      special="dir"))
    cases.append(Case("licantropi-day-burns-the-removed", "licantropi", "days/1.toml",
                      set_line(burned, 'burned = "Rosaspina"'), "took out of the runoff"))
    return cases


def deal_cases() -> list[Case]:
    """`counts` in players.toml (the `--count` a deal was made with) that is no role: an error of
    the load. (A faction dealt a card too many is `check`'s warning: tests/test_bad_input_gaps.py.)"""
    return [Case("lupus-of-the-rings-deal-counts-not-a-role", "lupus-of-the-rings", "players.toml",
                 replace("[[player]]", "counts = { lupo = 4 }\n[[player]]"), "counts: lupo = 4 is not a role id")]


def _second(game: str) -> str:
    return re.findall(r'name = "([^"]+)"', text(game, "players.toml"))[1]


def _dead_before_day_2(game: str) -> str:
    """A player dead once night 2 of the example is resolved (dead when day 2 opens)."""
    from lupus_mod.play.game import load_game
    from lupus_mod.play.replay import run_night
    state = run_night(load_game(ROOT / "games" / game), "2").result.state
    return next(p.name for p in state.players if not p.alive)


def _burn(data: bytes, name: str) -> tuple[bytes, int]:
    """The day burns `name`; a runoff's candidates written name him too, so the fault told is
    the one made: he is dead (a name outside them is its own error, tests/lifecycle)."""
    lines = data.decode("utf-8").split("\n")
    n = next(i for i, line in enumerate(lines) if line.startswith("burned"))
    lines[n] = f'burned = "{name}"'
    lines = [line.replace("candidates = [", f'candidates = ["{name}", ', 1) for line in lines]
    return "\n".join(lines).encode("utf-8"), n + 1


def log_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        for label in ("1", "2"):
            file = f"nights/{label}.txt"
            cases += [
                Case(f"{game}-log{label}-cp1252", game, file,
                     lambda data: (("# Notte è\n" + data.decode("utf-8")).encode("cp1252", "replace"), 1), "not UTF-8"),
                Case(f"{game}-log{label}-binary", game, file,
                     lambda data: (data + b"\n\x00\x01\x02\xff", data.count(b"\n") + 2), "binary"),
                Case(f"{game}-log{label}-bad-date", game, file, replace("# deadline:", "# deadline: 2026-02-30 22:30\n#"),
                     "cannot read the deadline"),
                Case(f"{game}-log{label}-bad-hour", game, file, replace("# deadline:", "# deadline: 2026-10-01 25:61\n#"),
                     "cannot read the deadline"),
                Case(f"{game}-log{label}-deadline-words", game, file, replace("# deadline:", "# deadline: domani sera\n#"),
                     "cannot read the deadline"),
                Case(f"{game}-log{label}-is-folder", game, file, None, "folder", special="dir"),
                Case(f"{game}-log{label}-header-date", game, file, _header_time("2026-02-30 21:00"), "cannot read the time"),
                Case(f"{game}-log{label}-header-hour", game, file, _header_time("2026-10-01 24:10"), "cannot read the time"),
                # A year typed wrong: the PM would come before every other of the night.
                Case(f"{game}-log{label}-header-year", game, file, _header_time("2020-01-01 21:00"),
                     "more than a week before the night's deadline"),
                # A year typed one too many: no late PM of this night to wave through.
                Case(f"{game}-log{label}-header-year-after", game, file, _header_time("2027-10-01 21:00"),
                     "more than a week after the night's deadline"),
                Case(f"{game}-log{label}-header-no-at", game, file, _header_without_at(" 21:30"), "not the @ between them"),
                Case(f"{game}-log{label}-header-no-at-date", game, file, _header_without_at(", 01/10/2026 21.30"),
                     "not the @ between them"),
            ]
        # Day and month swapped (2026-01-10 for 2026-10-01): every order would be late (on night
        # 2, the deadline not after night 1's is said first).
        cases.append(Case(f"{game}-log1-deadline-swapped", game, "nights/1.txt",
                          replace("# deadline:", "# deadline: 2026-01-10 22:30\n#"),
                          "more than a week before every order of the log"))
    return cases


def held_pass_cases() -> list[Case]:
    """An item pass its holder wrote wrong (a misspelt player or item) is an error at its line,
    never talk: as talk, the item would move by `missing_pass` (at random) without a word."""
    file = "nights/1.txt"
    return [Case(f"lupus-of-the-rings-pass-{n}", "lupus-of-the-rings", file, replace(old, new), message)
            for n, (old, new, message) in enumerate([
                ("passo il palantir a Pip", "passo il palantir a Pjp", "no player called"),
                ("passo il palantir a Pip", "passo il palantri a Pip", "no item called"),
                ("Passo lo specchio a Samvise", "Passo lo specchio a Samvize", "no player called"),
                # A Cyrillic і in "Pip": the name is shown with its code point, not as typed.
                ("passo il palantir a Pip", "passo il palantir a P\u0456p", "no player called \"P‹U+0456›p\""),
            ])]


def _header_hashes(hashes: str) -> Callable[[bytes], tuple[bytes, int]]:
    """The second message header of a log written with one # or three: read as a GM note, the
    PM below it would be the sender above's (his orders credited to another player)."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        n = [i for i, line in enumerate(lines) if line.startswith("## ") and "@" in line][1]
        lines[n] = hashes + lines[n][2:]
        return "\n".join(lines).encode("utf-8"), n + 1
    return edit


def escape_header_cases() -> list[Case]:
    """A colour sequence pasted with the sender's name: shown as its code points in the error
    (echoed to a pipe, the sequence was dropped whole: "Frodino" is not a player)."""
    cases = []
    for game in GAMES:
        lines = text(game, "nights/1.txt").split("\n")
        n = next(i for i, line in enumerate(lines) if line.startswith("## ") and "@" in line)
        name = lines[n][3:].split("@")[0].strip()
        cases.append(Case(f"{game}-header-escape", game, "nights/1.txt",
                          set_line(n, f"## {name}\x1b[31m @{lines[n].split('@')[1]}"),
                          f"{name}‹U+001B›[31m"))
    return cases


def hashed_header_cases() -> list[Case]:
    return [Case(f"{game}-header-{len(hashes)}-hashes", game, "nights/1.txt", _header_hashes(hashes),
                 f"written with {hashes} instead of ##") for game in GAMES for hashes in ("#", "###")]


def substitute_cases() -> list[Case]:
    """A substitute's table with a key of its own (a role): named, and the GM told the slot
    is played as it is; a gender that is no "m" or "f" is refused at its line."""
    return [Case("lupus-of-the-rings-substitute-role", "lupus-of-the-rings", "players.toml",
                 append('substitutes = [{ name = "Zeno", from = "notte 3", role = "veggente" }]\n'),
                 'substitute { name = "Zeno", from = "notte 3", role = "veggente" }: unknown key role'),
            Case("lupus-of-the-rings-substitute-gender", "lupus-of-the-rings", "players.toml",
                 append('substitutes = [{ name = "Zeno", from = "notte 3", gender = "x" }]\n'),
                 'gender must be "m" or "f", not \'x\''),
            # Two palantír would both move, and two players be told they received it.
            Case("lupus-of-the-rings-item-twice", "lupus-of-the-rings", "players.toml",
                 append('items = ["palantir"]\n'), "item «palantir» is already held by player #10 (Merrino)"),
            # Out of order, the dawn of night 3 would name Altro, who left the slot on day 2.
            Case("lupus-of-the-rings-substitute-order", "lupus-of-the-rings", "players.toml",
                 append('substitutes = [{ name = "Nuovo", from = "giorno 2" }, { name = "Altro", from = "giorno 1" }]\n'),
                 "substitute 'Altro' takes the slot no later than 'Nuovo'")]


def _header_time(when: str) -> Callable[[bytes], tuple[bytes, int]]:
    """The first timed message header of a log, with another time."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        n = next(i for i, line in enumerate(lines) if line.startswith("## ") and "@" in line)
        lines[n] = lines[n].split("@")[0] + f"@ {when}"
        return "\n".join(lines).encode("utf-8"), n + 1
    return edit


def _header_without_at(when: str) -> Callable[[bytes], tuple[bytes, int]]:
    """The first timed message header of a log written as tired GMs do, `## Merry 21:30`: the
    sender and a time with no @ (the GM is told to add it, not that no player is named)."""
    def edit(data: bytes) -> tuple[bytes, int]:
        lines = data.decode("utf-8").split("\n")
        n = next(i for i, line in enumerate(lines) if line.startswith("## ") and "@" in line)
        lines[n] = lines[n].split("@")[0].rstrip() + when
        return "\n".join(lines).encode("utf-8"), n + 1
    return edit


def override_cases() -> list[Case]:
    cases = []
    for game in GAMES:
        first = re.search(r'name = "([^"]+)"', text(game, "players.toml")).group(1)
        good = f'[[override]]\naction = "kill"\nplayer = "{first}"\nreason = "inattività"\n'
        for n, (body, line, message) in enumerate([
            (good.replace('"kill"', '"uccidi"'), 2, "action"),
            (good.replace(f'"{first}"', '"Nessunissimo"'), 3, "not a player"),
            (good + "public_reason = 3\n", 5, "public_reason"),
            (good + "motivo = 1\n", 5, "unknown key"),
            (good.replace('reason = "inattività"\n', ""), 1, "reason"),
            (good + 'at = "alba"\n', 5, "at"),
            ("override = 5\n", 1, "override"),
            (good.replace('"kill"', "5"), 2, "action"),
            # The key left out is said so, never "player = «» is not a player".
            (good.replace(f'player = "{first}"\n', ""), 1, "kill needs `player`"),
        ]):
            cases.append(Case(f"{game}-override-{n}", game, "nights/1.overrides.toml",
                              whole(body.encode("utf-8"), line), message))
    return cases


def forum_cases() -> list[Case]:
    """game.toml [forum], checked by every command (not only the tally)."""
    cases = []
    for game in GAMES:
        def forum(body: str, game: str = game) -> Callable[[bytes], tuple[bytes, int]]:
            return in_table(text(game, "game.toml"), "[forum]", body)
        for n, (body, message) in enumerate([
            ('engin = "phpbb"', "did you mean 'engine'"), ("engine = 5", "not a known engine"),
            ('engine = "phbb"', "did you mean 'phpbb'"), ('delay = "due"', "not a number of seconds"),
            ("thread = 3", "not a web address"), ('bbcode_tags = "b"', "list of tag names"),
            ("cookies_file = true", "must be a path"), ("generic = 3", "table of CSS selectors"),
        ]):
            cases.append(Case(f"{game}-forum-{n}", game, "game.toml", forum(body), message))
        cases += [
            Case(f"{game}-forum-generic-selector", game, "game.toml",
                 append('[forum.generic]\npost = "div.m"\nauthor = ".a"\ntime = ".t"\nbody = "div["\n'),
                 "not valid"),
            Case(f"{game}-forum-generic-key", game, "game.toml",
                 append('[forum.generic]\npost = "div.m"\nauthor = ".a"\ntime = ".t"\nbody = ".b"\nautore = ".x"\n'),
                 "did you mean 'author'"),
        ]
    return cases


def policy_cases() -> list[Case]:
    """roles.toml [policies] and the settings of powers and passives, checked at load."""
    cases = []
    for game in GAMES:
        source = text(game, "roles.toml")
        lines = source.splitlines()
        told = next(n for n, line in enumerate(lines) if line.startswith("told_refusals"))
        told_end = next(n for n in range(told, len(lines)) if lines[n].rstrip().endswith("]"))
        cause = next(n for n, line in enumerate(lines) if re.match(r'cause = "', line))
        uses = next(n for n, line in enumerate(lines) if re.match(r"uses = \d", line))
        night = next((n for n, line in enumerate(lines) if re.match(r"from_night = \d", line)), None)
        count = next((n for n, line in enumerate(lines) if re.match(r"count = \d", line)), None)
        keyword = next(n for n, line in enumerate(lines) if re.match(r'keyword = "', line))
        cases += [
            Case(f"{game}-policy-unknown-reason", game, "roles.toml",
                 set_lines(told, told_end, 'told_refusals = ["too-early", "troppo-tardi"]'), "not a refusal reason"),
            Case(f"{game}-policy-reason-typo", game, "roles.toml",
                 set_lines(told, told_end, 'told_refusals = ["to-early"]'), "did you mean 'too-early'"),
            Case(f"{game}-policy-told-string", game, "roles.toml",
                 set_lines(told, told_end, 'told_refusals = "too-early"'), "told_refusals must be a list"),
            Case(f"{game}-policy-unknown", game, "roles.toml",
                 in_table(source, "[policies]", "tell_no_answr = true"), "did you mean 'tell_no_answer'"),
            Case(f"{game}-policy-type", game, "roles.toml",
                 in_table(source, "[policies]", 'tell_no_answer = "sì"'), "true or false"),
            Case(f"{game}-policy-choice", game, "roles.toml",
                 in_table(source, "[policies]", 'missing_pass = "a caso"'), "not one of its values"),
            Case(f"{game}-setting-typo", game, "roles.toml",
                 set_line(cause, lines[cause].replace("cause", "cuase", 1)), "did you mean 'cause'"),
            Case(f"{game}-setting-type", game, "roles.toml", set_line(cause, "cause = 5"),
                 "setting cause must be a string"),
            Case(f"{game}-setting-then", game, "roles.toml", insert_after(cause, 'then = "kil"'),
                 "unknown effect 'kil'"),
            Case(f"{game}-power-uses", game, "roles.toml", set_line(uses, "uses = -1"), "0 or more"),
            Case(f"{game}-power-keyword-words", game, "roles.toml", set_line(keyword, 'keyword = "due parole"'),
                 "must be one word"),
            Case(f"{game}-power-from-night", game, "roles.toml",
                 set_line(night, "from_night = -3") if night is not None
                 else after_header("[[role.power]]", "from_night = -3"), "0 or more"),
        ]
        if "guess_also = {}" in source:
            cases.append(Case(f"{game}-policy-guess-also-role", game, "roles.toml",
                              replace("guess_also = {}", 'guess_also = { pellerossa = ["capotribù"] }'),
                              "'capotribù' is not a role id (did you mean 'capotribu'?)"))
            # A roles.toml copied when guess_also was a setting of the Leader's power.
            cases.append(Case(f"{game}-setting-moved-to-policies", game, "roles.toml",
                              replace('also = ["convert-on-guess"]\n', 'guess_also = {}\nalso = ["convert-on-guess"]\n'),
                              "is now the policy `guess_also` of [policies]"))
        if count is not None:
            cases.append(Case(f"{game}-role-count", game, "roles.toml", set_line(count, "count = -2"),
                              "0 or more"))
        for table, body, message in (
                ("[composition]", 'min_players = "nove"', "must be a number of players"),
                ("[composition]", 'filler = "nessuno"', "names no role"),
                ("[composition]", "minimo = 3", "unknown key 'minimo'"),
                ("[schedule]", "powers_deadline = 2230", "is not a time HH:MM"),
                ("[votes]", 'abstention = "forse"', "abstention"),
                ("[settings]", "first_night = 3", "first_night must be 0 or 1"),
                ("[settings]", 'timezone = "Europe/Roma"', "unknown time zone")):
            if table in lines:
                cases.append(Case(f"{game}-roles-{table.strip('[]')}-{body.split()[0]}", game, "roles.toml",
                                  in_table(source, table, body), message))
    return cases


def folder_cases() -> list[Case]:
    """A folder where the game's folders belong, and names a substitution cannot have."""
    cases = []
    for game in GAMES:
        source = text(game, "players.toml")
        name_lines = [(n, v) for n, _, k, v in _key_lines(source, ("[[player]]",)) if k == "name"]
        n, name = name_lines[3]
        game_lines = _key_lines(text(game, "game.toml"), ("",))
        late = next(k for k, _, key, _ in game_lines if key == "accept_late")
        cases += [
            Case(f"{game}-nights-a-file", game, "nights", None, "is a file, not a folder", special="file"),
            Case(f"{game}-days-a-file", game, "days", None, "is a file, not a folder", special="file"),
            Case(f"{game}-templates-a-file", game, "templates", None, "is a file, not a folder", special="file"),
            Case(f"{game}-accept-late-words", game, "game.toml", set_line(late, 'accept_late = ["seconda"]'),
                 "night labels"),
            Case(f"{game}-substitute-own-name", game, "players.toml",
                 insert_after(n, f'substitutes = [{{ name = {name}, from = "day 1" }}]'), same_name(game)),
            Case(f"{game}-substitute-twice", game, "players.toml",
                 insert_after(n, 'substitutes = [{ name = "Nuovo", from = "day 1" }, { name = "NUOVO", from = "day 2" }]'),
                 same_name(game)),
        ]
    return cases


def phrase_cases() -> list[Case]:
    """The `phrases` of a power (docs/rulesets.md): a list of phrases of two words or more, of
    a power taking players or nothing, each naming one power."""
    cases = []
    for game in GAMES:
        source = text(game, "roles.toml")
        lines = source.splitlines()
        phrases = [n for n, line in enumerate(lines) if line.startswith("phrases = [")]
        power_args = [(n, v) for n, header, key, v in _key_lines(source, tuple(
            {line.strip() for line in lines if line.strip().endswith(".power]]")})) if key == "args"]
        other_args = next((n for n, v in power_args if '"role' in v or '"item' in v), None)
        if not phrases:
            continue
        first = tomllib.loads("x = " + lines[phrases[0]][len("phrases = "):])["x"][0]
        cases += [
            Case(f"{game}-phrases-not-a-list", game, "roles.toml",
                 set_line(phrases[0], f'phrases = "{first}"'), "phrases must be a list"),
            Case(f"{game}-phrases-one-word", game, "roles.toml",
                 set_line(phrases[0], 'phrases = ["vittima"]'), "must have two words or more"),
            Case(f"{game}-phrases-not-strings", game, "roles.toml",
                 set_line(phrases[0], "phrases = [3]"), "phrases must list strings"),
        ]
        if len(phrases) > 1:
            cases.append(Case(f"{game}-phrases-of-two-powers", game, "roles.toml",
                              set_line(phrases[1], f'phrases = ["{first}"]'), "a phrase names one power"))
        if other_args is not None:
            cases.append(Case(f"{game}-phrases-of-a-power-taking-a-role", game, "roles.toml",
                              insert_after(other_args, 'phrases = ["voglio che sia"]'),
                              "phrases order a night power"))
    return cases


def labels_cases() -> list[Case]:
    """The words of a game's own ruleset, templates/labels.toml (Il Borgo delle Lanterne): a
    folder of that name was taken for no file (the ruleset's messages then said they had no
    words, at roles.toml); its errors were English in every language."""
    game, file = "borgo-delle-lanterne", "templates/labels.toml"
    return [Case(f"{game}-labels-is-folder", game, file, None, "folder", special="dir"),
            Case(f"{game}-labels-not-a-string-it", game, file, replace('campana = "', "campana = 5\n#"),
                 "[message] campana dev'essere un testo, non 5", language="it"),
            Case(f"{game}-labels-unknown-section-fr", game, file, append('[statuss]\n'),
                 "section inconnue «\u00a0statuss\u00a0» (vouliez-vous dire «\u00a0status\u00a0»\u202f?)",
                 language="fr")]


def link_loop_cases() -> list[Case]:
    """A file that is a symbolic link to itself: "system error ELOOP", and no word of what to do."""
    return [Case(f"{game}-{file.replace('/', '-')}-link-loop", game, file, None, message, special="loop",
                 language=language)
            for game, file, message, language in (
                ("licantropi", "players.toml", "symbolic link that leads back to itself", ""),
                ("acchiappastreghe", "roles.toml", "un collegamento simbolico che rimanda a sé stesso", "it"),
                ("borgo-delle-lanterne", "days/1.toml", "un lien symbolique qui renvoie à lui-même", "fr"),
                # A night log: read as absent, `status` showed the night as never played.
                ("lupus-of-the-rings", "nights/2.txt", "symbolic link that leads back to itself", ""),
                ("thiercelieux", "nights/1.txt", "un lien symbolique qui renvoie à lui-même", "fr"),
                ("cowboys-and-aliens", "nights/3.txt", "un collegamento simbolico che rimanda a sé stesso", "it"))]


def loop_table_cases() -> list[Case]:
    """A value of a declared loop's table of the wrong type (roles.toml of Acchiappastreghe):
    a spell's `settings = 1e400` crashed `check` («'float' object is not iterable»)."""
    game, file = "acchiappastreghe", "roles.toml"
    return [Case(f"{game}-spell-settings-a-number", game, file,
                 replace('settings = { form = "rana", same_location = true }', "settings = 1e400"),
                 "settings must be a table"),
            Case(f"{game}-spell-short-names-a-text", game, file,
                 replace('short_names = ["maledizione", "rana"]', 'short_names = "rana"'),
                 "short_names must be a list"),
            Case(f"{game}-spell-unlock-a-text", game, file, replace("unlock = 0", 'unlock = "0"'),
                 "unlock must be an integer")]


def all_cases() -> list[Case]:
    from tests.bad_input.slips import language_cases
    from tests.bad_input.trial_t import trial_cases
    return (trial_cases() + language_cases() + config_cases() + player_cases() + ruleset_cases() + day_cases() + log_cases() + override_cases()
            + forum_cases() + policy_cases() + folder_cases() + phrase_cases() + held_pass_cases() + hashed_header_cases()
            + substitute_cases() + labels_cases() + link_loop_cases() + loop_table_cases() + deal_cases() + escape_header_cases())


@dataclass(frozen=True)
class ArgumentCase:
    """A command line the fuzzer (tests/test_bad_input_fuzz.py) found to crash: the folder is
    the example as shipped, the number is out of the game's range."""
    id: str
    game: str
    args: tuple[str, ...]
    where: str                                 # the file the error must start with
    message: str


_HUGE = "99999999999999999999"


def argument_cases() -> list[ArgumentCase]:
    """A phase far beyond the game's files: the first missing day, not a replay as deep as the
    number (it was a RecursionError); a night that is not a number: named by its file."""
    cases = [ArgumentCase(f"lupus-of-the-rings-{command}-huge", "lupus-of-the-rings", (command, _HUGE),
                          "days/4.toml:", "day file missing") for command in ("night", "day", "tally")]
    cases += [ArgumentCase(f"lupus-of-the-rings-night-{label}", "lupus-of-the-rings", ("night", label),
                           f"nights/{label}.txt:", f"no night '{label}'") for label in ("x", "1.5")]
    return cases + [ArgumentCase("acchiappastreghe-round-huge", "acchiappastreghe", ("round", _HUGE),
                                 "days/2.toml:", "the game ended in giornata 2")] + loop_argument_cases()


def loop_argument_cases() -> list[ArgumentCase]:
    """Found by the fuzzer on the declared loop: turn 0 named no file; `night 1.5` was read as
    a turn (an internal error) before being refused as a command of nights and days."""
    return [ArgumentCase("acchiappastreghe-round-0", "acchiappastreghe", ("round", "0"), "days/0.toml:",
                         "no giornata 0"),
            ArgumentCase("acchiappastreghe-night-not-a-turn", "acchiappastreghe", ("night", "1.5"),
                         "roles.toml:", "not nights and days"),
            ArgumentCase("acchiappastreghe-night-2", "acchiappastreghe", ("night", "2"), "roles.toml:",
                         "not nights and days")]


@dataclass(frozen=True)
class PageCase:
    """A saved forum page damaged as the fuzzer damaged it, read by `tally 1 --html`: the
    count stops (exit 1) with an error at the page and, for a post, at the post's line."""
    id: str
    game: str
    edit: Callable[[str], tuple[str, int | None]]    # the page's text -> new text, line broken
    message: str


def _post_line(page: str, post_id: str) -> int:
    return next(n for n, line in enumerate(page.split("\n"), 1) if f'id="p{post_id}"' in line)


def _cut_in_post(page: str) -> tuple[str, None]:
    """Cut in the middle of the last post's text (a half-saved page): never counted as it is."""
    at = page.index('<div class="content">', page.index('id="p12"'))
    return page[: at + 30], None


def _undated(page: str) -> tuple[str, int]:
    """Post 11 without its date: the error names the post's line in the saved file."""
    start = page.index('id="p11"')
    new = page[:start] + re.sub(r'<time datetime="[^"]*">[^<]*</time>', '<time datetime=""></time>',
                                page[start:], count=1)
    return new, _post_line(page, "11")


def _plain_text(page: str) -> tuple[str, None]:
    """A text file of votes given to --html instead of a saved page: no page at all (it was
    called "cut off", to be saved again)."""
    return "voto Zanna\nvoto Lunaria\n", None


def page_cases() -> list[PageCase]:
    return [PageCase(f"{game}-page-{name}", game, edit, message)
            for game in ("licantropi", "thiercelieux")
            for name, edit, message in (("cut-in-post", _cut_in_post, "cut off"),
                                        ("undated-post", _undated, "cannot read the date"),
                                        ("plain-text", _plain_text, "not a saved forum page"))]
