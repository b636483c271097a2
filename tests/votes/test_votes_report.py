"""The tally post and audit in the game's language: dates as GMs write them, lists joined as a
sentence joins them, edited posts marked, talk listed with its reason (Italian and French)."""
from __future__ import annotations

from datetime import datetime

import pytest
from tests.votes.vote_helpers import ROME_SUMMER, at, post

from lupus_mod.words.render import render
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import public_context, template_context
from lupus_mod.votes.settings import read_settings

ALIVE = ("Zefiro", "Cassandra", "Hugo", "Anna", "Brunilde", "Totò")
ROSTER = Roster(alive=ALIVE)


def _texts(language: str, posts, closes: datetime, tie_break: str = "nobody") -> dict[str, str]:
    grammar = read_settings({}, language).grammar
    ctx = DayContext(day=3, alive=ALIVE, tie_break=tie_break, opens=at("09:00"), closes=closes)
    tally = count_votes(read_thread(posts, grammar, ROSTER), ctx)
    context = {**template_context(tally, ROME_SUMMER), "title": "", "gender": {"Anna": "f"}}
    texts = {name: render(f"tally/{name}.j2", language, None, **context) for name in ("tally-audit.md", "tally-table.txt")}
    # The post is rendered as `lupus-mod tally` renders it: with the public context.
    public = {**public_context(tally, tally, ROME_SUMMER), "title": "", "gender": {"Anna": "f"}}
    return {**texts, "tally.bbcode": render("tally/tally.bbcode.j2", language, None, **public)}


VOTE = {"it": "voto {}", "fr": "je vote {}"}
THREE_WAY = [("Anna", "Zefiro"), ("Brunilde", "Cassandra"), ("Totò", "Hugo")]


@pytest.mark.parametrize("language, tie, until", [
    ("it", "Parità tra Zefiro, Cassandra e Hugo: nessuno va al rogo.", "voti validi fino al 3 ottobre, ore 22:00"),
    ("fr", "Égalité entre Zefiro, Cassandra et Hugo\u00a0: personne n'est exécuté.",
     "votes valables jusqu'au 3 octobre à 22 h 00"),
])
def test_a_three_way_tie_and_the_close_read_as_the_language_writes_them(language, tie, until):
    posts = [post(n, who, f"1{n}:00", VOTE[language].format(whom)) for n, (who, whom) in enumerate(THREE_WAY, 1)]
    texts = _texts(language, posts, at("22:00"))
    for name in ("tally.bbcode", "tally-audit.md", "tally-table.txt"):
        assert tie in texts[name], name
    assert until in texts["tally.bbcode"] and until in texts["tally-table.txt"]
    assert "2026-10-03" not in texts["tally.bbcode"]


@pytest.mark.parametrize("language, day, written", [
    ("it", 8, "fino all'8 ottobre, ore 21:30"), ("it", 11, "fino all'11 ottobre, ore 21:30"),
    ("it", 1, "fino al 1° ottobre, ore 21:30"), ("fr", 1, "jusqu'au 1er octobre à 21 h 30"),
    ("fr", 12, "jusqu'au 12 octobre à 21 h 30"),
])
def test_the_close_date_in_each_language(language, day, written):
    closes = datetime(2026, 10, day, 21, 30, tzinfo=ROME_SUMMER)
    posts = [post(1, "Anna", "10:00", VOTE[language].format("Zefiro"))]
    posts = [p.__class__(**{**p.__dict__, "created": closes.replace(hour=10)}) for p in posts]
    assert written in _texts(language, posts, closes)["tally.bbcode"]


@pytest.mark.parametrize("language, mark", [("it", "contato; messaggio modificato alle 12:30"),
                                            ("fr", "compté\u00a0; message modifié à 12 h 30")])
def test_an_edited_post_that_counted_is_marked_in_the_audit(language, mark):
    posts = [post(1, "Anna", "12:00", VOTE[language].format("Zefiro"), edited="12:30")]
    assert mark in _texts(language, posts, at("22:00"))["tally-audit.md"]


@pytest.mark.parametrize("language, text, fate", [
    ("it", "Prima c'era scritto voto Hugo, l'ho letto io.", "parole d'altri, riferite o citate: non è un voto"),
    ("it", "Domani voto Hugo", "una condizione o un'ipotesi: non è un voto"),
    ("fr", "Il a écrit « je vote Hugo »", "propos d'un autre, rapportés ou cités\u00a0: pas un vote"),
    ("fr", "S'il ne parle pas demain, je vote Hugo", "une condition ou une hypothèse\u00a0: pas un vote"),
])
def test_talk_is_in_the_audit_with_its_reason_and_not_in_the_post(language, text, fate):
    texts = _texts(language, [post(1, "Anna", "12:00", text)], at("22:00"))
    assert fate in texts["tally-audit.md"]
    assert fate not in texts["tally.bbcode"]


