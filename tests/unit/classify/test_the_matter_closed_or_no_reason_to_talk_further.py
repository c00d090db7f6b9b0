"""The matter declared closed for the sender, or no reason seen to talk about it further (heldout_em,
`intent_rules/matter_closed.py`), is a no in every rule language; a thing of another matter done, or a
matter done without "for us" before a yes, is none. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Das Thema ist für uns abgeschlossen.",
        "As far as we're concerned, this topic is settled.",
        "Pour nous, le sujet est clos.",
        "Para nosotros el tema está cerrado.",
        "Per noi l'argomento è chiuso.",
        "Voor ons is dit onderwerp afgesloten.",
        "Para nós o assunto está encerrado.",
        "Ich sehe keinen Anlass, weiter darüber zu sprechen.",
        "Je ne vois aucune raison d'en discuter davantage.",
        "No vemos motivo para seguir hablando de esto.",
        "Non vediamo motivo di parlarne ancora.",
        "Não vemos motivo para continuar essa conversa.",
        "Mein Kollege hat sich bei Ihnen abgemeldet, er ist nicht mehr bei uns. Für mich ist die Sache damit"
        " auch erledigt.",
    ],
)
def test_the_matter_closed_for_us_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Die Sache mit der Lieferung ist erledigt, danke.",
        "Der Punkt ist erledigt, wir können den Vertrag unterschreiben.",
    ],
)
def test_another_thing_done_is_no_no(text: str) -> None:
    assert reading(text) != "not_interested"


# the matter closed with a commitment to us after it is decided for the deal, no no (the twenty-second
# review of 2026-12-07, `matter_closed.COMMITTED_AFTER`); the first three are the review's
@pytest.mark.parametrize(
    "text",
    [
        "The matter is settled for us, we'll go with you. Send the contract.",
        "The topic is done for us, we signed yesterday. Please send the invoice.",
        "For us the matter is settled: we'll take the annual plan.",
        "Für uns ist das Thema erledigt, wir unterschreiben.",
        "Pour nous le sujet est réglé, on signe. Envoyez-nous le contrat.",
        "Para nosotros el tema está zanjado, vamos con ustedes. Envíennos el contrato.",
        "Per noi la questione è chiusa, firmiamo. Mandateci il contratto.",
        "Voor ons is dit onderwerp afgedaan, we tekenen. Stuur ons het contract.",
        "Para nós o assunto está resolvido, assinamos. Enviem-nos o contrato.",
    ],
)
def test_the_matter_closed_with_a_commitment_to_us_is_no_no(text: str) -> None:
    assert reading(text) != "not_interested"


# ... never a signature or a choice with another party, nor the bare closed matter
@pytest.mark.parametrize(
    "text",
    [
        "For us the matter is closed, we signed with another vendor.",
        "For us the matter is closed, we went with another vendor.",
        "Für uns ist das Thema erledigt, wir haben mit einem anderen Anbieter unterschrieben.",
        "Pour nous le sujet est clos, on a signé avec un concurrent.",
        "For us the matter is closed.",
        "Für uns ist das Thema erledigt.",
    ],
)
def test_the_matter_closed_with_another_party_chosen_stays_a_no(text: str) -> None:
    assert reading(text) == "not_interested"
