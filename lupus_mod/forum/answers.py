"""What a board answered: a whole page, or an error that says what to do.

A login wall, a missing page, a page cut off on the way: each is a ForumError naming the
address (cookies never in the message). Pure: the caller has the answer already.
"""
from __future__ import annotations

import json
import re
from typing import Callable
from urllib.parse import urlsplit

import requests

from lupus_mod.errors import ForumError
from lupus_mod.forum.client import public_url
from lupus_mod.forum.threads import ThreadOf
from lupus_mod.messages import Msg, say

_LOGIN_WALL = re.compile(
    r"""<input[^>]+type=["']?password|registered and logged in|must be logged in|"""
    r"""do not have permission|not authori[sz]ed|devi essere (?:registrato|connesso)|"""
    r"""non hai (?:il )?permess|non sei autorizzat""", re.I)
# Every board's template closes its page; a cut one stops before (`</body>` alone will do).
_PAGE_END = re.compile(r"</(?:html|body)\s*>", re.I)
# The boxes a post is drawn in: after the page's last end, more of them opened than closed is a
# post cut off after a stray end (a skin or a pasted page that closes the page early).
_BOX_OPEN = re.compile(r"<(?:div|article|section|li|table|tr|td|blockquote)\b", re.I)
_BOX_CLOSE = re.compile(r"</(?:div|article|section|li|table|tr|td|blockquote)\s*>", re.I)
_TAG = re.compile(r"<(?:html|body|div|table|article|p|!doctype)\b", re.I)
_NOT_MARKUP = re.compile(r"<!--.*?-->|<(script|style|noscript|template)\b.*?</\1\s*>", re.I | re.S)


def check_whole(text: str, where: str | None) -> None:
    """A page cut off on the way (a dropped connection, a half-saved file) ends before its
    `</html>`: its last post may be missing or half-read, so it is never counted as it is.
    What follows the page's last end may be scripts or a skin's extra boxes, but not a box left
    open (a post cut off after an end the skin or a post wrote early)."""
    # The end is looked for in the page's tail first: the whole text only when it is not there.
    tail = max(len(text) - 8192, 0)
    ends = list(_PAGE_END.finditer(text, tail)) or list(_PAGE_END.finditer(text))
    after = _NOT_MARKUP.sub("", text[ends[-1].end():]) if ends else ""
    if not ends or len(_BOX_OPEN.findall(after)) > len(_BOX_CLOSE.findall(after)):
        # Only the closing tags missing, every box closed: no post is cut (« forse a metà di un
        # messaggio » misled); the page is refused all the same, its end unseen.
        shut = not ends and len(_BOX_OPEN.findall(page := _NOT_MARKUP.sub("", text))) == len(_BOX_CLOSE.findall(page))
        raise ForumError(_at(where, say("forum-net.cut-off-end" if shut else "forum-net.cut-off")),
                         hint=say("forum-net.cut-off-hint"))


def check_status(response: requests.Response, url: str) -> None:
    """A clear ForumError for an answer that is not a page (cookies never in the message)."""
    status = response.status_code
    if status in (401, 403):
        raise ForumError(say("forum-net.login", url=public_url(url), status=status),
                         hint=say("forum-net.cookies-hint"))
    if status in (404, 410):
        raise ForumError(say("forum-net.no-page", url=public_url(url), status=status),
                         hint=say("forum-net.no-page-hint"))
    if status >= 400:
        raise ForumError(say("forum-net.status", url=public_url(url), status=status), hint=say("forum-net.later"))


def _at(where: str | None, message: str) -> str:
    """The message, after the address read when there is one (a saved file is named by the caller)."""
    return at(where, message) if where else message


def at(url: str, message: Msg) -> Msg:
    """`message` about the page at `url` (its address first, without a session id)."""
    return say("forum-net.at", url=public_url(url), message=message)


def within(message: str, change: Callable[[str], Msg]) -> str:
    """`message` changed by `change`, inside its address when it has one (`at`)."""
    if isinstance(message, Msg) and message.id == "forum-net.at":
        return say("forum-net.at", url=message.params["url"], message=change(message.params["message"]))
    return change(message)


