"""The words of a change of mind in a PM: a correction starting anew ("anzi", « plutôt »), a
request to change ("cambia pure in Totò"), a proposal ("io direi Eowyna"), an annulment
("annullo", « oubliez mon message »), and the words a short withdrawal may hold. Folded words,
read by orders.take_back, orders.meaning, orders.corrections, orders.swap and
orders.unread_change."""
from __future__ import annotations

from lupus_mod.orders.chosen_words import CHOSEN
from lupus_mod.orders.italian import CHANGE_OF_MIND

# A line without a keyword that starts anew from the sender's latest order: "anzi Lady Oscar",
# "no aspetta, meglio Totò", "cambio: Merry", "plutôt Baptiste", "en fait Kilian".
REPLACE_WORDS = frozenset({"anzi", "invece", "meglio", "cambio", "aspetta", "ripensandoci",
                           "correggo", "rettifico", "rettifica", "cioe", "correzione", "contrordine",
                           "finalement", "plutot", "piuttosto", "fait", "attends", "ripensato",
                           # "je change : Kilian" — the French "cambio: Merry".
                           "change", "changement",
                           # "no wait, Boromiro": the forum's English "no aspetta".
                           "wait",
                           # "Rectification : Baptiste", "erratum : Baptiste", "je rectifie".
                           "rectification", "rectifie", "erratum",
                           # "je me suis trompé(e), je voulais dire Maxence", "mi sono
                           # sbagliato, intendevo Merry": the earlier name was a slip.
                           "trompe", "trompee", "voulais", "sbagliato", "sbagliata", "intendevo",
                           # "dsl jme suis gouré, Baptiste": the same slip in the forum's slang.
                           "goure", "gouree",
                           "tromper", "gourer",   # « dsl je me suis tromper, c Kilian »
                           # « erreur : Baptiste », « petite erreur, c'est Baptiste »
                           "erreur",
                           # "errore mio, Nazgul non Gollum": the Italian slip;
                           # "cambiamento di programma: Nazgul"
                           "errore", "cambiamento",
                           # "switch su Quercia", « switch sur Gaspard »: the forum's English.
                           "switch", "switcho", "switche",
                           # "aggiornamento: Gollum", "update: Gollum", « correction : Gaspard »,
                           # « mise à jour : Gaspard » / « maj : Gaspard »: a heading of the PM
                           # that changes the order, as "edit: Grima" is.
                           "aggiornamento", "update", "correction", "maj", "mise",
                           *CHANGE_OF_MIND})
# "cambia pure in Totò", "metti Merry", "ultima modifica: Merry", "remplace par Léa": words that
# ask the GM to change something, in a line with words of its own; with a new player named, the
# line may change the standing order (orders.unread_change asks), never talk unasked.
CHANGE_CUES = frozenset({"cambia", "cambiate", "cambiala", "cambialo", "metti", "mettete", "mettici",
                         "sostituisci", "sostituisco", "sostituite", "modifica", "modifico", "modifiche",
                         "sposta", "sposto", "confuso", "confusa",
                         # "la protezione spostala su Merlina", "il morso mettilo su Zappa": the
                         # power moved, its pronoun glued
                         "spostala", "spostalo", "spostali", "mettila", "mettilo", "mettili",
                         "spostiamola", "spostiamolo", "mettiamola", "mettiamolo",
                         # "preferisco Totò", "ho deciso, Totò", "Totò. Definitivo.", "torno su
                         # Fosco", "vai su Totò", "ultimo minuto: Totò": the choice said again.
                         "preferisco", "preferirei", "deciso", "decisa", "decisione", "definitivo",
                         "definitiva", "torno", "ritorno", "torna", "tornare", "vai", "scelgo",
                         "scelta", "ultimo", "ultima",
                         # "Kilian ou Baptiste, je ne sais plus... allez Baptiste", "dai, Totò"
                         "dai", "allez",
                         # "alla fine Nazgul", "in realtà Nazgul", "ho scelto Nazgul", "au final
                         # Kilian", "fai Nazgul", "vado su Nazgul", "punto su Nazgul", "Nazgul e
                         # basta", "Nazgul al posto suo", "ultimissima: Nazgul", "ripensamento:
                         # Nazgul", "Nazgul mi convince di più", « cible finale : Kilian »: the last
                         # word said another way.
                         "fine", "realta", "scelto", "final", "finale", "fai", "vado", "punto", "basta",
                         "posto", "ultimissima", "ultimissimo", "ripensamento", "convince",
                         # "à la réflexion Noemie", "Noemie à la place", "a pensarci bene Nazgul",
                         # "Nazgul definitivamente"
                         "reflexion", "place", "pensarci", "definitivamente",
                         # « c bon jai reflechi, pas leonie, dorian », « moi jveux maxence »
                         "reflechi", "reflechis", "jveux", "veux",
                         "mets", "mettez", "remplace", "remplacez", "remplacer", "changer", "modifie", "modifiez", "modifier",
                         "modification", "confondu", "confondue", "prefere", "preferais", "decide",
                         "decidee", "definitif", "reviens", "choisis", "choix", "dernier", "derniere",
                         # "je me rétracte, Baptiste"
                         "retracte",
                         # "andiamo su Pippino alla fine", "puntiamo su Pippino", « on part sur
                         # Gaspard finalement », « allons sur Gaspard »: the pack's move said as a going.
                         "andiamo", "puntiamo", "part", "partons", "allons",
                         # "rimango su Zanna" a PM after `indago Becchino`: "I stick with" the
                         # name said, his last word (it was talk, Becchino investigated).
                         "rimango", "rimaniamo", "resto", "restiamo",
                         # "voglio cambiare: Nazgul", "ho cambiato, Nazgul", « modif : Gaspard »
                         "cambiare", "cambiato", "modif",
                         # "ok rimetti Gollum", "ripristina l'ordine di prima", « remets Kilian »
                         "rimetti", "rimettere", "rimettete", "ripristina", "ripristino",
                         "ripristinare", "remets", "remettez", "retablis"})
