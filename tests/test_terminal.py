"""Forum text never acts on the GM's terminal (issue 23): escape sequences (OSC 52 writes the
clipboard, CSI 2J clears the screen, OSC 0 retitles the window), C1 controls and bidi overrides
in nicknames, posts and PM lines are shown as their code points (‹U+202E›) by every command."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

import lupus_mod.commands.night  # noqa: F401  (registers the commands)
import lupus_mod.commands.tally  # noqa: F401
import lupus_mod.commands.thread  # noqa: F401
from lupus_mod.commands.app import app
from lupus_mod.text.terminal import visible

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "tests" / "votes" / "pages" / "lotr-giorno-2.html"
CLIPBOARD, CLEAR, TITLE, OVERRIDE = "\x1b]52;c;SGFja2Vk\x07", "\x1b[2J", "\x1b]0;pwned\x1b\\", "\u202e"
ATTACK = CLIPBOARD + CLEAR + TITLE + OVERRIDE + "\x9b2J"
ACTING = ("\x1b", "\x07", "\x9b", "\u202e")


def _clean(text: str) -> None:
    assert not any(c in text for c in ACTING), repr(text)


@given(st.text())
def test_nothing_visible_acts_on_a_terminal(text: str) -> None:
    shown = visible(text)
    assert all(ord(c) >= 0x20 and not 0x7F <= ord(c) < 0xA0 for c in shown if c not in "\n\t")
    assert not set(shown) & set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def test_each_acting_character_is_shown_not_dropped() -> None:
    assert visible("Zefiro" + CLEAR) == "Zefiro‹U+001B›[2J"
    assert visible("a\u202eb\r\nc\td") == "a‹U+202E›b\nc\td"


@pytest.fixture()
def game(example_game: Path, tmp_path: Path) -> tuple[Path, Path]:
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'opened_post = "2001"\n', encoding="utf-8")
    html = PAGE.read_text(encoding="utf-8")
    # Another account (its own member id) posing under a player's name with escapes in it.
    signed = 'profile/12-aragorno/" data-ipshover="" title="Vai al profilo di Aragorno" class="ipsType_break">Aragorno</a>'
    assert signed in html and "voto Gollum" in html
    html = html.replace(signed, signed.replace("12-", "99-").replace(">Aragorno<", f">Aragorno{ATTACK}<"), 1)
    html = html.replace("voto Gollum", f"voto Gollum {ATTACK}", 1)
    page = tmp_path / "page.html"
    page.write_text(html, encoding="utf-8")
    return example_game, page


@pytest.mark.parametrize("command", ["thread", "tally"])
def test_a_nickname_and_a_post_body_reach_the_terminal_harmless(game: tuple[Path, Path], command: str) -> None:
    folder, page = game
    result = CliRunner().invoke(app, [command, "2", "--game", str(folder), "--html", str(page)])
    assert result.exit_code == 0, result.output
    _clean(result.stdout)
    _clean(result.stderr)
    assert "‹U+001B›]52;c;SGFja2Vk‹U+0007›" in result.stdout     # shown, for the GM to see
    if command == "thread":
        assert result.stdout.count("‹U+202E›") >= 2                 # the nickname and the body


def test_a_pm_line_reaches_the_terminal_harmless(example_game: Path) -> None:
    log = example_game / "nights" / "2.txt"
    text = log.read_text(encoding="utf-8")
    assert "Vorrei derubare Pippino, grazie mille" in text
    log.write_text(text.replace("Vorrei derubare Pippino, grazie mille",
                                f"Vorrei derubare Pippino {ATTACK} grazie\nfaccio {ATTACK} qualcosa")
                   + f"\n## Intruso{ATTACK} @ 2026-10-02 22:21\nsbrano {CLEAR} Frodino\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["night", "2", "--game", str(example_game)])
    _clean(result.stdout)
    _clean(result.stderr)
    assert "Intruso‹U+001B›" in result.stderr
