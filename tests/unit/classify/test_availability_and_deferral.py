"""Dates in a reply: a meeting's or a later's. Offering concrete availability for a call or a demo ("je
suis disponible mardi 15 décembre à 15 h", "ich hätte Dienstag Zeit", "ik ben dinsdag beschikbaar") and
asking whether a day or time works ("Quinta às 15h funciona pra você?", "passt Ihnen Dienstag?") is
interest, as is a Portuguese "pode ser sim!" or "manda o convite", in every rule language; a date in it
never makes it "not now". Interest followed by "talk again in <month>" or "until <month>" ("il tema ci
interessa ... ne riparliamo a metà gennaio?", "leuk aanbod maar ... bel me in februari maar") is "not
now": the deferral outweighs the polite interest. Look-alikes keep their reading: a negated
availability, a greeting ("¿Cómo te va?"), "next week" ("bel me volgende week maar"), "after 3pm"
("chiamami dopo le 15"), "available until".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # availability with a date, in every rule language
        "Oui, ça tombe bien : nos commerciaux perdent un temps fou à relancer les signatures. Je suis"
        " disponible mardi 15 décembre à 15 h ou jeudi 17 au matin pour une démo.",
        "We could do Tuesday, December 15 at 10am.",
        "Tuesday, December 15 at 10am would be fine.",
        "Ich hätte Dienstag, den 15. Dezember, um 15 Uhr Zeit.",
        "Estoy disponible el martes 15 de diciembre a las 15 h.",
        "Puedo el martes 15 a las 10.",
        "Sono disponibile martedì 15 dicembre alle 15.",
        "Martedì alle 15 va bene per me.",
        "Ik ben dinsdag 15 december om 15 uur beschikbaar.",
        "Dinsdag om 15 uur kan ik.",
        "Estou disponível na terça, 15 de dezembro, às 15h.",
        "Posso na terça às 15h.",
        "Je suis disponible jusqu'à fin décembre pour une démo.",
        # does <day/time> work for you?
        "Would Tuesday at 3pm work for you?",
        "Is tomorrow good for you?",
        "Passt Ihnen Dienstag um 15 Uhr?",
        "Mardi 15 h vous convient ?",
        "¿Te viene bien el jueves a las 10?",
        "Giovedì alle 15 ti va bene?",
        "Schikt donderdag om 15 uur?",
        "Komt donderdag je uit?",
        "Quinta às 15h funciona pra você?",
        # Portuguese acceptance
        "Oi Rafael, pode ser sim! Estamos com 15 vagas abertas. Manda o convite pra juliana@vertice.test.",
        "Bora marcar uma conversa.",
        "Topo sim, manda o convite.",
        "Pode marcar na quinta.",
        # "next week", "after 3pm", "on the phone": now, not later
        "Bel me volgende week maar.",
        "Chiamami dopo le 15, mi interessa.",
        "On en reparle au téléphone, envoyez-moi la démo.",
    ],
)
def test_availability_and_a_time_proposed_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ich hätte am Dienstag leider keine Zeit.",
        "Non sono disponibile martedì.",
        "Martedì non va bene.",
        "Ik ben dinsdag niet beschikbaar.",
        "Dinsdag kan ik niet.",
        "Ce prix ne vous convient pas ?",
        "¿Cómo te va? Hace mucho que no hablamos.",
        "Wie geht es Ihnen? Ich hoffe, es geht Ihnen gut.",
        "Pode ser que no futuro a gente precise.",
        "A nossa marca está no topo do mercado.",
        "Isso não funciona pra gente.",
    ],
)
def test_look_alikes_of_availability_are_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        # interest, then "talk again in <month>" or "until <month>"
        "Il tema ci interessa ma adesso siamo nel pieno delle feste. Ne riparliamo a metà gennaio?",
        "Mi interessa. Scrivimi pure dopo il 15 gennaio.",
        "Mi interessa, ma fino a fine gennaio siamo pieni.",
        "Leuk aanbod maar we zitten tot eind januari midden in de overstap. Bel me in februari maar.",
        "Klinkt goed, maar spreek je in maart weer?",
        "Sounds interesting, but we're slammed. Let's talk again in January.",
        "Interesting! Call me in February, we're mid-migration.",
        "Klingt spannend, aber gerade ist Jahresabschluss. Sprechen wir im Februar wieder.",
        "Interessant, rufen Sie mich im Februar an.",
        "Ça m'intéresse, mais on en reparle en janvier ?",
        "Intéressant : appelez-moi en février.",
        "Me interesa, pero ahora no puedo. Lo hablamos en enero.",
        "Suena bien, pero hasta finales de enero estamos liados.",
        "Tenho interesse, mas agora não dá. Me procura de novo em março.",
        "Parece interessante! Falamos em fevereiro?",
        # "relancer" with its object: contact me again
        "Merci de me relancer en mars.",
        "Recontactez-moi en mars.",
    ],
)
def test_interest_deferred_to_a_month_is_not_now(text):
    assert rule_intent(text) == "not_now"


def test_a_verb_for_their_own_work_is_no_request_to_be_contacted_later():
    assert rule_intent("Il faut relancer les clients en janvier, envoyez-moi une démo.") == "interested"
