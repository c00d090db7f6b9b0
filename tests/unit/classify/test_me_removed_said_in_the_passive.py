"""Me removed, said in the passive after a wish (heldout_ap: "We don't have a need for this and I'd appreciate
being removed from any future mailings. No hard feelings."), in every rule language
(`intent_rules/removal_passive.py`): an unsubscribe request, winning over the no beside it. Asked of us, said
of someone else, negated, or removed from another thing keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We don't have a need for this and I'd appreciate being removed from any future mailings.",
        "I'd like to be removed from future emails, thanks.",
        "We would appreciate being taken out of your future campaigns.",
        "Ich möchte aus künftigen Mailings entfernt werden.",
        "Ich würde es begrüßen, aus Ihrem Verteiler gestrichen zu werden.",
        "J'apprécierais d'être retiré de vos prochains envois.",
        "Je souhaite être désinscrite de votre liste.",
        "Agradecería ser eliminado de sus futuros envíos.",
        "Quisiera ser retirada de la lista, gracias.",
        "Vorrei essere tolto dalla vostra lista.",
        "Gradirei essere esclusa dai prossimi invii.",
        "Ik wil graag uit toekomstige mailings verwijderd worden.",
        "Ik zou het op prijs stellen om van de lijst gehaald te worden.",
        "Gostaria de ser retirado dos próximos envios.",
        "Agradecia ser removida da vossa lista.",
    ],
)
def test_me_removed_in_the_passive_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


def test_the_whole_reply_is_an_unsubscribe_request():
    reply = classify(
        mail(
            "Hello Jordan,\n\nWe don't have a need for this and I'd appreciate being removed from any future"
            " mailings. No hard feelings.\n\nBest,\nDana\n"
        )
    )
    assert reply.kind == "unsubscribe_request"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # negated: the sender wants to stay
        ("I wouldn't want to be removed from future mailings.", "other"),
        ("I don't want to be removed from future mailings, the tips are useful.", "other"),
        ("Ich möchte nicht aus künftigen Mailings entfernt werden.", "other"),
        ("Je ne souhaite pas être retiré de vos prochains envois.", "other"),
        ("Ik wil niet uit toekomstige mailings verwijderd worden.", "other"),
        # asked of us, said of someone else
        ("Would you like to be removed from future mailings?", "other"),
        ("My colleague would like to be removed from future mailings.", "other"),
        # removed from another thing
        ("I'd like to be removed from the committee.", "other"),
        ("Ich möchte aus dem Projekt genommen werden.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
