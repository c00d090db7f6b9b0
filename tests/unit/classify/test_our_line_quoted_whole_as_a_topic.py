"""Our removal instruction quoted whole and named as ours ("Your line "just reply stop" made me wonder: how do
you process those replies?", heldout_dv), in every rule language
(`removal_instruction_seen.QUOTED_AS_OURS`, read by `removal_guards.as_a_topic._instruction_seen`): the
removal word inside it is the instruction's, no removal, when the sender turns to a question or a "but"
after it. The word done after it, or a removal asked after it, stays one. Every sentence here is written
for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        'Your note "simply reply unsubscribe" caught my eye: does a person read those replies?',
        "Ihr Satz „antworten Sie einfach mit Abmelden“ hat mich beschäftigt: Wer liest diese Antworten?",
        "Votre phrase « répondez désinscription » m'intrigue : qui traite ces réponses chez vous ?",
        "Su nota «conteste baja» me llamó la atención: ¿quién procesa esas respuestas?",
        "La vostra frase «rispondete cancellami» mi ha colpito: chi legge quelle risposte?",
        'Uw zinnetje "antwoord met afmelden" viel me op: wie leest die antwoorden eigenlijk?',
        'A sua frase "responda descadastrar" chamou-me a atenção: quem lê essas respostas?',
    ],
)
def test_our_line_quoted_whole_then_a_question_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        'Your footer says "reply unsubscribe". Unsubscribe.',
        'Your line "reply unsubscribe": done, unsubscribe me please.',
        "Votre mention « répondez désinscription » : désinscription.",
    ],
)
def test_our_line_quoted_then_done_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # our line pointed at by its place in our mail, an article before it (heldout_dw)
        'Side question: at the bottom there\'s the line "reply unsubscribe to stop" - is that read by a'
        " person or a script?",
        "Ganz unten steht die Zeile „Abmelden“ – wertet das ein Programm aus?",
        "En bas il y a la phrase « répondez STOP » : c'est traité à la main ?",
        'Al final está la frase "responde BAJA": ¿lo lee alguien?',
        "In fondo c'è la frase «rispondi cancellami»: la legge qualcuno?",
        'Onderaan staat de zin "antwoord met afmelden": leest iemand dat?',
        'No final tem a frase "responda descadastrar": alguém lê isso?',
    ],
)
def test_our_line_pointed_at_below_then_a_question_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        'Below is the line "reply unsubscribe". Unsubscribe.',
        "Unten steht der Satz mit „Abmelden“. Abmelden bitte.",
    ],
)
def test_our_line_pointed_at_below_then_a_removal_stays_one(body: str) -> None:
    assert reading(body) == "unsubscribe"
