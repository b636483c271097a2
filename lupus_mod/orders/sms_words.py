"""The forum's SMS spellings of words the reading knows ("nnt" for "niente", "nll" for
"nulla", "nsn" for "nessuno"): each read as the word it stands for, so that "indago Grima",
then "stanotte nnt", takes the order back as "stanotte niente" does (it was talk, and the
order applied). Only spellings that are no other word; "nn" (non), "x" (per), "cmq"
(comunque) are in the word lists themselves (orders/italian.py). Folded, as `text.fold` gives
them.
"""
from __future__ import annotations

SMS_WORDS = {"nnt": "niente", "nll": "nulla", "nsn": "nessuno",
             # "annulla tt", "annulla tt x stanotte": "tt" for "tutto" (it was talk, and every
             # order of the sender applied).
             "tt": "tutto",
             # « chgt Gaspard » for « changement : Gaspard »; « jchange » for « je change ».
             "chgt": "changement", "jchange": "change",
             # « je regarde Baptiste, chui pas sure », « jsais pas si jempoisonne Isidore »,
             # « jpensais regarder Isidore »: « je suis », « je sais », « je pensais », glued.
             "chui": "jsuis", "jsais": "sais", "jpensais": "pensais"}
# "Jolene n la salvo", "n salvo Jolene": « n » is « non » written short, as « nn » is; only as a
# word of its own, never the French « n’ » elided before its verb (« je n’utilise aucune potion »).
SMS_APART = {"n": "non"}
ELIDED = frozenset("'’")
