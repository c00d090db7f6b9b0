"""heldout_w's signatures: a wish of luck with a small object over the name ("Good luck with it,
Hamish"), a thanks and a wish for the day as a closing ("Obrigada e bom trabalho,"), a company's
registration footer under a card with no closing word, a "Name · Title · Company" card with a booking
link under an initial; look-alikes stay the sender's text."""

import pytest

from sequencer.classify.signoffs import cut_signature

_TEXT = ["Hi Dana,", "", "The person you want is Femke Jansen."]


@pytest.mark.parametrize(
    "line", ["Good luck with it, Hamish", "Good luck with everything, Hamish", "Viel Erfolg damit, Hamish"]
)
def test_a_wish_of_luck_with_a_small_object_and_the_name_is_cut(line: str) -> None:
    assert cut_signature([*_TEXT, "", line]) == _TEXT


def test_a_wish_of_luck_with_a_thing_named_stays() -> None:
    lines = [*_TEXT, "", "Good luck with the launch next week!"]
    assert cut_signature(lines) == lines


@pytest.mark.parametrize(
    "closing",
    [
        "Thanks and have a good day,",
        "Danke und schönen Tag,",
        "Merci et bonne journée,",
        "Gracias y buen día,",
        "Grazie e buon lavoro,",
        "Bedankt en fijne dag,",
        "Obrigada e bom trabalho,",
    ],
)
def test_a_thanks_and_a_wish_for_the_day_is_a_closing(closing: str) -> None:
    lines = [*_TEXT, "", closing, "Rita Figueiredo", "Diretora de E-commerce", "Luso Vinhos, S.A."]
    assert cut_signature(lines) == _TEXT


def test_a_card_over_a_registration_footer_is_cut() -> None:
    lines = [
        "Dana,",
        "",
        "There's no appetite to revisit it. Thanks all the same.",
        "",
        "Nigel Hartley",
        "Group Legal Operations Manager",
        "Calder Engineering plc",
        "Tel: +44 (0)113 496 0732",
        "",
        "Calder Engineering plc is registered in England and Wales (No. 0481122). Registered office: 3"
        " Wellington Place, Leeds LS1 4AP.",
    ]
    assert cut_signature(lines) == lines[:3]


def test_being_registered_in_a_sentence_stays() -> None:
    lines = [*_TEXT, "", "Our company is registered in England and Wales, so can you invoice in GBP?"]
    assert cut_signature(lines) == lines


def test_a_name_title_company_card_with_a_booking_link_under_an_initial_is_cut() -> None:
    lines = [
        "Hey Dana,",
        "",
        "Yes to a demo. Does Acme handle multi-subsidiary in NetSuite?",
        "",
        "J",
        "",
        "Jordan Ellery · Head of Finance Ops · Brightwater Labs",
        "Book time with me: https://cal.brightwaterlabs.example/jordan",
    ]
    assert cut_signature(lines) == lines[:3]


def test_a_name_and_title_block_mid_text_in_a_forward_stays() -> None:
    lines = [
        "Hi Dana,",
        "",
        "Please speak to our CFO:",
        "",
        "Renata Okafor · CFO · Brightwater Labs",
        "",
        "She'll want to see the demo first.",
    ]
    assert cut_signature(lines) == lines
