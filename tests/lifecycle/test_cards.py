"""Role cards and the opening post, as the GM sends and posts them."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin, builtin_ids
from tests.lifecycle.play import NAMES, cli, new_game, roles

RULESET = builtin("lupus-of-the-rings")
WOLVES = {"lupo-grigio", "lupo-cattivo", "lupo-sensitivo", "lupo-travestito"}


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return new_game(tmp_path_factory.mktemp("cards"), seed=31)


def _card(game: Path, name: str) -> str:
    return (game / "out" / "setup" / "pm" / f"{name}.bbcode").read_text(encoding="utf-8")


def _named(text: str, me: str) -> set[str]:
    return {n for n in NAMES if n != me and re.search(rf"\b{re.escape(n)}\b", text)}


def _by_role(game: Path) -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for name, role in roles(game).items():
        table.setdefault(role, []).append(name)
    return table


def test_every_card_gives_the_believed_role_and_the_forum_header(game: Path) -> None:
    for name, role_id in roles(game).items():
        role = RULESET.role(role_id)
        shown = RULESET.role(role.unaware_as) if role.unaware_as else role
        card = _card(game, name)
        assert f"[size=150][b]{shown.name}[/b][/size]" in card
        header = (f"[b]Vince[/b] {RULESET.faction_name(shown.faction)} – [b]conta[/b] "
                  f"{'/'.join(shown.conta)} – [b]visto[/b] {shown.visto}")
        assert header in card
        assert shown.description in card


def test_the_pack_knows_the_pack_with_their_roles(game: Path) -> None:
    table = roles(game)
    wolves = [n for n, r in table.items() if r in WOLVES]
    for wolf in wolves:
        card = _card(game, wolf)
        assert _named(card, wolf) == set(wolves) - {wolf}
        for other in set(wolves) - {wolf}:
            assert f"[b]{other}[/b] ({RULESET.role(table[other]).name})" in card
        assert "sbrano <giocatore>" in card


def test_the_massoni_know_each_other_as_massoni(game: Path) -> None:
    by_role = _by_role(game)
    massone, innamorato = by_role["massone"][0], by_role["massone-innamorato"][0]
    assert f"[b]{innamorato}[/b] (Massone)" in _card(game, massone)
    assert f"[b]{massone}[/b] (Massone)" in _card(game, innamorato)
    assert _named(_card(game, massone), massone) == {innamorato}


def test_unaware_roles_get_exactly_the_card_of_the_role_they_believe(game: Path) -> None:
    by_role = _by_role(game)

    def normalised(name: str) -> str:
        text = re.sub(r"\[b\]Oggetti in tuo possesso.*?(?=Buon divertimento)", "", _card(game, name),
                      flags=re.S)
        return text.replace(name, "NOME").replace("benvenuta", "benvenuto")
    contadino = normalised(by_role["contadino-semplice"][0])
    for unaware in ("pastorella", "incompreso"):
        assert normalised(by_role[unaware][0]) == contadino
    massone = normalised(by_role["massone"][0])
    innamorato = normalised(by_role["massone-innamorato"][0])
    other = {by_role["massone"][0], by_role["massone-innamorato"][0]}
    for name in other:
        massone, innamorato = massone.replace(name, "ALTRO"), innamorato.replace(name, "ALTRO")
    assert massone == innamorato


def test_roles_without_knowledge_name_nobody(game: Path) -> None:
    for name, role in roles(game).items():
        if role not in WOLVES and role not in ("massone", "massone-innamorato"):
            assert _named(_card(game, name), name) == set(), name


def test_powers_and_items_on_the_cards(game: Path) -> None:
    by_role = _by_role(game)
    veggente = _card(game, by_role["veggente"][0])
    assert "- [b]indago <giocatore>[/b]" in veggente
    assert "[b]Specchio di Galadriel[/b]" in veggente and "passo <oggetto> <giocatore>" in veggente
    grigio = _card(game, by_role["lupo-grigio"][0])
    assert "[b]associo <ruolo> <giocatore>[/b] — a partire dalla seconda notte, una sola volta" in grigio
    archivista = _card(game, by_role["archivista"][0])
    assert "[b]prelevo[/b] — a partire dalla seconda notte, tre volte in tutta la partita" in archivista
    assert "[b]archivio <testo>[/b] (Libro Rosso)" in archivista
    palantir = [n for n in NAMES if "[b]Palantír[/b]" in _card(game, n)]
    assert len(palantir) == 1


def test_opening_post(game: Path) -> None:
    post = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "• Game Master:" not in post     # no --gm: the rulebook's authors are not this game's GMs
    for line in ("• Astensione dal voto: Permessa.",
                 "• Pareggio al rogo: Muore il giocatore che ha ricevuto per primo il voto decisivo.",
                 "• Difficoltà Partita: Difficile.", "22:00 - Chiusura del rogo e del giorno",
                 "22:30 - Termine ultimo per la consegna dei poteri", "[b]Giocatori[/b] (22)",
                 "[b]Contadino Semplice[/b] (×6)", "[b]Pastorella[/b] (inconsapevole)",
                 "Visto LOSCO - Conta UMANO - Fazione VILLAGGIO",
                 "Regole generali sugli oggetti:"):
        assert line in post, line
    listed = re.findall(r"^(\d+)\. (.+)$", post, flags=re.M)
    assert [name for _, name in listed] == NAMES
    assert post.count("[spoiler]") == len({r for r in roles(game).values()}) + len(RULESET.items)


def test_a_nickname_that_looks_like_markup_is_escaped(tmp_path: Path) -> None:
    roster = tmp_path / "p.txt"
    roster.write_text("\n".join(["[Furbo]", *NAMES[1:]]), encoding="utf-8")
    cli("new", tmp_path / "g", "--ruleset", "lupus-of-the-rings", "--players", roster, "--seed", 2)
    post = (tmp_path / "g" / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "1. [\u200bFurbo]" in post
    card = (tmp_path / "g" / "out" / "setup" / "pm" / "[Furbo].bbcode").read_text(encoding="utf-8")
    assert "Ciao [b][\u200bFurbo][/b]" in card


@pytest.mark.parametrize("ruleset_id", builtin_ids())
def test_no_card_row_repeats_its_order(ruleset_id: str) -> None:
    """A power's row shows its order in bold, then its description: a description that starts
    with the order again ("prends <carte> — prends <carte> («…»)", "indago <giocatore> — indago
    <morto>: …", "alfa — alfa: …") says it twice, and a placeholder after the bold order
    (`<morto>`) names the argument a second way. The description gives an example and what
    the power does (docs/languages.md). A day power's row (owner in bold, then ":") is its
    description alone, which says what to write."""
    from lupus_mod.lifecycle.deal import Dealt
    from lupus_mod.lifecycle.newgame import builtin_source, card_text
    ruleset = builtin_source(ruleset_id).ruleset
    if ruleset.loop.declared:
        pytest.skip("a declared loop's cards list no orders: its round post does")
    config = {"title": "Prova", "schedule": {"powers_deadline": "23:00"}}
    rows = {line for role in ruleset.roles
            for line in card_text(ruleset, config, Dealt("Mara", role.id, "f"), ()).splitlines()
            if line.startswith("- [b]") and not line.partition("[/b]")[2].startswith(":")}
    assert rows
    repeated = [row for row in sorted(rows)
                if "<" in (tail := row.partition("[/b]")[2])
                or re.search(rf"— {re.escape(row[5:].split()[0].removesuffix('[/b]'))}(?![\w'])", tail)]
    assert not repeated, "\n".join(repeated)


EXAMPLES = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "games").iterdir()
                  if p.name in builtin_ids())


@pytest.mark.parametrize("ruleset_id", EXAMPLES)
def test_every_example_on_a_card_reads_as_its_power(ruleset_id: str) -> None:
    """A description's example («indago Aldo», « je regarde Sam ») is what the player may
    write: the order reader reads it as that power (a phrase of the power, "stanotte non
    attacchiamo nessuno", as the sender's power among those it names)."""
    import dataclasses
    from lupus_mod.play.game import load_game, vocabulary
    from lupus_mod.orders.line import read_line
    from lupus_mod.orders.model import ANY_POWER
    from lupus_mod.orders.names import NameIndex
    game = load_game(Path(__file__).resolve().parents[2] / "games" / ruleset_id)
    index = NameIndex(dataclasses.replace(vocabulary(game), players=tuple(
        (n, ()) for n in ("Aldo", "Bruno", "Sam", "Léa"))))
    examples = [(p.keyword, said) for _, p in game.ruleset.all_powers() if p.keyword and not p.day
                for said in re.findall(r"«\s*([^»]+?)\s*»", p.description)]
    unread = [f"{keyword}: «{said}» → {[(d.keyword, d.args) for d in read_line(said, index).drafts]}"
              for keyword, said in examples
              if not any(d.keyword == keyword or (d.keyword == ANY_POWER and keyword in d.among)
                         for d in read_line(said, index).drafts)]
    assert not unread, "\n".join(unread)
