"""A real forum engine for the tests: Misago (from PyPI) on 127.0.0.1, with PostgreSQL.

Misago pins every dependency of its own (Django 4.2.8, requests 2.31.0, pytest 7.4.3…), so it
runs from its own virtual environment (`MISAGO_PYTHON`: $LUPUS_MOD_MISAGO_VENV, made by
.ci/run), serving the board while the tests run in the project's environment. PostgreSQL comes
from Debian (`apt-get install postgresql`): `PostgresCluster` makes a private cluster in a
folder and serves it on 127.0.0.1 at a free port. No Redis and no frontend build: the wheel
ships its built JavaScript, and Celery runs its tasks inside the request.

`MisagoBoard` writes the Django project (Italian, Europe/Rome, members-only, five posts a
page), migrates it, creates the members with Misago's own new-user setup, and posts through
the board's JSON API, one logged-in session per member (login, new thread, replies, edits, the
moderator's deletion). Only the post times are then moved to the simulated day.

By hand: `python tests/forum/misago_board.py` posts the day of tests/forum/live_day.py,
prints the thread's address and waits (Ctrl-C stops the servers).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import requests

if __package__ in (None, ""):   # started by hand: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.forum.live_board import SETTINGS_HEAD, DjangoProject, free_port, iso_moments  # noqa: E402
from tests.forum.live_day import GM, PER_PAGE, Markup, members, post_by_hand  # noqa: E402

VENV = Path(os.environ.get("LUPUS_MOD_MISAGO_VENV") or Path.home() / ".cache/lupus-mod-tests/misago-venv")
MISAGO_PYTHON = str(VENV / "bin" / "python")

SETTINGS = SETTINGS_HEAD + '''
from misago.settings import *  # Misago's INSTALLED_APPS and TEMPLATE_CONTEXT_PROCESSORS
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
LANGUAGE_CODE = "it"
TIME_ZONE = "Europe/Rome"
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"
MEDIA_URL = "/media/"
STATIC_ROOT = os.path.join(BASE_DIR, "static")
MEDIA_ROOT = os.path.join(BASE_DIR, "media")
AUTH_USER_MODEL = "misago_users.User"
AUTHENTICATION_BACKENDS = ["misago.users.authbackends.MisagoBackend"]
CSRF_FAILURE_VIEW = "misago.core.errorpages.csrf_failure"
LOGIN_REDIRECT_URL = "misago:index"
LOGIN_URL = "misago:login"
LOGOUT_URL = "misago:logout"
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
MIDDLEWARE = [
    "misago.users.middleware.RealIPMiddleware",
    "misago.core.middleware.FrontendContextMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "misago.cache.middleware.cache_versions_middleware",
    "misago.conf.middleware.dynamic_settings_middleware",
    "misago.socialauth.middleware.socialauth_providers_middleware",
    "misago.users.middleware.UserMiddleware",
    "misago.acl.middleware.user_acl_middleware",
    "misago.core.middleware.ExceptionHandlerMiddleware",
    "misago.users.middleware.OnlineTrackerMiddleware",
    "misago.admin.middleware.AdminAuthMiddleware",
    "misago.threads.middleware.UnreadThreadsCountMiddleware",
]
ROOT_URLCONF = "board_urls"
SOCIAL_AUTH_STRATEGY = "misago.socialauth.strategy.MisagoStrategy"
SOCIAL_AUTH_JSONFIELD_ENABLED = True
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": [],
              "APP_DIRS": True, "OPTIONS": {"context_processors": TEMPLATE_CONTEXT_PROCESSORS}}]
REST_FRAMEWORK = {
    "DEFAULT_PERMISSION_CLASSES": ["misago.core.rest_permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "EXCEPTION_HANDLER": "misago.core.exceptionhandler.handle_api_exception",
    "UNAUTHENTICATED_USER": "misago.users.models.AnonymousUser",
    "URL_FORMAT_OVERRIDE": None,
}
# No broker: Misago's tasks (notifications, stats) run at once, inside the request.
CELERY_BROKER_URL = "memory://"
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
MISAGO_AVATARS_SIZES = [400, 200, 100]
MISAGO_SEARCH_CONFIG = "simple"
MISAGO_USER_DATA_DOWNLOADS_WORKING_DIR = os.path.join(BASE_DIR, "userdata")
MISAGO_AVATAR_GALLERY = os.path.join(BASE_DIR, "avatargallery")
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
'''

CELERY = '''
from celery import Celery
app = Celery("board")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.set_default()
'''

URLS = '''
import board_celery  # noqa: F401  (Celery configured from the settings: tasks run in the request)
from django.urls import include, path
from django.views.i18n import JavaScriptCatalog
urlpatterns = [
    path("", include("misago.urls", namespace="misago")),
    path("django-i18n.js", JavaScriptCatalog.as_view(packages=["misago"]), name="django-i18n"),
]
handler403 = "misago.core.errorpages.permission_denied"
handler404 = "misago.core.errorpages.page_not_found"
'''

# Members get Misago's own new-user setup (avatars, notification options: without avatars
# every page fails); guests lose their access to the categories (members-only); the GM is the
# superuser and has Misago's Moderator role (its category role lets him delete a post).
SETUP = '''
import board_celery  # noqa: F401
from django.contrib.auth import get_user_model
from misago.acl.models import Role
from misago.categories.models import Category, RoleCategoryACL
from misago.conf.models import Setting
from misago.conf.shortcuts import get_dynamic_settings
from misago.users.setupnewuser import setup_new_user
User = get_user_model()
settings = get_dynamic_settings()
for number, name in enumerate({names!r}):
    user = User.objects.create_user(name, f"membro{{number}}@lupus.example", "segreta-" + name)
    setup_new_user(settings, user)
    if name == {gm!r}:
        user.is_staff = user.is_superuser = True
        user.save()
        user.roles.add(Role.objects.get(name="Moderator"))
Setting.objects.filter(setting="posts_per_page").update(dry_value="{per_page}")
Setting.objects.filter(setting="posts_per_page_orphans").update(dry_value="0")
RoleCategoryACL.objects.filter(role__special_role="anonymous").delete()
category = Category.objects.all_categories().first()
print("category:", category.pk)
'''

# Misago signs each post's text with its time (a checksum): moved, the post is signed again,
# or the board shows "This post's contents cannot be displayed".
DATES = '''
from datetime import datetime
from misago.threads.checksums import update_post_checksum
from misago.threads.models import Post
edited = {edited!r}
for pk, moment in {created!r}.items():
    post = Post.objects.get(pk=pk)
    post.posted_on = datetime.fromisoformat(moment)
    post.updated_on = datetime.fromisoformat(edited.get(pk, moment))
    update_post_checksum(post)
    post.save(update_fields=["posted_on", "updated_on", "checksum"])
'''

MARKUP = Markup(quote=lambda author, text: f'[quote="{author}"]\n{text}\n[/quote]',
                spoiler=lambda text: f"[spoiler]\n{text}\n[/spoiler]",
                code=lambda text: f"```\n{text}\n```")

# Misago's usernames are Latin letters, digits and "_" only, and two names with one slug
# ("Gollum_", "gollum") cannot both exist: no look-alike account, so a non-player in its place.
NICKNAMES = {"Éowyna": "Eowyna", "Bòromiro": "Boromiro", "Gollum_": "Smeagol"}

# Misago refuses a member's second post within 3 seconds (its flood protection).
_FLOOD_SECONDS = 3.2


def postgres_bin() -> Path | None:
    """The newest PostgreSQL of Debian's packages (their folder of programs), if any."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda p: int(p.parent.parent.name))
    return found[-1].parent if found else None


