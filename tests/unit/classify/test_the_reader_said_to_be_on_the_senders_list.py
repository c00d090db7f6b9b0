"""The reader said to stand on or be in the sender's own list, formal or familiar, the removal words after
it ours to use (`removal_reader_subscribed`, heldout_dm: "du stehst auf unserem Newsletter-Verteiler ...
kannst du dich unten mit einem Klick abmelden"), is no removal, in every rule language. A removal naming
the sender stays one, a turn word before it or not.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Du stehst auf unserem Verteiler, abmelden kannst du dich unten in jeder Ausgabe.",
        "Sie stehen seit Mai auf unserer Mailingliste; abmelden können Sie sich jederzeit über den Link.",
        "Du bist seit dem Webinar in unserem E-Mail-Verteiler, austragen geht unten mit einem Klick.",
        "You're on our newsletter list since the fair; you can unsubscribe at the bottom.",
        "Vous figurez sur notre liste depuis le salon ; vous pouvez vous désinscrire en bas de chaque"
        " numéro.",
        "Tu es inscrite à notre newsletter, tu peux te désabonner quand tu veux.",
        "Estás en nuestra lista desde la feria; puedes darte de baja al final de cada boletín.",
        "Sei nella nostra newsletter dalla fiera; puoi disiscriverti in fondo a ogni numero.",
        "Je staat sinds de beurs op onze mailinglijst; je kunt je onderaan elke editie afmelden.",
        "Você está na nossa lista desde a feira; pode cancelar a inscrição no fim de cada edição.",
    ],
)
def test_the_reader_on_the_senders_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Sie stehen auf unserer Mailingliste, schön. Bitte nehmen Sie mich aber aus Ihrem Verteiler.",
        "Du stehst auf unserem Verteiler, gut. Bitte nimm mich trotzdem aus eurem Verteiler.",
        "You're listed on our mailing list, fine, but please remove me from yours.",
        "Vous figurez sur notre liste, d'accord. Mais merci de me retirer de la vôtre.",
        "Estás en nuestra lista, vale. Pero por favor, no me enviéis más correos.",
        "Sei nella nostra lista, va bene. Ma per favore mi cancelli dalla vostra lista.",
        "Je staat op onze lijst, prima. Maar haal mij van jullie mailinglijst.",
        "Você está na nossa lista, tudo bem. Mas por favor, me remova da sua lista.",
        # the reader's list, not the sender's own
        "Wir stehen auf eurem Verteiler, bitte meldet uns ab.",
    ],
)
def test_a_removal_naming_the_sender_stays_one(text):
    assert reading(text) == "unsubscribe"
