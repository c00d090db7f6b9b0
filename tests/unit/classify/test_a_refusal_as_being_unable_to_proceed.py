"""A refusal said as being unable to go on with us (heldout_ay: "We have a hard requirement that member data
stays onshore in Australia. ... you host in the US and EU only, so we can't proceed with this."), in every
rule language (`intent_rules/not_pursued.py`): not interested. A condition before it ("unless you host in
Australia", "sem um DPA") or after it ("without a signed DPA", "until we see your SOC 2 report"), a question,
something else named ("the booking") and the sender alone ("myself, but my colleague can") are no no; a
"se" that is a pronoun ("A equipe se organizou ... e não vamos avançar") is no condition (review of
2026-12-07, fifth).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We have a hard requirement that member data stays onshore in Australia. According to your trust page"
        " you host in the US and EU only, so we can't proceed with this.",
        "Your platform keeps backups in the US, so we're unable to move forward with your proposal.",
        "We won't be able to go ahead.",
        "Die Daten müssen in Deutschland bleiben, daher können wir das leider nicht weiterverfolgen.",
        "Les données doivent rester en France, nous ne pouvons donc pas donner suite.",
        "Los datos deben quedarse en España, así que no podemos seguir adelante con esto.",
        "I dati devono restare in Italia, quindi non possiamo procedere.",
        "De data moet in Nederland blijven, dus we kunnen hier niet mee verder.",
        "Os dados têm de ficar em Portugal, por isso não podemos avançar com isto.",
    ],
)
def test_unable_to_proceed_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a condition before it: a requirement still to be met
        "Unless you can host in Australia, we can't proceed.",
        "If you only host in the US, we can't proceed with this.",
        "Wenn Sie nur in den USA hosten, können wir das nicht weiterverfolgen.",
        "Sans hébergement en France, nous ne pouvons pas donner suite.",
        "Sin un DPA firmado no podemos seguir adelante.",
        "Se non ospitate i dati in Italia, non possiamo procedere.",
        "Zonder verwerkersovereenkomst kunnen we hier niet mee verder.",
        "Sem um acordo de tratamento de dados não podemos avançar.",
        # a condition or a time after it
        "We can't proceed without a signed DPA.",
        "We can't proceed with this until we see your SOC 2 report.",
        # asked, something else named, the sender alone
        "Can we proceed with this?",
        "We can't proceed with the booking, the link is broken.",
        "I can't proceed with this myself, but my colleague can.",
        # a question about data residency
        "Do you host in the EU? Our data has to stay in Frankfurt.",
    ],
)
def test_a_condition_a_question_or_something_else_is_no_no(text):
    assert rule_intent(text) != "not_interested"


def test_the_honesty_of_the_one_saying_it_is_no_condition():
    assert rule_intent("If I'm honest, we won't be pursuing this.") == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests (the review of 2026-12-07, fifth, found it on event regrets): a reflexive
        # or pronoun "se" before an "and" is no "if"
        "A equipe se organizou de outro jeito e não vamos avançar com isso.",
        "Se lo comenté al equipo y no vamos a seguir adelante.",
        "Il team se ne è occupato e non procederemo.",
    ],
)
def test_a_pronoun_se_before_it_leaves_it_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: the "if" still a condition, in the phrase's clause or opening the one
        # joined to it
        "Se não houver um DPA, não vamos avançar.",
        "Se o servidor ficar nos EUA e não vamos avançar sem DPA, avisamos.",
    ],
)
def test_an_if_before_it_stays_a_condition(text):
    assert reading(text) != "not_interested"
