"""Issue 24: the errors raised beyond the pre-flight — a board's saved page read with the wrong
engine or selectors, a date that cannot be read, a broken ruleset check, a simulation's options,
a broken template of the GM's — reach an Italian or a French GM in the game's language, with no
English word (the detector of tests/test_gm_language.py) and no traceback. Each case is a bad
input made here from the example games, and the part of its message the GM must read."""
from __future__ import annotations

import inspect
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT
from tests.test_gm_language import _english, _own_words

LANGUAGES = {"licantropi": "it", "thiercelieux": "fr"}
PAGE = "page.html"
# A post of a board the generic adapter reads with the selectors below.
POST = ('<html><body><div class="m" id="p1"><span class="a">Aldo</span><span class="t">{time}</span>'
        '<div class="b">voto Bice</div></div></body></html>')
GENERIC = '\n[forum.generic]\npost = "div.m"\nauthor = ".a"\ntime = ".t"\nbody = ".b"\n'


@dataclass(frozen=True)
class Site:
    id: str
    command: Callable[[Path], list[str]]      # the command line, given the broken folder
    prepare: Callable[[Path], None]           # breaks the copied game folder
    said: dict[str, str | tuple[str, ...]]     # language -> a part of the message (or one of several)
    codes: tuple[int, ...] = (1, 2)           # a warning alone leaves `check` successful


def _append(name: str, text: str) -> Callable[[Path], None]:
    def prepare(game: Path) -> None:
        path = game / name
        path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")
    return prepare


def _after(name: str, header: str, line: str) -> Callable[[Path], None]:
    def prepare(game: Path) -> None:
        path = game / name
        text = path.read_text(encoding="utf-8")
        assert f"\n{header}\n" in text
        path.write_text(text.replace(f"\n{header}\n", f"\n{header}\n{line}\n", 1), encoding="utf-8")
    return prepare


def _board(engine: str, page: str, generic: str = "") -> Callable[[Path], None]:
    """game.toml reads a board of `engine`; the saved page beside it holds `page`."""
    def prepare(game: Path) -> None:
        path = game / "game.toml"
        text = path.read_text(encoding="utf-8")
        assert "[forum]" not in text     # the examples name no board: this one is the test's
        text += f'\n[forum]\nengine = "{engine}"\nthread = "https://board.example/t/giorno-2/9/"\n{generic}'
        path.write_text(text, encoding="utf-8")
        (game / PAGE).write_text(page, encoding="utf-8")
    return prepare


def _tally(game: Path) -> list[str]:
    return ["tally", "2", "--game", str(game), "--html", str(game / PAGE)]


def _check(game: Path) -> list[str]:
    return ["check", "--game", str(game)]


def _own(template: str, text: str) -> Callable[[Path], None]:
    """The game's own copy of a template, written `text`."""
    def prepare(game: Path) -> None:
        own = game / "templates" / template
        own.parent.mkdir(parents=True, exist_ok=True)
        own.write_text(text, encoding="utf-8")
    return prepare


# A line of a night's log the order reader cannot read, sent by the game's Veggente / Voyante
# (the reader's own problems, quoted in "Merlina wrote …: …", issue 24).
SEERS = {"licantropi": ("Merlina", "2026-11-02 22:20"), "thiercelieux": ("Amandine", "2026-11-29 21:30")}


def _order(lines: dict[str, str]) -> Callable[[Path], None]:
    def prepare(game: Path) -> None:
        seer, at = SEERS[game.name]
        _append("nights/1.txt", f"\n## {seer} @ {at}\n{lines[game.name]}\n")(game)
    return prepare


