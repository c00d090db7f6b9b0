"""The held-out look-alikes (tests/corpus/heldout_lookalikes): 48 messages that look like bounces and
are not (replies under "Undeliverable:"-style subjects, forwarded reports, a postmaster desk's letter,
newsletters on bounce rates, auto-replies in bounce words, challenges, complaints, unsubscribe
requests), written by someone who had not read the rules and committed before their first run.

First run: 25/48 classes right, 12 taken for bounces, 3 of them suppressing an address; 8 challenges
read as auto-replies. Issue 38: non-bounces are never bounces, so no message of the set may be a
bounce, and each must read as labelled. Two label conventions differ from ours and are accepted:
read receipts are labelled `auto_reply` and read as `receipt`; unsubscribe requests are labelled
`suppress_address: true`, and the unsubscribe route suppresses, not the classification.

The second set (tests/corpus/heldout_lookalikes_b, `labels.json` with `class` and `note`): 44 messages,
30 that look like bounces and are not and 14 real bounces that look unusual, written by someone who
never read the rules. First run: 38/44 classes right, 1 non-bounce taken for a bounce, no real bounce
missed. No non-bounce may be a bounce, every real bounce must stay one, each reads as labelled.

The third set (tests/corpus/heldout_lookalikes_c, `labels.json` with `class` and `note`): 24
non-bounces written the same way (a help desk agent's answer, a mail administrator's letter from
postmaster@, challenges in German and Spanish, auto-replies in bounce words, receipts, a complaint).
First run: 21/24 classes right, 2 taken for bounces, one of them suppressing. No message may be a
bounce, each reads as labelled (`receipt` is labelled as such here).

The fourth set (tests/corpus/heldout_lookalikes_d, `labels.json` with `class` and `note`): 30
non-bounces written with dsn/f (a success DSN, a person's fake "Unzustellbar:" bounce, challenges in
Japanese, Italian and Dutch, DMARC and TLS reports, a gateway's hold notice, replies carrying a real
NDR). First run 24/30 classes right, 2 taken for bounces, none suppressing. No message may be a
bounce, each reads as labelled.

The fifth set (tests/corpus/heldout_lookalikes_e, `labels.json` with `class` and `note`): 24
non-bounces written with dsn/h (a person's "Unzustellbar - bitte austragen" over our quoted mail,
challenges in German, English and French, out-of-office replies in bounce words, a success DSN, read
receipts, a quarantine digest, an ARF complaint); first run 22/24 classes right, 1 taken for a bounce,
none suppressing. No message may be a bounce, each reads as labelled.

The sixth set (tests/corpus/heldout_lookalikes_f, `labels.json` with `class` and `note`): 20
non-bounces written with dsn/i (challenges in Italian and Dutch, out-of-office and left-the-company
replies in bounce words, a help desk's acknowledgement, a gateway's hold notice that asks nothing, a
success DSN, a read receipt, an ARF complaint, people's replies and removal requests under bounce
subjects); first run 18/20 classes right, none taken for a bounce. No message may be a bounce, each
reads as labelled.

The seventh set (tests/corpus/heldout_lookalikes_g, `labels.json` with `class` and `note`): 20
non-bounces written with dsn/j (out-of-office replies that say mail "will not be delivered" or "is no
longer monitored", people's replies about bounced forwards and old addresses, an "[EXTERNAL]" banner
reply, removal requests under "Undeliverable:", a ticket acknowledgement, a hold notice, challenges, a
read receipt, a relayed DSN, an ARF complaint); first run 20/20 classes right, none taken for a bounce.

The eighth set (tests/corpus/heldout_lookalikes_h, `labels.json` with `class` and `note`): 20
non-bounces written with dsn/k ("address no longer read" and left-the-company auto-replies, a quarantine
digest, a moderation hold, a DMARC report, a deliverability newsletter, people's replies and a removal
request under bounce subjects, challenges, a read receipt, a success DSN, an ARF complaint); first run
20/20 classes right, none taken for a bounce.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.classifier import is_receipt

HERE = Path(__file__).parent / "heldout_lookalikes"
LABELS: dict[str, dict[str, object]] = json.loads((HERE / "labels.json").read_text())
HERE_B = Path(__file__).parent / "heldout_lookalikes_b"
LABELS_B: dict[str, dict[str, object]] = json.loads((HERE_B / "labels.json").read_text())
HERE_C = Path(__file__).parent / "heldout_lookalikes_c"
LABELS_C: dict[str, dict[str, object]] = json.loads((HERE_C / "labels.json").read_text())
HERE_D = Path(__file__).parent / "heldout_lookalikes_d"
LABELS_D: dict[str, dict[str, object]] = json.loads((HERE_D / "labels.json").read_text())
HERE_E = Path(__file__).parent / "heldout_lookalikes_e"
LABELS_E: dict[str, dict[str, object]] = json.loads((HERE_E / "labels.json").read_text())
HERE_F = Path(__file__).parent / "heldout_lookalikes_f"
LABELS_F: dict[str, dict[str, object]] = json.loads((HERE_F / "labels.json").read_text())
HERE_G = Path(__file__).parent / "heldout_lookalikes_g"
LABELS_G: dict[str, dict[str, object]] = json.loads((HERE_G / "labels.json").read_text())
HERE_H = Path(__file__).parent / "heldout_lookalikes_h"
LABELS_H: dict[str, dict[str, object]] = json.loads((HERE_H / "labels.json").read_text())


def _read(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS))
def test_no_lookalike_is_a_bounce(name: str) -> None:
    assert _read(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS))
def test_lookalikes_read_as_labelled(name: str) -> None:
    label, found = LABELS[name], _read(name)
    if found["class"] == "receipt" and label["class"] == "auto_reply":
        # A read receipt: our class for it, not theirs; it must carry a disposition notification.
        assert is_receipt(parse_message((HERE / name).read_bytes()))
    else:
        assert found["class"] == label["class"]
    if label["class"] != "unsubscribe_request":
        assert bool(found.get("suppress_address")) == label["suppress_address"]


def _read_b(name: str) -> str:
    return str(classify_message(parse_message((HERE_B / name).read_bytes())).as_json(file=name)["class"])


@pytest.mark.parametrize("name", sorted(n for n, label in LABELS_B.items() if label["class"] != "bounce"))
def test_no_lookalike_b_is_a_bounce(name: str) -> None:
    assert _read_b(name) != "bounce"


@pytest.mark.parametrize("name", sorted(n for n, label in LABELS_B.items() if label["class"] == "bounce"))
def test_every_real_bounce_b_stays_a_bounce(name: str) -> None:
    assert _read_b(name) == "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_B))
def test_lookalikes_b_read_as_labelled(name: str) -> None:
    assert _read_b(name) == LABELS_B[name]["class"]


def _read_c(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_C / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_C))
def test_no_lookalike_c_is_a_bounce(name: str) -> None:
    assert _read_c(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_C))
def test_lookalikes_c_read_as_labelled(name: str) -> None:
    found = _read_c(name)
    assert found["class"] == LABELS_C[name]["class"]
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed


def _read_d(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_D / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_D))
def test_no_lookalike_d_is_a_bounce(name: str) -> None:
    assert _read_d(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_D))
def test_lookalikes_d_read_as_labelled(name: str) -> None:
    found = _read_d(name)
    assert found["class"] == LABELS_D[name]["class"], LABELS_D[name].get("note")
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed


def _read_e(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_E / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_E))
def test_no_lookalike_e_is_a_bounce(name: str) -> None:
    assert _read_e(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_E))
def test_lookalikes_e_read_as_labelled(name: str) -> None:
    found = _read_e(name)
    assert found["class"] == LABELS_E[name]["class"], LABELS_E[name].get("note")
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed


def _read_f(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_F / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_F))
def test_no_lookalike_f_is_a_bounce(name: str) -> None:
    assert _read_f(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_F))
def test_lookalikes_f_read_as_labelled(name: str) -> None:
    found = _read_f(name)
    assert found["class"] == LABELS_F[name]["class"], LABELS_F[name].get("note")
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed


def _read_g(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_G / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_G))
def test_no_lookalike_g_is_a_bounce(name: str) -> None:
    assert _read_g(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_G))
def test_lookalikes_g_read_as_labelled(name: str) -> None:
    found = _read_g(name)
    assert found["class"] == LABELS_G[name]["class"], LABELS_G[name].get("note")
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed


def _read_h(name: str) -> dict[str, object]:
    return classify_message(parse_message((HERE_H / name).read_bytes())).as_json(file=name)


@pytest.mark.parametrize("name", sorted(LABELS_H))
def test_no_lookalike_h_is_a_bounce(name: str) -> None:
    assert _read_h(name)["class"] != "bounce"


@pytest.mark.parametrize("name", sorted(LABELS_H))
def test_lookalikes_h_read_as_labelled(name: str) -> None:
    found = _read_h(name)
    assert found["class"] == LABELS_H[name]["class"], LABELS_H[name].get("note")
    if found["class"] not in ("unsubscribe_request", "complaint"):
        assert not found.get("suppress_address")  # nobody complained or asked to be removed
