"""Removals said indirectly: a bare "Enough." after a complaint about how often we write, "delete it"
after asking how we got the address, and Turkish with the list named ("beni e-posta listenizden
çıkarın"). Look-alikes: "enough" in a sentence, "delete it" about anything else, the question alone.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sam, This is the third email from you in eight days. Enough.",
        "Four emails in two weeks. Enough is enough!",
        "Das ist die dritte Mail von Ihnen diese Woche. Es reicht.",
        "Trois mails en deux semaines. Ça suffit.",
        "Es el tercer correo esta semana. Ya basta.",
        "Quattro email in due settimane. Adesso basta.",
        "Vier mails in twee weken. Nu is het genoeg.",
        "Quatro e-mails em duas semanas. Chega!",
    ],
)
def test_enough_after_a_frequency_complaint_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Enough about us, when can we talk?",
        "We use Excel and it is enough for us.",
        "Four emails in two weeks. Enough said, send me the pricing.",
        "Genug davon, wann passt Ihnen ein Termin?",
        "Enough.",
    ],
)
def test_enough_in_a_sentence_or_without_a_complaint_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Dana, How did you get my address? I never signed up for anything. Delete it, please.",
        "Where did you get my email address? Please remove it.",
        "Woher haben Sie meine E-Mail-Adresse? Löschen Sie sie bitte.",
        "Où avez-vous trouvé mon adresse ? Supprimez-la.",
        "¿De dónde sacaron mi correo? Bórrenlo, por favor.",
        "Dove avete preso il mio indirizzo? Cancellatelo.",
        "Hoe komt u aan mijn e-mailadres? Verwijder het alstublieft.",
        "Onde conseguiram meu e-mail? Apaguem-no.",
    ],
)
def test_delete_it_after_asking_how_you_got_my_address_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "¿De dónde sacaron mi correo? No recuerdo haberme registrado en nada de Acme.",
        "Where did you get my email? Just curious, send me the deck.",
        "The report has a typo, delete it and resend.",
        "How did you get my address? No need to delete it, I'm curious.",
        "How did you get my address? I'll delete it myself.",
        "Delete it, please: the old file had the wrong prices.",
    ],
)
def test_the_question_alone_or_delete_it_about_anything_else_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Merhaba, lütfen beni e-posta listenizden çıkarın.",
        "Bizi mail listenizden silin lütfen.",
        "Bu mesajları artık almak istemiyorum.",
    ],
)
def test_turkish_removal_with_the_list_named(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text", ["Beni e-posta listenizden çıkarmayın, lütfen.", "Bu mesajları almak istiyorum, teşekkürler."]
)
def test_turkish_negated_or_wanted_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
