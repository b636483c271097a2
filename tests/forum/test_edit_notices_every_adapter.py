"""Edit notices as boards print them, in Italian, French and English, on every adapter whose
fixture thread has an edited post (issue 23): the notice's text is replaced by each form, and
the post must carry that edit time, or be flagged as edited at an unknown time — an edit mark
without a time of day is never read as no edit at all, nor as midnight.

The notices are the fixtures' own, replaced inside their own markup, so each engine's element
for the notice (and what it draws beside it: Invision 5's reason on a line of its own) is
kept.
"""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tests.forum.fixture_variants import changed, fixture

# The notice's text in each fixture, as the board prints it.
NOTICES = {
    "forumactif": "Dernière édition par Hier le Sam 17 Oct 2026 - 11:42, édité 1 fois",
    "forumactif-invision": "Dernière édition par Hortense le Sam 17 Oct - 11:42; édité 1 fois",
    "forumactif-phpbb2": "Dernière édition par Hortense le Sam 17 Oct - 11:42; édité 1 fois",
    "forumactif-punbb": "Dernière édition par Hortense le Sam 17 Oct - 11:42; édité 1 fois",
    "forumfree": "Edited by Fiammetta - 17/10/2026, 13:05",
    "generic": "modificato il 17/10/2026 alle 13:05 (cambio voto, prima era Ermete)",
    "smf20": "Ultima modifica: 17 Ottobre 2026, 12:55:21 da Ermete",
    "vbulletin3": 'Last edited by Fiammetta; 10-17-2026 at <span class="time">01:05 PM</span>.',
    "vbulletin4": 'Ultima modifica di Fiammetta; 17-10-2026 alle <span class="time">13:05</span>.',
    "vbulletin5": "Ultima modifica di Fiammetta; 17-10-2026, 13:05.",
    "invision4": 'Modificato <time datetime="2026-10-17T11:05:12Z" title="17/10/2026 13:05 " '
                 'data-short="10 h">17 ottobre</time> da Fiammetta',
    "invision5": 'Modificato <time datetime="2026-10-17T11:05:12Z" title="17/10/2026 13:05" '
                 'data-short="10h">17 ottobre</time> da Fiammetta',
}
UNDATED = None
# (the notice, (days before the time of reading, hour, minute) or UNDATED)
FORMS = [
    ("Modificato da Fiammetta", UNDATED),
    ("Edited by Fiammetta", UNDATED),
    ("Edited", UNDATED),
    ("modificato", UNDATED),
    ("Modifié par Fiammetta", UNDATED),
    ("Dernière édition par Fiammetta, édité 1 fois", UNDATED),
    ("Last edited by Fiammetta on Yesterday", UNDATED),
    ("Ultima modifica di Fiammetta il 17 ottobre 2026", UNDATED),
    ("Edited by Fiammetta, reason: voto alle 12:00 cambiato", UNDATED),
    ("Modifié par Fiammetta le Aujourd'hui à 21:09", (0, 21, 9)),
    ("Dernière édition par Fiammetta le Hier à 21:09, édité 2 fois", (1, 21, 9)),
    ("Modifié par Fiammetta le 17 octobre 2026 à 13:05", (0, 13, 5)),
    ("Dernière édition par Fiammetta le 17 octobre 2026 à 13 h 05", (0, 13, 5)),
    ("Last edited by Fiammetta; Today at 9 p.m.", (0, 21, 0)),
    ("Last edited by Fiammetta on 17 Oct 2026, noon", (0, 12, 0)),
    ("Last edited by Fiammetta on Oct 17, 2026, midnight", (0, 0, 0)),
    ("Last edited by Fiammetta on Oct 17, 2026 12:30 AM", (0, 0, 30)),
    ("Ultima modifica di Fiammetta; Oggi alle 13:05", (0, 13, 5)),
    ("Modificato 5 minuti fa da Fiammetta", (0, 22, 55)),
    ("Modifié il y a 5 minutes par Fiammetta", (0, 22, 55)),
    ("Edited 2 hours ago by Fiammetta", (0, 21, 0)),
    # 17 October 2026 is a Saturday: a notice on another weekday has no time to trust.
    ("Dernière édition par Fiammetta le Sam 17 Oct 2026 - 13:05, édité 1 fois", (0, 13, 5)),
    ("Dernière édition par Fiammetta le Ven 17 Oct 2026 - 13:05, édité 1 fois", UNDATED),
    ("Last edited by Fiammetta on Fri Oct 17, 2026 1:05 pm", UNDATED),
    # A player named Hier, the day word of the notice after his name.
    ("Dernière édition par Hier le Aujourd'hui à 21:09, édité 1 fois", (0, 21, 9)),
    ("Dernière édition par Aujourd'hui le Hier à 21:09", (1, 21, 9)),
    # The notice's own day word and clock first, a date the player typed in the reason after.
    ("Last Edit: Today at 02:31 PM by Fiammetta Reason: votato il 2/10/2026 alle 19:45", (0, 14, 31)),
    ("Ultima modifica: Ieri alle 14:31 da Fiammetta Motivo: votato il 2 ottobre alle 19:45", (1, 14, 31)),
]


def _edited_post(case: str, notice: str):
    thread = fixture(case)
    edited = next(post["id"] for post in thread.expected["post"] if post.get("edited"))
    return thread, thread.post(changed(thread.pages[0], NOTICES[case], notice), edited)


@pytest.mark.parametrize("case", sorted(NOTICES))
@pytest.mark.parametrize("notice, when", FORMS)
def test_an_edit_notice_gives_its_time_or_flags_the_post(case, notice, when):
    thread, post = _edited_post(case, notice)
    if when is UNDATED:
        assert post.edit_undated and post.edited is None
        return
    days, hour, minute = when
    day = (thread.now - timedelta(days=days)).astimezone(post.created.tzinfo).date()
    assert not post.edit_undated
    assert post.edited == datetime(day.year, day.month, day.day, hour, minute, tzinfo=post.created.tzinfo)


@pytest.mark.parametrize("case", sorted(NOTICES))
def test_the_notice_never_reaches_the_posts_text(case):
    _, post = _edited_post(case, "Dernière édition par Fiammetta le Hier à 21:09 : voto Ermete")
    assert "Dernière" not in post.text(include_quotes=True, include_spoilers=True)
