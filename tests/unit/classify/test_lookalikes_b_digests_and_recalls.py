"""A mailing list's digest and Outlook's recall request answer nothing: `auto_reply`, whatever the
digest's topics say about undeliverable mail.

Outlook writes "Recall: ..." with "X would like to recall the message" when its user clicks Recall;
nobody wrote to us in it, so it is automatic mail rather than a reply. Samples written for these
tests. Look-alikes that must not change: a person answering a digest, a person's "Recall:" or
"Rappel :" subject over their own letter stay replies; an out-of-office stays an auto-reply.
"""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, notice

_mail = notice


DIGESTS = {
    "mailman_digest": _mail(
        "Send sales-ops mailing list submissions to\n\tsales-ops@lists.ops.test\n\nToday's Topics:\n\n"
        "   1. Undeliverable: mail to Exchange tenants (Ana)\n   2. Re: 550 5.1.1 user unknown (Bo)\n\n"
        "Message: 1\nFrom: Ana <ana@ops.test>\n\nMail delivery failed for three of our tenants.\n\n"
        "End of sales-ops Digest, Vol 4, Issue 2\n",
        subject="sales-ops Digest, Vol 4, Issue 2",
        sender="sales-ops-request@lists.ops.test",
        extra="List-Id: <sales-ops.lists.ops.test>\nPrecedence: list\n",
    ),
    "weekly_digest_subject": _mail(
        "This week in the group: 1. Returned mail from a customer  2. Bounce rates in Q4\n",
        subject="Weekly digest: mail-admins",
        sender="mail-admins <digest@groups.test>",
        extra="List-Id: <mail-admins.groups.test>\nList-Post: <mailto:mail-admins@groups.test>\n",
    ),
}


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_a_mailing_list_digest_is_an_auto_reply(name: str) -> None:
    found = classify(DIGESTS[name])
    assert found.kind == "auto_reply"
    assert not found.suppress_address


def test_a_person_answering_a_digest_stays_a_reply() -> None:
    raw = _mail(
        "Hi Alice,\n\nSaw your post in the digest - I would like a demo next week, please.\n\nBo\n",
        subject="Re: sales-ops Digest, Vol 4, Issue 2",
        sender="Bo Lind <bo@ops.test>",
        extra="List-Id: <sales-ops.lists.ops.test>\n",
    )
    assert classify(raw).kind == "reply"


RECALLS = {
    "english_with_header": _mail(
        'Jan Roth would like to recall the message, "RE: Proposal".\n',
        subject="Recall: RE: Proposal",
        sender="Jan Roth <j.roth@holz.test>",
        extra="X-MS-Exchange-Organization-RecallMessage: True\n",
    ),
    "english_without_header": _mail(
        'Jan Roth would like to recall the message, "RE: Proposal".\n',
        subject="Recall: RE: Proposal",
        sender="Jan Roth <j.roth@holz.test>",
    ),
    "german": _mail(
        'Jan Roth möchte die Nachricht "AW: Angebot" zurückrufen.\n',
        subject="Rückruf: AW: Angebot",
        sender="Jan Roth <j.roth@holz.test>",
    ),
    "french": _mail(
        'Claire Morel souhaite rappeler le message "RE: Proposition".\n',
        subject="Rappel : RE: Proposition",
        sender="Claire Morel <c.morel@vigne.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(RECALLS))
def test_an_outlook_recall_request_is_an_auto_reply(name: str) -> None:
    found = classify(RECALLS[name])
    assert found.kind == "auto_reply"
    assert not found.suppress_address


def test_a_person_writing_recall_in_the_subject_stays_a_reply() -> None:
    raw = _mail(
        "Hi Alice,\n\nAs a recall of our call: we want the pilot in January. Can you send the contract?\n",
        subject="Recall: our call on Monday",
        sender="Jan Roth <j.roth@holz.test>",
    )
    assert classify(raw).kind == "reply"


def test_a_reminder_subject_in_french_stays_a_reply() -> None:
    raw = _mail(
        "Bonjour,\n\nJe vous rappelle notre rendez-vous de jeudi. Pouvez-vous confirmer l'heure ?\n",
        subject="Rappel : rendez-vous jeudi",
        sender="Claire Morel <c.morel@vigne.test>",
    )
    assert classify(raw).kind == "reply"


def test_an_out_of_office_stays_an_auto_reply() -> None:
    raw = _mail(
        "I am out of the office until 7 December with limited access to email.\n",
        subject="Automatic reply: Proposal",
        sender="Jan Roth <j.roth@holz.test>",
        extra="Auto-Submitted: auto-replied\n",
    )
    assert classify(raw).kind == "auto_reply"
