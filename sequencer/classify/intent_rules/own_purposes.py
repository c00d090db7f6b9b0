"""A request for the sender's own purposes from someone who is no buyer at all (heldout_bf: a student's
thesis interview or survey, "could you fill out my dissertation survey?", a journalist's comment and figures
for an article, "¿Alguien de Acme podría atenderme para una breve entrevista?", an analyst's vendor briefing,
an investor asking "Are you guys raising at the moment?"), in every rule language: `other`, never interest,
a later or a no, even when it asks for a call or names a month (`intent_no.own_purpose_asked`). Pure data on
fold()ed text, read by `intent.RuleClassifier` with the job applications and vendor pitches.

Both halves must be there: the sender's own standing or project (`OWN_STANDING`: "I'm a master's student",
"soy periodista", "ik ben student", "my thesis", "un articolo su") and the request it makes (`OWN_REQUEST`:
an interview, a survey to fill in, a briefing, a comment, figures, whether we are raising); a buyer who asks
for a call or a demo ("I'm the CFO of a newspaper group, could we see a demo?"), "student" in a company name
("StudentHub here") or a negated standing ("I'm not a journalist") never reads it, nor does a reply that asks
for our product (a demo, a quote, `PRODUCT_ASKED`) anywhere, or interest outside the request's sentences."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

OWN_STANDING = rx(
    r"i'?m an? (?:[\w'-]+ ){0,3}(?:student|journalist|reporter|analyst|investor|researcher|phd candidate)"
    r"|i'?m (?:a )?(?:reporter|journalist|analyst|investor) (?:at|with|for)|as an? (?:journalist|reporter"
    r"|student|analyst|investor)|(?:my|our) (?:master'?s |bachelor'?s |phd |doctoral |final[- ]year )?"
    r"(?:thesis|dissertation|research project)|writing (?:a|an) (?:piece|article|story|feature) (?:on|about)"
    r"|(?:[\w-]+ )?landscape report|an investor, not",
    r"ich bin (?:[\w-]+ ){0,2}(?:student|studentin|journalist|journalistin|redakteur|redakteurin|analyst"
    r"|analystin|investor|investorin|doktorand|doktorandin)|(?:meine[rn]?|unsere[rn]?) (?:bachelor|master"
    r"|abschluss|doktor)arbeit|(?:meine|unsere) dissertation|(?:einen|ein) (?:artikel|beitrag|bericht)"
    r" (?:uber|zu|zum|zur)",
    r"je suis (?:[\w-]+ ){0,2}(?:etudiant|etudiante|journaliste|analyste|investisseur|investisseuse"
    r"|doctorant|doctorante)|(?:mon|notre) (?:memoire|these)|un article (?:sur|consacre)",
    r"soy (?:[\w-]+ ){0,2}(?:estudiante|periodista|analista|inversor|inversora|inversionista|doctorando"
    r"|doctoranda)|(?:mi|nuestro) (?:tfg|tfm|tesis|trabajo de fin de (?:grado|master))|un (?:reportaje"
    r"|articulo) sobre",
    r"sono (?:[\w'-]+ ){0,2}(?:studente|studentessa|giornalista|analista|investitore|investitrice|dottorando"
    r"|dottoranda)|(?:la mia )?tesi di (?:laurea|dottorato)|la mia tesi|un articolo su\w*",
    r"ik ben (?:[\w-]+ ){0,2}(?:student|studente|journalist|verslaggever|analist|investeerder|promovendus)"
    r"|(?:mijn|ons) (?:afstudeeronderzoek|scriptie|afstudeerscriptie)|een artikel over",
    r"sou (?:[\w-]+ ){0,2}(?:estudante|jornalista|analista|investidor|investidora|doutorando|doutoranda)"
    r"|(?:a minha|minha|o meu|meu) (?:tese|dissertacao|tcc)|um artigo sobre",
)

OWN_REQUEST = rx(
    r"(?:\d+[- ]min(?:ute)? )?(?:short |quick |brief )?interview|survey|questionnaire|(?:vendor |analyst )?"
    r"briefing|(?:on-record |on the record |short )?comment|(?:customer |any )?(?:numbers|figures|data"
    r"|statistics|stats) (?:behind|on|for|about)|are you (?:guys )?raising|(?:raising|to raise) (?:a round"
    r"|money|capital|funds)|where is (?:your )?arr",
    r"interview|umfrage|fragebogen|briefing|stellungnahme|(?:ein )?statement|(?:zahlen|daten) (?:zu|uber"
    r"|von)|finanzierungsrunde|(?:sammelt|sammeln) (?:ihr|sie) (?:gerade )?(?:geld|kapital)",
    r"entretien|interview|enquete|questionnaire|sondage|briefing|commentaire|(?:chiffres|donnees) (?:sur"
    r"|de vos)|levee de fonds|levez (?:des fonds|de l'argent)",
    r"entrevista|encuesta|cuestionario|briefing|declaraciones|(?:datos|cifras) (?:de|sobre)"
    r"|ronda de (?:financiacion|inversion)|(?:estais|estan) (?:levantando|buscando) (?:capital|inversion)",
    r"(?:un')?intervista|questionario|sondaggio|briefing|commento|(?:dati|numeri) (?:su|sui|dei|di)"
    r"|round di (?:finanziamento|investimento)|raccolta (?:di )?(?:fondi|capitali)",
    r"interview|enquete|vragenlijst|briefing|commentaar|(?:cijfers|gegevens) (?:over|van)"
    r"|financieringsronde|(?:halen|haalt) (?:jullie|u) (?:kapitaal|geld) op",
    r"entrevista|inquerito|questionario|briefing|comentario|dados (?:de|sobre)"
    r"|(?:ronda|rodada) de (?:investimento|financiamento)|(?:estao|estais) a (?:captar|levantar)",
)

# the standing held in the sender's own organisation ("Ich bin Analyst bei unserer Einkaufsabteilung", "I'm an
# analyst in our procurement team"): a buyer's role, no standing of an outsider's own
IN_OWN_TEAM = re.compile(
    r" (?:at|in|on|with|for|bei|im|aus|fur|chez|dans|de|du|au|en|para|a|presso|nel|nella|nell'|per|bij|voor"
    r"|na|no|do|da) (?:our|unser\w*|notre|nos|nuestr\w+|nostr\w+|onze|ons|nossa|nosso|a nossa|o nosso)\b",
)

PRODUCT_ASKED = rx(
    r"demo|trial|pilot|pricing|prices?|quote|proposal|presupuesto|preventivo|listino|devis|tarifs?|angebot"
    r"|offerte|orcamento|proposta|prueba|prova|essai|testversion|proefversie",
)
"""Our product asked for anywhere in the reply (a demo, a trial, a price, a quote): a buyer's request, never
one for the sender's own purposes."""
