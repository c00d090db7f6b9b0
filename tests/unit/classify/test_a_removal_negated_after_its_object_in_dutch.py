"""Dutch puts the "not" of a removal after the verb and its object, and a please or an adverb may stand
between: "Haal me alstublieft niet van de lijst" asks to stay on the list (seen in the heldout_be round;
"alsjeblieft" and "bitte" were read, "alstublieft" and "a.u.b." were not), `unsubscribe.NEGATION_AFTER`.

A capitalised "Niet", "Nicht", "Ikke" or "Inte" opening the next line is a new sentence
(`sentences.paragraphs_closed`): "Verwijder mij alstublieft / Niet geïnteresseerd" is a removal and a no,
as "Bitte löschen Sie mich / Nicht interessiert"; a line wrapped in lower case goes on ("... mich / nicht
aus dem Verteiler").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Haal me alstublieft niet van de lijst.",
        "Verwijder mij alstublieft niet van de lijst, ik lees alles.",
        "Verwijder mij a.u.b. echt niet, ik lees uw nieuwsbrief graag.",
        "Haal me aub niet uit de mailinglijst.",
        "Bitte löschen Sie mich\nnicht aus dem Verteiler, ich lese gern mit.",
        "Haal me alstublieft\nniet van de lijst, ik lees alles.",
    ],
)
def test_a_removal_negated_after_its_object_is_no_removal(body):
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Haal me alstublieft van de lijst.",
        "Verwijder mij alstublieft van de lijst, ik lees het toch niet.",
        "Verwijder mij alstublieft\nNiet geïnteresseerd.",
        "Verwijder mij\nNiet geïnteresseerd",
        "Bitte löschen Sie mich\nNicht interessiert",
        "Haal me alstublieft ook van de lijst, niet alleen mijn collega.",
    ],
)
def test_a_removal_with_its_not_elsewhere_stays_a_removal(body):
    assert reading(body) == "unsubscribe"
