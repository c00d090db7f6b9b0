"""Configuration, read once from the environment by the entry points into a typed object."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from sequencer.gmail_push import is_topic
from sequencer.netguard import SETTING as ALLOW_PRIVATE_HOSTS
from sequencer.netguard import AllowList
from sequencer.sealing import KeyRing, SealError
from sequencer.unsubscribe import signing_secrets

SANDBOX_AUTH = "sandbox"
# Signs unsubscribe links. Fine for the sandbox; production sets SEQUENCER_SECRET.
DEV_SECRET = "sequencer-dev-secret-not-for-production"
GMAIL_AUTH_MODES = (SANDBOX_AUTH, "service_account", "oauth")
LOG_FORMATS = ("json", "text")
DEFAULT_WORKER_METRICS_ADDRESS = "127.0.0.1:9464"
GOOGLE_CERTS_URL = "https://www.googleapis.com/oauth2/v1/certs"  # signs Pub/Sub push JWTs


GRANT_LEAD_DEFAULT = 10
SEND_CONCURRENCY_DEFAULT = 50  # sends a worker works on at once (SEQUENCER_MAX_CONCURRENT_SENDS)
GRANT_LEAD_MAX = 30  # activities.sending.SLOT_LEAD_MAX_SECONDS: a send never waits longer


def grant_lead_seconds(env: Mapping[str, str] = os.environ) -> int:
    """SEQUENCER_GRANT_LEAD_SECONDS (whole seconds, 0-30, default 10): how long before a slot frees a
    mailbox workflow may grant it (the send gets ready meanwhile and calls Gmail at the slot)."""
    raw = env.get("SEQUENCER_GRANT_LEAD_SECONDS", "").strip()
    if not raw:
        return GRANT_LEAD_DEFAULT
    if not (raw.isascii() and raw.isdigit()) or int(raw) > GRANT_LEAD_MAX:
        raise SettingsError(
            f"SEQUENCER_GRANT_LEAD_SECONDS must be a whole number of seconds from 0 to {GRANT_LEAD_MAX}, "
            f"got {raw!r}"
        )
    return int(raw)


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
    log_format: str = "json"  # SEQUENCER_LOG_FORMAT: json (one object a line) or text
    # SEQUENCER_WORKER_METRICS_ADDRESS: the worker's Temporal SDK metrics (Prometheus); None: off
    worker_metrics_address: str | None = DEFAULT_WORKER_METRICS_ADDRESS
    public_url: str | None = None
    secret: str = DEV_SECRET
    unsubscribe_mailto: str | None = None
    poll_seconds: int = 60
    reply_from_domain: bool = True  # a reply from anyone at the contact's domain stops the enrollment
    watch_on_start: bool = True  # a starting worker makes sure every mailbox has its MailboxWorkflow
    max_cached_workflows: int = 600  # runs a worker keeps in memory (~0.13 MB each); see docs/performance.md
    # Activities a worker runs at once (sends, polls, ledger writes). A workflow task hands its new
    # activity straight to this worker (eager dispatch) only while a slot is free, and a send granted ahead
    # holds its slot while it waits for its moment; the sends that work at once are bounded apart
    # (max_concurrent_sends): more of them starve the workflow tasks of one Python process in a burst
    # (docs/performance.md, "Sizing").
    max_concurrent_activities: int = 100
    max_concurrent_sends: int = SEND_CONCURRENCY_DEFAULT
    max_concurrent_workflow_tasks: int = 100  # workflow tasks a worker runs at once
    db_pool_size: int = 20  # Postgres connections a worker (or API process) opens at most
    # Per API key and API process (a token bucket: a minute's worth at once, then the rate); requests
    # without a valid key count per client address. 429 with Retry-After beyond them (docs/deploy.md).
    rate_limit_reads_per_minute: int = 1200
    rate_limit_writes_per_minute: int = 600
    rate_limit_failures_per_minute: int = 300
    seal_keys: tuple[str, ...] = ()  # AES-GCM keys for stored secrets, newest first (empty: dev key)
    # SEQUENCER_CODEC_ORIGINS: the Web UI origins the codec server (/codec) answers (empty: the dev UI)
    codec_origins: tuple[str, ...] = ()
    # SEQUENCER_CODEC_TRUST_LOOPBACK_UI: /codec/decode answers a loopback client from a loopback origin
    # among those without a key (the dev stack's own Web UI; `make dev` sets it). Never in production.
    codec_trust_loopback_ui: bool = False
    api_key: str | None = None  # the key `sequencer` commands act with (else the dev key file)
    dev_api_key: str | None = None  # fixes the value of the local dev key
    metrics_public: bool = False  # true: /metrics and /readyz's per-mailbox detail public (else admin keys)
    calendar: bool = True  # read each rep's calendar for meetings booked with enrolled contacts
    # Gmail push (users.watch, Pub/Sub push to POST /v1/gmail/push). The worker watches each mailbox on
    # the topic and then polls only every `push_fallback_poll_seconds`; the API checks each push by the
    # token (`?token=`) and/or the subscription's OIDC JWT (audience, Google's certificates).
    gmail_push_topic: str | None = None  # projects/<project>/topics/<topic>; None: push off, poll
    gmail_push_token: str | None = field(default=None, repr=False)
    gmail_push_audience: str | None = None
    gmail_push_certs_url: str = GOOGLE_CERTS_URL
    gmail_push_service_account: str | None = None  # the JWT's `email` must be this account
    push_fallback_poll_seconds: int = 900
    # SEQUENCER_GRANT_LEAD_SECONDS: a mailbox started by this worker grants a slot freeing within this
    # long at once, to be used at its time (0: at the slot only). See grant_lead_seconds().
    grant_lead_seconds: int = GRANT_LEAD_DEFAULT
    # SMTP/IMAP mailboxes: a poll that finds nothing waits this long for new mail with IMAP IDLE (0: off)
    imap_idle_seconds: int = 240
    microsoft_oauth_client_secret: str | None = field(default=None, repr=False)  # XOAUTH2 (confidential app)
    # The Temporal connection beyond the address (an existing cluster, Temporal Cloud):
    temporal_tls: bool | None = None  # None: on when a client cert, a CA, a server name or an API key is set
    temporal_tls_cert: Path | None = None  # mTLS client certificate (PEM); needs temporal_tls_key
    temporal_tls_key: Path | None = None  # the client certificate's private key (PEM)
    temporal_tls_ca: Path | None = None  # CA of the server's certificate (default: the system's roots)
    temporal_tls_server_name: str | None = None  # the server name TLS asks for and verifies (SNI)
    temporal_api_key: str | None = field(default=None, repr=False)  # Temporal Cloud API key (bearer)
    # SEQUENCER_ALLOW_PRIVATE_HOSTS: hosts a project may point the server at although they are not public
    # (loopback, private, link-local...; sequencer/netguard.py). Empty: none (`make dev`: its sandbox).
    allow_private_hosts: AllowList = field(default_factory=AllowList)

    @property
    def signing_secrets(self) -> tuple[str, ...]:
        """SEQUENCER_SECRET as a ring, `new,old`: the first signs unsubscribe links, every one verifies."""
        return signing_secrets(self.secret) or (DEV_SECRET,)

    @property
    def effective_codec_origins(self) -> tuple[str, ...]:
        port = self.temporal_ui_port
        return self.codec_origins or (f"http://localhost:{port}", f"http://127.0.0.1:{port}")

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

    @property
    def temporal_tls_enabled(self) -> bool:
        """TEMPORAL_TLS when set; otherwise TLS is on as soon as anything that needs it is configured."""
        if self.temporal_tls is not None:
            return self.temporal_tls
        tls_parts = (self.temporal_tls_cert, self.temporal_tls_ca, self.temporal_tls_server_name)
        return any(tls_parts) or bool(self.temporal_api_key)

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

        tls_cert, tls_key = text("TEMPORAL_TLS_CERT"), text("TEMPORAL_TLS_KEY")
        if bool(tls_cert) != bool(tls_key):
            raise SettingsError("TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together (certificate and key)")
        tls_ca, tls_server_name = text("TEMPORAL_TLS_CA"), text("TEMPORAL_TLS_SERVER_NAME")
        raw_tls = text("TEMPORAL_TLS")
        try:
            temporal_tls = None if raw_tls is None else _flag(raw_tls, default=False)
        except SettingsError as exc:
            raise SettingsError(f"TEMPORAL_TLS: {exc}") from None
        if temporal_tls is False and (tls_cert or tls_ca or tls_server_name):
            raise SettingsError(
                "TEMPORAL_TLS is false, but TEMPORAL_TLS_CERT, TEMPORAL_TLS_CA and TEMPORAL_TLS_SERVER_NAME "
                "only apply over TLS"
            )

        push_topic = text("SEQUENCER_GMAIL_PUSH_TOPIC")
        if push_topic is not None and not is_topic(push_topic):
            raise SettingsError(
                f"SEQUENCER_GMAIL_PUSH_TOPIC must be projects/<project>/topics/<topic>, got {push_topic!r}"
            )

        try:
            allow_private_hosts = AllowList.parse(text(ALLOW_PRIVATE_HOSTS) or "")
        except ValueError as exc:
            raise SettingsError(f"{ALLOW_PRIVATE_HOSTS}: {exc}") from None

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
            log_format=_log_format(text("SEQUENCER_LOG_FORMAT")),
            worker_metrics_address=_metrics_address(env.get("SEQUENCER_WORKER_METRICS_ADDRESS")),
            public_url=text("SEQUENCER_PUBLIC_URL"),
            secret=text("SEQUENCER_SECRET", DEV_SECRET) or DEV_SECRET,
            unsubscribe_mailto=text("SEQUENCER_UNSUBSCRIBE_MAILTO"),
            poll_seconds=port("SEQUENCER_POLL_SECONDS", 60),
            reply_from_domain=_flag(text("SEQUENCER_REPLY_FROM_DOMAIN"), default=True),
            watch_on_start=_flag(text("SEQUENCER_WATCH_ON_START"), default=True),
            max_cached_workflows=count("SEQUENCER_MAX_CACHED_WORKFLOWS", 600),
            max_concurrent_activities=count("SEQUENCER_MAX_CONCURRENT_ACTIVITIES", 100),
            max_concurrent_sends=count("SEQUENCER_MAX_CONCURRENT_SENDS", SEND_CONCURRENCY_DEFAULT),
            max_concurrent_workflow_tasks=count("SEQUENCER_MAX_CONCURRENT_WORKFLOW_TASKS", 100),
            db_pool_size=count("SEQUENCER_DB_POOL_SIZE", 20),
            rate_limit_reads_per_minute=count("SEQUENCER_RATE_LIMIT_READS_PER_MINUTE", 1200),
            rate_limit_writes_per_minute=count("SEQUENCER_RATE_LIMIT_WRITES_PER_MINUTE", 600),
            rate_limit_failures_per_minute=count("SEQUENCER_RATE_LIMIT_FAILURES_PER_MINUTE", 300),
            seal_keys=seal_keys,
            codec_origins=tuple(
                o.strip().rstrip("/") for o in (text("SEQUENCER_CODEC_ORIGINS") or "").split(",") if o.strip()
            ),
            codec_trust_loopback_ui=_flag(text("SEQUENCER_CODEC_TRUST_LOOPBACK_UI"), default=False),
            api_key=text("SEQUENCER_API_KEY"),
            dev_api_key=text("SEQUENCER_DEV_API_KEY"),
            metrics_public=_flag(text("SEQUENCER_METRICS_PUBLIC"), default=False),
            calendar=_flag(text("SEQUENCER_CALENDAR"), default=True),
            gmail_push_topic=push_topic,
            gmail_push_token=text("SEQUENCER_GMAIL_PUSH_TOKEN"),
            gmail_push_audience=text("SEQUENCER_GMAIL_PUSH_AUDIENCE"),
            gmail_push_certs_url=text("SEQUENCER_GMAIL_PUSH_CERTS_URL", GOOGLE_CERTS_URL) or GOOGLE_CERTS_URL,
            gmail_push_service_account=text("SEQUENCER_GMAIL_PUSH_SERVICE_ACCOUNT"),
            push_fallback_poll_seconds=count("SEQUENCER_PUSH_FALLBACK_POLL_SECONDS", 900),
            grant_lead_seconds=grant_lead_seconds(env),
            imap_idle_seconds=count("SEQUENCER_IMAP_IDLE_SECONDS", 240),
            microsoft_oauth_client_secret=text("SEQUENCER_MICROSOFT_CLIENT_SECRET"),
            temporal_tls=temporal_tls,
            temporal_tls_cert=Path(tls_cert) if tls_cert else None,
            temporal_tls_key=Path(tls_key) if tls_key else None,
            temporal_tls_ca=Path(tls_ca) if tls_ca else None,
            temporal_tls_server_name=tls_server_name,
            temporal_api_key=text("TEMPORAL_API_KEY"),
            allow_private_hosts=allow_private_hosts,
        )


def _log_format(value: str | None) -> str:
    fmt = (value or "json").lower()
    if fmt not in LOG_FORMATS:
        raise SettingsError(f"SEQUENCER_LOG_FORMAT must be one of {', '.join(LOG_FORMATS)}, got {value!r}")
    return fmt


def _metrics_address(value: str | None) -> str | None:
    """SEQUENCER_WORKER_METRICS_ADDRESS: unset is the default; empty or `off` turns the endpoint off;
    else `IP:port` (`[IPv6]:port`): Temporal's exporter binds a socket address, not a host name."""
    import ipaddress

    if value is None:
        return DEFAULT_WORKER_METRICS_ADDRESS
    raw = value.strip()
    if raw.lower() in ("", "off", "false", "no", "none", "0"):
        return None
    host, _, port = raw.rpartition(":")
    bracketed = host.startswith("[") and host.endswith("]")
    try:
        ip = ipaddress.ip_address(host[1:-1] if bracketed else host)
    except ValueError:
        ip = None
    if (
        ip is None
        or (ip.version == 6) != bracketed
        or not (port.isascii() and port.isdigit() and 0 < int(port) < 65536)
    ):
        raise SettingsError(
            "SEQUENCER_WORKER_METRICS_ADDRESS must be IP:port (0.0.0.0:9464, [::]:9464) or off, "
            f"got {value!r}"
        )
    return raw


def _flag(value: str | None, *, default: bool) -> bool:
    if value is None:
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise SettingsError(f"expected true or false, got {value!r}")
