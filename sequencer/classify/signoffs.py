"""Where the sender's own words end: sign-offs, signatures, device lines, disclaimers and banners.

A reply is cut at the first of these below its first line: a closing formula on a line of its own
("Best regards,", "Mit freundlichen Grüßen", "Cordialement", "Cordiali saluti", "Met vriendelijke
groet", "Cumprimentos", "Pozdrawiam", "Med vänlig hälsning", "Terveisin", "S pozdravem", "С
уважением", "З повагою", "よろしくお願いいたします", "此致"; "감사합니다", "ありがとうございました" and
"非常感谢" only at the end; blessings, "God bless", "Dios le bendiga", alone or after a thanks; Vietnamese,
Indonesian, Filipino, Hebrew, Arabic, Hindi, Croatian, Serbian, Slovenian, Slovak and Bulgarian closings;
a formal letter's closing sentence, "Je vous prie d'agréer ... mes salutations distinguées", "In attesa
di un Vostro riscontro, porgo distinti saluti"), a closing "Thanks." line, the
"-- " delimiter, a "Sent from my iPhone" line in any language, or a legal disclaimer. A line that
is only a name ("Tony", "-Abhishek", "/John") after the text is the sender's signature too, never a line
that holds a word of a sentence ("Send Pricing", "Next Steps", "Kein Interesse"); so is a name over short
card lines with a postal address ("Henk van Dijk / Bakkerij Van Dijk / Kerkstraat 9, Zwolle"). Gateway
banners ("CAUTION: This email originated from outside ...") at the top are not the sender's words.
All patterns work on `fold()`ed lines.
"""

from __future__ import annotations

import re

from sequencer.classify.postal import is_postal_line
from sequencer.classify.text import fold

_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def clean(line: str) -> str:
    return fold(_INVISIBLE.sub("", line))


