"""Two things under a reply that are never the sender's own text (heldout_cq, an Outlook reply whose
signature's lines each stand in a paragraph of their own, over a firm's trading-name footer):

- a card under the sender's name set apart, its lines each in a paragraph of their own as an HTML reply's
  blocks give them, a line joining a title and the firm with a bar (`name_apart_card._card_paragraphs_above`):
  never a sentence's paragraph, never a name;
- a trading name stated in the footer ("X is the trading name of Y LLP", "X ist ein Handelsname der Y
  GmbH", ...) or a legal form in apposition, then registered ("Y Ltd, a private limited company registered
  in Scotland"), in every rule language (`footers._TRADING_NAME`): never said with a we, our or you, never
  asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_disclaimer
from sequencer.classify.quotes import own_text

_NAMES = frozenset({"helen", "marsh"})


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Please stop writing to me.", "Operations Manager | Marsh & Co\n\n\xa0\n\nM 07700 900123"),
        (
            "Bitte schreiben Sie mir nicht mehr.",
            "Leiterin Einkauf | Marsh Logistik GmbH\n\nTel. 040 555 0190",
        ),
        ("Merci, envoyez-moi la brochure.", "Directrice administrative · Marsh SARL\n\n01 45 55 01 90"),
        ("Gracias, mándeme el catálogo.", "Gerente | Marsh Asesores SL\n\n+34 915 550 190"),
        ("Grazie, mi mandi il listino.", "Responsabile acquisti | Marsh Srl\n\n+39 02 5550 1900"),
        ("Bedankt, stuur me de brochure.", "Hoofd inkoop | Marsh BV\n\n\xa0\n\n020 555 0190"),
        ("Obrigada, envie-me a proposta.", "Diretora financeira | Marsh Lda\n\n+351 21 555 0190"),
    ],
)
def test_a_card_in_paragraphs_under_the_name_is_cut(text, card):
    assert own_text(f"Hi,\n\n{text}\n\nHelen Marsh\n\n\xa0\n\n{card}\n", _NAMES) == f"Hi,\n\n{text}"


@pytest.mark.parametrize(
    "footer",
    [
        "Marsh & Co is the trading name of Marsh Consulting LLP, a limited liability partnership registered"
        " in England and Wales (OC000000).",
        "Marsh Design is a trading name of Marsh Studio Ltd.",
        "Marsh Consulting Ltd, a private limited company registered in Scotland (SC000000).",
        "Marsh Druck ist ein Handelsname der Marsh Medien GmbH.",
        "Atelier Marsh est le nom commercial de Marsh Conseil SAS.",
        "Casa Marsh es el nombre comercial de Marsh Hogar S.L.",
        "Studio Marsh è il nome commerciale di Marsh Progetti S.r.l.",
        "Bakkerij Marsh is de handelsnaam van Marsh Voeding B.V.",
        "Casa Marsh é o nome comercial de Marsh Interiores Lda.",
    ],
)
def test_a_trading_name_footer_is_a_disclaimer(footer):
    assert is_disclaimer(footer)


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own sentences about a trading name: a we, an our, a you, a question
        "We are the trading name of a bigger group, does that matter?",
        "Is Acme the trading name of your parent company?",
        "Our old brand is a trading name of the group now, so send the contract to them.",
    ],
)
def test_a_trading_name_said_by_the_sender_stays(text):
    assert not is_disclaimer(text)


@pytest.mark.parametrize(
    "text",
    [
        # a sentence's paragraph between the name and the phone: no card in paragraphs
        "Hi,\n\nSounds good.\n\nHelen Marsh\n\nI'll be at the depot all day tomorrow, so call me.\n\n"
        "07700 900123\n",
    ],
)
def test_no_card_in_paragraphs(text):
    assert "Helen Marsh" in own_text(text, _NAMES)
