"""Broken folders of a GM's trial (T): a night's deadline pasted from another night, an
invisible character before a header, a misspelt `# deadline:`, a [runoff] naming nobody, a
[player] table in single brackets, words with malformed fields. Each is an error at its line
(tests/test_bad_input_corpus.py runs them as the rest of the corpus)."""
from __future__ import annotations

from tests.bad_input.corpus import Case, replace


def deadline_cases() -> list[Case]:
    """Night 1's deadline pasted into night 2's log; night 3's deadline a day late (night 4's)."""
    return [
        Case("lupus-of-the-rings-deadline-pasted", "lupus-of-the-rings", "nights/2.txt",
             replace("# deadline: 2026-10-02 22:30", "# deadline: 2026-10-01 22:30"),
             "night 2's deadline (2026-10-01 22:30) is not after night 1's (2026-10-01 22:30)"),
        Case("lupus-of-the-rings-deadline-a-day-late", "lupus-of-the-rings", "nights/3.txt",
             replace("# deadline: 2026-10-03 22:30", "# deadline: 2026-10-04 22:30"),
             "night 3's deadline (2026-10-04 22:30) is not before night 4's (2026-10-04 22:30)"),
    ]


def misspelt_deadline_cases() -> list[Case]:
    """The GM extends night 1's deadline and misspells its key: a note, and a guessed deadline."""
    return [Case(f"{game}-deadline-misspelt-{word}", game, "nights/1.txt", replace(f"# deadline: {when}", f"# {word}: {when}"),
                 message, language=language)
            for game, when, word, message, language in (
                ("lupus-of-the-rings", "2026-10-01 22:30", "dedline", "(did you mean 'deadline'?)", ""),
                ("lupus-of-the-rings", "2026-10-01 22:30", "scadenz", "(forse «scadenza»?)", "it"),
                ("thiercelieux", "2026-11-29 22:30", "échance", "dire «\u00a0échéance\u00a0»\u202f?", "fr"))]


def trial_cases() -> list[Case]:
    return deadline_cases() + misspelt_deadline_cases()
