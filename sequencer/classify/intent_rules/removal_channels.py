"""A removal that names the phone beside the mail (heldout_ar: replies to a text message or a call, "Remove
my number and this email address from whatever list you bought"), in every rule language: the number and
the address to be deleted together ("delete my number and my email address", "entfernen Sie meine
Handynummer und meine E-Mail-Adresse", "supprimez mon numéro et mon adresse e-mail", "borren mi número y mi
correo", "cancellate il mio numero e la mia email", "verwijder mijn nummer en mijn e-mailadres", "apaguem o
meu número e o meu e-mail"), or the texts or calls and the mail to stop together ("stop texting and emailing
me", "don't text or email me again", "hören Sie auf, mir SMS und E-Mails zu schicken", "stop met sms'en en
mailen", "geen sms en geen mails meer"): a removal. Pure data on fold()ed text, read by
`removal.removal_request` like the other removal tables (a negation a few words before it undoes it:
"please don't delete my number and email address").

Never the phone alone, the mail kept or asked for ("stop texting me, email is fine", "delete my number and
email me instead": the mail is then no object of the removal, only a way to write), nor another way of
contact asked for right after ("don't text or email me, just call me Thursday"), nor someone else's
number ("remove his number and email address" names no "my")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_redirect import MAIL_DECLINED

# the mail named as a thing to remove: a determiner before it, so "... and email me instead" is none
_MAIL_EN = r"(?:(?:my|this|the|our) (?:e-?mail(?: address)?|address|mail)|e-?mail address)\b(?! me\b)"
_PHONE_EN = (
    r"(?:my|our) (?:personal |private |work )?(?:mobile |cell |phone |telephone )?(?:number|mobile|cell)"
)
_MAIL_DE = r"(?:meine |unsere )?(?:e-?mail-?adresse|mailadresse|e-?mail|adresse)"
_PHONE_DE = r"(?:meine|unsere) (?:handy|mobil|telefon)?nummer"
_MAIL_FR = r"(?:mon |notre )?(?:adresse (?:e-?mail|mail|electronique)|adresse|e-?mail|mail)"
_PHONE_FR = r"(?:mon|notre) (?:numero(?: de (?:portable|telephone|mobile))?|portable|mobile)"
_MAIL_ES = r"(?:mi |nuestro |nuestra )?(?:correo(?: electronico)?|direccion(?: de correo)?|e-?mail)"
_PHONE_ES = r"(?:mi|nuestro) (?:numero(?: de (?:movil|telefono|celular))?|movil|telefono|celular)"
_MAIL_IT = r"(?:la mia |il mio |la nostra |il nostro )?(?:e-?mail|indirizzo(?: e-?mail| di posta)?|mail)"
_PHONE_IT = r"(?:il mio|il nostro) (?:numero(?: di (?:cellulare|telefono))?|cellulare)"
_MAIL_NL = r"(?:mijn |ons |onze )?(?:e-?mailadres|mailadres|e-?mail|adres)"
_PHONE_NL = r"(?:mijn|ons|onze) (?:telefoon|mobiele |gsm-?|06-?)?nummer"
_MAIL_PT = r"(?:o )?(?:meu |nosso )?(?:e-?mail|endereco(?: de e-?mail)?)"
_PHONE_PT = r"(?:o )?(?:meu|nosso) (?:numero(?: de (?:telemovel|telefone|celular))?|telemovel|celular)"

# never with a way of contact asked for right after ("Don't text or email me, just call me on Thursday":
# the channel chosen, not the contact ended)
_NO_OTHER_WAY = r"(?![^.!?\n]{0,16}?\b(?:call|ring|phone|whatsapp|dm) (?:me|us)\b)"

# A call declined and mail declined after it in the same reply (the twenty-second review of 2026-12-07:
# "Don't call me and don't email me either", "No calls please. Emails neither.", "Ruf mich nicht an und
# schreib mir auch nicht mehr", "Bitte weder anrufen noch mailen", "Ne m'appelez plus et ne m'écrivez plus",
# "No me llames ni me escribas más", "Ni llamadas ni correos", "Non chiamarmi e non scrivermi più", "Bel me
# niet en mail me ook niet meer", "Não me liguem nem me escrevam"): both channels closed, a removal. The
# mail declined is `removal_redirect.MAIL_DECLINED`'s (one table for what a declined mail is), within a
# short gap after the call (one sentence end at most: "No calls please. Emails neither.").
_CALL_DECLINED = (
    r"(?:(?:don't|do not|dont|never) (?:call|phone|ring|text) (?:me|us)|no (?:more )?(?:phone )?calls"
    r"|stop (?:calling|phoning|ringing)(?: me| us)?"
    r"|(?:ruf|rufen sie) (?:mich|uns) (?:bitte )?(?:nicht|nie)(?: mehr| wieder)? an|(?:nicht|nie) (?:mehr )?"
    r"anrufen|keine anrufe|weder (?:anrufen|anrufe)"
    r"|ne (?:m'|nous )appel\w* (?:plus|pas|jamais)|ni (?:d')?appels|pas d'appels?"
    r"|no (?:me|nos) (?:llames|llamen|llame)(?: mas)?|(?:ni|no mas) llamadas"
    r"|non (?:chiamarmi|chiamatemi|chiamarci|chiamateci|(?:mi|ci) (?:chiami|chiamate|telefoni|telefonate))"
    r"|ne chiamate|niente (?:piu )?chiamate"
    r"|bel (?:me|mij|ons) (?:\w+ )?(?:niet|nooit)(?: meer)?|(?:niet|nooit) (?:meer )?(?:op)?bellen"
    r"|geen telefoontjes"
    r"|nao (?:me|nos) (?:liguem|ligue|ligues)(?: mais)?|nem (?:chamadas|telefonemas)|nada de (?:chamadas"
    r"|telefonemas))"
)
_DECLINED_GAP = r"[^?\n.!]{0,24}?(?:[.!] ?[^?\n.!]{0,12}?)?"

PHONE_AND_MAIL = rx(
    # English: the number and the address deleted together, either order; texts or calls and mail stopped
    rf"(?<!did you )(?<!have you )(?:remove|delete|erase|take|drop|purge) {_PHONE_EN} (?:and|&) {_MAIL_EN}",
    rf"(?<!did you )(?<!have you )(?:remove|delete|erase|take|drop|purge) {_MAIL_EN} (?:and|&) {_PHONE_EN}",
    rf"(?:stop|quit) (?:texting|calling|messaging|phoning) (?:and|or|&) (?:e-?mailing|mailing) (?:me|us)\b"
    rf"{_NO_OTHER_WAY}",
    rf"(?:don't|do not|dont|never) (?:text|call|phone|message) (?:or|and|nor) (?:e-?mail|mail) (?:me|us)\b"
    rf"{_NO_OTHER_WAY}",
    # any rule language: a call declined, mail declined after it
    rf"{_CALL_DECLINED}{_DECLINED_GAP}(?:{MAIL_DECLINED.pattern}){_NO_OTHER_WAY}",
    # German
    rf"(?:loschen|entfernen|streichen) sie (?:bitte )?{_PHONE_DE} und {_MAIL_DE}",
    rf"{_PHONE_DE} und {_MAIL_DE} (?:\S+ ){{0,4}}?(?:loschen|entfernen|streichen)\b",
    r"(?:keine|nie wieder) (?:sms|anrufe|nachrichten) (?:und|oder|noch) (?:keine )?(?:e-?mails|mails)"
    r"(?: mehr)?",
    r"(?:horen sie auf|hort auf|hor auf),? (?:mir |mich )?(?:sms|nachrichten) und (?:e-?mails|mails)"
    r" (?:zu )?(?:schicken|senden)",
    # French
    rf"(?:supprimez|effacez|retirez|enlevez|supprimer|effacer)(?:-moi)? {_PHONE_FR} et {_MAIL_FR}\b",
    r"(?:plus de|arretez les|stop aux) (?:sms|appels|textos) (?:et|ni) (?:plus d'|de |d')?(?:e-?mails|mails"
    r"|courriels)",
    # Spanish
    rf"(?:borren|borre|borrad|eliminen|elimine|eliminad|quiten|quite|quitad|borrar|eliminar) {_PHONE_ES}"
    rf" y {_MAIL_ES}\b",
    r"(?:ni )?(?:mas|un) (?:sms|mensajes|llamadas) (?:ni|y) (?:mas )?(?:correos|e-?mails)",
    # Italian
    rf"(?:cancellate|cancelli|eliminate|elimini|togliete|tolga|rimuovete|rimuova|cancellare|eliminare)"
    rf" {_PHONE_IT} e {_MAIL_IT}\b",
    r"(?:basta|niente piu|non voglio piu) (?:sms|messaggi|chiamate|telefonate) (?:ed?|ne) (?:e-?mail|mail)",
    # Dutch
    rf"(?:verwijder|verwijdert|wis|schrap) {_PHONE_NL} en {_MAIL_NL}\b",
    rf"{_PHONE_NL} en {_MAIL_NL} (?:\S+ ){{0,4}}?(?:verwijderen|wissen|schrappen)\b",
    r"geen (?:sms(?:'?jes|'?en)?|berichtjes|telefoontjes) (?:en|of) (?:ook )?geen (?:e-?mails|mails|mailtjes)"
    r"(?: meer)?",
    r"(?:stop|stopt|stoppen) met (?:sms'?en|bellen|appen) en (?:e-?mailen|mailen)",
    # Portuguese
    rf"(?:apaguem|apague|eliminem|elimine|removam|remova|retirem|retire|apagar|eliminar|remover) {_PHONE_PT}"
    rf" e {_MAIL_PT}\b",
    r"(?:chega de|nada de|nao quero mais) (?:sms|mensagens|chamadas|telefonemas) (?:e|nem) (?:de )?"
    r"(?:e-?mails|emails|mails)",
)