# "io direi Eowyna", "io farei Eowyna", "moi je préférerais Maxence", "je propose Maxence": a
# target proposed; from a pack mate after the pack's order, which target the pack chooses is
# asked, as after his "anzi Eowyna". ("d'accordo" is no such word: "Josephine est d'accord",
# "se nn sei d'accordo scrivi tu al master" name mates, not targets.)
PROPOSALS = frozenset({"direi", "farei", "propongo", "proporrei", "dirais", "ferais",
                       "prefererais", "propose", "proposerais",
                       # « moi je préfère Maxence perso » after a mate's « on bouffe Kilian »: the
                       # present says it as plainly (the pack disagrees: asked, never a notice).
                       "prefere", "jprefere", "preferons",
                       # "io da lupo 1 decido Bacco": a mate deciding, the highest-ranked too;
                       # "ho parlato con Nazgul, cambiamo su Eowyna": the pack's change.
                       "decido", "decidiamo", "scegliamo", "cambiamo", "spostiamo", "changeons",
                       # "dai prendiamo Leandro", « on prend Maxence »: the pack's choice put.
                       "prendiamo", "prenons",
                       # "io dico Pippino", « disons Maxence »: the pack's target put by a mate.
                       "dico", "diciamo", "disons",
                       # "io mangerei Frodino", "sbranerei volentieri Corrado", « je mangerais
                       # Maxence »: the pack's deed wished, a target proposed.
                       "mangerei", "sbranerei", "ucciderei", "attaccherei", "andrei", "punterei",
                       "opterei", "mangerais", "devorerais", "tuerais", "irais"})
# "io propongo di sbranare Pippino", "direi di attaccare Quercia", « je propose qu'on dévore
# Maxence » from a pack mate: the pack's deed proposed to the others, a hedge however it is
# worded (asked as "io direi Eowyna" is); "decido di sbranare" decides.
PROPOSING_BEFORE = frozenset({"direi", "farei", "propongo", "proporrei", "suggerisco", "suggerirei",
                              "consiglio", "consiglierei", "dirais", "ferais", "propose", "proposerais",
                              "suggere", "suggererais", "jpropose"})
# "metti che Merry sia lupo", "metti caso che...": a cue word that opens a hypothesis ("suppose
# that") asks for no change.
# ("mettiamo che" holds no cue word: it is read as talk already.)
HYPOTHESES = frozenset({("metti", "che"), ("metti", "caso"), ("mettete", "che"), ("mettete", "caso")})
# Two words asking for a change together: "vabbè hai ragione, calamity guardingo", « t'as
# raison, Gaspard alors » (the GM's word accepted; said of a player, "guido ha ragione" is a
# remark); "tanto vale Corrado allora", « autant prendre Gaspard » (might as well).
# "per me Boromiro", "secondo me Pippino", « pour moi Maxence » from a pack mate: a target
# proposed as "io direi" proposes one ("per me Boromiro è lupo" is a remark on him).
PROPOSAL_PAIRS = frozenset({("per", "me"), ("secondo", "me"), ("pour", "moi"), ("selon", "moi"),
                            # « pourquoi pas Kilian », « Kilian c mieux non ? », « jsuis pas daccord,
                            # Kilian » after a mate's « jmange Gaspard »: the pack disagrees (talk).
                            ("pourquoi", "pas"), ("perche", "no"), ("c", "mieux"), ("est", "mieux"),
                            ("pas", "daccord")})