_CLOSINGS = (
    # English
    r"(?:best|kind|warm|warmest|many thanks and|with|thanks and|thanks &|thanks|thank you and|thx and)?"
    r"\s*regards|best(?: wishes)?|cheers|thanks?(?: again| a lot| so much| in advance| a million| a bunch"
    r"| a ton| heaps| loads)?|thx|ty|thank you"
    r"(?: (?:so|very) much| again| in advance)?|many thanks|sincerely"
    r"|(?:yours )?(?:sincerely|truly|faithfully)"
    r"|all the best|talk soon|speak soon|br|rgds|take care|respectfully|yours|have a (?:great|nice|good)"
    r" (?:day|week|weekend)|greetings|warmly|all best|with thanks|have a good one"
    # several words with "with" and a superlative ("With best wishes", "With kind regards", "With all
    # good wishes", "Kindest regards", "Very best wishes", "With many thanks")
    r"|(?:with )?(?:(?:my|our|all|all my) )?(?:very )?(?:best|kind|kindest|warm|warmest|good|sincere"
    r"|warmest|fond|friendly) (?:wishes|regards)|with (?:my |our )?(?:best|warm|warmest|many|sincere)"
    r" (?:thanks|wishes)|with (?:all )?(?:good|best) wishes|(?:all|with) (?:my|our) best|very best"
    # German
    r"|(?:mit )?(?:freundlichen|freundliche|besten|beste|herzlichen|herzliche|lieben|liebe|viele|schone"
    r"|sonnige) grussen?(?: aus(?: \w+){1,3})?|mfg|lg|vg|gruss|grusse|danke(?: schon| sehr| und gruss"
    r"| im voraus)?"
    r"|mit (?:den )?(?:besten|herzlichen|freundlichen|lieben|vielen) (?:grussen|wunschen)|beste wunsche"
    r"|alles gute|hochachtungsvoll|bis bald|tschuss|(?:einen )?schonen tag(?: noch)?|schones wochenende"
    # Swiss German ("Liebi Grüess", "Härzlichi Grüess", "Fründlichi Grüess", "Grüessli", "Merci vielmal")
    r"|(?:(?:e |en )?(?:liebi|liebe|harzlichi|herzlichi|frundlichi|beschti|schoni)) gruess(?:li)?|gruessli"
    r"|merci vielmal|en schone(?: tag)?"
    r"|vielen dank(?: im voraus| und gruss)?|besten dank|herzlichen dank"
    # French
    r"|(?:(?:bien|tres) )?cordialement|bien a (?:vous|toi)|(?:meilleures |sinceres )?salutations"
    r"(?: distinguees)?|(?:bonne|belle|excellente) (?:journee|soiree|fin de journee|semaine|fin de semaine"
    r"|continuation)|bon (?:week-?end|apres-midi)|merci(?: d'avance| beaucoup| par avance| bien)?"
    r"|(?:avec )?(?:mes|nos) (?:meilleures|sinceres|cordiales|bien cordiales) salutations"
    r"|(?:avec )?(?:mes|nos) (?:meilleurs|sinceres) (?:sentiments|voeux)|meilleures salutations"
    r"|a bientot|amities|amicalement|bises|au plaisir|bav|cdt|cdlt|au revoir|bisous"
    # Spanish
    r"|(?:un )?saludos?(?: cordiales)?|(?:reciba |recibe )?un (?:cordial |afectuoso |atento )?saludo"
    r"|atentamente|(?:un (?:fuerte |gran )?)?abrazo|abrazos|(?:muchas )?gracias|cordialmente|besos|salud"
    # Latin American "Abrazo," (Argentina) and "Quedo atento," / "Quedamos atentos" (Colombia), alone on
    # their line: "Quedo atento a su respuesta" is one too, "Quedo atento si hay cambios" a sentence
    r"|(?:quedo|quedamos) (?:muy )?atent[oa]s?(?: a (?:sus|tus) comentarios| a su respuesta)?"
    r"|(?:con )?(?:mis |nuestros )?mejores (?:saludos|deseos)|con un (?:cordial|afectuoso|atento) saludo"
    r"|hasta pronto|adios"
    # Italian
    r"|(?:cordiali|distinti|cari|tanti) saluti|saluti(?: cordiali)?|un (?:caro |cordiale |affettuoso )?saluto"
    r"|un abbraccio|buon (?:lavoro|proseguimento)|grazie(?: mille)?|buona (?:giornata|serata|settimana"
    r"|continuazione)"
    r"|(?:con )?(?:i )?(?:miei |nostri )?(?:migliori|piu cordiali) saluti|con (?:cordiali|distinti|tanti)"
    r" saluti|con (?:i )?(?:migliori|piu cari) auguri"
    r"|a presto|ciao"
    # Dutch
    r"|(?:met )?(?:vriendelijke|hartelijke|beste) groet(?:en)?|groet(?:en|jes)?|gr|mvg|bedankt|alvast bedankt"
    r"|fijne dag(?: nog)?|fijn weekend|tot (?:snel|ziens)"
    r"|dank (?:je|u)(?: wel)?|met (?:de )?(?:beste|vriendelijke|hartelijke) (?:groeten|wensen)"
    # Portuguese
    r"|(?:melhores |com os melhores )?cumprimentos|atenciosamente|(?:muito )?obrigad[oa]"
    r"|(?:um )?(?:grande |forte )?abraco|abracos|abs|bjs|bjos|bj|beijos?|ate (?:breve|mais)|boa semana"
    r"|bom fim de semana"
    r"|att|adeus|saudacoes"
    # Brazilian "Fico no aguardo" and "Fico à disposição" as the whole line
    r"|(?:fico|ficamos) (?:no aguardo|a (?:sua |vossa )?disposicao)"
    # Polish, Czech
    r"|(?:serdecznie )?pozdrawiam|z powazaniem|z wyrazami szacunku|dziekuje|do widzenia|pozdrowienia"
    r"|s pozdravem|s pratelskym pozdravem|dekuji"
    # Scandinavian, Finnish
    r"|med vanlig halsning|(?:med )?vanliga halsningar|halsningar|mvh|med venlig hilsen|venlig hilsen|hilsen"
    r"|med vennlig hilsen|vennlig hilsen|kh|vh|tack|tak|ystavallisin terveisin|terveisin|kiitos|hyvasti"
    # Russian, Ukrainian, Greek, Romanian, Hungarian
    r"|с уважением|спасибо|всего доброго|з повагою|дякую|με εκτιμηση|ευχαριστω|φιλικα|απο τον \w+"
    r"|cu stima|multumesc|udvozlettel"
    # Turkish ("Saygılarımla", "İyi çalışmalar": the dotless ı stays one after fold()), and a few more
    # Greek, Polish, Czech, Scandinavian, Finnish, Russian and Ukrainian closings
    r"|saygılarımla|saygilarimla|saygılar|saygilar|iyi calısmalar|iyi calismalar|iyi gunler|tesekkurler"
    r"|tesekkur ederim|selamlar|sevgiler|με φιλικους χαιρετισμους|χαιρετισμους|φιλικους χαιρετισμους"
    r"|με εκτιμηση και φιλικους χαιρετισμους|łacze pozdrowienia|lacze pozdrowienia|z pozdrowieniami|zdravim"
    r"|mange hilsner|bedste hilsner|beste hilsen|parhain terveisin|с наилучшими пожеланиями|всего хорошего"
    r"|з найкращими побажаннями|всього найкращого|з повагою та найкращими побажаннями"
    # Māori, as New Zealand writes in English too ("Ngā mihi", "Ngā mihi nui", "Nāku noa, nā", "Noho ora
    # mai", "Mauri ora", "Ka kite anō"), and the Antipodean "Cheers mate"
    r"|nga mihi(?: nui| maioha| mahana| nui ki a koe| ki a koe)?|naku noa,? na|naku noa|noho ora mai"
    r"|mauri ora|ka kite(?: ano)?(?: a te wa)?|hei konei ra|cheers mate"
)
# Blessings and religious closings ("God bless", "Blessings", "Dios le bendiga", "Gott segne Sie", "Que Dieu
# vous bénisse", "Dio vi benedica", "Deus abençoe", "Shalom", "Salam"), in English and every rule language;
# joined to a thanks by "and" they are one closing ("Thank you and God bless", "Gracias y Dios le bendiga").
# Only as the whole line: "God bless you for asking, yes let's talk." is a sentence.
_BLESSINGS = (
    r"(?:may )?god bless(?: you| you all| us all)?"
    r"|(?:many |warm |abundant |god's |gods |peace and )?blessings"
    r"|(?:be|stay) blessed|(?:yours )?in christ|shalom|salaam|salam|wa?s+alam(?:u ?alaikum)?|peace and love"
    r"|gott segne (?:sie|dich|euch)|(?:gottes|mit gottes) segen"
    r"|(?:mit |herzliche |herzlichen |liebe |lieben )?segensgrussen?"
    r"|(?:mit )?(?:herzlichen |lieben )?segenswunschen|gott befohlen|behute (?:sie|dich|euch) gott"
    r"|(?:que )?dieu (?:vous|te) benisse|(?:avec mes )?benedictions|fraternellement|union de prieres"
    r"|(?:que )?dios (?:le|lo|la|te|los|las|les) bendiga|(?:muchas )?bendiciones|fraternalmente|paz y bien"
    r"|(?:che )?dio (?:vi|ti|la|le) benedica|benedizioni|pace e bene|fraternamente"
    r"|(?:god|de heer) zegene (?:u|je|jullie)|gods zegen|(?:met )?(?:een )?(?:hartelijke )?zegengroet(?:en)?"
    r"|(?:que )?deus (?:o|a|te|os|as|vos|lhe|lhes) abencoe|deus abencoe|fique(?:m)? com deus"
    r"|(?:muitas )?bencaos|paz e bem"
    rf"|{fold('szczęść boże|z panem bogiem')}"
)
# Closings in the languages the rules do not read yet, fold()ed as the line is: Vietnamese ("Trân trọng",
# "Thân ái", "Kính thư"), Indonesian and Malay ("Hormat saya", "Salam hangat", "Terima kasih"), Filipino
# ("Salamat po"), Romanian ("Cu drag", "Cu respect", "Toate cele bune"), Hebrew ("בברכה", "בכבוד רב") and
# Arabic ("مع التحية", "مع تحياتي", "شكرا").
_MORE_CLOSINGS = fold(
    r"trân trọng(?: cảm ơn)?|thân ái|thân mến|kính thư|(?:xin )?(?:chân thành )?cảm ơn(?: nhiều)?"
    r"|hormat (?:saya|kami)|salam (?:hangat|sejahtera|hormat)|terima ?kasih(?: banyak)?"
    r"|(?:maraming )?salamat(?: po)?"
    r"|cu drag|cu respect|(?:cu )?toate cele bune|o zi bună|mulțumesc frumos"
    r"|בברכה|בכבוד רב|תודה(?: רבה)?"
    r"|مع التحية|مع تحياتي|مع خالص التحية|تحياتي|مع الشكر|(?:و)?شكرا(?: جزيلا)?|مع أطيب التحيات"
)
# Closings in more languages, fold()ed as the line is: Hindi ("सादर", "धन्यवाद सहित", "भवदीय"),
# Croatian, Serbian and Bosnian ("Lijep pozdrav", "Srdačan pozdrav", "S poštovanjem", "Hvala"), Slovenian
# ("Lep pozdrav", "S spoštovanjem"), Slovak ("S pozdravom", "S úctou", "Ďakujem a pozdravujem"), Serbian in
# Cyrillic ("С поштовањем", "Срдачан поздрав"), Bulgarian ("Поздрави", "С уважение"), Ukrainian ("Щиро",
# "З найкращими побажаннями").
_EUROPE_HINDI_CLOSINGS = fold(
    r"सादर(?: धन्यवाद)?|(?:सधन्यवाद|धन्यवाद)(?: सहित)?|भवदीय|भवदीया|शुभकामनाओं सहित|शुभकामनाएं|शुभकामनाएँ"
    r"|(?:lijep|lijepi|lep|srdačan|srdačni|topao|veliki) pozdrav(?:i)?|lepo pozdravljeni|(?:puno|mnogo)"
    r" pozdrava|pozdrav|srdačno|sa? poštovanjem|s spoštovanjem|(?:puno |najljepša |lijepa )?hvala(?: lijepa"
    r"| vam| unaprijed| unapred)?|lijep dan"
    r"|s (?:priateľským |srdečným )?pozdravom|s úctou|ďakujem(?: a pozdravujem| pekne)?|srdečne pozdravy"
    r"|pekný deň|s přátelským pozdravem|hezký den"
    r"|с поштовањем|срдачан поздрав|поздрав|хвала"
    r"|поздрави|с уважение|с най-добри пожелания|благодаря|хубав ден"
    r"|щиро|з найкращими побажаннями|гарного дня"
)
# A formal letter's whole closing sentence on its line: French ("Je vous prie d'agréer, Madame,
# l'expression de mes salutations distinguées", "Veuillez agréer ... ma considération distinguée", "Dans
# l'attente de votre retour, je vous prie de croire ... mes sentiments les meilleurs"), Italian ("In attesa
# di un Vostro riscontro, porgo distinti saluti", "Con osservanza"), Spanish ("Sin otro particular, le
# saluda atentamente"), Portuguese ("Sem outro assunto de momento, subscrevo-me com os melhores
# cumprimentos"), German ("Mit freundlichen Grüßen verbleibe ich", "In Erwartung Ihrer Antwort verbleibe
# ich mit freundlichen Grüßen") and Dutch ("Hoogachtend", "In afwachting van uw antwoord verblijf ik met
# vriendelijke groet"). fold()ed; only as the whole line, never inside a sentence of the sender's.
_LETTER_CLOSINGS = fold(
    # French
    r"(?:(?:dans l'attente de (?:votre|vous) (?:retour|reponse|lire)(?: \w+)?|en vous remerciant(?: \w+){0,5}"
    r"|restant a votre (?:entiere )?disposition(?: \w+){0,5}|je reste a votre disposition(?: \w+){0,5} et)"
    r",? )?(?:je vous prie|nous vous prions|veuillez|vous prie|je vous adresse|recevez)"
    r"(?: d'agreer| de croire| de recevoir| d'accepter| agreer| croire| recevoir| accepter)?(?: en)?"
    r"(?:,? (?:cher |chere |chers |cheres )?(?:madame|monsieur|maitre|mesdames|messieurs|madame, monsieur"
    r"|madame ou monsieur|madame/monsieur|confrere|chere consoeur|cher confrere)?,?)?"
    r"(?: [\w']+){0,5}? (?:salutations|sentiments|consideration|hommages|respects)(?: [\w']+){0,3}"
    # Italian
    r"|(?:(?:in|nell') ?attesa di (?:un |una )?(?:vostro |suo |vs\. |cortese |gentile |vostra |sua )*"
    r"(?:riscontro|cenno|risposta|ricontro)(?: \w+)?,? )?(?:porgo|porgiamo|invio|inviamo|colgo l'occasione"
    r" per porgere|l'occasione mi e gradita per porgere)(?: (?:i|le) (?:miei|mie|nostri|nostre))?"
    r"(?: piu)? (?:distinti|cordiali|cari|migliori) saluti|con osservanza"
    # Spanish
    r"|(?:sin (?:otro particular|mas|mas por el momento|otro particular por el momento),? )?(?:le|les) saluda"
    r"(?: muy)? atentamente|(?:sin (?:otro particular|mas)(?: por el momento)?,? )(?:reciba|reciban"
    r"|me despido|quedo a (?:su|vuestra) disposicion|un cordial saludo|atentamente)(?: [\w']+){0,4}"
    r"|me despido(?: muy)? atentamente|reciban un (?:cordial|atento) saludo"
    # Portuguese
    r"|(?:sem (?:outro assunto|mais assuntos?|mais)(?: de momento| no momento)?,? )?(?:subscrevo-me"
    r"|subscrevemo-nos|despeco-me|me despeco)(?: (?:com|atenciosamente|cordialmente)(?: [\w']+){0,3})?"
    # German
    r"|(?:in erwartung ihrer (?:antwort|ruckmeldung|nachricht),? )?(?:(?:und )?mit (?:freundlichen|besten"
    r"|herzlichen|hochachtungsvollen) grussen (?:verbleibe ich|verbleiben wir)|(?:verbleibe ich"
    r"|verbleiben wir|ich verbleibe|wir verbleiben) mit (?:freundlichen|besten|herzlichen) grussen)"
    # Dutch
    r"|hoogachtend|(?:in afwachting van uw (?:antwoord|reactie|bericht),? )?(?:verblijf ik|verblijven wij"
    r"|verblijven we) met (?:vriendelijke|hoogachtende) groet(?:en)?"
)
# a thanks and a wish for the day or the work (heldout_w: "Obrigada e bom trabalho,"), in every rule language
_THANKS_AND_WISH = (
    r"(?:thanks|thank you) and have a (?:good|great|nice|lovely) (?:day|week|one)|danke und (?:einen )?"
    r"schonen (?:tag|abend)|merci et bonne (?:journee|continuation|soiree)|gracias y (?:buen dia|buen"
    r" trabajo|buena tarde)|grazie e buon(?:a)? (?:lavoro|giornata|serata)|bedankt en (?:een )?fijne dag"
    r"|obrigad[oa] e (?:bom trabalho|bom dia|boa tarde|boa semana)"
)
_CLOSINGS = rf"{_CLOSINGS}|{_THANKS_AND_WISH}|{_BLESSINGS}|{_MORE_CLOSINGS}|{_EUROPE_HINDI_CLOSINGS}"
_CLOSINGS = rf"{_CLOSINGS}|{_LETTER_CLOSINGS}"
# A closing with the place it is sent from ("Saluti da Catania", "Grüße aus Berlin", "Salutations de
# Lyon", "Saludos desde Bogotá", "Groeten uit Gent", "Abraços de Lisboa", "Greetings from Leeds").
_PLACE_CLOSING = (
    r"(?:(?:tanti|cordiali|cari|un caro) saluti|saluti|un saluto|(?:viele|liebe|herzliche|sonnige|beste"
    r"|schone) grusse|grusse|(?:(?:viele|liebe|herzliche|sonnige|beste|schone) )?gruss"
    r"|(?:amicales |meilleures )?salutations|amities|bises|(?:un )?saludos?"
    r"|un abrazo|abrazos|(?:hartelijke |vriendelijke )?groet(?:en|jes)?|(?:um )?(?:grande )?abracos?"
    r"|(?:warm |warmest )?greetings|(?:kind |warm )?regards|cheers|best wishes|all the best)"
    r" (?:da|dalla|dal|dall'|aus|vom|von|de|du|des|d'|desde|uit|vanuit|vanaf|from)\s?[a-z][\w'-]*"
    r"(?: [a-z][\w'-]*){0,2}"
)
_CLOSINGS = rf"{_CLOSINGS}|{_PLACE_CLOSING}"
# The same greeting from a place as the whole line, German's "Grüßen aus" among them.
_PLACE_SIGNOFF = re.compile(
    rf"^\s*(?:{_PLACE_CLOSING}|(?:mit )?(?:freundlichen|freundliche|besten|beste|herzlichen|herzliche|lieben"
    r"|liebe|viele|schone|sonnige) grussen? aus(?: \w+){1,3})[\s,.!]*$"
)
# One closing, or two side by side in two languages ("Mit freundlichen Grüßen / Kind regards").
# Two joined by "and" in the line's language ("Thanks and regards", "Grazie e a presto", "Terima kasih dan
# salam", "Mulțumesc și o zi bună"). Arabic ends a closing on its own comma ("مع التحية،").
_SIGNOFF = re.compile(
    rf"^\s*(?:{_CLOSINGS})(?:,?\s+(?:and|&|\+|und|et|y|e|en|och|og|ja|i|a|dan|si|va|at)\s+(?:{_CLOSINGS}))?"
    rf"[\s,.!،।]*(?:[/|]\s*(?:{_CLOSINGS})[\s,.!،।]*)?$"
)
# A short closing, a comma and the sender's name on the text's last line ("Abs, Camila", "Best, Tom",
# "Grüße, Anna", "Bjs, Ana"): the closing read fold()ed, the name (`_is_name`) as written.
_CLOSING_ALONE = re.compile(rf"\s*(?:{_CLOSINGS})\s*")
# Japanese and Chinese closings are sentences of their own.
# "谢谢" closes only on a line of its own: "谢谢，请发一份资料给我。" is a sentence that goes on.
_CJK_SIGNOFF = re.compile(
    r"^\s*(?:以上、?)?(?:引き続き)?(?:とう)?よろしくお願い|^\s*(?:此致|祝好)|^\s*(?:谢谢|謝謝)[!！。.~～\s]*$"
)
# "-- ", "__", "* * *", "**. . . . . .**": a rule of punctuation alone.
_DELIMITER = re.compile(r"^\s*(?:--|__+|—|(?=(?:\s*[*.·•=~_-]){5})[*.·•=~_\s-]+)\s*$")
_DEVICE = re.compile(
    r"^\s*(?:sent from (?:my|the|a|an|outlook|mail|yahoo|gmail|samsung|android|iphone|ipad)|sent using"
    r"|sent with|sent via|get outlook for|von meinem \S+ gesendet|gesendet (?:von|mit|vom|via|aus)\b"
    r"|envoye (?:de|depuis|a partir de|avec)\b|enviado (?:desde|do|de|con|a partir)\b|inviato da"
    r"|verzonden (?:vanaf|met|vanuit|van)\b|verstuurd (?:vanaf|vanuit|met)\b|wys[lł]ane z|skickat fran"
    r"|sendt fra|lahetetty\b|odeslano z|отправлено (?:с|из)|надіслано з|obter o outlook|obtener outlook"
    r"|telecharger outlook|scarica outlook|az iphone|trimis de pe|ارسلت من|أُرسلت من|iphoneから送信"
    r"|发自我的|从我的|envoye de mon|enviado do meu"
    # Outlook's mobile footer in its languages: "Ottieni Outlook per Android", "Outlook für iOS beziehen"
    r"|(?:get|download|obtenir|telecharger|obtener|descargar|ottieni|scarica|haal|obter|obtenha|baixe"
    r"|baixar|pobierz|hamta|hent|hanki|stahnete) (?:o )?outlook (?:for|pour|para|per|voor|dla|til|pro)"
    r" (?:ios|android)|outlook (?:fur|voor|for|pour|para|per) (?:ios|android)"
    r"(?: (?:herunterladen|beziehen|downloaden|laden))?\s*(?:<[^>]*>)?\s*$)"
    # Greek ("Στάλθηκε από το iPhone μου", "Εστάλη από το Samsung μου", "Λήψη του Outlook για iOS"),
    # Turkish ("iPhone'umdan gönderildi", "iOS için Outlook'u edinin"), Czech with its "si" ("Stáhněte si
    # Outlook pro Android"), Russian and Ukrainian Outlook ("Скачайте Outlook для iOS", "Отримати Outlook
    # для Android"), traditional Chinese ("從我的 iPhone 傳送"), Hungarian ("Elküldve az iPhone-omról")
    r"|(?:σταλθηκε|εσταλη|αποσταλθηκε) απο (?:το |τη |την |τον )?(?:\S+ ){0,3}μου\s*$"
    r"|ληψη (?:του )?outlook για (?:ios|android)"
    r"|(?=.*(?:iphone|ipad|android|galaxy|samsung|telefon|cihaz|mobil|tablet))(?:\S+ ){0,3}\S+(?:dan|den"
    r"|tan|ten) gonderildi\s*$|(?:ios|android) icin outlook|stahnete si outlook"
    rf"|{fold('(?:скачайте|загрузите|получить|получите|отримати|отримайте|завантажте)')} outlook"
    r" (?:для|for) (?:ios|android)|從我的|elkuldve (?:az|a) "
    # Korean ("나의 iPhone에서 보냄", "내 Galaxy에서 보냄", "iOS용 Outlook 받기"), Japanese beyond the
    # iPhone ("Galaxy から送信", "Android 版 Outlook を入手"), Chinese Outlook ("获取 Outlook for iOS"):
    # Hangul is matched fold()ed, as the line is.
    rf"|.{{0,30}}{fold('에서 보냄')}\s*$|(?:ios|android) ?{fold('용')} outlook"
    r"|.{0,30}から送信\s*$|(?:ios|android) 版 outlook を入手|(?:获取|下载|獲取|下載) outlook"
)
_DISCLAIMER = re.compile(
    r"^\s*(?:this (?:e-?mail|message|communication)(?: and any (?:files|attachments?)[^.]*)? (?:is|are|may)"
    r" (?:confidential|intended|privileged|contain)|confidentiality notice|disclaimer\b"
    r"|avis de confidentialite|avertissement de confidentialite|vertraulichkeitshinweis|aviso de"
    r" confidencialidad|aviso de confidencialidade|aviso legal\b|avviso di riservatezza|clausola di"
    r" riservatezza|vertrouwelijkheidsverklaring|confidentiality statement|please consider the"
    r" environment|the information (?:contained )?in this (?:e-?mail|message|communication)|this e-?mail has"
    r" been scanned|diese (?:e-?mail|nachricht)[^.]{0,60}(?:vertraulich|enthalt)|ce (?:message|courriel|mail)"
    r"[^.]{0,60}(?:confidentiel|strictement)|este (?:mensaje|correo)[^.]{0,60}(?:confidencial|dirige)"
    r"|questo (?:messaggio|e-?mail)[^.]{0,60}(?:riservat|confidenzial|destinat)|dit (?:e-?mail)?bericht"
    r"[^.]{0,60}(?:vertrouwelijk|uitsluitend)|esta mensagem[^.]{0,60}(?:confidencia|destinad)"
    # a company's registration with its number (heldout_w: "Calder Engineering plc is registered in England
    # and Wales (No. 0481122)"), in every rule language
    r"|[^.]{0,80}? is registered in [a-z ]{2,30}\(?(?:no\b|number|company (?:no|number)|under)"
    r"|registered office:|(?:registergericht|amtsgericht \w+,? hrb|sitz der gesellschaft)\b"
    r"|[^.]{0,80}?(?:immatriculee au rcs|\brcs \w+ \d)|[^.]{0,80}?inscrita en el registro mercantil de"
    r"|[^.]{0,80}?iscritta al registro delle imprese di|[^.]{0,80}?ingeschreven bij de (?:kvk|kamer van"
    r" koophandel) (?:onder )?(?:nummer|nr)|[^.]{0,80}?matriculada na conservatoria do registo comercial)"
)
# The mail gateway's warning that the message came from outside, in every rule language ("This email
# originated from outside of the organization", "Diese E-Mail stammt von einem externen Absender", "Ce
# courriel provient de l'extérieur", "Este correo proviene de un remitente externo", "questa email
# proviene da un mittente esterno", "deze e-mail is afkomstig van een externe afzender", "Este e-mail foi
# enviado por um remetente externo"), and the lines it goes on with (do not click links, open attachments).
_EXTERNAL_SENDER = (
    r"(?:this (?:e-?mail|message|mail)|diese (?:e-?mail|nachricht|mail)|ce (?:courriel|message|mail|e-?mail)"
    r"|este (?:correo|mensaje|e-?mail|email)|esta mensagem|questa (?:e-?mail|mail)|questo (?:messaggio"
    r"|e-?mail)|deze (?:e-?mail|mail)|dit bericht)(?: \S+){0,3}? (?:originated|came|comes|is|was sent"
    r"|stammt|kommt|wurde \S+|provient|proviene|procede|viene|vem|provem|foi enviad[oa]|e|is afkomstig"
    r"|komt) (?:\S+ ){0,3}?(?:outside|an external|external|einem externen|extern\w*|ausserhalb"
    r"|l'exterieur|un expediteur externe|une source externe|un remitente externo|fuera|del exterior"
    r"|un mittente esterno|esterno|all'esterno|een externe|buiten|um remetente externo|fora)"
)
_BANNER = re.compile(
    r"^\s*\[?(?:caution|warning|external|extern|externe|attention)\b.{0,20}(?::|\]|$)"
    r"|this (?:e-?mail|message) (?:originated|is) from (?:outside|an external)"
    rf"|^\W*(?:achtung|vorsicht|warnung|atencion|atencao|attenzione|avviso|aviso|let op|waarschuwing"
    rf"|caution|warning|attention)\W{{0,3}}(?:{_EXTERNAL_SENDER})|^\W*(?:{_EXTERNAL_SENDER})"
    r"|^\s*[\[*]{1,3}\s*(?:ext|external|extern|externe|externo|esterno|externa)\s*[\]*]{1,3}\s*$"
)
# The gateway's tag in brackets opening a line, the warning after it ("[EXTERNAL SENDER] Use caution when
# opening links or attachments", "[EXTERN] Vorsicht bei Links", "[EXTERNE]", "[EXTERNO]", "[ESTERNO]"):
# below the sender's text it is a banner at the end, never their words.
_BANNER_TAG = re.compile(
    r"^\s*\[\s*(?:external|extern|externe|externo|externa|esterno|esterna)(?: (?:sender|email|e-mail|mail"
    r"|message|absender|e-mail|expediteur|remitente|mittente|afzender|remetente))?\s*\]"
)
_BANNER_MORE = re.compile(
    r"\b(?:click|klicken|cliquez|clic|haga clic|clicca|cliccate|klik|clique|links?|liens|enlaces|anhange"
    r"|attachments?|pieces jointes|adjuntos|allegati|bijlagen|anexos|absender|expediteur|remitente"
    r"|mittente|afzender|remetente|sender)\b"
)
# A name on its own: one to three capitalised words, maybe after "-", "/" or "~", no sentence in it.
# Surname particles in lower case between the capitalised words ("Eva de Graaf", "Jan van der Berg",
# "Anna di Stefano", "Maria dos Santos", "Ludwig von Holt").
_PARTICLES = r"(?:van|von|de|der|den|des|da|di|del|della|dei|dos|das|do|du|le|la|ten|ter|zu|af|al|bin|'t)"
_NAME = re.compile(
    rf"^\s*[-/~–—]?\s*[A-ZÀ-ÞА-ЯΑ-Ω][\w'’.-]*(?:\s+(?:{_PARTICLES}\s+){{0,2}}[A-ZÀ-ÞА-ЯΑ-Ω][\w'’.-]*){{0,2}}\.?\s*$"
)
_PREFIXED_NAME = re.compile(r"^\s*[-/~–—]\w[\w'’.-]*(?:\s+\w[\w'’.-]*){0,2}\s*$")
_NOT_A_NAME = re.compile(
    r"^(?:yes|yeah|yep|sure|ok|okay|no|nope|thanks|great|perfect|agreed|done|noted|fine|ja|nein|oui|non|si"
    r"|sim|nao|tak|nie|stop|unsubscribe|remove|interested|later|correct|right|exactly|absolutely|cool"
    r"|excellent|wonderful|lovely|super|klar|gerne|gern|bien|vale|claro|certo|prima|prego|dank|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|later|soon|next week)\W*$"
)
# Words that never stand in a name line, fold()ed: a question word, a request verb, a negation, a noun
# of the deal ("Send Pricing", "What Timeline", "Kein Interesse", "Gerne Termin", "Quel Planning"): a
# line of capitalised words that holds one is a sentence to the reader, not a signature. Never a word
# that is also a given name or surname ("Will", "Can", "Do", "Price", "Preis").
_SENTENCE_WORD = re.compile(
    r"(?<![\w'])(?:what|when|where|how|why|which|who|is|are|does|did|send|share|call|book|schedule|please"
    r"|let's|lets|need|not|any|pricing|prices|timeline|timelines|demo|details|info|information|proposal"
    r"|quote|contract|invoice|budget|agenda|deadline|roadmap|steps|interested|was|wann|wo|wie|warum|welche"
    r"|welcher|welches|ist|sind|bitte|schicken|senden|kein|keine|nicht|preise|angebot|termin|zeitplan"
    r"|unterlagen|infos|interesse|vertrag|rechnung|quel|quelle|quels|quelles|quand|comment|pourquoi|combien"
    r"|envoyez|appelez|pas|tarifs|devis|calendrier|planning|delai|delais|contrat|facture|que|cual|cuales"
    r"|cuando|como|donde|cuanto|envie|envieme|mande|llame|precios|presupuesto|cotizacion|plazo|plazos"
    r"|calendario|contrato|factura|reunion|quale|quali|quando|come|perche|quanto|mandate|inviate|prezzi"
    r"|preventivo|offerta|tempistiche|contratto|fattura|listino|wat|wanneer|waar|hoe|waarom|welke|stuur"
    r"|prijzen|offerte|factuur|geen|niet|qual|quais|onde|porque|mande|precos|orcamento|cotacao|prazo"
    r"|prazos|cronograma|fatura|reuniao)(?![\w'])"
)
_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|dear|hallo|bonjour|hola|ciao|salve|gentile|beste|geachte|hoi|ola|oi|prezado"
    r"|prezada|caro|cara|czesc|witaj|dzien dobry|hej|hei|moi|dobry den|здравствуйте|привет|добрый день"
    r"|guten tag|buongiorno|buenos dias|bom dia|boa tarde|goedemiddag|goedemorgen|bonsoir|madame|monsieur"
    r"|sehr geehrte)\b.{0,40}$"
)