# A bare question mark is a doubt now (issue 21), flagged and shown first in the audit with the
# line that settles it; a question with a question word is talk, listed in the audit only. The
# post the GM pastes says nothing of a doubt still open: the GM's question, no vote refused.
def test_a_doubt_is_flagged_first_in_the_audit_and_left_out_of_the_post():
    posts = [post(1, "Hugo", "11:00", "Pourquoi je vote Zefiro ?"),
             post(2, "Anna", "12:00", "Je vote Zefiro et Hugo ?")]
    texts = _texts("fr", posts, at("22:00"))
    audit = texts["tally-audit.md"]
    assert ("## Doutes à trancher (pas comptés tant que le meneur n'a pas décidé)\n\n"
            "- 12 h 00, [message 102](https://forum.example/p102), Anna\u00a0: «\u00a0Je vote Zefiro et Hugo ?\u00a0» — "
            "pour le trancher\u00a0: days/3.toml → [corrections] \"102\" = \"Zefiro\"") in audit
    assert audit.index("Doutes à trancher") < audit.index("## Résultat")
    assert "| je vote Zefiro | une question\u00a0: pas un vote |" in audit
    assert "doute" not in texts["tally.bbcode"] and "Votes non valables" not in texts["tally.bbcode"]
    assert "une question" not in texts["tally.bbcode"]


@pytest.mark.parametrize("language, text, line", [
    ("it", "Se Hugo non parla voto Hugo", "Anna: «Se Hugo non parla voto Hugo» - dubbio, un voto sotto condizione "
                                          "(il GM sa se si è avverata): non conta finché il GM non lo scioglie"),
    ("it", "voto Hugo se non parla", "Anna: «voto Hugo se non parla» - dubbio, un voto sotto condizione"),
    ("fr", "Si Hugo ne répond pas je vote Hugo", "Anna\u00a0: «\u00a0Si Hugo ne répond pas je vote Hugo\u00a0» — doute, "
                                                 "un vote sous condition (le meneur sait si elle s'est réalisée)"),
])
def test_a_vote_under_a_condition_is_a_doubt_that_says_so(language, text, line):
    """docs/tally.md, Doubts: the condition before the vote or after its name, one doubt, its
    reason in the GM's language; the post says nothing of it."""
    texts = _texts(language, [post(1, "Anna", "12:00", text)], at("22:00"))
    assert line in texts["tally-table.txt"]
    assert "condizione" not in texts["tally.bbcode"] and "condition" not in texts["tally.bbcode"]


@pytest.mark.parametrize("language, line", [
    ("it", "Anna: «voto Zefiro o forse Hugo» - dubbio: non conta finché il GM non lo scioglie - "
           "per scioglierlo: days/3.toml → [corrections] \"101\" = \"Zefiro\""),
    ("fr", "Anna\u00a0: «\u00a0je vote peut-être Hugo\u00a0» — doute\u00a0: pas compté tant que le meneur ne l'a pas "
           "tranché — pour le trancher\u00a0: days/3.toml → [corrections] \"101\" = \"Hugo\""),
])
def test_the_terminal_lists_doubts_first_with_the_line_that_settles_them(language, line):
    words = {"it": "voto Zefiro o forse Hugo", "fr": "je vote peut-être Hugo"}[language]
    posts = [post(1, "Anna", "12:00", words), post(2, "Hugo", "12:30", VOTE[language].format("Zefirro"))]
    table = _texts(language, posts, at("22:00"))["tally-table.txt"]
    assert line in table
    assert table.index(line) < table.index("Zefirro")


def test_control_characters_never_reach_the_terminal():
    table = _texts("it", [post(1, "Anna", "12:00", "voto \x1b[2J\x1b]0;x\x07Zefiro?")], at("22:00"))["tally-table.txt"]
    assert "\x1b" not in table and "\x07" not in table


def test_the_executed_agrees_with_her_gender_in_french():
    posts = [post(1, "Zefiro", "12:00", "je vote Anna"), post(2, "Hugo", "12:10", "je vote Totò"),
             post(3, "Totò", "12:20", "je vote Anna")]
    assert "[b]Anna[/b] est exécutée." in _texts("fr", posts, at("22:00"))["tally.bbcode"]


@pytest.mark.parametrize("language, text", [("it", "voto Zefiro o Hugo"), ("fr", "je vote Zefiro ou Hugo")])
def test_a_doubt_is_never_english_in_an_italian_or_french_game(language, text):
    texts = _texts(language, [post(1, "Anna", "12:00", text)], at("22:00"))
    for name, written in texts.items():
        assert "doubt" not in written.replace("[corrections]", ""), name