CUE_PAIRS = frozenset({("hai", "ragione"), ("avete", "ragione"), ("as", "raison"), ("avez", "raison"),
                       ("tanto", "vale"), ("autant", "prendre"),
                       # « Noemie du coup » a PM after « jregarde Kilian »: "so, Noemie".
                       ("du", "coup")}) | PROPOSAL_PAIRS
# "annullo", "lascia stare", "j'annule", "niente", "je ne fais rien", "finalement rien": the
# sender takes back an order without naming its power.
ANNUL_WORDS = frozenset({"annullo", "annulla", "annullare", "annule", "annuler", "annulle",
                         "cancello", "cancella", "lascia", "laisse",
                         # "ignora il messaggio di prima", "oubliez mon message précédent",
                         # "il salvataggio lascialo stare": the earlier word taken back too.
                         # « Ignore mon dernier message »: the French (and English) « tu » form.
                         "ignora", "ignorate", "ignorare", "ignorez", "ignore", "dimentica", "dimenticate",
                         "scorda", "scordati", "oublie", "oubliez", "lascialo", "lasciala",
                         "lasciali", "lasciamo", "lasciate", "laissez",
                         # "allora lascio stare", "se perdo muoio? allora lascio stare": the
                         # sender's own letting go ("lascio decidere a Zanna" holds other words)
                         "lascio",
                         # "ritiro l'ordine", "revoco l'indagine", « je retire mon ordre », "annullato"
                         "annullato", "annullata", "ritiro", "ritira", "ritirare", "revoco", "revoca",
                         "retire", "retirer", "revoque", "annulez", "annulation", "renonce",
                         # "il msg di prima era x sbaglio, ignoralo": the pronoun glued.
                         "ignoralo", "ignorala", "ignorali", "annullalo", "annullala", "cancellalo",
                         "cancellala", "dimenticalo", "dimenticala", "scordalo", "scordala",
                         # "fermo tutto! stop": everything stopped
                         "fermo", "ferma", "fermate", "stoppa", "stoppo",
                         # "togli Bacco" after `indago Bacco`, « enlève Isidore »: the name taken off
                         "togli", "tolgo", "toglilo", "toglila", "levo", "levalo", "levala", "enleve"})
# "rinuncio al furto", "rinuncio al morso stanotte", « je renonce à la potion »: giving up the
# power named after an article (orders.scan denies it, as "niente furto").
RENOUNCE = frozenset({"rinuncio", "rinuncia", "rinunciamo", "renonce", "renoncons"})
# « je retire ma consigne sur Baptiste », « j'annule mon tir sur Baptiste », "ritiro il mio colpo
# su Gollum": an order of the power named, taken back by a verb of revoking before an article
# or a possessive (« retire » and « tir » read as the shot, Baptiste was shot).
REVOKE = frozenset({"ritiro", "ritira", "revoco", "revoca", "annullo", "annulla", "cancello", "cancella",
                    "tolgo", "togli", "retire", "retirez", "annule", "annulez", "revoque", "enleve",
                    "enlevez", "supprime", "supprimez", "oublie", "oubliez"})
# "non considerare il mio messaggio di prima", "nn contarlo": after a negation, disregarded.
DISREGARD = frozenset({"considerare", "considerate", "considerarlo", "considerarla", "calcolare",
                       "calcolarlo", "calcolate", "contare", "contarlo", "contarla", "tenerne", "tenere",
                       "tener", "conto", "prendere", "prenderlo", "compte", "tenir", "tiens",
                       "tenez"})   # « ne tenez pas compte de mon premier message »
