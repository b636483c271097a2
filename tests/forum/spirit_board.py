"""A real forum engine for the tests: Spirit (django-spirit, from PyPI) on 127.0.0.1.

`SpiritBoard` writes a Django project in a temporary folder (SQLite, Italian, members-only,
5 comments a page), migrates it, creates the members, starts Django's server on a free
loopback port and posts through the board's own web forms with one logged-in session per
member: login, new topic, replies, the Quote button, edits. Only the post times are then moved
to the simulated day in the database, as the saved real pages of tests/fixtures/forum/saved were.
"""
from __future__ import annotations

import html
import re
import sqlite3
from datetime import datetime
from pathlib import Path

import requests

from tests.forum.live_board import SETTINGS_HEAD, DjangoProject


# The generic adapter's selectors for Spirit's topic pages ([forum.generic] of a game's
# game.toml): what a GM writes to tally a Spirit board.
SELECTORS = '''
post = "div.comments_list__comment"
id_attribute = "data-pk"
author = ".comment__info__username__link span"
time = ".comment__info__date li[title]"
time_attribute = "title"
body = ".comment__text"
quote = "blockquote"
next_page = "ul.paginator li.paginator__button a:has(i.fa-chevron-right)"
'''
# Spirit marks an edit with a link to the comment's history, without a date.
EDITED = '''edited = ".comment__info__date a[href*='/history/']"
'''

_BASE = SETTINGS_HEAD + '''
INSTALLED_APPS = [
    "django.contrib.admin", "django.contrib.auth", "django.contrib.contenttypes",
    "django.contrib.sessions", "django.contrib.messages", "django.contrib.staticfiles",
    "django.contrib.humanize",
    "spirit.core", "spirit.admin", "spirit.search", "spirit.user", "spirit.user.admin",
    "spirit.user.auth", "spirit.category", "spirit.category.admin", "spirit.topic",
    "spirit.topic.admin", "spirit.topic.favorite", "spirit.topic.moderate",
    "spirit.topic.notification", "spirit.topic.private", "spirit.topic.unread",
    "spirit.comment", "spirit.comment.bookmark", "spirit.comment.flag",
    "spirit.comment.flag.admin", "spirit.comment.history", "spirit.comment.like",
    "spirit.comment.poll", "djconfig", "haystack",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "spirit.user.middleware.TimezoneMiddleware",
    "spirit.user.middleware.LastIPMiddleware",
    "spirit.user.middleware.LastSeenMiddleware",
    "spirit.user.middleware.ActiveUserMiddleware",
    "spirit.core.middleware.PrivateForumMiddleware",
    "djconfig.middleware.DjConfigMiddleware",
]
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": [], "APP_DIRS": True,
    "OPTIONS": {"context_processors": [
        "django.contrib.auth.context_processors.auth", "django.template.context_processors.i18n",
        "django.template.context_processors.media", "django.template.context_processors.static",
        "django.template.context_processors.tz", "django.template.context_processors.request",
        "django.contrib.messages.context_processors.messages",
        "djconfig.context_processors.config"]},
}]
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "st_rate_limit": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                      "LOCATION": "rl", "TIMEOUT": None},
}
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3",
                         "NAME": os.path.join(BASE_DIR, "board.sqlite3")}}
AUTHENTICATION_BACKENDS = ["spirit.user.auth.backends.UsernameAuthBackend"]
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}
ROOT_URLCONF = "board_urls"
LOGIN_URL = "spirit:user:auth:login"
LOGIN_REDIRECT_URL = "spirit:index"
LANGUAGE_CODE = "it"
TIME_ZONE = "Europe/Rome"
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"
MEDIA_ROOT = os.path.join(BASE_DIR, "media")
STATIC_ROOT = os.path.join(BASE_DIR, "static")
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
ST_PRIVATE_FORUM = True
ST_RATELIMIT_ENABLE = False
ST_DOUBLE_POST_THRESHOLD_MINUTES = 0
ST_NOTIFY_WHEN = "never"
ST_TASK_MANAGER = None
'''

