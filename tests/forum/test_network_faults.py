"""What a tally says when the board misbehaves (issue 23): a redirect loop, a dropped
connection, a damaged gzip answer, a page trickled a byte at a time, a page cut off, a page in
Latin-1 without a charset. Each is a ForumError naming the address and what failed (never the
disk message an OSError would end in), within a time limit; a served board on 127.0.0.1."""
from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from zoneinfo import ZoneInfo

import pytest
import requests
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.answers import check_whole
from lupus_mod.forum.client import Client, decode
from lupus_mod.forum.fetch import fetch_thread

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 11, 30, 23, 0, tzinfo=TZ)
GENERIC = {"post": "div.msg", "author": "span.who", "time": "span.stamp", "body": "div.testo"}
PAGE = ("<html><head><title>Giorno 2</title></head><body>"
        "<div class='msg' id='m1'><span class='who'>Zenobia</span><span class='stamp'>30/11/2026, 21:09</span>"
        "<div class='testo'>voto Ottavio</div></div></body></html>")


class Faulty(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        if self.path.startswith("/loop"):
            self.send_response(302)
            self.send_header("Location", "/loop")
            self.end_headers()
        elif self.path.startswith("/gzip"):
            self.send_response(200)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", "20")
            self.end_headers()
            self.wfile.write(b"this is not gzip !!!")
        elif self.path.startswith("/drop"):
            self.send_response(200)
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(PAGE.encode()[:50])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
        elif self.path.startswith("/trickle"):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            for byte in PAGE.encode():
                try:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                except OSError:
                    return
                time.sleep(0.2)


@contextmanager
def faulty_board() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Faulty)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _read(url: str, **limits) -> tuple:
    session = requests.Session()
    session.trust_env = False
    return fetch_thread(url, engine="generic", generic=GENERIC, tz=TZ, cache_dir=None, delay=0,
                        now=NOW, session=session, sleep=lambda s: None, retries=1, timeout=2, **limits)


@pytest.mark.parametrize("path, words", [
    ("/loop", "redirects this address round in a loop"),
    ("/gzip", "damaged answer"),
    ("/drop", "dropped the connection"),
])
def test_network_faults_say_what_failed_and_where(path, words):
    with faulty_board() as board:
        with pytest.raises(ForumError) as caught:
            _read(board + path)
    assert words in caught.value.message
    assert f"{board}{path}" in caught.value.message
    assert "space" not in caught.value.message + (caught.value.hint or "")


def test_a_board_trickling_bytes_is_stopped_by_the_page_limit():
    with faulty_board() as board:
        started = time.monotonic()
        with pytest.raises(ForumError) as caught:
            _read(board + "/trickle", page_limit=1.0)
    assert "too slowly" in caught.value.message and f"{board}/trickle" in caught.value.message
    assert time.monotonic() - started < 10


def test_the_whole_reading_has_a_time_limit():
    now = [0.0]
    client = Client(requests.Session(), delay=0, run_limit=250, clock=lambda: now[0])
    with responses.RequestsMock() as rsps:
        rsps.get("https://board.example/t", body=PAGE)
        client.get("https://board.example/t")
        now[0] = 200.0
        client.get("https://board.example/t")
        now[0] = 300.0
        with pytest.raises(ForumError) as caught:
            client.get("https://board.example/t")
    assert "took over 250 s" in caught.value.message


def test_a_latin1_page_without_a_charset_keeps_its_names():
    data = PAGE.replace("Zenobia", "Zenobià").encode("latin-1")
    assert "Zenobià" in decode(data)
    assert "Zenobià" in decode(data, "utf-8")     # a header that does not fit the bytes
    assert decode("Zenobià".encode("utf-8")) == "Zenobià"


