"""Properties of the parser: it never raises, canonical orders read back as themselves,
greetings and BBCode around an order change nothing, and replacement is a partition."""
from __future__ import annotations

import importlib
import pkgutil
from datetime import datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

import lupus_mod.orders as orders_package
from lupus_mod.errors import OrderError
from lupus_mod.orders.italian import CORRECTIONS, FILLERS, NEGATIONS, NOBODY
from lupus_mod.orders.word_forms import derived_forms
from lupus_mod.orders.model import Order, Vocabulary
from lupus_mod.orders.parse import effective_orders, parse_log
from lupus_mod.orders.text import fold, name_words
from tests.orders.vocab import DEADLINE, ITEMS, KEYWORDS, PLAYERS, ROLES, TZ, VOCAB



def _reader_words() -> set[str]:
    """Every word of the PM reader's lists, in any language ("Pas" is a French negation, "Non"
    an Italian one): a player of that name is read as the word, as a GM would too."""
    words: set[str] = set()
    for info in pkgutil.iter_modules(orders_package.__path__):
        for value in vars(importlib.import_module(f"lupus_mod.orders.{info.name}")).values():
            if isinstance(value, (frozenset, set)):
                words |= {fold(part) for entry in value for part in (entry if isinstance(entry, tuple) else (entry,))
                          if isinstance(part, str)}
    return words


# Words a generated player name must not use: they are keywords, fillers or other names.
TAKEN = {fold(w) for w in FILLERS | NEGATIONS | NOBODY | CORRECTIONS} | _reader_words()
TAKEN |= {w for spec in KEYWORDS for form in (spec.keyword, *spec.synonyms,
                                              *derived_forms(spec.keyword))
          for w in name_words(form)}
TAKEN |= {w for _, names in ITEMS + ROLES for name in names for w in name_words(name)}

name_word = st.from_regex(r"[A-Z][a-zàèéìòù]{2,7}", fullmatch=True).filter(
    lambda w: fold(w) not in TAKEN)
player_name = st.lists(name_word, min_size=1, max_size=2).map(" ".join)


@st.composite
def vocabularies(draw) -> Vocabulary:
    # No word in two names: with "Aaa" and "Aaa Aaa" playing, "ammalio Aaa Aaa Aaa" could be
    # read two ways, and the canonical form has no quotes to tell them apart.
    names = draw(st.lists(player_name, min_size=2, max_size=6).filter(
        lambda ns: len({w for n in ns for w in name_words(n)}) == sum(
            len(name_words(n)) for n in ns)))
    return Vocabulary(KEYWORDS, tuple((n, ()) for n in names), ITEMS, ROLES)


free_text = st.from_regex(r"[A-Za-z][A-Za-zàèéìòù ,!?]{0,30}[A-Za-z!?]", fullmatch=True)


@st.composite
def canonical_orders(draw, vocab: Vocabulary) -> tuple[str, str, tuple[str, ...]]:
    """(sender, keyword, args) of a well-formed order."""
    spec = draw(st.sampled_from(vocab.keywords))
    pools = {"player": [p for p, _ in vocab.players], "item": [i for i, _ in vocab.items],
             "role": [r for r, _ in vocab.roles]}
    args = tuple(draw(free_text) if kind == "text" else draw(st.sampled_from(pools[kind]))
                 for kind, _ in spec.kinds())
    sender = draw(st.sampled_from(pools["player"]))
    return sender, spec.keyword, args


def _parse(text: str, vocab: Vocabulary = VOCAB):
    return parse_log(text, file="nights/1.txt", vocab=vocab, tz=TZ, deadline=DEADLINE)


FRAGMENTS = ["## ", "## Sam", " @ ", "2024-03-05 22:10", "\n", " ", ",", ".", ":", "!", "?",
             "->", "→", "(", ")", "«", "»", '"', "[b]", "[/b]", "[quote]", "[/quote]", ">",
             "#", "anzi", "non", "nessuno", "e", "a", "il", "lo", "do", "dai", "Marc", "Xyz",
             "🐺", "\u0301", "\t", "@"]
