"""A sixth review of the rules of 2026-12-05 (docs/inbound-rounds.md, "A review of the rules of 2026-12-05
(sixth)"): replies the rules read right before the rounds of heldout_am and heldout_an and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a role left for another the sender now holds, or with the say kept: still the one to talk to
        ("I'm no longer the IT manager, I'm the CIO now - and yes, I'd like the demo.", "interested"),
        ("I'm no longer the IT manager but I still sign off on software. Let's talk Tuesday.", "interested"),
        (
            "Ich bin nicht mehr IT-Leiter, sondern CIO – die Entscheidung liegt jetzt bei mir. Schicken Sie"
            " ein Angebot.",
            "interested",
        ),
        # no longer the only one: the role is still the sender's
        (
            "Je ne suis plus le seul responsable informatique, mettez aussi mon collègue en copie ; d'accord"
            " pour la démo.",
            "interested",
        ),
        # a role given up, nothing kept: a wrong person
        ("I'm no longer the IT manager here.", "wrong_person"),
        ("I'm no longer the IT manager but Sarah is, try her.", "wrong_person"),
        ("Ik ben al drie jaar geen IT-manager meer hier.", "wrong_person"),
        ("Je ne suis plus responsable informatique depuis juin.", "wrong_person"),
    ],
)
def test_a_role_given_up_is_a_wrong_person_only_when_nothing_is_kept(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "You're not barking up the wrong tree - we've been looking for exactly this. Call me Tuesday.",
            "interested",
        ),
        ("You're barking up the wrong tree here - I'm in HR.", "wrong_person"),
    ],
)
def test_the_wrong_tree_denied_is_no_wrong_person(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what the one who decides will want, no name: the sender asks for it
        ("Whoever signs off on this is going to want a case study. Can you send one?", "interested"),
        ("The guy who makes those calls is Dave Moore, dave@example.com.", "wrong_person"),
    ],
)
def test_the_one_who_decides_is_named_not_described(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a renewal with the current supplier denied: no "no"
        ("Non abbiamo rinnovato con il nostro fornitore: mi mandi un preventivo.", "interested"),
        ("Wir haben nicht mit unserem Anbieter verlängert – schicken Sie uns ein Angebot.", "interested"),
        # renewed: a no
        ("Abbiamo appena rinnovato con il nostro fornitore.", "not_interested"),
        ("Wir haben gerade mit unserem bisherigen Anbieter verlängert.", "not_interested"),
        ("We hebben net verlengd bij onze huidige leverancier.", "not_interested"),
    ],
)
def test_a_renewal_denied_is_no_commitment_elsewhere(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a thing of next month or next year ("los números del mes que viene"): no later
        ("Los números del mes que viene no cambian nada: no es para nosotros.", "not_interested"),
        (
            "Wir haben die Budgetplanung des nächsten Jahres abgeschlossen, Ihr Produkt ist nicht dabei. Kein"
            " Bedarf.",
            "not_interested",
        ),
        # a point of next month: a later
        ("Escríbame a principios del mes que viene.", "not_now"),
        ("Escríbame de nuevo en febrero del año que viene.", "not_now"),
        ("Melden Sie sich Anfang nächsten Monats wieder.", "not_now"),
        ("Bitte kommen Sie Ende des nächsten Jahres noch einmal auf mich zu.", "not_now"),
        ("Mi risenta all'inizio del mese prossimo.", "not_now"),
        ("Recontactez-moi au début du mois prochain.", "not_now"),
        ("Pode me procurar no começo do mês que vem.", "not_now"),
    ],
)
def test_next_month_after_de_is_a_later_only_at_a_point_of_it(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # our words quoted back, and a slot accepted after them
        ("Sie schreiben von einem „kurzen Termin“ – gerne, Dienstag 10 Uhr passt.", "interested"),
        ("Dienstag 10 Uhr passt leider nicht, wir haben kein Interesse.", "not_interested"),
    ],
)
def test_a_german_day_and_hour_that_suit_are_interest(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one part of the offer not needed, something asked for beside it
        ("We really don't need a demo, just send the pricing sheet.", "interested"),
        ("We don't really need a full demo - 15 minutes on Thursday would be enough.", "interested"),
        (
            "We don't actually need the premium tier, but the basic plan looks right. What does it cost for"
            " 20 seats?",
            "interested",
        ),
        ("Eine Demo brauchen wir eigentlich nicht, schicken Sie einfach das Angebot.", "interested"),
        # the offer itself not needed, or a part with nothing asked: a no
        ("We really don't need it, thanks.", "not_interested"),
        ("I really don't need another tool.", "not_interested"),
        ("We don't need a demo.", "not_interested"),
        ("Das brauchen wir wirklich nicht.", "not_interested"),
    ],
)
def test_a_part_of_the_offer_not_needed_beside_a_request_is_no_no(text: str, expected: str) -> None:
    assert reading(text) == expected


# Old errors of the fifth review, each fixed as a family with its look-alikes.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another address given after "not to this address": a redirect, no removal
        ("Ne m'écrivez plus à cette adresse, écrivez à achats@example.fr", "wrong_person"),
        (
            "Don't email me at this address anymore, use jordan.p@example.net - and yes, send the quote",
            "interested",
        ),
        ("Bitte schreiben Sie mir nicht mehr an diese Adresse, sondern an k.weber@example.de.", "other"),
        # no other address, or "or any other": a removal
        ("Don't email me at this address anymore.", "unsubscribe"),
        ("Ne m'écrivez plus à cette adresse.", "unsubscribe"),
        (
            "Don't email me at this address or any other. I told jane@example.com twice already.",
            "unsubscribe",
        ),
        ("Don't email me anymore. Forwarding this to abuse@example.com.", "unsubscribe"),
    ],
)
def test_not_to_this_address_with_another_given_is_a_redirect(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's removal asked, the sender asking for more: this contact stays
        (
            "How do I unsubscribe my colleague? He's not in procurement. Send me the pricing though.",
            "interested",
        ),
        (
            "How can I unsubscribe my colleague from these? Also please send pricing for 10 seats.",
            "interested",
        ),
        ("Please remove Mr. Jones from your list and send me the pricing.", "interested"),
        # alone, beside a no, or with the sender named too: a removal
        ("How do I unsubscribe my colleague? She left in May.", "unsubscribe"),
        ("Please remove Mr. Jones from your list.", "unsubscribe"),
        ("Please remove Mr. Jones from your list, we're not interested.", "unsubscribe"),
        ("Remove me and my boss from your list. Send pricing to my boss.", "unsubscribe"),
    ],
)
def test_another_persons_removal_beside_the_senders_request_keeps_the_sender(
    text: str, expected: str
) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Honestly I don't think it's really something for us right now.", "not_now"),
        ("I don't think it's something for us right now, maybe next year.", "not_now"),
        ("I don't think it's something for us.", "not_interested"),
        ("Ich glaube nicht, dass das etwas für uns ist.", "not_interested"),
    ],
)
def test_not_something_for_us_right_now_is_a_later(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Do you integrate with what we use for that? We use Jira for everything.", "other"),
        ("Does it work with Salesforce? We use Salesforce for everything.", "other"),
        ("We use Jira for everything.", "not_interested"),
        ("We use Jira for everything. Why would we switch?", "not_interested"),
    ],
)
def test_a_tool_in_use_beside_an_integration_question_is_no_no(text: str, expected: str) -> None:
    assert reading(text) == expected
