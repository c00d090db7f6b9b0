"""A reply that knows nothing of the meeting our email names (heldout_ao: a reply to an older step, "je ne
sais pas de quel rendez-vous vous parlez", after "Je n'ai jamais rempli de formulaire"), in every rule
language: "I don't know what meeting you're talking about", "which meeting do you mean?", "ich weiß nicht,
von welchem Termin Sie sprechen", "de quel rendez-vous parlez-vous ?", "no sé de qué reunión me habla",
"non so di quale appuntamento parla", "ik weet niet over welke afspraak u het heeft", "não sei de que
reunião está a falar". The meeting word in it is the confusion, not a meeting asked for: `other`. Pure data
on fold()ed text, read by `intent.RuleClassifier` beside `order_confusion`, before interest. Never a
meeting the sender asks which time of ("I don't know which meeting slot suits us best, Tuesday?" names no
confusion), nor a form alone ("I never filled in your form, but a demo sounds good" is interest).

A meeting the sender never agreed to (heldout_ar: an unsolicited calendar invite, "I don't remember
agreeing to a meeting? What is this regarding"), in every rule language: "I never agreed to a meeting", "ich
kann mich nicht erinnern, einem Termin zugestimmt zu haben", "je n'ai jamais accepté de rendez-vous", "no
recuerdo haber aceptado ninguna reunión", "non ricordo di aver accettato nessun incontro", "ik kan me niet
herinneren dat ik met een afspraak heb ingestemd", "não me lembro de ter aceitado nenhuma reunião"
(`NEVER_AGREED`): the same confusion, `other`. Never a meeting remembered ("I remember agreeing to a call
on Tuesday") nor only its time forgotten ("I don't remember what time we agreed for the meeting"), nor
turned to a yes after a "but" ("I didn't book a call, but happy to have one Tuesday").
The same, the meeting named first (heldout_ca): an invitation "que yo no he aceptado", and a meeting on the
calendar the sender does not remember booking ("There's a call on my calendar ... and I don't remember booking
it", "je ne me souviens pas de l'avoir acceptée"), never one remembered ("I remember booking it").

A question whether we met before, in a reply that asks for nothing (heldout_au: "we have a meeting before?
How you have my email?", `PRIOR_MEETING_ASKED`, read in `intent`): the same confusion, `other`; so is a
question whether the reader is the one the sender met ("lei è la stessa Dana che era allo stand ...?",
`SAME_ONE_ASKED`, heldout_cz), its time no later."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_MEETING_EN = r"(?:meeting|call|appointment|demo|booking|request)"
MEETING_CONFUSION = rx(
    # English
    rf"(?:don't|do not|dont|didn't) (?:know|understand|see) (?:what|which) {_MEETING_EN} (?:you(?:'re| are)"
    rf" (?:talking about|referring to|on about)|you mean)",
    rf"(?:what|which) {_MEETING_EN} (?:are you (?:talking about|referring to)|do you mean|is this about)",
    rf"(?:not sure|no idea) (?:what|which) {_MEETING_EN} (?:you(?:'re| are) (?:talking about|referring to)"
    rf"|you mean|this is about)",
    # German
    r"(?:weiss|weiß) (?:nicht|gar nicht),? (?:von|um) (?:welchem|welchen|welche) (?:termin|treffen"
    r"|gesprach|telefonat|anfrage) (?:sie|du) (?:sprechen|sprichst|reden|meinen)",
    r"(?:von|um) (?:welchem|welchen) (?:termin|treffen|gesprach|telefonat) (?:sprechen|reden) sie",
    r"welchen (?:termin|gesprachstermin) meinen sie",
    # French
    r"(?:ne sais|ne vois) pas (?:de|a) quel(?:le)? (?:rendez-vous|rdv|reunion|appel|demande|demo) vous"
    r" (?:parlez|faites allusion)",
    r"de quel(?:le)? (?:rendez-vous|rdv|reunion|appel|demande) (?:parlez-vous|s'agit-il|vous parlez)",
    # Spanish
    r"no (?:se|entiendo) (?:de )?(?:que|cual) (?:reunion|cita|llamada|demo|solicitud) (?:me |nos )?"
    r"(?:habla|hablan|esta hablando|estan hablando)",
    r"de (?:que|cual) (?:reunion|cita|llamada) (?:me |nos )?(?:habla usted|hablan ustedes|se trata)",
    # Italian
    r"non (?:so|capisco) (?:di )?(?:quale|che) (?:appuntamento|incontro|riunione|chiamata|richiesta|demo)"
    r" (?:parla|parlate|sta parlando|state parlando|intende)",
    r"di (?:quale|che) (?:appuntamento|incontro|riunione|chiamata) (?:si tratta|parla|sta parlando)",
    # Dutch
    r"(?:weet|snap) (?:niet|echt niet),? over welke (?:afspraak|vergadering|meeting|call|demo|aanvraag)"
    r" (?:u het heeft|je het hebt|jullie het hebben)",
    r"over welke (?:afspraak|vergadering|meeting) (?:heeft u het|heb je het|hebben jullie het|gaat het)",
    # Portuguese
    r"nao (?:sei|percebo|entendo) (?:de )?(?:que|qual) (?:reuniao|chamada|marcacao|demo|pedido)"
    r" (?:esta a falar|estao a falar|esta falando|fala|falam)",
    r"de (?:que|qual) (?:reuniao|chamada|marcacao) (?:se trata|esta a falar|esta falando)",
)

_AGREED_EN = r"(?:agreeing to|accepting|booking|setting up|scheduling|asking for|signing up for)"
_AN_EN = r"(?:a|any|this|the|that|such a)"
_MEETING_DE = (
    r"(?:einem|einen|diesem|diesen|den|dem|irgendeinem|irgendeinen) (?:termin|treffen|gesprach|call)"
)
_MEETING_FR = (
    r"(?:de |un |une |ce |cette |le |la |a un |a une |a ce |a cette )?(?:rendez-vous|rdv|reunion|appel)"
)
_MEETING_ES = r"(?:ninguna |una |esta |la |ningun |un |este |el )?(?:reunion|cita|llamada)"
_MEETING_IT = r"(?:nessun |nessuna |un |una |questo |questa |l'|il |la |a un |a una |a questo |a questa )?"
_MEETING_IT += r"(?:appuntamento|incontro|riunione|chiamata)"
_MEETING_NL = r"(?:een|die|deze|de|enige|zo'n) (?:afspraak|vergadering|meeting|call|demo)"
_MEETING_PT = r"(?:nenhuma |uma |esta |essa |a |nenhum |um |este |esse |o )?(?:reuniao|chamada|marcacao)"
# never turned to a yes after a "but" in its sentence ("I never booked a demo, but ... yes, let's do one
# Thursday", "I didn't book a call, but happy to have one": the sender takes up the meeting after all, read by
# the interest readers); a "but" with no yes stays the confusion ("but you sent an invite anyway")
_NO_TURN = (
    r"(?![^.!?\n]*\b(?:but|aber|mais|pero|ma|maar|mas)\b[^.!?\n]*\b(?:yes|sure|happy|glad|ok|okay|go on"
    r"|let's|lets|sounds|works|fine|why not|ja|gerne|gern|warum nicht|oui|volontiers|pourquoi pas|d'accord"
    r"|claro|encantad[oa]|vale|por que no|certo|volentieri|va bene|perche no|graag|prima|waarom niet|sim"
    r"|pode ser|com prazer|porque nao)\b)"
)
_NEVER_AGREED = (
    # English: "I don't remember agreeing to a meeting", "I never agreed to any call"
    rf"(?:don't|do not|dont|can't|cannot|can not|cant) (?:remember|recall) (?:ever )?{_AGREED_EN} {_AN_EN}"
    r" (?:meeting|call|appointment|demo)",
    r"(?:never|didn't|did not|didnt) (?:agree|agreed|accept|accepted|book|booked|ask for|asked for"
    rf"|sign up for) (?:to )?{_AN_EN} (?:meeting|call|appointment|demo)(?! rooms?\b)",
    # German: "ich kann mich nicht erinnern, einem Termin zugestimmt zu haben", "nie einem Termin zugestimmt"
    rf"(?:nicht|nie|niemals) (?:erinnern|entsinnen),? (?:dass ich |mich )?(?:je |jemals )?{_MEETING_DE}"
    r" (?:zugestimmt|zugesagt|vereinbart|ausgemacht|gebucht)",
    rf"(?:nie|niemals) (?:\S+ ){{0,2}}?{_MEETING_DE} (?:zugestimmt|zugesagt|vereinbart|ausgemacht|gebucht)",
    # French: "je n'ai jamais accepté de rendez-vous", "je ne me souviens pas d'avoir accepté une réunion"
    rf"(?:n'ai jamais|n'ai pas|ne me souviens pas d'avoir|ne me rappelle pas avoir) (?:accepte|convenu|pris"
    rf"|demande|reserve|fixe) {_MEETING_FR}",
    # Spanish: "no recuerdo haber aceptado ninguna reunión", "nunca acepté una reunión"
    rf"(?:no recuerdo haber|nunca he|nunca|no he) (?:aceptado|acepte|acordado|acorde|pedido|pedi|agendado"
    rf"|reservado) {_MEETING_ES}",
    # Italian: "non ricordo di aver accettato nessun incontro", "non ho mai accettato un appuntamento"
    rf"(?:non ricordo di aver|non ho mai|non ho) (?:accettato|concordato|fissato|chiesto|prenotato)"
    rf" {_MEETING_IT}",
    # Dutch: "ik kan me niet herinneren dat ik met een afspraak heb ingestemd", "nooit een afspraak gemaakt"
    rf"(?:niet herinneren dat ik|nooit) (?:\S+ ){{0,2}}?(?:met |voor )?{_MEETING_NL} (?:heb |hebben )?"
    r"(?:ingestemd|geaccepteerd|gemaakt|aangevraagd|geboekt|afgesproken)",
    # Portuguese: "não me lembro de ter aceitado nenhuma reunião", "nunca aceitei uma reunião"
    rf"(?:nao me lembro de ter|nunca|nao) (?:aceitado|aceitei|combinado|combinei|marcado|marquei|pedido|pedi)"
    rf" {_MEETING_PT}",
    # the meeting named first, the "never asked" after it (heldout_bv: "You're following up on a demo I never
    # asked for"), in every rule language
    r"(?:meeting|call|appointment|demo|invite|invitation) (?:that |which )?(?:i|we) (?:never|didn't|did not"
    r"|didnt) (?:agreed to|asked for|booked|requested|signed up for|accepted)",
    r"(?:termin|demo|treffen|gesprach|call),? (?:den|die|das) (?:ich|wir) (?:nie|niemals|gar nicht|nicht)"
    r" (?:\S+ )?(?:angefragt|vereinbart|gebucht|angefordert|zugestimmt|ausgemacht)",
    r"(?:demo|rendez-vous|rdv|reunion|appel),? (?:que|qu') ?(?:je|nous) n'(?:ai|avons) (?:jamais|pas)"
    r" (?:demande|accepte|reserve|sollicite|convenu)e?s?",
    # ... the subject said too (heldout_ca: "una invitación a una reunión que yo no he aceptado")
    r"(?:demo|reunion|cita|llamada|invitacion) que (?:yo |nosotros )?(?:nunca|jamas|no) (?:he |hemos )?"
    r"(?:pedi|pedido|solicite|solicitado"
    r"|acepte|aceptado|agende|agendado|pedimos)",
    r"(?:demo|appuntamento|incontro|riunione|chiamata|invito) che (?:io |noi )?non (?:ho|abbiamo) (?:mai )?"
    r"(?:chiesto|richiesto"
    r"|accettato|prenotato|fissato)",
    r"(?:demo|afspraak|meeting|call|gesprek)(?: op)?,? (?:die|dat) (?:ik|wij|we) (?:nooit|niet)"
    r" (?:heb |hebben )?(?:aangevraagd|gevraagd|geboekt|gemaakt|geaccepteerd)",
    r"(?:demo|reuniao|chamada|marcacao|convite) que (?:eu |nos )?(?:nunca|nao) (?:pedi|solicitei|aceitei"
    r"|marquei|pedimos)",
    # a meeting on the calendar, then "I don't remember booking it" (heldout_ca: "There's a \"Discovery call\"
    # on my calendar for tomorrow at 11 and I don't remember booking it"), in every rule language: "ich kann
    # mich nicht erinnern, ihn gebucht zu haben", "je ne me souviens pas de l'avoir acceptée", "no recuerdo
    # haberla aceptado", "non ricordo di averlo fissato", "ik kan me niet herinneren dat ik die heb geboekt",
    # "não me lembro de a ter marcado"; the meeting word first, no question between
    rf"(?<!\w)(?:meeting|call|appointment|demo|invite|invitation)\b[^?]{{0,160}}?"
    rf"(?:don't|do not|dont|can't|cannot"
    rf"|cant) (?:remember|recall) (?:ever )?{_AGREED_EN} (?:it|this|that|this one)\b",
    r"(?<!\w)(?:termin|einladung|call|gesprach|telefonat)\b[^?]{0,160}?"
    r"(?:kann mich nicht erinnern|erinnere mich"
    r" nicht),? (?:ihn|sie|es|das|diesen|diese) (?:je |jemals )?(?:gebucht|angenommen|zugesagt|vereinbart"
    r"|ausgemacht) zu haben",
    r"(?<!\w)(?:rendez-vous|rdv|reunion|appel|invitation)\b[^?]{0,160}?ne me (?:souviens|rappelle) pas"
    r" (?:de )?l'avoir (?:accepte|reserve|pris|fixe|planifie|demande)",
    r"(?<!\w)(?:reunion|cita|llamada|invitacion)\b[^?]{0,160}?"
    r"no recuerdo (?:haberla|haberlo) (?:aceptado|agendado"
    r"|reservado|pedido|acordado)",
    r"(?<!\w)(?:appuntamento|incontro|riunione|chiamata|invito)\b[^?]{0,160}?non ricordo di aver(?:lo|la)"
    r" (?:accettat|fissat|prenotat|chiest|concordat)[oa]",
    r"(?<!\w)(?:afspraak|vergadering|meeting|call|uitnodiging)\b[^?]{0,160}?(?:kan me|kan mij|ik kan me) niet"
    r" herinneren dat ik (?:die|deze|het|hem|dat) (?:heb |ooit heb )?(?:geboekt|geaccepteerd|ingepland"
    r"|aangevraagd|gemaakt)",
    r"(?<!\w)(?:reuniao|chamada|convite|marcacao)\b[^?]{0,160}?"
    r"nao me lembro de (?:a|o) ter (?:aceitado|marcado"
    r"|pedido|combinado)",
)

# A question whether we met or spoke before (heldout_au: "sorry but I dont understand, we have a meeting
# before? How you have my email?"), in every rule language and in learner's English: "did we have a call
# before?", "have we met?", "do we know each other?", "hatten wir schon einen Termin?", "kennen wir uns?",
# "on s'est déjà parlé ?", "¿ya hemos hablado?", "ci siamo già sentiti?", "hebben we al eens gesproken?", "já
# falámos antes?" (`PRIOR_MEETING_ASKED`): the sender does not place us, `other`, read only when the reply
# asks for nothing ("Have we met before? Either way, happy to talk Tuesday" stays interest). Only a question
# that ends there, never a meeting asked for before a date ("can we have a call before Friday?").
_BEFORE_END = r"(?: before| already| earlier| previously| yet)?(?=\s*\?)"
_NO_MODAL = r"(?<!can )(?<!could )(?<!shall )(?<!should )(?<!would )(?<!will )(?<!to )(?<!if )"
PRIOR_MEETING_ASKED = rx(
    # English, learner's English too ("we have a meeting before?")
    rf"{_NO_MODAL}(?:did |do |have )?we (?:ever |already )?(?:have|had) (?:a |any |an )?(?:meeting|call"
    r"|appointment|chat|conversation|demo) (?:before|already|earlier|previously|together)(?=\s*\?)",
    rf"(?:have|did) we (?:ever |already )?(?:met|meet|spoken|speak|talked|talk|spoke){_BEFORE_END}",
    r"do (?:we|i) know (?:each other|you)(?=\s*\?)",
    # German
    r"(?:hatten|haben) wir (?:uns )?(?:schon |bereits )?(?:mal |einmal )?(?:einen |ein )?(?:termin|treffen"
    r"|gesprach|telefonat|kontakt)(?: gehabt)?(?=\s*\?)",
    r"(?:haben|hatten) wir (?:uns )?(?:schon |bereits )?(?:mal |einmal )?(?:getroffen|gesprochen|telefoniert"
    r"|kennengelernt)(?=\s*\?)|kennen wir uns(?: schon| bereits)?(?: von irgendwo(?:her)?)?(?=\s*\?)",
    # French
    r"(?:on a|avons-nous|nous avons|on avait|avions-nous) (?:deja )?eu (?:un |une )?(?:rendez-vous|rdv"
    r"|reunion"
    r"|appel|echange)(?: avant| auparavant| ensemble)?(?=\s*\?)",
    r"(?:on s'est|nous sommes-nous|s'est-on) (?:deja )?(?:parle|rencontres?|vus?)(?: avant| auparavant)?"
    r"(?=\s*\?)|(?:est-ce qu')?on se connait(?=\s*\?)|nous connaissons-nous(?=\s*\?)",
    # Spanish
    r"(?:ya )?(?:tuvimos|hemos tenido|habiamos tenido) (?:ya )?(?:una |alguna )?(?:reunion|llamada|cita)"
    r"(?: antes| ya)?(?=\s*\?)",
    r"(?:ya (?:hemos hablado|hablamos|nos hemos reunido|nos conocimos)|(?:hemos hablado|hablamos|nos hemos"
    r" reunido) antes|nos conocemos)(?=\s*\?)",
    # Italian
    r"(?:abbiamo|avevamo) (?:gia )?avuto (?:un |una )?(?:incontro|appuntamento|riunione|chiamata)"
    r"(?: prima| gia)?(?=\s*\?)",
    r"ci (?:siamo )?(?:gia )?(?:sentiti|conosciuti|visti|parlati)(?: prima)?(?=\s*\?)|ci conosciamo(?=\s*\?)",
    # Dutch
    r"(?:hebben|hadden) (?:we|wij) (?:al |eerder |al eens |eerder al )?(?:een )?(?:afspraak|gesprek|meeting"
    r"|call) gehad(?=\s*\?)",
    r"(?:hebben|hadden) (?:we|wij) (?:elkaar )?(?:al |eerder |al eens )?(?:gesproken|ontmoet|gebeld)"
    r"(?=\s*\?)|kennen (?:we|wij) elkaar(?: al)?(?=\s*\?)",
    # Portuguese
    r"(?:ja )?(?:tivemos|tinhamos tido) (?:uma |alguma )?(?:reuniao|chamada)(?: antes| ja)?(?=\s*\?)",
    r"(?:ja (?:falamos|nos falamos|nos conhecemos|nos reunimos)|(?:falamos|nos falamos) antes"
    r"|conhecemo-nos|nos conhecemos)(?=\s*\?)",
)
NEVER_AGREED = rx(*(rf"{part}{_NO_TURN}" for part in _NEVER_AGREED))

# A question whether the reader is the same one the sender met or saw before (heldout_cz: "lei è la stessa
# Dana che era allo stand vicino al nostro alla fiera di Verona a ottobre?"), in every rule language: "are
# you the same Dana who was at the fair?", "sind Sie dieselbe Dana, die ...?", "êtes-vous la même Dana
# qui ...?", "¿es usted la misma Dana que ...?", "bent u dezelfde Dana die ...?", "é a mesma Dana que ...?"
# (`SAME_ONE_ASKED`, read only as a question): the sender placing us from before, `other` when the reply
# asks for nothing, and the time in it is when they met, no later (`intent_later.time_alone`). Never a
# statement ("It's the same company that sent the invoice.").
# ... and a sentence about the answer to it, opened by its "if not" ("Als jullie er niets mee te maken hebben,
# hoor ik dat ook graag", "If not, I'd be glad to hear that too", "Sinon, dites-le-moi volontiers"): the
# gladness is the answer's, no interest (`intent._prior_meeting_asked`)
ANSWER_WELCOMED = re.compile(
    r"(?:^|(?<=[.!?\n] ))(?:if not|if you (?:are|'re) not|if you have nothing|if you've nothing|falls nicht"
    r"|wenn nicht|wenn sie nichts|falls sie nichts|sinon|si vous n'avez rien|si ce n'est pas|si no|si ustedes"
    r" no|si no tienen nada|se no|altrimenti|se non avete nulla|se non siete|als (?:dat )?niet|zo niet|als"
    r" (?:jullie|u) (?:er )?(?:niets|niks|geen)|se nao|caso contrario|se voces nao|se nao tem nada)\b"
    # ... only a sentence of hearing or telling it, never a request beside it ("If not, I'd like a demo")
    r"(?=[^.!?\n]*\b(?:hear|know|tell|hoor|horen|weten|laat|dites|dire|savoir|sagen|wissen|horen|mitteilen"
    r"|saber|decir|digan|dimelo|sapere|dirmi|ditemi|dizer|digam)\w*)[^.!?\n]*[.!?]?"
)
SAME_ONE_ASKED = rx(
    # ... or the same firm as another named (heldout_el: "zijn jullie hetzelfde Acme als de printerleasing
    # uit Eindhoven?": "are you the same Acme as ...", "sind Sie dieselbe Acme wie ...")
    r"(?:are you|is this|is that|were you|would you be) (?:guys )?(?:by any chance |perhaps )?the same"
    r" (?:\w+,? ){1,2}?(?:who|that|i|we|from|as)\b",
    r"(?:sind sie|bist du|waren sie|warst du) (?:zufallig |vielleicht |etwa )?(?:dieselbe|derselbe|die"
    r" gleiche|der gleiche|die selbe|der selbe|dasselbe|das gleiche) (?:\w+,? ){1,2}?(?:die|der|von|aus"
    r"|wie)\b",
    r"(?:etes-vous|vous etes|es-tu|tu es|seriez-vous) (?:bien |par hasard )?(?:la meme|le meme)"
    r" (?:\w+,? ){1,2}?(?:qui|que|de)\b",
    r"(?:es usted|usted es|eres|eres tu|sera usted|son ustedes|sois) (?:por casualidad |acaso )?(?:la misma"
    r"|el mismo)"
    r" (?:\w+,? ){1,2}?(?:que|de)\b",
    r"(?:lei e|e lei|sei|sei tu|siete|voi siete) (?:per caso )?(?:la stessa|lo stesso|la medesima"
    r"|il medesimo)"
    r" (?:\w+,? ){1,2}?(?:che|di|del|della)\b",
    r"(?:bent u|ben je|ben jij|was u|was je|zijn jullie|waren jullie) (?:toevallig |misschien )?(?:dezelfde"
    r"|hetzelfde) (?:\w+,? ){1,2}?(?:die|van|als)\b",
    r"(?:e a|e o|voce e|a senhora e|o senhor e|es a|es o|sera a|sera o|voces sao|sao a|sao o)"
    r" (?:por acaso )?(?:mesma|mesmo)"
    r" (?:\w+,? ){1,2}?(?:que|de|da|do)\b",
    # ... or the same firm as the one met before, the reader as "the ones who" (heldout_ed: "voi siete quelli
    # del gestionale di magazzino che ci hanno fatto la presentazione a settembre, o è un'altra cosa?"): "are
    # you the people who ...?", "sind Sie die Firma, die ...?", "c'est vous qui ...?", "¿son ustedes los
    # que ...?", "zijn jullie het bedrijf dat ...?", "vocês são os que ...?"
    r"(?:are you|were you|is it you) (?:guys |by any chance |perhaps )?the (?:ones|people|company|firm|folks"
    r"|same (?:ones|people|company|firm)) (?:who|that|from|behind)\b",
    r"(?:sind sie|seid ihr|waren sie) (?:zufallig |vielleicht |etwa )?(?:die|diejenigen|die firma|das"
    r" unternehmen|die leute),? (?:die|von|mit|aus)\b",
    r"(?:c'est vous|est-ce vous|etes-vous|vous etes) (?:par hasard )?(?:ceux|la societe|l'entreprise|les"
    r" memes)? ?(?:qui|de)\b",
    r"(?:son ustedes|ustedes son|sois|sois vosotros|vosotros sois) (?:por casualidad |acaso )?(?:los|las"
    r"|la empresa|los mismos|las mismas) (?:que|de|del)\b",
    r"(?:siete|voi siete|siete voi) (?:per caso )?(?:quelli|quelle|la ditta|l'azienda|la societa|gli stessi"
    r"|le stesse) (?:che|di|del|della|dei|delle|dell')\b",
    r"(?:zijn jullie|bent u|ben je) (?:toevallig |misschien )?(?:die|degenen|het bedrijf|de firma|dezelfden)"
    r" (?:die|dat|van)\b",
    r"(?:voces sao|sao voces|voces e que|foram voces) (?:por acaso )?(?:os|as|aqueles|aquelas|a empresa"
    r"|os mesmos|as mesmas) (?:que|da|do|de)\b",
)