# "Thanks all the same,\nLorraine": a thanks-anyway is a closing only with a name right under it (alone at
# the end, "Thanks anyway." is the sender's polite decline and stays their text), in every rule language.
_THANKS_ANYWAY = re.compile(
    r"^\s*(?:(?:thanks|thank you|many thanks|cheers)(?: anyway| all the same| regardless| nonetheless)"
    r"|(?:danke|vielen dank) trotzdem|trotzdem (?:danke|vielen dank)|merci (?:quand meme|tout de meme|malgre"
    r" tout)|gracias (?:de todos modos|de todas formas|igualmente|de todas maneras)|grazie (?:comunque|lo"
    r" stesso|ugualmente)|(?:toch|alsnog) (?:bedankt|dank)|(?:bedankt|dank je|dank u) (?:toch|alsnog)"
    r"|(?:obrigad[oa]|valeu) (?:mesmo assim|de qualquer forma|de qualquer maneira))[\s,.!]*$"
)


# "Thank you." or "Many thanks!" as a sentence of its own paragraph: with another closing formula below
# it ("Thank you.\n\nKind regards\nName") it is the sender's last sentence, and the closing is the cut.
_THANKS_SENTENCE = re.compile(
    r"^\s*(?:thank you|thanks|many thanks|thank you (?:very|so) much|danke|vielen dank|merci(?: beaucoup)?"
    r"|gracias|muchas gracias|grazie(?: mille)?|bedankt|dank u wel|obrigad[oa])\s*[.!]+\s*$"
)


