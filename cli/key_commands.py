"""`sequencer keys create|list|revoke`, and the local dev key `sequencer dev` makes.

These run with the database's credentials (an operator's tool, like `migrate`): `--project` picks the
project, created on first use. Keys are shown once, at creation.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from cli.support import UsageError, print_json, with_pool
from sequencer import apikeys
from sequencer.settings import Settings
from storage import api_keys, audit


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


def cmd_dev_key(settings: Settings, _: argparse.Namespace) -> int:
    """Make sure the dev key exists and print it (run by `sequencer dev` after migrating)."""
    from cli.setup_steps import dev_key
    from starter.runtime import database_url

    print(asyncio.run(dev_key(settings, database_url(settings))))
    return 0
