"""The Portuguese removal verbs alone, "descadastrar" and "desinscrever", in a hypothetical ("Se eu me
desinscrever, perco o acesso?"), as a third person's own past removal ("O meu colega descadastrou-se") or as
a removal by mistake to undo ("Desinscrevi-me por engano, podem voltar a incluir-me na lista?") describe a
removal and ask none (`removal_pt_verb_described`, `unsubscribe.RE_ADD`; review of 2026-12-07). Asked, they
stay removals.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Se eu me desinscrever, perco o acesso à plataforma?",
        "Se eu me desinscrever dos emails, ainda recebo as faturas?",
        "O meu colega desinscreveu-se, mas eu quero continuar a receber",
        "Desinscrevi-me por engano, podem voltar a incluir-me na lista?",
        "Se eu me descadastrar, perco o acesso à plataforma?",
        "O meu colega descadastrou-se, mas eu quero continuar a receber",
        "Descadastrei-me por engano, podem voltar a incluir-me na lista?",
        "Caso eu me descadastre, ainda recebo os boletos?",
    ],
)
def test_a_removal_described_is_none(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Se puderem, descadastrem-me.",
        "Se não for incómodo, desinscrevam-me da lista.",
        "Já me descadastrei duas vezes e continuo a receber, descadastrem-me.",
        "Quero desinscrever-me das vossas comunicações.",
    ],
)
def test_a_removal_asked_stays_one(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the impersonal "que se", the polite "agradeço se", the readers asked to do it (the review of
        # 2026-12-07): requests, not the sender's own hypothetical
        "Peço que se descadastre este endereço de todas as listas.",
        "Gostaria que se desinscrevesse o meu e-mail da vossa lista.",
        "Agradecia que se desinscrevesse este e-mail das vossas listas.",
        "Agradeço se me descadastrarem da lista.",
        "Agradeceria se me descadastrassem de todas as listas.",
        "Ficaria grato se me desinscrevessem ainda hoje.",
        "Se me descadastrarem hoje, agradeço.",
        "Quando me descadastrarem, por favor confirmem por e-mail.",
        "Caso me descadastrem, não precisam confirmar.",
        "Assim que me desinscreverem, avisem-me por favor.",
    ],
)
def test_a_request_in_a_hypotheticals_shape_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own verb, or a third person's, asking a consequence
        "Caso eu me desinscreva, continuo a receber as faturas?",
        "Quando eu me descadastrar, os meus dados são apagados?",
        "Se nos descadastrarmos, perdemos o acesso ao portal?",
        "Mesmo que eu me desinscreva, recebo as faturas?",
        "Se eles se descadastrarem, ainda recebem as faturas?",
    ],
)
def test_the_senders_own_hypothetical_stays_none(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the readers' form in a question that asks a consequence for the sender: the hypothetical again
        # (the review of 2026-12-07, fourth)
        "Se me descadastrarem, perco o acesso ao portal do cliente?",
        "Se me descadastrarem da newsletter, continuo recebendo os boletos?",
        "Se me descadastrarem por engano, como volto para a lista?",
        "Quando me desinscreverem, ainda recebo as faturas?",
        "Se me desinscreverem, perco o histórico de encomendas?",
        "Caso nos descadastrem, continuamos com acesso à plataforma?",
        # ... a consequence still sent to the sender is no request
        "Se me descadastrarem, ainda me mandam as faturas?",
        "Se me descadastrarem, continuam a enviar os boletos?",
        # ... in the "vão + infinitive" form too, and documents sent are no confirmation asked (the fifth
        # review of 2026-12-07, part 2)
        "Se me descadastrarem, vocês vão me mandar os boletos por correio?",
        "Caso me descadastrem, ainda vão me enviar as notas fiscais?",
        # written for these tests
        "Se me descadastrarem, vocês me mandam os boletos por correio?",
        "Caso me descadastrem, vão continuar a me enviar as faturas?",
    ],
)
def test_the_readers_form_in_a_consequence_asked_is_none(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... a question that asks the readers to act stays a request
        "Caso me descadastrem, podem confirmar por e-mail?",
        "Quando me desinscreverem, poderiam avisar-me?",
        # the fifth review of 2026-12-07: any request of the readers to act
        "Caso me descadastrem, vocês me mandam uma confirmação?",
        # written for these tests
        "Se me descadastrarem, me avisem?",
        "Quando me descadastrarem, vão me avisar?",
        "Caso me desinscrevam, confirmam por e-mail?",
        # ... a confirmation sent is asked of them, in the "vão" form too (the fifth review of 2026-12-07,
        # part 2)
        "Se me descadastrarem, vocês vão me mandar uma confirmação?",
        "Se me descadastrarem, vão me enviar um comprovante por e-mail?",
    ],
)
def test_the_readers_form_asking_them_to_act_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