URLS = '''
from django.urls import include, path
import spirit.urls
urlpatterns = [path("", include(spirit.urls))]
'''

SETUP = '''
from django.contrib.auth import get_user_model
from djconfig.models import Config
User = get_user_model()
for name in {names!r}:
    user = User.objects.create_user(username=name, email=name.lower() + "@lupus.example",
                                    password="segreta-" + name)
    user.st.is_verified = True
    user.st.timezone = "Europe/Rome"
    user.st.save()
Config.objects.update_or_create(key="comments_per_page", defaults={{"value": "5"}})
'''

DATES = '''
from datetime import datetime
from zoneinfo import ZoneInfo
from spirit.comment.models import Comment
for pk, moment in {moves!r}.items():
    Comment.objects.filter(pk=pk).update(date=datetime.fromisoformat(moment))
'''

_CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_TEXTAREA = re.compile(r"<textarea[^>]*name=\"comment\"[^>]*>(.*?)</textarea>", re.S)


class SpiritBoard(DjangoProject):
    def __init__(self, folder: Path, members: list[str]) -> None:
        super().__init__(folder)
        self.members = members
        self.sessions: dict[str, requests.Session] = {}

    def start(self) -> None:
        (self.folder / "board_settings.py").write_text(_BASE + f'ST_SITE_URL = "{self.root}/"\n',
                                                       encoding="utf-8")
        (self.folder / "board_urls.py").write_text(URLS, encoding="utf-8")
        self.django("migrate", "--noinput")
        self.django("shell", stdin=SETUP.format(names=self.members))
        self.serve("Spirit")

    # Through the board's own forms ---------------------------------------------------------

    def login(self, name: str) -> requests.Session:
        session = requests.Session()
        url = self.root + "/user/login/"
        token = _CSRF.search(session.get(url).text).group(1)
        answer = session.post(url, data={"csrfmiddlewaretoken": token, "username": name,
                                         "password": "segreta-" + name}, headers={"Referer": url})
        if "sessionid" not in session.cookies:
            raise RuntimeError(f"{name} could not log in: HTTP {answer.status_code}")
        self.sessions[name] = session
        return session

    def _submit(self, name: str, url: str, fields: dict) -> requests.Response:
        session = self.sessions.get(name) or self.login(name)
        form = session.get(url)
        token = _CSRF.search(form.text).group(1)
        answer = session.post(url, data={"csrfmiddlewaretoken": token, **fields},
                              headers={"Referer": url})
        answer.raise_for_status()
        return answer

    def new_topic(self, name: str, title: str, text: str) -> int:
        answer = self._submit(name, self.root + "/topic/publish/",
                              {"title": title, "category": self._category(name), "comment": text})
        return int(re.search(r"/topic/(\d+)/", answer.url).group(1))

    def _category(self, name: str) -> str:
        form = (self.sessions.get(name) or self.login(name)).get(self.root + "/topic/publish/").text
        options = re.findall(r'<option value="(\d+)"', form)
        return options[0]

    def reply(self, name: str, topic: int, text: str, quoting: int | None = None) -> int:
        url = f"{self.root}/comment/{topic}/publish/" + (f"{quoting}/quote/" if quoting else "")
        if quoting:
            # The Quote button fills the reply box with the quoted comment; the member writes below.
            form = (self.sessions.get(name) or self.login(name)).get(url).text
            text = html.unescape(_TEXTAREA.search(form).group(1)) + text
        self._submit(name, url, {"comment": text})
        return self.last_comment()

    def edit(self, name: str, comment: int, text: str) -> None:
        self._submit(name, f"{self.root}/comment/{comment}/update/", {"comment": text})

    def last_comment(self) -> int:
        with sqlite3.connect(self.folder / "board.sqlite3") as db:
            return db.execute("select max(id) from spirit_comment_comment").fetchone()[0]

    def move_dates(self, moves: dict[int, datetime]) -> None:
        self.django("shell", stdin=DATES.format(moves={pk: m.isoformat() for pk, m in moves.items()}))
