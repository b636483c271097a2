"""A group that chose nobody tonight, and a member's line naming a player read as talk.

The pack's choice is one order for all its wolves, written in any words: « je vote Maxence pour
ce soir », « on se fait Maxence ? », « on attaque pas Kilian, il est trop discret. Maxence
plutot », « non Maxence plutot » after a first name the GM settled as `none`. Read as talk, the
night resolved with « Cette nuit, personne n'est mort » while a wolf had named the victim. So
where no order of the group stands, each member's line read as
talk that names a player outside the group asks: the group's power on each name, or nothing.
Pure: the settled log and the senders' powers in.
"""
from __future__ import annotations

import re

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import asking
from lupus_mod.orders.held_powers import role_fits
from lupus_mod.orders.italian import FRENCH_NEGATIONS, NEGATIONS, RATHER
from lupus_mod.orders.model import NONE, PLAYER, UNORDERED, Chatter, Doubt, KeywordSpec, ParsedLog
from lupus_mod.orders.text import fold

_NOT = NEGATIONS | FRENCH_NEGATIONS


def unchosen(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with each such talk line of a member of a silent group read as a doubt."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    asked = []
    for chat in parsed.chatter:
        power = _silent_group_power(chat.player, parsed, powers_of)
        names = () if power is None or (chat.file, chat.line) in by_gm else _outsiders(chat, power, powers_of)
        if names:
            # "Frodino è il veggente" from the Lupo Grigio: his association first.
            fits = (*role_fits(chat.roles, names, powers_of(chat.player)),
                    *(f"{power.keyword} {name}" for name in names))
            asked.append(Doubt(chat.player, chat.file, chat.line, chat.text.strip(), UNORDERED, (*fits, NONE),
                               names=chat.names))
    return asking(parsed, asked)


def _silent_group_power(player: str, parsed: ParsedLog, powers_of: PowersOf) -> KeywordSpec | None:
    """The sender's group power taking one player, when no member's order of it stands; else
    None."""
    for power in powers_of(player):
        if not power.slot.startswith("group:") or [kind for kind, _ in power.kinds()] != [PLAYER]:
            continue
        # A line asked already (« bon ok Maxence ») does not silence the others: settled "none",
        # it would leave them to ask on the next run, one settle line at a time.
        given = any(o.keyword == power.keyword and not o.withdrawn_by for o in parsed.orders)
        if not given:
            return power
    return None


def _outsiders(chat: Chatter, power: KeywordSpec, powers_of: PowersOf) -> tuple[str, ...]:
    """The players the line names outside the group, but those it denies (« on attaque pas
    Kilian ... Maxence plutot »: Maxence; "stanotte non attacchiamo Quercia, ci serve viva",
    "la vittima non è Merrino": nobody, talk). A « non » then the name said « plutôt » is an
    answer and a choice (« non Maxence plutot »)."""
    names = [n for n in dict.fromkeys(chat.names) if n != chat.player
             and not any(p.slot == power.slot for p in powers_of(n))]
    words = re.findall(r"\w+", fold(chat.text))
    return tuple(n for n in names if not any(_denied(words, k) for k, w in enumerate(words)
                                             if w == fold(n).split()[0]))


def _denied(words: list[str], at: int) -> bool:
    return bool(set(words[max(0, at - 3):at]) & _NOT) and not set(words[at + 1:at + 3]) & RATHER
