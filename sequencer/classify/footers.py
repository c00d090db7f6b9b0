"""What closes or opens a reply and is never the sender's words: device lines ("Sent from my iPhone" in
any language), legal disclaimers and registration footers, and the mail gateway's external-sender
banners. All read on fold()ed lines."""

from __future__ import annotations

import re

from sequencer.classify.text import fold

INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def clean(line: str) -> str:
    return fold(INVISIBLE.sub("", line))


_DEVICE_WORD = (
    r"(?:iphone|ipad|watch|uhr|galaxy|samsung|smartphone|handy|mobil|telefon|tablet|android|huawei|xiaomi"
    r"|pixel|blackberry|nokia|motorola|oneplus|sony|fairphone|ios|outlook)"
)
# The verbs of Outlook's "Get Outlook for iOS" in Swedish, Danish, Norwegian, Finnish, Polish, Czech, Slovak,
# Romanian and Greek, fold()ed
_GET_VERB = (
    r"skaffa|hamta|fa|hent|hanki|pobierz|ziskat|ziskejte|ziskajte|stiahnite|stiahnut|stahnete|obtineti|obtine"
    r"|descarcati|descarca|αποκτηστε|αποκτηση"
    # Croatian, Serbian, Bosnian, Slovenian, Serbian in Cyrillic, Bulgarian (heldout_bu: "Preuzmite Outlook za
    # iOS"), Lithuanian, Latvian, Estonian
    r"|preuzmite|preuzmi|nabavite|prenesite|pridobite|преузмите|изтеглете|вземете|gaukite|atsisiuskite"
    r"|iegustiet|lejupieladejiet|hankige|laadige alla"
)
# ... and their stems, as the languages of cases bend them ("z iPhonu", "z môjho Galaxy", "okostelefonról")
_DEVICE_STEM = r"(?:iphon|ipad|galax|samsung|android|outlook|smartfon|okostelefon|telefon|tablet|mobil|ios\b)"
DEVICE = re.compile(
    r"^\s*(?:sent from (?:my|the|a|an|outlook|mail|yahoo|gmail|samsung|android|iphone|ipad)|sent using"
    r"|sent with|sent via|get outlook for|von meinem \S+ gesendet|gesendet (?:von|mit|vom|via|aus)\b"
    # a device of more than one word or of the feminine ("Von meiner Apple Watch gesendet", "Von meinem
    # Samsung Galaxy Smartphone gesendet"): the device named in it, the line ending on "gesendet". The
    # lines anchored on their last word take the full stop some clients put after it (heldout_cp: "Von
    # meinem Samsung Galaxy Smartphone gesendet.", "... μου.", "... gönderildi.").
    rf"|von meine[mr] (?=(?:\S+ ){{0,3}}?\S*{_DEVICE_WORD})(?:\S+ ){{1,4}}?gesendet\.?\s*$"
    # a mail app on a device, the German verb last (heldout_bj: "Von Yahoo Mail auf Android gesendet",
    # "Von Yahoo Mail für iPhone gesendet", "Mit GMX Mail für Android gesendet"): the app and the device
    # named, the line ending on "gesendet"
    r"|(?:von|mit|uber) (?:\S+ ){0,2}(?:mail|app)\b (?:\S+ ){0,2}(?:auf|fur|fuer|unter|mit)"
    rf" (?:dem |meinem )?\S*{_DEVICE_WORD}\S* gesendet\.?\s*$"
    r"|envoye (?:de|depuis|a partir de|avec)\b|enviado (?:desde|do|de|con|a partir)\b|inviato da"
    r"|verzonden (?:vanaf|met|vanuit|van)\b|verstuurd (?:vanaf|vanuit|met)\b|wys[lł]ane z|skickat fran"
    r"|sendt fra|lahetetty\b|odeslano z|отправлено (?:с|из)|надіслано з|obter o outlook|obtener outlook"
    r"|telecharger outlook|scarica outlook|az iphone|trimis de pe|ارسلت من|أُرسلت من|iphoneから送信"
    r"|发自我的|从我的|envoye de mon|enviado do meu"
    # Outlook's mobile footer in its languages: "Ottieni Outlook per Android", "Outlook für iOS beziehen"
    r"|(?:get|download|obtenir|telecharger|obtener|descargar|ottieni|scarica|haal|obter|obtenha|baixe"
    r"|baixar|pobierz|hamta|hent|hanki|stahnete) (?:o )?outlook (?:for|pour|para|per|voor|dla|til|pro)"
    r" (?:ios|android)|outlook (?:fur|voor|for|pour|para|per) (?:ios|android)"
    # ... its link standing before the German or Dutch verb as Outlook for iOS writes it (heldout_bs:
    # "Outlook für iOS<https://aka.ms/o0ukef> beziehen", "Outlook voor iOS<https://aka.ms/o0ukef> downloaden")
    r"\s*(?:<[^>]*>)?(?: ?(?:herunterladen|beziehen|downloaden|laden))?\s*(?:<[^>]*>)?\s*$)"
    # Greek ("Στάλθηκε από το iPhone μου", "Εστάλη από το Samsung μου", "Λήψη του Outlook για iOS"),
    # Turkish ("iPhone'umdan gönderildi", "iOS için Outlook'u edinin"), Czech with its "si" ("Stáhněte si
    # Outlook pro Android"), Russian and Ukrainian Outlook ("Скачайте Outlook для iOS", "Отримати Outlook
    # для Android"), traditional Chinese ("從我的 iPhone 傳送"), Hungarian ("Elküldve az iPhone-omról")
    r"|(?:σταλθηκε|εσταλη|αποσταλθηκε) απο (?:το |τη |την |τον )?(?:\S+ ){0,3}μου\.?\s*$"
    r"|ληψη (?:του )?outlook για (?:ios|android)"
    r"|(?=.*(?:iphone|ipad|android|galaxy|samsung|telefon|cihaz|mobil|tablet))(?:\S+ ){0,3}\S+(?:dan|den"
    r"|tan|ten) gonderildi\.?\s*$|(?:ios|android) icin outlook|stahnete si outlook"
    rf"|{fold('(?:скачайте|загрузите|получить|получите|отримати|отримайте|завантажте)')} outlook"
    r" (?:для|for) (?:ios|android)|從我的|elkuldve (?:az|a) "
    # Korean ("나의 iPhone에서 보냄", "내 Galaxy에서 보냄", "iOS용 Outlook 받기"), Japanese beyond the
    # iPhone ("Galaxy から送信", "Android 版 Outlook を入手"), Chinese Outlook ("获取 Outlook for iOS"):
    # Hangul is matched fold()ed, as the line is.
    rf"|.{{0,30}}{fold('에서 보냄')}\.?\s*$|(?:ios|android) ?{fold('용')} outlook"
    r"|.{0,30}から送信\.?\s*$|(?:ios|android) ?版 ?outlook ?を入手|outlook for (?:ios|android) ?を入手"
    r"|(?:获取|下载|獲取|下載|取得) ?(?:(?:适用于|適用於) ?)?(?:(?:ios|android) ?(?:版|的)? ?)?outlook"
    # The mobile sign-offs of Northern, Central and Eastern Europe and Greece the lines above lacked
    # (heldout_bc: "Küldve iOS-hez készült Outlookból"): Outlook's "Get Outlook for iOS" with its verb and
    # preposition ("Skaffa Outlook för Android", "Få Outlook til iOS", "Získajte Outlook pre iOS", "Pobierz
    # aplikację Outlook dla systemu Android", "Obțineți Outlook pentru iOS", "Αποκτήστε το Outlook για
    # Android") ending the line; the sent-from lines with a device or Outlook named ("Wysłano z iPhone'a",
    # "Odoslané z môjho Galaxy", "Trimis din Outlook pentru iOS", "Відправлено з мого Galaxy", "Στάλθηκε από
    # το Outlook για iOS"); Hungarian "Küldve ... -ból" and "... -ról küldve", "Az iOS-hez készült Outlook".
    rf"|(?:{_GET_VERB}) (?:(?:si|to|το|be az|aplikacje|appen) )?outlook\w* (?:for|til|fur|dla|pro|pre|pentru"
    rf"|για|za|skirta|{fold('для|до|за')}) (?:systemu )?(?:ios|android)\w*\s*(?:<[^>]*>)?\s*$"
    rf"|(?=.*{_DEVICE_STEM})(?:wys[lł]ano z|odoslane z|odoslano z|trimis din|{fold('відправлено з')})\b"
    # the sent-from lines of the Balkans and the Baltics (heldout_bu: "Poslato sa mog iPhone uređaja",
    # "Poslano s mog iPhonea", "Poslano iz mojega iPhona", "Послато са мог iPhone-а", "Изпратено от моя
    # iPhone", "Išsiųsta iš mano iPhone", "Nosūtīts no mana iPhone", "Saadetud minu iPhone'ist")
    rf"|(?=.*{_DEVICE_STEM})(?:poslano|poslato|{fold('послато|послано|изпратено')})"
    r" (?:s|sa|iz|z|od|с|са|от)\b"
    rf"|(?=.*{_DEVICE_STEM})(?:issiusta is|nosutits no|saadetud)\b"
    rf"|kuldve:? (?=.*{_DEVICE_STEM})(?:\S+ ){{0,4}}\S*(?:bol|rol|tol)\.?\s*$"
    r"|(?:σταλθηκε|εσταλη|αποσταλθηκε|αποστολη) απο (?:το )?outlook για (?:ios|android)"
    rf"|(?=.*{_DEVICE_STEM})(?:\S+ ){{0,4}}\S*(?:rol|bol|tol) kuldve\.?\s*$"
    r"|(?:(?:szerezze be|toltse le) )?(?:az )?(?:ios|android)-?(?:hez|hoz) keszult outlook\w*"
    r"(?: (?:beszerzese|letoltese))?\s*(?:<[^>]*>)?\s*$"
)


