"""The little Italian the parser needs: words around an order that are not names, and verb forms.

All words are folded (lowercase, no accents), as `text.fold` gives them.
"""
from __future__ import annotations

# Words players put around their orders. They are never taken for a misspelt name, so
# "stanotte indago su Sam, grazie" has no unknown word in it, nor has the Cavaliere's "sfido Sam
# a duello di Dio" (the rulebook's words), nor « je regarde bien qui c'est », « j'échange avec le
# loup-garou si possible, sinon je garde ».
FILLERS = frozenset("""
    il lo la i gli le l un uno una del dello della dei degli delle dell al allo alla ai agli
    alle all dal dallo dalla dall nel nello nella nei negli nelle nell sul sullo sulla sui sugli
    sulle sull col coi di a da in con su per tra fra x verso contro
    e ed o oppure ma pero poi anche anzi quindi cioe che ke k se come quando dove perche xche
    mi ti ci vi si ne me te io tu lui lei noi voi loro mio mia miei mie tuo tua suo sua
    questo questa quello quella quel questi quelle tutti tutte tutto tutta
    ciao salve hey ehi buongiorno buonasera buonanotte notte sera serata giorno buona buon
    stanotte stasera oggi ieri domani adesso ora allora ecco bene ok okay va
    master gm mj mod narratore ragazzi raga ragazze gente gars caro cara grazie mille prego please pls plz favore scusa scusami sorry
    tnx thx grz vabbe
    si no non nn cmq comunque vorrei voglio volevo potrei posso puoi vuoi faccio fare fatto
    decido scelgo scegliere scelta uso usare usa utilizzo potere poteri ordine ordini azione
    target bersaglio obiettivo tocca turno volta ho hai ha abbiamo hanno sono sei e era
    lol ahah haha ahahah hihi eh ah oh beh boh mah uff mmm mm hmm uhm ehm dunque insomma solo
    mdr ptdr xd lmao
    sempre ancora
    molto poco piu meno tanto bacio baci saluti saluto abbraccio presto qui qua li
    je j moi mon ma mes sur le les des du au aux et ou mais pour avec dans cette nuit ce soir comme
    bonsoir bonjour merci meneur salut utilise utiliser pouvoir stp svp bon alors desole desolee pardon
    fatto fatta fatti fatte mandato inviato scritto detto intendo credo penso
    dio
    attends attendez aspetta aspettate euh bah ben bref dico diro chi
    bien sinon
    donc peux veux vais aussi encore deja en
    fait enfait
""".split())

# Common words, folded, that never stand for a name by its start: « je regarde... ça » is not
# Capucine, « comme ça » not her poisoned, "ma" not Marylou, "do" not Doc, "fa" not Falco.
NO_NAME_START = frozenset("""
    ca sa ta la le les ce ces cet de des du me te se ne ma mes mon ton son tes ses on un une et ou
    en au il elle lui moi toi tu je qui que quoi non oui si mais donc car pour par sur avec sans
    chez bon bien tout tous rien pas plus alors
    mi ti ci vi lo gli di da del al con su per tra fra che chi no se io lei noi voi do dai fa va
    be beh bel boh eh ah oh ok er so to
""".split())

# An article right before a word makes it a noun: "il passo", "l'archivio", "la sfida".
# "lo", "la", "le" and "gli" are also clitic pronouns ("lo do a Merry", "la passo a Sam"),
# so "la"/"le" mark a noun only before a word ending like a feminine noun.
# "nessun attacco stanotte" ("I lupi possono anche decidere di non attaccare nessuno") is such a
# noun too: the wolves attack nobody.
MASCULINE_ARTICLES = frozenset("""
    il i un uno l del dei dell dello al ai all allo dal dall dallo nel nei nell nello
    sul sui sull sullo quel questo quello mio tuo suo nessun
""".split())
FEMININE_ARTICLES = frozenset("""
    la le una della delle alla alle dalla dalle nella nelle sulla sulle questa quella mia tua sua
    nessuna
""".split())

NEGATIONS = frozenset({"non", "nn", "mica"})
# "ps x boromiro: non ti dico niente", « pour Kilian : je dis rien »: the one a line's words are for.
ADDRESS_LEADS = frozenset({"x", "per", "pour"})
# "a Gollumino, Elrondo l'ha gia' avuto", « Noemie, Kilian l'a déjà eu »: the pronoun after a
# name that opens a word on him.
REMARK_CLITICS = frozenset({"l", "lo", "la", "gli", "le"})
# "resuscito Grimaldo e gli passo il palantir" (the Curatore "può scegliere di resuscitare un
# giocatore e passargli un oggetto nel corso della stessa notte"): the pronouns "to him / to her"
# before a keyword, the player its order is given to (orders.antecedent.given_to_named).
DATIVE_CLITICS = frozenset({"gli", "le"})
# "e Merrino mi passa il palantir": "to me" before another player's keyword, the sender the one
# his relayed order is given to (orders.relayed_for).
OWN_DATIVE_CLITICS = frozenset({"mi"})
# "Merrino gli passa il palantir", "Rosie lo passa a Sam": a pronoun before a verb that may be
# the imperative ("passa") makes it the third person (orders.topic.addressed).
PROCLITICS = frozenset({"lo", "la", "li", "l"}) | DATIVE_CLITICS | OWN_DATIVE_CLITICS
# "io direi pipino ma va bene boromiro", « je dirais Noemie mais ok pour Kilian »: the words
# turning from a name weighed to the one agreed to.
CONCEDING = frozenset({"ma", "pero", "comunque", "cmq", "vabbe", "mais", "bon", "but"})
# "niente alfa stanotte", "nessun furto": a power's word right after "nothing" denies it, as
# "non" does ("niente attacco" is a phrase of the pack's rinuncio, read before this).
NOTHING_OF = frozenset({"niente", "nulla", "nessun", "nessuna", "aucun", "aucune"})
# Words that may stand before that "nothing" in its own clause: "stanotte niente protezione",
# "anzi no niente alfa" ("se non ci dice niente sbraniamo Quercia": a verb's object, no denial).
NOTHING_LEADS = frozenset({"no", "anzi", "stanotte", "stasera", "oggi", "allora", "quindi", "dunque",
                           "ok", "okay", "ah", "beh", "vabbe", "ma", "e", "cmq", "comunque", "invece",
                           "pero", "scusa", "scusate", "ragazzi", "raga", "master", "gm",
                           # « finalement aucun poison », « en fait aucune morsure »
                           "finalement", "fait", "alors", "donc", "bon", "soir", "nuit", "et", "mais", "non"})
NOBODY = frozenset({"nessuno", "nulla", "niente", "personne", "rien"})
# Of those, the ones said of players only (« non, finalement personne »; "no niente" after an
# order may be "nothing else").
NO_ONE = frozenset({"nessuno", "personne"})
# "alfa: no", "sacrificio annullato", "Jolene: salvataggio no": the word right after a power's
# name, closing its sentence, refuses it (the Capotribù's Alfa is "per una sola volta in tutta
# partita": read as the order, it was spent).
# "sacrificarmi? mai", "alfa? no": the sender's own answer to his question, refusing the power
# (orders.refused: the doubt offers nothing first).
ANSWERED_NO = frozenset({"no", "mai", "giammai", "nah", "nope", "neanche", "nemmeno", "macche", "non", "nn"})
REFUSED_AFTER = frozenset({"no", "annullato", "annullata", "annullati", "annullate", "niente", "nulla"})
# "indago Sam, anzi no, Merry", "je regarde Sam, finalement non, plutôt Léa": what follows a
# correction replaces the order before it.
CORRECTIONS = frozenset({"anzi", "cioe", "correggo", "correzione", "invece", "ops", "oops",
                         "ripensandoci", "rettifico", "contrordine", "finalement", "plutot",
                         "oups", "intendevo", "ripensato",
                         "nan"})   # "Je regarde Baptiste. Nan, Isidore." (a spoken "non")
# "indago Zorg invece, il gufo resta a Tumbleweed", « je garde voleur finalement, le loup non
# merci »: right after a keyword and its name, closing their clause, these correct nothing: the
# order itself is the change (orders.owned_slip.instead_closing; « finalement » led a correction
# to the wolf card the Voleur refused).
CLOSING_CHANGES = frozenset({"invece", "finalement"})
# "sfido Grima, ehm Nazgul", "sfido Grima, pardon Nazgul", "sfido Grima (scherzo) Nazgul", "je
# regarde Kilian, euh Baptiste": a slip of the keys owned, or a joke, between two names: the name
# after it replaces the one before, as after "anzi" (orders.scan; between names only: "scusa
# master, sfido Grima", "sfido Grima, scusa il ritardo" correct nothing). Where the order still
# lacks a name ("ammalio Boromiro, ehm Eowyna") the second name is its next one.
SLIPS = frozenset({"ehm", "uhm", "ehmm", "euh", "pardon", "scusa", "scusami", "scusate", "sorry",
                   "desole", "desolee", "scherzo", "scherzavo", "scherzone", "jk", "rigole",
                   "plaisante", "blague",
                   # « je regarde Kilian, mince non Baptiste », « Kilian, zut, Baptiste »
                   "mince", "zut", "naan"})
