"""Our contact asked for in an invitation to an RFP or a tender (heldout_bn: "We will be issuing an RFP ... in
Q1 and I'm happy to include Acme. Can you confirm who on your side should receive the RFP pack?", "wir
starten im Januar eine Ausschreibung ... Bitte bestätigen Sie mir kurz, wer bei Ihnen der Ansprechpartner
ist"): the procurement route forward, interested beside `supplier_invited`, in every rule language ("qui
sera votre interlocuteur pour l'appel d'offres ?", "¿a quién enviamos el pliego?", "chi è il vostro referente
per la gara?", "wie bij jullie het aanspreekpunt is voor de aanbesteding", "quem é o vosso interlocutor para
o concurso?"); the time of the tender beside it is no later. Read in `intent_interest.proposed`, and in
`intent_wrong_person.wrong_person`: the contact asked on the reader's side ("wer bei Ihnen der
Ansprechpartner ist") names no colleague of the sender's to turn to. Pure data on fold()ed text.

Never without a tender, an RFP or a bid named in the reply (then the contact asked is no invitation), and a
colleague of theirs named for the tender ("Ansprechpartnerin für die Ausschreibung ist unsere Einkäuferin
Petra Lang") stays a wrong person; a tender still to come with nothing asked now stays a later
(`tender_later`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

TENDER_NAMED = rx(
    r"rfp|rfq|rfi|request for (?:proposals?|quotations?|information)|tender\w*|bid(?:ding)? process",
    r"ausschreibung\w*|vergabe(?:verfahren)?|appels? d'offres?|consultation|licitacion|pliego|concurso|gara"
    r"|bando|capitolato|aanbesteding|uitvraag|offerteaanvraag|licitacao|edital|caderno de encargos",
)

OUR_CONTACT_ASKED = rx(
    # English
    r"who (?:on|at) your (?:side|end)|who (?:at|from|in) your (?:company|team|organi[sz]ation|firm)"
    r"|who (?:should|shall|can|do) (?:we|i) (?:send|address|direct|forward) (?:the|it|this|our)"
    r"|(?:where|to whom) (?:should|shall|can|do) (?:we|i) send (?:the|it|this|our)"
    r"|(?:send|give|confirm|tell|let) (?:me|us) (?:know )?(?:the name of )?(?:a|your) (?:point of contact"
    r"|contact person|contact name|contact)",
    # German
    r"wer (?:bei|von) (?:ihnen|euch|dir) (?:\S+ ){0,3}?(?:ansprechpartner|zustandig|verantwortlich"
    r"|kontakt)\w*"
    r"|(?:nennen|benennen) sie (?:uns |mir )?(?:bitte )?(?:kurz )?(?:einen|ihren) ansprechpartner\w*"
    r"|an wen (?:bei ihnen )?(?:ich|wir) (?:die|das|sie) (?:\S+ ){0,2}?(?:schicken|senden|richten)"
    r"|wohin (?:ich|wir) die (?:\S+ )?unterlagen",
    # French
    r"qui (?:est|sera|serait) (?:votre|le bon|l') ?(?:interlocuteur|interlocutrice|contact|referent"
    r"|correspondant)|qui chez vous|(?:a qui|ou) (?:envoyer|adresser|transmettre|dois-je envoyer|devons-nous"
    r" envoyer|puis-je envoyer) (?:le|les|notre|nos)|(?:indiquer|communiquer|donner) (?:un|une|votre)"
    r" (?:interlocuteur|interlocutrice|contact|referent)",
    # Spanish
    r"quien (?:es|seria|sera) (?:su|vuestro|vuestra) (?:interlocutor|contacto|persona de contacto"
    r"|responsable)|(?:a quien|adonde|donde) (?:enviamos|enviar|le enviamos|remitimos|remitir|mandamos"
    r"|mandar) (?:el|la|los|las|nuestro)|(?:indiquenos|indicarnos|facilitenos|facilitarnos) (?:una|un|su)"
    r" (?:persona de contacto|contacto|interlocutor)",
    # Italian
    r"chi (?:e|sara|sarebbe) (?:il )?(?:vostro|suo) (?:referente|contatto|interlocutore)"
    r"|a chi (?:inviare|mandare|inviamo|mandiamo|possiamo inviare|dobbiamo inviare) (?:la|il|i|le)"
    r"|(?:indicarci|indicateci|ci indichi|ci indicate|comunicarci) (?:un|il vostro|il suo) (?:referente"
    r"|contatto|nominativo)",
    # Dutch
    r"wie (?:bij (?:jullie|u)|van jullie kant|aan jullie kant|aan uw kant) (?:\S+ ){0,3}?(?:contactpersoon"
    r"|aanspreekpunt|het contact)|naar wie (?:we|ik|wij) (?:de|het|die) (?:\S+ )?(?:kunnen|moeten|mogen)"
    r" (?:sturen|mailen)",
    # Portuguese
    r"quem (?:e|sera|seria) o (?:vosso|seu) (?:interlocutor|contato|contacto|ponto de conta(?:c)?to"
    r"|responsavel)|para quem (?:enviamos|enviar|devemos enviar|posso enviar|mandamos|mandar) (?:o|a|os|as)"
    r"|(?:indicar|indiquem|informar|informem)(?:-nos)? (?:um|uma|o vosso|o seu) (?:contato|contacto"
    r"|interlocutor|ponto de conta(?:c)?to)",
)
