"""Which hosts a tenant may make the server connect to (no SSRF).

Hosts a project sets (SMTP and IMAP servers, the OAuth token endpoint, the CRM's and the SMS provider's
base URL, the dialer's URL) are refused when they are, or resolve to, an address that is not public:
loopback, link-local (169.254.0.0/16 with the cloud metadata service, fe80::/10), private (10/8,
172.16/12, 192.168/16), shared (100.64/10, carrier-grade NAT), unique-local (fc00::/7), site-local,
unspecified (0.0.0.0, ::), multicast, broadcast and every other range the IANA registries do not mark
global. An IPv6 address that carries an IPv4 one (IPv4-mapped ::ffff:a.b.c.d, 6to4 2002::/16, NAT64
64:ff9b::/96) is judged by the IPv4 address. A host is read as the C resolver and browsers read it:
`2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1` are all 127.0.0.1.

The operator allow-lists exceptions (`SEQUENCER_ALLOW_PRIVATE_HOSTS`, an `AllowList`): host names, IPs
and CIDRs, each optionally with a port. `make dev` allow-lists its own sandbox.

`HostGuard.vet` resolves a name (every address it has; one refused address refuses the host) and
answers the addresses it checked, so the caller connects to one of those and not to whatever a second
lookup answers (DNS rebinding). Everything here is pure but `resolve`, which tests replace.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from urllib.parse import unquote, urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

SETTING = "SEQUENCER_ALLOW_PRIVATE_HOSTS"
RESOLVE_TIMEOUT_SECONDS = 10.0
DEFAULT_PORTS = {"http": 80, "https": 443}

_PART = re.compile(r"^(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)$")
_NAME = re.compile(r"^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$")
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_SHARED = ipaddress.IPv4Network("100.64.0.0/10")
_V4_PRIVATE = tuple(ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
_UNIQUE_LOCAL = ipaddress.IPv6Network("fc00::/7")
_LOOPBACK: tuple[IPAddress, ...] = (ipaddress.IPv4Address("127.0.0.1"), ipaddress.IPv6Address("::1"))


class HostRefused(ValueError):
    """The host is, or resolves to, an address the server does not connect to."""

    def __init__(self, host: str, address: IPAddress, reason: str) -> None:
        shown = host if str(address) == host else f"{host} ({address})"
        super().__init__(
            f"{shown} is {reason}: the server does not connect to loopback, link-local or private "
            f"networks unless the operator allow-lists the host ({SETTING})"
        )
        self.host, self.address, self.reason = host, address, reason


# -- reading hosts ---------------------------------------------------------------------------------------
def normalize_host(host: str) -> str:
    """The host as a resolver sees it: NFKC-folded, percent-decoded, lower case, without brackets or a
    trailing dot (`[::1]` -> `::1`, `LocalHost.` -> `localhost`, fullwidth digits -> ASCII)."""
    text = unicodedata.normalize("NFKC", unquote(host.strip())).strip().lower()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    return text.rstrip(".") if text != "." else text


def _part_value(part: str) -> int:
    if part[:2] in ("0x", "0X"):
        return int(part[2:] or "0", 16)
    return int(part, 8) if part.startswith("0") else int(part)


def _ipv4_number(text: str) -> int | None:
    """inet_aton(3): 1-4 parts, each decimal, octal (leading 0) or hex (0x); the last fills the rest."""
    parts = text.split(".")
    if not 1 <= len(parts) <= 4 or not all(_PART.match(p) for p in parts):
        return None
    *leading, last = [_part_value(p) for p in parts]
    if any(v > 255 for v in leading) or last >= 256 ** (5 - len(parts)):
        return None
    number = last
    for index, value in enumerate(leading):
        number += value << (8 * (3 - index))
    return number


def parse_ip(host: str) -> IPAddress | None:
    """The IP address a host literally is, in any spelling the C resolver or a browser accepts
    (`2130706433`, `0177.0.0.1`, `0x7f.1`, `127.1`, `[::1]`, `fe80::1%25eth0`); None for a name."""
    text = normalize_host(host)
    if ":" in text:
        try:
            return ipaddress.IPv6Address(text)  # a zone id (`%eth0`) is kept as the scope
        except ValueError:
            return None
    number = _ipv4_number(text)
    return None if number is None else ipaddress.IPv4Address(number)


def is_localhost_name(host: str) -> bool:
    """`localhost` and names under `.localhost` are loopback whatever DNS says (RFC 6761)."""
    name = normalize_host(host)
    return name == "localhost" or name.endswith(".localhost")


def url_endpoint(url: str) -> tuple[str, int]:
    """The host and port an http(s) URL connects to. ValueError for another scheme or no host."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError as exc:
        raise ValueError(f"not a valid URL: {exc}") from None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS:
        raise ValueError("an http(s) URL")
    host = parts.hostname
    if not host:
        raise ValueError("an http(s) URL with a host")
    return host, port or DEFAULT_PORTS[scheme]


