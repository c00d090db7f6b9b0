"""Which hosts a project may point the server at: every non-public range refused in every spelling,
public addresses let through, the operator's allow-list the only way past."""

from __future__ import annotations

import ipaddress

import pytest

from sequencer import netguard
from sequencer.netguard import AllowList, HostGuard, HostRefused, parse_ip, refused_because, url_endpoint

REFUSED = [
    # (host as a project might write it, the address it is, why it is refused)
    ("127.0.0.1", "127.0.0.1", "loopback"),
    ("127.255.255.254", "127.255.255.254", "loopback"),
    ("::1", "::1", "loopback"),
    ("[::1]", "::1", "loopback"),
    ("169.254.169.254", "169.254.169.254", "link-local"),  # the cloud metadata service
    ("169.254.0.1", "169.254.0.1", "link-local"),
    ("fe80::1", "fe80::1", "link-local"),
    ("fe80::1%25eth0", "fe80::1%eth0", "link-local"),  # a zone id, as a URL spells it
    ("10.0.0.1", "10.0.0.1", "private"),
    ("10.255.255.255", "10.255.255.255", "private"),
    ("172.16.0.1", "172.16.0.1", "private"),
    ("172.31.255.254", "172.31.255.254", "private"),
    ("192.168.1.1", "192.168.1.1", "private"),
    ("100.64.0.1", "100.64.0.1", "carrier-grade NAT"),
    ("100.127.255.254", "100.127.255.254", "carrier-grade NAT"),
    ("fc00::1", "fc00::1", "unique-local"),
    ("fd00::1", "fd00::1", "unique-local"),
    ("[fd12:3456::1]", "fd12:3456::1", "unique-local"),
    ("fec0::1", "fec0::1", "site-local"),
    ("0.0.0.0", "0.0.0.0", "unspecified"),
    ("0.1.2.3", "0.1.2.3", "unspecified"),
    ("::", "::", "unspecified"),
    ("224.0.0.1", "224.0.0.1", "multicast"),
    ("ff02::1", "ff02::1", "multicast"),
    ("255.255.255.255", "255.255.255.255", "broadcast"),
    ("192.0.2.1", "192.0.2.1", "reserved"),  # documentation
    ("240.0.0.1", "240.0.0.1", "reserved"),
    ("2001:db8::1", "2001:db8::1", "reserved"),
    # IPv6 carrying an IPv4 address: judged by the IPv4 one
    ("::ffff:127.0.0.1", "::ffff:7f00:1", "loopback"),
    ("[::ffff:169.254.169.254]", "::ffff:a9fe:a9fe", "link-local"),
    ("::ffff:10.0.0.1", "::ffff:a00:1", "private"),
    ("2002:7f00:1::", "2002:7f00:1::", "loopback"),  # 6to4
    ("64:ff9b::a9fe:a9fe", "64:ff9b::a9fe:a9fe", "link-local"),  # NAT64
    # IPv4 as the C resolver (inet_aton) and browsers read it
    ("2130706433", "127.0.0.1", "loopback"),  # one decimal number
    ("0177.0.0.1", "127.0.0.1", "loopback"),  # octal
    ("0x7f.0x0.0x0.0x1", "127.0.0.1", "loopback"),  # hex
    ("0x7f000001", "127.0.0.1", "loopback"),
    ("017700000001", "127.0.0.1", "loopback"),
    ("0x7f.1", "127.0.0.1", "loopback"),  # short forms: the last part fills the rest
    ("127.1", "127.0.0.1", "loopback"),
    ("127.0.1", "127.0.0.1", "loopback"),
    ("0", "0.0.0.0", "unspecified"),
    ("2852039166", "169.254.169.254", "link-local"),
    ("0251.0376.0251.0376", "169.254.169.254", "link-local"),
    ("0xa9.0xfe.0xa9fe", "169.254.169.254", "link-local"),
    ("012.1", "10.0.0.1", "private"),
    ("167772161", "10.0.0.1", "private"),
    ("127.0.0.1.", "127.0.0.1", "loopback"),  # a trailing dot
    ("１２７.０.０.１", "127.0.0.1", "loopback"),  # fullwidth digits (NFKC)
    ("%31%32%37.0.0.1", "127.0.0.1", "loopback"),  # percent-encoded
]

PUBLIC = [
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700::1",
    "[2606:4700:4700::1111]",
    "::ffff:93.184.215.14",
]


