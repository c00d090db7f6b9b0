from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from api.app import create_app
from starter.client import Sequencer


@pytest.fixture
async def api(sequencer: Sequencer, worker) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=create_app(sequencer))
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test") as client:
        yield client
