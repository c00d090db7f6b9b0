"""A stop to our mail in the informal imperative, opening its clause (heldout_ea: a Brazilian "stop emailing
me" written in a hurry; `removal_informal.INFORMAL_REMOVAL`): a removal in every rule language that has the
form. Never the third person it shares its form with ("o sistema para de me mandar email quando...?"), never
a matter the mail is about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Para de me enviar essas mensagens, obrigado.",
        "Oi, por favor para de me escrever.",
        "Deixa de me mandar isso, já falei.",
        "Arrête de m'écrire stp, ça ne m'intéresse pas.",
        "Bon, arrête de m'envoyer tes relances.",
        "Para de mandarme cosas, gracias.",
        "Deja ya de escribirme, por favor.",
        "Hör endlich auf, mir Newsletter zu schicken.",
        "Hört bitte auf, uns zu mailen.",
        "Houd nu eens op met mailen.",
    ],
)
def test_the_informal_stop_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the third person, in a question about how the tool works
        "Quando é que o vosso sistema para de me mandar lembretes?",
        "Le logiciel arrête de m'envoyer des alertes après combien de jours ?",
        "¿El programa para de escribirme si cancelo la prueba?",
        # a matter, then the phone asked for
        "Hou op met mailen over de offerte, bel me gewoon.",
    ],
)
def test_the_third_person_or_a_matter_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The stop is of our mail, as an order (the twelfth review of 2026-12-07): never of another channel, a
# kind of message or a language ("no WhatsApp", "des SMS", "sur LinkedIn", "convite de reunião", "em
# inglês"), never with another way of contact asked after it ("bel me liever", "ruf mich lieber an",
# "écris-moi par mail"), never a question ("Se eu responder, para de me mandar email?"); the old Spanish
# "deja de" and the formal French "arrêtez de" alike
@pytest.mark.parametrize(
    "text",
    [
        "Para de me mandar mensagem no WhatsApp, prefiro email.",
        "Para de me mandar em inglês, pode ser em português? Tenho interesse.",
        "Para de me mandar convite de reunião, manda só o link da demo.",
        "Se eu responder, para de me mandar email?",
        "Arrête de m'envoyer des SMS, écris-moi par mail plutôt.",
        "Arrête de m'envoyer des relances sur LinkedIn, réponds ici par mail.",
        "Arrêtez de m'envoyer des SMS, écrivez-moi par mail.",
        "Hou op met mailen naar mijn privéadres, gebruik mijn werkadres jan@acme.nl.",
        "Hou op met mailen, bel me liever even.",
        "Hör auf, mir Mails zu schicken, ruf mich lieber an: 0171 2345678.",
        "Deja de mandarme whatsapps, escríbeme por correo mejor.",
        "Deja de escribirme en inglés, que soy de Madrid. ¿Cuánto cuesta?",
        "¿El sistema deja de mandarme correos si respondo?",
        "Si contesto a este correo, ¿deja de mandarme la secuencia?",
        "¿El sistema va a dejar de escribirme si respondo?",
        "Deixa de me mandar PDFs enormes, manda um resumo que eu leio.",
        "Dejen de enviarme invitaciones de calendario, ya tenemos la reunión.",
    ],
)
def test_a_channel_a_kind_a_language_or_a_question_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... and the stop of our mail, with a mail named, a qualifier or a please after it, stays one
@pytest.mark.parametrize(
    "text",
    [
        "Arrête de m'envoyer des mails inutiles.",
        "Arrêtez de m'envoyer des mails svp.",
        "Cesse de m'envoyer tes newsletters!",
        "Para de me mandar tanta coisa.",
        "Deja de mandarme la secuencia, gracias.",
        "¿Podéis dejar de escribirme?",
        "Ya deja de escribirme, no me interesa.",
        "Hou op met me te mailen aub.",
        "Hör auf, mir Mails zu schicken.",
        # to this address, or else
        "Por favor, dejen de enviar correos a esta dirección.",
        "Arrête de m'écrire à cette adresse.",
        "Dejen de escribirme o los denuncio por spam.",
        # ... with the address after "sur", "en" or the Portuguese contraction
        "Arrête de m'écrire sur cette adresse.",
        "Para de me mandar email neste endereço.",
        "Dejen de escribirme en esta cuenta.",
    ],
)
def test_our_mail_stopped_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
