"""A fifth review of the rules of 2026-12-05 (docs/inbound-rounds.md, "A review of the rules of 2026-12-05
(fifth)"): replies the rules read right before the rounds of heldout_ak and heldout_al and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, reading


def test_a_removal_citing_the_law_and_this_email_is_no_disclaimer() -> None:
    text = (
        "Under GDPR, this email was sent to me without consent, and I am not the intended recipient of"
        " marketing. Remove me."
    )
    result = classify(mail(text))
    assert result.kind == "unsubscribe_request"
    assert result.text.strip() == text


@pytest.mark.parametrize(
    ("body", "own"),
    [
        (
            "Thanks, Tuesday works.\n\nBest,\nMaria\n\nPursuant to the GDPR, this message is confidential and"
            " intended only for the addressee.",
            "Thanks, Tuesday works.",
        ),
        (
            "Gerne nächste Woche.\n\nGemäß DSGVO ist diese E-Mail vertraulich und nur für den Empfänger"
            " bestimmt.",
            "Gerne nächste Woche.",
        ),
        (
            "Mandatemi il preventivo.\n\nAi sensi del Regolamento UE 2016/679 le informazioni contenute in"
            " questo messaggio sono riservate e a uso esclusivo del destinatario.",
            "Mandatemi il preventivo.",
        ),
    ],
)
def test_the_disclaimers_citing_the_law_are_still_cut(body: str, own: str) -> None:
    assert classify(mail(body)).text.strip() == own


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "not to this address any more" with the new address given: a redirect, no removal
        (
            "Non mi scriva più su questo indirizzo, uso solo quello nuovo: l.bianchi@example.org. Mi mandi il"
            " preventivo lì.",
            "interested",
        ),
        # "we use you for that": a customer, no tool of theirs in use against us
        (
            "We use you for that! Sorry, I thought this was a support email. Our account number is 4471.",
            "other",
        ),
    ],
)
def test_the_new_errors_read_right_again(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Non mi scriva più a questo indirizzo.",
        "La prego, non mi scriva più a questo indirizzo, grazie.",
        "Non ci scrivano più a questo indirizzo.",
        "Under the GDPR, please delete my data and remove me from your list.",
        "Ai sensi del GDPR vi chiedo di cancellare i miei dati.",
    ],
)
def test_the_true_removals_stay(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We use HubSpot for all that, all set.",
        "Thanks, but we use Salesforce for that.",
        "Wir nutzen HubSpot dafür.",
        "Usiamo Zucchetti per tutto questo, grazie.",
    ],
)
def test_a_tool_in_use_stays_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


# Old errors the fourth review listed, each fixed as a small family with its look-alikes.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no more mail on one topic beside a request: the request wins, no removal
        (
            "I don't want any more emails about the webinar, but I'd like the pricing for the pro plan.",
            "interested",
        ),
        ("I don't want any more emails about the webinar, but send me the pricing.", "interested"),
        ("No quiero más correos sobre el evento, pero me gustaría ver los precios.", "interested"),
        # ... alone, or about our offer itself, or about "this": a removal
        ("I don't want any more emails about the webinar.", "unsubscribe"),
        ("I don't want any more emails about your product, but I'd like the pricing.", "unsubscribe"),
        ("I don't want any more emails on this, but I'd like the pricing.", "unsubscribe"),
        ("I don't want any more marketing emails, but thanks.", "unsubscribe"),
    ],
)
def test_no_more_mail_on_a_topic_beside_a_request_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no need to write again, the reply passed to someone who will be in touch: a referral
        ("No need to reach out again - I've forwarded this to our COO, she'll contact you.", "other"),
        (
            "No need to write again, I've passed your email to Marco, he will be in touch about the demo.",
            "interested",
        ),
        # ... with no contact promised, or a no beside it: a removal
        ("I've forwarded this to our legal team. No need to write again.", "unsubscribe"),
        ("No need to reach out again, we're not interested.", "unsubscribe"),
    ],
)
def test_no_need_to_write_again_beside_a_referral_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Arrêtez les mails jusqu'à nouvel ordre.",
        "Sospendete le mail fino a nuovo avviso.",
        "Parem os e-mails até segunda ordem.",
        "Cessez les mails, merci.",
        "Fermate le mail, grazie.",
        "Parem com os e-mails, obrigado.",
        "Arrêtez les mails jusqu'à nouvel ordre, nous ne sommes pas intéressés.",
    ],
)
def test_our_mail_stopped_with_no_end_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Arrêtez les mails jusqu'au 18 janvier.", "not_now"),
        ("N'arrêtez pas les mails, ils sont utiles.", "other"),
        ("Não parem os e-mails, estou a acompanhar.", "other"),
        ("Sospendete le mail ai clienti morosi? Si può fare?", "other"),
        ("Arrêtez les mails, appelez-moi plutôt pour une démo.", "interested"),
    ],
)
def test_a_stop_with_a_date_a_negation_an_object_or_a_request_is_none(text: str, expected: str) -> None:
    assert reading(text) == expected