ORDER_SITES = [
    # Two players for a power of one: asked (the order on each), in the game's language.
    Site("order-count", _check, _order({"licantropi": "indago Spiritella e Ululone",
                                        "thiercelieux": "Je regarde Baptiste et Dorian."}),
         {"it": "si può leggere in più modi", "fr": "peut se lire de plusieurs façons"}),
    Site("order-keyword", _check, _order({"licantropi": "indgo Spiritella", "thiercelieux": "Je regrde Baptiste."}),
         {"it": "«indgo» non è una parola chiave di un potere\n  → forse indago? (forma canonica: `indago <giocatore>`)",
          "fr": "«\u00a0regrde\u00a0» n’est le mot-clé d’aucun pouvoir\n"
                "  → vouliez-vous dire regarde\u202f? (forme canonique\u00a0: `regarde <joueur>`)"}),
    Site("order-unknown-name", _check, _order({"licantropi": "indago Zorbax", "thiercelieux": "Je regarde Zorglub."}),
         {"it": "nessun giocatore si chiama «Zorbax»", "fr": "aucun joueur ne s’appelle «\u00a0Zorglub\u00a0»"}),
    Site("order-bare", _check, _order({"licantropi": "indago", "thiercelieux": "Je regarde"}),
         {"it": "indago senza un giocatore", "fr": "regarde sans un joueur"}),
    Site("order-two-problems", _check,
         _order({"licantropi": "indago Spiritella e Ululone, e indago Zorbax",
                 "thiercelieux": "Je regarde Baptiste et Dorian, et je regarde Zorglub."}),
         {"it": "Spiritella, Ululone; nessun giocatore si chiama",
          "fr": "Baptiste, Dorian\u202f; aucun joueur ne s’appelle"}),
]

SITES = [*ORDER_SITES,
    Site("generic-time-format", _tally,
         _board("generic", POST.format(time="ieri sera"), GENERIC + 'time_format = "%d/%m/%Y %H:%M"\n'),
         {"it": "non corrisponde a time_format", "fr": "ne correspond pas à time_format"}),
    Site("generic-date", _tally, _board("generic", POST.format(time="boh"), GENERIC),
         {"it": "impossibile leggere la data di un messaggio", "fr": "impossible de lire la date d’un message"}),
    Site("generic-page-number", _tally,
         _board("generic", POST.format(time="2026-10-03T16:10:08+00:00")
                .replace("</body>", '<span class="pn">-</span></body>'),
                GENERIC + 'time_attribute = ""\npage_number = "span.pn"\n'),
         {"it": "page_number non contiene nessun numero", "fr": "page_number ne contient aucun nombre"}),
    Site("misago-page", _tally, _board("misago", POST.format(time="x").replace(
        "<body>", "<body><script>window.misago_csrf = 1</script>")),
         {"it": "questa è una pagina Misago", "fr": "c’est une page Misago"}),
    Site("discourse-json", _tally, _board("discourse", '{ "post_stream": nope }'),
         {"it": "la risposta di Discourse non è JSON", "fr": "la réponse de Discourse n’est pas du JSON"}),
    Site("xenforo1", _tally, _board("xenforo", '<html id="XenForo"><body><li id="post-1" class="message">'
                                               'voto Bice</li></body></html>'),
         {"it": "questa pagina viene da XenForo 1", "fr": "cette page vient de XenForo 1"}),
    Site("public-key", _check, _after("roles.toml", "[public]", 'risposte = "mai"'),
         {"it": "chiave «risposte» sconosciuta", "fr": "clé «\u00a0risposte\u00a0» inconnue"}),
    Site("loop-only", _check, _append("roles.toml", '\n[[counter]]\nid = "sigilli"\n'),
         {"it": "appartiene a un ciclo dichiarato", "fr": "appartient à un cycle déclaré"}),
    Site("template", lambda game: ["status", "--game", str(game)], _own("status.txt.j2", "{% if %}\n"),
         {"it": "errore di sintassi nel modello", "fr": "erreur de syntaxe dans le modèle"}),
    Site("preview-phase", lambda game: ["preview", "boh", "--game", str(game)], lambda game: None,
         {"it": "«boh» non è una fase", "fr": "«\u00a0boh\u00a0» n’est pas une phase"}),
    Site("bbcode-template", _check, _own("night/thread.bbcode.j2", "[b]{{ 1 }}\n"),
         {"it": "[b] è aperto e mai chiuso", "fr": "[b] est ouvert et jamais fermé"}),
    Site("simulate-toml", lambda game: ["simulate", "--ruleset", str(game / "roles.toml"), "--games", "1"],
         _append("roles.toml", "\n[oops\n"),
         {"it": "roles.toml:", "fr": "roles.toml:"}),
    Site("balance-players", lambda game: ["balance", "--ruleset", str(game / "roles.toml"), "--players", "molti"],
         lambda game: None, {"it": "non è un numero di giocatori", "fr": "n’est ni un nombre de joueurs"}),
]


