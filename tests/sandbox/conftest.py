"""Fixtures: one sandbox server per session, a fresh mailbox per test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from sandbox import running_sandbox
from tests.sandbox.sandbox_testkit import gmail_client, unique_address


@pytest.fixture(scope="session")
def sandbox_url() -> Iterator[str]:
    with running_sandbox() as url:
        yield url


@pytest.fixture(scope="session")
def control(sandbox_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox_url, timeout=10) as client:
        yield client


@pytest.fixture
def rep_address() -> str:
    return unique_address("rep")


@pytest.fixture
def gmail_for(sandbox_url: str) -> Callable[[str], Any]:
    """Gmail clients for other mailboxes (contacts) in the same sandbox."""
    return lambda address: gmail_client(sandbox_url, address)


@pytest.fixture
def rep(gmail_for: Callable[[str], Any], rep_address: str) -> Any:
    return gmail_for(rep_address)
