"""A name with a profession's letters after it ("Nina Castellanos, DVM", "Amir Haddad, MD, PhD") or a
doctor's title before it ("Dr. Anna Weber") under the sender's last sentence is their signature, with
the practice or phone below it, set apart by a blank line or not. A sentence that holds a name and a
comma, or a titled name that a sentence goes on from, stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from sequencer.classify.signature_cards import titled_name

PRACTICE = "Castellanos Veterinary Group"
TEXT = "Does Acme work with Sage Intacct, or only the big ERPs? Not promising anything, just curious."


@pytest.mark.parametrize(
    "name",
    [
        "Nina Castellanos, DVM",
        "Amir Haddad, MD, PhD",
        "Li Wei, CPA",
        "Ana Ruiz, Esq.",
        "Tom Baker, MBA",
        "Dr. Anna Weber",
        "Prof. Dr. Jan Maes",
        "Dra. Lucía Gómez",
        "Dr. Anna Weber, PhD",
    ],
)
@pytest.mark.parametrize("gap", ["\n\n", "\n"])
@pytest.mark.parametrize("below", ["", f"\n{PRACTICE}", f"\n{PRACTICE}\n+1 555 0147"])
def test_a_titled_name_under_the_last_sentence_is_the_signature(name, gap, below):
    assert titled_name(name)
    assert own_text(f"{TEXT}{gap}{name}{below}\n") == TEXT


@pytest.mark.parametrize(
    "line",
    ["Boston, MA", "Nina Castellanos, our vet", "Dr. Smith will call you", "Castellanos, DVM practice"],
)
def test_lines_that_are_no_titled_name(line):
    assert not titled_name(line)


@pytest.mark.parametrize(
    "body",
    [
        "Please call our vet.\nNina Castellanos, DVM, will call you back.",
        "Thanks for the note.\nDr. Anna Weber\nwill call you on Monday",
        "Hi,\nNina Castellanos, DVM\nwill take this over from here and she will call you on Monday.",
        "Our new vet is Nina Castellanos, DVM.",
        "Please write to Dr. Anna Weber instead.",
        f"{TEXT}\n\nDr. Anna Weber\nWill you send the pricing to her? She decides.",
    ],
)
def test_a_sentence_with_a_titled_name_stays(body):
    assert own_text(body) == body
