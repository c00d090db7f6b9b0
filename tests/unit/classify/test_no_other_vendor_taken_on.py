"""No further vendor taken on beside the one chosen, and no room for outside solutions (heldout_af:
"Einen weiteren Anbieter werden wir daneben nicht einführen", "Não há margem para soluções externas"), in
every rule language (`intent_rules/no_other_vendor.py`): not interested. Room said to be there, a vendor
added, or a question keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We chose the bank's portal in the summer and won't be adding another vendor.",
        "There is no room for outside solutions here, head office sets the stack.",
        "Einen weiteren Anbieter werden wir daneben nicht einführen.",
        "Wir werden keinen zusätzlichen Dienstleister beauftragen.",
        "Es gibt keinen Spielraum für externe Lösungen.",
        "Nous n'ajouterons pas un autre fournisseur à côté de notre éditeur actuel.",
        "Il n'y a pas de place pour des solutions externes, le siège impose l'outil.",
        "No vamos a incorporar otro proveedor este año.",
        "No hay margen para soluciones externas, lo decide la central.",
        "Non aggiungeremo un altro fornitore, abbiamo appena scelto il gestionale.",
        "Non c'è spazio per soluzioni esterne.",
        "We nemen er geen extra leverancier bij.",
        "Er is geen ruimte voor externe oplossingen binnen de groep.",
        "Não vamos adicionar outro fornecedor.",
        "Não há margem para soluções externas.",
    ],
)
def test_no_other_vendor_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("There is room for outside solutions if they connect to SAP, send me a demo.", "interested"),
        ("We will add another vendor next year, write me in January.", "not_now"),
        ("Einen weiteren Anbieter werden wir im März auswählen, melden Sie sich im Februar.", "not_now"),
        ("Il gruppo ci lascia spazio per fornitori esterni? Lo chiedo alla sede.", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