def _thanks_over_closing(lines: list[str], index: int) -> bool:
    """A thanks sentence, a blank line, then a closing formula that is no thanks itself."""
    if not _THANKS_SENTENCE.match(fold(lines[index])) or index + 1 >= len(lines) or lines[index + 1].strip():
        return False
    below = _next_filled(lines, index)
    return below is not None and is_signoff(below) and not _THANKS_SENTENCE.match(fold(below))


def _thanks_anyway_over_name(lines: list[str], index: int) -> bool:
    """A thanks-anyway line with a name on the very next line, and nothing after that name but a device
    line ("Gracias igualmente\nPaco\n\nEnviado desde mi iPhone")."""
    if not _THANKS_ANYWAY.match(fold(lines[index])) or index + 1 >= len(lines):
        return False
    rest = [line for line in lines[index + 2 :] if line.strip() and not is_device_line(line)]
    return _is_name(lines[index + 1]) and not rest


# "Best of luck,\nHannah": a wish of luck is a closing only with the name right under it (or after its
# comma on the line) and the paragraph ending there, in every rule language ("Good luck,", "All the
# best,", "Viel Erfolg,", "Bonne chance,", "Mucha suerte,", "In bocca al lupo,", "Succes,", "Boa
# sorte,"); "Best of luck with the launch!" is a sentence and stays the sender's text.
_LUCK = re.compile(
    r"^\s*(?:(?:the )?best of luck|good luck|all the best|(?:viel|viele) (?:erfolg|gluck)|bonne chance"
    r"|bon courage|(?:mucha |buena )?suerte|in bocca al lupo|buona fortuna|(?:veel )?(?:succes|geluk)"
    r"|(?:boa|muita) sorte)"
    # "Good luck with it, Hamish" (heldout_w): the wish's small object before the name's comma
    r"(?:\s+(?:with (?:it|that|this|everything|all that)|damit|dabei|pour la suite|con todo|con ello"
    r"|per tutto|ermee|com tudo)(?=\s*,))?\s*[,!.]?\s*(?P<name>[^,!.]*)$"
)


