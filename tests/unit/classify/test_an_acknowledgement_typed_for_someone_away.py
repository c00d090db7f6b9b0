"""An acknowledgement typed by a person for someone away is a reply with nothing to act on, never an automatic
acknowledgement, in every rule language ("Your email of 3 March has been received and will be brought to Mr
Harrow's attention upon his return", `acknowledged_by_hand.SHOWN_ON_RETURN`); the writer's own return, a
mark of a machine beside it and a ticket acknowledgement stay automatic (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Dear Mr Lee, Your email of 3 March has been received and will be brought to Mr Harrow's attention"
        " upon his return to the office.",
        "Ihre E-Mail ist eingegangen; ich lege sie Herrn Berger nach seiner Rückkehr vor.",
        "Votre courriel a bien été reçu, je le transmettrai à M. Durand à son retour.",
        "Su correo ha sido recibido y se lo haré llegar al Sr. Ruiz a su regreso.",
        "La Sua e-mail è stata ricevuta e sarà sottoposta all'attenzione del dott. Bianchi al suo rientro.",
        "Uw e-mail is in goede orde ontvangen en wordt bij terugkomst aan de heer Jansen voorgelegd.",
        "O seu e-mail foi recebido e será apresentado ao Dr. Sousa no seu regresso.",
    ],
)
def test_a_typed_acknowledgement_for_someone_away_is_a_reply(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Your email has been received and will be answered on my return.",
        "This is an automated message: your email has been received and will be brought to Mr Harrow's"
        " attention upon his return.",
        "Your request #4821 has been received. Ticket created.",
        "We have received your message and will respond within 2 business days.",
    ],
)
def test_an_acknowledgement_without_someone_away_or_with_a_machine_stays_automatic(text):
    assert rule_intent(text) == "auto_reply"
