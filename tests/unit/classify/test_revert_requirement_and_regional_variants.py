"""Non-native English idioms and regional variants of the rule languages (heldout_ab): "revert" for "reply"
(with a price asked it is interest, with a time after it a later, never a removal), "we are not having any
requirement" (a no), the Québec "soumission" (a quote), the Swiss "Frühling" without ß, the Flemish "om
eind januari nog eens te mailen", the Colombian "me vuelves a escribir" after "qué pena contigo" (an
apology, no no). Their look-alikes keep their reading."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Please revert with your pricing in Naira or USD.", "interested"),
        ("Kindly revert back to us with your best quote.", "interested"),
        ("Pls revert with the rates for 20 users.", "interested"),
        ("Please reply with your pricing.", "interested"),
        (
            "Budgets are exhausted. Kindly revert after the new financial year starts, say second week of"
            " April, and we can take a demo at that point.",
            "not_now",
        ),
        ("Kindly revert in the next financial year.", "not_now"),
        ("Please revert to us after the new fiscal year.", "not_now"),
        ("We are not having any requirement for such software.", "not_interested"),
        ("We don't have any requirement for this at our end.", "not_interested"),
        ("Management is satisfied with Excel. Hence we are not taking this forward.", "not_interested"),
        ("Pourrais-tu m'envoyer une soumission pour 8 utilisateurs, en dollars canadiens?", "interested"),
        ("Ça adonne bien. Peux-tu nous envoyer une soumission?", "interested"),
        ("Nous aimerions recevoir une soumission pour 12 postes.", "interested"),
        ("Melden Sie sich doch gerne im Frühling wieder, idealerweise ab Mitte März.", "not_now"),
        ("Merci voor uw mail. Mag ik u vragen om eind januari nog eens te mailen?", "not_now"),
        ("Wilt u ons na de zomer opnieuw te contacteren?", "not_now"),
        (
            "Hola Marco, qué pena contigo la demora. No alcanzamos a evaluar nada nuevo. ¿Te parece si me"
            " vuelves a escribir a finales de febrero?",
            "not_now",
        ),
        ("¿Me vuelves a contactar en marzo?", "not_now"),
    ],
)
def test_idioms_and_regional_variants(text: str, intent: str) -> None:
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Please revert if you have any questions.", "other"),
        ("We reverted to the old system last year.", "other"),
        ("We are having a requirement for 20 licences, please send a quote.", "interested"),
        ("Nous avons bien reçu votre soumission, merci.", "other"),
        ("Ça adonne mal, on vient de signer avec un autre fournisseur.", "not_interested"),
        ("Wir haben im Frühling schon ein neues System eingeführt.", "other"),
    ],
)
def test_their_look_alikes_keep_their_reading(text: str, intent: str) -> None:
    assert rule_intent(text) == intent
