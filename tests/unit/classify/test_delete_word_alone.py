"""The delete verb a footer asks for, typed alone as the whole reply, is a removal in every rule language
(`removal_word_alone.WORD_ALONE`; heldout_ck: a one-word reply, the word our footer names). Never the verb
with an object of its own, never asked back as a question. A removal noun as the whole request of its
sentence, with a now, a day or a please, is a removal too (`removal_word_alone.NOUN_DEMANDED`, the fifth
review of 2026-12-07); the same noun about a course or an order is none, nor when the next sentence names
the thing cancelled and it is no mailing (the sixth review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Delete",
        "Delete me, please.",
        "Löschen!",
        "Entfernen, danke",
        "Supprimer.",
        "Borrar",
        "Eliminar, gracias",
        "Cancella",
        "Rimuovi, grazie.",
        "Elimina!!",
        "Verwijderen",
        "Apagar, obrigado",
        "Remover",
    ],
)
def test_delete_word_alone_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the verb with its own object: a call or a file, not the sender
        "Cancella la riunione di giovedì, grazie.",
        "Delete the old invoice and send the new one.",
        "Bitte die alte Datei löschen und die neue schicken.",
        # asked back
        "Cancella?",
        "Supprimer quoi exactement ?",
    ],
)
def test_delete_word_with_more_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the removal noun as the whole request of its sentence, with a now,
        # a day it is due by or a please, our address or list at most after it; a threat may follow
        "Baja inmediata, por favor.",
        "Cancellazione entro domani, grazie.",
        "Cancellazione entro domani prima che vi segnali al Garante privacy.",
        "Löschung dieser Adresse bis morgen",
        "Löschung dieser Adresse bis morgen vor 12 Uhr, sonst gehe ich zum Datenschutzbeauftragten.",
        "Désinscription immédiate svp",
        "Uitschrijving graag",
        "Descadastro imediato, por favor",
        "Unsubscribe asap pls",
        # written for these tests
        "Abmeldung sofort, bitte.",
        "Afmelding per direct graag.",
        "Remoção imediata do meu e-mail da vossa lista, por favor.",
        "Disiscrizione subito, per favore.",
        "Suppression de mon adresse de votre liste avant vendredi, merci.",
    ],
)
def test_a_removal_noun_demanded_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the same noun about a course, an order, a contract: its own object
        "Baja del curso",
        "Baja del curso de abril, por favor.",
        "la cancellazione dell'ordine",
        "Cancellazione dell'ordine entro domani, grazie.",
        "Cancelación inmediata del pedido, por favor.",
        "Annulation immédiate de la commande svp.",
        # the last day to withdraw stated, no demand
        "Abmeldung bis Freitag möglich.",
        "La baja es posible hasta el viernes.",
    ],
)
def test_a_removal_noun_with_an_object_of_its_own_or_a_deadline_stated_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: the noun with a now or a please, then the next sentence names the
        # thing cancelled, and it is no mailing (an order, a fee, a contract, a booking, an invoice, a photo,
        # a trial account, a camp)
        "Cancelación inmediata, por favor. El pedido llegó roto.",
        "Cancelación inmediata, por favor. Nos cobraron dos veces la cuota.",
        "Cancelamento imediato, por favor. O pedido veio com o produto errado.",
        "Cancellazione entro venerdì, grazie. L'ordine è stato inserito due volte.",
        "Cancellazione immediata, grazie. Il contratto non è mai stato firmato.",
        "Cancellazione subito, grazie. La prenotazione della sala era per il 12, non il 13.",
        "Löschung bis morgen bitte. Die Rechnung ging an die falsche Abteilung.",
        "Löschung sofort bitte. Das Foto auf Ihrer Referenzseite ist nicht freigegeben.",
        "Suppression immédiate svp. Le compte d'essai a été créé par erreur.",
        "Baja inmediata, por favor. Mi hijo se apuntó al campamento sin querer.",
        # written for these tests
        "Remoção imediata, por favor. A encomenda chegou partida.",
        "Cancelación inmediata, por favor. La reserva del hotel está duplicada.",
        "Cancellazione immediata, grazie. La polizza è stata stipulata per errore.",
        "Löschung sofort bitte. Das Testkonto wurde doppelt angelegt.",
        "Suppression immédiate svp. La commande a été passée deux fois.",
        "Verwijdering per direct graag. De factuur klopt niet.",
    ],
)
def test_a_removal_noun_with_the_thing_cancelled_in_the_next_sentence_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the noun demanded alone, or the next sentence about our mail (even beside a thing of ours)
        "Cancelamento imediato, por favor.",
        "Baja inmediata, por favor. No quiero más correos sobre su curso.",
        "Abmeldung sofort, bitte. Ich will keine Werbung mehr.",
        "Afmelding per direct graag. Ik heb nooit om jullie mails gevraagd.",
        "Désinscription immédiate svp. Je n'ai jamais demandé vos mails.",
        "Löschung dieser Adresse bis morgen, sonst gehe ich zum Datenschutzbeauftragten.",
    ],
)
def test_a_removal_noun_demanded_with_no_other_thing_named_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the seventh review of 2026-12-07: a thing word in the next sentence inside an idiom with no article
        # ("tengan en cuenta", "tenete conto", "take into account") names nothing cancelled
        "Baja inmediata, por favor. Tengan en cuenta que nunca di mi consentimiento.",
        "Cancellazione immediata, per favore. Tenete conto che non ho mai dato il consenso.",
        "Removal immediately, please. Take into account that I never opted in.",
        # ... nor a thing denied or refused: the reason for the removal, no thing cancelled
        "Baja, por favor. No tengo ninguna cuenta con ustedes.",
        "Cancellazione, per favore. Non ho mai richiesto una prova.",
        "Uitschrijving graag. Ik heb nooit iets besteld of een factuur van jullie gehad.",
        "Afmelding graag. Ik heb geen interesse in jullie cursussen.",
        # written for these tests
        "Descadastro imediato, por favor. Levem em conta que nunca autorizei contato.",
        "Désinscription immédiate, merci. Au cours du dernier mois vous m'avez relancé quatre fois.",
        "Löschung sofort bitte. Ich habe nie eine Bestellung bei Ihnen aufgegeben.",
        "Suppression immédiate svp. Je n'ai jamais eu de compte chez vous.",
        "Unsubscribe now, please. I never signed up for a trial.",
    ],
)
def test_a_removal_noun_with_a_thing_word_in_an_idiom_or_denied_after_it_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the eighth review of 2026-12-07, part 3: the bare noun, then a denial that the sender ever asked
        # for anything, signed up or had an account (the reason for the removal); the noun alone
        "Baja. No tengo ninguna cuenta con ustedes.",
        "Cancelamento. Nunca pedi nenhum orçamento.",
        "Removal.",
        # written for these tests
        "Removal. I never signed up for this.",
        "Removal. We never asked for a quote.",
        "Cancellazione. Non ho mai richiesto nulla.",
        "Uitschrijving. Ik heb nooit toestemming gegeven.",
        "Baja. No soy cliente suyo.",
        "Baja. Nunca me registré.",
        "Abbestellung. Ich habe nie zugestimmt.",
        "Suppression. Je n'ai jamais demandé à recevoir vos mails.",
        "Removal!",
        "Cancelamento!",
        "Afmelding.",
    ],
)
def test_a_bare_removal_noun_alone_or_before_a_denial_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ... never a next sentence about something else, nor one naming an appointment or an order
        ("Baja. No puedo ir el viernes.", "other"),
        ("Baja. No tengo tiempo para el curso.", "other"),
        ("Cancelación. El pedido llegó roto.", "other"),
        ("Cancelamento. Não recebi o produto.", "other"),
        ("Cancellazione. Non ho ricevuto la fattura.", "other"),
        ("Cancelación. No solicité ninguna cita, es un error de la clínica.", "interested"),
        ("Removal. Not the right time for us.", "not_now"),
        ("Removal costs are our biggest problem right now, can you help with that?", "other"),
    ],
)
def test_a_bare_removal_noun_before_another_matter_keeps_its_reading(text, expected):
    assert reading(text) == expected


# The ninth review of 2026-12-07: "Cancellation" is a bare removal noun as "Cancelación", "Cancellazione"
# and "Cancelamento" are, alone or before a denial of any request ...
@pytest.mark.parametrize(
    "text",
    [
        "Cancellation.",
        "Cancelación.",
        "Cancellation, please.",
        "Cancellation. I never signed up for this.",
        "Cancellation. I never asked for your emails.",
        "Cancelación. Nunca pedí nada.",
        "Cancellazione. Non ho mai richiesto nulla.",
        "Cancelamento. Nunca pedi para receber isto.",
    ],
)
def test_cancellation_alone_or_before_a_denial_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... but a denial about something paid, in its sentence or the next (a paid subscription, a trial, a plan
# or upgrade, a charge, an invoice, a refund), is about a product cancelled, not our mail (`_PAID`).
@pytest.mark.parametrize(
    "text",
    [
        # the review's sentences
        "Cancellazione. Non ho mai richiesto questo abbonamento, rimborsatemi.",
        "Cancelación. No he solicitado esta suscripción de pago, devuélvanme el dinero.",
        # written for these tests
        "Cancelación. No he solicitado esta suscripción. Devuélvanme el dinero.",
        "Cancelamento. Nunca pedi esta assinatura paga, devolvam o dinheiro.",
        "Uitschrijving. Ik heb nooit een proefabonnement aangevraagd, betaal het terug.",
        "Cancellation. I never requested this invoice, please void it.",
    ],
)
def test_a_bare_noun_before_a_denial_about_something_paid_is_no_removal(text):
    assert reading(text) != "unsubscribe"