# "indago Aragorna invece di Sam", "je regarde Léa au lieu de Kilian": the names right after
# these words are the ones the sender turns away from, never a target.
INSTEAD_OF = frozenset({("invece", "di"), ("invece", "del"), ("invece", "della"), ("invece", "dello"),
                        ("invece", "dei"), ("invece", "degli"), ("invece", "delle"),
                        # "indago Nosferatu invece che Becchino", "rubo a Grima invece che a Frodino"
                        ("invece", "che"), ("invece", "che", "a"), ("invece", "che", "su"),
                        ("al", "posto", "che"), ("piuttosto", "che"),
                        ("anziche",), ("al", "posto", "di"), ("al", "posto", "del"),
                        ("al", "posto", "della"), ("au", "lieu", "de"), ("au", "lieu", "d"),
                        ("au", "lieu", "du"), ("plutot", "que"), ("plutot", "qu"),
                        ("a", "la", "place", "de"), ("a", "la", "place", "d"),
                        ("a", "la", "place", "du")})
# "sostituisci Shelob con Grima", "remplace Kilian par Baptiste": a verb of swapping, the name
# turned away from, one of these links, then the new name (orders.swap; "Grima al posto di
# Shelob" is INSTEAD_OF).
SWAP_VERBS = frozenset({"sostituisci", "sostituisco", "sostituite", "rimpiazza", "rimpiazzo", "cambio",
                        "scambia", "scambio", "cambia", "remplace", "remplacez", "remplaces",
                        "change", "changes", "changez"})   # « change Leonie par Noemie »
SWAP_LINKS = frozenset({"con", "col", "par", "avec"})
# "edit: Grima", "Shelob? nah, Grima", "errata corrige: Grima", a PM after "sfido Shelob": forum
# words of a change of mind, read as "anzi" is (orders.change_words.REPLACE_WORDS).
CHANGE_OF_MIND = frozenset({"edit", "edito", "nah", "naa", "errata", "corrige"})
# "Finalement non, pas Baptiste mais Dorian", "anzi no, non Shelob ma Grima": after a denied
# name, the names after one of these are the new target (orders.meaning).
BUT_INSTEAD = frozenset({"ma", "mais", "bensi"})
# "Pippino no, facciamo fuori Eowyna", "Kilian non, Dorian": a name then one of these, a PM after
# the order naming it, turns from it; the names after are the new target (orders.meaning).
NAME_THEN_NO = frozenset({"no", "non", "nope", "nah"})
# "indago Grima, ah no è morto, allora Gollum", « je regarde Kilian, ah non il est mort,
# Baptiste »: after that "no", why the name goes (he is dead), as "ah no è già protetto" says
# it with "già"; the names ending the sentence are the new target (orders.replacement).
DEAD_WHY = frozenset({"morto", "morta", "mort", "morte", "deceduto", "deceduta", "defunto", "defunta"})
# "anzi Chupa... no scusa, resta Lupetto", "cioè no dai Jolene va bene": after a correction's
# new name, a no then these words (or a slip's, or a correction's) then a name: the correction
# taken back, that name his last word; "…, resta Ombroso" with no "no" before (`STAYS`).
STAYS = frozenset({"resta", "rimane", "restiamo", "rimaniamo"})
# « ma balle sera pour Baptiste. non Dorian. non ok Baptiste »: the same in French (the doubt
# offered no name).
NO_AGAIN = STAYS | {"dai", "torno", "aspetta", "ah", "oh", "ehm", "allora", "su", "ok", "okay", "vabbe",
                    "bon", "allez", "alors", "euh", "enfin"}
# After the name a "no" brings back: "Je regarde Baptiste. Non, Josephine plutôt.", "Indago
# Gollum. No, Nazgul piuttosto." (orders.scan).
RATHER = frozenset({"plutot", "piuttosto"})
# Between that "no" and the name: "Indago Gollum. No dai, Nazgul.", "No ehm, Nazgul", "indago
# Zorg... no aspetta Klaatu" ("no, wait": never "not Klaatu").
NO_THEN = frozenset({"dai", "ehm", "uhm", "aspetta"})
# "sfido chiunque tranne Boromiro", "je regarde n'importe qui sauf Baptiste", "vado ovunque
# tranne il bosco": the names right after these words (an article aside) are the ones the
# sender leaves out, never his target (orders.scan; a line left with no target asks).
EXCEPT = frozenset({("tranne",), ("eccetto",), ("fuorche",), ("a", "parte"), ("ad", "eccezione", "di"),
                    ("sauf",), ("excepte",), ("hormis",), ("a", "part")})
# "proteggo chiunque salvo Zorg": "salvo" is a keyword too ("salvo Aldo", the Leader Alieno's),
# so it leaves a name out only after one of these words of "anyone".
ANYONE = frozenset({"chiunque", "tutti", "tutte", "qualcuno", "qualcuna", "qualunque", "qualsiasi",
                    "ovunque", "dovunque", "importe", "nimporte", "quiconque", "tous", "toutes", "partout"})
EXCEPT_AFTER_ANYONE = frozenset({("salvo",)})
# "sfido l'amico di Boromiro", "proteggo la moglie di Wyatt", "je regarde l'amoureux de Leonie":
# a player reached through another by one of these nouns and "di"/"de" is no target; the
# player named is the other one (orders.aside). Only nouns of a person: "lo spirito di Ombroso",
# "la carte de Léonie", "la fase della Guardia" name the player or the role itself.
RELATIVES = frozenset("""
    amico amica amici amiche sorella sorelle fratello fratelli moglie marito compagno compagna
    fidanzato fidanzata ragazzo ragazza madre padre mamma papa figlio figlia cugino cugina zio zia
    nonno nonna vicino vicina amante innamorato innamorata alleato alleata complice socio socia
    nemico nemica gemello gemella cognato cognata
    ami amie amis soeur sœur frere femme mari compagnon fiance fiancee copain copine mere pere
    fils fille cousin cousine voisin voisine amant amoureux amoureuse allie alliee ennemi ennemie
    jumeau jumelle
""".split())
OF_LINKS = frozenset({"di", "del", "della", "dello", "dell", "dei", "degli", "delle", "de", "d",
                      "du", "des"})
# "sfido quello che ieri ha accusato Boromiro", "je regarde celui qui a voté contre Kilian": a
# relative clause describing the target; the players it names are not the target.
RELATIVE_LEADS = frozenset({"quello", "quella", "quelli", "colui", "colei", "coloro", "giocatore",
                            "giocatrice", "tizio", "tizia", "tipo", "celui", "celle", "ceux",
                            "joueur", "joueuse", "type"})
RELATIVE_PRONOUNS = frozenset({"che", "ke", "k", "qui", "que", "qu"})
# "indago chi ha votato contro Becchino", "je regarde qui a voté contre Kilian": right after the
# keyword, "chi"/"qui" alone leads such a clause ("non so chi indagare" asks: no keyword before);
# naming no one ("resuscito chi muore stanotte", "je regarde bien qui c'est") it describes the
# target without naming him, whose words are no misspelt name. So does "dove" a place: the
# knight's "proteggo dove ce ne sono di più" (before he is told the counts) names none.
WHOEVER = frozenset({"chi", "qui", "dove", "ovunque", "dovunque"})
# "passo il palantir a chi vuoi tu master", "je regarde qui tu veux": the target left to the GM;
# the words after are the sender's, never a misspelt name ("a me basta non tenerlo").
YOUR_CHOICE = frozenset({("chi", "vuoi"), ("chi", "volete"), ("chi", "preferisci"), ("chi", "ti", "pare"),
                         ("chi", "vi", "pare"), ("chi", "credi"), ("qui", "tu", "veux"),
                         ("qui", "vous", "voulez"), ("qui", "tu", "preferes"), ("qui", "vous", "preferez"),
                         # Giulietta's "Romeo lo scegli tu master, a caso": the choice handed to
                         # him, "at random" no player called «caso».
                         # ("scegli tu" alone after a name hands a choice over: orders.handed_over)
                         ("lo", "scegli", "tu"), ("la", "scegli", "tu"), ("a", "caso")})
# "ammalio Boromiro e... boh il secondo scegli tu": a slot said by its place and left to the GM,
# no misspelt name (it offered Elrondo, whom nobody named, for "secondo").
ORDINALS = frozenset({"primo", "prima", "secondo", "seconda", "terzo", "terza", "altro", "altra",
                      "premier", "premiere", "second", "seconde", "deuxieme", "autre",
                      "scegli", "decidi", "scegliete", "decidete", "choisis", "choisissez"})
# "scelgo il primo della lista", "indago l'ultimo dell'elenco": a place on the official list said
# in words, as "il n. 7" is (orders/antecedent.py); -1 the last.
LIST_PLACES = {"primo": 1, "prima": 1, "secondo": 2, "seconda": 2, "terzo": 3, "terza": 3,
               "quarto": 4, "quarta": 4, "quinto": 5, "quinta": 5, "ultimo": -1, "ultima": -1,
               "premier": 1, "premiere": 1, "dernier": -1, "derniere": -1}
