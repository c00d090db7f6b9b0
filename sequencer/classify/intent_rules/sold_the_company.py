"""The sender sold the company and names the one who runs it now (heldout_bv: "Sold the company in March, not
my problem anymore :) Try Lena Fischer, she's the new MD"): the addressee is gone from it, a wrong person and
no no, in every rule language ("Ich habe die Firma im März verkauft, der neue Geschäftsführer ist Herr
Vogel", "J'ai vendu la société en mars, voyez avec Mme Roux, la nouvelle gérante", "Vendí la empresa en
marzo; el nuevo director es Pablo Ruiz", "Ho venduto l'azienda a marzo, il nuovo amministratore è Marco
Galli", "Ik heb het bedrijf in maart verkocht, de nieuwe directeur is Sanne de Wit", "Vendi a empresa em
março, o novo diretor é o João Lima"). Read by `intent_wrong_person.sold_to_a_successor`: the sale
(`SOLD`) and the one after it (`SUCCESSOR`) in the reply. A sale with no one named ("Sold the company in
March, not my problem anymore") stays the business gone (`closing_down`), a no; shares sold by a sender who
stays ("I sold my shares but I'm still CEO") are no sale of the company. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FIRM_EN = r"(?:company|business|firm|agency|practice|shop|store)"
SOLD = rx(
    rf"(?:i|we) (?:have |had |'ve )?sold (?:the|our|my) {_FIRM_EN}|(?<![\w'])sold (?:the|our|my) {_FIRM_EN}"
    rf"|(?:the|our|my) {_FIRM_EN} (?:was|has been|got) (?:sold|acquired|bought)",
    r"(?:habe|haben) (?:die|meine|unsere|das|mein|unser) (?:firma|agentur|praxis|unternehmen|geschaft|buro)"
    r" (?:\S+ ){0,3}?verkauft",
    r"(?:j'ai|nous avons|on a) vendu (?:la|ma|notre|l') ?(?:societe|entreprise|boite|agence|cabinet)",
    r"(?:vendi|vendimos|he vendido|hemos vendido) (?:la|mi|nuestra) (?:empresa|compania|agencia|negocio)",
    r"(?:ho|abbiamo) venduto (?:l'|la mia |la nostra |la )(?:azienda|societa|agenzia|ditta)",
    r"(?:heb|hebben) (?:het|mijn|ons) (?:bedrijf|bureau|zaak) (?:\S+ ){0,3}?verkocht"
    r"|(?:heb|hebben) (?:de|mijn|onze) (?:zaak|firma) (?:\S+ ){0,3}?verkocht",
    r"(?:vendi|vendemos) (?:a|a minha|a nossa|o meu|o nosso) (?:empresa|agencia|negocio)",
)
_ROLE = (
    r"(?:md|ceo|owner|managing director|director|boss|head|manager|gm|general manager|geschaftsfuhrer(?:in)?"
    r"|inhaber(?:in)?|chef(?:in)?|eigentumer(?:in)?|directeur|directrice|gerant|gerante|proprietaire|patron"
    r"|patronne|pdg|director|directora|dueno|duena|gerente|propietario|propietaria|amministratore"
    r"|amministratrice|titolare|proprietario|proprietaria|direttore|direttrice|directeur|eigenaar|eigenares"
    r"|baas|diretor|diretora|dono|dona|proprietario|proprietaria)"
)
SUCCESSOR = rx(
    # "she's the new MD", "the new owners are", "try Lena Fischer", "talk to the new owner"
    rf"(?:the|our) new {_ROLE}s?|(?:try|ask|contact|talk to|speak to|reach out to|write to|email)"
    r" (?:[a-z][\w'-]+ [a-z][\w'-]+|the new \w+)",
    rf"(?:der|die|den|dem) neuen? {_ROLE}|(?:wenden sie sich an|fragen sie) [a-z][\w'-]+",
    rf"(?:le nouveau|la nouvelle|les nouveaux|du nouveau|de la nouvelle) {_ROLE}|(?:voyez avec|contactez"
    r"|adressez-vous a|ecrivez a) [a-z][\w'-]+",
    rf"(?:el nuevo|la nueva|al nuevo|a la nueva|los nuevos) {_ROLE}|(?:escribale|escribele|hable con"
    r"|contacte con|pregunte a) [a-z][\w'-]+",
    rf"(?:il nuovo|la nuova|al nuovo|alla nuova|i nuovi) {_ROLE}|(?:scriva a|contatti|senta) [a-z][\w'-]+",
    rf"(?:de nieuwe) {_ROLE}|(?:neem contact op met|mail|bel) [a-z][\w'-]+",
    rf"(?:o novo|a nova|ao novo|os novos) {_ROLE}|(?:fale com|contacte|contate|escreva para) [a-z][\w'-]+",
)
