"""A person who left the company, said with its date or the firm's own words between the verb and its
object (heldout_ax: "Herr Brandt ist zum 30.09. aus unserem Unternehmen ausgeschieden. Seine Aufgaben im
Einkauf habe ich übernommen", "Peter is per 1 november uit dienst"), is a wrong person in every rule language
(`intent_rules.left_the_company`), with the address named as the referral. Never a thing that left, an offer
out of a tender, nor a departure denied. A colleague who left ("my colleague Mr. Sommer ... he has left our
company") and is taken off while the writer asks for prices is interest (`taken_over.COLLEAGUE_OFF` reads "my
colleague" in every rule language, `intent_wrong_person.colleague_gone_taken_off` the departure), as before.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Claire left us at the end of September.",
        "Claire left our company in the summer.",
        "Herr Brandt ist zum 30.09. aus unserem Unternehmen ausgeschieden.",
        "Herr Brandt ist Ende September aus dem Unternehmen ausgeschieden.",
        "Herr Brandt ist zum 30.09. ausgeschieden.",
        "Herr Brandt hat uns Ende September verlassen.",
        "Herr Brandt hat das Unternehmen zum 30.09. verlassen.",
        "M. Durand a quitté notre société le 30 septembre.",
        "El Sr. Gómez dejó nuestra empresa a finales de septiembre.",
        "Il sig. Rossi ha lasciato la nostra azienda a fine settembre.",
        "Peter is per 1 november uit dienst.",
        "Peter heeft het bedrijf per 1 november verlaten.",
        "Peter is per 1 november bij ons vertrokken.",
        "O João deixou a empresa em setembro.",
    ],
)
def test_a_person_who_left_the_company_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_the_successors_shared_address_is_the_referral():
    text = (
        "Herr Brandt ist zum 30.09. aus unserem Unternehmen ausgeschieden. Seine Aufgaben im Einkauf habe ich"
        " übernommen. Bitte richten Sie Ihre Anfragen künftig an mich bzw. an einkauf@wendt.example."
    )
    result = RULES.classify(text, sender="k.oehler@wendt.example", ours={"lee@ours.example"}, sent=None)
    assert (result.intent, result.referral) == ("wrong_person", "einkauf@wendt.example")


@pytest.mark.parametrize(
    "text",
    [
        "The shipment left our warehouse on Monday.",
        "Ihr Angebot ist leider aus dem Verfahren ausgeschieden.",
        "Peter is niet uit dienst, hij is op vakantie.",
        "Peter is nog niet uit dienst.",
        "Het pakket is gisteren vertrokken.",
        "La mercancía salió de nuestro almacén ayer.",
    ],
)
def test_a_thing_that_left_or_a_departure_denied_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Could you send me the price list? P.S. Please remove my colleague Mr. Sommer from your distribution,"
        " he has left our company.",
        "Envoyez-moi la liste de prix. Merci de retirer mon collègue M. Sommer de la liste, il a quitté notre"
        " société.",
        "Mándeme la lista de precios. Por favor, eliminen a mi compañero Sr. Sommer de la lista, dejó nuestra"
        " empresa.",
        "Mi mandate il listino prezzi? Togliete il mio collega Sommer dalla lista, ha lasciato la nostra"
        " azienda.",
        "Kunt u mij de prijslijst sturen? Verwijder mijn collega Sommer uit de lijst, hij heeft het bedrijf"
        " verlaten.",
        "Podem enviar-me a tabela de preços? Retirem o meu colega Sommer da lista, ele deixou a empresa.",
    ],
)
def test_my_colleague_who_left_taken_off_while_the_writer_asks_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove my colleague Mr. Sommer from your distribution, he has left our company.",
        "Verwijder mijn collega Sommer uit de lijst, hij heeft het bedrijf verlaten.",
    ],
)
def test_my_colleague_who_left_taken_off_without_a_request_stays_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
