"""A removal asked with a negation inside it, in every rule language. The general reading takes a
negation a few words before a removal phrase for a refusal ("I don't want to be taken off your list"), so
these requests, whose negation is the request itself, were read as refusals or not at all:

- a wish not to get our mail ("I would not like to receive any more emails", "I'd like to not receive
  these", "J'aimerais ne plus recevoir vos messages", "Me gustaría no recibir más correos", "Vorrei non
  ricevere più email", "Gostaria de não receber mais e-mails");
- thanks in advance for not being written to ("I'd appreciate it if you didn't contact me again", "Les
  agradecería que no me escribieran más", "Vi sarei grato se non mi scriveste più", "Ik zou het op prijs
  stellen als u mij niet meer mailt", "Ik wil graag dat je me niet meer mailt"), or "I would rather you not
  contact me";
- "could you not email me again?", "can you not contact me anymore?";
- the negation on the object, asked as a polite question ("Could you send me no more emails?", "Könnten
  Sie mir keine Infos mehr schicken?", "Zou u mij geen informatie meer willen sturen?"); never "no more
  than" a count ("Would you send me no more than two pages?") nor information no longer needed;
- "why don't you just take me off your list?", a removal asked as a question in every rule language
  ("Warum nehmen Sie mich nicht einfach aus Ihrem Verteiler?", "Pourquoi ne me retirez-vous pas de votre
  liste ?", "¿Por qué no me quitan de su lista?", "Perché non mi togliete dalla lista?", "Waarom halen
  jullie me niet gewoon van de lijst?", "Por que vocês não me tiram da lista?"), and "why haven't you
  removed me yet?";
- "I do not want to be on your list", "Ik wil niet meer benaderd worden".

Never a thing that is not mail ("I'd prefer not to receive paper invoices"), never a time limit ("I'd
appreciate it if you didn't email me until March": a later). Pure data on fold()ed text, read by
`removal.removal_request` like the other tables."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.not_mail import NOT_MAIL_NEXT
from sequencer.classify.intent_rules.pattern import rx

# what is not to come: our mail, never a thing that is not mail
# ... nor calls ("Gostaria de não receber mais ligações, prefiro e-mail")
_NOT_CALLS = (
    r"(?! (?:\S+ ){0,2}(?:calls?|phone calls|anrufe|appels|llamadas|chiamate|telefonate|telefoontjes"
    r"|ligacoes|chamadas|telefonemas)\b)"
)
_NOT_THINGS = NOT_MAIL_NEXT + _NOT_CALLS
_MAIL = rf"(?:any ?more|any further|further|more|these|those|your|such|e-?mails|mails|messages){_NOT_THINGS}"
# a list named after the phrase, in its sentence ("Pourquoi ne me retirez-vous pas de votre liste ?", never
# "... la limite d'utilisateurs")
_LIST_AFTER = (
    r"(?=[^.!?\n]{0,40}?\b(?:lists?|database|mailing\w*|sequences?|verteilers?|liste|listes|fichiers?"
    r"|base|envios|correos|lista|liste|banca dati|elenco|lijst|bestand|cadastro|newsletter)\b)"
)
_CONTACT = r"(?:e-?mail|contact|write(?: to)?|message|mail|reach out to|spam|pester|chase)"
# ... and no time limit after it ("until March", "this quarter"): a later
_NO_LIMIT = (
    r"(?! (?:again |any ?more )?(?:until|till|before|for now|this (?:month|quarter|year|week)|right now"
    r"|at the moment))"
)
_YOU_NOT = (
    r"you (?:(?:would|could|will|did|do|please) not|wouldn't|wouldnt|couldn't|didn't|didnt|don't|dont|not"
    r"|no longer|never)"
)
# what a polite question asks not to be sent any more: our mail, information, offers
_SENT_EN = (
    r"(?:e-?mails|mails|messages|information|info|material|offers|updates|newsletters|marketing|promotions"
    r"|invitations|reminders|follow-?ups|brochures|content)"
)
_SENT_DE = (
    r"(?:\w+-?)?(?:e-?mails|mails|nachrichten|informationen|infos|angebote|unterlagen|werbung|newsletter"
    r"|einladungen|erinnerungen)"
)
_SENT_NL = (
    r"(?:\w+)?(?:e-?mails|mails|mailtjes|berichten|informatie|info|aanbiedingen|reclame|nieuwsbrieven"
    r"|uitnodigingen|herinneringen)"
)
_WHY = r"why (?:don't|dont|do not|won't|wont|can't|cant|not|didn't|did not|haven't|have not|hasn't)"

NEGATED_ASK = rx(
    # English: a wish not to get our mail
    rf"(?:i|we)(?:'d| would)? (?:like|prefer|love) (?:to )?not (?:to )?(?:receive|get) {_MAIL}",
    rf"(?:i|we|and) (?:would not|wouldn't|wouldnt|do not|don't) (?:like|care) to (?:receive|get) {_MAIL}",
    r"(?:i|we|and) (?:would not|wouldn't|wouldnt) (?:like|want|care) to be (?:contacted|e-?mailed"
    r"|written to)"
    rf"(?: again| any ?more| further| by you| in (?:the )?future){_NO_LIMIT}",
    rf"(?:happy|grateful|glad|pleased|thankful) (?:not to|to not|to no longer) (?:receive|get) {_MAIL}",
    # ... thanks in advance for not being written to, or "I would rather you not contact me"
    rf"(?:appreciate(?: it)?|grateful|thankful|prefer(?: it)?|rather|happier) (?:if |that )?{_YOU_NOT}"
    rf" {_CONTACT} (?:me|us)(?: again| any ?more| further)?{_NO_LIMIT}",
    rf"(?:could|can|would|will) you (?:please )?(?:not|no longer) {_CONTACT} (?:me|us)(?: again| any ?more"
    rf"| further)?{_NO_LIMIT}",
    # the negation on the object, asked politely: "Could you send me no more emails?", never "no more than"
    rf"(?:could|would|can|will) you (?:please |kindly )?(?:send|e-?mail|mail|forward) (?:me|us)"
    rf" (?:no (?:more|further)|nothing more|no more of your) (?:\w+ )?{_SENT_EN}\b(?! than\b){_NO_LIMIT}",
    # ... "Könnten Sie mir keine Infos mehr schicken?", "Würden Sie uns bitte keine Angebote mehr senden?"
    r"(?:konnten|konnen|wurden|mochten|wollen) sie (?:mir|uns) (?:bitte |doch |kunftig |ab sofort )*keine"
    rf" (?:weiteren )?{_SENT_DE} (?:mehr )?(?:schicken|senden|zusenden|zuschicken|mailen|zukommen lassen)"
    r"(?!,? sondern\b)",  # "..., sondern mich einfach anrufen?": another way asked, no removal
    # ... "Zou u mij geen informatie meer willen sturen?", "Kunt u ons geen reclame meer toesturen?"
    r"(?:zou|zoudt|zouden|kunt|kun|kan|wil|wilt|willen) (?:u|je|jij|jullie) (?:mij|me|ons)"
    r" (?:(?:alstublieft|aub|voortaan|vanaf nu|verder) )*geen (?:verdere )?"
    rf"{_SENT_NL} meer (?:willen |kunnen )?(?:sturen|zenden|mailen|toesturen|toezenden|opsturen)"
    # ... never to an old or other address ("... op mijn oude adres, maar op dit nieuwe?"), nor "maar" another
    # way
    r"(?! (?:op|naar|aan) (?:mijn|ons|het) (?:oude|vorige|andere|prive)\b)(?!,? maar\b)",
    # "why don't you just take me off your list?", "why haven't you removed me yet?"
    rf"{_WHY} (?:you )?(?:just |simply )?(?:(?:take (?:me|us) off|remove (?:me|us)|delete (?:me"
    rf"|us))(?:{_LIST_AFTER}"
    r"|(?= ?(?:already|now|please)?\s*(?:[.!?]|$)))|unsubscribe (?:me|us)|stop (?:e-?mailing|mailing"
    r"|contacting|writing|messaging|spamming|sending (?:me|us) (?:e-?mails|these|your|mails|messages))"
    r"|leave (?:me|us) alone)",
    # "have you removed me yet?": a removal asked after
    r"(?:have|did) you (?:already )?(?:removed|unsubscribed|taken|deleted) (?:me|us)(?: off)?(?: (?:from|off)"
    r" (?:\w+ ){0,3}(?:lists?|database|mailings?|sequences?))? yet",
    # ... the sender named: never "why haven't you removed the duplicates from our report yet?"
    r"why (?:haven't|have not|hasn't|has not|didn't|did not|weren't|wasn't) (?:(?:i |we )?(?:been )?"
    r"(?:removed|unsubscribed|taken off|deleted)|you (?:(?:removed|unsubscribed|deleted) (?:me|us)\b"
    r"|taken (?:me|us) off))",
    # "I don't want to hear from you (again)" (review of 2026-12-06, sixth: "... until hell freezes over")
    rf"(?:i|we) (?:do not|don't|dont|no longer) (?:want|wish) to hear from (?:you|acme)(?: again| any ?more"
    rf"| ever again| for good)?{_NO_LIMIT}(?! (?:about|on|regarding|re)\b)",
    r"(?:do not|don't|dont|no longer) (?:want|wish) to be on (?:your|this|the|any of your|any) (?:\w+ )?"
    r"(?:lists?|database|mailing)",
    # German
    r"(?:warum|wieso|weshalb) (?:nehmen|streichen|loschen|tragen|entfernen) (?:sie|ihr) (?:mich|uns)"
    r"(?: \w+){0,2} nicht(?: \w+){0,2} (?:aus|von)",
    r"(?:warum|wieso|weshalb) (?:horen|hort) (?:sie|ihr)(?: \w+){0,2} nicht(?: \w+){0,2} auf,? (?:mir|mich"
    r"|uns)",
    # French
    rf"pourquoi ne (?:me |nous )?(?:retirez|supprimez|desinscrivez|enlevez|rayez)[- ]vous pas{_LIST_AFTER}",
    r"pourquoi ne pas (?:simplement |tout simplement )?(?:me |nous )?(?:retirer|supprimer|desinscrire|enlever"
    rf"|rayer){_LIST_AFTER}",
    r"pourquoi ne pas (?:simplement |tout simplement )?(?:arreter|cesser) de (?:m'|me |nous )(?:ecrire"
    r"|contacter|envoyer|relancer|solliciter)",
    r"(?:j'aimerais|je voudrais|je souhaiterais|je prefererais|nous aimerions|nous voudrions|nous"
    r" souhaiterions|nous preferions|nous prefererions) (?:bien |vraiment )?ne plus (?:recevoir|etre"
    rf" (?:contacte|sollicite|relance|demarche)e?s?){_NOT_THINGS}",
    # Spanish
    r"por ?que no (?:me|nos) (?:quitan|quitais|quita|borran|borrais|borra|eliminan|elimina|sacan|sacais|saca"
    rf"|dan de baja|dais de baja|da de baja){_LIST_AFTER}",
    r"por ?que no (?:dejan|dejais|deja) de (?:escribir|enviar|contactar|mandar|molestar)",
    r"(?:me|nos) (?:gustaria|encantaria) no (?:volver a )?(?:recibir|ser contactad[oa]s?) (?:mas|ningun"
    r"|ningun[oa]s?"
    rf"|otros?|otras?|sus|tus|vuestros?){_NOT_THINGS}",
    r"(?:quisiera|quisieramos|prefiero|preferimos) no (?:volver a )?(?:recibir|ser contactad[oa]s?)"
    rf" (?:mas|ningun|ningun[oa]s?|sus|tus|vuestros?){_NOT_THINGS}",
    r"agradecer(?:ia|iamos|e|emos|ian)? que no (?:me|nos) (?:vuelvan a |volvieran a |vuelva a |volviera a )?"
    r"(?:escriban|escribieran|escribiesen|contacten|contactaran|contactasen|envien|enviaran|manden|mandaran"
    r"|escribais|contacteis"
    # ... the reader as "usted", in the singular ("Le agradecería que no me contactara más", heldout_dy)
    r"|escriba|escribiera|escribiese|contacte|contactara|contactase|envie|enviara|mande|mandara)",
    # Italian
    r"perche non (?:mi|ci) (?:togliete|toglie|cancellate|cancella|rimuovete|rimuove|eliminate|elimina"
    rf"|depennate){_LIST_AFTER}",
    r"perche non (?:smettete|smette|la smettete) di (?:scrivermi|scriverci|contattarmi|contattarci|mandarmi"
    r"|inviarmi|mandarci|inviarci)",
    r"(?:vorrei|vorremmo|preferirei|preferiremmo|desidererei|gradirei) non (?:ricevere (?:piu|altre"
    r"|ulteriori)"
    rf"|essere piu contattat[oaie]|essere contattat[oaie] (?:piu|ulteriormente|di nuovo)){_NOT_THINGS}",
    r"(?:grat[oaie]|riconoscente|riconoscenti|apprezzerei|apprezzeremmo) se non (?:mi|ci) (?:scriveste"
    r"|scrivete|contattaste|contattate|inviaste|mandaste|inviate|mandate)",
    # Dutch
    r"waarom (?:halen|haal|haalt|verwijderen|verwijder|verwijdert|schrappen|schrap) (?:jullie|u|je) (?:me|mij"
    rf"|ons)(?: \w+){{0,2}} niet{_LIST_AFTER}",
    r"waarom (?:stoppen|stop|stopt|houden|houdt) (?:jullie|u|je)(?: \w+){0,2} niet (?:op )?met (?:mailen"
    r"|e-?mailen|mij te mailen|me te mailen|ons te mailen|mailtjes|berichten|contact)",
    # ... the verb before its object too, as a main clause puts it ("ik stel het op prijs als ...", "ik vind
    # het fijn als ...", heldout_dy)
    r"(?:op prijs (?:stellen|stel)|(?:stel|stelt|stellen) (?:het|dat) (?:\w+ )?op prijs|fijn vinden"
    r"|(?:vind|vindt|vinden) (?:het|dat) (?:\w+ )?fijn|fijn (?:zijn|is)|waarderen|waardeer|waardeert)"
    r" (?:als|wanneer|dat) (?:u|jullie|je)"
    r" (?:mij|me|ons)(?: \w+)? niet meer (?:mailt|mailen|e-?mailt|e-?mailen|benadert|benaderen"
    r"|contacteert|contacteren|stuurt|sturen|schrijft|schrijven)",
    # or wished for in a clause of "dat" ("ik wil graag dat u mij niet meer mailt", "ik heb liever dat ...",
    # "graag zou ik zien dat ...")
    r"(?:(?:wil|willen|zou|zouden|wens|wensen) (?:\w+ )?graag|(?:heb|hebben) (?:\w+ )?liever|graag zien"
    r"|zou ik (?:graag |liever )?zien) dat (?:u|jullie|je) (?:mij|me|ons)(?: \w+)? niet meer (?:mailt|mailen"
    r"|e-?mailt|e-?mailen|benadert|benaderen|contacteert|contacteren|stuurt|sturen|schrijft|schrijven)\b"
    # never another way asked after it ("... niet meer mailt maar even belt"; review of 2026-12-06, sixteenth)
    r"(?!,? (?:maar|doch) (?:\w+ ){0,3}?(?:belt|bellen|appt|appen|whatsappt|langskomt|opzoekt|spreekt))",
    r"(?:wil|willen|wens|wensen) (?:\w+ )?niet (?:meer )?(?:benaderd|gemaild|ge-?maild|gecontacteerd"
    r"|lastiggevallen|gebeld en gemaild) (?:te )?worden",
    # Portuguese
    r"por ?que (?:voces |voce |o senhor |a senhora )?nao (?:me|nos) (?:tiram|tira|removem|remove|excluem"
    r"|exclui"
    rf"|descadastram|descadastra|apagam|apaga){_LIST_AFTER}",
    r"por ?que (?:voces |voce )?nao (?:param|para|deixam|deixa) de (?:me |nos )?(?:mandar|enviar|escrever"
    r"|contactar|contatar|incomodar)",
    r"(?:gostaria|gostariamos|preferia|preferiria|preferiamos|prefiro|preferimos|queria"
    r"|queriamos) (?:de )?nao"
    r" (?:ser mais"
    r" (?:contactad|contatad)[oa]s?|voltar a ser (?:contactad|contatad)[oa]s?)"
    # never only on one channel ("nao ser mais contactado por telefone, so por email")
    r"(?! (?:por|via|pelo|pela|no|na) (?:telefone|telemovel|celular|whatsapp|sms|linkedin|chamada|correio))",
    # ... thanks for not being written to ("Agradecia que não me contactassem mais", "agradeço que não me
    # enviem mais e-mails", heldout_dy)
    r"(?:agradecia|agradeceria|agradeco|agradecemos|agradeciamos|ficaria grat[oa]) (?:que|se) nao (?:me|nos)"
    r" (?:voltem a |voltassem a |volte a |voltasse a )?(?:contactem|contactassem|contacte|contactasse"
    r"|contatem|contatassem|contate|contatasse|escrevam|escrevessem|escreva|escrevesse|enviem|enviassem"
    r"|envie|enviasse|mandem|mandassem|mande|mandasse)\b",
    r"(?:gostaria|gostariamos|preferia|preferiria|preferiamos|queria|queriamos) (?:de )?nao (?:voltar a )?"
    r"(?:receber|ser (?:contactad|contatad)[oa]s?) (?:mais|nenhum|nenhuma|outros?|outras?|os vossos|os seus"
    rf"|as vossas|as suas){_NOT_THINGS}",
)

# A wish phrase that is negated ("preferiría no recibir más", "je préférerais ne plus être contacté"): with a
# time limit after it, a later (`removal_guards.other_things.spared`).
WISH_NEGATED = re.compile(r"(?:^|\s)(?:no|not|ne|nicht|niet|non|nao|never|nunca|mai)(?=\s)|n't\b")
# A time limit inside a removal phrase ("Ich möchte bis Ende März nicht mehr kontaktiert werden"); never
# "until further notice", which asks all the more
TIME_INSIDE = re.compile(
    r"\s(?:bis|until|till|jusqu'|jusqu a|hasta|fino a|fino al|tot|ate)(?=\s|\w)(?! ?(?:auf weiteres"
    r"|further notice|nouvel ordre|nuevo aviso|nuovo avviso|nader order|novo aviso|segunda ordem))"
)