def unplaced(message: str, url: str) -> str:
    """`message` without its address `url`: a saved page is named by its file instead."""
    if isinstance(message, Msg):
        inside = message.id == "forum-net.at" and message.params["url"] == public_url(url)
        return message.params["message"] if inside else message
    return message.removeprefix(f"{url}: ")


def no_posts_error(where: str | None, text: str, engine: str, status: int = 200) -> ForumError:
    """`where`: the address read (None for a saved file, which the caller names)."""
    if status in (401, 403) or _LOGIN_WALL.search(text):
        return ForumError(_at(where, say("forum-net.login-page")), hint=say("forum-net.cookies-hint"))
    return ForumError(_at(where, say("forum-net.no-posts", engine=engine)), hint=say("forum-net.no-posts-hint"))


def public_link(url: str | None) -> str | None:
    # Boards add a session id to links for cookie-less visitors; the session keeps cookies.
    return re.sub(r"([?&])(?:sid|PHPSESSID)=[0-9a-fA-F]{16,}&?", r"\1", url).rstrip("?&") if url else url


def json_answer(text: str, url: str, engine: str, key: str) -> dict:
    """An API's answer (Discourse, Misago) as JSON holding the table `key`, else what to do."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ForumError(at(url, say("forum-engines.not-json", engine=engine, line=getattr(exc, "lineno", "?"),
                                    column=getattr(exc, "colno", "?"))),
                         hint=say("forum-engines.not-json-hint", engine=engine)) from exc
    if not isinstance(data, dict) or not isinstance(data.get(key), dict):
        raise ForumError(at(url, say("forum-engines.no-posts", engine=engine, key=key)),
                         hint=say("forum-engines.no-posts-hint"))
    return data


def lacking(exc: Exception) -> str:
    """What an API's post lacks, from the error reading it raised: the missing field's name,
    the date the field holds that cannot be read, else a value that cannot be read."""
    if isinstance(exc, KeyError):
        return say("forum-engines.field", name=exc.args[0])
    return exc.args[0] if exc.args and isinstance(exc.args[0], Msg) else say("forum-engines.bad-field")


def thread_number(url: str, pattern: re.Pattern[str], engine: str, example: str) -> str:
    """The thread's number in `url`'s path (`pattern`'s first group), or an error that names the
    engine and shows an address of its threads."""
    match = pattern.search(urlsplit(url).path)
    if not match:
        raise ForumError(say("forum-engines.not-topic", url=url, engine=engine),
                         hint=say("forum-engines.not-topic-hint", example=example))
    return match.group(1)


def one_thread(pages: list[tuple[str, str, ThreadOf]]) -> None:
    """Saved pages given together are one thread's: one engine, one board, one topic. A page of
    another thread slipped among them (a wrong file picked in the folder, another day's thread of
    the same board) would add or drop votes in silence, so it is refused naming it. `pages`:
    (file, engine, the page's thread) in the order given."""
    first_file, first_engine, first_thread = pages[0]
    for file, engine, thread in pages[1:]:
        if engine != first_engine or thread.host != first_thread.host:
            raise ForumError(say("forum-thread.other", first=first_file), file=file,
                             hint=say("forum-thread.other-hint"))
        if not thread.same(first_thread):
            raise ForumError(say("thread-identity.other-topic", first=first_file, topic=thread.shown(),
                                 day=first_thread.shown()), file=file, hint=say("forum-thread.other-hint"))


def check_saved(text: str) -> None:
    """A saved page or answer read whole: not empty, not cut off. A Discourse or Misago answer
    (JSON) cut off on the way stops before its closing bracket."""
    body = text.strip()
    if not body:
        raise ForumError(say("forum-thread.empty"), hint=say("forum-thread.empty-hint"))
    if not body.startswith(("{", "[")) and not _TAG.search(body):
        # A text file given as a page ("--html votes.txt"): no page at all, never "cut off".
        raise ForumError(say("forum-thread.not-html"), hint=say("forum-thread.not-html-hint"))
    if not body.startswith(("{", "[")):
        check_whole(text, None)
    elif not body.endswith(("}", "]")):
        raise ForumError(say("forum-net.cut-off"), line=text.count("\n", 0, len(text.rstrip())) + 1,
                         hint=say("forum-net.cut-off-hint"))