LIST_WORDS = frozenset({"lista", "elenco", "liste"})
# "il numero 7", "il n. 7", "#7": a number said as a place on the list.
NUMBER_LEADS = ("numero", "num", "n", "#")
# "cambio idea: indago Merry", "no scusa, volevo dire Zanna" — two words that together start
# a correction ("ci ho ripensato: Eowyna" is `ripensato` alone); "ho scritto male prima:
# Grima", "j'ai mal écrit : Léa": the earlier name was a slip of the keys.
CORRECTION_PAIRS = frozenset({("cambio", "idea"), ("cambiato", "idea"), ("volevo", "dire"),
                              ("intendevo", "dire"), ("voglio", "dire"), ("scritto", "male"),
                              ("digitato", "male"), ("mal", "ecrit"),
                              # "scusa, volevo scrivere Quercia", « je voulais écrire Kilian ».
                              ("volevo", "scrivere"), ("volevo", "mettere"), ("intendevo", "scrivere"),
                              ("voulais", "ecrire"), ("voulais", "mettre"),
                              # "Je regarde Baptiste. Enfin non, Isidore.", "Euh non, Isidore",
                              # "Zut, je voulais dire Josephine": the French slips owned.
                              ("enfin", "non"), ("euh", "non"), ("ah", "non"), ("voulais", "dire"),
                              # "scusa il ruolo giusto è generale alieno" a PM after `sparo Chupa
                              # chupacabra`: the role (or name) said wrong, put right.
                              ("ruolo", "giusto"), ("ruolo", "corretto"), ("nome", "giusto"),
                              ("nome", "corretto")})
# "sfido Grima... o meglio, Nazgul", "sfido Grima, o per meglio dire Nazgul", "je regarde
# Kilian, ou plutôt Baptiste": the second name replaces the first, as after "anzi" ("o" here
# offers no two names, as in "Grima o Nazgul").
CORRECTION_PHRASES = frozenset({("o", "meglio"), ("o", "piuttosto"), ("o", "per", "meglio", "dire"),
                                ("per", "meglio", "dire"), ("ou", "plutot"), ("ou", "mieux"),
                                ("ou", "pour", "mieux", "dire"), ("pour", "mieux", "dire"),
                                # "indago Zanna, oppure no... facciamo Becchino": "or, no": Zanna dropped.
                                ("oppure", "no"), ("ou", "bien", "non"),
                                # « je regarde Kilian, au temps pour moi, Gaspard »: "my mistake"
                                # (« autant pour moi », its common spelling), the name after it his own.
                                ("au", "temps", "pour", "moi"), ("autant", "pour", "moi")})
# "je la sauve", "on le dévore", "io la proteggo": after a subject pronoun, "la"/"le"/"lo"
# are clitic pronouns before the verb, never the article of a noun.
SUBJECT_PRONOUNS = frozenset({"je", "j", "on", "nous", "io", "noi"})
# "Carlo vai al mulino", "tu vai al prato", "Delia, proteggi il mulino": a keyword's form of the
# second person after the one it is said to (a player named, or "tu"), opening its clause: advice
# to him, no order of the sender's (`orders.topic.addressed`).
YOU = frozenset({"tu", "voi"})
SECOND_PERSON = frozenset({"vai", "andate", "proteggi", "difendi", "attacca", "colpisci", "scruta",
                           "osserva", "spia", "segui", "gioca", "metti", "lancia", "raccogli",
                           "ritrasforma", "salva", "borseggia", "resta", "torna", "stai",
                           # "Rosie tu passalo a Sam domani": the receiver told to pass it on.
                           "passa", "passalo", "passala", "passali", "passale"})
# "sbraniamo Arwenna, Gollum sei d'accordo?": a player named, then a word of the second person:
# the question is to him, no doubt on the order (orders.meaning).
ASKED_OF_YOU = frozenset({"tu", "voi", "sei", "siete", "hai", "avete", "vuoi", "volete", "puoi", "potete",
                          "sai", "sapete", "toi", "vous", "es", "as", "veux", "peux"})
# « en fait non je garde ma potion », « nn je regarde Kilian »: a French « non » before the subject
# answers no to what came before; it denies no verb after it (that is « ne … pas »).
FRENCH_SUBJECTS = frozenset({"je", "j", "on", "nous"})
CLITICS = frozenset({"lo", "la", "le", "li", "l", "les", "gli"})
# "je garde le poison", "pas de potion, je garde les potions": before a keyword written as a
# noun and not after a subject pronoun, these are French articles.
# ("ma" and "sa" are Italian words too: "ma sbrano Bea".)
FRENCH_ARTICLES = frozenset({"le", "les", "du", "des", "mon", "mes", "ton", "son"})
# "la mia protezione va a Podesta", « ma consigne sur Baptiste » (orders.bare, orders.renounce).
PLURAL_POSSESSIVES = frozenset({"miei", "mie", "nostri", "nostre", "mes", "nos"})
POSSESSIVES = frozenset({"mio", "mia", "nostro", "nostra", "mon", "ma", "notre"}) | PLURAL_POSSESSIVES
# "il responso a Tumbleweed", a PM after "indago Zorg": a line without a keyword led by one of
# these fills the empty optional argument of the sender's standing order (the owl's recipient).
# "aggiungo anche Klaatu", « j'ajoute Kilian »: a name added to the order, the recipient or a
# second target he believes it takes (`ADD_WORDS`: asked).
# "juste la potion de vie", "seulement la potion de vie", "solo la vita": one power only;
# "solo Zorg", "basta Zorg" after `indago Zorg Klaatu`: the names said alone (`ONLY_NAMES`).
ONLY_WORDS = frozenset({"juste", "seulement", "uniquement", "solo", "soltanto", "solamente", "only"})
ONLY_NAMES = ONLY_WORDS | {"basta"}
ADD_WORDS = frozenset({"aggiungo", "aggiungi", "ajoute", "jajoute", "rajoute"})
# "forse Totò", "magari Sam", "peut-être Sam": said in doubt, never an order.
HEDGE_WORDS = frozenset({"forse", "magari", "probabilmente", "peut", "etre", "probablement",
                         # "quasi quasi Quercia", "chissà, Quercia", "sinon peut-être Kilian".
                         "quasi", "chissa", "eventualmente", "eventuellement",
                         # « jregarde dorian ptet »: the SMS peut-être.
                         "ptet", "ptetre", "ptete", "pitet"})
OWL_WORDS = frozenset({"gufo", "responso", "risultato", "esito"})
FILL_LEADS = OWL_WORDS | ADD_WORDS
# "niente gufo", "senza responso", "pas de hibou": the words denying what FILL_LEADS adds
# (orders.bare.unfilled, orders.unordered_asked).
WITHOUT = frozenset({"niente", "nessun", "nessuno", "no", "senza", "pas", "sans"})
# "gufo a Tumbleweed", "il responso al Falco": the word before the owl's recipient.
RECIPIENT_LEADS = frozenset({"a", "ad", "al", "allo", "alla"})
# "ah e manda il gufo a Tumble plz", "mandalo col gufo a Tumble": a verb of sending before those
# words says nothing else (orders.owl_words.fill_led).
SENDING = frozenset({"manda", "mandalo", "mandala", "mando", "mandare", "invia", "invialo", "invio",
                     "inviare", "spedisci", "spediscilo", "spedisco", "spedire"})
# "passo il gufo a Tumble", "giro il responso a Falco": the owl handed on, in the words of
# handing an item on, where the ruleset has no such keyword (orders.owl_words.fill_led).
OWL_SENDING = frozenset({"passo", "passa", "passalo", "passagli", "giro", "giralo", "inoltro"})
# "mando lo specchio a Rosie", "giro il palantir a Merrino": a verb of sending or handing on
# before an item and its recipient, no keyword of the pass (orders.handed: asked, the pass first).
HANDING_ON = SENDING | frozenset({"giro", "giralo", "girala", "lascio", "inoltro"})
# "vado da Jolene", "sto con Lunaria", "passo la notte da Sam": a visit said without the power's
# keyword. A verb of going or staying, then one of these, then players: which power (if any)
# the sender means is his to say (`orders.doubts`: a doubt).
VISIT_VERBS = frozenset({"vado", "sto", "resto", "rimango", "dormo", "veglio", "vais", "reste",
                         "dors", "veille"})
VISIT_LINKS = frozenset({"da", "con", "dalla", "dal", "accanto", "vicino", "chez", "avec",
                         "aupres", "casa"})
# "mmm no, se muore zorg pazienza, io resto vivo" a PM after the Generale's `sacrifico`: staying
# alive takes back a power that gives his life (orders.second_thoughts.stays_alive).
STAYING_ALIVE = (("resto", "vivo"), ("resto", "viva"), ("rimango", "vivo"), ("rimango", "viva"),
                 ("voglio", "vivere"), ("preferisco", "vivere"), ("reste", "vivant"), ("reste", "vivante"),
                 ("nn", "mi", "sacrifico"), ("non", "mi", "sacrifico"))
# "uso l'alfa", "attivo il sacrificio": after these verbs (and an article) a keyword written
# as a noun is the power being used, not a noun.
# "stanotte usiamo l'alfa, sbraniamo Tumble" (the pack's "we"), "usa anche l'ululato mio" (to the
# mate who writes the pack's order): the same use.
USE_VERBS = frozenset({"uso", "usare", "utilizzo", "utilizzare", "attivo", "attivare", "gioco",
                       "usiamo", "usa", "usate", "usero", "useremo", "utilizziamo", "utilizza",
                       "attiviamo", "attiva", "giochiamo"})
# "stanotte faccio l'alfa", "pronto al sacrificio 🫡": doing a power that takes no player, or
# being ready for it, is using it ("faccio il passo" is no pass: that power takes a player).
# "stanotte voglio l'alfa": wanting such a power tonight is using it.
DO_VERBS = frozenset({"faccio", "facciamo", "fare", "pronto", "pronta", "pronti",
                      "voglio", "vorrei", "vogliamo"})
