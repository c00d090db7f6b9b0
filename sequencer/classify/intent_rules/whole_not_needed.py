"""Not the whole offer needed, only a part of it: "on n'a pas besoin de la totale, juste la facturation"
(heldout_cm: a contractor asking prices for three users), "we don't need the whole thing, just invoicing",
"wir brauchen nicht alles, nur die Rechnungen", "no necesitamos todo, solo la facturación", "non ci serve
tutto, solo la fatturazione", "we hebben niet alles nodig, alleen de facturatie", "não precisamos de tudo,
só a faturação". The "no need" is of the rest, no "no" to the offer (read by `intent_no.not_interested`).

Pure data on fold()ed text. Only with the "just" or "only" of the part kept right after it: "we don't need
all that" and "pas besoin de tout ça" stay a no."""

from __future__ import annotations

import re

_ONLY = (
    r",?\s*(?:-\s*)?(?:just|only|juste|seulement|uniquement|nur|lediglich|solo|solamente|soltanto|alleen"
    r"|enkel|so|apenas|somente)\b"
)

WHOLE_NOT_NEEDED = re.compile(
    r"(?:(?:don't|do not|dont|won't|will not) (?:really )?need (?:the whole (?:\w+ )?(?:thing|suite|package"
    r"|platform|system|product)|everything|all of it|the full (?:\w+ )?(?:suite|package|version|platform"
    r"|thing|product))"
    r"|(?:pas|plus) besoin (?:de|d') ?(?:la totale|tout|l'ensemble|toute la (?:suite|panoplie|gamme)"
    r"|tous les modules|la version complete)"
    r"|brauch\w* (?:\w+ )?nicht (?:alles|das ganze (?:paket|programm|system)|den ganzen \w+|alle module)"
    r"|no necesit\w* (?:todo|el paquete completo|toda la (?:suite|plataforma)|todos los modulos)"
    r"|non (?:ci|mi) serv\w* (?:tutto|il pacchetto completo|tutti i moduli)|non (?:abbiamo|ho) bisogno di"
    r" tutto"
    r"|(?:hebben|heb) (?:\w+ )?niet (?:alles|het hele pakket) nodig"
    r"|nao precis\w* (?:de )?(?:tudo|o pacote completo|todos os modulos))" + _ONLY
)
