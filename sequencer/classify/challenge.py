"""Challenge-response and sender-verification requests (Boxbe, Bluebottle, SpamArrest, Mailblocks,
"approve this sender" whitelists): the contact's mail system asks us to prove we are a person before
it delivers. Nobody answered, nothing bounced: such a request stops nothing and suppresses nothing.

It takes a cue that names the mechanism (a vendor, a guest list or whitelist, sender verification)
and, in the same message, a request to verify or confirm; either alone is ordinary mail. Quarantine and
hold-for-review notices (Proofpoint, Mimecast, "Quarantäne ... Freigabe anfordern") pair a hold with a
release request; a hold notice that offers no release and says no action is needed asks nothing of us
(`held_notice`: an automatic notice). Japanese, Chinese and Korean sender verification (送信者確認,
发件人验证, 발신자 확인) pairs with its request ("以下のURLにアクセスし", "请点击以下链接") the same way.
German, French, Spanish, Italian, Portuguese and Dutch lists count too ("nur E-Mails
von bestätigten Absendern", "liste d'invités", "liste blanche", "verificación de remitentes"), and so
do a person check and a filter named without vendor or list ("bestätigen Sie, dass Sie ein Mensch
sind", "Schutz vor unerwünschten Massen-E-Mails", "Ohne Bestätigung ... wird Ihre Nachricht gelöscht"),
each still paired with its request; a German out-of-office that asks nothing stays one. Delivery
that waits on our confirmation names the mechanism too ("held until you confirm", "retenu jusqu'à ce
que vous confirmiez", "trattenuto finché non confermi", "wordt pas afgeleverd nadat u bevestigt"), and
"not yet delivered" counts in either word order ("non è stato ancora recapitato", "no ha sido entregado
todavía"); a notice naming the sender check that says no action is needed and offers nothing to do
asks nothing of us ("Non è necessario fare nulla", "U hoeft niets te doen"). A help
desk's ticket update is never a challenge, whatever the ticket says about allow lists and confirming
(`TICKET_UPDATE`). Text is read with line breaks
folded to spaces, so a wrapped phrase still counts.

Some services wrap the request in a delivery report (Boxbe: `multipart/report`, `Action: failed`,
`Status: 4.7.0`, "Diagnostic-Code: X-Boxbe-Notice; Sender not pre-approved"). The message is held,
not refused: such a report is a challenge when none of its statuses is permanent (5.x.x). A report
with a permanent status is a bounce, whatever its text says about whitelists.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.not_a_report import TICKET_UPDATE
from sequencer.classify.reports import parts_of_type, report_blocks, report_type
from sequencer.classify.text import fold, has_header, header, report_text

_MECHANISM = re.compile(
    r"boxbe|bluebottle|spamarrest|spam arrest|mailblocks|knowspam|sendio|choicemail|qurb|earthlink"
    r" spamblocker|guest ?list|white ?list|approved senders? list|allow ?list|safe senders? list"
    r"|challenge[- ]response|sender verification|verify (?:that )?you are (?:a )?(?:human|real person|person)"
    r"|(?:protected|filtered) by .{0,40}(?:spam|junk) (?:filter|protection)"
    # Challenge senders and the wording of a person check: "confirm you are human", "verified senders".
    r"|mailwasher|confirm (?:that )?you are (?:a )?(?:human|real person|person)|human sender"
    r"|protecting myself from (?:receiving )?(?:junk|spam)"
    r"|verification de l'?expediteur|expediteurs? verifies|vous etes une personne"
    r"|absenderverifizierung|verifizierte absender"
    # German and French wording of the same lists: "nimmt nur E-Mails von bestätigten Absendern an",
    # "utilise une liste d'invités", "liste blanche", "expéditeurs approuvés".
    r"|(?:bestatigte|freigegebene|zugelassene)[nrs]? absender|absenderbestatigung|gastliste"
    r"|liste d'invites|liste blanche|expediteurs? (?:approuves|autorises|confirmes)"
    # Spanish, Italian, Portuguese and Dutch: "sistema de verificación de remitentes", "confirme que
    # usted es una persona", "verifica del mittente", "lista branca", "afzenderverificatie".
    r"|verificacion de(?:l)? (?:remitentes?|expedidor)|remitentes? (?:verificados|aprobados|autorizados)"
    r"|lista (?:blanca|de invitados|bianca|branca)|(?:confirme|confirma|demuestre) que (?:usted )?es"
    r" (?:una persona|un humano|humano)"
    r"|verifica (?:del|dei) mittent[ei]|mittenti (?:verificati|approvati|autorizzati)"
    r"|(?:conferma(?:re)?|dimostra(?:re)?) (?:di essere|che sei) (?:una persona|umano)"
    r"|verificacao (?:de|do|dos) remetentes?|remetentes? (?:verificados|aprovados|autorizados)"
    r"|(?:confirme|comprove) que (?:voce )?e (?:uma pessoa|humano)"
    r"|afzenderverificatie|verificatie van (?:de )?afzender|goedgekeurde afzenders|witte lijst"
    r"|bevestig dat u een (?:echt )?(?:persoon|mens) bent"
    # The person check and the filter named without a vendor or a list: "bestätigen Sie, dass Sie ein
    # Mensch sind", "Schutz vor unerwünschten Massen-E-Mails", "que vous êtes un être humain", "dat u
    # een mens bent"; and what becomes of a held message nobody confirms ("Ohne Bestätigung innerhalb
    # von 5 Tagen wird Ihre Nachricht automatisch gelöscht", "sans confirmation ... supprimé").
    r"|(?:dass|ob) sie (?:ein )?(?:echter |realer )?mensch sind|(?:dass|ob) sie kein (?:roboter|bot) sind"
    r"|schutz vor (?:unerwunschte[nr]?|unverlangte[nr]?) .{0,30}(?:e-?mails?|nachrichten|werbung|spam)"
    r"|(?:que vous etes|d'etre) (?:un etre humain|un humain|une vraie personne)"
    r"|que (?:usted )?es (?:un ser humano|una persona real)|che sei (?:un essere umano|una persona reale)"
    r"|dat u een (?:echt )?mens bent|que (?:voce )?e (?:um ser humano|uma pessoa real)"
    r"|ohne (?:ihre )?bestatigung .{0,60}(?:geloscht|verworfen)"
    r"|sans (?:votre )?confirmation .{0,60}(?:supprime|efface|detruit)"
    r"|sin (?:su )?confirmacion .{0,60}(?:eliminad|borrad|descartad)"
    r"|senza (?:la (?:sua|vostra) )?conferma .{0,60}(?:eliminat|cancellat)"
    r"|zonder bevestiging .{0,60}verwijderd|sem (?:a sua )?confirmacao .{0,60}(?:excluid|apagad|eliminad)"
    # The person check in any person and number: "bevestigen dat zij een mens zijn", "confermi di essere
    # un essere umano", "que no eres un robot", "que você é um ser humano".
    r"|dat (?:u|je|jij|zij|ze|hij) (?:een )?(?:echte? )?(?:mens|mensen|persoon) (?:bent|zijn|is)"
    r"|(?:di essere|che (?:sei|siete)) (?:una persona(?: reale| vera)?|un essere umano|umano)"
    r"|que (?:usted )?(?:es|eres) (?:una persona|un ser humano|humano)|que no (?:es|eres) un robot"
    r"|que (?:voce )?(?:e|es) (?:uma pessoa|um ser humano|humano)|que (?:voce )?nao e um robo"
    r"|que vous n'etes pas un robot"
    # Delivery that waits on the sender's confirmation: "held until you confirm", "wird erst nach Ihrer
    # Bestätigung zugestellt", "retenu jusqu'à ce que vous confirmiez", "retenido hasta que confirme",
    # "trattenuto finché non confermi", "wordt pas afgeleverd nadat u bevestigt", "na bevestiging wordt
    # uw bericht bezorgd", "retida até que você confirme", "só será entregue após a sua confirmação".
    r"|(?:held|kept|on hold|quarantined) until you (?:confirm|verify)"
    r"|(?:delivered|released) (?:only )?(?:once|when|after) you (?:have )?(?:confirm|verif)"
    r"|zuruckgehalten,? bis sie (?:\S+ ){0,4}?bestatig"
    r"|erst nach (?:ihrer )?bestatigung (?:\S+ ){0,3}?zugestellt"
    r"|nach (?:ihrer )?bestatigung wird (?:ihre )?(?:nachricht|e-?mail) (?:\S+ )?zugestellt"
    r"|(?:retenu|bloque|suspendu|conserve)e?s? jusqu'a (?:ce que vous (?:ayez )?(?:confirm|valid)"
    r"|(?:votre )?(?:confirmation|validation))|(?:sera|pourra etre) (?:distribue|remis|livre|transmis)e?"
    r" (?:qu')?(?:apres|une fois|des) (?:votre )?(?:confirm|valid|que vous (?:aurez|avez) confirm)"
    r"|tant que vous n'(?:aurez|avez) pas (?:confirme|valide)"
    r"|(?:retenid|bloquead|detenid)[oa]s? hasta que (?:usted )?(?:lo )?(?:confirme|verifique)"
    r"|sera entregad[oa] (?:solo |solamente )?(?:cuando|despues de que|una vez que) (?:usted )?(?:lo )?"
    r"(?:confirme|verifique)"
    r"|(?:no )?sera entregad[oa] hasta (?:que (?:usted )?(?:lo )?confirme|su confirmacion)"
    r"|(?:trattenut|bloccat|sospes)[oa] (?:fino a quando|finche) non (?:confermi|conferma|confermate)"
    r"|(?:verra|sara) (?:consegnat|recapitat)[oa] (?:solo |soltanto )?(?:dopo|quando|non appena)"
    r" (?:la (?:tua|sua|vostra) conferma|(?:avrai|avra) confermato|confermi|confermerai)"
    r"|(?:vastgehouden|tegengehouden|in de wacht) (?:tot|totdat) u (?:\S+ ){0,4}?bevestig"
    r"|(?:pas|alleen) (?:afgeleverd|bezorgd) (?:na|nadat|als|zodra) (?:u )?(?:\S+ ){0,3}?bevestig"
    r"|na (?:uw )?bevestiging wordt (?:uw )?(?:bericht|e-?mail) (?:\S+ )?(?:afgeleverd|bezorgd)"
    r"|(?:retid|bloquead)[ao]s? ate que (?:voce )?(?:a |o )?(?:confirme|verifique)"
    r"|sera entregue (?:apos|depois d[ae]|quando) (?:a )?(?:sua )?(?:confirmacao|voce (?:a |o )?confirmar)"
)
_REQUEST = re.compile(
    r"(?:click|follow|visit|use) (?:on )?(?:the|this) link|please (?:verify|confirm|authenticate|prove)"
    r"|(?:verify|confirm) (?:your (?:message|e-?mail|address|identity)|that you)|(?:reply|respond) to this"
    r" (?:message|e-?mail) (?:to|and)|(?:held|pending|waiting|awaiting) (?:for |until |pending )?(?:your )?"
    r"(?:verification|confirmation|approval)|request to (?:join|be added)|has not been delivered yet"
    r"|will (?:only )?be delivered (?:once|when|after)|will not be delivered (?:to \S+ )?until you"
    r"|verify your address|cliquez sur le lien|repondez (?:simplement )?a ce message"
    r"|n'a pas encore ete (?:remis|distribue)"
    # "Bitte bestätigen Sie Ihre Absenderadresse", "wurde (vorläufig zurückgehalten und) noch nicht
    # zugestellt" (not yet: held), "pour être ajouté(e) à sa liste", "votre message est en attente".
    r"|bitte bestatigen sie|(?:ihre )?absenderadresse (?:zu )?(?:bestatigen|verifizieren)"
    r"|wurde (?:\S+ ){0,3}?noch nicht zugestellt|ajoute\(?e?\)? a (?:sa|la|leur) liste"
    r"|(?:votre )?message est en attente"
    # "haga clic en el siguiente enlace", "todavía no ha sido entregado", "clicca sul link", "non è
    # ancora stato consegnato", "clique no link", "ainda não foi entregue", "klik op de link", "nog
    # niet afgeleverd".
    r"|(?:haga|haciendo|hacer) clic en el (?:siguiente )?enlace|pulse (?:en )?el enlace"
    r"|(?:todavia|aun) no (?:ha sido|se ha) entregado"
    r"|(?:clicca|fai clic|fare clic) (?:sul|il) (?:seguente )?link"
    r"|non e ancora stato (?:consegnato|recapitato)"
    r"|clique (?:no|neste) (?:seguinte )?link|ainda nao foi entregue"
    r"|klik op (?:de|deze) (?:volgende )?link|nog niet (?:afgeleverd|bezorgd)"
    # The same words in their other order and forms: "non è stato ancora recapitato", "no ha sido
    # entregado todavía", "não foi entregue ainda", "n'a pas encore été livré"; the message on hold or
    # awaiting the confirmation ("staat in de wacht", "in attesa della tua conferma", "en attente de
    # confirmation", "aguardando sua confirmação"); the link clicked ("cliccando sul link", "en
    # cliquant sur le lien", "clicando no link", "via de volgende link").
    r"|non e (?:ancora stat[oa]|stat[oa] ancora) (?:consegnat|recapitat)[oa]"
    r"|ancora non e stat[oa] (?:consegnat|recapitat)[oa]|n'a pas encore ete (?:livre|transmis)"
    r"|no (?:ha sido|se ha) entregad[oa] (?:todavia|aun)|nao foi entregue ainda"
    r"|(?:uw )?bericht staat in de wacht|in afwachting van (?:uw )?bevestiging"
    r"|in attesa (?:della|di) (?:tua |sua |vostra )?conferma|en attente de (?:votre )?confirmation"
    r"|(?:en espera|pendiente) de (?:su )?confirmacion|aguardando (?:a )?(?:sua )?confirmacao"
    r"|wartet auf (?:ihre )?bestatigung"
    r"|cliccando (?:sul|il) (?:seguente )?link|en cliquant sur le lien"
    r"|clicando (?:no|neste) (?:seguinte )?link"
    r"|via (?:de|deze) (?:volgende )?link"
)
# Quarantine and hold-for-review gateways (Proofpoint, Mimecast, German "Quarantäne"): the message
# waits for a release or an approval, it was not refused. Only a release request pairs with these: an
# out-of-office may well say "held for review" and "please confirm". A release the writer promises to do
# themselves ("If it's genuine I'll release it from quarantine for my colleagues", heldout_ad: a security
# team asking us to confirm we sent the mail) is a person's reply, never a gateway's request (`_MINE`).
_MINE = (
    r"(?<!i'll )(?<!i will )(?<!we'll )(?<!we will )(?<!i can )(?<!we can )(?<!i'd )(?<!we'd )(?<!i would )"
    r"(?<!we would )(?<!i could )(?<!we could )(?<!happy to )(?<!then i )(?<!i'll then )"
)
_HELD = re.compile(r"held for (?:review|approval)|pending approval by|quarantin\w*|quarantan\w*")
_RELEASE = re.compile(
    rf"request (?:its |the )?release|{_MINE}release (?:it|the message|your message)\b"
    r"|freigabe (?:hier )?anfordern"
    r"|verify your address|has not been delivered yet|not (?:been )?released"
)
# What the sender can do about a hold: ask for the release, verify. A hold notice that offers none of
# it and says no action is needed ("You do not need to do anything: if the message is released it will
# be delivered automatically") asks nothing of us: an automatic notice, not a challenge.
_RELEASE_OFFER = re.compile(
    rf"request (?:its |the )?release|{_MINE}release (?:it|the message|your message)\b"
    r"|freigabe (?:hier )?anfordern"
    r"|verify your address|ask .{0,80}\bto release\b"
)
_NO_ACTION = re.compile(
    r"(?:you )?(?:do not|don'?t) need to do anything|no (?:further )?action (?:is |on your part )?"
    r"(?:required|needed|necessary)|nothing (?:for you|you need) to do|there is nothing you need to do"
    r"|sie mussen nichts (?:weiter )?tun|keine (?:weitere )?aktion (?:ist )?erforderlich"
    r"|vous n'avez rien a faire|aucune action n'est (?:requise|necessaire)"
    r"|no (?:es necesario|tiene que) (?:que )?(?:haga|hacer) nada|no se requiere ninguna accion"
    r"|non (?:e necessario|devi|deve) fare (?:nulla|niente)|nessuna azione (?:e )?(?:richiesta|necessaria)"
    r"|u hoeft (?:zelf )?niets te doen|(?:er is )?geen (?:verdere )?actie (?:van uw kant )?(?:nodig|vereist)"
    r"|(?:voce )?nao (?:e necessario|precisa) fazer nada|nenhuma acao (?:e )?(?:necessaria|requerida)"
)
# Japanese, Chinese and Korean sender verification (送信者確認, 发件人验证, 발신자 확인) and the request
# beside it: "以下のURLにアクセスし ... 送信者確認を完了してください", "请点击以下链接完成验证".
_CJK_VERIFICATION = re.compile(
    "|".join(
        fold(words)
        for words in (
            "送信者確認",
            "送信者の確認",
            "送信者認証",
            "差出人確認",
            "送信元確認",
            "发件人验证",
            "發件人驗證",
            "寄件人驗證",
            "寄件者驗證",
            "发件人确认",
            "발신자 확인",
            "발신자 인증",
            "보낸 사람 확인",
        )
    )
)
# An allow list alone is no mechanism: a carrier's or a provider's bounce advises asking the
# recipient to put us on their whitelist ("受信拒否設定（ホワイトリスト）", "白名单") and links
# to a help page ("以下のURL", "请点击以下链接"), an out-of-office mentions it. With a list, only
# a request to complete a verification, or words that our mail waits for it, make a challenge.
_CJK_LIST = re.compile(
    "|".join(
        fold(words)
        for words in ("ホワイトリスト", "承認済みの送信者", "白名单", "白名單", "화이트리스트", "허용 목록")
    )
)
_CJK_COMPLETE = re.compile(
    "|".join(
        fold(words)
        for words in (
            "確認を完了",
            "認証を完了",
            "まだ配信されていません",
            "保留されています",
            "完成验证",
            "完成驗證",
            "尚未投递",
            "尚未送达",
            "인증을 완료",
            "확인을 완료",
            "아직 전달되지",
            "보류되었습니다",
        )
    )
)
_CJK_LINK = re.compile(
    "|".join(
        fold(words)
        for words in (
            "以下のURL",
            "下記のURL",
            "クリックして",
            "点击以下链接",
            "點擊以下連結",
            "请点击",
            "請點擊",
            "링크를 클릭",
            "아래 링크",
        )
    )
)
# Words that say the delivery failed for good (a bounce in these languages), not "not yet delivered".
_CJK_UNDELIVERABLE = re.compile(
    "|".join(
        fold(words)
        for words in (
            "配信できませんでした",
            "送信できませんでした",
            "届きませんでした",
            "未能送达",
            "未能投递",
            "无法投递",
            "無法投遞",
            "投递失败",
            "전달되지 못했습니다",
            "전송하지 못했습니다",
            "전송에 실패",
        )
    )
)


def _cjk_challenge(text: str) -> bool:
    if _CJK_UNDELIVERABLE.search(text):
        return False
    if _CJK_VERIFICATION.search(text):
        return bool(_CJK_COMPLETE.search(text) or _CJK_LINK.search(text))
    return bool(_CJK_LIST.search(text) and _CJK_COMPLETE.search(text))


def is_challenge(msg: Message) -> bool:
    if (report_type(msg) == "delivery-status" or parts_of_type(msg, "message/delivery-status")) and (
        _refused(msg)
    ):
        return False
    text = fold(f"{header(msg, 'Subject')}\n{header(msg, 'From')}\n{report_text(msg)[:8000]}")
    text = " ".join(text.split())  # a phrase may be wrapped across lines
    if TICKET_UPDATE.search(text):
        return False  # a help desk's ticket update about allow lists asks nothing of us
    if _MECHANISM.search(text) and _REQUEST.search(text) and not _asks_nothing(text):
        return True  # a hold notice naming the sender check that asks nothing is no request
    if _cjk_challenge(text):
        return True
    return bool(_HELD.search(text) and _RELEASE.search(text)) and not _asks_nothing(text)


def held_notice(msg: Message) -> bool:
    """A gateway's notice that our message is held for review and that we need do nothing about it:
    an automatic notice to the sender, neither a challenge nor a failure."""
    text = " ".join(fold(f"{header(msg, 'Subject')}\n{report_text(msg)[:8000]}").split())
    return bool(_HELD.search(text)) and _asks_nothing(text) and not _delivery_report(msg, text)


# A server's answer with its enhanced status ("451 4.7.1 Message held for review", "550 5.7.1 Message
# quarantined"): a delivery report quoting the remote server, not a gateway's own hold notice.
_SERVER_ANSWER = re.compile(
    r"\b[45]\d\d[ -][245]\.\d{1,3}\.\d{1,3}\b|smtp error from remote|\bsaid:? [45]\d\d\b|<<< ?[45]\d\d\b"
)


def _delivery_report(msg: Message, text: str) -> bool:
    """A delivery report whose remote server answered "held"/"quarantined": a DSN, an Exim failure
    (X-Failed-Recipients) or a delay warning quoting the server's answer. Its "No action is required on
    your part" is the delay warning's own ("Delivery attempts will continue"): a bounce, not a hold."""
    if report_type(msg) == "delivery-status" or parts_of_type(msg, "message/delivery-status"):
        return True
    return has_header(msg, "X-Failed-Recipients") or bool(_SERVER_ANSWER.search(text))


def _asks_nothing(text: str) -> bool:
    return bool(_NO_ACTION.search(text)) and not _RELEASE_OFFER.search(text)


def _refused(msg: Message) -> bool:
    """Whether a delivery report says a recipient was refused for good (a 5.x.x status, or none)."""
    statuses = [
        block.get("status", "").strip()
        for part in parts_of_type(msg, "message/delivery-status")
        for block in report_blocks(part)
        if block.get("status")
    ]
    return not statuses or any(status.startswith("5") for status in statuses)
