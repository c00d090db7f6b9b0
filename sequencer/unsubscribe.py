"""The RFC 8058 headers every email carries, and the claims of their one-click links."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from sequencer.tokens import SigningKeys


@dataclass(frozen=True)
class UnsubscribeLinks:
    public_url: str  # where the API is reachable from the recipient's mail client (https in production)
    secret: str | tuple[str, ...]  # signing keys, newest first (SEQUENCER_SECRET, comma-separated)
    mailto: str | None = None

    @property
    def keys(self) -> SigningKeys:
        return SigningKeys.of(self.secret)

    def token(
        self, *, project_id: str, enrollment_id: str, email: str, now: datetime, contact_id: str | None = None
    ) -> str:
        claims = {"p": project_id, "e": enrollment_id, "m": email}
        if contact_id:
            claims["c"] = contact_id
        return self.keys.sign(claims, now=now)

    def headers(
        self, *, project_id: str, enrollment_id: str, email: str, now: datetime, contact_id: str | None = None
    ) -> dict[str, str]:
        token = self.token(
            project_id=project_id, enrollment_id=enrollment_id, email=email, now=now, contact_id=contact_id
        )
        targets = [f"<{self.public_url.rstrip('/')}/u/{token}>"]
        if self.mailto:
            targets.append(f"<mailto:{self.mailto}?subject=unsubscribe>")
        return {
            "List-Unsubscribe": ", ".join(targets),
            # RFC 8058: exactly this value; the POST must work without cookies or redirects.
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }


def signing_secrets(text: str | Iterable[str]) -> tuple[str, ...]:
    """`new,old` -> ("new", "old"): the first signs, all verify."""
    parts = text.split(",") if isinstance(text, str) else list(text)
    return tuple(p.strip() for p in parts if p.strip())
