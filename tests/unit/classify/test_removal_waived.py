"""A removal waived ("no need to take me off any list") is neither a removal nor a no, in every rule
language (`removal_waived`, `leaning.NO_ABOUT_ANSWERING`, `interest._NO_NEED_SMALL_EN`; heldout_dh: a
reply about a mail that arrived twice, saying there is no need to take the sender off any list). A need
waived in another clause before a removal asked stays a removal, with or without a comma after it: the
need waived for another act ("no need to reply") or a request opened ("just", "bitte") ends the waiver, and
its negation is never the removal's (review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "No need to take me off any list, the old inbox forwards here.",
        "You don't need to remove me from anything.",
        "Sie müssen mich aus keiner Liste streichen, die alte Adresse leitet weiter.",
        "Inutile de me retirer de votre liste, l'ancienne adresse redirige ici.",
        "No hace falta que me quites de ninguna lista.",
        "Non serve togliermi da nessuna lista, arriva tutto qui.",
        "U hoeft me niet van een lijst te halen.",
        "Não precisa me remover da lista, o endereço antigo ainda funciona.",
        "Não é preciso retirar-me da lista.",
    ],
)
def test_a_removal_waived_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "No need to reply, just remove me from your list.",
        "Please remove me from your list, no need to reply.",
        "Inutile de répondre, retirez-moi de votre liste.",
        "Não precisa responder, me tirem da lista.",
    ],
)
def test_a_removal_beside_a_need_waived_stays(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "No need to follow up please unsubscribe me",
        "There's no need to call me just remove me from the list",
        "No need for a reply just remove me",
        "Inutile de répondre retirez-moi de la liste",
        # written for these tests
        "No need to reply please remove me",
        "You don't have to apologise just take me off your list",
        "Nicht nötig zu antworten bitte austragen",
        "Sie brauchen nicht zurückzurufen, einfach aus dem Verteiler streichen",
        "Pas besoin de répondre désinscrivez-moi svp",
        "No hace falta contestar solo quítenme de la lista",
        "Non serve rispondere toglietemi dalla lista",
        "U hoeft niet te reageren schrijf me uit",
        "Niet nodig om te antwoorden haal me gewoon van de lijst",
        "Não precisa responder me descadastre",
    ],
)
def test_a_removal_after_a_need_waived_for_another_act_stays(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "No need to reply and please don't remove me",
        "Nicht nötig zu antworten, bitte nicht austragen",
        "Pas besoin de me désinscrire de la liste",
        "Non c'è bisogno di togliermi dalla lista",
    ],
)
def test_a_removal_still_waived_or_refused(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # one waiver joining another act and the removal by or/ni/nem/of/weder...noch (review of 2026-12-07)
        "No need to apologize or to unsubscribe me, I'm still interested in the pilot.",
        "You don't need to reply or take me off anything, I just wanted to say the article was useful.",
        "U hoeft niet te reageren of mij uit te schrijven, ik lees alles graag.",
        "No hace falta contestar ni darme de baja, me gusta leerlos.",
        "Não precisa responder nem me descadastrar, gosto de ler.",
        "Não é necessário responder ou me tirar da lista, gosto dos e-mails.",
        "Pas besoin de répondre ni de me désinscrire, je lis tout ce que vous envoyez.",
        "Inutile de répondre ou de me désinscrire, vos messages m'intéressent.",
        "Sie müssen weder antworten noch mich austragen, ich lese Ihre Mails gern.",
        "Non c'è bisogno di rispondere né di cancellarmi dalla lista, leggo volentieri.",
        # "per ora", "por ahora" open no request; French "ma" is "my"
        "Non c'è bisogno per ora di cancellarmi dalla lista, mi interessa ancora.",
        "No hace falta por ahora darme de baja, me interesa.",
        "Pas besoin de me retirer de ma liste de contacts, vous pouvez continuer.",
    ],
)
def test_a_waiver_covering_the_removal_too_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the joined act closed, then a request opened: still a removal
        "No need to reply or anything, just remove me from your list.",
        "No hace falta contestar ni nada, solo quítenme de la lista.",
        "Non serve rispondere né chiamarmi, cancellatemi e basta.",
        "No need to reply, or rather, please remove me from your list.",
    ],
)
def test_a_request_after_the_joined_waiver_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