# « ne tenez pas compte de mon message », « n'en tiens pas compte »: the French negation, and
# the words around the disregarding verb (the Italian "non" is a negation of the orders' own).
DISREGARD_NEGATIONS = frozenset({"ne", "n", "pas"})
DISREGARD_NOT = DISREGARD_NEGATIONS | {"en", "de", "d"}
# « oubliez mon premier message », "ignora il primo messaggio": the night's first PM, named by
# its rank (after a change of mind, the order it gave is already replaced).
FIRST_MESSAGE = frozenset({"premier", "premiere", "primo", "1er"})
# "ignora il messaggio di prima", "oubliez mon message précédent": what is taken back is the
# sender's earlier message, named as such.
_EARLIER_MESSAGE = frozenset({"messaggio", "messaggi", "message", "messages", "msg", "mp", "pm",
                              "precedente", "precedenti", "precedent", "prima", "sopra", "avant",
                              "ultimo", "dernier", "ordine", "ordre", "mio", "mon", "correction",
                              "modifica", "modification", "richiesta", "demande",
                              # "(ignora la riga sopra, ho sbagliato)": the line above, in the same PM
                              "riga", "righe", "ligne", "frase",
                              # "oublie ce que j'ai dit", "annulla quello che ho scritto"
                              "dit", "ecrit", "detto", "scritto",
                              # "lascia stare quello che ho detto dopo": the later word, the change
                              "dopo", *FIRST_MESSAGE})
# « mon premier message était une erreur », "il messaggio di prima era uno sbaglio": the
# earlier message disowned, its order not said taken back.
MISTAKES = frozenset({"erreur", "errore", "sbaglio", "faute"})
MISTAKE_TALK = MISTAKES | {"une", "un", "uno", "una", "ma", "mia"}   # « … était une erreur », "… è stato uno sbaglio"
# Of those, the words naming a message or a change rather than an order: after a change of mind
# tonight, "ignora l'ultimo messaggio", "annulla la modifica" may take back the correction only
# (orders.later asks). "correzione" is scanned as a correction mark.
MESSAGE_WORDS = frozenset({"messaggio", "messaggi", "message", "messages", "msg", "mp", "pm",
                           "precedente", "precedenti", "precedent", "ultimo", "dernier", "correction", "dopo",
                           "modifica", "modification", "riga", "righe", "ligne", "frase"})
# Words a short withdrawal may hold besides fillers ("lascia stare tutto", "je ne fais rien").
WITHDRAWAL_TALK = frozenset({"stare", "perdere", "tomber", "faccio", "fais", "fare", "faire",
                             "finalement", "fait", "aspetta", "tout", "plus", "niente", "nulla",
                             "rien", "nessuno", "que", "quello", *ANNUL_WORDS, *REPLACE_WORDS, *_EARLIER_MESSAGE,
                             # "era x sbaglio", « c'était une erreur »: why it is taken back.
                             "era", "sbaglio", "sbagliato", "sbagliata", "errore", "etait", "erreur",
                             "stop", *DISREGARD,
                             # "scusa è tardi ma annullo la protezione", « désolé pour le retard,
                             # j'annule »: the lateness owned beside the take-back.
                             "tardi", "ritardo", "tard", "retard",
                             # « oublie mon message d'avant », « oublie ce que jt'ai dit »
                             "d", "ce", "j", "jt", "t", "ai"})
# "ps x boromiro: non ti dico niente", « je te dis rien »: the sender telling someone, not a
# target nor a take-back said ("io dico Pippino", "dico niente").
TELLING = frozenset({("ti", "dico"), ("vi", "dico"), ("ti", "diro"), ("ti", "scrivo"), ("te", "dis"),
                     ("vous", "dis"), ("te", "dirai"), ("t", "dis")})
# "annullo tutto", "lascia stare tutto", "j'annule tout": every earlier order of the sender.
ALL_WORDS = frozenset({"tutto", "tout", "tutti", "tous"})
# "ok deciso: Ululone", "alla fine Zanna", « finalement Kilian », « je choisis Kilian »: the
# words of a choice made, beside a name that picks one reading of the sender's open doubt.
CHOICE_WORDS = frozenset({"ok", "deciso", "decisa", "decido", "scelgo", "scelto", "scelta", "fine",
                          "definitivo", "definitiva", "choisis", "choisi", "decide",
                          "decidee", "finalement", "definitif", "definitive", "bon", "va"}) | CHOSEN
# « je tire sur Baptiste... enfin non, sur Dorian. Bon ok Baptiste », « ma balle sera pour Baptiste.
# non Dorian. non ok Baptiste »: after a change of mind on the line, a sentence of these words and
# a name changes it again (orders.settled; the middle name was shot).
SETTLING = CHOICE_WORDS | frozenset({"non", "nan", "allez", "alors", "dai", "enfin"})
