"""Answers between `>`-quoted lines under a separator and its header block (Zimbra's "----- Mail original
-----", "----- Original Message -----", "-----Ursprüngliche Nachricht-----") count in order, the header
block's fields never; and "no need for the link" is no decline of the offer.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import rule_intent

SEPARATORS = [
    ("----- Mail original -----", 'De: "Camille Roux" <c@acme.test>\nÀ: t@free.example\nEnvoyé: Mardi 2 Mars'
     " 2027 09:14:15\nObjet: Deux interventions"),
    ("----- Original Message -----", "From: Rep <rep@acme.test>\nTo: ines@x.example\nSent: Tuesday, March 2,"
     " 2027\nSubject: Two more visits"),
    ("-----Ursprüngliche Nachricht-----", "Von: Rep <rep@acme.test>\nAn: s@x.example\nGesendet: Dienstag, 2."
     " März 2027\nBetreff: Zwei Einsätze"),
    ("----- Messaggio originale -----", "Da: Rep <rep@acme.test>\nA: a@x.example\nInviato: martedì 2 marzo"
     " 2027\nOggetto: Due interventi"),
]  # fmt: skip


@pytest.mark.parametrize(("separator", "block"), SEPARATORS)
def test_answers_between_quotes_under_a_separator_and_header_block_count(separator, block):
    body = (
        f"Answers below.\n\n{separator}\n{block}\n\n> Question one?\n>\n> More of it.\n\nYes, eight.\n\n"
        "> Question two?\n\nNext week works.\n\n> Rep\n> Acme\n"
    )
    assert own_text(body) == "Answers below.\n\nYes, eight.\n\nNext week works."


def test_a_header_block_right_above_a_gt_quote_keeps_the_answers_between():
    body = "From: Rep <rep@acme.test>\nSent: Tuesday\nTo: Dana\nSubject: Pilot\n\n> Question?\n\nYes.\n"
    assert own_text(body) == "Yes."


def test_an_unquoted_original_under_a_separator_and_header_block_never_counts():
    separator, block = SEPARATORS[0]
    body = f"Merci, pas pour nous.\n\n{separator}\n{block}\n\nBonjour,\n\nUn échange ?\n\nCamille\n"
    assert own_text(body) == "Merci, pas pour nous."


@pytest.mark.parametrize(
    "text",
    [
        "No need for the link, it's relevant. Send the invite to this address.",
        "No need to apologise, send the invite.",
        "Pas besoin du lien, c'est pertinent. Envoyez-moi l'invitation.",
    ],
)
def test_no_need_for_a_small_thing_is_no_decline(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    ["No need, we have one.", "No need for it.", "No need for your product.", "Pas besoin, merci.",
     "Pas besoin de ce genre d'outil."],
)  # fmt: skip
def test_no_need_for_the_offer_stays_a_decline(text):
    assert rule_intent(text) == "not_interested"