class PostgresCluster:
    """A private PostgreSQL cluster in a folder of its own, on 127.0.0.1 at a free port, trust
    login. As root the server runs as the `postgres` user (PostgreSQL refuses to run as root),
    so the folder is made directly in the temporary directory and given to that user: the
    test's own folders are closed to other users."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="lupus-mod-postgres-"))
        self.port = free_port()
        found = postgres_bin()
        if found is None:
            raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
        self.bin = found
        self.as_owner = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self.as_owner, *args], capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")

    def start(self) -> None:
        if self.as_owner:
            subprocess.run(["chown", "postgres", str(self.folder)], check=True)
        data = str(self.folder / "data")
        self._run(str(self.bin / "initdb"), "-D", data, "-A", "trust", "-U", "misago", "-E", "UTF8",
                  "--locale=C.UTF-8")
        self._run(str(self.bin / "pg_ctl"), "-D", data, "-w", "-l", str(self.folder / "log"),
                  "-o", f"-h 127.0.0.1 -p {self.port} -k {self.folder}", "start")
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "misago",
                  "misago")

    def stop(self) -> None:
        """Stop the server by the PID in its postmaster.pid (pg_ctl's fast shutdown)."""
        if (self.folder / "data" / "postmaster.pid").exists():
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-w", "-m", "fast",
                      "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


class MisagoBoard(DjangoProject):
    def __init__(self, folder: Path, members: list[str], gm: str = GM) -> None:
        super().__init__(folder / "project", python=MISAGO_PYTHON)
        self.database = PostgresCluster()
        self.members = members
        self.gm = gm
        self.sessions: dict[str, requests.Session] = {}
        self.posted: dict[str, float] = {}
        self.category = ""
        self.thread = 0
        self.topic = ""

    def start(self) -> None:
        self.database.start()
        self.folder.mkdir(parents=True, exist_ok=True)
        database = ('DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "misago",'
                    f' "USER": "misago", "HOST": "127.0.0.1", "PORT": {self.database.port}}}}}\n')
        (self.folder / "board_settings.py").write_text(SETTINGS + database, encoding="utf-8")
        (self.folder / "board_celery.py").write_text(CELERY, encoding="utf-8")
        (self.folder / "board_urls.py").write_text(URLS, encoding="utf-8")
        self.django("migrate", "--noinput")
        said = self.django("shell", stdin=SETUP.format(names=self.members, gm=self.gm, per_page=PER_PAGE))
        self.category = re.search(r"category: (\d+)", said).group(1)
        self.serve("Misago")

    def stop(self) -> None:
        try:
            super().stop()
        finally:
            self.database.stop()

    # Through the board's own API ------------------------------------------------------------

    def login(self, name: str) -> requests.Session:
        session = requests.Session()
        session.get(self.root + "/").raise_for_status()      # sets the CSRF cookie
        answer = session.post(self.root + "/api/auth/", json={"username": name, "password": "segreta-" + name},
                              headers=self._headers(session))
        if answer.status_code != 200 or "sessionid" not in session.cookies:
            raise RuntimeError(f"{name} could not log in: HTTP {answer.status_code} {answer.text[:200]}")
        self.sessions[name] = session
        return session

    def _headers(self, session: requests.Session) -> dict:
        return {"X-CSRFToken": session.cookies.get("csrftoken", ""), "Referer": self.root + "/"}

    def _call(self, name: str, method: str, path: str, payload: dict | None = None) -> dict:
        session = self.sessions.get(name) or self.login(name)
        answer = session.request(method, self.root + path, json=payload, headers=self._headers(session))
        if answer.status_code != 200:
            raise RuntimeError(f"{method} {path} as {name}: HTTP {answer.status_code} {answer.text[:300]}")
        return answer.json() if answer.text else {}

    def _post(self, name: str, path: str, text: str) -> dict:
        wait = self.posted.get(name, 0) + _FLOOD_SECONDS - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        data = self._call(name, "POST", path, {"post": text})
        self.posted[name] = time.monotonic()
        return data

    def new_topic(self, name: str, title: str, text: str) -> int:
        data = self._call(name, "POST", "/api/threads/", {"category": self.category, "title": title,
                                                         "post": text})
        self.posted[name] = time.monotonic()
        self.thread = data["id"]
        self.topic = self.root + data["url"]
        page = self.sessions[name].get(self.topic).text
        return int(re.search(r'<li id="post-(\d+)"', page).group(1))

    def reply(self, name: str, text: str) -> int:
        return self._post(name, f"/api/threads/{self.thread}/posts/", text)["id"]

    def edit(self, name: str, post: int, text: str) -> None:
        self._call(name, "PUT", f"/api/threads/{self.thread}/posts/{post}/", {"post": text})

    def delete(self, name: str, post: int) -> None:
        self._call(name, "DELETE", f"/api/threads/{self.thread}/posts/{post}/")

    def move_dates(self, created: dict[int, datetime], edited: dict[int, datetime]) -> None:
        self.django("shell", stdin=DATES.format(created=iso_moments(created), edited=iso_moments(edited)))

    def permalink(self, post: int) -> str:
        """The board's own link to a post: it redirects to the page holding the post."""
        return f"{self.topic}post/{post}/"


def main() -> None:
    board = MisagoBoard(Path(tempfile.mkdtemp(prefix="misago-board-")), members(NICKNAMES))
    post_by_hand(board, "Misago", MARKUP, NICKNAMES)


if __name__ == "__main__":
    main()
