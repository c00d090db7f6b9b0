"""A removal asked with its negation inside it, or as a why, is a removal; a removal phrase that describes
instead of asking is none (docs/inbound-rounds.md, "A removal through a negation or a why"). The general
reading took a negation a few words before a removal phrase for a refusal, so "I would not like to receive
any more emails", "Me gustaría no recibir más emails" (read as interest) and "Why don't you take me off your
list?" were lost; and a why about mail that stopped, or someone else's removal, read as a removal."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I would not like to receive any more emails from you.",
        "I would like not to receive any more emails from you.",
        "I'd like to not receive any more emails.",
        "I'd appreciate it if you didn't contact me again.",
        "I would appreciate it if you would not email me again.",
        "I would rather you not contact me.",
        "I do not want to be on your list.",
        "I don't want to be on your mailing list.",
        "Why don't you take me off your list?",
        "Could you not email me again, please?",
        "Can you not contact me anymore?",
        "I am not interested and would not like to be contacted again.",
        "I would be happy not to receive these anymore.",
        "I wouldn't mind being removed from your list.",
        "Why don't you stop emailing me?",
        "Why haven't you removed me yet? I asked twice.",
        "Have you removed me yet? I asked last week.",
    ],
)
def test_an_english_removal_asked_through_a_negation_or_a_why_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Warum nehmen Sie mich nicht einfach aus Ihrem Verteiler?",
        "Warum hören Sie nicht auf, mir zu schreiben?",
        "J'aimerais ne plus recevoir vos messages.",
        "Pourquoi ne me retirez-vous pas de votre liste ?",
        "Pourquoi ne pas arrêter de m'écrire tout simplement ?",
        "Les agradecería que no me escribieran más.",
        "¿Por qué no me quitan de su lista de una vez?",
        "Me gustaría no recibir más emails.",
        "Vi sarei grato se non mi scriveste più.",
        "Perché non mi togliete dalla vostra lista?",
        "Vorrei non ricevere più email da voi.",
        "Ik wil niet meer benaderd worden.",
        "Ik zou het op prijs stellen als u mij niet meer mailt.",
        "Waarom halen jullie me niet gewoon van de lijst?",
        "Por que vocês não me tiram da lista?",
        "Gostaria de não receber mais e-mails.",
    ],
)
def test_the_same_removal_in_the_other_rule_languages_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My colleague asked to be removed from your list, please do it for me too.", "unsubscribe"),
        ("Remove me from your list, not my colleague.", "unsubscribe"),
        ("Why did I get this email? Remove me.", "unsubscribe"),
        ("Did you get my last email? Please take me off your list.", "unsubscribe"),
        ("Why am I still on your list? I unsubscribed in May.", "unsubscribe"),
        ("Why can't you just stop emailing me?", "unsubscribe"),
    ],
)
def test_a_removal_beside_a_why_or_someone_else_stays_a_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I wouldn't want to be removed from the list.", None),
        ("I didn't ask to be removed from the list.", None),
        ("We wouldn't want to unsubscribe, the content is great.", None),
        ("Why did you stop writing to me? I was waiting for your proposal.", None),
        ("Why did I get unsubscribed? I didn't click anything.", None),
        ("Warum schreiben Sie mir nicht mehr? Ich hatte auf Ihr Angebot gewartet.", None),
        ("Pourquoi vous ne m'écrivez plus ? J'attendais votre offre.", None),
        ("Perché non mi scrivete più? Aspettavo la vostra offerta.", None),
        ("My colleague asked to be removed from your list, not me.", None),
        ("Mein Kollege wollte aus Ihrer Liste gestrichen werden, nicht ich.", None),
        ("Mon collègue a demandé à être retiré de votre liste, pas moi.", None),
        ("Can you take me off the waitlist and give me access now?", None),
        ("Did I get removed from the invitation list? I didn't get the link.", None),
        ("Did you remove our company from your database? I'd like to stay on it.", None),
        ("Have you removed me from your mailing list? I stopped getting the newsletter.", None),
        ("I'd prefer not to receive paper invoices, PDF is fine.", None),
        ("I'd appreciate it if you didn't email me until March, we're in a freeze.", "not_now"),
        ("Why don't you send me the pricing?", "interested"),
        ("Why didn't you send me the deck?", "interested"),
        ("Pourquoi ne me retirez-vous pas la limite d'utilisateurs ?", None),
        ("¿Por qué no me dan de baja el plan gratuito y me pasan al de pago?", None),
        ("Vorrei non ricevere più fatture cartacee.", None),
        ("Gostaria de não receber mais ligações, prefiro e-mail.", None),
        ("Ik wil niet meer gebeld worden, mail me liever.", None),
    ],
)
def test_a_removal_phrase_that_describes_or_refuses_is_no_removal(text: str, expected: str | None) -> None:
    got = reading(text)
    assert got != "unsubscribe"
    if expected is not None:
        assert got == expected


# heldout_dy: thanks for not being written to, the Dutch verb before its object ("ik stel het op prijs als
# ..."), the Spanish reader as "usted", the Portuguese "agradecia que não ..."
@pytest.mark.parametrize(
    "text",
    [
        "Wij stellen het zeer op prijs als jullie ons niet meer mailen.",
        "Ik vind het fijn als je me voortaan niet meer contacteert.",
        "Le agradecería que no me contactara más.",
        "Agradecia que não me contactassem mais.",
        "Ficaria grato se não me enviassem mais e-mails.",
    ],
)
def test_thanks_for_not_being_written_to_in_other_word_orders_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ik stel het op prijs als u mij volgende week belt.", None),
        ("Ik stel het op prijs als u mij tot maart niet meer mailt.", "not_now"),
        ("Le agradecería que no me contactara hasta marzo.", "not_now"),
    ],
)
def test_thanks_for_a_call_or_a_pause_is_no_removal(text: str, expected: str | None) -> None:
    got = reading(text)
    assert got != "unsubscribe"
    if expected is not None:
        assert got == expected
