"""The sender's accounting done by their outside accountant or accounting firm, who is the one to see
(heldout_bt: "Chez nous toute la compta est faite par notre expert-comptable, je n'y touche pas. Faut voir
avec le cabinet Durand & Associés"), in every rule language (`intent_rules/accountant_handles.py`): a wrong
person. Never the reader's accountant, never negated, never in the past, never asked, never beside interest
of the sender's own.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Chez nous toute la compta est faite par notre expert-comptable, je n'y touche pas.",
        "Pour tout ce qui est comptable, voyez avec notre expert-comptable.",
        "C'est notre cabinet comptable qui s'en occupe.",
        "Our bookkeeping is done by our accountant, I never touch it.",
        "Our accountant handles all that, you'd need to speak to them.",
        "Die Buchhaltung macht unser Steuerberater, da bin ich raus.",
        "Unsere Buchhaltung ist komplett an unseren Steuerberater ausgelagert.",
        "La contabilidad nos la lleva la gestoría, yo no la toco.",
        "La contabilità la tiene il nostro commercialista.",
        "Onze boekhouding wordt gedaan door onze accountant.",
        "A contabilidade é feita pelo nosso contabilista, fale com ele.",
    ],
)
def test_the_accounting_done_by_our_accountant_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Our bookkeeping is not done by our accountant any more, I do it myself.",
        "La compta n'est pas faite par notre expert-comptable, c'est moi qui la tiens.",
        "Our bookkeeping was done by our accountant until last year.",
        "Is your bookkeeping done by your accountant?",
        "Est-ce que la compta est faite par votre expert-comptable ?",
        "Die Buchhaltung macht unser Steuerberater, aber ich hätte gern eine Demo für unser Team.",
        "Votre expert-comptable peut-il se connecter à l'outil ?",
    ],
)
def test_not_now_not_ours_asked_or_keen_is_no_accountant_referral(text):
    assert rule_intent(text) != "wrong_person"


# heldout_dy: the accountant named as the reason of a no said before it, in its sentence or before: the no
# is the answer
@pytest.mark.parametrize(
    "text",
    [
        "Kein Bedarf, die Buchhaltung macht unser Steuerberater.",
        "Pas besoin, la compta est faite par notre expert-comptable.",
        "No lo necesitamos, las facturas nos las lleva la gestoría.",
        "Non ci serve, la contabilità la tiene il nostro commercialista.",
        "Geen behoefte, de boekhouding doet onze accountant.",
        "Não precisamos, a contabilidade é feita pelo nosso contabilista.",
    ],
)
def test_a_no_with_the_accountant_as_its_reason_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "La contabilidad la lleva la gestoría, hable con ella.",
        "Die Buchhaltung macht unser Steuerberater, wenden Sie sich an ihn.",
    ],
)
def test_the_accountant_named_without_a_no_stays_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
