"""The RFC 8058 headers every email carries."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sequencer.tokens import sign


@dataclass(frozen=True)
class UnsubscribeLinks:
    public_url: str  # where the API is reachable from the recipient's mail client (https in production)
    secret: str
    mailto: str | None = None

    def token(self, *, project_id: str, enrollment_id: str, email: str, now: datetime) -> str:
        return sign({"p": project_id, "e": enrollment_id, "m": email}, secret=self.secret, now=now)

    def headers(self, *, project_id: str, enrollment_id: str, email: str, now: datetime) -> dict[str, str]:
        token = self.token(project_id=project_id, enrollment_id=enrollment_id, email=email, now=now)
        targets = [f"<{self.public_url.rstrip('/')}/u/{token}>"]
        if self.mailto:
            targets.append(f"<mailto:{self.mailto}?subject=unsubscribe>")
        return {
            "List-Unsubscribe": ", ".join(targets),
            # RFC 8058: exactly this value; the POST must work without cookies or redirects.
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
