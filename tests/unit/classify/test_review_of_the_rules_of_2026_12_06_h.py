"""A review of the rules of 2026-12-06, second (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(second)"): replies the rules read right before the rounds of heldout_ay to heldout_bd and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # invitations not needed, or a mail forwarded from a team's list: no removal
        (
            "I don't need any more invitations - I'm already registered for the 14th, see you there.",
            "interested",
        ),
        (
            "Wir benötigen keine weiteren Einladungen, der Termin steht schon in unserem Kalender. Bis"
            " Donnerstag!",
            "interested",
        ),
        ("Ich habe Ihre Nachricht aus dem Vertriebsverteiler an Herrn Weber weitergeleitet.", "other"),
        ("Keine Einladungen mehr bekommen? Komisch, der Link kam bei mir an.", "other"),
        # no more invitations wanted, or me taken out of the invitation list: a removal
        ("Bitte nehmen Sie mich aus Ihrem Einladungsverteiler.", "unsubscribe"),
        ("Aus Ihrem Eventverteiler bitte streichen.", "unsubscribe"),
        ("I don't want any more invitations to your webinars.", "unsubscribe"),
        ("Keine weiteren Einladungen bitte.", "unsubscribe"),
    ],
)
def test_invitations_not_needed_are_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a concession, a memory, a yes or a clause before a colon: no condition on the no
        ("If I recall correctly, we already told you we're not moving forward with it.", "not_interested"),
        ("Sí, lo revisamos y no vamos a seguir adelante.", "not_interested"),
        ("Anche se l'offerta è interessante, non procederemo.", "not_interested"),
        ("Se ha decidido internamente: no vamos a seguir adelante.", "not_interested"),
        ("Als team hebben we besloten: we gaan hier niet mee verder.", "not_interested"),
        # a requirement still to be met: no no
        ("Unless you can host in Australia, we can't proceed with this.", "other"),
        ("Se non ospitate i dati in UE, non procederemo.", "other"),
    ],
)
def test_a_no_under_a_concession_or_a_yes_is_still_a_no(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "dabei" of a thing under way, coming back to us, a contact noted, a stay until a day
        ("Ich komme gerne auf Sie zurück, sobald wir Bedarf haben.", "not_now"),
        ("Wir sind dabei, einen anderen Anbieter auszuwählen, daher kein Bedarf.", "not_interested"),
        ("Wir sind dabei, das intern zu klären. Melden Sie sich im März wieder.", "not_now"),
        ("Me apunto tu nombre por si más adelante lo necesitamos.", "not_now"),
        ("Ci sarò fino a venerdì, poi sono in ferie: risentiamoci a settembre.", "not_now"),
        # the report sent unasked, a seat wished before a "but", there for something else
        ("Why did you send me the report? I never asked for it. Not interested.", "not_interested"),
        ("I didn't ask you to send me the report. We're not interested.", "not_interested"),
        ("I'd love to join the webinar, but we just signed with Outreach, so I'll pass.", "not_interested"),
        ("Not interested. I'll be there at Dreamforce anyway but not to buy anything.", "not_interested"),
        ("Sign me up for nothing, thanks. Not interested.", "not_interested"),
        ("Je serai là pour vous dire non à chaque relance : pas intéressé.", "not_interested"),
        # the seat taken, the thing asked for
        ("Ich bin gerne dabei!", "interested"),
        ("Wir sind dabei, freuen uns auf den Abend.", "interested"),
        ("Ich komme gerne, danke für die Einladung.", "interested"),
        ("Me apunto al webinar del jueves.", "interested"),
        ("Ci sarò, grazie per l'invito!", "interested"),
        ("Send me the report please.", "interested"),
        ("Could you send me the recording? I missed the session.", "interested"),
        ("I'd love to join the webinar on the 14th.", "interested"),
    ],
)
def test_a_seat_phrase_of_something_else_is_no_seat_taken(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a "sorry" leading into a no, a later edition denied: a no
        ("Sorry, not interested. Next time please check who you're emailing.", "not_interested"),
        ("Leider kein Interesse, auch nicht nächstes Jahr.", "not_interested"),
        # regrets for this edition with a later one named: a later
        ("Sorry, can't join this time - next time for sure.", "not_now"),
        ("Helaas lukt het me niet. Volgend jaar graag!", "not_now"),
        ("Unfortunately I can't make it, maybe next year.", "not_now"),
    ],
)
def test_a_next_time_after_a_no_is_no_later_edition(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the sender's own role, the sender's own customers beside interest: interest
        (
            "I'm the account manager for the DACH region at our company. Yes, we're interested - can we book"
            " a demo Thursday?",
            "interested",
        ),
        (
            "I'm the account manager for our biggest client and this would help me a lot. Send me pricing"
            " please.",
            "interested",
        ),
        (
            "We're interested in a demo. By the way, our customers typically see great results with tools"
            " like yours - happy to share a case study of our own setup.",
            "interested",
        ),
        # a vendor's account manager, a reverse pitch alone: about their business
        (
            "I'm actually the account manager for Acme at Brightline Hosting - your team is one of my"
            " customers. Fancy a QBR?",
            "other",
        ),
        (
            "Brightlane does inbox warm-up for B2B sales teams. Happy to send you a free audit of your"
            " domain.",
            "other",
        ),
    ],
)
def test_the_senders_own_role_or_customers_beside_interest_is_interest(text: str, expected: str) -> None:
    assert reading(text) == expected
