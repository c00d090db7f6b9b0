"""`sequencer keys create|list|revoke`, and the local dev key `sequencer dev` makes.

These run with the database's credentials (an operator's tool, like `migrate`): `--project` picks the
project, created on first use. Keys are shown once, at creation.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from cli.support import UsageError, print_json, with_pool
from sequencer import apikeys
from sequencer.settings import Settings
from storage import api_keys, audit

DEV_KEY_FILE = "dev-api-key"


def _view(key: api_keys.ApiKey) -> dict[str, Any]:
    return key.model_dump(mode="json")


def cmd_keys_create(settings: Settings, args: argparse.Namespace) -> int:
    project = args.project or settings.project_id
    new = apikeys.generate()

    async def action(pool: Any) -> api_keys.ApiKey:
        async with pool.acquire() as conn, conn.transaction():
            await api_keys.ensure_project(conn, project)
            created = await api_keys.create(
                conn, project_id=project, name=args.name, scopes=sorted(set(args.scope or ["admin"])), new=new
            )
            await audit.record(conn, project_id=project, actor=audit.CLI, **audit.key_created(created))
            return created

    created = with_pool(settings, action)
    print_json({**_view(created), "key": new.key})
    return 0


def cmd_keys_list(settings: Settings, args: argparse.Namespace) -> int:
    project = args.project or settings.project_id

    async def action(pool: Any) -> list[api_keys.ApiKey]:
        async with pool.acquire() as conn:
            return await api_keys.list_keys(conn, project_id=project)

    print_json([_view(k) for k in with_pool(settings, action)])
    return 0


def cmd_keys_revoke(settings: Settings, args: argparse.Namespace) -> int:
    from storage.errors import NotFound

    project = args.project or settings.project_id

    async def action(pool: Any) -> api_keys.ApiKey:
        async with pool.acquire() as conn, conn.transaction():
            revoked, changed = await api_keys.revoke(conn, project_id=project, key_ref=args.key)
            if changed:
                await audit.record(conn, project_id=project, actor=audit.CLI, **audit.key_revoked(revoked))
            return revoked

    try:
        revoked = with_pool(settings, action)
    except NotFound as exc:
        raise UsageError(exc.message) from None
    print_json(_view(revoked))
    return 0


async def ensure_dev_key(pool: Any, settings: Settings, fixed: str | None) -> str:
    """The local project's admin key: SEQUENCER_DEV_API_KEY if set, else the one in
    .sequencer/dev-api-key, else a new one; written to that file (mode 0600)."""
    path = settings.data_dir / DEV_KEY_FILE
    value = fixed or (path.read_text().strip() if path.exists() else None)
    try:
        new = apikeys.from_value(value) if value else apikeys.generate()
    except ValueError as exc:
        raise UsageError(f"SEQUENCER_DEV_API_KEY: {exc}") from None
    async with pool.acquire() as conn, conn.transaction():
        await api_keys.ensure_project(conn, settings.project_id)
        await api_keys.ensure(conn, project_id=settings.project_id, name="dev", scopes=["admin"], new=new)
    _write_private(path, new.key)
    return new.key


def _write_private(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(text + "\n")
    path.chmod(0o600)


def cmd_dev_key(settings: Settings, _: argparse.Namespace) -> int:
    """Make sure the dev key exists and print it (run by `sequencer dev` after migrating)."""
    key = with_pool(settings, lambda pool: ensure_dev_key(pool, settings, settings.dev_api_key))
    print(key)
    return 0
