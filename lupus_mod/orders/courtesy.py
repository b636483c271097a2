"""The courtesies around a PM's words: a greeting clause before them ("Ciao master,", « Salut
MJ, ») and thanks after them ("grazie!", « merci beaucoup »). They say nothing of the orders,
but as a first or last clause they hid what the line did: "Ciao master, lascia stare il furto"
read as chat left the theft standing, « Salut MJ, Dorian et Léonie amoureux » lost Cupidon's
lovers, "…stanotte niente grazie!" kept the duel it took back. Words are folded; the line's
pieces without them: `orders.reread.without_courtesy`.
"""
from __future__ import annotations

# A greeting or the GM called by his title, opening the line.
GREETINGS = frozenset("""
    ciao ciaoo salve hey ehi ehy hola hello hi yo buongiorno buonasera buondi
    master gm mod narratore caro cara carissimo carissima
    salut coucou bonsoir bonjour mj meneur cher chere
""".split())
# An afterthought's lead-in, a clause of its own before the words it adds ("ah dimenticavo, il
# palantir a Merrino", "scordavo, Grima x l'indagine", "ah giusto, Grima"): it says the line adds
# to the PMs before, nothing of what it adds. Only as a whole clause ("ah dimenticavo una cosa…"
# keeps its words: orders.unsure).
AFTERTHOUGHTS = frozenset("""
    ah oh eh e dimenticavo scordavo dimenticato scordato giusto vero quasi
""".split())
# A postscript's mark, the lead-in with no comma after it ("ps metto Grima").
POSTSCRIPTS = frozenset({"ps", "pps"})
# Thanks, a goodbye or the GM named again, closing it.
THANKS = frozenset("""
    grazie grazie1000 mille grz thx tnx thanks ty please pls plz favore ciao ciaoo buonanotte
    saluti bacio baci bacioni master gm
    merci beaucoup stp svp bisous bises bonne nuit mj
""".split())
