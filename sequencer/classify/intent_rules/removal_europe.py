"""Removal requests in more languages the rules do not otherwise read (besides `UNSUBSCRIBE_MORE` in
`unsubscribe.py`): Romanian, Hungarian, Turkish, Greek, Bulgarian, Croatian, Serbian, Bosnian, Slovenian,
Slovak, Lithuanian, Latvian and Estonian, the common ways to say "remove me from the list", "unsubscribe
me", "don't send me any more", "I no longer want to receive". Written in their own spelling and fold()ed
like the text.

A reply in one of them is `other` unless it asks this. Their negations before the phrase ("Nu dorim să
ne scoateți din listă", "nem szeretnék leiratkozni") are `NEGATION_MORE`, read on the words before it;
a negated imperative is another verb form ("μη με διαγράψετε", "beni listeden çıkarmayın") and no match."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.text import fold

UNSUBSCRIBE_EUROPE = rx(
    *(
        fold(part)
        for part in (
            # Romanian
            r"(?:mă|ne) (?:scoateți|ștergeți|eliminați|excludeți) din (?:lista|listele|baza)",
            r"(?:scoateți|ștergeți|eliminați|dezabonați)-(?:mă|ne)|dezabonare|(?:mă|ne) dezabonez\w*",
            r"nu (?:mai )?(?:doresc|dorim|vreau|vrem) să (?:mai )?(?:primesc|primim)(?: astfel de| alte)?"
            r" (?:mesaje|e-?mailuri|emailuri|mailuri)",
            r"nu (?:ne|mi|îmi|-mi|ne mai|îmi mai|mi mai|mai) (?:mai )?trimiteți",
            # Hungarian
            r"(?:töröljenek|töröljön|töröljék) (?:engem|minket|bennünket|az? (?:e-?mail ?)?cím\w*"
            r"|a (?:levelezési )?listá(?:ról|jukról|járól)|a (?:levelező)?listájukról)"
            r"|leiratkoz\w*"
            r"|iratkoztasson le|iratkoztassanak le",
            r"ne küldjenek (?:több|további|többet|nekem)|nem (?:kérek|kérünk|szeretnék|szeretnénk) (?:több"
            r"|további) (?:levelet|leveleket|e-?mailt|e-?maileket|üzenetet|üzeneteket|ajánlatot)",
            # Turkish
            # the list may be named ("beni e-posta listenizden çıkarın", "bizi mail listenizden silin")
            r"(?:beni|bizi) (?:(?:e-?posta|e-?mail|mail|gönderim|bülten|iletişim) )?(?:listenizden|listeden"
            r"|listelerinizden|listenizden de|listesinden) (?:çıkarın|çıkartın|silin|çıkarır mısınız"
            r"|çıkartır mısınız|çıkarabilir misiniz)"
            r"|listeden (?:çıkarın|çıkartın|çıkarır mısınız|çıkarabilir misiniz)|abonelikten çık\w*"
            r"|abonelikten ayrıl\w*",
            r"(?:bana )?(?:artık |bir daha )?(?:e-?posta|mail|e-?mail|mesaj) (?:göndermeyin|atmayın"
            r"|yollamayın)"
            r"|(?:bana )?(?:artık|bir daha) (?:yazmayın|göndermeyin)"
            # "I don't want to receive these messages (any more)": the negation is in the verb
            r"|(?:bu )?(?:mesajları|mesajlarınızı|e-?postaları|e-?postalarınızı|mailleri|maillerinizi)"
            r" (?:artık |bir daha )?almak istemiyorum",
            # Greek
            r"(?:διαγράψτε|αφαιρέστε|βγάλτε) (?:με|μας|το email μου|τη διεύθυνσή μου)",
            r"μη(?:ν)? (?:μου|μας) (?:στέλνετε|ξαναστείλετε) (?:άλλα|άλλο|πλέον|πια)|δεν (?:θέλω|επιθυμώ"
            r"|επιθυμούμε|θέλουμε) να (?:λαμβάνω|λαμβάνουμε) (?:άλλα |πλέον |πια )?(?:email|e-?mail|μηνύματα"
            r"|μηνύματά σας)|διαγραφή από (?:τη|την) λίστα",
            # Bulgarian
            r"(?:премахнете|изтрийте|отпишете|извадете) (?:ме|ни)\b|отписване от",
            # Serbian in Cyrillic
            r"(?:уклоните|избришите|одјавите|обришите|скините) (?:ме|нас)\b|не (?:шаљите|шаљете) (?:ми|нам)"
            r" више|немојте (?:ми|нам) (?:више )?слати",
            r"не (?:ми|ни) (?:изпращайте|пишете) (?:повече|още)|не (?:искам|желая|искаме|желаем)"
            r" (?:повече )?да получавам\w*",
            # Croatian, Serbian, Bosnian, Slovenian: the imperative ("uklonite me s popisa", informal
            # "odjavi me"), the clitic before the verb after "da" ("molim Vas da me uklonite sa svih popisa",
            # only with the list named), "don't send me any more" in the imperative or after "da" ("i da mi
            # više ne šaljete poruke", "nemojte mi više slati"), my data erased ("izbrišite moje podatke",
            # "tražim brisanje mojih osobnih podataka", "zahtevam izbris mojih podatkov")
            r"(?:maknite|izbrišite|izbrisite|obrišite|uklonite|odjavite|odstranite|skinite|izbacite|makni"
            r"|izbriši|ukloni|odjavi|odstrani|skini|izbaci) (?:me|nas)\b"
            r"(?! (?:s|sa|iz|z) (?:cc|kopij|webinar))",
            r"(?:me|nas) (?:maknete|izbrišete|obrišete|uklonite|odjavite|odstranite|skinete|izbacite"
            r"|izbrišite|maknite|skinite)(?: \w+){0,3}? (?:s|sa|iz|z) (?:\w+ ){0,3}?"
            r"(?:popis\w*|list\w*|spisk\w*|spisak|seznam\w*|baz\w*|adresar\w*|evidencij\w*|mailing\w*)",
            r"ne (?:šaljite|pošiljajte|šaljete|pošiljate|pošaljete) (?:mi|nam) (?:više|već|več)"
            r"|(?:mi|nam) (?:više|već|več) ne (?:šaljite|šaljete|pošaljete|pošiljajte|pošiljate)"
            r"|više (?:mi|nam) ne (?:šaljite|šaljete|pošaljete)"
            r"|nemojte (?:mi|nam) (?:više |već |več )?(?:slati|pošiljati|pisati)"
            r"|ne (?:želim|želimo) (?:više |već |več )?(?:da )?(?:primati|prejemati|primam|primamo|dobivati"
            r"|dobijam|dobivam)",
            r"(?:izbrišite|obrišite|izbrisite|brišite) (?:moje|naše|moj|naš|sve moje|sve naše) (?:\w+ )?"
            r"(?:podatke|podatkov|e-?mail|adres\w*|kontakt\w*)(?! (?:s|sa|iz|z) (?:cc|kopij))"
            r"|(?:tražim|tražimo|zahtijevam|zahtijevamo|zahtevam|zahtevamo) (?:brisanje|izbris|uklanjanje)"
            r" (?:mojih|naših|moje|mog|mojega) (?:\w+ )?(?:podataka|podatkov|adrese|e-?mail\w*|kontakt\w*)",
            # Slovak
            r"(?:odhláste|vymažte|odstráňte|vyraďte) (?:ma|nás)\b"
            r"|neposielajte (?:mi |nám )?(?:už|viac|ďalšie)"
            r"|nechcem (?:už |viac )?(?:dostávať|dostať|prijímať)",
            # my data erased, asked as a noun or in the imperative ("žiadam o vymazanie mojich osobných
            # údajov", "prosím o odstránenie môjho e-mailu", "vymažte moje údaje", "chcem sa odhlásiť"), and
            # the Czech beside it ("žádám o výmaz mých osobních údajů", "smažte moje údaje")
            r"(?:žiadam|žiadame|prosím|prosíme|žádám|žádáme) (?:vás |vas )?o (?:vymazanie|výmaz|zmazanie"
            r"|odstránenie|vymazání|smazání|odstranění|odhlásenie|odhlášení|vyradenie|vyřazení)"
            r" (?:mojich|našich|môjho|mojej|mojho|mňa|nás|mých|mého|mé|mne|z )",
            r"(?:vymažte|zmažte|odstráňte|smažte|vymaž|zmaž) (?:prosím )?(?:moje|naše|môj|moju|mou|mé)"
            r" (?:\w+ )?(?:údaje|e-?mail\w*|adres\w*|kontakt\w*|data)",
            r"(?:chcem|chceme) sa odhlásiť|(?:chci|chceme) se odhlásit",
            # Lithuanian
            r"(?:išbraukite|pašalinkite|ištrinkite|išregistruokite) (?:mane|mus)\b|nebesiųskite"
            r"|(?:prašome|prašau|prašyčiau) (?:išbraukti|pašalinti|ištrinti|išregistruoti) (?:mane|mus)\b"
            r"|nebenoriu (?:gauti|daugiau gauti)|atsisakau (?:prenumeratos|naujienlaiškio)",
            r"(?:ištrinkite|pašalinkite) (?:mano|mūsų) (?:\w+ )?(?:duomenis|el\. pašto adresą|adresą"
            r"|kontaktus)",
            # Latvian
            r"(?:izdzēsiet|izņemiet|noņemiet|atrakstiet) (?:mani|mūs)\b|(?:vairs )?nesūtiet (?:man |mums )?"
            r"(?:vairs|vairāk)|nevēlos (?:vairs )?saņemt|vairs nesūtiet",
            r"(?:izdzēsiet|dzēsiet) (?:manus|mūsu|manu) (?:\w+ )?(?:datus|e-pasta adresi|adresi|kontaktus)",
            # Estonian
            r"(?:eemaldage|kustutage) (?:mind|meid|minu (?:aadress|e-?posti aadress))\b|ärge (?:enam )?saatke"
            r"|ei soovi (?:enam )?(?:saada|kirju|teie kirju)|loobun (?:teie )?(?:tellimusest|uudiskirjast)",
            r"(?:kustutage|eemaldage) (?:minu|meie) (?:\w+ )?(?:andmed|e-posti aadress|aadress"
            r"|kontaktandmed)",
        )
    )
)
# Negations of these languages read before the phrase (their own "ne" is a pronoun in Romanian, so
# Romanian phrases carry it inside the match).
NEGATION_MORE = re.compile(
    fold(r"(?:^|\s)(?:nu|nem|ne|δεν|μη|μην|не|nie|nemojte|nerob\w*|ära|ärge|nebūtina|neviens)(?=\s|$)")
)
