"""A player pointed at rather than named in a night PM (orders/antecedent.py): the stop names the
line and its settle line names him, as a GM reads the PM (Licantropi's example game)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import vocabulary

ROOT = Path(__file__).resolve().parents[2]


def _settles(night: int, *messages: tuple[str, str]) -> str:
    """The one error's text for the PMs (sender, text), sent a minute apart."""
    game = load_game(ROOT / "games" / "licantropi")
    date = f"2026-11-0{night + 1}"
    log = f"# deadline: {date} 23:30\n\n" + "".join(
        f"## {sender} @ {date} 21:{n:02d}\n{text}\n\n" for n, (sender, text) in enumerate(messages))
    errors = parse_log(log, file=f"nights/{night}.txt", vocab=vocabulary(game), tz=game.tz,
                       deadline=None).errors
    assert len(errors) == 1, errors
    return errors[0].render()


def test_lo_before_the_keyword_points_at_the_one_player_of_the_sender_s_pm_before() -> None:
    # "Zanna mi puzza", then "Lo indago.": it stopped with `indago <giocatore>` to fill in.
    assert '"indago Zanna"' in _settles(2, ("Lunaria", "Zanna mi puzza"), ("Lunaria", "Lo indago."))


def test_lo_with_two_players_before_or_none_names_no_one() -> None:
    two = _settles(2, ("Lunaria", "Zanna mi puzza, Becchino pure"), ("Lunaria", "Lo indago."))
    alone = _settles(2, ("Lunaria", "Lo indago."))
    assert '"indago <' in two and '"indago <' in alone


def test_a_place_on_the_official_list_said_in_words_is_its_player() -> None:
    # "Solo la prima notte, il master sveglia Giulietta e le chiede di indicare Romeo": the list's
    # first (Lunaria) and last (Pazzerello); "il primo che parla" is no place on the list.
    assert '"scelgo Lunaria"' in _settles(1, ("Giuly", "scelgo il mio Romeo: il primo della lista"))
    assert '"scelgo Pazzerello"' in _settles(1, ("Giuly", "scelgo l'ultimo della lista"))
    assert '"scelgo <' in _settles(1, ("Giuly", "scelgo il primo che parla"))
