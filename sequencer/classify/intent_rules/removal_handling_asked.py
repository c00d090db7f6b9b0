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

The question asked about the reader's handling with the sender's own removal said to have been asked or
sent before (`OWN_ASKED_AGAIN`, after the removal noun: "Vocês tratam os descadastros? Já pedi o meu duas
vezes.", "Do you process the unsubscribes I've sent you three times now?", "Gestionáis las bajas a mano? Yo
pedí la mía hace un mes.", "Wie verarbeiten Sie die Abmeldungen? Ich habe mich schon zweimal abgemeldet.",
"Verwerken jullie de afmeldingen handmatig? Ik wil ook van de lijst af."): a removal asked again, read by
`removal._asked_again_after_handling`; the complaint alone ("Ich habe mich schon zweimal abgemeldet.") is no
removal match.
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
# the sender's own removal asked, sent or done before, or wanted too, after the question, in every rule
# language
OWN_ASKED_AGAIN = re.compile(
    r"\b(?:(?:i|we)(?:'ve| have| had)? (?:already |now |since |also )?(?:sent|asked for|requested|submitted)"
    r" (?:you |it |them )?(?:mine|ours|it|them|one|my (?:own|unsubscribe|request|removal)|twice"
    r"|(?:\w+ ){0,2}times)\b"
    r"|(?:i|we)(?:'ve| have| had)? (?:already |since |also )?(?:unsubscribed|opted out)\b"
    r"|i (?:also )?want (?:off|out|to be removed)\b"
    r"|(?:ja )?(?:pedi|solicitei|enviei|mandei|pedimos|solicitamos|fiz) (?:o meu|a minha|o nosso|a nossa)\b"
    r"|(?:ja )?me descadastrei\b|eu tambem quero (?:sair|ser descadastrad[oa])\b"
    r"|(?:ya )?(?:yo )?(?:pedi|solicite|envie|mande|pedimos|solicitamos)"
    r" (?:la mia|el mio|la nuestra|mi baja)\b"
    r"|ya me di de baja\b|yo tambien quiero (?:darme de baja|salir)\b"
    r"|(?:ich habe|ich hab|wir haben) (?:mich |uns )(?:[^\s.!?;:,]+ ){0,3}?(?:abgemeldet|ausgetragen)\b"
    r"|ich (?:will|mochte) auch (?:raus|von der liste)\b"
    r"|ik (?:wil|heb) (?:me |mij )?(?:ook |al |zelf |allang )*(?:van de lijst af|afgemeld|uitgeschreven)\b"
    r"|j'ai (?:deja )?(?:demande|envoye) la mienne\b|je me suis (?:deja )?(?:\S+ )?desinscrit"
    r"|moi aussi je veux (?:etre retire|me desinscrire)"
    r"|ho (?:gia )?(?:chiesto|inviato|richiesto|mandato) la mia\b|mi sono (?:gia )?(?:\S+ )?disiscritt"
    r"|anch'io voglio (?:essere rimoss|disiscrivermi))"
)
