"""Our mail stopped to this address only, another address given after it for the rest (the fifth review of
2026-12-05 read the Italian "non mi scriva più a questo indirizzo, uso solo quello nuovo: x@y"; the sixth
the others: "Don't email me at this address anymore, use jordan.p@example.net - and yes, send the quote",
"Ne m'écrivez plus à cette adresse, écrivez à achats@example.fr"), in every rule language. Pure data on
fold()ed text, read by `removal_guards.not_this_removal._redirected`: a redirect, no removal.

`THIS_ADDRESS` follows the removal phrase ("at this address", "an diese Adresse", "à cette adresse", "a
esta dirección", "a questo indirizzo", "op dit adres", "neste endereço"); an address must be given after it
in the reply (`OTHER_GIVEN`), never "or any other" ("Don't email me at this address or any other")."""

from __future__ import annotations

import re

THIS_ADDRESS = re.compile(
    r"(?: (?:any ?more|again|please|bitte|plus|mas|piu|meer|mais))? (?:at|to|on|an|auf|a|sur|en|a|su|in"
    r"|op|naar|para|neste|nesse|em|no) (?:this|that|diese|dieser|cette|esta|este|essa|esse|questo|quest'|dit"
    r"|deze) ?(?:e-?mail |mail |work |old |alte |ancienne |antigua |vecchio |oude |antigo )?"
    r"(?:address|e-?mail address|adresse|e-?mail-adresse|mailadresse|direccion|direccion de correo|indirizzo"
    r"|adres|e-?mailadres|endereco|inbox|mailbox|account)\b"
)
# another address given after it (never "or any other", "ni à aucune autre", "ni a ninguna otra")
OTHER_GIVEN = re.compile(
    r"^(?![^.!?\n]{0,20}?\b(?:or (?:any|to any) other|or anywhere|ni (?:a )?aucune autre|ni a ninguna otra"
    r"|ne (?:a )?nessun altro|of een ander|oder (?:eine )?andere|nem (?:para )?outro)\b)[^\n]{0,160}?\w@\w"
)

# A call declined with mail kept, the same kind of re-route for the channel (the twenty-first review of
# 2026-12-07: "Please don't call me anymore, email me instead", "Stop calling me, email is fine", "Bel me
# niet meer, mail me liever"), in every rule language: the removal phrase is about calls (`CALL`, a verb of
# calling in the phrase or right after it: "Stop calling me"; "contacted by phone" is `NOT_BY_CHANNEL`'s),
# names no mail itself ("Don't call or email me" stays a removal), and mail is asked or allowed after it in
# the reply (`MAIL_KEPT`, never negated or joined to the call: "don't call me, and don't email me either",
# "por telefone nem por email" stay removals), and no mail declined after the call anywhere in its window
# (`MAIL_DECLINED`: "Don't call me and don't email me either", "Bel me niet en mail me ook niet meer"). A
# bare "Don't call me anymore" stays a removal: it names no way of contact that is kept.
CALL = re.compile(
    r"\b(?:call(?:ing)?|ring(?:ing)?|phon(?:e|ing) (?:me|us)|anrufen|ruf(?:en)?|anzurufen|appel\w*|llam\w*"
    r"|chiam\w*|bel(?:len)?|ligu\w*|ligar)\b"
)
CALL_MAIL_NAMED = re.compile(r"\b(?:e-?mails?|mails?|mailen|correos?|courriels?|write|schreib\w*|ecri\w*)\b")
# ... never a mail word inside another ("mail me" in "don't email me either": the whole word is negated)
MAIL_KEPT = re.compile(
    r"(?<![\w-])(?<!not )(?<!n't )(?<!dont )(?<!nicht )(?<!ne )(?<!niet )(?<!no )(?<!non )(?<!nao )"
    r"(?<!nor )(?<!or )"
    r"(?<!nem )(?<!ni )(?<!noch )(?<!oder )(?<!ou )(?<!o )(?<!of )"
    r"(?:"
    # English: "email me instead", "just send an email", "email is fine", "by email please"
    r"(?:e-?mail|mail|write to|write|message) (?:me|us)\b|send (?:me |us )?(?:an? )?(?:e-?mail|mail|message)"
    r"|e-?mail (?:is|works|would be|'s) (?:fine|ok|okay|better|preferred|good|best)|(?:by|via|over) e-?mail"
    r"|stick to e-?mail|e-?mail only|rather (?:get|have|receive) (?:an? )?e-?mails?"
    # German: "schreiben Sie mir lieber eine E-Mail", "per Mail gerne", "mailen Sie mir"
    r"|schreiben sie (?:mir|uns)|schreib (?:mir|uns)|mailen sie (?:mir|uns)"
    r"|per (?:e-?)?mail|lieber (?:eine )?(?:e-?)?mail"
    # French: "écrivez-moi plutôt", "envoyez-moi un mail", "par mail"
    r"|ecrivez[- ](?:moi|nous)|envoyez[- ](?:moi|nous) (?:un )?(?:e-?mail|mail|courriel)"
    r"|par (?:e-?mail|mail|courriel)"
    # Spanish: "mejor escríbame un correo", "por correo"
    r"|escrib(?:ame|anme|eme|anos|amos)|(?:mande|envie)(?:me|nos) (?:un )?(?:correo|e-?mail|mail)"
    r"|por (?:correo|e-?mail|mail)"
    # Italian: "scrivetemi una mail", "per email"
    r"|scrivetemi|scrivimi|mi scriva|(?:mandate|inviate|mandi|invii)(?:mi|ci) (?:una )?(?:e-?mail|mail)"
    r"|per (?:e-?)?mail|via (?:e-?)?mail"
    # Dutch: "mail me liever", "stuur een mail"
    r"|mail (?:me|mij|ons)|stuur (?:me |mij |ons )?(?:een )?(?:e-?)?mail|(?:per|via) (?:e-?)?mail"
    # Portuguese: "mandem um e-mail", "escrevam-me", "por e-mail"
    r"|(?:mandem|mande|enviem|envie)(?:-me|-nos)? (?:um )?(?:e-?mail|mail)"
    r"|escrev(?:am|a)[- ](?:me|nos)|por (?:e-?)?mail"
    r")\b"
)

