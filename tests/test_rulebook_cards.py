"""Each role's card in the rulebooks is what the built-in ruleset says of the role: how the
seer sees him, what he counts as, which side he wins with, whether he knows his role.

The cards below are the rulebooks' own lines, verbatim:
- Lupus of the Rings: the role's name and the line under it, "Visto LOSCO - Conta LUPO - Fazione
  BRANCO" ("(inconsapevole)" after the name: he is not told his role);
- Cowboys & Aliens: the role's title, "SCERIFFO (Visto Innocente, Conta Umano, Vince Villaggio)"
  ("Inconsapevole" after it);
- Licantropi: the columns Ruolo, Aura, Fazione of the table of the characters.
A ruleset edit that drifts from its card fails here. Where the ruleset reads a card otherwise,
EXCEPTIONS names the ruling that says why.
"""
from __future__ import annotations

import re

import pytest

from tests.scenarios.harness import builtin_ruleset

LUPUS_OF_THE_RINGS = [
    ("Veggente", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Archivista", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Massone", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Massone Innamorato (inconsapevole)", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Cavaliere", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Borseggiatore", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Curatore", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Pastorella (inconsapevole)", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Incompreso (inconsapevole)", "Visto LOSCO - Conta UMANO - Fazione VILLAGGIO"),
    ("Contadino Semplice (×5)", "Visto INNOCENTE - Conta UMANO - Fazione VILLAGGIO"),
    ("Lupo Grigio", "Visto LOSCO - Conta LUPO - Fazione BRANCO"),
    ("Lupo Cattivo", "Visto LOSCO - Conta LUPO - Fazione BRANCO"),
    ("Lupo Sensitivo", "Visto LOSCO - Conta LUPO - Fazione BRANCO"),
    ("Lupo Travestito", "Visto LOSCO - Conta LUPO - Fazione BRANCO"),
    ("Tormentatore", "Visto INNOCENTE - Conta UMANO - Fazione BRANCO"),
    ("Pifferaio", "Visto INNOCENTE - Conta AVVERSARIO - Fazione RUBAVITTORIA"),
    ("Shinigami", "Visto N/A - Conta UMANO - Fazione RUBAVITTORIA (indeciso)"),
]
COWBOYS_AND_ALIENS = [
    "GUARDINGO (Veggente Gufato) (Visto Innocente, Conta Umano, Vince Villaggio)",
    "SCERIFFO (Visto Innocente, Conta Umano, Vince Villaggio)",
    "VICESCERIFFO (Visto Innocente, Conta Umano, Vince Villaggio) Inconsapevole",
    "COWBOY x4 (Contadino Semplice) Visto Innocente, Conta Umano, Vince Villaggio)",
    "SINDACO (Visto Innocente, Conta Umano, Vince Villaggio)",
    "GUARDIA DEL CORPO (Visto Innocente, Conta Umano, Vince Villaggio)",
    "MAN IN BLACK J (Visto N/A, Conta Umano, Vince Umano)",
    "MAN IN BLACK K (Visto N/A, Conta Umano, Vince Villaggio)",
    "CAPOTRIBÙ (Lupo Alfa) (Visto Losco, Conta Pellerossa, Vince Villaggio Pellerossa)",
    "SCIAMANO (Lupo Sciamano) (Visto Losco, Conta Pellerossa, Vince Villaggio Pellerossa)",
    "PELLEROSSA (Lupo Mannaro) (Visto Losco, Conta Pellerossa, Vince Villaggio Pellerossa)",
    "BANDITO (Visto Innocente, Conta Umano, Vince Fuorilegge)",
    "PISTOLERO (Visto Innocente, Conta Umano, Vince Fuorilegge)",
    "LEADER ALIENO (Visto Innocente, Conta Alieno, Vince Invasione)",
    "SOLDATO ALIENO (Visto Innocente, Conta Alieno, Vince Invasione)",
    "GENERALE ALIENO (Visto N/A, Conta Alieno, Vince Invasione)",
    "CHUPACABRA (Visto Losco, Conta Alieno, Vince Invasione)",
]
LICANTROPI = [
    ("Mago nero", "Nera per la veggente e il medium, azzurra per gli altri", "Contro il villaggio"),
    ("Strega nera", "Nera per la veggente e il medium, azzurra per gli altri", "Contro il villaggio"),
    ("Lupo 1", "Nera", "Lupi"),
    ("Lupo 2", "Nera", "Lupi"),
    ("Lupo 3", "Nera", "Lupi"),
    ("Traditore", "Bianca", "Lupi"),
    ("Ghoul", "Bianca", "Vampiri"),
    ("Vampiro", "Nera", "Vampiri"),
    ("Assassino", "Bianca", "Villaggio"),
    ("Avvocato", "Bianca", "Villaggio"),
    ("Bocca di Rosa", "Nera", "Villaggio"),
    ("Cacciatore di vampiri", "Bianca", "Villaggio"),
    ("Contadino eroe", "Bianca", "Villaggio"),
    ("Contadino lupo", "Bianca", "Villaggio"),
    ("Contadino standard", "Bianca", "Villaggio"),
    ("Druido", "Bianca", "Villaggio"),
    ("Giulietta", "Bianca", "Villaggio"),
    ("Guardia", "Bianca", "Villaggio"),
    ("Guardia corrotta", "Nera", "Villaggio"),
    ("Guaritore", "Azzurra", "Villaggio"),
    ("Mago", "Azzurra", "Villaggio"),
    ("Matto", "Bianca", "Villaggio"),
    ("Medium", "Azzurra", "Villaggio"),
    ("Mercante", "Bianca", "Villaggio"),
    ("Oratore", "Bianca", "Villaggio"),
    ("Oste", "Bianca", "Villaggio"),
    ("Peccatore", "Nera", "Villaggio"),
    ("Prete", "Bianca", "Villaggio"),
    ("Sindaco", "Bianca", "Villaggio"),
    ("Spia", "Bianca", "Villaggio"),
    ("Strega", "Azzurra", "Villaggio"),
    ("Veggente", "Azzurra", "Villaggio"),
]

