"""Lines shaped as an order of a power their sender does not hold, read through a copy of the
Thiercelieux example: a question that only looks like the Sorcière's `rien` (« j'ai plus rien à
faire hein ? » from Cupidon) is talk, never a doubt whose settle line orders her power; a wolf's
« en fait on prend Max » after his pack's order (the Voleur's `prends`, a nickname cut short)
asks whether the pack's victim changed, never « all applied »."""
from __future__ import annotations

from pathlib import Path

from tests.conftest import cli_json, copy_example


def _add(game: Path, night: str, *messages: tuple[str, str, str]) -> None:
    log = game / "nights" / f"{night}.txt"
    extra = "".join(f"\n## {who} @ 2026-11-30 {at}\n{text}\n" for who, at, text in messages)
    log.write_text(log.read_text(encoding="utf-8") + extra, encoding="utf-8")


def test_a_question_shaped_as_a_power_the_sender_lacks_is_talk(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _add(game, "2", ("Eloise", "21:40", "Salut, j'ai plus rien à faire hein ? 😅 Je protège Kilian si c'est possible"))
    data = cli_json("night", "2", "--game", str(game))
    assert not data.get("doubts")
    (line,) = [r for r in data["readings"] if r["player"] == "Eloise"]
    assert line["kind"] == "talk"


def test_a_later_line_of_a_power_the_sender_lacks_after_his_packs_order_asks(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _add(game, "2", ("Isidore", "21:45", "en fait Fernand c'est trop évident, on prend Max plutôt"))
    data = cli_json("night", "2", "--game", str(game), code=4)
    (doubt,) = data["doubts"]
    assert (doubt["player"], doubt["kind"]) == ("Isidore", "other-word")
    assert doubt["candidates"][-1] == "none"
    assert all(c.startswith("dévore ") for c in doubt["candidates"][:-1])
