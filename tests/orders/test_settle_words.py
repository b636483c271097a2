"""The line offered to settle an order short of names names its blanks in the GM's language
(`prends <rôle>`, `passo palantir <giocatore>`), never in the English of a joined string."""
from __future__ import annotations

from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game, vocabulary
from tests.conftest import copy_example


def _error(tmp_path, example: str, sender: str, text: str, language: str) -> str:
    game = load_game(copy_example(example, tmp_path))
    log = f"# deadline: 2026-10-10 23:59\n\n## {sender} @ 2026-10-10 21:00\n{text}\n"
    parsed = parse_log(log, file="nights/1.txt", vocab=vocabulary(game), tz=game.tz, deadline=None)
    assert parsed.errors, parsed.readings
    return parsed.errors[0].render(language)


def test_the_voleurs_blank_is_french(tmp_path) -> None:
    said = _error(tmp_path, "thiercelieux", "Isidore", "Je prends le Voleur et le Loup-Garou, les deux autres me plaisent pas.", "fr")
    assert '"4" = "prends <rôle>"' in said and "<role>" not in said


def test_the_palantirs_blank_is_italian(tmp_path) -> None:
    said = _error(tmp_path, "lupus-of-the-rings", "Galadriella", "passo il palantir", "it")
    assert '"4" = "passo palantir <giocatore>"' in said and "<player>" not in said
