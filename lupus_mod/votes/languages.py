"""The vote grammar's default words, one table per game language (`language` in game.toml).

Data only: the engine in grammar.py is the same for every language, and each `[votes]` key of
game.toml replaces one of these lists (or `[votes.add]` extends it). docs/tally.md explains
what each list does; the accents of every word are folded away before comparing, so "à"
matches "a" and "peut-être" matches "peut etre".
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

ITALIAN: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # "confermo il voto su X" re-casts a vote (docs/tally.md, Confirmations); "confermo X"
    # alone may confirm a claim and stays talk.
    # "Je vote contre Grima": a French player in an Italian thread votes all the same.
    "vote": ("voto X", "voto: X", "rogo X", "vote X", "vote: X", "je vote X", "il mio voto va X",
             "rivoto X",   # "rivoto Gollum": the vote again
             "confermo il voto X", "confermo il mio voto X", "confermo voto X",
             # "sposto il voto su X", "cambio il mio voto: X": the vote moves to X.
             "sposto il voto X", "sposto il mio voto X", "cambio il voto X", "cambio il mio voto X",
             # "metto il voto su X", "passo il mio voto a X", "il mio voto passa a X".
             "metto il voto X", "metto il mio voto X", "passo il voto X", "passo il mio voto X",
             "giro il voto X", "giro il mio voto X", "il mio voto passa X",
             # "Voto attuale: Gollum" under a post (a signature-like line), "Voto finale: Enzo"
             # (Acchiappastreghe's knights' day), "do il mio voto a X".
             "voto attuale: X", "voto finale: X", "voto definitivo: X", "do il voto X",
             "do il mio voto X",
             # "mantengo il voto su Zanna" keeps the vote, as "confermo il voto" does; "Il mio
             # voto finale va a Flora" (the knights' day); "Linciaggio: Gollum" and, in a
             # runoff's thread, "Ballottaggio: Zanna" declare as "Rogo: Gollum" does.
             "mantengo il voto X", "mantengo il mio voto X", "il mio voto finale va X",
             "linciaggio: X", "ballottaggio: X",
             # "ribadisco il voto su Ezio" keeps the vote, as "mantengo il voto" does.
             "ribadisco il voto X", "ribadisco il mio voto X",
             # "Resto sul voto a Grima", "rimango sul mio voto: Grima": kept, as "mantengo".
             "resto sul voto X", "resto sul mio voto X", "rimango sul voto X", "rimango sul mio voto X",
             # "Il mio voto è per Rosa" ("il mio voto è X" alone would read "Il mio voto è
             # salvo" as a vote for a player named Salvo: it is a `choose` form, a doubt).
             "il mio voto è per X", "il mio voto è su X",   # "ricordo che il mio voto è su Gollum"
             # "Voto lo stesso Salvo": Salvo all the same ("voto lo stesso di Rosa", the same
             # as Rosa's vote, follows hers: `like`).
             "voto lo stesso X",
             # The name first, the sentence ending on the form: "Nazgul è il mio voto.",
             # "Nazgul, voto definitivo.", "Nazgul, il mio ultimo voto." (and "Il mio ultimo voto
             # va a Nazgul").
             "X è il mio voto", "X il mio voto", "X mio voto", "X voto definitivo", "X voto finale",
             "X ultimo voto", "X il mio voto finale", "X il mio voto definitivo", "X il mio ultimo voto",
             "X è il mio voto finale", "X è il mio ultimo voto", "il mio ultimo voto va X",
             # "Zorg voto": the object first, as Italian puts it for weight ("Rosa. Voto." is
             # two sentences, asked: votes/apart.py).
             "X voto",
             "il mio voto definitivo va X", "il mio voto finale va X",
             # "Il voto lo do a Shelob", "Shelob si prende il mio voto", "Cambio: Grima" (as
             # French "je change : X"), and two typos of the keyword seen in threads.
             "il voto lo do X", "il mio voto lo do X", "X si prende il mio voto", "X si becca il mio voto",
             "X prende il mio voto", "cambio: X", "votoo X", "vto X",
             # "Tolgo e metto su Nazgul", "levo e do a Grima": the vote moved in one breath.
             "tolgo e metto X", "tolgo e do X", "levo e metto X", "levo e do X", "ritiro e metto X",
             "ritiro e do X", "tolgo e sposto X", "tolgo e giro X"),
    "unvote": ("tolgo il voto", "ritiro il voto", "tolgo il mio voto", "ritiro il mio voto",
               "tolgo voto", "ritiro voto", "unvote",
               # "unvoto" (the forum's word, conjugated), "annullo il voto", "cancello il voto".
               "unvoto", "annullo il voto", "annullo il mio voto", "cancello il voto",
               "cancello il mio voto",
               # "Levo il voto", "Voto ritirato.", "Ho tolto il voto a Grima": taken back.
               "levo il voto", "levo il mio voto", "voto ritirato", "voto annullato", "voto tolto",
               "ho tolto il voto", "ho tolto il mio voto", "ho ritirato il voto", "ho ritirato il mio voto"),
    "abstain": ("mi astengo", "astensione", "voto bianco", "voto in bianco", "scheda bianca",
                # A vote for nobody ("voto nessuno", "no lynch") asks that nobody burns: the
                # abstention, judged by the game's `abstention` rule.
                "voto nessuno", "non voto nessuno", "voto no lynch", "voto nolynch"),
    "negations": ("non", "mai", "senza", "nessun", "not", "never", "without"),
    # Earlier in the form's clause, at most three words before its keyword, these deny the
    # vote: "Neanche io voto Grima", "Col cavolo che voto Grima", "Manco morto voto Grima"
    # (talk, negated). A comma or a word such as "ma" ends their reach: "Neanche per sogno,
    # voto Grima" refuses something else and votes.
    "denials": ("neanche", "nemmeno", "neppure", "manco", "giammai", "col cavolo", "col cazzo",
                "col piffero", "col fischio", "scordatevi", "scordatevelo", "scordati", "scordatelo",
                "figurati se", "non se ne parla", "no way", "neither",
                # "I don't vote Grima", "I won't vote Grima": an English negation, glued.
                "don't", "dont", "won't", "wont", "do not", "will not", "doesn't", "didn't"),
    # Right after the name, a time that never comes: "Figurati, voto Grima quando gli asini
    # volano" denies the vote (talk, negated).
    "never": ("quando gli asini volano", "quando volano gli asini", "quando voleranno gli asini",
              "quando i maiali volano", "when pigs fly"),
    # Right before a keyword these make it a noun: "il voto", "mio voto", "sul rogo".
    "talk_before": (
        "il", "l", "lo", "un", "uno", "una", "del", "dello", "dell", "al", "allo", "all",
        "dal", "nel", "sul", "col", "mio", "mia", "tuo", "tua", "suo", "sua", "nostro", "vostro",
        "loro", "quel", "quello", "questo", "ogni", "di", "a", "da", "in", "con", "su", "per",
        "tra", "fra", "primo", "ultimo", "proprio", "cambiato", "dato", "messo", "tolto",
        "spostato", "ritirato", "the", "my", "your", "his", "her", "their", "our", "an",
    ),
    # Earlier in the same sentence these make it a hypothesis: "Se entro stasera..., voto lui".
    "hedges": ("se", "potrei", "dovrei", "domani", "if", "might", "would", "could", "tomorrow",
               # "In caso di parità voto Zanna", "A meno che parli, voto Grima".
               "in caso", "a meno", "purché", "solo se", "unless",
               # "Salvo che Rosa si spieghi, voto Rosa", "Tranne se parla, voto Gollum": unless.
               "salvo che", "salvo se", "tranne se", "tranne che", "eccetto se",
               # "Al posto tuo voto Gollum", "se fossi in te...": advice, not the author's vote.
               "al posto tuo", "al tuo posto", "fossi",
               # "Più tardi voto Grima" (a vote to come, as "domani"); "Supponiamo che voto
               # Grima": a hypothesis, not the author's vote.
               "più tardi", "tra poco", "fra poco", "tra un po", "fra un po", "ipotizziamo",
               "supponiamo", "mettiamo che", "poniamo che", "ipoteticamente", "per ipotesi",
               "facciamo finta"),
    # Right after the name these make the vote hold only if something happens, which the GM
    # judges: a doubt ("Voto Grima se non si spiega entro le 20", "voto Grima, a meno che...").
    # "Oggi voto Gollum, domani vediamo" is a vote: "domani" is a hedge only before the form.
    "conditions": ("se", "a meno", "purché", "solo se", "in caso", "if", "unless",
                   "salvo che", "salvo se", "tranne se", "eccetto se"),
    # Opening the sentence after the vote's, these still condition it ("Voto Grima. A meno che
    # non si spieghi."): a doubt, as right after the name ("Se si spiega, cambio." is a sentence
    # of its own: the vote stands).
    # ("Purché sia lupo!", « Pourvu qu'il soit loup ! » wish it, and are no such word.)
    "unless": ("a meno", "solo se", "salvo che", "salvo se", "tranne se", "tranne che",
               "eccetto se", "sempre che", "unless"),
    # A condition that is a manner of speaking, before the form or after its name: "voto Grima
    # (se ho capito bene il regolamento)", "Se non sbaglio, voto Grima" are votes.
    "asides": ("se ho capito bene", "se ho ben capito", "se non sbaglio", "se non erro",
               "se non ricordo male", "se ricordo bene", "se posso", "se permettete", "se permetti",
               "se volete saperlo", "se vi interessa", "if i understand correctly"),
    # Before the keyword, between it and the name or before a second name these make the vote
    # unsure, a doubt the GM settles: "forse voto Anna", "voto magari Anna", "Anna o forse Bea".
    "doubts": ("forse", "magari", "probabilmente", "maybe", "perhaps", "probably"),
    # "voto Grima (scherzo)": a joke right after the name, the GM asks. Before the keyword it
    # says the words before were one: "Voto Sunny e Belle... no scherzo, voto Sunny" is a vote.
    # Later on the name's line too: "voto Frodino, scherzo ovviamente 😜". Laughter is no joke
    # said ("voto Grima xD", "voto Frodino lol", as "voto Gollum 😂"): the player laughs at his
    # vote and casts it, so "lol", "xd", "ahah" are not here.
    "jokes": ("scherzo", "scherzavo", "scherzone", "joke", "kidding"),
    # A question with one of these is talk ("Perché voto Anna?"); without, a doubt ("voto Anna?").
    "question_words": ("perché", "chi", "cosa", "come", "quando", "dove", "quale", "quali",
                       "quanto", "quanti", "why", "who", "what", "how"),
    # After a comma at the end of the form's clause, these make it a question: "voto Nazgul,
    # no?" (a doubt, as "voto Nazgul?" is), "Bilbetto: voto Nazgul, vero?" (asked of him: talk).
    "tags": ("no", "vero", "giusto", "o no", "right"),
    # "Perché voto Nazgul? Perché ieri ha difeso Gollum.": the author's own why, answered: a
    # doubt (most likely his vote and its reason), not the question it looks like.
    "because": ("perché", "poiché", "siccome", "because"),
    # Between a hedge and the keyword these start a main clause: "Non so se è lupo, ma voto X".
    # "Non so se votare Gollum o Grima... vabbè voto Grima": a decision after the doubt.
    "hedge_ends": ("ma", "bensì", "però", "comunque", "quindi", "dunque", "intanto", "vabbè", "vabbe",
                   "insomma", "but", "anyway", "however", "so"),
    # Skipped between the keyword and a name: "voto anch'io X", "voto per X", "va a X",
    # "voto contro te Anna", "voto per l'eliminazione di Anna".
    "fillers": ("anche", "anch", "io", "pure", "sempre", "ancora", "contro", "per", "a", "su",
                "di", "nuovo", "era", "te", "l", "eliminazione", "esecuzione", "for", "against",
                "contre", "x",   # "voto x Elrondo": forum shorthand for "per"
                "il", "rogo",    # "voto per il rogo di Gollum", "voto il Frate"
                "linciaggio",    # "voto per il linciaggio di Gollum"
                "morte", "ad",   # "voto per la morte di Gollum", "voto ad Elrondo" ("a" before a vowel)
                # "voto per eliminare Saurone", "voto per mandare al rogo Gollum"
                "eliminare", "linciare", "bruciare", "giustiziare", "mandare", "al",
                "ieri", "oggi",    # "Confermo il voto di ieri: Sarumano", "voto oggi Gollum"
                "finale", "definitivo", "attuale",   # "Voto finale Enzo", "Voto finale come ieri"
                "la", "lo",   # "voto la Tecla": the article before a name, as northern Italian has it
                # "voto convinta Rosa", "voto sicuro Ezio": how sure the author is.
                "sicuro", "sicura", "convinto", "convinta", "deciso", "decisa",
                # "voto alla fine Fosco": in the end, the author's vote ("alla" also ends
                # a moved vote: "dalla Ercolina alla Brunilde", see moved_to).
                "alla", "fine",
                # "cambio il voto da stamattina: Fosco": since when, before the colon.
                "stamattina", "stasera", "stanotte"),
    # Between the words of a keyword, a word of when or of how sure: "Il mio voto oggi va a
    # Nazgul", "Il mio voto stavolta va a Grima".
    "inserts": ("oggi", "stavolta", "ora", "adesso", "invece", "quindi", "allora", "ormai",
                "finalmente", "definitivamente", "sicuramente", "today"),
    # Right before the keyword, a pronoun for its object: "Grima mente. Lo voto.", "Grima, ti
    # voto.", "Grima lo voto io": the one player the post named before, offered in a doubt.
    "clitics": ("lo", "la", "ti", "io lo", "io la", "io ti"),
    # "voto Rosa ed Ezio": "ed" is "e" before a vowel.
    "alternatives": ("o", "oppure", "e", "ed", "od", "or", "and"),
    # Between an unvote and a vote, these join them in order, no choice offered: "Ritiro il
    # voto e voto Nazgul" votes Nazgul ("tolgo il voto oppure voto Nazgul" offers both).
    "and_then": ("e", "ed", "poi", "and", "then"),
    # Between two names these take the first back: "voto Anna, anzi Bea" is a vote for Bea.
    "corrections": ("anzi", "anzi no", "cioè", "cioè no", "invece", "or rather", "ah no",
                    "no aspetta", "ops", "oops",
                    # "voto Zanna... no aspettate, Ululone" ("aspetta Ululone" may speak to him)
                    "no aspettate", "o meglio",   # "voto Zanna, o meglio Ululone"
                    # "voto Zanna... volevo dire Ululone", "EDIT: volevo scrivere Ululone"
                    "volevo dire", "volevo scrivere", "intendevo", "no scusate", "no scusa",
                    # "voto Zanna, no anzi Ululone", "voto Zanna. No, anzi, Ululone."
                    "no anzi", "anzi meglio",   # "Voto Grima, anzi meglio Nazgul"
                    # A second thought said: "Voto Grima. Ripensandoci, Nazgul", "Voto Grima. Mi
                    # correggo: Nazgul"; at a post's start ("cambio idea, Nazgul") it corrects
                    # an earlier post (retake.py).
                    "ripensandoci", "a pensarci bene", "pensandoci bene", "riflettendoci",
                    "ci ho ripensato", "mi correggo", "correzione", "rettifico", "scusate ho sbagliato",
                    "scusa ho sbagliato", "cambio idea", "ho cambiato idea", "errata corrige"),
    # A second thought said (corrections too): past the name's sentence, a player's name whose
    # sentence goes on ("Voto Grima. Ripensandoci, Nazgul è peggio") may be the vote moved, or
    # a word about him: a doubt offering both names ("Invece Grima mi sembra a posto" is no such word).
    "rethought": ("ripensandoci", "a pensarci bene", "pensandoci bene", "riflettendoci",
                  "ci ho ripensato", "mi correggo", "correzione", "rettifico", "cambio idea",
                  "ho cambiato idea"),
    # Words that correct only before a comma and a name ending its clause: "voto Zanna, no,
    # Ululone", "voto Zanna, scusate, Ululone" ("scusa Ululone" alone may speak to him).
    "retakes": ("no", "scusa", "scusate", "pardon", "sorry"),
    # A hesitation, or a second thought that may have its own object, corrects only when the
    # name after it ends its sentence, in the same sentence: "Voto Grima, no dai, Nazgul",
    # "Voto Grima ma ci ripenso: Nazgul" ("Dai, Nazgul!" after a stop speaks to him, "ci
    # ripenso su Nazgul domani" talks about him).
    "second_thoughts": ("no dai", "ehm", "uhm", "ehm no", "ci ripenso", "ho sbagliato", "ho ripensato"),
    # Right after a correction word these make it "instead of": "voto Anna invece di Bea" is a
    # vote for Anna, Bea the name turned away from.
    "instead": ("di", "del", "della", "dello", "dei", "degli", "delle"),
    # A verb of saying or writing (or someone else's possessive) right before a form reports
    # another player's words: "c'era scritto voto Kira", "mi ha detto voto X", "il suo voto" ...
    "reported": ("scritto", "scrive", "scriveva", "scrisse", "detto", "dice", "diceva", "disse",
                 "citato", "cita", "riportato", "suo", "sua", "loro", "wrote", "said"),
    # ... unless the author says it of himself: "Come avevo detto: voto Zefiro".
    "first_person": ("ho", "avevo", "avrei", "abbiamo", "avevamo", "io", "i"),
    # A third-person subject right before a form reports another's vote: "lui voto X" is no
    # Italian, but the lists are per language (French "il vote X" is, see below).
    "third_person": ("lui", "lei", "egli", "ella", "he", "she", "they"),
    # A verb of reading always reads someone else's words: "leggo voto X", "ho letto voto X".
    "reading": ("letto", "leggo", "legge", "leggevo", "lesse", "leggete"),
    # Reading *in* a post quotes its words, even of a nickname that plays no slot: "leggo nel
    # post di Ale: voto X" (but "Ho letto tutto: voto X" is the author's vote).
    "reading_in": ("nel", "nella", "nei", "sul", "sulla", "in"),
    # Other forms of the verb never vote ("Ieri ho votato Fosco", "Votate Zefiro!", "voterei
    # Anna"), but with a player's name after them the audit lists the post as a mention.
    "other_verbs": ("votato", "votata", "votati", "votate", "votare", "votiamo", "voterei",
                    "voteresti", "voterebbe", "voteremmo", "voterò", "voterà", "voteremo",
                    "votavo", "votava", "votavano", "vota", "votano", "votasse", "votassi",
                    "votando", "rogate", "voti"),   # "chi voti?", "voti Gollum?"
    # In a sentence with the elected title, these put its vote off: "Voto Grima. Per il sindaco
    # vedrò più tardi." votes to execute, never a doubt between the two polls.
    "later": ("più tardi", "vedrò", "vedremo", "non ancora", "ancora no", "dopo", "later"),
    # The words of an elected title, when the ruleset has one: "voto Anna come capitano".
    "election": ("capitano", "sindaco"),
    # Between a name and the title: "voto Anna come capitano", "voto Anna a sindaco".
    "election_links": ("come", "a", "da", "per", "il", "lo", "la", "nostro", "nuovo", "ruolo",
                       "di", "del", "as", "for",
                       # "voto Anna per essere eletta sindaco", "voto perché Anna sia sindaco"
                       "essere", "diventare", "fare", "eletto", "eletta", "sia", "diventi", "faccia"),
    # An election's own verb, the title not written: "eleggo Anna" (with a title elected only).
    "elect": ("eleggo X",),
    # After the keyword, the one player the post named before: "Gollum mente. Voto lui." (a doubt)
    "pointing": ("lui", "lei", "quello", "quella", "costui", "costei"),
    # Right before the title, earlier in the sentence: "Come capitano voto Anna".
    "election_before": ("come", "per", "a", "elezione", "as", "for"),
    # The author's word for himself after the keyword: "voto me stesso" is his self-vote.
    "myself": ("me", "me stesso", "me stessa", "myself"),
    # Right before the keyword, with no name after it: "mi voto", the author's self-vote.
    "myself_before": ("mi",),
    # With no form of his own, these agree with a vote the post quotes or reports ("[quote]voto
    # Gollum[/quote] idem", "Sam ha detto voto Gollum, io pure"): a doubt offering that vote
    # (votes/agreement.py; "+1" is found apart, it is no word).
    "agree": ("idem", "quoto", "straquoto", "concordo", "d'accordo", "anch'io", "anche io",
              "io pure", "pure io", "sottoscrivo", "same", "agree",
              # Under a quoted vote, "Stesso voto", "stessa cosa", "vale anche per me" join it.
              "stesso voto", "stessa cosa", "vale anche per me", "idem a", "idem al", "idem alla"),
    # Of the `agree` words, those whose name after is the player agreed with: "Quoto Frodino",
    # "idem a Frodino" follow Frodino's vote (a doubt naming nobody, as "voto come Frodino");
    # "Anch'io Nazgul" names the vote's.
    "agree_with": ("quoto", "straquoto", "sottoscrivo", "idem a", "idem al", "idem alla"),
    # A cry for a player's death, right before or after his name ("Al rogo Gollum!", "Gollum
    # al rogo!"): no vote form, but maybe the player's vote: a doubt.
    "cries": ("al rogo", "a morte"),
    # A line holding only these words and a player's name ("+1 Gollum"): most likely a vote,
    # but no form says so; a doubt the GM settles, never dropped as talk.
    "bare": ("+1",),
    # Signs, no word, alone before a player's name on a line of their own ("🗳️ Gollum"): a
    # ballot box says a vote, yet no form does; a doubt offering the name, as `bare` is.
    "bare_marks": ("🗳️", "🗳"),
    # The player spoken to, alone after the keyword: "@Fosco voto te" names him by the mention
    # before it; most likely a vote for him, but none is written: a doubt offering the name.
    "you": ("te", "ti", "tu", "you"),
    # The stake's words in a vote's sentence say which poll it is for, on the day of an
    # election when both are open ("voto Anna per il rogo"): the day's (votes/election.py).
    # "Chi voto al ballottaggio? Zanna.": the runoff is the stake's poll too.
    "stake": ("rogo", "linciaggio", "linciare", "esecuzione", "eliminazione", "eliminare", "ballottaggio"),
    # With a negation, "no longer": "Non voto più Gollum" takes the vote back, or says so of
    # a vote already gone: a doubt whose settle line offers "unvote", never talk.
    "no_longer": ("più",),
    # A note added to the post ("voto Gollum\nEDIT: anzi no"): what follows it corrects the post.
    "edit_marks": ("edit", "edited", "ps", "modifica", "aggiornamento"),
    # After the keyword, whose vote or which day the vote follows ("voto come ieri", "voto
    # come Samvise"): only the GM knows that name, a doubt; "voto come ieri: Zanna" votes Zanna.
    # "stesso" ends the keyword "voto lo stesso": with "di" after it the vote follows another's.
    "like": ("come", "like", "stesso"),
    # Right after the keyword, a player described, not named: "voto chi ha votato ieri Rosa",
    # "voto chi vuole Brunilde" (Rosa, Brunilde are no target): a doubt, as `like` is.
    "whoever": ("chi", "chiunque", "quello che", "quella che", "colui che", "colei che",
                # "o Fosco o Brunilde: voto uno dei due": which one, the GM asks.
                "uno dei due", "una delle due", "uno dei", "una delle", "uno tra", "una tra",
                "uno fra", "una fra"),
    # Right after the keyword and before a player's name, whose vote it is: "Voto di Bilbetto:
    # Grima" tells Bilbetto's vote (no vote for him); "Stesso voto di Bilbetto" follows it
    # (`like`). "voto di nuovo Grima" and "Voto per il rogo di Gollum" are votes.
    "whose": ("di", "d"),
    # After another's vote told, or the author's own of another day, these open a clause that
    # turns to the author's vote, the keyword left out: "Voto di Bilbetto: Grima. Il mio:
    # Nazgul.", "Bilbetto vota Grima, io invece Shelob", "Ieri ho votato Grima, oggi Nazgul".
    "mine": ("il mio", "mio", "io", "io invece", "invece io", "e io", "ed io", "io oggi",
             "oggi", "oggi invece", "invece oggi", "stavolta", "mine", "me"),
    # After a form that moves the vote, the name it leaves: "Cambio il voto da Rosa a Ezio" is
    # a vote for Ezio (the name after the filler that follows the first).
    "moved_from": ("da", "dal", "dalla", "from"),
    # Between the name the vote leaves and the one it goes to, beside the fillers: "sposto il
    # mio voto dalla Ercolina alla Brunilde".
    "moved_to": ("a", "ad", "al", "alla", "allo", "all", "ai", "agli", "alle", "su", "sul", "sulla",
                 "verso", "to"),
    # After `like`, the day before: "voto come ieri" offers the author's vote of the day
    # before, when its tally is on record (lupus_mod.tally.yesterday); still a doubt.
    "yesterday": ("ieri", "yesterday"),
    # A clause of its own that says "as yesterday" with no vote keyword first ("idem come
    # ieri", "stesso voto di ieri"): a vote that follows the author's of the day before, as
    # "voto come ieri" is (a doubt offering that vote).
    "as_yesterday": ("idem come ieri", "stesso voto di ieri", "stesso voto come ieri", "stessa cosa di ieri",
                     "stessa cosa come ieri", "stesso di ieri", "same as yesterday",
                     # The sentence whole, on the day's thread: « Come ieri! », « Ok, uguale a ieri ».
                     "come ieri", "uguale a ieri"),
    # A question that asks the author's own vote, answered by a name in the next sentence: "Il
    # mio voto? Grima.", "Per chi voto? Grima." (votes/asked.py): a vote for Grima.
    "asking": ("mio", "chi", "my", "who"),
    # A choice made, no vote form: "tra Zappa e Bacco scelgo Zappa" is most likely the vote,
    # yet "scelgo" may pick a suspect or a claim to believe: a doubt offering the name.
    # "Ho deciso di votare Zanna", "La mia scelta: Zanna": a decision told, no vote form.
    "choose": ("scelgo X", "scelgo: X", "ho deciso di votare X", "decido di votare X",
               "scelgo di votare X", "la mia scelta: X",
               # "ah no ho sbagliato, volevo votare Frodino": the vote he meant to give.
               "volevo votare X", "intendevo votare X", "voglio votare X",
               # A vote restated or moved without "voto" ("Ribadisco: Nazgul.", "Sposto su
               # Nazgul."): most likely the vote, never dropped; the GM says.
               "ribadisco: X", "ribadisco X", "sposto su X", "sposto X",
               # "Nazgul, definitivo.", "Nazgul, confermo.", "Confermo: Nazgul." (the name may
               # answer a question: "Sam, confermo" to Sam).
               "X definitivo", "X confermo", "X ribadisco", "confermo: X",
               # "ok definitivo: Nerone", "decisione finale: Nerone" after a vote taken back.
               "definitivo: X", "definitivo X", "decisione finale: X", "scelta finale: X",
               # "Il mio voto è Grima": most likely the vote, but "Il mio voto è salvo" with a
               # player named Salvo says it is safe ("il mio voto è per X" is a vote form):
               # after a `copulas` word the name must be written as one, a capital first.
               "il mio voto è X",
               # "Ehm no, torno su Grima": back to the vote, or to talking about him.
               "torno su X", "ritorno su X",
               # "Cambio su Nazgul": the vote moved, or a suspicion. ("Io resto su Zefiro" by
               # Zefiro's voter is no such form: most often the vote restated, same effect.)
               "cambio su X",
               # "Tra Zanna e Ululone preferisco Zanna": a preference, as « je préfère X ».
               "preferisco X"),
    # A choice in a verb that takes other objects too, asked only where the name ends its
    # clause: "alla fine Nerone" is the vote at last, "alla fine Nerone ha ragione" talks of him.
    "choose_alone": ("alla fine X",),
    # A vote kept in a verb that takes other objects too: a vote only when the name ends its
    # clause ("Mantengo Grima.", "Mantengo Grima, non cambio"; "Mantengo Grima sotto
    # osservazione" keeps an eye on him).
    "kept": ("mantengo X",),
    # In a vote after the post's vote for another: "Voto Zanna. Voto anche Ululone." casts two,
    # a doubt offering both (votes/apart.py); alone, "voto anche Zanna" joins the others'.
    "also": ("anche", "pure", "also", "too"),
    # After a vote and most often a word taking it back, back to (or staying on) a name: "Voto
    # Nazgul. No, resto su Grima". His earlier vote stands when it is on that name; else a doubt
    # offering it (votes/retake.py). Alone, "Io resto su Zefiro" stays talk: it may restate a
    # suspicion as well as a vote, and is most often a vote restated, which changes nothing.
    "stay": ("resto su", "rimango su", "resto sul", "rimango sul", "torno su", "ritorno su", "lascio",
             "tengo", "mantengo", "confermo"),
    # The last word of a `choose` form that may as well take a word as a name: "Il mio voto è
    # salvo" (the vote is safe) is talk, "Il mio voto è Salvo" asks.
    "copulas": ("è",),
    # Taken back in words that are no unvote form (votes/withdrawn.py): none known in
    # Italian threads yet ("tolgo il voto" is a form).
    "unvote_alone": (),
    "not_voting": (),
    # Before two names joined by an `alternatives` word, the choice the form then makes: "tra
    # Zappa e Bacco voto Zappa" is a vote for Zappa, no report of Bacco's.
    "between": ("tra", "fra", "between"),
})

FRENCH: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # "Voto Maxence": an Italian player in a French thread votes all the same.
    "vote": ("je vote X", "vote X", "vote: X", "voto X", "voto: X", "mon vote va X",
             "mon vote est X", "mon vote: X",
             "je confirme mon vote X", "confirme mon vote X", "je confirme le vote X",
             # "Vote actuel : Kilian" under a post (a signature-like line).
             "vote actuel: X", "vote final: X", "vote définitif: X",
             # "Je maintiens mon vote sur Kilian" keeps the vote; "Exécution : Kilian" and
             # "Bûcher : Kilian" (beside "Capitaine : Hortense") declare the day's vote.
             "je maintiens mon vote X", "maintiens mon vote X", "exécution: X", "bûcher: X",
             # "Je garde mon vote sur Kilian", "je reste sur mon vote : Kilian": kept.
             "je garde mon vote X", "garde mon vote X", "je reste sur mon vote X",
             # "je change pour Isidore. Non, je reste sur Kilian": the vote kept on Kilian.
             "je reste sur X",
             # A vote moved or kept: "Je change mon vote pour Baptiste", "Mon vote reste sur
             # Kilian", "Je donne mon vote à Léonie", "je déplace mon vote sur Gaspard".
             "je change mon vote X", "change mon vote X", "je change de vote X",
             "mon vote reste X", "je donne mon vote X", "je déplace mon vote X",
             "déplace mon vote X", "je porte mon vote X",
             # "Je passe mon vote sur Hortense", "je mets mon vote sur Kilian".
             "je passe mon vote X", "passe mon vote X", "je mets mon vote X", "mets mon vote X",
             "je reporte mon vote X", "mon vote passe X",
             # "Je votais Kilian mais je change : Léonie", "je change pour Léonie": the vote
             # moved without "mon vote"; "Je maintiens : Kilian" keeps it.
             "je change: X", "je change pour X", "je maintiens: X",
             # "Je vote quand même Hortense": "quand" is no question here; "jvote" typed fast;
             # "Mes deux voix vont à Pierre" (the Capitaine's vote, "sa voix compte double").
             "je vote quand même X", "vote quand même X", "j'vote quand même X", "jvote X",
             "je revote X", "revote X",   # "Je revote Kilian", "je revote pour Isidore"
             "ma voix va X", "mes voix vont X", "mes deux voix vont X", "ma voix: X",
             # The name first: "Kilian, c'est mon vote.", "Kilian : vote final."
             "X c'est mon vote", "X est mon vote", "X mon vote", "X vote final", "X vote définitif",
             "X dernier vote", "X mon vote final", "X mon dernier vote", "X mon vote définitif",
             "mon dernier vote va X", "mon vote final va X",
             "mon vote se porte X",   # "Mon vote se porte sur Isidore"
             # "Mon vote ne change pas : Kilian.": kept, as "je maintiens mon vote".
             "mon vote ne change pas: X", "mon vote ne change pas X",
             # "Je donne ma voix à Gaspard pour le capitanat", "Ma voix va à Kilian".
             "je donne ma voix X", "ma voix va X"),
    "unvote": ("je retire mon vote", "retire mon vote", "je retire le vote", "j'enlève mon vote",
               "enlève mon vote", "j'annule mon vote", "annule mon vote", "unvote",
               "je dévote",   # the forum's word: "dévoter", to take one's vote back
               "dévote",      # alone: "Dévote.", "EDIT : dévote"
               # "Je reprends mon vote.", "Vote annulé.", "Vote retiré.": taken back, as "je
               # retire mon vote" ("je reprends Kilian" alone is no form: it may be talk).
               "je reprends mon vote", "reprends mon vote", "je reprends le vote",
               "vote annulé", "vote retiré", "mon vote est annulé", "mon vote est retiré"),
    "abstain": ("je m'abstiens", "abstention", "je vote blanc", "vote blanc",
                # A vote for nobody asks that nobody is executed: the abstention.
                "je vote personne", "je vote pour personne", "je ne vote pour personne",
                "je ne vote personne", "je ne vote contre personne"),
    # "je ne vote pas X": "ne" before the keyword; "je vote pas X": "pas" right after it.
    "negations": ("ne", "n", "pas", "jamais", "sans", "aucun", "plus", "not", "never"),
    # "Pas question que je vote Kilian", "Même pas en rêve je vote Isidore": the vote denied.
    "denials": ("pas question", "hors de question", "même pas en rêve", "jamais de la vie",
                "aucune chance", "aucun risque", "sûrement pas", "certainement pas", "pas moyen",
                "plutôt mourir", "no way", "neither",
                "don't", "dont", "won't", "wont", "do not", "will not", "doesn't", "didn't"),
    "never": ("quand les poules auront des dents", "quand les cochons voleront",
              "à la saint-glinglin", "when pigs fly"),   # "Je vote Kilian quand les poules auront des dents"
    # Articles, possessives and prepositions make "vote" a noun ("mon vote pour X", "le vote");
    # a subject other than "je" or an auxiliary makes it someone else's vote or a past one
    # ("il vote X", "tout le monde vote X", "j'ai voté X").
    "talk_before": (
        "le", "la", "l", "un", "une", "du", "de", "d", "des", "au", "aux", "mon", "ma", "ton",
        "ta", "son", "sa", "notre", "votre", "leur", "ce", "cet", "cette", "chaque", "dernier",
        "premier", "a", "pour", "par", "en", "sur", "avec", "dans", "il", "elle", "on", "qui",
        "tu", "nous", "vous", "ils", "elles", "monde", "ai", "as", "avons", "avez", "ont",
        "avait", "avais", "avaient", "aurait", "aurais", "avoir", "deja", "the", "my",
    ),
    "hedges": ("si", "s'il", "s'ils", "pourrais", "pourrait", "devrais", "devrait", "demain",
               "sinon", "if",
               # "En cas d'égalité, je vote Kilian", "À moins qu'il parle, je vote Kilian".
               "en cas", "au cas où", "au cas ou", "à moins", "sauf si", "sauf s'il", "pourvu", "unless",
               "à ta place", "à votre place",   # "À ta place je vote Kilian": advice
               # "Plus tard je vote Kilian" (a vote to come); "Supposons que je vote Kilian".
               "plus tard", "tout à l'heure", "dans un moment", "supposons", "imaginons",
               "hypothétiquement"),
    # "je vote Kilian s'il ne s'explique pas", "je vote Kilian, sauf s'il se défend": a doubt.
    "conditions": ("si", "s'il", "s'ils", "à moins", "sauf si", "sauf s'il", "pourvu", "en cas", "au cas où",
                   "if", "unless"),
    # "Je vote Kilian. Sauf si Isidore parle.": the condition in the next sentence, a doubt.
    "unless": ("à moins", "sauf si", "sauf s'il", "sauf s'ils", "seulement si", "unless"),
    "doubts": ("peut-être", "probablement", "maybe", "perhaps", "probably"),
    # "je vote Kilian s'il vous plaît", "Si j'ai bien compris, je vote Kilian": votes.
    "asides": ("s'il vous plaît", "s'il te plaît", "si j'ai bien compris", "si je comprends bien",
               "si je ne me trompe pas", "si je ne m'abuse", "si je me souviens bien", "si vous voulez mon avis",
               "si tu veux mon avis", "if i understand correctly"),
    # "je vote Gaspard (je rigole)": a joke right after the name, the GM asks. Laughter
    # (« mdr », « xD », « ptdr ») is no joke said, as in Italian: « je vote Kilian mdr » is a vote.
    "jokes": ("rigole", "déconne", "blague", "plaisante", "joke", "kidding"),
    "question_words": ("pourquoi", "qui", "quoi", "comment", "quand", "où", "quel", "quelle",
                       "quels", "quelles", "est-ce", "why", "who", "what", "how"),
    "because": ("parce", "car", "because"),
    "tags": ("non", "hein", "pas vrai", "n'est-ce pas", "right"),   # "Je vote Kilian, hein ?"   # "Pourquoi je vote Kilian ? Parce qu'il ment."
    "hedge_ends": ("mais", "donc", "bref", "pourtant", "cependant", "toutefois", "néanmoins",
                   "but", "anyway"),
    # "je vote contre toi Zoé", "je vote pour l'exécution de Benoît", "je vote plutôt Zoé".
    "fillers": ("pour", "contre", "aussi", "moi", "encore", "toujours", "plutôt", "a", "de", "nouveau",
                "donc", "était", "est", "toi", "l", "exécution", "élimination", "for", "against",
                # "Je vote pour éliminer Kilian", "je vote pour exécuter Hortense"
                "éliminer", "exécuter", "brûler", "lyncher",
                # "Je maintiens mon vote sur Kilian", "je confirme mon vote d'hier : Kilian"
                "sur", "hier", "final", "définitif", "actuel",   # "Vote final comme hier"
                "que", "qu",   # "Je vote pour que Kilian soit exécuté"
                "d",   # "Je vote pour l'exécution d'Hortense"
                "deux", "fois",   # "je vote deux fois Pierre": the Capitaine's double vote
                # "je change mon vote depuis ce matin : Hugo": since when, before the colon.
                "depuis", "ce", "matin", "soir",
                "jour", "aujourd", "hui",   # "mon vote du jour : Kilian", "je vote aujourd'hui Zoé"
                "abord",   # "Je vote d'abord Léa. Non, plutôt Rose."
                # "Je vote pour la mort de Kilian", "je vote pour le lynchage de Kilian"
                "la", "le", "mort", "lynchage"),
    "alternatives": ("ou", "et", "or", "and"),
    "and_then": ("et", "puis", "and", "then"),   # "je retire mon vote et je vote Isidore"
    # "Mon vote aujourd'hui va à Isidore", "Mon vote cette fois va à Kilian".
    "inserts": ("aujourd'hui", "cette fois", "donc", "alors", "maintenant", "finalement",
                "définitivement", "today"),
    # "Kilian ment. Je le vote.", "Kilian, je te vote." ("le vote" alone is the noun).
    "clitics": ("je le", "je la", "je l", "je te", "je t", "moi je le", "moi je te"),
    # "Je vote Noémie, non, plutôt Hortense", "je vote Zoé, finalement Léa".
    "corrections": ("plutôt", "non plutôt", "no plutôt", "finalement", "or rather", "ah non",
                    "euh non", "oh non", "enfin non", "oups", "non attends",
                    "non finalement",   # "Je vote Kilian, non, finalement Léonie"
                    # "je vote Kilian... non attendez, Hortense" ("attends Hortense" may speak to her)
                    "non attendez", "ou plutôt",   # "je vote Kilian, ou plutôt Hortense"
                    # "je vote Kilian, je voulais dire Leonie", "Edit : je voulais écrire Leonie"
                    "je voulais dire", "je voulais écrire", "voulais dire", "non pardon",
                    "euh non pardon", "non désolé", "non désolée",
                    "non en fait",   # "Je vote Kilian, non en fait Isidore"
                    # "Je vote Kilian. Je me suis trompé, Isidore", "Je vote Kilian. Tout compte
                    # fait, Isidore", "Vote : Kilian. Correction : Isidore".
                    "je me suis trompé", "je me suis trompée", "je me suis planté",
                    "je me suis plantée", "après réflexion", "réflexion faite", "à la réflexion",
                    "tout compte fait", "tout bien réfléchi", "correction", "je rectifie",
                    "j'ai changé d'avis", "changement d'avis", "je change d'avis",
                    # "je vote Gaspard pour capitaine, mdr non je rigole, Amandine": the joke
                    # was the first name ("Je vote Kilian (je rigole)" alone stays a doubt).
                    "mdr non", "lol non", "non je rigole", "non je plaisante", "je rigole", "je plaisante"),
    # "Je vote Kilian. Après réflexion, Isidore est pire.": moved to Isidore, or a word on him.
    "rethought": ("après réflexion", "réflexion faite", "à la réflexion", "tout compte fait",
                  "tout bien réfléchi", "je me suis trompé", "je me suis trompée", "je rectifie",
                  "j'ai changé d'avis", "changement d'avis", "je change d'avis", "finalement"),
    # Words that correct only before a comma and a name ending its clause: "voto Zanna, no,
    # Ululone", "Je vote Kilian, pardon, Leonie" ("pardon Leonie" alone may speak to her).
    "retakes": ("non", "nan", "pardon",   # "Je vote Kilian. Nan, Maxence."
                "désolé", "désolée", "en fait", "no", "sorry"),
    # "Je vote Kilian, enfin Isidore", "Je vote Kilian, euh, Isidore": the name ending its
    # sentence ("Je vote Kilian. Enfin, Isidore !" after a stop greets him).
    "second_thoughts": ("enfin", "euh", "en fait", "mince", "zut"),
    # "je vote Léa plutôt que Zoé": a vote for Léa, Zoé the name turned away from.
    "instead": ("que", "qu", "de", "d", "du"),
    "reported": ("écrit", "écrivait", "dit", "disait", "cité", "cite", "son", "sa", "leur",
                 "wrote", "said"),
    "first_person": ("ai", "avais", "avons", "avions", "je", "j", "i"),
    # "Hugo vote Marc", "il vote Marc": "vote" is the first and the third person alike; with
    # another subject (a player, or one of these) the post reports someone else's vote.
    "third_person": ("il", "elle", "ils", "elles", "he", "she", "they",
                     # "Le capitaine vote Isidore": the title's holder, not the author.
                     "capitaine", "maire"),
    "reading": ("lu", "lis", "lit", "lisait", "lisez"),
    "reading_in": ("dans", "sur"),
    "other_verbs": ("voter", "votez", "votons", "votes", "votent", "voterai", "voterais",
                    "voterait", "votera", "voterons", "voterez", "voteront", "votait", "votais",
                    "votaient", "votant", "votée", "votés", "votées"),
    "election": ("capitaine", "maire", "mairie",   # "Pour la mairie je vote Hortense"
                 "capitanat"),   # "Je donne ma voix à Gaspard pour le capitanat"
    # "Je vote Baptiste. Pour le capitaine je verrai plus tard.": the day's vote.
    "later": ("plus tard", "je verrai", "on verra", "pas encore", "ensuite", "later"),
    "election_links": ("pour", "comme", "en", "tant", "que", "au", "poste", "de", "le", "la",
                       "notre", "nouveau", "futur", "du", "l", "as", "for",
                       # "je vote Hortense pour être élue capitaine", "je vote pour que
                       # Kilian soit capitaine": a vote for the title, never the stake's
                       "être", "devenir", "élu", "élue", "soit", "devienne", "sera", "deviendra",
                       # "Je m'abstiens pour l'élection du capitaine": the election's abstention
                       "élection"),
    "elect": ("j'élis X", "élis X"),
    "pointing": ("lui", "elle", "celui", "celle"),   # "celui-là": its first word
    "election_before": ("pour", "comme", "élection", "as", "for"),
    # "je vote pour moi", "je vote moi-même": the author's self-vote.
    "myself": ("moi", "moi-même", "moi même", "myself"),
    "myself_before": ("me",),   # "je me vote": the author's self-vote
    "agree": ("idem", "pareil", "pareil pour moi", "moi aussi", "moi de même", "d'accord",
              "plussoie", "même chose", "itou", "same", "agree",
              "même vote", "je plussoie"),   # under a quoted vote: « Même vote », « Je plussoie »
    "agree_with": ("plussoie", "je plussoie"),   # « Je plussoie Kilian »: follows Kilian's vote
    "cries": ("au bûcher", "à mort", "pour le bûcher", "pour l'exécution", "bûcher",
              "exécution de", "exécution d'"),   # "Exécution de Gaspard !", "Exécution d'Hortense !"
    # A line of its own holding only these words and a player's name ("Pour Hortense.",
    # "Contre Hortense !", "+1 Hortense"): most likely a vote, but no form says so.
    "bare": ("pour", "contre", "+1"),
    "bare_marks": ("🗳️", "🗳"),   # "🗳️ Hortense": as in Italian
    "you": ("toi", "te", "t", "vous", "you"),   # "@Hugo je vote pour toi": as in Italian
    # "Je vote Hortense pour le bûcher", "Mon vote pour l'exécution : Kilian": the day's poll.
    "stake": ("bûcher", "exécution", "exécuter", "élimination", "éliminer", "lynchage", "lyncher"),
    "no_longer": ("plus",),   # "Je ne vote plus Kilian": taken back? A doubt.
    # "Édité : Léonie", "Modifié : Léonie": the participle before a colon, never "Modifié par".
    "edit_marks": ("edit", "edited", "ps", "modif", "édit", "édition", "édité", "modifié"),
    "like": ("comme", "pareil", "like"),   # "je vote pareil (qu'Eloise)": as hers, the GM says whom
    # "je vote celui qui a voté Kilian hier": a player described, not named.
    "whoever": ("celui qui", "celle qui", "quiconque", "qui",
                # "Hugo ou Zoé : je vote l'un des deux" ("l" is a filler): which one, the GM asks.
                "un des", "une des", "un ou l'autre", "une ou l'autre"),
    # "Vote de Kilian : Isidore" tells Kilian's vote, no vote for him (as in Italian).
    "whose": ("de", "d"),
    # "Vote de Kilian : Isidore. Le mien : Hortense.", "Hier j'ai voté Baptiste, aujourd'hui Isidore".
    "mine": ("le mien", "la mienne", "moi", "moi je", "et moi", "moi par contre", "moi plutôt",
             "pour ma part", "aujourd'hui", "aujourd'hui par contre", "cette fois", "mine", "me",
             "moi c'est"),   # "[quote]je vote Kilian[/quote] Moi c'est Isidore."
    # "Je change mon vote de Kilian à Maxence": a vote for Maxence.
    "moved_from": ("de", "d", "du", "from"),
    "moved_to": ("à", "a", "au", "aux", "sur", "pour", "vers", "to"),   # "... de Kilian au Maxence"
    "yesterday": ("hier", "yesterday"),   # "Je vote comme hier"
    "as_yesterday": ("même vote qu'hier", "même vote que hier", "même chose qu'hier", "pareil qu'hier",
                     "pareil que hier", "idem qu'hier", "same as yesterday",   # « Même vote qu'hier »
                     "comme hier"),   # the sentence whole: « Comme hier. », « Ok, comme hier ! »
    # "Mon vote ? Kilian.", "Pour qui je vote ? Kilian.": a vote for Kilian (votes/asked.py).
    "asking": ("mon", "ma", "qui", "my", "who"),
    # "Entre Kilian et Hortense, je choisis Kilian": a doubt offering Kilian.
    # "J'ai décidé de voter Kilian", "Mon choix : Kilian": a decision told, no vote form.
    "choose": ("je choisis X", "choisis X", "je choisis: X", "j'ai décidé de voter X",
               "je décide de voter X", "je choisis de voter X", "mon choix: X",
               "je voulais voter X", "je veux voter X",
               "je préfère X",   # "Je préfère Amandine en capitaine": a preference, asked
               "X définitif", "X je confirme", "je confirme: X",   # "Kilian, je confirme."
               # "Je repasse sur Isidore": back to the vote, or to talking about him.
               "je repasse sur X", "je retourne sur X",
               # "Je passe sur Isidore", "je bascule sur Isidore": the vote moved, or the talk.
               "je passe sur X", "je bascule sur X",
               # "Je change de cible, Isidore": a vote moved without « vote », or the talk; the GM says.
               "je change de cible: X"),
    # "Je mets Isidore": a vote put without « vote », or the talk; the GM says. But only where
    # the name ends its clause: « mettre » takes other objects ("Je mets Isidore au pied du
    # mur", "je mets Kilian dans le même sac": talk).
    "choose_alone": ("je mets X",),
    "between": ("entre", "between"),   # "Entre Kilian et Hortense je vote Kilian"
    # "Je maintiens Kilian.", "Non, je garde Isidore": the vote kept ("Je maintiens que Kilian
    # ment", "je garde Kilian à l'œil" go on: talk).
    "kept": ("je maintiens X", "je garde X"),
    "also": ("aussi", "également", "also", "too"),   # "Je vote Kilian. Je vote aussi Isidore."
    # As in Italian ("je reste sur X", "je garde X" are vote forms here): "Je vote Kilian. Non,
    # je retourne sur Isidore".
    "stay": ("je retourne sur", "je repasse sur", "je reviens sur", "je laisse", "je reste avec"),
    "copulas": ("est",),   # as in Italian, for a `choose` form "… est X" a game adds
    # Ending its clause, the vote taken back: "J'annule, je réfléchis encore.", "Je retire,
    # désolé Kilian." ("J'annule ma venue", "Je retire ce que j'ai dit" are talk).
    "unvote_alone": ("j'annule", "je retire", "j'enlève"),
    # Before a player's name, a vote taken back, or one never cast: a doubt offering "unvote"
    # ("Finalement je ne vais pas voter Kilian", "Non, je ne veux plus voter Maxence").
    "not_voting": ("je ne vais pas voter", "je ne vais plus voter", "je vais pas voter",
                   "je ne veux plus voter", "je veux plus voter", "je ne vais finalement pas voter"),
})

LANGUAGES: Mapping[str, Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {"it": ITALIAN, "fr": FRENCH})
