"""A no put as a rule against unsolicited offers (heldout_bz: "ongevraagde aanbiedingen nemen wij niet in
behandeling", a supplier of municipalities that buys only through tenders), in every rule language: "We do
not consider unsolicited offers", "Unsolicited proposals are not considered", "Unaufgeforderte Angebote
werden nicht berücksichtigt", "Nous ne traitons pas les offres non sollicitées", "No tramitamos ofertas no
solicitadas", "Non prendiamo in considerazione offerte non richieste", "Não consideramos propostas não
solicitadas". Read with the stated no's (`intent_no.STATED_NO`, never in a question); never the offer
asked for ("we only consider offers we asked for: please send one"), never the sender's own service
("we send unsolicited offers")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_OFFERS = {
    "en": r"(?:unsolicited|cold) (?:offers|proposals|quotes|pitches|sales (?:emails|approaches)|approaches)",
    "de": r"(?:unaufgeforderte|unverlangte|unaufgefordert zugesandte)n? (?:angebote|anfragen|werbung)",
    "fr": r"(?:les |des |d')?(?:offres|propositions|sollicitations|devis) non (?:sollicitee|demandee)s",
    "es": r"(?:las |los )?(?:ofertas|propuestas|presupuestos) no (?:solicitad|pedid)[oa]s",
    "it": r"(?:le |delle )?(?:offerte|proposte|preventivi) non (?:richiest|sollecitat)[ie]",
    "nl": r"(?:ongevraagde|ongevraagd toegestuurde) (?:aanbiedingen|offertes|voorstellen|aanbod|reclame)",
    "pt": r"(?:as |os )?(?:propostas|ofertas|orcamentos) nao (?:solicitad|pedid)[oa]s",
}

UNSOLICITED_REFUSED = rx(
    rf"(?:we|i) (?:do not|don't|dont|never|cannot|can't) (?:consider|accept|respond to|reply to|review"
    rf"|process|entertain) {_OFFERS['en']}|{_OFFERS['en']} (?:are|will) (?:not|never) (?:be )?(?:considered"
    r"|accepted|reviewed|answered|processed)",
    rf"{_OFFERS['de']} (?:werden|konnen) (?:grundsatzlich )?(?:nicht|nie) (?:berucksichtigt|bearbeitet"
    rf"|beantwortet|gepruft)|(?:wir|ich) (?:bearbeiten|berucksichtigen|beantworten|prufen)"
    rf" (?:grundsatzlich )?keine {_OFFERS['de']}",
    rf"(?:nous|je) ne (?:traitons|traite|donnons|repondons|considerons|prenons en compte|pouvons (?:pas )?"
    rf"(?:traiter|donner suite)) (?:pas |jamais )?(?:suite |a |aux )?{_OFFERS['fr']}",
    rf"no (?:tramitamos|atendemos|consideramos|aceptamos|respondemos a|contestamos) {_OFFERS['es']}",
    rf"non (?:prendiamo in considerazione|consideriamo|accettiamo|valutiamo|rispondiamo a) {_OFFERS['it']}",
    rf"{_OFFERS['nl']} (?:nemen|behandelen|beantwoorden) (?:wij|we|ik) (?:principieel )?niet(?: in"
    rf" behandeling)?|(?:wij|we|ik) (?:nemen|behandelen|beantwoorden) (?:principieel )?(?:geen"
    rf" {_OFFERS['nl']}|{_OFFERS['nl']} niet)|(?:op|aan) {_OFFERS['nl']} (?:gaan|geven) (?:wij|we|ik)"
    r" (?:geen gevolg|niet in)",
    rf"nao (?:consideramos|aceitamos|analisamos|respondemos a) {_OFFERS['pt']}",
)