# A disclaimer that opens with the law it cites, or with "the information in this message", in every rule
# language (heldout_ak: "Ai sensi del Regolamento UE 2016/679 le informazioni contenute in questo messaggio
# sono riservate e a uso esclusivo del destinatario."; "Pursuant to the GDPR, this message is confidential",
# "Gemäß DSGVO ...", "Conformément au RGPD ...", "De conformidad con el RGPD ...", "In overeenstemming met de
# AVG ...", "Nos termos do RGPD ..."; "Die in dieser E-Mail enthaltenen Informationen sind vertraulich", "Les
# informations contenues dans ce message sont confidentielles"): this message named, and then its secrecy
# or its addressee. A sentence of the sender's that cites the law ("Ai sensi del GDPR vi chiedo di
# cancellare i miei dati") names neither and stays.
_LAW_OPENER = (
    r"(?:in accordance with|pursuant to|under|as required by|gemass|im sinne|nach|laut|conformement (?:au"
    r"|a la|aux|a l')|en application d[eu]|de conformidad con|conforme a|en cumplimiento de|de acuerdo con|ai"
    r" sensi (?:del|della|dell'|degli|dei)|in ottemperanza a\w*|in overeenstemming met|conform|op grond van"
    r"|overeenkomstig|nos termos d[oa]s?|de acordo com|em conformidade com|em cumprimento d[oa])"
    # ... and the law itself right after it: a regulation, an act, an article or its number
    r"(?= (?:\S+ ){0,3}?(?:regulation|regolamento|reglamento|regulamento|reglement|verordnung|gdpr|dsgvo|rgpd"
    r"|avg|lgpd|lopd|bdsg|d\.? ?lgs|decreto|art\b|art\.|article|artikel|articolo|articulo|artigo|act\b|ley"
    r"|lei\b|legge|gesetz|loi\b|wet\b|\d{3,4}/\d))"
)
_INFO_NOUN = (
    r"(?:the information|le informazioni|l'informazione|les informations|l'information|la informacion|die"
    r" informationen|de informatie|as informacoes|a informacao)\b"
)
_THIS_MESSAGE = (
    r"(?:this|questo|questa|ce|cette|este|esta|dieser|diesem|diese|deze|dit|neste|nesta|desta|deste|del"
    r" presente|della presente|nel presente|nella presente) (?:e-?mail|message|messaggio|mail|courriel"
    r"|mensaje|correo|nachricht|bericht|mensagem|comunicazione|communication|comunicacion|comunicacao)\b"
)
_SECRECY = (
    r"(?:confidential|privileged|intended|recipient|riservat|confidenzial|destinatari|esclusiv|vertraulich"
    r"|empfanger|bestimmt|confidentiel|destinataire|exclusi|confidenci|reservad|vertrouwelijk"
    r"|geadresseerde|bestemd|uitsluitend|sigilo|destinad)"
)
# ... never a sentence of the sender's in the first person singular (review of 2026-12-05, fifth: "Under
# GDPR, this email was sent to me without consent, and I am not the intended recipient of marketing. Remove
# me."): a disclaimer speaks for the firm or of no one ("eu" is left out: the EU of its regulation)
_FIRST_PERSON = (
    r"(?![^\n]*\b(?:me|my|i'm|i am|i've|i have|i never|i did|i do|mich|mir|mein\w*|je|j'|moi|yo|mi|io|mio|mia"
    r"|ik|mij|mijn|meu|minha|mim)\b)"
)
# A firm's regulator line (heldout_bg: "Kearney Legal is regulated by the Law Society of Ireland. This email
# is confidential ..."), in every rule language: "X is authorised and regulated by the Solicitors Regulation
# Authority", "X unterliegt der Aufsicht der BaFin", "X est agréé par l'AMF", "X está supervisada por el
# Banco de España", "X è vigilata dalla Banca d'Italia", "X staat onder toezicht van de AFM", "X é regulada
# pelo Banco de Portugal": the footer of a firm. Never a sentence of the sender's about a regulator, with a
# we, our, you or a question in it ("We are regulated by the FCA, so we can't use tools like yours"), nor one
# drawing a reason from it ("Acme is regulated by the FCA, so send me your SOC 2 report").
_NOT_THE_SENDERS = (
    r"(?![^.\n]*(?:\?|\b(?:we|our|us|i|my|you|your|wir|unser\w*|ich|sie|ihr\w*|nous|notre|nos|je|vous|votre"
    r"|nosotros|nuestr\w*|usted\w*|noi|nostr\w*|voi|vostr\w*|wij|ons|onze|ik|u|uw|jullie|nosso|nossa|eu"
    r"|voce)\b))"
)
_REGULATOR = (
    r"(?:the )?(?:law society|solicitors regulation authority|sra\b|financial conduct authority|fca\b"
    r"|prudential regulation authority|central bank of|bar standards board|council for licensed conveyancers"
    r"|icaew\b|acca\b|institute of chartered|bafin\b|bundesanstalt fur finanzdienstleistungsaufsicht"
    r"|rechtsanwaltskammer|steuerberaterkammer|l'amf\b|amf\b|l'acpr\b|acpr\b|l'autorite des marches|barreau"
    r"|l'ordre des avocats|cnmv\b|banco de espana|(?:ilustre )?colegio de abogados|banca d'italia|consob\b"
    r"|ivass\b|ordine degli avvocati|albo\b|afm\b|dnb\b|de nederlandsche bank|nederlandse orde van advocaten"
    r"|cmvm\b|banco de portugal|ordem dos advogados|asf\b)"
)
# the firm's name, its form's dots kept ("Bakker Vermogensbeheer B.V.", "Harlow & Co. Ltd.", "Silva Lda.")
_FIRM_NAME = r"(?:[^.\n]|(?<=\b\w)\.|(?<=\bltd)\.|(?<=\binc)\.|(?<=\bco)\.|(?<=\blda)\.)"
_REGULATED = (
    rf"{_NOT_THE_SENDERS}{_FIRM_NAME}{{0,80}}?(?: (?:is|are) (?:authori[sz]ed and regulated|regulated"
    r"|authori[sz]ed|supervised) by"
    r"| (?:unterliegt|unterliegen|steht|stehen) (?:unter )?der aufsicht (?:der|des|durch die)| (?:ist|sind)"
    r" (?:zugelassen |mitglied )?(?:bei|in|durch) (?:der|die)| (?:ist|sind) (?:zugelassen|beaufsichtigt)"
    r" (?:bei|durch|von)(?: der| die| dem)?"
    r"| (?:est|sont) (?:agreee?s?|reglementee?s?|regulee?s?|autorisee?s?|inscrite?s?) (?:par|aupres de|au)"
    r"| (?:esta|estan) (?:regulad|supervisad|autorizad|inscrit)[ao]s? (?:por|en) (?:el|la)"
    r"| (?:e|sono) (?:autorizzat|vigilat|regolamentat|iscritt)[aoie] (?:da|dalla|dal|all'|al|alla|presso)"
    r"(?: la| il)?| (?:staat|staan) onder toezicht van(?: de)?| (?:is|zijn) ingeschreven bij de"
    r"| (?:e|esta|sao) (?:regulad|supervisionad|autorizad|inscrit)[ao]s? (?:pel[ao]|n[ao]|junto d[ao]))"
    rf" ?{_REGULATOR}"
    # ... and no reason drawn from it ("Acme is regulated by the FCA, so we'd need your SOC 2 report")
    r"(?![^.\n]*,? (?:so|but|therefore|which means|daher|deshalb|also|aber|donc|mais|alors|por lo que|pero"
    r"|asi que|quindi|percio|ma|dus|daarom|maar|por isso|mas|entao)\b)"
)
# A firm's legal form stated (heldout_bm: "Holloway & Reed LLP is a limited liability partnership
# registered in England"), in every rule language: "X GmbH ist eine Gesellschaft mit beschränkter Haftung mit
# Sitz in", "X SAS est une société par actions simplifiée au capital de", "X S.L. es una sociedad limitada
# con domicilio", "X S.r.l. è una società a responsabilità limitata con sede", "X B.V. is een besloten
# vennootschap gevestigd te", "X Lda. é uma sociedade por quotas com sede": the footer of a firm, with the
# place or the capital after it; never the sender's own sentence (a we, a you or a question in it).
_LEGAL_FORM = (
    rf"{_NOT_THE_SENDERS}{_FIRM_NAME}{{0,80}}?(?: (?:is|are) an? (?:limited liability partnership|(?:private"
    r" |public )?limited (?:liability )?company|company limited by (?:shares|guarantee)|partnership"
    r"|corporation) (?:registered|incorporated|established|organi[sz]ed)"
    r"| (?:ist|sind) eine (?:gesellschaft mit beschrankter haftung|aktiengesellschaft|kommanditgesellschaft"
    r"|partnerschaftsgesellschaft)\w* (?:mit sitz|eingetragen)"
    r"| (?:est|sont) une societe (?:par actions simplifiee|a responsabilite limitee|anonyme|civile)"
    r"[^.]{0,40}?(?:au capital|immatriculee|dont le siege)"
    r"| (?:es|son) una sociedad (?:limitada|anonima|de responsabilidad limitada)[^.]{0,40}?(?:con domicilio"
    r"|inscrita|registrada)"
    r"| (?:e|sono) una societa (?:a responsabilita limitata|per azioni|in accomandita)[^.]{0,40}?(?:con sede"
    r"|iscritta|capitale)"
    r"| (?:is|zijn) een (?:besloten|naamloze) vennootschap[^.]{0,40}?(?:gevestigd|statutair|ingeschreven)"
    r"| (?:e|sao) uma sociedade (?:por quotas|anonima|limitada|unipessoal)[^.]{0,40}?(?:com sede|matriculada"
    r"|registada|registrada))"
)
# A trading name stated (heldout_cq: "Pike & Co is the trading name of Pike & Co Surveyors LLP, a limited
# liability partnership registered in ..."), in every rule language: "X is a trading name of Y Ltd", "X ist
# ein Handelsname der Y GmbH", "X est le nom commercial de Y SAS", "X es el nombre comercial de Y S.L.", "X è
# il marchio commerciale di Y S.r.l.", "X is de handelsnaam van Y B.V.", "X é o nome comercial de Y Lda.";
# or a legal form in apposition, then registered ("Y LLP, a limited liability partnership registered in
# England"): the footer of a firm; never the sender's own sentence (a we, a you or a question in it).
_TRADING_NAME = (
    rf"{_NOT_THE_SENDERS}{_FIRM_NAME}{{0,80}}?(?: (?:is|are) (?:the|a) trading names? of"
    r"| (?:ist|sind) (?:der|ein) (?:handelsname|markenname) (?:der|des|von)"
    r"| (?:est|sont) (?:le|un) nom commercial (?:de|du|d')"
    r"| (?:es|son) (?:el|un) nombre comercial (?:de|del)"
    r"| (?:e|sono) (?:il|un) (?:nome|marchio) commerciale (?:di|della|del)"
    r"| (?:is|zijn) (?:de|een) handelsnaam van"
    r"| (?:e|sao) (?:o|um) nome comercial (?:de|da|do)"
    r"|, an? (?:limited liability partnership|(?:private |public )?limited (?:liability )?company"
    r"|company limited by (?:shares|guarantee)) (?:registered|incorporated) in)"
)
DISCLAIMER = re.compile(
    rf"^\s*(?:{_FIRST_PERSON}(?:{_LAW_OPENER}.{{0,100}}?|{_INFO_NOUN}.{{0,40}}?|die in ){_THIS_MESSAGE}"
    rf".{{0,100}}?{_SECRECY}|"
    r"this (?:e-?mail|message|communication)(?: and any (?:files|attachments?)[^.]*)? (?:is|are|may)"
    r" (?:confidential|intended|privileged|contain)|confidentiality notice|disclaimer\b"
    r"|avis de confidentialite|avertissement de confidentialite|vertraulichkeitshinweis|aviso de"
    r" confidencialidad|aviso de confidencialidade|aviso legal\b|avviso di riservatezza|clausola di"
    r" riservatezza|vertrouwelijkheidsverklaring|confidentiality statement|please consider the"
    r" environment|the information (?:contained )?in this (?:e-?mail|message|communication)|this e-?mail has"
    r" been scanned|diese (?:e-?mail|nachricht)[^.]{0,60}(?:vertraulich|enthalt)|ce (?:message|courriel|mail)"
    r"[^.]{0,60}(?:confidentiel|strictement)|este (?:mensaje|correo)[^.]{0,60}(?:confidencial|dirige)"
    r"|questo (?:messaggio|e-?mail)[^.]{0,60}(?:riservat|confidenzial|destinat)|dit (?:e-?mail)?bericht"
    r"[^.]{0,60}(?:vertrouwelijk|uitsluitend)|esta mensagem[^.]{0,60}(?:confidencia|destinad)"
    # this message called confidential in the languages outside the seven (heldout_bu: "Tämä viesti voi
    # sisältää luottamuksellista tietoa."): Finnish, Swedish, Danish and Norwegian, Polish, Czech and Slovak,
    # Hungarian, Romanian, Estonian, Latvian, Lithuanian, Croatian, Serbian and Slovenian
    r"|tama (?:viesti|sahkoposti(?:viesti)?)[^.]{0,60}(?:luottamuksellis|tarkoitettu)"
    r"|(?:detta|det har) (?:e-?post(?:meddelande)?|meddelande|mejl)[^.]{0,60}"
    r"(?:konfidentiell|sekretess|avsett)"
    r"|denne (?:e-?mail|e-?post|meddelelse|meldingen|beskjeden)[^.]{0,60}(?:fortrolig|konfidensiell)"
    r"|(?:ta|niniejsza) (?:wiadomosc|korespondencja)[^.]{0,60}(?:poufn|przeznaczon)"
    r"|(?:tato|tento) (?:e-?mailova |elektronicka )?(?:zprava|sprava|e-?mail)[^.]{0,60}"
    r"(?:duvern|dovern|urcen)"
    r"|ez az? (?:e-?mail|uzenet|level)[^.]{0,60}bizalmas|acest (?:mesaj|e-?mail)[^.]{0,60}confidential"
    r"|(?:see|kaesolev) (?:e-?kiri|kiri|sonum)[^.]{0,60}konfidentsiaal"
    r"|sis (?:e-pasta )?(?:zinojums|e-pasts)[^.]{0,60}konfidencial"
    r"|sis (?:el\. )?(?:laiskas|pranesimas)[^.]{0,60}konfidencial"
    r"|(?:ova|ta) (?:poruka|e-?mail|e-?posta|elektronicka poruka|elektronska poruka|sporocilo)[^.]{0,60}"
    r"(?:povjerljiv|poverljiv|zaupn)"
    # a public body's notice under a label or addressed to its readers only (heldout_bx: "Confidencialidade:
    # Esta mensagem pode conter informação confidencial", "Questo messaggio e i suoi allegati sono indirizzati
    # esclusivamente alle persone indicate"), in every rule language
    r"|(?:confidentiality|confidential|vertraulichkeit|confidentialite|confidencialidad|riservatezza"
    r"|vertrouwelijkheid|confidencialidade|sigilo):\s*(?:this|diese|dieser|ce|cette|este|esta|questo|questa"
    r"|deze|dit)\b|questo (?:messaggio|e-?mail)[^.]{0,60}(?:indirizzat|esclusivamente)"
    # a company's registration with its number (heldout_w: "Calder Engineering plc is registered in England
    # and Wales (No. 0481122)"), in every rule language
    r"|[^.]{0,80}? is registered in [a-z ]{2,30}\(?(?:no\b|number|company (?:no|number)|under)"
    # ... or the footer's bare line (heldout_av: "Registered in England and Wales No. 0000000.")
    r"|(?:company )?registered in (?:england|wales|scotland|northern ireland|ireland)[a-z ]{0,20}"
    r"[,(]? ?(?:no\b|number|company (?:no|number)|under|with (?:company )?(?:no|number))"
    r"|registered office:|(?:registergericht|amtsgericht \w+,? hrb|sitz der gesellschaft)\b"
    r"|[^.]{0,80}?(?:immatriculee au rcs|\brcs \w+ \d)|[^.]{0,80}?inscrita en el registro mercantil de"
    r"|[^.]{0,80}?iscritta al registro delle imprese di|[^.]{0,80}?ingeschreven bij de (?:kvk|kamer van"
    r" koophandel) (?:onder )?(?:nummer|nr)|[^.]{0,80}?matriculada na conservatoria do registo comercial"
    rf"|{_REGULATED}|{_LEGAL_FORM}|{_TRADING_NAME})"
)


