"""The message passed along to people named only by their role or remit (heldout_ap: "I'll loop in the right
folks and they can reach out if it's something worth exploring", "I'll pass it along to our ops lead and have
her reach out if it's relevant", "ich habe Ihre Nachricht an die zuständigen Kollegen im Einkauf
weitergeleitet. Die melden sich, falls Interesse besteht"), in every rule language
(`intent_rules/passed_along.py`): wrong person. The interest word in the sentence where they get back to us is
theirs; the sender's own interest, a question, someone else passing it on, a refusal to pass it on and the
sender's own team keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "This sits with another group. I'll loop in the right folks and they can reach out if it's worth it.",
        "I'll pass it along to our ops lead and have her reach out if it's relevant.",
        "I've forwarded your note to the relevant team; they'll get back to you if they're interested.",
        "Let me flag this to whoever handles vendor onboarding.",
        "I'll pass this on to our finance people.",
        "Ich habe Ihre Nachricht an die zuständigen Kollegen im Einkauf weitergeleitet. Die melden sich,"
        " falls Interesse besteht.",
        "Ich leite das an die richtige Stelle weiter.",
        "J'ai transmis votre message aux personnes concernées, elles vous recontacteront si besoin.",
        "Je fais suivre à la bonne personne.",
        "He reenviado su correo a los compañeros responsables; se pondrán en contacto si les interesa.",
        "Lo paso a las personas adecuadas.",
        "Ho inoltrato la sua mail ai colleghi competenti, la ricontatteranno se interessati.",
        "Giro il messaggio alla persona giusta.",
        "Ik heb je bericht doorgestuurd naar de juiste mensen. Zij nemen contact op als er interesse is.",
        "Ik zet het door aan de verantwoordelijke collega's.",
        "Encaminhei a sua mensagem às pessoas certas; eles entrarão em contacto se tiverem interesse.",
        "Vou passar aos colegas responsáveis.",
    ],
)
def test_a_message_passed_along_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # the sender's own interest beside it
        ("I'll loop in our ops lead, and please send me the pricing sheet.", "interested"),
        (
            "Ich leite das an die zuständigen Kollegen weiter, schicken Sie mir bitte trotzdem ein Angebot.",
            "interested",
        ),
        ("Ho girato la mail ai colleghi competenti; intanto mi interessa una demo.", "interested"),
        # asked, not said
        ("Should I loop in the right folks?", "other"),
        # someone else passing it on
        ("My assistant will pass it along to the right people.", "other"),
        # a refusal to pass it on
        ("I won't pass this on to the right folks.", "other"),
        # another matter passed on before
        ("Is this about the billing question? I passed that to our finance team already.", "other"),
        # the sender's own team: the sender stays
        ("I'll loop in my team and we can set up a demo next week.", "interested"),
        ("I'll share this with our team.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
