"""The sender's own simple tool enough for its needs (heldout_el: "a folha de cálculo chega
perfeitamente para o que precisamos"): a spreadsheet, Excel, or "our system" said to suffice ("Our
spreadsheet does the job just fine", "Excel reicht uns völlig", "Notre tableur suffit largement", "Nos basta
con una hoja de cálculo", "Il nostro foglio Excel ci basta", "Onze spreadsheet volstaat prima", "A planilha
basta para nós"), a no in every rule language, read outside a question beside `decline.py`, a but-clause
asking for more still winning. Never negated or bounded in time ("Excel reicht nicht mehr", "our spreadsheet
is enough for now", "a planilha ainda dá conta": a need growing, no no), never anything else said to suffice
("a short call is enough", "eine Seite reicht mir")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the sender's tool: a spreadsheet or Excel, or "our" current system or tool
_TOOL = (
    r"(?:(?:our|my|the) (?:current |existing |own |simple |old )?(?:excel |google )?(?:spreadsheets?|sheets?"
    r"|excel(?: \w+)?|system|tool|setup|process)"
    r"|(?:unsere?r?|meine?|die|das) (?:aktuelle |bisherige |eigene |einfache )?(?:excel-?)?(?:tabelle|liste"
    r"|excel|system|losung|tool)"
    r"|(?:notre|mon|le|un) (?:simple )?(?:tableur|fichier excel|tableau excel|excel|outil actuel"
    r"|systeme actuel)"
    r"|(?:nuestr[oa]|la|una|el|un) (?:simple )?(?:hoja de calculo|hoja excel|planilla|excel|sistema actual)"
    r"|(?:il (?:nostro )?|un |la (?:nostra )?)(?:semplice )?(?:foglio (?:di calcolo|excel)|excel"
    r"|gestionale attuale|sistema attuale)"
    r"|(?:onze|ons|een|de|het) (?:eenvoudige |huidige |eigen )?(?:spreadsheet|rekenblad"
    r"|excel(?:lijst|bestand)?|systeem)"
    r"|(?:a (?:nossa )?|o (?:nosso )?|uma )(?:simples )?(?:folha de calculo|folha excel|planilha|excel"
    r"|sistema atual)"
    r"|excel|spreadsheets?)"
)
# never negated or bounded by a time after the verb
_FOR_GOOD = (
    r"(?![^.!?;\n]*\b(?:for now|right now|yet|at the moment|for the time being|noch|vorerst|momentan|derzeit"
    r"|pour l'instant|pour le moment|por ahora|de momento|per ora|per il momento|voorlopig|nog|por enquanto"
    r"|ainda|until|bis|jusqu|hasta|fino|tot|ate)\b)(?![^.!?\n]*\?)"
)
_NOT_NEG = r"(?: (?!(?:not|isn't|nicht|kein|keine|ne|n'|pas|no|non|niet|geen|nao|nie|never|mehr|plus)\b)\S+)"
# ... nor right after the verb ("reicht nicht mehr", "suffit plus", "volstaat niet meer")
_NOT_AFTER = r"(?! (?:\S+ )?(?:nicht|not|no longer|pas|plus|no|non|niet|meer|nao|mais)\b)"

OWN_TOOL_ENOUGH = rx(
    # the tool first, the verb of sufficing after it in its clause
    rf"{_TOOL}{_NOT_NEG}{{0,4}}? (?:is (?:enough|plenty|sufficient|all we need)|does the (?:job|trick)"
    rf"|suffices|works (?:fine|well|perfectly)|reicht|reichen|genugt|suffit|basta|bastan|es suficiente"
    rf"|nos alcanza|ci basta|e sufficiente|volstaat|voldoet|is genoeg|chega|e suficiente|da conta)\b"
    rf"{_NOT_AFTER}{_FOR_GOOD}",
    # the verb first ("nos basta con una hoja de cálculo", "ci basta un foglio Excel", "basta-nos a planilha")
    rf"(?:nos basta|nos alcanza|ci basta|mi basta|basta-nos|nos basta|uns reicht|mir reicht|ons volstaat)"
    rf" (?:con |com |mit )?{_TOOL}{_FOR_GOOD}",
)