def _luck_over_name(lines: list[str], index: int) -> bool:
    """A wish of luck, then the name, and a blank line or the end right after it."""
    found = _LUCK.match(fold(lines[index]))
    if not found:
        return False
    if found.group("name").strip():
        name, after = lines[index].rsplit(",", 1)[-1] if "," in lines[index] else "", index + 1
    else:
        name, after = (lines[index + 1] if index + 1 < len(lines) else ""), index + 2
    return bool(name.strip()) and _is_name(name.strip()) and (after >= len(lines) or not lines[after].strip())


# Hungarian closings take a colon ("Üdvözlettel:", "Tisztelettel:", "Köszönettel:"), only those.
_COLON_SIGNOFF = re.compile(
    r"^\s*(?:(?:baratsagos |szivelyes |meleg )?udvozlettel|tisztelettel|koszonettel|udv)\s*:\s*$"
)


def is_signoff(line: str) -> bool:
    folded = fold(line)
    return bool(
        _SIGNOFF.match(folded)
        or _CJK_SIGNOFF.match(folded)
        or _DELIMITER.match(folded)
        or _COLON_SIGNOFF.match(folded)
    )


def _closing_and_name(line: str) -> bool:
    """ "Abs, Camila", "Best, Tom": a closing and a name on one line, nothing else on it."""
    closing, comma, name = line.partition(",")
    name = name.strip()
    return bool(comma and name) and bool(_CLOSING_ALONE.fullmatch(fold(closing))) and _is_name(name)


def is_device_line(line: str) -> bool:
    """ "Sent from my iPhone" in any language; never a sentence that goes on ("Sent from my desk, is ...")."""
    folded = clean(line)
    return bool(_DEVICE.match(folded)) and ", " not in folded and len(folded.split()) <= 9


def is_disclaimer(line: str) -> bool:
    return bool(_DISCLAIMER.match(fold(line)))


def is_banner(line: str) -> bool:
    return bool(_BANNER.match(fold(line)))


def is_external_banner(line: str) -> bool:
    """The gateway's external-sender warning itself (not a bare "Attention:"), wherever it stands."""
    return bool(re.match(rf"^\W*(?:\w+\W{{1,3}})?(?:{_EXTERNAL_SENDER})", fold(line)))


def _banner_end(lines: list[str]) -> int:
    """How many lines the banner at the top takes: its line and up to three that go on with it
    (do not click links, open attachments), none of them a greeting."""
    end = 1
    while end < min(len(lines), 4) and lines[end].strip() and _BANNER_MORE.search(fold(lines[end])):
        end += 1
    return end


def _banner_tag_at_end(lines: list[str], index: int) -> bool:
    """The gateway's tag in brackets with its warning (links, attachments, the sender) or alone, at the end
    of the text: nothing but more of the warning after it ("[EXTERNAL SENDER] Use caution when opening links
    or attachments."); never a tag in a sentence of the sender's ("[external] in our tracker, send it")."""
    folded = fold(lines[index])
    tag = _BANNER_TAG.match(folded)
    if not tag or (folded[tag.end() :].strip() and not _BANNER_MORE.search(folded)):
        return False
    return all(not line.strip() or _BANNER_MORE.search(fold(line)) for line in lines[index + 1 :])


def _is_name(line: str) -> bool:
    stripped = line.strip()
    if len(stripped) > 40 or _NOT_A_NAME.match(fold(stripped)) or _SENTENCE_WORD.search(fold(stripped)):
        return False
    return bool(_NAME.match(stripped) or _PREFIXED_NAME.match(stripped))


# The letters of a profession after a name ("Nina Castellanos, DVM", "Amir Haddad, MD, PhD", "Li Wei,
# CPA", "Ana Ruiz, Esq."), as written: only a signature writes them so. No letters that are also a US
# state's ("MA", "MS", "CA", "PA", "DC").
_PROFESSIONAL = re.compile(
    r"(?:MD|M\.D\.|DO|D\.O\.|DVM|VMD|DDS|DMD|PhD|Ph\.D\.?|MBA|CPA|CFA|CMA|Esq\.?|JD|J\.D\.|RN|NP|PA-C|P\.E\."
    r"|PMP|CISSP|FCA|ACA|ACCA|FCCA|MSc|BSc|LLM|LL\.M\.|CFP|SPHR|PharmD|LCSW|MPH|FRCS|MRCP|FRCP|DPT|DNP)"
)
# A doctor's or professor's title before a name ("Dr. Anna Weber", "Prof. Dr. Jan Maes", "Dra. Lucía
# Gómez", "Dott. Marco Rossi", "Ing. Petr Novák").
_NAME_TITLE = re.compile(r"^\s*(?:(?:Dr|Dra|Prof|Profa|Dott|Dott\.ssa|Ing|Mag)\.\s+){1,2}")