# (ruleset, role, field) -> what the ruleset holds instead; the ruling that says why.
EXCEPTIONS = {
    # "Vince Umano": J wins with the village (docs/rulings/cowboys-and-aliens.md, the MIBs).
    ("cowboys-and-aliens", "MAN IN BLACK J", "faction"): "VILLAGGIO",
    # "Contro il villaggio": the wolves' side (docs/rulings/licantropi.md, "Contro il villaggio"
    # (Mago nero, Strega nera)).
    ("licantropi", "MAGO NERO", "faction"): "LUPI",
    ("licantropi", "STREGA NERA", "faction"): "LUPI",
}


def _spaced(text: str) -> str:
    """The rulebooks' lines as copied, no-break spaces included, with plain spaces."""
    return " ".join(text.split())


def _lupus_of_the_rings() -> list[tuple[str, dict]]:
    cards = []
    for name, line in ((_spaced(n), _spaced(ln)) for n, ln in LUPUS_OF_THE_RINGS):
        m = re.fullmatch(r"Visto (\S+) - Conta (\S+) - Fazione (\S+)(?: \(.*\))?", line)
        assert m, line
        role = re.sub(r"\s*\((?:×\d+|inconsapevole)\)$", "", name)
        cards.append((role.upper(), {"visto": m[1], "conta": m[2], "faction": m[3],
                                     "unaware": "(inconsapevole)" in name}))
    return cards


def _cowboys_and_aliens() -> list[tuple[str, dict]]:
    cards = []
    for line in map(_spaced, COWBOYS_AND_ALIENS):
        m = re.match(r"([A-ZÀ-Ý][A-ZÀ-Ý ]*?)(?: x\d+)? \(.*?Visto ([^,]+), Conta ([^,]+), Vince ([^)]+)\)", line)
        assert m, line
        cards.append((m[1].strip(), {"visto": m[2].upper(), "conta": m[3].upper(),
                                     "faction": m[4].upper(), "unaware": line.endswith("Inconsapevole")}))
    return cards


def _licantropi() -> list[tuple[str, dict]]:
    return [(_spaced(name).upper(), {"visto": _spaced(aura).lower(), "faction": _spaced(faction).upper()})
            for name, aura, faction in LICANTROPI]


CARDS = {"lupus-of-the-rings": _lupus_of_the_rings, "cowboys-and-aliens": _cowboys_and_aliens,
         "licantropi": _licantropi}


def _held(ruleset, role, field: str):
    if field == "faction":
        return next(f.name.upper() for f in ruleset.factions if f.id == role.faction)
    if field == "unaware":
        return bool(role.unaware_as)
    return role.conta if field == "conta" else role.visto


def drifts(ruleset_id: str, ruleset) -> list[str]:
    """Every field of every card the ruleset does not keep."""
    roles = {r.name.upper(): r for r in ruleset.roles}
    wrong = []
    for name, card in CARDS[ruleset_id]():
        if name not in roles:
            wrong.append(f"no role named {name!r}")
            continue
        for field, value in card.items():
            want = EXCEPTIONS.get((ruleset_id, name, field), value)
            held = _held(ruleset, roles[name], field)
            if (want not in held) if field == "conta" else (held != want):
                wrong.append(f"{name} {field}: rulebook {value!r}, ruleset {held!r}")
    return wrong


@pytest.mark.parametrize("ruleset_id", sorted(CARDS))
def test_every_card_of_the_rulebook_is_the_rulesets(ruleset_id: str) -> None:
    wrong = drifts(ruleset_id, builtin_ruleset(ruleset_id))
    assert not wrong, f"{ruleset_id}: " + "; ".join(wrong)


def test_a_card_that_drifts_is_caught() -> None:
    """The check can fail: a Lupo Grigio seen INNOCENTE is not the card of the rulebook."""
    edit = ('name = "Lupo Grigio"\nfaction = "branco"\nvisto = "LOSCO"',
            'name = "Lupo Grigio"\nfaction = "branco"\nvisto = "INNOCENTE"')
    wrong = drifts("lupus-of-the-rings", builtin_ruleset("lupus-of-the-rings", (edit,)))
    assert wrong == ["LUPO GRIGIO visto: rulebook 'LOSCO', ruleset 'INNOCENTE'"]
