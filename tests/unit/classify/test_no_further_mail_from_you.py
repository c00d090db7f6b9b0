"""No further mail wanted "from you" or "from your firm", the sender named between the mail and its verb
(`removal_polite.NO_FURTHER`; heldout_cu), in Dutch. Never mail from a third party the sender names.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij wensen geen verdere berichten van uw bedrijf te ontvangen.",
        "Ik wil geen e-mails meer van jullie kantoor ontvangen.",
        "Ik wens geen nieuwe mails van u te krijgen.",
    ],
)
def test_no_further_mail_from_you_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ik wens geen verdere e-mails van mijn leverancier te ontvangen, kan uw tool dat filteren?",
    ],
)
def test_mail_from_others_is_no_removal(text):
    assert reading(text) != "unsubscribe"
