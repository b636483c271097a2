"""Small saved pages of three boards that print their dates as text (ForumFree's list layout,
Forumactif's phpBB3-like theme, vBulletin 4), drawn from a list of posts, and the shipped example
games cut to one day: what the trial-20 page tests (test_trial_20_pages*) read.

A post is (author, the date as the board prints it, the edit notice or "", its text)."""
from __future__ import annotations

import html
import os
import shutil
from datetime import datetime
from pathlib import Path
from typing import Sequence

GAMES = Path(__file__).resolve().parents[2] / "games"
Post = tuple[str, str, str, str]


def game(name: str, day: int, tmp: Path) -> Path:
    """The shipped game `name` as it stood on the morning of `day`: later days and nights gone,
    `days/D.toml` empty (no opening post, no result)."""
    folder = tmp / name
    shutil.copytree(GAMES / name, folder)
    for later in (folder / "days").glob("*.toml"):
        if int(later.stem.split("-")[0]) >= day:
            later.unlink()
    for later in (folder / "nights").glob("*.txt"):
        if int(later.stem) > day:
            later.unlink()
    (folder / "days" / f"{day}.toml").write_text("", encoding="utf-8")
    return folder


def saved(page: Path, text: str, when: datetime) -> Path:
    """The page written as the browser saved it at `when` (the file's time)."""
    page.write_text(text, encoding="utf-8")
    os.utime(page, (when.timestamp(), when.timestamp()))
    return page


def _text(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


def forumfree(posts: Sequence[Post]) -> str:
    """ForumFree, list layout: `span.when` « Oggi, 21:09 », `span.edit` « Modificato da … - … »."""
    items = []
    for n, (author, when, edit, text) in enumerate(posts):
        notice = f'<span class="edit">{html.escape(edit)}</span>' if edit else ""
        items.append(f'''<li id="ee{612100000 + 7 * n}" class="post"><table class="color"><tr>
<td class="left Item"><div class="details"><div class="nick"><a href="https://lupus.forumfree.it/?act=Profile&amp;MID={7800000 + n}">{html.escape(author)}</a></div></div></td>
<td class="right Item"><div class="title2 top Item"><span class="when"><span class="lt Sub">Posted on</span> {html.escape(when)}</span></div>
<table class="color"><tr><td class="Item"><div class="color">{_text(text)}<br></div>{notice}</td></tr></table></td></tr></table></li>''')
    nav = '<div class="navsub top Item"><ul class="jump"><li class="lt Sub">Pagine:</li><li class="current"><span>1</span></li></ul></div>'
    return f'''<!DOCTYPE html><html lang="it"><head><meta charset="UTF-8"><title>Villaggio</title>
<link rel="canonical" href="https://lupus.forumfree.it/?t=78900001"><script>var ff_cid = 7891234;</script></head>
<body class="ff forumfree topic" id="topic"><div class="topic">{nav}<ol class="list">{"".join(items)}</ol>{nav}</div>
<div id="ffFooter" class="copyright"><a href="https://www.forumfree.it/">ForumFree</a></div></body></html>'''


def forumactif(posts: Sequence[Post]) -> str:
    """Forumactif, phpBB3-like theme: the date after the author in `p.author` « Aujourd'hui à 21:09 »."""
    items = []
    for n, (author, when, edit, text) in enumerate(posts):
        notice = f'<div class="edit">{html.escape(edit)}</div>' if edit else ""
        items.append(f'''<div class="post row1" id="p{201 + n}"><div class="inner"><div class="postbody">
<h2 class="topic-title"><a href="/t77-jour#{201 + n}">Re: Jour</a></h2>
<p class="author"><a href="/t77-jour#{201 + n}"><img src="https://illiweb.com/fa/prosilver/icon_post_target.gif" alt="Voir le message" /></a>par <a href="/u{3 + n}"><strong>{html.escape(author)}</strong></a> {html.escape(when)}</p>
<div class="content clearfix"><div>{_text(text)}</div></div>{notice}</div>
<dl class="postprofile"><dt><a href="/u{3 + n}"><strong>{html.escape(author)}</strong></a></dt></dl></div></div>''')
    pages = '<p class="pagination">Page <strong>1</strong> sur <strong>1</strong> &bull; <strong>1</strong></p>'
    return f'''<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8" /><title>Jour</title>
<link rel="canonical" href="https://village.forumactif.com/t77-jour" />
<link rel="stylesheet" href="https://illiweb.com/rs3/58/frm/prosilver/style.css" type="text/css" /></head>
<body><div id="wrap"><div id="page-body">{pages}{"".join(items)}{pages}</div>
<div id="page-footer"><a href="https://www.forumactif.com">Forumactif</a></div></div></body></html>'''


def vbulletin4(posts: Sequence[Post], footer: str, lang: str = "en") -> str:
    """vBulletin 4: `span.date` « 01-12-2026, 21:00 », the footer's clock « The time now is … »."""
    items = []
    for n, (author, when, edit, text) in enumerate(posts):
        notice = f'<blockquote class="postcontent lastedited">{edit}</blockquote>' if edit else ""
        items.append(f'''<li class="postbitlegacy postcontainer" id="post_{5000 + n}">
<div class="posthead"><span class="postdate old"><span class="date">{when}</span></span>
<span class="nodecontrols"><a name="post{5000 + n}" href="showthread.php?t=888&amp;p={5000 + n}#post{5000 + n}" class="postcounter">#{n + 1}</a></span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><div class="popupmenu memberaction">
<a class="username offline popupctrl" href="member.php?u={2 + n}"><strong>{html.escape(author)}</strong></a></div></div></div>
<div class="postbody"><div class="postrow"><div class="content"><div id="post_message_{5000 + n}"><blockquote class="postcontent restore ">
{_text(text)}</blockquote></div></div></div><div class="after_content">{notice}</div></div></div></li>''')
    pages = ('<form action="showthread.php?t=888" method="get" class="pagination popupmenu nohovermenu">'
             '<span><a href="javascript://" class="popupctrl">Page 1 of 1</a></span>'
             '<span class="selected"><a href="javascript://">1</a></span></form>')
    return f'''<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="{lang}" id="vbulletin_html">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><base href="https://lupus-vb4.example/" />
<meta name="generator" content="vBulletin 4.2.5" /><link rel="canonical" href="https://lupus-vb4.example/showthread.php?t=888" />
<title>Village</title></head><body><div class="body_wrapper"><div id="pagination_top" class="pagination_top">{pages}</div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">{"".join(items)}</ol></div>
<div id="pagination_bottom" class="pagination_bottom">{pages}</div></div>
<div id="footer_copyright" class="shade footer_copyright">Powered by vBulletin Version 4.2.5</div>
<div id="footer_time" class="shade footer_time">{footer}</div></body></html>'''
