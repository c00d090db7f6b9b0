from pathlib import Path

import pytest

from sequencer.settings import Settings, SettingsError, grant_lead_seconds


def test_an_empty_environment_gives_the_documented_defaults():
    settings = Settings.from_env({})
    assert settings == Settings()
    assert settings.database_url is None
    assert settings.temporal_namespace == "default"
    assert settings.task_queue == "sequencer"
    assert settings.project_id == "default"
    assert settings.data_dir == Path(".sequencer")
    assert (settings.api_host, settings.api_port) == ("127.0.0.1", 8080)
    assert (settings.sandbox_host, settings.sandbox_port) == ("127.0.0.1", 8025)
    assert (settings.temporal_port, settings.temporal_ui_port) == (7233, 8233)
    assert settings.gmail_auth == "sandbox"
    assert settings.log_level == "INFO"


def test_metrics_and_mailbox_health_are_private_unless_the_operator_opens_them():
    assert Settings().metrics_public is False and Settings.from_env({}).metrics_public is False
    assert Settings.from_env({"SEQUENCER_METRICS_PUBLIC": "true"}).metrics_public is True


def test_blank_values_count_as_unset():
    settings = Settings.from_env({"SEQUENCER_PROJECT": "  ", "SEQUENCER_API_PORT": "", "DATABASE_URL": " "})
    assert (settings.project_id, settings.api_port, settings.database_url) == ("default", 8080, None)


def test_values_are_read_and_trimmed():
    settings = Settings.from_env(
        {
            "DATABASE_URL": " postgresql://db/seq ",
            "SEQUENCER_PROJECT": "acme",
            "SEQUENCER_DATA_DIR": "/var/lib/seq",
            "SEQUENCER_API_PORT": " 9000 ",
            "SEQUENCER_LOG_LEVEL": "debug",
        }
    )
    assert settings.database_url == "postgresql://db/seq"
    assert settings.project_id == "acme"
    assert settings.data_dir == Path("/var/lib/seq")
    assert settings.api_port == 9000
    assert settings.log_level == "DEBUG"


@pytest.mark.parametrize("value", ["1", "65535"])
def test_ports_at_the_edges_of_the_range_are_accepted(value):
    assert Settings.from_env({"SEQUENCER_SANDBOX_PORT": value}).sandbox_port == int(value)


@pytest.mark.parametrize("value", ["0", "65536", "-1", "http", "80.5", "8o80"])
def test_a_bad_port_is_a_settings_error_naming_the_variable(value):
    with pytest.raises(SettingsError) as caught:
        Settings.from_env({"SEQUENCER_TEMPORAL_PORT": value})
    assert str(caught.value) == f"SEQUENCER_TEMPORAL_PORT must be a port number, got {value!r}"


def test_a_superscript_digit_port_is_a_settings_error():
    with pytest.raises(SettingsError):
        Settings.from_env({"SEQUENCER_API_PORT": "²"})


@pytest.mark.parametrize("mode", ["sandbox", "service_account", "oauth", " oauth "])
def test_each_gmail_auth_mode_is_accepted(mode):
    assert Settings.from_env({"SEQUENCER_GMAIL_AUTH": mode}).gmail_auth == mode.strip()


@pytest.mark.parametrize("mode", ["smtp", "OAuth", "service-account"])
def test_an_unknown_gmail_auth_mode_is_refused_listing_the_modes(mode):
    with pytest.raises(
        SettingsError, match="SEQUENCER_GMAIL_AUTH must be one of sandbox, service_account, oauth"
    ):
        Settings.from_env({"SEQUENCER_GMAIL_AUTH": mode})


def test_the_sandbox_is_the_gmail_endpoint_by_default():
    assert Settings.from_env({}).effective_gmail_endpoint == "http://127.0.0.1:8025"


def test_the_sandbox_endpoint_follows_the_sandbox_host_and_port():
    env = {"SEQUENCER_SANDBOX_HOST": "sandbox.local", "SEQUENCER_SANDBOX_PORT": "9025"}
    assert Settings.from_env(env).effective_gmail_endpoint == "http://sandbox.local:9025"


@pytest.mark.parametrize("mode", ["service_account", "oauth"])
def test_real_gmail_modes_without_an_endpoint_use_googles_own(mode):
    assert Settings.from_env({"SEQUENCER_GMAIL_AUTH": mode}).effective_gmail_endpoint is None


@pytest.mark.parametrize("mode", ["sandbox", "service_account"])
def test_an_explicit_gmail_endpoint_wins(mode):
    env = {"SEQUENCER_GMAIL_AUTH": mode, "SEQUENCER_GMAIL_ENDPOINT": "http://gmail.test:1"}
    assert Settings.from_env(env).effective_gmail_endpoint == "http://gmail.test:1"


def test_the_temporal_address_defaults_to_the_local_port():
    assert (
        Settings.from_env({"SEQUENCER_TEMPORAL_PORT": "7999"}).effective_temporal_address == "127.0.0.1:7999"
    )


def test_an_explicit_temporal_address_wins():
    env = {"TEMPORAL_ADDRESS": "temporal:7233", "SEQUENCER_TEMPORAL_PORT": "7999"}
    assert Settings.from_env(env).effective_temporal_address == "temporal:7233"


def test_switches_read_true_and_false_words_and_refuse_others():
    assert Settings.from_env({"SEQUENCER_WATCH_ON_START": "off"}).watch_on_start is False
    assert Settings.from_env({"SEQUENCER_REPLY_FROM_DOMAIN": "No"}).reply_from_domain is False
    assert Settings.from_env({}).reply_from_domain is True
    with pytest.raises(SettingsError):
        Settings.from_env({"SEQUENCER_WATCH_ON_START": "maybe"})


def test_the_workflow_cache_size_is_a_positive_count():
    assert Settings.from_env({}).max_cached_workflows == 600
    assert Settings.from_env({"SEQUENCER_MAX_CACHED_WORKFLOWS": "6000"}).max_cached_workflows == 6000
    for bad in ("0", "-3", "lots"):
        with pytest.raises(SettingsError, match="SEQUENCER_MAX_CACHED_WORKFLOWS"):
            Settings.from_env({"SEQUENCER_MAX_CACHED_WORKFLOWS": bad})


def test_the_grant_lead_is_whole_seconds_up_to_the_longest_a_send_waits():
    assert Settings.from_env({}).grant_lead_seconds == 10
    assert Settings.from_env({"SEQUENCER_GRANT_LEAD_SECONDS": "0"}).grant_lead_seconds == 0
    assert grant_lead_seconds({"SEQUENCER_GRANT_LEAD_SECONDS": " 30 "}) == 30
    for bad in ("31", "-1", "2.5", "soon"):
        with pytest.raises(SettingsError, match="SEQUENCER_GRANT_LEAD_SECONDS must be a whole number"):
            Settings.from_env({"SEQUENCER_GRANT_LEAD_SECONDS": bad})
