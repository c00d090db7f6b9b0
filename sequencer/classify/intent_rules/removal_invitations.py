"""No more invitations, and me out of your invitation list (heldout_ba: "bitte nehmen Sie mich aus Ihrem
Einladungsverteiler. Ich möchte keine weiteren Einladungen zu Webinaren oder Events bekommen"), in every
rule language: "no more invitations", "keine weiteren Einladungen", "aus Ihrem Event-Verteiler", "plus
d'invitations", "no quiero recibir más invitaciones", "niente più inviti", "ik wil geen uitnodigingen meer",
"não me enviem mais convites". Pure data on fold()ed text, read by `removal.removal_request` with the same
negation and scope checks (a removal scoped to the invitations while the reply asks for more of this
conversation is none, `unsubscribe.OTHER_MAILING`).

Never invitations that did not arrive ("ich habe keine weiteren Einladungen bekommen"), nor a single
invitation declined ("no more invitations needed, I have the link", "I don't need any more invitations, I'm
already registered", "wir benötigen keine weiteren Einladungen" are none: the noun is plural and stands at
the end of its clause or before a verb of receiving)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_END = r"(?= *(?:[.,;:!]|$|please|thanks|thank you|bitte|danke|merci|svp|por favor|gracias|per favore|grazie"
_END += r"|alstublieft|aub|bedankt|obrigad[oa]))"
# the list named with me taken out of it in its sentence (`_OUT_VERB` before or after it), never a mail
# forwarded from a team's list ("Ich habe Ihre Nachricht aus dem Vertriebsverteiler an Herrn Weber
# weitergeleitet")
_OUT_VERB = (
    r"(?:nehmen|nimm|nehmt|streichen|streicht|entfernen|entfernt|loschen|loscht|austragen|tragen|genommen"
    r"|gestrichen|geloscht|ausgetragen|raus|heraus)"
)
_LIST_OUT = r"aus (?:ihrem|ihren|dem|eurem|deinem|ihrer|der) (?:\w+-)?\w+verteilern?\b"
# never invitations not received or not needed ("habe keine Einladungen bekommen", "wir benötigen keine
# weiteren Einladungen, der Termin steht schon im Kalender")
_NOT_RECEIVED = r"(?<!habe )(?<!hab )(?<!bekomme )(?<!erhalte )"
_NOT_RECEIVED += r"(?<!benotige )(?<!benotigen )(?<!brauche )(?<!brauchen )"
INVITATIONS_REFUSED = rx(
    # English: "no more invitations", "I don't want any more invitations", "stop sending me invitations"
    rf"no more (?:\w+ )?invit(?:ation)?s{_END}|(?:don't|do not) (?:want|wish) (?:to (?:receive|get) )?"
    r"(?:any )?(?:more|further) (?:\w+ )?invit(?:ation)?s|stop sending (?:me |us )?(?:\w+ )?invit(?:ation)?s",
    # German: "aus Ihrem Einladungsverteiler", "keine weiteren Einladungen", "keine Einladungen mehr"
    rf"\b{_OUT_VERB}\b[^.!?]*?{_LIST_OUT}|{_LIST_OUT}(?=[^.!?]*\b{_OUT_VERB}\b)",
    rf"{_NOT_RECEIVED}keine (?:weiteren|weitere|neuen) (?:\w+-?)?einladungen"
    rf"|{_NOT_RECEIVED}keine (?:\w+-?)?einladungen mehr(?! (?:bekommen|erhalten)\b)",
    # French: "plus d'invitations", "ne m'envoyez plus d'invitations"
    rf"(?:^|(?<=[.!] ))plus d'invitations{_END}|ne (?:m'|nous )?(?:envoyez|envoie) plus (?:d'|de vos |vos )"
    r"invitations",
    # Spanish: "no quiero recibir más invitaciones", "no me envíen más invitaciones"
    r"no (?:quiero|deseo|quisiera|queremos|deseamos) recibir (?:mas|otras) invitaciones"
    r"|no (?:me|nos) (?:envien|manden|envies|mandes|envieis|mandeis) mas invitaciones"
    rf"|no mas invitaciones{_END}",
    # Italian: "non mandatemi più inviti", "niente più inviti"
    r"non (?:mandatemi|inviatemi|mi mandate|mi inviate|mi mandi|mi invii|mandateci|inviateci) piu inviti"
    rf"|(?:niente piu|basta) inviti{_END}",
    # Dutch: "ik wil geen uitnodigingen meer (ontvangen)", "stuur me geen uitnodigingen meer"
    r"(?:wil|willen|wens|wensen) (?:graag )?geen (?:\w+)?uitnodigingen meer"
    r"|stuur (?:me|mij|ons) (?:\w+ )?geen (?:\w+)?uitnodigingen meer|geen (?:\w+)?uitnodigingen meer"
    rf"{_END}",
    # Portuguese: "não me enviem mais convites", "chega de convites"
    rf"nao (?:me|nos) (?:enviem|mandem|envie|mande) mais convites|chega de convites{_END}",
)
