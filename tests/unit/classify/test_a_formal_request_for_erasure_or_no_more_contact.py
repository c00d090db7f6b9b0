"""A formal removal (heldout_bx): "I request", the law it rests on between, then the erasure of my data
as a noun ("la cancellazione immediata dei miei dati") or "not to be contacted again" ("di non essere più
contattato"), in every rule language (`removal_asked_formally.ASKED_FORMALLY`), and the GDPR named by its
number ("art. 17 del Regolamento (UE) 2016/679", `unsubscribe`). A negation before the verb, someone
else's data, a time limit after "not to be contacted" and a question are no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I request, under the applicable law, the immediate erasure of my personal data.",
        "I request, for the reasons above, not to be contacted again.",
        "Ich verlange nach dem geltenden Recht die unverzügliche Löschung meiner Daten.",
        "Ich bitte darum, nicht mehr kontaktiert zu werden.",
        "Je demande, conformément à la loi, la suppression immédiate de mes données.",
        "Je demande, conformément à la loi, à ne plus être contacté.",
        "Solicito, conforme a la ley vigente, la supresión inmediata de mis datos.",
        "Pido, por favor, no ser contactado de nuevo.",
        "Chiedo, ai sensi della normativa vigente, la cancellazione immediata dei miei dati.",
        "Chiedo, ai sensi della normativa vigente, di non essere più contattato a questo indirizzo.",
        "Ik verzoek u, op grond van de wet, om de onmiddellijke verwijdering van mijn gegevens.",
        "Ik verzoek u niet meer benaderd te worden.",
        "Solicito, com base na lei, a eliminação imediata dos meus dados.",
        "Solicito, com base na lei, não voltar a ser contactado.",
    ],
)
def test_a_formal_request_for_erasure_or_no_more_contact_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ai sensi dell'art. 17 del Regolamento UE 2016/679.",
        "Ai sensi dell'articolo 17 del Regolamento (UE) 2016/679, per favore.",
        "Gemäß Art. 17 der Verordnung (EU) 2016/679.",
        "Under Article 17 of Regulation (EU) 2016/679.",
        "Nos termos do artigo 17.º do Regulamento (UE) n.º 2016/679.",
    ],
)
def test_article_17_of_the_gdpr_named_by_its_number_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


def test_another_article_of_the_regulation_is_no_removal():
    assert (
        rule_intent("Ai sensi dell'art. 13 del Regolamento UE 2016/679, ecco l'informativa.") != "unsubscribe"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Non chiedo la cancellazione dei miei dati, solo una copia.",
        "Il cliente chiede la cancellazione dei suoi dati: come si fa nel vostro sistema?",
        "Chiedo di non essere più contattato fino a settembre, poi ne riparliamo.",
        "I request not to be contacted again until the budget is approved in March.",
        "Ik verzoek u niet meer benaderd te worden voor september.",
        "O cliente solicita a exclusão dos seus dados: o vosso sistema faz isso?",
    ],
)
def test_a_negated_request_someone_elses_data_or_a_time_limit_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: the request made in the first person plural ("Solicitamos ... que não voltemos a ser
        # contactados"), in every rule language
        "Pedimos, de acuerdo con el RGPD, no volver a ser contactados.",
        "Solicitamos no ser contactados de nuevo por ninguna vía.",
        "We hereby request not to be contacted again.",
        "We request that we not be contacted any more by your team.",
        "Nous demandons à ne plus être contactés.",
        "Wir bitten darum, künftig nicht mehr kontaktiert zu werden.",
        "Chiediamo di non essere più contattati.",
        "Wij verzoeken u om niet meer benaderd te worden.",
        "Pedimos que não sejamos mais contactados.",
        "Exigimos, nos termos do RGPD, não voltar a ser contatados.",
    ],
)
def test_a_formal_request_in_the_plural_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nous demandons à ne plus être contactés avant septembre.",
        "Pedimos no ser contactados hasta enero.",
        "Chiediamo di non essere più contattati fino a settembre.",
        "Wij vragen niet meer benaderd te worden tot de zomer.",
    ],
)
def test_a_formal_request_in_the_plural_with_a_time_limit_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
