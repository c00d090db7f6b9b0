"""Public procurement as a no: the buyer only buys through a public tender and meets no supplier outside
it ("all purchases are made through public tender ... unable to meet with suppliers outside that
process", "ausschließlich im Wege öffentlicher Ausschreibungen", "mediante licitación pública", "tramite
gara d'appalto", "via een openbare aanbesteding", "por concurso público", "par voie d'appel d'offres").
Pure data on fold()ed text, read as not_interested after the later rules: "please submit through our
tender portal when it opens in March" is a later, and "we'd like a quote for our tender" (no "only",
no "public") asks for a quote."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

PUBLIC_TENDER = rx(
    # English
    r"(?:made|done|awarded|handled|carried out|conducted|procured|bought|purchased|go(?:es)?) (?:\w+ )?"
    r"(?:through|via|by(?: way of)?|under) (?:a |an |our )?(?:formal |public |open |competitive )+"
    r"(?:tenders?|tendering|procurement)(?: process(?:es)?| procedures?)?",
    r"(?:outside|beyond|other than through) (?:that|this|the|a|our) (?:formal |public |tender(?:ing)? "
    r"|procurement )*(?:process|procedure|framework)",
    # German
    r"(?:ausschliesslich|nur) (?:im wege|uber|per|mittels|durch) (?:einer |der )?(?:offentliche[nr]? )?"
    r"(?:ausschreibung(?:en)?|vergabeverfahren)|ausserhalb (?:eines|des|von) (?:\w+ )?vergabeverfahren\w*",
    # French
    r"(?:par (?:voie d'|le biais (?:de |d'|des )|l'intermediaire (?:de |des |d'))?|via (?:des |les |un )?"
    r"|dans le cadre (?:de |des |d'))(?:marches publics|appels? d'offres(?: publics?)?|la commande publique)",
    # Spanish
    r"(?:mediante|por|a traves de|via) (?:una )?(?:licitacion(?:es)? publicas?|concurso publico"
    r"|procedimiento de contratacion publica)|al margen de (?:dicho|ese|este|el) procedimiento",
    # Italian
    r"(?:tramite|mediante|attraverso|con|per) (?:un |una |l'|le )?(?:appalt[oi] pubblic[oi]"
    r"|gar[ae] (?:d'appalto"
    r"|pubblic[ahe]+)|procedur[ae] (?:di gara|ad evidenza pubblica)|il mepa)",
    # Dutch
    r"(?:via|door middel van|middels|met) (?:een |de )?(?:openbare |europese |nationale )?aanbesteding(?:en)?"
    r"|buiten (?:een |de |die |het )?(?:aanbesteding(?:sprocedure)?|aanbestedingstraject)",
    # Portuguese
    r"(?:por|atraves de|mediante|via) (?:um |uma )?(?:concurso publico|licitac(?:ao|oes)(?: publicas?)?"
    r"|procedimento de contratacao publica)|fora (?:do|desse|deste) (?:procedimento|processo)",
)