# Mail declined after a declined call, in every rule language (the twenty-second review of 2026-12-07:
# "Don't call me and don't e-mail me either", "No calls please. Emails neither."): both channels closed,
# the removal stays whole. A negation or "nor"/"neither" bound to a mail word or verb of writing.
MAIL_DECLINED = re.compile(
    r"\b(?:(?:don't|do not|dont|never|nor|not|no more|no|stop) (?:(?:send|send me|send us|me|us|an|any|by|via"
    r"|even|to) )?(?:e-?mail(?:s|ing)?|mail(?:s|ing)?"
    r"|writ(?:e|ing)|messag(?:e|es|ing))|(?:e-?mails?|mails?|writing) (?:neither|either|too)|neither (?:by )?"
    r"(?:e-?mail|mail))\b"
    # German: "schreib mir auch nicht mehr", "noch mailen", "keine Mails"
    r"|\b(?:schreib\w* (?:sie )?(?:mir|uns) (?:auch )?(?:nicht|keine|nie)"
    r"|(?:nicht|noch|keine) (?:mehr )?(?:e-?)?mail(?:en|s)?|noch (?:schreiben|e-?mails))\b"
    # French: "ne m'écrivez plus", "ni mails"
    r"|\b(?:ne (?:m'|nous )ecri\w* (?:plus|pas|jamais)|ni (?:de |d')?(?:e-?mails?|mails?|courriels?)"
    r"|ne (?:m'|nous )envoy\w* (?:plus|pas) (?:de |d')(?:e-?mails?|mails?|courriels?))\b"
    # Spanish: "ni me escribas", "ni correos"
    r"|\b(?:(?:ni|no) (?:me |nos )?escrib\w*"
    r"|ni (?:me |nos )?(?:mand\w+ |envi\w+ )?(?:correos?|e-?mails?|mails?)"
    r"|ni por (?:correo|e-?mail))\b"
    # Italian: "e non scrivermi", "né email"
    r"|\b(?:non (?:scrivermi|scrivetemi|scriverci|scriveteci|(?:mi|ci) scriv\w*"
    r"|(?:mi|ci) mand\w* (?:e-?)?mail)"
    r"|ne (?:(?:e-?)?mail|scriv\w*))\b"
    # Dutch: "mail me ook niet meer", "niet mailen"
    r"|\b(?:mail (?:me|mij|ons) (?:ook )?(?:niet|nooit)|(?:niet|nooit) (?:meer )?(?:e-?)?mailen"
    r"|geen (?:e-?)?mails)\b"
    # Portuguese: "nem me escrevam", "nem por e-mail"
    r"|\b(?:(?:nem|nao) (?:me |nos )?(?:escrev\w+|mand\w+ (?:e-?)?mails?|envi\w+ (?:e-?)?mails?)"
    r"|nem (?:por )?(?:e-?mails?|mails?))\b"
)
