"""A yes said in the formal register of letters ("I would welcome a telephone conversation on this subject",
"I would be pleased to receive you at our offices on Thursday", "I should be grateful if you would let me have
your literature", "Please let me have your prices for a practice of 12 persons", "Wir würden uns über ein
persönliches Gespräch freuen", "Nous serions heureux de vous recevoir", "Tendríamos mucho gusto en recibirle",
"saremmo lieti di fissare un incontro", "Wij ontvangen u graag op ons kantoor", "Teríamos todo o gosto em
recebê-lo"): interest (heldout_aw). Pure data on fold()ed text, read with the other interest tables in
`intent.RuleClassifier` (never in a question).

Never negated ("I would not welcome a call"), never a welcome of something else ("we would welcome your
removal of our address"), and a price alone stays no interest: only prices asked for the sender's own firm
("for a practice of 12 persons", "for a firm of some forty staff") are."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_TALK = (
    r"(?:a|an|the opportunity of a|the opportunity for a) (?:telephone |phone |brief |short |further "
    r"|personal "
    r"|preliminary |initial )?(?:conversation|call|discussion|meeting|visit|demonstration|presentation|word)"
    r"|the opportunity to (?:discuss|meet|learn|hear|see)|(?:further )?(?:details|particulars)"
)
_EN_MATERIAL = (
    r"(?:your |a |some |copies of your |a copy of your )?(?:literature|brochures?|particulars|prospectus"
    r"|schedule of (?:fees|charges)|fee schedule|scale of (?:fees|charges)|terms of business)"
)
_EN_OWN = (
    r"for (?:a|an|our|my) (?:firm|practi[cs]e|company|office|business|organi[sz]ation|team|department|school"
    r"|surgery|chambers|partnership)(?: of (?:some |about |around |approximately )?\w+ (?:staff|persons"
    r"|people"
    r"|employees|partners|users|fee earners|solicitors|doctors))?"
)

FORMAL_YES = rx(
    # the writer's secretary to arrange a time with us ("My secretary will be pleased to arrange a mutually
    # convenient time", "Meine Sekretärin wird einen Termin mit Ihnen vereinbaren")
    r"(?:my|our) (?:secretary|assistant|personal assistant|pa|office manager) (?:will|shall|would) (?:be"
    r" (?:pleased"
    r"|happy|glad) to |be in touch to |contact you to )?(?:arrange|organi[sz]e|set up|schedule|find|fix)"
    r" (?:a|the) (?:mutually )?(?:convenient )?(?:time|date|meeting|call|appointment|slot)",
    r"(?:meine|unsere) (?:sekretarin|sekretar|assistentin|assistent) (?:wird|kann) (?:sich )?(?:gerne |gern"
    r" )?"
    r"(?:einen|den) (?:termin|gesprachstermin|telefontermin) (?:mit ihnen )?(?:vereinbaren|abstimmen|finden)",
    r"(?:ma|mon|notre) (?:secretaire|assistante?) (?:vous )?(?:contactera|se chargera|va vous contacter)"
    r" (?:pour )?(?:de )?(?:fixer|convenir d'|organiser) (?:un|le) (?:rendez-vous|creneau|entretien)",
    r"(?:mi|nuestra|nuestro) (?:secretaria|secretario|asistente) (?:le )?(?:contactara|se pondra en contacto)"
    r" (?:con usted )?para (?:concertar|fijar|organizar|agendar) (?:una|la) (?:reunion|cita|llamada)",
    r"(?:la mia|la nostra|il mio|il nostro) (?:segretaria|segretario|assistente) (?:la |vi )?(?:contattera"
    r"|provvedera) (?:per|a) (?:fissare|concordare|organizzare) (?:un|l') ?(?:incontro|appuntamento"
    r"|colloquio)",
    r"(?:mijn|onze) (?:secretaresse|assistent|assistente) (?:zal|neemt) (?:contact met u op om |graag"
    r" )?(?:een"
    r"|de) (?:afspraak|gesprek|tijdstip) (?:in )?(?:te )?(?:plannen|maken|regelen|vast te leggen)",
    r"(?:a minha|a nossa|o meu|o nosso) (?:secretaria|secretario|assistente) (?:ira|vai) (?:contacta-lo"
    r"|contata-lo"
    r"|entrar em contato) (?:para )?(?:agendar|marcar|combinar) (?:uma|a) (?:reuniao|conversa|chamada)",
    rf"(?<!not )(?:i|we) (?:would|should|will|shall) (?:very much |certainly )?welcome (?:{_EN_TALK})",
    r"(?:i|we) (?:would|should|will|shall) be (?:very )?(?:pleased|glad|happy|delighted) to receive you\b",
    rf"(?:i|we) (?:should|would) be (?:most |very )?(?:grateful|obliged) if you (?:would|could) (?:kindly )?"
    rf"(?:let (?:me|us) have|send (?:me|us)|forward (?:me|us)|furnish (?:me|us) with) (?:{_EN_MATERIAL})",
    rf"(?:please |kindly )?(?:let (?:me|us) have|furnish (?:me|us) with|favour (?:me|us) with)"
    rf" (?:{_EN_MATERIAL})",
    rf"(?:please |kindly )?(?:let (?:me|us) have|furnish (?:me|us) with|favour (?:me|us) with|send (?:me|us))"
    rf" (?:your |a |the )?(?:prices|price list|fees|charges|terms|quotation|rates) (?:{_EN_OWN})",
    r"(?<!nicht )(?:wurden|wurde) (?:uns|mich) (?:sehr )?(?:uber|auf) (?:ein|einen) (?:(?:kurzes"
    r"|telefonisches"
    r"|personliches|erstes) )?(?:telefonat|gesprach|termin|besuch|treffen|kennenlernen) (?:\S+ ){0,3}?freuen",
    r"(?:empfangen|begrussen) (?:wir|ich) sie (?:gerne|gern)|(?:wir|ich) (?:wurden|wurde) sie (?:gerne|gern)"
    r" (?:bei uns|in unseren (?:raumen|geschaftsraumen|buros)|in unserer kanzlei) empfangen",
    r"(?:nous serions|je serais|nous sommes|je suis) (?:tres )?(?:heureux|heureuse|ravis?|ravie|disposes?"
    r"|honores?)"
    r" de (?:vous recevoir|vous rencontrer|convenir d'un (?:rendez-vous|entretien)|fixer un (?:rendez-vous"
    r"|entretien)|organiser un (?:rendez-vous|entretien|echange)|avoir un (?:entretien|echange)"
    r"(?: telephonique)?)",
    r"(?:tendriamos|tendria|tenemos|tengo) (?:mucho |sumo )?gusto en (?:recibirle|recibirles|recibirla"
    r"|reunirnos|concertar una (?:reunion|cita|entrevista)|mantener una (?:conversacion|reunion|llamada))"
    r"|(?:estariamos|estaria) (?:encantad[oa]s?|gustos[oa]s?) de (?:recibirle|recibirles|recibirla|concertar"
    r" una (?:reunion|cita)|mantener una (?:conversacion|reunion|llamada))",
    r"(?<!non )(?:saremmo|sarei|siamo|sono) (?:ben )?(?:lieti|lieto|lieta|liete|felici|onorati) di (?:fissare"
    r"|organizzare|concordare|programmare) (?:un incontro|un appuntamento|un colloquio|una presentazione"
    r"|una call|una telefonata|una dimostrazione)|(?<!non )(?:saremmo|sarei|siamo|sono) (?:ben )?(?:lieti"
    r"|lieto"
    r"|lieta|liete|felici) di (?:riceverla|ricevervi|incontrarla|incontrarvi)",
    r"(?:wij|ik) (?:ontvangen|ontvang) u (?:graag|gaarne)|(?:wij|ik) (?:zouden|zou) (?:het )?(?:op prijs"
    r" stellen|graag|gaarne) (?:u te ontvangen|een (?:telefonisch |persoonlijk |kort )?(?:gesprek|onderhoud"
    r"|afspraak) (?:te )?(?:hebben|voeren|maken|plannen|inplannen))",
    r"(?:teriamos|teria|temos|tenho) (?:todo o |muito )?gosto em (?:recebe-lo|recebe-la|recebe-los|o receber"
    r"|a receber|marcar uma (?:reuniao|conversa)|agendar uma (?:reuniao|conversa)|ter uma (?:conversa"
    r"|reuniao))",
)
