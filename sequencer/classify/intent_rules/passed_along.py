"""The message passed along to people named only by their role or their remit (heldout_ap: "I'll loop in the
right folks and they can reach out if it's something worth exploring", "I'll pass it along to our ops lead
and have her reach out if it's relevant", "ich habe Ihre Nachricht an die zuständigen Kollegen im Einkauf
weitergeleitet. Die melden sich, falls Interesse besteht"), in every rule language: wrong_person, the
sender stepping aside without naming anyone. Pure data on fold()ed text.

`PASSED_ALONG` is the sender's own passing on, said (never asked: "should I loop in the right folks?"), to
"the right people", "the responsible colleagues", "whoever handles it" or a role of another group ("our
ops lead", "our RevOps group"); never to "my team" or "our team" alone (the sender stays), never someone
else's passing on ("she'll pass it to the right people"), never a refusal ("I won't pass this on"), never
another matter passed on before ("I passed that to our AP team already").
`THEY_REACH_OUT` is the third party getting back to us ("they can reach out if ...", "have her reach out",
"die melden sich, falls Interesse besteht"): an interest word in its sentence is theirs and conditional,
never the sender's; any other interest in the reply keeps it interested ("I'll loop in our ops lead, and
send me the pricing")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# our message, never "that", which points back to another matter ("Is this about the invoice query? I passed
# that to our AP team already")
_WHAT_EN = r"(?: (?:this|it|your (?:note|message|e-?mail|mail|request|enquiry|inquiry)))?"
_TO_WHOM_EN = (
    r"(?:the (?:right|relevant|responsible|appropriate) (?:folks|people|person|team|group|contacts?"
    r"|colleagues|department|owners?)|whoever (?:handles|owns|looks after|is responsible for|deals with|runs)"
    r"|(?:our|the) (?:[a-z&/-]+ ){1,2}(?:team|group|department|folks|people)"
    r"|(?:our|the) (?:[a-z&/-]+ ){0,2}(?:lead|head|owner|colleagues|folks|people))\b"
)

PASSED_ALONG = rx(
    # English: "I'll loop in the right folks", "I'll pass it along to our ops lead", "I've forwarded your
    # note to the relevant team", "let me flag this to whoever handles vendor onboarding"
    r"(?:i'll|i will|i'm going to|i am going to|let me|i've|i have|i)(?: just| already| happily| gladly)?"
    r" (?:pass(?:ed)?|forward(?:ed)?|hand(?:ed)?|send|sent|flag(?:ged)?|loop(?:ed)?|bring|rop(?:e|ed)"
    r"|share|shared)" + _WHAT_EN + r"(?: (?:along|on|over|in|through|up))?(?: (?:to|with))? " + _TO_WHOM_EN,
    # German: "ich habe Ihre Nachricht an die zuständigen Kollegen im Einkauf weitergeleitet", "ich leite das
    # an die richtige Stelle weiter"
    r"ich (?:habe|hab|leite|gebe|reiche|schicke) (?:\S+ ){0,3}?(?:an|zu) (?:die|den|der|das|unsere[nmr]?)"
    r" (?:zustandige[nr]?|richtige[nr]?|verantwortliche[nr]?|passende[nr]?) (?:kolleg\w*|person|leute"
    r"|stelle|abteilung|team|ansprechpartner\w*|fachabteilung)(?: \S+){0,4}? (?:weitergeleitet|weitergegeben"
    r"|weiter|geschickt|gesendet|ubergeben)\b",
    # French: "j'ai transmis votre message aux personnes concernées", "je fais suivre à la bonne personne"
    r"(?:je (?:transmets|transfere|fais suivre|vais transmettre|vais transferer|vais faire suivre)|j'ai"
    r" (?:transmis|transfere|fait suivre)) (?:\S+ ){0,3}?(?:aux|a la|au|a l'|a nos|a notre) ?(?:bonnes"
    r" personnes|bonne personne|personnes? concernee?s?|collegues? (?:concernee?s?|competente?s?)|service"
    r" (?:concerne|competent)|equipe (?:concernee|competente)|responsables?|interlocuteurs? (?:competents?"
    r"|concernes?))",
    # Spanish: "he reenviado su correo a los compañeros responsables", "lo paso a las personas adecuadas"
    r"(?:he (?:reenviado|pasado|trasladado|remitido)|(?:lo |la )?(?:reenvio|paso|traslado|remito)|voy a"
    r" (?:reenviar|pasar|trasladar|remitir)) (?:\S+ ){0,3}?(?:a|al|a la|a los|a las) (?:personas?"
    r" (?:adecuadas?|indicadas?|responsables?|correctas?)|companer[oa]s (?:responsables|correspondientes"
    r"|del area)"
    r"|(?:equipo|departamento|area) (?:correspondiente|responsable|adecuado|adecuada)|responsables?\b)",
    # Italian: "ho inoltrato la sua mail ai colleghi competenti", "giro il messaggio alla persona giusta"
    r"(?:ho (?:inoltrato|girato|passato|trasmesso)|inoltro|giro|passo|trasmetto|(?:vado|provvedo) a"
    r" (?:inoltrare|girare|trasmettere)) (?:\S+ ){0,3}?(?:ai|alle|alla|al|all') ?(?:colleghi (?:competenti"
    r"|responsabili|preposti)|person[ae] giust[ae]|responsabil[ei]\b|ufficio (?:competente|preposto)|reparto"
    r" (?:competente|preposto)|person[ae] competent[ei])",
    # Dutch: "ik heb je bericht doorgestuurd naar de juiste mensen", "ik zet het door aan de verantwoordelijke
    # collega's"
    r"ik (?:heb|stuur|zet|geef|speel) (?:\S+ ){0,3}?(?:naar|aan) (?:de|onze) (?:juiste (?:mensen|persoon"
    r"|collega'?s?|afdeling)|verantwoordelijke (?:collega'?s?|afdeling|persoon|mensen)|betreffende"
    r" (?:collega'?s?|afdeling)|collega'?s die (?:hier|daar|erover) (?:over )?gaan)",
    # Portuguese: "encaminhei a sua mensagem às pessoas certas", "vou passar aos colegas responsáveis"
    r"(?:encaminhei|reencaminhei|passei|repassei|vou (?:encaminhar|reencaminhar|passar|repassar)|encaminho"
    r"|reencaminho|repasso) (?:\S+ ){0,3}?(?:as|a|aos|ao|para (?:as|a|os|o)) (?:pessoas? certas?|colegas"
    r" (?:responsaveis|competentes|da area)|(?:setor|equipa|equipe|area|departamento) (?:responsavel"
    r"|competente|certo|certa)|responsaveis\b)",
)

# The message passed up to the sender's boss, named by that role only (heldout_bq: "Ik doe dit niet, heb het
# doorgestuurd naar mijn zaakvoerder. Hij laat wel iets weten als hij interesse heeft"), in every rule
# language, the Flemish "zaakvoerder" and "gérant" among the Dutch words; read like `PASSED_ALONG`.
_BOSS_EN = r"(?:boss|manager|line manager|owner|director|managing director|md|ceo|gm|general manager)"
_BOSS_DE = r"(?:chef|chefin|geschaftsfuhrer|geschaftsfuhrerin|inhaber|inhaberin|vorgesetzten|vorgesetzte)"
_BOSS_FR = r"(?:patron|patronne|gerant|gerante|directeur|directrice|superieur|superieure|responsable)"
_BOSS_ES = r"(?:jefe|jefa|gerente|director|directora|dueno|duena|responsable)"
_BOSS_IT = r"(?:capo|titolare|responsabile|direttore|direttrice|amministratore|amministratrice)"
_BOSS_NL = (
    r"(?:zaakvoerder|zaakvoerster|gerant|baas|directeur|directrice|leidinggevende|manager|eigenaar"
    r"|bedrijfsleider|chef|teamleider|afdelingshoofd)"
)
# the field of a boss named before the role ("our finance director", "onze financieel directeur"), and the
# German compounds of a field and a role ("unseren Finanzleiter", "an die Finanzchefin"), heldout_dj
_FIELD_EN = r"(?:finance|financial|hr|it|sales|operations|ops|purchasing|procurement|commercial|technical)"
_FIELD_NL = (
    r"(?:financieel|financiele|commercieel|commerciele|technisch|technische|administratief|administratieve"
    r"|algemeen|algemene|operationeel|operationele)"
)
_FIELD_BOSS_DE = r"(?:\w+(?:leiter|leiterin|chef|chefin|direktor|direktorin))"
_BOSS_PT = r"(?:chefe|gerente|diretor|diretora|patrao|dono|dona|responsavel|superior)"
PASSED_UP = rx(
    r"(?:i'll|i will|i'm going to|i've|i have|i)(?: just| already)? (?:pass(?:ed)?|forward(?:ed)?|send|sent"
    rf"|hand(?:ed)?)(?: (?:this|it|your (?:note|message|e-?mail|mail)))?(?: (?:on|over|up))? to (?:my|our)"
    rf"(?: {_FIELD_EN})? {_BOSS_EN}\b",
    # (the boss's name may stand beside the role before the German verb, heldout_cp: "an unseren Chef, Herrn
    # Huber, weitergeleitet", "an meine Chefin Frau Berger weitergegeben")
    r"(?:ich )?(?:habe|hab|leite|gebe|schicke) (?:\S+ ){0,3}?an (?:meine[nr]?|unsere[nr]?)"
    rf" (?:{_BOSS_DE}|{_FIELD_BOSS_DE})(?:,? (?:herrn?|frau|dr\.?) \w+(?: \w+)?,?)? (?:weitergeleitet"
    r"|weitergegeben|weiter"
    r"|geschickt)\b",
    r"(?:je (?:transmets|transfere|fais suivre|vais transmettre|vais transferer)|j'ai (?:transmis|transfere"
    rf"|fait suivre)) (?:\S+ ){{0,3}}?a (?:mon|ma|notre) {_BOSS_FR}\b",
    r"(?:(?:se |te |le )?(?:lo |la )?(?:he (?:reenviado|pasado|remitido)|reenvio|paso|remito|reenvie|pase"
    rf"))(?: \S+){{0,3}}? a (?:mi|nuestro|nuestra) {_BOSS_ES}\b",
    r"(?:l'ho (?:inoltrat[ao]|girat[ao]|passat[ao])|ho (?:inoltrato|girato|passato)|inoltro|giro|passo)"
    rf"(?: \S+){{0,3}}? (?:al mio|alla mia|al nostro|alla nostra) {_BOSS_IT}\b",
    r"(?:ik )?(?:heb|stuur|zet|geef|speel|mail)(?: \S+){0,3}? (?:door|doorgestuurd|doorgezet|doorgegeven"
    rf"|doorgespeeld|doorgemaild) (?:naar|aan) (?:mijn|onze|de)(?: {_FIELD_NL})? {_BOSS_NL}\b",
    r"(?:encaminhei|reencaminhei|passei|repassei|vou (?:encaminhar|passar|repassar)|encaminho|repasso)"
    r"(?: \S+){0,3}? (?:ao meu|ao nosso|a minha|a nossa|para o meu|para a minha|para o nosso|para a nossa)"
    rf" {_BOSS_PT}\b",
)

THEY_REACH_OUT = rx(
    r"(?:they|she|he|someone|somebody|the team)(?:'ll| will| can| could| may| might| should)?(?: \w+)?"
    r" (?:reach out|get in touch|get back to you|be in touch|contact you|follow up)"
    r"|(?:have|let|get) (?:her|him|them) (?:reach out|get in touch|contact you|get back to you|follow up)"
    r"|(?:they|she|he)(?:'ll| will) let you know",
    r"(?:die|sie|er|man|jemand) (?:melde[nt]? sich|(?:wird|werden) sich (?:\S+ )?melden|(?:kommt|kommen)"
    r" (?:\S+ )?auf sie zu)"
    # the verb first after a clause of "if" ("Falls er Interesse hat, meldet er sich", heldout_dj)
    r"|(?:melde[nt]?|wird|werden) (?:die|sie|er) sich\b",
    r"(?:ils|elles|elle|il|quelqu'un) (?:vous )?(?:re)?(?:contacter\w*|reviendr\w* vers vous"
    r"|prendr\w* contact)",
    r"(?:se pondran|se pondra|le contactaran|te contactaran|le contactara|te contactara|le escribiran"
    r"|le responderan)",
    r"(?:la|ti|vi) (?:ricontatteranno|contatteranno|ricontattera|contattera)|si (?:faranno|fara) viv[oie]"
    r"|(?:le|ti|vi) (?:fara|faranno) sapere",
    r"(?:zij|ze|hij) (?:neemt|nemen|zal|zullen) (?:\S+ ){0,3}?contact (?:met u |met je )?op|(?:zij|ze|hij)"
    r" (?:laten|laat) (?:\S+ )?van zich horen"
    # the verb first after a clause of "if", Flemish "contacteren" ("Indien zij interesse heeft, zal zij u
    # zelf contacteren", heldout_dj)
    r"|(?:zal|zullen|neemt|nemen) (?:zij|ze|hij) (?:\S+ ){0,3}?(?:contacteren|contact (?:met u |met je )?op)"
    r"|(?:zij|ze|hij) (?:zal|zullen) (?:\S+ ){0,3}?contacteren"
    # "Hij laat wel iets weten als hij interesse heeft" (heldout_bq)
    r"|(?:zij|ze|hij) (?:laten|laat|zal|zullen) (?:\S+ ){0,2}?(?:iets )?(?:weten|laten weten)",
    r"(?:eles|ela|ele|elas|alguem) (?:\S+ )?(?:entrar(?:ao|a)? em conta(?:c)?to|vao (?:o |a )?contactar"
    r"|contactarao|entram? em conta(?:c)?to)",
)
