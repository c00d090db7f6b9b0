"""My data deleted, asked in the imperative with an adverb or "all" between the verb and the data, is a
removal in every rule language (`removal_my_data.MY_DATA_DELETED`; heldout_ci, German: delete all my data
at once and refrain from any further advertising). "Unterlassen Sie jede weitere ..." is one too
(`unsubscribe.UNSUBSCRIBE`). Never negated, never a question word or a clause opening before the verb.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Löschen Sie sofort alle meine Daten.",
        "Entfernen Sie bitte umgehend meine Kontaktdaten aus Ihrem System.",
        "Vernichten Sie unverzüglich sämtliche meine personenbezogenen Daten.",
        "Unterlassen Sie jede weitere Kontaktaufnahme.",
        "Unterlassen Sie bitte jeden weiteren Versuch, mich anzuschreiben.",
        "Delete all my data right away, please.",
        "Effacez toutes mes données.",
        "Borren inmediatamente todos mis datos.",
        "Cancellate subito tutti i miei dati.",
        "Verwijder direct al mijn gegevens.",
        "Apaguem imediatamente todos os meus dados.",
    ],
)
def test_my_data_deleted_in_the_imperative_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "Löschen Sie nicht meine Daten, ich bin Bestandskunde.",
        "Verwijder niet mijn gegevens, ik ben klant.",
        # data of someone else
        "Löschen Sie bitte die Daten meines Vorgängers, meine stimmen.",
    ],
)
def test_data_deleted_not_asked(text):
    assert reading(text) != "unsubscribe"
