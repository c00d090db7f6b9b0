"""A contact's fields as every front door takes them (the HTTP API, the bulk import, a raw Temporal
start): one model, one set of rules. Pure: no I/O."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sequencer.addresses import normalize_email
from sequencer.zones import is_valid_zone


def single_line(value: str | None) -> str | None:
    """Names end up in email headers: no line breaks or other control characters."""
    if value is not None and any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise ValueError("must be one line without control characters")
    return value


def country_code(value: str | None) -> str | None:
    if value is None:
        return None
    if not (value.isascii() and value.isalpha()):
        raise ValueError("use a two-letter ISO 3166-1 country code, e.g. 'GB'")
    return value.upper()


def subdivision_code(value: str | None) -> str | None:
    if value is None:
        return None
    if not (value.isascii() and value.replace("-", "").isalnum()):
        raise ValueError("use an ISO 3166-2 subdivision code without the country, e.g. 'ENG' or 'CA'")
    return value.upper()


def zone_name(value: str | None) -> str | None:
    if value is None:
        return None
    if not is_valid_zone(value):
        raise ValueError(f"unknown IANA time zone {value!r} (e.g. 'Europe/London')")
    return value


class ContactIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: str = Field(json_schema_extra={"format": "email"})
    first_name: str | None = Field(None, max_length=200)
    last_name: str | None = Field(None, max_length=200)
    phone: str | None = Field(None, max_length=40)
    timezone: str | None = None
    country: str | None = Field(None, min_length=2, max_length=2, description="ISO 3166-1 alpha-2")
    subdivision: str | None = Field(
        None, max_length=10, description="ISO 3166-2 subdivision code without the country, e.g. 'ENG', 'CA'"
    )
    fields: dict[str, Any] = Field(default_factory=dict)

    _email = field_validator("email")(lambda v: normalize_email(v))
    _timezone = field_validator("timezone")(lambda v: zone_name(v))
    _names = field_validator("first_name", "last_name", "phone")(lambda v: single_line(v))
    _country = field_validator("country")(lambda v: country_code(v))
    _subdivision = field_validator("subdivision")(lambda v: subdivision_code(v))
