"""A no said in the formal register of letters ("it is not something we shall be pursuing", "we are entirely
satisfied with our present arrangements", "the Department is unable to entertain unsolicited proposals", "Wir
sind mit unserer derzeitigen Lösung vollauf zufrieden", "Nous ne souhaitons pas donner suite à votre
proposition", "No deseamos dar curso a su propuesta", "Non intendiamo dare seguito alla Vostra proposta", "Wij
wensen hier geen gevolg aan te geven", "Não pretendemos dar seguimento à sua proposta"): a no (heldout_aw).
Pure data on fold()ed text, read as a stated no (`intent_no.STATED_NO`, never in a question).

Never a satisfaction denied ("we are not entirely satisfied with our present arrangements" is an opening), a
follow-up offered to us ("if you do not wish to pursue this"), nor a no to someone else ("our client does not
wish to proceed")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_PRESENT = r"(?:present|current|existing)"
_IF = r"(?<!if you )(?<!if )(?<!should you )"

# a meeting or an offer that the sender wishes to forgo, in the letters' register (heldout_ci: "wir möchten
# von einem Gespräch absehen"): "we would prefer to forgo a meeting", "nous préférons renoncer à un
# entretien",
# "preferimos prescindir de una reunión", "preferiamo rinunciare a un incontro", "wij zien af van een
# gesprek",
# "preferimos dispensar uma reunião"; never negated or on a condition ("if you'd rather forgo a call")
_TALK = {
    "en": r"(?:a |any |the )?(?:meeting|call|conversation|demo|presentation)",
    "de": r"(?:einem|einer|dem|der|einen|den|eine|die) (?:weiteren? )?(?:gesprach|termin|telefonat"
    r"|vorstellung|prasentation|demo)",
    "fr": r"(?:a |au |a la |a un |a une )(?:entretien|rendez-vous|rencontre|echange|appel|demonstration)",
    "es": r"(?:de |a )(?:una |la |un |el )?(?:reunion|llamada|cita|conversacion|demostracion)",
    "it": r"(?:a un|a una|all'|al|alla) ?(?:incontro|colloquio|chiamata|appuntamento|dimostrazione)",
    "nl": r"(?:van )?(?:een|het) (?:gesprek|afspraak|demo|presentatie|kennismaking)",
    "pt": r"(?:uma |a |um |o )?(?:reuniao|chamada|conversa|demonstracao|apresentacao)",
}

# no possibility seen of taking the proposal up (heldout_co: "zien wij geen mogelijkheid om hierop in te
# gaan"), in every rule language: "we see no possibility of taking this up", "sehen wir keine Möglichkeit,
# darauf einzugehen", "nous ne voyons pas la possibilité d'y donner suite", "no vemos la posibilidad de
# aceptar su propuesta", "non vediamo la possibilità di dare seguito", "não vemos possibilidade de avançar";
# only with the proposal as what is not taken up, never a date or a slot ("we see no possibility to meet on
# Tuesday")
_PROPOSAL = {
    "en": r"(?:this|it|the matter|your (?:offer|proposal|proposition))",
    "de": r"(?:ihr(?:en)? (?:angebot|vorschlag|anfrage|anliegen)|das angebot|diesen vorschlag)",
    "fr": r"(?:votre|cette) (?:offre|proposition|demarche)",
    "es": r"(?:su|vuestra|esta|la) (?:propuesta|oferta)",
    "it": r"(?:la (?:vostra|sua)|questa|vostra|sua) (?:proposta|offerta)",
    "nl": r"(?:uw|je|jullie|dit|het|deze) (?:voorstel|aanbod|aanbieding|offerte|verzoek)",
    "pt": r"(?:a (?:sua|vossa)|esta|sua|vossa) (?:proposta|oferta)",
}
POSSIBILITY_NOT_SEEN = (
    rf"(?:(?:we|i) (?:can |could )?see no (?:possibility|way|scope) (?:of|to|for) (?:tak(?:e|ing)"
    rf" {_PROPOSAL['en']} (?:up|forward|further)|(?:pursue|pursuing|accept|accepting) {_PROPOSAL['en']}"
    rf"|proceed(?:ing)?(?: with {_PROPOSAL['en']})?)\b"
    # ... the subject first too ("Wir sehen daher keine Möglichkeit", "Wij zien daarom geen mogelijkheid",
    # heldout_dc)
    rf"|(?:(?:sehen|sehe) (?:wir|ich)|(?:wir|ich) (?:sehen|sehe)) (?:daher |deshalb |leider |derzeit )?keine"
    rf" moglichkeit,? (?:darauf|auf"
    rf" {_PROPOSAL['de']}) einzugehen|(?:sehen|sehe) (?:wir|ich) (?:daher |deshalb |leider )?keine"
    rf" moglichkeit,? {_PROPOSAL['de']} anzunehmen"
    rf"|ne (?:voyons|vois) (?:pas|aucune) (?:de |la )?possibilite (?:d'y donner suite|de donner suite"
    rf"|d'accepter {_PROPOSAL['fr']}|de repondre favorablement)"
    rf"|no (?:vemos|veo) (?:la |ninguna )?posibilidad de (?:dar curso|dar seguimiento|aceptar"
    rf" {_PROPOSAL['es']}|seguir adelante)"
    rf"|non (?:vediamo|vedo) (?:la |alcuna )?possibilita di (?:dare seguito|accettare {_PROPOSAL['it']}"
    rf"|accogliere {_PROPOSAL['it']}|procedere)"
    rf"|(?:(?:zien|zie) (?:wij|ik|we)|(?:wij|we|ik) (?:zien|zie)) (?:dan ook |daarom |helaas |echter )?geen"
    rf" (?:enkele )?mogelijkheid (?:om"
    rf" )?(?:(?:hier|daar|er) ?op in te gaan|op {_PROPOSAL['nl']} in te gaan|(?:hier|daar|er) gebruik van te"
    rf" maken|(?:hier|daar|er) gevolg aan te geven|{_PROPOSAL['nl']} aan te nemen)"
    rf"|nao (?:vemos|vejo) (?:a |qualquer |nenhuma )?possibilidade de (?:dar seguimento|aceitar"
    rf" {_PROPOSAL['pt']}|avancar))"
    # ... for good, never only until a time ("non vediamo la possibilità di dare seguito prima di gennaio":
    # a later; review of 2026-12-06, fourteenth)
    r"(?!,? (?:\S+ ){0,2}?(?:before|until|till|prior to|vor|bis|avant|jusqu'?\w*|antes de|antes do|antes da"
    r"|hasta|prima di|prima del|prima della|fino a|voor|tot|ate)\b)"
)

FORMAL_NO = rx(
    POSSIBILITY_NOT_SEEN,
    rf"{_IF}(?:we|i) (?:would (?:prefer|like) to|wish to|prefer to|shall|will) (?:refrain from|forgo|forego)"
    rf" {_TALK['en']}",
    rf"(?<!nicht )(?:mochten|mochte|werden|wollen|wurden) (?:daher |deshalb |deswegen |gerne )?(?:von|auf)"
    rf" {_TALK['de']} (?:absehen|verzichten)",
    rf"(?:preferons|prefere|souhaitons|allons) (?:donc )?renoncer {_TALK['fr']}",
    rf"(?:preferimos|prefiero|deseamos|vamos a) (?:prescindir|renunciar) {_TALK['es']}",
    rf"(?:preferiamo|preferisco|intendiamo) (?:quindi )?rinunciare {_TALK['it']}",
    rf"(?:zien|zie) (?:wij |ik |we )?(?:daarom |dan ook )?af {_TALK['nl']}|(?:zien|zie) (?:wij |ik |we )?"
    rf"(?:daarom |dan ook )?{_TALK['nl']} af\b",
    rf"(?:preferimos|prefiro) (?:dispensar|abdicar de|prescindir de) {_TALK['pt']}",
    r"(?:is|was) not (?:something|a matter|an offer|a proposal) (?:which |that )?(?:we|i) (?:shall|will"
    r"|should"
    r"|would|intend to|propose to|wish to) (?:be )?(?:pursu\w+|tak\w+ (?:up|forward|further))",
    r"(?<!if )(?:we|i) (?:shall|will) not be (?:pursuing|taking (?:this|it|the matter|your \w+) (?:up|further"
    r"|forward))",
    rf"(?<!not )(?<!never )(?:entirely|perfectly|quite|fully|wholly|thoroughly) (?:satisfied|content|happy)"
    rf" with (?:our|the|my) {_EN_PRESENT} (?:arrangements?|suppliers?|providers?|systems?|advisers|advisors)",
    r"(?:do not|don't|have no) intend(?:ion)? (?:to make )?any change",
    r"(?:unable|not able|not in a position|cannot|can't) (?:to )?entertain (?:any )?(?:unsolicited |such )?"
    r"(?:proposals?|approaches|offers?|solicitations|enquiries|inquiries)",
    r"(?:i am|i'm|we are|we're) afraid (?:that )?(?:we|i) (?:cannot|can't|are unable to|am unable to) (?:be"
    r" of"
    r" )?(?:assist(?:ance)?|help)(?: to)? you\b",
    r"(?<!nicht )(?:vollauf|vollkommen|vollstandig|ganzlich|durchaus|sehr) zufrieden mit (?:unserer|unseren"
    r"|unserem|der|den|dem) (?:derzeitigen|jetzigen|bestehenden|gegenwartigen|aktuellen)",
    r"(?:sind|bin) mit (?:unserer|unseren|unserem|der|den|dem) (?:derzeitigen|jetzigen|bestehenden"
    r"|gegenwartigen|aktuellen) \w+ (?:vollauf|vollkommen|vollstandig|ganzlich|durchaus|sehr)"
    r" zufrieden",
    r"(?:mochten|werden|wollen|mochte|werde|will) (?:wir|ich) (?:ihr (?:angebot|anliegen)|dies|das|diese"
    r" angelegenheit) (?:nicht|keinesfalls) weiter verfolgen|(?:ihr angebot|ihr anliegen|ihren vorschlag)"
    r" (?:mochten|werden|wollen) (?:wir|ich) (?:nicht|keinesfalls) weiter verfolgen",
    rf"{_IF}(?:ne|n') ?(?:souhaitons|souhaite|desirons|desire|entendons|entends|envisageons|envisage|comptons"
    rf"|compte) pas (?:y )?donner (?:une )?suite",
    r"(?:pleinement|entierement|tout a fait|parfaitement) satisfaite?s? (?:de|par) (?:notre|nos) (?:\w+ )?"
    r"(?:prestataires?|solutions?|organisations?|dispositifs?|fournisseurs?|outils?|systemes?) actuel",
    rf"{_IF}no (?:deseamos|deseo|desea|vamos a|pensamos|tenemos intencion de) (?:dar curso|dar"
    rf" seguimiento|seguir adelante con)",
    r"(?<!no )(?:plenamente|totalmente|completamente|muy) satisfech[oa]s? con (?:nuestr[oa]s?|el|la|los|las)"
    r" (?:actual(?:es)? )?(?:proveedor|solucion|sistema|herramienta|servicio|asesor)\w*(?: actual(?:es)?)?",
    rf"{_IF}non (?:intendiamo|desideriamo|intendo|desidero|riteniamo di|pensiamo di) dare (?:alcun"
    rf" )?"
    rf"seguito",
    r"(?<!non )(?:pienamente|del tutto|completamente|molto) soddisfatt[ioae] (?:dell'attuale|del nostro"
    r" attuale"
    r"|della nostra attuale|delle attuali|degli attuali|dei nostri attuali|delle nostre attuali|della"
    r" soluzione"
    r" attuale|del fornitore attuale)",
    r"(?:wij|ik) (?:wensen|wens|zullen|willen|zijn niet voornemens)(?: hier| daar)? geen gevolg (?:aan"
    r" )?(?:te )?"
    r"geven|(?:wij|ik) (?:wensen|wens|zullen|willen) (?:hier |daar )?niet (?:op )?in (?:te )?gaan",
    # the plain "ik ga hier (dus) niet op in" (heldout_bz); never "ik ga hier later (nog) op in"
    r"(?:ik ga|wij gaan|we gaan) (?:hier|daar) (?:dus |verder |dan ook )?niet (?:verder )?op in\b",
    r"(?<!niet )(?:zeer|volledig|geheel|uiterst|volkomen) tevreden (?:over|met) (?:onze|de) (?:huidige"
    r"|bestaande)",
    rf"{_IF}nao (?:pretendemos|desejamos|pretendo|desejo|iremos|vamos) dar (?:qualquer )?seguimento",
    r"(?<!nao )(?:plenamente|inteiramente|totalmente|muito) satisfeit[oa]s? com (?:a nossa|o nosso|as nossas"
    r"|os nossos|a|o|as|os) (?:atual|actual|atuais|actuais)",
)