@pytest.mark.parametrize(("host", "address", "reason"), REFUSED)
def test_each_non_public_range_is_refused_in_every_spelling(host: str, address: str, reason: str):
    parsed = parse_ip(host)

    assert parsed == ipaddress.ip_address(address)
    assert parsed is not None and reason in (refused_because(parsed) or "")


@pytest.mark.parametrize("host", PUBLIC)
def test_public_addresses_are_let_through(host: str):
    parsed = parse_ip(host)

    assert parsed is not None and refused_because(parsed) is None


@pytest.mark.parametrize(
    "host", ["api.attio.com", "smtp.office365.com", "1.2.3.09", "127.0.0.256", "x.127.0.0.1"]
)
def test_names_are_not_addresses(host: str):
    assert parse_ip(host) is None


@pytest.mark.parametrize(
    ("url", "endpoint"),
    [
        ("http://169.254.169.254/latest/meta-data/", ("169.254.169.254", 80)),
        ("http://2130706433/", ("2130706433", 80)),
        ("https://[::1]/", ("::1", 443)),
        ("http://[fd00::1]:8080/x", ("fd00::1", 8080)),
        ("https://user:pw@crm.example.com:8443/v2", ("crm.example.com", 8443)),
    ],
)
def test_a_url_connects_to_its_host_and_port(url: str, endpoint: tuple[str, int]):
    assert url_endpoint(url) == endpoint


@pytest.mark.parametrize(
    "url", ["ftp://example.com/", "file:///etc/passwd", "http://", "gopher://127.0.0.1:25/"]
)
def test_only_http_urls_with_a_host_are_read(url: str):
    with pytest.raises(ValueError, match="http"):
        url_endpoint(url)


async def test_a_literal_address_is_refused_without_asking_dns(monkeypatch):
    async def no_dns(host: str, port: int) -> list:
        raise AssertionError("a literal address needs no lookup")

    monkeypatch.setattr(netguard, "resolve", no_dns)

    with pytest.raises(HostRefused, match=r"0177\.0\.0\.1 \(127\.0\.0\.1\) is a loopback address"):
        await HostGuard().vet("0177.0.0.1", 80)
    assert await HostGuard().vet("93.184.215.14", 443) == [ipaddress.ip_address("93.184.215.14")]


async def test_localhost_names_are_loopback_whatever_dns_says(monkeypatch):
    async def public(host: str, port: int) -> list:
        return [ipaddress.ip_address("93.184.215.14")]

    monkeypatch.setattr(netguard, "resolve", public)

    for name in ("localhost", "LOCALHOST.", "api.localhost"):
        with pytest.raises(HostRefused, match="loopback"):
            await HostGuard().vet(name, 80)


async def test_a_name_is_refused_when_any_of_its_addresses_is(monkeypatch):
    async def mixed(host: str, port: int) -> list:
        return [ipaddress.ip_address("93.184.215.14"), ipaddress.ip_address("10.1.2.3")]

    monkeypatch.setattr(netguard, "resolve", mixed)

    with pytest.raises(HostRefused, match=r"crm\.example\.com \(10\.1\.2\.3\) is a private address"):
        await HostGuard().vet("crm.example.com", 443)


async def test_a_name_that_does_not_resolve_is_accepted_at_save_and_fails_at_connect(monkeypatch):
    async def nothing(host: str, port: int) -> list:
        raise OSError("no such name")

    monkeypatch.setattr(netguard, "resolve", nothing)

    await HostGuard().check_at_save("not-yet.example.com", 443)
    with pytest.raises(OSError, match="no such name"):
        await HostGuard().vet("not-yet.example.com", 443)


