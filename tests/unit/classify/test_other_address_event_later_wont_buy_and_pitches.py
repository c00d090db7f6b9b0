"""The non-removal families the held-out set heldout_m missed, in every rule language: wrong person by
another address (`other_address.py`), a later tied to an event or the sender's return winning over the
interest beside it (`later_event.EVENT_AFTER`), a "won't be buying" or a freeze that decides whatever time
it names (`wont_buy.py`), and a reply about the sender's own business, a job application or a vendor
pitching back (`not_our_product.py`). Each with look-alikes that must not match.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent

_OTHER = "ops@elsewhere.test"


@pytest.mark.parametrize(
    "text",
    [
        f"Hi, This is my personal address. For anything work related please use {_OTHER}.",
        f"I rarely check this address, please write to {_OTHER}.",
        f"Das ist meine private Adresse. Bitte an {_OTHER}.",
        f"C'est mon adresse perso, écrivez plutôt à {_OTHER}.",
        f"Esta es mi dirección personal, para temas de trabajo escriba a {_OTHER}.",
        f"Questo è il mio indirizzo personale, scrivete a {_OTHER}.",
        f"Dit adres lees ik bijna nooit. Stuur het liever naar {_OTHER}, daar zit mijn collega.",
        f"Este é o meu endereço pessoal, escreva para {_OTHER}.",
    ],
)
def test_another_address_named_is_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "This is my personal address, but go ahead and send the demo link here.",
        f"Sounds good, send me the quote. Use {_OTHER} for the invoice.",
    ],
)
def test_address_look_alikes_stay(text: str) -> None:
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ping me the week after the show and we'll set something up.",
        "This is something I want to look at, so please try me again when I'm back in May.",
        "Melden Sie sich gerne nach der Messe, dann sprechen wir gern.",
        "Recontactez-moi après le salon, on en parlera volontiers.",
        "Contácteme después de la feria y lo vemos con gusto.",
        "Mi ricontatti dopo la fiera, verso fine aprile, e ne parliamo volentieri.",
        "Mail me na de beurs, dan plannen we een demo.",
        "Entre em contato depois da feira e marcamos uma demo.",
    ],
)
def test_contact_after_an_event_is_not_now(text: str) -> None:
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Send me the deck after the show, happy to look.",
        "Great to meet you at the show. Can you send pricing?",
    ],
)
def test_event_look_alikes_are_no_later(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're moving onto their finance stack over the next year, so we won't be buying anything in this"
        " area.",
        "We have a hiring freeze until further notice, so we won't take this further.",
        "Wir haben einen Budgetstopp, deshalb werden wir das nicht machen.",
        "Gel des budgets cette année, donc nous ne le ferons pas.",
        "Hay congelación del presupuesto, así que no lo vamos a hacer.",
        "Blocco degli acquisti in corso, quindi non lo faremo.",
        "We hebben een volledige budgetstop op nieuwe software, dus dit gaan we niet doen.",
        "Congelamento do orçamento, então não vamos avançar.",
    ],
)
def test_wont_buy_and_freezes_are_not_interested(text: str) -> None:
    assert rule_intent(text) == "not_interested"


def test_wont_buy_until_a_time_is_a_later() -> None:
    assert rule_intent("We won't be buying anything until Q3, write again then.") == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to join the team. Are you hiring account executives in London? I've attached my CV.",
        "Stellen Sie gerade ein? Mein Lebenslauf ist im Anhang.",
        "Recrutez-vous en ce moment ? Ci-joint mon CV.",
        "¿Están contratando? Adjunto mi CV.",
        "State assumendo? In allegato il mio CV.",
        "Zijn jullie aan het werven? Mijn cv is bijgevoegd.",
        "Vocês estão contratando? Segue em anexo o meu currículo.",
        "Not for us, but we run done-for-you outbound for SaaS companies: 15+ meetings a month or you don't"
        " pay. Worth a 15-minute chat this week?",
        "Wir bieten Leadgenerierung für SaaS-Unternehmen an. Wäre das ein kurzes Gespräch wert?",
    ],
)
def test_job_applications_and_vendor_pitches_are_other(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("We run outbound in-house, so this is not for us.", "not_interested"),
        ("We're hiring fast this year, so a demo would help. Can we book a call?", "interested"),
        ("Do you have any openings for a demo next week? Send me a few times.", "interested"),
    ],
)
def test_pitch_and_job_look_alikes(text: str, want: str) -> None:
    assert rule_intent(text) == want