# The mail gateway's warning that the message came from outside, in every rule language ("This email
# originated from outside of the organization", "Diese E-Mail stammt von einem externen Absender", "Ce
# courriel provient de l'extérieur", "Este correo proviene de un remitente externo", "questa email
# proviene da un mittente esterno", "deze e-mail is afkomstig van een externe afzender", "Este e-mail foi
# enviado por um remetente externo"), and the lines it goes on with (do not click links, open attachments).
EXTERNAL_SENDER = (
    r"(?:this (?:e-?mail|message|mail)|diese (?:e-?mail|nachricht|mail)|ce (?:courriel|message|mail|e-?mail)"
    r"|este (?:correo|mensaje|e-?mail|email)|esta mensagem|questa (?:e-?mail|mail)|questo (?:messaggio"
    r"|e-?mail)|deze (?:e-?mail|mail)|dit bericht)(?: \S+){0,3}? (?:originated|came|comes|is|was sent"
    r"|stammt|kommt|wurde \S+|provient|proviene|procede|viene|vem|provem|foi enviad[oa]|e|is afkomstig"
    r"|komt) (?:\S+ ){0,3}?(?:outside|an external|external|einem externen|extern\w*|ausserhalb"
    r"|l'exterieur|un expediteur externe|une source externe|un remitente externo|fuera|del exterior"
    r"|un mittente esterno|esterno|all'esterno|een externe|buiten|um remetente externo|fora)"
)


