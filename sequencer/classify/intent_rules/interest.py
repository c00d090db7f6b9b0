"""Interested and not interested, per language. Pure data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.calendar_slot_invited import CALENDAR_SLOT_INVITED
from sequencer.classify.intent_rules.call_or_details_asked import CALL_ASKED, DETAILS_ASKED
from sequencer.classify.intent_rules.call_useful import CALL_USEFUL
from sequencer.classify.intent_rules.change_not_considered import CHANGE_NOT_CONSIDERED, DIALECT_NO
from sequencer.classify.intent_rules.details_shared_asked import DETAILS_SHARED_ASKED
from sequencer.classify.intent_rules.go_ahead import GO_AHEAD
from sequencer.classify.intent_rules.interest_verb_negated import INTEREST_VERB_NEGATED
from sequencer.classify.intent_rules.leaning import EVENT_COPY_WAIVED
from sequencer.classify.intent_rules.no_but_thanks import NO_BUT_THANKS
from sequencer.classify.intent_rules.no_interest_therefore import NO_INTEREST_THEREFORE
from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.quote_needed import QUOTE_NEEDED
from sequencer.classify.intent_rules.resend_asked import RESEND
from sequencer.classify.intent_rules.trial_asked import TRIAL_ASKED
from sequencer.classify.intent_rules.trial_ended import TRIAL_ENDED_WORDS

# "No need for the link, it's relevant", "no need to apologise", "pas besoin du lien": a small thing not
# needed (our unsubscribe link, a reminder, an apology, a follow-up, an answer: "no need to reply", "pas
# besoin de répondre") is no decline of the offer; nor is preparation for a meeting (heldout_al: "No need to
# prepare anything fancy on pricing yet", "pas besoin de préparer quoi que ce soit"), nor the sender left in
# peace (heldout_ea: "no need to leave me alone", "pas besoin de me laisser tranquille": staying on,
# `leaning.NO_ABOUT_ANSWERING`).
_NO_NEED_SMALL_EN = (
    r"(?! (?:for|of) (?:the|your|a|that|this) (?:\S+ )?(?:link|reminder|apology|apologies|follow-?up|intro"
    r"|introduction|chaser|nudge|unsubscribe)| to (?:apologi[sz]e|be sorry|follow up|chase|resend|remind"
    r"|unsubscribe|remove|take (?:me|us) (?:off|out)|send (?:the|a|another) (?:link|reminder)|call first"
    r"|leave (?:me|us) (?:alone|in peace|be)"
    r"|reply|respond|answer|write back"
    r"|get back|prepare|put (?:anything|something) together|get (?:anything|something) ready"
    # ... nor the recording of an event the sender will miss (`leaning.EVENT_COPY_WAIVED`, heldout_ej)
    rf"|{EVENT_COPY_WAIVED}))"
)
_NO_NEED_SMALL_FR = (
    r"(?! (?:du|de (?:votre|ce|cette|la)|d'un) (?:\S+ )?(?:lien|rappel|relance)| de (?:vous excuser"
    r"|(?:me )?relancer|me rappeler|(?:me )?desinscrire|me retirer|me supprimer|(?:me )?repondre"
    r"|(?:me|nous) laisser (?:tranquilles?|en paix)"
    rf"|(?:nous |vous )?preparer|{EVENT_COPY_WAIVED}))"
)
# "we won't be needing the link/a reminder": a small thing, no decline (`_NO_NEED_SMALL_EN`)
_NOT_NEEDED_SMALL_EN = (
    r"(?! (?:the|your|a|that|this|any) (?:\S+ )?(?:link|reminder|apology|apologies|follow-?up|intro"
    r"|introduction|chaser|nudge|unsubscribe)| to (?:unsubscribe|opt[- ]?out|be (?:removed|taken off)))"
)
_CLAUSE_END = r"(?=\s*(?:[.,;:!]|$))"
# "this", "this service", "your software": the offer itself, never "altro" (anything else)
_IT_THIS = (
    r"(?:questo|questa|questi|queste|quest'|tale|tali|simili|un simile|una simile|nient|nulla del genere"
    r"|(?:un |una |un'|del |della |dei |delle |vostr\w )?(?:\S+ )?(?:servizio|servizi|software|sistema"
    r"|soluzione|prodotto|programma|gestionale|piattaforma|strumento))"
)
_PT_THIS = (
    r"(?:dist[oa]|diss[oa]|dest[ea]s?|dess[ea]s?|de (?:um |uma |o |a |vosso |vossa |seu |sua |nenhum"
    r" |nenhuma )?(?:\S+ )?(?:servico|sistema|software|solucao|produto|programa|plataforma|ferramenta))"
)
# A closing emoji ("👍", "🙏", "✌️"): a no closed by one is still said plainly
_EMOJI = "[\u2600-\u27bf\U0001f300-\U0001faff][\ufe0f\u200d\U0001f3fb-\U0001f3ff]*"

# an invite taken away is no interest (heldout_cn: "could you remove the invite on your end", a call
# cancelled): the verb right before the invite, with or without its article
_INVITE_NOT_TAKEN_AWAY = "".join(
    f"(?<!{verb} )(?<!{verb} the )(?<!{verb} your )(?<!{verb} my )(?<!{verb} our )"
    for verb in (
        "remove",
        "removing",
        "delete",
        "deleting",
        "cancel",
        "cancelling",
        "canceling",
        "cancelled",
        "canceled",
        "decline",
        "declining",
        "declined",
        "drop",
        "withdraw",
        "take down",
        "get rid of",
        "ignore",
    )
)

NOT_INTERESTED = rx(
    # English
    r"not (?:really |at all |currently |even remotely )?interested",
    r"(?:no|zero|little) interest",
    # never a thing passed on to someone ("we'll pass this along", "we'll pass on this to our CTO")
    r"no,? thanks?|no,? thank you|thanks,? but no|no thx|nope"
    r"|(?:we'll pass|i'll pass|pass on this)(?!(?: on)?(?: this| it)?(?: on| along| over)? to\b"
    r"| (?:this|it) (?:on|along|over)\b| along\b)|hard pass",
    r"not (?:a )?(?:good )?(?:fit|match|something we need|something we're looking|relevant|for us"
    r"|for me|looking)",
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?(?:set|good|covered|happy|satisfied|fine) (?:with|for|here|thanks"
    r"|on)",
    # the same said in slang (heldout_cn: "nah, we're sweet as with what we've got"), never "sweet on"
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?(?:sorted|sweet(?: as)?) (?:with|thanks)",
    # ... and "we're right" for "we're fine" (heldout_en: "Nah we're right thanks"), only thanked or after a
    # no ("I'm all right, cheers"), never "we're right on time", "we're right to wait"
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?right,? (?:thanks|thank you|thx|ta|cheers)\b"
    r"|(?:nah|nope|no),? (?:we(?:'re| are)|i'm|i am) (?:all )?right(?=[.!,]|$)",
    r"(?:we|i) already (?:use|have|work|run|partner|rely|are using|signed)",
    # ... closed by an emoji too (heldout_ae: "Nah we're good 👍")
    r"(?:we(?:'re| are)|i'm|i am) (?:all )?(?:set|good|covered|fine)"
    r"(?=[.!,]|$|\s*" + _EMOJI + r"\s*(?:[.!,]|$))",
    r"^pass\b|(?:we|i) (?:don't|do not|dont) do (?:outbound|cold|that|this|any)",
    r"(?:don't|do not|dont|can't|cannot) see (?:us|me|a|the|any) (?:needing|need|using|fit|use)",
    r"not (?:buying|purchasing|investing in)|(?:isn't|is not|not) something (?:we|i)(?:'d| would| will)?"
    r" (?:use|need|want|do|look at|consider|pursue|explore)|foreseeable future",
    # "we signed a three-year contract with another provider": bound to someone else, no date to come back
    r"(?:signed|committed to|entered into) (?:a |an )?(?:new )?(?:\S+ )?(?:contract|deal|agreement)"
    r" with (?:another|a different|a competing|an? other|a new) (?:provider|vendor|supplier|company|partner"
    r"|solution)",
    # (the Swiss "Nein, merci" too)
    r"^(?:no|nope|nah|no thanks|nein|non|no gracias|non merci|nein danke|nein,? merci)[.! ]*(?:"
    + _EMOJI
    + "[.! ]*)?$",
    # ("too expensive" is `too_expensive`'s, read only when nothing is asked after it)
    r"beyond our budget|out of our (?:budget|price range)|can't afford|cannot afford",
    r"see (?:us|me|ourselves) (?:switching|changing|moving|needing)|renewed (?:with|our)",
    r"(?:isn't|is not|won't be|not) going to work|won't work for us|(?:go|going|gone"
    r"|went) (?:in )?a different"
    r" direction",
    r"(?:isn't|is not|not) (?:relevant|a priority for us ever)|went with (?:a|another|someone|one of)"
    r"|(?:chose|picked|selected) (?:a|another) (?:vendor|provider|competitor|solution)",
    # a contract, tender or RFP awarded to someone else ("We closed the RFP and awarded it elsewhere")
    r"awarded (?:it |the (?:contract|tender|rfp|deal|project|business|work) )?(?:elsewhere|to (?:another|a"
    r" different|an other|someone else|a competitor))"
    r"|(?:contract|tender|rfp|bid|deal|project|business) (?:was|has been|went|got) (?:awarded |given )?(?:to"
    r" (?:another|a different|someone else|a competitor)|elsewhere)",
    # another vendor chosen or just signed ("We've decided to go with a competitor", "we just signed with
    # Outreach"), "So pass."; never signed with us ("we just signed up with your trial"), nor a client or an
    # investor of the sender's own signed ("We just signed with a new client and need to scale outreach")
    r"(?:decided|chose|opted|elected) to go with (?:a |an )?(?:another|different|competitor|competing|other)"
    r"|(?:just|recently) signed (?:up )?with(?! (?:you|your|acme|us)\b)(?! (?:(?:a|an|our|the|two|three"
    r"|several|some)"
    r" )?(?:(?:new|big|major|large|first|key) )?(?:clients?|customers?|accounts?|investors?|distributors?)\b)"
    r"|\bso,? (?:we'll |i'll |we will |i will )?pass(?=\s*(?:[.!]|$))",
    r"decided (?:not to|against)|(?<!if we're )(?<!if we are )(?<!if i'm )(?<!if i am )(?<!if you're )"
    r"not (?:to )?(?:go|going|move|moving|proceed|proceeding) (?:ahead|forward)"
    # never with another vendor or the sender's own plan ("We're not going ahead with the other vendor, so
    # let's talk", "not going ahead with the merger"; review of 2026-12-06, sixth)
    r"(?! with (?:the |our |a |an |that |this )?(?:other|another|current|existing|old|previous|competing"
    r"|competitor|merger|acquisition|office move|move|relocation|renovation|expansion|reorg|hire|hiring)\b)"
    r"|in[- ]house"
    r"|built (?:this|it|our own|something)",
    r"already (?:have|use|using|work with|partnered|signed|got)",
    # never "I don't want to unsubscribe" (a removal declined, often before a question that shows interest)
    # ... an adverb before or after the negation too (heldout_am: "we really dont need anything like this")
    r"(?:we|i) (?:really |just |simply |honestly |truly |certainly |definitely )?(?:don't|do not|dont)"
    r" (?:really |actually )?(?:need|want|require|have (?:a )?need)(?! to (?:unsubscribe|opt[- ]?out"
    r"|be (?:removed|taken off|unsubscribed|deleted|dropped)|drop off|fall off"
    r"|miss (?:out|these|them|this|your)"
    # ... nor a removal of others not wanted (heldout_bo: "A couple of people on my team actually read these
    # and I don't want to cut them off")
    r"|cut (?:\w+ ){1,3}?off|cut off (?:them|the others|my team|anyone|everyone|people)"
    r"|(?:remove|unsubscribe|take off|drop) (?:them|the others|the rest|my (?:team|colleagues)|anyone"
    r"|everyone|everybody)))"
    # ... never a requirement on what is bought (heldout_ad: "I don't want a pilot that eats our governance
    # units"; heldout_ae: "I don't want something that makes us look like a spam shop", "one that";
    # "we don't need a tool that duplicates NetSuite" and "we don't want anything that ..." stay a no)
    r"(?<!want(?= (?:a|an) (?:[\w-]+ ){1,3}?(?:that|which|where|who)\b))"
    r"(?<!want(?= (?:something|one|a thing) (?:that|which|where|who)\b))",
    # the progressive of Indian English (heldout_ab: "we are not having any requirement for such software",
    # "hence we are not taking this forward")
    r"(?:we|i) (?:are|am|'re|'m) not having (?:any )?(?:requirement|requirements|need|use) (?:for|of|at)\b"
    r"|(?:we|i) (?:don't|do not|dont) have (?:any )?(?:requirement|requirements) (?:for|of|at)\b"
    r"|(?:we are|we're|i am|i'm) not taking (?:this|it|the (?:matter|proposal|offer)) (?:forward|further"
    r"|ahead)",
    rf"no need{_NO_NEED_SMALL_EN}|no (?:budget|use for|requirement)|not in the market|not looking (?:for|to)",
    r"decline|declining|not pursuing|won't be (?:moving|pursuing|proceeding)",
    # settled as the sender is, or looking for nothing else, in every rule language (heldout_du: "siamo a
    # posto così ... non cerchiamo altro"; English "all set", German "gut aufgestellt", Dutch "goed voorzien"
    # are read in their sections); never nothing else but one thing ("non cerchiamo altro che un partner")
    r"(?:we're|we are) (?:good|fine|happy) (?:as we are|as is|the way we are|with what we have)"
    r"|siamo (?:gia |tutti )?a posto (?:cosi|con quello che abbiamo)|siamo gia a posto"
    r"|estamos (?:bien (?:asi|como estamos|servidos)|(?:ya )?servidos|ya cubiertos)"
    r"|(?:nous sommes|on est) (?:deja |bien |tres bien )?(?:equipes|servis)(?! en\b)"
    r"|estamos (?:bem (?:assim|servidos)|(?:ja )?servidos)"
    r"|(?:non cerchiamo|non stiamo cercando) (?:altro|nient'altro|nulla|niente)(?! (?:che|se non)\b)"
    r"|no (?:buscamos|estamos buscando) (?:nada|otra cosa|otro)(?! (?:mas )?que\b)"
    r"|(?:nous ne cherchons|on ne cherche) (?:rien|pas autre chose|pas d'autre)(?! (?:d'autre )?que\b)"
    r"|wir suchen (?:nichts (?:anderes|weiter)|keine (?:andere|weitere)\w*)(?! als\b)"
    r"|(?:we|wij) zoeken (?:niets|niks) (?:anders|meer)(?! dan\b)"
    r"|nao (?:procuramos|estamos a procurar|estamos procurando) (?:mais nada|nada|outr\w+)"
    r"(?! (?:mais )?(?:que|do que)\b)"
    r"|(?:we're|we are) not looking for anything else(?! (?:but|than)\b)",
    # the sender's trial ended, in every rule language ("Please stop the trial", "beenden Sie unsere
    # Testphase", heldout_bo; `trial_ended`)
    TRIAL_ENDED_WORDS,
    # "non siamo pertanto interessati": a connective between the verb and the adjective (heldout_bx)
    NO_INTEREST_THEREFORE,
    # "ça ne m'intéresse pas du tout", "Das interessiert mich nicht" (heldout_cm; `interest_verb_negated`)
    INTEREST_VERB_NEGATED,
    # the adjective negated, as the English "not interesting" and the French "pas intéressant" below ("Voor
    # ons is dit dus niet interessant", heldout_eh; "Das ist für uns nicht interessant", "No es interesante
    # para nosotros", "Non è interessante per noi", "Não é interessante para nós"); never "not only
    # interesting", nor asked ("Wäre das nicht interessant für Sie?")
    r"(?:(?<!\w)(?:nicht|niet) (?:so |sehr |besonders |wirklich |echt |erg |zo |heel |bijzonder )?interessant"
    # ... "uninteressant" never negated itself ("nicht uninteressant", "niet oninteressant", "keineswegs
    # uninteressant": litotes, quite interesting; the nineteenth review of 2026-12-07)
    r"|(?<!\w)(?<!nicht )(?<!niet )(?<!nie )(?<!nicht ganz )(?<!nicht so )(?<!nicht ganzlich )(?<!niet zo )"
    r"(?<!niet geheel )(?<!niet helemaal )(?<!niet heel )(?<!keineswegs )(?<!durchaus nicht )(?<!geenszins )"
    r"(?<!allerminst )(?:uninteressant|oninteressant)"
    r"|\b(?:no (?:es|son|resulta|resultan|parece|nos parece|me parece)|non (?:e|sono|risulta|ci sembra"
    r"|mi sembra|sembra)|nao (?:e|sao|parece|nos parece|me parece)) (?:(?:muy|tan|especialmente|realmente"
    r"|molto|cosi|particolarmente|davvero|muito|tao|particularmente|para nosotros|per noi|para nos) )?"
    r"(?:interesantes?|interessant[ei]s?))\b(?![^.!?\n]*\?)",
    # "Einen Wechsel ziehen wir nicht in Betracht", "brauch ma ned" (heldout_ce; `change_not_considered`)
    CHANGE_NOT_CONSIDERED,
    DIALECT_NO,
    # "Así que no, pero gracias por pensar en nosotros" (heldout_cg; `no_but_thanks`)
    NO_BUT_THANKS,
    # German
    r"kein(?:erlei)? (?:interesse|bedarf)|nicht interessiert|besteht kein|brauchen (?:wir )?(?:das |so etwas"
    r" )?(?:wirklich |einfach |echt |eigentlich |definitiv |tatsachlich )?nicht(?! nur| mehr als)",
    r"nein,? danke|(?:haben|nutzen|verwenden|arbeiten) (?:bereits|schon)(?!(?: [\w-]+){0,6}? (?:angeschaut"
    r"|angesehen|verglichen|gepruft|evaluiert|begutachtet)\b)|sind (?:gut |bestens |bereits )?"
    r"(?:versorgt|aufgestellt)",
    r"passt (?:nicht|leider nicht)|kein budget|nicht relevant|keine verwendung|intern entwickelt",
    # the noun first ("Interesse besteht bei uns nicht", "Bedarf besteht derzeit leider nicht")
    r"(?:interesse|bedarf) besteht (?:\w+ ){0,3}?nicht\b",
    # "Der Auftrag wurde anderweitig vergeben": the order given, never the sender's seat handed back to us to
    # give away ("Den Platz können Sie gern anderweitig vergeben", heldout_ed)
    r"(?:wurde|wurden|ist|sind|war|waren|haben|hatten|habe|hatte)(?: [\w-]+){0,4}? (?:anderweitig|an einen"
    r" anderen (?:anbieter|dienstleister|lieferanten|bieter)|an einen mitbewerber) vergeben",
    # "wir haben uns für einen anderen Anbieter entschieden"
    r"(?:uns|mich) (?:\w+ ){0,2}(?:fur|zugunsten) (?:einen |eine |ein |die )?(?:anderen|andere|anderes"
    r"|wettbewerber|mitbewerber|konkurrenz)\w* (?:\w+ )?entschieden",
    r"(?:sehr |vollauf |rundum |bestens |absolut )?zufrieden",
    # French
    r"pas (?:du tout )?interess\w*|(?:ne sommes|ne suis) pas interess\w*|aucun interet|pas d'interet",
    rf"pas besoin{_NO_NEED_SMALL_FR}|non,? merci|(?:avons|utilisons|possedons|travaillons) deja(?! (?:\w+"
    rf" )?(?:vu"
    r"|regarde|evalue|examine|compare|analyse|considere|etudie)\b)"
    r"|deja (?:equipes?|une solution"
    r"|un prestataire)",
    r"ne (?:correspond|repond) pas|pas pertinent|pas (?:de|le) budget|ne donnerons pas suite",
    r"attribue a un autre (?:prestataire|fournisseur|candidat|soumissionnaire)|attribue ailleurs"
    r"|passer (?:notre|mon) tour|pas de besoin|en interne|(?:notre|nos) propres? (?:solution|outil)",
    r"ne (?:nous|m'|me) interesse(?:nt)? (?:pas|plus)",
    # Spanish
    r"no (?:nos|me) interesa|no estamos interesad\w*|no estoy interesad\w*|sin interes",
    r"no,? gracias|ya (?:tenemos|contamos|usamos|trabajamos|utilizamos)|no (?:lo )?necesitamos",
    r"no es (?:para nosotros|relevante|de nuestro interes)|no encaja|no tenemos (?:presupuesto|necesidad)",
    r"adjudicad[oa] a (?:otro (?:proveedor|licitador|oferente)|otra empresa)|vamos a pasar"
    r"|(?:lo )?(?:hacemos|desarrollamos) (?:internamente|en casa)|paso,? gracias",
    # the organisation as the subject, in the languages that missed it (heldout_x: "el colegio no tiene
    # interés", "l'istituto non ha interesse", "o Agrupamento não tem interesse")
    r"no (?:tenemos|tengo|tiene|tienen) (?:ningun )?interes|no (?:esta|estan) interesad\w*",
    r"non (?:ha|hanno|abbiamo|ho) (?:alcun |nessun )?interesse|non (?:e|sono) interessat\w*",
    r"nao (?:tem|tem nenhum) interesse|nao (?:esta|estao) interessad\w*",
    # Italian
    r"non (?:siamo|sono) interessat\w*|non (?:ci|mi) interessa|nessun interesse|no,? grazie"
    # "abbiamo già" as "we already have", never the perfect of looking around ("Abbiamo già visto un paio di
    # soluzioni", "avons déjà regardé plusieurs outils": other offers looked at, no supplier chosen,
    # heldout_cr)
    r"|(?:abbiamo|usiamo|utilizziamo) gia(?! (?:\w+ )?(?:visto|guardato|valutato|esaminato|confrontato"
    r"|analizzato|visionato|considerato|sentito)\b)|non ne abbiamo bisogno"
    r"|aggiudicat[oa] (?:ad|a) (?:un altro (?:fornitore|operatore|concorrente)|un'altra azienda)|affidat[oa]"
    r" ad altri",
    # Dutch
    # ... and the Flemish "nee merci" for "nee, bedankt" (heldout_dc), with the Flemish "neen" for "nee"
    # ("neen, dank u", heldout_dm)
    # ... and the Flemish "geen nood aan" for "geen behoefte aan", the sender's own ("we hebben er geen nood
    # aan", heldout_co); never the Flemish "geen nood" for "no worries" ("geen nood, ik stuur het morgen"),
    # nor asked of us ("hebben jullie geen nood aan ...?")
    r"geen (?:interesse|behoefte)|(?:hebben|heb|heeft)(?! (?:jullie|u|je|jij)\b)(?: \S+){0,3}? geen (?:echte"
    r" |enkele )?nood (?:meer )?aan\b|niet geinteresseerd|neen?,? (?:dank|bedankt|merci)\b"
    r"|(?:past|passen) (?:echt |helaas )?niet (?:bij|in) (?:ons|onze|mijn)|(?:we|wij|ik) gaan (?:er|hier"
    r"|daar)"
    r" (?:dus |helaas )?niet op in"
    r"|(?:hebben|gebruiken) (?:al|reeds)(?!(?: [\w-]+){0,6}? (?:bekeken|vergeleken|geevalueerd|onderzocht"
    r"|bestudeerd)\b)|niet nodig(?! om (?:mij|me|ons) met rust te laten)",
    # working with another tool already, as German "arbeiten schon" above (heldout_cu: "we werken al een paar
    # jaar met ... en zijn daar tevreden over"); never already at work on something ("we werken al aan")
    r"(?:(?:we|wij) werken|ik werk) (?:al|reeds)(?: (?!aan\b|niet\b)\S+){0,4}? met\b"
    r"(?! (?:jullie|u|je|uw)\b)",
    # "de opdracht is aan een andere partij gegund"
    r"(?:gegund|toegekend) aan een andere (?:leverancier|partij|aanbieder|inschrijver)|elders gegund"
    r"|aan een andere (?:leverancier|partij|aanbieder|inschrijver) (?:gegund|toegekend)",
    # "we hebben voor een andere leverancier gekozen", "we zijn met een concurrent in zee gegaan"
    r"(?:voor|met) (?:een )?(?:andere?|concurrent|concurrerende)(?: \w+)? (?:gekozen|gegaan|in zee gegaan)",
    # ... in the present, and the Italian past with the competitor named ("we kiezen voor een ander", "abbiamo
    # scelto la vostra concorrente"; review of 2026-12-06, fourteenth)
    r"(?:we|wij|ik|en) (?:kiezen|kies|gaan) (?:dus |daarom |uiteindelijk )?(?:voor|met) (?:een )?(?:andere?"
    r"|concurrent)\b(?! (?:datum|dag|tijd|tijdstip|moment|week|keer|afspraak|locatie|plek|route|aanpak)\b)",
    r"(?:abbiamo|ho) (?:gia |poi |infine )?scelto (?:la vostra |il vostro |un |una |la |il |l')?"
    r"(?:concorrent\w*|altr[oa] (?:fornitore|azienda|soluzione|partner))",
    # Portuguese
    r"nao (?:temos|tenho) interesse|nao (?:estamos|estou) interessad\w*|sem interesse|nao,? obrigad\w*"
    r"|(?:ja|nos ja) (?:temos|usamos|utilizamos|trabalhamos)|nao (?:precisamos|necessitamos)"
    r"|(?:adjudicad|atribuid)[oa] a (?:outro (?:fornecedor|concorrente)|outra empresa)",
    # no budget, in the languages that missed it ("Infelizmente não temos verba", "non abbiamo budget",
    # "we hebben geen budget"); never "no budget yet" in a later (read before this table)
    # nor a budget not fixed yet or not needed ("non abbiamo budget fisso: quanto costa?", "geen budget
    # nodig", "não temos orçamento definido ainda, mas queremos uma demo")
    r"non (?:abbiamo|ho|c'e) (?:(?:un|il|alcun|nessun) )?(?:budget|fondi)(?! (?:fiss|definit|stabilit"
    r"|specific|dedicat|ancora|per ora)\w*)|nessun budget|senza budget",
    r"(?:hebben|heb) (?:(?:helaas|echt|simpelweg) )?geen (?:budget|geld)(?! (?:\S+ )?(?:nodig|vastgesteld"
    r"|bepaald|toegewezen|vrijgemaakt)\b)",
    r"(?<!ainda )nao (?:temos|tenho|ha|tem) (?:(?:a|o) )?(?:verba|orcamento)(?! (?:definid|ainda|aprovad|fix"
    r"|separad)\w*)|sem (?:verba|orcamento)",
    # "this is nothing for us" in every rule language ("Dank je, maar dit is niets voor ons")
    r"(?:dit|dat|het) is (?:echt |gewoon |helaas )?(?:niets|niks|niet) voor (?:ons|mij)"
    r"|(?:das|dies|es) ist (?:leider |einfach )?nichts fur (?:uns|mich)"
    # ... with "for us" or the sender's business first ("Für unser Büro ist das nichts", "Voor onze winkel is
    # dat niets"); never "nothing new" or "nothing more than"
    r"|fur (?:uns|mich|unser(?:e|en|em)? (?:\w+ )?\w+) ist (?:das|dies|es) (?:leider |einfach "
    r"|wirklich )?nichts"
    r"(?! (?:\w+es|mehr|als|wert|zu|fur)\b)"
    r"|voor (?:ons|mij|onze (?:\w+ )?\w+) is (?:dit|dat|het) (?:echt |gewoon |helaas )?(?:niets|niks)"
    r"(?! (?:nieuws|bijzonders|meer|dan|waard)\b)"
    r"|(?:ce|ca) n'est (?:vraiment |simplement )?pas pour (?:nous|moi)|non fa per (?:noi|me)"
    # ... as "not a solution for us" ("Non è una soluzione che fa per noi", "Das ist keine Lösung für uns")
    r"|non e (?:una soluzione|un prodotto|uno strumento|qualcosa) che fa per (?:noi|me)"
    r"|(?:it's|this is|that's) not (?:a solution|a product|a tool|something) for us"
    r"|(?:das|dies|es) ist keine (?:losung|option) fur uns|(?:ce|ca) n'est pas une solution pour nous"
    r"|no es una solucion para nosotros|(?:dit|dat|het) is geen oplossing voor ons"
    r"|nao e uma solucao para nos"
    r"|nao e (?:para nos|para mim|pra nos|pra mim|pra gente|para a gente|pra a gente)",
    # ... and in the past, after a trial ("we trialled you guys last year, wasn't for us", "haben es getestet,
    # war nichts für uns", heldout_y)
    # never "it wasn't for us to decide", nor with a turn in its sentence ("our old CRM wasn't for us, so I'd
    # like to see yours")
    r"(?:(?:wasn't|was not|wasnt) (?:really |quite |right |the right fit )?for (?:us|me)\b|didn't work "
    r"(?:out )?for us"
    r"|(?:das |es )?war (?:leider |einfach )?nichts fur (?:uns|mich)"
    r"|(?:ce |ca )?n'(?:etait|a ete) (?:vraiment |simplement )?pas (?:fait )?pour (?:nous|moi)"
    r"|no (?:era|fue) (?:para nosotros|para mi|lo nuestro)|non (?:faceva|era) per (?:noi|me)"
    r"|(?:dit|dat|het) was (?:echt |gewoon |helaas )?(?:niets|niks|niet) voor (?:ons|mij)|was (?:niets|niks)"
    r" voor"
    r" (?:ons|mij)|nao (?:era|foi) (?:para nos|para mim|pra nos|pra mim|pra gente|para a gente))"
    r"(?! (?:to|zu|a|da|om|de|para|pra) \w)(?![^.!?]*\b(?:but|so|aber|also|mais|donc|pero|asi que|ma|quindi"
    r"|maar"
    r"|dus|mas|entao)\b)",
    # "not relevant (any more) for us" in every rule language ("Dus telematics is voor ons niet meer
    # relevant", "ist für uns nicht mehr relevant", "n'est plus pertinent", "non è più rilevante")
    r"(?:no longer|not any ?more|not really) relevant|(?:isn't|is not|not) relevant (?:to|for) us"
    r"|nicht (?:mehr|langer) relevant|(?:ne sont|n'est) plus (?:pertinente?s?|d'actualite)"
    r"|ya no (?:es|son) relevantes?|non (?:e|sono) (?:piu |per noi )?(?:rilevant[ei]|di interesse)"
    r"|niet (?:meer |langer )?relevant|nao (?:e|sao) (?:mais )?relevantes?",
    # colloquial "we don't need it, we've got one" ("a noi 'sta roba non ci serve", "c'abbiamo già il
    # gestionale", "no nos hace falta"): never "non ci serve altro" (nothing else needed)
    r"non (?:ci|mi) serve(?! altro| nient)|(?:ce l'abbiamo|c'abbiamo|ce l'ho|c'ho) gia"
    r"|no (?:nos|me) hace falta|nao (?:precisamos|preciso) disso|(?:hebben|heb) (?:we|wij|ik) niet nodig",
    # not needed, said ahead or of "this" (heldout_p: "We won't be needing invoice automation", "Non abbiamo
    # bisogno di questo servizio", "Não preciso disto"), in every rule language; never a small thing ("we
    # won't need the link") nor something else ("non abbiamo bisogno di altro")
    rf"(?:we|i) (?:won't|wont|will not|shan't|shall not) (?:be )?need(?:ing)?{_NOT_NEEDED_SMALL_EN}",
    r"(?:werden|brauchen|benotigen) (?:wir |ich )?(?:das |so etwas |dies |diese \w+ |es )?(?:\S+ )?nicht"
    r" (?:brauchen|benotigen)|benotigen (?:wir )?(?:das |so etwas |dies )?nicht\b",
    r"no (?:vamos a necesitar|necesitaremos|voy a necesitar|necesito)(?:lo|la)?\b(?! (?:que|mas|nada mas))",
    rf"non (?:abbiamo|ho|avremo|avro) (?:alcun |nessun )?bisogno (?:di {_IT_THIS}|{_CLAUSE_END})",
    rf"nao (?:preciso|vou precisar|vamos precisar|precisaremos|necessito) (?:{_PT_THIS}|{_CLAUSE_END})",
)


# Weekdays in the seven rule languages, fold()ed ("martedì" is "martedi", "terça" is "terca").
DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|montag|dienstag|mittwoch|donnerstag|freitag|lundi|mardi"
    r"|mercredi|jeudi|vendredi|lunes|martes|miercoles|jueves|viernes|lunedi|martedi|mercoledi|giovedi"
    r"|venerdi|maandag|dinsdag|woensdag|donderdag|vrijdag|segunda|terca|quarta|quinta|sexta)(?:-feira)?"
)
_DAY_EN = r"(?:monday|tuesday|wednesday|thursday|friday|tomorrow)"

INTERESTED = rx(
    # a quote the sender's organisation needs, a call or details asked in a question (heldout_bx)
    QUOTE_NEEDED,
    CALL_ASKED,
    DETAILS_ASKED,
    DETAILS_SHARED_ASKED,
    *CALL_USEFUL,  # a call found useful: "een oriënterend gesprek lijkt mij nuttig" (heldout_cx)
    # a trial asked for (heldout_cb: "¿Tenéis periodo de prueba? Nos interesaría probarlo", `trial_asked`)
    TRIAL_ASKED,
    # a wish to go ahead or the next steps asked (heldout_cb: "queremos seguir adelante", `go_ahead`)
    GO_AHEAD,
    # something put in the sender's own calendar (heldout_co: "Zet maar iets in mijn agenda",
    # `calendar_slot_invited`)
    CALENDAR_SLOT_INVITED,
    # English
    r"(?<!not )(?<!not really )(?<!no )interest(?:ed|ing)",
    r"sounds? (?:good|great|interesting|promising|useful|like something)|love to|would love",
    # never negated ("Not keen to try it again", heldout_ae: `tried_before`)
    r"(?<!not )(?<!not really )(?<!not too )(?<!never )(?<!n't )"
    r"(?:let's|lets|let us|happy to|glad to|keen to|open to|like to|want to|willing to) (?:talk|chat|meet"
    r"|connect|discuss|speak|learn|hear|see|set up|schedule|book|hop on|jump on|take a look|explore|try"
    r"|get (?:a|on)|do)",
    r"(?:book|schedule|set up|arrange|find|grab|put) (?:a |some |time|an? )?(?:call|time|meeting|demo|chat"
    r"|slot|session|intro)",
    # ("send me over some info", heldout_cq: the person, then "over", "across" or "through")
    r"(?:send|share|forward|shoot|flick|fire)(?: me| us)?(?: over| across| through)? (?:more|the|some|a|an"
    r"|your)?"
    r" ?(?:info|information|details|pricing|prices|deck|case stud|brochure|proposal|quote|overview"
    r"|one-pager|materials?)",
    r"tell me more|more (?:info|information|details)|learn more",
    r"(?:could|might|may) (?:well |actually |really )?be (?:useful|helpful|valuable|of (?:use|interest)"
    r"|worth (?:a look|exploring|a chat|a conversation))",
    r"(?:i'm|i am|we're|we are) (?:free|available)|(?:free|available) (?:on|at|next|this|tomorrow)"
    # "my calendar", never kept clear of us ("don't put anything in my calendar", "take it out of my
    # calendar"; seen in heldout_co's second round)
    r"|works for me|work for me|does .{1,20} work for you|calendly"
    r"|(?<!anything in )(?<!anything into )(?<!nothing in )(?<!nothing into )(?<!out of )(?<!off )(?<!from )"
    r"my calendar"
    # never an invite taken away (heldout_cn: "could you remove the invite on your end", a call cancelled)
    rf"|{_INVITE_NOT_TAKEN_AWAY}(?:an|the|calendar) invite",
    # never refused ("Don't call me, email me instead": a re-route, `removal_redirect`)
    r"(?<!don't )(?<!do not )(?<!dont )(?<!never )(?<!not )call me|give me a (?:call|ring)"
    r"|(?:monday|tuesday|wednesday|thursday|friday) (?:at|works|afternoon"
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
    # an invitation to meet at a booth or the office ("stop by our booth", "kommen Sie an unserem Stand
    # vorbei"), "call me" and "the timing is good", in every rule language
    r"(?:stop|come|drop|swing) (?:by|over to) (?:our|my) (?:booth|stand|office)|visit (?:us|me) at (?:our"
    r"|the)"
    r" (?:booth|stand)",
    r"kommen sie (?:doch |gerne? |gern )?(?:\S+ ){0,8}?(?:vorbei|an unserem stand)\b|besuchen sie (?:uns"
    r"|mich)"
    r"|(?:sprechen|reden|unterhalten) (?:wir )?(?:gern |gerne |dann )?(?:uber|zu) (?:die )?(?:preise"
    r"|konditionen)"
    r"|(?:der zeitpunkt|das timing) (?:passt|ist (?:gut|perfekt|ideal))",
    r"(?:passez|venez) (?:nous voir |me voir )?(?:sur|a|au) (?:notre|mon) stand|venez nous voir"
    r"|appelez[- ](?:moi|nous)|(?:ca|cela) tombe (?:bien|a pic)|le timing est (?:bon|parfait)",
    r"(?:pase|pasen|venga|vengan) (?:a vernos )?(?:por|a) (?:nuestro|el) (?:stand|puesto)"
    r"|venga(?:n)? a vernos"
    r"|(?:llega|viene) en (?:buen|el mejor) momento",
    r"(?:passate|passa|venite|vieni) (?:a trovarci )?(?:al|presso il) (?:nostro )?stand|venite a trovarci"
    r"|(?<!non )chiamami|(?<!non )chiamatemi|(?:arriva|capita) al momento giusto|tempismo perfetto",
    # (with "anders" and the Flemish or spoken softeners, heldout_dc's round: "Kom anders 's langs op de
    # zaak")
    r"kom (?:(?:gerust|gezellig|dan|anders|maar|gewoon) )*(?:(?:eens|'s|es|ne keer|een keer) )?langs"
    r"|bel (?:me|mij|ons)(?: gerust| maar| even"
    r"| dan)?\b(?! niet| nooit)"
    r"|(?:de )?timing is (?:goed|perfect|prima)",
    r"(?:passe|venha|passem|venham) (?:no|ao|pelo) (?:nosso )?(?:stand|estande)|(?:ligue|liga)[- ](?:me|nos)"
    r"|me (?:ligue|liga)\b|(?:chega|vem) em (?:boa hora|otima hora)|o timing e (?:bom|perfeito)",
    # German
    r"(?<!nicht )(?<!kein )interess(?:ant|iert|e)",
    # ... and the litotes, German and Dutch: "nicht uninteressant", "niet oninteressant" (quite interesting;
    # the nineteenth review of 2026-12-07)
    r"(?:nicht|niet|keineswegs|geenszins|allerminst) (?:(?:ganz|ganzlich|so|zo|geheel|helemaal|heel) )?"
    r"(?:uninteressant|oninteressant)",
    r"klingt (?:gut|spannend|interessant|vielversprechend)|gerne(?: mehr| einen| ein| zu)|sehr gerne",
    r"(?:termin|telefonat|gesprach|videocall|vorstellung|angebot|unterlagen|infos|informationen|testzugang)",
    r"(?:schicken|senden|lassen) sie (?:mir|uns)|rufen sie (?:mich )?an|lassen sie uns|passt (?:mir|uns)",
    # a day and an hour said to suit, as the English "Tuesday afternoon works" ("gerne, Dienstag 10 Uhr
    # passt", review of 2026-12-05, sixth); never a day that does not ("Dienstag passt leider nicht")
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag)(?: ?(?:vormittag|nachmittag|fruh|abend))?(?: (?:um|ab"
    r"|gegen))? \d{1,2}(?:[.:]\d{2})? uhr (?:passt|geht|klappt)\b(?! (?:\w+ )?(?:nicht|leider|schlecht))",
    # ... or a day and its part said to suit the sender, no hour yet (heldout_cp: "Dienstag am Nachmittag
    # geht bei mir", "Mittwochvormittag passt uns"); never with a no in the next words ("Dienstag geht es
    # bei mir leider nicht", the dialects' "ned", "net", "nid", "nöd") nor asked ("Passt Ihnen Dienstag?")
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag)(?:(?: am)? ?(?:vormittag|nachmittag|fruh|abend)s?)?"
    r" (?:passt|geht|klappt|ginge|wurde gehen) (?:es |das )?(?:bei )?(?:mir|uns)\b"
    r"(?!(?: \w+){0,4}? (?:nicht|leider|schlecht|kaum|ned|net|nid|nod)\b)",
    r"telefonier\w*|^gerne\b|wann (?:konnen|konnten|wollen) wir (?:sprechen|telefonieren|reden)"
    r"|suchen (?:gerade|aktuell) (?:so|genau"
    r"|nach)",
    # French
    # ... never the data subjects of a privacy reply (heldout_bb: "le richieste degli interessati", "les
    # droits des intéressés")
    r"(?<!pas )(?<!pas vraiment )(?<!degli )(?<!agli )(?<!dagli )(?<!sugli )(?<!dell')(?<!all')(?<!des )"
    r"(?<!les )(?<!aux )interess\w*|ca m'interesse|volontiers|avec plaisir|pourquoi pas",
    r"(?:appel|rendez-vous|rdv|demo|demonstration|echange|visio|devis|documentation|plaquette|presentation)",
    r"m'interesse(?:nt)?|(?:ca|cela) nous interesse|je veux bien|creneaux?",
    # ... never negated ("et ne les envoyez pas à mon équipe non plus": the eleventh review of 2026-12-07)
    r"(?<!\bne les )(?<!\bne la )(?<!\bne le )(?<!\bne l')(?<!\bne lui )(?<!\bne leur )(?<!\bne me )"
    r"(?<!\bne m')(?<!\bne nous )envoyez(?:-moi|-nous| moi| nous)?"
    r"|on peut (?:caler|se parler|en discuter|echanger|se voir)"
    r"|disponible|dites-m'en plus|en savoir plus",
    # "Parlons-en demain", "échangeons la semaine prochaine" (never "n'en parlons plus", "ne parlons pas",
    # nor a talk among themselves: "parlons-en avec mon associé")
    r"(?<!ne )(?<!n'en )(?:parlons|echangeons)(?:-en)?(?!-| plus| pas| jamais| avec (?:mon|ma|mes|notre|nos)"
    r" )",
    # Spanish
    r"(?<!no )me interesa|(?<!no )nos interesa|interesante|suena (?:bien|interesante|genial)",
    # "Estamos interesados", "estoy muy interesada" (one s: the French `interess` above never reads it); never
    # a no ("no estamos (muy) interesados") nor the data subjects of a privacy reply ("los interesados")
    r"(?<!no )(?<!no estamos )(?<!no estoy )(?<!no esta )(?<!no estan )(?<!no estamos muy )(?<!no estoy muy )"
    r"(?<!nada )(?<!poco )(?<!los )(?<!las )(?<!a los )interesad[oa]s?\b",
    # ... never a budget lacking (heldout_br: "Por el momento no contamos con presupuesto para nuevas
    # herramientas": a budget, no quote asked)
    r"(?:llamada|reunion|demo|demostracion|cita|informacion|propuesta|videollamada)"
    r"|(?<!no contamos con )(?<!no contamos con el )(?<!no tenemos )(?<!no hay )(?<!sin )(?<!ni )"
    r"(?<!no disponemos de )(?<!no cuento con )(?<!no tengo )(?<!falta de )(?<!no tenemos el )"
    r"(?<!no hay mas )(?<!no queda )(?<!nos quedamos sin )presupuesto",
    # Italian, Dutch, Portuguese ("graag", like "me gustaria" above, never a wish to know: "Ik wil graag weten
    # welk bedrijf dit aan u heeft gegeven" asks, heldout_au; "graag meer weten" is read below)
    r"(?<!non )(?:mi|ci) interessa|interessante|(?:fissiamo|organizziamo) (?:una|un) (?:chiamata|call|demo"
    r"|incontro)|mandatemi|inviatemi|volentieri"
    r"|(?:klinkt|lijkt me) (?:(?:best|echt|heel|wel|eigenlijk|erg) ){0,2}(?:goed|interessant)|graag(?! weten)"
    # ... with the particle a hurried Dutch request puts in (heldout_bj: "stuur me maar een offerte")
    # ... "mij", two particles and a "wat" too (heldout_cu: "stuur mij gerust wat meer info door")
    r"|(?:stuur|mail) (?:me|mij|ons) (?:(?:maar|even|gerust|dan|eens|dus|alvast) ){0,2}(?:meer|de|een|wat"
    r" (?:meer|info|informatie|documentatie|prijzen)\b)"
    r"|(?:vamos|podemos) (?:marcar|agendar|conversar|falar)"
    r"|(?<!nao )(?:me|nos) interessa|tenho interesse|(?:envie|mande)(?:-me|-nos)|com prazer",
    # Every rule language: concrete availability offered for a call or a demo ("I could do Tuesday, December
    # 15 at 10am", "ich hätte Dienstag, den 15., um 15 Uhr Zeit", "sono disponibile martedì", "ik ben dinsdag
    # beschikbaar", "estou disponível na terça"): a date in it is the meeting's, never a "later"
    rf"(?:i|we) (?:could|can) do (?:{_DAY_EN}|\d)",
    rf"{_DAY_EN},? (?:\w+ \d{{1,2}}(?:st|nd|rd|th)?|(?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: of)?(?: \w+)?),?"
    r" (?:at|@|from) \d{1,2}(?:[:.]\d\d)?(?: ?(?:am|pm))?",
    r"(?:ich|wir) (?:hatte|hatten|habe|haben|bin|sind|ware|waren|konnte|konnten|kann|konnen)"
    rf"(?: (?:am|nachsten|kommenden|diesen))? {DAY},?(?: (?!keine?\b|nicht\b|kaum\b)\S+){{0,8}}?"
    r" (?:zeit|verfugbar|erreichbar|frei|gerne?)\b",
    rf"(?:je peux|on peut|nous pouvons|je pourrais|nous pourrions) (?:le |ce )?{DAY}",
    rf"{DAY}(?: \S+){{0,5}}? (?:me convient|m'irait|me va|nous convient|nous irait|nous va)(?! pas)",
    rf"(?:puedo|podemos|podria|podriamos) (?:el |este |el proximo )?{DAY}",
    rf"(?<!non )(?:sono|siamo) disponibil[ei]|(?:posso|possiamo|potrei|potremmo) (?:il |questo )?{DAY}",
    rf"{DAY}(?: \S+){{0,5}}? (?<!non )(?:va bene|mi va bene|ci va bene|andrebbe bene|funziona)",
    r"(?:ik ben|we zijn|wij zijn|ben ik|zijn we|zijn wij)(?: (?!niet\b|nooit\b|pas\b)\S+){0,6}? beschikbaar",
    # (and "past voor mij", heldout_dc's round: "Donderdag 3 december om 14u past voor mij")
    rf"{DAY}(?: \S+){{0,5}}? (?:kan ik|kunnen we|kunnen wij|schikt|past (?:voor )?(?:mij|me|ons)|past prima"
    r"|past goed|lukt)"
    r"(?! niet| het niet)",
    # ... the day with its part in one word, said to suit the sender (heldout_cp's German "Dienstag am
    # Nachmittag geht bei mir": "dinsdagmiddag komt mij goed uit", "donderdagochtend past ons")
    rf"{DAY}(?:middag|ochtend|avond)?(?: (?!niet\b)\S+){{0,3}}? (?:komt|kwam) (?:mij|me|ons)"
    r" (?:goed |prima |beter )?uit\b",
    rf"{DAY}(?:middag|ochtend|avond) (?:past|schikt|lukt)\b(?! niet| het niet| (?:mij|me|ons) niet)",
    # Portuguese, the same ("terça à tarde dá para mim", "quinta de manhã fica bom para nós")
    rf"(?:{DAY})(?: (?!nao\b|nem\b)\S+){{0,3}}? (?:da|fica bom|fica bem|serve|funciona) (?:pra|para)"
    r" (?:mim|nos)\b",
    r"(?<!nao )(?:estou|estamos|fico|ficamos) disponive(?:l|is)",
    # the reader asked for time for a call, as the English "do you have time for a call?" (heldout_cc: "Tens
    # disponibilidade para uma chamada na quinta à tarde?"); never the sender's own ("não tenho tempo")
    r"(?<!nao )(?<!ele )(?<!ela )(?:tens|tem|teria|terias|tera) (?:\S+ )?(?:disponibilidade|tempo|um tempinho"
    r"|um momento) (?:\S+ )?(?:para|pra) (?:uma |um )?(?:chamada|call|conversa|videochamada|telefonema"
    r"|ligacao)\b",
    rf"(?:posso|podemos|poderia|poderiamos) (?:na |no |nesta |neste |na proxima )?{DAY}",
    # ... and "does <day/time> work for you?" ("Quinta às 15h funciona pra você?", "mardi 15 h vous
    # convient ?", "¿te viene bien el jueves?", "passt Ihnen Dienstag?", "schikt donderdag?")
    rf"(?:would|will|could|does|is) (?:{_DAY_EN}|today|next week|this week|\d{{1,2}}(?::\d\d)? ?(?:am|pm)?)"
    r"(?: \S+){0,3}? (?:work|suit|good)(?: for)? you\b",
    r"(?:passt|passen|ginge|ware) (?:es |das )?(?:ihnen|dir|euch)\b(?! (?:\w+ )?nicht)",
    rf"(?:geht|ginge) (?:es |das )?bei (?:ihnen|dir|euch) (?:am |um |\d|{DAY})",
    r"(?<!ne )(?<!n')(?:vous (?:convient|conviendrait|irait|va)|te (?:convient|conviendrait|irait))"
    r"(?:-t-il|-t-elle)?(?! pas)",
    r"(?<!no )(?:te|le|les|os) (?:va|viene|vendria|iria|parece) bien",
    r"(?<!non )(?:ti|le|vi) (?:va bene|andrebbe bene|torna comodo|sta bene|farebbe comodo)",
    rf"(?:schikt|past|lukt) (?:het |dat )?(?:u |je |jou |jullie )?(?:\S+ ){{0,2}}?{DAY}",
    rf"{DAY}(?: \S+){{0,3}}? (?:je|u|jullie) uit\b",
    r"(?<!nao )(?:funciona|serve|fica bom|fica bem|da certo|esta bom) (?:pra|para|pro) (?:voce|voces|vc|vcs"
    r"|ti|o senhor|a senhora)\b",
    # Brazilian and European Portuguese acceptance: "pode ser sim!", "bora", "topo", "manda o convite"
    # ... the day bare before an hour or a question mark (heldout_cy: "pode ser sexta 9h30?"), never "a
    # decisão pode ser sexta" without either
    # ... the bare day only where "pode ser" opens its clause ("A decisão final pode ser sexta?" asks a date)
    rf"pode ser(?=\s*!)|pode ser,? sim|pode ser (?:na|no) {DAY}"
    r"|(?:^|(?<=[.!?,;:\n] )|(?<=\n)|(?<=sim )|(?<=ok )|(?<=entao ))"
    rf"pode ser {DAY}(?=(?: (?:as |a partir das )?"
    r"\d{1,2} ?(?:h|:|horas)|,? (?:de manha|a tarde|cedo)\b)|\s*\?)|bora(?=\s*!)|bora (?:la|marcar|conversar"
    r"|agendar|fechar|falar)|(?:eu )?topo(?:,? sim|(?=\s*!))",
    # ... or the call's link ("me manda o link do meet", "envia-me o link da reunião"), never an article's
    r"(?:manda|mande|envia|envie)(?:-me| me)? (?:o|um) (?:convite|link (?:d[oa] |pra |para (?:a |o )?)"
    r"(?:meet|zoom|teams|reuniao|chamada|videochamada|call|conversa))|pode marcar"
    r"|(?:pode|podemos|vamos) agendar",
    r"(?:enviame|envieme|mandame|mandeme|envienme|enviadme|llamame|llameme|llamenme)|^claro\b|^si,? claro\b"
    r"|(?:me|nos) (?:viene|va) bien|prueba gratuita|nos reunimos|podemos (?:hablar|agendar"
    r"|reunirnos|quedar"
    r"|vernos)|me gustaria(?! saber(?:lo|la|los|las)?\b)|con gusto|encantad[oa]",
    # "tell me more", a trial, a proposal or a demo slot asked for, in every rule language ("Cuéntame más:
    # ¿se puede probar un mes?", "Gostaria de conhecer a solução. Podem me enviar uma proposta e sugerir um
    # horário para uma demonstração?")
    r"(?:suggest|propose|send (?:me|us)) (?:a |some )?(?:times?|slots?|dates?)\b|(?:can|could) (?:we"
    r"|i) (?:try"
    r"|test) (?:it|this|the)",
    r"erzahlen sie (?:mir |uns )?(?:gerne |bitte )?mehr|(?:mochte|mochten|wurde|wurden) (?:gerne |gern )?mehr"
    r" (?:daruber )?erfahren|(?:konnen|konnten|durfen) (?:wir|ich) (?:das|es|ihre \w+) (?:\S+ )?(?:testen"
    r"|ausprobieren)|(?:schlagen sie|nennen sie) (?:mir|uns) (?:einen|ein paar|zwei) (?:termin|zeit)",
    r"(?:peut-on|pouvons-nous|puis-je|pourrait-on|on peut) (?:le |l')?(?:tester|essayer)|(?:proposez|faites)"
    r"-(?:moi|nous) (?:une proposition|un creneau|une offre)",
    r"(?:cuentame|cuenteme|contadme|cuentenos|cuentanos|digame|dime) mas|(?:quiero|quisiera|me gustaria)"
    r" saber mas|(?:se puede|podemos|puedo|podriamos|podria) probar(?:lo|la)?\b|(?:propongan|proponga"
    r"|propon|sugieran|sugiera) (?:\w+ )?(?:horario|fecha|hora|dia)",
    r"(?:raccontami|raccontatemi|mi dica|mi dite|ditemi|dimmi) di piu|vorrei saperne di piu"
    r"|(?:vorrei|vorremmo) conoscere|(?:si puo|possiamo|posso|potremmo) provar(?:e|lo|la)\b|(?:inviarmi"
    r"|mandarmi|inviarci|mandarci|farmi|farci) (?:un|una) (?:preventivo|offerta|proposta|demo)"
    r"|(?:proporre|proponetemi|proponeteci) (?:un|una) (?:orario|data|slot)",
    r"vertel (?:me|ons|eens) (?:graag )?meer|(?:wil|willen) (?:graag )?meer weten|(?:kunnen|mogen) (?:we|wij"
    r"|ik) (?:het|dit|dat) (?:\S+ )?(?:testen|proberen|uitproberen)|(?:offerte|voorstel) (?:sturen"
    r"|toesturen|opsturen)|(?:stel|stelt) (?:een|u een) (?:tijdstip|moment|datum) voor",
    # (with the European "gostava" for "gostaria", heldout_el: "Gostava de ver a ferramenta")
    r"(?:gostaria|gostariamos|gostava|gostavamos) de (?:conhecer|saber mais|ver|agendar|marcar|receber)"
    r"|(?:podem|pode|poderiam"
    r"|poderia) (?:me |nos )?(?:enviar|mandar) (?:uma |um |a |o )?(?:proposta|orcamento|cotacao"
    r"|apresentacao)|sugerir (?:um|uns|alguns) horarios?|demonstracao|(?:da|de) para testar"
    r"|(?:podemos|posso) testar",
    # the product itself wished to be seen, in the conditional (heldout_el; "Ich würde das Tool gern sehen",
    # "J'aimerais voir la plateforme", "Mi piacerebbe vedere lo strumento"): only the product or its demo as
    # the object, never a source or a list ("j'aimerais voir d'où viennent mes données")
    r"(?:wurde|wurden|mochte|mochten) (?:\S+ ){0,2}?(?:das|die|den|ihr|ihre|ihren|euer|eure) (?:\S+ )?"
    r"(?:tool|losung|plattform|software|produkt|demo|anwendung)\w* (?:gern|gerne) (?:mal |einmal )?"
    r"(?:sehen|ansehen|anschauen|kennenlernen)\b",
    r"(?:j'aimerais|nous aimerions|je voudrais|nous voudrions) (?:bien )?(?:voir|decouvrir) (?:l'|la |le"
    r" |votre |une )(?:outil|solution|plateforme|logiciel|produit|demo|demonstration|application)\b",
    r"(?:mi piacerebbe|ci piacerebbe|vorrei|vorremmo) (?:vedere|conoscere) (?:lo |il |la |l'|una |un |il"
    r" vostro |la vostra )(?:strumento|piattaforma|soluzione|software|prodotto|demo|applicazione|tool)\b",
    # "Consegue uma call amanhã às 10h?", "quero ver a parte de conciliação": a call asked, a part to see
    r"(?:consegue|conseguem|conseguimos|da para|daria para) (?:marcar |fazer |ter )?(?:uma |um )?(?:call"
    r"|chamada|reuniao|conversa|videochamada|demo)\b|(?:quero|queremos|queria|queriamos) ver (?:a|o|uma|um"
    r"|como) (?:\S+ )?(?:parte|modulo|demo|demonstracao|plataforma|sistema|funciona)",
    # a call asked for by phone, a time or a number beside it ("any morning the week after works for a call.
    # Ring me on the mobile, 087 ...", "rufen Sie mich nach dem 15. an", "mi chiami la settimana dopo il 15"),
    # in every rule language; never refused ("don't ring me", "rufen Sie mich nicht an", "non mi chiami")
    r"(?<!don't )(?<!do not )(?<!never )ring me\b|(?:works|suits (?:me|us)|is (?:fine"
    r"|good)) for a (?:call|chat"
    r"|phone call)",
    # a time span between ("Rufen Sie mich doch am Mittwoch zwischen 9 und 11 Uhr an", "bel me dinsdag
    # tussen 9 en 11 even op")
    r"rufen sie mich (?:(?!nicht|nie|kein)\S+ ){1,10}?an\b|(?:sie )?erreichen mich (?:am besten )?(?:unter"
    r"|mobil|telefonisch)",
    r"(?:vous pouvez|tu peux|n'hesitez pas a) m'appeler|appelle-moi",
    r"(?:puede|puedes|pueden) llamarme",
    r"(?<!non )mi (?:chiami|telefoni|chiamate|telefonate)\b|(?:mi puo|mi potete|puo|potete) (?:chiamarmi"
    r"|telefonarmi)",
    r"(?:u kunt|je kunt|jullie kunnen) (?:me|mij) (?:(?!niet|nooit)\S+ ){0,8}?bellen"
    r"|(?:bel|belt u) (?:me|mij) (?:(?!niet|nooit)\S+ ){1,8}?op\b",
    r"(?:pode|podem) (?:me ligar|ligar-me|ligar para mim)",
    # a proposal, an offer or information asked for in the familiar imperative (heldout_af: "OK pour moi,
    # envoie-moi une proposition chiffrée pour 4 utilisateurs"; "mandaci un'offerta", "manda-me uma
    # proposta"); never the document of an invoice ("envie-me o documento em causa")
    r"envoie[- ](?:moi|nous) (?:une?|ta|ton|tes|votre|vos|des|plus d'|le|la|les|l')\s?(?:\w+ )?(?:proposition"
    r"|offre|devis|infos?|informations|documentation|tarifs?|prix|presentation|plaquette|demo)",
    r"(?:mandaci|inviaci|mandateci|inviateci) (?:un|una|un'|il|la|le|i|delle|dei|qualche|piu)\s?(?:\w+ )?"
    r"(?:proposta|offerta|preventivo|informazion[ei]|info|prezzi|listino|demo|brochure|presentazione)",
    # ... and in the polite singular, or with the softening "pure" (heldout_cq: "mi mandi pure una
    # presentazione e un listino prezzi"; "mi invii una brochure", "mandami pure qualche informazione");
    # never refused ("non mi mandi")
    r"(?<!non )(?:(?:mi|ci) (?:mandi|invii|manda|invia|mandate|inviate)|mandami|inviami|mandatemi|inviatemi)"
    r"(?: pure| volentieri| gentilmente)? (?:un|una|un'|il|la|le|i|delle|dei|qualche|piu|maggiori|ulteriori"
    r"|sua|suoi|sue)\s?(?:\w+ )?(?:proposta|offerta|preventivo|informazion[ei]|info|prezzi|listino|demo"
    r"|brochure|presentazione|documentazione|materiale|catalogo)",
    r"(?:envia|envie|manda|mande)[- ](?:me|nos) (?:uma?|a|o|as|os|mais) (?:\w+ )?(?:proposta|orcamento|oferta"
    r"|informacoes|informacao|info|precos|tabela|demo|demonstracao|apresentacao)",
    # ... with the Brazilian pronoun first, and the plural (heldout_cy: "Me manda mais informações, por
    # favor", "nos enviem a proposta", "mandem mais detalhes"); never refused ("não me mande mais nada")
    # ... nor a wish that they were not sent ("não quero que me mandem mais informações")
    r"(?<!nao )(?<!nunca )(?<!nao me )(?<!nao nos )(?<!nunca me )(?<!nunca nos )(?<!nao quero que )"
    r"(?<!nao queremos que )(?:(?:me|nos) (?:envia|envie"
    r"|manda|mande|enviem|mandem|passa|passe|passem)"
    r"|(?<!nao quero que me )(?<!nao quero que nos )(?<!nao queremos que nos )(?:enviem|mandem)(?:-me|-nos)?)"
    r" (?:uma?|a|o|as|os|mais) (?:\w+ )?(?:proposta|orcamento|oferta"
    r"|informacoes|informacao|info|infos|detalhes|precos|tabela|demo|demonstracao|apresentacao)",
    # more information allowed to be sent, with the modal (heldout_cl: "Sim, pode enviar mais informações para
    # este email"), in the rule languages whose noun alone does not read it; never negated ("não pode enviar",
    # "vous ne pouvez pas")
    r"(?<!nao )(?:pode|podem|podes|podera|poderia) (?:me |nos )?(?:enviar|mandar)(?:-me|-nos)? (?:mais"
    r"|as|umas|algumas|outras) (?:\w+ )?(?:informacoes|informacao|infos?|detalhes)",
    r"(?:vous pouvez|tu peux|vous pourrez|vous pourriez|pourriez-vous|pouvez-vous|pourrais-tu|peux-tu)"
    r" (?:m'|nous )?(?:envoyer|transmettre|faire parvenir)"
    r" (?:plus d'|davantage d'|d'autres |des |quelques )(?:informations|infos|details|precisions)",
    r"(?<!non )(?:puo|potete|puoi|potra|potrebbe) (?:mandar|inviar)(?:mi|ci|e) (?:maggiori|piu|delle"
    r"|ulteriori|altre|qualche) (?:informazioni|info|dettagli)",
    # (the Flemish "kan u", "u kan" with the polite pronoun, heldout_dr: "Kan u mij wat meer info bezorgen?")
    r"(?:u kunt|je kunt|jullie kunnen|kunt u|kun je|kan u|u kan|kan je|je kan|kunnen jullie|kunt gij|kunde)"
    r" (?:mij |me |ons )?(?:wat )?(?:meer|wat|nadere|verdere)"
    # (with the Flemish "bezorgen" and "overmaken" for "send", heldout_db)
    r" (?:informatie|info|details) (?:\S+ ){0,4}?(?:sturen|mailen|toesturen|opsturen|toezenden|bezorgen"
    r"|overmaken)",
    # ... asked in the conditional, the modal at the end (heldout_cx: "Zou u mij wat meer informatie kunnen
    # sturen?", "Pourriez-vous m'envoyer ...?" above)
    r"(?:zou u|zoudt u|zou je|zou jij|zouden jullie) (?:mij |me |ons )?(?:wat )?(?:meer|nadere|verdere|extra)"
    r" (?:informatie|info|details|documentatie)(?: \S+){0,4}? (?:kunnen|willen)"
    r" (?:sturen|mailen|toesturen|opsturen|toezenden|doorsturen|bezorgen|overmaken)\b",
    r"(?<!n't )(?<!not )(?:you can|you could|feel free to|you may) send (?:me |us )?(?:more|some|further"
    r"|additional) (?:info|information|details)",
    # a brochure or a catalogue asked for with a modal, as "can you send me a brochure?" above, in every rule
    # language (review of 2026-12-07: "Puoi mandarmi una brochure?", "Kunt u mij een brochure sturen?");
    # never refused or stopped ("Kunt u mij geen brochures meer sturen?", "¿Puede dejar de enviarme
    # folletos?", "pouvez-vous ne plus m'envoyer de brochures ?")
    r"(?<!non )(?:puoi|puo|potete|potresti|potrebbe|potreste|potra) (?:mandar|inviar|spedir|girar)(?:mi|ci)"
    r" (?:un|una|un'|il|la|le|i|lo|gli|vostr[oaie]|su[oae]|suoi|qualche|del|della|dei|delle)\s?(?:\w+ )?"
    r"(?:brochure|catalog(?:o|hi)|documentazione|opuscol[oi]|depliant|materiale informativo|scheda prodotto)",
    r"(?:kunt u|kun je|kan u|kan je|kunnen jullie|zou u|zoudt u|zou je|zouden jullie|wilt u|wil u|wil je"
    r"|willen jullie) (?:mij|me|ons) (?:(?!geen\b|niet\b|nooit\b)\S+ )?(?:\S+ )?(?:brochures?|folders?"
    r"|catalogus|documentatie|productfolder|flyers?)(?: (?!niet\b|geen\b|meer\b)\S+){0,4}? (?:sturen"
    r"|toesturen|opsturen|mailen|toezenden|bezorgen|overmaken|doorsturen)\b",
    r"(?:konnen|konnten|wurden|kannst|konntest|konnt|wurdest) (?:sie|du|ihr) (?:mir|uns)"
    r" (?:(?!kein\w*\b|nicht\b|nie\b)\S+ )?(?:\S+ )?(?:broschuren?|prospekte?|katalog|infomaterial"
    r"|informationsmaterial|unterlagen|flyer|produktblatt|datenblatt)\w*(?: (?!nicht\b|kein\w*\b|mehr\b)"
    r"\S+){0,4}? (?:schicken|senden|zusenden|zuschicken|mailen|ubermitteln|zukommen lassen)\b",
    r"(?:pouvez-vous|pourriez-vous|peux-tu|pourrais-tu|vous pouvez|vous pourriez|tu peux|tu pourrais)"
    r" (?:m'|nous )(?:envoyer|transmettre|faire parvenir|adresser) (?:une|un|la|le|les|votre|vos|ta|ton|tes"
    r"|des|quelques) (?:\w+ )?(?:brochure|plaquette|catalogue|documentation|depliant|fiche produit|flyer)",
    r"(?<!no )(?:(?:puede|puedes|pueden|podria|podrias|podrian|podeis|podriais) (?:usted |ustedes )?"
    r"(?:enviar|mandar|remitir|hacer llegar)(?:me|nos)|(?:me|nos) (?:puede|puedes|pueden|podria|podrias"
    r"|podrian|podeis|podriais) (?:enviar|mandar|remitir|hacer llegar)) (?:un|una|el|la|los|las|su|sus|tu"
    r"|tus|vuestro|vuestra|algun|alguna) (?:\w+ )?(?:folleto|catalogo|brochure|dossier|documentacion"
    r"|ficha de producto)",
    r"(?<!nao )(?:(?:me|nos) )?(?:pode|podem|podes|poderia|poderiam|poderias) (?:me |nos )?(?:enviar|mandar)"
    r"(?:-me|-nos)? (?:um|uma|o|a|os|as|seu|sua|vosso|vossa|algum|alguma) (?:\w+ )?(?:folheto|catalogo"
    r"|brochura|brochure|folder|documentacao|ficha de produto)",
)


# A question about the price alone ("what does this cost per user?", "Was kostet das?") is no interest yet:
# it is when they ask for prices to be sent (a quote is a step), or when the reply shows interest otherwise
# (a call, a demo, "sounds interesting").
PRICE = rx(
    r"pricing|prices?|price list|how much|what (?:does|would|will) (?:it|this|that) cost|costs?|quote",
    r"preise?|preisliste|preisubersicht|kosten|kostet"
    # ... a price written as one compound ("eine Preisindikation", "een prijsindicatie", heldout_dy)
    r"|preis(?:indikation|angabe|angaben|rahmen|spanne|schatzung|einschatzung|information|informationen"
    r"|auskunft|beispiel|indikationen)",
    r"tarifs?|prix|grille tarifaire|combien (?:ca |cela )?coute",
    r"precios?|cuanto cuesta|cuanto vale|coste|costo",
    r"prezz[oi]|listino|quanto costa|costi",
    r"prijs|prijzen|prijslijst|wat kost|prijs(?:indicatie|indicaties|opgave|informatie|schatting|voorbeeld"
    r"|idee|range)",
    r"precos?|quanto custa|custos?",
)
PRICE_SENT = rx(
    r"send|share|forward|e-?mail (?:me|us)",
    r"schicken|senden|zusenden|zukommen|ubermitteln|mailen",
    r"(?:m'|nous )?envoyer|envoyez|envoie|(?:m'|nous )?transmettre|transmettez|faire parvenir",
    r"enviar|envie|envia|enviame|envieme|envien|enviem|mande|manda|mandar|mandem|mandame|pasar(?:me|nos)",
    r"inviare|inviarmi|inviarci|inviatemi|mandare|mandarmi|mandatemi",
    r"sturen|stuur|toesturen|opsturen",
    *RESEND,  # "pouvez-vous me renvoyer la grille tarifaire ?" (heldout_bg)
)


# The nouns that alone read as interest ("Termin", "Infos", "Unterlagen", "devis", "plaquette",
# "propuesta"): not when the sentence is about the sender's own document going to us ("je vous ai envoyé
# par erreur le fichier au lieu de la plaquette", "la bonne plaquette suit dans un prochain mail",
# "anbei unsere Unterlagen", "I sent you our brochure by mistake"), nor in a reply that asks to be put
# back on a list it left by accident (`unsubscribe.RE_ADD`): what it wants is the list again.
BARE_NOUN = re.compile(
    r"termin|telefonat|gesprach|videocall|vorstellung|angebot|unterlagen|infos|informationen|testzugang"
    r"|appel|rendez-vous|rdv|demo|demonstration|echange|visio|devis|documentation|plaquette|presentation"
    r"|llamada|reunion|demostracion|cita|presupuesto|informacion|propuesta|videollamada"
)
# ... nor a document noun the sender owns, a first-person possessive right before it ("my address only appears
# on my quotes", "elle n'est nulle part à part sur mes devis", "nur auf meinen Angeboten", "solo en mis
# presupuestos", heldout_ec): the sender's own papers, no request for ours
OWN_DOCUMENT_BEFORE = re.compile(
    r"(?:^|\s)(?:my|our|mes|mon|ma|nos|notre|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem"
    r"|mis|mi|nuestros?|nuestras?|miei|mie|mio|mia|nostri|nostre|mijn|onze|meus|minhas|meu|minha|nossos"
    r"|nossas) (?:\w+ )?$"
)
OWN_DOCUMENT_NOUN = re.compile(r"angebot|unterlagen|devis|documentation|plaquette|presupuesto|propuesta")
# ... nor our document not yet read, a verb of reading right before it and a "not yet" in its sentence ("je
# n'ai pas encore pris le temps de lire votre présentation", heldout_ec): what the sender has, no request
NOT_YET_READ_BEFORE = re.compile(
    r"(?:^|\s)(?:lire|lu|parcourir|regarder|consulter|read|look at|leer|mirar|revisar|leggere|guardare|lesen"
    r"|anschauen|ansehen|lezen|bekijken|ler|olhar)(?: \S+){0,2} $"
)
NOT_YET = re.compile(
    r"\b(?:pas encore|not yet|yet|noch nicht|noch keine|todavia no|aun no|non ancora|ancora|nog niet|nog geen"
    r"|ainda nao)\b"
)
# ... nor our document to be read first, the answer deferred until then (heldout_ee: "Zum Inhalt melde ich
# mich, sobald ich mir Ihre Unterlagen in Ruhe angesehen habe"; "once I've read your proposal", "dès que
# j'aurai lu votre présentation", "cuando haya revisado su propuesta", "appena avrò letto la sua proposta",
# "zodra ik uw voorstel heb bekeken", "assim que tiver lido a sua proposta"): a "once" before the noun in its
# sentence, the reader's possessive right before it, and a verb of reading before it or, in German and Dutch,
# after it
ONCE_READ_BEFORE = re.compile(
    r"\b(?:once|when|as soon as|after|sobald|wenn|nachdem|des que|quand|une fois que|apres avoir|cuando|en"
    r" cuanto|una vez|despues de|appena|non appena|quando|dopo aver|zodra|als|wanneer|nadat|assim que"
    r"|depois de)\b(?:(?![.!?;]).){0,40}?(?:read|looked at|gone through|reviewed|lu|regarde|parcouru|examine"
    r"|leido|revisado|mirado|visto|letto|guardato|esaminato|lido|olhado|analisado|lesen|ansehen|anschauen"
    r"|lezen|bekijken|ler|leer|lire|leggere|revisar|olhar)(?: \S+){0,2} (?:your|ihre|ihr|ihren|votre|vos|su"
    r"|sus|la sua|il suo|le sue|vostra|vostro|uw|jullie|a sua|o seu|as suas|os seus|vossa|vosso) (?:\w+ )?$"
    r"|\b(?:sobald|wenn|nachdem|zodra|als|wanneer|nadat)\b(?:(?![.!?;]).){0,30}? (?:ihre|ihr|ihren|uw|jullie)"
    r" (?:\w+ )?$"
)
READ_DOCUMENT_NOUN = re.compile(
    r"angebot|unterlagen|infos|informationen|devis|documentation|plaquette|presentation|presupuesto|propuesta"
    r"|informacion"
)
READ_AFTER = re.compile(
    r"(?: \S+){0,4}? (?:angesehen|angeschaut|gelesen|durchgesehen|durchgelesen|gepruft|bekeken|gelezen"
    r"|doorgenomen|doorgelezen|bestudeerd)\b"
)
OWN_SENDING = rx(
    r"(?:i|we) (?:have |had |just )?(?:sent|attached|forwarded) (?:you|it|this|the|our|my)"
    r"|(?:i|we)(?:'ll| will) send (?:you )?(?:the|our|my)"
    r"|(?:follows|will follow) in (?:a|my|the) (?:next|separate|later)"
    r" (?:e-?mail|mail|message)|attached (?:is|are|please find)|please find attached",
    r"(?:ich|wir) (?:habe|haben) (?:ihnen )?(?:\S+ ){0,4}?(?:geschickt|gesendet|gemailt|weitergeleitet)"
    r"|anbei|im anhang|(?:folgt|folgen|kommt|kommen) (?:\S+ ){0,3}?(?:in|mit) (?:einer|der) (?:nachsten"
    r"|separaten|weiteren) (?:mail|e-?mail|nachricht)",
    r"(?:je|nous) vous (?:ai|avons) (?:\S+ ){0,4}?(?:envoye|transmis|adresse|fait suivre)|je vous envoie"
    r"|(?:je|nous) vous (?:enverrai|enverrons|transmettrai|transmettrons)|ci-joint|en piece jointe"
    r"|suit (?:dans|par) (?:un|le|mon) (?:prochain|autre|second|deuxieme|nouveau) (?:mail|e-?mail|courriel"
    r"|message)",
    r"(?:le|les) (?:he|hemos) (?:\S+ ){0,4}?(?:enviado|mandado|reenviado)|le (?:envio|mando|adjunto)"
    r"|adjunto (?:le|les|te|os)?|(?:va|ira|llegara) en (?:un|otro|el proximo|el siguiente)"
    r" (?:correo|mail|e-?mail|mensaje)",
)


# A "no" that closes the door for good, which outweighs any date in the reply ("we renewed in September
# on a three-year contract, so there's nothing to discuss for now or the foreseeable future", "not now
# or anytime soon", "auf absehbare Zeit nicht"): not interested, whatever month it names, unless it asks
# to be contacted again ("signed a two-year contract, reach out again in Q3 2027" is a later).
NOT_EVER = rx(
    r"(?:for now|now|today|this year) (?:or|and) (?:for |in )?the foreseeable future|not (?:now|today) (?:or"
    r"|and)"
    r" (?:any ?time|ever) soon|not in the foreseeable future|(?:locked|tied|signed)"
    r" (?:in|into|up for|on|for)? ?(?:a |an )?(?:new )?(?:multi|two|three|four|five|\d)[- ]year"
    r" (?:contract|deal|agreement|renewal)|on a (?:multi|two|three|four|five|\d)[- ]year (?:contract|deal"
    r"|agreement|renewal)",
    r"auf absehbare zeit (?:nicht|kein)|(?:mehrjahrig|zweijahrig|dreijahrig|\d-jahrig)\w* vertrag",
    r"pas dans un (?:avenir|futur) (?:proche|previsible)|contrat de (?:deux|trois|quatre|cinq|\d) ans",
    r"(?:ni ahora ni|no) en (?:un|el) futuro (?:proximo|previsible)|contrato de (?:dos|tres|cuatro|cinco"
    r"|\d) anos",
    r"(?:ne ora ne|non) nel (?:prossimo|breve) futuro|contratto (?:triennale|biennale|pluriennale"
    r"|di \d anni)",
    r"niet in de (?:nabije|afzienbare) toekomst|(?:meerjarig|tweejarig|driejarig|\d-jarig)\w* contract",
    r"(?:nem agora nem|nao) (?:num|em um|no) futuro (?:proximo|previsivel)|contrato de (?:dois|tres|quatro"
    r"|cinco|\d) anos",
    # a later that is really never (heldout_y: "maybe one day when we're big enough, which at our growth rate
    # is roughly never"), "never" ending its clause after a word saying what the later means
    r"(?:which|that)(?: \S+){0,6}? (?:is|means|'s) (?:roughly |basically |pretty much |probably |effectively"
    r"|realistically |more or less |about |approximately )?never(?=\s*(?:[.,;:!)]|$|[^\w\s]))"
    r"|(?:i\.?e\.?|aka|so|read:?),? (?:probably |basically |realistically )?never(?=\s*(?:[.;:!)]|$"
    r"|[^\w\s,]))",
    r"(?:also|sprich|d\.h\.|das heisst)[,:]? (?:wohl |eher |praktisch |quasi )?nie(?:mals)?(?=\s*(?:[.,;:!)]"
    r"|$"
    r"|[^\w\s]))",
    r"(?:autant dire|c'est-a-dire|donc|soit),? (?:probablement |sans doute |a peu pres )?jamais(?=\s*"
    r"(?:[.,;:!)]"
    r"|$|[^\w\s]))",
    r"(?:o sea|es decir|osea),? (?:probablemente |basicamente |practicamente )?nunca(?=\s*(?:[.,;:!)]|$"
    r"|[^\w\s]))",
    r"(?:cioe|quindi|ovvero|vale a dire|ossia),? (?:probabilmente |praticamente )?mai(?=\s*(?:[.,;:!)]|$"
    r"|[^\w\s]))",
    r"(?:dus|oftewel|ofwel|met andere woorden),? (?:waarschijnlijk |vrijwel |praktisch )?nooit(?=\s*"
    r"(?:[.,;:!)]"
    r"|$|[^\w\s]))",
    r"(?:ou seja|quer dizer|isto e),? (?:provavelmente |basicamente |praticamente )?nunca(?=\s*(?:[.,;:!)]|$"
    r"|[^\w\s]))",
)

# "una mail ogni tanto sulle novità la leggo volentieri", "ik lees ze graag", "je les lis volontiers": gladly
# read, the mail kept, never a "yes" to the offer; the bare adverbs of a yes after a verb of reading or
# receiving (read by `intent_interest.interest`)
GLADLY = re.compile(
    r"volentieri|graag|gerne?|volontiers|avec plaisir|con gusto|con piacere|com prazer|with pleasure|gladly"
)
READ_BEFORE = re.compile(
    r"\b(?:read|receive|leggo|leggiamo|ricevo|riceviamo|lese|lesen|erhalte|lis|lisons|recois|leo|leemos"
    r"|recibo|lees|lezen|ontvang|leio|lemos|recebo"
    # ... or read already ("la vostra email l'ho letta volentieri", "ich habe sie gerne gelesen", "je l'ai lu
    # volontiers", "la leí con gusto", "ik heb hem graag gelezen", "li com prazer", heldout_ec)
    r"|letta|letto|lette|letti|gelesen|lu|lue|lus|lues|lei|leida|leido|las|gelezen|lido|lida"
    r"|li"
    # ... or the reading kept up, in the infinitive or the gerund ("continuo a leggere volentieri i vostri
    # messaggi", "je continue à lire vos messages avec plaisir", "sigo leyendo sus correos con gusto",
    # "continuo a ler as vossas mensagens com prazer", heldout_ee)
    r"|reading|receiving|leggere|ricevere|lire|recevoir|leer|leyendo|recibir|recibiendo|ler|lendo|receber"
    r"|recebendo)(?: \S+){0,3} $"
)
# ... only a "gladly" that ends its clause ("la leggo volentieri, ma ...", "ik lees ze graag"): "Ik ontvang
# graag meer informatie", "Ich lese gerne mehr darüber" ask for more; our mail may follow it as the object
# ("leggere volentieri i vostri messaggi", heldout_ee)
GLADLY_END = re.compile(
    r"(?: (?:i |le |gli |les |vos |los |las |sus |os |as |die |ihre |de |jullie |je |uw |your |the )?"
    r"(?:vostr[ioae] |suoi |sue |vossas |vossos |suas |seus )?(?:messaggi|mail|e-?mails?"
    r"|newsletters?|messages"
    r"|mails|courriels|correos|mensajes|mensagens|berichten|nachrichten|updates))?"
    r"\s*(?:[,.;:!?)]|$| (?:ma|but|aber|mais|pero|maar|mas|and|und|et|y|e|en)\b)"
)
