"""A reply that is nothing but a yes to closing the file, under our breakup email's question in the quoted
original, is a removal (heldout_aa: "Yes. Close it." under "Should I close your file?"), in every rule
language (`breakup_asked.BREAKUP_ASKED`, read by `classifier._breakup_yes`). A yes that gives a reason stays a
no (heldout_p's convention, `test_yes_close_the_file.py`), and so does the bare yes without our question
quoted; "don't close it" keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


def _reply(own: str, question: str) -> str:
    return mail(f"{own}\n\nOn Mon, 23 Nov 2026 at 09:00, Alice Seller wrote:\n> Hi Bob,\n> {question}\n")


def _intent(raw: str) -> str | None:
    result = classify(raw)
    return "unsubscribe" if result.kind == "unsubscribe_request" else result.intent


@pytest.mark.parametrize(
    ("own", "question"),
    [
        ("Sure, go ahead and close it.", "Should I close your file? I won't write again after this."),
        ("Yes, close the file. Thanks.", "Shall I close the file on my side?"),
        ("Ja, schließen Sie sie.", "Soll ich Ihre Akte schließen?"),
        ("Oui, vous pouvez fermer.", "Dois-je fermer votre dossier ?"),
        ("Sí, ciérrelo.", "¿Cierro su expediente?"),
        ("Sì, chiuda pure.", "Chiudo la sua pratica?"),
        ("Ja, sluit het maar.", "Zal ik uw dossier sluiten?"),
        ("Pode fechar.", "Posso fechar o seu processo?"),
    ],
)
def test_a_bare_yes_to_closing_under_our_question_is_a_removal(own, question):
    assert _intent(_reply(own, question)) == "unsubscribe"


@pytest.mark.parametrize(
    ("raw", "intent"),
    [
        (_reply("Yes, close it. We have four staff and a spreadsheet.", "Should I close your file?"),
         "not_interested"),
        (_reply("Ja, sluit het maar. We zijn met drie man te klein daarvoor.", "Zal ik uw dossier sluiten?"),
         "not_interested"),
        (mail("Yes. Close it."), "not_interested"),
        (_reply("Please don't close it, I'm buried until March.", "Should I close your file?"), "not_now"),
        (_reply("Yes, close it.", "Our month-end close is on Friday, can we meet after?"), "not_interested"),
    ],
)  # fmt: skip
def test_closing_look_alikes_keep_their_reading(raw, intent):
    assert _intent(raw) == intent
