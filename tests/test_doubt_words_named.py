"""What a doubt says and the line that settles it, as the GM reads them (docs/orders.md
"Settling a doubt"): an item by its name, never its id, and read back when pasted; an order
relayed for another player, with the line that applies it for him; a change of one power, or to
another power, said as such (it said « non si sa a quale ordine » with one order standing). The
shipped Lupus of the Rings game, night 2, and Acchiappastreghe, giornata 1."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.errors import DoubtsFound
from lupus_mod.inputs.line_readings import doubts_text
from tests.test_reading_corpus import run_case

RINGS = {"game": "lupus-of-the-rings", "night": 2}
CATS = {"game": "acchiappastreghe", "round": 1}


def _case(*messages: tuple[str, str, str]) -> dict:
    return {"messages": [{"from": f, "at": at, "text": t} for f, at, t in messages]}


def _asked(tmp: Path, data: dict, case: dict) -> str:
    found = run_case(tmp, data, case)
    assert isinstance(found, DoubtsFound)
    label = data.get("night") or data["round"]
    return doubts_text("it", tmp / f"{data['game']}-{label}", found)


def test_the_settle_line_names_the_item_and_is_read_back(tmp_path):
    case = _case(("Samvise", "21:02", "lo specchio a Rosie?"))
    text = _asked(tmp_path, RINGS, case)
    assert '"4" = "passo Specchio di Galadriel Rosie"' in text and "specchio-di-galadriel" not in text
    (tmp_path / "lupus-of-the-rings-2" / "nights" / "2.overrides.toml").write_text(
        '[corrections]\n"4" = "passo Specchio di Galadriel Rosie"\n', encoding="utf-8")
    run = run_case(tmp_path, RINGS, case)
    assert not isinstance(run, DoubtsFound)
    assert ("Samvise", "passo specchio-di-galadriel Rosie") in run.applied


def test_a_free_text_is_shown_as_written(tmp_path):
    text = _asked(tmp_path, RINGS, _case(("Eowyna", "21:02", "archivio: il veggente mente. passo il libro rosso a Arwenna")))
    assert "il veggente mente" in text


def test_an_order_relayed_for_another_player_says_how_to_apply_it(tmp_path):
    text = _asked(tmp_path, RINGS, _case(
        ("Frodino", "21:00", "Gala mi ha detto di scriverti che stanotte preleva lei, nn riesce a mandare pm")))
    assert "ordine di Galadriella riferito da Frodino («prelevo»)" in text
    assert 'action = "force", player = "Galadriella", order = "prelevo"' in text


def test_an_order_relayed_beside_the_senders_own_keeps_his(tmp_path):
    text = _asked(tmp_path, {"game": "cowboys-and-aliens", "night": 2}, _case(
        ("Lupetto", "21:00", "sbraniamo Doc. e Corvo mi ha detto di scriverti che consulta Klaatu")))
    assert "ordine di Corvo riferito da Lupetto («consulto Klaatu») accanto al suo «sbrano Doc»" in text
    assert 'action = "force", player = "Corvo", order = "consulto Klaatu"' in text
    assert '"4" = "sbrano Doc"' in text


def test_a_change_of_one_power_says_which(tmp_path):
    text = _asked(tmp_path, RINGS, _case(
        ("Elrondo", "21:02", "resuscito Grimaldo"),
        ("Elrondo", "21:10", "nn è che nn voglio resuscitare Grimaldo, ma preferisco Faramiro")))
    assert "cambia il suo ordine «resuscito»" in text and "senza verbo" not in text


def test_a_switch_to_another_power_says_what_it_may_replace(tmp_path):
    text = _asked(tmp_path, CATS, _case(("Bianca", "18:40", "proteggo il mulino"),
                                        ("Bianca", "18:50", "ripensandoci raccolgo al prato")))
    assert "prende il posto di «proteggo», o si aggiunge?" in text and "non si sa" not in text


def test_a_target_described_through_another_says_so(tmp_path):
    """ "derubo chi mi ha passato il palantir" was told to name « chi resta escluso »: it names no
    one left out. ("derubo chi ha il palantir" asks, offering the holder: orders.held_described.)"""
    stop = run_case(tmp_path, RINGS, _case(("Bilbetto", "21:02", "derubo chi mi ha passato il palantir")))
    assert "describes the target without naming it" in stop.render()
    left = run_case(tmp_path, RINGS, _case(("Aragorno", "21:02", "sfido chiunque tranne Boromiro")))
    assert "names what is left out" in left.render()


def test_an_heir_named_in_a_pm_says_where_the_day_record_takes_him(tmp_path):
    """« mon successeur est Gaspard » from the Capitaine (Thiercelieux, night 2): the heir and the
    day record's line, her look offered first (it offered a look at the heir)."""
    data = {"game": "thiercelieux", "night": 2}
    case = _case(("Amandine", "21:00", "je regarde Isidore. si je meurs, mon successeur est Gaspard"))
    found = run_case(tmp_path, data, case)
    assert isinstance(found, DoubtsFound)
    text = doubts_text("fr", tmp_path / "thiercelieux-2", found)
    assert 'successeur = "Gaspard"' in text and '"4" = "regarde Isidore"' in text


def test_an_order_relayed_in_french_says_how_to_apply_it(tmp_path):
    data = {"game": "thiercelieux", "night": 1}
    case = _case(("Dorian", "21:00", "Amandine m'a dit de t'écrire qu'elle regarde Baptiste, elle a plus de connexion"))
    found = run_case(tmp_path, data, case)
    assert isinstance(found, DoubtsFound)
    text = doubts_text("fr", tmp_path / "thiercelieux-1", found)
    assert 'action = "force", player = "Amandine", order = "regarde Baptiste"' in text