def _write(name: str, text: str) -> Callable[[Path], None]:
    def prepare(game: Path) -> None:
        (game / name).write_text(text, encoding="utf-8")
    return prepare


def _drop(name: str) -> Callable[[Path], None]:
    return lambda game: (game / name).unlink()


SITES += [
    Site("override-waits", _check, _write("nights/9.overrides.toml", ""),
         {"it": "la notte 9 non è ancora stata giocata", "fr": "la nuit 9 n’est pas encore jouée"}, (0,)),
    # (A game already over says instead that the file comes after its end.)
    Site("day-waits", _check, _write("days/9.toml", ""),
         {"it": ("il giorno 9 non è ancora stato giocato", "questo file viene dopo la fine"),
          "fr": ("le jour 9 n’est pas encore joué", "ce fichier vient après la fin")}, (0,)),
    Site("stray-template", _check, _own("thred.bbcode.j2", "x\n"),
         {"it": "nessun comando usa questo modello", "fr": "aucune commande n’utilise ce modèle"}, (0,)),
    Site("night-missing", _check, _drop("nights/2.txt"),
         {"it": "manca il registro della notte", "fr": "journal de la nuit manquant"}),
    Site("no-sentence", lambda game: ["status", "--game", str(game)],
         _own("status.txt.j2", '{{ t("dawn.boh") }}\n'),
         {"it": "nessuna frase «dawn.boh» nel catalogo", "fr": "aucune phrase «\u00a0dawn.boh\u00a0» dans le catalogue"}),
    Site("no-players", lambda game: ["new", str(game / "nuova"), "--roles", str(game / "roles.toml"),
                                     "--players", str(game / "vuoto.txt")],
         _write("vuoto.txt", "# Aldo\n\n"), {"it": "nessun giocatore", "fr": "aucun joueur"}),
]

# Bad inputs the pre-flight check answers before a later check could: a `[corrections]` of
# days/N.toml that is not a table (lupus_mod.tally.request) and a composition table that is not a
# number of players (lupus_mod.lifecycle.composition) — docs/languages.md.
SITES += [
    Site("corrections-table", lambda game: ["tally", "2", "--game", str(game)],
         lambda game: _write("days/2.toml", 'corrections = "85"\n' + (game / "days/2.toml").read_text("utf-8"))(game),
         {"it": "corrections dev'essere una tabella, non '85'", "fr": "corrections doit être une table, pas '85'"}),
    Site("composition-remove", _check, lambda game: _removes_twice(game),
         {"it": "[composition] remove toglie oste più volte di quante il regolamento ne abbia",
          "fr": "[composition] remove retire voyante plus souvent que les règles ne l’ont"}),
    Site("composition-table", _check, _append("roles.toml", "\n[composition.table.pochi]\ncontadino = 1\n"),
         {"it": "[composition.table.pochi] dev'essere un numero di giocatori",
          "fr": "[composition.table.pochi] doit être un nombre de joueurs"}),
]


def _removes_twice(game: Path) -> None:
    """[composition] remove takes a role the ruleset deals once away twice."""
    role = {"licantropi": "oste", "thiercelieux": "voyante"}[game.name]
    path = game / "roles.toml"
    text = path.read_text(encoding="utf-8")
    assert "\nremove = [" in text
    path.write_text(text.replace("\nremove = [", f'\nremove = ["{role}", "{role}", ', 1), encoding="utf-8")


def _game(name: str, tmp_path: Path) -> Path:
    game = tmp_path / name
    shutil.copytree(ROOT / "games" / name, game, ignore=shutil.ignore_patterns("out", ".cache"))
    return game


