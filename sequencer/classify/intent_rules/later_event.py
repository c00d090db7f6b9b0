"""A "later" tied to an event instead of a date: write again once something is over ("Mäld di doch
nomal, wenn die dure isch", "melden Sie sich wieder, sobald die Migration durch ist", "Zodra dat rond is
mag je me weer mailen", "escríbeme de nuevo cuando acabemos", "écrivez-moi quand ce sera fini", "scrivimi
quando avremo finito", "volte a falar comigo quando a migração terminar"): not_now, in every rule language
(English "get back to me once ..." and the French, Spanish and Italian "recontactez-moi"/"vuelva a
escribirme"/"riscrivimi" are in `later`). Pure data on fold()ed text, read with `later.WRITE_AGAIN`.

The verb needs "again" ("wieder", "nomal", "weer", "de nuevo", ...) before the conjunction, or the event
said to be over after it ("wenn die Migration durch ist", "quand ce sera terminé"): "Melden Sie sich, wenn
Sie Fragen haben" and "mail me het als PDF" are no later."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_AGAIN = (
    r"(?:wieder|nochmal|nomal|no mal|noch ?einmal|erneut|weer|opnieuw|nog eens|a nouveau|de nouveau"
    r"|de nuevo|otra vez|nuevamente|di nuovo|ancora|nuovamente|de novo|novamente|outra vez)"
)
# the conjunction, then the event said to be over within a few words, per language ("Termine" is no French
# "terminé")
_OVER = {
    "de": r"(?:durch|dure|vorbei|verbii|fertig|erledigt|abgeschlossen|rum|uberstanden)",
    "nl": r"(?:rond|klaar|voorbij|afgerond|achter de rug)",
    "fr": r"(?:termine|terminee|terminees|termines|fini|finie|finis|boucle|bouclee|passe|passee|acheve"
    r"|achevee)",
    "es": r"(?:terminemos|termine|terminado|terminada|acabemos|acabe|acabado|acabada|pase|haya pasado)",
    "it": r"(?:finito|finita|terminato|terminata|concluso|conclusa|passato|passata|chiuso|chiusa)",
    "pt": r"(?:terminar|terminarmos|terminado|terminada|acabar|acabarmos|acabado|acabada|passar|concluido"
    r"|concluida)",
}
_THEN = {
    "de": r"(?:wenn|sobald|wanns?|wenns)",
    "nl": r"(?:als|zodra|wanneer)",
    "fr": r"(?:quand|lorsque|des que|une fois que)",
    "es": r"(?:cuando|en cuanto|una vez que)",
    "it": r"(?:quando|appena|una volta che)",
    "pt": r"(?:quando|assim que|depois que)",
}
_VERB = {
    "de": r"(?:melden|schreiben|kontaktieren) sie (?:sich|mir|mich|uns)|(?:meld|mald|melde|schreib|schrib)"
    r" (?:dich|di|mir|mer)",
    "nl": r"(?:mail|benader|contacteer|bel) (?:me|mij|ons)",
    "fr": r"(?:(?:re)?ecrivez|(?:re)?ecris|contactez)-?(?:moi|nous)",
    "es": r"(?:escribeme|escribame|contactame|contacteme|escribenos|escribanos)",
    "it": r"(?:scrivimi|scrivetemi|mi scriva|contattami|contattatemi|mi contatti)",
    "pt": r"(?:volte|voltem) a (?:me )?(?:falar|escrever|contatar|contactar|procurar)(?: comigo)?"
    r"|(?:escreva|fale|contate|contacte)(?:-me| comigo)",
}
WRITE_AGAIN_WHEN = rx(
    *(rf"(?:{_VERB[lang]})(?: \S+){{0,2}}? {_AGAIN},? {_THEN[lang]}" for lang in _VERB),
    *(rf"(?:{_VERB[lang]})(?: \S+){{0,2}}?,? {_THEN[lang]}(?: \S+){{0,6}}? {_OVER[lang]}" for lang in _VERB),
    # Dutch with the event first: "Zodra dat rond is mag je me weer mailen"
    r"(?:zodra|wanneer|als)(?: \S+){1,6}?,? (?:mag|kun|kunt|kan) (?:je|jij|u) (?:me|mij|ons)(?: \S+)?"
    rf" {_AGAIN} (?:mailen|benaderen|contacteren|een mail sturen|bellen)",
)

# "Please connect with me after that": contact asked for after the event just named ("an ERP migration
# which will go on till March"), in every rule language ("melden Sie sich danach gerne wieder", "revenez
# vers moi après ça", "contácteme después de eso", "ricontattatemi dopo", "neem daarna contact met me
# op", "entre em contato depois disso"); "that" alone, never "after the call" nor "then" ("send the deck,
# connect with me then" is no later).
_AFTER = {
    "en": r"(?:after (?:that|this|which)|afterwards|once (?:that's|that is|it's|it is|this is) (?:done|over"
    r"|finished|behind us))",
    "de": r"(?:danach|im anschluss|anschliessend|hinterher)",
    "fr": r"(?:apres (?:ca|cela|quoi|cette periode)|ensuite|par la suite"
    r"|apres(?= *(?:[.,;!]|$| et (?:on (?:voit|verra|en parle|en reparle)|nous verrons) *(?:[.,;!]|$))))",
    "es": r"(?:despues de (?:eso|esto|esa fecha)|despues(?= *(?:[.,;!]|$| y (?:vemos|lo vemos|hablamos"
    r"|lo hablamos|miramos) *(?:[.,;!]|$)))|luego(?= *(?:[.,;!]|$)))",
    # ... "after" alone before "and we'll see" (heldout_by: "sono sotto fiera fino a fine mese (Cersaie),
    # scrivimi dopo e vediamo"; "écrivez-moi après et on verra", "escríbeme después y vemos", "escreva-me
    # depois e vemos")
    "it": r"(?:dopo(?= *(?:[.,;!]|$| e (?:vediamo|ne parliamo|ne riparliamo|ci sentiamo|valutiamo)"
    r" *(?:[.,;!]|$)))|dopo di"
    r" che|in seguito|successivamente)",
    "nl": r"(?:daarna|nadien|daarna pas)",
    "pt": r"(?:depois disso|depois(?= *(?:[.,;!]|$| e (?:vemos|falamos|conversamos) *(?:[.,;!]|$)))|apos isso"
    r"|em seguida)",
}
_CONTACT = {
    "en": r"(?:connect|get in touch|reach out|touch base|follow up|check in|circle back)(?: (?:with|to) (?:me"
    r"|us))?(?: again)?|(?:come|get) back (?:to|with) (?:me|us)(?: again)?|(?:contact|e-?mail|call|ping)"
    r" (?:me|us)(?: again)?",
    "de": r"(?:melden sie sich|kontaktieren sie (?:mich|uns)|schreiben sie (?:mir|uns)|meld dich|kommen sie"
    r"|melde dich|schreib mir)(?: (?:gerne|gern|bitte|doch))?(?: (?:wieder|nochmal|erneut))?",
    "fr": r"(?:(?:re)?contactez-(?:moi|nous)|(?:re)?ecrivez-(?:moi|nous)|revenez vers (?:moi|nous)|reprenez"
    r" contact(?: avec (?:moi|nous))?)",
    "es": r"(?:contacteme|contactame|contactenos|escribame|escribeme|vuelva a (?:contactarme|escribirme)"
    r"|vuelve a (?:contactarme|escribirme)|pongase en contacto conmigo|ponte en contacto conmigo)",
    "it": r"(?:ricontattatemi|ricontattami|mi ricontatti|contattatemi|contattami|mi contatti|scrivetemi"
    r"|scrivimi|mi scriva|risentiamoci|sentiamoci)",
    "nl": r"(?:neem|neemt u)(?: gerust)?",
    "pt": r"(?:entre|entrem) em contato(?: comigo)?|(?:me )?(?:procure|procurem)|fale comigo|volte a falar"
    r" comigo|escreva-me|escrevam-me|escreve-me|me escreva",
}
CONTACT_AFTER = rx(
    *(rf"(?:{_CONTACT[lang]})(?: \S+)?? {_AFTER[lang]}" for lang in _CONTACT if lang != "nl"),
    # Dutch: "neem daarna (gerust weer) contact met me op", "mail me daarna"
    rf"(?:{_CONTACT['nl']}) {_AFTER['nl']} (?:\S+ ){{0,2}}?contact (?:met (?:mij|me|ons) )?op",
    rf"(?:mail|bel|benader|contacteer) (?:me|mij|ons)(?: gerust)?(?: weer)? {_AFTER['nl']}",
    # Dutch with a welcome (heldout_af, a municipality in a tender: "Daarna bent u van harte welkom om
    # opnieuw contact op te nemen"); never a welcome with no "after" ("u bent welkom om contact op te nemen")
    r"(?:daarna|nadien|na afloop|vanaf dat moment|na de gunning) (?:bent u|ben je|zijn jullie) (?:\S+ ){0,3}?"
    r"welkom (?:om )?(?:\S+ ){0,2}?contact (?:met (?:mij|me|ons) )?op te nemen"
    r"|(?:daarna|nadien|na afloop) (?:mag|kan) u (?:\S+ ){0,3}?contact (?:met (?:mij|me|ons) )?(?:op)?nemen",
    # the same welcome after an award or a step in English, German, Spanish and Portuguese ("Nach der
    # Vergabe sind Sie herzlich willkommen, sich wieder zu melden", "tras la adjudicación será bienvenido a
    # contactarnos", "After the award you are most welcome to contact us again")
    r"(?:after that|afterwards|after the (?:award|tender|procurement)),? (?:you're|you are) (?:\S+ ){0,2}?"
    r"welcome to (?:contact|reach out|get in touch|write)",
    r"(?:danach|anschliessend|nach (?:der|dem) \S+) sind sie (?:\S+ ){0,2}?willkommen,? (?:sich |uns |mich )?"
    r"(?:\S+ ){0,2}?zu (?:melden|kontaktieren|schreiben)",
    r"(?:despues|tras|a partir de entonces|luego) (?:\S+ ){0,3}?(?:sera|estara) (?:\S+ )?bienvenid[oa]"
    r" (?:a|para) (?:contactar|escribir|llamar)\w*",
    r"(?:depois|apos|a partir dai|em seguida) (?:\S+ ){0,3}?(?:sera|estara) (?:\S+ )?bem-vind[oa]"
    r" (?:a|para) (?:contactar|contatar|escrever|voltar)\S*",
    # German with "danach" first: "danach können Sie sich gerne wieder melden"
    r"(?:danach|im anschluss|anschliessend) (?:konnen|durfen) sie (?:sich|mich|mir|uns) (?:\S+ ){0,3}?"
    r"(?:melden|kontaktieren|schreiben)",
)

# "Ping me the week after the show", "Mi ricontatti dopo la fiera", "try me again when I'm back in May":
# contact asked for after a named event (a fair, a conference, a launch, a leave or holidays) or the
# sender's return, in every rule language; not_now, winning over the interest in the same reply ("and
# we'll set something up"). "Send me the deck after the show" asks for no contact and is no later.
_EVENT = {
    "en": r"(?:show|expo|fair|trade ?show|conference|event|launch|holidays?|vacation|leave|trip|summit"
    r"|exhibition|congress|season|break|busy season|quarter[- ]end|year[- ]end)",
    "de": r"(?:messe|ausstellung|konferenz|kongress|veranstaltung|elternzeit|urlaub|ferien|feiertage"
    r"|einfuhrung|saison|reise)",
    "fr": r"(?:salon|foire|conference|congres|evenement|lancement|vacances|conge|conges|fetes|saison)",
    "es": r"(?:feria|congreso|conferencia|evento|lanzamiento|vacaciones|baja|permiso|fiestas|temporada)",
    "it": r"(?:fiera|salone|congresso|conferenza|evento|lancio|ferie|vacanze|congedo|maternita|paternita"
    r"|festivita|stagione)",
    # the school holidays as one word (heldout_bz: "na de krokusvakantie"; paas-, herfst-, kerst-, zomer-,
    # voorjaars-, meivakantie), a leave too ("ouderschapsverlof")
    "nl": r"(?:beurs|tentoonstelling|conferentie|congres|evenement|lancering|\w*vakantie|\w*verlof|feestdagen"
    r"|seizoen)",
    "pt": r"(?:feira|congresso|conferencia|evento|lancamento|ferias|licenca|festas|temporada)",
}
# A feast of any tradition, named without an article (heldout_aq: "Kindly follow up after Eid"): Eid,
# Ramadan, Diwali, Hanukkah, Passover, the (Chinese, lunar) new year, Songkran, Golden Week, Thanksgiving,
# Christmas, Easter, Carnival, in every rule language ("nach dem Zuckerfest", "après l'Aïd", "después del
# Ramadán", "dopo il Ramadan", "na het Suikerfeest", "depois do Eid"); never a thing bought for one ("the
# Eid campaign", "after Eid sales" stay their business: the contact verb comes first).
_FEASTS = (
    r"(?:eid(?: al-?(?:fitr|adha)| ul-?(?:fitr|adha))?|ramadh?an|diwali|deepavali|hanukk?ah|chanukk?ah"
    r"|passover|pesach|rosh hashanah|yom kippur|(?:chinese |lunar )?new year|songkran|golden week"
    r"|thanksgiving|holi|onam|pongal|navratri|christmas|easter|carnival)"
)
_AFTER_FEAST = {
    "en": rf"(?:after|once|when) {_FEASTS}(?: is (?:over|done|behind us))?\b",
    "de": r"nach (?:dem |den )?(?:ramadan|zuckerfest|opferfest|bayram|eid|diwali|chanukka|pessach"
    r"|chinesischen neujahr|neujahr|ostern|weihnachten|fasching|karneval)\b",
    "fr": r"apres (?:le |l'|la )?(?:ramadan|aid(?: el-?fitr| el-?kebir| el-?adha| el-?seghir)?|eid|tabaski"
    r"|korite|mouloud|diwali|hanoucca|pessah|nouvel an(?: chinois)?|noel|paques|carnaval|rentree|toussaint"
    r"|pentecote)\b",
    "es": r"(?:despues|tras) (?:del |de la |de )?(?:ramadan|eid|diwali|januca|pesaj|ano nuevo(?: chino)?"
    r"|navidad|semana santa|pascua|carnaval)\b",
    "it": r"dopo (?:il |l')?(?:ramadan|eid|diwali|hanukkah|capodanno(?: cinese)?|natale|pasqua|carnevale)\b",
    "nl": r"na (?:de |het )?(?:ramadan|suikerfeest|offerfeest|eid|diwali|chanoeka|chinees nieuwjaar|nieuwjaar"
    r"|kerst|kerstmis|pasen|carnaval)\b",
    "pt": r"(?:depois|apos) (?:do |da |o |a )?(?:ramadao|ramada|ramadan|eid|diwali|ano novo(?: chines)?|natal"
    r"|pascoa|carnaval)\b",
}
_AFTER_EVENT = {
    "en": rf"(?:after (?:the|our|my|this|that) (?:\S+ ){{0,3}}?{_EVENT['en']}\b|when (?:i'm|i am|we're|we are"
    r"|i get|we get|i'm|i come|we come) back\b|once (?:i'm|i am|we're|we are) back\b)",
    "de": rf"(?:nach (?:der|dem|den|meiner|meinem|unserer|unserem) (?:\S+ ){{0,2}}?{_EVENT['de']}\w*"
    r"|(?:wenn|sobald) ich (?:wieder )?zuruck bin)",
    "fr": rf"(?:apres (?:le|la|les|l'|mon|ma|mes|notre|nos) ?(?:\S+ ){{0,2}}?{_EVENT['fr']}\b|a mon retour"
    r"|au retour|quand je (?:serai|suis) (?:de retour|rentree?))",
    "es": rf"(?:despues (?:de la|del|de las|de los|de mi|de nuestra"
    rf"|de nuestro) (?:\S+ ){{0,2}}?{_EVENT['es']}\b"
    r"|a (?:mi|la) (?:vuelta|regreso)|cuando (?:vuelva|regrese|este de vuelta))",
    "it": rf"(?:dopo (?:la|il|lo|le|i|l'|gli|il mio|la mia) ?(?:\S+ ){{0,2}}?{_EVENT['it']}\b"
    r"|al (?:mio )?(?:rientro|ritorno)|quando (?:rientro|rientrero|torno|tornero))",
    "nl": rf"(?:na (?:de|het|mijn|onze|ons) (?:\S+ ){{0,2}}?{_EVENT['nl']}\b|als ik (?:weer )?terug ben"
    r"|zodra ik (?:weer )?terug ben)",
    "pt": rf"(?:depois (?:da|do|das|dos|da minha|do meu) (?:\S+ ){{0,2}}?{_EVENT['pt']}\b"
    r"|no (?:meu )?(?:regresso|retorno)|na volta|quando (?:eu )?(?:voltar|regressar))",
}
_CONTACT_ME = {
    "en": r"(?:ping|e-?mail|call|contact|try|reach|message|nudge|chase) (?:me|us)(?: again| back)?"
    r"|(?:get|come) back (?:to|with) (?:me|us)|(?:reach out|circle back|follow up|touch base|check in)(?:"
    r" (?:with|to) (?:me|us))?(?: again)?",
    "de": _CONTACT["de"],
    "fr": _CONTACT["fr"],
    "es": _CONTACT["es"],
    "it": _CONTACT["it"],
    # ... and the Flemish "stuur maar eens terug" (send again), "vraag het nog eens" (heldout_bz)
    "nl": r"(?:mail|bel|benader|contacteer|neem contact met|schrijf) (?:me|mij|ons)(?: gerust)?(?: weer| nog"
    r" eens)?|(?<!ik )stuur(?: (?:me|mij|ons))?(?: (?:maar|gerust|dan))?(?: eens)? (?:terug|opnieuw|nog eens"
    r"|weer)\b"
    r"|vraag (?:het )?(?:me |mij |ons )?(?:maar |gerust |dan )?(?:nog eens|opnieuw|terug)\b",
    "pt": _CONTACT["pt"],
}
# After a feast or a holiday, with no contact verb: read with a talk about it later
# (`intent_later.talk_later`; heldout_bt: "On en reparle après l'Aïd")
FEAST_AFTER = rx(*_AFTER_FEAST.values())
EVENT_AFTER = rx(
    *(rf"(?:{_CONTACT_ME[lang]})(?: \S+){{0,4}}? {_AFTER_EVENT[lang]}" for lang in _CONTACT_ME),
    *(rf"(?:{_CONTACT_ME[lang]})(?: \S+){{0,4}}? {_AFTER_FEAST[lang]}" for lang in _CONTACT_ME),
    # ... or the return first, then the contact (heldout_dd: "Al rientro mi ricontatti pure"): "when I'm
    # back, ping me", "au retour, recontactez-moi", "a la vuelta escríbeme", "na volta me procure"
    *(rf"{_AFTER_EVENT[lang]},? (?:\S+ ){{0,2}}?(?:{_CONTACT_ME[lang]})" for lang in _CONTACT_ME),
    # Dutch puts the feast inside its verb: "Neem na het Suikerfeest gerust weer contact met me op"
    rf"(?:neem|neemt u) {_AFTER_FEAST['nl']} (?:\S+ ){{0,3}}?contact",
    # ... and its "again" after the holiday: "Vraag het na de herfstvakantie nog eens" (heldout_bz)
    rf"(?<!ik )(?:stuur|vraag het|vraag|mail me|bel me) {_AFTER_EVENT['nl']} (?:\S+ ){{0,2}}?(?:nog eens"
    r"|opnieuw|terug|weer)\b",
)
