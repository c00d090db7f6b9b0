"""A removal word quoted as a word other people send ("your footer says people can just reply
"unsubscribe"", "bei uns antworten die Leute einfach mit „Abmelden“", "les gens répondent « STOP »"): a
mention of how unsubscribe replies work, never the sender's own request. Pure data on fold()ed text,
read by `removal_guards.as_a_topic.mentioned`.

The sentence holds a word in quotation marks a few words after a verb of replying or typing, names other
people and never the sender (`FIRST_PERSON`); every removal phrase in it is part of the description
("... reply "unsubscribe" and you'll stop writing"). 'I replied "unsubscribe" twice' stays a request, and
so does a removal phrase in any other sentence of the reply. Someone else's removal reply reported as done
("Marcus replied "unsubscribe" yesterday. That was him", `REPORTED_BY_OTHER`) is a mention too."""

from __future__ import annotations

import re

_OPEN = r"[\"'“”„«‚‘] ?"
# a verb of replying, typing or writing, a few words ("with", "the word", "die Leute einfach mit") and a
# short word or two in quotation marks
_REPLY_VERB = (
    r"(?:reply|replies|replying|replied|respond|responds|answer|answers|type|types|typing|write|writes"
    r"|send|sends|text|texts|antworten|antwortet|antworte|schreiben|schreibt|tippen|tippt|senden|repondre"
    r"|repondent|repond|ecrire|ecrivent|ecrit|tapent|taper|envoyer|envoient|responder|responden|responde"
    r"|escribir|escriben|escribe|enviar|envian|rispondere|rispondono|risponde|scrivere|scrivono|scrive"
    r"|inviare|inviano|antwoorden|antwoordt|beantwoorden|typen|typt|sturen|stuurt|schrijven|schrijft"
    r"|respondem|escrever|escrevem|escreve|mandar|mandam|manda"
    # ... the verb's gerund ("rispondendo «cancellami»", "en répondant « STOP »", heldout_ed)
    r"|repondant|ecrivant|respondiendo|contestando|escribiendo|rispondendo|scrivendo|antwoordend"
    r"|respondendo|escrevendo)"
)
MENTION = re.compile(r"\b" + _REPLY_VERB + r"(?: \S+){0,4}? " + _OPEN + r"[\w-]+(?: [\w-]+)? ?[\"'“”«»‘’]")
# the other people the sentence is about
_OTHERS = (
    r"(?:people|anyone|everyone|everybody|recipients?|readers?|members?|subscribers?|contacts|customers?"
    r"|users?|they|leute|jeder|empfanger|leser|mitglieder|abonnenten|kunden|gens|destinataires|lecteurs"
    r"|membres|abonnes|clients|gente|destinatarios|lectores|miembros|socios|suscriptores|clientes"
    r"|persone|destinatari|lettori|membri|iscritti|clienti|mensen|iedereen|ontvangers|lezers|leden"
    r"|abonnees|klanten|pessoas|destinatarios|leitores|membros|assinantes)"
)
MENTION_OTHERS = re.compile(rf"\b{_OTHERS}\b")

# ... or someone else as the one who replies, whatever the quoted words and whoever else the sentence names
# (heldout_eh: "If somebody writes back "stop sending me this" instead of the magic word, I need to know we'd
# catch it"; "wenn ein Kunde „keine Mails mehr“ zurückschreibt", "si quelqu'un répond « arrêtez de
# m'écrire »", "si alguien contesta «no me escribáis más»", "se qualcuno risponde «non scrivetemi più»", "als
# iemand „stuur me niets meer“ terugschrijft", "se alguém responder «não me escrevam mais»"): the removal
# words are theirs, inside the quotation marks (`removal_guards.as_a_topic.mentioned`); never the sender ("I
# wrote back "stop sending me this" twice")
OTHER_REPLIES = re.compile(
    r"\b(?:someone|somebody|anyone|anybody|a (?:customer|client|recipient|subscriber|reader|member|user)"
    r"|jemand|ein (?:kunde|empfanger|leser|abonnent)|eine (?:kundin|empfangerin|leserin)|quelqu'un"
    r"|un (?:client|destinataire|abonne|lecteur)|alguien|un (?:cliente|destinatario|suscriptor)|qualcuno"
    r"|un (?:cliente|destinatario|iscritto|lettore)|iemand|een (?:klant|ontvanger|abonnee|lezer)|alguem"
    r"|um (?:cliente|destinatario|assinante|leitor)|" + _OTHERS + r")"
    r"(?: \S+){0,2}? " + _REPLY_VERB + r"(?: back| terug| zuruck)?(?: \S+){0,3}? ?[\"“„«‚‘] ?"
    r"([^\"“”„«»\n]{1,60}?) ?[\"”“«»’]"
    # German and Dutch put the verb last ("wenn ein Kunde „keine Mails mehr“ zurückschreibt")
    r"|\b(?:jemand|ein (?:kunde|empfanger|leser|abonnent)|iemand|een (?:klant|ontvanger|abonnee|lezer))"
    r"(?: \S+){0,3}? [\"“„«‚‘] ?([^\"“”„«»\n]{1,60}?) ?[\"”“«»’](?: \S+){0,2}? (?:\w*schreibt|antwortet"
    r"|\w*schrijft|antwoordt|\w*stuurt|\w*mailt)\b"
)