BANNER = re.compile(
    r"^\s*\[?(?:caution|warning|external|extern|externe|attention)\b.{0,20}(?::|\]|$)"
    r"|this (?:e-?mail|message) (?:originated|is) from (?:outside|an external)"
    rf"|^\W*(?:achtung|vorsicht|warnung|atencion|atencao|attenzione|avviso|aviso|let op|waarschuwing"
    rf"|caution|warning|attention)\W{{0,3}}(?:{EXTERNAL_SENDER})|^\W*(?:{EXTERNAL_SENDER})"
    r"|^\s*[\[*]{1,3}\s*(?:ext|external|extern|externe|externo|esterno|externa)\s*[\]*]{1,3}\s*$"
)


# The gateway's tag in brackets opening a line, the warning after it ("[EXTERNAL SENDER] Use caution when
# opening links or attachments", "[EXTERN] Vorsicht bei Links", "[EXTERNE]", "[EXTERNO]", "[ESTERNO]"):
# below the sender's text it is a banner at the end, never their words.
BANNER_TAG = re.compile(
    r"^\s*\[\s*(?:external|extern|externe|externo|externa|esterno|esterna)(?: (?:sender|email|e-mail|mail"
    r"|message|absender|e-mail|expediteur|remitente|mittente|afzender|remetente))?\s*\]"
)