@pytest.mark.parametrize(
    ("allowed", "host", "port", "resolved"),
    [
        ("127.0.0.1", "127.0.0.1", 25, "127.0.0.1"),  # an IP, any port
        ("127.0.0.1:8025", "127.0.0.1", 8025, "127.0.0.1"),  # an IP at one port
        ("127.0.0.1:8025", "2130706433", 8025, "127.0.0.1"),  # however the host spells it
        ("10.0.0.0/8", "10.20.30.40", 443, "10.20.30.40"),  # a CIDR
        ("10.0.0.0/8:443", "10.20.30.40", 443, "10.20.30.40"),
        ("fd00::/8", "[fd00::7]", 993, "fd00::7"),
        ("[::1]:8025", "::1", 8025, "::1"),
        ("mail.internal", "mail.internal", 587, "10.9.8.7"),  # a name: whatever it resolves to
        ("Mail.Internal.:587", "mail.internal", 587, "10.9.8.7"),
        ("127.0.0.1", "::ffff:127.0.0.1", 80, "::ffff:127.0.0.1"),  # the IPv4 inside counts
    ],
)
async def test_the_allow_list_lets_through_hosts_ips_and_networks(
    monkeypatch, allowed: str, host: str, port: int, resolved: str
):
    async def answer(name: str, port: int) -> list:
        return [ipaddress.ip_address(resolved)]

    monkeypatch.setattr(netguard, "resolve", answer)
    guard = HostGuard(AllowList.parse(allowed))

    assert await guard.vet(host, port) == [ipaddress.ip_address(resolved)]
    with pytest.raises(HostRefused):
        await HostGuard().vet(host, port)  # and without it, refused


@pytest.mark.parametrize(
    ("allowed", "host", "port"),
    [
        ("127.0.0.1:8025", "127.0.0.1", 25),  # another port
        ("127.0.0.1:8025", "127.0.0.2", 8025),  # another address
        ("10.0.0.0/16", "10.1.0.1", 443),  # outside the network
        ("mail.internal", "other.internal", 587),  # another name resolving to the same address
        ("::1", "127.0.0.1", 80),  # another family
    ],
)
async def test_the_allow_list_lets_through_nothing_else(monkeypatch, allowed: str, host: str, port: int):
    async def private(name: str, port: int) -> list:
        return [ipaddress.ip_address("10.9.8.7")]

    monkeypatch.setattr(netguard, "resolve", private)

    with pytest.raises(HostRefused):
        await HostGuard(AllowList.parse(allowed)).vet(host, port)


@pytest.mark.parametrize(
    "bad",
    ["127.0.0.1:0", "127.0.0.1:http", "[::1", "[::1]8025", "*", "under score!", "10.0.0.0/33", "1.2.3.4:5:6"],
)
def test_a_bad_allow_list_entry_is_refused_saying_which(bad: str):
    with pytest.raises(ValueError, match="'"):
        AllowList.parse(f"127.0.0.1, {bad}")


def test_an_empty_allow_list_allows_nothing():
    assert AllowList.parse("") == AllowList.parse(" , ") == AllowList()
    assert not AllowList().allows("127.0.0.1", ipaddress.ip_address("127.0.0.1"), 80)


def test_the_operator_setting_is_read_by_the_settings_and_a_bad_one_stops_the_start():
    from sequencer.settings import Settings, SettingsError

    read = Settings.from_env({"SEQUENCER_ALLOW_PRIVATE_HOSTS": "10.0.0.0/8, mail.internal:587"})

    assert Settings.from_env({}).allow_private_hosts == AllowList()  # secure by default
    assert read.allow_private_hosts.allows("x", ipaddress.ip_address("10.1.1.1"), 443)
    assert read.allow_private_hosts.allows("mail.internal", ipaddress.ip_address("192.168.0.9"), 587)
    with pytest.raises(SettingsError, match="SEQUENCER_ALLOW_PRIVATE_HOSTS: '10.0.0.0/33'"):
        Settings.from_env({"SEQUENCER_ALLOW_PRIVATE_HOSTS": "10.0.0.0/33"})


def test_make_dev_allow_lists_its_sandbox_port_besides_the_operators_hosts():
    from cli.devstack import dev_allowed_hosts
    from sequencer.settings import Settings

    alone = dev_allowed_hosts(Settings(sandbox_port=8025), {})
    added = dev_allowed_hosts(Settings(sandbox_port=9025), {"SEQUENCER_ALLOW_PRIVATE_HOSTS": "10.0.0.0/8"})
    allowed = AllowList.parse(added["SEQUENCER_ALLOW_PRIVATE_HOSTS"])

    assert alone == {"SEQUENCER_ALLOW_PRIVATE_HOSTS": "127.0.0.1:8025"}
    assert allowed.allows("127.0.0.1", ipaddress.ip_address("127.0.0.1"), 9025)
    assert allowed.allows("10.0.0.1", ipaddress.ip_address("10.0.0.1"), 80)
    assert not allowed.allows("127.0.0.1", ipaddress.ip_address("127.0.0.1"), 8080)  # not the API's port