# Someone else's removal reply reported as done ("Marcus Hale replied "unsubscribe" to your emails yesterday.
# That was him, not the company", "mein Kollege hat mit „Abmelden“ geantwortet", "Paul a répondu « STOP »",
# "Lucía contestó «baja»", "Marco ha risposto «cancellami»", "Joost heeft "afmelden" teruggestuurd", "o
# Pedro respondeu "descadastrar"", heldout_eg): a subject of one to three words before a past verb of
# replying, none of them the sender ("I replied "unsubscribe" twice" stays a request) nor the reader, the
# removal word quoted right after it. Read on the clause from the reply's last stop before it.
_NOT_SENDER = (
    r"(?!(?:\S+ )*?(?:i|i've|i'd|we|we've|me|us|my own|you|ich|wir|je|j'ai|nous|on|yo|nosotros|io|noi|ik|wij"
    r"|eu|nos|mi|me|ho|abbiamo|heb|hebben|habe|haben)\b)"
)
REPORTED_BY_OTHER = re.compile(
    rf"^ ?{_NOT_SENDER}(?:[\w'-]+ ){{1,3}}?(?:already |just |also |then |simply )?"
    r"(?:replied|answered|responded|wrote(?: back)?|sent|typed|texted"
    r"|hat(?: \S+){0,3}?|a (?:repondu|ecrit|envoye)|(?:respondio|contesto|escribio|envio)"
    r"|ha (?:risposto|scritto|inviato|mandato)|heeft(?: \S+){0,3}?|(?:respondeu|escreveu|mandou|enviou))"
    r"(?: with| mit| met| con| com| avec)? " + _OPEN + r"[\w-]+(?: [\w-]+)? ?[\"'“”«»‘’]"
)