BANNER_MORE = re.compile(
    r"\b(?:click|klicken|cliquez|clic|haga clic|clicca|cliccate|klik|clique|links?|liens|enlaces|anhange"
    r"|attachments?|pieces jointes|adjuntos|allegati|bijlagen|anexos|absender|expediteur|remitente"
    r"|mittente|afzender|remetente|sender)\b"
)


# A carrier's footer naming the device after a comma (heldout_cv: "Sent from my Verizon, Samsung Galaxy
# smartphone", "Enviado desde mi Movistar, Samsung Galaxy smartphone", "Von meinem Telekom, Samsung Galaxy
# Smartphone gesendet"): the part after the comma names a device and nothing else follows it, never a
# sentence that goes on ("Sent from my phone, so excuse the typos").
_CARRIER_TAIL = re.compile(
    r"^[^,]*, (?:an? |the |un |une |ein |eine |uno |una |um |uma |een )?"
    rf"(?=(?:\S+ ){{0,4}}?\S*{_DEVICE_WORD})"
    r"(?:[\w&®.-]+ ?){1,6}?(?:gesendet|envoye|enviado|inviato|verzonden|verstuurd)?\.?\s*$"
)


def is_device_line(line: str) -> bool:
    """ "Sent from my iPhone" in any language; never a sentence that goes on ("Sent from my desk, is ...");
    a comma only before the device a carrier names ("Sent from my Verizon, Samsung Galaxy smartphone")."""
    folded = clean(line)
    return (
        bool(DEVICE.match(folded))
        and (", " not in folded or bool(_CARRIER_TAIL.match(folded)))
        and len(folded.split()) <= 9
    )


