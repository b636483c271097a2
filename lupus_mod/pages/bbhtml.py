"""BBCode -> HTML, as a forum shows a post (the `bbcode` library, configured for our tags).

Pure: text in, HTML out. Everything a board would link or embed stays inert here: images are
shown as their address (the preview must fetch nothing), links only for http, https and mailto.
"""
from __future__ import annotations

import html
import re
from functools import lru_cache

import bbcode

_COLOR = re.compile(r"^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$")
_SAFE_URL = re.compile(r"^(https?://|mailto:)", re.IGNORECASE)
# Invision and ForumFree take [size=1..7] (the old HTML font sizes); phpBB and SMF take a
# percentage or points. A value up to 7 is read as an HTML size, anything larger as a percent.
_HTML_SIZES = {1: 63, 2: 82, 3: 100, 4: 113, 5: 150, 6: 200, 7: 300}
# Tags whose content is shown as written: [noparse] (vBulletin, Invision), [nobbc] (SMF),
# [plain] (XenForo), [code] everywhere.
VERBATIM = ("noparse", "nobbc", "plain")


def _option(options: dict, name: str) -> str:
    return str(options.get(name, "")).strip().strip('"').strip("'")


def _autolink(url: str) -> str:
    href = url if "://" in url else f"http://{url}"
    return (f'<a href="{html.escape(href, quote=True)}" rel="nofollow noopener">'
            f'{html.escape(url)}</a>')


def _url(name, value, options, parent, context) -> str:
    href = _option(options, "url") or html.unescape(re.sub(r"<[^>]+>", "", value))
    if not _SAFE_URL.match(href):
        return value
    return f'<a href="{html.escape(href, quote=True)}" rel="nofollow noopener">{value}</a>'


def _color(name, value, options, parent, context) -> str:
    color = _option(options, "color")
    return f'<span style="color:{color}">{value}</span>' if _COLOR.match(color) else value


def _size(name, value, options, parent, context) -> str:
    raw = _option(options, "size")
    if not raw.isdigit():
        return value
    percent = _HTML_SIZES.get(int(raw), min(int(raw), 400))
    return f'<span style="font-size:{percent}%">{value}</span>'


def _quote(name, value, options, parent, context) -> str:
    author = _option(options, "quote")
    cite = f'<cite>{html.escape(author)}</cite>' if author else ""
    return f"<blockquote>{cite}{value}</blockquote>"


def _spoiler(name, value, options, parent, context) -> str:
    title = html.escape(_option(options, "spoiler")) or context.get("spoiler_label", "Spoiler")
    return f'<details class="spoiler"><summary>{title}</summary><div>{value}</div></details>'


def _verbatim(name, value, options, parent, context) -> str:
    return value


def _image(name, value, options, parent, context) -> str:
    return f'<span class="image">[{context.get("image_label", "img")}: {value}]</span>'


@lru_cache(maxsize=1)
def _parser() -> bbcode.Parser:
    parser = bbcode.Parser(replace_cosmetic=False, drop_unrecognized=False, linker=_autolink)
    parser.add_formatter("url", _url, replace_links=False)
    parser.add_formatter("color", _color)
    parser.add_formatter("size", _size)
    parser.add_formatter("quote", _quote, strip=True, swallow_trailing_newline=True)
    parser.add_formatter("spoiler", _spoiler, strip=True, swallow_trailing_newline=True)
    parser.add_formatter("img", _image, render_embedded=False, replace_links=False)
    for tag in VERBATIM:
        parser.add_formatter(tag, _verbatim, render_embedded=False, replace_links=False)
    return parser


def recognized_tags() -> frozenset[str]:
    """Every tag this renderer gives a meaning to."""
    return frozenset(_parser().recognized_tags)


def to_html(text: str, spoiler_label: str = "Spoiler", image_label: str = "img") -> str:
    """The post as a board shows it; every character of `text` is escaped or rendered."""
    return _parser().format(text, spoiler_label=spoiler_label, image_label=image_label)
