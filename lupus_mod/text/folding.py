"""When two spellings are one name: the one place the program folds text, in three strengths.

- `fold` — a typed word, as orders and votes read it: case and accents ignored ("Totò",
  "TOTO" and "toto" are one word). Lenient: players type names every which way.
- `account_key` — a forum nickname as the board tells accounts apart: Unicode normalisation
  (NFC), the apostrophe's variants (' ’ ʼ) and case only. Boards compare nicknames without
  case (phpBB's username_clean, Invision, SMF), so "zefiro" is Zefiro's account; but
  "Zéfiro", "Zefiro_", "Zefiro." and the fullwidth "Ｚｅｆｉｒｏ" are other accounts that
  anyone may register, so an author counts as a player only on this form (docs/tally.md).
- `name_key` — what a name looks like to a reader: invisible characters (zero-width,
  direction marks, terminal escapes), compatibility forms (NFKC: fullwidth letters), Latin/Cyrillic/Greek look-alike letters,
  digits drawn as letters (0 for o, 1 for l), accents, case, and whatever stands
  between the words (spaces, underscores, dots, apostrophes) all ignored. Two names of a
  game equal on this form are one name (refused at `new` and `check`); an author equal to a
  player on this form but not on `account_key` is a look-alike (the tally shows it).

And `printable`: a player's words as the GM may be shown them, without the control and format
characters a terminal would obey (an escape sequence, a bidirectional override).

Pure: nothing here reads a file or the clock.
"""
from __future__ import annotations

import re
import unicodedata

_ASCII_SPACES = re.compile(r"[ \t\r\n\f\v]+")
# The apostrophe as keyboards, phones and forums write it: ' ’ ‘ ʼ ʹ ′ ` ´.
_APOSTROPHES = str.maketrans(dict.fromkeys("’‘ʼʹ′`´", "'"))

# Letters of other scripts drawn like a Latin one: the Cyrillic and Greek capitals and small
# letters a nickname can be spelt with to pass for another (`Zefirо` with a Cyrillic о).
# Each pair of strings lines up letter by letter with its Latin reading.
_LOOK_ALIKES = (
    ("АВЕЅІЈКМНОРСТХУ", "ABESIJKMHOPCTXY"),        # Cyrillic capitals
    ("аеѕіјорсхуһԁԛԝ", "aesijopcxyhdqw"),          # Cyrillic small letters
    ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"),          # Greek capitals
    ("οικνρυχα", "oikvpuxa"),                      # Greek small letters
    ("ıɑɡ", "iag"),                                # Latin letters drawn like others
)
_TO_LATIN = str.maketrans({c: latin for script, latins in _LOOK_ALIKES
                           for c, latin in zip(script, latins, strict=True)})
# Digits drawn like letters in most fonts: `Tec1a` passes for Tecla, `Zefir0` for Zefiro. Only in
# `name_key` (no letter of another script to show spelled). Not the capital I for l: it would part
# "Ilaria" from "ilaria", one name.
_LIKE_LETTERS = str.maketrans({"0": "o", "1": "l"})
_WORD = re.compile(r"[^\W_]+")
# A CSI sequence (ESC [ or the C1 CSI, then its parameters and final byte), an OSC one (ESC ],
# up to BEL or ESC \\), else any C0 or C1 control character alone but the ASCII spaces (tab,
# line feed, \v, \f, \r), which part words as a space does for `account_key` too ("0\r0").
_ESCAPE = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|(?:\x1b\]|\x9d)[^\x07\x1b]*(?:\x07|\x1b\\)?"
                     r"|[\x00-\x08\x0e-\x1f\x7f-\x9f]")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")


def fold(text: str) -> str:
    """Lowercase without accents: "Palantír" and "PALANTIR" fold alike."""
    if text.isascii():   # most words: nothing to decompose, and casefold is lower
        return text.lower()
    return fold_unicode(text)