# "uccido il Mago, se è morto Bacco", "indago Klaatu, il gufo a Tumble": words leading a
# clause that names an optional argument (a fallback target, the owl's recipient).
OPTIONAL_LEADS = frozenset({"se", "altrimenti", "senno", "sinon", *FILL_LEADS})
# "Recluto Aldo. Agisco durante la fase del Guardingo": the Cowboys & Aliens rulebook has the
# Bandito and the Pistolero "scegliere la fase notturna ... durante la quale agire (ad esempio,
# "agisco durante la fase del Veggente")", a sentence of its own after the order. A sentence
# without a keyword led by one of these words gives the previous order the names it lacks.
ARGUMENT_LEADS = frozenset({"agisco", "agiro", "agire", "fase", "durante", "turno"})
# "vado a raccogliere funghi nel bosco" (Acchiappastreghe): an infinitive right after an order
# and one of these is the order's purpose ("vado a" + what the cat does there), not an order of
# its own: the line is `vado bosco`, the place the player chose.
PURPOSE_PREPOSITIONS = frozenset({"a", "ad"})
# The words between an order's keyword and its names: articles and links ("indago su Salvo",
# "passo il palantir a Salvo", "je regarde la carte de Salvo"), never a conjunction.
TARGET_LINKS = MASCULINE_ARTICLES | FEMININE_ARTICLES | frozenset(
    "a ad su di da contro verso sur de d à chez pour le la les l un une du des au aux".split())
# "posso indagare Sam?", "non so chi indagare... vero?": a question that asks, not orders.
QUESTION_WORDS = frozenset({"posso", "potrei", "puo", "potrebbe", "devo", "dovrei", "so", "come",
                            "sai", "chi", "cosa", "conviene", "meglio", "dici", "pensi",
                            "puis", "peux", "pourrais", "dois", "devrais"})

# "se nn e' troppo tardi cambio: gimlino", « si c'est pas trop tard je change » : a condition on
# the PM being in time, which the night knows.
IN_TIME = (("troppo", "tardi"), ("in", "tempo"), ("trop", "tard"), ("a", "temps"), ("fuori", "tempo"))

# "master se derubo legolasso e lui passa il palantir chi lo prende?", « si je vole Kilian, qui
# prend le palantír ? »: a case put to the GM ("se" before the order), then what he is asked.
CASE_PUT = frozenset({"se", "si"})
ASKED_OF_CASE = frozenset({"chi", "cosa", "che", "quale", "qui", "quoi", "quel", "quelle"})

# "ma se Bianca protegge il prato che succede?": a question about the rules, whose players are
# the example's, never a target (docs/gm-guide.md: a line "written as a question … is talk").
RULES_ASKED = frozenset({"succede", "succederebbe", "accade", "accadrebbe", "funziona", "passe", "passerait"})

# "uso il mio potere su Sam", "il mio potere va su Sam", "j'utilise mon pouvoir sur Sam": a
# line naming a player beside one of these nouns, without a keyword, is an order for the
# sender's own power (read through his powers, `orders.any_power`).
# The Sorcière's "potion" (`j'utilise la potion de vie sur Sam`) is such a noun too: with two
# potions that take a player, the line is an error that asks the GM which one, never chatter.
POWER_NOUNS = frozenset({"potere", "abilita", "pouvoir", "potion", "pozione", "potions", "pouvoirs",
                         # « je garde le poison pour demain »: what the poison spends
                         "poison", "veleno"})
# "je désigne Dorian et Léonie": the verb the Thiercelieux rulebook uses for Cupidon, the
# Voyante, the wolves and the Chasseur alike ("il va désigner deux personnes", "peut désigner une
# personne", "il doit désigner une personne") names no power either: it is read the same way.
# Compared as written, accent included: "j'ai désigné" is narration.
DESIGNATE_VERBS = frozenset({"désigne", "désignons", "désigner", "designe", "designons"})
# "je désigne Kilian comme successeur": the Capitaine's heir ("c'est lui-même qui désigne son
# successeur, dans son dernier souffle"), given in the day's record when he dies, never a power
# of the night: a line with one of these words (folded) names no power.
# « si jmeurs je file le capitanat à Gaspard »: the title itself handed on.
HEIR_WORDS = frozenset({"successeur", "successeure", "heritier", "heritiere", "successore", "erede",
                        "capitanat", "capitanato"})
# "riporto in vita il bruciato di ieri": the Curatore's "riportare in vita un giocatore" (Lupus
# of the Rings, "può decidere di riportare in vita un giocatore") is the revival's keyword said
# in the rulebook's words, read as `resuscito` wherever a ruleset has that keyword (the described
# target is then looked up as after `resuscito`).
KEYWORD_PHRASES = {"resuscito": ("riporto in vita", "riportare in vita", "riporta in vita")}
# "riporto Grimaldo in vita", or a revival under another keyword: the phrase names no power word
# either; both ends of it must be on the line ("riporto" alone is a common word: "ti riporto i
# miei sospetti").
POWER_PHRASES = tuple(frozenset((phrase.split()[0], phrase.split()[-1]))
                      for phrases in KEYWORD_PHRASES.values() for phrase in phrases)
# "je choisis Dorian et Léonie" (Cupidon): "choisir" is the Voleur's keyword, which takes a card;
# written with players instead, by anyone, it names the sender's own power as "désigner" does.
CHOOSE_VERBS = frozenset({"choisis", "choisir", "choisissons"})
# "per me va bene Sam", "mi va bene": a short form followed by one of these is an idiom.
IDIOM_TAILS = frozenset({"bene", "benissimo", "male", "meglio", "peggio"})
# "je ne regarde pas", "je regarde personne": French negations, for the orders of a French
# game; a keyword right before one of them (but "ne") orders nothing.
FRENCH_NEGATIONS = frozenset({"ne", "pas", "jamais", "personne", "rien"})
# Right before an infinitive keyword, after a helper verb: "On ne va pas dévorer Kilian", "je
# veux pas regarder Baptiste", "je n'ose pas espionner" ("plus" only after a "ne": "je ne vais
# plus tirer", never "je préfère plus regarder").
FRENCH_NOT_BEFORE = frozenset({"pas", "jamais"})
# « je vais le sauver », « jveux la regarder »: after a helper verb, « le », « la », « les »
# before the infinitive are pronouns, never articles (the Sorcière's answer was talk).
FRENCH_HELPER_VERBS = frozenset({"vais", "jvais", "veux", "jveux", "peux", "jpeux", "dois", "jdois",
                                 "voudrais", "jvoudrais", "compte", "jcompte", "prefere", "jprefere",
                                 "va", "allons", "voulons", "pouvons", "devons"})
# After « pas », the power's noun denied: « pas de poison ce soir », « pas d'espionnage », « en
# fait non pas le poison » (a PM after « j'empoisonne Baptiste »: the poison taken back).
FRENCH_NOT_THE = frozenset({"de", "d", "le", "la", "l"})
FRENCH_NE = frozenset({"ne", "n"})
# « ah si en fait je le sauve » after « rien cette nuit »: « si » is "yes" (contradicting her no),
# no condition, between an interjection and a word of a change of mind (orders.conditions).
FRENCH_YES_LEADS = frozenset({"ah", "oh", "eh", "bah", "ben", "mais"})
FRENCH_YES_THEN = frozenset({"en", "enfait", "finalement", "finalment"})
# "plus" after a keyword is "no longer" ("je ne tire plus sur Gaspard") but before these:
# "plus tard", "plus tôt" (a time), "plus que", "plus de" (a comparison), "plus vite".
FRENCH_PLUS_NOT_NO = frozenset({"tard", "tot", "que", "qu", "de", "d", "vite"})
# "Kilian nous regarde de travers", "si la Voyante me regarde": a French object pronoun of the
# sender or his listener right before the verb says somebody else does it to them: narration.
# ("nous" is the subject before a verb in -ons: "nous dévorons Léonie".)
FRENCH_OBJECT_PRONOUNS = frozenset({"me", "m", "te", "t", "vous", "nous"})
# "je m'unis à Kilian" (Cupidon may name himself): after its own subject the pronoun is reflexive.
FRENCH_REFLEXIVES = frozenset({("je", "me"), ("j", "me"), ("je", "m"), ("nous", "nous")})
# The forum's « jme lie avec Fernand »: subject and pronoun glued, one word.
FRENCH_GLUED_REFLEXIVES = frozenset({"jme", "jm"})
# « en fait jla garde pour plus tard ma potion », « jle sauve »: « je la », « je le » glued, each
# read as its spelling of the same length with the subject apart (« j'l sauve », as « j'le
# sauve »: without its « je », « le sauve » read as an article and a noun, and her answer was
# talk). « jles » has no such spelling: its « j » is blanked (« les » kept).
FRENCH_GLUED_CLITICS = {"jla": "j'l", "jle": "j'l", "jles": " les"}

# "j'ai choisi Dorian", "j'ai voulu connaître le rôle de Sam": French past tenses are narration.
FRENCH_AUXILIARIES = frozenset({"ai", "as", "avons", "avez", "ont", "avais", "avait", "avions"})

# Short verb forms ("do", "dai", "dò") are common words too ("ti do ragione", "dai!"):
# they count as a keyword only when a name of the kind the power takes is beside them.
WEAK_FORM_LENGTH = 3
# Of those, the ones said aloud at a line's end ("lascia stare il furto dai", "ok va"): no
# order ends a line on them ("il palantir a Sam lo do" does, with "do").
INTERJECTED = frozenset({"dai", "va"})
# "no dai Eowyna", "ma dai Rosie", "e dai": after these a short form is the word said aloud
# ("come on"), unless an article follows it ("no, dai il palantir a Merrino" is the pass).
INTERJECTION_LEADS = frozenset({"no", "ma", "e", "su", "ah", "oh", "nah"})
# "passo, stanotte nn ho voglia di fare nulla", "passo!": opening the line and cut off by a comma
# or an exclamation mark, the card player's "I skip", no pass of an item.
SKIP_TURN = frozenset({"passo"})


