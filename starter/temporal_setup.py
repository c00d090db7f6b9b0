"""Namespace setup the workflows rely on: Sequencer's custom search attributes."""

from __future__ import annotations

from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest, ListSearchAttributesRequest
from temporalio.client import Client
from temporalio.common import SearchAttributeIndexedValueType
from temporalio.service import RPCError, RPCStatusCode

from sequencer.search_attributes import ALL

_INDEXED = {
    SearchAttributeIndexedValueType.KEYWORD: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
    SearchAttributeIndexedValueType.INT: IndexedValueType.INDEXED_VALUE_TYPE_INT,
    SearchAttributeIndexedValueType.DATETIME: IndexedValueType.INDEXED_VALUE_TYPE_DATETIME,
}


async def ensure_search_attributes(client: Client) -> list[str]:
    """Register whichever of Sequencer's search attributes the namespace lacks; returns their names."""
    namespace = client.namespace
    try:
        existing = await client.operator_service.list_search_attributes(
            ListSearchAttributesRequest(namespace=namespace)
        )
        known = set(existing.custom_attributes) | set(existing.system_attributes)
    except RPCError as exc:
        if exc.status != RPCStatusCode.UNIMPLEMENTED:
            raise
        known = set()  # the time-skipping test server only adds
    missing = {key.name: _INDEXED[key.indexed_value_type] for key in ALL if key.name not in known}
    if missing:
        await client.operator_service.add_search_attributes(
            AddSearchAttributesRequest(namespace=namespace, search_attributes=missing)
        )
    return sorted(missing)
