"""Where an SMTP/IMAP mailbox sends and reads: its servers and how it signs in (no secrets here).

The password (auth `password`) or OAuth refresh token (auth `xoauth2`) is stored sealed beside this, never
in it. Microsoft 365 / Outlook.com: smtp.office365.com:587 STARTTLS and outlook.office365.com:993 TLS
with `xoauth2` (docs/mailboxes.md walks through the app registration).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from sequencer.netguard import is_localhost_name, parse_ip, url_endpoint

Security = Literal["tls", "starttls", "none"]
MICROSOFT_SCOPES = (
    "https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All offline_access"
)


def _host(value: str) -> str:
    value = value.strip()
    if not value or any(c.isspace() or c in "/@" for c in value):
        raise ValueError("must be a host name or address")
    return value


class SmtpServer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    host: str
    port: int = Field(587, ge=1, le=65535)
    security: Security = Field("starttls", description="tls (implicit, 465), starttls (587) or none.")
    username: str | None = Field(None, description="Default: the mailbox's address.")
    saves_sent: bool = Field(
        False,
        description="The server files a copy in Sent itself (Microsoft 365, Gmail SMTP); otherwise "
        "Sequencer appends one over IMAP.",
    )

    _host = field_validator("host")(lambda v: _host(v))


class ImapServer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    host: str
    port: int = Field(993, ge=1, le=65535)
    security: Literal["tls", "none"] = Field("tls", description="tls (implicit, 993) or none.")
    username: str | None = Field(None, description="Default: the mailbox's address.")
    inbox_folder: str = "INBOX"
    sent_folder: str | None = Field(None, description="Default: the folder marked \\Sent, else 'Sent'.")
    idle: bool = Field(True, description="Wait for new mail with IMAP IDLE where the server offers it.")

    _host = field_validator("host")(lambda v: _host(v))


class OAuthClient(BaseModel):
    """XOAUTH2: the refresh token is exchanged here for access tokens (RFC 6749 section 6)."""

    model_config = ConfigDict(extra="forbid")

    token_uri: str = Field(
        "https://login.microsoftonline.com/common/oauth2/v2.0/token",
        description="Microsoft: https://login.microsoftonline.com/<tenant>/oauth2/v2.0/token.",
    )
    client_id: str = Field(min_length=1)
    scopes: str = MICROSOFT_SCOPES

    @field_validator("token_uri")
    @classmethod
    def _https(cls, value: str) -> str:
        """https; plain http only to a loopback host (a local test server), which the host guard
        (sequencer/netguard.py) then refuses as any other unless the operator allow-lists it."""
        try:
            host, _ = url_endpoint(value)
        except ValueError:
            raise ValueError("must be an https:// URL") from None
        literal = parse_ip(host)
        loopback = is_localhost_name(host) or (literal is not None and literal.is_loopback)
        if not value.lower().startswith("https://") and not loopback:
            raise ValueError("must be an https:// URL")
        return value


class MailServers(BaseModel):
    """An SMTP/IMAP mailbox's servers and sign-in method."""

    model_config = ConfigDict(extra="forbid")

    smtp: SmtpServer
    imap: ImapServer
    auth: Literal["password", "xoauth2"] = "password"
    oauth: OAuthClient | None = Field(None, description="Required with auth xoauth2.")

    @model_validator(mode="after")
    def _oauth_with_xoauth2(self) -> MailServers:
        if self.auth == "xoauth2" and self.oauth is None:
            raise ValueError("auth xoauth2 needs oauth (token_uri, client_id)")
        return self

    def smtp_user(self, email: str) -> str:
        return self.smtp.username or email

    def imap_user(self, email: str) -> str:
        return self.imap.username or email