FRAGMENTS += [spec.keyword for spec in KEYWORDS] + [s for spec in KEYWORDS for s in spec.synonyms]
FRAGMENTS += [p for p, _ in PLAYERS] + [a for _, al in PLAYERS for a in al]
FRAGMENTS += [n for _, names in ITEMS + ROLES for n in names]
logs = st.one_of(st.text(), st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join))


@settings(max_examples=400, deadline=None)
@given(logs)
def test_the_parser_never_raises_and_every_error_names_file_and_line(text):
    parsed = _parse(text)
    line_count = max(1, len(text.splitlines()))
    for error in parsed.errors:
        assert isinstance(error, OrderError)
        assert error.file == "nights/1.txt"
        assert 1 <= (error.line or 0) <= line_count
        assert error.hint
    for order in parsed.orders:
        assert 1 <= order.line <= line_count
        assert order.keyword in {spec.keyword for spec in KEYWORDS}


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_canonical_orders_read_back_as_themselves(data):
    vocab = data.draw(vocabularies())
    orders = data.draw(st.lists(canonical_orders(vocab), min_size=1, max_size=6))
    start = datetime(2024, 3, 5, 20, 0, tzinfo=TZ)
    log = "".join(f"## {sender} @ {start + timedelta(minutes=n):%Y-%m-%d %H:%M}\n"
                  f"{' '.join((keyword, *args))}\n"
                  for n, (sender, keyword, args) in enumerate(orders))
    parsed = _parse(log, vocab)
    assert parsed.errors == ()
    assert [(o.player, o.keyword, o.args) for o in parsed.orders] == orders
    assert [o.line for o in parsed.orders] == [2 * n + 2 for n in range(len(orders))]
    assert [o.canonical() for o in parsed.orders] == [" ".join((k, *a)) for _, k, a in orders]


@settings(max_examples=400, deadline=None)
@given(logs)
def test_the_canonical_form_of_what_was_read_reads_back_the_same(text):
    orders = _parse(text).orders
    log = "".join(f"## {o.player}\n{o.canonical()}\n" for o in orders)
    again = _parse(log)
    assert again.errors == ()
    assert [(o.player, o.keyword, o.args) for o in again.orders] == \
        [(o.player, o.keyword, o.args) for o in orders]


greetings = st.sampled_from(["", "Ciao master! ", "stanotte ", "x stanotte ", "[b]",
                             "Buonasera GM 😊 ", "[color=red]", "Allora, "])
closings = st.sampled_from(["", ", grazie", " :)", "!!!", "[/b]", " 🐺", ". Buonanotte!",
                            " grazie mille", "[/color]", ";)"])


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_greetings_bbcode_and_case_around_an_order_change_nothing(data):
    vocab = data.draw(vocabularies())
    sender, keyword, args = data.draw(canonical_orders(vocab).filter(lambda o: o[1] != "archivio"))
    line = " ".join((keyword, *args))
    if data.draw(st.booleans()):
        line = line.upper()
    written = data.draw(greetings) + line + data.draw(closings)
    parsed = _parse(f"## {sender}\n{written}\n", vocab)
    assert parsed.errors == ()
    assert [(o.keyword, o.args, o.raw) for o in parsed.orders] == [(keyword, args, written)]


orders_by_hand = st.builds(
    Order,
    player=st.sampled_from(["Sam", "Merry"]),
    keyword=st.sampled_from(["indago", "passo"]),
    args=st.just(()),
    file=st.just("f"),
    line=st.integers(1, 50),
    late=st.booleans(),
    item=st.sampled_from([None, "palantir", "libro-rosso"]),
)


@settings(deadline=None)
@given(st.lists(orders_by_hand, max_size=12), st.booleans())
def test_effective_orders_keep_the_last_counted_order_of_each_power(orders, accept_late):
    applied, dropped = effective_orders(orders, accept_late=accept_late)
    assert len(applied) + len(dropped) == len(orders)
    assert sorted(map(id, applied + dropped)) == sorted(map(id, orders))
    assert len({o.key() for o in applied}) == len(applied)
    counted = [o for o in orders if accept_late or not o.late]
    assert list(applied) == [o for n, o in enumerate(counted)
                             if all(later.key() != o.key() for later in counted[n + 1:])]
