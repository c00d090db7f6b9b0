"""Amazon SES events delivered by mail (SNS email subscriptions): JSON, read as the documented event."""

import json

from tests.unit.classify.helpers import classify

EVENT = {
    "notificationType": "Bounce",
    "bounce": {
        "bounceType": "Permanent",
        "bounceSubType": "General",
        "bouncedRecipients": [
            {
                "emailAddress": "Bo@Example.com",
                "status": "5.1.1",
                "diagnosticCode": "smtp; 550 5.1.1 user unknown",
            }
        ],
    },
    "mail": {"commonHeaders": {"messageId": "<seq-1@ourco.com>"}},
}
HEAD = (
    "From: AWS Notifications <no-reply@sns.amazonaws.com>\nTo: a@ourco.com\n"
    "Subject: AWS Notification Message\n\n"
)
FOOTER = "\n\n--\nIf you wish to stop receiving notifications from this topic, please click to unsubscribe:\n"


def test_a_bounce_event_is_a_bounce_not_an_unsubscribe_request():
    result = classify(HEAD + json.dumps(EVENT) + FOOTER)
    assert (result.kind, result.recipient, result.reason) == ("bounce", "bo@example.com", "user_unknown")
    assert (result.permanent, result.suppress_address) == (True, True)
    assert result.original_message_id == "<seq-1@ourco.com>"


def test_the_sns_envelope_and_a_wrapped_line_are_read_too():
    envelope = json.dumps({"Type": "Notification", "Message": json.dumps(EVENT)})
    wrapped = envelope[:60] + "!\n " + envelope[60:]
    assert classify(HEAD + wrapped + FOOTER).reason == "user_unknown"


def test_a_transient_bounce_and_a_subtype_keep_the_address():
    event = json.loads(json.dumps(EVENT))
    event["bounce"].update(bounceType="Transient", bounceSubType="MailboxFull")
    event["bounce"]["bouncedRecipients"][0].update(status="4.2.2", diagnosticCode="")
    result = classify(HEAD + json.dumps(event) + FOOTER)
    assert (result.kind, result.permanent, result.suppress_address) == ("bounce", False, False)


def test_a_person_pasting_an_event_into_a_reply_is_still_a_reply():
    raw = "From: Bo <bo@example.com>\nTo: a@ourco.com\nSubject: Re: hi\n\nWhat is this?\n" + json.dumps(EVENT)
    assert classify(raw).kind == "reply"
