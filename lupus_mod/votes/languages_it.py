"""The vote grammar's Italian words (votes/languages.py: what the lists are)."""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

ITALIAN: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # "confermo il voto su X" re-casts a vote (docs/tally.md, Confirmations); "confermo X"
    # alone may confirm a claim: asked where the name ends its clause (`choose_alone`).
    # "Je vote contre Grima": a French player in an Italian thread votes all the same.
    "vote": ("voto X", "voto: X", "rogo X", "vote X", "vote: X", "je vote X", "il mio voto va X",
             "rivoto X",   # "rivoto Gollum": the vote again
             # "caccio Enzo": Acchiappastreghe's vote hunts ("La votazione caccia …"); it was talk.
             "caccio X",
             "autovoto X",   # "mi autovoto": the self-vote, read as "mi voto" is
             # The GM asked to count it: "Master conta il mio voto per Grima per favore",
             # "master segnami il voto su Grima" (the earlier vote must not stand unasked).
             "conta il mio voto X", "contami il voto X", "segnami il voto X",
             "segna il mio voto X", "segnate il mio voto X", "considera il mio voto X", "registra il mio voto X",
             # "Detto questo voto Ululone, e spiego…": "that said", no "questo voto" (this vote)
             # nor a saying reported ("ciò detto voto X" likewise).
             "detto questo voto X", "detto ciò voto X", "ciò detto voto X",
             "voto spostato X",   # "Voto spostato su Nazgul": his vote moved, said as "voto ritirato"
             # "Il voto di oggi va a Gollum", "voto confermato su Gollum": the day's vote said so.
             "il voto va X", "il voto di oggi va X", "il mio voto di oggi va X", "voto confermato X",
             # "cambio da Grima a Gollum" (the name after `da` is the one left), "cambio Gollum".
             "cambio X",
             # "cambio voto, ora Ululone", "il mio voto andrà a Becchino" (said before it is cast).
             "cambio voto X", "cambio voto: X", "il mio voto andrà X", "il mio voto andra X",
             # "il mio voto lo avrà lei se non risponde": who gets the vote, as "andrà a".
             "il mio voto lo avrà X", "il mio voto lo avra X", "il mio voto lo prende X",
             "il mio voto se lo prende X", "il mio voto se lo becca X",
             "confermo il voto X", "confermo il mio voto X", "confermo voto X",
             # "sposto il voto su X", "cambio il mio voto: X": the vote moves to X.
             "sposto il voto X", "sposto il mio voto X", "cambio il voto X", "cambio il mio voto X",
             # "metto il voto su X", "passo il mio voto a X", "il mio voto passa a X".
             "metto il voto X", "metto il mio voto X", "passo il voto X", "passo il mio voto X",
             # "uso il voto doppio su Nazgul": the double vote is the vote (its weight the rules').
             "uso il voto doppio X", "uso il mio voto doppio X", "voto doppio X", "voto doppio: X",
             # "rimetto il voto su Zanna" after taking it back: the vote cast again.
             "rimetto il voto X", "rimetto il mio voto X", "ridò il voto X", "ridò il mio voto X",
             "rido il voto X", "rido il mio voto X",
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
             "X x2",   # "Gollum x2 (voto da sindaco)": the vote, its double claimed (a note)
             "X ultimo voto", "X il mio voto finale", "X il mio voto definitivo", "X il mio ultimo voto",
             "X è il mio voto finale", "X è il mio ultimo voto", "il mio ultimo voto va X",
             # "Zorg voto": the object first, as Italian puts it for weight ("Rosa. Voto." is
             # two sentences, asked: votes/apart.py).
             "X voto",
             "il mio voto definitivo va X", "il mio voto finale va X",
             # "Il voto lo do a Shelob", "Shelob si prende il mio voto", "Cambio: Grima" (as
             # French "je change : X"), two typos of the keyword seen in threads and its
             # shorthand, "vt Grima", as GMs read it.
             "il voto lo do X", "il mio voto lo do X", "X si prende il mio voto", "X si becca il mio voto",
             "X prende il mio voto", "cambio: X", "votoo X", "vto X", "vt X",
             # "Ho deciso di votare Gollum": the vote, said as a decision.
             "ho deciso di votare X", "decido di votare X", "scelgo di votare X",
             # "torno a votare Zanna": the vote given again (it was asked, or read as talk).
             "torno a votare X", "ritorno a votare X",
             # "Zorg ha il mio voto", "Zorg avrà il mio voto": the plainest form of them
             # (as French « X a ma voix »).
             "X ha il mio voto", "X avrà il mio voto", "X avra il mio voto",
             # "Tolgo e metto su Nazgul", "levo e do a Grima": the vote moved in one breath.
             "tolgo e metto X", "tolgo e do X", "levo e metto X", "levo e do X", "ritiro e metto X",
             "ritiro e do X", "tolgo e sposto X", "tolgo e giro X",
             # "il mio voto resta su Becchino", "il voto rimane a Zanna": the vote said again
             # (on the same name it changes nothing; on another, it moves).
             "il mio voto resta X", "il mio voto rimane X", "il voto resta X", "il voto rimane X",
             # The name first: "Trinity resta il mio voto" (after "voto Zorg": moved to Trinity).
             "X resta il mio voto", "X rimane il mio voto",
             # The forum's slang for the day's vote: "votone a Zanna" (a big vote), "lincio
             # Zanna" (the lynch, Werewolf's own word for the day's kill).
             "votone X", "votone: X", "lincio X"),
    "unvote": ("tolgo il voto", "ritiro il voto", "tolgo il mio voto", "ritiro il mio voto",
               "tolgo voto", "ritiro voto", "unvote",
               # "unvoto" (the forum's word, conjugated), "annullo il voto", "cancello il voto".
               "unvoto", "annullo il voto", "annullo il mio voto", "cancello il voto",
               "cancello il mio voto",
               # "Levo il voto", "Voto ritirato.", "Ho tolto il voto a Grima": taken back.
               "levo il voto", "levo il mio voto", "voto ritirato", "voto annullato", "voto tolto",
               "ho tolto il voto", "ho tolto il mio voto", "ho ritirato il voto", "ho ritirato il mio voto",
               # "scordatevi il mio voto di prima": taken back.
               "scordatevi il mio voto", "dimenticate il mio voto", "ignorate il mio voto",
               # "il voto di prima annullatelo", "annullate il mio voto": taken back, asked of the GM.
               "il voto di prima annullatelo", "il mio voto annullatelo", "annullate il mio voto",
               "annullatemi il voto", "il voto di prima annullalo", "il mio voto annullalo",
               # "revoco il voto", "mi tiro fuori dal voto": taken back.
               "revoco il voto", "revoco il mio voto", "mi tiro fuori dal voto", "mi tiro fuori dalla votazione",
               # "il mio voto lo tolgo, nn sono convinto", "il mio voto è annullato".
               "il mio voto lo tolgo", "il mio voto lo ritiro", "il mio voto lo levo", "il mio voto è annullato",
               "il mio voto e annullato",
               # "rimuovo il voto", "nn è più il mio voto": taken back.
               "rimuovo il voto", "rimuovo il mio voto", "rimuovo voto", "non è più il mio voto",
               "nn è più il mio voto", "non e più il mio voto", "nn e più il mio voto",
               # "annullato il voto su Rosalba", "via il voto da Morgana", "lascio perdere il voto
               # di stamattina": taken back (the name after, the vote it names).
               "annullato il voto", "annullato il mio voto", "via il voto", "via il mio voto",
               "lascio perdere il voto", "lascio perdere il mio voto",
               # "scusate il post di prima era x sbaglio, nn vale": his earlier post (its vote) void.
               "il post di prima era per sbaglio", "il post di prima era x sbaglio",
               "il post di prima non vale", "il post di prima nn vale",
               "il voto di prima non vale", "il voto di prima nn vale"),
    # "voto nullo, non ho idee oggi": the ballot spoilt on purpose, an abstention as "voto bianco".
    "abstain": ("mi astengo", "astensione", "voto bianco", "voto in bianco", "scheda bianca", "voto nullo",
                "scheda nulla",
                # A vote for nobody ("voto nessuno", "no lynch") asks that nobody burns: the
                # abstention, judged by the game's `abstention` rule.
                "voto nessuno", "non voto nessuno", "voto no lynch", "voto nolynch",
                "nn voto nessuno",   # "alla fine nn voto nessuno oggi": SMS "non", as `negations` has it
                # Acchiappastreghe's hunt: "non caccio nessuno oggi" ("oppure si astengono"; it was talk).
                "caccio nessuno", "non caccio nessuno", "nn caccio nessuno"),
    # "Oggi niente voto a Grima, mi ha convinto": "niente" right before the keyword refuses the
    # vote as "nessun voto" does (it counted for the name refused).
    "negations": ("non", "nn", "mai", "senza", "nessun", "niente", "not", "never", "without"),   # "nn voto Zanna": SMS
    # Earlier in the form's clause, at most three words before its keyword, these deny the
    # vote: "Neanche io voto Grima", "Col cavolo che voto Grima", "Manco morto voto Grima"
    # (talk, negated). A comma or a word such as "ma" ends their reach: "Neanche per sogno,
    # voto Grima" refuses something else and votes.
    "denials": ("neanche", "nemmeno", "neppure", "manco", "giammai", "col cavolo", "col cazzo",
                "col piffero", "col fischio", "scordatevi", "scordatevelo", "scordati", "scordatelo",
                "figurati se", "non se ne parla", "no way", "neither",
                # "non e' che voto Grima solo perche' lo dite voi", "Non penso che voto Grima",
                # "altro che voto Grima, qui il lupo e' Nazgul": the vote denied, never cast.
                "non è che", "nn è che", "non penso che", "nn penso che", "non credo che",
                "nn credo che", "altro che",
                # "I don't vote Grima", "I won't vote Grima": an English negation, glued.
                "don't", "dont", "won't", "wont", "do not", "will not", "doesn't", "didn't"),
    # Right after the name, a time that never comes: "Figurati, voto Grima quando gli asini
    # volano" denies the vote (talk, negated).
    "never": ("quando gli asini volano", "quando volano gli asini", "quando voleranno gli asini",
              "quando i maiali volano", "when pigs fly",
              # "voto Nuvola Rossa perche voto Corvo nn ha senso": the vote argued against, no
              # vote ("… nn ha senso aspettare" goes on: the phrase must end its clause).
              "non ha senso", "nn ha senso", "non avrebbe senso", "nn avrebbe senso",
              "sarebbe inutile", "sarebbe assurdo", "è assurdo", "e assurdo"),
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
               "facciamo finta", "ipotesi", "in teoria"),
    # Right after the name these make the vote hold only if something happens, which the GM
    # judges: a doubt ("Voto Grima se non si spiega entro le 20", "voto Grima, a meno che...").
    # "Oggi voto Gollum, domani vediamo" is a vote: "domani" is a hedge only before the form.
    "conditions": ("se", "a meno", "purché", "solo se", "in caso", "if", "unless",
                   # "Grima parli. Altrimenti voto lui.": the condition is the sentence before.
                   "altrimenti", "sennò", "se no", "otherwise",
                   "salvo che", "salvo se", "tranne se", "eccetto se"),
    # Opening the sentence after the vote's, these still condition it ("Voto Grima. A meno che
    # non si spieghi."): a doubt, as right after the name ("Se si spiega, cambio." is a sentence
    # of its own: the vote stands).
    # ("Purché sia lupo!", « Pourvu qu'il soit loup ! » wish it, and are no such word.)
    # Ending right before the form's clause, a `conditions` word these end is no condition: a
    # concession or a question ("Anche se mi dispiace, voto Grima", "Non so se è lupo, voto
    # Grima" are votes).
    "concessions": ("anche se", "pure se", "so se", "sa se", "chissà se", "vediamo se", "even if"),
    "unless": ("a meno", "solo se", "salvo che", "salvo se", "tranne se", "tranne che",
               "eccetto se", "sempre che", "unless"),
    # "Voto Rosaspina. Se Rosaspina non risponde entro stasera allora vale il voto.": a sentence
    # after the vote that opens with a condition and holds one of these says when the vote holds.
    "vote_holds": ("vale", "valido", "valida", "conta", "contatelo", "consideratelo", "holds", "counts"),
    # A condition that is a manner of speaking, before the form or after its name: "voto Grima
    # (se ho capito bene il regolamento)", "Se non sbaglio, voto Grima" are votes.
    "asides": ("se ho capito bene", "se ho ben capito", "se non sbaglio", "se non erro",
               "se non ricordo male", "se ricordo bene", "se posso", "se permettete", "se permetti",
               "se volete saperlo", "se vi interessa", "if i understand correctly"),
    # Before the keyword, between it and the name or before a second name these make the vote
    # unsure, a doubt the GM settles: "forse voto Anna", "voto magari Anna", "Anna o forse Bea".
    # "quasi quasi voto Grima[, ma ci penso ancora]": tempted to, the vote not yet cast.
    "doubts": ("forse", "magari", "probabilmente", "quasi quasi", "maybe", "perhaps", "probably"),
    # "voto Grima, credo", "Voto Grima. Non sono sicuro.": after a pause past the name, ending
    # its sentence, a doubt ("credo che menta" goes on: the vote).
    "unsure_after": ("credo", "penso", "non sono sicuro", "non sono sicura", "nn sono sicuro", "nn sono sicura",
                     "non so", "nn so", "i think", "not sure",
                     # Sarcasm past a pause takes the vote back, as a joke does: "sì certo, voto
                     # Grima, come no", "Voto Grima... NOT". The GM asks.
                     "come no", "not"),
    # "voto Grima (scherzo)": a joke right after the name, the GM asks. Before the keyword it
    # says the words before were one: "Voto Sunny e Belle... no scherzo, voto Sunny" is a vote.
    # Later on the name's line too: "voto Frodino, scherzo ovviamente 😜". Laughter is no joke
    # said ("voto Grima xD", "voto Frodino lol", as "voto Gollum 😂"): the player laughs at his
    # vote and casts it, so "lol", "xd", "ahah" are not here.
    "jokes": ("scherzo", "scherzavo", "scherzone", "joke", "kidding"),
    # "Eowyna il rosso non ti salva lol. Ricambio il favore": a vote given back, no keyword
    # (votes/returned.py): a doubt offering the one the post named.
    "returned": ("ricambio il favore", "ricambio", "contraccambio", "ti ricambio il favore",
                 "ricambio la cortesia", "restituisco il favore", "ti restituisco il favore"),
    # No Italian ruleset has a decision of the day said in the thread (the Chasseur's shot,
    # the Capitaine's heir: see French).
    "shots": (),
    "shots_after": (),
    "against": ("contro",),   # "voto contro Anna come sindaco": asked (languages_fr.py)
    # Negations that turn only the words after them: "Grima al rogo senza pietà" is still the
    # cry (the `negations` word "senza" read it as said no, talk: the vote lost).
    "without": ("senza", "without"),
    "heirs": (),
    # "voto Radagasto (non è vero, lo dico per vedere come reagisce)": a vote said as a bluff,
    # on the name's line, ending its clause ("voto Grima, non è vero che tace" is a reason).
    "bluffs": ("non è vero", "non e vero", "nn è vero", "per finta", "per vedere come reagisce",
               "per vedere come reagiscono", "è un test", "e un test", "solo un test", "bluff"),
    # A question with one of these is talk ("Perché voto Anna?"); without, a doubt ("voto Anna?").
    "question_words": ("perché", "chi", "cosa", "come", "quando", "dove", "quale", "quali",
                       "quanto", "quanti", "why", "who", "what", "how"),
    # After a comma at the end of the form's clause, these make it a question: "voto Nazgul,
    # no?" (a doubt, as "voto Nazgul?" is), "Bilbetto: voto Nazgul, vero?" (asked of him: talk).
    "tags": ("no", "vero", "giusto", "o no", "right"),
    # "Perché voto Nazgul? Perché ieri ha difeso Gollum.": the author's own why, answered: a
    # doubt (most likely his vote and its reason), not the question it looks like.
    "because": ("perché", "poiché", "siccome", "because", "xké", "xk", "perké", "pk",   # SMS spellings
                "visto che", "dato che"),
    # Between a hedge and the keyword these start a main clause: "Non so se è lupo, ma voto X".
    # "Non so se votare Gollum o Grima... vabbè voto Grima": a decision after the doubt.
    "hedge_ends": ("ma", "bensì", "però", "comunque", "quindi", "dunque", "intanto", "vabbè", "vabbe",
                   "insomma", "but", "anyway", "however", "so"),
    # A clause opened by these after a comma is today's vote, whatever vote to come was said
    # before it: "Domani voto Shelob, oggi voto Gollum".
    "today": ("oggi", "per oggi", "stasera", "adesso", "ora", "today", "now"),
    # Skipped between the keyword and a name: "voto anch'io X", "voto per X", "va a X",
    # "voto contro te Anna", "voto per l'eliminazione di Anna".
    "fillers": ("anche", "anch", "io", "pure", "sempre", "ancora", "contro", "per", "a", "su",
                "di", "nuovo", "era", "te", "l", "eliminazione", "esecuzione", "for", "against",
                "contre", "x",   # "voto x Elrondo": forum shorthand for "per"
                "stavolta",      # "cambio, stavolta Ombroso": this time, the vote moved
                "pr",   # "jvote pr Zorg": the French forum's « pour », also "per" cut short
                "il", "rogo",    # "voto per il rogo di Gollum", "voto il Frate"
                "linciaggio",    # "voto per il linciaggio di Gollum"
                "morte", "ad",   # "voto per la morte di Gollum", "voto ad Elrondo" ("a" before a vowel)
                # "voto per eliminare Saurone", "voto per mandare al rogo Gollum"
                "eliminare", "linciare", "bruciare", "giustiziare", "mandare", "al",
                "far", "fare", "fuori",   # "voto x far fuori Grima" ("far" is no Faramiro)
                "cacciare", "caccia",   # "voto per cacciare Enzo", "voto x la caccia a Enzo" (the hunt)
                "gia", "eh", "tipo", "pero",   # "voto già Grima", "voto eh Grima", "voto però Grima"
                # "voto boh Grima", "voto ehm... Grima": a pause, the vote still cast.
                "boh", "mah", "bah", "beh", "ehm", "uhm", "mmm", "mm", "mh", "hmm",
                "ieri", "oggi",    # "Confermo il voto di ieri: Sarumano", "voto oggi Gollum"
                "finale", "definitivo", "attuale",   # "Voto finale Enzo", "Voto finale come ieri"
                # "voto comunque Zorg", "voto cmq Zorg", "voto ovviamente Zorg": how, or when.
                "comunque", "cmq", "sicuramente", "ovviamente", "decisamente", "convintamente",
                "nuovamente", "finalmente", "infine", "adesso", "ora", "subito", "volentieri", "direttamente",
                "allora", "quindi",
                # "voto provvisorio Grima", "voto temporaneo: Grima": a vote until changed.
                "provvisorio", "provvisoria", "temporaneo", "temporanea",
                "la", "lo",   # "voto la Tecla": the article before a name, as northern Italian has it
                # "voto convinta Rosa", "voto sicuro Ezio": how sure the author is.
                "sicuro", "sicura", "convinto", "convinta", "deciso", "decisa",
                # "voto alla fine Fosco": in the end, the author's vote ("alla" also ends
                # a moved vote: "dalla Ercolina alla Brunilde", see moved_to).
                "alla", "fine",
                # "cambio il voto da stamattina: Fosco": since when, before the colon.
                "stamattina", "stasera", "stanotte",
                # "voto il buon Becchino", "voto tattico su Zanna": a word of the vote's manner.
                "buon", "buona", "caro", "cara", "tattico", "tattica", "strategico", "strategica"),
    # Between the words of a keyword, a word of when or of how sure: "Il mio voto oggi va a
    # Nazgul", "Il mio voto stavolta va a Grima".
    "inserts": ("oggi", "stavolta", "ora", "adesso", "invece", "quindi", "allora", "ormai",
                "finalmente", "definitivamente", "sicuramente", "today",
                "però",   # "Il mio però va a Grima"
                # "il mio voto (doppio) passa a Trinity": the Sindaco's vote weighs two.
                "doppio", "doppia"),
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
                    "ah no aspetta", "ah no aspettate",   # "ah no aspetta, Nazgul" a post after the vote
                    # "voto Zanna... no aspettate, Ululone" ("aspetta Ululone" may speak to him)
                    "no aspettate", "o meglio",   # "voto Zanna, o meglio Ululone"
                    # "vota... Eowyna! no aspe, Rosie": the forum's short "aspetta"
                    "no aspe", "ah no aspe", "no asp", "no aspè", "no aspett",
                    # "voto Zanna... volevo dire Ululone", "EDIT: volevo scrivere Ululone"
                    "volevo dire", "volevo scrivere", "intendevo", "no scusate", "no scusa",
                    # "voto Zanna, no anzi Ululone", "voto Zanna. No, anzi, Ululone."
                    "no anzi", "anzi meglio",   # "Voto Grima, anzi meglio Nazgul"
                    # "voto Zanna... no dai, Ululone"; with no name after ("Voto Zanna\nno vabbe
                    # aspetto stasera"), the vote before is in doubt, never kept in silence.
                    "no dai", "no vabbè", "no vabbe", "no va be",
                    # "voto Grima, ma no", "voto Grima... ma anche no", "ma in realtà no": the
                    # vote taken back in the same breath, or moved to the name after it.
                    "ma no", "ma anche no", "ma in realtà no", "in realtà no", "ma forse no",
                    # A second thought said: "Voto Grima. Ripensandoci, Nazgul", "Voto Grima. Mi
                    # correggo: Nazgul"; at a post's start ("cambio idea, Nazgul") it corrects
                    # an earlier post (retake.py).
                    "ripensandoci", "a pensarci bene", "pensandoci bene", "riflettendoci",
                    "ci ho ripensato", "mi correggo", "correzione", "rettifico", "scusate ho sbagliato",
                    "scusa ho sbagliato", "cambio idea", "ho cambiato idea", "errata corrige",
                    # "Voto Grima 😈 scherzo, voto Nazgul. No sul serio, Grima": the joke's
                    # take-back taken back, his last word.
                    "no sul serio", "no seriamente", "scherzi a parte", "a parte gli scherzi"),
    # A second thought said (corrections too): past the name's sentence, a player's name whose
    # sentence goes on ("Voto Grima. Ripensandoci, Nazgul è peggio") may be the vote moved, or
    # a word about him: a doubt offering both names ("Invece Grima mi sembra a posto" is no such word).
    "rethought": ("ripensandoci", "a pensarci bene", "pensandoci bene", "riflettendoci",
                  "ci ho ripensato", "mi correggo", "correzione", "rettifico", "cambio idea",
                  "ho cambiato idea"),
    # Words that correct only before a comma and a name ending its clause: "voto Zanna, no,
    # Ululone", "voto Zanna, scusate, Ululone" ("scusa Ululone" alone may speak to him).
    # "ops sì scusate, intendevo Zanna": the yes of an apology (an answer to the thread).
    "retakes": ("no", "scusa", "scusate", "pardon", "sorry", "si scusate", "si scusa"),
    # A hesitation, or a second thought that may have its own object, corrects only when the
    # name after it ends its sentence, in the same sentence: "Voto Grima, no dai, Nazgul",
    # "Voto Grima ma ci ripenso: Nazgul" ("Dai, Nazgul!" after a stop speaks to him, "ci
    # ripenso su Nazgul domani" talks about him).
    "second_thoughts": ("beh", "ehm", "uhm", "ehm no", "ci ripenso", "ho sbagliato", "ho ripensato"),
    # Right after a correction word these make it "instead of": "voto Anna invece di Bea" is a
    # vote for Anna, Bea the name turned away from.
    "instead": ("di", "del", "della", "dello", "dei", "degli", "delle"),
    # A verb of saying or writing (or someone else's possessive) right before a form reports
    # another player's words: "c'era scritto voto Kira", "mi ha detto voto X", "il suo voto" ...
    "reported": ("scritto", "scrive", "scriveva", "scrisse", "detto", "dice", "diceva", "disse",
                 "citato", "cita", "riportato", "suo", "sua", "loro", "wrote", "said"),
    # How much someone wrote, right after the verb: what he wrote is not reported, he is judged
    # by it: "Nazgul ha scritto poco: voto Nazgul", "non ha scritto niente", "una riga".
    "said_little": ("poco", "pochissimo", "niente", "nulla", "granché", "granche", "riga", "parola",
                    "troppo", "tanto", "little", "nothing"),
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
    "near_titles": (),   # words only close to a title, asked (languages_fr.py)
    # Between a name and the title: "voto Anna come capitano", "voto Anna a sindaco".
    "election_links": ("come", "a", "da", "per", "il", "lo", "la", "nostro", "nuovo", "ruolo",
                       "di", "del", "as", "for",
                       # "voto Anna per essere eletta sindaco", "voto perché Anna sia sindaco"
                       "essere", "diventare", "fare", "eletto", "eletta", "sia", "diventi", "faccia"),
    # An election's own verb, the title not written: "eleggo Anna" (with a title elected only).
    "elect": ("eleggo X", "elezione: X"),
    # After the keyword, the one player the post named before: "Gollum mente. Voto lui." (a doubt)
    "pointing": ("lui", "lei", "quello", "quella", "costui", "costei"),
    # Right before the title, earlier in the sentence: "Come capitano voto Anna".
    "election_before": ("come", "per", "a", "elezione", "as", "for"),
    # The author's word for himself after the keyword: "voto me stesso" is his self-vote.
    # "Tom Bombadil vota per se stesso": the author naming himself in the third person, his own
    # self-vote (a doubt, as "Tom vota Nazgul" is).
    "myself": ("me", "me stesso", "me stessa", "myself", "se stesso", "se stessa", "sé stesso", "sé stessa"),
    # Right before the keyword, with no name after it: "mi voto", the author's self-vote; "mi
    # voto da solo" the same (Licantropi l.102: "e' possibile votare per se stessi").
    "myself_before": ("mi", "autovoto"),   # "autovoto" alone: the keyword glued to "auto" (himself)
    # After "mi voto" (and its words for himself), the clause of why that may follow with no
    # comma: "mi voto da solo così vi levo il dubbio", "mi voto almeno sono sicuro".
    "myself_then": ("così", "cosi", "almeno", "cosicché"),
    "myself_after": ("da solo", "da sola", "da me"),
    # With no form of his own, these agree with a vote the post quotes or reports ("[quote]voto
    # Gollum[/quote] idem", "Sam ha detto voto Gollum, io pure"): a doubt offering that vote
    # (votes/agreement.py; "+1" is found apart, it is no word).
    "agree": ("idem", "quoto", "straquoto", "concordo", "d'accordo", "anch'io", "anche io",
              "io pure", "pure io", "sottoscrivo", "same", "agree",
              # "[quote=Corvonero]Voto Rosaspina[/quote] quoto e voto anche io": no name, the
              # vote quoted joined (it was « parole d'altri », no doubt).
              "voto anche io", "voto anch'io", "voto pure io", "voto io pure",
              # Under a quoted vote, "Stesso voto", "stessa cosa", "vale anche per me" join it.
              "stesso voto", "stessa cosa", "vale anche per me", "idem a", "idem al", "idem alla",
              # "[quote]voto Grimaldo[/quote] anche per me" (it was « parole d'altri »).
              "anche per me", "anche x me", "pure per me", "pure x me", "idem per me",
              # "idem come sopra" right under another's vote: the post above's vote joined.
              "come sopra", "idem come sopra", "idem sopra", "stesso voto di sopra", "stessa cosa di sopra",
              # "mi accodo a Samvise", "mi aggrego": joining another's vote.
              "mi accodo", "mi aggrego", "mi associo", "mi accodo a", "mi aggrego a", "mi associo a",
              "mi allineo", "mi allineo a",   # "mi allineo a Samvise": his vote followed
              # "si' confermo quello che ha detto Samvise" under "io e Legolasso votiamo Arwenna".
              "confermo quello che ha detto", "confermo quanto detto da", "quoto quello che ha detto",
              "vale quello che ha detto",
              "seguo il voto di", "seguo il voto del", "seguo il voto della", "seguo",
              # "… e io faccio lo stesso", "io lo seguo", "allora anche io", "ribadisco" (under his
              # own quoted vote), "ecco il mio voto" (under a quote): joining the vote quoted or told.
              "faccio lo stesso", "io faccio lo stesso", "lo seguo", "io lo seguo", "la seguo",
              "ribadisco", "ecco il mio voto", "concordo pienamente",
              # A short yes under the quoted vote: "si", "questo", "esatto".
              "si", "sì", "questo", "esatto",
              "faccio come", "mi unisco a", "sto con", "io sto con", "sono d'accordo con",
              # "come Merrino" said alone: his vote followed (asked), as French « comme dorian ».
              "come",
              # Under a quoted vote, "sono d'accordo", "lo stesso x me" join it, as "idem" does.
              # ("confermo" alone confirms a claim too: "confermo grima come lupo"; "voto anche
              # io" leads a vote reported: "Ha scritto: voto anch'io Zefiro".)
              "sono d'accordo", "lo stesso x me", "lo stesso per me", "stesso x me", "stesso per me"),
    # Right after the agreement, which of the quoted votes it joins, in the order quoted
    # ("[quote]voto Nazgul[/quote][quote]voto Grima[/quote] quoto il secondo": Grima);
    # `last_one` the last quoted.
    "ordinals": ("il primo", "il secondo", "il terzo", "il quarto"),
    "last_one": ("l'ultimo", "l ultimo", "quest'ultimo", "l'ultima", "quest'ultima"),
    # Of the `agree` words, those whose name after is the player agreed with: "Quoto Frodino",
    # "idem a Frodino" follow Frodino's vote (a doubt naming nobody, as "voto come Frodino");
    # "Anch'io Nazgul" names the vote's.
    "agree_with": ("quoto", "straquoto", "sottoscrivo", "idem a", "idem al", "idem alla",
                   "mi accodo a", "mi aggrego a", "mi associo a", "mi allineo a",
                   # "seguo il voto di Samvise", "seguo Samvise": his vote followed, or his lead.
                   "seguo il voto di", "seguo il voto del", "seguo il voto della", "seguo",
                   # "Faccio come Merlina", "mi unisco a Merlina": her vote followed.
                   "faccio come", "mi unisco a", "sto con", "io sto con", "sono d'accordo con", "come",
                   # "confermo quello che ha detto Samvise": what Samvise said of the vote, followed.
                   "confermo quello che ha detto", "confermo quanto detto da", "quoto quello che ha detto",
                   "vale quello che ha detto"),
    # A cry for a player's death, right before or after his name ("Al rogo Gollum!", "Gollum
    # al rogo!"): no vote form, but maybe the player's vote: a doubt.
    "cries": ("al rogo", "a morte",
              # "Ombroso sul rogo", "brucia Ombroso!", "Impicchiamo Zorg" (C&A's gallows): the
              # same cry in other words, dropped as talk before.
              "sul rogo", "brucia", "bruciamo", "bruciate", "impicchiamo", "impiccate", "alla forca",
              # « linciamo Nazgul », « Nazgul va bruciato », « Nazgul deve morire »: the same
              # cry (talk before, the vote lost).
              "linciamo", "linciate", "va bruciato", "va bruciata", "deve morire", "deve bruciare",
              # "cacciamo Enzo": Acchiappastreghe's hunt called for, as "linciamo".
              "cacciamo", "cacciate"),
    # A cry only after the name and ending its sentence: "Rosaspina no, Ombroso sì" (the
    # ballottaggio's choice said so; it was talk). "Ombroso si difende" is no cry.
    "closing_cries": ("sì", "si"),
    "cry_votes": (),   # no cry is a vote of its own on the Italian boards we read: each asks
    # Right before a cry's name (or the cry), the author's opinion said: the cry is his as it
    # is opening its sentence, or after the comma of « Per me, Zanna al rogo »: « Per me Zanna
    # al rogo », « secondo me Zanna al rogo », « io dico Zanna al rogo » ask (they were talk).
    "cry_leads": ("per me", "x me", "secondo me", "secondo noi", "per noi", "io dico", "dico",
                  "io direi", "direi", "a mio avviso", "a mio parere", "imho", "anche per me", "pure per me"),
    # "Anna come sindaco, senza dubbio": after a name and its title (a title line), the words
    # that make it the author's own choice, no cheer (title_line.py).
    "sure_after": ("senza dubbio", "senza dubbi", "ovviamente", "sicuramente"),
    # A laugh after an election vote, before the day's joined to it: read past (apart.py).
    "laughs": ("lol", "xd", "ahah", "haha", "ahahah", "lmao"),
    # A line holding only these words and a player's name ("+1 Gollum"): most likely a vote,
    # but no form says so; a doubt the GM settles, never dropped as talk. "v. Gollum" (a stop
    # or a colon after it): "v." may be "vedi"; alone with a name on a line, most likely a vote
    # still: asked, never dropped. ("vt Gollum" is the forums' shorthand of "voto": a form.)
    # "x me Nazgul", "per me Nazgul", "lynch Nazgul" (the forum's English) alone on a line.
    "bare": ("+1", "v", "x me", "per me", "lynch",
             # "per me è Gollum", "anche per me Gollum", "allora idem, Gollum": the same, said so.
             "per me è", "x me è", "per me e", "x me e", "anche per me", "anche x me", "pure per me",
             "anche per me è", "idem", "allora idem"),
    # After the name of a `bare` line (or of "vot", the keyword mistyped), words that only say
    # when or how sure: "vot Belle all'ultimo", "vt Belle all'ultimo minuto", "x me è Sarumano,
    # nn ho dubbi" are the line's doubt still (they were talk, the last-minute vote lost).
    "bare_after": ("all'ultimo", "all'ultimo minuto", "all'ultimo momento", "nn ho dubbi", "non ho dubbi",
                   "senza dubbio", "senza dubbi", "ne sono sicuro", "ne sono sicura", "ne sono certo",
                   "ne sono certa", "per oggi", "stasera", "oggi",
                   "scusate", "scusa", "sorry"),   # "*Grima, scusate": the slip owned
    # Signs, no word, alone before a player's name on a line of their own ("🗳️ Gollum"): a
    # ballot box says a vote, yet no form does; a doubt offering the name, as `bare` is.
    # The forum's asterisk correction of a slip, a post after the vote: "*Grima, scusate".
    "bare_marks": ("🗳️", "🗳", "*", "👉", "🔥"),   # « 👉 Grima », « 🔥Grima🔥 »
    # The player spoken to, alone after the keyword: "@Fosco voto te" names him by the mention
    # before it; most likely a vote for him, but none is written: a doubt offering the name.
    "you": ("te", "ti", "tu", "you"),
    # The stake's words in a vote's sentence say which poll it is for, on the day of an
    # election when both are open ("voto Anna per il rogo"): the day's (votes/election.py).
    # "Chi voto al ballottaggio? Zanna.": the runoff is the stake's poll too.
    "stake": ("rogo", "linciaggio", "linciare", "esecuzione", "eliminazione", "eliminare", "ballottaggio"),
    # The second ballot named: "per il ballottaggio io voto Becchino" while the day's vote is open
    # is no vote of the day's (votes/runoff_named.py).
    "runoff": ("ballottaggio", "ballottaggi"),
    # With a negation, "no longer": "Non voto più Gollum" takes the vote back, or says so of
    # a vote already gone: a doubt whose settle line offers "unvote", never talk.
    "no_longer": ("più",),
    # A note added to the post ("voto Gollum\nEDIT: anzi no"): what follows it corrects the post.
    "edit_marks": ("edit", "edited", "ps", "modifica", "aggiornamento"),
    # After the keyword, whose vote or which day the vote follows ("voto come ieri", "voto
    # come Samvise"): only the GM knows that name, a doubt; "voto come ieri: Zanna" votes Zanna.
    # "stesso" ends the keyword "voto lo stesso": with "di" after it the vote follows another's.
    "like": ("come", "like", "stesso", "uguale"),
    # Between a `like` word and the player whose vote is followed: "il mio voto è uguale a
    # quello di Tumbleweed", "voto uguale a Tumbleweed" follow Tumbleweed's vote (it was talk,
    # or a doubt offering Tumbleweed himself).
    "like_links": ("a", "ad", "al", "alla", "quello", "quella", "di", "del", "della", "d"),
    # Right after the keyword, a player described, not named: "voto chi ha votato ieri Rosa",
    # "voto chi vuole Brunilde" (Rosa, Brunilde are no target): a doubt, as `like` is.
    "whoever": ("chi", "chiunque", "quello che", "quella che", "colui che", "colei che",
                # "o Fosco o Brunilde: voto uno dei due": which one, the GM asks.
                "uno dei due", "una delle due", "uno dei", "una delle", "uno tra", "una tra",
                "uno fra", "una fra",
                # "voto il primo dei due" in the ballottaggio: the candidate at that place
                # (votes/ordinal_offer.py offers him); it was talk.
                "primo dei due", "prima dei due", "secondo dei due", "seconda dei due",
                "prima delle due", "seconda delle due", "primo tra i due", "secondo tra i due",
                # "Zorg e Klaatu: voto il secondo": the one the post named at that place (offered).
                "il primo", "il secondo", "la prima", "la seconda",
                # "voto l'ultimo che ha votato", "il mio voto va alla persona sopra di me": the
                # player said by what he did or where he posts, whom the GM names (it was talk).
                # (the article before is a filler, read past: "l'", "alla").
                "ultimo che", "ultima che", "persona sopra", "giocatore sopra",
                "quello sopra", "quella sopra", "persona prima di me", "quello prima di me", "quella prima di me"),
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
    # Opening a line, a verb that moves the vote only with the names it leaves and takes:
    # "passo da Wyatt a Klaatu" is a vote for Klaatu, as "cambio da Wyatt a Klaatu" is ("passo"
    # alone passes, "passo a Grima" may hand over the word: asked).
    # In sight beside a vote hidden in a spoiler (which does not count): the author says he votes
    # or changes ("[spoiler]voto Grima[/spoiler] cambio voto"): the GM is asked (votes/spoiled.py).
    "declares": ("voto", "cambio", "vote"),
    "move_verbs": ("passo", "salto", "vado", "migro"),
    "moved_to": ("a", "ad", "al", "alla", "allo", "all", "ai", "agli", "alle", "su", "sul", "sulla",
                 "verso", "to"),
    # After `like`, the day before: "voto come ieri" offers the author's vote of the day
    # before, when its tally is on record (lupus_mod.tally.yesterday); still a doubt.
    "yesterday": ("ieri", "yesterday"),
    # A clause of its own that says "as yesterday" with no vote keyword first ("idem come
    # ieri", "stesso voto di ieri"): a vote that follows the author's of the day before, as
    # "voto come ieri" is (a doubt offering that vote).
    # After "voto Nerone... o Rosalba", the words of a mind not made up: the two names offered
    # ("voto Nerone... o Rosalba, non so" asks; "…, o Rosalba mi sembra innocente" is talk).
    # A sign-off glued to the post's last name, no stop between: "voto Gollum, no, Grima buona
    # giornata a tutti" (the name ends its clause all the same: the correction to Grima).
    "sign_offs": ("buona giornata", "buona serata", "buonanotte", "buona notte", "buon pomeriggio",
                  "ciao a tutti", "grazie a tutti", "saluti", "a dopo", "a domani", "a tutti",
                  # "voto Zanna (volevo dire Ululone scusate)": an apology glued to the name.
                  "scusate", "scusa", "sorry"),
    # Ending a condition after the vote, a shrug makes it a concession: "voto Grima, se poi si
    # scopre che è villico pazienza" votes (the condition without it asks).
    # A condition said contrary to fact after a vote, "voto Gollum e voto anche x Shelob se
    # potessi": the vote it holds is not cast (one vote each), never offered.
    "counterfactuals": ("se potessi", "se si potesse", "se fosse possibile", "se potessi votare",
                        "se avessi due voti", "if i could"),
    # Ending a condition after the vote, a change to come: "Ho deciso di votare Gollum, ma se
    # Grima si giustifica cambio" votes Gollum now (the change would be a later post's).
    "change_later": ("cambio", "cambio voto", "cambio il voto", "lo cambio", "sposto il voto", "lo sposto",
                     "cambio idea", "ci ripenso", "cambierò", "cambierò voto", "ne riparliamo"),
    "shrugs": ("pazienza", "amen", "vabbè", "vabbe", "chissenefrega", "fa niente", "too bad"),
    "undecided": ("non so", "nn so", "boh", "non saprei", "chissà", "indeciso", "indecisa", "vediamo",
                  # "voto Merrino oppure Pipino, devo ancora decidere": no choice made yet.
                  "devo ancora decidere", "devo decidere", "ancora da decidere", "non ho ancora deciso",
                  "non ho deciso", "sono indeciso", "sono indecisa",
                  "dunno", "idk"),
    "as_yesterday": ("idem come ieri", "stesso voto di ieri", "stesso voto come ieri", "stessa cosa di ieri",
                     "stessa cosa come ieri", "stesso di ieri", "same as yesterday",
                     # The sentence whole, on the day's thread: « Come ieri! », « Ok, uguale a ieri ».
                     "come ieri", "uguale a ieri",
                     # "confermo il voto di ieri" whole: yesterday's vote again.
                     "confermo il voto di ieri", "confermo il mio voto di ieri",
                     # "stesso voto di prima" in a runoff or after an unvote: an earlier vote
                     # again, which one the GM says (a doubt naming nobody).
                     "stesso voto di prima", "stesso voto come prima", "stessa cosa di prima",
                     "idem come prima", "come prima", "stesso voto del primo turno",
                     # In the ballottaggio, the day's vote again ("stesso voto di stamattina");
                     # in the new vote after its tie, the ballottaggio's ("come al ballottaggio").
                     "stesso voto di stamattina", "stesso voto di stamani", "stesso voto di oggi",
                     "come stamattina", "stesso voto del ballottaggio", "come al ballottaggio",
                     "come nel ballottaggio", "come al primo ballottaggio"),
    # Back to an earlier vote of the same day, unnamed, as a clause of its own ("no dai, torno
    # all'altro", "rimetto il voto di prima"): asked, his vote before his latest offered
    # (votes/restated.py); it was talk, or "prima" read as the player Grima.
    "gone_back": ("torno all'altro", "ritorno all'altro", "torno all'altra", "torno al voto di prima",
                  "torno al mio voto di prima", "torno a quello di prima", "rimetto il voto di prima",
                  "rimetto il mio voto di prima", "rimetto quello di prima", "torno al voto precedente"),
    # A question that asks the author's own vote, answered by a name in the next sentence: "Il
    # mio voto? Grima.", "Per chi voto? Grima." (votes/asked.py): a vote for Grima.
    # "Il voto di oggi? Trinity, ovvio.": today's vote asked is the author's own ("Il tuo voto
    # di oggi?" asks another's: "tuo" is no such word).
    "asking": ("mio", "chi", "my", "who", "oggi", "today"),
    # A choice made, no vote form: "tra Zappa e Bacco scelgo Zappa" is most likely the vote,
    # yet "scelgo" may pick a suspect or a claim to believe: a doubt offering the name.
    # Of the `choose` forms, those moving the vote: with the author's vote standing on another
    # player (an earlier post), the vote moved, nothing to ask ("voto Nazgul", then "sposto su
    # Gollum"); alone, asked as the others.
    "moves": ("sposto su X", "sposto X", "passo su X", "lo sposto su X", "lo sposto X", "lo passo su X",
              "lo passo a X", "lo metto su X", "cambio su X", "ho cambiato su X", "ho spostato su X",
              # "scusate ho sbagliato, volevo scrivere Gollum nel post di prima": his vote's slip.
              "volevo scrivere X", "il voto era per X", "il mio voto era per X",
              # "cambio voto: Becchino", then "no scusate torno su Zanna": back, from the vote
              # standing on another player (with no vote of his standing, talk of Zanna too).
              "torno su X", "ritorno su X"),
    # "La mia scelta: Zanna": a decision told, no vote form ("Ho deciso di votare Zanna" says
    # the vote: a vote form).
    "choose": ("scelgo X", "scelgo: X",
               "propongo X", "punto su X", "punto tutto su X",   # « Propongo Nazgul »: a choice, asked
               # « candido Gollum al rogo »: a nomination, no ruleset here has one apart from the vote.
               "candido X",
               "la mia scelta: X",
               # "ah no ho sbagliato, volevo votare Frodino": the vote he meant to give.
               "volevo votare X", "intendevo votare X", "voglio votare X",
               # "no aspetta, ho sbagliato persona: Zappa": the vote he meant.
               "ho sbagliato persona: X", "ho sbagliato nome: X", "ho sbagliato: X",
               "un voto a caso: X",
               # "Lista voti aggiornata: … il mio: Nazgul": his own, after others' recounted.
               "il mio: X", "il mio va a X", "il mio va su X",
               # "votiamo tutti Rosaspina così chiudiamo": a call to the others, his own vote too?
               "votiamo tutti X", "votiamo tutti per X", "votiamo tutti su X", "votiamo per X",
               # A vote restated or moved without "voto" ("Ribadisco: Nazgul.", "Sposto su
               # Nazgul."): most likely the vote, never dropped; the GM says.
               "ribadisco: X", "ribadisco X", "sposto su X", "sposto X", "passo su X",
               # "mi sono sbagliato, lo sposto su Ululone": the vote moved (or the talk).
               "lo sposto su X", "lo sposto X", "lo passo su X", "lo passo a X", "lo metto su X",
               # "Nazgul, definitivo.", "Nazgul, confermo.", "Confermo: Nazgul." (the name may
               # answer a question: "Sam, confermo" to Sam).
               "X definitivo", "X confermo", "X ribadisco", "confermo: X",
               # "ok definitivo: Nerone", "decisione finale: Nerone" after a vote taken back.
               "definitivo: X", "definitivo X", "decisione finale: X", "scelta finale: X",
               # "Il mio voto è Grima": most likely the vote, but "Il mio voto è salvo" with a
               # player named Salvo says it is safe ("il mio voto è per X" is a vote form):
               # after a `copulas` word the name must be written as one, a capital first.
               "il mio voto è X",
               # "Il voto è Grima.", "il voto di oggi è Grima": the same without "mio" (it was talk).
               "il voto è X", "il voto di oggi è X", "il voto oggi è X",
               # "Ehm no, torno su Grima": back to the vote, or to talking about him.
               "torno su X", "ritorno su X",
               # "no vabbe, rimetto su Fiammetta": the vote put back, or talk of her.
               "rimetto su X", "lo rimetto su X", "rimetto X",
               # "nn so se votare Ugo o Serafina... vada x Serafina": the choice made.
               "vada per X", "vada x X",
               # "Falco o Calamity? facciamo Calamity", "opto per Calamity": the choice made (it
               # was talk, or the first of the names weighed offered first).
               "facciamo X", "famo X", "opto per X", "optiamo per X",
               # "Carmela. Ho deciso.": the name, then the decision.
               "X ho deciso",
               # "Cambio su Nazgul": the vote moved, or a suspicion. ("Io resto su Zefiro" by
               # Zefiro's voter is no such form: most often the vote restated, same effect.)
               "cambio su X",
               # "voto Zorg (edit: ho cambiato su Klaatu)": the change told, done in the post.
               "ho cambiato su X", "ho spostato su X", "ho cambiato il voto su X", "ho spostato il voto su X",
               "ho cambiato il mio voto su X", "ho spostato il mio voto su X",
               "ho deciso: X",   # "ho deciso: Ululone"
               # "Tra Zanna e Ululone preferisco Zanna": a preference, as « je préfère X ».
               "preferisco X"),
    # A choice in a verb that takes other objects too, asked only where the name ends its
    # clause: "Io dico Grima." most likely the vote, no form says so; "alla fine Nerone" is the
    # vote at last, "alla fine Nerone ha ragione" talks of him.
    # "tolgo Gollum e metto Grima", "passo a Grima": the vote moved without "voto", or the
    # talk ("metto Grima in cima alla lista", "passo a Grima la parola" go on).
    # "vado su Becchino", "switch su Becchino" likewise ("vado su Becchino domani a chiedergli…").
    "choose_alone": ("dico X", "io dico X", "alla fine X", "metto X", "passo a X", "vado su X", "switch su X",
                     # "Zanna. ecco il mio voto": the vote said apart.
                     "X ecco il mio voto", "X ecco il voto", "X questo è il mio voto",
                     # "per ora Zanna", "x ora Zanna": the vote for now, or a suspect; "votiamo
                     # Becchino": a call to the others, his own vote too?; "tra i due... Becchino"
                     # in a runoff.
                     "per ora X", "x ora X",
                     # "oggi Gollum, domani Grima": today's vote, the verb unsaid (or a suspect).
                     "oggi X", "per oggi X",
                     "votiamo X", "noi votiamo X", "tra i due X", "fra i due X",
                     # "resto su Becchino", "rimango Becchino" alone: his vote kept (nothing to
                     # ask when it stands on Becchino), or a suspicion restated.
                     "resto su X", "rimango su X", "resto X", "rimango X",
                     # "ho votato Rosie per sbaglio? no no e' giusto, resta Rosie": the vote
                     # said to stay, its verb's subject unsaid.
                     "resta X", "resta su X", "rimane X", "rimane su X",
                     # "ehm scusate, intendevo Nazgul", "volevo scrivere Grima", "il voto era per
                     # Nazgul": a slip of the vote corrected, or of anything else he wrote.
                     "intendevo X", "intendevo dire X", "volevo dire X", "volevo scrivere X",
                     "il voto era per X", "il mio voto era per X", "meglio X",
                     # "confermo Zanna" alone (a runoff's "confermo Zanna"): the vote kept or
                     # cast, or a claim confirmed ("Confermo Fosco, è quello che ha detto" goes on).
                     "confermo X",
                     # "Ululone piuttosto" a post after "voto Zanna": the vote moved, or a
                     # suspect compared.
                     "X piuttosto", "X invece", "X alla fine",
                     # "Zanna, senza dubbio" (in a runoff too): as sure as "Becchino." alone.
                     "X senza dubbio", "X senza dubbi", "X di sicuro",
                     # "ok alla fine è Lunaria x me", "Grima per me": the same, said of himself
                     # (a form never opens on a word that may stand inside another: "voto per me").
                     "alla fine è X", "alla fine e X", "X per me", "X x me",
                     # "oggi lo do a Klaatu" (the vote said before), "il rogo tocca a Cice", "Giuly:
                     # votata": the vote said in other words, or talk.
                     "lo do a X", "tocca a X", "X votata", "X votato",
                     # "Podesta sei il mio voto", "mettiamo Pazzerello va", "Grima anche per me",
                     # "mi unisco al voto su Pazzerello"
                     "X sei il mio voto", "mettiamo X", "X anche per me", "X anche x me",
                     "mi unisco al voto su X", "mi unisco al voto di X",
                     # "Io Ombroso." alone, "Boh. Comunque io Saurone": his choice said short.
                     "io X",
                     # "Mah. Io sono per Grima.", "Il mio è Grima.": the same
                     # (« Moi c'est Hugo » in French).
                     "io sono per X", "sono per X", "il mio è X", "il mio e X"),
    # A vote kept in a verb that takes other objects too: a vote only when the name ends its
    # clause ("Mantengo Grima.", "Mantengo Grima, non cambio"; "Mantengo Grima sotto
    # osservazione" keeps an eye on him).
    "kept": ("mantengo X",
             # "Lascio il mio voto su... Ciceruacchio": his vote left where it is said to be.
             "lascio il mio voto su X", "lascio il voto su X",
             # "anzi no, lo lascio su Belle" after "ritiro il voto": the vote ("lo") left on Belle.
             "lo lascio su X", "lo tengo su X", "lo mantengo su X"),
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
    # "ritiro.", "ok, tolgo", "annullo tutto": the vote taken back, ending its clause ("ritiro
    # quello che ho detto", "tolgo Zorg e metto Klaatu" go on).
    # "per ora nessun voto, ci ripenso": none for now, the earlier one taken back.
    "unvote_alone": ("ritiro", "tolgo", "annullo", "ritiro tutto", "tolgo tutto", "annullo tutto", "nessun voto",
                     "levo voto", "levo il voto", "levo il mio voto",
                     "levo", "levo tutto",   # "Ombroso si è spiegato, levo": as "tolgo"
                     # "Ho cambiato idea: non voto più nessuno", "nn voto piu nessuno, mi sono
                     # stufato": no vote any longer, the earlier one taken back ("non voto
                     # nessuno" alone abstains).
                     "non voto più nessuno", "nn voto più nessuno",
                     # "voto Zorg" then "mi tiro indietro": the vote taken back.
                     "mi tiro indietro"),
    # Ending their clause, the vote moved off to a name unsaid: "voto Zorg" then "ok mi sposto"
    # (or "hai ragione tu, mi sposto" under a quoted vote): a doubt offering "unvote", the GM
    # reads where it went ("mi sposto su Klaatu" goes on: a `choose` form). Never "mi" +
    # "sposto X", the author's self-vote.
    "unvote_moved": ("mi sposto", "mi sposto altrove", "sposto il voto", "sposto il mio voto"),
    # Before a player's name, or ending their clause, a vote taken back or one never cast: a
    # doubt offering "unvote" ("oggi non voto, mi avete confuso", "non voto più Grima").
    "not_voting": ("oggi non voto", "oggi nn voto", "per oggi non voto", "per oggi nn voto",
                   "non voto più", "nn voto più", "non voto piu", "nn voto piu", "non voterò",
                   "nn voterò", "non votero", "non voglio più votare", "non voglio votare",
                   # "Morgana nn la voto piu": a `clitics` pronoun for the one named before (a
                   # doubt offering "unvote", as "non voto più Morgana" is).
                   "non la voto più", "nn la voto più", "non lo voto più", "nn lo voto più",
                   # "tolgo Quercia", "levo Zanna": his vote on her taken back, or a word on
                   # one he never cast (alone they are `unvote_alone`).
                   "tolgo", "levo"),
    # Right after a player's name, ending its clause: "voto Zanna" then "Zanna non più" (his
    # vote on her taken back, or a word on one never cast): a doubt offering "unvote". Never
    # alone ("lo pensavo, non più" is talk) nor going on ("Zanna non più lupa per me").
    "name_dropped": ("non più", "nn più", "non piu", "nn piu"),
    # After an unvote, the vote it takes back said as the earlier one: "voto Ululone, tolgo il
    # voto precedente" takes back the vote before the post, which the post's vote replaces.
    "earlier": ("precedente", "di prima", "vecchio", "da prima"),
    # Before two names joined by an `alternatives` word, the choice the form then makes: "tra
    # Zappa e Bacco voto Zappa" is a vote for Zappa, no report of Bacco's.
    "between": ("tra", "fra", "between"),
    # Right after a vote form, one of these and a single word ending the clause describe the
    # player voted ("voto lo sceriffo", "voto il sindaco", "voto il gufo"): who he is, the GM
    # knows (a title or a role claimed in the thread): a doubt naming nobody, never talk.
    "described": ("il", "lo", "la", "l", "the"),
    # The gender a description's article says ("brucia la lupa"): in a runoff between two, the
    # candidate of that gender (players.toml `gender`, public) offered first (votes/described_runoff.py).
    "articles_f": ("la", "una"),
    "articles_m": ("il", "lo", "un", "uno"),
    # A subject whose elided form the forum glues to the verb: the French "je vote X" an Italian
    # thread reads is also written "jvote Zorg", "jvote pr Zorg" (docs/tally.md).
    "elided": ("je",),
    # Right after a correction word, the name it is about, no vote moved: "ps: scherzavo su
    # Nazgul", "invece di Nazgul" (with `instead`).
    "about": ("su", "riguardo", "about"),
    # Of the other forms of the verb, those that opening a sentence that their name ends may
    # be the author's vote ("vota Calamity": a slip of "voto", or a call; "votato Zorg").
    "verbs_alone": ("vota", "votato", "votata", "voterò", "votero"),
    # Of the other forms of the verb, the present one that with the author's own name as its
    # subject, ending the sentence, is his vote in the third person ("Spiritella vota Bacco" by
    # Spiritella): role-play, as a player signs; a past form ("ha votato") is a recount, asked.
    "own_present": ("vota",),
    # A public role's title after an article opening the sentence, the subject of another form
    # of the verb or of a saying: "Il sindaco vota Zorg", "lo sceriffo dice: voto Klaatu". The
    # author may hold it (his vote in the third person) or tell the one who does: the GM knows.
    # A vote said to weigh double ("Oggi uso il mio voto doppio: voto Gollum x2"): the
    # Shinigami's once-per-game choice ("può scegliere che il proprio voto per il rogo valga il
    # doppio", LotR l.223) claimed in the thread, not in days/D.toml: the tally tells the GM
    # (tally/double_claims.py), never counts it once in silence.
    "double_claims": ("voto doppio", "doppio voto", "x2", "vale doppio", "vale il doppio", "valga doppio",
                      "valga il doppio", "conta doppio", "conta il doppio", "conta per due", "vale per due"),
    # A third person said by a character the author plays, no player's name ("il tessssoro
    # vota SAURONE" by Gollum, "Grande Spirito dice: voto Klaatu" by Nuvola Rossa): his own vote
    # in role-play, or one told? A doubt offering the name (it was talk).
    "in_character": ("vota", "dice", "decreta", "sceglie"),
    "roles": ("sindaco", "sceriffo", "vicesceriffo", "podestà", "capitano", "giudice"),
    # A vote taken back in the third person: by a role's title or the author's own name ("Lo
    # sceriffo toglie il voto", "Il podestà ritira il voto" by the Podestà) a doubt offering the
    # unvote; by another player's, or with no subject, told ("Zanna ritira il voto"): talk.
    "unvote_told": ("ritira il voto", "toglie il voto", "leva il voto", "ritira il suo voto",
                    "toglie il suo voto", "leva il suo voto"),
    # "voto chi ha votato Ombroso, cioè Lunaria": the player a description means, named after it.
    "namely": ("cioè", "ossia", "ovvero"),
    # Between a likeness and the player followed: "voto come ha votato Tumbleweed", "voto come
    # il mio padrone Frodino" (one word for him may follow a possessive): his vote followed, a
    # doubt offering it ("voto come sempre Gollum" stays a vote for Gollum).
    "like_then": ("ha votato", "ha fatto", "ha detto", "vota", "fa", "dice", "il mio", "la mia",
                  "il nostro", "la nostra", "mio", "mia"),
    # "salvo Rosaspina, quindi voto l'altro": in a runoff between two, the candidate the post
    # does not name (a doubt offering him).
    "other_one": ("altro", "altra"),
    # Before a `described` article and a role's word, a claim in the thread: "ok claimo: sono lo
    # sceriffo". "voto lo sceriffo" then offers first the one who claimed it, whom the voter
    # believes or disbelieves, before its secret holder (votes/described_offer.py).
    "claims": ("sono", "claimo", "claim"),
    # In a runoff between two, a post with no vote of its own naming one candidate with these
    # words: "salvo Ombroso", "non voto Rosaspina" (a doubt offering the other one) ...
    "runoff_spares": ("salvo", "salviamo", "salvate", "grazio", "graziamo", "risparmio", "risparmiamo",
                      "non voto", "nn voto", "mai", "no a", "giù le mani da",
                      # "voto per salvare Becchino", "Becchino è innocente", "Becchino no, …
                      # io non lo voto" (not said no before: "Becchino non è innocente").
                      "salvare", "per salvare", "è innocente", "e innocente", "è pulito", "è pulita",
                      "non lo voto", "non la voto", "nn lo voto", "nn la voto"),
    # Right before the one candidate named, the other one described by him: "tra i due scelgo
    # quello che non è Zanna" (it offered Zanna). Only right before the name: "Zanna è quella
    # che non è credibile" is about her.
    "runoff_not_him": ("quello che non è", "quella che non è", "quello che non e", "quella che non e",
                       "chi non è", "chi non e", "l'altro rispetto a", "l'altra rispetto a"),
    # ... "Ombroso tutta la vita", "forza Ombroso" (a doubt offering him).
    # "voto Grima per Faramiro", "voto Gollum per Merrino che non riesce a postare": the vote of
    # the player named right after the word, relayed (a proxy), not the author's own (votes/after_name.py).
    "for_player": ("per", "x"),
    # Under a quoted vote, the GM asked to delete it: "[quote]voto Grima e basta[/quote] cancellate,
    # ho sbagliato" (the author's vote taken back, asked: votes/cancelled_quote.py).
    "cancel_quoted": ("cancellate", "cancellatelo", "cancellatela", "annullate", "annullatelo", "annullatela",
                      "cancellalo", "annullalo", "ignoratelo", "ignoratela"),
    "runoff_backs": ("tutta la vita", "forza", "vai", "go", "al rogo", "sul rogo", "a morte", "fuori",
                     "fuoco a", "al fuoco", "brucia"),   # "fuoco a Becchino 🔥", "brucia Zanna"
    # The whole post in the new vote after a tied ballottaggio: "confermo", the author's
    # ballottaggio vote restated (a doubt offering it; votes/restated.py).
    "restated": ("confermo", "riconfermo", "confermo il voto", "confermo il mio voto", "confermo voto",
                 "confermo il voto di prima", "confermo il mio voto di prima", "voto confermato",
                 "come prima", "idem come prima",
                 # « idem », « uguale a prima », « resto dov'ero »: everyday words for the same
                 # (the wrong player was condemned on one vote against none).
                 "idem", "uguale", "uguale a prima", "stesso", "stesso di prima", "lo stesso",
                 "resto dov'ero", "resto dove ero", "resto dove sono", "resto lì", "resto li",
                 "non cambio", "invariato", "voto invariato", "stessa scelta",
                 # "nn cambio" (SMS "non"), "come al ballottaggio": the ballottaggio's vote again.
                 "nn cambio", "non cambio niente", "nn cambio niente", "non cambio voto", "nn cambio voto",
                 "come al ballottaggio", "come nel ballottaggio", "stesso voto del ballottaggio"),
    # "Podesta ha votato Cice e io faccio lo stesso", "ok anche io": an "and" or an "ok" opens
    # the reply's clause as a comma does (votes/agreement.py).
    "reply_joins": ("e", "ed", "ok", "okay", "dai", "and",
                    "quindi", "dunque", "allora",   # "Sam ha votato Sarumano quindi pure io" (it was talk)
                    "sì", "si", "yes"),   # "si' confermo quello che ha detto Samvise"
    # "quello che voto", "chi voto": before a first person's form, a relative makes it talk.
    "relatives": ("che", "chi"),
    # "ok alla fine è Lunaria x me", "dai Zanna per me": before the name of a form whose name
    # comes first.
    "openers": ("ok", "okay", "allora", "dai", "quindi", "piuttosto",
                "vabbè", "vabbe"),   # "Voto Grima, anzi Nazgul. Vabbè, Grima comunque."
    # "alla fine è Lunaria x me": after the name of a choice said alone (`choose_alone`), words
    # that end its clause still.
    "alone_after": ("alla fine", "per me", "x me", "allora", "pls", "grazie", "dai", "come ieri", "punto", "va",
                    "comunque",   # "… Ok dai, Grima comunque": back to him after a change of mind
                    # "scusate, intendevo Peppe nel post di prima": the slip of his earlier post.
                    "nel post di prima", "nel post precedente", "nel messaggio di prima"),
    # "Zanna sindaco pls", "io sostengo Zanna come sindaco": besides the name and the title, a
    # line of an election's vote may hold these (a doubt of the election).
    "title_extras": ("pls", "plz", "please", "grazie", "perfavore", "pf", "io", "sostengo",
                     # "alla fine sindaco Zanna", "come sindaco Zanna mi va bene"
                     "fine", "piuttosto", "mi", "va", "bene"),
})
