"""A call declined with mail kept after it is a re-route of the channel, no removal (the twenty-first review
of 2026-12-07, `removal_redirect.CALL` and `MAIL_KEPT`, read by `not_this_removal.call_for_mail` and the
opening "Stop" in `classifier._opening_removal`), in every rule language; a call declined with mail declined
too, or a bare "Don't call me anymore" (no way of contact kept), stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


# the call declined, mail asked or allowed after it
@pytest.mark.parametrize(
    "text",
    [
        "Please don't call me anymore, email me instead.",
        "Stop calling me, just send an email.",
        "Stop calling me, email is fine.",
        "Rufen Sie mich bitte nicht mehr an, schreiben Sie mir lieber eine E-Mail",
        "Hör auf mich anzurufen, per Mail gerne.",
        "Ne m'appelez plus, écrivez-moi plutôt",
        "No me llame más, mejor escríbame un correo",
        "Non chiamatemi più, scrivetemi una mail",
        "Bel me niet meer, mail me liever",
        "Não me liguem mais, mandem um e-mail",
        "Please stop calling me, I'd rather get an email.",
    ],
)
def test_a_call_declined_with_mail_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# mail declined with the call, mail asked to stop after it, or no mail kept at all
@pytest.mark.parametrize(
    "text",
    [
        "Don't call or email me.",
        "Don't call me anymore.",
        "Stop calling me.",
        "Don't call me, and don't email me either.",
        "Stop calling me. Don't email me either.",
        "Stop calling me and stop emailing me.",
        "Stop calling and emailing me.",
        "Stop emailing me, call me instead.",
    ],
)
def test_a_call_declined_with_mail_declined_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# mail declined after the call anywhere in the reply, "email" read whole (never its "mail me"), stays a
# removal (the twenty-second review of 2026-12-07, `removal_redirect.MAIL_DECLINED`; the first three are the
# review's)
@pytest.mark.parametrize(
    "text",
    [
        "Don't call me and don't email me either.",
        "Don't call me and don't e-mail me either.",
        "Don't call me and do not email me either.",
        "Please don't call me, nor email me.",
        "Don't call me or write.",
        "Please don't call me, and don't send me emails either.",
        "Stop calling. And stop emailing too.",
        "Bel me niet meer en mail me ook niet meer.",
    ],
)
def test_a_call_declined_with_mail_declined_after_it_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# a call declined with mail kept is a re-route: other, never interest in the "call me" of "don't call me"
@pytest.mark.parametrize(
    "text",
    [
        "Please don't call me, email is better.",
        "Don't call me, email me instead.",
        "Non chiamatemi, scrivetemi pure via email.",
        "Non chiamatemi.",
        "Please don't call me, I never read emails during the day but email is better.",
    ],
)
def test_a_call_declined_with_mail_kept_is_other(text):
    assert reading(text) == "other"