# An instruction of ours quoted or named ("your footer says to reply "unsubscribe" to stop", "the link
# says click here to opt out", "laut Ihrer Fußzeile soll ich mit „Abmelden“ antworten") and refused in its
# own sentence or the next one ("I'm not doing that", "which I won't do", "das mache ich nicht", "je ne
# le ferai pas", "no lo voy a hacer", "non lo faccio", "dat doe ik niet", "não vou fazer isso"): the
# sender declines the removal, never asks it. A removal asked in any other sentence ("I'm not doing that.
# Just take me off your list.") is still a request, and a refusal that names no act ("I don't want to")
# is none.
INSTRUCTION = re.compile(
    r"\b(?:footer|link|button|says?|said|tells?|told|instructions?|instructs?|fusszeile|sagt|steht|heisst"
    r"|laut|pied de page|lien|indique|dit|pie de pagina|enlace|dice|indica|pie di pagina|piede|voettekst"
    r"|zegt|staat|volgens|rodape|diz"
    # ... or someone's advice reported ("my colleague said I should reply "unsubscribe"", "meinte, ich solle
    # mit „Abmelden“ antworten", "m'a conseillé de répondre", "me dijo que contestara", "mi ha detto di
    # rispondere", "zei dat ik "afmelden" kon terugsturen", "disse para eu responder", heldout_ec): refused
    # like our own
    r"|meinte|sagte|riet|geraten|empfahl|empfohlen|conseille|suggere|dijo|recomendo|aconsejo|sugirio|detto"
    r"|consigliato|suggerito|zei|raadde|aangeraden|disse|falou|recomendou|aconselhou|sugeriu)\b"
)
# the act it names, a few words before the removal word ("reply "unsubscribe"", "click here to opt out")
INSTRUCTED_ACT = re.compile(
    r"\b(?:reply|respond|answer|type|write|send|text|click|klicken|antworten|schreiben|senden|repondre"
    r"|ecrire|envoyer|cliquer|responder|escribir|enviar|pulsar|hacer clic|rispondere|scrivere|inviare"
    r"|cliccare|antwoorden|sturen|schrijven|klikken|escrever|clicar)\b(?: \S+){0,4} ?$"
)
# German and Dutch name the act after it ("soll ich mit „Abmelden“ antworten", "met 'afmelden' antwoorden")
INSTRUCTED_ACT_AFTER = re.compile(
    r"^\S*(?: \S+){0,2}? (?:zu |te )?(?:antworten|schreiben|senden|klicken|antwoorden|sturen|schrijven"
    r"|klikken|mailen|terugsturen|terugschrijven|terugmailen|zuruckschreiben|zurucksenden)\b"
)
REFUSAL = re.compile(
    r"(?:^|\s)(?:i'm not|i am not|i won't|i will not|i shan't|i'm not going to|i am not going to"
    r"|(?:which|that) i(?:'m| am)? (?:not|won't|will not))"
    r" (?:(?:going to )?(?:do|doing)(?: (?:that|it|so|this))?|going to)(?= *(?:[.!,;:)]|$))"
    r"|(?:^|\s)(?:das|dies) (?:mache|tue|werde) ich (?:aber )?nicht(?! mehr)"
    r"|(?:^|\s)mache ich nicht(?! mehr)"
    r"|(?:^|\s)je ne (?:le )?(?:ferai|fais) pas|(?:^|\s)je ne vais pas le faire"
    r"|(?:^|\s)(?:no lo (?:voy a hacer|hare|hago)|eso no lo (?:voy a hacer|hare|hago))"
    r"|(?:^|\s)non lo (?:faro|faccio)|(?:^|\s)(?:dat|dit) (?:doe|ga|zal) ik niet(?! meer)"
    r"|(?:^|\s)(?:nao (?:vou fazer isso|o farei|o vou fazer|faco isso)|isso nao (?:vou fazer|farei))"
    # ... or the removal itself asked not to be done ("but please don't unsubscribe me", "aber bitte melden
    # Sie mich nicht ab", "mais ne me désinscrivez pas", "pero no me deis de baja", "ma non cancellatemi",
    # "maar meld me niet af", "mas não me descadastrem", heldout_ec)
    r"|(?:^|\s)(?:don't|do not|never|please don't|please do not) (?:unsubscribe|remove|take|delete|opt)"
    r" (?:me|us)\b"
    r"|(?:^|\s)(?:melden|tragen|nehmen|streichen|loschen|entfernen) sie (?:mich|uns) (?:\S+ ){0,2}?nicht"
    r"(?! mehr)\b|(?:^|\s)(?:mich|uns) (?:\S+ ){0,2}?nicht (?:ab|aus|abmelden|austragen|entfernen|loschen"
    r"|streichen)\b"
    r"|(?:^|\s)ne (?:me|nous) (?:desinscrivez|desabonnez|retirez|supprimez|rayez|enlevez|desinscris"
    r"|desabonne)\b"
    r"|(?:^|\s)no (?:me|nos) (?:deis|den|des|de|borreis|borren|borres|borre|quiteis|quiten|quites|quite"
    r"|saqueis|saquen|saques|elimineis|eliminen|elimines)\b"
    r"|(?:^|\s)non (?:cancellatemi|cancellarmi|toglietemi|togliermi|rimuovetemi|rimuovermi|disiscrivetemi"
    r"|disiscrivermi|mi (?:cancellate|togliete|rimuovete|disiscrivete|cancellare|togliere|rimuovere))\b"
    r"|(?:^|\s)(?:meld|schrijf|haal|verwijder) (?:me|mij|ons) (?:\S+ ){0,2}?niet\b"
    r"|(?:^|\s)(?:me|mij|ons) (?:\S+ ){0,2}?niet (?:af|uit|afmelden|uitschrijven|verwijderen)\b"
    r"|(?:^|\s)nao (?:me|nos) (?:descadastrem|descadastre|removam|remova|tirem|tire|excluam|exclua|apaguem"
    r"|apague)\b"
)
