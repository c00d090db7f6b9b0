"""A removal asked after a "not interested" that carries its own subject and verb ("Ik ben niet geïnteresseerd
en wens geen verdere mails meer te ontvangen", "Je ne suis pas intéressé et ne souhaite plus recevoir de
mails", heldout_bz) is an unsubscribe in every rule language: the no's negation is no negation of the
removal (`unsubscribe.POLITE_NO`, `removal_polite._NL_I_WISH`). The Dutch and Flemish removal with a please
between the pronoun and its "niet meer" ("Wil me aub niet meer contacteren"), "geen verdere mails graag",
"schrap mijn adres" and "uit jullie lijsten halen" are removals too (`unsubscribe.UNSUBSCRIBE`). A removal
the reply itself negates, a no without a removal, and the sender striking their own address from a quote
are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben niet geïnteresseerd en wens geen verdere mails meer te ontvangen van Acme.",
        "Niet geïnteresseerd en wens geen verdere mails te ontvangen.",
        "We zijn niet geïnteresseerd en willen geen e-mails meer van u ontvangen.",
        "Ik ben niet geïnteresseerd en wil geen mails meer ontvangen.",
        "Ich bin nicht interessiert und möchte keine weiteren E-Mails erhalten.",
        "Je ne suis pas intéressé et ne souhaite plus recevoir de mails.",
        "No estoy interesado y no deseo recibir más correos.",
        "Non sono interessato e non desidero ricevere ulteriori email.",
        "Não estou interessado e não desejo receber mais emails.",
        "I'm not interested and do not wish to receive further emails.",
    ],
)
def test_a_removal_after_a_not_interested_is_an_unsubscribe(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wil me aub niet meer contacteren en mijn adres uit jullie lijsten halen.",
        "Wil me aub niet meer contacteren.",
        "Contacteer mij aub niet meer.",
        "Gelieve mij niet meer te contacteren.",
        "Geen verdere mails graag.",
        "Geen verdere e-mails meer a.u.b.",
        "Schrap mijn adres.",
        "Haal mijn adres uit jullie lijsten.",
    ],
)
def test_a_dutch_removal_with_a_please_between_or_a_bare_strike_is_an_unsubscribe(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the removal itself negated
        "Ik ben niet geïnteresseerd, maar haal me niet van de lijst.",
        "Ik ben niet geïnteresseerd en wil me niet afmelden.",
        "Ich bin nicht interessiert, aber bitte nicht abmelden.",
        "Schrap mijn adres niet.",
        # a no without a removal
        "Ik ben niet geïnteresseerd en wens geen verdere vragen te beantwoorden.",
        "Je ne suis pas intéressé pour le moment.",
        # the sender's own strike in a document
        "Ik schrap mijn adres uit de offerte.",
        # mail on another topic, a call asked
        "Graag geen verdere mails over de factuur, maar bel me.",
    ],
)
def test_a_negated_removal_a_bare_no_or_an_own_strike_is_no_unsubscribe(text):
    assert reading(text) != "unsubscribe"