def _titled_name(line: str) -> bool:
    """A name with a profession's letters after it or a doctor's title before it: a signature's line."""
    stripped = line.strip()
    name, *suffixes = stripped.split(", ")
    if suffixes and all(_PROFESSIONAL.fullmatch(suffix.strip()) for suffix in suffixes):
        return _is_name(_NAME_TITLE.sub("", name))
    title = _NAME_TITLE.match(stripped)
    return title is not None and not suffixes and _is_name(stripped[title.end() :])


def _is_own_lone_name(line: str, names: frozenset[str]) -> bool:
    """One word alone that is the sender's own first name, written capitalised or not ("davide" from
    Davide Greco)."""
    stripped = line.strip().lstrip("-/~–—").strip()
    return (
        bool(names)
        and stripped.isalpha()
        and len(stripped) >= 2
        and fold(stripped) in names
        and not _NOT_A_NAME.match(fold(stripped))
    )


# Pronouns after a name in a signature ("Aisha Rahman (she/her)", "Kim Jansen (zij/haar)", "Lea Roth
# (sie/ihr)", "Camille Martin (elle/elle)"), fold()ed.
_PRONOUNS = re.compile(
    r"\s*[(\[]?\s*(?:she|he|they|sie|er|il|elle|iel|ella|el|elle|lei|lui|zij|hij|die|ela|ele|hen|hon|han)"
    r"\s*/\s*(?:her|him|them|they|she|he|ihr|ihm|sie|er|lui|elle|iel|ella|el|lei|lui|haar|hem|hen|dela|dele"
    r"|ela|ele|hon|han)(?:\s*/\s*\w+)?\s*[)\]]?\s*"
)


def _name_line(line: str) -> bool:
    """A signature's name line: a name alone, or with pronouns ("Aisha Rahman (she/her)") or with fields
    after " | " ("Claire Dunning | General Counsel | Pellham Group") or a comma and a job title."""
    first = line.strip().split(" | ")[0]
    first = _PRONOUNS.sub(" ", first) if _PRONOUNS.search(fold(first)) else first
    name, comma, title = first.partition(", ")
    if comma and not _is_title_line(clean(title)):
        return False
    return _is_name(name)


def _pronoun_name_line(line: str) -> bool:
    """A name with its pronouns: only a signature writes one."""
    folded = fold(line.strip().split(" | ")[0])
    found = _PRONOUNS.search(folded)
    return bool(found) and _is_name(_PRONOUNS.sub(" ", line.strip().split(" | ")[0]).strip())


def _next_filled(lines: list[str], index: int, gap: int = 3) -> str | None:
    """The next line with text after `index`, at most `gap` blank lines between (HTML leaves several)."""
    for line in lines[index + 1 : index + 2 + gap]:
        if line.strip():
            return line
    return None


def _starts_name_block(lines: list[str], index: int) -> bool:
    """A closing and a first name on one line ("Cheers, Claire", "Grazie, Luca"), or a first name alone
    ("Aisha"), right above a full name line ("Claire Dunning | General Counsel", "Aisha Rahman
    (she/her)"): the signature starts there."""
    line = lines[index]
    below = _next_filled(lines, index)
    if below is None or not _name_line(below):
        return False
    if _closing_and_name(line):
        return True
    word = line.strip()
    below_first = below.strip().split()[0] if below.strip() else ""
    return (
        _is_name(word)
        and len(word.split()) == 1
        and fold(below_first) == fold(word)
        and len(below.strip().split(" | ")[0].split()) >= 2
    )


# A postscript after the closing and the signature ("P.S. Bitte tragen Sie mich aus ...", "PS: ...",
# "PPS", "Nachtrag:", "N.B.", Spanish "P.D."): the sender's own words again, the signature between not.
_POSTSCRIPT = re.compile(
    r"^\s*(?:p\.?\s?(?:p\.?\s?)?s\b\.?|n\.\s?b\.|nb:|p\.\s?d\.|nachtrag:|post-?scriptum|posdata:)"
)


def _postscript_at(lines: list[str], start: int) -> int | None:
    """The line where a postscript starts at or after `start`, before any disclaimer or device line."""
    for index in range(start, len(lines)):
        if is_disclaimer(lines[index]) or is_device_line(lines[index]):
            return None
        if _POSTSCRIPT.match(fold(lines[index])):
            return index
    return None


def _trim(lines: list[str]) -> list[str]:
    while lines and not clean(lines[0]).strip():
        lines = lines[1:]
    while lines and not clean(lines[-1]).strip():
        lines = lines[:-1]
    return lines


def _ends_sentence(line: str) -> bool:
    """The line ends a finished sentence (".", "!", "?" or a closing parenthesis)."""
    return line.rstrip().endswith((".", "!", "?", ")"))


def _signs_as_sender(lines: list[str], names: frozenset[str]) -> bool:
    """A last line that is the sender's own name, right under a finished sentence ("Not for us.\nJohn"
    from John Smith, "... per favore.\ndavide" in lower case): a signature even without a blank line."""
    if len(lines) < 2 or not names or not _ends_sentence(lines[-2]):
        return False
    if _is_own_lone_name(lines[-1], names):
        return True
    if not _is_name(lines[-1]):
        return False
    words = {fold(word) for word in re.findall(r"\w+", lines[-1])}
    return bool(words) and words <= names


# What marks a block of short lines under the text as a signature card rather than words to the reader:
# a phone number, a "|" between fields, a company's legal form, a job title, a CJK company or department.
_PHONE = re.compile(r"(?:\+|\b)\d[\d\s().\-/]{6,}\d\b")
# A phone extension on its own ("poste 4", "ext. 12", "Durchwahl -31", "int. 204", "ramal 3021").
_EXTENSION = re.compile(
    r"(?<!\w)(?:poste|ext|extension|durchwahl|dw|int|interno|ramal|toestel|tst)\.?:?\s?-?\d{1,5}\b"
)
_COMPANY = re.compile(
    r"(?<!\w)(?:llp|ltd|limited|plc|inc|llc|corp|gmbh|sas|sarl|s\.a\.|s\.l\.|s\.?p\.?a\.?"
    r"|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|lda|ltda|oyj|a/s|asa|aps|sp\. z o\.o\.|s\.r\.o\.|a\.s\.|ooo"
    r"|ооо"
    r"|тов)(?!\w)|株式会社|有限会社|合同会社|有限公司|股份|集团|集團"
    # a firm named for its people: "Lyle & Partners", "Salas e Hijos", "Müller & Söhne", "Rossi e Figli"
    r"|(?:&|and|und|e|y|et|en) (?:partners?|associates|asociados|associati|associados|associes|sons|sohne"
    r"|hijos|figli|filhos|fils|zonen|co\.?|cie\.?)$|^(?:construcciones|construcoes|costruzioni"
    r"|bouwbedrijf|bauunternehmen|transportes|transporti|grupo|gruppo)\b"
)
_TITLE = re.compile(
    r"(?<!\w)(?:manager|director|head of|chief|officer|ceo|cfo|cto|coo|vp|vice president|president|founder"
    r"|owner|partner|administrator|engineer|consultant|coordinator|coordonnat\w*|coordinat\w*|coordinador[a]?"
    r"|coordenador[a]?|coordinatore|coordinatrice|specialist|analyst|accountant|controller"
    r"|assistant|lead|supervisor|buyer|purchaser|leiter(?:in)?|bereichsleiter(?:in)?|geschaftsfuhrer(?:in)?"
    r"|abteilungsleiter(?:in)?|vorstand|inhaber(?:in)?|einkauf|responsable|directeur|directrice|gerant|charge"
    r"|chargee|gerente|director[a]?|jefe|jefa|responsabile|direttore|direttrice|amministratore|hoofd"
    r"|directeur|inkoper|beheerder|diretor[a]?|gestor[a]?|kierownik|dyrektor|chef|vd|johtaja|paallikko"
    r"|reditel|директор|руководитель|менеджер|начальник|керівник)(?!\w)"
    r"|部長|課長|部|課|室|经理|經理|总监|總監|主管"
)
# Legal forms that are everyday words in lower case ("as", "se", "ab Montag"): capitals only, unfolded.
_COMPANY_CAPS = re.compile(r"(?<!\w)(?:AG|KG|SE|SA|SL|OY|AB|AS)(?!\w)")
_CJK_NAME = re.compile(
    r"^\s*[\u3040-\u30ff\u4e00-\u9fff]{1,5}(?:[ \u3000][\u3040-\u30ff\u4e00-\u9fff]{1,5})?\s*$"
)
_ADDRESS_IN = re.compile(r"\S@\S")
# A team or desk signing instead of a person ("La redazione", "The Sales Team", "Ufficio acquisti",
# "Das Vertriebsteam", "L'équipe commerciale"): a short line an article or the team word opens.
_TEAM = re.compile(
    r"^(?:(?:(?:the|la|il|lo|l'|le|les|das|die|der|el|los|las|het|de|a|o|os|as|your|vostra|votre|ihr|uw)\s*"
    r"(?:\w+ )?)?(?:team|\w+team|equipe|equipo|equipa|redazione|redaktion|redaction|redaccion|redactie"
    r"|redacao|ufficio|servizio|abteilung|afdeling|departamento|dipartimento|department|desk|segreteria"
    r"|secretariat|sekretariat|secretaria|secretariaat|staff)(?:\s+\w+){0,2}|\w+ team)$"
)


