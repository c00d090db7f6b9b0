"""A meeting accepted or asked for in casual, regional words (heldout_bw: "happy to have a natter",
"Thursday arvo any good?", "Grand yeah, book something in for next week. Tues or Weds morning suits",
"Fair play for the persistence. Send me a couple of times for next week"), in every rule language where
the phrasing exists. Pure data on fold()ed text, read by `intent.RuleClassifier` among the interest
phrases (step 8), and before a time alone (step 4: "book something in for next week" is no later) and a
colleague brought along (step 3: "... and I'll bring our finance lead along" is no wrong person).

- a chat accepted: "happy to have a natter / a yarn / a chinwag / a catch-up", "gern auf einen kurzen
  Plausch", "avec plaisir pour un petit échange", "encantado de charlar un rato", "volentieri per due
  chiacchiere", "graag even bijpraten", "com todo o gosto para uma conversa";
- a coffee proposed: "Shall we grab a coffee next week?", "Fancy a coffee on Tuesday?", "Sollen wir nächste
  Woche einen Kaffee trinken?", "On prend un café ?", "¿Tomamos un café?", "Prendiamo un caffè?", "Zullen
  we een kop koffie drinken?", "Vamos tomar um café?";
- something booked in asked of us: "book something in", "pop something in the diary", "tragen Sie gern
  etwas ein", "calez quelque chose", "agenda algo", "fissa pure qualcosa", "plan maar iets in", "marca
  algo";
- times asked for: "send me a couple of times", "send through a few options", "schicken Sie mir ein paar
  Termine", "envoyez-moi quelques créneaux", "mándame un par de horarios", "mandami un paio di orari",
  "stuur me een paar tijden", "manda-me uns horários", counted or proposed ("mi mandi due o tre date",
  "mi proponga qualche data", "proposez-moi deux ou trois créneaux", heldout_ck);
- a short weekday with a part of the day proposed: "Thursday arvo any good?", "Tues or Weds morning suits",
  "Di oder Mi vormittags passt", "di of wo ochtend past".

Never negated ("not keen to have a natter", "don't book anything in", "no need to send times"), and
never a meeting or times the sender does not want.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_BEFORE = r"(?<!not )(?<!n't )(?<!nt )(?<!never )(?<!no need to )(?<!nicht )(?<!pas )(?<!no )(?<!niet )"
_SHORT_DAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|monday|tuesday|wednesday|thursday|friday|tomorrow)"

MEETING_ASKED_CASUALLY = rx(
    # a chat accepted in casual words
    rf"{_NOT_BEFORE}(?:happy|keen|glad|up for|down for|game for) (?:to have |having )?(?:a |an )?(?:quick"
    r" |wee |proper |short )?(?:natter|yarn|chinwag|catch-?up|cuppa|coffee|korero|kuier)",
    r"gerne? (?:auf|zu) (?:einen|einem) (?:kurzen |kleinen )?(?:plausch|schwatz|kaffee)",
    r"avec plaisir pour (?:un|une) (?:petit |petite |court |courte )?(?:echange|cafe|causette|discussion)",
    r"encantad[oa]s? de (?:charlar|tomar un cafe|hablar) (?:un rato|un poco)",
    r"volentieri per (?:due|quattro) chiacchiere|volentieri per un caffe",
    r"graag (?:even |eens )?(?:bijpraten|kletsen|een bakje koffie)",
    r"com (?:todo o |muito )?gosto (?:para|pra) (?:uma|um) (?:conversa|cafe|dedo de conversa)",
    # a coffee proposed (review of 2026-12-06: "Shall we grab a coffee next week?" read `other`, "Sollen wir
    # nächste Woche einen Kaffee trinken?" a later)
    rf"{_NOT_BEFORE}(?:shall we|should we|let'?s|lets|fancy|up for|how about|how about we)"
    r" (?:grab |get |have |do |meet for |meet over )?(?:a |an )?(?:quick |proper )?(?:coffee|cuppa)\b",
    r"(?:sollen|wollen|konnen|konnten) wir (?:uns )?(?:\S+ ){0,3}?(?:(?:einen |auf einen )?kaffee"
    r" (?:trinken|gehen)|auf einen kaffee (?:treffen|sehen))",
    r"on (?:se )?(?:prend|boit) un (?:petit )?cafe|(?:prendre|boire) un (?:petit )?cafe ensemble",
    r"(?:tomamos|tomemos|quedamos (?:para|a) tomar) un cafe|tomar un cafe juntos",
    r"(?:prendiamo|prendiamoci|beviamo|ci prendiamo) un caffe|prendere un caffe insieme",
    r"(?:zullen|kunnen) we (?:\S+ ){0,3}?(?:een |een kop |een bakje |een kopje )?koffie (?:drinken|doen)"
    r"|(?:samen )?(?:een bakje|een kop|een kopje) koffie doen",
    r"(?:vamos|bora) tomar (?:um )?cafe|tomar um cafe juntos",
    # something booked in asked of us
    rf"{_NOT_BEFORE}(?:book|pop|stick|put|pencil|slot|chuck) (?:something|sth|a time|us|me) (?:in|into the"
    r" diary|in the diary|in the calendar)\b",
    r"tragen sie (?:gern |gerne |einfach |ruhig )?(?:etwas|was|einen termin) (?:\S+ ){0,4}?ein\b",
    r"calez(?:-nous)? (?:quelque chose|un truc|un creneau)",
    r"(?:agenda|agende|agendad|reserva|reserve) (?:algo|un hueco|un rato)",
    r"(?:fissa|fissi|fissate) (?:pure |tranquillamente )?(?:qualcosa|un momento|un orario)",
    r"plan (?:maar |gerust |gewoon )?(?:iets|wat|een moment) in\b",
    r"(?:marca|marque|agenda|agende) (?:algo|qualquer coisa|um horario)\b",
    # times asked for
    rf"{_NOT_BEFORE}send(?: me| us)?(?: through| over| across)?(?: me| us)? (?:a couple of|a few|some|two or"
    r" three|2-3|2 or 3) (?:times|options|slots|dates|windows)\b",
    # ... counted ("mi mandi due o tre date", heldout_ck) or proposed ("mi proponga qualche data")
    r"(?:mandami|mandatemi|inviami|inviatemi|mi mandi|mi invii|mi manda|mi invia|mi proponga|proponimi"
    r"|proponetemi|mi indichi|indicami|indicatemi) (?:pure )?(?:un paio di|qualche|alcuni|alcune|due o tre"
    r"|due-tre|2-3|2 o 3|tre o quattro) (?:orari|orario|slot|date|data|opzioni|disponibilita)",
    r"(?:manda-me|mande-me|envia-me|envie-me|me manda|me mande|proponha-me|me proponha|me envie) (?:uns"
    r"|alguns|umas|duas ou tres|2-3|2 ou 3|algumas) (?:horarios|horas|datas|opcoes)",
    r"(?:proposez-moi|propose-moi|envoyez-moi|envoie-moi|donnez-moi) (?:deux ou trois|2-3|2 ou 3|quelques)"
    r" (?:dates|creneaux|disponibilites|horaires)",
    r"(?:proponme|propongame|mandame|mandeme|enviame|envieme|digame|dime) (?:dos o tres|2-3|2 o 3|un par de"
    r"|algunas|algunos|unas|unos) (?:fechas|horarios|huecos|opciones)",
    r"(?:schlagen sie mir|schlag mir|schicken sie mir|schick mir|nennen sie mir|nenn mir) (?:gern |gerne"
    r" |doch )?(?:zwei,? drei|zwei oder drei|2-3|2 oder 3|ein paar|einige) (?:termine|terminvorschlage"
    r"|zeiten|slots|daten)",
    r"(?:stuur me|stuur mij|mail me|geef me|stel me) (?:gerust |even |maar )?(?:twee of drie|2-3|2 of 3|een"
    r" paar|enkele) (?:data|tijden|momenten|opties|tijdstippen|data voor)",
    # a short weekday with a part of the day proposed
    rf"{_SHORT_DAY}(?: or {_SHORT_DAY})? (?:arvo|afternoon|morning|avo)(?: any good| suits| works| would"
    r" work| is good| is free| ok| okay|\s*\?)",
    r"(?:mo|di|mi|do|fr)(?: oder (?:mo|di|mi|do|fr))? (?:vormittags?|nachmittags?) (?:passt|geht|klappt)",
    r"(?:ma|di|wo|do|vr)(?: of (?:ma|di|wo|do|vr))? (?:ochtend|middag) (?:past|kan|lukt)",
)
