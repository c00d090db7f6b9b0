"""The reader wrote to an inbox meant for others' questions, no one named (heldout_cx, a municipality's
general address: "Dit adres is bedoeld voor vragen van inwoners ... Commerciële aanbiedingen kunnen wij via
dit adres niet in behandeling nemen"): the wrong door, a wrong person. In every rule language: "This address
is only for questions from residents", "You have sent your message to our general inbox", "Diese Adresse ist
für Anfragen von Bürgern bestimmt", "Cette adresse est réservée aux demandes des usagers", "Esta dirección
está destinada a consultas de los ciudadanos", "Questo indirizzo è dedicato alle richieste dei cittadini",
"Este endereço destina-se a pedidos dos cidadãos"; and offers that cannot be handled through it ("Sales offers
cannot be handled via this address", "kunnen wij via dit adres niet in behandeling nemen").

Read by `intent.RuleClassifier` with the wrong-person readers that need a reply without interest
(`stated`: never asked, "Is dit adres bedoeld voor vragen van klanten?"). Never the sender's own address
changing or a thing that is not a mailbox ("Our portal is meant for questions from residents", "this
address is our new one"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# whose questions the inbox is for: others' questions, requests, complaints, or the people who ask them
_FOR_EN = (
    r"(?:(?:customer|resident|citizen|patient|member|student|parent|tenant)s?'? ?|general |support )?"
    r"(?:questions|enquiries|inquiries|requests|complaints|reports|support|service requests)?"
)
_FOR_NL = (
    r"(?:vragen|verzoeken|meldingen|klachten|aanvragen|inwoners|burgers|klanten|leden|ouders|patienten"
    r"|studenten|huurders)"
)

WRONG_INBOX = rx(
    # English
    r"this (?:e-?mail )?(?:address|mailbox|inbox) is (?:only |solely |exclusively )?(?:(?:meant|intended"
    rf"|reserved|used|monitored) (?:only |solely )?)?for (?=\S){_FOR_EN}(?<! )\b",
    r"(?:sent|written|addressed) (?:your (?:message|e-?mail|mail|offer) )?to (?:our|the) general (?:inbox"
    r"|mailbox|address|e-?mail address|contact address)",
    r"(?:commercial|sales|marketing) (?:offers|proposals|approaches|pitches|messages) (?:cannot|can't|are not"
    r"|aren't|will not be|won't be) (?:be )?(?:handled|processed|dealt with|answered|forwarded)"
    r" (?:via|through|at|from) this (?:address|mailbox|inbox)",
    # Dutch
    r"(?:dit|deze) (?:e-?mail)?(?:adres|mailbox|inbox|postvak|mailadres) is (?:alleen |uitsluitend |enkel )?"
    rf"(?:bedoeld|bestemd) voor {_FOR_NL}\b",
    r"(?:gestuurd|verstuurd|gericht|gemaild) (?:naar|aan) (?:het|ons) algemene? (?:e-?mail)?(?:adres"
    r"|mailadres|mailbox|postvak)",
    r"(?:commerciele|zakelijke) (?:aanbiedingen|voorstellen|offertes|berichten) (?:kunnen|worden) (?:via|op)"
    r" (?:dit|deze) (?:adres|mailbox|postvak) niet",
    r"(?:commerciele|zakelijke) (?:aanbiedingen|voorstellen|offertes|berichten) kunnen (?:wij|we) (?:via|op)"
    r" (?:dit|deze) (?:adres|mailbox|postvak) niet",
    # German
    r"(?:diese|dieses) (?:e-?mail-?)?(?:adresse|postfach|mailbox|funktionsadresse) ist"
    r" (?:nur |ausschliesslich )?"
    r"(?:fur (?:anfragen|fragen|anliegen|meldungen|kunden|burger)\w*(?: \S+){0,4}? bestimmt|bestimmt fur"
    r" (?:anfragen|fragen|anliegen|meldungen|kunden|burger))",
    # French
    r"cette adresse (?:e-?mail |electronique |mail )?est (?:uniquement |exclusivement )?(?:reservee"
    r"|destinee|dediee) (?:aux|a la|au|a l') ?(?:demandes|questions|usagers|clients|citoyens|habitants"
    r"|patients|adherents|reclamations)",
    # Spanish
    r"(?:esta|este) (?:direccion|cuenta|casilla|buzon)(?: de correo(?: electronico)?)? (?:esta |es )?"
    r"(?:destinad|reservad|dedicad|exclusiv)[oa](?: \w+)? (?:a|para) (?:las |los )?(?:consultas|preguntas"
    r"|solicitudes|ciudadanos|clientes|vecinos|reclamaciones)",
    # Italian
    r"questo indirizzo(?: (?:e-?mail|di posta(?: elettronica)?))? e (?:riservato|dedicato|destinato)"
    r"(?: esclusivamente| solo| unicamente)? (?:alle|ai|agli|a) (?:richieste|domande|segnalazioni|cittadini"
    r"|clienti|utenti|reclami)",
    # Portuguese
    r"este (?:endereco|e-?mail|correio)(?: de e-?mail| eletronico)? (?:destina-se|e destinado|e reservado"
    r"|e exclusivo|serve apenas) (?:a|aos|as|para) (?:pedidos|questoes|duvidas|cidadaos|clientes|municipes"
    r"|utentes|reclamacoes)",
)