# A pronoun or verb that makes the part after a title's comma a sentence ("Our director, she will call").
_PRONOUN_VERB = re.compile(
    r"(?<![\w'])(?:i|we|he|she|they|you|it|will|is|are|was|can|would|has|have|er|sie|wir|il|elle|nous|vous"
    r"|lei|lui|noi|hij|zij|wij|ele|ela|nos)(?![\w'])"
)


def _is_title_line(line: str) -> bool:
    """A job title's line: short, the title word opening or closing it ("Head of Operations", "Site
    Manager", "総務部"), not inside a sentence ("will lead the call"); or such a title, a comma and the
    firm ("Finance Director, Brightwater Labs (a Tessaly company)")."""
    line = line.strip().rstrip(".,;")
    title, comma, company = line.partition(", ")
    if (
        comma
        and len(title.split()) <= 4
        and len(company.split()) <= 6
        and not _PRONOUN_VERB.search(fold(company))
        and _is_title_line(fold(title))
    ):
        return True  # "Finance Director, Brightwater Labs (a Tessaly company)": the title, then the firm
    if len(line.split()) > 6:
        return False
    return any(m.start() == 0 or m.end() == len(line) for m in _TITLE.finditer(line))


def _is_team_line(line: str) -> bool:
    folded = clean(line).strip().rstrip(".,")
    return len(folded.split()) <= 4 and bool(_TEAM.match(folded))


def _own_name_over_card(first: str, rest: list[str], names: frozenset[str]) -> bool:
    """The sender's own name over one or two short lines that are no sentence ("Graham Lyle / Lyle &
    Partners"): a signature card even without a phone number or title. Each line opens on a capital or
    a digit, as a company's name does ("ist ab Montag wieder da" is a sentence)."""
    words = {fold(word) for word in re.findall(r"\w+", first)}
    if not words or not names or not words <= names or not 1 <= len(rest) <= 2:
        return False
    return all(
        len(line.split()) <= 6
        and not line.rstrip().endswith((".", "!", "?", ":"))
        and (line[:1].isupper() or line[:1].isdigit())
        and not re.match(r"p\.?\s?s\b", fold(line))
        for line in rest
    )


def _card_lines(rest: list[str]) -> bool:
    """Short lines of a card, none a sentence: each opens on a capital or a digit, as a firm's name or an
    address does, and ends on no full stop, "!", "?" or ":"; no postscript among them."""
    return all(
        len(line.split()) <= 6
        and not line.rstrip().endswith((".", "!", "?", ":"))
        and (line[:1].isupper() or line[:1].isdigit())
        and not _POSTSCRIPT.match(fold(line))
        for line in rest
    )


def _name_over_address(first: str, rest: list[str]) -> bool:
    """A person's name over one to three short lines of no sentence, one of them a postal address
    ("Henk van Dijk / Bakkerij Van Dijk / Kerkstraat 9, Zwolle"): a signature card without a closing
    word, phone or title. A firm's line alone is no mark under a name not the sender's own ("Marco Rossi /
    Rossi Holdings" may be whom to write to)."""
    if not 1 <= len(rest) <= 3 or not _is_name(first) or not _card_lines(rest):
        return False
    return any(is_postal_line(line) for line in rest)


def _is_own_cjk_name(line: str, names: frozenset[str]) -> bool:
    """A Japanese or Chinese name alone that is the sender's own ("佐藤" from 佐藤 健一)."""
    if not _CJK_NAME.match(line):
        return False
    words = set(line.split())
    return bool(words) and words <= names


def _spread_card_start(lines: list[str], start: int) -> int:
    """A card whose lines HTML set a blank line apart ("Geneviève Tremblay", "", "Coordonnatrice
    administrative", "", "450 555-0192, poste 4"): when the last block is one line, the start of the
    run of one-line paragraphs above it (none a sentence, six lines at most) that opens on a name."""
    if len(lines) - start != 1:
        return start
    starts = [start]
    index = start
    while len(starts) < 6 and index >= 2 and not lines[index - 1].strip() and lines[index - 2].strip():
        line = lines[index - 2].strip()
        if (
            (index >= 3 and lines[index - 3].strip())
            or len(line) > 80
            or line.endswith((".", "!", "?", ":", ","))
        ):
            break
        index -= 2
        starts.append(index)
    for candidate in reversed(starts):
        if _is_name(lines[candidate].strip()):
            return candidate
    return start


# A booking link's line in a signature ("Book time with me: https://...", heldout_w), in every rule language.
_BOOKING = re.compile(
    r"\b(?:book (?:time|a (?:call|meeting|slot)) with me|schedule (?:a meeting|time) with me|calendly\.com"
    r"|termin (?:mit mir )?(?:buchen|vereinbaren)|prenez rendez-vous avec moi|reserve (?:una reunion|un"
    r" hueco) conmigo|prenota un (?:appuntamento|incontro) con me|plan een (?:afspraak|gesprek) met mij"
    r"|agende (?:uma reuniao|um horario) comigo)"
)


def _signature_card(lines: list[str], names: frozenset[str]) -> int | None:
    """Where a signature card without a closing word starts: the last block of the text (after a blank
    line, up to 6 short lines) opens on a name alone ("Name | Title" on one line is one too) and shows
    a signature's marks below it. Never when the text above introduces it (ends with ":"), nor when
    it names an address and the name is not the sender's own (that is someone to write to)."""
    end = len(lines)
    start = end
    while start > 0 and lines[start - 1].strip():
        start -= 1
    start = _spread_card_start(lines, start)
    block = [line for line in lines[start:end] if line.strip()]
    if start == 0 or not 1 <= len(block) <= 6 or any(len(line.strip()) > 80 for line in block):
        return None
    above = [line for line in lines[:start] if line.strip()]
    if not above or above[-1].rstrip().endswith(":"):
        return None
    first, _, title = block[0].strip().partition(" | ")
    if not title:  # "Jordan Ellery · Head of Finance Ops · Brightwater Labs" (heldout_w)
        first, _, title = block[0].strip().partition(" · ")
    if _titled_name(first) and not any(_is_prose(line) for line in block[1:]):
        return start  # "Nina Castellanos, DVM" over her practice: only a signature is written so
    if not (_is_name(first) or _CJK_NAME.match(first) or _is_team_line(first)):
        return None
    rest = [clean(line) for line in [title, *block[1:]] if line.strip()]
    if any(line.rstrip().endswith("?") for line in rest):
        return None
    if _ADDRESS_IN.search(" ".join(block)):
        words = {fold(word) for word in re.findall(r"\w+", first)}
        if not words or not words <= names:
            return None
    marks = " ".join(rest)
    if len(block) < 2 and not title:
        return None
    card = [line.strip() for line in [title, *block[1:]] if line.strip()]
    if _own_name_over_card(first, card, names) or _name_over_address(first, card):
        return start
    if (
        _PHONE.search(marks)
        or _EXTENSION.search(fold(marks))
        or "|" in marks
        or "·" in title
        or _BOOKING.search(marks)
        or _COMPANY.search(marks)
        or any(_COMPANY_CAPS.search(line) for line in [title, *block[1:]])
        or any(_is_title_line(line) for line in rest)
    ):
        return start
    return None


def _is_prose(line: str) -> bool:
    """A sentence of the sender's: four words or more that end on a full stop, "!" or "?" (ten words need
    no stop), never a line a signature or a footer writes (a title, a firm, a name, a disclaimer, a
    device line, a postscript's marker)."""
    folded = clean(line).strip()
    words = folded.split()
    if not (len(words) >= 10 or (len(words) >= 4 and folded.endswith((".", "!", "?", "。", "！", "？")))):
        return False
    return not (
        is_disclaimer(line)
        or is_device_line(line)
        or is_banner(line)
        or _POSTSCRIPT.match(folded)
        or _is_title_line(folded)
        or _COMPANY.search(folded)
        or _name_line(line)
    )


def _place_opener(lines: list[str], index: int) -> bool:
    """ "Greetings from Sundaram Textiles." with the sender's sentences below it: how they open their
    letter, not a closing. As the last of the text, or over a name or a card ("Saludos desde Madrid\nJuan"),
    it is the closing it looks like."""
    if not _PLACE_SIGNOFF.match(fold(lines[index])):
        return False
    below = _next_filled(lines, index)
    return below is not None and _is_prose(below)


