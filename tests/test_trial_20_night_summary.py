"""A twentieth trial's terminal summary of `night` (docs/gm-guide.md "What the summary of `night`
claims"): a line of two orders, one taken back, names the one not applied, not the whole line
(« rapisco Wyatt cowboy. salvo Jolene » read as the abduction not applied); a line corrected in
itself, or an order said again by a later line, is a correction that worked, listed as one, never
among the orders not applied ("sostituito da un ordine successivo (riga 8)" on line 8 itself);
"righe da guardare qui sotto" counts every line listed below. Shipped games, night 2."""
from __future__ import annotations

from lupus_mod.play.game import load_game
from lupus_mod.play.replay import run_night
from lupus_mod.reports.night import night_report
from tests.test_reading_corpus import _folder, _log


def _summary(tmp, game: str, messages) -> str:
    target, date = _folder(tmp, game, 2)
    case = {"messages": [{"from": f, "at": at, "text": t} for f, at, t in messages]}
    (target / "nights" / "2.txt").write_text(_log(case, date), encoding="utf-8")
    loaded = load_game(target)
    return night_report(loaded, run_night(loaded, "2"))["summary"]


def test_a_line_corrected_in_itself_is_a_correction_not_a_failure(tmp_path):
    text = _summary(tmp_path, "cowboys-and-aliens", [
        ("Zorg", "20:02", "rapisco Wyatt, credo sia lo sceriffo. anzi no, x me è un cowboy")])
    assert "Ordini non applicati" not in text and "si corregge nella riga stessa" in text


def test_an_order_said_again_is_no_failure(tmp_path):
    text = _summary(tmp_path, "cowboys-and-aliens", [
        ("Django", "20:10", "stanotte proteggo Tumble xke i pellerossa lo vogliono"),
        ("Django", "20:12", "proteggo Tumbleweed")])
    assert "Ordini non applicati" not in text


def test_the_order_taken_back_is_named_not_the_whole_line(tmp_path):
    text = _summary(tmp_path, "cowboys-and-aliens", [
        ("Zorg", "20:02", "rapisco Wyatt cowboy. salvo Jolene"),
        ("Zorg", "20:04", "anzi nn salvo nessuno, che muoia")])
    assert "`salvo Jolene` —" in text and "`rapisco" not in text.split("Ordini non applicati")[1].split("\n")[1]


def test_the_lines_to_look_at_are_all_counted(tmp_path):
    text = _summary(tmp_path, "cowboys-and-aliens", [
        ("Zorg", "20:02", "rapisco Wyatt cowboy"), ("Zorg", "20:04", "Jolene mi sta antipatica"),
        ("Wyatt", "20:50", "Klaatu mi sta antipatico")])
    assert "righe da guardare qui sotto, 2." in text


# Near misses: an order replaced by another on a later line is still listed as not applied.
def test_an_order_replaced_by_a_later_line_is_listed(tmp_path):
    text = _summary(tmp_path, "cowboys-and-aliens", [
        ("Django", "20:10", "proteggo Tumbleweed"), ("Django", "20:12", "proteggo Jolene")])
    assert "Ordini non applicati (1)" in text