# "lancio la maledizione su Guido", "attacco Carlo con la nebbia": a name after one of these
# (and an article), of a kind the line's order does not take, is the argument of another choice
# said without its verb: an error to settle, never a name dropped (`orders.arguments`).
EXTRA_LEADS = frozenset({"su", "sul", "sullo", "sulla", "sull", "con", "col", "contro", "addosso"})
# "maledizione della rana su Guido", "nebbia contro Carlo": a spell aimed at a player without
# its verb (`orders.aimed`); "con" is company or a means, never the target.
AIMING = frozenset({"su", "sul", "sullo", "sulla", "sull", "contro", "addosso"})
# "stanotte ululo alla luna 🌕": a power taking nothing, its verb aimed somewhere (orders.unsure)
# ("mi sacrifico al posto del capo" is the sacrifice's own "instead of"; the bare "a" is also
# the French « à » folded: « Rien à signaler » is no power aimed).
TOWARD = frozenset({"al", "alla", "allo", "ai", "agli", "alle", "all", "verso"})
TOWARD_NOT = frozenset({"posto", "suo", "mio"})
ARTICLES = frozenset({"il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una"})
# "dopo il gala", "al gala", "del gala": an article or an articled preposition before a small
# word that is only a player's alias (Galadriella's "Gala") makes it the noun, not the player
# (orders.scan); his full name so written ("il frodino") stays the name.
NOUN_LEADS = ARTICLES | frozenset({"al", "allo", "alla", "ai", "agli", "alle", "all", "del", "dello", "della",
                                   "dei", "degli", "delle", "dell", "dal", "dallo", "dalla", "dai", "dagli",
                                   "dalle", "dall", "nel", "nello", "nella", "nei", "negli", "nelle", "nell",
                                   "sul", "sullo", "sulla", "sui", "sugli", "sulle", "sull", "col", "coi",
                                   "le", "les", "du", "des", "au", "aux", "une"})
# "indago un lupo a caso" with a player called Lupo: after an indefinite article a name written
# small is the common noun (no player is "un Lupo"), never that player (orders.scan).
INDEFINITE_ARTICLES = frozenset({"un", "uno", "una", "une"})
# "vado al prato con Bea": a player after one of these, in an order choosing a place, is company,
# not an argument: each cat chooses his place alone, and going "with" someone is only talk
# ("Si è liberi di accordarsi a voce sui luoghi", Acchiappastreghe, Giorno).
COMPANY_LEADS = frozenset({"con", "insieme"})
PLACE_KIND = "location"


# "Bea dice: nessun attacco", "Sam m'a dit : ma balle est pour Léa": a phrase after a verb of
# saying is someone else's words, whoever he is (a player named before it already is).
REPORTING = frozenset({"dice", "dicono", "diceva", "detto", "scrive", "scritto", "scriveva", "intendeva",
                       "dit", "disait", "ecrit", "ecrivait",
                       # « Gaspard m'a demandé de le regarder mais je le sens pas », « Josephine
                       # voulait que je la regarde », "Sam mi ha chiesto di proteggerlo": someone
                       # else's wish reported, not the sender's order.
                       "demande", "demandait", "voulait", "veut", "conseille", "suggere",
                       "chiesto", "chiede", "chiedeva", "voleva", "vuole", "consigliato", "suggerito"})
# "Zanna dice di cambiare su Quercia", "Gollum ha detto che spostiamo su Eowyna": a mate's word
# reported, moving the pack's order to the players named after it (orders.doubts asks).
REPORTED_CHANGES = frozenset({"cambiare", "spostare", "cambiamo", "spostiamo", "cambia", "sposta",
                              "intendeva"})   # "Gollum ha sbagliato nome, intendeva Aragorno"
# "Gala mi ha detto di scriverti che stanotte preleva lei": the word after a verb of saying that
# opens what the player named does; a keyword in the third person after it is his order, relayed
# (orders.relayed_for).
RELAYED_THAT = frozenset({"che", "que", "qu"})
# The keyword said of the player named, in the third person: Italian changes the first person's
# ending ("prelevo" → "preleva", "proteggo" → "protegge"); French keeps the word and says its
# subject before it (« qu'elle regarde Baptiste », « qu'il dévore Hortense »).
THIRD_PERSON_ENDINGS = (("o", ("a", "e")),)
THIRD_PERSON_SUBJECTS = frozenset({"il", "elle"})
# "mi ha detto di scriverti che…": the player asked the sender to pass his word on to the GM;
# without it ("Merlina mi ha detto che indaga Nosferatu") the words are news, talk. To the GMs
# of a game with two ("Master: Yeatu + Justcocco"): "mi ha detto di scrivervi che…".
RELAY_ASKED = frozenset({"scriverti", "dirti", "riferirti", "avvisarti", "comunicarti", "girarti",
                         "scrivertelo", "dirtelo", "riferirtelo",
                         "scrivervi", "dirvi", "riferirvi", "avvisarvi", "comunicarvi", "girarvi",
                         "scrivervelo", "dirvelo", "riferirvelo"})
# "e Corvo consulta Klaatu (ve lo scrivo io)": the sender writing a player's order for him;
# "chupa stanotte fa Django nn Calamity": another player denied after it, the GM told which.
# Either says a player's order said in the third person is passed on (orders.relayed_for).
RELAY_WRITTEN = (("lo", "scrivo"), ("scrivo", "io"), ("scrivo", "x", "lui"), ("scrivo", "per", "lui"),
                 ("scrivo", "x", "lei"), ("scrivo", "per", "lei"))
# "chupa stanotte fa Django": the verb of doing, in the third person, for his one power.
DOES = frozenset({"fa"})
# « il m'a dit de t'écrire que… », « de te dire que… »: French says "to you" apart, before the verb.
RELAY_ASKED_APART = (frozenset({"t", "te"}), frozenset({"ecrire", "dire", "prevenir", "transmettre", "passer"}))
# "Gollum dice che sbraniamo Merrino", "Sam dit que nous dévorons Léa": a keyword of the first
# person plural after a verb of saying counts the sender among those who act.
WE_ENDINGS = ("iamo", "ons")
# « Isidore m'a dit de t'écrire qu'on mange Hortense »: French "on" before the keyword is "we".
WE_SUBJECTS = frozenset({"on"})
# "avevo scritto indago Pippino per sbaglio", "j'avais écrit regarde Sam": a keyword right after
# an auxiliary and one of these is words once written, quoted by the sender, not his order.
PARTICIPLES_OF_SAYING = frozenset({"detto", "scritto", "ecrit"})
# « tu peux écrire « je regarde Noemie » par exemple », "puoi scrivere «indago Lunaria»": the
# GM's example quoted after a verb of writing, no order of the sender's.
INFINITIVES_OF_WRITING = frozenset({"ecrire", "scrivere", "ecris", "ecrivez", "scrivi", "scrivete", "taper", "digitare"})
AUXILIARIES_OF_SAYING = frozenset({"ho", "hai", "ha", "avevo", "avevi", "aveva", "abbiamo",
                                   "avevamo", "ai", "avais", "avait", "avons", "avions"})
# "Mastro nel primo post ha scritto: \"il libro rosso va passato …\"", « il a écrit : … »:
# someone else's words after the colon, whoever wrote them.
OTHERS_SAYING = frozenset({"hai", "ha", "hanno", "avevi", "aveva", "avevano", "as", "a", "ont", "avait"})

# Words that keep or confirm a target ("no, confermo Boromiro", "resta Gollum"): with names and
# filler words only, the line says which target stands, as a bare name does.
KEEPING = frozenset({"confermo", "conferma", "confermato", "confermata", "resta", "rimane",
                     "tengo", "ok", "okay", "confirme", "confirmé", "reste", "garde"})
# "proteggo me stesso", "ammalio Boromiro e me stesso", "mi proteggo da sola", "protezione su di
# me", "j'unis Fernand et moi-même": the sender's words for himself, offered as him in the settle
# line of the order they leave without a player (orders.antecedent). Not "me" alone (often "mi"),
# nor "stessa" alone: "proteggo la stessa di ieri" is an earlier night's order.
MYSELF = frozenset({("me", "stesso"), ("me", "stessa"), ("me", "medesimo"), ("me", "medesima"),
                    ("moi", "meme"), ("sur", "moi"), ("myself",), ("da", "solo"), ("da", "sola"),
                    ("su", "di", "me"), ("su", "me")})
# "lo tengo io", "je garde ma potion", "la pozione la conservo": keeping what an order would give
# away or spend. Before a power's phrase ("Je garde ma potion de vie pour plus tard") the potion
# is kept, not used: the phrase orders nothing, it denies its power (orders.take_back).
KEEP_VERBS = frozenset({"tengo", "teniamo", "conservo", "garde", "gardons", "conserve",
                        # "meglio tenerlo per piu avanti il consulto": the infinitive, its pronoun joined
                        "tenere", "tenerlo", "tenerla", "tenerli", "conservare", "conservarlo", "conservarla",
                        "garder", "conserver"})
