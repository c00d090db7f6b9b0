"""A name alone signing the text with a postscript set apart below it (heldout_ar: "... one in Canada?\n\n
Walter\n\nP.S. we're on NetSuite, if that matters"): the name is the signature and is cut, the postscript is
the sender's own words again, in every rule language ("P.S.", "PS:", "P.D."); so is the sender's own name
under a finished sentence with no blank line. A sentence or an exclamation set apart above the postscript
stays, and so does a name written inside the postscript.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("body", "name", "postscript"),
    [
        ("What would this cost for a company with three entities?", "Walter", "P.S. we're on NetSuite."),
        ("Send me the deck, please.", "Walter Pruitt", "PS we use Xero, if that matters."),
        ("Schicken Sie mir bitte Preise für drei Standorte.", "Jonas", "PS: Wir nutzen DATEV."),
        ("Envoyez-moi vos tarifs pour nos trois filiales.", "Marie", "P.S. Nous sommes sur Sage."),
        ("Mándeme precios para tres sociedades.", "Lucía", "P.D. Usamos Holded."),
        ("Mi mandi i prezzi per tre società.", "Paolo", "P.S. Usiamo TeamSystem."),
        ("Stuur me de prijzen voor drie entiteiten.", "Kees", "PS: we werken met Exact."),
        ("Envie-me os preços para três empresas.", "Rita", "P.S. Usamos o Primavera."),
    ],
)
def test_the_name_is_cut_and_the_postscript_stays(body, name, postscript):
    assert own_text(f"{body}\n\n{name}\n\n{postscript}\n") == f"{body}\n\n{postscript}"


def test_the_senders_own_name_right_under_the_sentence_is_cut_too():
    text = "Send me the deck, please.\nWalter\n\nP.S. we're on NetSuite."
    assert (
        own_text(text, frozenset({"walter", "pruitt"}))
        == "Send me the deck, please.\n\nP.S. we're on NetSuite."
    )


@pytest.mark.parametrize("middle", ["Tuesday works.", "No rush!", "Thanks again for the letter."])
def test_a_sentence_above_the_postscript_stays(middle):
    text = f"Send me the deck.\n\n{middle}\n\nP.S. we're on NetSuite."
    assert own_text(text) == text


def test_a_name_inside_the_postscript_stays():
    text = "Send me the deck.\n\nP.S. Walter\nfrom finance will join."
    assert own_text(text) == text


@pytest.mark.parametrize(
    ("body", "device", "postscript"),
    [
        ("Thanks, we're set for this year.", "Sent from my Galaxy", "PS: please drop me from the list too."),
        (
            "Danke, dieses Jahr nicht.",
            "Von meinem iPhone gesendet",
            "P.S. Bitte nehmen Sie mich aus dem Verteiler.",
        ),
        ("Grazie, per ora no.", "Inviato da iPhone", "P.S. Toglietemi dalla lista, per favore."),
    ],
)
def test_a_postscript_typed_under_the_device_line_stays(body, device, postscript):
    assert own_text(f"{body}\n\nAnna\n\n{device}\n\n{postscript}\n") == f"{body}\n\n{postscript}"


def test_a_device_line_over_anything_but_a_postscript_still_ends_the_text():
    assert (
        own_text("Thanks, not now.\n\nSent from my iPhone\n\nCompany confidential notice\n")
        == "Thanks, not now."
    )
