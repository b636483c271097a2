"""Views: Jinja2 templates turn events and counts into BBCode and Markdown text.

A GM overrides any template by putting a file with the same name in the game folder's
`templates/` directory; otherwise the shipped one, shared by every language (its words are the
language's catalog, `templates/<language>/labels.toml`).
"""
from __future__ import annotations

import functools
import re
from importlib.resources import files
from pathlib import Path
from typing import Any, Callable, Mapping

import jinja2
import jinja2.runtime

from lupus_mod.cache import snapshots
from lupus_mod.cache.places import cache_dir, read_entry, write_entry
from lupus_mod.engine.state import kind_fields, said as said_of
from lupus_mod.errors import LupusError
from lupus_mod.text.folding import spelled
from lupus_mod.messages import say
from lupus_mod.words.sentences import Sentences, gender_of


# A zero-width space after every bracket: no board's BBCode parser reads "[\u200burl]" as a
# tag (phpBB, SMF, Invision, ForumFree, vBulletin and XenForo all need the tag name right after
# the bracket), and every board shows it as "[". [noparse] alone is not enough: a name holding
# "[/noparse]" would close it. The look-alikes that Unicode normalisation turns into "[" (the
# fullwidth and the presentation-form brackets) are broken the same way. docs/forums.md.
# The boards also turn a bare "scheme://" or "www." address into a link: those are broken too.
BREAK = "\u200b"
_BROKEN = {"[": "[" + BREAK, "\uff3b": "\uff3b" + BREAK, "\ufe47": "\ufe47" + BREAK,
           "://": ":" + BREAK + "//", "www.": "www" + BREAK + "."}
_BREAKABLE = re.compile("|".join(re.escape(k) for k in _BROKEN), re.IGNORECASE)


def bbcode_escape(value: object) -> str:
    """Keep a player-chosen text from being read as BBCode markup or as a link."""
    return _BREAKABLE.sub(lambda m: _BROKEN.get(m.group(0), m.group(0)[:3] + BREAK + "."), str(value))


_MARKUP = re.compile(r"\[/?(?:b|i|u|s|quote|spoiler|noparse)(?:=[^\]]*)?\]")


def plain(value: object) -> str:
    """A BBCode text without its markup (a private reply quoted in the GM log)."""
    return _MARKUP.sub("", str(value))


def shipped_templates() -> Path:
    """The templates installed with the package, or the repository's templates/ when the
    package is imported from a source checkout (where lupus_mod.templates is not mapped).

    A checkout's code reads its own checkout's templates, even where an editable install of
    another checkout maps lupus_mod.templates (a git worktree of the same repository)."""
    checkout = Path(__file__).resolve().parents[2]      # lupus_mod/words/render.py
    if (checkout / "pyproject.toml").is_file() and (checkout / "templates").is_dir():
        return checkout / "templates"
    try:
        return Path(str(files("lupus_mod.templates")))
    except ModuleNotFoundError:
        return checkout / "templates"


def languages() -> list[str]:
    """The languages with a catalog: every folder of the shipped templates holding a labels.toml."""
    return sorted(p.name for p in shipped_templates().iterdir() if (p / "labels.toml").is_file())


# Shipped folders that hold no template of a game's posts: the catalogs and the HTML pages.
_NOT_POSTS = {"html", "__pycache__"}


def template_files() -> dict[str, Path]:
    """Every shipped template a game in `language` renders with, by the name a game folder
    overrides it with (`night/thread.bbcode.j2`): the templates shared by every language (a
    language folder holds only its catalog, tests/test_templates_fr.py)."""
    root = shipped_templates()
    skipped = _NOT_POSTS | set(languages())
    found = {path.relative_to(root).as_posix(): path for path in sorted(root.rglob("*.j2"))
             if path.relative_to(root).parts[0] not in skipped}
    return dict(sorted(found.items()))


class _CompiledTemplates(jinja2.BytecodeCache):
    """Compiled templates kept between runs (lupus_mod.cache.places). Jinja2 finds an entry by the
    template's name and file and uses it only if the source's checksum is unchanged, so an edited
    template is compiled again; the Jinja2 version is part of the key."""

    def __init__(self) -> None:
        self.directory = cache_dir("templates")

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return super().get_cache_key(f"{jinja2.__version__}|{name}", filename)

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = read_entry(self.directory / bucket.key)
        if data is not None:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        write_entry(self.directory / bucket.key, bucket.bytecode_to_string())


_DICT_NAMES = frozenset(dir(dict))


class _Environment(jinja2.Environment):
    """Jinja2's environment, reading `x.key` of a plain dict straight as `x["key"]`. Jinja2
    looks for an attribute first and for the key only after the failed attribute lookup has
    raised an exception: with the templates' contexts made of dicts, that exception was most
    of the time of rendering a tally. The result is the same: a plain dict has no attribute
    but the names of `dict`, which are looked up as before."""

    def getattr(self, obj: object, attribute: str) -> object:
        if type(obj) is dict and attribute not in _DICT_NAMES:
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)


