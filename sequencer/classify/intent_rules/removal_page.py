"""Me or my address taken off a page or a document, never off our mail (review of 2026-12-06, seventh):
"Please remove my address from your website", "take me off the team page on your site", "remove my email from
the invoice", "Veuillez retirer mon adresse de votre site web", "Quiten mi dirección de su página web",
"Togliete il mio indirizzo dal vostro sito", "Bitte entfernen Sie meine Adresse von Ihrer Website", "Haal mijn
adres van jullie website", "Retirem o meu endereço do vosso site". Pure data on fold()ed text, read by
`removal_guards.other_things.off_a_page`: the page or document named after the removal phrase in its sentence,
and no list or mailing named there ("remove me from your mailing list and your website" stays a removal)."""

from __future__ import annotations

import re

_FROM = r"(?:from|off|de|du|des|d'|von|vom|aus|van|dal|dalla|dallo|dai|dagli|do|da|dos|del|de la)"
_PAGES = (
    r"(?:web ?site|site|web ?page|page|home ?page|profile|invoices?|slides?|slide deck|deck"
    r"|case stud(?:y|ies)|testimonials?|article|brochure"
    r"|sitio(?: web)?|pagina(?: web)?|web|factura|perfil|folleto"
    r"|site (?:web|internet)|facture|plaquette"
    r"|webseite|internetseite|homepage|rechnung|broschure|referenzen"
    r"|sito(?: web| internet)?|fattura|profilo|brochure"
    r"|factuur|brochure"
    r"|fatura|pagina|folheto)"
)
# the page named a few words after the removal phrase, in its clause: "from your website", "de su página web",
# "dal vostro sito", "von Ihrer Website", "van jullie website", "do vosso site", "off the team page on your
# site"; never a page named after a comma ("Cancellatemi, dal sito non ci riesco": the reason the reply asks
# us) nor a blog, whose posts are mail (review of 2026-12-06, thirteenth)
PAGE_AFTER = re.compile(rf"^(?: [^\s,;:]+){{0,4}}? {_FROM} ?(?:[^\s,;:]+ ){{0,2}}?{_PAGES}\b")
