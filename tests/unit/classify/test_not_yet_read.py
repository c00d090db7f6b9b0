"""The sender's own reading not done yet ("I haven't looked at it yet", "ich habe es noch nicht gelesen") is
no later: a remark on the sender's side, as it already was in English, in every rule language
(`later.LATER_SOFT`). A bare "not yet" and a not yet with a time stay laters.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Your mails end up in our junk folder, by the way. I have not yet read this one.",
        "Ich habe mir Ihre Mail noch nicht angesehen.",
        "Je n'ai pas encore lu votre message.",
        "Todavía no lo he leído.",
        "Ik heb uw mail nog niet gelezen.",
        "Ainda não li o seu e-mail.",
    ],
)
def test_not_yet_read_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Not yet.",
        "Noch nicht.",
        "Pas encore.",
        "Todavía no.",
        "Nog niet.",
        "Ainda não.",
        "Nog niet gelezen, ik kijk er in maart naar.",
    ],
)
def test_not_yet_stays_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Ich gebe Bescheid, sobald ich Ihr Angebot gründlich gelesen habe.",
        "Wir melden uns, wenn wir Ihre Unterlagen im Team durchgesehen haben.",
        "Je vous réponds dès que j'aurai parcouru votre documentation.",
        "Le digo algo cuando haya revisado su presupuesto con calma.",
        "I'll come back to you once I've gone through your documentation.",
    ],
)
def test_our_document_to_be_read_first_is_no_request(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Sobald Sie mir Ihre Unterlagen schicken, schaue ich sie mir an.",
        "Schicken Sie mir Ihr Angebot, dann lese ich es.",
        "Envoyez-moi votre documentation, je la lirai.",
    ],
)
def test_a_document_asked_for_stays_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # not yet talked over with someone, or read with its pronoun, and a write-back on the reading
        # (heldout_ej's family)
        "I have not discussed it with my director yet.",
        "Ich habe es noch nicht mit meinem Chef besprochen.",
        "Je n'en ai pas encore parlé à ma direction.",
        "Todavía no lo he hablado con mi jefa.",
        "Aún no he tenido tiempo de leerlo.",
        "Ik heb het nog niet met mijn manager besproken.",
        "Ainda não tive tempo de o ler com calma.",
        "Ainda não conversei sobre isso com a direção.",
        "We'll write back once we've gone through your deck.",
    ],
)
def test_not_yet_talked_over_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Todavía no, escríbeme en marzo.",
        "Not yet, maybe next quarter.",
        "I'll get back to you when I'm back in March.",
    ],
)
def test_not_yet_with_a_time_stays_a_later(text):
    assert reading(text) == "not_now"