_BUILTIN = type(len)   # `dict.get` of a given dict, `len`, …
_FUNCTION = type(lambda: None)
_MACRO = jinja2.runtime.Macro


class _Context(jinja2.runtime.Context):
    """Jinja2's context, calling a built-in function (`FATES.get(...)`), a macro or a plain
    function without a marker (`t(...)`) straight: Jinja2 first looks, on the callable and on
    its `__call__`, for the markers by which a function asks for the context, which a built-in
    or a macro cannot carry (a tally's audit makes some 90,000 calls)."""

    def call(__self, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 (Jinja2's names)
        kind = type(__obj)
        if kind is not _BUILTIN and kind is not _MACRO and (
                kind is not _FUNCTION or hasattr(__obj, "jinja_pass_arg")):
            return super().call(__obj, *args, **kwargs)
        kwargs.pop("_block_vars", None)
        kwargs.pop("_loop_vars", None)
        try:
            return __obj(*args, **kwargs)
        except StopIteration:
            return __self.environment.undefined("value was undefined because a callable raised a "
                                                "StopIteration exception")


def labels(language: str, game_dir: Path | None = None) -> dict[str, dict[str, str]]:
    """The words of the language for every id the engine uses (causes, reasons, events, …):
    templates/<language>/labels.toml, completed by the game folder's templates/labels.toml.
    One file per language, read by every template, so that no id is ever printed
    (docs/languages.md)."""
    own = (game_dir / "templates" / "labels.toml") if game_dir is not None else None
    return {k: dict(v) for k, v in _kept_labels(shipped_templates() / language / "labels.toml", own).items()
            if k != SENTENCE}


def sentences(language: str, game_dir: Path | None = None) -> Sentences:
    """The sentences of the language (labels.toml's `[sentence.*]` tables, completed by the game
    folder's own): what every shared template says (lupus_mod.words.sentences, docs/languages.md)."""
    own = (game_dir / "templates" / "labels.toml") if game_dir is not None else None
    table = _kept_labels(shipped_templates() / language / "labels.toml", own).get(SENTENCE, {})
    return Sentences(table, f"templates/{language}/labels.toml")


# The top-level table of the catalog's sentences (`[sentence.night]`, …), apart from the words.
SENTENCE = "sentence"
_LABELS: dict[bytes, dict[str, dict[str, str]]] = {}


def _kept_labels(shipped: Path, own: Path | None) -> dict[str, dict[str, str]]:
    """The merged table, parsed once: kept (in this run and in the replay's cache) under a key of
    both files' bytes and the program's code, so a changed word is read again."""
    key = snapshots.chain(snapshots.code_fingerprint(), b"labels", snapshots.file_bytes(shipped),
                          snapshots.file_bytes(own) if own is not None else b"-")
    if key not in _LABELS:
        _LABELS[key] = snapshots.kept(key, dict, lambda: _merged_labels(shipped, own))
    return _LABELS[key]


def _merged_labels(shipped: Path, own: Path | None) -> dict[str, dict[str, str]]:
    merged = {k: dict(v) for k, v in _toml(shipped).items()}
    for section, words in (_toml(own) if own is not None else {}).items():
        if section == SENTENCE:
            # A game changes one sentence of a family, not the family.
            for family, said in words.items():
                merged.setdefault(SENTENCE, {}).setdefault(family, {}).update(said)
        else:
            merged.setdefault(section, {}).update(words)
    return merged


def _toml(path: Path) -> dict[str, Any]:
    import tomllib   # here: labels read back from the cache need no parser
    # utf-8-sig: the GM's own labels.toml may start with a BOM (checked at load, lupus_mod.inputs.labels).
    return tomllib.loads(path.read_text(encoding="utf-8-sig")) if path.exists() else {}


def word(table: Mapping[str, Mapping[str, str]], section: str, key: Any) -> str:
    """The word for `key` in `section`; an id without a word is shown with spaces for its
    hyphens (tests/test_no_ids.py keeps the shipped games free of those)."""
    text = str(key)
    return table.get(section, {}).get(text, text.replace("-", " "))


def _word_or_refusal(table: Mapping[str, Mapping[str, str]], said: Any, section: str, key: Any) -> str:
    """`word`, and for a reason without one a refusal's sentence: a day power's refusal
    (`self-condemned`) is worded once, with the night's refusals ([sentence.refusal])."""
    if section == "reason" and str(key) not in table.get("reason", {}) \
            and str(key) in said.table.get("refusal", {}):
        return said.say(f"refusal.{key}", {})
    return word(table, section, key)


# A catalog wording's fields: `{target}` in `[message]` of labels.toml (docs/own-ruleset.md).
_FIELD = re.compile(r"\{([A-Za-z_]+)\}")


def catalog_fields(text: str) -> list[str]:
    """The `{field}` names a catalog wording uses, in order."""
    return _FIELD.findall(text)


def _shown_value(value: object, ruleset: Any) -> str:
    """A data value of a message in a catalog wording: a role or an item by its name, a list
    joined, every value escaped as a player's text is."""
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown_value(v, ruleset) for v in value)
    text = str(value)
    if ruleset is not None and ruleset.has_role(text):
        return bbcode_escape(ruleset.role(text).name)
    if ruleset is not None and ruleset.has_item(text):
        return bbcode_escape(ruleset.item(text).name)
    return bbcode_escape(text)


def told(table: Mapping[str, Mapping[str, str]], message: str, data: Mapping[str, Any],
         ruleset: Any = None) -> str | None:
    """The catalog's wording of `message` (`[message]` of labels.toml, the game's own first)
    with its `{field}`s filled from the message's data; None when the catalog has none. A field
    the message does not carry stays as written, for the GM to see in the preview (`check`
    refuses a field that no message carries)."""
    wording = table.get("message", {}).get(message)
    if wording is None:
        return None
    return _FIELD.sub(lambda m: _shown_value(data[m.group(1)], ruleset) if m.group(1) in data
                      else m.group(0), wording)


def _environment(language: str, game_dir: Path | None) -> jinja2.Environment:
    overrides = game_dir / "templates" if game_dir is not None else None
    return _cached_environment(language, str(overrides) if overrides and overrides.is_dir() else "")


@functools.lru_cache(maxsize=64)
def _cached_environment(language: str, overrides: str) -> jinja2.Environment:
    # One environment per language and override folder: its templates are compiled once per
    # run (the loaders still see a changed file, by its modification time). The shipped
    # templates are shared by every language; a language folder holds its catalog only.
    loaders: list[jinja2.BaseLoader] = []
    if overrides:
        loaders.append(jinja2.FileSystemLoader(overrides))
    loaders.append(jinja2.FileSystemLoader(str(shipped_templates())))
    env = _Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        bytecode_cache=_CompiledTemplates(),
    )
    env.context_class = _Context
    env.filters["bb"] = bbcode_escape
    env.filters["plain"] = plain
    env.filters["spelled"] = spelled
    env.filters["kind_fields"] = kind_fields
    env.filters["said"] = said_of
    # The game folder's own words live beside its templates (templates/labels.toml).
    table = labels(language, Path(overrides).parent if overrides else None)
    env.globals["words"] = table
    said = sentences(language, Path(overrides).parent if overrides else None)
    env.globals["say"] = lambda section, key: _word_or_refusal(table, said, section, key)
    env.globals["told"] = jinja2.pass_context(
        lambda context, message, data: told(table, message, data, context.get("ruleset")))
    env.globals["t"] = lambda message_id, /, **params: said.say(message_id, params)
    env.globals["form"] = lambda name, value, gender=None: said.form(name, value, gender_of(gender))
    env.globals["agree_word"] = lambda word, gender=None: said.agree(str(word), gender_of(gender))
    return env


