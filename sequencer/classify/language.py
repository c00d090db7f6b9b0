"""Is a reply written in a language the intent rules do not read? The rules know English, German,
French, Spanish, Italian, Dutch and Portuguese; a reply in another language is `other` (never a guess
from a loan word such as "demo" or an address it names), unless it asks to be removed.

Deliberately cautious: a reply is "unknown" only when its letters are mostly of another script
(Cyrillic, Greek, CJK, kana, Hangul, Arabic, Hebrew, Thai), or when its words are clearly those of a
Latin-script language the rules do not know (Polish, Czech, Slovak, Swedish, Danish, Norwegian,
Finnish, Hungarian, Turkish, Romanian; Hindi in Latin script, Indonesian and Malay, Swahili, Tagalog) and
hardly any of a known one. Words another language shares are left out ("hai" stays, it is only Italian's
"you have" beside many Italian words; "se", "de", "ho", "na", "ya", "sa", "mein", "dan", "anda" are out).
Catalan and Galician share most of their short words with Spanish and Portuguese, so they are read on
their own words ("vosaltres", "amb", "meva", "gràcies"; "deixade", "enderezo", "vosa", "grazas") against
the words only Spanish or Portuguese write ("gracias", "usted", "muy", "não", "muito").
Read on lower-cased text, accents kept ("się" is Polish, "sie" German).
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")

# Function words of the seven rule languages that no language below shares.
_KNOWN = frozenset(
    """the and is are we you this that with not have our your please thanks thank would could will can
    what when be it of our us me my for from about
    und ich wir nicht ist das die der mit für bitte danke uns haben sind ein eine einen auch aber oder
    je nous vous le les et est pas pour avec une des merci ce ne mais très
    el la y que es por para con una los las nos gracias estoy estamos pero muy
    il che non è di sono siamo grazie della questo questa ma molto
    het een niet ik wij van voor dank zijn dat jullie maar ook
    não é uma os nós obrigado obrigada estamos temos mas muito""".split()
)
# Function words (and common short words) of Latin-script languages the rules do not know.
_UNKNOWN = frozenset(
    """się że czy jest jestem możemy może proszę dziękuję bardzo już dla oraz które który tylko jeszcze przez
    będzie dzień dobry pani państwa mnie chętnie brzmi ciekawie
    och att är inte jag för på tack hej mig detta skulle också eller någon kommer vår våra nej
    og ikke jeg jer også vores lyder være meget godt hvad hvis kun når hilsen venlig
    meg dere takk hei våre ikkje eg det har gjerne kanskje hvordan hvorfor noen nogle fordi trenger behøver
    deg oss vil kanske hur varför gärna behöver
    että ole olen kiitos tämä meillä emme teidän kanssa mutta vielä myös kuin ovat olemme tätä hyvä
    jsem jsme není máme prosím děkuji dobrý kolik bych jste vás váš vaše také ještě tento tato což který
    která proč jaký aby ako sme som ďakujem
    és nem hogy egy köszönöm kérem
    bir için değil teşekkürler lütfen
    și pentru mulțumesc vă
    hai hain kya nahi nahin aap aapka aapki aapke humko hume humein mujhe chahiye liye kab kyun kaise bhi abhi
    karo kijiye karna sakte sakta dekha apne apna hoga hogi thik theek haan namaste shaam lena
    saya yang untuk dengan tidak kami terima kasih sila mohon tolong
    tafadhali asante kwenye yenu zenu habari sina
    naman lang salamat namin ninyo kayo""".split()
)
# Words of Catalan and Galician that neither Spanish nor Portuguese (nor another rule language) writes:
# never Catalan's "vostra"/"vostre", which are Italian's too ("La vostra soluzione non fa per noi" read as
# Catalan, so `other`, in the review of 2026-12-06).
_CATALAN_GALICIAN = frozenset(
    """vosaltres nosaltres heu meva meves teva seva vostres amb gràcies aquest aquesta aquests
    aquestes això perquè tinc tenim voldria volem vull parlat adreça correus llista doneu envieu salutacions
    també sisplau plau avui setmana dilluns dimarts dimecres dijous divendres gener febrer molt molts moltes
    podeu estem exactament reunió
    deixade borrade quitade eliminade mandade enderezo vosa voso vosas vosos grazas moitas moito moita unha
    coa dende máis tamén xa saúdos vostede vostedes cando nin ningunha algunha podedes tedes queredes sodes
    estades facer mércores xoves xaneiro""".split()
)
# Words of Spanish, Portuguese or Italian that Catalan and Galician do not write.
_SPANISH_PORTUGUESE = frozenset(
    """y los las gracias usted ustedes muy estoy quiero saludos mucho muchas muchos ahora hoy nosotros también
    obrigado obrigada não você vocês muito muita uma também então
    grazie noi voi siamo sono della questo questa anche gli""".split()
)
# Addresses and links are no one's language: "请联系我的同事：wang.lei@huaxin-keji.example" is Chinese.
# ASCII only (not sentences.ADDRESS, whose \w takes CJK letters), so the script around an address written
# without spaces is not taken with it.
_ADDRESS_OR_LINK = re.compile(
    r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|(?:https?://|www\.)[\x21-\x7e]+"
)
# A month between a day and a year ("8. des. 2026", "3 mars 2026") is a date, no one's function word:
# Norwegian "des." (December) is no French "des".
_DATE = re.compile(r"\b\d{1,2}\.?\s?[^\W\d_]{3,10}\.?,?\s(?:19|20)\d\d\b")
# Letters that none of the seven rule languages writes.
_UNKNOWN_LETTERS = re.compile(r"[łąęśźżćńřůěťďňåøæőűğşıșț]")


def _is_latin(ch: str) -> bool:
    return "LATIN" in unicodedata.name(ch, "")


def in_unknown_language(text: str) -> bool:
    """True when `text` (the sender's own words) is in a language the intent rules do not read."""
    text = _DATE.sub(" ", _ADDRESS_OR_LINK.sub(" ", text))
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return False
    latin = sum(1 for ch in letters if _is_latin(ch))
    if latin * 2 < len(letters):
        return True  # mostly another script
    words = _WORD.findall(text.lower())
    known = sum(1 for word in words if word in _KNOWN)
    unknown = sum(1 for word in words if word in _UNKNOWN or _UNKNOWN_LETTERS.search(word))
    if unknown >= 2 and unknown > 2 * known:
        return True
    return _catalan_or_galician(words)


def _catalan_or_galician(words: list[str]) -> bool:
    """Catalan or Galician: two of their own words and more of them than of Spanish's, Portuguese's or
    Italian's own ("Bo día, por favor deixade de enviarme correos e borrade o meu enderezo"), or one in a
    short reply with none of those ("Grazas, pero non nos interesa")."""
    own = sum(1 for word in words if word in _CATALAN_GALICIAN)
    neighbour = sum(1 for word in words if word in _SPANISH_PORTUGUESE)
    if own >= 2:
        return own > neighbour
    return own == 1 and neighbour == 0 and len(words) <= 10
