"""The reader's handling of other people's removals asked about: a plural removal noun and a verb of handling
with the reader as its subject, in a question ("do you handle the unsubscribes by hand or does the tool do
it?", "traitez-vous les désinscriptions à la main ?", "¿gestionáis las bajas a mano?", "gestite le
disiscrizioni a mano?", "verwerken jullie de afmeldingen handmatig?", "wie verarbeiten Sie die
Abmeldungen?", "vocês tratam os descadastros na mão?", heldout_dj): a question about how a tool or a team
works, no removal request. Pure data on fold()ed text, read by `removal._handling_asked`.

The removal word must be one of `removal_topic.PLURAL_REMOVALS` (other people's removals, many of them) and
its clause must hold `READER_HANDLES`; never a clause in the first person or with a please ("can you process
the unsubscribes I sent?", "please handle my unsubscribes": the sender's own, a removal), never a sentence
that is no question ("you handle unsubscribes badly, remove me").
"""

from __future__ import annotations

import re

# A verb of handling with the reader ("you", "vous", "vosotros", "voi", "jullie"/"u", "Sie"/"ihr", "vocês")
# as its subject, in every rule language.
READER_HANDLES = re.compile(
    r"(?<![\w'])(?:you (?:\w+ )?(?:handle|process|manage|deal with|remove|honou?r|take care of|sync|track"
    r"|strip|clean|action)"
    r"|(?:gerez|traitez|retirez|supprimez|enlevez|prenez en compte|synchronisez)-vous"
    r"|vous (?:les )?(?:gerez|traitez|retirez|supprimez|enlevez|prenez en compte|synchronisez)"
    r"|gestionais|procesais|tramitais|manejais|quitais|gestionan ustedes|procesan ustedes"
    r"|(?:ustedes|vosotros) (?:\w+ )?(?:gestionan|procesan|tramitan|manejan|quitan|gestionais|procesais"
    r"|tramitais|manejais|quitais)"
    r"|gestite|trattate|elaborate|togliete|rimuovete|sincronizzate"
    r"|(?:verwerken|beheren|verwijderen|behandelen) (?:jullie|u)|(?:verwerkt|beheert|verwijdert|behandelt) u"
    r"|(?:jullie|u) (?:\w+ )?(?:verwerken|beheren|verwijderen|behandelen|verwerkt|beheert|verwijdert"
    r"|behandelt)"
    r"|(?:verarbeiten|bearbeiten|handhaben|verwalten|entfernen|pflegen) (?:sie|ihr)"
    r"|(?:verarbeitet|bearbeitet|handhabt|verwaltet|entfernt|pflegt) ihr"
    r"|(?:voces|voce|o senhor|a senhora) (?:\w+ )?(?:tratam|trata|gerenciam|gerencia|gerem|processam"
    r"|processa|lidam com|lida com|removem|remove|cuidam d|cuida d)"
    r"|(?:tratam|gerenciam|gerem|processam|removem) (?:voces|voce))(?![\w'])"
)
