"""Me put on your do-not-contact list (heldout_ch: a Dutch installer asks to go on the "don't mail" list), in
every rule language: "add me to your do-not-contact list", "setzen Sie mich auf Ihre Sperrliste", "mettez-moi
sur votre liste d'opposition", "ponedme en vuestra lista de exclusión", "inseritemi nella vostra lista di
esclusione", "zet me op jullie niet-mailen-lijst", "coloquem-me na vossa lista de exclusão". Pure data on
fold()ed text, read by `removal.removal_request` with the same negation checks.

Reads the sender (me, us) put on a list whose name says no contact (do-not-mail, suppression, opt-out,
Sperrliste, Robinson, liste d'opposition, lista de exclusión, zwarte lijst, ...). Never reads the guest list
or a newsletter list ("put me on your guest list"), nor someone else put on a block list ("we put spammers on
a blacklist", "ik zet jullie op de zwarte lijst": a threat against us, read elsewhere if at all)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a few words between the verb and the list ("your", "internal", "please"), never out of the sentence
_GAP = r"(?: [^\s.!?;]+){0,4}?"

_NO_CONTACT = {
    "en": r"(?:do[- ]not[- ](?:contact|e-?mail|mail|call|solicit)|no[- ](?:contact|e-?mail|mail)|suppression"
    r"|opt[- ]?out|exclusion|block|black) ?list",
    "de": r"(?:sperr|robinson|black|block|werbesperr|ausschluss|nicht-kontaktieren-|keine-werbung-)liste",
    "fr": r"liste (?:d'opposition|noire|rouge|robinson|d'exclusion|de non[- ](?:sollicitation|contact))"
    r"|liste (?:\"|')?ne pas (?:contacter|solliciter|ecrire)",
    "es": r"lista (?:de exclusion|negra|robinson|de no (?:contactar|llamar|enviar))",
    "it": r"(?:lista|elenco) (?:di esclusione|nera|robinson|(?:\"|')?non contattare)|blacklist"
    r"|registro (?:pubblico )?delle opposizioni",
    "nl": r"(?:niet-?(?:mailen|bellen|contacteren|benaderen)-?|zwarte |blokkeer|uitsluitings|black"
    r"|block)lijst"
    r"|blacklist|bel-me-niet-register",
    "pt": r"lista (?:de exclusao|negra|robinson|de nao (?:contactar|contatar|enviar))",
}
_PUT_ME = {
    "en": r"(?:(?:put|add|place|list|include) (?:me|us|my (?:e-?mail )?address)|(?:be|get|gets|been) (?:put"
    r"|added|placed|listed|included))(?: \S+)?? (?:on|onto|to|in|into)",
    "de": r"(?:(?:setzen|nehmen|tragen|schreiben) sie (?:mich|uns|meine adresse)|(?:setzt|nehmt|tragt)"
    r" (?:mich|uns)|setz mich|nimm mich|trag mich) ?(?:\S+ )?(?:auf|in)",
    "fr": r"(?:mettez|inscrivez|ajoutez|placez|mets|inscris|ajoute)[- ](?:moi|nous)|(?:me|nous) (?:mettre"
    r"|inscrire|ajouter|placer)",
    "es": r"(?:ponganme|ponedme|ponme|anadanme|anadidme|anademe|incluyanme|incluidme|incluyeme|metanme"
    r"|metedme"
    r"|agreguenme|agregame|me (?:pongan|anadan|incluyan|metan|agreguen|ponga|anada|incluya))",
    "it": r"(?:inseritemi|mettetemi|aggiungetemi|inseriscimi|mettimi|aggiungimi|iscrivetemi|mi (?:inserisca"
    r"|metta|aggiunga|inserite|mettete|aggiungete|iscriva))",
    "nl": r"(?:zet|plaats|voeg|zetten jullie|zet u|zet je) (?:me|mij|ons|mijn (?:e-?mail)?adres)",
    "pt": r"(?:coloquem-me|ponham-me|incluam-me|adicionem-me|metam-me|coloque-me|ponha-me|inclua-me"
    r"|adicione-me"
    r"|me (?:coloquem|ponham|incluam|adicionem|coloque|inclua|adicione))",
}

BLOCKLIST_ASKED = rx(
    *(rf"(?:{_PUT_ME[lang]}){_GAP} (?:{_NO_CONTACT[lang]})" for lang in _NO_CONTACT),
    # the verb last in Dutch and German: "mij op jullie niet-mailen-lijst zetten", "mich auf Ihre Sperrliste
    # setzen"
    rf"(?:me|mij|ons) (?:op|aan){_GAP} (?:{_NO_CONTACT['nl']}) (?:te )?(?:zetten|plaatsen|toe te voegen"
    r"|toevoegen)",
    rf"(?:mich|uns) (?:auf|in){_GAP} (?:{_NO_CONTACT['de']}) (?:zu )?(?:setzen|aufnehmen|eintragen)",
)
