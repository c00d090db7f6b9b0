"""The Temporal connection beyond the address: TLS, mTLS client certificates, API keys (an existing
cluster, Temporal Cloud). Settings parse the variables; `temporal_connect_options` turns them into
`Client.connect`'s keyword arguments, which `connect_temporal` passes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client
from temporalio.service import TLSConfig

from sequencer.payload_codec import PayloadCipher
from sequencer.settings import Settings, SettingsError
from starter.client import connect_temporal, temporal_connect_options

CERT = b"-----BEGIN CERTIFICATE-----\nclient\n-----END CERTIFICATE-----\n"
KEY = b"-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----\n"
CA = b"-----BEGIN CERTIFICATE-----\nca\n-----END CERTIFICATE-----\n"


@pytest.fixture
def pems(tmp_path: Path) -> dict[str, Path]:
    files = {"cert": CERT, "key": KEY, "ca": CA}
    for name, data in files.items():
        (tmp_path / f"{name}.pem").write_bytes(data)
    return {name: tmp_path / f"{name}.pem" for name in files}


def test_without_temporal_variables_the_connection_is_plain_as_before():
    settings = Settings.from_env({})
    assert settings.temporal_tls is None and not settings.temporal_tls_enabled
    assert (settings.temporal_tls_cert, settings.temporal_tls_key, settings.temporal_tls_ca) == (None,) * 3
    assert (settings.temporal_tls_server_name, settings.temporal_api_key) == (None, None)
    options = temporal_connect_options(settings)
    assert isinstance(options.pop("data_converter").payload_codec, PayloadCipher)  # payloads encrypted
    assert options == {"namespace": "default", "tls": False}


def test_tls_alone_uses_the_system_roots():
    settings = Settings.from_env({"TEMPORAL_TLS": "true", "TEMPORAL_NAMESPACE": "sales"})
    assert settings.temporal_tls is True
    options = temporal_connect_options(settings)
    assert options["namespace"] == "sales"
    assert options["tls"] == TLSConfig()
    assert "api_key" not in options


def test_a_client_certificate_turns_tls_on_and_is_read_with_its_key_ca_and_server_name(pems):
    settings = Settings.from_env(
        {
            "TEMPORAL_TLS_CERT": f" {pems['cert']} ",
            "TEMPORAL_TLS_KEY": str(pems["key"]),
            "TEMPORAL_TLS_CA": str(pems["ca"]),
            "TEMPORAL_TLS_SERVER_NAME": "temporal.internal",
        }
    )
    assert settings.temporal_tls is None and settings.temporal_tls_enabled
    assert settings.temporal_tls_cert == pems["cert"]
    assert temporal_connect_options(settings)["tls"] == TLSConfig(
        server_root_ca_cert=CA, domain="temporal.internal", client_cert=CERT, client_private_key=KEY
    )


@pytest.mark.parametrize("only", ["TEMPORAL_TLS_CERT", "TEMPORAL_TLS_KEY"])
def test_a_certificate_and_its_key_come_together(only, pems):
    with pytest.raises(SettingsError, match="TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY"):
        Settings.from_env({only: str(pems["cert"])})


@pytest.mark.parametrize("variable", ["TEMPORAL_TLS_CA", "TEMPORAL_TLS_SERVER_NAME"])
def test_a_ca_or_a_server_name_alone_also_mean_tls(variable, pems):
    settings = Settings.from_env({variable: str(pems["ca"])})
    assert settings.temporal_tls_enabled
    assert isinstance(temporal_connect_options(settings)["tls"], TLSConfig)


def test_tls_switched_off_refuses_tls_files(pems):
    with pytest.raises(SettingsError, match="TEMPORAL_TLS is false"):
        Settings.from_env({"TEMPORAL_TLS": "false", "TEMPORAL_TLS_CA": str(pems["ca"])})


def test_a_bad_tls_flag_names_the_variable():
    with pytest.raises(SettingsError, match="TEMPORAL_TLS: expected true or false, got 'maybe'"):
        Settings.from_env({"TEMPORAL_TLS": "maybe"})


def test_an_api_key_is_sent_over_tls():
    settings = Settings.from_env({"TEMPORAL_API_KEY": " cloud-key ", "TEMPORAL_NAMESPACE": "sales.a1b2c"})
    assert settings.temporal_api_key == "cloud-key"
    options = temporal_connect_options(settings)
    assert options["api_key"] == "cloud-key"
    assert options["tls"] == TLSConfig()
    assert options["namespace"] == "sales.a1b2c"


def test_an_api_key_in_plain_text_only_when_asked_for():
    options = temporal_connect_options(Settings.from_env({"TEMPORAL_API_KEY": "k", "TEMPORAL_TLS": "no"}))
    assert (options["api_key"], options["tls"]) == ("k", False)  # not None: the SDK would turn TLS on


def test_settings_made_in_code_imply_tls_the_same_way():
    assert Settings(temporal_api_key="k").temporal_tls_enabled
    assert Settings(temporal_tls_ca=Path("/ca.pem")).temporal_tls_enabled
    assert not Settings(temporal_api_key="k", temporal_tls=False).temporal_tls_enabled


def test_the_api_key_stays_out_of_the_settings_repr():
    assert "cloud-key-secret" not in repr(Settings.from_env({"TEMPORAL_API_KEY": "cloud-key-secret"}))


def test_a_missing_certificate_file_is_a_settings_error_naming_the_variable(tmp_path, pems):
    missing = tmp_path / "nowhere" / "client.pem"
    settings = Settings.from_env({"TEMPORAL_TLS_CERT": str(missing), "TEMPORAL_TLS_KEY": str(pems["key"])})
    with pytest.raises(SettingsError) as raised:
        temporal_connect_options(settings)
    assert str(raised.value) == f"TEMPORAL_TLS_CERT: cannot read {missing}: No such file or directory"


def test_an_empty_or_unreadable_file_is_a_settings_error(tmp_path, pems):
    (tmp_path / "empty.pem").write_bytes(b"\n")
    with pytest.raises(SettingsError, match=r"^TEMPORAL_TLS_CA: .*empty\.pem is empty$"):
        temporal_connect_options(Settings.from_env({"TEMPORAL_TLS_CA": str(tmp_path / "empty.pem")}))
    with pytest.raises(SettingsError, match=r"^TEMPORAL_TLS_KEY: cannot read "):
        temporal_connect_options(
            Settings.from_env({"TEMPORAL_TLS_CERT": str(pems["cert"]), "TEMPORAL_TLS_KEY": str(tmp_path)})
        )


async def test_connect_temporal_passes_the_options_to_client_connect(monkeypatch, pems):
    calls: list[tuple[str, dict[str, Any]]] = []

    async def fake_connect(target_host: str, **kwargs: Any) -> str:
        calls.append((target_host, kwargs))
        return "client"

    monkeypatch.setattr(Client, "connect", fake_connect)
    settings = Settings.from_env(
        {
            "TEMPORAL_ADDRESS": "sales.a1b2c.tmprl.cloud:7233",
            "TEMPORAL_NAMESPACE": "sales.a1b2c",
            "TEMPORAL_TLS_CERT": str(pems["cert"]),
            "TEMPORAL_TLS_KEY": str(pems["key"]),
            "TEMPORAL_API_KEY": "k",
        }
    )
    assert await connect_temporal(settings) == "client"
    assert calls == [
        ("sales.a1b2c.tmprl.cloud:7233", {"runtime": None, **temporal_connect_options(settings)})
    ]


async def test_the_sdk_takes_the_options(pems):
    """A lazy client checks the keyword arguments against the installed SDK without a server."""
    settings = Settings.from_env(
        {
            "TEMPORAL_TLS_CERT": str(pems["cert"]),
            "TEMPORAL_TLS_KEY": str(pems["key"]),
            "TEMPORAL_TLS_CA": str(pems["ca"]),
            "TEMPORAL_TLS_SERVER_NAME": "temporal.internal",
            "TEMPORAL_API_KEY": "k",
            "TEMPORAL_NAMESPACE": "sales",
        }
    )
    client = await Client.connect("127.0.0.1:1", lazy=True, **temporal_connect_options(settings))
    assert client.namespace == "sales"
    assert client.service_client.config.api_key == "k"
