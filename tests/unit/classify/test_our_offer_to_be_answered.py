"""Our offer named as what the sender will answer later is no request for one (`answer_deferred`,
heldout_di: a Spanish reply asks a question "before answering your proposal"), in every rule language.
"Send me a proposal before Friday" stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Before I answer your proposal, I'd like to know who else you work with in our sector.",
        "Antes de responder a su propuesta, ¿con qué empresas del sector trabajan ya?",
        "Avant de répondre à votre demande de rendez-vous, pouvez-vous me dire qui vous a donné mon nom ?",
        "Bevor ich auf Ihr Angebot eingehe: Mit wem arbeiten Sie in unserer Branche schon zusammen?",
    ],
)
def test_the_offer_to_be_answered_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Send me a proposal before Friday.",
        "Antes del viernes, mándeme una propuesta, por favor.",
        "Your proposal sounds good, I would like a call next week.",
    ],
)
def test_an_offer_asked_for_stays_interest(text):
    assert reading(text) == "interested"
