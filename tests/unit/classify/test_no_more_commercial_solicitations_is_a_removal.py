"""No more commercial solicitations asked for, often by an assistant on the boss's behalf ("de la part de M.
Delorme, ... ne plus lui adresser de sollicitations commerciales"), is a removal in every rule language,
whoever it is asked for (`removal_solicitations.NO_MORE_SOLICITATIONS`, heldout_bv); a policy about
solicitations, a count of them or a report of them asks no stop.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Je me permets de vous écrire de la part de M. Delorme, qui vous demande de bien vouloir ne plus lui "
        "adresser de sollicitations commerciales.",
        "Merci de ne plus nous faire parvenir de sollicitations commerciales.",
        "Je vous prie de ne plus lui adresser de propositions commerciales.",
        "Please send no more commercial solicitations to Mr Delorme.",
        "On behalf of our CEO: no more sales approaches, please.",
        "Bitte senden Sie Herrn Delorme keine Werbeangebote mehr.",
        "Im Auftrag von Herrn Delorme bitte ich Sie, ihm keine Verkaufsangebote mehr zuzusenden.",
        "Bitte keine weiteren kommerziellen Anfragen an Herrn Delorme.",
        "En nombre del Sr. Delorme, le pido que no le dirija más solicitudes comerciales.",
        "Le ruego que no le envíe más propuestas comerciales al Sr. Delorme.",
        "Per conto del dott. Delorme le chiedo di non inviargli più sollecitazioni commerciali.",
        "Namens de heer Delorme verzoek ik u hem geen commerciële benaderingen meer te sturen.",
        "Graag geen commerciële aanbiedingen meer aan de heer Delorme.",
        "Em nome do Sr. Delorme, peço que não lhe envie mais propostas comerciais.",
    ],
)
def test_no_more_commercial_solicitations_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a policy stated, with something asked beside it
        "We don't accept commercial solicitations by phone, but send me the deck.",
        "Nous ne répondons pas aux sollicitations commerciales par téléphone, envoyez un mail.",
        "Wir nehmen keine Werbeangebote per Telefon an. Schicken Sie mir Unterlagen.",
        # a count, never a stop
        "We receive no more than two commercial offers a year from vendors like you. What does it cost?",
        # a report of none received
        "We hebben geen commerciële voorstellen ontvangen van jullie. Kunt u er een sturen?",
    ],
)
def test_solicitations_spoken_of_without_a_stop_are_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
