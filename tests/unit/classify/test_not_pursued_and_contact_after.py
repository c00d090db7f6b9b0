"""A decision not to go on ("this isn't something she will be pursuing", "we're not moving forward with
it") is not_interested, and contact asked for after the event just named ("Please connect with me after
that") is not_now, in every rule language; a pause for now, a thing passed on and contact after a call
are neither.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I handle Dr. Mensah's mail. She read your note and this isn't something she will be pursuing.",
        "Thanks for the follow-up. We won't be pursuing this.",
        "After a review we are not moving forward with it.",
        "Appreciate it, but we will pass.",
        "Das werden wir nicht weiterverfolgen.",
        "Wir verfolgen das nicht weiter, danke.",
        "Ce n'est pas quelque chose que nous allons poursuivre.",
        "Merci, nous n'irons pas plus loin.",
        "No vamos a seguir adelante con esto.",
        "Non è qualcosa che intendiamo portare avanti.",
        "Grazie, non procederemo.",
        "Dit is niet iets wat we gaan oppakken.",
        "We gaan hier niet mee verder.",
        "Não é algo que vamos seguir.",
        "Obrigado, não vamos avançar com isso.",
    ],
)
def test_a_decision_not_to_go_on_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "This isn't something we'll pursue right now.",
        "We will pass this along to the team.",
        "We'll pass on this to our CTO, she'll reply.",
        "Wir verfolgen das vorerst nicht weiter.",
        "Nous n'irons pas plus loin pour le moment.",
        "We gaan hier voorlopig niet mee verder.",
        "Não vamos avançar por enquanto.",
        "We are moving forward with the pilot, send the contract.",
    ],
)
def test_a_pause_or_a_thing_passed_on_is_no_decision_not_to_go_on(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're mid-way through a warehouse move that runs till May. Please connect with me after that.",
        "Busy with the audit until June, get in touch after that.",
        "Die Migration läuft bis März, melden Sie sich gerne danach wieder.",
        "Wir stellen gerade das ERP um. Danach können Sie sich gerne wieder melden.",
        "Nous changeons d'ERP jusqu'en mars, revenez vers moi après ça.",
        "Estamos cambiando de ERP hasta marzo. Contácteme después de eso.",
        "Stiamo migrando il gestionale fino a marzo, ricontattatemi dopo.",
        "We zitten tot maart in een migratie. Neem daarna gerust contact met me op.",
        "Estamos em migração até março, entre em contato comigo depois disso.",
    ],
)
def test_contact_after_the_event_named_is_not_now(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Please connect with me after the call tomorrow to set up the demo.",
        "Send the deck and connect with me then.",
        "Scrivimi dopo la call con il preventivo.",
        "Melden Sie sich, wenn Sie Fragen haben.",
    ],
)
def test_contact_after_a_call_or_then_is_no_later(text):
    assert rule_intent(text) != "not_now"