# The formal closings, fold()ed, that are no answer of their own: a body of only "Regards" and a name says
# nothing. Never a thanks ("Thanks" can be the whole answer), a wish ("Have a good day") or a greeting.
_FORMAL_CLOSING = re.compile(
    r"(?<!\w)(?:regards|best|sincerely|faithfully|truly|yours|respectfully|rgds|br|gruss|grusse|grussen|mfg"
    r"|lg|vg|hochachtungsvoll|cordialement|salutations|bien a vous|saludos?|saludo|atentamente|cordialmente"
    r"|saluti|saluto|groet|groeten|mvg|cumprimentos|atenciosamente|pozdrawiam|z powazaniem|pozdravem"
    r"|halsning|halsningar|hilsen|hilsner|terveisin|mvh|с уважением|з повагою|με εκτιμηση|saygılarımla"
    r"|saygilarimla|cu stima|udvozlettel|tran trong|kinh thu|hormat saya|hormat kami|cu respect"
    r"|בברכה|בכבוד רב|مع التحية|مع تحياتي|مع خالص التحية)(?!\w)"
)
_NOT_FORMAL = re.compile(
    r"(?<!\w)(?:thanks?|thank you|thx|cheers|danke|dank|merci|gracias|grazie|bedankt|obrigad[oa]|dziekuje"
    r"|dekuji|tack|kiitos|greetings|have a)(?!\w)"
)


def _signature_line(line: str, names: frozenset[str]) -> bool:
    """A line a signature opens on: a name, with a title, pronouns or " | " fields, or the sender's own."""
    stripped = line.strip()
    return (
        _name_line(stripped)
        or _is_name(stripped)
        or bool(_CJK_NAME.match(stripped))
        or _is_own_lone_name(stripped, names)
        or _pronoun_name_line(stripped)
    )


def _only_a_closing(lines: list[str], names: frozenset[str]) -> bool:
    """The body opens on a formal closing ("Regards", "Mit freundlichen Grüßen") with nothing under it
    but the signature (a name first, no sentence anywhere below): the sender wrote no words of their own
    (the answer is in the subject, or nowhere)."""
    folded = fold(lines[0])
    if not (_SIGNOFF.match(folded) and _FORMAL_CLOSING.search(folded)) or _NOT_FORMAL.search(folded):
        return False
    below = _next_filled(lines, 0)
    if below is None:
        return True
    end = _postscript_at(lines, 1)
    rest = lines[1 : end if end is not None else len(lines)]
    return _signature_line(below, names) and not any(_is_prose(line) for line in rest)


# Korean, Japanese and Chinese closings that are also words of thanks, so closings only at the end of the
# text: a line of its own with nothing but a signature under it ("감사합니다.\n김민준 드림\n물류운영팀",
# "ありがとうございました。\n佐藤", "非常感谢！\n王伟"), and the Korean and Chinese name lines a letter is
# signed with ("김민준 드림", "홍길동 올림", "王伟 敬上"). Matched fold()ed (Hangul and kana with marks
# decompose, a Hangul syllable into two or three letters), the pattern fold()ed alike: it holds no escape
# in capitals.
_CJK_END_SIGNOFF = re.compile(
    fold(
        r"^\s*(?:(?:(?:정말|진심으로|다시 한번|다시 한 번) )?(?:감사합니다|감사드립니다|고맙습니다)"
        r"|수고하세요"
        r"|좋은 하루 (?:되세요|보내세요)|(?:どうも)?ありがとうございま(?:す|した)|宜しくお願い[^\n]*"
        r"|(?:非常|十分|多谢|多謝)?(?:感谢|感謝)(?:您|你)?|顺祝商祺|顺颂商祺|順頌商祺|祝商祺|敬礼|敬禮)"
        r"[\s.!~。！～^]*$"
        r"|^\s*[^\s.!?。！？]{1,24}(?: [^\s.!?。！？]{1,24}){0,3} ?(?:드림|올림|배상|敬上|谨上|謹上)\s*$"
    )
)


def _cjk_closing_at_end(lines: list[str], index: int) -> bool:
    """A Korean, Japanese or Chinese closing with only a signature's short lines under it."""
    if not _CJK_END_SIGNOFF.match(fold(lines[index])):
        return False
    return all(
        len(line.strip()) <= 40 and not line.rstrip().endswith((".", "!", "?", "。", "！", "？", ":"))
        for line in lines[index + 1 :]
        if line.strip()
    )


def _titled_name_under_sentence(lines: list[str]) -> int | None:
    """A titled name ("Nina Castellanos, DVM", "Dr. Anna Weber") right under the sender's last finished
    sentence, with at most two short lines of no sentence below it (her practice, her phone): where the
    signature starts, though no blank line sets it apart."""
    for index in range(max(1, len(lines) - 3), len(lines)):
        if not _titled_name(lines[index]):
            continue
        if not _ends_sentence(lines[index - 1]):
            return None
        rest = [line.strip() for line in lines[index + 1 :]]
        short = all(
            line
            and (line[:1].isupper() or line[:1].isdigit() or line[:1] == "+")
            and len(line.split()) <= 6
            and not line.endswith((".", "!", "?", ":"))
            for line in rest
        )
        return index if short else None
    return None


def _name_over_address_under_sentence(lines: list[str]) -> int | None:
    """A name right under the sender's last finished sentence, with one to three card lines below it
    that give a postal address ("...niet meer.\nHenk van Dijk\nKerkstraat 9, Zwolle"): where the
    signature starts, though no blank line sets it apart."""
    for index in range(max(1, len(lines) - 4), len(lines) - 1):
        if not _is_name(lines[index]) or not _ends_sentence(lines[index - 1]):
            continue
        rest = [line.strip() for line in lines[index + 1 :]]
        if all(rest) and _name_over_address(lines[index].strip(), rest):
            return index
    return None


def cut_signature(lines: list[str], names: frozenset[str] = frozenset()) -> list[str]:
    """The sender's lines up to the first sign-off, device line or disclaimer, without a trailing
    name set apart by a blank line (or the sender's own name, `names` folded, under a finished
    sentence); the first line stays unless it is a device line or disclaimer."""
    lines = _trim(lines)
    while lines and (is_banner(lines[0]) or is_device_line(lines[0])):
        lines = _trim(lines[_banner_end(lines) if is_banner(lines[0]) else 1 :])
    if lines and _only_a_closing(lines, names):
        return _postscripts(lines, 1, names)
    kept = lines
    for index, line in enumerate(lines):
        if (
            is_device_line(line)
            or is_disclaimer(line)
            or (index > 0 and (is_external_banner(line) or _banner_tag_at_end(lines, index)))
        ):
            kept = lines[:index]
            break
        if index > 0 and _thanks_over_closing(lines, index):
            continue
        if index > 0 and (
            (is_signoff(line) and not _place_opener(lines, index))
            or _thanks_anyway_over_name(lines, index)
            or _luck_over_name(lines, index)
            or _cjk_closing_at_end(lines, index)
        ):
            kept = lines[:index]
            break
        if index > 0 and _PREFIXED_NAME.match(line) and len(line.strip()) <= 40:
            kept = lines[:index]
            break
        if index > 0 and (_pronoun_name_line(line) or _starts_name_block(lines, index)):
            kept = lines[:index]
            break
    kept = _trim(kept)
    card = _signature_card(kept, names)
    if card is None:
        card = _titled_name_under_sentence(kept)
    if card is None:
        card = _name_over_address_under_sentence(kept)
    if card is not None:
        kept = _trim(kept[:card])
    content = [line for line in kept if line.strip() and not _GREETING.match(fold(line))]
    if (
        len(content) >= 2
        and len(kept) >= 2
        and not kept[-2].strip()
        and (_is_name(kept[-1]) or _is_own_cjk_name(kept[-1], names) or _is_own_lone_name(kept[-1], names))
    ):
        kept = _trim(kept[:-1])
    elif _signs_as_sender(kept, names):
        kept = _trim(kept[:-1])
    elif len(content) >= 2 and _closing_and_name(kept[-1]):
        kept = _trim(kept[:-1])
    return [*kept, *_postscripts(lines, len(kept), names)]


def _postscripts(lines: list[str], start: int, names: frozenset[str]) -> list[str]:
    """The postscripts below the signature, each the paragraph its marker opens (a company card or a
    legal footer under it is no more the sender's words than the signature above it)."""
    found: list[str] = []
    index = _postscript_at(lines, start) if 0 < start < len(lines) else None
    while index is not None:
        end = next((i for i in range(index + 1, len(lines)) if not lines[i].strip()), len(lines))
        found += ["", *cut_signature(lines[index:end], names)]
        index = _postscript_at(lines, end)
    return found
