"""Saved-page writers for the review days: one fictional day drawn as three real boards draw it.

A day is written once (tests/votes/review/days/*.toml) in a small BBCode: [b], [i], [s] (struck
through), [quote=Name|ID] (nested), [spoiler], [code], [mention]Name[/mention] and line breaks; each writer below turns it
into the markup its engine sends to a guest (Invision Community 4 as on lupusinforum.it,
ForumFree/ForumCommunity, phpBB 3.3 prosilver), with the engine's own time formats and edit
notices, so the whole path from a saved page to the count is exercised.
"""
from __future__ import annotations

import html
import re
import zlib
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

ROME = ZoneInfo("Europe/Rome")
_TAG = re.compile(r"\[(/?)(b|i|s|quote|spoiler|code|mention)(?:=([^\]]*))?\]")
MONTHS_EN = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
DAYS_EN = "Mon Tue Wed Thu Fri Sat Sun".split()


def local(text: str) -> datetime:
    """"2026-10-03 22:00:00" in Rome."""
    return datetime.fromisoformat(text).replace(tzinfo=ROME)


def _utc(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")


def _forumfree_date(moment: datetime) -> str:
    return f"{moment.day}/{moment.month}/{moment.year}, {moment:%H:%M}"


def _phpbb_date(moment: datetime) -> str:
    hour = moment.hour % 12 or 12
    half = "am" if moment.hour < 12 else "pm"
    return (f"{DAYS_EN[moment.weekday()]} {MONTHS_EN[moment.month - 1]} {moment:%d}, {moment.year} "
            f"{hour}:{moment:%M} {half}")


class _Writer:
    """BBCode → one engine's HTML, tag by tag."""

    def __init__(self, posts_by_id: dict[str, dict]):
        self.posts = posts_by_id

    def body(self, text: str) -> str:
        out, pos = [], 0
        for tag in _TAG.finditer(text):
            out.append(self.text(text[pos:tag.start()]))
            out.append(self.close(tag.group(2)) if tag.group(1) else self.open(tag.group(2), tag.group(3)))
            pos = tag.end()
        out.append(self.text(text[pos:]))
        return "".join(out)

    def text(self, chunk: str) -> str:
        return html.escape(chunk, quote=False).replace("\n", "<br>\n")

    def quoted(self, value: str) -> tuple[str, dict]:
        name, _, post_id = value.partition("|")
        return name, self.posts.get(post_id, {"id": post_id, "time": "2026-10-03 10:00:00"})


class _Invision(_Writer):
    base = "https://www.lupus-review.example/topic/5150-borgo-di-vallescura-giorno-2/"

    def open(self, tag: str, value: str | None) -> str:
        if tag == "quote":
            name, quoted = self.quoted(value or "")
            stamp = int(local(quoted["time"]).timestamp())
            return (f'<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" '
                    f'data-ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid="{quoted["id"]}" '
                    f'data-ipsquote-contentid="5150" data-ipsquote-contenttype="forums" '
                    f'data-ipsquote-timestamp="{stamp}" data-ipsquote-username="{html.escape(name)}">\n'
                    f'\t<div class="ipsQuote_citation">\n\t\t{html.escape(name)} ha scritto:\n\t</div>\n'
                    f'\t<div class="ipsQuote_contents ipsClearfix">\n<p>\n')
        if tag == "spoiler":
            return ('<div class="ipsSpoiler" data-ipsspoiler="">\n\t<div class="ipsSpoiler_header">\n'
                    '\t\t<span>Spoiler</span>\n\t</div>\n\t<div class="ipsSpoiler_contents ipsClearfix" '
                    'data-gramm="false">\n<p>\n')
        if tag == "code":
            return '<pre class="ipsCode prettyprint lang-html prettyprinted">'
        if tag == "mention":
            return ('<a contenteditable="false" data-ipshover="" data-mentionid="40" '
                    'href="https://www.lupus-review.example/profile/40-x/" rel="">@')
        return {"b": "<strong>", "i": "<em>", "s": "<s>"}[tag]

    def close(self, tag: str) -> str:
        return {"quote": "</p>\n\t</div>\n</blockquote>\n<p>\n", "spoiler": "</p>\n\t</div>\n</div>\n<p>\n",
                "code": "</pre>", "mention": "</a>", "b": "</strong>", "i": "</em>", "s": "</s>"}[tag]

    def post(self, p: dict) -> str:
        when = local(p["time"])
        link = f"{self.base}?do=findComment&amp;comment={p['id']}"
        edit = ""
        if p.get("edited"):
            edited = local(p["edited"])
            edit = (f'<p class="ipsType_reset ipsType_medium ipsType_light" data-excludequote="">\n'
                    f'\t<strong>Modificato <time datetime="{_utc(edited)}Z" title="{edited:%d/%m/%Y %H:%M} " '
                    f'data-short="1 h">{edited.day} ottobre</time> da {html.escape(p["author"])}</strong>\n'
                    f'\t<br>\n\t{html.escape(p.get("edit_reason", ""))}\n</p>\n')
        return (
            f'<a id="comment-{p["id"]}"></a>\n'
            f'<article id="elComment_{p["id"]}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing">\n'
            f'\t<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">\n'
            f'\t\t<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong>'
            f'<a href="https://www.lupus-review.example/profile/{_member(p["author"])}-x/" class="ipsType_break">{html.escape(p["author"])}</a></strong></h3>\n'
            f'\t</aside>\n\t<div class="ipsColumn ipsColumn_fluid ipsMargin:none">\n'
            f'\t\t<div id="comment-{p["id"]}_wrap" data-commentid="{p["id"]}" class="ipsComment_content ipsType_medium">\n'
            f'\t\t\t<div class="ipsComment_meta ipsType_light"><div class="ipsType_reset ipsResponsive_hidePhone">'
            f'<a href="{link}" rel="nofollow" class="ipsType_blendLinks">Inviato <time datetime=\'{_utc(when)}Z\' '
            f'title=\'{when:%d/%m/%Y %H:%M} \' data-short=\'1 g\'>{when.day} ottobre</time></a></div></div>\n'
            f'\t\t\t<div class="cPost_contentWrap">\n'
            f'\t\t\t\t<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained">\n'
            f'<p>\n\t{self.body(p["body"])}\n</p>\n{edit}'
            f'\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</article>\n')

    def page(self, title: str, posts: list[dict]) -> str:
        return (f'<!DOCTYPE html>\n<html lang="it-IT" dir="ltr">\n<head>\n<meta charset="utf-8">\n'
                f'<title>{html.escape(title)} - Partite in corso - Lupus in Forum</title>\n'
                f'<link rel="canonical" href="{self.base}">\n</head>\n'
                f'<body class="ipsApp ipsApp_front ipsJS_none">\n<div id="comments" class="cTopic ipsClear">\n'
                f'<div data-role="commentFeed">\n{"".join(self.post(p) for p in posts)}</div>\n</div>\n'
                f'</body>\n</html>\n')


class _ForumFree(_Writer):
    base = "https://lupusreview.forumfree.it/?t=79000001"

    def open(self, tag: str, value: str | None) -> str:
        if tag == "quote":
            name, quoted = self.quoted(value or "")
            return (f'<div class="quote_top"><b>CITAZIONE</b> ({html.escape(name)} @ '
                    f'{_forumfree_date(local(quoted["time"]))})</div><div class="quote">')
        if tag == "spoiler":
            return ('<div class="spoiler"><div class="code_top"><b>SPOILER</b> (clicca per visualizzare)'
                    '</div><div class="code" style="display:none">')
        if tag == "code":
            return '<div class="code_top"><b>CODICE</b></div><div class="code">'
        if tag == "mention":
            return '<a href="https://lupusreview.forumfree.it/?act=Profile&amp;MID=7810040">@'
        return {"b": "<b>", "i": "<i>", "s": "<del>"}[tag]

    def close(self, tag: str) -> str:
        return {"quote": "</div>", "spoiler": "</div></div>", "code": "</div>", "mention": "</a>",
                "b": "</b>", "i": "</i>", "s": "</del>"}[tag]

    def post(self, p: dict) -> str:
        edit = ""
        if p.get("edited"):
            edit = (f'<span class="edit">Edited by {html.escape(p["author"])} - '
                    f'{_forumfree_date(local(p["edited"]))}</span>')
        return (
            f'<li id="ee{p["id"]}" class="post">\n'
            f'<div class="mini_buttons rt Sub"><a href="/?act=Post&amp;CODE=02&amp;f=5&amp;t=79000001&amp;qpid={p["id"]}" '
            f'title="Cita" class="quote_button"><span class="icon"></span></a></div>\n'
            f'<table class="color" cellspacing="0" cellpadding="0" style="width:100%"><tr>\n'
            f'<td class="left Item">\n<div class="details">\n<div class="nick"><a href="https://lupusreview.forumfree.it/?act=Profile&amp;MID=7810040" '
            f'title="Vai al profilo di {html.escape(p["author"])}">{html.escape(p["author"])}</a></div>\n'
            f'<div class="u_title">Giocatore</div>\n</div>\n</td>\n<td class="right Item">\n'
            f'<div class="title2 top Item"><span class="when"><span class="lt Sub">Posted on</span> '
            f'{_forumfree_date(local(p["time"]))}</span></div>\n'
            f'<table class="color" style="width:100%"><tr><td class="Item"><div class="color">'
            f'{self.body(p["body"])}<br></div>{edit}</td></tr></table>\n'
            f'<div class="bottomborder"><div class="signature">voto sempre con il cuore</div></div>\n'
            f'</td>\n</tr></table>\n</li>\n')

    def page(self, title: str, posts: list[dict]) -> str:
        return (f'<!DOCTYPE html>\n<html lang="it">\n<head>\n<meta charset="utf-8">\n'
                f'<title>{html.escape(title)}</title>\n<link rel="canonical" href="{self.base}">\n</head>\n'
                f'<body>\n<div class="topic">\n<ul class="list">\n{"".join(self.post(p) for p in posts)}'
                f'</ul>\n</div>\n<p>Forum gratis su ForumFree</p>\n</body>\n</html>\n')


class _PhpBB(_Writer):
    base = "https://lupus-review.example/forum/viewtopic.php?t=12"

    def open(self, tag: str, value: str | None) -> str:
        if tag == "quote":
            name, quoted = self.quoted(value or "")
            pid = quoted["id"]
            return (f'<blockquote cite="./viewtopic.php?p={pid}#p{pid}"><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u=80">'
                    f'{html.escape(name)}</a> wrote: <a href="./viewtopic.php?p={pid}#p{pid}" aria-label="View quoted post" '
                    f'data-post-id="{pid}"><i class="icon fa-arrow-circle-up fa-fw" aria-hidden="true"></i></a>'
                    f'<span class="responsive-hide">{_phpbb_date(local(quoted["time"]))}</span></cite>')
        if tag == "spoiler":
            return '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">'
        if tag == "code":
            return '<div class="codebox"><p>Code: <a href="#" onclick="selectCode(this); return false;">Select all</a></p><pre><code>'
        if tag == "mention":
            return "@"
        return {"b": '<strong class="text-strong">', "i": '<em class="text-italics">',
                "s": '<span style="text-decoration: line-through">'}[tag]

    def close(self, tag: str) -> str:
        return {"quote": "</div></blockquote>", "spoiler": "</div></details>", "code": "</code></pre></div>",
                "mention": "", "b": "</strong>", "i": "</em>", "s": "</span>"}[tag]

    def post(self, p: dict, n: int) -> str:
        when = local(p["time"])
        name = html.escape(p["author"])
        user = f'<a href="./memberlist.php?mode=viewprofile&amp;u={80 + n}" class="username">{name}</a>'
        notice = ""
        if p.get("edited"):
            notice = (f'<div class="notice">\n\t\t\t\t\tLast edited by {user} on '
                      f'{_phpbb_date(local(p["edited"]))}, edited 1 time in total.\n\t\t\t\t</div>')
        return (
            f'<div id="p{p["id"]}" class="post has-profile bg{1 + n % 2}">\n<div class="inner">\n'
            f'<dl class="postprofile" id="profile{p["id"]}">\n<dt class="no-profile-rank no-avatar">{user}</dt>\n'
            f'<dd class="profile-joined"><strong>Joined:</strong> Wed Sep 02, 2026 9:14 pm</dd>\n</dl>\n'
            f'<div class="postbody">\n<div id="post_content{p["id"]}">\n'
            f'<h3 ><a href="./viewtopic.php?p={p["id"]}#p{p["id"]}">Re: Giorno</a></h3>\n'
            f'<p class="author"><a class="unread" href="./viewtopic.php?p={p["id"]}#p{p["id"]}" title="Post">'
            f'<span class="sr-only">Post</span></a><span class="responsive-hide">by <strong>{user}</strong> &raquo; </span>'
            f'<time datetime="{_utc(when)}+00:00">{_phpbb_date(when)}</time>\n</p>\n'
            f'<div class="content">{self.body(p["body"])}</div>\n{notice}\n'
            f'</div>\n</div>\n</div>\n</div>\n<hr class="divider" />\n')

    def page(self, title: str, posts: list[dict]) -> str:
        body = "".join(self.post(p, n) for n, p in enumerate(posts))
        return (f'<!DOCTYPE html>\n<html dir="ltr" lang="en-gb">\n<head>\n<meta charset="utf-8" />\n'
                f'<title>{html.escape(title)} - Lupus Review</title>\n<link rel="canonical" href="{self.base}">\n'
                f'</head>\n<body id="phpbb" class="nojs notouch section-viewtopic ltr ">\n'
                f'<h2 class="topic-title"><a href="./viewtopic.php?t=12">{html.escape(title)}</a></h2>\n'
                f'{body}<p class="copyright">Powered by phpBB&reg; Forum Software</p>\n</body>\n</html>\n')


WRITERS = {"invision": _Invision, "forumfree": _ForumFree, "phpbb": _PhpBB}


def draw(engine: str, title: str, posts: list[dict]) -> str:
    """The saved page of `posts` as `engine` draws it."""
    return WRITERS[engine]({str(p["id"]): p for p in posts}).page(title, posts)


def _member(author: str) -> int:
    """Each nickname its own account's member id (as the board gives each account one)."""
    return 1000 + zlib.crc32(author.encode("utf-8")) % 900000
