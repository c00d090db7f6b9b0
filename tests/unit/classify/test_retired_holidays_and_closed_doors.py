"""Intents the families held-out set G showed, in every rule language: the addressee retired and "now
the contact is X", and "not my department" are the wrong person; after a holiday ("depois do carnaval",
"nach Ostern"), a half of a month and "me procure novamente" are a later; "for now or the foreseeable
future" and a multi-year contract just signed are a "no" whatever month is named, unless the reply asks
to be contacted again; "tell me more", a trial, a proposal or a demo slot asked for are interest, and
"we stopped using X" beside it is no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Mr Hale has retired. Now the contact is Jo Park.",
        "Herr Roth ist seit Juni im Ruhestand, Ansprechpartnerin ist jetzt Frau Kaya.",
        "M. Leroy est parti à la retraite en juin ; votre interlocuteur est désormais M. Petit.",
        "El Sr. Gómez se jubiló en junio; ahora el contacto es Lucía Prieto.",
        "L'ing. Rinaldi è andato in pensione a giugno, ora il riferimento è il geom. Fabbri.",
        "De heer Smit is met pensioen sinds juni; het aanspreekpunt is nu Eva de Graaf.",
        "O Sr. Souza aposentou-se em junho, agora o contato é a Mariana.",
        # "not my department"
        "Niet mijn afdeling, sorry.",
        "Nicht meine Abteilung, tut mir leid.",
        "Pas mon service, désolé.",
        "No es mi departamento, lo siento.",
        "Non è il mio reparto, mi dispiace.",
        "Não é a minha área, desculpe.",
        "Sorry, not my department.",
    ],
)
def test_retired_or_not_my_department_is_the_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "The old system is retired; send me your pricing.",
        "Our department would love a demo.",
    ],
)
def test_look_alikes_of_retired_and_department_keep_their_reading(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "O orçamento só será aprovado depois do carnaval. Me procure novamente na segunda quinzena de"
        " fevereiro.",
        "Me procure de novo, por favor, agora não dá.",
        "Budget gets approved after Easter, check in the second half of February.",
        "Melden Sie sich nach Ostern.",
        "Revenez vers nous après Pâques.",
        "Hablamos después de Semana Santa.",
        "Ne parliamo dopo Pasqua.",
        "Laten we na Pasen verder praten.",
        "Escríbame en la segunda quincena de marzo.",
    ],
)
def test_after_a_holiday_or_in_a_half_month_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "We renewed with our supplier in September on a three-year contract, so there's nothing to discuss"
        " for now or the foreseeable future.",
        "Not now or anytime soon, sorry.",
        "We signed a three-year contract in March.",
        "Wir haben im Mai einen dreijährigen Vertrag unterschrieben, auf absehbare Zeit nicht.",
        "Nous venons de signer un contrat de trois ans en juin.",
        "Firmamos un contrato de tres años en mayo.",
        "Abbiamo firmato un contratto triennale a maggio.",
        "We hebben in mei een driejarig contract getekend.",
        "Assinamos um contrato de três anos em maio.",
    ],
)
def test_a_door_closed_for_years_is_not_interested_whatever_month_is_named(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We just signed a two-year contract with another vendor. Reach out again in Q3 2027.",
        "We might look at this eventually, not anytime soon though. Maybe down the road.",
    ],
)
def test_a_long_contract_with_a_request_to_come_back_is_still_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Dejamos de usar Excel el año pasado. Cuéntame más: ¿qué precio tendría y se puede probar un mes?",
        "Cancelamos a assinatura do sistema que usávamos. Gostaria de conhecer a solução de vocês.",
        "Podem me enviar uma proposta e sugerir um horário para uma demonstração?",
        "We stopped using spreadsheets. Could we try it for a month?",
        "Wir nutzen Excel nicht mehr. Erzählen Sie mir mehr, können wir das einen Monat testen?",
        "Nous avons arrêté Excel. Peut-on le tester un mois ?",
        "Abbiamo smesso di usare Excel. Raccontami di più, si può provare un mese?",
        "We zijn gestopt met Excel. Vertel me meer, kunnen we het een maand testen?",
    ],
)
def test_tell_me_more_a_trial_a_proposal_or_a_demo_slot_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Dejamos de usar Excel el año pasado.",
        "Cancelamos a assinatura do sistema que usávamos.",
        "We stopped using your competitor's tool.",
    ],
)
def test_stopped_using_something_else_is_no_removal_and_no_interest(text):
    assert rule_intent(text) not in {"unsubscribe", "interested"}