@pytest.mark.parametrize("name", sorted(LANGUAGES))
@pytest.mark.parametrize("site", SITES, ids=[s.id for s in SITES])
def test_a_late_error_speaks_the_games_language(site: Site, name: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = _game(name, tmp_path)
    site.prepare(game)
    result = CliRunner().invoke(app, site.command(game))
    shown = result.output.replace(str(game), "")
    assert result.exit_code in site.codes and "Traceback" not in shown, shown
    said = site.said[LANGUAGES[name]]
    assert any(words in shown for words in (said if isinstance(said, tuple) else (said,))), shown
    assert not _english(shown, _own_words(game)), shown


_SYNTAX = re.compile(r"[\w/-]+\.(?:toml|txt|bbcode|md|html)\b|--?[\w-]+|<[^>\n]*>|\{[^}\n]*\}|\b[A-Z][A-Z_]+\b")


@pytest.mark.parametrize("name", sorted(LANGUAGES))
def test_every_help_in_a_game_folder_speaks_its_language(name: str, tmp_path: Path, monkeypatch,
                                                         capsys) -> None:
    """`lupus-mod --help` and each command's, run inside an Italian or a French game folder."""
    from lupus_mod.cli import COMMANDS, run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = _game(name, tmp_path)
    monkeypatch.chdir(game)
    callbacks = {c.name or c.callback.__name__.replace("_", "-"): c.callback for c in app.registered_commands}
    for command in ([], *([c] for c in sorted(COMMANDS))):
        assert run([*command, "--help"]) == 0, command
        shown = capsys.readouterr().out
        # The command line's own syntax is no English: file and option names, metavars, types,
        # arguments.
        own = set(inspect.signature(callbacks[command[0]]).parameters) if command else set()
        assert "lupus-mod" in shown and not _english(_SYNTAX.sub("", shown), own), (command, shown)
        assert "Usage" not in shown and {"it": "Uso:", "fr": "Utilisation"}[LANGUAGES[name]] in shown


@pytest.mark.parametrize("name", sorted(LANGUAGES))
def test_the_rulesets_table_speaks_the_folders_language(name: str, tmp_path: Path, monkeypatch,
                                                        capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    monkeypatch.chdir(_game(name, tmp_path))
    assert run(["rulesets"]) == 0
    shown = capsys.readouterr().out
    said = {"it": "ruoli, 0 oggetti", "fr": "rôles, 0 objets"}[LANGUAGES[name]]
    assert said in shown and "Lupus semplice" in shown, shown
    names = " ".join(line.split("(")[0] for line in shown.splitlines())   # the rulesets' own
    assert not _english(shown, set(names.split())), shown


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_tune_help_shows_its_table_name(language: str, monkeypatch, capsys) -> None:
    """Typer's help renderer reads "[tune]" as markup: the help must keep "[[tune]]"."""
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    assert run(["balance", "--help"]) == 0
    shown = capsys.readouterr().out
    line = next(line for line in shown.splitlines() if "--tune" in line)
    assert "[[tune]]" in line and "[]" not in line, line


@pytest.mark.parametrize("language,said", [("it", "dichiara le sue fasi (Giorno, Sera, Notte), non notti e giorni"),
                                           ("fr", "déclarent leurs propres phases (Giorno, Sera, Notte)")])
def test_night_on_a_declared_loop_speaks_the_gms_language(language: str, said: str, tmp_path: Path,
                                                          monkeypatch) -> None:
    """The only example with a declared loop is Italian: the French GM is chosen by LUPUS_MOD_LANGUAGE."""
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    game = _game("acchiappastreghe", tmp_path)
    result = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    shown = result.output.replace(str(game), "")
    assert result.exit_code == 1 and said in shown, shown
    assert not _english(shown, _own_words(game)), shown


@dataclass(frozen=True)
class Spoken:
    """A bad input of an Italian example game, read by its Italian GM and by a French GM
    (LUPUS_MOD_LANGUAGE=fr): the declared loop and the settings a night needs exist in
    Italian examples only."""
    id: str
    game: str
    command: Callable[[Path], list[str]]
    prepare: Callable[[Path], None]
    said: dict[str, str]
    codes: tuple[int, ...] = (1,)


def _without(name: str, start: str) -> Callable[[Path], None]:
    """`name` without its first line that starts with `start`."""
    def prepare(game: Path) -> None:
        path = game / name
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        line = next(n for n, text in enumerate(lines) if text.startswith(start))
        path.write_text("".join(lines[:line] + lines[line + 1:]), encoding="utf-8")
    return prepare


def _all(*steps: Callable[[Path], None]) -> Callable[[Path], None]:
    def prepare(game: Path) -> None:
        for step in steps:
            step(game)
    return prepare


def _round(*more: str) -> Callable[[Path], list[str]]:
    return lambda game: ["round", *more, "--game", str(game)]


# The empty PM logs of rounds 3 and 4 of Acchiappastreghe, which ended on day 2.
_AFTER_END = _all(_write("nights/3.txt", ""), _write("nights/4.txt", ""))

SPOKEN = [
    # An edited roles.toml the recorded night no longer fits: the Lupi's first night meeting
    # lost the setting that says whom they meet (lupus_mod.play.replay, applying_rules).
    Spoken("unresolved", "licantropi", lambda game: ["night", "1", "--game", str(game)],
           _without("roles.toml", 'among = "conta:LUPO"'),
           {"it": "la notte 1 non può essere risolta con questo regolamento: manca l'impostazione among",
            "fr": "la nuit 1 ne peut pas être résolue avec ces règles\u00a0: il manque le réglage among"}),
    Spoken("round-after-the-end", "acchiappastreghe", _round("3"), _AFTER_END,
           {"it": "la partita è finita con la giornata 2 (PARTITA FINITA): la giornata 3 non si gioca",
            "fr": "la partie s’est terminée à la journée 2 (PARTIE TERMINÉE)\u00a0: "
                  "la journée 3 ne se joue pas"}),
    # Forced, round 4 replays round 3 as over: the engine's own refusal of a turn after the end
    # (lupus_mod.engine.loop.run) is never reached, lupus_mod.play.turns says it first.
    Spoken("turn-after-the-end", "acchiappastreghe", _round("4", "--force"), _AFTER_END,
           {"it": "la partita è finita nella giornata 2 (",
            "fr": "la partie s’est terminée lors de la giornata 2 ("}),
    Spoken("moment-unknown", "acchiappastreghe", _check,
           _all(_without("days/1.toml", "sera = "), _without("game.toml", "powers_deadline")),
           {"it": "il momento «sera» non è noto\n  → scrivi sera = \"AAAA-MM-GG HH:MM\" in cima a days/1.toml",
            "fr": "le moment «\u00a0sera\u00a0» n’est pas connu\n"
                  "  → écrivez sera = \"AAAA-MM-JJ HH:MM\" en tête de days/1.toml"}),
    Spoken("moment-guessed", "acchiappastreghe", _check, _without("days/1.toml", "sera = "),
           {"it": "il momento «sera» è solo stimato (2026-11-02 21:00, stimato da [schedule] powers_deadline)",
            "fr": "le moment «\u00a0sera\u00a0» est seulement estimé (2026-11-02 21:00, estimé d’après "
                  "[schedule] powers_deadline)"}),
    Spoken("moments-differ", "acchiappastreghe", _check,
           lambda game: _write("nights/1.txt", "# deadline: 2026-11-02 20:30\n"
                               + (game / "nights/1.txt").read_text(encoding="utf-8"))(game),
           {"it": "e la riga `# deadline:` di nights/1.txt non coincidono",
            "fr": "et la ligne `# deadline:` de nights/1.txt ne concordent pas"}),
    Spoken("no-proposal", "acchiappastreghe", lambda game: ["tally", "2", "--proposal", "--game", str(game)],
           lambda game: None,
           {"it": "days/2.toml: nessuna proposta aspetta il suo voto",
            "fr": "days/2.toml: aucune proposition n’attend son vote"}),
]


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize("case", SPOKEN, ids=[c.id for c in SPOKEN])
def test_a_late_error_speaks_the_gms_language(case: Spoken, language: str, tmp_path: Path, monkeypatch) -> None:
    if language == "it":
        monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)   # the game's own language
    else:
        monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    game = _game(case.game, tmp_path)
    case.prepare(game)
    result = CliRunner().invoke(app, case.command(game))
    shown = result.output.replace(str(game), "")
    assert result.exit_code in case.codes and "Traceback" not in shown, shown
    assert case.said[language] in shown, shown
    assert not _english(shown, _own_words(game)), shown


@pytest.mark.parametrize("name", sorted(LANGUAGES))
def test_a_usage_error_speaks_the_language_of_the_ruleset_named(name: str, tmp_path: Path, monkeypatch,
                                                                 capsys) -> None:
    """`balance --ruleset path/roles.toml` outside any game folder: the roles.toml's language."""
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = _game(name, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert run(["balance", "--ruleset", str(game / "roles.toml")]) != 0
    shown = capsys.readouterr().err
    said = {"it": "manca --players", "fr": "il manque --players"}[LANGUAGES[name]]
    assert said in shown and not _english(_SYNTAX.sub("", shown), set()), shown