# "il colpo nn lo sprecare", "non sprecarlo": a power's use not to be wasted, after a negation
# (orders.keeping.spared_at).
WASTE_VERBS = frozenset({"sprecare", "sprecarlo", "sprecarla", "sprecarli", "sprecate", "sprechi",
                         "sprecalo", "sprecala", "gaspiller", "gaspille"})
# "come detto prima", "comme avant": what the sender said before; after a change of mind, the
# first order or the correction, which only he knows.
BACK = frozenset({"prima", "sopra", "precedente", "avant", "precedent",
                  # "vale il primo", "torno al primo", "rimetti l'ordine iniziale"
                  "primo", "prime", "iniziale", "originale",
                  # « reviens à ma première idée », « je reviens au premier »
                  "premier", "premiere", "initial", "initiale"})
# "torno al primo", "vale il primo", "ripristina il precedente": words going back to what BACK
# names, beside it (orders.unread_change asks which order stands).
BACK_TO = frozenset({"torno", "ritorno", "vale", "valido", "valida", "rimetti", "ripristina",
                     "ripristino", "riprendo", "premier", "reviens", "retour",
                     # "no ok, come nel primo messaggio"
                     "messaggio", "msg", "mp", "pm", "ordine",
                     # "torno all'idea di prima", « je reviens à ma première idée »
                     "idea", "idee", "scelta", "choix",
                     # "no niente, confermo il primo": never mind the change; "scusa il secondo
                     # pm era x sbaglio, vale il primo": the later one disowned
                     "niente", "nulla", "secondo", "ultimo", "era", "sbaglio", "errore", "sbagliato",
                     # "scusa master, fai come prima", « faites comme avant »
                     "fai", "fate", "fa", "faccia", "metti", "mettete", "fais", "faites",
                     # "no dai, torno all'altro": the other order, the one before the change
                     "altro", "altra", "autre",
                     # "no aspetta, l'altro posto che ti ho detto prima": the thing the order named
                     "posto", "luogo", "endroit", "lieu"})
# "no ok torno a Gollum" after `indago Gollum`, then `indago Nazgul`: going back, before a name,
# to the order the sender gave with it earlier (orders.gone_back).
GOING_BACK = frozenset({"torno", "ritorno", "rimetto", "rimetti", "ripristino", "riprendo", "reviens",
                        "retourne"})
# "torno all'idea di prima", "vale il primo", « je reviens au premier »: the line goes back to
# an earlier order, not only says the standing one stays ("resta come detto prima";
# orders.gone_back.going_back).
BACK_TO_EARLIER = frozenset({"torno", "ritorno", "rimetti", "ripristina", "ripristino", "riprendo", "reviens",
                             "retour", "primo", "prima", "premier", "premiere", "iniziale", "originale"})
# "torno all'altro", "rimetti l'altra", « je reviens à l'autre »: the other one, beside a word
# going back (orders.unread_change), is the order before the change; alone ("indago l'altro")
# it is no going back.
BACK_OTHER = frozenset({"altro", "altra", "autre"})

# -- another night than tonight, and resting tonight (orders.later_night, orders.take_back) ------
# Words that put an order on a later night: "domani", "la prossima (notte | volta)", "notte
# prossima", "demain", "la nuit prochaine", "la prochaine fois".
LATER_WORDS = frozenset({"domani", "dopodomani", "prossima", "prossimo", "successiva", "demain",
                         "prochaine", "prochain", "suivante", "tomorrow", "next"})
# "nah, nn ancora", « pas encore »: "not yet", a negation then one of these, puts the power off
# as a later night's word does (orders.put_off).
NOT_YET = frozenset({"ancora", "encore"})
# "ci ho ripensato, tengo la resurrezione x più avanti", « je la garde pour plus tard »: a later
# time without its night, after second thoughts, puts the power off too (the take-back first).
LATER_SOMETIME = (("piu", "avanti"), ("piu", "in", "la"), ("in", "futuro"), ("plus", "tard"))
# The words that may stand with them in a time said apart ("domani notte,", "la nuit
# prochaine,"): a clause of these alone dates the order beside it.
LATER_TIME_WORDS = frozenset({"la", "il", "le", "l", "alla", "per", "pour", "di", "de", "a", "the", "x",
                              "notte", "nuit", "sera", "soir", "soiree", "volta", "fois", "turno",
                              "tour", "night", "time", "apres", "invece", "poi", "puis", "allora"})
# "passo... ah no lo specchio ce l'ha Sam": a no, then who holds the thing (orders.reading: the
# keyword cut off is dropped, never a pass to the holder).
HELD_BY = frozenset({"ha", "hanno", "tiene", "possiede", "detiene"})
# "anzi no, lei la lasciamo x domani, stanotte Eowyna", "lui lo tengo x domani": the words
# for the old target in a clause keeping him for a later night (orders.replacement).
PUT_OFF_REFERENCES = frozenset({"lui", "lei", "lo", "la", "li", "le", "l", "loro", "quello", "quella",
                                "elle", "celui", "celle"})
# "…, e domani …", "et demain": a conjunction before a later time starts a clause of its own.
LATER_JOINS = frozenset({"e", "ed", "et", "poi", "puis", "ma", "mais", "and", "then"})
# "prato e ritrasformo Arturo", "prato, …": a word joining a place alone to the line's orders.
AND_WORDS = frozenset({"e", "ed", "et"})
# Tonight, and doing nothing tonight: "stanotte riposo", "ce soir rien", "per ora non recluto".
TONIGHT = frozenset({"stanotte", "stasera", "oggi", "ora", "adesso", "soir", "cette", "nuit",
                     "tonight", "now"})
# Around a bare name, the words that date it tonight or point at it and say nothing else: "stanotte
# Marylou", "per stanotte Marylou", "stanotte tocca a Marylou", "Target: Marylou", "ce soir Kilian";
# or say it again: "di nuovo Sarumano", "ancora Sarumano", "stanotte rifaccio Sarumano".
NAME_LEADS = TONIGHT | frozenset({"e", "et", "ed", "l", "per", "pour", "su", "sur", "tocca",
                                  "target", "bersaglio", "obiettivo", "cible", "master", "gm", "meneur",
                                  "ok", "okay", "allora", "quindi", "alors", "donc", "notte", "soiree",
                                  "ancora", "nuovo", "rifaccio", "ripeto", "encore", "nouveau", "again"})
# "Ok allora aspetta, meglio tenerlo…", « Bon alors… »: words opening what the player says, which
# say nothing of it (orders.take_back reads the line's opening past them).
OPENERS = frozenset({"ok", "okay", "allora", "quindi", "dunque", "ecco", "bene", "beh", "vabbe",
                     "bon", "alors", "donc", "bref"})
# "tocca a Marylou": "a" only there ("a Tumbleweed" after an order may add a player to it).
TURN_TO = ("tocca", frozenset({"a", "ad", "al", "alla", "allo"}))
REST = frozenset({"riposo", "repos", "repose", "reposer", "rest",
                  "dormo", "dors", "jdors", "dormir", "sleep"})   # « jdors cette nuit », "stanotte dormo"
NOTHING = frozenset({"niente", "nulla", "rien", "nothing"})
# Besides those, the words of "I do nothing tonight" ("stanotte passo", "je garde", "tengo il colpo").
DOING_NOTHING = frozenset({"no", "passo", "tengo", "garde", "repose", "pass"})
# "guardo anche Ululone", "je regarde aussi Kilian": one more, not instead ("pure" is also "go
# ahead": "indago pure Sam").
ALSO_WORDS = frozenset({"anche", "pure", "inoltre", "aussi", "egalement", "also", "too"})
# "ne scruto un altro: Guido", « j'en regarde un autre »: one more of the power, beside the first.
ANOTHER = frozenset({("un", "altro"), ("un", "altra"), ("un", "autre"), ("une", "autre")})

