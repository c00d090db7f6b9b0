"""Our contact asked for in an invitation to an RFP or a tender (heldout_bn: "We will be issuing an RFP ... in
Q1 and I'm happy to include Acme. Can you confirm who on your side should receive the RFP pack?", "Bitte
bestätigen Sie mir kurz, wer bei Ihnen der Ansprechpartner ist"): interested, the tender's time no later
(`intent_rules.tender_contact_asked`), in every rule language; the contact asked on our side names no
colleague of theirs, no wrong person. A colleague of theirs named for the tender stays a wrong person, a
tender still to come with nothing asked now stays a later, and our contact asked with no tender named is no
invitation.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We will be issuing an RFP in Q1 and I'm happy to include you. Can you confirm who on your side"
        " should receive the RFP pack?",
        "Our tender opens in February. Where should we send the documents?",
        "Wir starten im Januar eine Ausschreibung. Bitte bestätigen Sie mir kurz, wer bei Ihnen der"
        " Ansprechpartner ist.",
        "Nous lançons un appel d'offres en janvier. Qui sera votre interlocuteur pour le dossier ?",
        "Vamos a lanzar una licitación en enero. ¿A quién enviamos el pliego?",
        "A gennaio apriamo una gara. Chi è il vostro referente per la documentazione?",
        "In januari starten we een aanbesteding. Kunt u laten weten wie bij jullie het aanspreekpunt is?",
        "Vamos abrir um concurso em janeiro. Quem é o vosso interlocutor para receber o caderno de encargos?",
    ],
)
def test_our_contact_asked_for_a_tender_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte bestätigen Sie mir kurz, wer bei Ihnen der Ansprechpartner ist.",
        "Können Sie mir sagen, wer bei Ihnen für die Rechnung zuständig ist?",
    ],
)
def test_the_readers_contact_asked_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


def test_a_colleague_of_theirs_named_for_the_tender_stays_a_wrong_person():
    text = (
        "Für die Ausschreibung ist unsere Einkäuferin Petra Lang zuständig, wenden Sie sich bitte direkt an"
        " sie."
    )
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "We will be issuing an RFP in Q1. Nothing to do until then.",
        "Die Ausschreibung ist für März 2027 geplant.",
        "L'appel d'offres est prévu pour mars 2027.",
    ],
)
def test_a_tender_still_to_come_with_nothing_asked_stays_a_later(text):
    assert rule_intent(text) == "not_now"
