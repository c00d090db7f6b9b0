"""Bearer-token auth and userId checks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import unique_address

PROFILE = "/gmail/v1/users/me/profile"


def test_a_request_without_a_token_is_a_401_in_gmail_error_format(control: httpx.Client) -> None:
    response = control.get(PROFILE)
    assert response.status_code == 401
    error = response.json()["error"]
    assert error["code"] == 401
    assert error["status"] == "UNAUTHENTICATED"
    assert error["errors"][0]["domain"] == "global"


@pytest.mark.parametrize("value", ["Bearer real-google-token", "Bearer sandbox:", "Basic sandbox:a@b.test"])
def test_a_malformed_token_is_a_401(control: httpx.Client, value: str) -> None:
    assert control.get(PROFILE, headers={"Authorization": value}).status_code == 401


def test_user_id_may_be_the_token_mailbox_in_any_case(rep: Any, rep_address: str) -> None:
    profile = rep.users().getProfile(userId=rep_address.upper()).execute()
    assert profile["emailAddress"] == rep_address
    assert isinstance(profile["historyId"], str)


def test_another_mailboxs_user_id_is_a_403_delegation_denied(rep: Any, rep_address: str) -> None:
    with pytest.raises(HttpError) as caught:
        rep.users().messages().list(userId="boss@acme.test").execute()
    assert caught.value.resp.status == 403
    assert caught.value.error_details[0]["reason"] == "forbidden"
    assert caught.value.reason == f"Delegation denied for {rep_address}"


def test_a_new_mailbox_starts_empty_with_a_history_id(gmail_for: Callable[[str], Any]) -> None:
    address = unique_address("Fresh.Person", "Example.COM")
    profile = gmail_for(address).users().getProfile(userId="me").execute()
    assert profile["emailAddress"] == address.lower()
    assert profile["messagesTotal"] == 0
    assert int(profile["historyId"]) > 0
