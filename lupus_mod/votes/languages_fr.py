"""The vote grammar's French words (votes/languages.py: what the lists are); where a list
says nothing of its own, its Italian comment tells what it does."""
from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

FRENCH: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # "Voto Maxence": an Italian player in a French thread votes all the same.
    "vote": ("je vote X", "vote X", "vote: X", "voto X", "voto: X", "mon vote va X",
             "vote déplacé X",   # "Vote déplacé sur Isidore", as "vote retiré"
             # « je vote en faveur de Kilian »: « pour » in more words (it was asked).
             "je vote en faveur de X", "je vote en faveur d X", "vote en faveur de X", "vote en faveur d X",
             # « mon vote d'aujourd'hui va à Kilian », « vote confirmé sur Kilian »
             "mon vote d'aujourd'hui va X", "mon vote du jour va X", "vote confirmé X",
             "je passe X",   # « je passe de Gaspard à Kilian » (« je passe mon tour » names no one)
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
             # « je transfère mon vote à Isidore »: moved (it was talk, the move lost).
             "je transfère mon vote X", "transfère mon vote X",
             # « stp MJ compte mon vote pour Isidore »: the GM asked to count it.
             "compte mon vote X", "comptez mon vote X",
             # "Je votais Kilian mais je change : Léonie", "je change pour Léonie": the vote
             # moved without "mon vote"; "Je maintiens : Kilian" keeps it.
             "je change: X", "je change pour X", "je change pr X", "je maintiens: X",
             # "Je vote quand même Hortense": "quand" is no question here; "jvote" typed fast;
             # "Mes deux voix vont à Pierre" (the Capitaine's vote, "sa voix compte double").
             "je vote quand même X", "vote quand même X", "j'vote quand même X", "jvote X",
             "je revote X", "revote X",   # "Je revote Kilian", "je revote pour Isidore"
             "ma voix va X", "mes voix vont X", "mes deux voix vont X", "ma voix: X",
             # The name first: "Kilian, c'est mon vote.", "Kilian : vote final."
             "X c'est mon vote", "X est mon vote", "X mon vote", "X vote final", "X vote définitif",
             "X x2",   # « Kilian x2 (voix de capitaine) »: the vote, its double claimed (a note)
             "X dernier vote", "X mon vote final", "X mon dernier vote", "X mon vote définitif",
             "mon dernier vote va X", "mon vote final va X",
             "mon vote se porte X",   # "Mon vote se porte sur Isidore"
             # The cleft of spoken French, « c'est Gaspard que je vote » (its « c'est » an opener).
             "X que je vote", "X que jvote",
             # "Mon vote ne change pas : Kilian.": kept, as "je maintiens mon vote".
             "mon vote ne change pas: X", "mon vote ne change pas X",
             # "Je donne ma voix à Gaspard pour le capitanat", "Ma voix va à Kilian".
             "je donne ma voix X", "ma voix va X",
             # "Kilian a ma voix pour capitaine": the name first.
             "X a ma voix", "X aura ma voix",
             # « isidore aura mon vote », « isidore prend ma voix », « mon vote ira à isidore »,
             # « jmet mon vote sur isidore » (the SMS « met »).
             "X aura mon vote", "X a mon vote", "X prend ma voix", "X prend mon vote", "mon vote ira X",
             "je met mon vote X", "met mon vote X",
             # « Je mets mon bulletin sur Maxime » (the ballot), « Mon vote s'en va sur Maxime »
             # (Québec): the vote in other words (they were talk, or asked).
             "je mets mon bulletin X", "mets mon bulletin X", "je met mon bulletin X", "mon bulletin va X",
             "mon bulletin: X", "je glisse mon bulletin X", "mon vote s'en va X", "ma voix s'en va X",
             # The Capitaine breaking a tie: « en tant que capitaine je tranche : ma voix double va
             # à Hugo » (its weight is the count's; it asked).
             "ma voix double va X", "ma voix double: X", "ma voix compte double, elle va X"),
    "unvote": ("je retire mon vote", "retire mon vote", "je retire le vote", "j'enlève mon vote",
               "enlève mon vote", "j'annule mon vote", "annule mon vote", "unvote",
               "je dévote",   # the forum's word: "dévoter", to take one's vote back
               "dévote",      # alone: "Dévote.", "EDIT : dévote"
               # "Je reprends mon vote.", "Vote annulé.", "Vote retiré.": taken back, as "je
               # retire mon vote" ("je reprends Kilian" alone is no form: it may be talk).
               "je reprends mon vote", "reprends mon vote", "je reprends le vote",
               "vote annulé", "vote retiré", "mon vote est annulé", "mon vote est retiré",
               # « jretire mon vote », « jenleve mon vote »: « je » glued, as « jvote X ».
               "jretire mon vote", "jenlève mon vote", "jannule mon vote", "jreprends mon vote",
               # « je supprime mon vote », « c'est plus mon vote »
               "je supprime mon vote", "supprime mon vote", "ce n'est plus mon vote", "c'est plus mon vote"),
    "abstain": ("je m'abstiens", "abstention", "je vote blanc", "vote blanc", "jvote blanc",
                # « je vote nul »: a void ballot, the Italian « voto nullo » (it was talk, and an
                # earlier vote stood)
                "je vote nul", "vote nul", "jvote nul",
                "jm'abstiens", "jmabstiens", "j'mabstiens", "jabstiens", "je mabstiens",
                # A vote for nobody asks that nobody is executed: the abstention.
                "je vote personne", "je vote pour personne", "je ne vote pour personne",
                "je ne vote personne", "je ne vote contre personne",
                # « jvote Gaspard » then « finalement blanc », « jchange : blanc » (talk, or a
                # doubt offering "none" that kept Gaspard).
                "finalement blanc", "finalement vote blanc", "je change blanc", "jchange blanc",
                "je change pour blanc", "jchange pour blanc",
                # « jvote neutre », « jpasse mon tour »: an abstention declared (they were talk,
                # listed as no vote at all). Not « pas de vote pour moi », which also pleads
                # "don't vote for me": talk, the GM reads it.
                "je vote neutre", "vote neutre", "je passe mon tour"),
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
        "jai", "javais",   # "hier jai voté Isidore": the SMS "j'ai", glued
    ),
    "hedges": ("si", "s'il", "s'ils", "pourrais", "pourrait", "devrais", "devrait", "demain",
               "sinon", "if",
               # "En cas d'égalité, je vote Kilian", "À moins qu'il parle, je vote Kilian".
               "en cas", "au cas où", "au cas ou", "à moins", "sauf si", "sauf s'il", "pourvu", "unless",
               "à ta place", "à votre place",   # "À ta place je vote Kilian": advice
               # "Plus tard je vote Kilian" (a vote to come); "Supposons que je vote Kilian".
               "plus tard", "tout à l'heure", "dans un moment", "supposons", "imaginons",
               "hypothétiquement", "hypothèse", "par hypothèse", "en théorie"),
    # "je vote Kilian s'il ne s'explique pas", "je vote Kilian, sauf s'il se défend": a doubt.
    "conditions": ("si", "s'il", "s'ils", "à moins", "sauf si", "sauf s'il", "pourvu", "en cas", "au cas où",
                   "sinon", "otherwise",   # "Qu'il parle. Sinon je vote Kilian."
                   "if", "unless"),
    # "Je vote Kilian. Sauf si Isidore parle.": the condition in the next sentence, a doubt.
    "unless": ("à moins", "sauf si", "sauf s'il", "sauf s'ils", "seulement si", "unless"),
    # « Je vote Kilian. S'il ne répond pas d'ici ce soir, mon vote compte. »
    "vote_holds": ("vaut", "valable", "compte", "comptez", "tient", "holds", "counts"),
    # « Même si Kilian est sympa, je vote Kilian », « Je ne sais pas si Kilian ment, je vote Kilian ».
    "concessions": ("même si", "même s'il", "sais pas si", "sais pas s'il", "demande si", "even if"),
    # « jvote isidore ptet », « jvote isidore jsp »: the forum's spellings of a doubt (one word each).
    "doubts": ("peut-être", "probablement", "maybe", "perhaps", "probably", "ptet", "ptetre", "ptêtre",
               "jsp", "chais"),
    # « je vote Baptiste, enfin je crois », « jvote Isidore. chui pas sure »: after a pause past
    # the name, ending its sentence, a doubt (« je crois qu'il ment » goes on: the vote). The
    # glued « jcrois », « jsuis » come with « je » (lexicon._glued).
    "unsure_after": ("je crois", "je pense", "enfin je crois", "enfin jcrois", "enfin je pense", "enfin jpense",
                     "je suis pas sûr", "je suis pas sûre", "je ne suis pas sûr", "je ne suis pas sûre",
                     "chui pas sûr", "chui pas sûre", "pas sûr", "pas sûre", "je sais pas", "je ne sais pas",
                     # Sarcasm, as the Italian « come no »: « Ah bah oui bien sûr, je vote moi-même
                     # tant qu'on y est 🙄 » (it was published as his invalid self-vote).
                     "tant qu'on y est", "tant qu'on y est hein", "et puis quoi encore"),
    # "je vote Kilian s'il vous plaît", "Si j'ai bien compris, je vote Kilian": votes.
    "asides": ("s'il vous plaît", "s'il te plaît", "si j'ai bien compris", "si je comprends bien",
               "si je ne me trompe pas", "si je ne m'abuse", "si je me souviens bien", "si vous voulez mon avis",
               "si tu veux mon avis", "if i understand correctly"),
    # "je vote Gaspard (je rigole)": a joke right after the name, the GM asks. Laughter
    # (« mdr », « xD », « ptdr ») is no joke said, as in Italian: « je vote Kilian mdr » is a vote.
    "jokes": ("rigole", "déconne", "blague", "plaisante", "joke", "kidding", "jrigole", "jplaisante", "jdeconne"),
    # « Kilian, je te rends la pareille. »: a vote given back (see Italian).
    "returned": ("je te rends la pareille", "je rends la pareille", "je te renvoie l'ascenseur",
                 "je renvoie l'ascenseur", "retour à l'envoyeur", "renvoi d'ascenseur"),
    # The Chasseur's shot said in the thread (« le chasseur emporte Kilian »), opening its
    # sentence, and the words of the Capitaine's heir (« je désigne Gaspard comme successeur »):
    # decisions of the day, no vote (votes/day_decisions.py).
    "shots": ("je tire sur", "jtire sur", "j'emporte", "jemporte", "je vise", "jvise",
              "le chasseur emporte", "le chasseur tire sur", "ma balle est pour", "ma balle sera pour",
              "mon tir est pour", "mon tir va à", "je tue", "j'abats", "jabats"),
    # « Kilian, je l'emporte avec moi »: the shot's words after its name and a comma, ending the
    # clause (a pronoun standing for the name).
    "shots_after": ("je l'emporte", "jl'emporte", "je l'emporte avec moi", "jl'emporte avec moi",
                    "je l'emmène avec moi", "je l'embarque avec moi", "je le tue", "je la tue",
                    "je l'abats", "je le descends", "je la descends", "je le flingue", "je la flingue"),
    "heirs": ("successeur", "successeure", "successeuse", "héritier", "héritière", "dauphin", "dauphine"),
    # « je vote Kilian (c'est pas vrai, c'est pour voir comment il réagit) »: a bluff (see Italian).
    "bluffs": ("c'est pas vrai", "c'est faux", "pour de faux", "pour voir comment il réagit",
               "pour voir comment elle réagit", "pour voir sa réaction", "c'est un test", "bluff"),
    "question_words": ("pourquoi", "qui", "quoi", "comment", "quand", "où", "quel", "quelle",
                       "quels", "quelles", "est-ce", "why", "who", "what", "how"),
    "because": ("parce", "car", "because", "pck", "pcq", "psk", "paske", "parceque",   # SMS spellings
                "puisque", "vu que", "étant donné que"),
    "tags": ("non", "hein", "pas vrai", "n'est-ce pas", "right"),   # "Je vote Kilian, hein ?"   # "Pourquoi je vote Kilian ? Parce qu'il ment."
    "hedge_ends": ("mais", "donc", "bref", "pourtant", "cependant", "toutefois", "néanmoins",
                   "but", "anyway"),
    # « Demain je vote Kilian, aujourd'hui je vote Gaspard »: today's vote (hedges.hedged).
    # « je vote Kilian, je retire mon vote précédent »: the vote before the post (see Italian).
    "earlier": ("précédent", "d'avant", "ancien", "de tout à l'heure"),
    "today": ("aujourd'hui", "aujourdhui", "ajd", "auj", "ce soir", "maintenant", "mtn", "today", "now"),
    # "je vote contre toi Zoé", "je vote pour l'exécution de Benoît", "je vote plutôt Zoé".
    "fillers": ("pour", "contre", "aussi", "moi", "encore", "toujours", "plutôt", "a", "de", "nouveau",
                "pr", "ctre",   # "jvote pr Kilian": the SMS spellings of « pour », « contre »
                "donc", "était", "est", "toi", "l", "exécution", "élimination", "for", "against",
                # "Je vote pour éliminer Kilian", "je vote pour exécuter Hortense"
                "éliminer", "exécuter", "brûler", "lyncher",
                # "Je maintiens mon vote sur Kilian", "je confirme mon vote d'hier : Kilian"
                "sur", "hier", "final", "définitif", "actuel",   # "Vote final comme hier"
                "provisoire", "temporaire",   # "vote provisoire : Kilian": a vote until changed
                "que", "qu",   # "Je vote pour que Kilian soit exécuté"
                "d",   # "Je vote pour l'exécution d'Hortense"
                "deux", "fois",   # "je vote deux fois Pierre": the Capitaine's double vote
                # "je change mon vote depuis ce matin : Hugo": since when, before the colon.
                "depuis", "ce", "matin", "soir",
                "jour", "aujourd", "hui",   # "mon vote du jour : Kilian", "je vote aujourd'hui Zoé"
                "finalement",   # « capitaine : finalement Amandine », « je vote finalement Léa »
                "abord",   # "Je vote d'abord Léa. Non, plutôt Rose."
                # "Je vote pour la mort de Kilian", "je vote pour le lynchage de Kilian"
                "la", "le", "mort", "lynchage",
                # « jvote euh Isidore », « je vote bof… Isidore »: a pause, the vote still cast.
                "euh", "heu", "bof", "bah", "ben", "mmh", "mmm", "hmm", "mh"),
    "alternatives": ("ou", "et", "or", "and"),
    "and_then": ("et", "puis", "and", "then"),   # "je retire mon vote et je vote Isidore"
    # "Mon vote aujourd'hui va à Isidore", "Mon vote cette fois va à Kilian".
    "inserts": ("aujourd'hui", "cette fois", "donc", "alors", "maintenant", "finalement",
                "définitivement", "today",
                "par contre", "pourtant",   # « Le mien par contre va à Isidore »
                "double"),   # « mon vote (double) va à Isidore »: the Capitaine's
    # "Kilian ment. Je le vote.", "Kilian, je te vote." ("le vote" alone is the noun).
    "clitics": ("je le", "je la", "je l", "je te", "je t", "moi je le", "moi je te",
                "jte", "jle", "jla", "jl", "jt"),   # « @isidore jte vote »: the SMS « je te »
    # "Je vote Noémie, non, plutôt Hortense", "je vote Zoé, finalement Léa".
    "corrections": ("plutôt", "non plutôt", "no plutôt", "finalement", "or rather", "ah non",
                    "ah nan",   # « jvote Josephine... ah nan Baptiste plutot »: the forum's « ah non »
                    "euh non", "oh non", "enfin non", "oups", "non attends",
                    "mauvais nom", "mauvais pseudo",   # « oups mauvais nom, Josephine » (a post later)
                    "en fait", "enfait",   # « en fait Kilian » (a post later; « en fait Kilian ment » talks)
                    "non finalement",   # "Je vote Kilian, non, finalement Léonie"
                    # « je vote Kilian, au temps pour moi, Isidore »: "my mistake" (« autant pour
                    # moi », its common spelling); the first vote was counted
                    "au temps pour moi", "autant pour moi",
                    # "je vote Kilian... non attendez, Hortense" ("attends Hortense" may speak to her)
                    "non attendez", "ou plutôt",   # "je vote Kilian, ou plutôt Hortense"
                    "ou plutôt non", "plutôt non",   # « Jvote Isidore, ou plutot non, Maxence »
                    # « jvote Kilian, attends non, Isidore », the forum's « wait non »
                    "attends non", "attendez non", "wait non", "wait no", "no wait", "non wait",
                    "non att", "nan att", "non attend",   # « jvote Kilian! nan att, Isidore »: the forum's short « attends »
                    # "je vote Kilian, je voulais dire Leonie", "Edit : je voulais écrire Leonie"
                    "je voulais dire", "je voulais écrire", "voulais dire", "non pardon",
                    "euh non pardon", "non désolé", "non désolée",
                    # « je vote isidore. ah non pardon je voulais dire kilian »: the « non » of
                    # « ah non » taken, « pardon » then read as a name, Isidore was offered
                    "ah non pardon", "oh non pardon", "ah nan pardon",
                    "non en fait",   # "Je vote Kilian, non en fait Isidore"
                    # « jvote isidore, nan maxence », « nan en fait maxence », « edit: en fait non, maxence »
                    "nan en fait", "en fait non", "nan enfait", "enfait non",
                    # « enfaite non, Noémie » (a post later): the forum's « en fait » misspelt
                    "en faite", "enfaite", "en faite non", "enfaite non", "nan enfaite",
                    "euh nan", "nan plutôt",   # « euh nan plutot gaspard »
                    # "Je vote Kilian. Je me suis trompé, Isidore", "Je vote Kilian. Tout compte
                    # fait, Isidore", "Vote : Kilian. Correction : Isidore".
                    "je me suis trompé", "je me suis trompée", "je me suis planté",
                    "je me suis plantée",
                    # « jvote Kilian / ah merde jme suis trompé de pseudo, Isidore »: « je » glued,
                    # and what he mistook said (it was the first vote, counted in silence).
                    "jme suis trompé", "jme suis trompée", "jme suis planté", "jme suis plantée",
                    "je me suis trompé de pseudo", "jme suis trompé de pseudo", "je me suis trompée de pseudo",
                    "jme suis trompée de pseudo", "je me suis trompé de nom", "jme suis trompé de nom",
                    "après réflexion", "réflexion faite", "à la réflexion",
                    "tout compte fait", "tout bien réfléchi", "correction", "je rectifie",
                    "j'ai changé d'avis", "changement d'avis", "je change d'avis",
                    # "je vote Gaspard pour capitaine, mdr non je rigole, Amandine": the joke
                    # was the first name ("Je vote Kilian (je rigole)" alone stays a doubt).
                    "mdr non", "lol non", "non je rigole", "non je plaisante", "je rigole", "je plaisante",
                    "jrigole", "jplaisante", "non jrigole", "mdr jrigole",   # « je » glued
                    # « je vote Baptiste... nan jdéconne, Isidore »: the forum's « non je rigole »
                    "nan je rigole", "nan jrigole", "non je déconne", "nan je déconne", "non jdéconne",
                    "nan jdéconne", "je déconne", "jdéconne",
                    # « … comme capitaine lol, non sérieux je vote Zoé »: the joke taken back.
                    "non sérieux", "non serieux", "non sérieusement", "non serieusement", "nan sérieux",
                    # « Je vote Hugo 😈 nan j'rigole, je vote Maxime. Non mais sérieux, Hugo. »: the
                    # joke's take-back taken back (it counted the middle name).
                    "non mais sérieux", "nan mais sérieux", "non mais sérieusement", "mais sérieux",
                    "blague à part", "sans rire", "non sans rire"),
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
    # « ah merde jme suis trompé de pseudo, Isidore »: an oath before the correction (the
    # first vote was counted in silence); alone it is a hesitation.
    "second_thoughts": ("enfin", "euh", "en fait", "mince", "zut", "merde", "ah merde", "ah mince", "ah zut"),
    # "je vote Léa plutôt que Zoé": a vote for Léa, Zoé the name turned away from.
    "instead": ("que", "qu", "de", "d", "du"),
    "reported": ("écrit", "écrivait", "dit", "disait", "cité", "cite", "son", "sa", "leur",
                 "wrote", "said"),
    # How much someone wrote, right after the verb: « Zoé a écrit peu : je vote Zoé ».
    "said_little": ("peu", "rien", "grand-chose", "ligne", "mot", "trop", "little", "nothing"),
    # « en tant que capitaine ma double voix va à Kilian »: the author's own possessive opens the
    # form, which no title or name before it makes another's (it was read as reported).
    "first_person": ("ai", "avais", "avons", "avions", "je", "j", "i", "jai", "javais", "ma", "mon", "mes"),
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
    # The Capitaine's title and its office: the rulebook's « capitaine (ou maire) du village »
    # (thiercelieux-base.fr.txt l.111-113). They make a vote the election's.
    "election": ("capitaine", "maire", "mairie",   # "Pour la mairie je vote Hortense"
                 "capitanat",   # "Je donne ma voix à Gaspard pour le capitanat"
                 "cap", "capi", "captain", "cap'tain",   # « eloise comme cap »: the forum's short words
                 "candidature"),   # « Je soutiens la candidature de Gaëlle 👍 » (it was talk)
    # Words only close to the title (« je vote Kilian pour la capitainerie », « … pour chef du
    # village »): a harbour's office, a chief the rulebook never names. Where one says the poll
    # the GM is asked (the election, or the stake), never an execution counted unasked.
    "near_titles": ("capitainerie", "chef", "cheffe", "chefferie"),
    # "Je vote Baptiste. Pour le capitaine je verrai plus tard.": the day's vote.
    "later": ("plus tard", "je verrai", "on verra", "pas encore", "ensuite", "later"),
    "election_links": ("pour", "pr", "comme", "en", "tant", "que", "au", "poste", "de", "le", "la",
                       "notre", "nouveau", "futur", "du", "l", "as", "for",
                       # "je vote Hortense pour être élue capitaine", "je vote pour que
                       # Kilian soit capitaine": a vote for the title, never the stake's
                       "être", "devenir", "élu", "élue", "soit", "devienne", "sera", "deviendra",
                       # « je vote Kilian pour qu'il soit capitaine »: its subject said again
                       "qu", "il", "elle",
                       # "Je m'abstiens pour l'élection du capitaine": the election's abstention
                       "élection"),
    "elect": ("j'élis X", "élis X", "jélis X", "jelis X", "élection : X", "élection: X",
              # « Moi pour le capitaine c'est Noemie, elle a bien joué »: the title's choice said.
              "pour le capitaine c'est X", "pour capitaine c'est X", "pour moi capitaine c'est X",
              "capitaine c'est X", "comme capitaine c'est X",
              # before « moi c'est X » (`choose_alone`) reads them as a doubt
              "moi pour le capitaine c'est X", "moi pour capitaine c'est X", "moi comme capitaine c'est X"),
    "pointing": ("lui", "elle", "celui", "celle"),   # "celui-là": its first word
    "election_before": ("pour", "pr", "comme", "élection", "as", "for"),   # « pr capitaine jvote X »: SMS
    # "je vote pour moi", "je vote moi-même": the author's self-vote.
    "myself": ("moi", "moi-même", "moi même", "myself"),
    "myself_before": ("me",),   # "je me vote": the author's self-vote
    "myself_then": ("ainsi", "histoire"),   # « je me vote histoire de clarifier »: why, no comma
    "myself_after": ("tout seul", "toute seule"),   # « je me vote tout seul » (« moi-même » is `myself`)
    "agree": ("idem", "pareil", "pareil pour moi", "moi aussi", "moi de même", "d'accord",
              "oui", "exact", "exactement", "celui-là",   # a short yes under the quoted vote
              "comme", "je fais comme", "je rejoins",
              "plussoie", "même chose", "itou", "same", "agree",
              "même vote", "je plussoie",
              # « idem qu'au-dessus » under another's vote: the post above's (see Italian).
              "comme au-dessus", "idem au-dessus", "pareil qu'au-dessus", "idem qu'au-dessus",
              "comme ci-dessus", "pareil que dessus",
              "je suis le vote de", "je suis le vote d", "je suis le vote du",   # « je suis le vote d'Amandine »   # under a quoted vote: « Même vote », « Je plussoie »
              # « oui je confirme ce qu'a dit Capucine »: her vote followed (agree_with).
              "je confirme ce qu'a dit", "je confirme ce que dit", "je plussoie ce qu'a dit"),
    "ordinals": ("le premier", "le deuxième", "le troisième", "le quatrième"),   # « +1 le deuxième »
    "last_one": ("le dernier", "la dernière", "ce dernier"),
    "agree_with": ("plussoie", "je plussoie",   # « Je plussoie Kilian »: follows Kilian's vote
                   "comme",   # « comme dorian » said alone: his vote followed (asked)
                   "je fais comme", "je rejoins",   # « je rejoins Capucine sur Dorian »
                   # « je suis le vote de Kilian » (as "seguo il voto di"; « je suis Kilian »
                   # may be a name signed).
                   "je suis le vote de", "je suis le vote d", "je suis le vote du",
                   # « oui je confirme ce qu'a dit Capucine » (see Italian).
                   "je confirme ce qu'a dit", "je confirme ce que dit", "je plussoie ce qu'a dit"),
    "cries": ("au bûcher", "à mort", "pour le bûcher", "pour l'exécution", "bûcher",
              "exécution de", "exécution d'", "bûcher pour",   # "Exécution de Gaspard !", "Exécution d'Hortense !"
              # « Isidore on le crame » (to burn, slang): a cry, asked (it was dropped).
              "on le crame", "on la crame", "on le brûle", "on la brûle",
              # « on brûle Isidore ce soir », « brûlons Gaspard »: the commonest French cry (it was talk).
              "on brûle", "brûlons",
              "lynchons", "doit mourir", "doit brûler", "doit cramer"),   # « Gaspard doit mourir »
    # « Baptiste au bûcher ! », « Au bûcher Kilian ! » as a sentence of its own: the French
    # boards' usual vote, counted for the stake; inside talk or with more words, a cry (asked).
    "cry_votes": ("au bûcher",
                  "bûcher pour"),   # « Bûcher pour Isidore » (it asked)
    # « Pour moi Kilian au bûcher », « selon moi Kilian au bûcher »: the author's opinion before
    # the cry's name, asked as « Pour moi, Kilian au bûcher » (languages_it.py; it was talk).
    "cry_leads": ("pour moi", "pr moi", "selon moi", "à mon avis", "moi je dis", "je dis", "perso",
                  "personnellement", "moi aussi"),
    # « Amandine pour capitaine, sans hésiter »: after a name and its title, the words that make
    # it the author's own choice, no cheer (title_line.py; « sans doute » is "probably").
    "double_claims": ("vote double", "double vote", "x2", "compte double", "compte pour deux", "vaut double"),
    "closing_cries": (),   # "Rosaspina no, Ombroso sì" (languages_it.py): « oui » is the proposal's answer
    "in_character": (),   # « vote » is also the first person: no role-play read in French
    "bare_after": ("au dernier moment", "sans hésiter", "sans aucun doute", "aujourd'hui", "ce soir"),   # « vt Kilian au dernier moment »
    "sure_after": ("sans hésiter", "sans aucun doute", "évidemment", "bien sûr",
                   "et vite"),   # « Gaspard au bûcher, et vite »: the cry's vote, in a hurry (it asked)
    # A laugh after an election vote, before the day's joined to it (« Je vote Hortense comme
    # capitaine lol et Isidore au bûcher »): read past, as a comma is (apart.py).
    "laughs": ("lol", "mdr", "ptdr", "xd", "haha", "hihi"),
    # A line of its own holding only these words and a player's name ("Pour Hortense.",
    # "Contre Hortense !", "+1 Hortense"): most likely a vote, but no form says so.
    # « je vote contre Kilian pour capitaine »: against him in the election, no vote for him
    # (against him at the stake, « je vote contre Kilian » is the vote to execute him).
    "against": ("contre", "ctre"),
    "without": ("sans", "without"),   # « Kilian au bûcher sans hésiter »: still the cry (languages_it.py)
    "bare": ("pour", "contre", "+1", "vt", "v"),   # "vt Kilian", "v. Kilian": as in Italian
    "bare_marks": ("🗳️", "🗳", "👉", "🔥"),   # "🗳️ Hortense", « 👉 Kilian »: as in Italian
    "you": ("toi", "te", "t", "vous", "you"),   # "@Hugo je vote pour toi": as in Italian
    # "Je vote Hortense pour le bûcher", "Mon vote pour l'exécution : Kilian": the day's poll.
    "stake": ("bûcher", "exécution", "exécuter", "élimination", "éliminer", "lynchage", "lyncher"),
    "runoff": ("ballottage", "ballotage"),
    "no_longer": ("plus",),   # "Je ne vote plus Kilian": taken back? A doubt.
    # "Édité : Léonie", "Modifié : Léonie": the participle before a colon, never "Modifié par".
    "edit_marks": ("edit", "edited", "ps", "modif", "édit", "édition", "édité", "modifié"),
    "like_links": ("à", "a", "au", "celui", "celle", "de", "du", "d"),   # « mon vote est pareil à celui de Capucine »
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
    # « je passe de Kilian à Maxence » is a form (`je passe X`); « bascule de Kilian à Maxence » on its line.
    "declares": ("vote", "change", "voto"),   # « [spoiler]je vote Kilian[/spoiler] je change »
    "move_verbs": ("bascule", "jbascule"),
    "moved_to": ("à", "a", "au", "aux", "sur", "pour", "vers", "to"),   # "... de Kilian au Maxence"
    "yesterday": ("hier", "yesterday"),   # "Je vote comme hier"
    # « je vote Isidore... ou Gaspard je sais pas »: the two names offered (votes/targets.py).
    # « Je vote Kilian, euh, Isidore bonne journée »: a sign-off glued to the last name.
    "sign_offs": ("bonne journée", "bonne soirée", "bonne nuit", "bonne aprèm", "merci à tous", "à plus",
                  "à demain", "bisous", "à tous",
                  # « Je vote Baptiste (je voulais dire Isidore dsl) »: an apology glued to the name.
                  "dsl", "désolé", "désolée", "pardon", "sorry"),
    # « je vote Kilian, et s'il est villageois tant pis »: a concession, the vote counts.
    # « je vote Kilian et je voterais aussi Isidore si je pouvais »: that vote is not cast.
    "counterfactuals": ("si je pouvais", "si je le pouvais", "si c'était possible", "si j'avais deux voix",
                        "if i could"),
    # « je vote contre Gaspard, mais si Dorian parle je change »: a change to come, the vote now.
    "change_later": ("je change", "je changerai", "je change mon vote", "je changerai mon vote", "je bougerai",
                     "je reviendrai dessus", "on en reparle"),
    "shrugs": ("tant pis", "tant pis pour lui", "tant pis pour elle", "pas grave", "c'est pas grave",
               "too bad"),
    # « jsais pas encore »: not decided yet.
    "undecided": ("je sais pas", "je ne sais pas", "sais pas", "jsais pas", "jsp", "chais pas", "j'hésite",
                  "sais pas encore", "jsais pas encore", "jsp encore",
                  "jhesite", "je suis indécis", "je suis indécise", "dunno", "idk",
                  "je sais plus", "je ne sais plus", "sais plus",   # « … ou Josephine jsais plus »
                  "j'ai pas encore décidé", "pas encore décidé", "je dois encore décider", "j'ai pas décidé"),
    # « non, je reviens à l'autre », « je remets mon vote d'avant »: an earlier vote of his, asked.
    "gone_back": ("je reviens à l'autre", "je reviens au vote d'avant", "je reviens à mon vote d'avant",
                  "je remets mon vote d'avant", "je remets le vote d'avant"),
    "as_yesterday": ("même vote qu'hier", "même vote que hier", "même chose qu'hier", "pareil qu'hier",
                     "pareil que hier", "idem qu'hier", "same as yesterday",   # « Même vote qu'hier »
                     "comme hier",   # the sentence whole: « Comme hier. », « Ok, comme hier ! »
                     # « je confirme mon vote d’hier » whole: yesterday’s vote again.
                     "je confirme mon vote d'hier", "je confirme mon vote de hier",
                     # « même vote qu'avant »: an earlier vote again, which one the GM says.
                     "même vote qu'avant", "même vote que avant", "pareil qu'avant", "comme avant"),
    # "Mon vote ? Kilian.", "Pour qui je vote ? Kilian.": a vote for Kilian (votes/asked.py).
    "asking": ("mon", "ma", "qui", "my", "who"),
    # « je passe sur Isidore » after his vote on Kilian: the vote moved (`moves`, as Italian's).
    "moves": ("je passe sur X", "je bascule sur X",
              "je switch sur X"),   # « je switch sur Isidore »: the boards' English (it was talk)
    # "Entre Kilian et Hortense, je choisis Kilian": a doubt offering Kilian.
    # "J'ai décidé de voter Kilian", "Mon choix : Kilian": a decision told, no vote form.
    "choose": ("je choisis X", "choisis X", "je choisis: X", "j'ai décidé de voter X",
               "je décide de voter X", "je choisis de voter X", "mon choix: X",
               "je voulais voter X", "je veux voter X", "je vais voter X",
               # « jme suis plantée, c'est Isidore que je voulais voter »: the vote she meant
               # (a post after her first vote; its « c'est » an opener).
               "X que je voulais voter", "X que jvoulais voter", "X que je voulais",
               # « je me suis trompée de personne : Kilian »: the vote she meant.
               "je me suis trompé de personne: X", "je me suis trompée de personne: X",
               "le mien: X",   # « Récap : … le mien : Kilian »: his own, after others' recounted
               "je préfère X",   # "Je préfère Amandine en capitaine": a preference, asked
               # « je propose Kilian comme capitaine »: the title after the name makes it the
               # election's, asked (it was talk, the vote lost).
               "je propose X",
               "X définitif", "X je confirme", "je confirme: X",   # "Kilian, je confirme."
               # "Je repasse sur Isidore": back to the vote, or to talking about him.
               "je repasse sur X", "je retourne sur X",
               # "Je passe sur Isidore", "je bascule sur Isidore": the vote moved, or the talk.
               "je passe sur X", "je bascule sur X", "je switch sur X",
               # "Je change de cible, Isidore": a vote moved without « vote », or the talk; the GM says.
               "je change de cible: X",
               # « je reviens sur isidore », « retour sur isidore », « back sur isidore mdr »: back
               # to the vote, or to talking of him.
               "je reviens sur X", "retour sur X", "back sur X",
               # « ca sera isidore pr moi ».
               "ça sera X", "ca sera X", "ce sera X",
               # The Capitaine breaking a tie: « en tant que capitaine jtranche : isidore »,
               # « jdepartage : isidore », « ma voix double va a isidore ».
               "je tranche: X", "je tranche pour X", "je tranche pr X", "je départage: X",
               "je départage pour X",
               # « je départage en faveur d'Isidore »: the same, in more words (it was talk, dropped).
               "je départage en faveur de X", "je départage en faveur d X",
               "je tranche en faveur de X", "je tranche en faveur d X",
               # « go maxime aussi, il a pas parlé de la nuit »: the forum's « I go for », its reason
               # after it (it was talk, the vote lost).
               "go X", "go sur X",
               # « Kilian ou Isidore… allez, va pour Isidore », « je pars sur Isidore »: the
               # choice made among the names weighed.
               "va pour X", "je pars sur X", "on part sur X"),
    # "Je mets Isidore": a vote put without « vote », or the talk; the GM says. But only where
    # the name ends its clause: « mettre » takes other objects ("Je mets Isidore au pied du
    # mur", "je mets Kilian dans le même sac": talk).
    # "Je dis Kilian.", "Pour moi c'est Kilian." (the name ending its clause), as in Italian.
    # « on va sur Kilian »: the vote, or the village's plan ("on va sur Kilian demain" goes on).
    "choose_alone": ("je mets X", "je dis X", "pour moi c'est X", "on va sur X", "on part sur X",
                     # « pr moi c isidore », « toujours isidore pr moi », « bon ben isidore alors ».
                     "pr moi c X", "pour moi c X", "pr moi c'est X", "X pr moi", "X pour moi",
                     "toujours X", "bon ben X", "ben X", "X alors",
                     # « J'hésite entre Amandine et Gaspard... allez Amandine »: the choice made
                     # after a hesitation (it was talk), or a cheer.
                     "allez X", "bon allez X", "allez va X",
                     # « Josephine plutôt finalement » a post after « je vote Isidore »: the vote
                     # moved, or a suspect compared; « Isidore. Voilà mon vote. »: said apart.
                     "X plutôt", "X plutôt finalement", "X finalement plutôt", "X finalement",
                     "X voilà mon vote", "voilà mon vote: X",
                     "X voilà c'est dit", "X c'est dit",   # « Gaspard. Voilà c'est dit. »: said apart, asked
                     # « Kilian. C'est tout. », « Kilian. Point barre. »: the name and nothing more to
                     # say, asked (it was talk, his vote lost).
                     "X c'est tout", "X point barre", "X point final", "X voilà",
                     # « josephine en fait », « allez c josephine pr moi finalement »: the same
                     # (a form never opens on a word that may stand inside another: « je vote
                     # plutôt X »).
                     "X en fait", "X pr moi finalement", "X pour moi finalement",
                     # « Mouais. Moi c'est Hugo. », « je suis pour Hugo »: the vote said short (they
                     # were talk), or a suspect named (« Moi c'est Hugo que je soupçonne » goes on: talk).
                     "moi c'est X", "moi c X", "moi ce sera X", "perso c'est X", "je suis pour X"),
    "between": ("entre", "between"),   # "Entre Kilian et Hortense je vote Kilian"
    # « je vote la voyante », « je vote le capitaine »: a player described, asked (as in Italian).
    "described": ("le", "la", "l", "the"),
    "articles_f": ("la", "une"),   # « au bûcher la louve »: the candidate of that gender first
    "articles_m": ("le", "un"),
    # « jchange pour Baptiste », « j'passe de Isidore à Maxence », « jvais voter Maxence »: every
    # form opening with « je » is read with « j » glued or apostrophed too.
    "elided": ("je",),
    "about": ("sur", "about"),   # « je rigolais sur Kilian »: the name a correction is about
    # Of the other forms of the verb, those that opening a sentence that their name ends may
    # be the author's vote (« votée Amandine », « voterai Kilian »).
    "verbs_alone": ("votée", "voterai"),
    "own_present": (),   # « Chloé vote Marc » by Chloé: « vote » is the first person too (grammar.py)
    "roles": (),   # "Il sindaco vota Zorg" (languages_it.py): none known in French threads yet
    "unvote_told": (),
    # « celui qui a voté Kilian, c-à-d Léa », « soit Léa »: the player a description means.
    "namely": ("cad", "soit"),
    # « je vote comme a voté Kilian », « je vote comme mon ami Kilian »: his vote followed (as in Italian).
    "like_then": ("a voté", "a fait", "a dit", "vote", "fait", "dit", "mon", "ma", "notre"),
    "other_one": ("autre",),   # « je vote l'autre »: a runoff's other candidate
    "claims": ("suis", "claim"),   # « je suis la voyante »: a claim, its claimant offered for « je vote la voyante »
    # A runoff's post naming one of two candidates: « je sauve Kilian » offers the other one,
    # « Kilian à fond » offers him.
    "runoff_spares": ("je sauve", "jsauve", "sauvons", "épargnons", "j'épargne", "je vote pas", "jvote pas",
                      "je ne vote pas", "jamais", "pas touche à",
                      # « je vote pour sauver Kilian », « Kilian est innocent »
                      "pour sauver", "est innocent", "est innocente", "je ne le vote pas", "je ne la vote pas"),
    # « entre les deux, celui qui n'est pas Kilian » : l'autre candidat.
    "runoff_not_him": ("celui qui n'est pas", "celle qui n'est pas", "celui qui est pas", "celle qui est pas"),
    # « je vote Gaspard pour Léa » : le vote de Léa, relayé, pas celui de l'auteur (votes/after_name.py).
    "for_player": ("pour",),
    # Sous un vote cité, le meneur prié de l'effacer : « [quote]je vote Kilian[/quote] effacez, erreur ».
    "cancel_quoted": ("effacez", "effacez le", "annulez", "annulez le", "ignorez le", "ne compte pas"),
    "runoff_backs": ("à fond", "go", "au bûcher", "au bucher", "dehors", "à mort", "au feu"),
    # The whole post in a new vote after a tied second ballot: the earlier vote restated.
    "restated": ("je confirme", "je confirme mon vote", "confirmé", "confirme", "vote confirmé", "comme avant",
                 "idem", "pareil", "pareil qu'avant", "même chose", "je reste où j'étais", "je reste sur mon vote",
                 "je change pas", "je ne change pas", "jchange pas", "inchangé"),
    # « Podesta a voté Kilian et moi aussi », « ok moi aussi », « bon moi aussi »: an "and" or
    # an "ok" opens the reply's clause as a comma does (votes/agreement.py).
    "reply_joins": ("et", "ok", "bon", "allez", "and", "donc", "oui", "ouais", "yes"),   # « oui je confirme ce qu'a dit Capucine »   # « Kilian a voté Isidore donc moi aussi »
    # « ce que je vote », « qui je vote »: before a first person's form, a relative makes it talk.
    "relatives": ("que", "qu", "ce", "qui"),
    # « plutot josephine en fait », « allez c josephine pr moi finalement »: before the name of
    # a form whose name comes first.
    "openers": ("plutôt", "allez", "ok", "bon", "c", "c'est", "donc", "alors",
                "moi", "est"),   # « Moi c'est Gaspard que je vote »: « c'est » is two words read
    # « plutot josephine en fait », « c josephine pr moi finalement »: after the name of a choice
    # said alone (`choose_alone`), words that end its clause still.
    "alone_after": ("en fait", "finalement", "pr moi", "pour moi", "alors", "stp", "svp", "merci", "comme hier",
                    "quand même"),   # « Bon allez, Isidore quand même » (after a change of mind: back to him)
    # « amandine en capitaine stp », « je soutiens amandine pr le capitanat »: besides the name
    # and the title, a line of an election's vote may hold these (a doubt of the election).
    "title_extras": ("stp", "svp", "merci", "pls", "plz", "please", "je", "j", "soutiens", "jsoutiens",
                     # « EDIT : finalement capitaine gaspard », « Pour capitaine Amandine ca me va »
                     "finalement", "plutôt", "fait", "ça", "ca", "me", "va", "moi", "c", "c'est"),
    # "Je maintiens Kilian.", "Non, je garde Isidore": the vote kept ("Je maintiens que Kilian
    # ment", "je garde Kilian à l'œil" go on: talk).
    "kept": ("je maintiens X", "je garde X", "je laisse mon vote sur X",
             # « ma voix à baptiste », « ma voix pour Kilian », « mon vote sur Kilian »: the vote
             # said without its verb, the forum's commonest short form (they were talk, uncounted);
             # « mon vote pour Kilian était une erreur » goes on: talk.
             "ma voix X", "mes voix X", "mon vote X",
             # « Voix de capi (x2) sur Baptiste »: the Capitaine's own vote, its weight told (it
             # was talk, and the tie it breaks lost).
             "voix de capi X", "voix de capitaine X", "ma voix de capi X", "ma voix de capitaine X",
             "vote de capi X", "vote de capitaine X", "mon vote de capi X", "mon vote de capitaine X",
             "voix de capi x2 X", "voix de capitaine x2 X"),   # the bracket of « (x2) » read past
    "also": ("aussi", "également", "also", "too"),   # "Je vote Kilian. Je vote aussi Isidore."
    # As in Italian ("je reste sur X", "je garde X" are vote forms here): "Je vote Kilian. Non,
    # je retourne sur Isidore".
    "stay": ("je retourne sur", "je repasse sur", "je reviens sur", "je laisse", "je reste avec"),
    "copulas": ("est",),   # as in Italian, for a `choose` form "… est X" a game adds
    # Ending its clause, the vote taken back: "J'annule, je réfléchis encore.", "Je retire,
    # désolé Kilian." ("J'annule ma venue", "Je retire ce que j'ai dit" are talk).
    # « oublie mon vote », « je vote plus », « plus de vote pr moi »: the vote taken back.
    "unvote_moved": ("je bouge", "je bouge mon vote", "je déplace mon vote"),   # « ok je bouge »: moved off, asked
    "unvote_alone": ("j'annule", "je retire", "j'enlève", "oublie mon vote", "oubliez mon vote",
                     "je vote plus", "jvote plus", "je ne vote plus", "jvote plus personne",
                     "je vote plus personne", "plus de vote pr moi", "plus de vote pour moi",
                     # « jvote Gaspard. nan oubliez », « jvote Kilian.. nan laissez tomber jsais pas »
                     "oubliez", "oublie", "oubliez ça", "laissez tomber", "laisse tomber",
                     # « jannule » (the SMS « j'annule »), « jme rétracte, Kilian a raison »: the
                     # vote taken back (they were talk, the withdrawn vote executing its name).
                     "jannule", "jenlève", "je me rétracte"),
    # Before a player's name, a vote taken back, or one never cast: a doubt offering "unvote"
    # ("Finalement je ne vais pas voter Kilian", "Non, je ne veux plus voter Maxence").
    # « Kilian, plus maintenant » after « je vote Kilian »: none known in French threads yet.
    "name_dropped": (),
    "not_voting": ("je ne vais pas voter", "je ne vais plus voter", "je vais pas voter",
                   "je ne veux plus voter", "je veux plus voter", "je ne vais finalement pas voter"),
})
