"""Folders a GM broke by accident while running his game: a `language` the game cannot be
played in, and a symbolic link that leads nowhere where an output folder goes. Each is an error
naming the file, worded in the language the GM reads (tests/test_bad_input_corpus.py)."""
from __future__ import annotations

from dataclasses import dataclass

from tests.bad_input.corpus import Case, replace

# Case.language: the GM's language left to the game folder (LUPUS_MOD_LANGUAGE unset), as he
# runs the command.
FOLDER_LANGUAGE = "folder"


def language_cases() -> list[Case]:
    """game.toml `language = "de"`: the error that says so was worded in English; it is worded in
    the language of the game's roles.toml; so is "en", the tool's own words, in which no game is
    played. Near miss: "ita", which never was read as a language."""
    return [Case(f"{game}-language-{language}-{n}", game, "game.toml",
                 replace(f'language = "{own}"', f'language = "{language}"'), message, language=FOLDER_LANGUAGE)
            for n, (game, own, language, message) in enumerate((
                ("lupus-of-the-rings", "it", "de", "language = «de»: non ci sono modelli in questa lingua"),
                ("licantropi", "it", "es", "language = «es»: non ci sono modelli in questa lingua"),
                ("thiercelieux", "fr", "de", "language = «\u00a0de\u00a0»\u00a0: aucun modèle dans cette langue"),
                ("thiercelieux", "fr", "en", "language = «\u00a0en\u00a0»\u00a0: aucun modèle dans cette langue"),
                ("cowboys-and-aliens", "it", "ita", "language = «ita»: non ci sono modelli in questa lingua")))]


@dataclass(frozen=True)
class OutputCase:
    """An output the command writes, made a symbolic link first: `target` is where it points
    (itself: a loop; a name that does not exist: a folder gone)."""
    id: str
    game: str
    command: tuple[str, ...]
    link: str                   # relative to the game folder
    target: str                 # what the link holds
    message: str


def output_cases() -> list[OutputCase]:
    """out/ or out/night-2 a link that leads nowhere: the system's "file exists" sent the GM to
    his disk space, and the night's link was removed while nothing was written. Near miss
    (tests/test_bad_input_corpus.py): a link to a folder that exists is written through."""
    dead_it = "è un collegamento simbolico che non porta da nessuna parte"
    dead_fr = "est un lien symbolique qui ne mène nulle part"
    return [OutputCase(f"{game}-{link.replace('/', '-')}-to-{target.replace('/', '-')}-{command[0]}", game,
                       command, link, target, message)
            for game, command, link, target, message in (
                ("lupus-of-the-rings", ("night", "2"), "out/night-2", "night-2", dead_it),
                ("lupus-of-the-rings", ("night", "2"), "out/night-2", "scomparsa", dead_it),
                ("lupus-of-the-rings", ("day", "1"), "out", "out", dead_it),
                ("thiercelieux", ("recap",), "out", "/nonexistent/out", dead_fr),
                ("thiercelieux", ("night", "1"), "out", "out", dead_fr))]


def ballot_cases() -> list[Case]:
    """Licantropi's ballottaggio sent by PM (days/1-runoff.txt), read by `tally 1 --runoff` alone:
    saved empty, the count said nobody voted and nobody was burned (the file makes the thread's
    ballot unread); a header's time unreadable, the hint offered to leave the time out, which a
    ballot's vote may not. Near misses: a header without its time, and a log in Latin-1, keep
    their own errors."""
    game, file = "licantropi", "days/1-runoff.txt"
    return [Case(f"{game}-ballot-{name}", game, file, edit, message, language="it")
            for name, edit, message in (
                ("empty", lambda data: (b"", None), "nessun messaggio in questo registro del ballottaggio"),
                ("only-a-note", lambda data: (b"# ballottaggio Ombroso - Rosaspina\n", None),
                 "nessun messaggio in questo registro del ballottaggio"),
                ("hour-25", replace("2026-11-02 21:12", "2026-11-02 25:61"),
                 "(fuso della partita): i voti di un ballottaggio hanno bisogno della loro ora"),
                ("no-time", replace("## Merlina @ 2026-11-02 21:12", "## Merlina"),
                 "l'intestazione di questo voto non ha l'ora"),
                ("latin-1", lambda data: (data.replace("Ombroso".encode(), "Ombrosò".encode("latin-1"), 1), 2),
                 "non è testo UTF-8"))]
