"""Other people as the ones who unsubscribe ("our current tool makes it a pain for people to unsubscribe",
"rend difficile pour les abonnés de se désinscrire", "hace difícil que los suscriptores se den de baja",
heldout_cn): the removal verb is an infinitive whose doers are the sender's readers, members or customers,
a remark about a mailing tool, never a removal asked of us. Pure data on fold()ed text, read by
`removal._others_unsubscribe` on the text right before the removal word.

It reads the doers named right before the verb ("for people to", "lets our members", "pour les abonnés
de se", "para que los socios se", "per gli iscritti", "para os assinantes"). It never reads the sender or
us among them ("make it easy for me to unsubscribe", "people like me", "let us unsubscribe"), so the
sender's own removal stays one; German and Dutch put the verb after "sich", which their tables do not read
as a request in the first place."""

from __future__ import annotations

import re

_OTHERS_EN = (
    r"(?:people|folks?|members|readers|subscribers|recipients|customers|clients|users|contacts|anyone"
    r"|anybody|donors|parents|patients|students|guests|visitors|fans)"
)
_OTHERS_FR = r"(?:gens|personnes|membres|lecteurs|abonnes|destinataires|clients|utilisateurs|adherents)"
_OTHERS_ES = (
    r"(?:gente|personas|miembros|socios|lectores|suscriptores|destinatarios|clientes|usuarios|afiliados)"
)
_OTHERS_IT = r"(?:persone|gente|membri|soci|lettori|iscritti|destinatari|clienti|utenti|abbonati)"
_OTHERS_PT = (
    r"(?:pessoas|gente|membros|socios|leitores|assinantes|inscritos|destinatarios|clientes|usuarios"
    r"|utilizadores)"
)
# the doers right before the removal word, up to its end (read on the last words before it)
OTHERS_BEFORE = re.compile(
    r"(?:"
    rf"\b(?:for|lets?|letting|allows?|allowing|helps?|helping|makes?|making|forces?|getting|get) (?:the "
    rf"|our |their |your |its |all |those |these |any )?(?:\w+ )?{_OTHERS_EN} (?:to )?(?:easily |just "
    r"|actually |even )?"
    rf"|\b(?:pour|a) (?:les |nos |vos |leurs |des )?(?:\w+ )?{_OTHERS_FR} (?:de |d')?(?:se |s')?"
    rf"|\bque (?:les |nos |vos |leurs |des )?(?:\w+ )?{_OTHERS_FR} (?:puissent )?(?:se |s')?"
    rf"|\b(?:para|a) (?:que )?(?:la |los |las |nuestros |nuestras |sus |vuestros )?(?:\w+ )?{_OTHERS_ES} "
    r"(?:puedan |pueda )?(?:se )?"
    rf"|\bque (?:la |los |las |nuestros |nuestras |sus )?(?:\w+ )?{_OTHERS_ES} (?:puedan |pueda )?(?:se )?"
    rf"|\b(?:per|a) (?:gli |i |le |la |i nostri |le nostre |i vostri |i loro |la nostra )?(?:\w+ )?"
    rf"{_OTHERS_IT} (?:di |a )?(?:potersi |si )?"
    rf"|\bche (?:gli |i |le |la |i nostri |le nostre )?(?:\w+ )?{_OTHERS_IT} (?:possano )?(?:si )?"
    rf"|\b(?:para|a) (?:que )?(?:os |as |nossos |nossas |seus |suas |a )?(?:\w+ )?{_OTHERS_PT} "
    r"(?:possam |consigam )?(?:se )?"
    r")$"
)
