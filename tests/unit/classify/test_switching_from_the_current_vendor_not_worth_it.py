"""Switching from the current vendor said not to be worth it, and staying (heldout_bn: "We looked at Acme last
year actually. The switching cost just isn't worth it for us ... We'll stay put."): a no
(`intent_rules.switching_not_worth`), in every rule language. A switch worth it on a condition ("would be
worth it only if ...", "isn't worth it unless ..."), or the question whether it is, is no no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We looked at you last year. The switching cost just isn't worth it for us. We'll stay put.",
        "Honestly, switching tools is not worth the hassle for a team our size.",
        "Wir hatten uns das schon einmal angesehen. Ein Wechsel lohnt sich für uns nicht.",
        "On avait regardé l'an dernier. Changer d'outil ne vaut pas la peine pour nous.",
        "Ya lo miramos el año pasado. Cambiar de herramienta no nos compensa.",
        "L'avevamo già valutato. Cambiare piattaforma non ci conviene.",
        "We hebben er vorig jaar naar gekeken. Overstappen is het voor ons niet waard.",
        "Já olhamos no ano passado. Mudar de ferramenta não compensa para nós.",
    ],
)
def test_switching_not_worth_it_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Switching would be worth it only if you can migrate our 60 sequences. Can you do that?",
        "Switching isn't worth it unless you migrate the sequences for us. Could you?",
        "Is switching really not worth it? What does the migration involve?",
        "Ein Wechsel lohnt sich nicht, es sei denn, Sie übernehmen die Migration. Geht das?",
        "Changer ne vaut pas la peine, sauf si vous migrez nos séquences. C'est possible ?",
        "Cambiar no nos compensa, a menos que ustedes hagan la migración. ¿Es posible?",
        "Cambiare non ci conviene, a meno che non facciate voi la migrazione. È possibile?",
        "Overstappen is het niet waard, tenzij jullie de migratie doen. Kan dat?",
        "Mudar não compensa, a não ser que vocês façam a migração. É possível?",
    ],
)
def test_a_switch_worth_it_on_a_condition_or_asked_is_no_no(text):
    assert rule_intent(text) != "not_interested"