def fold_unicode(text: str) -> str:
    """`fold` of a text that is not ASCII."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def account_key(nickname: str) -> str:
    """The form two nicknames of one board account share (see the module's doc)."""
    text = unicodedata.normalize("NFC", nickname).translate(_APOSTROPHES)
    # Only the ASCII spaces a page's layout adds are spacing: a no-break space in a nickname
    # (`Aragorno `) is part of another account's name.
    return " ".join(_ASCII_SPACES.split(unicodedata.normalize("NFC", text.casefold()).strip(" \t\r\n\f\v")))


def name_key(name: str) -> str:
    """The form two names that look alike share (see the module's doc): its folded words,
    look-alike letters read as Latin ones."""
    # (ʼ is a letter to Unicode: as an apostrophe it must part words as ' does.) An invisible
    # character (zero-width space, direction mark) is dropped: "Ze\u200bfiro" looks like Zefiro.
    shown = _without_format(_without_escapes(name))
    text = unicodedata.normalize("NFKC", shown).translate(_APOSTROPHES).translate(_TO_LATIN).translate(_LIKE_LETTERS)
    return " ".join(_WORD.findall(fold(text.casefold()).translate(_TO_LATIN)))


def escapes_blanked(text: str) -> str:
    """`text` with each terminal escape sequence and control character as spaces, offsets kept:
    "se \x1b[31mCorvo\x1b[0m nn parla" reads "Corvo" between its colour codes, as a terminal
    draws it, while the typed words are still cut from the text as written."""
    return _ESCAPE.sub(lambda m: " " * len(m.group()), text) if _CONTROL.search(text) else text


def visible(text: str) -> str:
    """`text` as a reader sees it: without terminal escapes, control and format characters
    ("\x1b[1mFrodino\x1b[0m", "Gri\u200bma" are Frodino, Grima)."""
    return _without_format(_without_escapes(text))


def _without_escapes(text: str) -> str:
    """`text` without the terminal escape sequences and control characters in it: a terminal
    draws `Ginevra\x1b[31m` as "Ginevra" in red, so it looks like Ginevra (a look-alike)."""
    return _ESCAPE.sub("", text) if _CONTROL.search(text) else text


def _without_format(text: str) -> str:
    """`text` without its format characters (Unicode category Cf: zero-width, direction marks)."""
    return text if text.isascii() else "".join(c for c in text if unicodedata.category(c) != "Cf")


def printable(text: str, *, one_line: bool = False, controls: bool = False) -> str:
    """`text` without control or format characters (Unicode category C: escapes, C1 controls,
    bidirectional marks, zero-width characters), line breaks and tabs kept — as spaces when
    `one_line` (a quoted line of a PM). The terminal shows what is left as it stands
    (lupus_mod.text.terminal shields whatever else reaches it). With `controls`, the control
    characters are shown as their code points instead, as the terminal and the audit show a
    post's: "se ‹U+001B›[31mCorvo", never "se [31mCorvo", a sequence's remnant alone."""
    return "".join(_shown(c, one_line, controls) for c in text)


def _shown(char: str, one_line: bool, controls: bool) -> str:
    """One character as `printable` shows it."""
    if char in "\n\t":
        return " " if one_line else char
    category = unicodedata.category(char)
    if controls and category == "Cc":
        return f"‹U+{ord(char):04X}›"
    return "" if category.startswith("C") else char


def has_look_alikes(text: str) -> bool:
    """Whether `text` holds a letter of another script drawn like a Latin one (`Sauronе` with a
    Cyrillic е): what it is then shown `spelled`, or the GM would see the name he typed."""
    return not text.isascii() and text.translate(_TO_LATIN) != text


def spelled(text: str) -> str:
    """A nickname as a reader cannot mistake it: every character outside plain ASCII shown as
    its code point (`Grim‹U+0430›` for a Cyrillic а, `‹U+FF27›…` for fullwidth letters), so a
    look-alike account is seen for what it is in a public post."""
    return "".join(c if c.isascii() and c.isprintable() else f"‹U+{ord(c):04X}›" for c in text)
