"""Live CRM facts for condition steps (`crm.deal.stage`, `crm.person.job_title`, ...).

A `FactsProvider` answers one question: what does the CRM say about this contact right now, as plain
nested data (`{"deal": {"stage": "Won", ...}, "person": {...}}`). Two adapters:

- `AttioFacts`: Attio's REST API v2 (https://api.attio.com): the person whose email address is the
  contact's (`POST /v2/objects/people/records/query`), then their newest deal (`POST
  /v2/objects/deals/records/query` filtered on `associated_people`); attribute values are flattened
  (a status to its title, a select to its option's title, a currency to its amount, ...).
- `StaticFacts`: facts kept with the connection itself, by contact address (tests, demos, and CRMs
  that push their values to us).
"""

from __future__ import annotations

from typing import Any, Protocol

import httpx

ATTIO_URL = "https://api.attio.com"
_TIMEOUT = httpx.Timeout(10.0)


class CrmUnavailable(Exception):
    """The CRM could not answer (network, 5xx, 429): the condition's activity retries."""


class FactsProvider(Protocol):
    async def facts(self, email: str) -> dict[str, Any]: ...


class StaticFacts:
    def __init__(self, by_email: dict[str, Any]) -> None:
        self._by_email = {k.strip().lower(): v for k, v in by_email.items()}

    async def facts(self, email: str) -> dict[str, Any]:
        found = self._by_email.get(email.strip().lower(), {})
        return found if isinstance(found, dict) else {}


def _flatten(value: dict[str, Any]) -> Any:
    """One Attio attribute value as a plain value."""
    kind = value.get("attribute_type")
    if kind == "status":
        return (value.get("status") or {}).get("title")
    if kind == "select":
        return (value.get("option") or {}).get("title")
    if kind == "currency":
        return value.get("currency_value")
    if kind == "email-address":
        return value.get("email_address")
    if kind == "domain":
        return value.get("domain")
    if kind == "personal-name":
        return value.get("full_name")
    if kind == "record-reference":
        return value.get("target_record_id")
    if kind == "actor-reference":
        return value.get("referenced_actor_id")
    if kind == "location":
        return value.get("locality") or value.get("country_code")
    return value.get("value")


def flatten_record(record: dict[str, Any]) -> dict[str, Any]:
    """An Attio record's `values` ({slug: [value, ...]}) as {slug: plain value or list}."""
    flat: dict[str, Any] = {}
    for slug, values in (record.get("values") or {}).items():
        current = [v for v in values or [] if isinstance(v, dict) and v.get("active_until") is None]
        plain = [_flatten(v) for v in current]
        flat[slug] = plain[0] if len(plain) == 1 else (plain or None)
    flat["record_id"] = (record.get("id") or {}).get("record_id")
    return flat


class AttioFacts:
    def __init__(
        self, token: str, *, base_url: str | None = None, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        self._base = (base_url or ATTIO_URL).rstrip("/")
        self._headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
        self._transport = transport

    async def _query(self, client: httpx.AsyncClient, obj: str, body: dict[str, Any]) -> list[dict[str, Any]]:
        try:
            answer = await client.post(f"{self._base}/v2/objects/{obj}/records/query", json=body)
        except httpx.HTTPError as exc:
            raise CrmUnavailable(f"Attio: {type(exc).__name__}") from None
        if answer.status_code == 429 or answer.status_code >= 500:
            raise CrmUnavailable(f"Attio answered {answer.status_code}")
        if answer.status_code == 404:
            return []  # e.g. the deals object is not enabled in this workspace
        if answer.status_code >= 400:
            raise CrmUnavailable(f"Attio refused the query ({answer.status_code}): {answer.text[:200]}")
        data = answer.json().get("data")
        return data if isinstance(data, list) else []

    async def facts(self, email: str) -> dict[str, Any]:
        async with httpx.AsyncClient(
            headers=self._headers, timeout=_TIMEOUT, transport=self._transport
        ) as client:
            people = await self._query(
                client, "people", {"filter": {"email_addresses": email.strip().lower()}, "limit": 1}
            )
            if not people:
                return {}
            person = flatten_record(people[0])
            deals = await self._query(
                client,
                "deals",
                {
                    "filter": {
                        "associated_people": {
                            "target_object": "people",
                            "target_record_id": person["record_id"],
                        }
                    },
                    "sorts": [{"direction": "desc", "attribute": "created_at"}],
                    "limit": 1,
                },
            )
        return {"person": person, "deal": flatten_record(deals[0]) if deals else {}}
