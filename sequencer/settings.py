"""Configuration, read once from the environment by the entry points into a typed object."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from sequencer.sealing import KeyRing, SealError
from sequencer.unsubscribe import signing_secrets

SANDBOX_AUTH = "sandbox"
# Signs unsubscribe links. Fine for the sandbox; production sets SEQUENCER_SECRET.
DEV_SECRET = "sequencer-dev-secret-not-for-production"
GMAIL_AUTH_MODES = (SANDBOX_AUTH, "service_account", "oauth")


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    database_url: str | None = None
    temporal_address: str | None = None
    temporal_namespace: str = "default"
    task_queue: str = "sequencer"
    project_id: str = "default"
    data_dir: Path = Path(".sequencer")
    api_host: str = "127.0.0.1"
    api_port: int = 8080
    sandbox_host: str = "127.0.0.1"
    sandbox_port: int = 8025
    temporal_port: int = 7233
    temporal_ui_port: int = 8233
    gmail_endpoint: str | None = None
    gmail_auth: str = SANDBOX_AUTH
    google_service_account_file: str | None = None
    google_oauth_client_id: str | None = None
    google_oauth_client_secret: str | None = None
    log_level: str = "INFO"
    public_url: str | None = None
    secret: str = DEV_SECRET
    unsubscribe_mailto: str | None = None
    poll_seconds: int = 60
    reply_from_domain: bool = True  # a reply from anyone at the contact's domain stops the enrollment
    watch_on_start: bool = True  # a starting worker makes sure every mailbox has its MailboxWorkflow
    max_cached_workflows: int = 1000  # runs a worker keeps in memory; raise it for big waiting backlogs
    seal_keys: tuple[str, ...] = ()  # AES-GCM keys for stored secrets, newest first (empty: dev key)
    api_key: str | None = None  # the key `sequencer` commands act with (else the dev key file)
    dev_api_key: str | None = None  # fixes the value of the local dev key
    metrics_public: bool = True  # false: /metrics needs an admin API key
    calendar: bool = True  # read each rep's calendar for meetings booked with enrolled contacts

    @property
    def signing_secrets(self) -> tuple[str, ...]:
        """SEQUENCER_SECRET as a ring, `new,old`: the first signs unsubscribe links, every one verifies."""
        return signing_secrets(self.secret) or (DEV_SECRET,)

    @property
    def key_ring(self) -> KeyRing:
        """Seals stored credentials. Without SEQUENCER_SEAL_KEYS: a key derived from the (oldest) secret."""
        return (
            KeyRing.from_text(self.seal_keys) if self.seal_keys else KeyRing.derived(self.signing_secrets[-1])
        )

    @property
    def effective_public_url(self) -> str:
        """Base of links in emails (one-click unsubscribe); must be https and public in production."""
        return self.public_url or f"http://{self.api_host}:{self.api_port}"

    @property
    def sandbox_url(self) -> str:
        return f"http://{self.sandbox_host}:{self.sandbox_port}"

    @property
    def effective_gmail_endpoint(self) -> str | None:
        """Where Gmail calls go. None means Google's own endpoint (real Gmail)."""
        if self.gmail_endpoint:
            return self.gmail_endpoint
        return self.sandbox_url if self.gmail_auth == SANDBOX_AUTH else None

    @property
    def effective_temporal_address(self) -> str:
        return self.temporal_address or f"127.0.0.1:{self.temporal_port}"

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        def text(name: str, default: str | None = None) -> str | None:
            value = env.get(name, "").strip()
            return value or default

        def port(name: str, default: int) -> int:
            raw = text(name)
            if raw is None:
                return default
            if not (raw.isascii() and raw.isdigit()) or not 0 < int(raw) < 65536:
                raise SettingsError(f"{name} must be a port number, got {raw!r}")
            return int(raw)

        def count(name: str, default: int) -> int:
            raw = text(name)
            if raw is None:
                return default
            if not (raw.isascii() and raw.isdigit()) or int(raw) < 1:
                raise SettingsError(f"{name} must be a positive whole number, got {raw!r}")
            return int(raw)

        seal_keys = tuple(k.strip() for k in (text("SEQUENCER_SEAL_KEYS") or "").split(",") if k.strip())
        if seal_keys:
            try:
                KeyRing.from_text(seal_keys)  # refuse a bad key at start, not at the first token
            except SealError as exc:
                raise SettingsError(f"SEQUENCER_SEAL_KEYS: {exc}") from None

        gmail_auth = text("SEQUENCER_GMAIL_AUTH", SANDBOX_AUTH) or SANDBOX_AUTH
        if gmail_auth not in GMAIL_AUTH_MODES:
            raise SettingsError(f"SEQUENCER_GMAIL_AUTH must be one of {', '.join(GMAIL_AUTH_MODES)}")
        return cls(
            database_url=text("DATABASE_URL"),
            temporal_address=text("TEMPORAL_ADDRESS"),
            temporal_namespace=text("TEMPORAL_NAMESPACE", "default") or "default",
            task_queue=text("SEQUENCER_TASK_QUEUE", "sequencer") or "sequencer",
            project_id=text("SEQUENCER_PROJECT", "default") or "default",
            data_dir=Path(text("SEQUENCER_DATA_DIR", ".sequencer") or ".sequencer"),
            api_host=text("SEQUENCER_API_HOST", "127.0.0.1") or "127.0.0.1",
            api_port=port("SEQUENCER_API_PORT", 8080),
            sandbox_host=text("SEQUENCER_SANDBOX_HOST", "127.0.0.1") or "127.0.0.1",
            sandbox_port=port("SEQUENCER_SANDBOX_PORT", 8025),
            temporal_port=port("SEQUENCER_TEMPORAL_PORT", 7233),
            temporal_ui_port=port("SEQUENCER_TEMPORAL_UI_PORT", 8233),
            gmail_endpoint=text("SEQUENCER_GMAIL_ENDPOINT"),
            gmail_auth=gmail_auth,
            google_service_account_file=text("GOOGLE_APPLICATION_CREDENTIALS"),
            google_oauth_client_id=text("SEQUENCER_GOOGLE_CLIENT_ID"),
            google_oauth_client_secret=text("SEQUENCER_GOOGLE_CLIENT_SECRET"),
            log_level=(text("SEQUENCER_LOG_LEVEL", "INFO") or "INFO").upper(),
            public_url=text("SEQUENCER_PUBLIC_URL"),
            secret=text("SEQUENCER_SECRET", DEV_SECRET) or DEV_SECRET,
            unsubscribe_mailto=text("SEQUENCER_UNSUBSCRIBE_MAILTO"),
            poll_seconds=port("SEQUENCER_POLL_SECONDS", 60),
            reply_from_domain=_flag(text("SEQUENCER_REPLY_FROM_DOMAIN"), default=True),
            watch_on_start=_flag(text("SEQUENCER_WATCH_ON_START"), default=True),
            max_cached_workflows=count("SEQUENCER_MAX_CACHED_WORKFLOWS", 1000),
            seal_keys=seal_keys,
            api_key=text("SEQUENCER_API_KEY"),
            dev_api_key=text("SEQUENCER_DEV_API_KEY"),
            metrics_public=_flag(text("SEQUENCER_METRICS_PUBLIC"), default=True),
            calendar=_flag(text("SEQUENCER_CALENDAR"), default=True),
        )


def _flag(value: str | None, *, default: bool) -> bool:
    if value is None:
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise SettingsError(f"expected true or false, got {value!r}")