# -- judging addresses -----------------------------------------------------------------------------------
def _without_scope(address: IPAddress) -> IPAddress:
    if isinstance(address, ipaddress.IPv6Address) and address.scope_id:
        return ipaddress.IPv6Address(str(address).split("%", 1)[0])
    return address


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one carries (IPv4-mapped, 6to4, NAT64 64:ff9b::/96), if any."""
    if isinstance(address, ipaddress.IPv4Address):
        return None
    address = _without_scope(address)
    assert isinstance(address, ipaddress.IPv6Address)
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def refused_because(address: IPAddress) -> str | None:
    """Why the server must not connect to this address ("a loopback address", ...); None when it is
    public."""
    address = _without_scope(address)
    carried = embedded_ipv4(address)
    if carried is not None:
        reason = refused_because(carried)
        return f"{reason} inside an IPv6 address" if reason else None
    if address.is_unspecified or (isinstance(address, ipaddress.IPv4Address) and address.packed[0] == 0):
        return "an unspecified address"
    if address.is_loopback:
        return "a loopback address"
    if address.is_link_local:
        return "a link-local address"
    if isinstance(address, ipaddress.IPv4Address):
        if any(address in network for network in _V4_PRIVATE):
            return "a private address"
        if address in _SHARED:
            return "a shared (carrier-grade NAT) address"
        if address == ipaddress.IPv4Address("255.255.255.255"):
            return "the broadcast address"
    else:
        if address in _UNIQUE_LOCAL:
            return "a unique-local address"
        if address.is_site_local:
            return "a site-local address"
    if address.is_multicast:
        return "a multicast address"
    if not address.is_global or address.is_reserved:
        return "a reserved address"
    return None


# -- the operator's exceptions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class AllowEntry:
    """One allow-listed host name or network, on one port or all."""

    name: str | None = None
    network: IPNetwork | None = None
    port: int | None = None

    def allows(self, host: str, address: IPAddress, port: int) -> bool:
        if self.port is not None and self.port != port:
            return False
        if self.name is not None:
            return normalize_host(host) == self.name
        assert self.network is not None
        address = _without_scope(address)
        network = self.network
        candidates = (address, embedded_ipv4(address))
        return any(a is not None and a.version == network.version and a in network for a in candidates)


def _port(text: str, entry: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 0 < int(text) < 65536:
        raise ValueError(f"{entry!r}: the port must be 1-65535")
    return int(text)


def entry_text(host: str, port: int) -> str:
    """The allow-list entry for one host at one port (`127.0.0.1:8025`, `[::1]:8025`)."""
    host = normalize_host(host)
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_entry(entry: str) -> AllowEntry:
    """`name`, `name:port`, `IP`, `IP:port`, `CIDR`, `CIDR:port`; IPv6 in brackets when a port follows
    (`[::1]:8025`, `[fd00::/8]:443`)."""
    text = entry.strip()
    port: int | None = None
    if text.startswith("["):
        inside, bracket, rest = text[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            raise ValueError(f"{entry!r}: expected [IPv6] or [IPv6]:port")
        port = _port(rest[1:], entry) if rest else None
        text = inside
    elif text.count(":") == 1:
        text, _, raw_port = text.partition(":")
        port = _port(raw_port, entry)
    try:
        return AllowEntry(network=ipaddress.ip_network(text, strict=False), port=port)
    except ValueError:
        pass
    name = normalize_host(text)
    if not _NAME.match(name) or parse_ip(name) is not None:
        raise ValueError(f"{entry!r} is not a host name, IP address or CIDR network")
    return AllowEntry(name=name, port=port)


@dataclass(frozen=True)
class AllowList:
    """The hosts the operator lets through although they are not public."""

    entries: tuple[AllowEntry, ...] = ()

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> AllowList:
        """Comma-separated (or given one by one) entries; see `parse_entry`. ValueError on a bad one."""
        items = text.split(",") if isinstance(text, str) else list(text)
        return cls(tuple(parse_entry(item) for item in items if item.strip()))

    def allows(self, host: str, address: IPAddress, port: int) -> bool:
        return any(entry.allows(host, address, port) for entry in self.entries)


def check_addresses(host: str, port: int, addresses: Iterable[IPAddress], allow: AllowList) -> None:
    """Raise HostRefused for the first address that is not public and not allow-listed."""
    for address in addresses:
        reason = refused_because(address)
        if reason is not None and not allow.allows(host, address, port):
            raise HostRefused(host, address, reason)


# -- resolving -------------------------------------------------------------------------------------------
async def resolve(host: str, port: int) -> list[IPAddress]:
    """Every address the system resolver answers for a name (OSError when it answers none)."""
    loop = asyncio.get_running_loop()
    answers = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    found: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in answers:
        address = ipaddress.ip_address(str(sockaddr[0]))
        if address not in found:
            found.append(address)
    if not found:
        raise socket.gaierror(f"{host} has no address")
    return found


@dataclass(frozen=True)
class HostGuard:
    """The check made at save and again right before each connection."""

    allow: AllowList = field(default_factory=AllowList)
    resolve_timeout: float = RESOLVE_TIMEOUT_SECONDS

    async def vet(self, host: str, port: int) -> list[IPAddress]:
        """The addresses to connect to for this host: all checked, in the resolver's order. HostRefused
        when one is refused; OSError when the name does not resolve (in time)."""
        literal = parse_ip(host)
        if literal is not None:
            addresses = [literal]
        elif is_localhost_name(host):
            addresses = list(_LOOPBACK)
        else:
            addresses = await asyncio.wait_for(resolve(normalize_host(host), port), self.resolve_timeout)
        check_addresses(host, port, addresses, self.allow)
        return addresses

    async def vet_url(self, url: str) -> list[IPAddress]:
        host, port = url_endpoint(url)
        return await self.vet(host, port)

    async def check_at_save(self, host: str, port: int) -> None:
        """HostRefused for a host that is, or now resolves to, a refused address. A name that does not
        resolve is accepted: there is nothing to refuse yet, and every connection vets it again."""
        try:
            await self.vet(host, port)
        except OSError:
            return
