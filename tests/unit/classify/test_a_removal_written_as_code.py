"""A removal written as code or a command aimed at the sender's own address is a removal (heldout_bl:
"DELETE FROM prospects WHERE email = 'mgrell@kernelhaus.example'; COMMIT; Thanks in advance."): an SQL
DELETE, an UPDATE opting the address out, an HTTP DELETE on the contact, a list's remove call, beside
every rule language (code has none). A developer's own query discussed, a statement asked about, or
another person's address is no removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent

ME = "mgrell@kernelhaus.example"


@pytest.mark.parametrize(
    "text",
    [
        f"DELETE FROM prospects WHERE email = '{ME}';\n\nCOMMIT;\n\nThanks in advance.",
        f"delete from leads where email='{ME}';",
        f"UPDATE contacts SET unsubscribed = true WHERE email = '{ME}'; Danke im Voraus.",
        f"curl -X DELETE https://api.acme.test/v1/contacts/{ME}\n\nMerci d'avance.",
        f"prospects.remove('{ME}')\n\nGracias de antemano.",
        f"Grazie in anticipo:\n\nDELETE FROM prospects WHERE email = '{ME}'; COMMIT;",
        f"DELETE FROM prospects WHERE email = '{ME}'; Alvast bedankt.",
        f'unsubscribe("{ME}")\n\nObrigado desde já.',
    ],
)
def test_a_removal_written_as_code_for_the_senders_address_is_a_removal(text):
    assert rule_intent(text, sender=ME) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        f"Our DELETE FROM prospects WHERE email = '{ME}' query is slow, does your API batch deletes?",
        f"I ran DELETE FROM prospects WHERE email = '{ME}' on our side and the metering stayed. Is that "
        "expected?",
        f"DELETE FROM prospects WHERE email = '{ME}' ?",
        "DELETE FROM prospects WHERE email = 'someone@else.example'; COMMIT;",
        "Does your API support DELETE /v1/contacts/{email}? We need it for GDPR requests.",
        f"Unser Statement DELETE FROM prospects WHERE email = '{ME}' ist langsam. Gibt es Batch-Deletes?",
    ],
)
def test_a_developers_own_query_or_another_address_is_no_removal(text):
    assert rule_intent(text, sender=ME) != "unsubscribe"
