"""A sending provider's alert about its bounce webhook or event endpoint counts bounce events and
names no failed recipient: automatic mail (`auto_reply`), never a bounce.

Samples written for these tests. Look-alike that must not change: a provider's bounce notice that
names the failed recipient (and mentions the webhook) stays a bounce.
"""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, notice

_mail = notice


ALERTS = {
    "bounce_webhook_failing": _mail(
        "Your bounce webhook has been failing since 02:00 UTC. 230 bounce events could not be posted\n"
        "to https://hooks.ourco.test/bounces (HTTP 500). Undelivered events are kept for 3 days.\n",
        subject="Alert: bounce webhook failing, events not delivered",
        sender="Postbox Alerts <alerts@postbox-esp.test>",
        extra="Auto-Submitted: auto-generated\n",
    ),
    "event_endpoint_disabled": _mail(
        "We disabled your event notification URL after repeated failures. Bounce and complaint\n"
        "notifications are paused; re-enable the endpoint in the dashboard.\n",
        subject="Event notification URL disabled: bounce notifications paused",
        sender="Relay Notifications <no-reply@relay-esp.test>",
        extra="Auto-Submitted: auto-generated\n",
    ),
}


@pytest.mark.parametrize("name", sorted(ALERTS))
def test_a_providers_alert_about_its_bounce_webhook_is_not_a_bounce(name: str) -> None:
    found = classify(ALERTS[name])
    assert found.kind == "auto_reply"
    assert not found.suppress_address


def test_a_providers_bounce_notice_naming_the_recipient_stays_a_bounce() -> None:
    raw = _mail(
        "A message you sent could not be delivered to ana@harbour.test.\n"
        "Bounce type: hard. 550 5.1.1 user unknown. This event was also posted to your webhook.\n",
        subject="Delivery failed: hard bounce for ana@harbour.test",
        sender="Postbox Alerts <alerts@postbox-esp.test>",
        extra="Auto-Submitted: auto-generated\n",
    )
    found = classify(raw)
    assert found.kind == "bounce"
    assert found.recipient == "ana@harbour.test"
