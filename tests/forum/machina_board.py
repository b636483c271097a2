"""A real forum engine for the tests: django-machina (from PyPI) on 127.0.0.1, SQLite.

`MachinaBoard` writes a Django project in a folder (Italian, Europe/Rome, members-only, five
posts a page, Markdown with spoilers and fenced code as a board's admin would enable them),
migrates it, creates the members (the GM is the moderator) and starts Django's server on a
free loopback port. Posts go through the board's own web forms, one logged-in session per
member: login, new topic, replies, edits, the moderator's deletion. Only the post times are
then moved to the simulated day in the database.

By hand: `python tests/forum/machina_board.py` posts the day of tests/forum/live_day.py,
prints the thread's address and the logins, and waits (Ctrl-C stops the server).
"""
from __future__ import annotations

import re
import sys
import tempfile
from datetime import datetime
from pathlib import Path

import lxml.html
import requests

if __package__ in (None, ""):   # started by hand: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.forum.live_board import SETTINGS_HEAD, DjangoProject, iso_moments  # noqa: E402
from tests.forum.live_day import GM, MEMBERS, PER_PAGE, Markup, post_by_hand  # noqa: E402

SETTINGS = SETTINGS_HEAD + '''
from machina import MACHINA_MAIN_STATIC_DIR, MACHINA_MAIN_TEMPLATE_DIR
INSTALLED_APPS = [
    "django.contrib.admin", "django.contrib.auth", "django.contrib.contenttypes",
    "django.contrib.sessions", "django.contrib.messages", "django.contrib.staticfiles",
    "mptt", "haystack", "widget_tweaks",
    "machina", "machina.apps.forum", "machina.apps.forum_conversation",
    "machina.apps.forum_conversation.forum_attachments",
    "machina.apps.forum_conversation.forum_polls", "machina.apps.forum_feeds",
    "machina.apps.forum_moderation", "machina.apps.forum_search",
    "machina.apps.forum_tracking", "machina.apps.forum_member",
    "machina.apps.forum_permission",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "machina.apps.forum_permission.middleware.ForumPermissionMiddleware",
]
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [os.path.join(BASE_DIR, "templates"), MACHINA_MAIN_TEMPLATE_DIR], "APP_DIRS": True,
    "OPTIONS": {"context_processors": [
        "django.contrib.auth.context_processors.auth", "django.template.context_processors.i18n",
        "django.template.context_processors.request", "django.template.context_processors.tz",
        "django.contrib.messages.context_processors.messages",
        "machina.core.context_processors.metadata"]},
}]
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "machina_attachments": {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
                            "LOCATION": os.path.join(BASE_DIR, "attachments-cache")},
}
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3",
                         "NAME": os.path.join(BASE_DIR, "board.sqlite3")}}
HAYSTACK_CONNECTIONS = {"default": {"ENGINE": "haystack.backends.simple_backend.SimpleEngine"}}
ROOT_URLCONF = "board_urls"
LOGIN_URL = "/login/"
LOGIN_REDIRECT_URL = "/"
LANGUAGE_CODE = "it"
TIME_ZONE = "Europe/Rome"
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"
STATICFILES_DIRS = (MACHINA_MAIN_STATIC_DIR,)
MEDIA_ROOT = os.path.join(BASE_DIR, "media")
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
MACHINA_MARKUP_LANGUAGE = ("machina.core.markdown.markdown", {"safe_mode": True, "extras": {
    "break-on-newline": True, "spoiler": None, "fenced-code-blocks": None}})
'''

URLS = '''
from django.contrib.auth import views as auth_views
from django.urls import include, path
from machina import urls as machina_urls
urlpatterns = [path("login/", auth_views.LoginView.as_view(), name="login"),
               path("", include(machina_urls))]
'''

LOGIN_PAGE = '''<!DOCTYPE html><html lang="it"><head><title>Accedi</title></head><body>
<form method="post" action="">{% csrf_token %}{{ form.as_p }}<button type="submit">Accedi</button></form>
</body></html>
'''

# Members read, post, reply and edit their own posts; guests see nothing (members-only); the
# GM is the board's superuser, hence its moderator.
SETUP = '''
from django.contrib.auth import get_user_model
from machina.apps.forum.models import Forum
from machina.apps.forum_permission.models import ForumPermission, UserForumPermission
User = get_user_model()
for number, name in enumerate({names!r}):
    User.objects.create_user(username=name, email=f"membro{{number}}@lupus.example",
                             password="segreta-" + name, is_superuser=name == {gm!r},
                             is_staff=name == {gm!r})
forum = Forum.objects.create(name="Partite", type=Forum.FORUM_POST)
for codename in ["can_see_forum", "can_read_forum", "can_start_new_topics",
                 "can_reply_to_topics", "can_edit_own_posts", "can_post_without_approval"]:
    UserForumPermission.objects.create(permission=ForumPermission.objects.get(codename=codename),
                                       authenticated_user=True, has_perm=True)
print("forum:", forum.pk, forum.slug)
'''

