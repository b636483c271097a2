"""The adapters by name, and recognising a board's engine from its first page."""
from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, tzinfo
from functools import partial

from lupus_mod.errors import ForumError
from lupus_mod.forum import (discourse, forumactif, forumfree, generic, invision, misago, mybb, phpbb,
                             smf, vbulletin, xenforo)
from lupus_mod.forum.model import Page
from lupus_mod.messages import say

ADAPTERS = {
    "invision": invision, "forumfree": forumfree, "phpbb": phpbb, "xenforo": xenforo,
    "smf": smf, "vbulletin": vbulletin, "discourse": discourse, "forumactif": forumactif,
    "misago": misago, "mybb": mybb, "generic": generic,
}
ENGINES = tuple(ADAPTERS)

# Structural marks first (an element only that engine draws), words only as a last resort:
# a post may well mention another engine's name.
_MARKS = (
    # Forumactif's phpBB3 themes draw posts as phpBB does: its own asset host tells it first,
    # from the page's stylesheets and scripts only (an image of it in a post is a player's).
    ("forumactif", re.compile(r"""<(?:link|script)\b[^>]*\b(?:src|href)=["']https?://(?:[\w-]+\.)?illiweb\.com/""")),
    # Misago's posts are <li class="post">, as ForumFree's: its page script's settings tell it first.
    ("misago", re.compile(r"""window\.misago_csrf|/static/misago/""")),
    ("invision", re.compile(r"""id=["']elComment_\d+""")),
    ("xenforo", re.compile(r"""<article[^>]+class=["'][^"']*message--post""")),
    ("phpbb", re.compile(r"""<div[^>]+id=["']p\d+["'][^>]+class=["']post\b""")),
    ("smf", re.compile(r"""<div[^>]+id=["']msg_\d+["']|data-msgid=["']\d+""")),
    ("vbulletin", re.compile(r"""id=["']post_message_\d+|<li[^>]+class=["'][^"']*\bb-post\b""")),
    # MyBB's text box `div.post_body#pid_123` (its post box is `div.post#post_123`).
    ("mybb", re.compile(r"""<div[^>]+id=["']pid_\d+["']""")),
    ("forumfree", re.compile(r"""<li[^>]+class=["']post["'][^>]*>|class=["']nick["']""")),
)
_WORDS = (
    ("discourse", re.compile(r"""<meta[^>]+content=["']Discourse""", re.I)),
    ("invision", re.compile(r"Invision Community|ipsApp|ips_", re.I)),
    ("xenforo", re.compile(r"""<html[^>]+id=["']XF["']|XenForo""", re.I)),
    ("vbulletin", re.compile(r"vBulletin")),
    ("phpbb", re.compile(r"phpBB")),
    ("smf", re.compile(r"Simple Machines|smf_scripturl")),
    ("forumfree", re.compile(r"forumfree|forumcommunity", re.I)),
    ("mybb", re.compile(r"Powered By <a[^>]*>MyBB|mybb\.com", re.I)),
)

Parser = Callable[..., Page]


def detect(page: str) -> str:
    """The engine that drew this page (or answered this JSON), or a ForumError saying how to set it."""
    head = page.lstrip()[:1]
    if head in "{[" and '"post_stream"' in page:
        return "discourse"
    if head in "{[" and '"post_set"' in page:
        return "misago"
    for name, mark in _MARKS + _WORDS:
        if mark.search(page):
            return name
    raise ForumError(say("forum-page.no-engine"), hint=say("forum-page.no-engine-hint", engines=", ".join(ENGINES)))


def parser_for(engine: str, generic_config: dict | None = None) -> Parser:
    """`parse(text, *, url, tz, now)` of the named engine (the generic one bound to its selectors)."""
    adapter = adapter_for(engine)
    if adapter is generic:
        generic.check_config(generic_config)
        return partial(generic.parse, config=generic_config)
    return adapter.parse


def adapter_for(engine: str):
    try:
        return ADAPTERS[engine.strip().lower()]
    except KeyError:
        raise ForumError(say("forum-page.unknown-engine", engine=engine), file="game.toml",
                         hint=say("forum-page.unknown-engine-hint", engines=", ".join(ENGINES))) from None


def parse_with(engine: str | None, text: str, *, url: str, tz: tzinfo,
               now: datetime | None = None, generic_config: dict | None = None) -> tuple[str, Page]:
    """Detect the engine if not given, then read the page: (engine, page).

    A page no known engine drew is read with the generic selectors when there are some.
    """
    name = engine or detect_or_generic(text, generic_config)
    return name, parser_for(name, generic_config)(text, url=url, tz=tz, now=now)


def detect_or_generic(text: str, generic_config: dict | None) -> str:
    """The engine of the page; one no known engine drew is generic when selectors are given."""
    try:
        return detect(text)
    except ForumError:
        if not generic_config:
            raise
        return "generic"
