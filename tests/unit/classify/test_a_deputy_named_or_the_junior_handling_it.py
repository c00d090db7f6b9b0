"""Two ways the sender points to the one who handles it now (heldout_bs), a wrong person in every rule
language:

- the deputy named after the noun during a leave (`stand_in.STAND_IN`): "ich bin seit Oktober in Elternzeit
  ... Meine Vertretung ist Frau Selin Yilmaz", "My deputy is Sarah Cole", "Ma suppléante est Claire Petit",
  "Mi sustituta es Marta Gil", "La mia sostituta è Giulia Neri", "Mijn vervanger is Sanne de Wit", "A minha
  substituta é a Ana Costa"; never a deputy said to be away ("Meine Vertretung ist leider auch krank"), asked
  about, or beside the sender's own interest;
- the junior boss, or the owner's son or daughter, doing it (`partner_handles.PARTNER_HANDLES`): "Das macht
  bei uns der Junior, Florian Huber", "Darum kümmert sich meine Tochter", "My son handles all that", "C'est
  mon fils qui gère ça", "Eso lo lleva mi hija", "Se ne occupa mio figlio", "Dat doet mijn zoon", "Isso é com
  a minha filha"; never negated, asked, or the sender and the son together.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin in Elternzeit. Meine Vertretung ist Frau Selin Yilmaz, bitte schreiben Sie ihr.",
        "Ich bin in Elternzeit, meine Vertretung: Frau Yilmaz.",
        "I'm on parental leave. My deputy is Sarah Cole (sarah@x.example).",
        "Je suis en congé maternité. Ma suppléante est Claire Petit.",
        "Estoy de baja. Mi sustituta es Marta Gil.",
        "Sono in maternità, la mia sostituta è Giulia Neri.",
        "Ik ben met verlof. Mijn vervanger is Sanne de Wit.",
        "Estou de licença. A minha substituta é a Ana Costa.",
    ],
)
def test_a_deputy_named_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Mit Software hab ich nix zu tun. Das macht bei uns der Junior, Florian Huber: florian@huber.example",
        "Das macht bei uns mein Sohn.",
        "Darum kümmert sich meine Tochter.",
        "My son handles all that, write to him: tom@x.example",
        "C'est mon fils qui gère ça.",
        "Eso lo lleva mi hija.",
        "Se ne occupa mio figlio.",
        "Dat doet mijn zoon.",
        "Isso é com a minha filha.",
    ],
)
def test_the_junior_or_the_owners_child_doing_it_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Wer ist Ihre Vertretung?",
        "Is my deputy Sarah the right person?",
        "Das macht mein Sohn nicht, der ist noch in der Schule.",
        "Macht das bei Ihnen der Junior?",
        "My son and I handle the software.",
    ],
)
def test_a_deputy_or_child_asked_negated_or_beside_the_sender_is_none(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Meine Vertretung ist leider auch krank, melden Sie sich im März.", "not_now"),
        ("My deputy is Sarah, but I'd like the demo myself. Can you send a link?", "interested"),
        ("Meine Vertretung ist Frau Yilmaz, aber wir haben kein Interesse.", "not_interested"),
        ("Mein Sohn findet das spannend, schicken Sie uns eine Demo.", "interested"),
    ],
)
def test_the_senders_own_answer_wins(text, intent):
    assert rule_intent(text) == intent
