"""What a person's reply means: interested, not now, not interested, unsubscribe, wrong person, an
automatic acknowledgement, or other.

`IntentClassifier` is the one interface; `RuleClassifier` (deterministic phrase rules in English,
German, French and Spanish, each decision carrying the phrase that made it) is the default, and a team
can plug a model in with `SEQUENCER_INTENT_CLASSIFIER=package.module:factory`. Classifiers run in
activities and the CLI, never in workflow code: they may be slow, non-deterministic or call out.

The rules read only what the sender wrote this time (`quotes.own_text`: no quoted original, no
signature), fold()ed, and go in this order, the first hit deciding:
1. automatic acknowledgements (ticket systems, "we received your message"), not out-of-office;
2. unsubscribe ("remove me", "stop emailing", "take me off your list", ...): a compliance request
   wins over anything else in the same reply ("not interested, remove me" is an unsubscribe);
3. wrong person ("not me, try anna@x.test": the first address named that is not the sender's or ours
   is the `referral`);
4. a firm "later" (a date, "circle back", "reach out in Q3", "not until") -> not_now with the date;
5. not interested ("no thanks", "we already use X");
6. a soft "later" ("not right now", "not at the moment") -> not_now;
7. interested (asks for a call, a demo, pricing, more information);
8. other.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date
from typing import Protocol, runtime_checkable

from sequencer.classify.follow_up import follow_up_date
from sequencer.classify.model import Intent
from sequencer.classify.text import fold

_ADDRESS = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}")


@dataclass(frozen=True)
class IntentResult:
    intent: Intent
    evidence: str | None = None  # the phrase (or model explanation) that decided
    referral: str | None = None
    follow_up_date: date | None = None


@runtime_checkable
class IntentClassifier(Protocol):
    """Reads the sender's own text (quote and signature already cut) and says what it means.

    `sender` is the replying address, `ours` the addresses on our side (never a referral), `sent`
    the day the reply was written (follow-up dates are relative to it; None: no date is resolved)."""

    def classify(
        self, text: str, *, sender: str | None, ours: Collection[str], sent: date | None
    ) -> IntentResult: ...


def _rx(*parts: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w'])(?:" + "|".join(parts) + r")(?![\w])")


_ACKNOWLEDGEMENT = _rx(
    r"(?:this is an? |an? )?automat(?:ed|ic|ically generated) (?:response|reply|message|acknowledge?ment"
    r"|notification|confirmation)",
    r"(?:your|the) (?:request|ticket|case|message|enquiry|inquiry|e-?mail)"
    r"(?: \(?(?:id|no\.?|number|ref\.?)?\s?#?\s?[\w-]*\d[\w-]*\)?)?"
    r" (?:has been|was|is) (?:received|created|logged|opened|registered)",
    r"we(?: have|'ve)? (?:logged|registered|recorded) your (?:message|e-?mail|request|enquiry|inquiry)",
    r"under (?:case|ticket|reference|request) (?:number |no\.? |id )?#?\s?[\w-]*\d",
    r"ticket (?:created|opened)\b|new ticket (?:#|number)",
    r"(?:your|the) (?:ticket|request|case|e-?mail|message)\b.{0,120}? (?:has been|was) (?:created|received"
    r"|logged"
    r"|opened|registered)",
    r"auto-?(?:response|reply|responder)\b|^\[?automated\]?|no-?reply address|(?:request|message) received\b"
    r"|(?:expected|estimated) response time|(?:has been|was) forwarded to the (?:appropriate|relevant|right)"
    r" (?:department|team|person)",
    r"we(?: have|'ve)? (?:successfully )?received your (?:message|e-?mail|request|enquiry|inquiry|ticket)",
    r"(?:ticket|case|request|reference) (?:number|no\.?|id|#)\s*:?\s*#?[\w-]*\d",
    r"a (?:support )?ticket has been (?:created|opened)",
    r"please do not reply (?:to|directly to) this (?:e-?mail|message)",
    r"do not reply to this (?:automated|automatic) (?:e-?mail|message)",
    r"ihre (?:anfrage|nachricht|e-?mail|mail)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:ist|wurde)(?: bei uns)?"
    r" (?:eingegangen|erhalten|registriert)",
    r"wir haben ihre (?:anfrage|nachricht|e-?mail|mail) erhalten",
    r"(?:dies ist eine |diese nachricht wurde )?automatisch (?:erstellt|generiert|versendet|versandt)e?",
    r"automatische (?:eingangsbestatigung|bestatigung|benachrichtigung)",
    r"eingangsbestatigung",
    r"ticketnummer|ticket-nummer|vorgangsnummer",
    r"nous avons bien recu votre (?:message|demande|e-?mail|courriel|mail)",
    r"^message automatique\b",
    r"votre (?:demande|message|ticket|e-?mail|mail|courriel)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:a bien ete"
    r"|a ete)"
    r" (?:recue?"
    r"|enregistree?"
    r"|cree)",
    r"(?:ceci est un|ce) (?:message|courriel|e-?mail) (?:est )?(?:automatique"
    r"|genere automatiquement)(?!\s*\?)",
    r"reponse automatique|accuse de reception|numero de ticket",
    r"hemos recibido (?:su|tu) (?:mensaje|correo|solicitud|consulta|e-?mail)",
    r"(?:su|tu) (?:solicitud|consulta|mensaje|ticket)(?: \(?#?\s?[\w-]*\d[\w-]*\)?)? (?:ha sido|fue)"
    r" (?:recibid[oa]|registrad[oa]|cread[oa])",
    r"(?:este es un|este) (?:mensaje|correo) (?:es )?(?:automatico|generado automaticamente)(?!\s*\?)",
    r"respuesta automatica|acuse de recibo|numero de (?:ticket|caso|incidencia)",
)

_ME = (
    r"(?:me|us|my (?:e-?mail(?: address)?|address|name|details|data|contact(?: details)?)"
    r"|this (?:e-?mail|address))"
)
_UNSUBSCRIBE = _rx(
    # English
    r"unsubscri(?:be|bed|bing|ption)",
    rf"(?<!n't )(?<!not )(?<!dont )remove {_ME}(?! (?:from|off) (?:the |this |that )?(?:cc|thread|chain|loop"
    rf"|e-?mail chain|conversation"
    r"|invite|meeting))(?: (?:from|off))?",
    rf"take {_ME} off(?! (?:the |this |that )?(?:cc|thread|chain|loop|e-?mail chain|conversation|invite"
    r"|meeting))",
    r"off (?:of )?(?:your|the|all|any) (?:e-?mail(?:ing)? |mailing |contact |distribution |marketing "
    r"|sales )?(?:lists?|database|sequences?|campaigns?|cadences?)",
    r"from (?:your|the|all|any) (?:e-?mail(?:ing)? |mailing |contact |distribution |marketing |sales )"
    r"(?:lists?|database|sequences?|campaigns?|cadences?)",
    r"(?:don't|do not|dont) follow[- ]?up(?: with me| with us)?(?: again| any ?more| further)?",
    r"(?<!n't )(?<!not )(?<!dont )stop(?:ped|ping)?\W{1,3}(?:e-?mailing|mailing|contacting|messaging|sending"
    r"|writing"
    r"|spamming|reaching out|pinging"
    r"|bugging|harass?ing|with the e-?mails)",
    r"(?:do not|don't|dont|never|please don't|pls don't) (?:ever )?(?:e-?mail|contact|write(?: to)?"
    r"|message|send|reach out to|call|spam) (?:me|us|this address)(?! (?:until|before|till|for now|this"
    r" (?:month|quarter|year|week)|right now|at the moment|now))(?: again| any ?more| further)?",
    r"no (?:more|further) (?:e-?mails|mails|messages|contact|outreach|follow[- ]?ups)",
    r"(?:do not|don't|dont|no longer) (?:want|wish|care) to (?:receive|get) (?:any ?more|these|your|further"
    r"|e-?mails|messages)|(?:receive|get) any ?more of (?:these|your)",
    r"(?:don't|do not|dont) send (?:me |us )?(?:any )?(?:more|further|these|other|such)? ?(?:e-?mails|mails"
    r"|messages)",
    r"opt(?:ing)?[- ]?(?:me |us )?out",
    r"(?:delete|erase|remove) (?:all )?(?:of )?my (?:personal )?(?:data|details|information|info|e-?mail"
    r"(?: address)?|contact (?:details|information))",
    r"right to (?:erasure|be forgotten)|gdpr (?:request|erasure|deletion)",
    r"leave me alone|cease (?:and desist|all contact|contacting)",
    r"^(?:stop|stop it|stop!|please stop|stop please|stop\.|remove|remove\.|remove me|baja|baja\.)$",
    # German
    r"abmelden|abmeldung|abbestellen|austragen|abbestellung",
    r"aus (?:ihrem|ihren|dem|eurem|deinem|ihrer|der) (?:e-?mail-?)?(?:verteiler|newsletter|mailing(?:liste)?"
    r"|adressliste|liste|datenbank|kontaktliste|system|crm|kampagne)",
    r"(?:verteiler|liste|datenbank) (?:zu )?(?:nehmen|streichen|entfernen|loschen)",
    r"(?:entfernen|loschen|streichen) sie (?:mich|meine (?:daten|adresse|e-?mail(?:-?adresse)?"
    r"|kontaktdaten))",
    r"(?:mich|meine (?:daten|adresse|e-?mail(?:-?adresse)?|kontaktdaten)) (?:zu )?(?:entfernen|loschen"
    r"|streichen)",
    r"keine (?:weiteren |weitere |e-?)?(?:e-?mails|mails|nachrichten|zusendungen|werbung|kontaktaufnahmen?"
    r"|anschreiben|newsletter)(?: mehr)?",
    r"nicht mehr (?:zu )?(?:kontaktieren|anschreiben|schreiben|anzuschreiben|mailen|anrufen|belastigen)",
    r"(?:kontaktieren|schreiben|mailen) sie mi(?:ch|r) (?:bitte )?(?:nicht mehr|nie wieder|nicht wieder)",
    r"unterlassen sie (?:bitte )?(?:jegliche|weitere|diese|die|kunftige)",
    r"widerspreche (?:der|jeder|hiermit)|widerspruch gegen",
    r"(?:horen|hort|hor) (?:sie |bitte |doch |endlich )*auf,? (?:mir|mich|uns) (?:zu )?(?:schreiben|mailen"
    r"|anzuschreiben|kontaktieren|zu kontaktieren)",
    r"(?:dsgvo|datenschutz-?grundverordnung)",
    # French
    r"desinscri\w*|desabonn\w*",
    r"(?:retirez|supprimez|enlevez|effacez|rayez)[- ]moi",
    r"me (?:retirer|supprimer|desinscrire|enlever|rayer)",
    r"(?:supprimez|effacez|supprimer|effacer) (?:mes (?:donnees|coordonnees|informations)"
    r"|mon (?:adresse|e-?mail"
    r"|contact))",
    r"(?:ne (?:plus )?me (?:contactez|recontactez|ecrivez|sollicitez|relancez|envoyez)(?: plus)?"
    r"|ne (?:m'ecrivez|m'envoyez|me sollicitez|me contactez) plus)",
    r"(?:merci de |veuillez )?ne plus (?:me |m')?(?:contacter|ecrire|recontacter|solliciter|relancer"
    r"|envoyer)",
    r"ne (?:souhaite|veux|desire) plus (?:recevoir|etre (?:contacte|sollicite))",
    r"arretez (?:de m'ecrire|de me (?:contacter|solliciter|relancer|spammer)|vos (?:e-?mails|mails|messages"
    r"|relances|envois))",
    r"(?:de|from) (?:votre|vos) (?:liste|fichier|base|listes|fichiers)",
    r"rgpd",
    r"arretez de m'(?:envoyer|ecrire|inonder)|cessez de m'(?:envoyer|ecrire)|cessez (?:vos|de me)",
    # Spanish
    r"dar(?:me|nos)? de baja|(?:da|de|den|dad|dame|deme|denme)(?:me|nos)? de baja|darse de baja"
    r"|(?:solicito|quiero|pido) (?:la|mi) baja",
    r"(?:eliminen|eliminar|elimine|borren|borrar|borre|quiten|quitar|saquen|sacar)(?:me|nos)?"
    r" (?:de (?:su|sus|la|vuestra|vuestras|esta) (?:lista|listas|base|bases|envios|correos)|mis datos"
    r"|mi (?:correo|direccion|e-?mail))",
    r"(?:quitenme|saquenme|eliminenme|borrenme|sacadme|quitadme|eliminame|eliminadme|quitame|sacame"
    r"|borrame)\b",
    r"no me (?:escriban|envien|contacten|manden|escribas|envies|contactes|mandes|vuelvan a (?:escribir"
    r"|contactar|enviar))(?: mas| nunca)?",
    r"(?:dejen?|deja|dejad|deje) de (?:escribirme|enviarme|contactarme|mandarme|escribir"
    r"|enviar(?:me)? correos)",
    r"no (?:quiero|deseo|queremos|deseamos) recibir (?:mas |ningun |ninguna )?(?:correos|e-?mails|mensajes"
    r"|informacion|comunicaciones)",
    r"no vuelvan a (?:contactarme|escribirme)",
    r"(?:lopd|rgpd)",
    # Italian
    r"(?:cancellatemi|cancellami|toglietemi|toglimi|rimuovetemi|rimuovimi|eliminatemi|eliminami"
    r"|cancellarmi|togliermi|rimuovermi|eliminarmi)\b",
    r"(?:cancellare|togliere|rimuovere|eliminare)(?:mi)? (?:il mio (?:indirizzo|contatto|nominativo)|la mia"
    r" (?:e-?mail|mail)|i miei dati|dalla (?:vostra |sua |tua )?(?:lista|mailing list|newsletter))",
    r"non (?:voglio|desidero) (?:piu )?ricevere|non (?:mi )?(?:contattate|scrivete|scrivetemi|contattatemi)"
    r" piu|(?:smettete|smettetela) di (?:scrivermi|contattarmi|inviarmi)|disiscri\w*",
    # Dutch
    r"(?:verwijder|haal) (?:mij|me|mijn (?:gegevens|e-?mailadres|adres))(?: (?:uit|van) (?:uw|jullie|je|de)"
    r" (?:lijst|mailinglijst|bestand|database))?",
    r"(?:uitschrijven|afmelden|uit(?:ge)?schreven)\b|schrijf (?:mij|me) uit|meld (?:mij|me) af",
    r"(?:geen|niet langer) (?:e-?mails|mails|berichten) (?:meer )?(?:ontvangen|sturen)|stuur (?:mij|me|ons)"
    r" geen (?:e-?mails|mails|berichten)|(?:mail|e-?mail|contacteer|benader) (?:mij|me|ons) (?:niet meer"
    r"|nooit meer)",
    # Portuguese
    r"(?:me |nos )?(?:remova|removam|retire|retirem|tire|tirem|exclua|excluam|apague|apaguem)(?:-me|-nos)?"
    r" (?:da|das|de|do) (?:sua |vossa |vossas |sua )?(?:lista|listas|base|mailing|cadastro)",
    r"(?:remover|retirar|excluir|tirar|descadastrar)(?:-me| me)? (?:da|de|do) (?:lista|base|cadastro|mailing)"
    r"|descadastr\w*|cancelar (?:a )?(?:minha )?(?:inscricao|subscricao)",
    r"nao (?:quero|desejo|queremos) (?:mais )?receber|nao me (?:enviem|contactem|contatem|mandem|escrevam)"
    r"(?: mais)?|parem de (?:me )?(?:enviar|contactar|contatar|escrever)",
)

_WRONG_PERSON = _rx(
    # Italian, Dutch, Portuguese
    r"non sono (?:io )?(?:la persona (?:giusta|corretta|indicata)|il referente|la referente|responsabile)"
    r"|non (?:lavora|lavoro) piu|ha lasciato (?:l'azienda|la societa)|(?:rivolgetevi|rivolgersi|scrivete) a",
    r"niet de (?:juiste|goede|aangewezen) (?:persoon|contactpersoon|persoon hiervoor)|werkt hier niet meer"
    r"|niet meer werkzaam|is uit dienst|(?:neem|neemt u) contact op met",
    r"nao sou (?:a pessoa (?:certa|indicada|correta)|o responsavel|a responsavel)|(?:ja )?nao trabalha mais"
    r"|saiu da empresa|(?:fale|falar) com (?:o|a) \w+|entre em contato com",
    # English
    r"(?:not|isn't|isnt) (?:the )?(?:right|correct|best|appropriate|relevant) (?:person|contact|guy|one"
    r"|individual|department|team)",
    r"wrong (?:person|contact|guy|gal|department|team|recipient|e-?mail address)",
    r"(?:have|got|reached|emailed|contacted) the wrong \w+",
    r"(?:i'm|i am|im) not (?:responsible|in charge|the (?:decision[- ]maker|person|one)|involved|the right)",
    r"no longer (?:with|at|works?|working|employed|part of|handle|handling|responsible|in charge)",
    r"(?:have|has|had) left (?:the company|the business|the firm|the organi[sz]ation|\w+ (?:in|last|a))",
    r"(?:i|she|he) left (?:the company|\w+ (?:in|last|a)|in (?:january|february|march|april|may|june|july"
    r"|august|september|october|november|december|\d{4}))",
    r"(?:doesn't|does not|don't|do not) work (?:here|there|at|for)",
    r"(?:not|isn't|is not|isnt) my (?:area|department|responsibility|remit|call|decision|field|job|role)",
    r"moved (?:on )?to (?:a )?(?:different|new|another) (?:role|team|position|company|job|department)"
    r"|(?:your|the) best bet|(?:i'm|i am|im|i've|i have) (?:now )?retired|update your records",
    r"(?:you(?:'ll| will| would|'d)? (?:want|need|should|might want|may want)|better|best)(?: to)? (?:talk"
    r"|speak|reach out|get in touch|connect|contact|email|write|try)(?: to| with)?"
    r" (?!me\b|us\b|again\b|back\b|in\b|next\b|after\b|later\b|around\b|early\b|closer\b)\w+",
    r"(?:please )?(?:reach out|speak|talk|write|email) to (?:my colleague|our|the (?:head|vp|director|team))",
    r"(?:try|contact|ask|email|ping|cc'?(?:ing|ed)?|looping in|loop in|forwarding (?:this )?to) \S+@\S+",
    r"(?:is|would be) (?:the )?(?:right|better|best|correct) (?:person|contact)",
    r"(?:handles|owns|looks after|is responsible for|is in charge of|takes care of) (?:this|that|these"
    r"|our|all|it)",
    r"not me\b",
    r"direct (?:this|it|your (?:e-?mail|message|inquiry|request)) to|(?:i'm|i am|im) in (?:marketing|finance"
    r"|hr|legal|engineering|support|it|accounting|operations)\b",
    r"\bleft (?:the company|the business|the firm|the organi[sz]ation|the team)|no longer (?:monitored"
    r"|active)",
    r"i (?:have |just |recently )?retired|(?:my|his|her) successor|falls? under|(?:is|are) handled by"
    r"|(?:have|has|need|needs) to go through|(?:go|goes) through (?:our|the|procurement)",
    r"you (?:want|need) (?:our|my|the) \w+",
    # German
    r"nicht (?:der|die) (?:richtige|korrekte|passende|zustandige)(?:n)? (?:ansprechpartner(?:in)?|person"
    r"|kontakt|adresse)",
    r"nicht (?:mehr )?zustandig|(?:bin|ist) nicht (?:mehr )?(?:verantwortlich|zustandig)",
    r"falsche[rn]? (?:ansprechpartner(?:in)?|person|kontakt|adresse|empfanger)|bei mir (?:leider )?(?:falsch"
    r"|an der falschen)",
    r"(?:wenden|richten) sie sich (?:bitte |gerne )?(?:direkt )?an",
    r"(?:zustandig|verantwortlich) (?:ist|ware|sind)|ansprechpartner(?:in)? (?:ist|ware|dafur)",
    r"(?:arbeite|bin) nicht mehr (?:bei|im|fur|in)|nicht mehr im (?:unternehmen|haus|team)",
    r"nicht mehr (?:bei|im|in|fur) (?:der|dem|diesem|dieser|uns)\b|(?:lauft|laufen|gehen|geht) (?:bei uns )?"
    r"(?:uber|an) (?:den|die|das|unseren|unsere|unser)",
    r"(?:habe|hat) (?:das unternehmen|die firma) (?:verlassen|gewechselt)|nicht mehr (?:bei uns|tatig)",
    # French
    r"pas (?:la bonne|le bon|la) (?:personne|interlocuteur|interlocutrice|contact)",
    r"(?:ne suis|n'est) (?:plus )?pas (?:en charge|responsable|le bon (?:interlocuteur|contact)"
    r"|la bonne (?:personne|interlocutrice))",
    r"(?:n'est )?pas mon (?:domaine|ressort|perimetre|role|metier)|je ne m'occupe pas|(?:vous )?faites erreur"
    r"|vous vous trompez (?:de|d')",
    r"ne (?:suis|travaille|fais) plus (?:chez|dans|partie|au sein|pour)|ne fait plus partie",
    r"(?:j'ai|a) quitte (?:la societe|l'entreprise|la boite|le groupe|\w+ (?:en|depuis))",
    r"(?:adressez-vous|adressez vous|contactez plutot|ecrivez plutot|voyez plutot)",
    r"(?:n'est pas|pas) de mon (?:ressort|perimetre|domaine)|(?:est|serait) (?:la personne|le contact) (?:a "
    r"contacter|qu'il vous faut|adequate?)",
    # Spanish
    r"no soy (?:la persona|el contacto|quien) (?:adecuad[oa]|indicad[oa]|correct[oa]|responsable|que busca)",
    r"no soy (?:el|la) responsable|no me corresponde|no es mi (?:area|departamento|responsabilidad)",
    r"ya no (?:trabajo|estoy|formo parte|pertenezco|soy)|ya no forma parte|ya no trabaja",
    r"(?:deje|dejo|he dejado|ha dejado) (?:la empresa|la compania|de trabajar)",
    r"(?:dirijase|dirigirse|contacte con|contacte a|contactar con|escriba a|hable con|le sugiero contactar)",
    r"(?:el|la) (?:responsable|persona (?:adecuada|indicada)) (?:es|seria)",
    r"(?:lo|los|la|las) (?:lleva|llevan|gestiona|gestionan) (?:el|la|nuestro|nuestra)",
    r"passe(?:nt)? (?:par|via) (?:notre|le|la|nos|les) (?:service|equipe|departement|achats|direction)",
    r"(?:contacta|escribe|habla|dirigete) (?:con|a)\b|no lo llevo yo|(?:equivocado|equivocada|confundido)"
    r" de (?:persona|contacto)",
)

_LATER_FIRM = _rx(
    # English
    r"(?:circle|check|touch|follow|come|get) back (?:with me |to me |in touch )?(?:in|next|after|around"
    r"|later|at|closer|toward|towards|early|once|when|mid|end)",
    r"(?:reach|check|touch|circle|follow|come|get) (?:back |out )?(?:again )?(?:to me |with me |with us "
    r"|in touch )?(?:in|next|after|around|later|at the (?:end|start|beginning)|early|closer|toward|towards"
    r"|once|mid|end of|come|when)",
    r"(?:try|ping|contact|email|write to|message) (?:me|us) (?:again |back )?(?:in|next|after|around|later"
    r"|closer|toward|towards|once|mid|end of|early)",
    r"revisit|re-?connect (?:in|next|after|later)|reconnect|pick (?:this|it) (?:back )?up",
    r"until (?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|next|after|the end|q[1-4])|(?:follow|reach|check|circle) (?:up|back|out) (?:with me )?then",
    r"not (?:until|till|before)|\buntil (?:the )?(?:new |next )?(?:fiscal|financial|calendar|budget) (?:year"
    r"|quarter|cycle)|(?:reach|get|circle|check) back (?:out )?(?:to me |with me )?then"
    r"|feel free to (?:reach|check|follow|circle) (?:back |up |out )?(?:again )?(?:then|later|in|next|after)",
    r"ask (?:me|us) (?:again|later)|when things (?:calm|settle|quiet)|timing'?s (?:off|bad|wrong)",
    r"(?:send|email|write|share) (?:it|this|me|that) (?:again )?later|not ready (?:yet|for this yet)",
    r"(?:locked|tied) (?:in|into)|under contract (?:until|till|through)|(?:contract|renewal) (?:is |comes )?"
    r"(?:up|due|ends?|runs?)",
    r"after (?:the )?(?:summer|holidays|new year|q[1-4]|our (?:launch|renewal|budget)|budget)",
    r"later (?:this|in the) (?:year|quarter|spring|summer|fall|autumn)",
    r"(?:maybe|perhaps|possibly) (?:later|next|in|after|down the (?:road|line))",
    r"down the (?:road|line)|at a later (?:date|time|stage)",
    # German
    r"(?:melden|kontaktieren|schreiben) sie (?:sich|mich|uns) (?:gerne |bitte |doch )?(?:wieder |nochmal "
    r"|noch einmal |erneut )?(?:im|in|nach|ab|anfang|ende|mitte|nachste|nachsten|kommend|spater|zum)",
    r"(?:spater|zu einem spateren zeitpunkt|nochmal|wieder|erneut) (?:im|in|nach|ab|anfang|ende|melden"
    r"|kontaktieren|zukommen|auf uns zu|auf mich zu)",
    r"zu einem spateren zeitpunkt|spater im jahr|nach den (?:sommer)?ferien|nach der sommerpause",
    r"spater (?:nochmal|noch ?mal|wieder|erneut)|zeitlich (?:uberhaupt |gerade |leider )?nicht",
    r"(?:im|ab dem|ab|nach dem) (?:ersten|zweiten|dritten|vierten|\d\.) quartal|im neuen jahr",
    r"(?:erst|fruhestens) (?:ab|im|in|nach|wieder)",
    r"vielleicht (?:spater|im|nachste|in|ab)|fragen sie (?:gerne |bitte |doch )?(?:im|in|nach|ab|anfang|ende"
    r"|nochmal|noch ?mal|spater|wieder)|noch ?mal nach",
    # French
    r"(?:recontactez|relancez|recontacter|relancer|rappelez)(?:-| )?(?:moi|nous)?",
    r"(?:revenez|revenir) vers (?:moi|nous)|reprenez contact|reprendre contact",
    r"plus tard|a la rentree",
    r"(?:au|d'ici le|pour le|apres le) (?:premier|deuxieme|second|troisieme|quatrieme|\d(?:e|er|eme)?)"
    r" trimestre|au t[1-4]",
    r"dans (?:\d{1,2}|quelques|deux|trois|six) (?:semaines|mois)",
    r"pas avant",
    # Spanish
    r"mas adelante|mas tarde",
    r"(?:vuelva|vuelve|volver|vuelvan) a (?:contactar|escribir|llamar|intentar)\w*",
    r"(?:escribame|escribeme|contacteme|contactame|llameme|llamame|contactenos|escribanos|contacte(?:nos|me)?"
    r"|retomemos|retomamos)(?: de nuevo| otra vez)? (?:en|el(?! (?:lunes|martes|miercoles|jueves|viernes"
    r"|sabado|domingo))|despues|dentro|a partir|hacia|a principios|a finales|mas)",
    r"(?:despues|tras) (?:del verano|de las vacaciones|del \d|de (?:enero|febrero|marzo|abril|mayo|junio"
    r"|julio|agosto|septiembre|octubre|noviembre|diciembre))",
    r"(?:primer|segundo|tercer|cuarto) trimestre|dentro de (?:\d{1,2}|unos|unas|dos|tres|seis) (?:semanas"
    r"|meses)",
    r"no antes de",
)

# A time on its own ("next quarter", "in Q3"): "not now" unless the reply is otherwise keen
# ("let's talk next month" is interested).
_LATER_TIME = _rx(
    r"(?:next|this coming) (?:quarter|year|month|fiscal)",
    r"in (?:q[1-4]|the new year|(?:\d{1,2}|a few|a couple of|two|three|four|six) (?:weeks|months))",
    r"q[1-4]|(?:first|second|third|fourth) quarter",
    r"^(?:later|maybe later|not yet|not now)[.! ]*$",
    r"(?:nachste[snr]?|kommende[snr]?) (?:monat|quartal|jahr|woche)",
    r"in (?:\d{1,2}|ein paar|einigen|zwei|drei|vier|sechs) (?:wochen|monaten)",
    r"(?:l'annee|le mois|le trimestre|la semaine) prochaine?|(?:prochain|prochaine) (?:trimestre|mois|annee)",
    r"(?:el|al) (?:proximo|siguiente) (?:mes|ano|trimestre)|(?:el|al) ano que viene|el mes que viene"
    r"|la semana que viene",
)

_NOT_INTERESTED = _rx(
    # English
    r"not (?:really |at all |currently |even remotely )?interested",
    r"(?:no|zero|little) interest",
    r"no,? thanks?|no,? thank you|thanks,? but no|no thx|nope|we'll pass|i'll pass|pass on this|hard pass",
    r"not (?:a )?(?:good )?(?:fit|match|something we need|something we're looking|relevant|for us"
    r"|for me|looking)",
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?(?:set|good|covered|happy|satisfied|fine) (?:with|for|here|thanks"
    r"|on)",
    r"(?:we|i) already (?:use|have|work|run|partner|rely|are using|signed)",
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?(?:set|good|covered|fine)(?=[.!,]|$)",
    r"^pass\b|(?:we|i) (?:don't|do not|dont) do (?:outbound|cold|that|this|any)",
    r"(?:don't|do not|dont|can't|cannot) see (?:us|me|a|the|any) (?:needing|need|using|fit|use)",
    r"not (?:buying|purchasing|investing in)|(?:isn't|is not|not) something (?:we|i)(?:'d| would| will)?"
    r" (?:use|need|want|do)|foreseeable future",
    r"^(?:no|nope|nah|no thanks|nein|non|no gracias|non merci|nein danke)[.! ]*$",
    r"beyond our budget|out of our (?:budget|price range)|too expensive|can't afford|cannot afford",
    r"see (?:us|me|ourselves) (?:switching|changing|moving|needing)|renewed (?:with|our)",
    r"(?:isn't|is not|won't be|not) going to work|won't work for us|(?:go|going|gone"
    r"|went) (?:in )?a different"
    r" direction",
    r"(?:isn't|is not|not) (?:relevant|a priority for us ever)|went with (?:a|another|someone|one of)"
    r"|(?:chose|picked|selected) (?:a|another) (?:vendor|provider|competitor|solution)",
    r"decided (?:not to|against)|not (?:to )?(?:go|move|proceed) (?:ahead|forward)|in[- ]house"
    r"|built (?:this|it|our own|something)",
    r"already (?:have|use|using|work with|partnered|signed|got)",
    r"(?:we|i) (?:don't|do not|dont) (?:need|want|require|have (?:a )?need)",
    r"no (?:need|budget|use for|requirement)|not in the market|not looking (?:for|to)",
    r"decline|declining|not pursuing|won't be (?:moving|pursuing|proceeding)",
    # German
    r"kein(?:erlei)? (?:interesse|bedarf)|nicht interessiert|besteht kein|brauchen (?:wir )?(?:das |so etwas"
    r" )?nicht",
    r"nein,? danke|(?:haben|nutzen|verwenden|arbeiten) (?:bereits|schon)|sind (?:gut |bestens |bereits )?"
    r"(?:versorgt|aufgestellt)",
    r"passt (?:nicht|leider nicht)|kein budget|nicht relevant|keine verwendung|intern entwickelt",
    r"(?:sehr |vollauf |rundum |bestens |absolut )?zufrieden",
    # French
    r"pas (?:du tout )?interess\w*|(?:ne sommes|ne suis) pas interess\w*|aucun interet|pas d'interet",
    r"pas besoin|non,? merci|(?:avons|utilisons|possedons|travaillons) deja|deja (?:equipes?|une solution"
    r"|un prestataire)",
    r"ne (?:correspond|repond) pas|pas pertinent|pas (?:de|le) budget|ne donnerons pas suite",
    r"passer (?:notre|mon) tour|pas de besoin|en interne|(?:notre|nos) propres? (?:solution|outil)",
    r"ne (?:nous|m'|me) interesse(?:nt)? (?:pas|plus)",
    # Spanish
    r"no (?:nos|me) interesa|no estamos interesad\w*|no estoy interesad\w*|sin interes",
    r"no,? gracias|ya (?:tenemos|contamos|usamos|trabajamos|utilizamos)|no (?:lo )?necesitamos",
    r"no es (?:para nosotros|relevante|de nuestro interes)|no encaja|no tenemos (?:presupuesto|necesidad)",
    r"vamos a pasar|(?:lo )?(?:hacemos|desarrollamos) (?:internamente|en casa)|paso,? gracias",
    # Italian
    r"non (?:siamo|sono) interessat\w|non (?:ci|mi) interessa|nessun interesse|no,? grazie"
    r"|(?:abbiamo|usiamo|utilizziamo) gia|non ne abbiamo bisogno",
    # Dutch
    r"geen (?:interesse|behoefte)|niet geinteresseerd|nee,? (?:dank|bedankt)"
    r"|(?:hebben|gebruiken) (?:al|reeds)|niet nodig",
    # Portuguese
    r"nao (?:temos|tenho) interesse|nao (?:estamos|estou) interessad\w|sem interesse|nao,? obrigad\w"
    r"|(?:ja|nos ja) (?:temos|usamos|utilizamos|trabalhamos)|nao (?:precisamos|necessitamos)",
)

_LATER_SOFT = _rx(
    r"not (?:right )?now|not at (?:the|this) (?:moment|time|point|stage)|not (?:this"
    r"|for this) (?:quarter|year"
    r"|month)|not yet|not currently|not a priority|too busy|no bandwidth|swamped|(?:keep|stay) in touch"
    r"|in the future|(?:timing|the timing) (?:is(?:n't| not)|isn't) (?:right|great|ideal|good)|bad timing"
    r"|wrong time",
    r"nicht (?:jetzt|im moment|momentan|derzeit|aktuell|gerade)|(?:im moment|momentan|derzeit|aktuell|gerade)"
    r" (?:nicht|kein|keine)|noch nicht|keine zeit",
    r"pas (?:pour le moment|maintenant|en ce moment|tout de suite|pour l'instant|actuellement|encore)"
    r"|(?:pour le moment|pour l'instant|en ce moment|actuellement),? (?:ce n'est pas|pas)",
    r"ahora no|(?:por ahora|de momento|en este momento|ahora mismo),? no|no es (?:el|un) buen momento"
    r"|todavia no|aun no",
    r"non (?:ora|adesso|ancora|in questo momento|al momento)|piu avanti"
    r"|(?:al momento|per ora|per il momento|adesso|in questo momento),? no\b|riscrivetemi|riscrivimi"
    r"|(?:ricontattatemi|risentiamoci|sentiamoci)"
    r"|niet (?:nu|op dit moment|momenteel)|later (?:dit|dat) jaar|(?:neem|kom) later|nog niet"
    r"|agora nao|(?:por enquanto|de momento|neste momento),? nao|mais (?:para a frente|tarde)|ainda nao",
)

_INTERESTED = _rx(
    # English
    r"(?<!not )(?<!not really )(?<!no )interest(?:ed|ing)",
    r"sounds? (?:good|great|interesting|promising|useful|like something)|love to|would love",
    r"(?:let's|lets|let us|happy to|glad to|keen to|open to|like to|want to|willing to) (?:talk|chat|meet"
    r"|connect|discuss|speak|learn|hear|see|set up|schedule|book|hop on|jump on|take a look|explore|try"
    r"|get (?:a|on)|do)",
    r"(?:book|schedule|set up|arrange|find|grab|put) (?:a |some |time|an? )?(?:call|time|meeting|demo|chat"
    r"|slot|session|intro)",
    r"(?:send|share|forward|shoot)(?: me| us| over)? (?:more|the|some|a|an|your)? ?(?:info|information"
    r"|details|pricing|prices|deck|case stud|brochure|proposal|quote|overview|one-pager|materials?)",
    r"pricing|price list|how much|what (?:does|would) (?:it|this) cost|cost(?:s)? for|quote for|tell me more"
    r"|more (?:info|information|details)|learn more",
    r"(?:i'm|i am|we're|we are) (?:free|available)|(?:free|available) (?:on|at|next|this|tomorrow)"
    r"|works for me|work for me|does .{1,20} work for you|calendly|my calendar|(?:an|the|calendar) invite",
    r"call me|give me a (?:call|ring)|(?:monday|tuesday|wednesday|thursday|friday) (?:at|works|afternoon"
    r"|morning)",
    r"demo|trial|pilot|curious|intrigued|(?:can|could) you (?:send|share|show)",
    r"^(?:yes|yeah|yep|yup|sure|ok|okay|absolutely|definitely|of course|why not|ja|ja gerne|gerne|oui"
    r"|oui bien sur|si|si,? claro|claro|vale|d'accord)[.! ]*$",
    r"can you do (?:mon|tue|wed|thu|fri|\d|next|this|tomorrow)|(?:monday|tuesday|wednesday|thursday|friday)"
    r" (?:\d|after|before|or\b)",
    r"see it in action|walk (?:me|us)(?: and [\w ]{1,25})? through|(?:what|which) times|(?:a few"
    r"|some) (?:slots|times)"
    r"|set (?:something|a time|it|that) up|worth a (?:conversation|chat|call|look|try)|\d+ ?min(?:ute)?s?\b"
    r"|let me know (?:when you(?:'re| are) (?:free|available)|what times?|which (?:times?|days?|slots?)|your"
    r" availability)|^(?:yes|yeah|yep|sure|absolutely|definitely|of course|ok|okay)\b",
    r"(?:i'm|i am|we're|we are) in[.!]?$|count (?:me|us) in|on a call",
    r"(?:can|could|shall) we (?:talk|chat|meet|speak|set up|schedule|hop|jump|connect)|do you have (?:\d+"
    r"|a few|some|time) ?(?:minutes|min|mins|time)?|good timing|(?:today|tomorrow) or (?:tomorrow|monday"
    r"|tuesday|wednesday|thursday|friday)",
    # German
    r"(?<!nicht )(?<!kein )interess(?:ant|iert|e)",
    r"klingt (?:gut|spannend|interessant|vielversprechend)|gerne(?: mehr| einen| ein| zu)|sehr gerne",
    r"(?:termin|telefonat|gesprach|videocall|vorstellung|angebot|preise|preisliste|unterlagen|infos"
    r"|informationen|kosten|testzugang)",
    r"(?:schicken|senden|lassen) sie (?:mir|uns)|rufen sie (?:mich )?an|lassen sie uns|passt (?:mir|uns)",
    r"telefonier\w*|^gerne\b|wann (?:konnen|konnten|wollen) wir (?:sprechen|telefonieren|reden)"
    r"|suchen (?:gerade|aktuell) (?:so|genau"
    r"|nach)",
    # French
    r"(?<!pas )(?<!pas vraiment )interess\w*|ca m'interesse|volontiers|avec plaisir|pourquoi pas",
    r"(?:appel|rendez-vous|rdv|demo|demonstration|echange|visio|devis|tarifs?|prix|documentation|plaquette"
    r"|presentation)",
    r"m'interesse(?:nt)?|(?:ca|cela) nous interesse|je veux bien|creneaux?|grille tarifaire"
    r"|combien (?:ca )?coute",
    r"envoyez(?:-moi|-nous| moi| nous)?|on peut (?:caler|se parler|en discuter|echanger|se voir)"
    r"|disponible|dites-m'en plus|en savoir plus",
    # Spanish
    r"(?<!no )me interesa|(?<!no )nos interesa|interesante|suena (?:bien|interesante|genial)",
    r"(?:llamada|reunion|demo|demostracion|cita|presupuesto|precios?|informacion|propuesta|videollamada)",
    # Italian, Dutch, Portuguese
    r"(?<!non )(?:mi|ci) interessa|interessante|(?:fissiamo|organizziamo) (?:una|un) (?:chiamata|call|demo"
    r"|incontro)|mandatemi|inviatemi|volentieri|(?:klinkt|lijkt me) (?:goed|interessant)|graag"
    r"|(?:stuur|mail) (?:me|ons) (?:meer|de|een)|(?:vamos|podemos) (?:marcar|agendar|conversar|falar)"
    r"|(?<!nao )(?:me|nos) interessa|tenho interesse|(?:envie|mande)(?:-me|-nos)|com prazer",
    r"(?:enviame|envieme|mandame|mandeme|envienme|enviadme|llamame|llameme|llamenme)|^claro\b|^si,? claro\b"
    r"|(?:me|nos) (?:viene|va) bien|cuanto cuesta|prueba gratuita|nos reunimos|podemos (?:hablar|agendar"
    r"|reunirnos|quedar"
    r"|vernos)|me gustaria|con gusto|encantad[oa]",
)


class RuleClassifier:
    """The default: the phrase rules above, in order, the first match deciding."""

    def classify(
        self, text: str, *, sender: str | None, ours: Collection[str], sent: date | None
    ) -> IntentResult:
        folded = " ".join(fold(text).split())
        if not folded:
            return IntentResult("other")
        found = _ACKNOWLEDGEMENT.search(folded)
        if found:
            return IntentResult("auto_reply", evidence=found.group(0))
        found = _unsubscribe(folded)
        if found:
            return IntentResult("unsubscribe", evidence=found.group(0))
        found = _WRONG_PERSON.search(folded)
        referral = _referral(text, sender=sender, ours=ours)
        if found or (referral and _REFERRAL_CUE.search(folded) and not _INTERESTED.search(folded)):
            return IntentResult(
                "wrong_person", evidence=found.group(0) if found else referral, referral=referral
            )
        found = _LATER_FIRM.search(folded)
        if not found and not _INTERESTED.search(folded):
            found = _LATER_TIME.search(folded)
        if found:
            return IntentResult("not_now", evidence=found.group(0), follow_up_date=_when(folded, sent))
        found = _NOT_INTERESTED.search(folded)
        if found:
            return IntentResult("not_interested", evidence=found.group(0))
        day = _when(folded, sent)
        found = _LATER_SOFT.search(folded)
        if found:
            return IntentResult("not_now", evidence=found.group(0), follow_up_date=day)
        found = _INTERESTED.search(folded)
        if found:
            return IntentResult("interested", evidence=found.group(0))
        return IntentResult("other")


# "Don't unsubscribe me", "I don't want to be taken off your list", "bitte nicht aus dem Verteiler nehmen":
# a removal phrase the same clause negates a few words before it is no request.
_NEGATION = re.compile(r"(?:^|\s)(?:don't|do not|dont|never|nicht|no|ne|n'|not|pas)(?=\s|$)")
# Refusals that are no negation of the request after them ("no thanks, and take me off your list").
_POLITE_NO = re.compile(
    r"\b(?:no,? (?:thanks|thank you|thx|gracias|merci|danke)|no me interesa|not (?:really "
    r"|at all )?interested"
    r"|kein interesse|pas interess\w*|nein,? danke|non,? merci)\b"
)
_CLAUSE = re.compile(r"[.;!?,:]|\b(?:but|aber|mais|pero)\b")


def _unsubscribe(folded: str) -> re.Match[str] | None:
    for found in _UNSUBSCRIBE.finditer(folded):
        clause = _CLAUSE.split(folded[: found.start()])[-1]
        window = " ".join(_POLITE_NO.sub(" ", clause).split()[-5:])
        if not _NEGATION.search(" " + window):
            return found
    return None


def _when(folded: str, sent: date | None) -> date | None:
    return follow_up_date(folded, sent=sent) if sent is not None else None


# An address named with words like these is someone to talk to instead, even without "wrong person".
_REFERRAL_CUE = _rx(
    r"instead|rather|better|right person|colleague|kollegin|kollege|collegue|companer[oa]|handles|in charge"
    r"|team|department|owns|runs|head of|directly|send (?:it|this) to|forward|want|best bet|escribe|ecrivez"
    r"|direct|handles|lo ve|voyez|vp|head|director|manager|under|through|uber|successor|lleva|passe par"
    r"|departamento|service"
    r"|zustandig|responsable|contact|kontakt|try|reach|ask|wenden|adressez|dirijase|escriba"
)


def _referral(text: str, *, sender: str | None, ours: Collection[str]) -> str | None:
    """The first address in the sender's own text that is neither theirs nor ours."""
    skip = {address.lower() for address in ours}
    if sender:
        skip.add(sender.lower())
    for address in _ADDRESS.findall(text):
        address = address.strip(".-_").lower()
        if address not in skip:
            return address
    return None


DEFAULT = RuleClassifier()


def load_classifier(spec: str | None) -> IntentClassifier:
    """`package.module:factory` (a class or a function returning a classifier), or the rules."""
    if not spec:
        return DEFAULT
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise ValueError(f"intent classifier {spec!r}: expected 'package.module:factory'")
    factory = getattr(importlib.import_module(module_name), attribute)
    classifier = factory()
    if not isinstance(classifier, IntentClassifier):
        raise TypeError(f"intent classifier {spec!r} has no classify(text, sender=, ours=, sent=) method")
    return classifier
