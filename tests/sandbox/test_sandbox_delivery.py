"""Local delivery: a SENT message reaches recipients that are sandbox mailboxes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from tests.sandbox.sandbox_testkit import (
    compose,
    header,
    new_message_id,
    search_ids,
    send_raw,
    unique_address,
)


def test_a_reply_from_a_contact_mailbox_lands_in_the_reps_original_thread(
    rep: Any, rep_address: str, gmail_for: Callable[[str], Any]
) -> None:
    contact_address = unique_address("contact", "example.com")
    contact = gmail_for(contact_address)
    contact.users().getProfile(userId="me").execute()  # the contact mailbox now exists

    opener_id = new_message_id()
    opener = send_raw(
        rep, compose(sender=rep_address, to=contact_address, subject="Quick question", message_id=opener_id)
    )

    delivered_ids = search_ids(contact, f"in:inbox rfc822msgid:{opener_id}")
    assert len(delivered_ids) == 1
    delivered = contact.users().messages().get(userId="me", id=delivered_ids[0]).execute()
    assert delivered["labelIds"] == ["INBOX", "UNREAD"]

    reply_id = new_message_id()
    reply = compose(
        sender=contact_address,
        to=rep_address,
        subject="Re: Quick question",
        message_id=reply_id,
        in_reply_to=opener_id,
        references=opener_id,
    )
    sent_reply = send_raw(contact, reply, thread_id=delivered["threadId"])
    assert sent_reply["threadId"] == delivered["threadId"]

    [landed] = search_ids(rep, f"rfc822msgid:{reply_id}")
    landed_message = rep.users().messages().get(userId="me", id=landed, format="minimal").execute()
    assert landed_message["threadId"] == opener["threadId"]
    assert landed_message["labelIds"] == ["INBOX", "UNREAD"]


def test_a_bcc_recipient_mailbox_receives_a_copy_without_the_bcc_header(
    rep: Any, gmail_for: Callable[[str], Any]
) -> None:
    hidden_address = unique_address("hidden", "example.com")
    hidden = gmail_for(hidden_address)
    hidden.users().getProfile(userId="me").execute()

    message_id = new_message_id()
    send_raw(
        rep,
        compose(sender=None, to="lead@example.com", bcc=hidden_address, subject="FYI", message_id=message_id),
    )

    [copy_id] = search_ids(hidden, f"rfc822msgid:{message_id}")
    copy = hidden.users().messages().get(userId="me", id=copy_id, format="metadata").execute()
    assert header(copy, "Bcc") is None


def test_recipients_that_are_not_sandbox_mailboxes_are_not_created(rep: Any, control: httpx.Client) -> None:
    stranger = unique_address("stranger", "example.com")
    send_raw(rep, compose(sender=None, to=stranger, subject="Hello"))
    addresses = [m["address"] for m in control.get("/_sandbox/mailboxes").json()["mailboxes"]]
    assert stranger not in addresses


def test_sending_to_yourself_keeps_one_message_labelled_sent_and_inbox(rep: Any, rep_address: str) -> None:
    sent = send_raw(rep, compose(sender=None, to=rep_address.upper(), subject="Note to self"))
    assert sent["labelIds"] == ["SENT", "INBOX", "UNREAD"]
    assert rep.users().getProfile(userId="me").execute()["messagesTotal"] == 1