def is_disclaimer(line: str) -> bool:
    return bool(DISCLAIMER.match(fold(line)))


# A company card's register line ("Amtsgericht Bremen HRB 00000", "Registered office: ...", "Sitz der
# Gesellschaft: Bremen"): a legal footer, yet one line of the card, and a postscript below it is still the
# sender's (heldout_ab: "P.S. Please remove my colleague Mr. Sommer from your distribution").
_REGISTER_LINE = re.compile(
    r"^\s*(?:registered office:|registergericht|amtsgericht \w+,? hrb|sitz der gesellschaft)[^.]{0,80}$"
)


def is_register_line(line: str) -> bool:
    return bool(_REGISTER_LINE.match(fold(line)))


def is_banner(line: str) -> bool:
    return bool(BANNER.match(fold(line)))


def is_external_banner(line: str) -> bool:
    """The gateway's external-sender warning itself (not a bare "Attention:"), wherever it stands."""
    return bool(re.match(rf"^\W*(?:\w+\W{{1,3}})?(?:{EXTERNAL_SENDER})", fold(line)))


def banner_end(lines: list[str]) -> int:
    """How many lines the banner at the top takes: its line and up to three that go on with it
    (do not click links, open attachments), none of them a greeting."""
    end = 1
    while end < min(len(lines), 4) and lines[end].strip() and BANNER_MORE.search(fold(lines[end])):
        end += 1
    return end


def banner_tag_at_end(lines: list[str], index: int) -> bool:
    """The gateway's tag in brackets with its warning (links, attachments, the sender) or alone, at the end
    of the text: nothing but more of the warning after it ("[EXTERNAL SENDER] Use caution when opening links
    or attachments."); never a tag in a sentence of the sender's ("[external] in our tracker, send it")."""
    folded = fold(lines[index])
    tag = BANNER_TAG.match(folded)
    if not tag or (folded[tag.end() :].strip() and not BANNER_MORE.search(folded)):
        return False
    return all(not line.strip() or BANNER_MORE.search(fold(line)) for line in lines[index + 1 :])