def render(template: str, language: str, game_dir: Path | None = None, **context: object) -> str:
    """Render `template` (e.g. "night/thread.bbcode.j2") in `language` with `context`.

    A broken template (the GM's own, in the game folder's templates/) is an error naming it."""
    try:
        return compiled(template, language, game_dir).render(**context)
    except jinja2.TemplateSyntaxError as error:
        raise LupusError(say("system.template-syntax", detail=error.message), file=_shown(template, game_dir),
                         line=error.lineno, hint=say("system.template-syntax-hint")) from None
    except Exception as error:
        own = _shown(template, game_dir) != template
        if not own and not isinstance(error, jinja2.TemplateError):
            raise
        raise LupusError(say("system.template-render", detail=str(error)), file=_shown(template, game_dir),
                         line=_failing_line(error, _filename(template, language, game_dir)),
                         hint=say("system.template-render-hint" if own else "system.template-render-ours-hint",
                                  template=template)) from None


def _filename(template: str, language: str, game_dir: Path | None) -> str | None:
    try:
        return compiled(template, language, game_dir).filename
    except Exception:
        return None


def _failing_line(error: BaseException, filename: str | None) -> int | None:
    """The line of the template where rendering failed: the last frame of the traceback in the
    template's own file (Jinja maps its frames to the template's lines)."""
    line, tb = None, error.__traceback__
    while tb is not None:
        if filename and tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def compiled(template: str, language: str, game_dir: Path | None = None) -> jinja2.Template:
    """`template` as the game renders it (its own copy in templates/ first), compiled once."""
    return _environment(language, game_dir).get_template(template)


def macro(template: str, name: str, language: str, game_dir: Path | None = None,
          **context: object) -> Callable[..., str]:
    """The macro `name` of `template` in `language`, as a function: the words a template already
    gives (a tally's verdict on a vote, "tally/common.j2" `fate`) said the same way elsewhere."""
    module = compiled(template, language, game_dir).make_module(dict(context))
    found = getattr(module, name)
    return lambda *args: str(found(*args))


def _shown(template: str, game_dir: Path | None) -> str:
    own = game_dir is not None and (game_dir / "templates" / template).is_file()
    return f"templates/{template}" if own else template