@pytest.mark.parametrize("language, said", [
    ("it", "Stesso minuto: decide l'ordine dei messaggi nel thread. Va al rogo chi ha ricevuto per primo "
           "il voto decisivo: Zefiro."),
    ("fr", "Même minute\u00a0: c'est l'ordre des messages dans le fil qui décide. Est exécuté qui a reçu le "
           "premier le vote décisif\u00a0: Zefiro."),
])
def test_a_first_decisive_tie_within_one_minute_says_thread_order_decided(language, said, tmp_path):
    """Issue 23: both decisive votes at 21:09 (boards print the minute): the post says that the
    order of the posts decided, not the times it shows."""
    posts = [post(1, "Anna", "21:09", VOTE[language].format("Zefiro")),
             post(2, "Brunilde", "21:09", VOTE[language].format("Cassandra"))]
    tally, context, table = _first_decisive(language, posts, tmp_path)
    assert context["by_thread_order"] and tally.burned == ("Zefiro",)
    assert said in table
    apart = [post(1, "Anna", "21:08", VOTE[language].format("Zefiro")), posts[1]]
    assert not _first_decisive(language, apart, tmp_path)[1]["by_thread_order"]


def _first_decisive(language: str, posts, tmp_path):
    """The first-decisive count of `posts`, its template context and its table as rendered."""
    import shutil
    from pathlib import Path
    ctx = DayContext(day=3, alive=ALIVE, tie_break="first-decisive", opens=at("09:00"), closes=at("22:00"))
    tally = count_votes(read_thread(posts, read_settings({}, language).grammar, ROSTER), ctx)
    context = {**template_context(tally, ROME_SUMMER), "title": "", "gender": {"Anna": "f"}}
    # This checkout's templates (an editable install may map the package's templates elsewhere).
    shutil.copytree(Path(__file__).resolve().parents[2] / "templates" / "tally",
                    tmp_path / "templates" / "tally", dirs_exist_ok=True)
    return tally, context, render("tally/tally-table.txt.j2", language, tmp_path, **context)


@pytest.mark.parametrize("language, said", [
    ("it", "Un solo voto, spostato da Zefiro a Cassandra, ha creato la parità: Zefiro aveva già quei voti, "
           "Cassandra ha ricevuto lì il voto decisivo. Va al rogo chi ha ricevuto per primo il voto decisivo: Zefiro."),
    ("fr", "Un seul vote, passé de Zefiro à Cassandra, les a mis à égalité\u00a0: Zefiro avait déjà ces voix, "
           "Cassandra a reçu là le vote décisif. Est exécuté qui a reçu le premier le vote décisif\u00a0: Zefiro."),
])
def test_a_vote_moved_between_two_leaders_burns_the_one_it_left(language, said, tmp_path):
    """A vote moved from the leader to his rival ties them in one post: "ha ricevuto per primo
    il voto decisivo" (lupus-of-the-rings.it.txt line 13) is the one it left, never a draw."""
    posts = [post(1, "Anna", "10:00", VOTE[language].format("Zefiro")),
             post(2, "Brunilde", "10:30", VOTE[language].format("Zefiro")),
             post(3, "Hugo", "11:00", VOTE[language].format("Zefiro")),
             post(4, "Totò", "12:00", VOTE[language].format("Cassandra")),
             post(5, "Hugo", "15:30", VOTE[language].format("Cassandra"))]
    tally, context, table = _first_decisive(language, posts, tmp_path)
    assert tally.burned == ("Zefiro",) and tally.decided_by == "first-decisive"
    assert context["moved_between"] == {"left": "Zefiro", "to": "Cassandra"} and not context["by_thread_order"]
    assert said in table


@pytest.mark.parametrize("language, text, others", [
    ("it", "voto Zefiro oppure Hugo", '"101" = "Zefiro" (o "none" se non è un voto); gli altri nomi offerti: "Hugo"'),
    ("fr", "je vote Zefiro ou Hugo", '"101" = "Zefiro" (ou "none" si ce n’est pas un vote)\u00a0; les autres noms proposés\u00a0: "Hugo"'),
    # "voto Merrino oppure Pipino, devo ancora decidere": Merrino alone was offered, as a vote.
    ("it", "voto Zefiro oppure Hugo, devo ancora decidere",
     '"101" = "none" («none»: non è un voto); gli altri nomi offerti: "Zefiro" o "Hugo"'),
    ("fr", "je vote Zefiro ou Hugo, j'hésite",
     '"101" = "none" («\u00a0none\u00a0»\u00a0: pas un vote)\u00a0; les autres noms proposés\u00a0: "Zefiro" ou "Hugo"'),
])
def test_a_doubt_between_names_offers_each_name(language, text, others):
    assert others in _texts(language, [post(1, "Anna", "12:00", text)], at("22:00"))["tally-audit.md"]


@pytest.mark.parametrize("language, hint", [("it", '"<giocatore>"'), ("fr", '"<joueur>"')])
def test_a_name_nobody_has_offers_the_player_meant_besides_none(language, hint):
    # "voto Pippo": the only line offered was "none", which drops the vote when pasted.
    audit = _texts(language, [post(1, "Anna", "12:00", VOTE[language].format("Pippo"))], at("22:00"))["tally-audit.md"]
    assert '"101" = "none"' in audit and hint in audit
