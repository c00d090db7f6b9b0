"""What a shared mailbox signs with is never its own text (heldout_av): the team signature, the
organisation named in the sender's display name with the team under it ("Info - Talbot & Rowe" signs
"Talbot & Rowe / Front office"), and the bare registration line of a legal footer ("Registered in England
and Wales No. 0000000. This message may contain privileged information."). A last paragraph that says
something, or names words not of the sender's name, stays; a sentence that only mentions registration is
the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_NAMES = frozenset({"info", "talbot", "rowe"})
_TEXT = (
    "Hi Priya,\n\nThis is the general info inbox. Accounts is handled by Nadia, best to reach her directly."
)


@pytest.mark.parametrize(
    "signature",
    ["Talbot & Rowe\nFront office", "Talbot & Rowe", "Talbot Rowe\nKundenservice\nEmpfang"],
)
def test_the_organisations_team_signature_is_cut(signature):
    assert own_text(f"{_TEXT}\n\n{signature}\n", _NAMES) == _TEXT


@pytest.mark.parametrize(
    "last",
    [
        "Talbot & Rowe will call you next week.",
        "Talbot & Rowe Partners\nFront office",
        "Front office\nTalbot & Rowe",
    ],
)
def test_a_last_paragraph_that_is_no_team_signature_stays(last):
    assert last.split("\n")[0] in own_text(f"{_TEXT}\n\n{last}\n", _NAMES)


def test_a_text_that_is_only_the_organisations_name_stays():
    assert own_text("Talbot & Rowe\n", _NAMES) == "Talbot & Rowe"


@pytest.mark.parametrize(
    "footer",
    [
        "Registered in England and Wales No. 0000000. This message may contain privileged information.",
        "Registered in England and Wales, company number 0000000.",
        "Company registered in Scotland No. SC000000.",
    ],
)
def test_a_bare_registration_footer_is_cut(footer):
    card = "Legal Department\nAshgrove Insurance plc"
    body = f"Dear Sir/Madam,\n\nRemove us from your lists.\n\n{card}\n{footer}\n"
    assert own_text(body) == "Dear Sir/Madam,\n\nRemove us from your lists."


def test_a_sentence_about_where_we_are_registered_is_the_senders():
    body = "Hi,\n\nWe are a small firm, we moved and are now registered in Ireland. Send the details.\n"
    assert "registered in Ireland" in own_text(body)