@responses.activate
def test_a_page_cut_off_in_the_middle_is_an_error_naming_it():
    responses.get("https://board.example/giorno-2", body=PAGE[:PAGE.index("</div></body>")],
                  content_type="text/html; charset=utf-8")
    with pytest.raises(ForumError) as caught:
        fetch_thread("https://board.example/giorno-2", engine="generic", generic=GENERIC, tz=TZ,
                     cache_dir=None, delay=0, now=NOW, sleep=lambda s: None)
    assert "https://board.example/giorno-2" in caught.value.message and "cut off" in caught.value.message


@pytest.mark.parametrize("header, page", [
    ("ISO-8859-1", PAGE),
    (None, PAGE.replace("<head>", '<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">')),
    (None, PAGE.replace("<head>", '<head><meta charset="windows-1252">')),
    ("us-ascii", PAGE),
], ids=["http-header", "meta-http-equiv", "meta-charset", "ascii-label"])
def test_a_page_labelled_latin1_reads_its_names_as_a_browser_shows_them(header, page):
    """Browsers read a page labelled ISO-8859-1 (or ASCII) as Windows-1252: the bytes 0x92 and
    0x80 are ’ and €. Read as Python's Latin-1 they would be control characters, and the
    player D’Artagnan would become another name."""
    data = page.replace("Zenobia", "D’Artagnan €").encode("cp1252")
    assert "D’Artagnan €" in decode(data, header)


@pytest.mark.parametrize("header", ["utf-8", "ISO-8859-15", None])
def test_the_http_header_the_meta_tag_and_the_bytes_each_decide_when_they_fit(header):
    named = "Zenobià Žižek" if header != "ISO-8859-15" else "Zenobià Œdipe"
    charset = header or "utf-8"
    data = PAGE.replace("Zenobia", named).encode(charset)
    assert named in decode(data, header)
    # The meta tag alone, with no HTTP header.
    tagged = PAGE.replace("<head>", f'<head><meta charset="{charset}">').replace("Zenobia", named)
    assert named in decode(tagged.encode(charset))


STRAY_END = ("<html><head><title>Giorno 2</title></head><body>"
             "<div class='msg' id='m1'><span class='who'>Zenobia</span><span class='stamp'>30/11/2026, 21:09</span>"
             "<div class='testo'>voto Ottavio</div></div></body></html>"
             "<div class='msg' id='m2'><span class='who'>Ottavio</span><span class='stamp'>30/11/2026, 21:12</span>"
             "<div class='testo'>voto Zeno")


@responses.activate
def test_a_page_cut_off_after_an_early_end_of_the_page_is_an_error_naming_it():
    """A skin (or a post pasting a page) that closes the page early, then the connection drops
    in the middle of the next post: the page has a `</html>`, and is still cut."""
    responses.get("https://board.example/giorno-2", body=STRAY_END, content_type="text/html; charset=utf-8")
    with pytest.raises(ForumError) as caught:
        fetch_thread("https://board.example/giorno-2", engine="generic", generic=GENERIC, tz=TZ,
                     cache_dir=None, delay=0, now=NOW, sleep=lambda s: None)
    assert "https://board.example/giorno-2" in caught.value.message and "cut off" in caught.value.message


@responses.activate
def test_content_after_an_early_end_is_read_when_the_page_is_whole():
    whole = STRAY_END + "</div></div><script>var x = '<div>';</script></body></html>"
    responses.get("https://board.example/giorno-2", body=whole, content_type="text/html; charset=utf-8")
    posts = fetch_thread("https://board.example/giorno-2", engine="generic", generic=GENERIC, tz=TZ,
                         cache_dir=None, delay=0, now=NOW, sleep=lambda s: None)
    assert [p.author for p in posts] == ["Zenobia", "Ottavio"]


def test_scripts_and_comments_after_the_end_are_not_boxes_left_open():
    check_whole("<html><body><p>voto Ottavio</p></body></html>"
                "<!-- <div class='ad'> --><script>document.write('<div>');</script>", "https://board.example/g")