# -- orders said by what they do, without their keyword (orders.unsaid) ------------------------------
# The keywords (folded) of the shipped rulesets' powers each kind of deed fits.
_KILL = frozenset({"sbrano", "devore"})         # the pack's victim
_CHARM = frozenset({"ammalio"})                 # the Pifferaio's two players
_FORESEE = frozenset({"prevedo"})               # the Shinigami's death foretold
_SHOOT = frozenset({"tire"})                    # the Chasseur's shot
_LOVERS = frozenset({"unis"})                   # Cupidon's couple
_WRITE = frozenset({"archivio"})                # the Libro Rosso's text
_SEE = frozenset({"indago"})                    # the Veggente's look (and the Mago's, the Medium's)
_BRAINWASH = frozenset({"rapisco"})             # the Leader Alieno's abduction
_SACRIFICE = frozenset({"sacrifico"})           # the Generale Alieno's death for his Leader
_IN_PHASE = frozenset({"recluto", "sparo"})     # the Bandito's and the Pistolero's, in a phase chosen
_STRIKE = frozenset({"uccido"})                 # Licantropi's Assassino, in a mystic's turn
# The words of each deed, consecutive and folded, and the powers they plainly fit: "stanotte
# facciamo fuori Eowyna" from a wolf, "suono per Boromiro ed Eowyna" from the Pifferaio, "secondo
# me stanotte muore Pippino" from the Shinigami, « Si je meurs, j'emmène Josephine avec moi » from
# the Chasseur (« j'emporte » is a word of his power in roles.toml), « Dorian et Leonie seront en
# couple » from Cupidon, "scrivo nel libro rosso:
# Sarumano è lupo" from the book's holder. Offered only to a sender holding such a power (a doubt:
# that order, or none); from anyone else the line is talk.
UNSAID_ORDERS: dict[tuple[str, ...], frozenset[str]] = {
    ("facciamo", "fuori"): _KILL, ("fare", "fuori"): _KILL, ("famo", "fuori"): _KILL,
    ("eliminiamo",): _KILL, ("ammazziamo",): _KILL, ("togliamo", "di", "mezzo"): _KILL,
    ("eliminons",): _KILL, ("on", "elimine"): _KILL,
    ("suono",): _CHARM, ("suonero",): _CHARM, ("suonare",): _CHARM,
    ("muore",): _FORESEE, ("morira",): _FORESEE, ("muoiono",): _FORESEE,
    ("emmene",): _SHOOT, ("emmenerai",): _SHOOT,
    ("en", "couple"): _LOVERS, ("in", "coppia"): _LOVERS,
    ("scrivo",): _WRITE, ("annoto",): _WRITE, ("ecris",): _WRITE, ("ecrirai",): _WRITE,
    # "voglio vedere che ruolo ha Becchino", "scopro il ruolo di Zanna" from the Veggente.
    ("vedere", "che", "ruolo"): _SEE, ("vedere", "il", "ruolo"): _SEE, ("vedo", "il", "ruolo"): _SEE,
    ("scoprire", "il", "ruolo"): _SEE, ("scoprire", "che", "ruolo"): _SEE, ("scopro", "il", "ruolo"): _SEE,
    ("sapere", "che", "ruolo"): _SEE, ("sapere", "il", "ruolo"): _SEE, ("guardo", "il", "ruolo"): _SEE,
    # "voglio l'aura di Zanna", "dimmi l'aura di Becchino", "mi interessa il colore di Becchino"
    # from the Veggente or the Mago: the rulebook's words for their powers ("indagare l'aura").
    ("aura",): _SEE, ("colore", "di"): _SEE,
    # "il lavaggio del cervello lo faccio a Wyatt" from the Leader Alieno: the rulebook's own words,
    # "può rapire un giocatore per provare a fargli il lavaggio del cervello".
    ("lavaggio", "del", "cervello"): _BRAINWASH,
    # "muoio io al posto del capo se lo attaccano", "faccio da scudo a Zorg stanotte" from the
    # Generale Alieno: the rulebook's "sacrificarsi al suo posto" in plain words.
    ("muoio", "al", "posto"): _SACRIFICE, ("muoio", "io", "al", "posto"): _SACRIFICE,
    ("morire", "al", "posto"): _SACRIFICE, ("moriro", "al", "posto"): _SACRIFICE,
    ("moriro", "io", "al", "posto"): _SACRIFICE, ("muoio", "io", "per"): _SACRIFICE,
    ("faccio", "da", "scudo"): _SACRIFICE, ("gli", "faccio", "da", "scudo"): _SACRIFICE,
    # "provo a portare Marylou nella banda, agisco nella fase del Guardingo", "pum pum Zorg, fase
    # della guardia del corpo": the rulebook's own clause for these two powers ("agisco durante
    # la fase del Veggente"), a player and a role named, the verb another.
    ("agisco", "nella", "fase"): _IN_PHASE, ("agisco", "durante", "la", "fase"): _IN_PHASE,
    ("agisco", "alla", "fase"): _IN_PHASE, ("fase", "del"): _IN_PHASE, ("fase", "della"): _IN_PHASE,
    ("fase", "dei"): _IN_PHASE, ("fase", "dello"): _IN_PHASE, ("fase", "dell"): _IN_PHASE,
    # "mi sveglio nel turno della veggente", "mi sveglio col mago e lo faccio fuori" from the
    # Assassino: the rulebook's own words, "si sveglia durante il turno di un mistico e … lo
    # deve uccidere" (`uccido <mistico> [<giocatore>]`).
    ("mi", "sveglio"): _STRIKE, ("faccio", "fuori"): _KILL | _STRIKE,
    # The forum's English: "kill Arwenna" from a wolf, "check Gollum" from the Veggente.
    ("kill",): _KILL, ("killiamo",): _KILL, ("check",): _SEE, ("checko",): _SEE, ("investigate",): _SEE,
}

# « c pas kilian que je mange, c amandine », "non è Zanna che sbrano, è Quercia": a name denied
# in a cleft sentence (a no, the name, "que"/"che"), turned away from, not the target (orders.scan).
CLEFT_NO = frozenset({"pas", "non", "nn"})
CLEFT_COPULAS = frozenset({"e", "est"})
CLEFT_THAT = frozenset({"que", "qu", "che"})
# « rien à ajouter », « aucune idée », "niente da aggiungere": the word of doing nothing in a
# saying about something else, no order (the Sorcière's `rien` after her poison took it back).
# « je ne prends pas le risque », « prendre le temps »: a keyword (the Voleur's « prends ») before
# an article and one of these is an idiom, no order and no order denied; so is « je sauve les
# apparences demain au vote mdr », « sauver les meubles » (the Sorcière's heal was spent on the victim).
OBJECT_IDIOMS = frozenset({"risque", "risques", "temps", "apparences", "meubles"})
NOTHING_IDIOMS = frozenset({"idee", "idea", "doute", "souci", "soucis", "probleme", "importance", "ajouter",
                            "dire", "compris", "special", "aggiungere", "dubbio", "problema", "capito"})
# « ça sert à rien », « ca servirait a rien », « de rien », « pour rien », "non serve a niente", "per
# niente": the word of doing nothing closing a saying (the Voyante's « jregarde Kilian... euh non,
# ca sert a rien » read as her `rien` beside the look; « ca sert a rien de sauver Kilian » applied
# both). Right before it; or one of the two words before.
NOTHING_AFTER = (frozenset({"de", "pour", "per"}),
                 frozenset({"sert", "servira", "servirait", "sers", "serve", "servirebbe"}))

# "lascia stare Pippino", "lascia perdere il gufo", « laisse tomber Kilian »: the words after the
# one letting go, before its names or the owl's (orders/take_back.py, orders/bare.py).
LEAVE_TALK = frozenset({"stare", "perdere", "tomber"})
# "Lupetto voleva Tumble ma abbiamo deciso Doc": a pack mate speaking for the group ("we"); a name
# said so is the group's order first (orders.sender_powers).
WE_WORDS = frozenset({"abbiamo", "decidiamo", "scegliamo", "facciamo", "prendiamo", "noi", "nous", "avons"})
# "la Jolene? nah, che muoia", "che crepi pure": a player wished dead, let go (orders.let_go).
LEFT_TO_DIE = frozenset({("che", "muoia"), ("che", "crepi"), ("che", "schiatti")})
# The words of letting go those follow ("lascio stare", "lasciamo perdere", « laisse tomber »).
LETTING = frozenset({"lascia", "lascio", "lasciamo", "lasciate", "lascialo", "lasciala", "lasciali",
                     "lasciale", "lasciare", "laisse", "laissons", "laissez"})
# "salvo anche lei come dice Chupa", « comme dit Isidore »: "as" before another's words
# (orders/aside.py, orders/unread_change.py).
AS_WORDS = frozenset({"come", "comme"})
# The words of a pack mate agreeing, following, deferring (orders.agreed, orders.yielded).
# « suivez Josephine », « on suit Josephine », "seguite Zanna", « faites comme dit Josephine ».
FOLLOWING = (("suivez",), ("suivons",), ("on", "suit"), ("seguite",), ("seguiamo",), ("seguo",),
             ("faites", "comme"), ("fate", "come"), ("facciamo", "come"), ("comme", "dit"), ("come", "dice"))
# The words of agreeing to what another proposed, and of proposing ("dice", « veut »).
AGREEING = (("va", "bene"), ("ok",), ("okay",), ("mi", "sta", "bene"), ("d", "accordo"), ("daccordo",), ("ok", "pour", "moi"),
            ("d", "accord"), ("ca", "me", "va"), ("come", "dice"), ("comme", "dit"), ("je", "suis", "pour"))
PROPOSING = frozenset({"dice", "dicono", "vuole", "vogliono", "propone", "suggerisce", "dit", "veut",
                       "veulent", "propose", "suggere"})
# The words of leaving the choice to a mate named: "lascio decidere a Zanna", "seguo Zanna",
# "Zanna ha ragione", "facciamo come vuole Zanna", « je suis Josephine », « comme veut Isidore ».
# Following a mate (FOLLOWING, « suivez Josephine ») leaves him the choice as well.
DEFERRING = AGREEING + FOLLOWING + (("lascio", "decidere"), ("lascio", "scegliere"), ("ha", "ragione"),
                                    ("come", "vuole"), ("come", "preferisce"), ("decide", "lui"), ("decide", "lei"),
                                    ("come", "ha", "detto"),
                                    ("a", "raison"), ("comme", "veut"), ("je", "laisse", "choisir"),
                                    ("je", "laisse", "decider"), ("je", "suis", "d", "accord"))
# « mdr Isidore t'as envoyé Gaspard? moi j'avais dit Kilian... bref on fait comme il a dit »: a mate
# named, then his word followed through a pronoun (the wolf's own older target was offered).
FOLLOWING_HIM = (("comme", "il", "a", "dit"), ("comme", "elle", "a", "dit"), ("comme", "il", "dit"),
                 ("comme", "elle", "dit"), ("come", "ha", "detto", "lui"), ("come", "ha", "detto", "lei"),
                 ("come", "dice", "lui"), ("come", "dice", "lei"))

