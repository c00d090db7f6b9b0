"""The intent families heldout_dv read wrong, each in other words and languages than the set's: a change
with the thing in use as a pronoun not considered (`change_not_considered`), who handles it not known, with
the sender's own guess tagged after it (`right_person_unknown`), the first person's "en ga hier niet over"
after "ik ben ..." (`front_desk`), the formal "Neemt u ... opnieuw contact op" at a time
(`later_contact_asked`), the offer between "op" and "in" not taken up (`offer_not_taken_up`), and our offer
not answered on its merits, a side point taken up instead (`side_question.NOT_ON_THE_MERITS`). Every
sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Notre cabinet a son propre outil depuis 2019 ; nous n'envisageons pas de le remplacer.",
        "Our in-house tracker does the job and we are not considering replacing it.",
        "Tenemos una herramienta propia y no contemplamos sustituirla.",
        "Abbiamo un gestionale interno e non prendiamo in considerazione di cambiarlo.",
        "Temos uma solução própria e não consideramos trocá-la.",
    ],
)
def test_a_change_of_the_thing_in_use_not_considered_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "Nous n'envisageons pas d'en changer avant 2028.",
        "N'envisagez-vous pas de le remplacer ?",
    ],
)
def test_a_change_bounded_in_time_or_asked_is_no_no(body: str) -> None:
    assert reading(body) != "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "I'm a ward manager; I really don't know who handles that here.",
        "Ich bin Laborleiterin und weiß leider nicht, wer sich bei uns darum kümmert.",
        "Je suis kiné, j'ignore qui s'occupe de ces questions dans la clinique.",
        "Soy enfermera y no sé quién se encarga de esos temas.",
        "Sono un tecnico di laboratorio, non so chi si occupa di queste cose.",
        "Ik ben apotheker en weet echt niet wie dat soort zaken hier afhandelt.",
        "Sou técnica de radiologia e não sei quem trata desses assuntos.",
        "Je suis sage-femme, je ne sais pas qui s'en occupe, peut-être la direction ?",
        "I'm only a lab technician and don't know who handles that, probably procurement?",
        "Ik ben receptionist bij het lab en ga daar helemaal niet over.",
    ],
)
def test_who_handles_it_not_known_or_not_the_senders_is_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "Je ne sais pas qui s'en occupe chez vous, pouvez-vous me le dire ?",
        "Ik ben blij met uw voorstel en ga hier niet over twijfelen.",
        "Ik ben net terug en ga daar niet over beslissen zonder mijn team.",
    ],
)
def test_who_handles_it_on_our_side_or_a_doubt_is_no_wrong_person(body: str) -> None:
    assert reading(body) != "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "Neemt u gerust na de zomer weer contact op.",
        "Neemt u in het derde kwartaal van 2027 nog eens contact op.",
    ],
)
def test_the_formal_neemt_u_contact_op_at_a_time_is_a_later(body: str) -> None:
    assert reading(body) == "not_now"


def test_the_formal_neemt_u_contact_op_with_a_colleague_is_no_later() -> None:
    assert reading("Neemt u gerust contact op met mijn collega.") != "not_now"


@pytest.mark.parametrize(
    "body",
    ["Wij gaan niet op jullie aanbod in, dank u.", "Ik ga dus niet op uw aanbieding in."],
)
def test_the_offer_between_op_and_in_not_taken_up_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    ["We gaan graag op uw voorstel in.", "We gaan nu niet op uw voorstel in, misschien later."],
)
def test_the_offer_taken_up_gladly_or_for_now_is_no_no(body: str) -> None:
    assert reading(body) != "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "Ich antworte nicht inhaltlich auf Ihr Angebot, mich interessiert nur, wie Sie Abmeldungen"
        " protokollieren?",
        "Je ne vous réponds pas sur le fond de votre offre, mais sur un détail qui m'intéresse : qui lit les"
        " réponses ?",
        "No le respondo sobre el fondo de su propuesta; me interesa saber quién lee las respuestas?",
        "Non le rispondo nel merito della sua proposta, mi interessa solo chi legge le risposte?",
        "Ik reageer niet inhoudelijk op uw voorstel, maar ben benieuwd wie de antwoorden leest?",
    ],
)
def test_our_offer_not_answered_on_its_merits_with_a_side_point_is_no_interest(body: str) -> None:
    assert reading(body) != "interested"


def test_our_offer_not_answered_on_its_merits_with_a_request_is_interest() -> None:
    body = "Je ne vous réponds pas sur le fond de votre proposition : pouvez-vous m'envoyer une démo ?"
    assert reading(body) == "interested"
