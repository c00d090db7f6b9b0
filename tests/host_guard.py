"""The host guard the tests run with. Their stand-ins for a project's servers (the Attio stub, the SMTP
and IMAP servers, the sandbox's Twilio) listen on loopback, which a real deployment refuses
(sequencer/netguard.py): the fixtures allow-list loopback explicitly, as an operator would."""

from __future__ import annotations

from sequencer.netguard import AllowList, HostGuard

LOOPBACK_ALLOWED = HostGuard(AllowList.parse("127.0.0.0/8, ::1, localhost"))
