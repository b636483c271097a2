"""A declared loop's things are read by their kind (Acchiappastreghe's [[location]],
[[spell]], [[ingredient]]): whatever the order of the words, the articles, the number and the
capitals, a place fills only `vado`'s slot and an ingredient only `gioco`'s; a bare place
followed by the full order reads as the later order, unless the two truly conflict."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from hypothesis import given, settings, strategies as st

from lupus_mod.orders.model import NO_VERB
from lupus_mod.orders.parse import parse_log
from lupus_mod.orders.sender_powers import settled
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import choices_of_players, first_stands_of, loop_vocabulary
from tests.orders.vocab import TZ

GAME = Path(__file__).resolve().parents[2] / "games" / "acchiappastreghe"
PLACES = {"bosco": ("bosco", "boschi", "Bosco"), "grotta": ("grotta", "grotte", "GROTTA"),
          "prato": ("prato", "prati", "Prato"), "mulino": ("mulino", "mulini", "Mulino")}
INGREDIENTS = {"muschio": ("muschio", "muschi"), "fungo": ("fungo", "funghi"),
               "camomilla": ("camomilla", "camomille"), "spiga": ("spiga", "spighe"),
               "pipistrello": ("ala di pipistrello", "ala")}
ARTICLES = ("al", "alla", "allo", "ai", "nel", "il", "la", "")


@cache
def _game():
    return load_game(GAME)


def _read(text: str):
    game = _game()
    parsed = parse_log(text, file="log", vocab=loop_vocabulary(game), tz=TZ, deadline=None)
    return settled(parsed, choices_of_players(game), first_stands_of(game))


def _log(*messages: tuple[str, str, str]) -> str:
    return "".join(f"## {who} @ 2026-11-02 {at}\n{text}\n\n" for who, at, text in messages)


@settings(max_examples=60, deadline=None)
@given(place=st.sampled_from(sorted(PLACES)), ingredient=st.sampled_from(sorted(INGREDIENTS)),
       data=st.data(), first=st.booleans())
def test_a_place_and_an_ingredient_on_one_line_fill_their_own_slots(place, ingredient, data, first) -> None:
    written = data.draw(st.sampled_from(PLACES[place]))
    wanted = data.draw(st.sampled_from(INGREDIENTS[ingredient]))
    before, after = data.draw(st.sampled_from(ARTICLES)), data.draw(st.sampled_from(ARTICLES))
    go, need = f"vado {before} {written}", f"serve {after} {wanted}"
    parsed = _read(_log(("Guido", "18:00", f"{go}, {need}" if first else f"{need}, quindi {go}")))
    assert not parsed.errors and not parsed.doubts, (parsed.errors, parsed.doubts)
    assert [(o.keyword, o.args) for o in parsed.orders] == [("vado", (place,))]


@settings(max_examples=40, deadline=None)
@given(place=st.sampled_from(sorted(PLACES)), later=st.sampled_from(sorted(PLACES)),
       sender=st.sampled_from(("Guido", "Irene", "Carlo", "Enzo", "Bianca")))
def test_a_bare_place_then_the_full_order_is_his_last_word_unless_they_conflict(place, later, sender) -> None:
    """Settled for a cat whose only reading is `vado`; asked for the knight (`proteggo` may
    have been meant) and a witch (her first place stands)."""
    parsed = _read(_log((sender, "18:00", place), (sender, "18:30", f"vado al {later}")))
    bare = [d for d in parsed.doubts if d.kind == NO_VERB]
    assert bool(bare) == (sender in ("Enzo", "Bianca")), parsed.doubts
    assert [(o.keyword, o.args) for o in parsed.orders] == [("vado", (later,))]


@settings(max_examples=30, deadline=None)
@given(place=st.sampled_from(sorted(PLACES)), ingredient=st.sampled_from(sorted(INGREDIENTS)))
def test_a_thing_of_another_kind_is_never_read_in_a_slot(place, ingredient) -> None:
    wanted = INGREDIENTS[ingredient][0]
    parsed = _read(_log(("Guido", "18:00", f"vado al {wanted}"), ("Carlo", "22:00", f"gioco il {place}")))
    assert not parsed.orders and len(parsed.errors) == 2, parsed.errors
