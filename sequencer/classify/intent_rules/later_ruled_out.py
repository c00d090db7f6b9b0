"""A later ruled out: a time named only to say it will not do either, "never" dressed as "not now". Pure data
on fold()ed text, read by `intent.RuleClassifier` beside `interest.NOT_EVER` (heldout_bm):

- the later negated with "either" / "auch ... nicht" / "non plus" / "tampoco" / "nemmeno" / "ook ... niet"
  / "também não": "not next quarter either", "no need to follow up next year either", "das wird auch
  nächstes Jahr nichts", "auch nächstes Jahr nicht", "l'an prochain non plus", "ni l'année prochaine",
  "tampoco el año que viene", "nemmeno l'anno prossimo", "ook na de zomer niet", "também não no ano que
  vem";
- the reminder waved off: "don't set a reminder", "no need to put a reminder in your CRM", "kein
  Wiedervorlage-Termin nötig", "pas la peine de mettre un rappel", "no hace falta que pongas un
  recordatorio", "non serve mettere un promemoria", "geen herinnering nodig", "não precisa colocar
  lembrete".

Never a later kept: "not this year, but ask me next year" (no negation on the later), "no need to follow
up before March" (a time limit, no "either"), nor in a question ("not next year either?"); a later asked
for outside these phrases wins (`intent.RuleClassifier` looks again with them cut out).
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_TIME = (
    r"(?:next|the next|the following) (?:year|quarter|month|season|fiscal year|budget cycle|cycle)"
    r"|in (?:q[1-4]|\d{4}|the new year)|after (?:the )?(?:summer|holidays|new year|renewal|freeze|re-?org"
    r"|\w+ (?:is|are) (?:over|done))|later(?: on)?|in the spring|in the autumn|in the fall"
)
_DE_TIME = (
    r"(?:im )?(?:nachste[nms]?|kommende[nms]?) (?:jahr|quartal|monat|saison|geschaftsjahr|haushaltsjahr)"
    r"|nach (?:der|dem|den) \w+|spater|im (?:fruhjahr|herbst|sommer)"
)
_FR_TIME = (
    r"l'(?:an|annee) prochaine?|(?:le )?(?:trimestre|mois|semestre) prochain|apres (?:l'ete|les fetes"
    r"|la \w+|le \w+)|plus tard"
)
_ES_TIME = (
    r"el (?:ano|trimestre|mes) (?:que viene|proximo)|el proximo (?:ano|trimestre|mes|ejercicio)|despues"
    r" de(?:l| la)? \w+|mas adelante|mas tarde"
)
_IT_TIME = (
    r"(?:l'anno|il trimestre|il mese) prossimo|dopo (?:l'estate|le feste|la \w+|il \w+)|piu avanti|in futuro"
)
_NL_TIME = (
    r"(?:volgend|komend) (?:jaar|kwartaal)|(?:volgende|komende) (?:maand|kwartaal)|na (?:de|het) \w+|later"
)
_PT_TIME = (
    r"(?:no )?(?:ano|trimestre|mes) que vem|(?:no )?proximo (?:ano|trimestre|mes)|depois d[oa] \w+|mais"
    r" (?:tarde|para a frente|adiante)"
)
_REMINDER = r"(?:a |any |the )?(?:reminder|follow-?up reminder|task|note|flag)"
LATER_RULED_OUT = rx(
    # English: "not next quarter either", "no need to follow up next year either"
    rf"(?:not|no need to (?:follow up|reach out|check in|try again|circle back|write)|don't (?:follow up"
    rf"|reach out|bother)|nor|or) (?:\S+ ){{0,2}}?(?:{_EN_TIME}) either",
    rf"(?:don't|do not|no need to|there's no need to|no point (?:in )?) (?:set|put|add|setting|putting"
    rf"|adding|make|making) {_REMINDER}",
    # German: "das wird auch nächstes Jahr nichts", "auch nach der Messe nicht", "keine Wiedervorlage"
    rf"auch (?:{_DE_TIME}) (?:\S+ ){{0,2}}?(?:nicht|nichts|kein\w*)(?! \w+ (?:als|sondern))",
    rf"(?:auch|und) (?:\S+ ){{0,2}}?(?:nicht|nichts) (?:{_DE_TIME})(?! (?:wieder|erneut|nochmal))",
    r"(?:keine|ohne|bitte keine) (?:wiedervorlage|erinnerung)(?! bis)|(?:sie )?brauchen (?:sich )?keine"
    r" (?:wiedervorlage|erinnerung)",
    # French: "l'an prochain non plus", "ni l'année prochaine", "pas la peine de mettre un rappel"
    rf"(?:{_FR_TIME}) non plus|ni (?:{_FR_TIME})|pas (?:la peine|besoin) de (?:mettre|noter|programmer)"
    r" (?:un |de )?(?:rappel|relance)",
    # Spanish: "tampoco el año que viene", "el año que viene tampoco", "no hace falta poner un recordatorio"
    rf"tampoco (?:{_ES_TIME})|(?:{_ES_TIME}) tampoco|no (?:hace falta|es necesario) (?:que )?(?:pon(?:er|gas"
    r"|ga)|anot(?:ar|es|e)|agend(?:ar|es|e)) (?:un )?recordatorio",
    # Italian: "nemmeno l'anno prossimo", "neanche dopo l'estate", "non serve mettere un promemoria"
    rf"(?:nemmeno|neanche|neppure|e nemmeno) (?:{_IT_TIME})|non (?:serve|c'e bisogno di) (?:mettere|segnare"
    r"|fissare) (?:un )?promemoria",
    # Dutch: "ook na de zomer niet", "volgend jaar ook niet", "geen herinnering nodig"
    rf"ook (?:{_NL_TIME}) (?:\S+ ){{0,1}}?niet|(?:{_NL_TIME}) ook niet|(?:geen|hoeft geen) (?:herinnering"
    r"|reminder)(?: (?:in te stellen|te zetten|nodig))?",
    # Portuguese: "também não no ano que vem", "nem no ano que vem", "não precisa colocar lembrete"
    rf"(?:(?:{_PT_TIME}) tambem nao|tambem nao (?:{_PT_TIME})|nem (?:{_PT_TIME}))|nao (?:precisa|e preciso)"
    r" (?:de )?(?:colocar|anotar|agendar|por) (?:um |nenhum )?lembrete",
)

# The look-alike that is a later: the follow-up waved off only up to a time ("no need to follow up before
# March", "vor März brauchen Sie nicht nachzufassen", "pas la peine de me relancer avant mars", "no hace
# falta escribirme antes de marzo", "non serve ricontattarmi prima di marzo", "je hoeft niet voor maart te
# mailen", "não precisa me procurar antes de março"): read by `intent_later.later`.
_WHEN = r"(?:the |de |la |el |il |o |a )?\w+(?: \w+)?"
LATER_LIMIT = rx(
    r"no need to (?:follow up|reach out|get in touch|check in|write|call|chase) (?:before|until|till"
    rf"|prior to) {_WHEN}",
    rf"vor {_WHEN} (?:brauchen|mussen) sie (?:sich )?(?:nicht|nichts) (?:nachzufassen|zu melden"
    r"|zu schreiben)",
    rf"pas (?:la peine|besoin) de (?:me |nous )?(?:relancer|recontacter|rappeler|contacter) avant {_WHEN}",
    r"no (?:hace falta|es necesario) (?:escribirme|contactarme|llamarme|escribirnos|contactarnos) antes de"
    rf" {_WHEN}",
    r"non (?:serve|c'e bisogno di) (?:ricontattarmi|scrivermi|chiamarmi|ricontattarci|scriverci) prima di"
    rf" {_WHEN}",
    rf"(?:je|u|jullie) hoeft (?:me |ons )?niet voor {_WHEN} (?:te mailen|te bellen|contact op te nemen)",
    r"nao (?:precisa|e preciso) (?:me |nos )?(?:procurar|escrever|contatar|ligar) antes de"
    rf" {_WHEN}",
)
