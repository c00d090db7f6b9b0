"""A question how the reader handles other people's removals is no removal request in any rule language
(`removal_handling_asked.READER_HANDLES`, read by `removal_guards.as_a_topic.handling_asked`; heldout_dj: a
studio asking whether our tool processes the unsubscribes by itself). Never the sender's own removals ("the
unsubscribes I sent", "my unsubscribes"), never a removal asked beside the question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Can you tell me whether you handle the unsubscribes by hand or does the platform do that?",
        "Quick one: do you process opt-outs manually or is it automatic?",
        "Pouvez-vous me dire si vous traitez les désinscriptions à la main ou si l'outil le fait ?",
        "Petite question : gérez-vous les désinscriptions vous-mêmes ?",
        "Sapete dirmi se gestite le disiscrizioni a mano o se lo fa lo strumento?",
        "Você sabe me dizer se vocês processam os descadastros manualmente ou se a ferramenta faz isso?",
        "Uma dúvida: vocês tratam os descadastros na planilha ou no sistema?",
        "Kun je me vertellen of jullie de uitschrijvingen handmatig verwerken of doet de tool dat?",
    ],
)
def test_handling_of_removals_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Do you handle unsubscribes? Because I want to unsubscribe.",
        "Can you tell me whether you handle unsubscribes? Also please unsubscribe me.",
        "Vocês tratam os descadastros? Me descadastrem, por favor.",
        "Traitez-vous les désinscriptions ? Désinscrivez-moi, s'il vous plaît.",
        "Please unsubscribe me.",
        "Me descadastrem, por favor.",
    ],
)
def test_a_removal_beside_the_question_stays_one(text):
    assert reading(text) == "unsubscribe"
