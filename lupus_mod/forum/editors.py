"""Who made a post's last edit, as the board's edit notice says it.

The board names the editor, and he is not always the author: a GM who takes an insult out
after the close («Last Edit: Oct 03, 2026, 10:45 PM by Narratore  Reason: tolto insulto») has
not moved the player's vote after the deadline (docs/tally.md, Edits). The notices' words are
the boards' own, in the languages they print them:

- the name before the date: phpBB «Last edited by X on …», «Ultima modifica di X il …»,
  «Dernière édition par X le …»; vBulletin «Last edited by X; 10-17-2026 at …»; ForumFree
  «Modificato da X - 17/10/2026, 13:05», «Edited by X - …»; Forumactif «Dernière édition par X
  le Sam 17 Oct 2026 - 11:42, édité 1 fois»;
- the name after the date: SMF «Last Edit: … by X Reason: …», «Ultima modifica: … da X»,
  «Dernière édition: … par X»; MyBB «(This post was last modified: … by X. Edit Reason: …)».
"""
from __future__ import annotations

import re

from lupus_mod.forum.markup import date_text, first, nickname_of

_BEFORE_DATE = re.compile(
    r"(?:last\s+edited\s+by|edited\s+by|ultima\s+modifica\s+di|modificato\s+da|modifi[ée]\s+par"
    r"|derni[èe]re\s+[ée]dition\s+par)\s+(?P<name>.+?)(?:\s+(?:on|il|le)\s|\s*;|\s+-\s|,|$)", re.I)
_AFTER_DATE = re.compile(
    r"^\W*(?:last\s+edit|ultima\s+modifica|derni[èe]re\s+[ée]dition)\s*:.*?\s(?:by|da|par)\s+"
    r"(?P<name>.+?)\s*(?:(?:reason|motivo|raison)\s*:|»|$)", re.I)
# MyBB's, in brackets, the name then a full stop and the reason: a name may hold brackets itself.
_BRACKETED = re.compile(r"^\W*this\s+post\s+was\s+last\s+modified\s*:.*?\sby\s+(?P<name>.+?)\.?"
                        r"(?:\s*edit\s+reason\s*:.*)?\)\s*$", re.I)


def editor_in(notice) -> str:
    """The editor's nickname in one edit notice element ("" when it names none): the profile
    link's text where the board links him (phpBB), else the name its words frame."""
    text = date_text(notice)
    found = _BRACKETED.search(text) or _AFTER_DATE.search(text) or _BEFORE_DATE.search(text)
    if found is None:
        return ""
    link = first(notice, "a.username, a[href*='profile'], a[href*='memberlist']")
    linked = nickname_of(link) if link is not None else ""
    return linked if linked and linked in found.group("name") else found.group("name").strip()
