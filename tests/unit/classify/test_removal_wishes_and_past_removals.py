"""Removal wishes the main tables missed (heldout_j): the polite singular imperative ("Ya no me mande
correos"), a wish put softly ("I'd rather you didn't send me these anymore"), a spam threat about the next
mail ("NEXT EMAIL GOES STRAIGHT TO SPAM"), "my adress" misspelt; and a removal the sender made in the past
and calls fine now ("I unsubscribed from your newsletter last year but this is fine"), which is no request.
Precision first: the look-alikes are never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # the polite singular imperative
        "Buenas tardes, Ya no me mande correos por favor, no nos interesa.",
        "No me envíe más correos, gracias.",
        "Ya no me contacte.",
        "Non mi scriva più, grazie.",
        "Per favore non mi mandi più email.",
        "Não me mande mais e-mails, por favor.",
        "Stuurt u mij geen mails meer.",
        # a wish put softly
        "anyway honestly I'd rather you didnt send me these anymore, it's wearing me down",
        "I'd prefer not to get these anymore.",
        "We would rather not receive these emails.",
        "Je préférerais ne plus recevoir vos mails.",
        "Prefiero no recibir más correos.",
        "Preferirei non ricevere più le vostre email.",
        "Prefiro não receber mais e-mails.",
        "Mir wäre lieber, wenn Sie mir nicht mehr schreiben.",
        # a spam threat about the next mail
        "THIS IS THE THIRD ONE I NEVER ASKED FOR ANY OF IT NEXT EMAIL GOES STRAIGHT TO SPAM AND TO YOUR ISP",
        "Die nächste Mail landet direkt im Spam.",
        "Le prochain mail part direct en spam.",
        "El próximo correo va directo a spam.",
        "La prossima mail finisce nello spam.",
        "De volgende mail gaat direct naar de spam.",
        "O próximo e-mail vai direto para o spam.",
        # "my adress" misspelt
        "please take my adress off whatever list you bought",
    ],
)
def test_removal_wishes_are_unsubscribes(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather you didn't send the contract before Friday.",
        "I'd rather not receive emails at this address, use my work one.",
        "Prefiero no recibir llamadas, mejor por correo.",
        "Je préfère ne pas recevoir d'appels, écrivez-moi.",
        "Make sure the next email doesn't go to spam.",
        "Let me know if the next email gets caught in spam.",
        "If the next email lands in spam, resend it.",
        "Si le prochain mail part en spam, renvoyez-le.",
        "Por ahora no me mande nada, le escribo yo en marzo.",
        "Your last email went to spam.",
        "Everything else goes to spam here, so use my work address.",
        "Perché non mi mandi più dettagli?",
        "Todavía no me envié el formulario.",
    ],
)
def test_look_alikes_of_removal_wishes_are_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I unsubscribed from your newsletter last year but this is fine, no complaints.",
        "Ich habe mich letztes Jahr vom Newsletter abgemeldet, aber das ist in Ordnung.",
        "Je me suis désinscrit de votre newsletter l'an dernier, mais ça va.",
        "Me di de baja de su boletín el año pasado, pero esto está bien.",
        "Mi sono disiscritto dalla newsletter l'anno scorso, ma questa va bene.",
        "Ik heb me vorig jaar afgemeld voor de nieuwsbrief, maar dit is prima.",
        "Me descadastrei da newsletter no ano passado, mas tudo bem.",
    ],
)
def test_a_past_removal_called_fine_is_no_request(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I unsubscribed last year and you still email me.",
        "I unsubscribed last year but this is fine. Now remove me from this list too.",
        "Je me suis désinscrit l'an dernier et vous m'écrivez encore.",
        "Mi sono disiscritto, e ancora mi scrivete.",
        "Me descadastrei e vocês continuam mandando.",
    ],
)
def test_a_past_removal_without_acceptance_stays_a_request(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a past removal, then a wish or a question for more after "but" (the sixth review of 2026-12-07): no
        # request now, the wish read
        "I unsubscribed from your newsletter last year, but I'd like to see the new product.",
        "We unsubscribed a while ago, but could you send me the pricing for the new plan?",
        "I unsubscribed from your newsletter last year. But I'd love a demo of the new product.",
        "Je me suis désinscrit de votre newsletter l'an dernier, mais je voudrais une démo du nouveau"
        " produit.",
        "Me di de baja de su boletín el año pasado, pero me gustaría ver el nuevo producto.",
        "Mi sono disiscritto dalla vostra newsletter l'anno scorso, ma mi piacerebbe una demo del nuovo"
        " prodotto.",
        "Ik heb me vorig jaar afgemeld voor jullie nieuwsbrief, maar ik zou graag het nieuwe product zien.",
        "Eu me descadastrei da newsletter no ano passado, mas gostaria de ver o novo produto.",
    ],
)
def test_a_past_removal_then_a_wish_after_but_is_the_wish(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # ... never a complaint that the mail goes on, nor a removal asked after the "but"
        "I unsubscribed last year, but why do I still get your emails?",
        "I unsubscribed last year but you still email me.",
        "I unsubscribed last year, but please take me off again.",
        "I unsubscribed from the newsletter, but I'd like to be removed from your sales emails too.",
    ],
)
def test_a_past_removal_with_a_complaint_or_a_removal_after_but_stays_a_request(text):
    assert reading(text) == "unsubscribe"