# -- the pack lying low tonight (orders.pack_rest) -------------------------------------------------
# Licantropi's Lupo 1, before a lower mate's `sbrano Quercia`: "stanotte stiamo buoni, troppo
# rischioso", "stanotte passiamo", "saltiamo il turno", "stanotte facciamo i bravi", "non si mangia
# stanotte", « ce soir on se calme »: the pack attacks nobody, in words of its own.
PACK_LYING_LOW = (("stiamo", "buoni"), ("stiamo", "fermi"), ("stiamo", "tranquilli"), ("stiamo", "calmi"),
                  ("facciamo", "i", "bravi"), ("facciamo", "i", "buoni"), ("passiamo",), ("saltiamo",),
                  ("riposiamo",), ("dormiamo",), ("non", "si", "mangia"), ("non", "si", "attacca"),
                  ("on", "se", "calme"), ("on", "passe"), ("on", "fait", "rien"), ("on", "bouge", "pas"))
# Said with tonight, "no one" or a bare no is the pack's rest too: "nessuno stanotte", "stanotte no".
PACK_NOBODY = frozenset({"nessuno", "niente", "nulla", "no", "personne", "rien"})
# "stanotte non so", "non sappiamo chi": unsure, no decision (the negation is the knowing's).
PACK_UNSURE = frozenset({"so", "sappiamo", "sai", "sais", "sait", "savons", "decido", "decidete", "decidi"})
# "stanotte non ci sono, fate voi": the sender away, the choice left to the mates (their order stands).
PACK_AWAY = (("non", "ci", "sono"), ("non", "ci", "saro"), ("non", "sono", "online"), ("je", "suis", "pas", "la"))
# Besides DEFERRING, a wolf's words leaving the pack's choice to a mate he names: "concordo con
# Ululone", "per me va bene quello che dice Ululone", "decide Zanna", "mi accodo a Zanna"
# (orders.pack_deferred).
PACK_DEFERRING = DEFERRING + (("concordo",), ("quello", "che", "dice"), ("quello", "che", "vuole"),
                              ("decide",), ("decida",), ("mi", "accodo"), ("mi", "adeguo"), ("approvo",),
                              ("d", "accordo", "con"), ("je", "suis"), ("comme", "il", "veut"))
# An order given for the nights after tonight too: "proteggo Erbaria, e anche le prossime notti
# sempre lei finché non ti dico altro", « je protège Léa toutes les nuits » (orders.doubts: the
# night applies tonight's only; the GM is asked, and told to repeat it).
STANDING_NIGHTS = (("prossime", "notti"), ("tutte", "le", "notti"), ("ogni", "notte"), ("finche", "non", "ti", "dico"),
                   ("fino", "a", "nuovo", "ordine"), ("d", "ora", "in", "poi"), ("da", "ora", "in", "poi"),
                   ("da", "adesso", "in", "poi"), ("toutes", "les", "nuits"), ("chaque", "nuit"),
                   ("jusqu", "a", "nouvel", "ordre"), ("a", "partir", "de", "maintenant"))
# A PM answering the GM's quoted confirmation ("> Master: ricevuto, indaghi Zanna" / "perfetto
# grazie!"): the words approving it, alone (orders.quoted_confirmed).
APPROVING = frozenset({"perfetto", "perfetta", "ok", "okay", "esatto", "esattamente", "giusto", "giustissimo",
                       "si", "certo", "bene", "benissimo", "ottimo", "confermo", "proprio", "cosi",
                       "parfait", "oui", "exact", "exactement", "voila", "nickel", "top"})
# Names, answers and courtesies (orders/names.py, bare.py, quoted_confirmed.py).
# "Zannina", "Zannetta", "Becchinuccio": the Italian diminutive or fond ending on a name's stem
# (its last vowel dropped) is that name, surely meant (it stopped with `indago <giocatore>`).
DIMINUTIVE_ENDINGS = ("ina", "ino", "etta", "etto", "uccia", "uccio", "uzza", "uzzo", "ella", "ello")
# "indago Zanna? no, Becchino": the no that answers a question, before the name meant.
ANSWER_NO = frozenset({"no", "nah", "nope", "non", "nan"})
# « oui », « ouais » alone answering the GM's question (orders.yes_no; its no is `ANSWER_NO`).
ANSWER_YES = frozenset({"oui", "ouais", "ouai", "ouaip", "yes", "yep", "si"})
# "perfetto grazie!" under the quoted confirmation: the courtesies beside the approval.
CONFIRMATION_COURTESY = frozenset({"grazie", "mille", "master", "gm", "merci", "thx", "tnx", "buonanotte", "notte"})
# The GM's quoted question, « [quote="Master"]A chi passi lo specchio?[/quote] » / "a Rosie": the
# words asking for the target (with the preposition before them), which the answer fills
# (orders.quoted_question).
ASKING_FOR = frozenset({"chi", "cosa", "quale", "qui", "quoi", "quel", "quelle"})
ASKING_LINKS = frozenset({"a", "ad", "su", "di", "da", "à", "sur", "de"})
# « je tire sur Baptiste, si c'est de jour sur Josephine », "do il palantir a Boromiro, o se lo
# sbranano a Merrino": after a condition, the order's verb left out and its player led by the
# order's own preposition — the order said of him then (orders.conditions).
CONDITION_TARGET_LEADS = frozenset({"sur", "su", "a", "ad"})
# "scelgo come Romeo il vampiro, cioè... no non lo so chi è. Diciamo Quercia": right after a
# correction word, the sender saying he does not know who the role he named is; the name he then
# writes is his choice (orders.unknown_who blanks the hesitation).
UNKNOWN_WHO = frozenset({("non", "lo", "so", "chi", "e"), ("non", "so", "chi", "e"), ("non", "so", "chi", "sia"),
                         ("non", "lo", "so", "chi", "sia"), ("nn", "so", "chi", "e"), ("nn", "lo", "so", "chi", "e"),
                         ("non", "ho", "idea", "di", "chi", "sia"), ("non", "so", "chi", "lo", "sia")})
# "resuscito chiunque muoia stanotte", "resuscito il morto di stanotte", "resuscito chi è stato
# sbranato": the target described as the night's dead, known only once the night is resolved (the
# rulebook's Guaritore is shown the night's dead): an order under a condition, for the GM to settle
# (orders.dead_described). The words opening the description, and its words of dying.
DEAD_LEADS = frozenset({"chi", "chiunque", "il", "lo", "la", "i", "gli", "le", "quello", "quella", "quelli",
                        "qualcuno", "qualsiasi", "ogni"})
DEAD_WORDS = frozenset({"muoia", "muore", "muoiono", "muoiano", "morira", "moriranno", "morto", "morta",
                        "morti", "morte", "sbranato", "sbranata", "sbranati", "ucciso", "uccisa", "uccisi",
                        "defunto", "defunta", "vittima"})
# "indago quello che è morto ieri", "il morto di ieri": a dead player described by the day he
# died, a public fact the night looks up (orders.dead_described); never the night's dead, nor
# "lo stesso di ieri" (an earlier order).
DIED_BEFORE_WORDS = frozenset({"ieri", "altroieri", "avantieri"})
# "indago quella che è morta l'altro ieri": the dead of the day before yesterday, two days back.
TWO_DAYS_BACK = (("l", "altro", "ieri"), ("altro", "ieri"), ("altroieri",), ("avantieri",))
# "evoco lo spirito dell'ultimo bruciato", "indago il bruciato di oggi": the player burned last,
# a public fact (orders.dead_described).
LAST_BURNED_WORDS = frozenset({("ultimo", "bruciato"), ("ultima", "bruciata"), ("bruciato", "di", "oggi"),
                               ("bruciata", "di", "oggi"), ("bruciato", "ieri"), ("bruciata", "ieri"),
                               ("bruciato", "di", "ieri"), ("bruciata", "di", "ieri"), ("rogato", "di", "oggi"),
                               ("rogata", "di", "oggi"), ("rogato", "di", "ieri"), ("rogata", "di", "ieri"),
                               ("ultimo", "rogato"), ("ultima", "rogata"), ("ultimo", "al", "rogo"),
                               ("ultima", "al", "rogo"), ("ultimo", "condannato"), ("ultima", "condannata")})
# "indago quel simpaticone di Becchino", "sbrano quella vipera di Zanna": a demonstrative, a noun,
# "di" and a player is an epithet of that player, never another reached through him (as "la
# morosa di Sam" is: orders.aside).
EPITHET_LEADS = frozenset({"quel", "quello", "quella"})
# "la carta dice «proteggo Aldo»", "il regolamento dice indago X": the role card's (or the rules')
# example, reported after these nouns and a verb of saying, is no order of the sender's
# (orders.reading; it stopped on a player called «carta»).
CARD_NOUNS = frozenset({"carta", "regolamento", "descrizione", "esempio", "card", "carte", "regle", "regles"})
# "derubo chi ha il palantir", "indago chi possiede lo specchio": a target described as the holder
# of an item, whom the night knows (orders.held_described).
HOLDING_WORDS = frozenset({"ha", "possiede", "tiene", "detiene", "ce", "porta"})
# "gioco quello che mi ha passato Carlo", "l'ingrediente che mi ha dato Irene": a thing described
# as what another player gave the sender, whom the round knows by the bags (orders.given_by).
GIVEN_WORDS = frozenset({"passato", "passata", "dato", "data", "dati", "regalato", "regalata", "prestato",
                         "prestata", "ricevuto", "ricevuta", "girato", "girata", "lasciato", "lasciata"})
