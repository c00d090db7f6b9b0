"""Not interested, the families heldout_n's first run showed (`not_a_fit.py`): no fit ("I don't think
we're who you're looking for", "we're far too small for this") and a blunt "No." opening a reply that says
why ("No. We wrote our own close tooling"); and where the sender's words end: a gateway tag in brackets
below the text ("[EXTERNAL SENDER] Use caution when opening links or attachments") is cut, and with it
the name card above it. The look-alikes never match.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "That's kind, but we're three people and a shared drive. I don't think we're who you're looking for.",
        "We're not the kind of company you're looking for.",
        "Honestly we're far too small for this.",
        "Wir sind zu klein dafür, danke.",
        "Nous sommes bien trop petits pour ça.",
        "No somos lo que buscan, gracias.",
        "Siamo troppo piccoli per questo.",
        "We zijn echt te klein hiervoor.",
        "Não somos quem vocês procuram.",
        "No. We built our own reconciliation scripts years ago and they do the job.",
        "Hi Sam, no. We are happy with what we have.",
        "Nein. Wir haben ein eigenes Tool gebaut.",
        "Non. Nous avons notre propre outil.",
        "Nee. Dat doen we zelf.",
        "Não. Fazemos isso internamente.",
    ],
)
def test_no_fit_and_a_blunt_no_are_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're who you're looking for, let's talk.",
        "Are we the kind of company you're looking for?",
        "No problem, send me the deck.",
        "No worries, happy to take a call on Tuesday.",
        "No. But send me the pricing deck and I'll look.",
        "No. 5 on your list looks interesting, send details.",
        "We're a small team, so a short demo would be ideal.",
    ],
)
def test_look_alikes_of_no_fit_and_a_blunt_no_are_not_a_decline(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "tag",
    [
        "[EXTERNAL SENDER] Use caution when opening links or attachments.",
        "[EXTERN] Vorsicht bei Links und Anhängen.",
    ],
)
def test_a_gateway_tag_below_the_text_is_cut_with_the_card_above_it(tag):
    body = (
        "Ms. Lee,\n\nOur policy does not permit us to engage with unsolicited vendors. We will not be"
        f" pursuing this.\n\nJoan Pratt\nVendor Office\nHarbor Credit Union\n{tag}"
    )
    assert own_text(body, frozenset({"joan", "pratt"})) == (
        "Ms. Lee,\n\nOur policy does not permit us to engage with unsolicited vendors. We will not be"
        " pursuing this."
    )


def test_a_bracketed_word_inside_the_text_stays():
    body = "Hi,\n\nThe ticket is tagged\n[external] in our tracker, send the details.\n\nThanks"
    assert "[external] in our tracker" in own_text(body)
