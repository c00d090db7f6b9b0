"""Removal requests in the languages of a global prospect list the rules do not otherwise read, beside
`removal_europe.py` and `removal_no_contact.py`: Indonesian and Malay ("mohon hapus alamat email saya dari
daftar pengiriman Anda", "sila keluarkan saya daripada senarai", "saya tidak ingin menerima email seperti
ini lagi", "jangan kirim email lagi"), Swahili ("tafadhali acha kunitumia barua pepe hizi", "niondoe
kwenye orodha yenu", "sitaki kupokea barua pepe tena"), Tagalog ("pakitanggal po ako sa inyong listahan",
"huwag na po ninyo akong padalhan ng email"), Hindi in Latin script ("mujhe apni list se hata do", "mujhe
mail mat bhejo", "mail bhejna band karo") and Vietnamese, with or without its accents ("vui lòng xóa email
của tôi khỏi danh sách", "đừng gửi email cho tôi nữa", "tôi không muốn nhận email này nữa"), Arabic
(heldout_bu: "أرجو حذف بريدي الإلكتروني من قائمتكم وعدم مراسلتي مرة أخرى", "احذفوني من القائمة", "توقفوا عن
إرسال", "لا أرغب في تلقي رسائلكم") and Hebrew ("הסירו אותי מהרשימה", "אל תשלחו לי מיילים יותר", "תפסיקו
לשלוח לי").

Thai is written in its own script and its rare Latin transcriptions have no settled spelling: not read.

They only ever make a reply `unsubscribe` (a reply in these languages is otherwise `other`). Where the
language puts a negation in the request ("jangan", "huwag", "mat", "sitaki", "đừng", "không"), it is part
of the phrase; a negation before a removal verb undoes it (`NEGATION_ASIA_AFRICA`: "jangan hapus saya dari
daftar", "huwag ninyo akong tanggalin"). The address or the list is named where the bare verb could be
something else ("hapus email saya yang lama" is an old address replaced). Written in their own spelling and
fold()ed like the text.
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.text import fold

# The sentence ends (or a please follows): "mail mat bhejo, WhatsApp karo" is a channel asked for.
_DONE = r"(?=\s*(?:[.!;]|$|,? (?:please|pls|plz|tafadhali|po|ji)\b))"
_ID_MAIL = r"(?:e-?mail|e-?mel|surel|email|mail)"
_ID_LIST = r"(?:daftar|senarai|milis|mailing ?list|list|database|pangkalan data|basis data|sistem|rekod|data)"

UNSUBSCRIBE_ASIA_AFRICA = rx(
    *(
        fold(part)
        for part in (
            # Indonesian and Malay: delete/take me (my address) out of your list
            # (never done already, "sudah hapus", nor an old address: "email saya yang lama")
            rf"(?<!sudah )(?<!telah )(?<!udah )(?:hapus|hapuskan|keluarkan|buang|padam|padamkan|coret|delete"
            rf"|remove) (?:saya|kami|nama saya|data saya|(?:alamat )?{_ID_MAIL} (?:saya|kami)|alamat (?:saya"
            rf"|kami))(?: (?!lama\b|baru\b|lain\b)\w+){{0,3}}? "
            rf"(?:dari|daripada|di) (?:\w+ ){{0,2}}?{_ID_LIST}\b",
            r"berhenti (?:ber)?langganan|(?:batalkan|hentikan) langganan",
            rf"(?:saya|kami) (?:tidak|tak|tidak lagi|tak lagi) (?:ingin|mau|mahu|hendak|berminat) (?:lagi )?"
            rf"(?:menerima|mendapat|dapat|terima) (?:\w+ ){{0,2}}?(?:{_ID_MAIL}|pesan|mesej|surat)\w*"
            r"(?: \w+){0,3}? (?:lagi|seterusnya|selanjutnya)\b",
            r"(?:jangan|tolong jangan|mohon jangan|sila jangan) (?:lagi )?(?:kirim|kirimi|kirimkan|hantar"
            r"|mengirim|menghantar|email|e-?mel)(?: saya| kami)?(?: \w+){0,2}? lagi\b",
            rf"(?:berhenti|stop|hentikan) (?:mengirim|mengirimi|mengirimkan|menghantar|kirim|hantar)(?: saya"
            rf"| kami)? (?:\w+ )?(?:{_ID_MAIL}|pesan|mesej)",
            # Swahili: the negation is in the verb ("usinitumie", "sitaki")
            r"(?:acha|acheni|wacha|wacheni) (?:ku)?nitumia",
            r"(?:u|m)sinitumie (?:tena|barua pepe|ujumbe|jumbe)"
            r"|(?:u|m)siniandikie tena|(?:u|m)siwasiliane nami tena",
            r"niondoe(?:ni)? (?:kwenye|katika|kutoka|kwa|ndani ya) (?:\w+ )?(?:orodha|list)",
            r"(?:futa|futeni|ondoa|ondoeni) (?:jina langu|barua pepe yangu|anwani yangu|mimi)(?: \w+){0,3}?"
            r" (?:kwenye|katika|kutoka) (?:\w+ )?(?:orodha|list)",
            r"sitaki (?:tena )?kupokea (?:\w+ )?(?:barua pepe|ujumbe|jumbe)",
            # Tagalog: "po" is the polite particle
            r"(?:paki-?tanggal|pakialis|paki-?alis|tanggalin|alisin|i-?unsubscribe) (?:na )?(?:po )?"
            r"(?:(?:nyo|ninyo|mo) )?(?:na )?(?:po )?(?:ako|kami|ang (?:aking )?(?:email|pangalan) (?:ko )?)"
            r"(?: \w+){0,2}? (?:sa|mula sa) (?:\w+ )?(?:listahan|list|mailing list)",
            r"(?:huwag|wag) (?:na )?(?:po )?(?:(?:nyo|ninyo|mo) )?(?:na )?(?:po )?(?:akong|kaming|ako|kami)"
            r" (?:na )?(?:po )?(?:padalhan|i-?email|emailan|sulatan|kontakin|kontakin ulit)",
            r"ayoko na (?:pong |po )?(?:makatanggap|tumanggap)|ayaw ko na (?:pong |po )?(?:makatanggap"
            r"|tumanggap)",
            # Hindi in Latin script
            r"(?:mujhe|hume|humein|humko|mera|meri|mere|hamara) (?:\w+ )?(?:(?:apni|apne|aapki|aapke|your)"
            r" )?(?:list|mailing list|database) se (?:hata|nikal|remove kar|delete kar) ?(?:o|do|dijiye|dijie"
            r"|dein|den|iye|en|ein)\b",
            rf"(?:mujhe|hume|humein|humko) (?:ab |aage se |aur |dobara |phir se )?(?:koi )?(?:mail|email"
            rf"|e-?mails|mails|message|messages|msg) (?:mat|na) (?:bhejo|bhejiye|bhejna|bhejein|bheje)"
            rf"(?:{_DONE}| ab| aage| dobara)",
            r"(?:ab |aage se |dobara |phir se )(?:koi )?(?:mail|email|mails|message|msg) (?:mat|na)"
            r" (?:bhejo|bhejiye|bhejna|bhejein|bheje)\b",
            r"(?:mail|email|mails|emails|message|messages) (?:bhejna )?band (?:karo|kariye|karein|kijiye"
            r"|kar do|kar dijiye|kar dein)\b",
            # Vietnamese, fold()ed ("xóa" -> "xoa", "đừng" keeps its đ)
            r"(?:xoa|go bo|loai bo|huy) (?:toi|chung toi|email cua toi|dia chi email cua toi|ten toi)"
            r" (?:ra )?khoi (?:danh sach|list)",
            r"(?:xin |vui long )?(?:ngung|dung|ngưng) gui (?:email|thu|mail)",
            r"(?:đung|dung) gui (?:them )?(?:email|thu|mail)(?: cho toi| cho chung toi)?(?: \w+)? nua\b",
            r"(?:toi|chung toi) khong (?:muon|con muon) nhan (?:them )?(?:email|thu|mail)(?: \w+){0,2}?"
            r" nua\b",
            r"huy (?:đang ky|dang ky)",
            # Arabic: delete/remove my mail (me, my name, my data) from your list, "don't write to me again"
            # as the noun "عدم مراسلتي", the imperative "لا ترسلوا لي", "stop sending", "I don't want to
            # receive"; never after "عدم" (please do NOT delete) or a past "لم" (`NEGATION_ASIA_AFRICA`)
            r"(?:احذف|احذفوا|احذفي|حذف|ازالة|ازيلوا|ازل|امسحوا|امسح|مسح|شطب|اشطبوا|الغاء اشتراك|الغاء"
            r" الاشتراك)(?:\w*)? (?:بريدي|عنواني|اسمي|بياناتي|ايميلي|اشتراكي|(?:\w+ )?من (?:قائم|القائم"
            r"|لائح|اللائح|قاعد|ق\w* البريد)|(?:عنوان )?(?:بريدي|البريد الالكتروني الخاص بي))",
            r"(?:احذفوني|احذفني|ازيلوني|امسحوني|اشطبوني)\b|الغاء (?:ال)?اشتراك(?:ي)?\b",
            r"و?عدم (?:مراسلتي|مراسلتنا|التواصل معي|التواصل معنا|الاتصال بي|ارسال (?:اي )?(?:رسائل|بريد)"
            r"|مراسلتي)",
            r"(?:لا|رجاء لا|ارجو ان لا|ارجو الا) (?:ترسلوا|ترسل|تراسلوني|تراسلني|تكتبوا|تتواصلوا)"
            r"(?: لي| الي| معي)?"
            r"(?: \w+){0,3}? (?:مرة اخرى|مجددا|بعد الان|ثانية)",
            r"(?:توقفوا|توقف|كفوا) عن (?:ارسال|مراسلتي|مراسلتنا|التواصل)",
            r"(?:لا|لم اعد) (?:اريد|ارغب في|ارغب ب|نرغب في|نريد) (?:تلقي|استلام|استقبال) (?:\w+ )?"
            r"(?:رسائل|رسائلكم|بريد|ايميلات|رسائلك)",
            # Hebrew: remove me (my address) from the list, "הסר" as the whole request, don't send me any
            # more, stop sending, I don't want to receive; never after "אל"/"לא" (`NEGATION_ASIA_AFRICA`)
            r"(?:הסירו|תסירו|הסר|הסירי|תסיר|להסיר|מחקו|תמחקו|למחוק|הוציאו|תוציאו|להוציא) (?:אותי|אותנו"
            r"|את (?:כתובת\w* (?:\w+ )?(?:שלי|שלנו)|הפרטים שלי|השם שלי|המייל שלי|כתובתי|פרטיי))",
            r"(?:בקשה ל)?הסרה (?:מ|מה)(?:רשימ\w*|דיוור|רשימת התפוצה)",
            r"(?:אל|נא לא|בבקשה אל) (?:תשלחו|תשלח|תשלחי|תכתבו|תפנו|תיצרו קשר)(?: \w+){0,3}?"
            r" (?:יותר|שוב|עוד|מעכשיו)",
            r"(?:תפסיקו|הפסיקו|תפסיק|נא להפסיק) (?:לשלוח|לכתוב|לפנות)",
            r"(?:אני |אנחנו )?(?:לא|אינני|איני) (?:רוצה|מעוניין|מעוניינת|מעוניינים|רוצים) (?:יותר )?"
            r"(?:לקבל|לקבל יותר) (?:\w+ )?(?:מיילים|הודעות|דיוור|דואר)",
        )
    )
)
"""Removal requests in Indonesian, Malay, Swahili, Tagalog, Hindi in Latin script, Vietnamese, Arabic and
Hebrew."""

# Their negations read before a removal verb ("jangan hapus saya", "huwag ninyo akong tanggalin", "mat
# hatao", "أرجو عدم حذف بريدي", "אל תסירו אותי"; "usiniondoe" is a verb form of its own and no match).
NEGATION_ASIA_AFRICA = re.compile(
    fold(
        r"(?:^|\s)(?:jangan|tidak|tak|bukan|huwag|wag|hindi|mat|nahi|nahin|usi\w*|khong|đung|عدم|وعدم|لا|لم|لن"
        r"|אל|לא|אין)(?=\s|$)"
    )
)
