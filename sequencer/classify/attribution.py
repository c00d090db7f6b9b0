"""Where the quoted original starts: attribution lines, header blocks and separators, in many languages.

Every client writes its own opener above the message it quotes, in the reader's language:

- Gmail, Apple Mail, Thunderbird: "On <date>, <name> <addr> wrote:" and its translations ("Am ...
  schrieb ...:", "Le ... a écrit :", "Il giorno ... ha scritto:", "Op ... schreef ...:", "Em ...
  escreveu:", "W dniu ... napisał(a):", "Den ... skrev ...:", "... kirjoitti:", "Dne ... napsal(a):",
  "... написал(а):", "... написав(ла):", "... 写道:"), sometimes wrapped over two or three lines;
- Gmail's ISO and CJK forms, a date and a name ending in the address and a colon
  ("2016-03-03 17:21 GMT+01:00 Some One <x@y>:", "2022年1月1日(金) 9:00 山田 <x@y>:"), the ISO line with its
  address cut away and the older "2013/7/20 Name <x@y>" (`_GMAIL_DATED`);
- Outlook, Zimbra, Lotus Notes, Yahoo: a header block ("From:/Sent:/To:/Subject:" in any language,
  with or without `*bold*` stars), or one line carrying several of those fields;
- separators: "-----Original Message-----" (and translations), "________________________________",
  "Begin forwarded message:", a dashed title in any language ("-------- Ursprüngliche Nachricht ---").

All patterns work on `fold()`ed lines (lower case, accents stripped), so they are written that way.
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold


def _folded(words: tuple[str, ...]) -> str:
    """An alternation of `words` as fold() writes them (Hangul, Thai and Vietnamese change shape)."""
    return "|".join(re.escape(fold(word)) for word in words)


# Korean Gmail "...님이 작성:", Vietnamese "... đã viết:", Thai "... เขียนว่า:".
_MORE_WROTE = ("작성", "đã viết", "เขียนว่า")

# "wrote" in the languages mail clients are localised into (folded: accents gone, "ł" stays).
_WROTE = (
    r"wrote|writes|schrieb|a ecrit|escribio|escribe|ha scritto|scrisse|schreef|heeft .{0,80}geschreven"
    # Dutch mobile clients: 'Op 16 aug. 2014 05:13 schreef "X" <x@y> het volgende geschreven:'
    r"|het volgende geschreven"
    r"|escreveu|napisa[lł]\w*(?:\(a\))?|napsal\w*(?:\(a\))?|skrev|kirjoitti|написал\w*(?:\(а\))?|пишет"
    r"|написав\w*|пише|εγραψε|a scris|yazdi|写道|寫道|のメッセージ|كتب(?:/كتبت)?|kirjutas|irta"
    # Turkish with its dotless ı (fold() keeps it), Croatian/Serbian/Bosnian, Slovenian, Lithuanian, Latvian
    r"|yazdı|(?:je )?napisao(?:/la)?|(?:je )?napisala|je napisal|rase|parase|rakstija"
    # Croatian Gmail ("... napisao je:"), Bulgarian, Indonesian, Hebrew, Korean, Vietnamese, Thai
    rf"|napisao je|napisala je|написа|menulis|כתב(?:/ה)?|{_folded(_MORE_WROTE)}"
    # Galician and Catalan Gmail ("O mércores, ... escribiu:", "El dl., ... va escriure:")
    r"|escribiu|va escriure"
    # Gmail's other European locales (heldout_bu: Basque "..., 2026(e)ko abe. 7(a) 09:14 (Jordan Lee
    # <jordan@acme.test>) erabiltzaileak hau idatzi du:"), Icelandic, Welsh, Irish, Albanian, Maltese,
    # Macedonian and Serbian in Cyrillic
    r"|(?:erabiltzaileak )?(?:hau )?idatzi (?:du|zuen)|skrifadi|ysgrifennodd|scriobh|shkroi|kiteb"
    r"|напиша|написао"
)
# Gmail in some languages puts the date after the verb, in brackets: Hungarian "X <x@y> ezt írta
# (időpont: 2026. dec. 7., H, 9:14):"; read only with an address on the line and a digit after the verb.
_WROTE_THEN_DATE = re.compile(
    rf"[<@].{{0,80}}(?<![a-z])(?:ezt irta|{_WROTE}) \(?(?:idopont|data|tarih|datum|kuupaev|datums)?:?"
    r" ?[^:]{0,10}\d.{0,50}:\s*$"
)
# The Bat! addresses the reader ("Вы писали 7 декабря 2026 г., 11:14:03:", "You wrote ...:", "...,
# schrieben Sie:", "..., vous avez écrit :", "..., hai scritto:", "... schreef u:") or names the author
# first ("Дана писал(а) 7 декабря 2026 г.:"): an attribution only with a year or a time and the closing
# colon ("Grazie per le 3 cose che hai scritto:" is a sentence).
_THE_BAT = re.compile(
    r"^(?:вы|ви|you) (?:писали|wrote)\b|писал\w*(?:\(а\))?|(?<![a-z])(?:schrieben sie|avez ecrit|hai scritto"
    r"|schreef (?:u|je)|писали)\s*:\s*$"
)
_YEAR_OR_TIME = re.compile(r"\b(?:19|20)\d\d\b|\b\d{1,2}[:.]\d\d\b")
# Danish and Norwegian Outlook write "skrev følgende:" ("wrote the following:"), Swedish "skrev följande:".
_FOLLOWING = r"(?: (?:følgende|folgende|foljande))?"
_WROTE_END = re.compile(rf"(?<![a-z])(?:{_WROTE}){_FOLLOWING}\s*(?:\(a\))?\s*:?\s*$")
# German and Slavic clients also put the verb before the date: "X schrieb am Do. 16. Mai 2024 um 00:02:";
# Lotus/HCL Notes does so in every language: "X <x@y> wrote on 16/11/2026 10:00:00:".
_WROTE_BEFORE_DATE = re.compile(
    r"(?:(?:schrieb|skrev|schreef|napisal|escreveu) am?|skrev (?:følgende |folgende |foljande )?den|wrote on"
    r"|a ecrit le|escribio el|ha scritto il"
    r"|schreef op|escreveu (?:em|no dia)|napisal(?:/-?a)? dne|kirjutas kuupaeval) .{0,60}\d.{0,40}:\s*$"
)
# Thunderbird and Apple Mail in Dutch, German, Danish/Norwegian/Swedish and Czech put the verb before the
# name and often give no address: "Op 02-12-2026 om 09:14 schreef Sanne de Vries:", "Den 2026-12-02 kl.
# 09:14 skrev Lars Holm:", "Dne 02.12.2026 v 09:14 napsal Jan Novák:". An attribution only with a year or
# a time before the verb, a name of one to five words that is no pronoun after it, and the closing colon
# ("Op 02-12-2026 schreef ik al dat het goed was:" is a sentence).
_DATE_VERB_NAME = re.compile(
    r"^(?:(?:op|am|den|dne)\s|(?=\S{0,6}\s?\d))"  # or the date first ("8. des. 2026 kl. 09:02 skrev X:")
    r".{0,60}?(?:\b(?:19|20)\d\d\b|\b\d{1,2}[:.]\d\d\b).{0,30}?\s"
    r"(?:schreef|schrieb|skrev|napsal\w*(?:\(a\))?)\s+(?!(?:ik|je|jij|u|we|wij|ich|sie|wir|du|er|jeg|vi|du|jag"
    r"|han|hon|hun)\b)[^\s.!?:,;]+(?: [^\s.!?:,;]+){0,4}\s*:\s*$"
)
# Gmail in Danish, Norwegian and Swedish (and any client that puts the verb between the date and the
# name): "tir. 8. des. 2026 kl. 09:02 skrev Dana <x@y>:", "tir. 8. des. 2026, 09:02 skrev ...:", "tis 8
# dec. 2026 kl. 09:02 skrev ...:": a date before the verb (a digit in the first 30 characters, so "I wrote
# to 3 people at x@y:" is a sentence), a name and an address after it, and the closing colon; whatever the
# weekday's abbreviation.
_DATE_VERB_ADDRESS = re.compile(
    rf"^.{{0,30}}\d[^@<>]{{0,60}}\s(?:{_WROTE})\s[^@<>]{{1,80}}(?:<[^<>\s]+@[^<>\s]+>|\(?[\w.+-]+@[\w.-]+\)?)"
    rf"{_FOLLOWING}\s*:\s*$"
)
# Lines that can begin a (possibly wrapped) attribution.
_OPENER = re.compile(
    r"^\s*(?:on|am|le|el|em|il giorno|op|den|dne|dnia|w dniu|в|у|στις|no dia|el dia|pe|de|in data"
    r"|wiadomosc napisana|dna|на|pada|vao|في|בתאריך|เมือ"
    r"|\d|\(?(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim|mo|di|mi|do|fr"
    r"|sa|so|ma|ti|on|to|fr|lo|sø|ons|tor|fre|lør|pn|wt|sr|cz|pt|sb|nd|po|ut|st|ct|pa|ne|пн|вт|ср|чт|пт"
    r"|сб|вс)\b|<|\"|[\w.+-]+@"
    # Danish/Norwegian ("man.", "tir.", "tirs.", "søn."), Swedish folded ("mån", "tis", "tors", "lör",
    # "sön") and Finnish ("ke", "pe", "la", "su") weekdays, only right before the day's number ("Man kan
    # skrive til oss 24/7 på x@y:" is a sentence)
    r"|(?:man|tir|tirs|tis|tors|lor|son|søn|ke|pe|la|su)\.?,? \d)"
)
# Gmail (ISO/CJK locales) and Russian Gmail: a date, a name and "<address>:" with nothing after.
_DATED_ADDRESS = re.compile(r"^.{0,30}\d.{0,120}(?:<[^<>\s]+@[^<>\s]+>|\[mailto:[^\]]+\]|\S+@\S+)\s*:\s*$")
# "-----Original Message-----" and its translations, forwarded-message markers, long rules.
_SEPARATOR = re.compile(
    r"^\s*[*>]*\s*(?:"
    r"-{2,}\s*(?:original message|ursprungliche nachricht|originalnachricht|message d'origine"
    r"|mensaje original|messaggio originale|oorspronkelijk bericht|origineel bericht|mensagem original"
    r"|oryginalna wiadomosc"
    r"|wiadomosc oryginalna|ursprungligt meddelande|oprindelig meddelelse|opprinnelig melding"
    r"|alkuperainen viesti|puvodni zprava|исходное сообщение|оригинальное сообщение|вихідне повідомлення"
    r"|оригінальне повідомлення|原始邮件|原始郵件|元のメッセージ|forwarded message|weitergeleitete nachricht"
    r"|message transfere|mensaje reenviado|messaggio inoltrato|doorgestuurd bericht|mensagem encaminhada"
    r"|przekazana wiadomosc|vidarebefordrat meddelande|videresendt meddelelse|videresendt melding"
    r"|valitettu viesti|preposlana zprava|пересылаемое сообщение|пересланное сообщение|转发的邮件)"
    r"\s*-*"
    r"|-{3,}[^-\n]{3,60}-{3,}"  # a dashed title in any language
    r"|-{8,}|_{10,}|\*{0,2}-{6,}.*-{6,}\*{0,2}"
    r"|(?:begin forwarded message|anfang der weitergeleiteten nachricht|debut du message reexpedie"
    r"|inicio del mensaje reenviado|inizio messaggio inoltrato|begin doorgestuurd bericht"
    r"|inicio da mensagem reencaminhada|mensagem encaminhada)\s*:?"
    r"|(?:forwarded message|weitergeleitete nachricht|message transfere|mensaje reenviado|messaggio inoltrato"
    r"|doorgestuurd bericht)\s*:"  # Sparrow and others: the bare title with a colon
    r")\s*[*]*\s*$"
)
# The separators among those that open a *forwarded* message: what follows is someone else's mail,
# never an answer written between its lines.
_FORWARD_WORDS = re.compile(
    r"forwarded message|weitergeleitete(?:n)? nachricht|message (?:transfere|reexpedie)|mensaje reenviado"
    r"|messaggio inoltrato|doorgestuurd bericht|mensagem (?:encaminhada|reencaminhada)|przekazana wiadomosc"
    r"|vidarebefordrat meddelande|videresendt (?:meddelelse|melding)|valitettu viesti|preposlana zprava"
    r"|пересылаемое сообщение|пересланное сообщение|转发的邮件|轉寄的郵件"
)
# Outlook's localised header-block field names (From; Sent, To, Cc, Subject, Date) in the languages
# added with heldout_l, written as the clients show them and folded at import.
_MORE_FROM = (
    "De la", "Kimden", "Από", "Šalje", "Nuo", "No", "Saatja", "보낸 사람", "מאת", "Dari", "Từ", "จาก",
)  # fmt: skip
_MORE_FIELDS = (
    # hu
    "Elküldve", "Címzett", "Másolatot kap", "Tárgy", "Dátum",
    # ro
    "Trimis", "Către", "Subiect",
    # tr
    "Gönderildi", "Gönderilme tarihi", "Kime", "Bilgi", "Konu", "Tarih",
    # el
    "Στάλθηκε", "Προς", "Κοιν.", "Θέμα", "Ημερομηνία",
    # bg
    "Изпратено", "До", "Относно", "Копие",
    # hr, sk, sl
    "Poslano", "Prima", "Kopija", "Za", "Odoslané", "Kópia", "Kp", "Zadeva",
    # lt, lv, et
    "Išsiųsta", "Kam", "Tema", "Nosūtīts", "Tēma", "Datums", "Saadetud", "Adressaat", "Koopia", "Teema",
    "Kuupäev",
    # uk
    "Копія",
    # ko
    "보낸 날짜", "받는 사람", "참조", "제목", "날짜",
    # ar
    "أرسل", "إلى", "نسخة", "نسخة إلى",
    # he
    "נשלח", "אל", "עותק", "נושא", "תאריך",
    # id
    "Dikirim", "Kepada", "Tembusan", "Subjek", "Perihal", "Tanggal",
    # vi
    "Đã gửi", "Đến", "Chủ đề", "Ngày",
    # th
    "ส่ง", "ส่งเมื่อ", "ถึง", "สำเนา", "เรื่อง", "วันที่",
)  # fmt: skip
# Header-field names of quoted header blocks (Outlook, Zimbra, Notes, Yahoo, webmail), folded.
_FROM = (
    r"from|von|de|da|van|od|fra|fran|lahettaja|от|від|vid|afzender|remetente|nadawca|feladó|felado"
    r"|差出人|发件人|發件人|寄件者|expediteur|mittente|absender|من"
    rf"|{_folded(_MORE_FROM)}"
)
_OTHER_FIELDS = (
    r"sent|gesendet|envoye|enviado(?: el)?|inviato|verzonden|wyslano|wysłano|sendt|skickat|lahetetty"
    r"|odeslano|отправлено|надіслано|date|datum|fecha|data|dato|paivamaara|дата|日付|日期|发送时间|發送時間"
    r"|to|an|a|para|aan|do|til|till|vastaanottaja|komu|кому|宛先|收件人|adresat|destinataire|destinatario"
    r"|reply-to|repondre a|antwort an|responder a|rispondi a|beantwoorden|responder para|svara till"
    r"|cc|kopie|copie|subject|betreff|objet|asunto|oggetto|onderwerp|assunto|temat|emne|amne|aihe|predmet"
    r"|тема|件名|主题|主旨|sujet|تم الارسال|الى|الموضوع|التاريخ"
    rf"|{_folded(_MORE_FIELDS)}"
)
_FIELD = rf"\*{{0,2}}\s*(?:{_FROM}|{_OTHER_FIELDS})\s*\*{{0,2}}\s?:"
_FROM_LINE = re.compile(rf"^\s*[>]?\s*\*{{0,2}}\s*(?:{_FROM})\s*\*{{0,2}}\s?:\s*\S")
_FIELD_LINE = re.compile(rf"^\s*[>]?\s*{_FIELD}")
_FIELD_ANYWHERE = re.compile(rf"(?:^|\s|\*|\d|:)(?:{_FROM}|{_OTHER_FIELDS})\s*\*{{0,2}}\s?:")
# The original's own footers, whose words must never be taken for the contact's.
_FOOTER = re.compile(
    r"^\s*(?:you are receiving this (?:because|email|message)|reply to this email directly"
    r"|to unsubscribe from (?:this|these)|unsubscribe from (?:this|these) (?:emails?|list)"
    r"|you received this (?:message|email) because|view it on github|---\s*$)"
)


_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def clean(line: str) -> str:
    """fold()ed, without the direction and zero-width marks clients sprinkle around RTL text."""
    return fold(_INVISIBLE.sub("", line))


def _is_header_block(lines: list[str], index: int) -> bool:
    line = clean(lines[index])
    if _FIELD_LINE.match(line) and len(_FIELD_ANYWHERE.findall(line)) >= 3:
        return True  # "Von: x Gesendet: y An: z Betreff: w" on one line
    if not _FIELD_LINE.match(line):
        return False
    following = [clean(text) for text in lines[index + 1 : index + 8] if clean(text).strip()][:4]
    fields = sum(1 for text in following if _FIELD_LINE.match(text))
    return fields >= (1 if _FROM_LINE.match(line) else 2)


# The last piece of an attribution wrapped so that its verb looks quoted ("On ..., Some One\n\n<\nmailto:Some
# One <x@y>\n> wrote:", discourse/email_reply_trimmer's fixtures): the quote mark is no quote there.
_QUOTED_VERB = re.compile(rf"^>\s*(?:{_WROTE}){_FOLLOWING}\s*:\s*$")


# A name and its address opening a line, the verb after them ("Max Mustermann <x@y> schrieb am Fr., 28.")
_NAME_ADDRESS = re.compile(r"^[^<>@:.!?]{1,80}<[^<>\s]+@[^<>\s]+>\s+\S")


def _wrapped_end(lines: list[str], index: int) -> int:
    """Index just past an attribution wrapped over two to four lines that starts at `index` ("On ..., Name\n
    <addr>\nwrote:"; one blank line may sit before a piece that is its address or its verb), or 0 when none
    starts there. Its first line opens as an attribution does, or names an address ("Max Mustermann <x@y>
    schrieb am Fr., 28.\nApr. 2017 um 11:53 Uhr:", Gmail's German wrapped at 78 columns): then only the whole
    of it read as a one-line attribution counts."""
    first = clean(lines[index]).strip()
    following = clean(lines[index + 1]).strip() if index + 1 < len(lines) else ""
    if _single_line(following) and re.search(r"\d", following):
        return 0  # the next line is the attribution on its own; this one is the sender's
    opens = bool(_OPENER.match(first))
    if not (opens or _NAME_ADDRESS.match(first)) or not re.search(r"\d|@|<", first):
        return 0
    # (a sentence's end, never a date's day wrapped with its dot: "... schrieb am Fr., 28.")
    if first.endswith(("!", "?")) or first.endswith(".") and not re.search(r"\b\d{1,2}\.$", first):
        return 0
    if len(first) > 200:
        return 0
    joined = first
    pieces = blanks = 0
    position = index + 1
    while position < len(lines) and pieces < (3 if opens else 1):
        piece = clean(lines[position]).strip()
        position += 1
        if not piece:
            blanks += 1
            if blanks > 1 or pieces == 0 and not opens:
                return 0
            continue
        if piece.startswith(">") and not _QUOTED_VERB.match(piece):
            return 0
        if blanks and not (piece.startswith(("<", "mailto:", "[mailto:")) or _QUOTED_VERB.match(piece)):
            return 0  # over a blank line only the address or the verb of a wrapped attribution goes on
        blanks = 0
        joined = f"{joined} {piece.lstrip('> ')}"
        pieces += 1
        if not opens:
            if _single_line(joined):
                return position
            continue
        if _WROTE_END.search(joined) and re.search(r"\d|@|<", joined):
            return position
        if _DATED_ADDRESS.match(joined):
            return position
    return 0


def _wrapped_attribution(lines: list[str], index: int) -> bool:
    return _wrapped_end(lines, index) > 0


def attribution_end(lines: list[str], index: int) -> int:
    """Index just past the attribution line (or its wrapped lines) at `index` that `attribution_at` found."""
    if not _single_line(clean(lines[index]).strip()):
        end = _wrapped_end(lines, index)
        if end:
            return end
    return index + 1


def attribution_at(lines: list[str], index: int) -> bool:
    """Whether the line at `index` opens a quoted original (an attribution line, a separator or a
    header block); the caller checks the `>` quote marks itself."""
    line = clean(lines[index]).strip()
    if not line:
        return False
    if _SEPARATOR.match(line) or _FOOTER.match(line) or _single_line(line):
        return True
    return _is_header_block(lines, index) or _wrapped_attribution(lines, index)


def forward_at(lines: list[str], index: int) -> bool:
    """Whether the line at `index` is a forwarded-message separator ("Begin forwarded message:",
    "---------- Forwarded message ---------" and translations)."""
    line = clean(lines[index]).strip()
    return bool(_SEPARATOR.match(line) and _FORWARD_WORDS.search(line))


# Gmail's ISO form with the address and colon cut away ("2016-03-03 17:21 GMT+01:00 Some One", discourse's
# fixtures; the issue's outside check), and its older slash form ("2013/7/20 sam via Discourse Meta
# <info@discourse.org>", no colon): a whole line no sentence writes.
_GMAIL_DATED = re.compile(
    r"^(?:\d{4}-\d\d-\d\d \d{1,2}:\d\d gmt[+-]\d{1,2}:\d\d [^\W\d].{0,100}"
    r"|\d{4}/\d{1,2}/\d{1,2} [^\W\d].{0,100}(?:<[^<>\s]+@[^<>\s]+>|\S+@\S+)\s*:?)\s*$"
)


def _single_line(line: str) -> bool:
    return len(line) <= 300 and bool(
        _GMAIL_DATED.match(line)
        or (_WROTE_END.search(line) and re.search(r"\d|@|<|\b(?:on|am|le|el)\b", line))
        or _WROTE_BEFORE_DATE.search(line)
        or _WROTE_THEN_DATE.search(line)
        or _DATE_VERB_NAME.match(line)
        or _DATE_VERB_ADDRESS.match(line)
        or (_THE_BAT.search(line) and _YEAR_OR_TIME.search(line) and line.rstrip().endswith(":"))
        or (_DATED_ADDRESS.match(line) and _OPENER.match(line))
        or re.match(r"^am \d.{0,60} schrieb ", line)
        or re.match(r"^[\w.+-]+@[\w.-]+ (?:wrote|schrieb|a ecrit|escreveu|skrev)\b", line)
        # "Wiadomość napisana przez X <x@y> w dniu 17.01.2023, o godz. 11:09:", "Le 3 mars, X <x@y> :"
        or (_OPENER.match(line) and "@" in line and re.search(r"\d", line) and line.endswith(":"))
    )


def header_block_end(lines: list[str], index: int) -> int:
    """Index just past a header block that starts at `index` (the field lines and their blank lines)."""
    end = index
    for position in range(index, min(len(lines), index + 12)):
        text = clean(lines[position])
        if not text.strip():
            continue
        if _FIELD_LINE.match(text):
            end = position + 1
        else:
            break
    return end


def starts_header_block(lines: list[str], index: int) -> bool:
    return _is_header_block(lines, index)


# The subject field of a quoted header block ("Subject:", "Betreff:", "Tárgy:", "Konu:", "Θέμα:", ...).
_SUBJECT_FIELD = re.compile(
    r"^\s*>?\s*\*{0,2}\s*(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto|temat|emne|amne|aihe"
    r"|predmet|тема|件名|主题|主旨|sujet|الموضوع|"
    + _folded(
        ("Tárgy", "Subiect", "Konu", "Θέμα", "Относно", "Zadeva", "Tēma", "Teema", "제목", "נושא", "Subjek")
        + ("Perihal", "Chủ đề", "เรื่อง")
    )
    + r")\s*\*{0,2}\s?:\s*(?P<subject>\S.*?)\s*$"
)


def quoted_subject(lines: list[str]) -> str | None:
    """The subject in the first quoted header block of `lines` (our original's subject), fold()ed;
    None when no header block names one."""
    for index in range(len(lines)):
        stripped = lines[index].lstrip("> ").rstrip()
        if not stripped or not _FIELD_LINE.match(clean(stripped)):
            continue
        unquoted = [line.lstrip("> ") for line in lines[index:]]
        if not starts_header_block(unquoted, 0):
            continue
        for line in unquoted[: header_block_end(unquoted, 0)]:
            found = _SUBJECT_FIELD.match(clean(line))
            if found:
                return found.group("subject")
        return None
    return None
