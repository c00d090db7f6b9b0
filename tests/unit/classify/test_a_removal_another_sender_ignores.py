"""The sender's removal from a third party's mail, told as what that sender ignores (heldout_el: a newsletter
"der mich trotz Abmeldung zumüllt"), is no removal from ours, in every rule language
(`intent_rules/removal_third_party.py`, `removal_guards.other_things.third_party_ignored`); our own mail
coming despite a removal is still one. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Sorry for the tone, I was fuming at a travel agency that spams me despite my unsubscribing.",
        "Mein Ärger gilt einem Baumarkt, der mir trotz zweifacher Abmeldung täglich schreibt.",
        "Ma colère visait une banque qui m'écrit malgré mes désinscriptions.",
        "Me enfadé con una aerolínea que me escribe a pesar de mi baja, no con usted.",
        "Ce l'avevo con un negozio che mi scrive nonostante la disiscrizione.",
        "Mijn ergernis ging naar een verzekeraar die mij ondanks mijn afmelding blijft mailen.",
        # an indefinite "some" opens the clause as well as an article (the twenty-first review of 2026-12-07)
        "Some vendor keeps spamming me despite my unsubscribe. Anyway, your tool looks good, can we talk?",
        "Qualche fornitore mi scrive ancora nonostante la disiscrizione, ma il vostro prodotto ci interessa.",
        "Algún proveedor me sigue escribiendo a pesar de mi baja. Su herramienta nos interesa, ¿hablamos?",
    ],
)
def test_another_senders_ignored_removal_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "You keep writing to me despite my unsubscribing. Stop.",
        "Trotz meiner Abmeldung kommen Ihre Mails jeden Tag.",
        "Die Mails kommen trotz Abmeldung weiter.",
        "Vous m'écrivez encore malgré ma désinscription.",
        "Mails that reach me despite unsubscribing: remove me now.",
        "Some of your emails still arrive despite my unsubscribe.",
    ],
)
def test_our_mail_despite_a_removal_is_still_one(text: str) -> None:
    assert reading(text) == "unsubscribe"
