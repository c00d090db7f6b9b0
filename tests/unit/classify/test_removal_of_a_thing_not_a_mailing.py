"""The sender taken off something that is no mailing, a seating plan, a menu item or a booking, is no
removal: the English "remove me / both of us from", "take me off" (`unsubscribe._NOT_A_LIST`, also on the
opening line: `unsubscribe.NOT_A_MAILING_AFTER`), and the Spanish and Italian verbs with the sender joined
to them ("quitadme", "cancellatemi", "cancellateci") when an article and a thing that is no mailing follow
(`unsubscribe._ES_THING_AFTER`, `_IT_THING_AFTER`; the review of 2026-12-07, fourth). Off a list, with
nothing named, or with the data, the address or the subscription named they stay removals, the vosotros
forms and "tirar" too ("Tiradme de la lista"). Mail of every kind named after the Spanish or Italian verb is
our mail (`unsubscribe._ES_IT_MAIL_KINDS`: notifications, advertising, messages, promotions, commercial
communications; review of 2026-12-07, fourth, part 2), and so is a plan of mailing after the English verb
("Remove me from your plan of spamming everyone").

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Could you remove both of us from the seating plan for the gala? We have to leave early.",
        "Quitadme el plato de carne del menú del evento, soy vegetariana.",
        "Please remove me from the seating plan for the gala.",
        "Remove me from the table plan please, I'll be sitting with the sponsors.",
        "Quítenme el plato de carne del menú del evento, soy vegetariana.",
        "Bórrenme la reserva del hotel, ya no viajo.",
        "Toglietemi il piatto di carne dal menù, sono vegetariana.",
        "Cancellatemi l'appuntamento di domani, vi richiamo io.",
    ],
)
def test_off_a_thing_that_is_no_mailing_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a booking cancelled with regrets: the no
        "Cancellateci la prenotazione per la fiera, non veniamo.",
        "Cancelad la reserva para la feria, no vamos.",
    ],
)
def test_a_booking_cancelled_with_regrets_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Take both of us off, we're not interested in any of this.",
        "Tiradme de la lista, gracias.",
        "Tírenme de su lista, por favor.",
        "Sacadme de la lista, gracias.",
        "Borradme los datos.",
        "Quitadme la suscripción.",
        "Bórrenme, por favor.",
        "Cancellatemi l'iscrizione alla newsletter.",
        "Cancellatemi la mail dalla lista.",
        "Cancellatemi, grazie.",
        "Please take both of us off your mailing list.",
        "Take me off the waiting list and the mailing list please",
        "Please remove me from your mailing list.",
    ],
)
def test_a_removal_off_a_list_or_with_nothing_named_stays(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fourth, part 2
        "Quitadme las notificaciones, no las quiero.",
        "Quitadme la publicidad, por favor.",
        "Borradme los mensajes promocionales.",
        "Toglietemi le vostre comunicazioni commerciali.",
        "Cancellatemi le notifiche promozionali, grazie.",
        "Remove me from your plan of spamming everyone, please.",
        # written for these tests
        "Quítenme las comunicaciones comerciales, gracias.",
        "Sacadme las alertas de ofertas, por favor.",
        "Eliminatemi gli avvisi promozionali.",
        "Rimuovetemi i messaggi pubblicitari, grazie.",
        "Togliermi la pubblicità, per favore.",
        "Remove me from your plan to spam everyone.",
        "Take me off your plan of emailing everyone, thanks.",
    ],
)
def test_mail_of_every_kind_after_the_verb_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: a thing, or a plan, that is no mail stays no removal
        "Cancellatemi la riunione di giovedì, vi richiamo.",
        "Remove me from the project plan, Tom takes over.",
        "Remove me from the project of migrating the CRM, I'm leaving.",
        "Remove me from the table plan please, I'll be sitting with the sponsors.",
    ],
)
def test_a_thing_or_plan_that_is_no_mail_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07, part 2: one message, offer or notice, an earlier one, or a line of a
        # quote or an invoice is one item taken away, no mail of ours
        "Bórrenme el mensaje anterior, me equivoqué de archivo adjunto.",
        "Quítenme la oferta de mantenimiento del presupuesto, solo queremos las licencias.",
        "Quítenme el aviso de la factura vencida, ya la pagué.",
        "Toglietemi le offerte opzionali dal preventivo, ci servono solo le licenze.",
        # written for these tests
        "Cancellatemi il messaggio di ieri, era per un altro cliente.",
        "Toglietemi l'offerta di manutenzione dal preventivo, grazie.",
        "Quitadme los correos de ayer del hilo, eran un error.",
    ],
)
def test_one_item_or_a_line_of_a_document_is_no_mail(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... the kind in the plural, ours, or promotional stays our mail (the fifth review of 2026-12-07,
        # part 2, written for these tests)
        "Quitadme las ofertas, no me interesan.",
        "Quítenme los mensajes, por favor.",
        "Toglietemi le offerte, grazie.",
        "Cancellatemi gli avvisi, per favore.",
        "Toglietemi le vostre offerte.",
        "Quítenme el mensaje promocional de cada semana.",
        "Bórrenme el correo, por favor.",
    ],
)
def test_a_kind_of_mail_in_the_plural_or_promotional_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# "drop me from" with our list or mail named (heldout_ee: "Could you drop me from the mailing as well?")
@pytest.mark.parametrize(
    "text",
    [
        "Please drop us from your distribution list.",
        "Can you drop my address off the newsletter?",
        "Kindly drop me from these emails going forward.",
        "Thanks, but no. Drop me from the sequence too.",
    ],
)
def test_dropped_from_our_list_or_mail_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Drop me a line next week about the pricing.",
        "Can you drop me off at the hotel after the demo?",
        "Please drop me from the guest list for the dinner, I can't make it.",
        "Don't drop me from the mailing, I read it every week.",
    ],
)
def test_dropped_from_something_else_or_not_at_all_is_no_removal(text):
    assert reading(text) != "unsubscribe"
