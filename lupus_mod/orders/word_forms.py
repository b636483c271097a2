"""The forms players write a keyword or a name in besides the ruleset's own: the Italian verb's
other persons and enclitics ("indagare", "sbraniamo", "proteggila"), the French infinitive and
plural ("sonder", "sondons"), the forum's English ("go", "protect") and slang ("bute"), the
plural of a place or an ingredient ("ai prati"). Read by the name index (`orders.names`) and the
words of a declared loop (`inputs.loop_overrides`).
"""
from __future__ import annotations

from lupus_mod.orders.italian import FILLERS


def plural_forms(name: str) -> tuple[str, ...]:
    """The Italian plural of a one-word name of a place or an ingredient ("ai prati", "nei
    boschi", "i funghi", "le spighe"): read as the thing, one of which the choice takes."""
    if " " in name or len(name) < 3:
        return ()
    word = name.lower()
    for ending, plural in (("co", "chi"), ("go", "ghi"), ("ca", "che"), ("ga", "ghe"),
                           ("io", "i"), ("o", "i"), ("a", "e"), ("e", "i")):
        if word.endswith(ending):
            return (word[:-len(ending)] + plural,)
    return ()


# "go bosco" (Acchiappastreghe): the forum's English for a keyword whose sense it has one way
# only, read as that keyword ("kill", "check" are asked: orders.unsaid). "go to" is the verb
# with its preposition, no short common word: "go to the woods" asks for the place. "I go to",
# "I protect": "I" before them is the English subject, not the Italian article "i" of a noun.
FORUM_ENGLISH = {"vado": ("go", "go to", "i go to"), "proteggo": ("protect", "i protect")}


def derived_forms(keyword: str) -> tuple[str, ...]:
    """Other forms of a first-person keyword that players write ("indago" → "indagare").

    Only the infinitive, the third person/imperative, the future and the first person plural
    (and the imperative, infinitive and plural with an enclitic pronoun) are derived, and only
    for keywords ending in -o with a stem of at least four letters: past participles
    ("indagato") are narration, not orders, and are never derived.
    """
    if not keyword.endswith("o") or len(keyword) < 5 or " " in keyword:
        return ()
    stem = keyword[:-1]
    # indag-are → indagherò: c and g keep their sound before e.
    future_stem = stem + "h" if stem[-1] in "cg" else stem
    plurals = _plurals(stem)
    # "proteggila", "indagalo", "sbraniamolo", "devo proteggerla": the imperative, the
    # infinitive and the plural with an enclitic pronoun are the order said of someone named
    # before; read as the keyword, so that a line naming nobody asks for the name, never talk.
    # So is "proteggermi", "proteggimi" (himself: "meglio proteggermi" was talk, the order he
    # turned from applied).
    enclitic = tuple(base + pronoun for base in (stem + "a", stem + "i", stem + "ar", stem + "er",
                                                  stem + "ir", *plurals)
                     for pronoun in ("lo", "la", "li", "le", "mi"))
    # (-care/-gare keep the sound, "indagherò"; -gere/-cere do not, "proteggerò": both derived.)
    forms = (stem + "a", stem + "e", stem + "are", stem + "ere", stem + "ire",
             future_stem + "erò", stem + "erò", stem + "irò", future_stem + "ero", stem + "ero", stem + "iro",
             *plurals, *enclitic)
    return tuple(dict.fromkeys(f for f in forms if f not in FILLERS))


def _plurals(stem: str) -> tuple[str, ...]:
    """The first person plural of a verb's stem: the wolves write as a pack ("sbraniamo",
    "passiamo"; -ia- once: "associamo"), and a -gare/-care verb keeps its sound ("indaghiamo"
    beside the plain "indagiamo")."""
    plural = stem + ("amo" if stem.endswith("i") else "iamo")
    return (plural, stem + "hiamo") if stem[-1] in "cg" else (plural,)


def synonym_forms(synonym: str) -> tuple[str, ...]:
    """ "mordiamolo" (the Vampiro's `mordo`), "uccidiamola", "mangiamolo": a synonym's first
    person plural with an object pronoun, said of the player named before ("Quercia mi piace,
    mordiamolo" was talk, the night resolved without the bite). Only that form: a synonym's
    other persons are common words ("guarda", "salva")."""
    if not synonym.endswith("o") or len(synonym) < 5 or " " in synonym:
        return ()
    plurals = (synonym,) if synonym.endswith("iamo") else _plurals(synonym[:-1])
    return tuple(plural + pronoun for plural in plurals for pronoun in ("lo", "la", "li", "le"))


# « je bute Maxence », « on bute Maxence »: the forum's slang for « tue », read as « tue » is
# (a keyword's synonym in the ruleset: the pack's victim, `orders.sender_powers` for the poison).
FRENCH_SLANG = {"tue": ("bute", "butons", "buter", "buterai", "zigouille", "zigouillons")}


def french_forms(form: str) -> tuple[str, ...]:
    """Other forms of a French first-person keyword or synonym ("sonde" → "sonder",
    "sondons", "sonderai"; "choisis" → "choisir", "choisissons"): one word of five letters or
    more ending in -e, or of four or more ending in -is."""
    if " " in form or "'" in form:
        return ()
    if form in FRENCH_SLANG:
        return FRENCH_SLANG[form]
    if form.endswith("e") and not form.endswith("ée") and len(form) >= 5:
        # Never the third person plural: "ils regardent Baptiste de travers" is narration.
        return form + "r", form[:-1] + "ons", form + "rai"
    if form.endswith("is") and len(form) >= 4:
        return form[:-1] + "r", form[:-1] + "ssons"
    # "tirer" → "tirerai": the future of a short verb ("tire", "vise") from its infinitive.
    if form.endswith("er") and len(form) >= 5:
        return (form + "ai",)
    return ()
