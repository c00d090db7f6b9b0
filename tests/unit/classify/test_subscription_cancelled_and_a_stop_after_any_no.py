"""Old errors of the eighth review of 2026-12-06, mended in the thirteenth session:

- My subscription cancelled, asked as a request, is a removal in every rule language
  (`removal_subscription.SUBSCRIPTION_CANCELLED`); never told in the past, never a subscription to something
  that is not our mail, never an event's registration.
- The Spanish present asked ("Me dan de baja, ¿vale?") and the Portuguese "tirar-me da vossa lista" with its
  possessive are removals; a leave from work ("me dan de baja médica") is not.
- A bare stop closing a reply that reads as a no without it is a removal, whatever the no's words ("We went
  another direction. Stop.", `intent._stop_after_a_no`), not only a plain "not interested".
- Me or my address taken off a page or a document (the seventh review: "remove my address from your website")
  is no removal (`removal_page`, `removal_guards.other_things.off_a_page`), unless a list or a mailing is
  named beside it.
- Invoices or quotes no longer to be sent by mail or on paper are no removal (`not_mail.NOT_MAIL_NEXT`: a
  document by e-mail is still a document); brochures by e-mail are our mail.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please cancel my subscription.",
        "Cancel my subscription to these emails, thanks.",
        "I want to cancel my subscription.",
        "Cancelen mi suscripción a sus correos.",
        "Anulad mi suscripción, gracias.",
        "Cancelem a minha inscrição na newsletter.",
        "Cancelem a minha subscrição, obrigado.",
        "Annulez mon inscription à votre newsletter.",
        "Résiliez mon abonnement à vos mails svp.",
        "Cancellate la mia iscrizione alla newsletter.",
        "Cancellate la mia iscrizione, grazie.",
        "Bitte kündigen Sie mein Newsletter-Abonnement.",
        "Mein Abo bei euch bitte kündigen.",
        "Graag mijn inschrijving annuleren.",
        "Zeg mijn abonnement op de nieuwsbrief op.",
    ],
)
def test_a_subscription_cancelled_on_request_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # told in the past, of someone else's product
        "I cancelled my subscription to your competitor last month.",
        "Cancelé mi suscripción a Holded el mes pasado.",
        "Ich habe mein Abo der Software gekündigt.",
        # a subscription to something that is not our mail
        "Please cancel my subscription to your platform at the end of the month.",
        # an event's registration
        "Can you cancel my registration for the webinar on Thursday?",
        "Cancelem a minha inscrição no webinar de quinta.",
        "Merci d'annuler mon inscription à la conférence de mardi.",
        "Cancellate la mia iscrizione al webinar.",
        # negated
        "Please don't cancel my subscription, I like the newsletter.",
    ],
)
def test_a_subscription_not_cancelled_on_request_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Me dan de baja, ¿vale?",
        "¿Me dais de baja?",
        "Hola Dana. Me dan de baja de su lista, gracias.",
        "Podem tirar-me da vossa lista?",
    ],
)
def test_the_spanish_present_and_the_portuguese_possessive_are_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Si me dan de baja, mejor.",
        "Ya me dieron de baja.",
        "Mañana me operan y me dan de baja. Hablamos en marzo.",
        "Me dan de baja médica hasta enero, escríbeme en febrero.",
        "Já me tiraram da vossa lista, obrigado.",
    ],
)
def test_a_leave_from_work_or_a_removal_done_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We went another direction. Stop.",
        "No nos interesa. Basta.",
        "Non siamo interessati, basta.",
        "Not interested, thanks. Stop!",
    ],
)
def test_a_bare_stop_after_any_no_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Not interested. Stop. Actually, send me the pricing.",
        "Not interested, don't stop.",
        "We went another direction. Stop by if you're ever in Leeds.",
    ],
)
def test_a_stop_that_is_not_the_reply_s_last_word_after_a_no_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove my address from your website.",
        "Can you take me off the team page on your site?",
        "Please remove my email from the invoice, use accounts@.",
        "Veuillez retirer mon adresse de votre site web.",
        "Quiten mi dirección de su página web, por favor.",
        "Togliete il mio indirizzo dal vostro sito, per favore.",
        "Bitte entfernen Sie meine Adresse von Ihrer Website.",
        "Haal mijn adres van jullie website alstublieft.",
        "Retirem o meu endereço do vosso site, por favor.",
    ],
)
def test_taken_off_a_page_or_a_document_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please remove me from your mailing list and your website.",
        "Remove me. And take my photo off your website.",
        "Please remove me from your list, I saw your site and it's not for us.",
    ],
)
def test_a_list_named_beside_the_page_or_a_removal_of_its_own_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Não me enviem mais faturas por email, só por correio.",
        "Não nos enviem mais faturas por email, só por correio.",
        "No more invoices by email please, post them.",
        "Ne m'envoyez plus de devis papier.",
        "Merci de ne plus m'envoyer de factures papier.",
    ],
)
def test_documents_of_an_account_no_longer_sent_are_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Não me enviem mais folhetos por e-mail.",
        "Não me enviem mais faturas nem e-mails.",
        "Ne m'envoyez plus de mails.",
        "Merci de ne plus m'envoyer vos newsletters.",
    ],
)
def test_brochures_by_mail_or_mail_named_beside_a_document_stay_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the subscription "with you", the receipt of our newsletter, and our
        # mail named as the newsletter the reader sends us
        "We'd like to cancel our newsletter subscription with you.",
        "Wir möchten unseren Newsletter-Empfang bei Ihnen abbestellen.",
        "Vorremmo disdire la newsletter che ci mandate.",
        "Gostaríamos de cancelar a newsletter que vocês nos enviam.",
        # written for these tests
        "Please cancel the newsletter you send us.",
        "Nous souhaitons annuler la newsletter que vous nous envoyez.",
        "Queremos cancelar el boletín que nos mandan.",
        "We willen de nieuwsbrief die jullie ons sturen graag opzeggen.",
        "Wir möchten unser Abo bei Ihnen kündigen.",
    ],
)
def test_our_newsletter_cancelled_in_other_words_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own newsletter dropped, a subscription to something not our mail, a contract
        "Wir möchten unseren Newsletter abbestellen, wir stellen ihn ein.",
        "Abbiamo cancellato la newsletter che mandiamo ai clienti, troppo lavoro.",
        "We're going to cancel the newsletter we send to our members.",
        "Gostaríamos de cancelar a newsletter que enviamos aos clientes.",
        "We want to cancel our subscription with you to the software platform.",
        "Vorremmo disdire il contratto che ci avete mandato.",
    ],
)
def test_the_senders_own_newsletter_or_another_thing_cancelled_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: the mail the reader sends us, then what it carries, where it goes or
        # how it comes (a delivery, shipping labels, delivery notes, paper post, an old address), or a
        # shipment ("envíos"): no marketing mail of ours cancelled
        "Cancel the updates you send me about the delivery, I track it in the portal.",
        "Please cancel the emails you send me with the shipping labels, the courier prints them now.",
        "Cancel the newsletter you send us and send it to marketing@ instead.",
        "Cancele a newsletter que vocês nos enviam para o endereço antigo; o novo é compras@empresa.pt.",
        "Cancelen los correos que nos mandan con los albaranes, ya los descargamos del portal.",
        "Cancelen los envíos que nos mandan al almacén de Sevilla, cerramos ese local.",
        "Annullate le mail che ci mandate con le bolle di consegna, le scarichiamo dal portale.",
        "Annullate le comunicazioni che ci inviate per posta cartacea, le vogliamo solo via email.",
        "Annulez les mails que vous nous envoyez avec les bons de livraison, on passe par le portail.",
        "Annulez les mails que vous nous envoyez en double, un seul suffit.",
        # written for these tests
        "Cancelem os e-mails que vocês nos enviam com as faturas, usamos o portal.",
        "Cancel the reminders you send us for the onboarding call, we'll book it ourselves.",
        # a paid subscription "with you", no mail named (the software, the tool, a contract)
        "Je voudrais résilier mon abonnement chez vous, l'outil ne nous sert plus.",
        "Queremos cancelar nuestra suscripción con ustedes, el software no nos convence.",
        "Please cancel my subscription with you, the software is too expensive for us.",
        "Please cancel my subscription with you, the contract ends in June and we won't renew.",
        "Kündigen Sie bitte mein Abo bei Ihnen, die Software ist zu teuer.",
        "Cancellate la mia iscrizione con voi, il gestionale non ci serve più.",
    ],
)
def test_mail_that_is_no_marketing_or_a_paid_subscription_with_you_cancelled_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the mailing the reader sends us ending its clause, at most how often it comes; the subscription
        # "with you" after a mail named
        "Please cancel the emails you keep sending me.",
        "Cancel the newsletter you send us, nobody reads it.",
        "Annulez les mails que vous nous envoyez chaque semaine.",
        "Cancelen los correos que nos mandan, por favor.",
        "Stop the emails you send me every week, please.",
        "Annullate le mail che ci mandate ogni settimana, grazie.",
        "Cancelem os e-mails que vocês nos enviam todas as semanas.",
        "Cancel our newsletter subscription with you, please.",
        "Quero cancelar a minha inscrição na newsletter convosco.",
        "Annulez mon inscription à votre newsletter chez vous.",
        "Cancelen mi suscripción a sus correos con ustedes, por favor.",
        "Kündigen Sie bitte mein Newsletter-Abo bei Ihnen.",
        "Please cancel my subscription.",
    ],
)
def test_our_mailing_sent_to_us_or_our_newsletter_subscription_with_you_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the seventh review of 2026-12-07: the mailing the reader sends us, then its topic or how often it
        # comes, is ours cancelled
        "Please cancel the newsletters you send me about industry trends.",
        "Cancelen los correos que me mandan sobre sus productos, gracias.",
        "Disdite le newsletter che mi mandate sui vostri prodotti.",
        "Annulez les mails que vous nous envoyez avec vos promotions.",
        "Cancelem os e-mails que nos enviam com promoções, por favor.",
        "Cancel the emails you send me every Monday, please.",
        "Cancel the newsletters you send us twice a week.",
        # written for these tests
        "Annullate le newsletter che ci mandate tutti i venerdì con le offerte.",
        "Cancelen los boletines que nos envían cada quince días.",
        "Cancelem as newsletters que me enviam sobre eventos, obrigado.",
        "Annulez la newsletter que vous m'envoyez sur vos nouveautés.",
    ],
)
def test_our_mailing_sent_to_us_with_its_topic_or_its_rhythm_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: invoices, paper post, an address swapped later in the sentence
        "Please cancel the updates you send me about the delivery, the order arrived.",
        "Cancel the emails you send me with the invoices, accounting gets them by post.",
        "Annullate le mail che mi mandate per posta cartacea.",
        "Cancelen los correos que me mandan con las facturas, las bajamos del portal.",
    ],
)
def test_our_mailing_sent_to_us_with_mail_that_is_no_marketing_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


# The eighth review of 2026-12-07: the mailing the reader sends us, then a kind of mail named that is not
# ours to sell (password resets, usage reports, calendar invites, meeting recordings, appointment
# reminders), is no marketing whether or not a list knows the word: no removal.
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Please cancel the emails you send me for password resets, I use SSO now.",
        "Can you cancel the emails you send me with the weekly usage report? We use the dashboard.",
        "Can you cancel the emails you send me with the calendar invites? I'll book through the link.",
        "Please cancel the emails you send me with the meeting recordings, I don't need them.",
        "Cancelen los correos que me envían con los recordatorios de la cita.",
        "Please cancel the emails you send me about the meeting and send the invite to Anna.",
        # written for these tests
        "Please cancel the emails you send me for invoice reminders.",
        "Cancelen los correos que me envían con los resúmenes de uso.",
        "Annulez les mails que vous m'envoyez pour les réinitialisations de mot de passe.",
        "Annullate le email che mi inviate con gli inviti del calendario.",
        "Cancelem os e-mails que me enviam com os lembretes de consulta.",
    ],
)
def test_our_mailing_with_a_kind_of_mail_not_ours_to_sell_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... while a kind ours to sell, a time, or the address it arrives at keeps it a removal; a bare "instead"
# ("I'll read it on your website instead") is no new address, so the removal stands, while a new address
# or recipient ("send it to marketing@", "envíenlos a mi compañera", "use my Gmail instead") swaps it.
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Please cancel the newsletter you send me, I'll read it on your website instead.",
        "Please cancel the emails you send me, I'll follow you on LinkedIn instead.",
        "Please cancel the emails you send me at this address.",
        "Cancelen los correos que me envían a esta dirección.",
        "Annullate le email che mi inviate a questo indirizzo.",
        "Cancelem os e-mails que me enviam para este endereço.",
        "Annulez les mails que vous m'envoyez, je lirai plutôt votre blog.",
        # written for these tests
        "Please cancel the emails you send me about your webinars.",
        "Cancel the emails you send me with product news.",
        "Annulez les mails que vous m'envoyez sur vos offres.",
        "Cancelem os e-mails que me enviam sobre os vossos produtos.",
        "Cancel the emails you have been sending me for months.",
        "Annulez les mails que vous m'envoyez depuis des mois.",
        "Annulez les mails que vous m'envoyez à cette adresse.",
        "Cancel the emails you send me to this inbox, please.",
        "Cancelen los correos que me envían, prefiero leer su blog en su lugar.",
        "Annullate le email che mi inviate, leggerò invece il vostro blog.",
        "Cancelem os e-mails que me enviam, prefiro seguir vocês no LinkedIn em vez disso.",
    ],
)
def test_our_mailing_with_a_kind_ours_or_a_bare_instead_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Cancelen los correos que me envían y envíenlos a mi compañera Ana.",
        "Cancel the emails you send me and use my Gmail instead.",
        "Cancel the newsletter you send me, send it to my colleague Tom instead.",
        "Annulez les mails que vous m'envoyez et envoyez-les à cette autre adresse.",
        "Cancel the newsletter you send us, marketing@ gets it now.",
    ],
)
def test_our_mailing_sent_to_a_new_address_or_recipient_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The ninth review of 2026-12-07: a swap is an instruction to the reader; a threat or the sender's own act
# after the cancellation ("or I'll forward them to the data protection authority", "sinon je vais",
# "o los reenvío", "altrimenti", "senão vou") asks no new address, the cancellation stays a removal
# (`removal_subscription.SENDER_ACTS`), in every rule language the rule reads.
@pytest.mark.parametrize(
    "text",
    [
        # the review's sentences
        "Cancel the emails you send me, or I'll forward them to the data protection authority.",
        "Please cancel the emails you send me or I'll send them to your CEO.",
        # written for these tests
        "Cancel the emails you send me, otherwise I will forward them to abuse@example.com.",
        "Cancelen los correos que me envían o los reenvío a protecciondatos@aepd.es.",
        "Cancelen los correos que me envían, si no voy a mandarlos a la AEPD.",
        "Annulez les mails que vous m'envoyez, sinon je vais les transmettre à la CNIL.",
        "Disdite la newsletter che mi mandate, altrimenti la inoltro a garante@gpdp.it.",
        "Disdite la newsletter che mi mandate o la inoltro a garante@gpdp.it.",
        "Cancelem os e-mails que me enviam, senão vou enviá-los para a CNPD.",
        "Cancelem os e-mails que me enviam ou os encaminho para dpo@cnpd.pt.",
    ],
)
def test_a_cancellation_with_a_threat_after_it_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... while a swap asked of the reader stays none
        "Cancel the emails you send me and send them to marketing@acme.com instead.",
        "Cancel the emails you send me, or forward them to my colleague Anna.",
        "Cancel the emails you send me and please forward them to my colleague instead.",
        "Cancelen los correos que me envían y envíenlos a mi compañera.",
        "Cancelen los correos que me envían o envíenlos a ana@empresa.es.",
        "Disdite la newsletter che mi mandate e inviatela a Marco.",
        "Cancelem os e-mails que me enviam e enviem-nos para o meu colega.",
        "Cancelem os e-mails que me enviam para o endereço antigo.",
    ],
)
def test_a_cancellation_with_a_swap_asked_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


# a registration to our newsletter, list or mailing cancelled, the mail or every list named, is a removal in
# every rule language (`removal_subscription._REGISTERED`, the twenty-second review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Merci d'annuler mon inscription à votre newsletter.",
        "Bitte stornieren Sie meine Anmeldung zum Newsletter.",
        "Cancel my registration. All of it, every list.",
        "Please cancel my registration to your newsletter.",
        "Cancel my registration on all your lists.",
        "Bitte löschen Sie meine Eintragung im Verteiler.",
        "Cancelen mi registro en su boletín, por favor.",
        "Annullate la mia registrazione alla newsletter.",
        "Annuleer mijn aanmelding voor de nieuwsbrief.",
        "Cancelem o meu registo na newsletter, obrigado.",
    ],
)
def test_a_registration_to_our_mail_cancelled_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... never a registration to an event, a webinar, a course or a trial, nor to another firm's newsletter,
# nor one told in the past
@pytest.mark.parametrize(
    "text",
    [
        "Cancel my registration for the webinar.",
        "Please cancel my registration to the Gartner newsletter.",
        "Bitte stornieren Sie meine Anmeldung zum Workshop.",
        "Bitte stornieren Sie meine Anmeldung zum Newsletter-Webinar.",
        "Merci d'annuler mon inscription au webinaire de jeudi.",
        "Merci d'annuler mon inscription à la formation.",
        "Cancelen mi registro en el curso.",
        "I had to cancel my registration to your newsletter.",
        "Cancel my registration. Every webinar.",
        "Je suis inscrit à votre atelier de mardi, mais je serai absent. Merci d'annuler mon inscription.",
    ],
)
def test_a_registration_to_anything_else_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
