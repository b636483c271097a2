"""A refused order is quoted back to its sender in his own words for it, articles and
prepositions kept ("vado al bosco", "Passo il palantir a Samvise"), never the order as read
without them ("vado Bosco", "passo Palantír Samvise") nor the rest of his line.

Each test plays a private copy of an example game whose log holds the refused order.
"""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from lupus_mod.orders.parse import parse_log
from lupus_mod.play import turns
from lupus_mod.play.game import load_game, vocabulary
from tests.conftest import copy_example


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _said(game: str, lines: list[str], loop: bool = False) -> list[tuple[str, str]]:
    """Each order of a one-PM log from the game's first player: (as read, his words for it)."""
    folder = load_game(Path(__file__).resolve().parents[2] / "games" / game)
    sender = folder.players[0].name
    text = "\n".join([f"## {sender} @ 2026-10-01 18:00", *lines, ""])
    vocab = turns.loop_vocabulary(folder) if loop else vocabulary(folder)
    parsed = parse_log(text, file="n.txt", vocab=vocab, tz=folder.tz, deadline=None)
    return [(o.canonical(), o.said) for o in parsed.orders]


def test_an_order_keeps_its_articles_and_prepositions_and_leaves_out_the_rest_of_the_line() -> None:
    assert _said("acchiappastreghe", ["Buongiorno Master! Vado al bosco."], loop=True) == [
        ("vado bosco", "Vado al bosco")]
    assert _said("acchiappastreghe", ["vado al [b]bosco[/b] e attacco Arturo"], loop=True) == [
        ("vado bosco", "vado al bosco"), ("attacco Arturo", "attacco Arturo")]
    assert _said("lupus-of-the-rings", ["Ciao! Passo il palantir a Pip, grazie."]) == [
        ("passo palantir Pippino", "Passo il palantir a Pip")]


def test_an_order_whose_words_are_not_one_span_is_quoted_as_read() -> None:
    # The correction's name is not beside the keyword: the reply falls back on the order read
    # (the first order, replaced, keeps its own words).
    assert _said("lupus-of-the-rings", ["indago Grima, anzi Nazgul"]) == [
        ("indago Grima", "indago Grima"), ("indago Nazgul", "")]


def test_a_round_refusal_quotes_the_place_as_the_cat_wrote_it(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    with (folder / "nights" / "1.txt").open("a", encoding="utf-8") as log:
        log.write("\n## Guido @ 2026-11-02 22:30\nCiao Master! Vado al bosco, grazie\n")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    reply = (folder / "out" / "round-1" / "pm" / "Guido.bbcode").read_text(encoding="utf-8")
    assert "Il tuo ordine «Vado al bosco» non è stato applicato" in reply
    assert "vado Bosco" not in reply and "Ciao Master" not in reply


def test_a_night_refusal_quotes_the_pass_as_the_player_wrote_it(tmp_path: Path, runner) -> None:
    folder = copy_example("lupus-of-the-rings", tmp_path)
    _edit(folder / "nights" / "1.txt", "Passo lo specchio a Samvise, grazie.",
          "Passo il palantir a Samvise, grazie.")
    result = runner.invoke(app, ["night", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    reply = (folder / "out" / "night-1" / "pm" / "Frodino.bbcode").read_text(encoding="utf-8")
    assert "Il tuo ordine «Passo il Palantír a Samvise» non è stato applicato" in reply
    assert "grazie" not in reply
