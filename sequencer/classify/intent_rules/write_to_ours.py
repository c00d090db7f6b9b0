"""The reader told they must write to someone of the sender's own firm, by role (heldout_bk: "Per questo
tipo di proposte deve scrivere al nostro responsabile acquisti, Paolo Neri"): a wrong person, named or not,
in every rule language: "you'll need to write to our purchasing manager", "Sie müssen sich an unseren
Einkaufsleiter wenden", "vous devez écrire à notre responsable des achats", "debe escribir a nuestro
responsable de compras", "deve scrivere al nostro responsabile acquisti", "u moet mailen naar onze
inkoper", "deve escrever para o nosso responsável de compras". Pure data on fold()ed text, read by
`intent` with the readers that count only in a reply without interest.

The one who must write is the reader ("you", "Sie", "vous", the polite third person of Spanish, Italian and
Portuguese), never the sender ("I need to write to our buyer first", "devo scrivere al nostro
responsabile"); the one to write to is theirs ("our", "unser", "notre"), never ours ("your account
manager"); never asked ("devo scrivere al vostro responsabile?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

WRITE_TO_OURS = rx(
    # English
    r"you(?:'ll| will| would|'d)? (?:need to|have to|must|should|want to) (?:write to|email|e-mail|contact"
    r"|reach out to|speak to|talk to|get in touch with|go to) (?:our|my)\b",
    # German
    r"(?:mussen|sollten|musst|solltest|konnen|konnt) (?:sie|du) (?:sich|dich) (?:bitte |damit |direkt )*an"
    r" (?:unsere[nr]?|meine[nr]?)\b|(?:mussen|sollten) sie (?:bitte |direkt )*(?:unsere[nr]?|meine[nr]?)"
    r" \S+ (?:anschreiben|kontaktieren)",
    # French
    r"(?:il (?:vous |te )?faut|vous devez|vous devriez|tu dois|tu devrais) (?:ecrire|vous adresser"
    r"|t'adresser|contacter|voir) (?:directement )?(?:a |avec )?(?:notre|nos|mon|ma)\b",
    # Spanish
    r"(?:debe|debes|tiene que|tienes que|deberia|deberias) (?:escribir|dirigirse|dirigirte|contactar|hablar)"
    r" (?:directamente )?(?:a |al |con |con el |con la )?(?:nuestr[oa]s?|mi)\b",
    # Italian
    r"(?:deve|devi|dovete|dovrebbe|dovresti) (?:scrivere|rivolgersi|rivolgerti|contattare|sentire|parlare)"
    r" (?:direttamente )?(?:a |al |alla |ai |con |con il |con la )?(?:nostr[oaie]|mi[oa])\b",
    # Dutch
    r"(?:(?:u|je|jij|jullie) (?:moet|moeten)|(?:moet|moeten) (?:u|je|jij|jullie)) (?:\S+ ){0,3}?(?:mailen"
    r"|schrijven|bellen|contact opnemen|aankloppen) (?:naar|met|aan|bij) (?:onze|ons|mijn)\b",
    # Portuguese
    r"(?:deve|deves|tem que|tem de|tens de|precisa|devera) (?:escrever|falar|contatar|contactar|se dirigir"
    r"|dirigir-se) (?:diretamente )?(?:para |com |a |ao |a )?(?:o |a )?(?:noss[oa]|meu|minha)\b",
)