DATES = '''
from datetime import datetime
from machina.apps.forum_conversation.models import Post
for pk, moment in {created!r}.items():
    Post.objects.filter(pk=pk).update(created=datetime.fromisoformat(moment),
                                      updated=datetime.fromisoformat(moment))
for pk, moment in {edited!r}.items():
    Post.objects.filter(pk=pk).update(updated=datetime.fromisoformat(moment))
'''

MARKUP = Markup(quote=lambda author, text: f"{author} ha scritto:\n\n> {text}",
                spoiler=lambda text: f">! {text}",
                code=lambda text: f"```\n{text}\n```")

_POST_ID = re.compile(r"[?&]post=(\d+)")


class MachinaBoard(DjangoProject):
    def __init__(self, folder: Path, members: list[str], gm: str = GM) -> None:
        super().__init__(folder)
        self.members = members
        self.gm = gm
        self.sessions: dict[str, requests.Session] = {}
        self.forum = ""
        self.topic = ""

    def start(self) -> None:
        (self.folder / "board_settings.py").write_text(
            SETTINGS + f"MACHINA_TOPIC_POSTS_NUMBER_PER_PAGE = {PER_PAGE}\n",
                                                       encoding="utf-8")
        (self.folder / "board_urls.py").write_text(URLS, encoding="utf-8")
        (self.folder / "templates" / "registration").mkdir(parents=True, exist_ok=True)
        (self.folder / "templates" / "registration" / "login.html").write_text(LOGIN_PAGE,
                                                                             encoding="utf-8")
        self.django("migrate", "--noinput")
        said = self.django("shell", stdin=SETUP.format(names=self.members, gm=self.gm))
        pk, slug = re.search(r"forum: (\d+) (\S+)", said).groups()
        self.forum = f"{self.root}/forum/{slug}-{pk}"
        self.serve("django-machina", probe="/login/")

    # Through the board's own forms ---------------------------------------------------------

    def login(self, name: str) -> requests.Session:
        session = requests.Session()
        url = self.root + "/login/"
        answer = self._post_form(session, url, {"username": name, "password": "segreta-" + name})
        if "sessionid" not in session.cookies:
            raise RuntimeError(f"{name} could not log in: HTTP {answer.status_code}")
        self.sessions[name] = session
        return session

    def _post_form(self, session: requests.Session, url: str, fields: dict) -> requests.Response:
        """Fill the page's form as a browser would: every field it holds (the CSRF token,
        hidden formsets), with `fields` typed in, then press its button."""
        page = session.get(url)
        page.raise_for_status()
        form = next(f for f in lxml.html.fromstring(page.text, base_url=page.url).forms
                    if (f.method or "").lower() == "post")
        data = {**dict(form.form_values()), **fields}
        answer = session.post(form.action or page.url, data=data, headers={"Referer": page.url})
        answer.raise_for_status()
        return answer

    def _submit(self, name: str, url: str, fields: dict) -> requests.Response:
        return self._post_form(self.sessions.get(name) or self.login(name), url, fields)

    def new_topic(self, name: str, title: str, text: str) -> int:
        answer = self._submit(name, f"{self.forum}/topic/create/",
                              {"subject": title, "content": text, "topic_type": "0"})
        self.topic = answer.url.split("?")[0]
        # The new topic's page (no post id in its address): its only post is the first one.
        return int(lxml.html.fromstring(answer.text).cssselect("div.post")[0].get("id"))

    def reply(self, name: str, text: str) -> int:
        answer = self._submit(name, f"{self.topic}post/create/", {"content": text})
        return int(_POST_ID.search(answer.url).group(1))

    def edit(self, name: str, post: int, text: str) -> None:
        self._submit(name, f"{self.topic}{post}/post/update/", {"content": text})

    def delete(self, name: str, post: int) -> None:
        self._submit(name, f"{self.topic}{post}/post/delete/", {})

    def move_dates(self, created: dict[int, datetime], edited: dict[int, datetime]) -> None:
        self.django("shell", stdin=DATES.format(created=iso_moments(created), edited=iso_moments(edited)))

    def permalink(self, post: int) -> str:
        """The board's own link to a post (the ¶ beside its subject)."""
        return f"{self.topic}?post={post}#{post}"


def main() -> None:
    post_by_hand(MachinaBoard(Path(tempfile.mkdtemp(prefix="machina-board-")), MEMBERS), "django-machina", MARKUP)


if __name__ == "__main__":
    main()
