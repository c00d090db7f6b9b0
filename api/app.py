"""The FastAPI application. `create_app(sequencer)` for tests; `app_from_settings` for `sequencer api`."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI

from api import errors
from api.audit_routes import router as audit_router
from api.channel_routes import router as channel_router
from api.codec_routes import DEV_ORIGINS
from api.codec_routes import router as codec_router
from api.contact_event_routes import router as contact_event_router
from api.crm_routes import router as crm_router
from api.health_routes import router as health_router
from api.hook_routes import router as hook_router
from api.import_routes import router as import_router
from api.key_routes import router as key_router
from api.limits import MAX_BODY_BYTES, ApiRateLimits, BodyLimit, SlidingWindow
from api.mailbox_routes import router as mailbox_router
from api.push_auth import PushAuth, PushVerifier
from api.push_routes import router as push_router
from api.routes import router
from api.sequence_routes import router as sequence_router
from api.simulate_routes import router as simulate_router
from api.suppression_routes import router as suppression_router
from api.task_routes import router as task_router
from api.timing_routes import router as timing_router
from api.unsubscribe_routes import router as unsubscribe_router
from sequencer.models import SequenceDocument
from sequencer.netguard import HostGuard
from sequencer.sealing import KeyRing
from sequencer.settings import DEV_SECRET, Settings
from starter.client import Sequencer, connect_temporal


def create_app(
    sequencer: Sequencer | None = None,
    *,
    lifespan: Any = None,
    secret: str | tuple[str, ...] = DEV_SECRET,
    key_ring: KeyRing | None = None,
    metrics_public: bool = False,
    public_url: str = "http://127.0.0.1:8080",
    gmail_push: PushAuth | None = None,
    codec_origins: tuple[str, ...] = DEV_ORIGINS,
    codec_trust_loopback_ui: bool = False,
    host_guard: HostGuard | None = None,
    rate_limits: ApiRateLimits | None = None,
) -> FastAPI:
    app = FastAPI(
        title="Sequencer",
        version="0.1.0",
        description="Headless sales sequencing on Temporal: mailboxes, contacts, sequences, enrollments.",
        lifespan=lifespan,
    )
    if sequencer is not None:
        app.state.sequencer = sequencer
    app.add_middleware(BodyLimit, max_bytes=MAX_BODY_BYTES)
    # Public one-click unsubscribe links: per client address and per token.
    # GETs (scanners fetch links, often many times) and POSTs (which write) count separately, so a
    # scanner's storm never locks the person out of clicking the button.
    app.state.unsubscribe_limits = {
        "GET": (SlidingWindow(600, 60.0), SlidingWindow(120, 60.0)),
        "POST": (SlidingWindow(60, 60.0), SlidingWindow(10, 60.0)),
    }
    app.state.rate_limits = rate_limits or ApiRateLimits()  # /v1, per key (api/auth.py check_key)
    app.state.metrics_public = metrics_public
    app.state.codec_origins = codec_origins  # the Web UIs the codec server answers (CORS)
    # The dev stack's own Web UI on loopback decodes without a key (api/codec_routes.py; `make dev` only)
    app.state.codec_trust_loopback_ui = codec_trust_loopback_ui
    app.state.public_url = public_url  # where webhooks reach us (Twilio signs this URL)
    # Hosts a project sets (mail servers, CRM, SMS, dialer): none private unless allow-listed
    app.state.host_guard = host_guard or HostGuard()
    app.state.secret = secret  # signs and checks the one-click unsubscribe links
    # Who may deliver Gmail push notifications (neither token nor audience: push is off, all refused).
    app.state.gmail_push = PushVerifier(gmail_push or PushAuth())
    app.state.key_ring = key_ring or KeyRing.derived(
        secret if isinstance(secret, str) else secret[-1]
    )  # seals stored credentials
    errors.install(app)
    app.include_router(key_router)
    app.include_router(audit_router)
    app.include_router(mailbox_router)
    app.include_router(router)
    app.include_router(import_router)
    app.include_router(contact_event_router)
    app.include_router(simulate_router)  # before /sequences/{ref}/...
    app.include_router(sequence_router)
    app.include_router(task_router)
    app.include_router(crm_router)
    app.include_router(channel_router)
    app.include_router(timing_router)
    app.include_router(suppression_router)
    app.include_router(unsubscribe_router)
    app.include_router(hook_router)
    app.include_router(push_router)
    app.include_router(health_router)
    app.include_router(codec_router)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            from fastapi.openapi.utils import get_openapi

            schema = get_openapi(
                title=app.title, version=app.version, description=app.description, routes=app.routes
            )
            document = SequenceDocument.model_json_schema(ref_template="#/components/schemas/{model}")
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components.update(document.pop("$defs", {}))
            components["Sequence"] = document
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    return app


def app_from_settings(settings: Settings, database_url: str) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from storage.db import create_pool

        pool = await create_pool(database_url)
        temporal = await connect_temporal(settings)
        app.state.sequencer = Sequencer(
            pool,
            temporal,
            project_id=settings.project_id,
            task_queue=settings.task_queue,
            poll_seconds=settings.poll_seconds,
            push_poll_seconds=settings.push_fallback_poll_seconds if settings.gmail_push_topic else None,
        )
        try:
            yield
        finally:
            await pool.close()

    if settings.codec_trust_loopback_ui:
        logging.getLogger("sequencer.api").warning(
            "SEQUENCER_CODEC_TRUST_LOOPBACK_UI is on: a Web UI on this machine at %s decodes payloads "
            "without a key (`make dev` only, never production)",
            " or ".join(settings.effective_codec_origins),
        )
    return create_app(
        lifespan=lifespan,
        secret=settings.signing_secrets,
        key_ring=settings.key_ring,
        metrics_public=settings.metrics_public,
        public_url=settings.effective_public_url,
        gmail_push=PushAuth.from_settings(settings),
        codec_origins=settings.effective_codec_origins,
        codec_trust_loopback_ui=settings.codec_trust_loopback_ui,
        host_guard=HostGuard(settings.allow_private_hosts),
        rate_limits=ApiRateLimits.from_settings(settings),
    )
