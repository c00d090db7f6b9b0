"""The other intents heldout_t's first run missed, each a family:

- a walk-through together is no purchasing route ("stop by our booth ... we can go through the multi-entity
  piece in person" is interest; "it has to go through procurement" still points elsewhere);
- "no need to reply" is no decline ("Please don't unsubscribe me! ... No need to reply");
- the sender took the work over and wants more ("He left in September ... I've taken over the close
  project ... I'd like to see the demo"): interest beats the handover (`taken_over.TAKEN_OVER`);
- the sender's own old address to delete is an address change, no referral (`taken_over.OWN_OLD_ADDRESS`),
  and a past event dated ("was folded into the group in November") is no later (`own_event.PAST_DONE`);
- signed with another vendor, the infinitive after "just" ("nous venons de signer avec un autre éditeur");
- the mail read gladly is no yes ("una mail ogni tanto la leggo volentieri" after "no grazie");
- a call asked in Portuguese ("Consegue uma call amanhã às 10h?").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We're exhibiting at FinOps Live, stop by our booth around lunchtime and we can go through the "
        "multi-entity piece in person.",
        "Happy to go through the numbers with you on a call next week.",
    ],
)
def test_a_walk_through_together_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Anything like this has to go through procurement, talk to Sam.",
        "Purchases go through the procurement office, you want Sam Lee.",
    ],
)
def test_a_purchasing_route_still_points_elsewhere(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't unsubscribe me! I actually read these. No need to reply, I just don't want to drop off "
        "your list.",
        "J'aime bien vos articles, pas besoin de répondre.",
    ],
)
def test_no_need_to_reply_is_no_decline(text):
    assert rule_intent(text) == "other"


def test_no_need_for_the_product_is_still_a_decline():
    assert rule_intent("No need, we're covered.") == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Can you remove Jan Kowalczyk from your list? He left Halden in September and his mail is only "
        "forwarded to me until the end of the year. I've taken over the close project, so I'm the one to "
        "talk to now, and I'd like to see the demo you offered.",
        "Herr Kern hat das Unternehmen verlassen. Ich habe das Projekt übernommen und hätte gerne eine Demo.",
        "Marc a quitté la société, j'ai repris le dossier. Pouvez-vous m'envoyer une démo ?",
    ],
)
def test_a_takeover_with_interest_is_interest(text):
    assert rule_intent(text) == "interested"


def test_a_handover_without_interest_stays_wrong_person():
    text = "He left Halden in September. I've taken over his desk for now but the project is Maria's."
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Could you delete my old address (rhaines@tillbrook.example) from your system? Tillbrook was folded "
        "into the group in November. Use this one from now on, same person, same job.",
        "Bitte löschen Sie meine alte Adresse (r@alt.example). Ab jetzt bitte diese hier verwenden.",
        "Merci de supprimer mon ancienne adresse (r@ancien.example), utilisez celle-ci désormais.",
    ],
)
def test_the_senders_own_old_address_is_no_referral(text):
    assert rule_intent(text) not in {"wrong_person", "unsubscribe"}


def test_another_persons_address_still_refers():
    assert rule_intent("Please contact my colleague anna@client.example instead.") == "wrong_person"


def test_a_time_to_write_again_still_counts():
    assert rule_intent("Not now, we were just acquired. Try me again in November.") == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Nous venons de signer avec un autre éditeur pour trois ans, le sujet est donc clos de notre côté.",
        "Acabamos de firmar con otro proveedor.",
        "Acabamos de assinar com outra empresa.",
    ],
)
def test_just_signed_with_another_vendor_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "no grazie, il gestionale che abbiamo ci basta. Non serve cancellarmi dalla lista però: una mail "
        "ogni tanto sulle novità la leggo volentieri.",
    ],
)
def test_mail_read_gladly_after_a_no_is_a_no(text):
    assert rule_intent(text) == "not_interested"


def test_volentieri_as_a_yes_is_still_interest():
    assert rule_intent("Volentieri, mandatemi una demo.") == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Rafael, pare tudo: a diretoria aprovou o orçamento. Consegue uma call amanhã às 10h?",
        "Quero ver a parte de conciliação bancária com o financeiro.",
    ],
)
def test_a_call_asked_in_portuguese_is_interest(text):
    assert rule_intent(text) == "interested"
