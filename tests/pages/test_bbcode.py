"""BBCode as the boards show it, and broken BBCode found with its line."""
from __future__ import annotations

import re

from hypothesis import given, strategies as st

from lupus_mod.pages.bbhtml import to_html
from lupus_mod.pages.bblint import lint, tag_names
from lupus_mod.pages.boards import board_for, boards, known_tags, unsupported

KNOWN = known_tags()
# What the renderer may write: our formatting elements and nothing that runs or loads.
_ALLOWED = {"strong", "em", "u", "strike", "a", "span", "blockquote", "cite", "details", "summary",
            "div", "br", "ul", "ol", "li", "code", "pre", "hr", "sub", "sup"}


def test_the_tags_of_our_posts_render_as_a_board_shows_them() -> None:
    html = to_html("[b]Alba[/b] [i]x[/i] [size=150]T[/size] [color=#a00]r[/color]\n"
                   "[quote=Aldo]voto Bruna[/quote][spoiler=Azioni]Aldo: indago Bruna[/spoiler]"
                   "[url=https://board.example/t/1]qui[/url] [list][*]uno[*]due[/list]")
    assert "<strong>Alba</strong>" in html and "<em>x</em>" in html
    assert '<span style="font-size:150%">T</span>' in html and '<span style="color:#a00">r</span>' in html
    assert "<blockquote><cite>Aldo</cite>voto Bruna</blockquote>" in html
    assert '<details class="spoiler"><summary>Azioni</summary><div>Aldo: indago Bruna</div></details>' in html
    assert '<a href="https://board.example/t/1" rel="nofollow noopener">qui</a>' in html
    assert "<li>uno</li>" in html and "<li>due</li>" in html


def test_verbatim_tags_show_their_content_as_written() -> None:
    for tag in ("noparse", "nobbc", "plain"):
        assert to_html(f"[{tag}][b]Sam[/b][/{tag}]") == "[b]Sam[/b]"


def test_sizes_up_to_seven_are_html_sizes_larger_ones_percentages() -> None:
    assert "font-size:150%" in to_html("[size=5]x[/size]")
    assert "font-size:200%" in to_html("[size=200]x[/size]")


def test_nothing_is_fetched_or_run() -> None:
    html = to_html('[img]https://img.example/a.png[/img] [url=javascript:alert(1)]x[/url] '
                   '[color=red;background:url(https://e.example)]c[/color] <script>alert(1)</script>')
    assert "<img" not in html and "javascript:" not in html and "url(" not in html
    assert "<script" not in html and "&lt;script&gt;" in html
    assert "[img: https://img.example/a.png]" in html


@given(st.text(alphabet=st.sampled_from(list("[]/=\"'<>&:; bisuzpolerquotecolrnf*#jav12")), max_size=80))
def test_no_string_renders_markup_outside_our_elements(text: str) -> None:
    html = to_html(text)
    assert {t.lower() for t in re.findall(r"<\s*/?\s*([a-zA-Z][a-zA-Z0-9]*)", html)} <= _ALLOWED
    assert not re.search(r"\son\w+\s*=", html) and "javascript:" not in html.lower()


def test_a_balanced_post_has_no_problem() -> None:
    assert lint("[b]A[/b]\n[spoiler=x][b]B[/b] [url=https://a.example]c[/url][/spoiler]\n[list][*]a[/list]", KNOWN) == []


def test_each_kind_of_broken_tag_is_found_at_its_line() -> None:
    found = {(p.kind, p.tag, p.line) for p in lint("ok\n[b]A\n[/i]\n[spoiler][b]x[/spoiler]\n[colour=red]y[/colour]", KNOWN)}
    assert ("unopened", "i", 3) in found
    assert ("crossed", "spoiler", 4) in found
    assert ("unknown", "colour", 5) in found
    assert ("unclosed", "b", 2) in found


def test_square_brackets_in_plain_text_are_not_tags() -> None:
    assert lint("[GM] dice: [1] e [Aldo]", KNOWN) == []
    assert lint("[noparse][b][/noparse]", KNOWN) == []


_TAGS = st.sampled_from(["b", "i", "u", "spoiler", "quote", "url=https://a.example", "size=150", "color=red"])


@st.composite
def _balanced(draw, depth: int = 0) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 3))):
        if depth < 3 and draw(st.booleans()):
            tag = draw(_TAGS)
            parts.append(f"[{tag}]{draw(_balanced(depth + 1))}[/{tag.split('=')[0]}]")
        else:
            parts.append(draw(st.sampled_from(["testo", "Aldo\n", " e ", "[GM]"])))
    return "".join(parts)


@given(_balanced())
def test_nested_balanced_tags_never_have_a_problem(text: str) -> None:
    assert lint(text, KNOWN) == []


@given(_balanced(), st.data())
def test_dropping_one_closing_tag_is_always_found(text: str, data) -> None:
    closings = [m.start() for m in re.finditer(r"\[/", text)]
    if not closings:
        return
    at = data.draw(st.sampled_from(closings))
    broken = text[:at] + text[text.index("]", at) + 1:]
    assert lint(broken, KNOWN)


def test_each_board_lists_what_it_renders_and_the_gm_may_give_his_own() -> None:
    assert "spoiler" not in boards()["phpbb"].tags and "spoiler" in boards()["invision"].tags
    assert unsupported("[b]x[/b][spoiler]y[/spoiler][s]z[/s]", boards()["phpbb"]) == ["spoiler", "s"]
    own = board_for({"engine": "phpbb", "bbcode_tags": ["b", "spoiler", "s"]})
    assert own is not None and unsupported("[b]x[/b][spoiler]y[/spoiler]", own) == []
    assert board_for({}) is None
    assert tag_names("[b]a[/b][i]b[/i][b]c[/b]") == ["b", "i"]
