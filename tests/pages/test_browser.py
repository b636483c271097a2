"""The preview and the report in a real browser (headless Chromium from Debian's packages):
spoilers open and close, nothing is fetched from the network, the keyboard reaches everything,
and the text is readable. Skipped, with the reason, where no browser can be started.

LUPUS_MOD_SCREENSHOTS=docs/img writes the screenshots the GM guide shows.
"""
from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from tests.conftest import copy_example
from tests.pages.test_pages_cli import _thread, _votes, play

Image = pytest.importorskip("PIL.Image", reason="Pillow is not installed (pip install '.[test]')")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install '.[test]')")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# As root, in a closed network: no sandbox, and none of Chromium's own background traffic.
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync",
         "--disable-background-networking", "--disable-component-update"]

# WCAG 2 contrast of an element's text against the first opaque background behind it.
CONTRAST = """el => {
  const rgb = c => c.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
                              return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  let bg = el, colour = "rgba(0, 0, 0, 0)";
  while (bg && (colour = getComputedStyle(bg).backgroundColor).startsWith("rgba") && rgb(colour)[3] === 0) bg = bg.parentElement;
  const a = lum(rgb(getComputedStyle(el).color)), b = lum(rgb(bg ? colour : "rgb(255, 255, 255)"));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def unavailable(message: str) -> None:
    """Without a browser: skip with the reason, but fail on CI (CI set), where .ci/run installs
    Chromium, so that the layout and screenshot checks never pass there by not running."""
    if os.environ.get("CI"):
        pytest.fail("CI: " + message, pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        unavailable("no Chromium on this machine: apt-get install chromium (.ci/run does)")
    with sync_api.sync_playwright() as playwright:
        try:
            launched = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        except sync_api.Error as error:
            unavailable(f"Chromium does not start here: {error.message.splitlines()[0]}")
        yield launched
        launched.close()


def open_page(browser, path: Path, shot: str, tmp_path: Path):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto(path.resolve().as_uri())
    page.wait_for_load_state("load")
    assert fetched == [path.resolve().as_uri()], f"the page fetched {fetched[1:]}"
    target = Path(os.environ.get("LUPUS_MOD_SCREENSHOTS") or tmp_path) / shot
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), full_page=False)
    assert target.stat().st_size > 10_000
    return page


def assert_accessible(page) -> None:
    levels = page.eval_on_selector_all("h1, h2, h3", "hs => hs.map(h => Number(h.tagName[1]))")
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b - a <= 1 for a, b in zip(levels, levels[1:])), "a heading level is skipped"
    assert page.eval_on_selector_all("textarea", "ts => ts.every(t => t.labels.length === 1)")
    for selector in ("main p", "h1", "h2", "nav a", "button", "summary", "td", ".problems"):
        for handle in page.query_selector_all(selector)[:5]:
            assert handle.evaluate(CONTRAST) >= 4.5, f"{selector} is hard to read"
    # The keyboard: the first Tab reaches the skip link, which leads into the page.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    page.keyboard.press("Enter")
    assert page.evaluate("location.hash") == "#main"


def assert_spoilers_toggle(page) -> None:
    spoiler = page.locator("details.spoiler").first
    assert spoiler.evaluate("d => d.open") is False
    spoiler.locator("summary").click()
    assert spoiler.evaluate("d => d.open") is True
    spoiler.locator("summary").focus()
    page.keyboard.press("Enter")
    assert spoiler.evaluate("d => d.open") is False


def test_the_preview_in_a_browser(browser, tmp_path: Path, runner) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    play(runner, game)
    assert runner.invoke(app, ["preview", "--game", str(game)]).exit_code == 0
    page = open_page(browser, game / "out" / "preview" / "index.html", "preview.png", tmp_path)
    assert_accessible(page)
    assert_spoilers_toggle(page)
    button = page.locator("button.copy").first
    button.click()
    # The label changes once the clipboard has taken the text (a promise): wait for it.
    sync_api.expect(button).to_have_text("Copiato")
    page.close()


def test_the_report_in_a_browser(browser, tmp_path: Path, runner) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    _votes(game)
    assert runner.invoke(app, ["report", "--game", str(game)]).exit_code == 0
    page = open_page(browser, game / "out" / "report" / "index.html", "report.png", tmp_path)
    assert_accessible(page)
    assert_spoilers_toggle(page)
    assert page.locator("svg circle").count() == 4
    page.close()


# The boxes of the chart's texts, as the browser lays them out, and the chart's own box.
BOXES = """svg => [svg.getBoundingClientRect(), [...svg.querySelectorAll("text")].map(t => {
  const b = t.getBoundingClientRect(); return {text: t.textContent, l: b.left, r: b.right, t: b.top, b: b.bottom};
})].map((x, i) => i ? x : {l: x.left, r: x.right, t: x.top, b: x.bottom})"""


# One player changing his mind through the day up to the close, long names, a misspelt one:
# labels closer than their width, the last one at the right edge.
BUSY = [("Nuvola Rossa", "voto Belle Starr"), ("Nuvola Rossa", "voto Rattlesnake"),
        ("Nuvola Rossa", "voto Belle Starr"), ("Belle Starr", "voto Nuvola Rossa"),
        ("Nuvola Rossa", "voto Ratlesnake"), ("Nuvola Rossa", "voto Tumbleweed"),
        ("Belle Starr", "voto Tumbleweed"), ("Nuvola Rossa", "tolgo il voto"),
        ("Calamity", "voto Nuvola Rossa")]


def assert_painted(png: bytes, boxes: list[dict]) -> None:
    """The screenshot check: every text has ink inside its box (it is drawn, not clipped or
    hidden), and no box is empty."""
    image = Image.open(io.BytesIO(png)).convert("L")
    for box in boxes:
        assert box["r"] - box["l"] > 4 and box["b"] - box["t"] > 4, box
        area = image.crop((int(box["l"]), int(box["t"]), int(box["r"] + 1), int(box["b"] + 1)))
        darkest, lightest = area.getextrema()
        assert lightest - darkest > 100, (box, "no text is painted here")


def test_the_charts_labels_neither_overlap_nor_leave_the_chart(browser, tmp_path: Path, runner) -> None:
    """A busy day (votes close in time, long labels near the right edge): every text of the
    chart inside it, and no two texts overlapping, in Chromium's own layout."""
    game = copy_example("cowboys-and-aliens", tmp_path)
    _thread(game, BUSY, minutes=80)
    assert runner.invoke(app, ["report", "--game", str(game)]).exit_code == 0
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto((game / "out" / "report" / "index.html").resolve().as_uri())
    page.wait_for_load_state("load")
    chart, texts = page.locator("svg").first.evaluate(BOXES)
    shot = page.screenshot(path=str(tmp_path / "chart.png"), full_page=True)
    assert len(texts) > 12
    marks = [t for t in texts if t["text"] not in {"Nuvola Rossa", "Belle Starr", "Calamity"} and ":" not in t["text"]]
    # The day is busy enough to need the layout: two labels of a row share some width.
    assert any(a["l"] < b["r"] and b["l"] < a["r"] for n, a in enumerate(marks) for b in marks[n + 1:]), marks
    assert_painted(shot, texts)
    for box in texts:
        assert chart["l"] - 0.5 <= box["l"] and box["r"] <= chart["r"] + 0.5, box
        assert chart["t"] - 0.5 <= box["t"] and box["b"] <= chart["b"] + 0.5, box
    for n, one in enumerate(texts):
        for other in texts[n + 1:]:
            apart = (one["r"] <= other["l"] + 0.5 or other["r"] <= one["l"] + 0.5
                     or one["b"] <= other["t"] + 0.5 or other["b"] <= one["t"] + 0.5)
            assert apart, (one, other)
    page.close()
