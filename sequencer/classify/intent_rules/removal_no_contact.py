""" "Don't write to me any more", "don't contact me again", "stop sending me mail", "take me off the list" in
the languages the rules do not otherwise read, the forms `unsubscribe.UNSUBSCRIBE_MORE` and
`removal_europe.UNSUBSCRIBE_EUROPE` lack: Romanian ("Vă rog să nu-mi mai scrieți", "nu mă mai contactați",
"nu mai doresc să fiu contactată", "mă scoateți de pe listă"), Hungarian ("ne írjanak nekem többet",
"vegyenek le a listáról"), Greek ("μη μου ξαναγράψετε", "σταματήστε να μου στέλνετε"), Turkish ("benimle
bir daha iletişime geçmeyin"), Bulgarian ("спрете да ми пишете"), Slovak and Czech ("už ma nekontaktujte",
"přestaňte mi posílat"), Slovenian, Croatian and Serbian ("ne pišite mi više", "nemojte me više
kontaktirati", "prestanite mi slati"), Polish ("proszę do mnie więcej nie pisać", "nie kontaktujcie się
ze mną"), Swedish, Danish and Norwegian ("hör inte av er igen", "lad være med at kontakte mig", "ikke
kontakt meg igjen"), Finnish ("älkää ottako minuun enää yhteyttä"), Lithuanian, Latvian and Estonian.

They only ever make a reply `unsubscribe` (a reply in these languages is otherwise `other`). The negation
is part of each phrase ("nu", "ne", "μη", "не", "nie", "inte", "ikke", the Turkish and Baltic verb forms);
a negation before it undoes it (`removal_europe.NEGATION_MORE`). "Again"/"any more" is required where the
bare verb could say something else ("ne keressenek engem, hanem a kollégámat" is a referral). Written in
their own spelling and fold()ed like the text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.text import fold

# The bare "don't contact me" ends its sentence (or a please follows): "Nu mă contactați până în martie"
# and "nekontaktujte mě do března" (not before March) are no removal.
_DONE = r"(?=\s*(?:[.!;]|$|,? (?:vă rog|lütfen|prosím|molim vas|proszę|kérem)\b))"

UNSUBSCRIBE_NO_CONTACT = rx(
    *(
        fold(part)
        for part in (
            # Romanian: the clitic joined to "nu" by a hyphen or standing apart
            r"nu(?:-mi|-ne| mă| îmi| mi| ne)? mai (?:scrieți|contactați|deranjați|căutați)",
            rf"nu(?:-mi|-ne| mă| îmi| mi| ne) (?:scrieți|contactați|deranjați|căutați){_DONE}",
            r"nu(?:-mi|-ne) (?:mai )?trimiteți",
            r"nu (?:mai )?(?:doresc|dorim|vreau|vrem) să (?:mai )?(?:fiu|fim) (?:contactat|contactată"
            r"|contactați|deranjat|deranjată|deranjați)",
            r"(?:încetați|opriți)(?: vă rog)?,? să(?:-mi|-ne| mă| îmi| mi| ne)? (?:mai )?(?:scrieți|trimiteți"
            r"|contactați|deranjați)",
            r"(?:mă|ne) (?:scoateți|ștergeți|eliminați|excludeți) de pe (?:lista|listele)",
            r"(?:mă|ne) dezabonați",
            r"(?:ștergeți|eliminați)-(?:mi|ne) (?:adresa|datele|e-?mailul)",
            # Hungarian
            r"ne (?:írjanak|írjon|keressenek|keressen|zaklassanak|zaklasson|küldjön) (?:nekem |nekünk |engem"
            r" |minket |bennünket )?(?:többet|többé|tovább|újra|soha többé)",
            r"(?:töröljék|töröljenek|töröljön) (?:az )?(?:adataimat|adatainkat|e-?mail ?címemet|címemet)",
            r"(?:vegyenek|vegyen|töröljenek) le (?:engem |minket )?(?:a |az )?(?:\w+ )?"
            r"listá(?:ról|jukról|járól)",
            # Greek
            r"μη(?:ν)? (?:μου|μας) (?:ξαναγράψετε|ξαναστείλετε|ξαναστέλνετε|ξαναγράφετε)"
            r"|μη(?:ν)? (?:μου|μας) γράφετε (?:άλλο|άλλα|πλέον|πια|ξανά)",
            r"σταματήστε να (?:μου |μας )?(?:στέλνετε|γράφετε)",
            r"μη(?:ν)? (?:επικοινωνήσετε|επικοινωνείτε|ξαναεπικοινωνήσετε) (?:ξανά |πλέον |πια )?"
            r"μαζί (?:μου|μας)",
            r"(?:θέλω|θέλουμε|επιθυμώ|επιθυμούμε) να (?:διαγραφώ|διαγραφούμε|απεγγραφώ|απεγγραφούμε)"
            r"|απεγγράψτε (?:με|μας)",
            # Turkish: the negation is in the verb
            r"(?:benimle|bizimle) (?:artık|bir daha) (?:iletişime|irtibata) geçmeyin",
            rf"(?:benimle|bizimle) (?:iletişime|irtibata) geçmeyin{_DONE}",
            r"(?:listenizden|listeden|listelerinizden) (?:çıkmak|çıkarılmak|silinmek) istiyorum",
            r"(?:beni|bizi) (?:artık )?rahatsız etmeyin",
            # Bulgarian
            r"не (?:ме|ни) (?:търсете|безпокойте) (?:повече|отново)",
            r"спрете да (?:ми |ни )?(?:пишете|изпращате)",
            # Slovak and Czech
            rf"nekontaktujte (?:ma|mňa|mě|mne|nás){_DONE}",
            r"(?:už|viac|více|již) (?:ma |mě |nás )?nekontaktujte|(?:ma|mňa|mě|mne|nás) (?:už|viac|více|již)"
            r" nekontaktujte",
            r"(?:prestaňte|přestaňte)(?: mi| nám)? (?:posielať|posílat|písať|psát|kontaktovať|kontaktovat)",
            r"(?:nesúhlasím|nesouhlasím) (?:so|se) (?:zasielaním|zasíláním)",
            # "... aby ste ma už nekontaktovali" (that you no longer contact me), Czech "abyste mě už
            # nekontaktovali", and "už mi nepíšte/neposielajte" in Slovak spelling
            r"aby ?ste (?:ma|mňa|mě|mne|nás) (?:už |viac |více |již |nikdy )?(?:nekontaktovali|nepísali"
            r"|nepsali|neposielali|neposílali|neobťažovali|neobtěžovali)",
            r"(?:už|viac) (?:mi |nám )?(?:nepíšte|neposielajte|neotravujte)|(?:nepíšte|neposielajte)"
            r"(?: mi| nám)? (?:už|viac|ďalšie|žiadne)",
            # Slovenian, Croatian, Serbian, Bosnian
            r"ne (?:pišite|piši) (?:mi|nam) (?:više|več|vise)|(?:mi|nam) (?:više|več) ne pišite",
            rf"ne kontaktirajte (?:me|nas)(?: više| već| več|{_DONE})|nemojte (?:me|nas) (?:više |već |več )"
            r"?kontaktirati"
            r"|(?:me|nas) (?:više|već|več) ne kontaktira\w*",
            r"(?:prestanite|prenehajte|nehajte)(?: mi| nam)? (?:slati|pisati|pošiljati|kontaktirati)",
            # Polish
            r"(?:do )?(?:mnie|nas) (?:więcej|już) nie (?:pisać|piszcie|wysyłać|przysyłać|kontaktować)",
            r"(?:mnie|nas) (?:więcej|już) nie (?:kontaktować|niepokoić|nękać)",
            rf"(?:mnie|nas) nie (?:kontaktować|niepokoić|nękać){_DONE}",
            rf"nie (?:kontaktujcie|kontaktuj|kontaktować) się ze mną(?: więcej| już|{_DONE})",
            r"ze mną (?:więcej|już) nie kontaktować",
            rf"ze mną nie kontaktować{_DONE}",
            r"(?:przestańcie|przestań|przestać) (?:do mnie |do nas |mi |nam )?(?:pisać|wysyłać|przysyłać)",
            r"nie wyrażam zgody na (?:dalszy )?(?:kontakt|otrzymywanie)",
            # Swedish, Danish, Norwegian
            r"hör inte av (?:er|dig) (?:igen|mer|längre)",
            r"skriv inte (?:till (?:mig|oss) )?(?:igen|mer|längre)",
            r"ikke (?:kontakt|skriv til) (?:meg|mig|oss|os) (?:igjen|igen|mer|mere)",
            r"(?:lad|la) (?:være|vær) (?:med )?(?:at|å) (?:kontakte|skrive til|sende|maile)"
            r" (?:mig|meg|os|oss)",
            # Finnish
            r"älkää (?:enää )?ottako (?:minuun|meihin) (?:enää )?yhteyttä|älä (?:enää )?ota (?:minuun|meihin)"
            r" (?:enää )?yhteyttä",
            # Lithuanian
            r"(?:man |mums )?daugiau (?:man |mums )?nerašy(?:ti|kite)|nebe(?:rašykite|rašyti)",
            r"(?:daugiau )?(?:manęs|mūsų) nekontaktuo(?:kite|ti)|nekontaktuokite (?:manęs|mūsų)",
            # Latvian
            r"(?:vairs )?nerakstiet (?:man|mums)|(?:vairs )?(?:man|mums) (?:vairs )?nerakstiet"
            r"|nekontaktējiet (?:mani|mūs)",
            # Estonian
            r"ärge (?:mulle |meile )?(?:enam )?(?:kirjutage|saatke)|ärge (?:enam )?võtke (?:minuga|meiega)"
            r" (?:enam )?ühendust",
        )
    )
)
