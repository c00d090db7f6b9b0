"""No more from us said with no verb (`removal_verbless.NO_MORE_FROM_YOU`, the eighteenth review of
2026-12-07), in every rule language, with its exceptions and its look-alikes."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


# anything from us, or mail to the writer, no more: the whole clause, a thanks or a please after it
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Plus rien de votre part.",
        "Plus rien de votre part, merci.",
        "Nada más de vuestra parte.",
        "Nada más de su parte, gracias.",
        "Geen mails meer, aub.",
        "Nichts mehr von Ihnen, danke.",
        "Niente più email, grazie.",
        "Basta email, per favore.",
        "Nada mais de vocês, obrigado.",
        "Chega de emails, por favor.",
        "No more from you please.",
        "Plus de mails, svp.",
        "Basta de correos, por favor.",
        "Geen berichten meer van jullie.",
        # ... with an exception that keeps the wish whole
        "Nothing more from you, except when I ask for it.",
        "Nothing more from you unless I ask.",
        "Plus rien de votre part, sauf si je me réinscris moi-même.",
        "Nada más de vuestra parte, y menos aún llamadas.",
        "Nichts mehr von Ihnen, schon gar keine Anrufe.",
        "Niente più da voi, tranne la conferma della cancellazione.",
        # ours
        "Thanks for the follow-ups. Nothing further from you, please.",
        "Niks meer van je, bedankt.",
        "Niente più da parte vostra.",
    ],
)
def test_no_more_from_us_without_a_verb_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# what the writer has no more of, enough of a thing that is no mail, a question, a thing excepted, or more
# after the frame
@pytest.mark.parametrize(
    "text",
    [
        "No more questions from my side.",
        "Nothing more from me for now, talk next week.",
        "Plus rien de mon côté.",
        "Geen vragen meer.",
        "No more budget this year.",
        "Basta una demo.",
        "Chega de conversa, vamos marcar.",
        "Plus de mails ?",
        "Nada más por ahora, te escribo en enero.",
        "Nothing more from you, except the invoice.",
        "Nada más de su parte, salvo que sea la factura.",
        "Nichts mehr von Ihnen, außer wenn es um die Rechnung geht.",
        "Plus rien de votre part, sauf la confirmation de commande.",
        "Nichts mehr von Ihnen gehört seit der Demo.",
    ],
)
def test_look_alikes_stay_no_removal(text):
    assert reading(text) != "unsubscribe"


# enough of our mail, its plural after "enough with/of" and a word for which mail, in every rule language
@pytest.mark.parametrize(
    "text",
    [
        "Enough with the emails.",
        "Enough of your emails already.",
        "Enough with the emails, thanks.",
        "Genug mit den Mails.",
        "Genug von Ihren Nachrichten!",
        "Assez avec vos mails.",
        "Assez de vos relances.",
        "Basta ya de correos.",
        "Ya basta de correos, por favor.",
        "Basta con queste email.",
        "Basta con le vostre email, grazie.",
        "Genoeg met die mails.",
        "Genoeg van al die berichten.",
        "Chega de e-mails.",
    ],
)
def test_enough_of_our_mail_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# one mail that is enough, or enough of a kind of mail with another thing asked after it
@pytest.mark.parametrize(
    "text",
    [
        "One email is enough.",
        "Basta un correo para confirmar.",
        "Basta con una mail per confermare.",
        "Enough with the emails about the webinar, just send me the recording.",
        "Enough of the messages in this thread, let's talk on the phone.",
    ],
)
def test_one_mail_enough_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
