"""The sender's address taken off a file of deliveries or invoices, or swapped for another, never a removal
from our mail (the review of 2026-12-07, part 3: "Veuillez retirer mon adresse de votre fichier clients de
livraison et mettre celle de notre nouvel entrepôt"), in every rule language: "remove my address from your
delivery file and use our new warehouse's instead", "entfernen Sie meine Adresse aus Ihrer Lieferkartei und
tragen Sie die neue ein", "quiten mi dirección de su fichero de envíos y pongan la de nuestro nuevo almacén",
"togliete il mio indirizzo dall'elenco spedizioni e mettete quello nuovo", "haal mijn adres uit jullie
leveringsbestand en zet het nieuwe erin", "retirem o meu endereço do cadastro de entregas e coloquem o
novo". Pure data on fold()ed text, read by `removal_guards.other_things.address_swapped`: no removal.

The removal phrase names the sender's address (`ADDRESS_NAMED`, in the phrase, right before it in its
clause or right after it), and either the file it leaves is one of deliveries, shipping or invoices
(`NOT_MAIL_FILE`, in the few words after it: "fichier clients de livraison", "billing list",
"Lieferkartei"; the list's own name, never a billing word in a clause of its own: "from your mailing list as
I now only handle invoicing"), or the rest of its sentence puts another address in its place (`SWAPPED`: "et
mettre celle de", "and use the new one", "use my private address instead"). "Retirez mon adresse de votre
fichier" alone, or "de votre fichier clients", stays a removal, and so does a letter, the phone or a person
put in its place ("send me a letter instead", "mettez plutôt mon collègue en copie", "add my new colleague",
the fifth review of 2026-12-07). The other address may leave its noun out and name its kind, used instead or
from now on ("usen la personal en su lugar", "utilisez plutôt la perso", "use my personal one instead",
"write to me at my Gmail from now on"; the fifth review of 2026-12-07, part 2), never a phone or a person of
that kind ("use my private phone instead"). One of a kind kept, used or written to needs no "instead" (the
sixth review of 2026-12-07: "remove my private email ... and keep the work one", "mijn werkadres mag
blijven", "die dienstliche bleibt drin"), never one not kept ("and don't write to my work address either").
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.removal_ours import SENT_ON_TO
from sequencer.classify.intent_rules.removal_subscription import SENDER_ACTS

# the sender's (or the firm's) own address or e-mail named, its kind or age between in English, German and
# Dutch ("my work email", "meine alte Adresse", "mijn oude e-mailadres")
ADDRESS_NAMED = re.compile(
    r"\b(?:(?:my|our) (?:\w+ )?(?:e-?mail(?: address)?|address|contact details|inbox|gmail|hotmail|outlook"
    r"|yahoo)"
    r"|(?:meine|unsere) (?:\w+ )?[\w-]*adresse"
    r"|(?:mon|notre) (?:adresse|e-?mail|courriel)|(?:mi|nuestra|nuestro) (?:direccion|correo)"
    r"|(?:il mio|il nostro) (?:indirizzo|recapito)|(?:la mia|la nostra) (?:e-?mail|mail)"
    r"|(?:mijn|ons) (?:\w+ )?(?:e-?mail)?adres|(?:o )?(?:meu|nosso) (?:endereco|e-?mail))\b"
)
# ... named right after the removal phrase, or as where the mail goes (the thirteenth review of 2026-12-07:
# "Stop sending to my Gmail, use my work address instead", "Dejen de escribir a mi correo personal, usen el
# del trabajo")
ADDRESS_AFTER = re.compile(
    # ... the opening "Stop" reads its verb here ("Stop sending to my Gmail", `classifier._opening_removal`)
    r" (?:(?:sending|e-?mailing|mailing|writing|messaging)(?: (?:e-?mails|mails|messages))? )?"
    r"(?:(?:to|at|on|a|al|an|auf|naar|op|sur|para|em|no|na|in|sul) )?" + ADDRESS_NAMED.pattern[2:]
)
# a file of deliveries, shipping or invoices: the word inside the list's name or a few words after it; never
# the Spanish and Portuguese "envíos", the German "Versand" or the Italian "spedizione", which are mailings
# too ("da vossa lista de envios", "aus Ihrem Newsletter-Versand")
NOT_MAIL_FILE = re.compile(
    # the list's own name: no clause of its own between ("from your mailing list as I now only handle
    # invoicing", "car je ne gère plus que la facturation")
    r"(?:(?!\b(?:as|because|since|now|and|but|i|we|car|parce|puisque|comme|je|nous|et|mais|weil|denn|und"
    r"|aber|ich|wir|porque|ya|como|yo|pero|y|perche|poiche|io|ma|omdat|want|ik|wij|maar|pois|eu|mas|que|who"
    r"|which|qui)\b)[^.!?;:,]){0,40}?(?<!\w)(?:de |d'|des |of |for |di |per |van |voor |do |da |das |dos )?"
    r"(?:livraisons?|facturation|expeditions?|delivery|deliveries|shipping|shipment|billing|invoic\w*"
    r"|liefer\w*|rechnungs?\w*|facturacion|entregas?|consegn[ae]|fatturazione"
    r"|levering\w*|facturatie|faturamento|faturacao|cobranca)\b"
)
# the verb that puts another address in (after an "and" or a comma)
_PUT = (
    r"(?:put|add|use|enter|insert|replace|mettre|mettez|ajouter|ajoutez|remplacer|remplacez|utiliser|utilisez"
    r"|indiquer|indiquez|inscrire|inscrivez|tragen|eintragen|ersetzen|verwenden|nehmen|hinterlegen|nutzen"
    r"|pongan|ponga|pon|poner|anadan|anadir|usen|use|usar|utilicen|sustituir|sustituyan|mettete|mettere"
    r"|inserite|inserire|usate|usare|sostituite|sostituire|aggiungete|zet|voeg|gebruik|gebruiken|vervang"
    r"|coloquem|colocar|coloque|usem|adicionem|adicionar|substituam|substituir|usi|utilizzi|utilizzate"
    r"|(?:write|mail) (?:to )?me (?:at|on)|schreiben sie mir (?:an|auf|unter)|ecrivez-moi (?:a|sur)"
    r"|escribanme (?:a|al)|scrivetemi (?:a|al|sul)|mi scriva (?:a|al|sul)|mail me (?:op|via)"
    r"|escrevam-me (?:para|no))"
)
# ... and what it puts in: another address, a new one after its article, or "that of" someone ("celle de",
# "la de", "die des"); never "add me to nothing new"
_OTHER_ADDRESS = (
    r"(?:[\w.+-]+@[\w-]+\.[\w.]+|\b(?:celle|celui|that of|the one (?:of|for)|la de|el de|la del|el del"
    r"|quell[oa] d\w*|die (?:des|der|unser\w*|meine\w*)|die von|dat van|het (?:adres )?van|o de|a de|o do"
    r"|a do)\b|\b(?:the|our|my|a|an|la|le|notre|ma|mon|nuestra|nuestro|el|die|den|unser\w*|il|lo|quell[oa]"
    r"|het|de|ons|onze|o|nosso|nossa|um|uma)(?: \w+)? (?:new|nouvel|nouvelle|nouveau|nueva|nuevo|neue\w*"
    r"|nuova|nuovo|nieuwe?|nova|novo)\b"
    # ... never a new person added ("and add my new colleague, she's the one who wants it"), only their
    # address
    r"(?! (?:colleague|co-?worker|assistant|boss|manager|hire|employee|collegue|collaborat\w*|assistante?"
    r"|kolleg\w*|mitarbeiter\w*|chef\w*|colega|companer[oa]|jef[ae]|collega|capo|medewerker|baas"
    r"|colaborador\w*)\b(?!'s|s'| address| adresse|'s address)))"
)
# another address or e-mail named ("use my private address instead", "send it to ana@example.com instead")
_ADDRESS_WORD = (
    r"(?:[\w.+-]+@[\w-]+\.[\w.]+|\b(?:address|e-?mail|adresse|e-?mail-?adresse|courriel|direccion|correo"
    r"|indirizzo|recapito|mail|adres|e-?mailadres|endereco)\b)"
)
_INSTEAD = (
    r"\b(?:instead|stattdessen|a la place|plutot|en su lugar|en lugar|en vez|invece|in plaats daarvan"
    r"|em vez disso|no lugar)\b"
)
# ... or from now on
_FROM_NOW = (
    r"\b(?:from now on|going forward|ab sofort|ab jetzt|kunftig|zukunftig|desormais|dorenavant|a l'avenir"
    r"|a partir de ahora|de ahora en adelante|d'ora in poi|d'ora in avanti|voortaan|vanaf nu"
    r"|a partir de agora|daqui em diante|de agora em diante)\b"
)
# the same noun left out, its kind named: a private or personal one ("use my personal one instead",
# "usen la personal en su lugar", "utilisez plutôt la perso", "usi invece quello personale", "write to me
# at my Gmail from now on"); never a phone, a number or a person of that kind ("my private phone", "my
# personal assistant")
_NOT_ADDRESS = (
    r"(?:phone|number|line|mobile|cell|assistant|secretary|telefon\w*|handy|nummer|numero|ligne|portable"
    r"|assistante?|secretaire|telefono|movil|celular|cellulare|asistente|assistente|segretari[oa]"
    r"|secretari[oa]|telefoon|mobiel|secretaresse)\b"
)
_KIND_OF_ADDRESS = (
    r"\b(?:my|the|la|le|el|il|lo|quell[oa]|mia|mio|die|meine|de|het|mijn|o|a|meu|minha|mi|ma|mon|celle"
    rf"|celui)(?: (?!{_NOT_ADDRESS})\w+)? (?:personal|private|privat|privaten?|perso|personnelle|personnel"
    r"|privee?|privad[oa]|privat[oa]|particular|personale|personliche\w*|persoonlijke?|pessoal|home|gmail"
    rf"|gmx|hotmail|outlook|yahoo)\b(?: one\b)?(?! {_NOT_ADDRESS})"
)
# one of another kind kept, used or written to, with no "instead" needed: the kind named beside an address
# word, "one" or nothing after it ("keep the work one", "use the office one", "please write to my work
# address", "gebruik mijn zakelijke", "mijn werkadres mag blijven", "die dienstliche bleibt drin"; the sixth
# review of 2026-12-07), of either kind ("remove my work email and keep the private one"); never "use my
# personal judgement", nor one not kept ("and don't write to my work address either")
# ... an adjective, which may stand alone ("gebruik mijn zakelijke", "die dienstliche bleibt drin")
_KIND_ADJECTIVE = (
    r"(?:professional|dienstliche\w*|geschaftliche\w*|berufliche\w*|zakelijke?|pro|professionnelle?|laboral"
    r"|corporativ[oa]|aziendale|lavorativ[oa]|profissional|personal|private|privat|privaten?|perso"
    r"|personnelle|personnel|privee?|privad[oa]|privat[oa]|particular|personale|personliche\w*"
    r"|persoonlijke?|prive|pessoal)"
)
# ... a noun used as one, never alone ("keep the work one", "write to my office address"; "coming to the
# office" is a place)
_KIND_NOUN = r"(?:work|office|business|company|corporate|home|gmail|gmx|hotmail|outlook|yahoo|werk|kantoor)"
_DETERMINER = (
    r"(?:my|the|la|le|el|il|lo|quell[oa]|mia|mio|die|meine|de|het|mijn|o|a|meu|minha|mi|ma|mon|celle|celui)"
)
_ANY_KIND = (
    rf"\b(?:{_DETERMINER}(?: (?!{_NOT_ADDRESS})\w+)? (?:{_KIND_ADJECTIVE}\b(?= one\b| {_ADDRESS_WORD}"
    r"|\s*(?:[,.;!?]|$)| \w+ (?:drin|blijven|bestehen|stehen)\b| (?:bleibt|blijft|mag|kan|can|stays|reste"
    rf"|peut|resta|puo|fica|pode|se queda|puede)\b)|{_KIND_NOUN}(?= one\b| {_ADDRESS_WORD}))"
    # ... the one of work, where the language says so ("celle du travail", "el del trabajo", "quello di
    # lavoro", "o do trabalho")
    r"|(?:celle|celui|el|la|quell[oa]|o|a) (?:du|del|di|do|de) (?:travail|trabajo|lavoro|trabalho|bureau"
    r"|oficina|ufficio|escritorio)\b"
    # ... or one word with its address (Dutch, German: "mijn werkadres", "meine Büroadresse")
    r"|(?:mijn|het|ons|onze|meine|die|unsere) (?:werk|zakelijk|kantoor|prive|prive-|buro|arbeits|dienst"
    r"|firmen|geschafts|privat)(?:e-?mail-?)?(?:adres|adresse)\b)"
)
_KEEP = (
    r"(?:keep|retain|leave|behalten|behaltet|lassen|houd|houden|laat|bewaar|gardez|garder|conservez|conserver"
    r"|mantengan|mantener|conserven|dejen|mantenete|tenete|conservate|lasciate|mantenham|manter|conservem"
    r"|deixem|write to|mail to|e-?mail to|schreiben sie (?:mir )?an|schreibt (?:mir )?an|schrijf (?:me )?naar"
    r"|mail (?:me )?naar|ecrivez(?:-moi)? (?:a|sur)|escriban(?:me)? a|scrivete(?:mi)? (?:a|al|sul)"
    r"|escrevam(?:-me)? para)"
)
_NO_NEGATION = r"(?:(?!\b(?:not|never|nor|don't|nicht|kein\w*|niet|geen|pas|non|nao|no|ni|ne|n')\b)[^.!?;])"
_STAYS = (
    r"(?:(?:mag|kan|darf|can|may|peut|puede|puo|pode) )?(?:blijven|bleiben|stay|rester|quedarse|restare"
    r"|ficar)|bleibt|blijft|stays|reste|se queda|resta|fica"
)
_OTHER_KEPT = (
    rf"(?<!n't )(?<!not )(?<!never )(?<!nicht )(?<!niet )(?<!n')\b(?:{_KEEP}|{_PUT})\b{_NO_NEGATION}{{0,40}}?"
    rf"{_ANY_KIND}(?! (?:\w+ )?(?:out|off|away|raus|weg|uit|fuera|fuori|fora|hors)\b)"
    rf"|{_ANY_KIND}{_NO_NEGATION}{{0,20}}?\b(?:{_STAYS})\b(?! (?:nicht|niet|not|pas|no|non|nao)\b)"
)
# the rest of the removal's sentence puts another address in its place, or says "instead" of another address;
# an "instead" of a letter, the phone or a colleague is no swap of this address ("send me a letter instead",
# "use the phone instead", "mettez plutôt mon collègue en copie")
SWAPPED = re.compile(
    rf"[^.!?;]*?(?:\b{_PUT}\b[^.!?;]{{0,40}}?{_OTHER_ADDRESS}|{_ADDRESS_WORD}[^.!?;]*?{_INSTEAD}"
    rf"|{_INSTEAD}[^.!?;]*?{_ADDRESS_WORD})"
    # ... or, the next clause of its sentence, one of another kind used instead or from now on
    rf"|(?=[^.!?]*?(?:{_INSTEAD}|{_FROM_NOW}))[^.!?]*?\b{_PUT}\b[^.!?;]{{0,40}}?{_KIND_OF_ADDRESS}"
    # ... or one of a kind kept, used or written to in the rest of its sentence
    rf"|[^.!?]*?(?:{_OTHER_KEPT})"
)
# ... or the same mail sent on to someone else in the rest of the removal's sentence
# (`removal_ours.SENT_ON_TO`: "Please remove this address and send it to my colleague at m.braun@... instead",
# "Please stop emailing me and switch them to my colleague Anna"; the tenth review of 2026-12-07), read up to
# a threat or the sender's own act (`removal_subscription.SENDER_ACTS`: "or I'll forward them to the
# authority"): a re-route, the prospect handed on, never a person only copied in or added ("mettez plutôt mon
# collègue en copie", "add my new colleague")
RECIPIENT_SWAPPED = re.compile(rf"(?:(?!{SENDER_ACTS})(?:[^.;!?\n]|\.(?=\w)))*?{SENT_ON_TO}")
